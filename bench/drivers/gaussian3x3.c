/* Driver for bench/kernels/gaussian3x3.c: 1-2-1 x 1-2-1 blur, rounded, divided by 16. */
#include "fixed.h"
#define NAME gaussian3x3
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  static const int w[3] = {1, 2, 1};
  int64_t acc = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) acc += w[i] * w[j] * p[i * s + j];
  return round_shr(acc, 4);
}
#include "image.h"
