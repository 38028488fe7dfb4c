/* rounding_halving_add(x, y) = narrow((widening_add(x, y) + 1) / 2): round-up average
 * (pavgb / urhadd / vavg:rnd). The / 2 forms are only written for unsigned operands. */
#include <stdint.h>

void rhadd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] + b[i] + 1) >> 1);
}

void rhadd_u8_div(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((unsigned)(a[i] + 1 + b[i]) / 2);
}

void rhadd_u8_casts(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(((uint16_t)a[i] + (uint16_t)b[i] + 1) >> 1);
}

void rhadd_i8(int8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int8_t)((a[i] + b[i] + 1) >> 1);
}

void rhadd_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] + b[i] + 1) >> 1);
}

void rhadd_u16_div(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(((uint32_t)a[i] + 1 + b[i]) / 2);
}

void rhadd_i16(int16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)((a[i] + b[i] + 1) >> 1);
}

void rhadd_u32(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint32_t)(((uint64_t)a[i] + b[i] + 1) >> 1);
}

void rhadd_i32(int32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int32_t)(((int64_t)a[i] + b[i] + 1) >> 1);
}

/* Non-widening bit trick: (a | b) - ((a ^ b) >> 1). */
void rhadd_u8_bittrick(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[i] | b[i]) - ((a[i] ^ b[i]) >> 1));
}

/* Average of a pair of adjacent elements (horizontal downscale), u8. */
void rhadd_u8_pairs(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    (void)b;
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)((a[2 * i] + a[2 * i + 1] + 1) >> 1);
}
