; Synthesized lifting rules (ruletable/rules/synth/lift.rules, `synth-offline synthesize-lift`).
; AArch64 and HVX clang computes `(uint8_t)((a + 128) >> 8)` of a u16 in i16: the sum wraps. The
; synthesized, generalized rule lifts it to rounding_shr.u (which does not wrap) where the wrapped
; carry is truncated away, shifts up to T.bits = 8; a shift of 9 keeps the carry and must stay.
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s | FileCheck %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<lift-only>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s

; CHECK-LABEL: define <16 x i8> @rshr8_wrapping(
; CHECK-NOT: {{= (add|lshr) }}
; CHECK: call <16 x i16> @fixsel.rounding_shr.v16u16(<16 x i16> %a, <16 x i16> <i16 8,
; CHECK-LABEL: define <16 x i8> @rshr5_wrapping(
; CHECK: call <16 x i16> @fixsel.rounding_shr.v16u16(<16 x i16> %a, <16 x i16> <i16 5,
; CHECK-LABEL: define <16 x i8> @rshr9_keeps_its_carry(
; CHECK-NOT: @fixsel.rounding_shr
; CHECK: add <16 x i16>
; CHECK: ret <16 x i8>
; FIRED: synth_lift_b5dd82

define <16 x i8> @rshr8_wrapping(<16 x i16> %a) {
  %s = add <16 x i16> %a, <i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128>
  %h = lshr <16 x i16> %s, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %t = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %t
}

define <16 x i8> @rshr5_wrapping(<16 x i16> %a) {
  %s = add <16 x i16> %a, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %h = lshr <16 x i16> %s, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %t = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %t
}

define <16 x i8> @rshr9_keeps_its_carry(<16 x i16> %a) {
  %s = add <16 x i16> %a, <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>
  %h = lshr <16 x i16> %s, <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>
  %t = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %t
}
