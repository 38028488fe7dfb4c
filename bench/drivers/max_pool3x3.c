/* Driver for bench/kernels/max_pool3x3.c: maximum of the 3x3 window. */
#include "fixed.h"
#define NAME max_pool3x3
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  int64_t m = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) if (p[i * s + j] > m) m = p[i * s + j];
  return m;
}
#include "image.h"
