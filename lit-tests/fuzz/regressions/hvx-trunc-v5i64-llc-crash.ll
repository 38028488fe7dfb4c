; Found by scripts/fuzz.py (seed 100068, hvx), reduced by hand. fixsel's output is valid IR and
; correct (the rounding average becomes vavguhrnd on a padded register, bit-exact on aarch64 and
; x86 where the same IR compiles), but llc 16 for Hexagon segfaults on it in "Hexagon Loop
; Rescheduling" when the operand is a trunc from <5 x i64> or <7 x i64> (not <6 x i64>, <8 x i64>,
; <5 x i32> or <5 x i16>); the input itself compiles. An LLVM backend bug that fixsel's padding
; shuffle exposes; padding with zeros instead of undef lanes crashes the same way.
; XFAIL: *
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s < %t
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; The failing step (llc crashes on %t); if LLVM fixes it, this test XPASSes and XFAIL can go:
; RUN: %difftest-pair --target=hvx --after %t %s

; CHECK-LABEL: @rhadd_of_trunc_v5i64(
; CHECK: @llvm.hexagon.V6.vavguhrnd.128B(
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
