/* mul_q15_nosat: Q15 multiply with rounding, plain truncating narrow (wraps for -1 * -1).
 * Idioms: narrow(rounding_shr(widening_mul(i16, i16), 15)); equals rounding_mul_shr except at INT16_MIN^2. */
#include <stdint.h>

void mul_q15_nosat(int16_t *restrict out, const int16_t *restrict a,
                   const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (int16_t)((a[i] * b[i] + 0x4000) >> 15);
}
