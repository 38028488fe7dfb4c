/* conv3x3_a32: u8 image * i16 3x3 mask, int32 accumulation, rounding shift by 8, saturate to u8.
 * Idioms: widening_mul(u8, i16) -> i32 multiply-accumulate, rounding_shr(s, 8), saturating_cast<u8>. */
#include <stdint.h>

#define CLAMP(x, lo, hi) ((x) < (lo) ? (lo) : (x) > (hi) ? (hi) : (x))

void conv3x3_a32(uint8_t *restrict out, const uint8_t *restrict in, const int16_t *restrict mask,
                 int width, int height, int stride)
{
    const int32_t m0 = mask[0], m1 = mask[1], m2 = mask[2];
    const int32_t m3 = mask[3], m4 = mask[4], m5 = mask[5];
    const int32_t m6 = mask[6], m7 = mask[7], m8 = mask[8];
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            int32_t s = m0 * r0[x] + m1 * r0[x + 1] + m2 * r0[x + 2]
                      + m3 * r1[x] + m4 * r1[x + 1] + m5 * r1[x + 2]
                      + m6 * r2[x] + m7 * r2[x + 1] + m8 * r2[x + 2];
            s = (s + 128) >> 8;
            o[x] = (uint8_t)CLAMP(s, 0, 255);
        }
    }
}
