/* sad_u8: sum of absolute differences of two u8 blocks (motion estimation).
 * Idioms: absd(u8, u8) written as abs(a - b) on the int difference, extending_add into u32 (psadbw / uabal). */
#include <stdint.h>

int abs(int); /* <stdlib.h>; declared directly so no libc headers are needed for cross targets */

uint32_t sad_u8(const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    uint32_t sum = 0;
    for (int i = 0; i < n; i++)
        sum += (uint32_t)abs(a[i] - b[i]);
    return sum;
}
