/* Driver for bench/kernels/demosaic_green.c: green at a red/blue site, averaged (rounding up) along the
 * direction of the smaller gradient (vertical on ties). */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, demosaic_green, (uint16_t *restrict, const uint16_t *restrict, int, int))
#define N_MAX 16384
#define STRIDE (N_MAX + 5)
static ALIGNED uint16_t raw[3 * STRIDE], out[N_MAX], want[N_MAX];
static int n;
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX;
  fill(raw, 3 * STRIDE, 2, round, 0);
  if (round == 0) { fill(raw + STRIDE, STRIDE, 2, 0, 1); fill(raw + 2 * STRIDE, STRIDE, 2, 0, 2); }
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, raw, n, STRIDE); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int x = 0; x < n; x++) {
    int64_t l = raw[STRIDE + x], r = raw[STRIDE + x + 2], u = raw[x + 1], d = raw[2 * STRIDE + x + 1];
    int64_t gh = l > r ? l - r : r - l, gv = u > d ? u - d : d - u;
    want[x] = (uint16_t)(gh < gv ? round_shr(l + r, 1) : round_shr(u + d, 1));
  }
  return compare("out", out, want, N_MAX, 2);
}
BENCH_MAIN("demosaic_green")
