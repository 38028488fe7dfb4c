/* average_pool2x2: u8 2x2 mean pooling with rounding, stride-2 (deinterleaving) loads.
 * Idioms: widening_add of four u8 into u16, rounding_shr(s, 2), narrow to u8. */
#include <stdint.h>

void average_pool2x2(uint8_t *restrict out, const uint8_t *restrict in,
                     int out_width, int out_height, int in_stride)
{
    for (int y = 0; y < out_height; y++) {
        const uint8_t *r0 = in + 2 * y * in_stride;
        const uint8_t *r1 = r0 + in_stride;
        uint8_t *o = out + y * out_width;
        for (int x = 0; x < out_width; x++)
            o[x] = (uint8_t)((r0[2 * x] + r0[2 * x + 1] + r1[2 * x] + r1[2 * x + 1] + 2) >> 2);
    }
}
