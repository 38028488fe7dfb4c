; Odd element widths have no target instruction; only the generic compound forms at the op's
; own width apply (absd as max - min: 3 operations instead of compare, 2 subtracts and select).
; On Hexagon, vectors shorter than 64 bits are left alone (llc 16 cannot select some of them).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=x86-avx2 %s

; CHECK-LABEL: @odd_width(
; CHECK-NOT: select
; CHECK: call <3 x i7> @llvm.umax.v3i7(<3 x i7> %a, <3 x i7> %b)
; CHECK: call <3 x i7> @llvm.umin.v3i7(<3 x i7> %a, <3 x i7> %b)
; CHECK: sub <3 x i7>
; CHECK-NOT: call {{.*}}@llvm.{{x86|aarch64|hexagon}}
; HVX-LABEL: @odd_width(
; HVX: select
; HVX-NOT: @llvm.umax
define <3 x i7> @odd_width(<3 x i7> %a, <3 x i7> %b) {
  %c = icmp ugt <3 x i7> %a, %b
  %d1 = sub <3 x i7> %a, %b
  %d2 = sub <3 x i7> %b, %a
  %r = select <3 x i1> %c, <3 x i7> %d1, <3 x i7> %d2
  ret <3 x i7> %r
}
