/* Driver for bench/kernels/camera_pipe_sharpen.c: Halide camera_pipe's sharpen (blur121 with rounding-up
 * averages, i16 mask, floor(mask * strength / 32) wrapped to i16, saturated to u8), strength varying. */
#include "fixed.h"
#include "bench_rt.h"
KERNEL(void, camera_pipe_sharpen, (uint8_t *restrict, const uint8_t *restrict, uint8_t *restrict, int, int, int, uint8_t))
#define W_MAX 512
#define H_MAX 64
#define STRIDE (W_MAX + 5)
static ALIGNED uint8_t in[(H_MAX + 2) * STRIDE], tmp[W_MAX + 2], out[W_MAX * H_MAX], want[W_MAX * H_MAX];
static int width, height;
static uint8_t strength;
static void prepare(int round) {
  width = round == 2 ? W_MAX - 13 : W_MAX;
  height = round == 2 ? H_MAX - 3 : H_MAX;
  fill(in, sizeof in, 1, round, 0);
  static const uint8_t strengths[] = {32, 255, 0, 1, 200, 64, 96, 128};
  strength = strengths[round & 7];
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, in, tmp, width, height, STRIDE, strength); }
static long elements(void) { return (long)width * height; }
static int64_t avg(int64_t a, int64_t b) { return round_shr(a + b, 1); }
static int64_t blur121(int64_t a, int64_t b, int64_t c) { return avg(avg(a, c), b); }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++) {
      const uint8_t *p = in + y * STRIDE + x;
      int64_t col[3];
      for (int j = 0; j < 3; j++) col[j] = blur121(p[j], p[STRIDE + j], p[2 * STRIDE + j]);
      int64_t centre = p[STRIDE + 1], unsharp = blur121(col[0], col[1], col[2]);
      int64_t delta = floor_shr(wrap_s((centre - unsharp) * strength, 16), 5);
      want[y * width + x] = (uint8_t)clamp64(wrap_s(centre + delta, 16), 0, 255);
    }
  return compare("out", out, want, sizeof out, 1);
}
BENCH_MAIN("camera_pipe_sharpen")
