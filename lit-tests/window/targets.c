// Sliding windows (window.rs) on NEON: the vectorizer's recurrence (the previous iteration's
// vector spliced with this one's, `ext`) becomes unaligned loads. Not on HVX, where the splice is
// one `vlalign` and reloading was as often slower as faster (select.rs). Executed on x86 by window-x86-exec.c; the bench (box3_u8, mean3x3_u8) checks all targets.
// Division by 3 of the u16 sum (below 2^15) is sqdmulh by the 15-bit magic number and a narrowing shift (udiv_sqdmulh).
// On NEON taps used as they are (a u8 max) are reloaded too (on x86 they stay spliced).
// RUN: %clang --target=aarch64-linux-gnu -O3 -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=A64
// RUN: %clang --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -G0 -O3 -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=HVX
#include <stdint.h>

// A64-LABEL: box3:
// A64-NOT: ext v
// A64: sqdmulh
// A64-NOT: ext v
// A64: ret
// HVX-LABEL: box3:
// HVX: vlalign
// HVX: vmpy
// HVX: .Lfunc_end0
void box3(uint8_t *restrict o, const uint8_t *restrict r, int w) {
  for (int x = 0; x < w; x++) o[x] = (uint8_t)((r[x] + r[x + 1] + r[x + 2]) / 3);
}

// A64-LABEL: max3:
// A64-NOT: ext v
// A64: umax
// A64-NOT: ext v
// A64: ret
void max3(uint8_t *restrict o, const uint8_t *restrict r, int w) {
  for (int x = 0; x < w; x++) {
    uint8_t m = r[x] > r[x + 1] ? r[x] : r[x + 1];
    o[x] = m > r[x + 2] ? m : r[x + 2];
  }
}
