/* rounding_shr(x, k) = saturating_narrow(widening_add(x, 1 << (k - 1)) >> k) for k > 0
 * (round-half-up shift right); also the narrowing forms (vasr:rnd:sat, rshrn/sqrshrun). */
#include <stdint.h>

void rshr_u16(uint16_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)((a[i] + (1 << 3)) >> 4);
}

void rshr_u16_div(uint16_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((unsigned)a[i] + 8) / 16);
}

void rshr_i16(int16_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((a[i] + (1 << 3)) >> 4);
}

void rshr_u8(uint8_t *restrict o, const uint8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] + 2) >> 2);
}

/* Non-widening i32 form, as usually written (UB if x + 2^(k-1) overflows). */
void rshr_i32(int32_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (a[i] + (1 << 7)) >> 8;
}

void rshr_i32_wide(int32_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] + (1 << 7)) >> 8);
}

void rshr_u32_div(uint32_t *restrict o, const uint32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (a[i] + 128u) / 256u;
}

/* Runtime shift amount (k >= 1). */
void rshr_i32_var(int32_t *restrict o, const int32_t *restrict a, int k, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (a[i] + (1 << (k - 1))) >> k;
}

void rshr_u16_var(uint16_t *restrict o, const uint16_t *restrict a, int k, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)((a[i] + (1 << (k - 1))) >> k);
}

/* Narrowing: u16 -> u8 with rounding and saturation. */
void rshr_sat_u16_u8(uint8_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        unsigned v = (a[i] + 8u) >> 4;
        o[i] = (uint8_t)(v > 255 ? 255 : v);
    }
}

/* Narrowing: i32 -> i16 with rounding and saturation. */
void rshr_sat_i32_i16(int16_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t v = (a[i] + (1 << 9)) >> 10;
        o[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
}

/* Narrowing: i16 -> u8 with rounding and saturation (sqrshrun / vasr:rnd:sat). */
void rshr_sat_i16_u8(uint8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int v = (a[i] + 32) >> 6;
        o[i] = (uint8_t)(v < 0 ? 0 : v > 255 ? 255 : v);
    }
}

/* Narrowing without saturation (rshrn): u16 -> u8, truncating (wraps to 0 for x >= 65408). */
void rshr_narrow_u16_u8(uint8_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] + 128) >> 8);
}

/* Narrowing: i16 -> i8 with rounding and saturation (sqrshrn / vasr:rnd:sat). */
void rshr_sat_i16_i8(int8_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int v = (a[i] + 8) >> 4;
        o[i] = (int8_t)(v > 127 ? 127 : v < -128 ? -128 : v);
    }
}

/* Narrowing: i32 -> i16 and i32 -> u16 with rounding and saturation, the sum in 64 bits so that it
 * cannot overflow (the forms of rshr_sat_i32_i16 that are exact for every input). */
void rshr_sat_i32_i16_wide(int16_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t v = ((int64_t)a[i] + 8) >> 4;
        o[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
}

void rshr_sat_i32_u16_wide(uint16_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t v = ((int64_t)a[i] + 8) >> 4;
        o[i] = (uint16_t)(v < 0 ? 0 : v > 65535 ? 65535 : v);
    }
}

/* Narrowing: u32 -> u16 with rounding and saturation, the sum in 64 bits. */
void rshr_sat_u32_u16_wide(uint16_t *restrict o, const uint32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        uint64_t v = ((uint64_t)a[i] + 8) >> 4;
        o[i] = (uint16_t)(v > 65535 ? 65535 : v);
    }
}
