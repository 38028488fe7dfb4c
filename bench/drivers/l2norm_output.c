/* Driver for bench/kernels/l2norm_output.c: 128 + requant(128 * (x - 128)) clamped to u8, requant being
 * round(x * m / 2^31) (halves up) then a divide by 2^s rounding halves away from zero. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, l2norm_output, (uint8_t *restrict, const uint8_t *restrict, int, int32_t, int))
#define N_MAX 32768
static ALIGNED uint8_t a[N_MAX], out[N_MAX], want[N_MAX];
static int n, sh;
static int32_t m;
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX;
  fill(a, n, 1, round, 0);
  m = (int32_t)((1u << 30) + (rng() & 0x3fffffff));
  sh = round == 0 ? 0 : (int)(rng() % 32);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, a, n, m, sh); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < n; i++)
    want[i] = (uint8_t)clamp64(128 + round_shr_away(q31_mul(128 * ((int64_t)a[i] - 128), m), sh), 0, 255);
  return compare("out", out, want, N_MAX, 1);
}
BENCH_MAIN("l2norm_output")
