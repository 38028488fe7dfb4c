; Found by scripts/fuzz.py (seed 100107, hvx), reduced with llvm-reduce. fixsel narrowed the i32
; arithmetic losslessly to i16 (sext <2 x i8> to <2 x i16>, sub, smin, trunc: correct, bit-exact
; on aarch64 and x86), and llc 16 for Hexagon cannot select the result: "Cannot select:
; v2i16 = sign_extend_inreg ..., ValueType:ch:v2i8" (the narrowed IR written by hand fails the
; same way: an LLVM instruction-selection gap for short vectors in scalar registers). On Hexagon,
; fixsel now leaves terms with vectors shorter than 64 bits alone (target.rs, LLC_LIMITS);
; the other targets narrow it where the cost model says it pays (on AArch64 it no longer does:
; the sign extension of the constant costs nothing, so the narrowed form is a tie and is left).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s --check-prefix=HVX < %t
; RUN: %difftest-pair --target=hvx --after %t %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s

; HVX-LABEL: @narrowed_neg_min_v2i8(
; HVX-NOT: <2 x i16>
; HVX: ret <2 x i8>
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
