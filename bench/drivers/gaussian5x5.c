/* Driver for bench/kernels/gaussian5x5.c: 1-4-6-4-1 x 1-4-6-4-1 blur, rounded, divided by 256. */
#include "fixed.h"
#define NAME gaussian5x5
#define TO uint8_t
#define TI uint8_t
#define MARGIN 4
#define EXTRA_PARAMS uint16_t *restrict,
#define EXTRA_ARGS tmp,
#define PREPARE_EXTRA(round)
static uint16_t tmp[1024];
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  static const int w[5] = {1, 4, 6, 4, 1};
  int64_t acc = 0;
  for (int i = 0; i < 5; i++) for (int j = 0; j < 5; j++) acc += w[i] * w[j] * p[i * s + j];
  return round_shr(acc, 8);
}
#include "image.h"
