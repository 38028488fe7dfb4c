/* mul_u8_round: elementwise u8 x u8 product rescaled to u8 (u0.8 gain / alpha).
 * Idioms: widening_mul(u8, u8), rounding_shr(p, 8) = rounding_mul_shr(u8, u8, 8) (no saturation needed). */
#include <stdint.h>

void mul_u8_round(uint8_t *restrict out, const uint8_t *restrict a,
                  const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (uint8_t)((a[i] * b[i] + 128) >> 8);
}
