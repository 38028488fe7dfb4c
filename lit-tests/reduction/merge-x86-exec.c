// Merged parts of unrolled dot products (reduction.rs, partner) executed on x86: every kernel,
// compiled with fixsel, against the same loop kept scalar, on edge and random bytes and lengths
// around the vector width and unroll (tails), with sums that wrap (70000 products of 255 * 127).
// REQUIRES: host-avx2
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin %s -o %t && %t
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin -S %s -o - | FileCheck %s
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

// CHECK-LABEL: dot_u8i8:
// CHECK: vpmaddwd %ymm
// CHECK-LABEL: ssd_u8:
// CHECK: vpsubw %ymm
// CHECK: vpmaddwd %ymm
// CHECK-LABEL: sad_u8:
// CHECK: vpsadbw {{.*}}%ymm
#define KERNELS(X)                                                                  \
  X(dot_u8i8, const uint8_t, const int8_t, (uint32_t)(a[i] * b[i]))               \
  X(dot_u8u8, const uint8_t, const uint8_t, (uint32_t)(a[i] * b[i]))              \
  X(dot_i16, const int16_t, const int16_t, (uint32_t)(a[i] * b[i]))               \
  X(sumsq_u8, const uint8_t, const uint8_t, (uint32_t)(a[i] * a[i]))              \
  X(ssd_u8, const uint8_t, const uint8_t, (uint32_t)((a[i] - b[i]) * (a[i] - b[i])))             \
  X(sad_u8, const uint8_t, const uint8_t, (uint32_t)abs(a[i] - b[i]))

#define VECTOR(name, A, B, term)                                                    \
  uint32_t name(A *restrict a, B *restrict b, int n, uint32_t acc) {                \
    for (int i = 0; i < n; i++) acc += term;                                        \
    return acc;                                                                     \
  }                                                                                 \
  static uint32_t name##_ref(A *restrict a, B *restrict b, int n, uint32_t acc) {   \
    _Pragma("clang loop vectorize(disable) interleave(disable) unroll(disable)")    \
    for (int i = 0; i < n; i++) acc += term;                                        \
    return acc;                                                                     \
  }
KERNELS(VECTOR)

enum { N = 70000 };
static uint16_t x[N], y[N];

static void fill(uint16_t *p, int pattern, unsigned seed) {
  for (int i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    static const uint16_t edge[] = {0, 0xFFFF, 0x8080, 0x7F7F, 0x807F, 0x0001};
    p[i] = pattern < 6 ? edge[pattern] : pattern == 6 ? (i & 1 ? 0x8000 : 0x7FFF) : (uint16_t)(seed >> 8);
  }
}

int main(void) {
  static const int lengths[] = {0, 1, 7, 15, 16, 17, 31, 32, 33, 63, 64, 65, 100, 1000, N};
  int failures = 0, checks = 0;
  for (int px = 0; px < 8; px++)
    for (int py = 0; py < 8; py++) {
      fill(x, px, 1 + px);
      fill(y, py, 7 + py);
      for (unsigned l = 0; l < sizeof lengths / sizeof *lengths; l++) {
        int n = lengths[l];
        uint32_t acc = (uint32_t)(px * 0x9E3779B9u + py);
#define CHECK_ONE(name, A, B, term)                                                 \
        {                                                                           \
          uint32_t got = name((A *)x, (B *)y, n, acc), want = name##_ref((A *)x, (B *)y, n, acc); \
          checks++;                                                                 \
          if (got != want && failures++ < 10)                                       \
            printf(#name " n=%d patterns %d/%d: %u, expected %u\n", n, px, py, got, want); \
        }
        KERNELS(CHECK_ONE)
      }
    }
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
