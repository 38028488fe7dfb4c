/* add_i16_sat: i16 saturating add (audio mixing).
 * Idioms: saturating_add(i16, i16) written as two if-clamps on the int sum. */
#include <stdint.h>

void add_i16_sat(int16_t *restrict out, const int16_t *restrict a,
                 const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int s = a[i] + b[i];
        if (s > 32767)
            s = 32767;
        if (s < -32768)
            s = -32768;
        out[i] = (int16_t)s;
    }
}
