; Fused forms LLVM 16 makes from what fixsel emits: uaba/saba (add of uabd/sabd), uabal/uabdl
; (add/zext of uabd), and umlal (add of umull: the `add_acc` convention of aarch64.umlal, which
; the umlal* rules use, also for taps weighted by powers of two). Checked on llc's output, and
; executed. Measured (llc -O3 instructions incl. ret, plain IR -> fixsel): uaba_u8 6 -> 2,
; saba_s16 6 -> 2, uabal/uabdl/umlal 2 -> 2, weighted_taps 12 -> 10, doubled_tap_first 6 -> 4 vector
; instructions (plus the movi of the weights, which a loop hoists).
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t
; RUN: FileCheck %s --check-prefix=IR < %t
; RUN: llc -O3 -mtriple=aarch64-linux-gnu -mattr=+neon %t -o - | FileCheck %s --check-prefix=ASM
; RUN: %difftest --target=aarch64 %s

; IR-LABEL: define <16 x i8> @uaba_u8(
; IR: @llvm.aarch64.neon.uabd.v16i8(
; IR: add <16 x i8>
; ASM-LABEL: uaba_u8:
; ASM: uaba v0.16b
define <16 x i8> @uaba_u8(<16 x i8> %acc, <16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %d = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  %r = add <16 x i8> %acc, %d
  ret <16 x i8> %r
}

; IR-LABEL: define <8 x i16> @saba_s16(
; IR: @llvm.aarch64.neon.sabd.v8i16(
; ASM-LABEL: saba_s16:
; ASM: saba v0.8h
define <8 x i16> @saba_s16(<8 x i16> %acc, <8 x i16> %a, <8 x i16> %b) {
  %c = icmp sgt <8 x i16> %a, %b
  %d1 = sub <8 x i16> %a, %b
  %d2 = sub <8 x i16> %b, %a
  %d = select <8 x i1> %c, <8 x i16> %d1, <8 x i16> %d2
  %r = add <8 x i16> %acc, %d
  ret <8 x i16> %r
}

; IR-LABEL: define <8 x i16> @uabal_u8(
; IR: @llvm.aarch64.neon.uabd.v8i8(
; ASM-LABEL: uabal_u8:
; ASM: uabal v0.8h
define <8 x i16> @uabal_u8(<8 x i16> %acc, <8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = sub <8 x i16> %xa, %xb
  %d = call <8 x i16> @llvm.abs.v8i16(<8 x i16> %s, i1 false)
  %r = add <8 x i16> %acc, %d
  ret <8 x i16> %r
}

; IR-LABEL: define <8 x i16> @uabdl_u8(
; IR: @llvm.aarch64.neon.uabd.v8i8(
; ASM-LABEL: uabdl_u8:
; ASM: uabdl v0.8h
define <8 x i16> @uabdl_u8(<8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = sub <8 x i16> %xa, %xb
  %r = call <8 x i16> @llvm.abs.v8i16(<8 x i16> %s, i1 false)
  ret <8 x i16> %r
}

; The widening multiply and the add are aarch64.umlal (one instruction to the cost model), emitted
; as umull + add, which llc fuses.
; IR-LABEL: define <8 x i16> @umlal_u8(
; IR: @llvm.aarch64.neon.umull.v8i16(
; IR: add <8 x i16>
; ASM-LABEL: umlal_u8:
; ASM: umlal v0.8h
define <8 x i16> @umlal_u8(<8 x i16> %acc, <8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %p = mul nuw <8 x i16> %xa, %xb
  %r = add <8 x i16> %acc, %p
  ret <8 x i16> %r
}

; a + 4b + 2(c + d + e), as clang leaves a 1-2-1 stencil's taps of equal weight: each tap of the
; shifted sum is one umlal by a splat of 2 (no shift of the sum, no add of it). The 4b added to a
; stays ushll + uaddw: as umlal it would need a widened first, which is no shorter.
; IR-LABEL: define <16 x i16> @weighted_taps(
; IR-NOT: shl {{.*}}<i16 1,
; IR-COUNT-6: @llvm.aarch64.neon.umull.v8i16({{.*}}<i8 2,
; IR-NOT: shl {{.*}}<i16 1,
; IR: ret <16 x i16>
; ASM-LABEL: weighted_taps:
; ASM-NOT: {{^\s+shl}}
; ASM-COUNT-6: umlal
; ASM-NOT: {{^\s+(shl|add)\s}}
; ASM: ret
define <16 x i16> @weighted_taps(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %d, <16 x i8> %e) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %xc = zext <16 x i8> %c to <16 x i16>
  %xd = zext <16 x i8> %d to <16 x i16>
  %xe = zext <16 x i8> %e to <16 x i16>
  %b4 = shl nuw nsw <16 x i16> %xb, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %s1 = add nuw nsw <16 x i16> %xa, %b4
  %cd = add nuw nsw <16 x i16> %xc, %xd
  %cde = add nuw nsw <16 x i16> %cd, %xe
  %w2 = shl nuw nsw <16 x i16> %cde, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = add nuw nsw <16 x i16> %s1, %w2
  ret <16 x i16> %r
}

; sobel3x3's a + 2b + c with the doubled tap first, as clang orders it (lifted as two extending
; adds of the doubled tap): the plain taps' uaddl and the doubled tap umlal'd into it, two
; instructions per register (umlal_shl_taps; was umull + uaddw + uaddw, ushll2 + umlal2 + uaddw2).
; IR-LABEL: define <16 x i16> @doubled_tap_first(
; IR-COUNT-2: @llvm.aarch64.neon.umull.v8i16({{.*}}<i8 2,
; IR: ret <16 x i16>
; ASM-LABEL: doubled_tap_first:
; ASM-NOT: {{^\s+(uaddw|ushll|umull)}}
; ASM-DAG: uaddl v
; ASM-DAG: uaddl2 v
; ASM-DAG: umlal v
; ASM-DAG: umlal2 v
; ASM-NOT: {{^\s+(uaddw|ushll|umull)}}
; ASM: ret
define <16 x i16> @doubled_tap_first(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %xc = zext <16 x i8> %c to <16 x i16>
  %b2 = shl nuw nsw <16 x i16> %xb, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %s1 = add nuw nsw <16 x i16> %b2, %xa
  %r = add nuw nsw <16 x i16> %s1, %xc
  ret <16 x i16> %r
}

declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1)
