/* Driver for bench/kernels/fully_connected.c: per output, sum (in + zi) * (w + zw) + bias, requantized
 * (round(x * m / 2^31) then a divide by 2^s rounding halves away from zero), offset, clamped. One element
 * is one multiply-accumulate. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, fully_connected, (uint8_t *restrict, const uint8_t *restrict, const uint8_t *restrict,
                               const int32_t *restrict, int, int, int32_t, int32_t, int32_t, int32_t,
                               int, int32_t, int32_t))
#define DEPTH 512
#define OUTS 128
static ALIGNED uint8_t in[DEPTH], w[OUTS * DEPTH], out[OUTS], want[OUTS];
static ALIGNED int32_t bias[OUTS];
static int depth;
static int32_t zi, zw, zo, m, amin, amax;
static int sh;
static void prepare(int round) {
  depth = round == 2 ? DEPTH - 13 : DEPTH;
  fill(in, sizeof in, 1, round, 0);
  fill(w, sizeof w, 1, round, 1);
  fill_range(bias, OUTS, 4, -(1 << 20), 1 << 20);
  zi = -(int32_t)(rng() & 255); zw = -(int32_t)(rng() & 255); zo = (int32_t)(rng() & 255);
  m = (int32_t)((1u << 30) + (rng() & 0x3fffffff));
  sh = round == 0 ? 0 : (int)(rng() % 24);
  amin = round < 2 ? 0 : (int32_t)(rng() & 127);
  amax = round < 2 ? 255 : 128 + (int32_t)(rng() & 127);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, in, w, bias, depth, OUTS, zi, zw, zo, m, sh, amin, amax); }
static long elements(void) { return (long)depth * OUTS; }
static long check(int v) {
  (void)v;
  for (int o = 0; o < OUTS; o++) {
    int64_t acc = bias[o];
    for (int d = 0; d < depth; d++) acc += ((int64_t)in[d] + zi) * ((int64_t)w[o * depth + d] + zw);
    want[o] = (uint8_t)clamp64(round_shr_away(q31_mul(acc, m), sh) + zo, amin, amax);
  }
  return compare("out", out, want, OUTS, 1);
}
BENCH_MAIN("fully_connected")
