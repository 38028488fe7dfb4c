/* Driver for bench/kernels/conv3x3_a16.c: u8 x i8 3x3 convolution summed in wrapping i16, floor-shifted
 * by 4, clamped to u8. */
#include "fixed.h"
#define NAME conv3x3_a16
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
#define EXTRA_PARAMS const int8_t *restrict,
#define EXTRA_ARGS mask,
#define PREPARE_EXTRA(round) fill(mask, 9, 1, (round), 2)
static int8_t mask[9];
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  int64_t acc = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) acc += (int64_t)p[i * s + j] * mask[3 * i + j];
  return clamp64(floor_shr(wrap_s(acc, 16), 4), 0, 255);
}
#include "image.h"
