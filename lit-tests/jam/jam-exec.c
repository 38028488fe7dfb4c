// Register blocking of i-k-j loop nests (plugin/src/jam.rs): each kernel compiled with fixsel and
// executed against the same nest kept scalar, on all three targets: edge bytes (0, 255, 0x80/0x7F)
// and pseudo-random ones, depths k that leave a remainder of the jam count (0..9, 17), row
// lengths n around the vector widths, and accumulators that start near 2^32 so the sums wrap.
// - mm_u8 (u8 x u8 -> u32) and mm_i16 (i16 x i16 -> i32) multiply at 16 bits: jammed everywhere;
// - mm_offset multiplies i32 values with runtime zero points: jammed on AArch64 only (x86's pmulld
//   and HVX's vmpyie bound that loop, not its loads and stores);
// - the references' outer loops carry an unroll pragma, which the pass leaves alone.
// RUN: %clang --target=x86_64-linux-gnu -march=haswell -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -S %s -o /dev/null -Rpass=loop-unroll-and-jam 2>&1 | FileCheck %s --check-prefix=X86
// RUN: %clang --target=aarch64-linux-gnu -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -S %s -o /dev/null -Rpass=loop-unroll-and-jam 2>&1 | FileCheck %s --check-prefix=A64
// RUN: %clang --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -G0 -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -S %s -o /dev/null -Rpass=loop-unroll-and-jam 2>&1 | FileCheck %s --check-prefix=HVX
// RUN: %clang --target=x86_64-linux-gnu -march=haswell -O3 -ffreestanding -nostdlib -static -fuse-ld=lld -fpass-plugin=%plugin -I%S/../header/Inputs %s -o %t.x86
// RUN: %t.x86 | FileCheck %s --check-prefix=EXEC
// RUN: %clang --target=aarch64-linux-gnu -O3 -ffreestanding -nostdlib -static -fuse-ld=lld -fpass-plugin=%plugin -I%S/../header/Inputs %s -o %t.a64
// RUN: qemu-aarch64-static %t.a64 | FileCheck %s --check-prefix=EXEC
// RUN: %clang --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -G0 -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -c %s -o %t.hvx.o
// RUN: %clang --target=hexagon-unknown-linux-musl -nostdlib -static -fuse-ld=lld %t.hvx.o -o %t.hvx
// RUN: qemu-hexagon-static %t.hvx | FileCheck %s --check-prefix=EXEC
// X86-COUNT-2: remark: unroll and jammed loop by a factor of 4
// X86-NOT: remark: unroll and jammed
// A64-COUNT-3: remark: unroll and jammed loop by a factor of 8
// A64-NOT: remark: unroll and jammed
// HVX-COUNT-2: remark: unroll and jammed loop by a factor of 8
// HVX-NOT: remark: unroll and jammed
// EXEC: ok
#include <stdint.h>
#include "rt.h"

#define MM(name, C, A, B, term)                                                             \
  __attribute__((noinline)) void name(C *restrict c, const A *restrict a, const B *restrict b, \
                                      int m, int n, int k, int32_t ao, int32_t bo) {        \
    for (int i = 0; i < m; i++)                                                             \
      for (int p = 0; p < k; p++) {                                                         \
        const C av = term(a[i * k + p], ao);                                                \
        for (int j = 0; j < n; j++) c[i * n + j] += av * term(b[p * n + j], bo);             \
      }                                                                                     \
  }                                                                                         \
  static void ref_##name(C *c, const A *a, const B *b, int m, int n, int k, int32_t ao, int32_t bo) { \
    _Pragma("clang loop unroll(disable)") for (int i = 0; i < m; i++)                       \
      _Pragma("clang loop unroll(disable)") for (int p = 0; p < k; p++) {                   \
        const C av = term(a[i * k + p], ao);                                                \
        _Pragma("clang loop vectorize(disable) interleave(disable) unroll(disable)")        \
        for (int j = 0; j < n; j++) c[i * n + j] += av * term(b[p * n + j], bo);             \
      }                                                                                     \
  }
#define PLAIN(x, z) (x)
#define OFFSET(x, z) ((int32_t)(x) + (z))
MM(mm_u8, uint32_t, uint8_t, uint8_t, PLAIN)
MM(mm_i16, int32_t, int16_t, int16_t, PLAIN)
MM(mm_offset, int32_t, uint8_t, uint8_t, OFFSET)

#define M 3
#define N 300
#define K 17
static uint8_t a8[M * K], b8[K * N];
static int16_t a16[M * K], b16[K * N];
static uint32_t got[M * N], want[M * N];

// Accumulators near 2^32 in odd rounds. (Written as a multiply: LLVM 16's Hexagon backend cannot
// select a load of a select between two constant-pool vectors.)
static void start(int round) {
  const uint32_t base = round & 1 ? 0xFFFFFF00u : 0, step = round & 1 ? 1 : 2654435761u;
  for (int i = 0; i < M * N; i++) got[i] = want[i] = base + (uint32_t)i * step;
}

static int compare(const char *what, int n, int k) {
  for (int i = 0; i < M * N; i++)
    if (got[i] != want[i]) {
      put_str(what), put_str(" BAD at n "), put_hex_digits(n, 16), put_str(" k "), put_hex_digits(k, 16);
      put_str(" element "), put_hex_digits(i, 16), put_str("\n");
      return 1;
    }
  return 0;
}

int main(void) {
  static const int ns[] = {0, 1, 7, 8, 15, 16, 17, 31, 32, 33, 63, 64, 65, 127, 128, 129, 255, 256, 257, 300};
  unsigned seed = 12345;
  for (int round = 0; round < 5; round++) {
    for (int i = 0; i < K * N; i++) {
      seed = seed * 1103515245u + 12345u;
      uint16_t r = (uint16_t)(seed >> 12);
      uint16_t v = round == 0 ? 0 : round == 1 ? 0xFFFF : round == 2 ? (i & 1 ? 0x8080 : 0x7F7F) : r;
      b8[i] = (uint8_t)v, b16[i] = (int16_t)v;
      if (i < M * K) a8[i] = (uint8_t)(v >> 3 | v << 5), a16[i] = (int16_t)(v ^ 0x5555);
    }
    for (unsigned t = 0; t < sizeof ns / sizeof ns[0]; t++)
      for (int k = 0; k <= K; k += k < 9 ? 1 : 8) {
        int n = ns[t];
        start(round), mm_u8(got, a8, b8, M, n, k, 0, 0), ref_mm_u8(want, a8, b8, M, n, k, 0, 0);
        if (compare("mm_u8", n, k)) return 1;
        start(round), mm_i16((int32_t *)got, a16, b16, M, n, k, 0, 0), ref_mm_i16((int32_t *)want, a16, b16, M, n, k, 0, 0);
        if (compare("mm_i16", n, k)) return 1;
        int32_t ao = -(int32_t)(seed & 255), bo = round == 2 ? -128 : -(int32_t)(seed >> 24);
        start(round), mm_offset((int32_t *)got, a8, b8, M, n, k, ao, bo), ref_mm_offset((int32_t *)want, a8, b8, M, n, k, ao, bo);
        if (compare("mm_offset", n, k)) return 1;
      }
  }
  put_str("ok\n");
  return 0;
}
