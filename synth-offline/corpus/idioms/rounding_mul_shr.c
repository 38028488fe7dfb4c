/* rounding_mul_shr(x, y, k) = saturating_narrow(rounding_shr(widening_mul(x, y), k)):
 * fixed-point multiply with round-half-up (pmulhrsw, sqrdmulh, vmpy:rnd:sat). */
#include <stdint.h>

void rmulshr_q15_sat(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t r = (a[i] * b[i] + (1 << 14)) >> 15;
        o[i] = (int16_t)(r > 32767 ? 32767 : r < -32768 ? -32768 : r);
    }
}

void rmulshr_q15_nosat(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((a[i] * b[i] + 0x4000) >> 15);
}

/* Q15 via the doubling-high form (sqrdmulh definition): (2*a*b + 0x8000) >> 16, int64 to avoid overflow. */
void rmulshr_q15_doubling(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t r = (2 * (int64_t)a[i] * b[i] + 0x8000) >> 16;
        o[i] = (int16_t)(r > 32767 ? 32767 : r);
    }
}

void rmulshr_q7_sat(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int r = (a[i] * b[i] + 64) >> 7;
        o[i] = (int8_t)(r > 127 ? 127 : r < -128 ? -128 : r);
    }
}

void rmulshr_q31_sat(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t r = ((int64_t)a[i] * b[i] + (INT64_C(1) << 30)) >> 31;
        o[i] = (int32_t)(r > INT32_MAX ? INT32_MAX : r < INT32_MIN ? INT32_MIN : r);
    }
}

void rmulshr_q31_nosat(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] * b[i] + 0x40000000) >> 31);
}

/* Q31 multiply by a scalar multiplier (TFLite requantization). */
void rmulshr_q31_scalar(int32_t *restrict o, const int32_t *restrict a, int32_t mult, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] * mult + (INT64_C(1) << 30)) >> 31);
}

void rmulshr_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] * b[i] + 128) >> 8);
}

void rmulshr_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] * b[i] + 0x8000u) >> 16);
}

void rmulshr_u16_div(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] * b[i] + 0x8000u) / 65536u);
}
