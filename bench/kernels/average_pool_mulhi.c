/* average_pool_mulhi: u8 KxK average pooling (TFLite style) where the division by the window size
 * is a rounding multiply-high: the u16 window sum times inv = round(2^16 / (K*K)), rounded, shifted
 * by 16 and saturated to u8. LLVM 16's hexagon-vector-combine miscompiles this multiply-shift on HVX
 * when it is left alone (bench/known_failures.json).
 * Idioms: widening_add of u8 into u16, rounding_mul_shr.u(u16, u16, 16), saturating_narrow to u8. */
#include <stdint.h>

void average_pool_mulhi(uint8_t *restrict out, const uint8_t *restrict in, int out_width,
                        int out_height, int in_stride, uint16_t inv)
{
    /* A 3x3 window with stride 1: in has (out_height + 2) rows of at least out_width + 2 bytes. */
    for (int y = 0; y < out_height; y++) {
        const uint8_t *r0 = in + y * in_stride, *r1 = r0 + in_stride, *r2 = r1 + in_stride;
        uint8_t *o = out + y * out_width;
        for (int x = 0; x < out_width; x++) {
            uint16_t sum = (uint16_t)(r0[x] + r0[x + 1] + r0[x + 2] + r1[x] + r1[x + 1] + r1[x + 2] +
                                      r2[x] + r2[x + 1] + r2[x + 2]);
            uint32_t q = ((uint32_t)sum * inv + 32768) >> 16;
            o[x] = (uint8_t)(q > 255 ? 255 : q);
        }
    }
}
