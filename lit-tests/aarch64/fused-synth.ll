; Synthesized fused lowering rule (ruletable/rules/synth/fused-aarch64.rules, `synth-offline
; synthesize-fused`): the rounding shift of a widened 32-bit product by 31 (depthwise_conv3x3's
; and TFLite's requantization, here as clang writes it with ashr and with lshr before the trunc) is
; smull and one srshl by -31 (the shift register's low byte, 225, read signed), where the hand rules
; round the 64-bit product with separate instructions.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=aarch64>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %difftest --target=aarch64 %s

; FIRED-DAG: fixsel: rule: @q31_round_product fused_aarch64_
; FIRED-DAG: fixsel: rule: @requantize_lshr fused_aarch64_

; CHECK-LABEL: define <4 x i32> @q31_round_product(
; CHECK: @llvm.aarch64.neon.smull.v2i64(
; CHECK: @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %{{[0-9]+}}, <2 x i64> <i64 225, i64 225>)
; CHECK-NOT: {{add|ashr|lshr}} <
; CHECK: ret
; CHECK-LABEL: define <16 x i32> @requantize_lshr(
; CHECK: @llvm.aarch64.neon.srshl.v2i64(<2 x i64> %{{[0-9]+}}, <2 x i64> <i64 225, i64 225>)
; CHECK-NOT: {{add|ashr|lshr}} <
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
