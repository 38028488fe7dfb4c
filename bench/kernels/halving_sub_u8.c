/* halving_sub_u8: signed half frame difference of two u8 frames (motion detection), i8 result.
 * Idioms: halving_sub(u8, u8) written as (a - b) >> 1 (arithmetic shift of the int difference). */
#include <stdint.h>

void halving_sub_u8(int8_t *restrict out, const uint8_t *restrict cur,
                    const uint8_t *restrict prev, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (int8_t)((cur[i] - prev[i]) >> 1);
}
