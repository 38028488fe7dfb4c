/* add_i8_sat: i8 saturating add.
 * Idioms: saturating_add(i8, i8) written as a nested-ternary clamp to [-128, 127]. */
#include <stdint.h>

void add_i8_sat(int8_t *restrict out, const int8_t *restrict a,
                const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        out[i] = (int8_t)(s > 127 ? 127 : s < -128 ? -128 : s);
    }
}
