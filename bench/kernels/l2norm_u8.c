/* l2norm_u8: sum of squares of u8 samples (the reduction inside an L2 normalization layer).
 * Idioms: widening_mul(u8, u8) -> u16 product, extending_add into a u32 accumulator (reduction). */
#include <stdint.h>

uint32_t l2norm_u8(const uint8_t *restrict x, int n)
{
    uint32_t sum = 0;
    for (int i = 0; i < n; i++)
        sum += (uint32_t)x[i] * x[i];
    return sum;
}
