/* depthwise_conv3x3: TFLite-style quantized depthwise 3x3 conv on one output row, channels innermost.
 * Idioms: widening_sub(u8 - zero point), widening_mul(i16, i8) -> i32 accumulate,
 * rounding_mul_shr(i32, i32, 31) via int64 (fixed-point requantize), rounding_shr by a runtime shift,
 * + offset, saturating_cast<u8>. */
#include <stdint.h>

void depthwise_conv3x3(uint8_t *restrict out, const uint8_t *restrict in,
                       const int8_t *restrict filter, const int32_t *restrict bias,
                       int width, int channels, int in_row_stride,
                       int32_t in_zero, int32_t out_mult, int out_shift, int32_t out_zero)
{
    /* in: 3 rows of (width + 2) pixels x channels; filter: 9 taps x channels; out_shift >= 1. */
    const int cs = channels;
    for (int x = 0; x < width; x++) {
        const uint8_t *p0 = in + x * cs;
        const uint8_t *p1 = p0 + in_row_stride;
        const uint8_t *p2 = p1 + in_row_stride;
        uint8_t *o = out + x * cs;
        for (int c = 0; c < channels; c++) {
            int32_t acc = bias[c];
            acc += (p0[c] - in_zero) * filter[0 * cs + c];
            acc += (p0[cs + c] - in_zero) * filter[1 * cs + c];
            acc += (p0[2 * cs + c] - in_zero) * filter[2 * cs + c];
            acc += (p1[c] - in_zero) * filter[3 * cs + c];
            acc += (p1[cs + c] - in_zero) * filter[4 * cs + c];
            acc += (p1[2 * cs + c] - in_zero) * filter[5 * cs + c];
            acc += (p2[c] - in_zero) * filter[6 * cs + c];
            acc += (p2[cs + c] - in_zero) * filter[7 * cs + c];
            acc += (p2[2 * cs + c] - in_zero) * filter[8 * cs + c];
            int32_t q = (int32_t)(((int64_t)acc * out_mult + (INT64_C(1) << 30)) >> 31);
            q = (q + (1 << (out_shift - 1))) >> out_shift;
            q += out_zero;
            o[c] = (uint8_t)(q < 0 ? 0 : q > 255 ? 255 : q);
        }
    }
}
