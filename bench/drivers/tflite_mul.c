/* Driver for bench/kernels/tflite_mul.c: TFLite quantized MUL: (a - za) * (b - zb) requantized
 * (round(x * m / 2^31), halves up, then a divide by 2^s rounding halves away from zero), offset, clamped.
 * Parameters vary per round (zero points in [0, 255], multiplier in [2^30, 2^31), shift in [0, 24]). */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, tflite_mul, (uint8_t *restrict, const uint8_t *restrict, const uint8_t *restrict, int,
                          int32_t, int32_t, int32_t, int32_t, int, int32_t, int32_t))
#define N_MAX 32768
static ALIGNED uint8_t a[N_MAX], b[N_MAX], out[N_MAX], want[N_MAX];
static int n;
static int32_t off1, off2, offo, mo, amin, amax;
static int sho;
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX;
  fill(a, n, 1, round, 0);
  fill(b, n, 1, round, 1);
  off1 = -(int32_t)(rng() & 255); off2 = -(int32_t)(rng() & 255); offo = (int32_t)(rng() & 255);
  mo = (int32_t)((1u << 30) + (rng() & 0x3fffffff));
  sho = round == 0 ? 8 : (int)(rng() % 25);
  amin = round < 2 ? 0 : (int32_t)(rng() & 127);
  amax = round < 2 ? 255 : 128 + (int32_t)(rng() & 127);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, a, b, n, off1, off2, offo, mo, sho, amin, amax); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < n; i++) {
    int64_t raw = round_shr_away(q31_mul((int64_t)(off1 + a[i]) * (off2 + b[i]), mo), sho) + offo;
    want[i] = (uint8_t)clamp64(raw, amin, amax);
  }
  return compare("out", out, want, N_MAX, 1);
}
BENCH_MAIN("tflite_mul")
