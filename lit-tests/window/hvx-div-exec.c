// box3 / mean3x3 on Hexagon HVX (issue 14), compiled with the plugin and executed under
// qemu-hexagon-static against a scalar reference (edge values 0 and 255, then pseudo-random rows;
// widths that leave a scalar epilogue). Checks the pieces of the division chain:
// - the third (ninth) tap accumulated into vaddubh's dealt pair (vaddubh_acc_ext1), not vunpack;
// - the sum divided by one Q15 multiply per register (udiv_vmpyhvsrs), narrowed by one vshuffe;
// - the scalar epilogue's recurrence lanes read as byte loads after the loop (exit_extracts), so
//   llc does not store the loaded vector to a stack slot in every iteration.
// RUN: %clang --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -G0 -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -S -emit-llvm %s -o - | FileCheck %s --check-prefix=IR
// RUN: %clang --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -G0 -O3 -ffreestanding -fpass-plugin=%plugin -I%S/../header/Inputs -c %s -o %t.o
// RUN: %clang --target=hexagon-unknown-linux-musl -nostdlib -static -fuse-ld=lld %t.o -o %t
// RUN: qemu-hexagon-static %t | FileCheck %s --check-prefix=EXEC
// IR-LABEL: define {{.*}}void @box3(
// IR: @llvm.hexagon.V6.vaddubh.acc.128B(
// IR-NOT: udiv
// IR: @llvm.hexagon.V6.vmpyhvsrs.128B(
// IR: @llvm.hexagon.V6.vshuffeb.128B(
// IR-NOT: extractelement <128 x i8>
// IR: ret void
// IR-LABEL: define {{.*}}void @mean3x3(
// IR: @llvm.hexagon.V6.vaddubh.acc.128B(
// IR-NOT: udiv
// IR: @llvm.hexagon.V6.vmpyhvsrs.128B(
// IR: @llvm.hexagon.V6.vshuffeb.128B(
// IR-NOT: extractelement <128 x i8>
// IR: ret void
// EXEC: ok
#include <stdint.h>
#include "rt.h"

__attribute__((noinline)) void box3(uint8_t *restrict o, const uint8_t *restrict r, int w) {
  for (int x = 0; x < w; x++) o[x] = (uint8_t)((r[x] + r[x + 1] + r[x + 2]) / 3);
}

__attribute__((noinline)) void mean3x3(uint8_t *restrict o, const uint8_t *restrict in, int w, int stride) {
  const uint8_t *r0 = in, *r1 = in + stride, *r2 = in + 2 * stride;
  for (int x = 0; x < w; x++)
    o[x] = (uint8_t)((r0[x] + r0[x + 1] + r0[x + 2] + r1[x] + r1[x + 1] + r1[x + 2] + r2[x] + r2[x + 1] + r2[x + 2]) / 9);
}

#define W 700
#define S (W + 2)
static uint8_t in[3 * S], out[W];

int main(void) {
  unsigned seed = 12345;
  for (int round = 0; round < 6; round++) {
    for (int i = 0; i < 3 * S; i++) {
      seed = seed * 1103515245u + 12345u;
      in[i] = round == 0 ? 0 : round == 1 ? 255 : round == 2 ? (i % 7 < 4 ? 255 : 0) : (uint8_t)(seed >> 16);
    }
    for (int w = W - 3; w <= W; w++) {
      box3(out, in, w);
      for (int x = 0; x < w; x++)
        if (out[x] != (in[x] + in[x + 1] + in[x + 2]) / 3) { put_str("box3 BAD at "); put_hex_digits(x, 16); put_str("\n"); flush(); return 1; }
      mean3x3(out, in, w, S);
      for (int x = 0; x < w; x++) {
        int s = 0;
        for (int dy = 0; dy < 3; dy++)
          for (int dx = 0; dx < 3; dx++) s += in[dy * S + x + dx];
        if (out[x] != s / 9) { put_str("mean3x3 BAD at "); put_hex_digits(x, 16); put_str("\n"); flush(); return 1; }
      }
    }
  }
  put_str("ok\n");
  flush();
  return 0;
}
