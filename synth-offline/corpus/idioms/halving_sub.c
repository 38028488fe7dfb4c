/* halving_sub(x, y) = narrow((widen(x) - widen(y)) / 2) with an arithmetic (round-down) shift. */
#include <stdint.h>

void hsub_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] - b[i]) >> 1);
}

void hsub_i8(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)((a[i] - b[i]) >> 1);
}

void hsub_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((int32_t)a[i] - b[i]) >> 1);
}

void hsub_i16(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((a[i] - b[i]) >> 1);
}

void hsub_i32(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] - b[i]) >> 1);
}

/* Signed result from unsigned inputs: i8 = (u8 - u8) >> 1. */
void hsub_u8_to_i8(int8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)((a[i] - b[i]) >> 1);
}
