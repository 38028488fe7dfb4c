/* widening_mul(x, y) = widen(x) * widen(y) (operands may differ in signedness),
 * and the multiply-accumulate forms built on it. */
#include <stdint.h>

void wmul_u8(uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * b[i]);
}

void wmul_i8(int16_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * b[i]);
}

void wmul_u8i8(int16_t *restrict o, const uint8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int16_t)(a[i] * b[i]);
}

void wmul_u16(uint32_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint32_t)a[i] * b[i];
}

void wmul_i16(int32_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] * b[i];
}

void wmul_u32(uint64_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint64_t)a[i] * b[i];
}

void wmul_i32(int64_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (int64_t)a[i] * b[i];
}

/* Multiply by a scalar coefficient (broadcast), u8 -> u16. */
void wmul_u8_scalar(uint16_t *restrict o, const uint8_t *restrict a, uint8_t k, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * k);
}

/* Multiply by a non-power-of-two constant, u8 -> u16. */
void wmul_u8_const(uint16_t *restrict o, const uint8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * 77);
}

/* Multiply-accumulate: u16 += u8 * u8 (umlal / vmpy.acc). */
void wmla_u8(uint16_t *restrict acc, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += a[i] * b[i];
}

/* Multiply-accumulate: i32 += i16 * i16 (smlal). */
void wmla_i16(int32_t *restrict acc, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        acc[i] += a[i] * b[i];
}

/* Sum of two widening products (vmpa / pmaddubsw-like): u16 = a*3 + b*5. */
void wmpa_u8(uint16_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] * 3 + b[i] * 5);
}
