// clang -O2 -fpass-plugin runs fixsel after the loop vectorizer with no other flag.
// RUN: %clang -O2 -ffreestanding -S --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -fpass-plugin=%plugin %s -o - | FileCheck %s --check-prefix=HVX
// RUN: %clang -O2 -ffreestanding -S --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true %s -o - | FileCheck %s --check-prefix=STOCK-HVX
// RUN: %clang -O2 -ffreestanding -S --target=aarch64-linux-gnu -fpass-plugin=%plugin %s -o - | FileCheck %s --check-prefix=A64
// RUN: %clang -O2 -ffreestanding -S --target=x86_64-linux-gnu -mavx2 -fpass-plugin=%plugin %s -o - | FileCheck %s --check-prefix=X86
#include <stdint.h>

// HVX-LABEL: rhadd_u8:
// HVX: vavg(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub):rnd
// STOCK-HVX-LABEL: rhadd_u8:
// STOCK-HVX-NOT: :rnd
// STOCK-HVX: .size rhadd_u8
// A64-LABEL: rhadd_u8:
// A64: urhadd
// X86-LABEL: rhadd_u8:
// X86: vpavgb
void rhadd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) o[i] = (a[i] + b[i] + 1) >> 1;
}

// HVX-LABEL: sadd_u8:
// HVX: vadd(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub):sat
// STOCK-HVX-LABEL: sadd_u8:
// STOCK-HVX-NOT: :sat
// STOCK-HVX: .size sadd_u8
// A64-LABEL: sadd_u8:
// A64: uqadd
// X86-LABEL: sadd_u8:
// X86: vpaddusb
void sadd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) { int s = a[i] + b[i]; o[i] = s > 255 ? 255 : s; }
}

// HVX-LABEL: absd_u8:
// HVX: vabsdiff(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub)
// STOCK-HVX-LABEL: absd_u8:
// STOCK-HVX-NOT: vabsdiff
// STOCK-HVX: .size absd_u8
// A64-LABEL: absd_u8:
// A64: uabd
// X86-LABEL: absd_u8:
// X86: vpsubusb
void absd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) o[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
}
