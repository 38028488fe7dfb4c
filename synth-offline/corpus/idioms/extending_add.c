/* extending_add(x, y) = x + widen(y), extending_sub(x, y) = x - widen(y),
 * extending_mul(x, y) = x * widen(y): x already has the wide type. */
#include <stdint.h>

void eadd_u16_u8(uint16_t *restrict o, const uint16_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] + b[i]);
}

/* In-place accumulation, the usual way it is written: acc += x. */
void eacc_u16_u8(uint16_t *restrict acc, const uint8_t *restrict x, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += x[i];
}

void eacc_i16_i8(int16_t *restrict acc, const int8_t *restrict x, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += x[i];
}

void eacc_u32_u16(uint32_t *restrict acc, const uint16_t *restrict x, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += x[i];
}

void eacc_i32_i16(int32_t *restrict acc, const int16_t *restrict x, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += x[i];
}

void eacc_i64_i32(int64_t *restrict acc, const int32_t *restrict x, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += x[i];
}

/* Accumulate two narrow values: acc += a + b (may be re-associated into widening_add). */
void eacc2_u16_u8(uint16_t *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += a[i] + b[i];
}

void esub_u16_u8(uint16_t *restrict o, const uint16_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] - b[i]);
}

void esub_i32_i16(int32_t *restrict acc, const int16_t *restrict x, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] -= x[i];
}

void emul_u16_u8(uint16_t *restrict o, const uint16_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * b[i]);
}

/* Horizontal reduction: u32 sum of u8 (mean / histogram normalisation). */
uint32_t esum_u8(const uint8_t *restrict x, int n)
{
    uint32_t s = 0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}

/* Horizontal reduction: u16 sum of u8 (short rows, no overflow). */
uint16_t esum16_u8(const uint8_t *restrict x, int n)
{
    uint16_t s = 0;
    for (int i = 0; i < n; i++)
        s += x[i];
    return s;
}
