; Operands of different widths (u8 + u16 in i32, clamped to 255): not a saturating add on any
; target. The clamp of the i32 sum is still a 4x saturating narrow, which x86 lowers to
; packssdw + packuswb and AArch64 to uqxtn twice; HVX leaves it unchanged.
; RUN: %plain-opt -passes=verify -S %s -o %t.before
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.hvx
; RUN: diff %t.before %t.hvx
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,X86
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,X86
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,A64
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: %difftest --target=aarch64 %s

; CHECK-LABEL: define <16 x i8> @mismatched_widths(
; CHECK-NOT: {{uadd.sat|uqadd|vaddubsat}}
; X86: packuswb
; A64: @llvm.aarch64.neon.uqxtn.v4i16(
; A64: @llvm.aarch64.neon.uqxtn.v8i8(
; CHECK-NOT: {{uadd.sat|uqadd|vaddubsat}}
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
