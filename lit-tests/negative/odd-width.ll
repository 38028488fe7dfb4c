; Odd element widths have no target instruction; only the generic compound forms at the op's
; own width apply (absd as max - min: 3 operations instead of compare, 2 subtracts and select).
; Below 8 bits no rule applies at all: rules are proved with their width variables at 8 bits or
; more (pattern.rs, MIN_VAR_WIDTH). On Hexagon, vectors shorter than 64 bits are left alone (llc 16
; cannot select some of them).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=x86-avx2 %s

; CHECK-LABEL: @odd_width(
; CHECK-NOT: select
; CHECK: call <3 x i12> @llvm.umax.v3i12(<3 x i12> %a, <3 x i12> %b)
; CHECK: call <3 x i12> @llvm.umin.v3i12(<3 x i12> %a, <3 x i12> %b)
; CHECK: sub <3 x i12>
; CHECK-NOT: call {{.*}}@llvm.{{x86|aarch64|hexagon}}
; HVX-LABEL: @odd_width(
; HVX: select
; HVX-NOT: @llvm.umax
define <3 x i12> @odd_width(<3 x i12> %a, <3 x i12> %b) {
  %c = icmp ugt <3 x i12> %a, %b
  %d1 = sub <3 x i12> %a, %b
  %d2 = sub <3 x i12> %b, %a
  %r = select <3 x i1> %c, <3 x i12> %d1, <3 x i12> %d2
  ret <3 x i12> %r
}

; CHECK-LABEL: @narrow_width(
; CHECK-NOT: @llvm.umax
; CHECK: select <3 x i1> %c, <3 x i7> %d1, <3 x i7> %d2
; CHECK-NEXT: ret <3 x i7> %r
; HVX-LABEL: @narrow_width(
; HVX: select
define <3 x i7> @narrow_width(<3 x i7> %a, <3 x i7> %b) {
  %c = icmp ugt <3 x i7> %a, %b
  %d1 = sub <3 x i7> %a, %b
  %d2 = sub <3 x i7> %b, %a
  %r = select <3 x i1> %c, <3 x i7> %d1, <3 x i7> %d2
  ret <3 x i7> %r
}
