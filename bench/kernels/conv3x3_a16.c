/* conv3x3_a16: u8 image * i8 3x3 mask, accumulated in (wrapping) int16, >> 4, clamp to u8.
 * Idioms: widening_mul(u8, i8) summed in i16, shr by 4, saturating_cast<u8> (clamp to [0, 255]). */
#include <stdint.h>

void conv3x3_a16(uint8_t *restrict out, const uint8_t *restrict in, const int8_t *restrict mask,
                 int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            int16_t s = 0;
            for (int k = 0; k < 3; k++) /* tap loop: fully unrolled by clang at -O3 */
                s = (int16_t)(s + r0[x + k] * mask[k] + r1[x + k] * mask[3 + k]
                              + r2[x + k] * mask[6 + k]);
            s = (int16_t)(s >> 4);
            o[x] = (uint8_t)(s < 0 ? 0 : s > 255 ? 255 : s);
        }
    }
}
