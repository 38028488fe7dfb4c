; A u8 x u8 product added to u32 lanes in natural order (matmul_u8's acc[j] += a * b[j]): vmpyubv
; would make a dealt u16 pair that needs a vshuff per pair to meet the accumulator; the
; zero-extensions (vunpack) and a 16-bit multiply (vmpyih) keep natural order (mul_u8_acc32).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=hvx %s

; CHECK-LABEL: define <128 x i32> @acc_u8_product(
; CHECK-NOT: vmpyubv
; CHECK-NOT: vshuff
; CHECK: mul <128 x i16>
; CHECK: ret <128 x i32>
define <128 x i32> @acc_u8_product(<128 x i32> %acc, <128 x i8> %b, i8 %a) {
  %ai = insertelement <128 x i8> poison, i8 %a, i64 0
  %as = shufflevector <128 x i8> %ai, <128 x i8> poison, <128 x i32> zeroinitializer
  %bz = zext <128 x i8> %b to <128 x i32>
  %az = zext <128 x i8> %as to <128 x i32>
  %p = mul nuw nsw <128 x i32> %az, %bz
  %r = add <128 x i32> %p, %acc
  ret <128 x i32> %r
}
