/* absd_u8: per-pixel absolute difference of two u8 images.
 * Idioms: absd(u8, u8) written as a > b ? a - b : b - a. */
#include <stdint.h>

void absd_u8(uint8_t *restrict out, const uint8_t *restrict a,
             const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (uint8_t)(a[i] > b[i] ? a[i] - b[i] : b[i] - a[i]);
}
