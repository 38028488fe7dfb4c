/* mul_q15: Q15 x Q15 -> Q15 multiply with rounding and saturation.
 * Idioms: rounding_mul_shr(i16, i16, 15) = saturating_narrow(rounding_shr(widening_mul(a, b), 15)). */
#include <stdint.h>

void mul_q15(int16_t *restrict out, const int16_t *restrict a,
             const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t p = (int32_t)a[i] * b[i];
        int32_t r = (p + (1 << 14)) >> 15;
        if (r > 32767)
            r = 32767;
        if (r < -32768)
            r = -32768;
        out[i] = (int16_t)r;
    }
}
