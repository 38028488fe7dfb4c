/* Driver for bench/kernels/blur3x3_u16.c: Halide's blur: horizontal then vertical 3-sums, each wrapped
 * to u16 (Halide's u16 arithmetic) and divided by 3. */
#include "fixed.h"
#define NAME blur3x3_u16
#define TO uint16_t
#define TI uint16_t
#define MARGIN 2
#define W_MAX 256
#define H_MAX 64
#define EXTRA_PARAMS uint16_t *restrict,
#define EXTRA_ARGS tmp,
#define PREPARE_EXTRA(round)
static uint16_t tmp[(H_MAX + 2) * W_MAX];
static int64_t ref(const uint16_t *p, int s, int x, int y) {
  (void)x; (void)y;
  int64_t bx[3];
  for (int i = 0; i < 3; i++) bx[i] = wrap_u(p[i * s] + p[i * s + 1] + p[i * s + 2], 16) / 3;
  return wrap_u(bx[0] + bx[1] + bx[2], 16) / 3;
}
#include "image.h"
