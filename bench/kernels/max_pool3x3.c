/* max_pool3x3: u8 3x3 max pooling with stride 1 (control: plain max, no fixed-point idiom to win).
 * Idioms: umax(u8, u8) only. */
#include <stdint.h>

static inline uint8_t max_u8(uint8_t a, uint8_t b) { return a > b ? a : b; }

void max_pool3x3(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint8_t c0 = max_u8(max_u8(r0[x], r1[x]), r2[x]);
            uint8_t c1 = max_u8(max_u8(r0[x + 1], r1[x + 1]), r2[x + 1]);
            uint8_t c2 = max_u8(max_u8(r0[x + 2], r1[x + 2]), r2[x + 2]);
            o[x] = max_u8(max_u8(c0, c1), c2);
        }
    }
}
