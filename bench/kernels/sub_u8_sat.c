/* sub_u8_sat: u8 saturating subtract (background removal).
 * Idioms: saturating_sub(u8, u8) written as max(a - b, 0) on the int difference. */
#include <stdint.h>

void sub_u8_sat(uint8_t *restrict out, const uint8_t *restrict a,
                const uint8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        out[i] = (uint8_t)(d > 0 ? d : 0);
    }
}
