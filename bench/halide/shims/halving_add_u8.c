/* Halide halving_add_u8 behind the C kernel's signature (see bench/kernels/halving_add_u8.c). */
#include "halide_shim.h"
int halving_add_u8__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *out);
void halving_add_u8__halide(uint8_t *restrict out, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  halide_dimension_t d[3][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t ba = hbuf(a, HT_UINT, 8, 1, d[0]), bb = hbuf(b, HT_UINT, 8, 1, d[1]);
  halide_buffer_t bo = hbuf(out, HT_UINT, 8, 1, d[2]);
  halving_add_u8__halide_pipeline(&ba, &bb, &bo);
}
