/* mean3x3_u8: the 3x3 mean of u8 pixels, the sum of nine divided by 9 (an int division in C).
 * Idioms: widening_add of u8 into u16, division of a u16 by 9 (mul_shr.u by the magic number). */
#include <stdint.h>

void mean3x3_u8(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride, *r1 = r0 + stride, *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++)
            o[x] = (uint8_t)((r0[x] + r0[x + 1] + r0[x + 2] + r1[x] + r1[x + 1] + r1[x + 2] +
                              r2[x] + r2[x + 1] + r2[x + 2]) / 9);
    }
}
