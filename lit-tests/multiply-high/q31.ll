; Q31 multiplies (issue 14): gemmlowp's SaturatingRoundingDoublingHighMul as C writes it with an
; int64 product (bench/kernels/mul_q31.c), the truncating variant, and the wrapping one (no clamp).
; HVX has no 64-bit lanes: vmpye (low halfword) + vmpyo:<<1:rnd:sat:shift accumulating it; x86
; takes pmuldq of the even and odd lanes apart (x86.pmuldq_rdh/_dh: the high half of each doubled
; and biased 64-bit product, blended back) and fixes up -2^31 * -2^31 instead of emulating a
; 64-bit arithmetic shift and min; NEON has sqrdmulh/sqdmulh.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; llc 16's hexagon-vector-combine turns the unfixed wrapping product into the saturating
; instruction alone (INT32_MAX, not INT32_MIN, at -2^31 * -2^31): the reference build turns it off.
; RUN: %difftest --target=hvx --before-llc-flag=-hexagon-vector-combine=false %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s

; HVX-LABEL: define <32 x i32> @q31_round(
; HVX: @llvm.hexagon.V6.vmpyewuh.128B(
; HVX: @llvm.hexagon.V6.vmpyowh.rnd.sacc.128B(
; HVX-NOT: i64>
; HVX: ret <32 x i32>
; X86-LABEL: define <32 x i32> @q31_round(
; X86-NOT: @llvm.smin
; X86-NOT: mul <32 x i64>
; X86: mul <4 x i64>
; X86: mul <4 x i64>
; X86: shufflevector <8 x i32> {{.*}} <i32 1, i32 9, i32 3, i32 11, i32 5, i32 13, i32 7, i32 15>
; X86: icmp eq <32 x i32>
; X86: ret <32 x i32>
; A64-LABEL: define <32 x i32> @q31_round(
; A64: @llvm.aarch64.neon.sqrdmulh
define <32 x i32> @q31_round(<32 x i32> %a, <32 x i32> %b) {
  %wa = sext <32 x i32> %a to <32 x i64>
  %wb = sext <32 x i32> %b to <32 x i64>
  %p = mul nsw <32 x i64> %wb, %wa
  %r = add nsw <32 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = ashr <32 x i64> %r, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %c = call <32 x i64> @llvm.smin.v32i64(<32 x i64> %s, <32 x i64> <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>)
  %t = trunc <32 x i64> %c to <32 x i32>
  ret <32 x i32> %t
}

; HVX-LABEL: define <32 x i32> @q31_floor(
; HVX: @llvm.hexagon.V6.vmpyewuh.128B(
; HVX: @llvm.hexagon.V6.vmpyowh.sacc.128B(
; HVX: ret <32 x i32>
; X86-LABEL: define <32 x i32> @q31_floor(
; X86-NOT: @llvm.smin
; X86-NOT: mul <32 x i64>
; X86: mul <4 x i64>
; X86: mul <4 x i64>
; X86: shufflevector <8 x i32> {{.*}} <i32 1, i32 9, i32 3, i32 11, i32 5, i32 13, i32 7, i32 15>
; X86: icmp eq <32 x i32>
; X86: ret <32 x i32>
define <32 x i32> @q31_floor(<32 x i32> %a, <32 x i32> %b) {
  %wa = sext <32 x i32> %a to <32 x i64>
  %wb = sext <32 x i32> %b to <32 x i64>
  %p = mul nsw <32 x i64> %wb, %wa
  %s = ashr <32 x i64> %p, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %c = call <32 x i64> @llvm.smin.v32i64(<32 x i64> %s, <32 x i64> <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>)
  %t = trunc <32 x i64> %c to <32 x i32>
  ret <32 x i32> %t
}

; A loop-invariant multiplier (a splat of a sign-extended scalar, as the vectorizer hoists it):
; interval analysis knows it fits i32, so the product is a widening one and lifts the same way.
; HVX-LABEL: define <32 x i32> @q31_by_scalar(
; HVX: @llvm.hexagon.V6.vmpyowh.rnd.sacc.128B(
; HVX: ret <32 x i32>
; X86-LABEL: define <32 x i32> @q31_by_scalar(
; X86-NOT: @llvm.smin
; X86: ret <32 x i32>
define <32 x i32> @q31_by_scalar(<32 x i32> %a, i32 %m) {
  %m64 = sext i32 %m to i64
  %ins = insertelement <32 x i64> poison, i64 %m64, i64 0
  %wm = shufflevector <32 x i64> %ins, <32 x i64> poison, <32 x i32> zeroinitializer
  %wa = sext <32 x i32> %a to <32 x i64>
  %p = mul nsw <32 x i64> %wm, %wa
  %r = add nsw <32 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = ashr <32 x i64> %r, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %c = call <32 x i64> @llvm.smin.v32i64(<32 x i64> %s, <32 x i64> <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>)
  %t = trunc <32 x i64> %c to <32 x i32>
  ret <32 x i32> %t
}

; The wrapping form (gemmlowp's output stage clamps later): x86.pmuldq_rdh alone, no fix-up; HVX uses its saturating instructions and selects INT32_MIN where both operands are
; INT32_MIN (q31_wrap_sat), never 64-bit lanes.
; HVX-LABEL: define <32 x i32> @q31_wrap(
; HVX: @llvm.hexagon.V6.vmpyewuh.128B(
; HVX: @llvm.hexagon.V6.vmpyowh.rnd.sacc.128B(
; HVX: select <32 x i1>
; HVX-NOT: i64>
; HVX: ret <32 x i32>
; X86-LABEL: define <32 x i32> @q31_wrap(
; X86-NOT: mul <32 x i64>
; X86: mul <4 x i64>
; X86: mul <4 x i64>
; X86: shufflevector <8 x i32> {{.*}} <i32 1, i32 9, i32 3, i32 11, i32 5, i32 13, i32 7, i32 15>
; X86-NOT: icmp
; X86: ret <32 x i32>
define <32 x i32> @q31_wrap(<32 x i32> %a, <32 x i32> %b) {
  %wa = sext <32 x i32> %a to <32 x i64>
  %wb = sext <32 x i32> %b to <32 x i64>
  %p = mul nsw <32 x i64> %wb, %wa
  %r = add nsw <32 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = ashr <32 x i64> %r, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %t = trunc <32 x i64> %s to <32 x i32>
  ret <32 x i32> %t
}

declare <32 x i64> @llvm.smin.v32i64(<32 x i64>, <32 x i64>)

; gemmlowp's SaturatingRoundingDoublingHighMul as C writes it (bench/kernels/tflite_add.c): the
; product nudged by +-2^30 toward its sign, divided by 2^31 (rounding toward zero), and
; INT32_MAX selected where both operands are INT32_MIN. The nudge and division are a rounding
; shift (rshr_s_nudge); the rest is the wrapping form above.
; HVX-LABEL: define <32 x i32> @srdhm_nudge(
; HVX: @llvm.hexagon.V6.vmpyowh.rnd.sacc.128B(
; HVX-NOT: i64>
; HVX: ret <32 x i32>
; X86-LABEL: define <32 x i32> @srdhm_nudge(
; X86-NOT: sdiv
; X86-NOT: mul <32 x i64>
; X86: mul <4 x i64>
; X86: mul <4 x i64>
; X86: shufflevector <8 x i32> {{.*}} <i32 1, i32 9, i32 3, i32 11, i32 5, i32 13, i32 7, i32 15>
; X86: ret <32 x i32>
; A64-LABEL: define <32 x i32> @srdhm_nudge(
; A64-NOT: sdiv
; A64: ret <32 x i32>
define <32 x i32> @srdhm_nudge(<32 x i32> %a, i32 %m) {
  %mm = icmp eq i32 %m, -2147483648
  %m64 = sext i32 %m to i64
  %ins = insertelement <32 x i64> poison, i64 %m64, i64 0
  %wm = shufflevector <32 x i64> %ins, <32 x i64> poison, <32 x i32> zeroinitializer
  %amin = icmp eq <32 x i32> %a, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %both = select i1 %mm, <32 x i1> %amin, <32 x i1> zeroinitializer
  %wa = sext <32 x i32> %a to <32 x i64>
  %p = mul nsw <32 x i64> %wm, %wa
  %pos = icmp sgt <32 x i64> %p, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %nudge = select <32 x i1> %pos, <32 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <32 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %r = add nsw <32 x i64> %nudge, %p
  %q = sdiv <32 x i64> %r, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %t = trunc <32 x i64> %q to <32 x i32>
  %s = select <32 x i1> %both, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %t
  ret <32 x i32> %s
}
