// Lane-wise code moved before recurrence splices (recurrence.rs): a 3x3 max computes each column's
// max once per vector and splices it (2 splices instead of 6 on every target), a median network's
// column sorts likewise; a column of saturating adds and one of bitwise ops too. Each kernel is
// executed against the same loop kept scalar, for every width around the vector lengths (so the
// recurrence's first value, from the preheader, and the scalar epilogue are both exercised) on
// rows of 0, of 255, of 0x80/0x7F alternating and of random bytes, on x86 (AVX2, natively),
// AArch64 (qemu-aarch64) and Hexagon HVX (qemu-hexagon); on x86 by sink-exec-x86.test.
// RUN: %clang --target=x86_64-linux-gnu -march=haswell -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang --target=aarch64-linux-gnu -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang --target=x86_64-linux-gnu -march=haswell -O3 -ffreestanding -Rpass=fixsel -fpass-plugin=%plugin -I%S/../header/Inputs -S %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %clang --target=aarch64-linux-gnu -O3 -ffreestanding -nostdlib -static -fuse-ld=lld -fpass-plugin=%plugin -I%S/../header/Inputs %s -o %t.a64
// RUN: qemu-aarch64-static %t.a64 | FileCheck %s --check-prefix=EXEC
// RUN: %clang --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -G0 -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -c %s -o %t.hvx.o
// RUN: %clang --target=hexagon-unknown-linux-musl -nostdlib -static -fuse-ld=lld %t.hvx.o -o %t.hvx
// RUN: qemu-hexagon-static %t.hvx | FileCheck %s --check-prefix=EXEC
//
// In the vector loop of max3x3: two column maxes of the loaded x + 2 column, then two splices.
// IR-LABEL: define {{.*}}void @max3x3(
// IR: phi <[[N:[0-9]+]] x i8>
// IR-COUNT-2: shufflevector <[[N]] x i8>
// IR-NOT: shufflevector <[[N]] x i8>
// IR: ret void
// REMARK: remark: fixsel: a lane-wise op of recurrence splices computed once on the next values and spliced
// EXEC: ok
#include <stdint.h>
#include "rt.h"

static inline uint8_t mx(uint8_t a, uint8_t b) { return a > b ? a : b; }
static inline uint8_t mn(uint8_t a, uint8_t b) { return a < b ? a : b; }
static inline uint8_t med3(uint8_t a, uint8_t b, uint8_t c) { return mx(mn(a, b), mn(mx(a, b), c)); }
static inline uint8_t sat(uint8_t a, uint8_t b) { uint8_t s = a + b; return s < a ? 255 : s; }

#define MAX3(r0, r1, r2, x) mx(mx(r0[x], r1[x]), r2[x])
#define MAX3x3(r0, r1, r2, x) mx(mx(MAX3(r0, r1, r2, x), MAX3(r0, r1, r2, x + 1)), MAX3(r0, r1, r2, x + 2))
#define COLS(r0, r1, r2, x, K)                                                   \
  uint8_t lo##K = mn(mn(r0[x + K], r1[x + K]), r2[x + K]);                        \
  uint8_t md##K = med3(r0[x + K], r1[x + K], r2[x + K]);                          \
  uint8_t hi##K = mx(mx(r0[x + K], r1[x + K]), r2[x + K]);
#define MEDIAN(r0, r1, r2, x, out)                                                \
  do {                                                                            \
    COLS(r0, r1, r2, x, 0) COLS(r0, r1, r2, x, 1) COLS(r0, r1, r2, x, 2)          \
    out = med3(mx(mx(lo0, lo1), lo2), med3(md0, md1, md2), mn(mn(hi0, hi1), hi2)); \
  } while (0)
