; A requantizing multiply by a loop-invariant multiplier (TFLite's depthwise conv output stage):
; the vectorizer hoists splat(sext i32 %mult to i64) out of the loop. The import sees through the
; splat (sext of a splat of %mult), so the product is a widening multiply of two i32 values and
; the original `mul` (which llc selects as smull) is kept. Truncating the hoisted i64 splat
; instead, as fixsel did when the splat was an opaque leaf narrowed by wmul_fit_s, left llc with
; sext(trunc(splat)), which it cannot see through: it multiplied i64 lanes in scalar registers
; (depthwise_conv3x3 on NEON was 0.85x of clang alone).
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=aarch64>,verify' %s | llc -mtriple=aarch64-linux-gnu -o - | FileCheck %s --check-prefix=ASM
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=hvx %s

; CHECK-LABEL: define <8 x i32> @requant_by_invariant(
; CHECK: body:
; CHECK-NOT: trunc <8 x i64> %splat
; CHECK: @llvm.aarch64.neon.rshrn.v2i32
; ASM-LABEL: requant_by_invariant:
; ASM-NOT: fmov
; ASM: smull
; ASM-NOT: {{^\s+mul\s}}
; ASM: ret
define <8 x i32> @requant_by_invariant(<8 x i32> %acc, i32 %mult) {
entry:
  %m64 = sext i32 %mult to i64
  %ins = insertelement <8 x i64> poison, i64 %m64, i64 0
  %splat = shufflevector <8 x i64> %ins, <8 x i64> poison, <8 x i32> zeroinitializer
  br label %body

body:
  %a64 = sext <8 x i32> %acc to <8 x i64>
  %p = mul nsw <8 x i64> %a64, %splat
  %r = add nsw <8 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = lshr <8 x i64> %r, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %t = trunc <8 x i64> %s to <8 x i32>
  ret <8 x i32> %t
}

; An extension in another block applied to a vector (an i16 operand widened once before the
; loop) is an opaque leaf narrowed by wmul_fit_s: the emitter uses the i16 vector itself for its
; truncation (Emitter::unextended_leaf).
; CHECK-LABEL: define <8 x i16> @mul_by_extended_vector(
; CHECK: body:
; CHECK-NOT: trunc
; CHECK: @llvm.aarch64.neon.smull.v4i32(
; CHECK: @llvm.aarch64.neon.rshrn.v4i16
; ASM-LABEL: mul_by_extended_vector:
; ASM: smull
define <8 x i16> @mul_by_extended_vector(<8 x i16> %x, <8 x i16> %w) {
entry:
  %w32 = sext <8 x i16> %w to <8 x i32>
  br label %body

body:
  %x32 = sext <8 x i16> %x to <8 x i32>
  %p = mul nsw <8 x i32> %x32, %w32
  %r = add nsw <8 x i32> %p, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %s = ashr <8 x i32> %r, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %t = trunc <8 x i32> %s to <8 x i16>
  ret <8 x i16> %t
}

; The SLP vectorizer packs two loop-invariant multipliers into one short vector and broadcasts
; each from its lane (tflite_add's two input multipliers): lane 1 of sext(<2 x i32>) is imported
; as the sext of the scalar inserted there, so the product is again a widening multiply.
; CHECK-LABEL: define <8 x i32> @requant_by_packed_invariants(
; CHECK: body:
; CHECK-NOT: trunc <8 x i64>
; CHECK: @llvm.aarch64.neon.rshrn.v2i32
; ASM-LABEL: requant_by_packed_invariants:
; ASM: smull
; ASM-NOT: {{^\s+mul\s}}
; ASM: ret
define <8 x i32> @requant_by_packed_invariants(<8 x i32> %acc, i32 %m0, i32 %m1) {
entry:
  %v0 = insertelement <2 x i32> poison, i32 %m0, i64 0
  %v1 = insertelement <2 x i32> %v0, i32 %m1, i64 1
  %w = sext <2 x i32> %v1 to <2 x i64>
  %splat = shufflevector <2 x i64> %w, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  br label %body

body:
  %a64 = sext <8 x i32> %acc to <8 x i64>
  %p = mul nsw <8 x i64> %a64, %splat
  %r = add nsw <8 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = lshr <8 x i64> %r, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %t = trunc <8 x i64> %s to <8 x i32>
  ret <8 x i32> %t
}
