; A lane-sum-only value that is not a product: opus's l1_metric sums zext(abs(x)) of i16 lanes
; (celt_encoder.c, tf_analysis). Regrouping looked for a product's second operand and panicked
; on the one-operand abs (an "internal error" warning, and the block's FPIR calls were left
; unexpanded, an undefined fixsel.* symbol at link time). Now it is simply not a product.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s 2>&1 | FileCheck %s
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s 2>&1 | FileCheck %s
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s 2>&1 | FileCheck %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64-dotprod %s
; CHECK-NOT: fixsel: warning
; CHECK-NOT: call {{.*}} @fixsel.
; CHECK-LABEL: define i32 @l1_metric(
; CHECK: ret i32

define i32 @l1_metric(<8 x i16> %x, <8 x i16> %y, i32 %acc) {
  %d = sub <8 x i16> %x, %y
  %a = call <8 x i16> @llvm.abs.v8i16(<8 x i16> %d, i1 false)
  %w = zext <8 x i16> %a to <8 x i32>
  %s = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %w)
  %r = add i32 %s, %acc
  ret i32 %r
}

declare <8 x i16> @llvm.abs.v8i16(<8 x i16>, i1 immarg)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
