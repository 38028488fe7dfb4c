/* absd_i16: absolute difference of two i16 signals, u16 result (never overflows).
 * Idioms: absd(i16, i16) written as a > b ? a - b : b - a. */
#include <stdint.h>

void absd_i16(uint16_t *restrict out, const int16_t *restrict a,
              const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (uint16_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}
