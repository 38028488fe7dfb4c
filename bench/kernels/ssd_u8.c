/* ssd_u8: sum of squared differences of two u8 blocks (block matching).
 * Idioms: widening_sub(u8, u8) -> i16, widening_mul(i16, i16) -> i32, add-reduction into u32. */
#include <stdint.h>

uint32_t ssd_u8(const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    uint32_t sum = 0;
    for (int i = 0; i < n; i++) {
        int d = a[i] - b[i];
        sum += (uint32_t)(d * d);
    }
    return sum;
}
