; Products whose lanes are observed must not be regrouped: only the total of a lane-sum-only
; value is preserved by regrouping (plugin/src/reduction.rs).
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64-dotprod %s

; The accumulator is also read lane by lane each iteration (as a store would), so neither it
; nor the product added to it is lane-sum-only.
; CHECK-LABEL: define i32 @acc_lane_observed(
; CHECK-NOT: neon.{{[su]}}dot
; CHECK: ret i32
define i32 @acc_lane_observed(<16 x i8> %a0, <16 x i8> %b0, <16 x i32> %init, i32 %n) {
entry:
  %count = and i32 %n, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi <16 x i8> [ %a0, %entry ], [ %a1, %loop ]
  %acc = phi <16 x i32> [ %init, %entry ], [ %acc1, %loop ]
  %seen = phi i32 [ 0, %entry ], [ %seen1, %loop ]
  %xa = sext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b0 to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %acc1 = add <16 x i32> %p, %acc
  %lane = extractelement <16 x i32> %acc1, i32 5
  %seen1 = xor i32 %seen, %lane
  %a1 = add <16 x i8> %a, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %count
  br i1 %c, label %loop, label %exit
exit:
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %acc1)
  %out = add i32 %r, %seen1
  ret i32 %out
}

; Reduced with something other than add (xor is not linear over lane regrouping).
; CHECK-LABEL: define i32 @xor_reduction(
; CHECK-NOT: neon.{{[su]}}dot
define i32 @xor_reduction(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nuw nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.xor.v16i32(<16 x i32> %s)
  ret i32 %r
}

; A product also used lane-wise elsewhere (a multiply by the sum).
; CHECK-LABEL: define <16 x i32> @product_reused(
; CHECK-NOT: neon.{{[su]}}dot
define <16 x i32> @product_reused(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nuw nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  %ins = insertelement <16 x i32> poison, i32 %r, i32 0
  %spl = shufflevector <16 x i32> %ins, <16 x i32> poison, <16 x i32> zeroinitializer
  %o = add <16 x i32> %p, %spl
  ret <16 x i32> %o
}

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.xor.v16i32(<16 x i32>)
