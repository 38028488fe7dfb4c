/* mul_shr_u16: unsigned 16-bit high-half multiply (e.g. scaling by a u0.16 gain).
 * Idioms: mul_shr(u16, u16, 16) = narrow(widening_mul(a, b) >> 16) (pmulhuw). */
#include <stdint.h>

void mul_shr_u16(uint16_t *restrict out, const uint16_t *restrict a,
                 const uint16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] = (uint16_t)(((uint32_t)a[i] * b[i]) >> 16);
}
