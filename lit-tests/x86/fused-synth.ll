; Synthesized fused lowering rule (ruletable/rules/synth/fused-x86-*.rules, `synth-offline
; synthesize-fused`, found on all three x86 targets): a u8 shifted left by 2 with unsigned
; saturation is two saturating doublings (paddusb twice), where the hand rules widen, shift and
; pack. The rule is pinned to a shift of 2 (the proof needs it): a shift of 3 keeps the hand lowering.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=x86-sse4.1>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: %difftest --target=x86-avx2 %s

; FIRED: fixsel: rule: @sat_shl2 fused_x86_
; FIRED-NOT: @sat_shl3_stays fused_x86_

; CHECK-LABEL: define <32 x i8> @sat_shl2(
; CHECK-NOT: {{zext|shl}}
; CHECK: %[[D:[0-9]+]] = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %a)
; CHECK: call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %[[D]], <32 x i8> %[[D]])
; CHECK: ret
; CHECK-LABEL: define <32 x i8> @sat_shl3_stays(
; CHECK: shl
; CHECK: @llvm.x86.avx2.packuswb(
; CHECK: ret

define <32 x i8> @sat_shl2(<32 x i8> %a) {
  %w = zext <32 x i8> %a to <32 x i16>
  %s = shl nuw nsw <32 x i16> %w, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %m = call <32 x i16> @llvm.umin.v32i16(<32 x i16> %s, <32 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %t = trunc <32 x i16> %m to <32 x i8>
  ret <32 x i8> %t
}

define <32 x i8> @sat_shl3_stays(<32 x i8> %a) {
  %w = zext <32 x i8> %a to <32 x i16>
  %s = shl nuw nsw <32 x i16> %w, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %m = call <32 x i16> @llvm.umin.v32i16(<32 x i16> %s, <32 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %t = trunc <32 x i16> %m to <32 x i8>
  ret <32 x i8> %t
}

declare <32 x i16> @llvm.umin.v32i16(<32 x i16>, <32 x i16>)
