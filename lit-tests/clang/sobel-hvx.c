// HVX lane order: sobel's widen-add-absd-narrow chain (bench/kernels/sobel3x3.c) stays in the
// widening instructions' dealt layout from the vadd/vadd-acc pairs through vabsdiff to vsat,
// which reads a dealt pair: no vshuff/vdeal in the vector loop (clang alone: 78 packets in the
// hot loop, with fixsel 19).
// RUN: %clang -O3 -ffreestanding -S --target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true -fpass-plugin=%plugin %S/../../bench/kernels/sobel3x3.c -o - | FileCheck %s
// CHECK-LABEL: sobel3x3:
// CHECK-NOT: {{vshuff|vdeal}}
// CHECK: .h += vadd(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub)
// CHECK-NOT: {{vshuff|vdeal}}
// CHECK: vabsdiff(v{{[0-9]+}}.uh,v{{[0-9]+}}.uh)
// CHECK-NOT: {{vshuff|vdeal}}
// CHECK: .ub = vsat(v{{[0-9]+}}.h,v{{[0-9]+}}.h)
// CHECK-NOT: {{vshuff|vdeal}}
// CHECK: .size sobel3x3
