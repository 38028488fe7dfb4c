; Found by scripts/fuzz.py (seed 100107, hvx), reduced with llvm-reduce. fixsel narrows the i32
; arithmetic losslessly to i16 (sext <2 x i8> to <2 x i16>, sub, smin, trunc: correct, bit-exact
; on aarch64 and x86), and llc 16 for Hexagon cannot select the result: "Cannot select:
; v2i16 = sign_extend_inreg ..., ValueType:ch:v2i8". The input compiles; the narrowed IR written
; by hand (trunc <2 x i32> to <2 x i8>, sext to <2 x i16>, sub, smin.v2i16) fails the same way
; with or without HVX, so this is an LLVM instruction-selection gap for short vectors in scalar
; registers that fixsel's narrowing exposes.
; XFAIL: *
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s < %t
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; The failing step (llc aborts on %t); if LLVM fixes it, this test XPASSes and XFAIL can go:
; RUN: %difftest-pair --target=hvx --after %t %s

; CHECK-LABEL: @narrowed_neg_min_v2i8(
; CHECK: sext <2 x i8> {{.*}} to <2 x i16>
; CHECK: @llvm.smin.v2i16(
define <2 x i8> @narrowed_neg_min_v2i8(<2 x i32> %a) {
  %t = trunc <2 x i32> %a to <2 x i8>
  %zero = sext <2 x i8> zeroinitializer to <2 x i32>
  %x = sext <2 x i8> %t to <2 x i32>
  %d = sub <2 x i32> %zero, %x
  %m = call <2 x i32> @llvm.smin.v2i32(<2 x i32> %d, <2 x i32> zeroinitializer)
  %r = trunc <2 x i32> %m to <2 x i8>
  ret <2 x i8> %r
}

declare <2 x i32> @llvm.smin.v2i32(<2 x i32>, <2 x i32>)
