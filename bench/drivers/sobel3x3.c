/* Driver for bench/kernels/sobel3x3.c: |Gx| + |Gy| of the 1-2-1 Sobel masks, saturated to u8. */
#include "fixed.h"
#define NAME sobel3x3
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  static const int gx[9] = {-1, 0, 1, -2, 0, 2, -1, 0, 1}, gy[9] = {-1, -2, -1, 0, 0, 0, 1, 2, 1};
  int64_t sx = 0, sy = 0;
  for (int k = 0; k < 9; k++) { sx += gx[k] * p[(k / 3) * s + k % 3]; sy += gy[k] * p[(k / 3) * s + k % 3]; }
  return clamp64((sx < 0 ? -sx : sx) + (sy < 0 ? -sy : sy), 0, 255);
}
#include "image.h"
