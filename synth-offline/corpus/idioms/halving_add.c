/* halving_add(x, y) = narrow(widening_add(x, y) / 2): truncating average (round down). */
#include <stdint.h>

void hadd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] + b[i]) >> 1);
}

void hadd_u8_div(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((unsigned)(a[i] + b[i]) / 2);
}

void hadd_i8(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)((a[i] + b[i]) >> 1);
}

void hadd_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] + b[i]) >> 1);
}

void hadd_i16(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((a[i] + b[i]) >> 1);
}

void hadd_u32(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint32_t)(((uint64_t)a[i] + b[i]) >> 1);
}

void hadd_i32(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] + b[i]) >> 1);
}

/* Non-widening bit trick (Hacker's Delight): (a & b) + ((a ^ b) >> 1). */
void hadd_u8_bittrick(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] & b[i]) + ((a[i] ^ b[i]) >> 1));
}

void hadd_u32_bittrick(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (a[i] & b[i]) + ((a[i] ^ b[i]) >> 1);
}
