/* Driver for bench/kernels/average_pool2x2.c: rounded mean of each 2x2 block. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, average_pool2x2, (uint8_t *restrict, const uint8_t *restrict, int, int, int))
#define W_MAX 512
#define H_MAX 32
#define STRIDE (2 * W_MAX + 3)
static ALIGNED uint8_t in[2 * H_MAX * STRIDE], out[W_MAX * H_MAX], want[W_MAX * H_MAX];
static int width, height;
static void prepare(int round) {
  width = round == 2 ? W_MAX - 13 : W_MAX;
  height = round == 2 ? H_MAX - 3 : H_MAX;
  fill(in, sizeof in, 1, round, 0);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, in, width, height, STRIDE); }
static long elements(void) { return (long)width * height; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      const uint8_t *p = in + 2 * y * STRIDE + 2 * x;
      want[y * width + x] = (uint8_t)round_shr((int64_t)p[0] + p[1] + p[STRIDE] + p[STRIDE + 1], 2);
    }
  return compare("out", out, want, sizeof out, 1);
}
BENCH_MAIN("average_pool2x2")
