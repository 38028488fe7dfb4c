/* Driver for bench/kernels/median3x3.c: Halide's median network (median of the max of column
 * minima, the median of column medians and the min of column maxima), each 3-median found by sorting. */
#include "fixed.h"
#define NAME median3x3
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t mn(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t mx(int64_t a, int64_t b) { return a > b ? a : b; }
static int64_t med(int64_t a, int64_t b, int64_t c) { /* by sorting */
  int64_t t;
  if (a > b) { t = a; a = b; b = t; }
  if (b > c) { t = b; b = c; c = t; }
  if (a > b) { t = a; a = b; b = t; }
  return b;
}
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  int64_t lo[3], md[3], hi[3];
  for (int k = 0; k < 3; k++) {
    int64_t a = p[k], b = p[s + k], c = p[2 * s + k];
    lo[k] = mn(mn(a, b), c);
    md[k] = med(a, b, c);
    hi[k] = mx(mx(a, b), c);
  }
  return med(mx(mx(lo[0], lo[1]), lo[2]), med(md[0], md[1], md[2]), mn(mn(hi[0], hi[1]), hi[2]));
}
#include "image.h"
