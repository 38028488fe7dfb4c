/* Halide l2norm_u8 behind the C kernel's signature (see bench/kernels/l2norm_u8.c); the sum is a 0-d buffer. */
#include "halide_shim.h"
int l2norm_u8__halide_pipeline(halide_buffer_t *a, halide_buffer_t *out);
uint32_t l2norm_u8__halide(const uint8_t *restrict a, int n) {
  uint32_t r;
  halide_dimension_t d[1] = {{0, n, 1, 0}};
  halide_buffer_t ba = hbuf(a, HT_UINT, 8, 1, d), bo = hbuf(&r, HT_UINT, 32, 0, 0);
  l2norm_u8__halide_pipeline(&ba, &bo);
  return r;
}
