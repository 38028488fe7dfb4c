// The vectorizer's two half-register parts of a NEON u8 window loop (two <8 x i8> parts, each
// widened to <8 x i16>) computed as one vector by concat.rs: q-register loads, uaddl + uaddl2,
// shrn + shrn2, one q store per iteration instead of two d-register chains. Executed under
// qemu-aarch64 against a scalar reference on edge rows (0, 255) and random rows, every width up to
// 300 (scalar epilogues included), and a loop that writes what it reads (left alone).
// RUN: %clang --target=aarch64-linux-gnu -fuse-ld=lld -O3 -fpass-plugin=%plugin %s -o %t
// RUN: qemu-aarch64-static -L /usr/aarch64-linux-gnu %t | FileCheck %s --check-prefix=EXEC
// RUN: %clang --target=aarch64-linux-gnu -O3 -fpass-plugin=%plugin -S %s -o - | FileCheck %s
// EXEC: 0 mismatches
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: box3:
// CHECK: uaddl2
// CHECK: sqdmulh
// CHECK: shrn2
// CHECK: str q
// mean3x3 is vectorized with one <8 x i8> part per iteration: nothing to concatenate.
// CHECK-LABEL: mean3x3:
// CHECK-NOT: uaddl2
// CHECK-LABEL: in_place:
// CHECK: ret
#define BODY3(r, x) ((r)[x] + (r)[(x) + 1] + (r)[(x) + 2])
#define BODY9(r0, r1, r2, x) (BODY3(r0, x) + BODY3(r1, x) + BODY3(r2, x))

void box3(uint8_t *restrict o, const uint8_t *restrict r, int w) {
  for (int x = 0; x < w; x++) o[x] = (uint8_t)(BODY3(r, x) / 3);
}
void mean3x3(uint8_t *restrict o, const uint8_t *restrict in, int w, int stride) {
  const uint8_t *r0 = in, *r1 = in + stride, *r2 = in + 2 * stride;
  for (int x = 0; x < w; x++) o[x] = (uint8_t)(BODY9(r0, r1, r2, x) / 9);
}
// Writes what later iterations read: clang does not vectorize it, fixsel must leave it alone.
void in_place(uint8_t *r, int w) {
  for (int x = 0; x < w; x++) r[x + 1] = (uint8_t)(BODY3(r, x) / 3);
}

#define SCALAR _Pragma("clang loop vectorize(disable) interleave(disable)")
static void ref_box3(uint8_t *o, const uint8_t *r, int w) {
  SCALAR for (int x = 0; x < w; x++) o[x] = (uint8_t)(BODY3(r, x) / 3);
}
static void ref_mean3x3(uint8_t *o, const uint8_t *in, int w, int stride) {
  const uint8_t *r0 = in, *r1 = in + stride, *r2 = in + 2 * stride;
  SCALAR for (int x = 0; x < w; x++) o[x] = (uint8_t)(BODY9(r0, r1, r2, x) / 9);
}
static void ref_in_place(uint8_t *r, int w) {
  SCALAR for (int x = 0; x < w; x++) r[x + 1] = (uint8_t)(BODY3(r, x) / 3);
}

int main(void) {
  enum { N = 300, S = N + 2 };
  static uint8_t in[3 * S], a[N], b[N], p[S], q[S];
  int bad = 0;
  for (int round = 0; round < 4; round++) {
    for (int i = 0; i < 3 * S; i++) in[i] = round == 0 ? 255 : round == 1 ? 0 : (uint8_t)rand();
    for (int w = 0; w <= N; w++) {
      box3(a, in, w), ref_box3(b, in, w);
      for (int i = 0; i < w; i++) bad += a[i] != b[i];
      mean3x3(a, in, w, S), ref_mean3x3(b, in, w, S);
      for (int i = 0; i < w; i++) bad += a[i] != b[i];
      for (int i = 0; i < S; i++) p[i] = q[i] = in[i];
      in_place(p, w), ref_in_place(q, w);
      for (int i = 0; i < S; i++) bad += p[i] != q[i];
    }
  }
  printf("%d mismatches\n", bad);
  return bad != 0;
}
