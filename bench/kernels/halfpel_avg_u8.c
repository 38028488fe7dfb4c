/* halfpel_avg_u8: MPEG-style half-pel interpolation, average of horizontally adjacent pixels.
 * Idioms: rounding_halving_add(u8, u8) written as (a + b + 1) >> 1. */
#include <stdint.h>

void halfpel_avg_u8(uint8_t *restrict dst, const uint8_t *restrict src, int n)
{
    /* src holds n + 1 pixels. */
    for (int i = 0; i < n; i++)
        dst[i] = (uint8_t)((src[i] + src[i + 1] + 1) >> 1);
}
