; A fused lowering the synthesizer must not adopt (`synth-offline synthesize-fused`, AArch64):
; the rounding shift by 31 of a widened 32-bit product (depthwise_conv3x3's and TFLite's
; requantization, here with ashr and with lshr before the trunc) is smull + srshl by -31, cost 4
; against the hand rules' 8 in the synthesizer's model, which prices the widening multiply the
; hand rules leave to llc as sext, sext and a 64-bit mul. llc makes that an smull itself, and
; the hand rules fuse the shift with the trunc above the term into rshrn: 22 instructions
; against 31 with the synthesized rule. So terms whose hand lowering leaves a multiply to llc are
; not searched (`llc-mul` in the report), and the hand lowering stays.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64 %s

; CHECK-LABEL: define <4 x i32> @q31_round_product(
; CHECK-NOT: srshl
; CHECK: @llvm.aarch64.neon.rshrn.v2i32(<2 x i64> %{{[0-9]+}}, i32 31)
; CHECK: ret
; CHECK-LABEL: define <16 x i32> @requantize_lshr(
; CHECK-NOT: srshl
; CHECK: @llvm.aarch64.neon.rshrn.v2i32(<2 x i64> %{{[0-9]+}}, i32 31)
; CHECK: ret

define <4 x i32> @q31_round_product(<4 x i32> %x, <4 x i32> %y) {
  %xw = sext <4 x i32> %x to <4 x i64>
  %yw = sext <4 x i32> %y to <4 x i64>
  %p = mul nsw <4 x i64> %xw, %yw
  %r = add nsw <4 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = ashr <4 x i64> %r, <i64 31, i64 31, i64 31, i64 31>
  %t = trunc <4 x i64> %s to <4 x i32>
  ret <4 x i32> %t
}

define <16 x i32> @requantize_lshr(<16 x i32> %x, <16 x i32> %y) {
  %xw = sext <16 x i32> %x to <16 x i64>
  %yw = sext <16 x i32> %y to <16 x i64>
  %p = mul nsw <16 x i64> %xw, %yw
  %r = add nsw <16 x i64> %p, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %s = lshr <16 x i64> %r, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %t = trunc <16 x i64> %s to <16 x i32>
  ret <16 x i32> %t
}
