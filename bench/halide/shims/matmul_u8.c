/* Halide matmul_u8 behind the C kernel's signature (see bench/kernels/matmul_u8.c). */
#include "halide_shim.h"
int matmul_u8__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *c);
void matmul_u8__halide(uint32_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b,
                       int m, int n, int k) {
  halide_dimension_t da[2] = {{0, k, 1, 0}, {0, m, k, 0}}, db[2] = {{0, n, 1, 0}, {0, k, n, 0}};
  halide_dimension_t dc[2] = {{0, n, 1, 0}, {0, m, n, 0}};
  halide_buffer_t ba = hbuf(a, HT_UINT, 8, 2, da), bb = hbuf(b, HT_UINT, 8, 2, db);
  halide_buffer_t bc = hbuf(c, HT_UINT, 32, 2, dc);
  matmul_u8__halide_pipeline(&ba, &bb, &bc);
}
