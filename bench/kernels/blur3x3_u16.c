/* blur3x3_u16: Halide's "blur" app: 3-tap box filters in u16, each a wrapping u16 sum divided by 3.
 * Idioms: u16 adds (wrapping, as in Halide), unsigned division by 3 (a widening multiply-high by the
 * magic constant: mul_shr on u16). */
#include <stdint.h>

void blur3x3_u16(uint16_t *restrict out, const uint16_t *restrict in, uint16_t *restrict tmp,
                 int width, int height, int stride)
{
    /* in has (height + 2) rows of at least (width + 2) samples; tmp holds (height + 2) * width u16. */
    for (int y = 0; y < height + 2; y++) {
        const uint16_t *r = in + y * stride;
        uint16_t *t = tmp + y * width;
        for (int x = 0; x < width; x++)
            t[x] = (uint16_t)(r[x] + r[x + 1] + r[x + 2]) / 3;
    }
    for (int y = 0; y < height; y++) {
        const uint16_t *t = tmp + y * width;
        uint16_t *o = out + y * width;
        for (int x = 0; x < width; x++)
            o[x] = (uint16_t)(t[x] + t[x + width] + t[x + 2 * width]) / 3;
    }
}
