/* gaussian3x3: u8 -> u8 blur with 1-2-1 x 1-2-1 weights (sum 16).
 * Idioms: widening_add / widening_shl (x2, x4 taps) into u16, rounding_shr(s, 4), narrow to u8
 * (no saturation needed: the result is <= 255). */
#include <stdint.h>

void gaussian3x3(uint8_t *restrict out, const uint8_t *restrict in,
                 int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint16_t s = (uint16_t)(r0[x] + 2 * r0[x + 1] + r0[x + 2]
                                    + 2 * r1[x] + 4 * r1[x + 1] + 2 * r1[x + 2]
                                    + r2[x] + 2 * r2[x + 1] + r2[x + 2]);
            o[x] = (uint8_t)((s + 8) >> 4);
        }
    }
}
