/* add_u8_sat: u8 saturating add.
 * Idioms: saturating_add(u8, u8) written as min(a + b, 255) on the widened sum. */
#include <stdint.h>

void add_u8_sat(uint8_t *restrict out, const uint8_t *restrict a,
                const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        out[i] = (uint8_t)(s < 255 ? s : 255);
    }
}
