/* mul_shr_i16: signed 16-bit high-half multiply.
 * Idioms: mul_shr(i16, i16, 16) = narrow(widening_mul(a, b) >> 16) (pmulhw / vmpyh hi). */
#include <stdint.h>

void mul_shr_i16(int16_t *restrict out, const int16_t *restrict a,
                 const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (int16_t)((a[i] * b[i]) >> 16);
}
