/* camera_pipe_color: Halide camera_pipe's color correction: a Q8.8 3x4 matrix applied to i16 planes,
 * accumulated in i32 (wrapping), floor-divided by 256, truncated to i16.
 * Idioms: widening_mul(i16, i16) -> i32 multiply-accumulate, shr by 8 (floor), narrow to i16. */
#include <stdint.h>

void camera_pipe_color(int16_t *restrict out_r, int16_t *restrict out_g, int16_t *restrict out_b,
                       const int16_t *restrict r, const int16_t *restrict g,
                       const int16_t *restrict b, const int32_t *restrict m, int n)
{
    /* m is row-major 3x4: [r g b offset] per output channel. */
    const int32_t m00 = m[0], m01 = m[1], m02 = m[2], m03 = m[3];
    const int32_t m10 = m[4], m11 = m[5], m12 = m[6], m13 = m[7];
    const int32_t m20 = m[8], m21 = m[9], m22 = m[10], m23 = m[11];
    for (int i = 0; i < n; i++) {
        uint32_t ri = (uint32_t)r[i], gi = (uint32_t)g[i], bi = (uint32_t)b[i];
        int32_t vr = (int32_t)(m03 + m00 * ri + m01 * gi + m02 * bi);
        int32_t vg = (int32_t)(m13 + m10 * ri + m11 * gi + m12 * bi);
        int32_t vb = (int32_t)(m23 + m20 * ri + m21 * gi + m22 * bi);
        out_r[i] = (int16_t)(vr >> 8);
        out_g[i] = (int16_t)(vg >> 8);
        out_b[i] = (int16_t)(vb >> 8);
    }
}
