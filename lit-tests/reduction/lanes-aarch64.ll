; Lane counts other than 16: 4 lanes of u8 x i8 (three one-lane sdot would cost more than the
; multiply: kept), 12 lanes (groups of three lanes, padded for the instruction) with the
; products subtracted, 64 lanes (four udot per product).
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64-dotprod %s
; HVX has no dot-product lowering yet (unchanged); x86 pairs them (pmaddwd, dot-x86.ll).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck --check-prefix=OTHER %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck --check-prefix=X86 %s
; RUN: %difftest --target=x86-avx2 %s
; OTHER-NOT: dot.v
; OTHER-NOT: pmadd
; X86-LABEL: define i32 @v64(
; X86-COUNT-4: call <8 x i32> @llvm.x86.avx2.pmadd.wd(

; CHECK-LABEL: define i32 @v4(
; CHECK-NOT: dot
; CHECK: mul
; CHECK-LABEL: define i32 @v12(
; CHECK-COUNT-3: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(
; CHECK-LABEL: define i32 @v64(
; CHECK-COUNT-4: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @v4(<4 x i8> %a, <4 x i8> %b, <4 x i32> %acc) {
  %xa = sext <4 x i8> %a to <4 x i32>
  %xb = zext <4 x i8> %b to <4 x i32>
  %p = mul nsw <4 x i32> %xa, %xb
  %s = add <4 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %s)
  ret i32 %r
}
define i32 @v12(<12 x i8> %a, <12 x i8> %b, <12 x i32> %acc) {
  %xa = sext <12 x i8> %a to <12 x i32>
  %xb = zext <12 x i8> %b to <12 x i32>
  %p = mul nsw <12 x i32> %xa, %xb
  %s = sub <12 x i32> %acc, %p
  %r = call i32 @llvm.vector.reduce.add.v12i32(<12 x i32> %s)
  ret i32 %r
}
define i32 @v64(<64 x i8> %a, <64 x i8> %b, <64 x i32> %acc) {
  %xa = zext <64 x i8> %a to <64 x i32>
  %xb = zext <64 x i8> %b to <64 x i32>
  %p = mul nsw <64 x i32> %xa, %xb
  %s = add <64 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %s)
  ret i32 %r
}
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>)
declare i32 @llvm.vector.reduce.add.v12i32(<12 x i32>)
declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>)
