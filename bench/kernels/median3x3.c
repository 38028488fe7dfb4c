/* median3x3: u8 3x3 median filter by the min/max network of Halide's median app (sort each column,
 * then the median of the max of mins, the median of medians and the min of maxes).
 * Control: umin/umax only, no fixed-point idiom to win. */
#include <stdint.h>

static inline uint8_t mn(uint8_t a, uint8_t b) { return a < b ? a : b; }
static inline uint8_t mx(uint8_t a, uint8_t b) { return a > b ? a : b; }
static inline uint8_t med3(uint8_t a, uint8_t b, uint8_t c) { return mx(mn(a, b), mn(mx(a, b), c)); }

void median3x3(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r0 = in + y * stride;
        const uint8_t *r1 = r0 + stride;
        const uint8_t *r2 = r1 + stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++) {
            uint8_t lo[3], md[3], hi[3];
            for (int k = 0; k < 3; k++) { /* unrolled at -O3 */
                uint8_t a = r0[x + k], b = r1[x + k], c = r2[x + k];
                lo[k] = mn(mn(a, b), c);
                md[k] = med3(a, b, c);
                hi[k] = mx(mx(a, b), c);
            }
            o[x] = med3(mx(mx(lo[0], lo[1]), lo[2]), med3(md[0], md[1], md[2]), mn(mn(hi[0], hi[1]), hi[2]));
        }
    }
}
