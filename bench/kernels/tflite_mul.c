/* tflite_mul: TFLite's quantized u8 elementwise MUL (reference_ops::MulElementwise) with runtime zero
 * points and a Q31 output multiplier and right shift.
 * Idioms: widening_add of u8 and a zero point, i32 multiply, rounding_mul_shr(i32, i32, 31)
 * (SaturatingRoundingDoublingHighMul), rounding divide by a power of two, offset, clamp, narrow to u8. */
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

void tflite_mul(uint8_t *restrict out, const uint8_t *restrict in1, const uint8_t *restrict in2,
                int n, int32_t in1_offset, int32_t in2_offset, int32_t out_offset,
                int32_t out_mult, int out_shift, int32_t act_min, int32_t act_max)
{
    /* out_shift is a right shift in [0, 31]; offsets in [-255, 255]. */
    for (int i = 0; i < n; i++) {
        const int32_t v1 = in1_offset + in1[i];
        const int32_t v2 = in2_offset + in2[i];
        const int32_t raw = rounding_divide_by_pot(srdhm(v1 * v2, out_mult), out_shift) + out_offset;
        const int32_t clamped = raw < act_min ? act_min : raw > act_max ? act_max : raw;
        out[i] = (uint8_t)clamped;
    }
}
