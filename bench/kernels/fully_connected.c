/* fully_connected: TFLite's quantized u8 FULLY_CONNECTED: per output, a dot product of the input and a
 * weight row, both shifted by their zero points, plus the bias, requantized with a Q31 multiplier and a
 * rounding right shift, offset, clamped.
 * Idioms: widening_add(u8, zero point) to i16/i32, widening multiply-accumulate (dot product reduction),
 * rounding_mul_shr(i32, i32, 31), rounding divide by a power of two, clamp, narrow to u8. */
#include <stdint.h>

void fully_connected(uint8_t *restrict out, const uint8_t *restrict in, const uint8_t *restrict w,
                     const int32_t *restrict bias, int depth, int outputs,
                     int32_t in_offset, int32_t w_offset, int32_t out_offset,
                     int32_t out_mult, int out_shift, int32_t act_min, int32_t act_max)
{
    /* w is outputs x depth, row-major; offsets in [-255, 0]; out_shift a right shift in [0, 31]. */
    for (int o = 0; o < outputs; o++) {
        const uint8_t *row = w + o * depth;
        int32_t acc = 0;
        for (int d = 0; d < depth; d++)
            acc += (in[d] + in_offset) * (row[d] + w_offset);
        acc += bias[o];
        int64_t ab = (int64_t)acc * out_mult;
        int32_t q = (int32_t)((ab + (INT64_C(1) << 30)) >> 31);
        if (acc == INT32_MIN && out_mult == INT32_MIN)
            q = INT32_MAX;
        if (out_shift > 0) {
            const int32_t mask = (int32_t)((UINT32_C(1) << out_shift) - 1);
            const int32_t threshold = (mask >> 1) + (q < 0 ? 1 : 0);
            q = (q >> out_shift) + ((q & mask) > threshold ? 1 : 0);
        }
        q += out_offset;
        out[o] = (uint8_t)(q < act_min ? act_min : q > act_max ? act_max : q);
    }
}
