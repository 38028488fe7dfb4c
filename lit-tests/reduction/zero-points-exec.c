// Dot products with runtime zero points (reduction/distribute.rs: the four unrolled parts
// merged, distributed, regrouped) executed on x86 against the same loop kept scalar: edge and
// random bytes, zero points at 0, -255, 255, INT32_MIN, INT32_MAX and random, lengths around the
// vector width and unroll (tails), sums and products that wrap.
// REQUIRES: host-avx2
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin %s -o %t && %t
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin -S %s -o - | FileCheck %s
// RUN: %clang -O3 -march=haswell -fpass-plugin=%plugin -Rpass=fixsel -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
#include <stdint.h>
#include <stdio.h>

// CHECK-LABEL: zp_uu:
// CHECK-DAG: vpsadbw {{.*}}%ymm
// CHECK-DAG: vpmaddwd {{.*}}%ymm
// CHECK-LABEL: zp_one_side:
// CHECK: vpsadbw
// REMARK: remark: fixsel: lane-sum-only product of sums (4 parts) distributed and regrouped (scaled_sum_u8_sad8 + uniform, scaled_sum_u8_sad8, u8_as_s16)
#define KERNELS(X)                                                                  \
  X(zp_uu, (a[i] + za) * (b[i] + zb))                                              \
  X(zp_one_side, (a[i] - za) * b[i])                                               \
  X(zp_signed, ((uint32_t)(int8_t)a[i] + za) * (b[i] + zb))

#define VECTOR(name, term)                                                                   \
  uint32_t name(const uint8_t *restrict a, const uint8_t *restrict b, int n, uint32_t za, uint32_t zb) { \
    uint32_t acc = 0;                                                                        \
    for (int i = 0; i < n; i++) acc += term;                                                 \
    return acc;                                                                              \
  }                                                                                          \
  static uint32_t name##_ref(const uint8_t *restrict a, const uint8_t *restrict b, int n, uint32_t za, uint32_t zb) { \
    uint32_t acc = 0;                                                                        \
    _Pragma("clang loop vectorize(disable) interleave(disable) unroll(disable)")             \
    for (int i = 0; i < n; i++) acc += term;                                                 \
    return acc;                                                                              \
  }
// Unsigned arithmetic (the zero points are uint32_t): it wraps as the IR does, no UB in C.
KERNELS(VECTOR)

enum { N = 5000 };
static uint8_t x[N], y[N];

static void fill(uint8_t *p, int pattern, unsigned seed) {
  for (int i = 0; i < N; i++) {
    seed = seed * 1103515245u + 12345u;
    static const uint8_t edge[] = {0, 0xFF, 0x80, 0x7F, 0x01};
    p[i] = pattern < 5 ? edge[pattern] : (uint8_t)(seed >> 16);
  }
}

int main(void) {
  static const int lengths[] = {0, 1, 7, 31, 32, 33, 63, 64, 65, 100, 1000, N};
  static const int32_t zps[] = {0, -255, 255, INT32_MIN, INT32_MAX, -128, 0x12345678};
  int failures = 0, checks = 0;
  for (int px = 0; px < 6; px++)
    for (int py = 0; py < 6; py++) {
      fill(x, px, 1 + px);
      fill(y, py, 7 + py);
      for (unsigned l = 0; l < sizeof lengths / sizeof *lengths; l++)
        for (unsigned z = 0; z < sizeof zps / sizeof *zps; z++) {
          int n = lengths[l];
          uint32_t za = (uint32_t)zps[z], zb = (uint32_t)zps[(z + 3) % (sizeof zps / sizeof *zps)];
#define CHECK_ONE(name, term)                                                       \
          {                                                                         \
            uint32_t got = name(x, y, n, za, zb), want = name##_ref(x, y, n, za, zb); \
            checks++;                                                               \
            if (got != want && failures++ < 10)                                     \
              printf(#name " n=%d patterns %d/%d zero points %u %u: %u, expected %u\n", n, px, py, za, zb, got, want); \
          }
          KERNELS(CHECK_ONE)
        }
    }
  printf("%d checks, %d failures\n", checks, failures);
  return failures != 0;
}
