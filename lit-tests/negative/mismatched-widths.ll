; Operands of different widths (u8 + u16 in i32, clamped to 255): not a saturating add. It is a
; 4x saturating narrow of the i32 sum, which AArch64 lowers (uqxtn twice: 13 instructions after
; llc instead of 15); other targets leave it unchanged. (Moved out of unchanged.ll.)
; RUN: %plain-opt -passes=verify -S %s -o %t.before
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.hvx
; RUN: diff %t.before %t.hvx
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.x86
; RUN: diff %t.before %t.x86
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64 %s

; CHECK-LABEL: define <16 x i8> @mismatched_widths(
; CHECK-NOT: qadd
; CHECK: add <16 x i32>
; CHECK: @llvm.aarch64.neon.uqxtn.v4i16(
; CHECK: @llvm.aarch64.neon.uqxtn.v8i8(
; CHECK-NOT: qadd
; CHECK: ret <16 x i8>
define <16 x i8> @mismatched_widths(<16 x i8> %a, <16 x i16> %b) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i16> %b to <16 x i32>
  %s = add <16 x i32> %xa, %xb
  %m = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %s, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %r = trunc <16 x i32> %m to <16 x i8>
  ret <16 x i8> %r
}

declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)
