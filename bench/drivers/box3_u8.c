/* Driver for bench/kernels/box3_u8.c: floor of the mean of three horizontal neighbours. */
#include "fixed.h"
#define NAME box3_u8
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)s; (void)x; (void)y;
  return ((int64_t)p[0] + p[1] + p[2]) / 3;
}
#include "image.h"
