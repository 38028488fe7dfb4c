/* mul_q31: Q31 x Q31 -> Q31 multiply with rounding and saturation, int64 intermediate.
 * Idioms: rounding_mul_shr(i32, i32, 31) = saturating_narrow(rounding_shr(widening_mul(a, b), 31)). */
#include <stdint.h>

void mul_q31(int32_t *restrict out, const int32_t *restrict a,
             const int32_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int64_t p = (int64_t)a[i] * b[i];
        int64_t r = (p + (INT64_C(1) << 30)) >> 31;
        if (r > INT32_MAX)
            r = INT32_MAX;
        if (r < INT32_MIN)
            r = INT32_MIN;
        out[i] = (int32_t)r;
    }
}
