/* box3_u8: a horizontal 3-tap box filter on u8, the sum divided by 3 (C promotes the sum to int;
 * clang makes the division by 3 a udiv of 32-bit lanes).
 * Idioms: widening_add of u8 into u16, division of a u16 by 3 (a multiply-high: mul_shr.u). */
#include <stdint.h>

void box3_u8(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r = in + y * stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++)
            o[x] = (uint8_t)((r[x] + r[x + 1] + r[x + 2]) / 3);
    }
}
