/* saturating_add(x, y) = saturating_narrow(widening_add(x, y)), written in the common C styles:
 * ternary clamps (both orders), MIN/MAX macros, if-clamps, and the unsigned wrap-around check. */
#include <stdint.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

void sadd_u8_ternary(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        o[i] = (uint8_t)(s > 255 ? 255 : s);
    }
}

void sadd_u8_min(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)MIN(a[i] + b[i], 255);
}

/* Wrap-around check on the narrow type: s = a + b; if (s < a) s = 255. */
void sadd_u8_wrapcheck(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        uint8_t s = (uint8_t)(a[i] + b[i]);
        o[i] = s < a[i] ? 255 : s;
    }
}

/* Headroom check: b > 255 - a ? 255 : a + b. */
void sadd_u8_headroom(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(b[i] > 255 - a[i] ? 255 : a[i] + b[i]);
}

void sadd_i8_hi_lo(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        o[i] = (int8_t)(s > 127 ? 127 : s < -128 ? -128 : s);
    }
}

void sadd_i8_lo_hi(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        o[i] = (int8_t)(s < -128 ? -128 : s > 127 ? 127 : s);
    }
}

void sadd_i8_minmax(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)MAX(MIN(a[i] + b[i], 127), -128);
}

void sadd_i8_maxmin(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)MIN(MAX(a[i] + b[i], -128), 127);
}

void sadd_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        uint32_t s = (uint32_t)a[i] + b[i];
        o[i] = (uint16_t)(s > 65535 ? 65535 : s);
    }
}

void sadd_i16(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t s = a[i] + b[i];
        if (s > INT16_MAX)
            s = INT16_MAX;
        else if (s < INT16_MIN)
            s = INT16_MIN;
        o[i] = (int16_t)s;
    }
}

void sadd_u32_wrapcheck(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        uint32_t s = a[i] + b[i];
        o[i] = s < a[i] ? UINT32_MAX : s;
    }
}

void sadd_u32_wide(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        uint64_t s = (uint64_t)a[i] + b[i];
        o[i] = (uint32_t)MIN(s, UINT32_MAX);
    }
}

void sadd_i32(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t s = (int64_t)a[i] + b[i];
        o[i] = (int32_t)(s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s);
    }
}
