/* Halide max_pool3x3 behind the C kernel's signature (see bench/kernels/max_pool3x3.c). */
#include "halide_shim.h"
int max_pool3x3__halide_pipeline(halide_buffer_t *in, halide_buffer_t *out);
void max_pool3x3__halide(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride) {
  halide_dimension_t di[2] = {{0, width + 2, 1, 0}, {0, height + 2, stride, 0}};
  halide_dimension_t d_o[2] = {{0, width, 1, 0}, {0, height, width, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 2, di), bo = hbuf(out, HT_UINT, 8, 2, d_o);
  max_pool3x3__halide_pipeline(&bi, &bo);
}
