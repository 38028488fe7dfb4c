; FPIR written as @fixsel.<op>.<types> calls is accepted as input by the full pass: an op with a
; lowering rule for the target becomes its instruction; every other op is expanded to plain
; integer IR through its definition (fpir.def). No @fixsel call or declaration survives.
;
; Execution: this file cannot be run as is (llc knows no @fixsel.*), so difftest runs an
; independent, hand-written plain-IR version of each function (Inputs/ops-plain.ll, same names
; and signatures) as "before" and the pass's output as "after", bit-exactly on the target. A
; wrong lowering, a wrong expansion, or a misread operand order fails it.
;
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.x86
; RUN: FileCheck %s --check-prefix=X86 < %t.x86
; RUN: not grep '@fixsel\.' %t.x86
; RUN: %difftest-pair --target=x86-avx2 --after %t.x86 %S/Inputs/ops-plain.ll
;
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.a64
; RUN: FileCheck %s --check-prefix=A64 < %t.a64
; RUN: not grep '@fixsel\.' %t.a64
; RUN: %difftest-pair --target=aarch64 --after %t.a64 %S/Inputs/ops-plain.ll
;
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.hvx
; RUN: FileCheck %s --check-prefix=HVX < %t.hvx
; RUN: not grep '@fixsel\.' %t.hvx
; RUN: %difftest-pair --target=hvx --after %t.hvx %S/Inputs/ops-plain.ll
;
; This module has no target triple, so plain `fixsel` knows no target: expand-only. Every call is
; still expanded, and no target intrinsic appears.
; RUN: %opt -passes='fixsel,verify' -S %s -o %t.none
; RUN: not grep -E '@fixsel\.|@llvm\.(x86|aarch64|hexagon)' %t.none
; RUN: %difftest-pair --target=x86-avx2 --after %t.none %S/Inputs/ops-plain.ll

