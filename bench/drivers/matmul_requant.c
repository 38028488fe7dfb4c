/* Driver for bench/kernels/matmul_requant.c: quantized GEMM with zero points and bias, requantized by
 * round(acc * m / 2^31) (halves up), a rounding shift (halves up), the output zero point, clamped to u8.
 * One element is one multiply-accumulate. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, matmul_requant, (uint8_t *restrict, const uint8_t *restrict, const uint8_t *restrict,
                              const int32_t *restrict, int32_t *restrict, int, int, int, int32_t,
                              int32_t, int32_t, int32_t, int))
#define M 16
#define N 256
#define K 64
static ALIGNED uint8_t a[M * K], b[K * N], c[M * N], want[M * N];
static ALIGNED int32_t bias[N], acc[N];
static int n, sh;
static int32_t za, zb, zo, m;
static void prepare(int round) {
  n = round == 2 ? N - 13 : N;
  fill(a, sizeof a, 1, round, 0);
  fill(b, sizeof b, 1, round, 1);
  fill_range(bias, N, 4, -(1 << 20), 1 << 20);
  za = -(int32_t)(rng() & 255); zb = -(int32_t)(rng() & 255); zo = (int32_t)(rng() & 255);
  m = (int32_t)((1u << 30) + (rng() & 0x3fffffff));
  sh = 1 + (int)(rng() % 24);
  memset(c, 0xa5, sizeof c);
}
static void run(int v) { impl[v](c, a, b, bias, acc, M, n, K, za, zb, zo, m, sh); }
static long elements(void) { return (long)M * n * K; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < n; j++) {
      int64_t s = bias[j];
      for (int p = 0; p < K; p++) s += ((int64_t)a[i * K + p] + za) * ((int64_t)b[p * n + j] + zb);
      want[i * n + j] = (uint8_t)clamp64(round_shr(q31_mul(s, m), sh) + zo, 0, 255);
    }
  return compare("c", c, want, M * N, 1);
}
BENCH_MAIN("matmul_requant")
