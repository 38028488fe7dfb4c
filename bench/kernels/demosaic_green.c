/* demosaic_green: camera-pipe green interpolation at a red/blue site, edge-directed.
 * Idioms: absd(u16, u16) (gradient), rounding_halving_add(u16, u16) (neighbour average), select. */
#include <stdint.h>

void demosaic_green(uint16_t *restrict out, const uint16_t *restrict raw, int n, int stride)
{
    /* raw has 3 rows of at least n + 2 samples; out[x] is the green estimate at raw[stride + x + 1]. */
    const uint16_t *up = raw;
    const uint16_t *mid = raw + stride;
    const uint16_t *dn = raw + 2 * stride;
    for (int x = 0; x < n; x++) {
        uint16_t l = mid[x], r = mid[x + 2], u = up[x + 1], d = dn[x + 1];
        uint16_t gh = l > r ? l - r : r - l;
        uint16_t gv = u > d ? u - d : d - u;
        out[x] = gh < gv ? (uint16_t)((l + r + 1) >> 1) : (uint16_t)((u + d + 1) >> 1);
    }
}