; X86-LABEL: @rhadd_u8(
; X86: call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
; A64-LABEL: @rhadd_u8(
; A64: call <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8> %a, <16 x i8> %b)
; HVX-LABEL: @rhadd_u8(
; HVX: call <32 x i32> @llvm.hexagon.V6.vavgubrnd.128B(
define <16 x i8> @rhadd_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; X86-LABEL: @sadd_i16(
; X86: call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
; A64-LABEL: @sadd_i16(
; A64: call <8 x i16> @llvm.aarch64.neon.sqadd.v8i16(<8 x i16> %a, <8 x i16> %b)
; HVX-LABEL: @sadd_i16(
; HVX: call <32 x i32> @llvm.hexagon.V6.vaddhsat.128B(
define <8 x i16> @sadd_i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @fixsel.saturating_add.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

; X86-LABEL: @absd_u8(
; X86-DAG: call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
; X86-DAG: call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %b, <16 x i8> %a)
; X86: or <16 x i8>
; A64-LABEL: @absd_u8(
; A64: call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %a, <16 x i8> %b)
; HVX-LABEL: @absd_u8(
; HVX: call <32 x i32> @llvm.hexagon.V6.vabsdiffub.128B(
define <16 x i8> @absd_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.absd.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; x86 has packuswb (the <8 x i16> operand padded to two registers), AArch64 sqxtun; elsewhere
; expanded (signed i16 clamped to [0, 255], truncated).
; X86-LABEL: @narrow_su(
; X86: call <16 x i8> @llvm.x86.sse2.packuswb.128(
; A64-LABEL: @narrow_su(
; A64: call <8 x i8> @llvm.aarch64.neon.sqxtun.v8i8(<8 x i16> %x)
define <8 x i8> @narrow_su(<8 x i16> %x) {
  %r = call <8 x i8> @fixsel.saturating_narrow.v8i16.v8u8(<8 x i16> %x)
  ret <8 x i8> %r
}

; The Q15 multiply: the shift amount is passed as a constant vector. x86: pmulhrsw with its
; fix-up for -32768 * -32768 (nothing proves an operand is not -32768). AArch64: sqrdmulh.
; A64-LABEL: @q15_mul(
; A64: call <8 x i16> @llvm.aarch64.neon.sqrdmulh.v8i16(<8 x i16> %x, <8 x i16> %y)
; A64-NOT: select
; A64: ret <8 x i16>
; X86-LABEL: @q15_mul(
; X86: [[P:%[0-9]+]] = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %x, <8 x i16> %y)
; X86: icmp eq <8 x i16> [[P]], <i16 -32768,
; X86-NOT: select
; X86: ret <8 x i16>
define <8 x i16> @q15_mul(<8 x i16> %x, <8 x i16> %y) {
  %r = call <8 x i16> @fixsel.rounding_mul_shr.v8i16(<8 x i16> %x, <8 x i16> %y, <8 x i16> <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>)
  ret <8 x i16> %r
}

; Mixed signedness: x signed, y unsigned.
; X86-LABEL: @wmul_su(
; X86-DAG: sext <8 x i8> %x to <8 x i16>
; X86-DAG: zext <8 x i8> %y to <8 x i16>
; X86: mul <8 x i16>
define <8 x i16> @wmul_su(<8 x i8> %x, <8 x i8> %y) {
  %r = call <8 x i16> @fixsel.widening_mul.v8i8.v8u8(<8 x i8> %x, <8 x i8> %y)
  ret <8 x i16> %r
}

define <16 x i8> @hsub_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.halving_sub.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; A signed shift amount: negative shifts left.
define <8 x i16> @rshr_s16(<8 x i16> %x, <8 x i16> %y) {
  %r = call <8 x i16> @fixsel.rounding_shr.v8i16(<8 x i16> %x, <8 x i16> %y)
  ret <8 x i16> %r
}

; saturating_sub.u: x86's psubus (llvm.usub.sat), AArch64's uqsub.
; X86-LABEL: @ssub_u8(
; X86: call <16 x i8> @llvm.usub.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
; A64-LABEL: @ssub_u8(
; A64: call <16 x i8> @llvm.aarch64.neon.uqsub.v16i8(<16 x i8> %a, <16 x i8> %b)
define <16 x i8> @ssub_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.saturating_sub.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <8 x i16> @eadd_u(<8 x i16> %x, <8 x i8> %y) {
  %r = call <8 x i16> @fixsel.extending_add.v8u16.v8u8(<8 x i16> %x, <8 x i8> %y)
  ret <8 x i16> %r
}

define <16 x i8> @abs_s8(<16 x i8> %x) {
  %r = call <16 x i8> @fixsel.abs.v16i8(<16 x i8> %x)
  ret <16 x i8> %r
}

; Calls feeding calls and plain IR, a result used in another block, and an unused call (erased).
; X86-LABEL: @chain(
; X86: call <16 x i8> @llvm.x86.sse2.pavg.b(
; X86-NOT: call {{.*}}@fixsel
; X86: next:
; X86: ret <16 x i8>
define <16 x i8> @chain(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c) {
  %w = call <16 x i16> @fixsel.widening_add.v16u8(<16 x i8> %a, <16 x i8> %b)
  %n = call <16 x i8> @fixsel.saturating_narrow.v16u16(<16 x i16> %w)
  %h = call <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8> %n, <16 x i8> %c)
  %unused = call <16 x i8> @fixsel.absd.v16u8(<16 x i8> %a, <16 x i8> %c)
  br label %next
next:
  %r = xor <16 x i8> %h, %a
  ret <16 x i8> %r
}

declare <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8>, <16 x i8>)
declare <8 x i16> @fixsel.saturating_add.v8i16(<8 x i16>, <8 x i16>)
declare <16 x i8> @fixsel.absd.v16u8(<16 x i8>, <16 x i8>)
declare <8 x i8> @fixsel.saturating_narrow.v8i16.v8u8(<8 x i16>)
declare <8 x i16> @fixsel.rounding_mul_shr.v8i16(<8 x i16>, <8 x i16>, <8 x i16>)
declare <8 x i16> @fixsel.widening_mul.v8i8.v8u8(<8 x i8>, <8 x i8>)
declare <16 x i8> @fixsel.halving_sub.v16u8(<16 x i8>, <16 x i8>)
declare <8 x i16> @fixsel.rounding_shr.v8i16(<8 x i16>, <8 x i16>)
declare <16 x i8> @fixsel.saturating_sub.v16u8(<16 x i8>, <16 x i8>)
declare <8 x i16> @fixsel.extending_add.v8u16.v8u8(<8 x i16>, <8 x i8>)
declare <16 x i8> @fixsel.abs.v16i8(<16 x i8>)
declare <16 x i16> @fixsel.widening_add.v16u8(<16 x i8>, <16 x i8>)
declare <16 x i8> @fixsel.saturating_narrow.v16u16(<16 x i16>)
