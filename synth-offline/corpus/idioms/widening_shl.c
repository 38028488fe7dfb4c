/* widening_shl(x, k) = widen(x) << k, written as a cast-and-shift or as a multiply by 2^k;
 * saturating_shl(x, k) = saturating_cast<T>(widening_shl(x, k)) (= rounding_shl with k > 0). */
#include <stdint.h>

void wshl_u8_shift(uint16_t *restrict o, const uint8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)((uint16_t)a[i] << 3);
}

void wshl_u8_mul(uint16_t *restrict o, const uint8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * 8);
}

void wshl_i8_mul(int16_t *restrict o, const int8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * 4);
}

void wshl_u16(uint32_t *restrict o, const uint16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint32_t)a[i] << 5;
}

void wshl_i16(int32_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] * 256;
}

/* Runtime shift amount. */
void wshl_u8_var(uint16_t *restrict o, const uint8_t *restrict a, int k, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] << k);
}

/* Weighted sum with a power-of-two weight (the sobel/gaussian "2*b" tap), u8 -> u16. */
void wshl_add_u8(uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] + 2 * b[i]);
}

void sshl_u8(uint8_t *restrict o, const uint8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int v = a[i] << 2;
        o[i] = (uint8_t)(v > 255 ? 255 : v);
    }
}

void sshl_i16(int16_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++) {
        int32_t v = a[i] * 16;
        o[i] = (int16_t)(v > 32767 ? 32767 : v < -32768 ? -32768 : v);
    }
}
