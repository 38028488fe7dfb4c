/* Driver for bench/kernels/dilate3x3.c: maximum over the 3x3 cross (centre and 4 neighbours). */
#include "fixed.h"
#define NAME dilate3x3
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  static const int di[5] = {0, 1, 1, 1, 2}, dj[5] = {1, 0, 1, 2, 1};
  int64_t m = 0;
  for (int k = 0; k < 5; k++) if (p[di[k] * s + dj[k]] > m) m = p[di[k] * s + dj[k]];
  return m;
}
#include "image.h"
