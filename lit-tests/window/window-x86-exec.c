// Sliding windows (window.rs): the vectorizer rebuilds r[x] and r[x + 1] from the previous
// iteration's load of r[x + 2] (vperm2i128 + vpalignr on AVX2); fixsel loads them again. Executed
// against the same loops kept scalar, on every width around the vector length (tails) and random
// bytes, including an in-place filter without restrict, where the windows must stay, and a
// two-pass filter whose second loop slides over the row the first one wrote (gaussian7x7: the
// stores come before the loop and its preheaders, so its windows are loads again).
// REQUIRES: host-avx2
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin %s -o %t && %t
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin -S %s -o - | FileCheck %s
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: box3:
// CHECK-NOT: vpalignr
// CHECK: vpmulhuw
// CHECK-LABEL: mean3x3:
// CHECK-NOT: vpalignr
// CHECK: vpmulhuw
// CHECK-LABEL: in_place:
// CHECK: ret
// CHECK-LABEL: two_pass:
// CHECK-NOT: vpalignr
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
void two_pass(uint8_t *restrict o, const uint8_t *restrict in, uint16_t *restrict tmp, int w, int rows, int stride) {
  for (int y = 0; y < rows; y++) {
    const uint8_t *r = in + y * stride;
    for (int x = 0; x < w + 2; x++) tmp[x] = (uint16_t)(r[x] + 2 * r[x + stride] + r[x + 2 * stride]);
    for (int x = 0; x < w; x++) o[y * w + x] = (uint8_t)((tmp[x] + 2 * tmp[x + 1] + tmp[x + 2] + 8) >> 4);
  }
}

#define SCALAR _Pragma("clang loop vectorize(disable) interleave(disable)")
static void ref_box3(uint8_t *o, const uint8_t *r, int w) {
  SCALAR for (int x = 0; x < w; x++) o[x] = (uint8_t)(BODY3(r, x) / 3);
}
static void ref_mean3x3(uint8_t *o, const uint8_t *in, int w, int stride) {
  const uint8_t *r0 = in, *r1 = in + stride, *r2 = in + 2 * stride;
  SCALAR for (int x = 0; x < w; x++) o[x] = (uint8_t)(BODY9(r0, r1, r2, x) / 9);
}
static void ref_two_pass(uint8_t *o, const uint8_t *in, uint16_t *tmp, int w, int rows, int stride) {
  for (int y = 0; y < rows; y++) {
    const uint8_t *r = in + y * stride;
    SCALAR for (int x = 0; x < w + 2; x++) tmp[x] = (uint16_t)(r[x] + 2 * r[x + stride] + r[x + 2 * stride]);
    SCALAR for (int x = 0; x < w; x++) o[y * w + x] = (uint8_t)((tmp[x] + 2 * tmp[x + 1] + tmp[x + 2] + 8) >> 4);
  }
}
static void ref_in_place(uint8_t *r, int w) {
  SCALAR for (int x = 0; x < w; x++) r[x + 1] = (uint8_t)(BODY3(r, x) / 3);
}

int main(void) {
  enum { N = 300, S = N + 2 };
  static uint8_t in[3 * S], a[N], b[N], p[S], q[S], big[5 * S], oa[3 * N], ob[3 * N];
  static uint16_t ta[S], tb[S];
  int bad = 0;
  for (int round = 0; round < 4; round++) {
    for (int i = 0; i < 3 * S; i++) in[i] = round == 0 ? 255 : round == 1 ? 0 : (uint8_t)rand();
    for (int i = 0; i < 5 * S; i++) big[i] = round == 0 ? 255 : round == 1 ? 0 : (uint8_t)rand();
    for (int w = 0; w <= N; w++) {
      box3(a, in, w), ref_box3(b, in, w);
      for (int i = 0; i < w; i++) bad += a[i] != b[i];
      mean3x3(a, in, w, S), ref_mean3x3(b, in, w, S);
      for (int i = 0; i < w; i++) bad += a[i] != b[i];
      for (int i = 0; i < S; i++) p[i] = q[i] = in[i];
      in_place(p, w), ref_in_place(q, w);
      for (int i = 0; i < S; i++) bad += p[i] != q[i];
      two_pass(oa, big, ta, w, 3, S), ref_two_pass(ob, big, tb, w, 3, S);
      for (int i = 0; i < 3 * w; i++) bad += oa[i] != ob[i];
    }
  }
  printf("%d mismatches\n", bad);
  return bad != 0;
}
