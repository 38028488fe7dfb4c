; Synthesized fused lowering rules (ruletable/rules/synth/fused-hvx.rules, `synth-offline
; synthesize-fused`): each lowers a lifted FPIR term of the corpus as a whole, cheaper than the
; hand rules lower it op by op. A saturating shift left by 2 is a widening multiply by 32 and a
; saturating narrowing shift right by 3 (the hand rules widen, shift and narrow; two saturating
; doublings cost the same, the search met this one first); gaussian5x5's and gaussian3x3's sums accumulate into the 16-bit
; pair with vmpyubv.acc and vaddubh.acc (a constant added as the bytes (0, c)).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=hvx>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %difftest --target=hvx %s

; FIRED-DAG: fixsel: rule: @sat_shl2 fused_hvx_
; FIRED-DAG: fixsel: rule: @acc_mul6 fused_hvx_
; FIRED-DAG: fixsel: rule: @acc_round8 fused_hvx_

; CHECK-LABEL: define <128 x i8> @sat_shl2(
; CHECK-NOT: shl
; CHECK: @llvm.hexagon.V6.vmpyubv.128B(
; CHECK: @llvm.hexagon.V6.vasrhubsat.128B(
; CHECK-NOT: @llvm.hexagon
; CHECK: ret
; CHECK-LABEL: define <128 x i16> @acc_mul6(
; CHECK: @llvm.hexagon.V6.vmpyubv.acc.128B(
; CHECK: @llvm.hexagon.V6.vaddubh.acc.128B(
; CHECK-NOT: @llvm.hexagon
; CHECK: ret
; CHECK-LABEL: define <128 x i16> @acc_round8(
; CHECK: @llvm.hexagon.V6.vaddubh.acc.128B(
; CHECK: @llvm.hexagon.V6.vaddubh.acc.128B(<64 x i32> %{{[0-9]+}}, <32 x i32> zeroinitializer,
; CHECK: ret

define <128 x i8> @sat_shl2(<128 x i8> %a) {
  %w = zext <128 x i8> %a to <128 x i16>
  %s = shl nuw nsw <128 x i16> %w, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %m = call <128 x i16> @llvm.umin.v128i16(<128 x i16> %s, <128 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %t = trunc <128 x i16> %m to <128 x i8>
  ret <128 x i8> %t
}

define <128 x i16> @acc_mul6(<128 x i8> %x, <128 x i8> %y, <128 x i8> %z, <128 x i16> %u) {
  %xw = zext <128 x i8> %x to <128 x i16>
  %m = mul nuw nsw <128 x i16> %xw, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %yw = zext <128 x i8> %y to <128 x i16>
  %zw = zext <128 x i8> %z to <128 x i16>
  %s1 = add nuw nsw <128 x i16> %m, %yw
  %s2 = add nuw nsw <128 x i16> %s1, %zw
  %r = add <128 x i16> %s2, %u
  ret <128 x i16> %r
}

define <128 x i16> @acc_round8(<128 x i16> %x, <128 x i8> %y, <128 x i8> %z) {
  %yw = zext <128 x i8> %y to <128 x i16>
  %zw = zext <128 x i8> %z to <128 x i16>
  %s1 = add <128 x i16> %x, %yw
  %s2 = add <128 x i16> %s1, %zw
  %r = add <128 x i16> %s2, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  ret <128 x i16> %r
}

declare <128 x i16> @llvm.umin.v128i16(<128 x i16>, <128 x i16>)
