/* Driver for bench/kernels/tflite_add.c: TFLite quantized ADD: both inputs shifted by their zero points,
 * scaled by 2^20, requantized (round(x * m / 2^31), halves up, then a divide by 2^s rounding halves away
 * from zero), summed, requantized again, offset and clamped. Parameters vary per round within TFLite's
 * ranges (zero points in [0, 255], multipliers in [2^30, 2^31), shifts in [0, 24]). */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, tflite_add, (uint8_t *restrict, const uint8_t *restrict, const uint8_t *restrict, int,
                          int32_t, int32_t, int, int32_t, int32_t, int, int32_t, int32_t, int, int32_t,
                          int32_t))
#define N_MAX 32768
static ALIGNED uint8_t a[N_MAX], b[N_MAX], out[N_MAX], want[N_MAX];
static int n;
static int32_t off1, m1, off2, m2, offo, mo, amin, amax;
static int sh1, sh2, sho;
static int32_t rand_mult(void) { return (int32_t)((1u << 30) + (rng() & 0x3fffffff)); }
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX;
  fill(a, n, 1, round, 0);
  fill(b, n, 1, round, 1);
  off1 = -(int32_t)(rng() & 255); off2 = -(int32_t)(rng() & 255); offo = (int32_t)(rng() & 255);
  m1 = rand_mult(); m2 = rand_mult(); mo = rand_mult();
  sh1 = (int)(rng() % 25); sh2 = (int)(rng() % 25); sho = (int)(rng() % 25);
  if (round == 0) { sh1 = sh2 = 1; sho = 19; } /* a typical model's shifts */
  amin = round < 2 ? 0 : (int32_t)(rng() & 127);
  amax = round < 2 ? 255 : 128 + (int32_t)(rng() & 127);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, a, b, n, off1, m1, sh1, off2, m2, sh2, offo, mo, sho, amin, amax); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < n; i++) {
    int64_t s1 = round_shr_away(q31_mul((off1 + a[i]) * (INT64_C(1) << 20), m1), sh1);
    int64_t s2 = round_shr_away(q31_mul((off2 + b[i]) * (INT64_C(1) << 20), m2), sh2);
    int64_t raw = round_shr_away(q31_mul(s1 + s2, mo), sho) + offo;
    want[i] = (uint8_t)clamp64(raw, amin, amax);
  }
  return compare("out", out, want, N_MAX, 1);
}
BENCH_MAIN("tflite_add")
