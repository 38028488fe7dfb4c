/* Driver for bench/kernels/gaussian7x7.c: 1-6-15-20-15-6-1 squared blur, rounded, divided by 4096. */
#include "fixed.h"
#define NAME gaussian7x7
#define TO uint8_t
#define TI uint8_t
#define MARGIN 6
#define EXTRA_PARAMS uint16_t *restrict,
#define EXTRA_ARGS tmp,
#define PREPARE_EXTRA(round)
static uint16_t tmp[1024];
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  static const int w[7] = {1, 6, 15, 20, 15, 6, 1};
  int64_t acc = 0;
  for (int i = 0; i < 7; i++) for (int j = 0; j < 7; j++) acc += w[i] * w[j] * p[i * s + j];
  return round_shr(acc, 12);
}
#include "image.h"
