/* widening_sub(x, y) = widen(x) - widen(y), result in the wider *signed* type. */
#include <stdint.h>

void wsub_u8(int16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] - b[i]);
}

void wsub_i8(int16_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] - b[i]);
}

void wsub_u8_casts(int16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((int16_t)a[i] - (int16_t)b[i]);
}

void wsub_u16(int32_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)a[i] - (int32_t)b[i];
}

void wsub_i16(int32_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] - b[i];
}

void wsub_i32(int64_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int64_t)a[i] - b[i];
}

/* Unsigned wide result (wraps for a < b): what people get from uint16 arithmetic. */
void wsub_u8_to_u16(uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)((uint16_t)a[i] - (uint16_t)b[i]);
}
