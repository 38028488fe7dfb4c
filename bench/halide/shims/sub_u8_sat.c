/* Halide sub_u8_sat behind the C kernel's signature (see bench/kernels/sub_u8_sat.c). */
#include "halide_shim.h"
int sub_u8_sat__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *out);
void sub_u8_sat__halide(uint8_t *restrict out, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  halide_dimension_t d[3][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t ba = hbuf(a, HT_UINT, 8, 1, d[0]), bb = hbuf(b, HT_UINT, 8, 1, d[1]);
  halide_buffer_t bo = hbuf(out, HT_UINT, 8, 1, d[2]);
  sub_u8_sat__halide_pipeline(&ba, &bb, &bo);
}
