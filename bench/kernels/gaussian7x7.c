/* gaussian7x7: separable u8 -> u8 blur, weights 1-6-15-20-15-6-1 per axis (sum 64, 4096 in 2D).
 * Idioms: widening_mul / widening_add of u8 taps into u16 (vertical pass, <= 16320), u16 * const
 * accumulated in u32 (horizontal pass), rounding_shr(s, 12), narrow to u8 (the result is <= 255). */
#include <stdint.h>

void gaussian7x7(uint8_t *restrict out, const uint8_t *restrict in, uint16_t *restrict tmp,
                 int width, int height, int stride)
{
    /* in has (height + 6) rows of at least (width + 6) pixels; tmp holds width + 6 u16. */
    for (int y = 0; y < height; y++) {
        const uint8_t *r = in + y * stride;
        for (int x = 0; x < width + 6; x++)
            tmp[x] = (uint16_t)(r[x] + 6 * r[x + stride] + 15 * r[x + 2 * stride]
                                + 20 * r[x + 3 * stride] + 15 * r[x + 4 * stride]
                                + 6 * r[x + 5 * stride] + r[x + 6 * stride]);
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint32_t s = (uint32_t)tmp[x] + 6u * tmp[x + 1] + 15u * tmp[x + 2] + 20u * tmp[x + 3]
                       + 15u * tmp[x + 4] + 6u * tmp[x + 5] + tmp[x + 6];
            o[x] = (uint8_t)((s + 2048) >> 12);
        }
    }
}
