/* Halide gaussian5x5 behind the C kernel's signature (see bench/kernels/gaussian5x5.c); no scratch needed. */
#include "halide_shim.h"
int gaussian5x5__halide_pipeline(halide_buffer_t *in, halide_buffer_t *out);
void gaussian5x5__halide(uint8_t *restrict out, const uint8_t *restrict in, uint16_t *restrict tmp, int width, int height, int stride) {
  (void)tmp;
  halide_dimension_t di[2] = {{0, width + 4, 1, 0}, {0, height + 4, stride, 0}};
  halide_dimension_t d_o[2] = {{0, width, 1, 0}, {0, height, width, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 2, di), bo = hbuf(out, HT_UINT, 8, 2, d_o);
  gaussian5x5__halide_pipeline(&bi, &bo);
}
