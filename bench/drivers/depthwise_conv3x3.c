/* Driver for bench/kernels/depthwise_conv3x3.c: TFLite-style depthwise 3x3 (u8 input minus its zero
 * point, i8 filter, i32 bias), requantized by round(acc * mult / 2^31), a rounding shift, the output zero
 * point and a clamp to u8. Parameters vary per round within TFLite's ranges (mult in [2^30, 2^31),
 * shift in [1, 20], zero points in [0, 255], |bias| < 2^20), so no C overflow can occur. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, depthwise_conv3x3, (uint8_t *restrict, const uint8_t *restrict, const int8_t *restrict,
                                 const int32_t *restrict, int, int, int, int32_t, int32_t, int, int32_t))
#define W_MAX 64
#define C 64
#define ROW ((W_MAX + 2) * C)
static ALIGNED uint8_t in[3 * ROW], out[W_MAX * C], want[W_MAX * C];
static ALIGNED int8_t filter[9 * C];
static ALIGNED int32_t bias[C];
static int width;
static int32_t in_zero, out_mult, out_zero;
static int out_shift;
static void prepare(int round) {
  width = round == 2 ? W_MAX - 3 : W_MAX;
  fill(in, sizeof in, 1, round, 0);
  fill(filter, sizeof filter, 1, round, 1);
  fill_range(bias, C, 4, -(1 << 20), 1 << 20);
  in_zero = round == 0 ? 128 : (int32_t)(rng() & 255);
  out_zero = round == 0 ? 0 : (int32_t)(rng() & 255);
  out_mult = (int32_t)((1u << 30) + (rng() & 0x3fffffff));
  out_shift = round == 1 ? 1 : 1 + (int)(rng() % 20);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) {
  impl[v](out, in, filter, bias, width, C, ROW, in_zero, out_mult, out_shift, out_zero);
}
static long elements(void) { return (long)width * C; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int x = 0; x < width; x++)
    for (int c = 0; c < C; c++) {
      int64_t acc = bias[c];
      for (int t = 0; t < 9; t++)
        acc += ((int64_t)in[(t / 3) * ROW + (x + t % 3) * C + c] - in_zero) * filter[t * C + c];
      int64_t q = round_shr(q31_mul(acc, out_mult), out_shift) + out_zero;
      want[x * C + c] = (uint8_t)clamp64(q, 0, 255);
    }
  return compare("out", out, want, sizeof out, 1);
}
BENCH_MAIN("depthwise_conv3x3")
