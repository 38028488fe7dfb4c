/* Driver for bench/kernels/average_pool_mulhi.c: 3x3 window sums (wrapped to u16, as the kernel's
 * cast does) times inv, rounded by 2^16 and clamped to 255. inv varies by round, including 0xFFFF
 * (where the clamp matters) and the exact 1/9. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, average_pool_mulhi, (uint8_t *restrict, const uint8_t *restrict, int, int, int, uint16_t))
#define W_MAX 512
#define H_MAX 32
#define STRIDE (W_MAX + 5)
static ALIGNED uint8_t in[(H_MAX + 2) * STRIDE], out[W_MAX * H_MAX], want[W_MAX * H_MAX];
static int width, height;
static uint16_t inv;
static void prepare(int round) {
  static const uint16_t invs[] = {7282, 0xFFFF, 1, 0x8000};
  width = round == 2 ? W_MAX - 13 : W_MAX;
  height = round == 2 ? H_MAX - 3 : H_MAX;
  inv = invs[round % 4];
  fill(in, sizeof in, 1, round, 0);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, in, width, height, STRIDE, inv); }
static long elements(void) { return (long)width * height; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      int64_t sum = 0;
      for (int dy = 0; dy < 3; dy++)
        for (int dx = 0; dx < 3; dx++) sum += in[(y + dy) * STRIDE + x + dx];
      want[y * width + x] = (uint8_t)clamp64(round_shr(sum * inv, 16), 0, 255);
    }
  return compare("out", out, want, sizeof out, 1);
}
BENCH_MAIN("average_pool_mulhi")
