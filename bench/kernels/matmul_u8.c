/* matmul_u8: u8 x u8 -> u32 GEMM, i-k-j order so the inner loop runs along a row of B and C.
 * Idioms: widening_mul(u8 broadcast, u8) extended to u32 and accumulated (u32 += u16 product). */
#include <stdint.h>

void matmul_u8(uint32_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b,
               int m, int n, int k)
{
    /* a is m x k, b is k x n, c is m x n, all row-major and dense. */
    for (int i = 0; i < m; i++) {
        uint32_t *crow = c + i * n;
        for (int j = 0; j < n; j++)
            crow[j] = 0;
        for (int p = 0; p < k; p++) {
            uint32_t av = a[i * k + p];
            const uint8_t *brow = b + p * n;
            for (int j = 0; j < n; j++)
                crow[j] += av * brow[j];
        }
    }
}
