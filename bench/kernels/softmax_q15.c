/* softmax_q15: the polynomial stage of a fixed-point softmax: exp(x) for x in [-1, 0] in Q15 by a cubic
 * Horner scheme, each step a Q15 rounding multiply followed by a saturating add of the next coefficient.
 * Idioms: widening_mul(i16, i16), rounding_shr(p, 15) (a Q15 rounding multiply), saturating_add(i16),
 * saturating_narrow to i16. */
#include <stdint.h>

static inline int16_t q15_mul_add(int16_t p, int16_t x, int16_t c)
{
    int32_t t = ((int32_t)p * x + (1 << 14)) >> 15;
    t += c;
    return (int16_t)(t > 32767 ? 32767 : t < -32768 ? -32768 : t);
}

void softmax_q15(int16_t *restrict out, const int16_t *restrict x, int n)
{
    /* exp(x) ~= 1 + x + x^2/2 + x^3/6 on [-1, 0], coefficients in Q15. */
    for (int i = 0; i < n; i++) {
        int16_t p = 5461;                /* 1/6 */
        p = q15_mul_add(p, x[i], 16384); /* 1/2 */
        p = q15_mul_add(p, x[i], 32767); /* 1 */
        p = q15_mul_add(p, x[i], 32767); /* 1 */
        out[i] = p;
    }
}
