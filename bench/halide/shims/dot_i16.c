/* Halide dot_i16 behind the C kernel's signature (see bench/kernels/dot_i16.c); the sum is a 0-d buffer. */
#include "halide_shim.h"
int dot_i16__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *out);
int32_t dot_i16__halide(const int16_t *restrict a, const int16_t *restrict b, int n) {
  int32_t r;
  halide_dimension_t d[2][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t ba = hbuf(a, HT_INT, 16, 1, d[0]), bb = hbuf(b, HT_INT, 16, 1, d[1]), bo = hbuf(&r, HT_INT, 32, 0, 0);
  dot_i16__halide_pipeline(&ba, &bb, &bo);
  return r;
}
