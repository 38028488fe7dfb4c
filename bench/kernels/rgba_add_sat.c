/* rgba_add_sat: saturating add of two rows of interleaved RGBA u8 pixels, channel by channel.
 * Idioms: saturating_add(u8, u8) per channel; the vectorizer de-interleaves the channels with
 * strided shuffles and re-interleaves them (fixsel computes the channels on the interleaved
 * vectors: plugin/src/interleave.rs). n counts bytes; a ragged tail is done byte by byte. */
#include <stdint.h>

static inline uint8_t sat_u8(int s) { return (uint8_t)(s < 255 ? s : 255); }

void rgba_add_sat(uint8_t *restrict out, const uint8_t *restrict a,
                  const uint8_t *restrict b, int n)
{
    int pixels = n / 4;
    for (int i = 0; i < pixels; i++) { /* bench: 4 elements per iteration */
        out[4 * i + 0] = sat_u8(a[4 * i + 0] + b[4 * i + 0]);
        out[4 * i + 1] = sat_u8(a[4 * i + 1] + b[4 * i + 1]);
        out[4 * i + 2] = sat_u8(a[4 * i + 2] + b[4 * i + 2]);
        out[4 * i + 3] = sat_u8(a[4 * i + 3] + b[4 * i + 3]);
    }
    for (int i = 4 * pixels; i < n; i++) /* bench: remainder loop */
        out[i] = sat_u8(a[i] + b[i]);
}
