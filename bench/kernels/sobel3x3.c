/* sobel3x3: u8 -> u8 gradient magnitude |gx|+|gy|.
 * Idioms: widening_add(u8,u8) + widening_shl(u8,1) (the "2*b" tap), absd on u16,
 * saturating_cast<u8> of the u16 sum via min(s, 255). (Pitchfork Fig. 2.) */
#include <stdint.h>

void sobel3x3(uint8_t *restrict out, const uint8_t *restrict in,
              int width, int height, int stride)
{
    /* in has (height + 2) rows of at least (width + 2) pixels; out is width x height. */
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint16_t top = (uint16_t)(r0[x] + 2 * r0[x + 1] + r0[x + 2]);
            uint16_t bot = (uint16_t)(r2[x] + 2 * r2[x + 1] + r2[x + 2]);
            uint16_t lft = (uint16_t)(r0[x] + 2 * r1[x] + r2[x]);
            uint16_t rgt = (uint16_t)(r0[x + 2] + 2 * r1[x + 2] + r2[x + 2]);
            uint16_t gy = top > bot ? top - bot : bot - top;
            uint16_t gx = lft > rgt ? lft - rgt : rgt - lft;
            uint16_t s = (uint16_t)(gx + gy);
            o[x] = s > 255 ? 255 : (uint8_t)s;
        }
    }
}
