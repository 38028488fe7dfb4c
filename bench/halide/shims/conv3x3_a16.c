/* Halide conv3x3_a16 behind the C kernel's signature (see bench/kernels/conv3x3_a16.c). */
#include "halide_shim.h"
int conv3x3_a16__halide_pipeline(halide_buffer_t *in, halide_buffer_t *mask, halide_buffer_t *out);
void conv3x3_a16__halide(uint8_t *restrict out, const uint8_t *restrict in, const int8_t *restrict mask, int width,
                  int height, int stride) {
  halide_dimension_t di[2] = {{0, width + 2, 1, 0}, {0, height + 2, stride, 0}}, dm[1] = {{0, 9, 1, 0}};
  halide_dimension_t d_o[2] = {{0, width, 1, 0}, {0, height, width, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 2, di), bm = hbuf(mask, HT_INT, 8, 1, dm);
  halide_buffer_t bo = hbuf(out, HT_UINT, 8, 2, d_o);
  conv3x3_a16__halide_pipeline(&bi, &bm, &bo);
}
