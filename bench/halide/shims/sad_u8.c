/* Halide sad_u8 behind the C kernel's signature (see bench/kernels/sad_u8.c); the sum is a 0-d buffer. */
#include "halide_shim.h"
int sad_u8__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *out);
uint32_t sad_u8__halide(const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  uint32_t r;
  halide_dimension_t d[2][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t ba = hbuf(a, HT_UINT, 8, 1, d[0]), bb = hbuf(b, HT_UINT, 8, 1, d[1]), bo = hbuf(&r, HT_UINT, 32, 0, 0);
  sad_u8__halide_pipeline(&ba, &bb, &bo);
  return r;
}
