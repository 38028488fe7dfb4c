; Found by scripts/fuzz.py (seeds 100068, 200135, 200252 on hvx). fixsel used to pad 5- and
; 7-lane vectors into an HVX register for vavguhrnd (and other HVX instructions); the IR was
; valid and correct, but llc 16 for Hexagon segfaults in "Hexagon Loop Rescheduling" on such
; padding shuffles (Inputs/hvx-odd-lanes-padded.ll, reduced with llvm-reduce). Fixed in
; plugin/src/select.rs (lowerable): on HVX, instructions only take vectors whose lane count is a
; power of two; other lane counts keep the generic forms. Power-of-two lane counts are still
; lowered (the 8-lane control below).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s < %t
; RUN: %difftest-pair --target=hvx --after %t %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; llc alone crashes on the padded form fixsel used to write (if LLVM fixes it, this line fails):
; RUN: not --crash llc -mtriple=hexagon-unknown-linux-musl -mcpu=hexagonv66 -mattr=+hvxv66,+hvx-length128b -filetype=obj %S/Inputs/hvx-odd-lanes-padded.ll -o /dev/null

; CHECK-LABEL: @rhadd_of_trunc_v5i64(
; CHECK-NOT: @llvm.hexagon
; CHECK: ret <5 x i16>
; CHECK-LABEL: @rhadd_of_trunc_v7i64(
; CHECK-NOT: @llvm.hexagon
; CHECK: ret <7 x i16>
; CHECK-LABEL: @rhadd_of_trunc_v8i64(
; CHECK: @llvm.hexagon.V6.vavguhrnd.128B(
; CHECK: ret <8 x i16>

define <5 x i16> @rhadd_of_trunc_v5i64(<5 x i64> %a, <5 x i16> %b) {
  %t = trunc <5 x i64> %a to <5 x i16>
  %xa = zext <5 x i16> %t to <5 x i32>
  %xb = zext <5 x i16> %b to <5 x i32>
  %s = add <5 x i32> %xa, %xb
  %s1 = add <5 x i32> %s, <i32 1, i32 1, i32 1, i32 1, i32 1>
  %h = lshr <5 x i32> %s1, <i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <5 x i32> %h to <5 x i16>
  ret <5 x i16> %r
}

define <7 x i16> @rhadd_of_trunc_v7i64(<7 x i64> %a, <7 x i16> %b) {
  %t = trunc <7 x i64> %a to <7 x i16>
  %xa = zext <7 x i16> %t to <7 x i32>
  %xb = zext <7 x i16> %b to <7 x i32>
  %s = add <7 x i32> %xa, %xb
  %s1 = add <7 x i32> %s, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %h = lshr <7 x i32> %s1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <7 x i32> %h to <7 x i16>
  ret <7 x i16> %r
}

define <8 x i16> @rhadd_of_trunc_v8i64(<8 x i64> %a, <8 x i16> %b) {
  %t = trunc <8 x i64> %a to <8 x i16>
  %xa = zext <8 x i16> %t to <8 x i32>
  %xb = zext <8 x i16> %b to <8 x i32>
  %s = add <8 x i32> %xa, %xb
  %s1 = add <8 x i32> %s, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %h = lshr <8 x i32> %s1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}
