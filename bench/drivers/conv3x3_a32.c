/* Driver for bench/kernels/conv3x3_a32.c: u8 x i16 3x3 convolution in i32, rounded shift by 8, clamped
 * to u8. Mask entries are kept in [-4096, 4096] so the i32 sum cannot overflow (C would not wrap). */
#include "fixed.h"
#define NAME conv3x3_a32
#define TO uint8_t
#define TI uint8_t
#define MARGIN 2
#define EXTRA_PARAMS const int16_t *restrict,
#define EXTRA_ARGS mask,
#define PREPARE_EXTRA(round) fill_range(mask, 9, 2, -4096, 4096)
static int16_t mask[9];
static int64_t ref(const uint8_t *p, int s, int x, int y) {
  (void)x; (void)y;
  int64_t acc = 0;
  for (int i = 0; i < 3; i++) for (int j = 0; j < 3; j++) acc += (int64_t)p[i * s + j] * mask[3 * i + j];
  return clamp64(round_shr(acc, 8), 0, 255);
}
#include "image.h"
