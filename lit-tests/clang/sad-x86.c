// A sum of absolute differences (bench/kernels/sad_u8.c) keeps clang's abs(sub) of zero-extended
// bytes on x86, so llc still forms psadbw in the reduction (absd_sad in x86/lower.rules); the
// generic u8 absd lowering (psubus | psubus) would hide it.
// RUN: %clang -O3 -S --target=x86_64-linux-gnu -march=haswell -fpass-plugin=%plugin %S/../../bench/kernels/sad_u8.c -o - | FileCheck %s
// (No -ffreestanding: clang then knows abs() and writes llvm.abs, its SAD form.)
// CHECK-LABEL: sad_u8:
// CHECK: vpsadbw
// CHECK: .size sad_u8
