/* Stencil driver: void NAME(TO *out, const TI *in, [EXTRA_PARAMS,] int width, int height, int stride)
 * where out is width x height and in has (height + MARGIN) rows of stride >= width + MARGIN samples;
 * checked against int64 ref(in, stride, x, y) (in points at the output pixel's top-left tap).
 * Optional: EXTRA_PARAMS / EXTRA_ARGS (parameters before width, e.g. a scratch row or a mask),
 * PREPARE_EXTRA(round) to fill them, ELEMS_PER_CALL. */
#include "bench_rt.h"
#include "fixed.h"
#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#ifndef W_MAX
#define W_MAX 512
#endif
#ifndef H_MAX
#define H_MAX 64
#endif
#define STRIDE (W_MAX + MARGIN + 3)
#ifndef EXTRA_PARAMS
#define EXTRA_PARAMS
#define EXTRA_ARGS
#define PREPARE_EXTRA(round)
#endif
#ifndef TIN_BITS
#define TIN_BITS (8 * (int)sizeof(TI))
#endif
typedef void CAT(NAME, _fn) (TO *restrict, const TI *restrict, EXTRA_PARAMS int, int, int);
CAT(NAME, _fn) CAT(NAME, __base), CAT(NAME, __fixsel);
__attribute__((weak)) CAT(NAME, _fn) CAT(NAME, __halide);
static CAT(NAME, _fn) *const impl[N_VARIANTS] = {CAT(NAME, __base), CAT(NAME, __fixsel), CAT(NAME, __halide)};
static ALIGNED TI in[(H_MAX + MARGIN) * STRIDE];
static ALIGNED TO out[W_MAX * H_MAX], want[W_MAX * H_MAX];
static int width, height;
static void prepare(int round) {
  width = round == 2 ? W_MAX - 13 : W_MAX; /* one round with ragged rows */
  height = round == 2 ? H_MAX - 3 : H_MAX;
  fill(in, sizeof in / sizeof in[0], sizeof(TI), round, 0);
  if (TIN_BITS < 8 * (int)sizeof(TI)) /* e.g. 10-bit samples in u16 */
    for (unsigned i = 0; i < sizeof in / sizeof in[0]; i++) in[i] &= (TI)((1u << TIN_BITS) - 1);
  PREPARE_EXTRA(round);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, in, EXTRA_ARGS width, height, STRIDE); }
static long elements(void) { return (long)width * height; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) want[y * width + x] = (TO)ref(in + y * STRIDE + x, STRIDE, x, y);
  return compare("out", out, want, W_MAX * H_MAX, sizeof(TO));
}
BENCH_MAIN(STR(NAME))
