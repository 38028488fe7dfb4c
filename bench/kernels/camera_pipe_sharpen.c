/* camera_pipe_sharpen: Halide camera_pipe's sharpen stage on u8: unsharp = blur121 vertically then
 * horizontally, where blur121(a, b, c) = avg(avg(a, c), b) and avg rounds up; mask = in - unsharp in
 * i16; out = u8_sat(in + floor(mask * strength / 32)), the i16 product wrapping as in Halide.
 * Idioms: rounding_halving_add(u8, u8), widening_sub to i16, i16 multiply, shr by 5 (floor),
 * saturating_cast<u8> of an i16. */
#include <stdint.h>

static inline uint8_t avg_u8(uint8_t a, uint8_t b) { return (uint8_t)((a + b + 1) >> 1); }

void camera_pipe_sharpen(uint8_t *restrict out, const uint8_t *restrict in, uint8_t *restrict tmp,
                         int width, int height, int stride, uint8_t strength_x32)
{
    /* in has (height + 2) rows of at least (width + 2) pixels; tmp holds width + 2 u8;
     * out[y][x] sharpens in[y + 1][x + 1]. */
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        for (int x = 0; x < width + 2; x++)
            tmp[x] = avg_u8(avg_u8(r0[x], r2[x]), r1[x]);
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint8_t unsharp = avg_u8(avg_u8(tmp[x], tmp[x + 2]), tmp[x + 1]);
            int16_t mask = (int16_t)(r1[x + 1] - unsharp);
            int16_t delta = (int16_t)((int16_t)(mask * strength_x32) >> 5);
            int16_t s = (int16_t)(r1[x + 1] + delta);
            o[x] = (uint8_t)(s < 0 ? 0 : s > 255 ? 255 : s);
        }
    }
}
