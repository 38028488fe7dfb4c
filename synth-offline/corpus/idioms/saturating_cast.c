/* saturating_cast<T>(x) = cast<T>(min(max(x, T.min), T.max)); saturating_narrow when T is half as wide. */
#include <stdint.h>

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))
#define CLAMP(x, lo, hi) MIN(MAX(x, lo), hi)

void scast_i16_u8(uint8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int16_t x = a[i];
        o[i] = (uint8_t)(x > 255 ? 255 : x < 0 ? 0 : x);
    }
}

void scast_i16_u8_lo_first(uint8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int16_t x = a[i];
        o[i] = (uint8_t)(x < 0 ? 0 : x > 255 ? 255 : x);
    }
}

void scast_i16_u8_clamp(uint8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)CLAMP(a[i], 0, 255);
}

void scast_i16_i8(int8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)MAX(MIN(a[i], 127), -128);
}

void scast_u16_u8(uint8_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(a[i] > 255 ? 255 : a[i]);
}

/* u16 -> i8 (only the upper bound matters). */
void scast_u16_i8(int8_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)MIN(a[i], 127);
}

void scast_i32_i16(int16_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t x = a[i];
        if (x > 32767)
            x = 32767;
        if (x < -32768)
            x = -32768;
        o[i] = (int16_t)x;
    }
}

void scast_i32_u16(uint16_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)CLAMP(a[i], 0, 65535);
}

void scast_u32_u16(uint16_t *restrict o, const uint32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)MIN(a[i], 65535u);
}

/* Two-step narrowing, i32 -> u8. */
void scast_i32_u8(uint8_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)CLAMP(a[i], 0, 255);
}

void scast_i64_i32(int32_t *restrict o, const int64_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)CLAMP(a[i], INT32_MIN, INT32_MAX);
}

/* Narrowing with a right shift first: u8 = sat((i16)x >> 2) (no rounding). */
void scast_shr_i16_u8(uint8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int x = a[i] >> 2;
        o[i] = (uint8_t)(x < 0 ? 0 : x > 255 ? 255 : x);
    }
}
