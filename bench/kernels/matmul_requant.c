/* matmul_requant: quantized u8 GEMM with zero points and a requantize tail (gemmlowp's output stage):
 * C = clamp(out_offset + requant(bias + sum_p (A + a_offset) * (B + b_offset))), i-k-j order so the inner
 * loops run along rows of B and C; acc is an i32 row of scratch.
 * Idioms: widening_add(u8, zero point), i16 x i16 -> i32 multiply-accumulate (u8 dot products),
 * rounding_mul_shr(i32, i32, 31), rounding shift right, saturating narrow to u8. */
#include <stdint.h>

void matmul_requant(uint8_t *restrict c, const uint8_t *restrict a, const uint8_t *restrict b,
                    const int32_t *restrict bias, int32_t *restrict acc, int m, int n, int k,
                    int32_t a_offset, int32_t b_offset, int32_t out_offset, int32_t out_mult,
                    int out_shift)
{
    /* a is m x k, b is k x n, c is m x n, row-major; offsets in [-255, 0]; out_shift in [1, 31]. */
    for (int i = 0; i < m; i++) {
        for (int j = 0; j < n; j++)
            acc[j] = bias[j];
        for (int p = 0; p < k; p++) {
            const int32_t av = a[i * k + p] + a_offset;
            const uint8_t *brow = b + p * n;
            for (int j = 0; j < n; j++)
                acc[j] += av * (brow[j] + b_offset);
        }
        uint8_t *crow = c + i * n;
        for (int j = 0; j < n; j++) {
            int32_t q = (int32_t)(((int64_t)acc[j] * out_mult + (INT64_C(1) << 30)) >> 31);
            q = (int32_t)(((int64_t)q + (INT64_C(1) << (out_shift - 1))) >> out_shift) + out_offset;
            crow[j] = (uint8_t)(q < 0 ? 0 : q > 255 ? 255 : q);
        }
    }
}
