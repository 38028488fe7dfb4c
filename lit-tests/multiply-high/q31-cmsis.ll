; CMSIS's Q31 multiply (arm_mult_q31: the high word of the 64-bit product, clamped by __SSAT to 31
; bits, doubled), as clang -O3 vectorizes it (issue 16's list): lifted to the Q31 doubling high half
; with its low bit cleared, and(mul_shr.s(a, b, 31), -2) (Z3-proved, -2^31 * -2^31 included), so
; NEON uses sqdmulh, HVX vmpyewuh + vmpyowh:<<1:sat:shift, and x86 the pmuldq sequence. Also the
; Q15 form at 16 bits.
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s | FileCheck %s --check-prefix=LIFT
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=x86-avx2 %s

; LIFT-LABEL: define <32 x i32> @mult_q31_v32(
; LIFT: [[M:%.*]] = call <32 x i32> @fixsel.mul_shr.v32i32(<32 x i32> %{{a|b}}, <32 x i32> %{{a|b}}, <32 x i32> <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>)
; LIFT: and <32 x i32> [[M]], <i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2, i32 -2>
; A64-LABEL: define <32 x i32> @mult_q31_v32(
; A64: @llvm.aarch64.neon.sqdmulh
; A64-NOT: smin
; HVX-LABEL: define <32 x i32> @mult_q31_v32(
; HVX: @llvm.hexagon.V6.vmpyewuh.128B(
; HVX: @llvm.hexagon.V6.vmpyowh.sacc.128B(
; HVX-NOT: i64>
; HVX: ret <32 x i32>
define <32 x i32> @mult_q31_v32(<32 x i32> %a, <32 x i32> %b) {
  %wa = sext <32 x i32> %a to <32 x i64>
  %wb = sext <32 x i32> %b to <32 x i64>
  %p = mul nsw <32 x i64> %wb, %wa
  %h = lshr <32 x i64> %p, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %t = trunc <32 x i64> %h to <32 x i32>
  %c = call <32 x i32> @llvm.smin.v32i32(<32 x i32> %t, <32 x i32> <i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823>)
  %r = shl <32 x i32> %c, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  ret <32 x i32> %r
}

; LIFT-LABEL: define <4 x i32> @mult_q31_v4(
; LIFT: [[M:%.*]] = call <4 x i32> @fixsel.mul_shr.v4i32(<4 x i32> %{{a|b}}, <4 x i32> %{{a|b}}, <4 x i32> <i32 31, i32 31, i32 31, i32 31>)
; LIFT: and <4 x i32> [[M]], <i32 -2, i32 -2, i32 -2, i32 -2>
; A64-LABEL: define <4 x i32> @mult_q31_v4(
; A64: @llvm.aarch64.neon.sqdmulh
; A64-NOT: smin
define <4 x i32> @mult_q31_v4(<4 x i32> %a, <4 x i32> %b) {
  %wa = sext <4 x i32> %a to <4 x i64>
  %wb = sext <4 x i32> %b to <4 x i64>
  %p = mul nsw <4 x i64> %wb, %wa
  %h = lshr <4 x i64> %p, <i64 32, i64 32, i64 32, i64 32>
  %t = trunc <4 x i64> %h to <4 x i32>
  %c = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %t, <4 x i32> <i32 1073741823, i32 1073741823, i32 1073741823, i32 1073741823>)
  %r = shl <4 x i32> %c, <i32 1, i32 1, i32 1, i32 1>
  ret <4 x i32> %r
}

; LIFT-LABEL: define <8 x i16> @mult_q15_v8(
; LIFT: [[M:%.*]] = call <8 x i16> @fixsel.mul_shr.v8i16(<8 x i16> %{{a|b}}, <8 x i16> %{{a|b}}, <8 x i16> <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>)
; LIFT: and <8 x i16> [[M]], <i16 -2, i16 -2, i16 -2, i16 -2, i16 -2, i16 -2, i16 -2, i16 -2>
; A64-LABEL: define <8 x i16> @mult_q15_v8(
; A64: @llvm.aarch64.neon.sqdmulh
; A64-NOT: smin
define <8 x i16> @mult_q15_v8(<8 x i16> %a, <8 x i16> %b) {
  %wa = sext <8 x i16> %a to <8 x i32>
  %wb = sext <8 x i16> %b to <8 x i32>
  %p = mul nsw <8 x i32> %wb, %wa
  %h = lshr <8 x i32> %p, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %t = trunc <8 x i32> %h to <8 x i16>
  %c = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %t, <8 x i16> <i16 16383, i16 16383, i16 16383, i16 16383, i16 16383, i16 16383, i16 16383, i16 16383>)
  %r = shl <8 x i16> %c, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  ret <8 x i16> %r
}

; Clamped one too high (2^30): not the doubling high half; not lifted to it.
; LIFT-LABEL: define <4 x i32> @mult_q31_wrong_clamp(
; A64-LABEL: define <4 x i32> @mult_q31_wrong_clamp(
; LIFT-NOT: and <4 x i32>
; LIFT: ret
define <4 x i32> @mult_q31_wrong_clamp(<4 x i32> %a, <4 x i32> %b) {
  %wa = sext <4 x i32> %a to <4 x i64>
  %wb = sext <4 x i32> %b to <4 x i64>
  %p = mul nsw <4 x i64> %wb, %wa
  %h = lshr <4 x i64> %p, <i64 32, i64 32, i64 32, i64 32>
  %t = trunc <4 x i64> %h to <4 x i32>
  %c = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %t, <4 x i32> <i32 1073741824, i32 1073741824, i32 1073741824, i32 1073741824>)
  %r = shl <4 x i32> %c, <i32 1, i32 1, i32 1, i32 1>
  ret <4 x i32> %r
}

declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>)
