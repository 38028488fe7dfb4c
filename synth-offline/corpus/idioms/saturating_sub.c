/* saturating_sub(x, y) = saturating_cast<type(x)>(widening_sub(x, y)). */
#include <stdint.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

void ssub_u8_ternary(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        o[i] = (uint8_t)(d < 0 ? 0 : d);
    }
}

void ssub_u8_max(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)MAX(a[i] - b[i], 0);
}

/* Compare-first form: a > b ? a - b : 0. */
void ssub_u8_cmp(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] > b[i] ? (uint8_t)(a[i] - b[i]) : 0;
}

void ssub_i8(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        o[i] = (int8_t)(d > 127 ? 127 : d < -128 ? -128 : d);
    }
}

void ssub_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t d = (int32_t)a[i] - b[i];
        o[i] = (uint16_t)MAX(d, 0);
    }
}

void ssub_i16(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t d = a[i] - b[i];
        o[i] = (int16_t)MIN(MAX(d, INT16_MIN), INT16_MAX);
    }
}

void ssub_u32_cmp(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] > b[i] ? a[i] - b[i] : 0;
}

void ssub_i32(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t d = (int64_t)a[i] - b[i];
        o[i] = (int32_t)(d > INT32_MAX ? INT32_MAX : d < INT32_MIN ? INT32_MIN : d);
    }
}
