/* abs(x) = select(x > 0, x, -x) and absd(x, y) = select(x > y, x - y, y - x) (unsigned result),
 * in ternary, abs(), max-min and widened-difference forms. */
#include <stdint.h>

int abs(int); /* <stdlib.h>; declared directly so no libc headers are needed for cross targets */

#define MIN(a, b) ((a) < (b) ? (a) : (b))
#define MAX(a, b) ((a) > (b) ? (a) : (b))

void abs_i8(uint8_t *restrict o, const int8_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(a[i] < 0 ? -a[i] : a[i]);
}

void abs_i16(uint16_t *restrict o, const int16_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)abs(a[i]);
}

void abs_i32(uint32_t *restrict o, const int32_t *restrict a, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] < 0 ? 0u - (uint32_t)a[i] : (uint32_t)a[i];
}

void absd_u8_ternary(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}

void absd_u8_abs(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)abs(a[i] - b[i]);
}

void absd_u8_maxmin(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(MAX(a[i], b[i]) - MIN(a[i], b[i]));
}

void absd_i8(uint8_t *restrict o, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint8_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}

void absd_u16(uint16_t *restrict o, const uint16_t *restrict a, const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}

void absd_i16_ternary(uint16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}

void absd_i16_abs(uint16_t *restrict o, const int16_t *restrict a, const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (uint16_t)abs(a[i] - b[i]);
}

void absd_u32(uint32_t *restrict o, const uint32_t *restrict a, const uint32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
}

void absd_i32(uint32_t *restrict o, const int32_t *restrict a, const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = a[i] > b[i] ? (uint32_t)a[i] - (uint32_t)b[i] : (uint32_t)b[i] - (uint32_t)a[i];
}

/* Narrow-type difference: (uint8_t)(a - b) both ways, selected on a >= b. */
void absd_u8_narrow(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        uint8_t d1 = (uint8_t)(a[i] - b[i]);
        uint8_t d2 = (uint8_t)(b[i] - a[i]);
        o[i] = a[i] >= b[i] ? d1 : d2;
    }
}
