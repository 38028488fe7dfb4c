// clang's vectorized dot products through fixsel on AArch64 +dotprod: the accumulator phis are
// lane-sum-only, so the byte products become sdot/udot accumulating in the loop. Without
// +dotprod (or without fixsel) the loop widens and multiplies lane by lane.
// bench/drivers execute these kernels (scripts/bench.py --check --only dot_u8i8).
// RUN: %clang -O3 -ffreestanding -S --target=aarch64-linux-gnu -march=armv8.2-a+dotprod -fpass-plugin=%plugin %s -o - | FileCheck %s --check-prefix=DOT
// RUN: %clang -O3 -ffreestanding -S --target=aarch64-linux-gnu -march=armv8.2-a+dotprod %s -o - | FileCheck %s --check-prefix=STOCK
// RUN: %clang -O3 -ffreestanding -S --target=aarch64-linux-gnu -fpass-plugin=%plugin %s -o - | FileCheck %s --check-prefix=STOCK
#include <stdint.h>

// DOT-LABEL: dot_u8i8:
// DOT: Inner Loop Header
// DOT-NOT: {{[su]}}shll
// DOT: sdot v{{[0-9]+}}.4s, v{{[0-9]+}}.16b, v{{[0-9]+}}.16b
// DOT: b.ne
// STOCK-LABEL: dot_u8i8:
// STOCK-NOT: {{[su]}}dot
// STOCK: .size dot_u8i8
int32_t dot_u8i8(const uint8_t *restrict a, const int8_t *restrict w, int n)
{
    int32_t acc = 0;
    for (int i = 0; i < n; i++)
        acc += (int32_t)a[i] * w[i];
    return acc;
}

// DOT-LABEL: dot_u8u8:
// DOT: Inner Loop Header
// DOT-NOT: mul
// DOT: udot v{{[0-9]+}}.4s, v{{[0-9]+}}.16b, v{{[0-9]+}}.16b
// DOT-NOT: mul
// DOT: b.ne
// STOCK-LABEL: dot_u8u8:
// STOCK-NOT: {{[su]}}dot
// STOCK: .size dot_u8u8
uint32_t dot_u8u8(const uint8_t *restrict a, const uint8_t *restrict b, int n)
{
    uint32_t acc = 0;
    for (int i = 0; i < n; i++)
        acc += (uint32_t)a[i] * b[i];
    return acc;
}

// DOT-LABEL: dot_i8i8:
// DOT: Inner Loop Header
// DOT-NOT: mul
// DOT: sdot v{{[0-9]+}}.4s, v{{[0-9]+}}.16b, v{{[0-9]+}}.16b
// DOT-NOT: mul
// DOT: b.ne
int32_t dot_i8i8(const int8_t *restrict a, const int8_t *restrict b, int n)
{
    int32_t acc = 0;
    for (int i = 0; i < n; i++)
        acc += a[i] * b[i];
    return acc;
}

// A running sum stored each iteration is not a reduction: nothing is regrouped.
// DOT-LABEL: prefix_dot:
// DOT-NOT: {{[su]}}dot
// DOT: .size prefix_dot
void prefix_dot(int32_t *restrict out, const int8_t *restrict a, const int8_t *restrict b, int n)
{
    for (int i = 0; i < n; i++)
        out[i] += a[i] * b[i];
}
