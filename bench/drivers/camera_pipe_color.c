/* Driver for bench/kernels/camera_pipe_color.c: Q8.8 3x4 color matrix, i32 wrapping sums, floor shift by
 * 8, truncation to i16, on full-range i16 planes and matrices (edge values included). */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, camera_pipe_color, (int16_t *restrict, int16_t *restrict, int16_t *restrict,
                                 const int16_t *restrict, const int16_t *restrict,
                                 const int16_t *restrict, const int32_t *restrict, int))
#define N_MAX 16384
static ALIGNED int16_t r[N_MAX], g[N_MAX], b[N_MAX], out[3][N_MAX], want[3][N_MAX];
static int32_t m[12];
static int n;
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX;
  fill(r, n, 2, round, 0);
  fill(g, n, 2, round, 1);
  fill(b, n, 2, round, 2);
  if (round == 0) { /* a real camera matrix (Halide camera_pipe's 3200K one, in Q8.8) */
    static const int32_t real[12] = {549, -205, -88, -17, -96, 373, -21, -5, -2, -276, 534, -41};
    for (int i = 0; i < 12; i++) m[i] = real[i];
  } else fill(m, 12, 4, round, 0);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out[0], out[1], out[2], r, g, b, m, n); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < n; i++)
    for (int c = 0; c < 3; c++) {
      int64_t s = (int64_t)m[4 * c + 3] + (int64_t)m[4 * c] * r[i] + (int64_t)m[4 * c + 1] * g[i]
                + (int64_t)m[4 * c + 2] * b[i];
      want[c][i] = (int16_t)wrap_s(floor_shr(wrap_s(s, 32), 8), 16);
    }
  return compare("out", out, want, 3 * N_MAX, 2);
}
BENCH_MAIN("camera_pipe_color")
