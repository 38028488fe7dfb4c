/* Driver for bench/kernels/mean3x3_u8.c: floor of the mean of the 3x3 window. */
#include "fixed.h"
#define NAME mean3x3_u8
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  int64_t sum = 0;
  for (int dy = 0; dy < 3; dy++)
    for (int dx = 0; dx < 3; dx++) sum += p[dy * s + dx];
  return sum / 9;
}
#include "image.h"
