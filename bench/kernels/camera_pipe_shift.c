/* camera_pipe_shift: 12-bit sensor data (in u16) to 8-bit output: rounding shift by 4, clamp to 255.
 * Idioms: rounding_shr(u16, 4) then saturating_cast<u8> (u16 -> u8 saturating narrow; vasr:rnd:sat on HVX). */
#include <stdint.h>

void camera_pipe_shift(uint8_t *restrict out, const uint16_t *restrict in, int n)
{
    for (int i = 0; i < n; i++) {
        uint32_t v = ((uint32_t)in[i] + 8) >> 4;
        out[i] = (uint8_t)(v > 255 ? 255 : v);
    }
}
