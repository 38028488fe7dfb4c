; On a target fixsel has no rules for, the full pass is expand-only: FPIR calls become plain
; integer IR (so the backend never sees an undefined @fixsel.* symbol), the unused declarations
; are deleted, and everything else is left alone (the absd idiom below stays a select).
; RUN: %opt -passes='fixsel,verify' -S %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: not grep '@fixsel\.' %t.ll
; The expansion is target-independent IR: execute it (on x86) against the plain-IR reference.
; RUN: %difftest-pair --target=x86-avx2 --after %t.ll %S/Inputs/unsupported-target-plain.ll
target triple = "riscv64-unknown-linux-gnu"

; The generic lowering rules (generic/lower.rules) still apply.
; CHECK-LABEL: @uqadd(
; CHECK: call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
define <16 x i8> @uqadd(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.saturating_add.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; Including the compound ones at the op's own width: (a | b) - ((a ^ b) >> 1), no widening.
; CHECK-LABEL: @rhadd(
; CHECK-NOT: zext
; CHECK-DAG: or <16 x i8> %a, %b
; CHECK-DAG: xor <16 x i8> %a, %b
; CHECK: lshr <16 x i8>
; CHECK: sub <16 x i8>
; CHECK: ret
define <16 x i8> @rhadd(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; CHECK-LABEL: @absd_idiom(
; CHECK-NEXT: %c = icmp ugt <16 x i8> %a, %b
; CHECK-NEXT: %d1 = sub <16 x i8> %a, %b
; CHECK-NEXT: %d2 = sub <16 x i8> %b, %a
; CHECK-NEXT: %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
define <16 x i8> @absd_idiom(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  ret <16 x i8> %r
}

declare <16 x i8> @fixsel.saturating_add.v16u8(<16 x i8>, <16 x i8>)
declare <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8>, <16 x i8>)
