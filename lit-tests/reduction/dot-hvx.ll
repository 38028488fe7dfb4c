; Regrouping lane-sum-only byte products on HVX: one vrmpy per 128 products (32 lanes, each the
; sum of four byte products), accumulating into the first register of the accumulator they are
; added to (the other registers as they are). Unsigned x signed bytes are one vrmpybus
; (unsigned operand first). The accumulator is an argument, so its random and edge values make the
; sums wrap; executed on qemu-hexagon against the original IR.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=hvx %s

; CHECK-LABEL: define i32 @dot_su(
; CHECK-NOT: mul
; CHECK: call <32 x i32> @llvm.hexagon.V6.vrmpybusv.acc.128B(<32 x i32> %{{.*}}, <32 x i32> %{{.*}}, <32 x i32> %{{.*}})
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @dot_su(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = sext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_uu(
; CHECK-NOT: mul
; CHECK: call <32 x i32> @llvm.hexagon.V6.vrmpyubv.acc.128B(
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @dot_uu(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = zext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_ss(
; CHECK-NOT: mul
; CHECK: call <32 x i32> @llvm.hexagon.V6.vrmpybv.acc.128B(
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @dot_ss(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = sext <128 x i8> %a to <128 x i32>
  %xb = sext <128 x i8> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; Absolute differences summed: each |a - b| is its product by one (absd_u_by_one, proved), so
; vabsdiff then vrmpy by ones (a scalar register's four bytes) sums four of them per lane.
; CHECK-LABEL: define i32 @sad(
; CHECK: @llvm.hexagon.V6.vabsdiffub.128B(
; CHECK: @llvm.hexagon.V6.vrmpyub.acc.128B(<32 x i32> %{{.*}}, <32 x i32> %{{.*}}, i32 16843009)
; CHECK: ret i32
define i32 @sad(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = zext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %d = sub nsw <128 x i32> %xa, %xb
  %ad = call <128 x i32> @llvm.abs.v128i32(<128 x i32> %d, i1 true)
  %s = add <128 x i32> %ad, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

declare <128 x i32> @llvm.abs.v128i32(<128 x i32>, i1)
declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>)
