// clang -O2 -fpass-plugin runs the width hint before the loop vectorizer (vf_hint.rs): a byte
// stencil that fixsel computes at 16 bits gets a whole register of bytes per iteration, where
// the vectorizer alone sizes it by its 32-bit lanes. FIXSEL_VF_HINT=0 turns the hint off.
// RUN: %clang -O2 -ffreestanding -S --target=x86_64-linux-gnu -mavx2 -fpass-plugin=%plugin -Rpass=loop-vectorize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=X86
// RUN: env FIXSEL_VF_HINT=0 %clang -O2 -ffreestanding -S --target=x86_64-linux-gnu -mavx2 -fpass-plugin=%plugin -Rpass=loop-vectorize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OFF
// RUN: %clang -O2 -ffreestanding -S --target=aarch64-linux-gnu -fpass-plugin=%plugin -Rpass=loop-vectorize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=A64
// RUN: env FIXSEL_VF_HINT=0 %clang -O2 -ffreestanding -S --target=aarch64-linux-gnu -fpass-plugin=%plugin -Rpass=loop-vectorize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=A64-OFF
// At -Os the hint is not given: the vectorizer declines this loop there, as without the plugin.
// RUN: %clang -Os -ffreestanding -S --target=x86_64-linux-gnu -mavx2 -fpass-plugin=%plugin -Rpass=loop-vectorize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=OS --allow-empty
// OS-NOT: vectorized loop
#include <stdint.h>

// X86: clang.c:[[@LINE+6]]:{{.*}}vectorization width: 32,
// OFF: clang.c:[[@LINE+5]]:{{.*}}vectorization width: 16,
// A64: clang.c:[[@LINE+4]]:{{.*}}vectorization width: 16,
// A64-OFF: clang.c:[[@LINE+3]]:{{.*}}vectorization width: 8,
void mean3x3(uint8_t *restrict o, const uint8_t *restrict r0, const uint8_t *restrict r1,
             const uint8_t *restrict r2, int n) {
  for (int x = 0; x < n; x++)
    o[x] = (r0[x] + r0[x + 1] + r0[x + 2] + r1[x] + r1[x + 1] + r1[x + 2] + r2[x] + r2[x + 1] + r2[x + 2]) / 9;
}
