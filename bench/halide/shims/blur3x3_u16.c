/* Halide blur3x3_u16 behind the C kernel's signature (see bench/kernels/blur3x3_u16.c); no scratch needed. */
#include "halide_shim.h"
int blur3x3_u16__halide_pipeline(halide_buffer_t *in, halide_buffer_t *out);
void blur3x3_u16__halide(uint16_t *restrict out, const uint16_t *restrict in, uint16_t *restrict tmp, int width, int height, int stride) {
  (void)tmp;
  halide_dimension_t di[2] = {{0, width + 2, 1, 0}, {0, height + 2, stride, 0}};
  halide_dimension_t d_o[2] = {{0, width, 1, 0}, {0, height, width, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 16, 2, di), bo = hbuf(out, HT_UINT, 16, 2, d_o);
  blur3x3_u16__halide_pipeline(&bi, &bo);
}
