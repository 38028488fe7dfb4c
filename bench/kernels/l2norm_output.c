/* l2norm_output: the output stage of TFLite's quantized u8 L2_NORMALIZATION: every value, centred on
 * its zero point 128, is scaled by the row's inverse norm (a Q31 multiplier and right shift computed from
 * the sum of squares, see l2norm_u8), re-centred and clamped.
 * Idioms: widening_sub(u8, 128), shl by 7, rounding_mul_shr(i32, i32, 31), rounding divide by a power
 * of two, add 128, saturating_cast<u8>. */
#include <stdint.h>

static inline int32_t srdhm(int32_t a, int32_t b)
{
    int overflow = a == b && a == INT32_MIN;
    int64_t ab = (int64_t)a * (int64_t)b;
    int32_t nudge = ab >= 0 ? (1 << 30) : (1 - (1 << 30));
    int32_t hi = (int32_t)((ab + nudge) / (INT64_C(1) << 31));
    return overflow ? INT32_MAX : hi;
}

static inline int32_t rounding_divide_by_pot(int32_t x, int exponent)
{
    const int32_t mask = (int32_t)((UINT32_C(1) << exponent) - 1);
    const int32_t remainder = x & mask;
    const int32_t threshold = (mask >> 1) + (x < 0 ? 1 : 0);
    return (x >> exponent) + (remainder > threshold ? 1 : 0);
}

void l2norm_output(uint8_t *restrict out, const uint8_t *restrict in, int n,
                   int32_t inv_l2norm_mult, int inv_l2norm_shift)
{
    for (int i = 0; i < n; i++) {
        const int32_t diff = in[i] - 128;
        const int32_t rescaled = rounding_divide_by_pot(srdhm(128 * diff, inv_l2norm_mult),
                                                        inv_l2norm_shift);
        const int32_t v = 128 + rescaled;
        out[i] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
    }
}
