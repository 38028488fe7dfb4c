; lift-only needs no target: a module for a target fixsel has no rules for is lifted all the
; same. Then the round trip through the full pass for NEON and HVX (target= overrides the triple)
; gives what the full pass gives on the original, and executes bit-exactly like the original.
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s -o %t.lift
; RUN: FileCheck %s < %t.lift
;
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %t.lift -o %t.a64
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | grep -v -e '^; ModuleID' -e '^source_filename' > %t.a64.direct
; RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t.a64 | diff %t.a64.direct -
; RUN: FileCheck %s --check-prefix=A64 < %t.a64
; RUN: %difftest-pair --target=aarch64 --after %t.a64 %s
;
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %t.lift -o %t.hvx
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | grep -v -e '^; ModuleID' -e '^source_filename' > %t.hvx.direct
; RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t.hvx | diff %t.hvx.direct -
; RUN: FileCheck %s --check-prefix=HVX < %t.hvx
; RUN: %difftest-pair --target=hvx --after %t.hvx %s
target triple = "riscv64-unknown-linux-gnu"

; CHECK-LABEL: @absd_u8(
; CHECK-NEXT: call <16 x i8> @fixsel.absd.v16u8(<16 x i8> %a, <16 x i8> %b)
; A64-LABEL: @absd_u8(
; A64: @llvm.aarch64.neon.uabd.v16i8(
; HVX-LABEL: @absd_u8(
; HVX: @llvm.hexagon.V6.vabsdiffub.128B(
define <16 x i8> @absd_u8(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  ret <16 x i8> %r
}

; CHECK-LABEL: @uqadd_u8_i32(
; CHECK-NEXT: call <16 x i8> @fixsel.saturating_add.v16u8(<16 x i8> %b, <16 x i8> %a)
; A64-LABEL: @uqadd_u8_i32(
; A64: @llvm.aarch64.neon.uqadd.v16i8(
; HVX-LABEL: @uqadd_u8_i32(
; HVX: @llvm.hexagon.V6.vaddubsat.128B(
define <16 x i8> @uqadd_u8_i32(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %s = add nuw nsw <16 x i32> %xb, %xa
  %m = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %s, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %r = trunc <16 x i32> %m to <16 x i8>
  ret <16 x i8> %r
}

; CHECK-LABEL: @sqadd_i16(
; CHECK-NEXT: call <8 x i16> @fixsel.saturating_add.v8i16(<8 x i16> %a, <8 x i16> %b)
; A64-LABEL: @sqadd_i16(
; A64: @llvm.aarch64.neon.sqadd.v8i16(
; HVX-LABEL: @sqadd_i16(
; HVX: @llvm.hexagon.V6.vaddhsat.128B(
define <8 x i16> @sqadd_i16(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

; CHECK-LABEL: @rhadd_s16(
; CHECK-NEXT: call <32 x i16> @fixsel.rounding_halving_add.v32i16(<32 x i16> %a, <32 x i16> %b)
; A64-LABEL: @rhadd_s16(
; A64: @llvm.aarch64.neon.srhadd.v8i16(
; HVX-LABEL: @rhadd_s16(
; HVX: @llvm.hexagon.V6.vavghrnd.128B(
define <32 x i16> @rhadd_s16(<32 x i16> %a, <32 x i16> %b) {
  %xa = sext <32 x i16> %a to <32 x i32>
  %xb = sext <32 x i16> %b to <32 x i32>
  %s1 = add nsw <32 x i32> %xa, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %s2 = add nsw <32 x i32> %s1, %xb
  %sh = lshr <32 x i32> %s2, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <32 x i32> %sh to <32 x i16>
  ret <32 x i16> %r
}

declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)
declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>)
