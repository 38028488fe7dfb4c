/* dilate3x3: u8 morphological dilation with a 3x3 cross (control: max only).
 * Idioms: umax(u8, u8) only. */
#include <stdint.h>

static inline uint8_t max_u8(uint8_t a, uint8_t b) { return a > b ? a : b; }

void dilate3x3(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++)
            o[x] = max_u8(max_u8(max_u8(r0[x + 1], r2[x + 1]), max_u8(r1[x], r1[x + 2])), r1[x + 1]);
    }
}
