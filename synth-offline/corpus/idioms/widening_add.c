/* widening_add(x, y) = widen(x) + widen(y): the sum of two narrow values stored in the wide type. */
#include <stdint.h>

void wadd_u8(uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] + b[i]);
}

void wadd_i8(int16_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] + b[i]);
}

void wadd_u8_casts(uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)a[i] + (uint16_t)b[i];
}

void wadd_u16(uint32_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint32_t)a[i] + b[i];
}

void wadd_i16(int32_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] + b[i];
}

void wadd_u32(uint64_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint64_t)a[i] + b[i];
}

void wadd_i32(int64_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int64_t)a[i] + b[i];
}

/* Mixed signedness: u8 + i8 into i16. */
void wadd_u8i8(int16_t *restrict o, const uint8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] + b[i]);
}
