/* halving_add_u8: truncating 50/50 blend of two u8 images.
 * Idioms: halving_add(u8, u8) written as (a + b) >> 1 (no rounding). */
#include <stdint.h>

void halving_add_u8(uint8_t *restrict out, const uint8_t *restrict a,
                    const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (uint8_t)((a[i] + b[i]) >> 1);
}
