/* abs_diff_i16: |a - b| of two i16 signals via abs of the int difference, u16 result.
 * Idioms: absd(i16, i16) written as abs(widening_sub(a, b)) (llvm.abs on i32 then narrow). */
#include <stdint.h>

void abs_diff_i16(uint16_t *restrict out, const int16_t *restrict a,
                  const int16_t *restrict b, int n)
{
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        out[i] = (uint16_t)(d < 0 ? -d : d);
    }
}
