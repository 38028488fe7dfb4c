/* dot_i16: i16 x i16 dot product (FIR filter tap sum).
 * Idioms: widening_mul(i16, i16) -> i32, add-reduction into i32 (pmaddwd / smlal / vdmpy). */
#include <stdint.h>

int32_t dot_i16(const int16_t *restrict a, const int16_t *restrict b, int n)
{
    int32_t acc = 0;
    for (int i = 0; i < n; i++)
        acc += a[i] * b[i];
    return acc;
}