#define SATCOLS(r0, r1, x) (uint8_t)(sat(sat(r0[x], r1[x]), sat(r0[x + 1], r1[x + 1])) >> 1)
#define BITCOLS(r0, r1, x) (uint8_t)(((r0[x] & r1[x]) | (r0[x + 1] & r1[x + 1])) ^ ((r0[x] | 0x55) & (r1[x + 1] | 0x55)))

__attribute__((noinline)) void max3x3(uint8_t *restrict o, const uint8_t *restrict r0, const uint8_t *restrict r1,
                                      const uint8_t *restrict r2, int w) {
  for (int x = 0; x < w; x++) o[x] = MAX3x3(r0, r1, r2, x);
}
__attribute__((noinline)) void median3x3(uint8_t *restrict o, const uint8_t *restrict r0, const uint8_t *restrict r1,
                                         const uint8_t *restrict r2, int w) {
  for (int x = 0; x < w; x++) MEDIAN(r0, r1, r2, x, o[x]);
}
__attribute__((noinline)) void satcols(uint8_t *restrict o, const uint8_t *restrict r0, const uint8_t *restrict r1, int w) {
  for (int x = 0; x < w; x++) o[x] = SATCOLS(r0, r1, x);
}
__attribute__((noinline)) void bitcols(uint8_t *restrict o, const uint8_t *restrict r0, const uint8_t *restrict r1, int w) {
  for (int x = 0; x < w; x++) o[x] = BITCOLS(r0, r1, x);
}

#define SCALAR _Pragma("clang loop vectorize(disable) interleave(disable)")
static void ref_max3x3(uint8_t *o, const uint8_t *r0, const uint8_t *r1, const uint8_t *r2, int w) {
  SCALAR for (int x = 0; x < w; x++) o[x] = MAX3x3(r0, r1, r2, x);
}
static void ref_median3x3(uint8_t *o, const uint8_t *r0, const uint8_t *r1, const uint8_t *r2, int w) {
  SCALAR for (int x = 0; x < w; x++) MEDIAN(r0, r1, r2, x, o[x]);
}
static void ref_satcols(uint8_t *o, const uint8_t *r0, const uint8_t *r1, int w) {
  SCALAR for (int x = 0; x < w; x++) o[x] = SATCOLS(r0, r1, x);
}
static void ref_bitcols(uint8_t *o, const uint8_t *r0, const uint8_t *r1, int w) {
  SCALAR for (int x = 0; x < w; x++) o[x] = BITCOLS(r0, r1, x);
}

#define N 300
#define S (N + 2)
static uint8_t in[3 * S], a[N], b[N];

static int compare(const char *what, int w) {
  for (int x = 0; x < w; x++)
    if (a[x] != b[x]) {
      put_str(what), put_str(" BAD at width "), put_hex_digits(w, 16), put_str(" x "), put_hex_digits(x, 16), put_str("\n");
      return 1;
    }
  return 0;
}

int main(void) {
  unsigned seed = 12345;
  const uint8_t *r0 = in, *r1 = in + S, *r2 = in + 2 * S;
  for (int round = 0; round < 6; round++) {
    for (int i = 0; i < 3 * S; i++) {
      seed = seed * 1103515245u + 12345u;
      in[i] = round == 0 ? 0 : round == 1 ? 255 : round == 2 ? (i & 1 ? 0x80 : 0x7F) : (uint8_t)(seed >> 16);
    }
    for (int w = 0; w <= N; w++) {
      max3x3(a, r0, r1, r2, w), ref_max3x3(b, r0, r1, r2, w);
      if (compare("max3x3", w)) return 1;
      median3x3(a, r0, r1, r2, w), ref_median3x3(b, r0, r1, r2, w);
      if (compare("median3x3", w)) return 1;
      satcols(a, r0, r1, w), ref_satcols(b, r0, r1, w);
      if (compare("satcols", w)) return 1;
      bitcols(a, r0, r1, w), ref_bitcols(b, r0, r1, w);
      if (compare("bitcols", w)) return 1;
    }
  }
  put_str("ok\n");
  return 0;
}
