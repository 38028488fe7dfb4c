; Constant expressions as operands: an opaque leaf to fixsel, kept as it is. (Not executed:
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,ARM
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,X86
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,X86
; RUN: %opt -passes='fixsel<target=generic>,verify' -S %s | FileCheck %s --check-prefixes=CHECK


@g = global [4 x i8] zeroinitializer

; The rounding constant is a constant expression (ptrtoint of a global, not a known 1): the
; average is not formed, the widening add under it may be; the expression survives.
; CHECK-LABEL: @constexpr_addend(
; CHECK: ptrtoint (ptr @g to i16)
; CHECK-NOT: {{vavg|rhadd|pavg}}
; CHECK: ret <8 x i8>
define <8 x i8> @constexpr_addend(<8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = add <8 x i16> %xa, %xb
  %s1 = add <8 x i16> %s, <i16 ptrtoint (ptr @g to i16), i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <8 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <8 x i16> %h to <8 x i8>
  ret <8 x i8> %r
}

; A constant expression as a whole operand of a saturating add: the op is still selected, with
; the expression as its operand.
; CHECK-LABEL: @constexpr_operand(
; CHECK: ptrtoint (ptr @g to i8)
; HVX: @llvm.hexagon.V6.vaddubsat.128B(
; ARM: @llvm.aarch64.neon.uqadd.v16i8(
; X86: @llvm.{{x86.sse2.paddus.b|uadd.sat.v16i8}}(
; CHECK: ret <16 x i8>
define <16 x i8> @constexpr_operand(<16 x i8> %a) {
  %c = insertelement <16 x i8> zeroinitializer, i8 ptrtoint (ptr @g to i8), i64 0
  %xa = zext <16 x i8> %a to <16 x i16>
  %xc = zext <16 x i8> %c to <16 x i16>
  %s = add <16 x i16> %xa, %xc
  %m = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %s, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %r = trunc <16 x i16> %m to <16 x i8>
  ret <16 x i8> %r
}

declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>)
