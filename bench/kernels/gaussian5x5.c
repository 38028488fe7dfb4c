/* gaussian5x5: separable u8 -> u8 blur, weights 1-4-6-4-1 per axis (sum 256).
 * Idioms: widening_add / widening_shl / widening_mul by 6 (vertical pass into u16),
 * u16 multiply-adds (horizontal pass), rounding_shr(s, 8), narrow to u8. */
#include <stdint.h>

void gaussian5x5(uint8_t *restrict out, const uint8_t *restrict in, uint16_t *restrict tmp,
                 int width, int height, int stride)
{
    /* in has (height + 4) rows of at least (width + 4) pixels; tmp holds width + 4 u16. */
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        const uint8_t *r3 = r2 + stride;
        const uint8_t *r4 = r3 + stride;
        for (int x = 0; x < width + 4; x++)
            tmp[x] = (uint16_t)(r0[x] + 4 * r1[x] + 6 * r2[x] + 4 * r3[x] + r4[x]);
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint16_t s = (uint16_t)(tmp[x] + 4 * tmp[x + 1] + 6 * tmp[x + 2]
                                    + 4 * tmp[x + 3] + tmp[x + 4]);
            o[x] = (uint8_t)((s + 128) >> 8);
        }
    }
}
