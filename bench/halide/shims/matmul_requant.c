/* Halide matmul_requant behind the C kernel's signature (see bench/kernels/matmul_requant.c); the
 * scratch row acc is not needed. */
#include "halide_shim.h"
int matmul_requant__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *bias,
                                    int32_t a_offset, int32_t b_offset, int32_t out_offset,
                                    int32_t out_mult, int32_t out_shift, halide_buffer_t *c);
void matmul_requant__halide(uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b,
                            const int32_t *restrict bias, int32_t *restrict acc, int m, int n, int k,
                            int32_t a_offset, int32_t b_offset, int32_t out_offset, int32_t out_mult,
                            int out_shift) {
  (void)acc;
  halide_dimension_t da[2] = {{0, k, 1, 0}, {0, m, k, 0}}, db[2] = {{0, n, 1, 0}, {0, k, n, 0}};
  halide_dimension_t dbias[1] = {{0, n, 1, 0}}, dc[2] = {{0, n, 1, 0}, {0, m, n, 0}};
  halide_buffer_t ba = hbuf(a, HT_UINT, 8, 2, da), bb = hbuf(b, HT_UINT, 8, 2, db);
  halide_buffer_t bbias = hbuf(bias, HT_INT, 32, 1, dbias), bc = hbuf(c, HT_UINT, 8, 2, dc);
  matmul_requant__halide_pipeline(&ba, &bb, &bbias, a_offset, b_offset, out_offset, out_mult, out_shift, &bc);
}
