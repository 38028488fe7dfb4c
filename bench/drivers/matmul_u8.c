/* Driver for bench/kernels/matmul_u8.c: u8 x u8 GEMM accumulated in wrapping u32. One element is one
 * multiply-accumulate. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, matmul_u8, (uint32_t *restrict, const uint8_t *restrict, const uint8_t *restrict, int, int, int))
#define M 16
#define N 256
#define K 64
static ALIGNED uint8_t a[M * K], b[K * N];
static ALIGNED uint32_t c[M * N], want[M * N];
static int n;
static void prepare(int round) {
  n = round == 2 ? N - 13 : N;
  fill(a, sizeof a, 1, round, 0);
  fill(b, sizeof b, 1, round, 1);
  memset(c, 0xa5, sizeof c);
}
static void run(int v) { impl[v](c, a, b, M, n, K); }
static long elements(void) { return (long)M * n * K; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < M; i++)
    for (int j = 0; j < n; j++) {
      int64_t s = 0;
      for (int p = 0; p < K; p++) s += (int64_t)a[i * K + p] * b[p * n + j];
      want[i * n + j] = (uint32_t)wrap_u(s, 32);
    }
  return compare("c", c, want, M * N, 4);
}
BENCH_MAIN("matmul_u8")
