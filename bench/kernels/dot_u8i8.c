/* dot_u8i8: u8 activations x i8 weights dot product (quantized matmul inner loop).
 * Idioms: widening_mul(u8, i8) -> i16, add-reduction into i32 (pmaddubsw / sdot-usdot / vrmpy). */
#include <stdint.h>

int32_t dot_u8i8(const uint8_t *restrict a, const int8_t *restrict w, int n)
{
    int32_t acc = 0;
    for (int i = 0; i < n; i++)
        acc += (int32_t)a[i] * w[i];
    return acc;
}
