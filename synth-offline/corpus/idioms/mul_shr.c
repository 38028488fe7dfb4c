/* mul_shr(x, y, k) = saturating_narrow(widening_mul(x, y) >> k): high-half / scaled multiply
 * without rounding (pmulhw, pmulhuw, sqdmulh without rounding). */
#include <stdint.h>

void mulhi_i16(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((a[i] * b[i]) >> 16);
}

void mulhi_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] * b[i]) >> 16);
}

void mulhi_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] * b[i]) >> 8);
}

void mulhi_i32(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] * b[i]) >> 32);
}

void mulhi_u32(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint32_t)(((uint64_t)a[i] * b[i]) >> 32);
}

/* Q15 multiply, truncating, with saturation (only -1 * -1 saturates). */
void mul_shr15_i16_sat(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t p = (a[i] * b[i]) >> 15;
        o[i] = (int16_t)(p > 32767 ? 32767 : p);
    }
}

/* Q7 multiply, truncating, i8. */
void mul_shr7_i8(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int p = (a[i] * b[i]) >> 7;
        o[i] = (int8_t)(p > 127 ? 127 : p);
    }
}

/* Gain by a scalar in u0.16 (the common "scale" loop). */
void mul_shr_u16_scalar(uint16_t *restrict o, const uint16_t *restrict a, uint16_t gain, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] * gain) >> 16);
}

/* Division by 255 written as a multiply-high: x / 255 == (x * 0x8081) >> 23 for u16 x. */
void div255_u16(uint8_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(((uint32_t)a[i] * 0x8081u) >> 23);
}
