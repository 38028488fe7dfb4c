; Sums of products sharing a lane-uniform summand (ruletable/src/factor.rs, select.rs): a depthwise
; convolution's acc + sum_t (zext(in_t) - zero) * sext(w_t), the zero point a runtime splat, is
; also lifted as acc + sum_t in_t * w_t - zero * sum_t w_t (equal mod 2^32, lemma regroup/factor),
; and that form is taken where the cost model finds it cheaper: on NEON each product is a 16-bit
; SMULL that llc fuses into SMLAL, and the zero point is one multiply of the weights' sum.
; A lone product, or no shared summand, is left as it is; so is a constant zero point, which
; narrowing already makes a 16-bit difference. Executed before and after on every
; target (difftest: random and edge bytes, zero points at 0, INT32_MIN, INT32_MAX, ...).
; RUN: env FIXSEL_DEBUG=cost %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.a64 2> %t.a64.cost
; RUN: FileCheck %s --check-prefix=A64COST < %t.a64.cost
; RUN: FileCheck %s --check-prefix=A64 < %t.a64
; RUN: llc -mtriple=aarch64-linux-gnu %t.a64 -o - | FileCheck %s --check-prefix=ASM
; RUN: %difftest-pair --target=aarch64 --after %t.a64 %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=hvx %s

; A64COST: @runtime_zero %a2: 60 -> {{[0-9]+}}, zero point factored {{.*}}: taken
; A constant zero point: narrowing alone makes the products 16-bit (widening_sub, then smull).
; A64COST: @constant_zero %a2: 60 -> 33, narrowed {{.*}}(zero point factored: {{[0-9]+}}{{.*}}: taken
; A64COST-NOT: @lone_product {{.*}}factored
; A64COST-NOT: @no_shared_summand {{.*}}factored

; A64-LABEL: define <16 x i32> @runtime_zero(
; A64: body:
; A64-COUNT-12: call <4 x i32> @llvm.aarch64.neon.smull.v4i32(<4 x i16>
; A64: mul <16 x i32> %z,
; A64-NEXT: sub <16 x i32>
; A64-NEXT: ret <16 x i32>
; ASM-LABEL: runtime_zero:
; ASM-COUNT-12: smlal{{2?}} v

define <16 x i32> @runtime_zero(<16 x i32> %bias, <48 x i8> %p, <48 x i8> %f, i32 %zero) {
entry:
  %ins = insertelement <16 x i32> poison, i32 %zero, i64 0
  %z = shufflevector <16 x i32> %ins, <16 x i32> poison, <16 x i32> zeroinitializer
  %p0 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %f0 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %p1 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %f1 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %p2 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %f2 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  br label %body

body:
  %x0 = zext <16 x i8> %p0 to <16 x i32>
  %d0 = sub nsw <16 x i32> %x0, %z
  %w0 = sext <16 x i8> %f0 to <16 x i32>
  %m0 = mul nsw <16 x i32> %d0, %w0
  %a0 = add nsw <16 x i32> %bias, %m0
  %x1 = zext <16 x i8> %p1 to <16 x i32>
  %d1 = sub nsw <16 x i32> %x1, %z
  %w1 = sext <16 x i8> %f1 to <16 x i32>
  %m1 = mul nsw <16 x i32> %d1, %w1
  %a1 = add nsw <16 x i32> %a0, %m1
  %x2 = zext <16 x i8> %p2 to <16 x i32>
  %d2 = sub nsw <16 x i32> %x2, %z
  %w2 = sext <16 x i8> %f2 to <16 x i32>
  %m2 = mul nsw <16 x i32> %d2, %w2
  %a2 = add nsw <16 x i32> %a1, %m2
  ret <16 x i32> %a2
}

; The same with a constant zero point.
define <16 x i32> @constant_zero(<16 x i32> %bias, <48 x i8> %p, <48 x i8> %f) {
entry:
  %p0 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %f0 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %p1 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %f1 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %p2 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  %f2 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47>
  br label %body

body:
  %x0 = zext <16 x i8> %p0 to <16 x i32>
  %d0 = sub nsw <16 x i32> %x0, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %w0 = sext <16 x i8> %f0 to <16 x i32>
  %m0 = mul nsw <16 x i32> %d0, %w0
  %a0 = add nsw <16 x i32> %bias, %m0
  %x1 = zext <16 x i8> %p1 to <16 x i32>
  %d1 = sub nsw <16 x i32> %x1, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %w1 = sext <16 x i8> %f1 to <16 x i32>
  %m1 = mul nsw <16 x i32> %d1, %w1
  %a1 = add nsw <16 x i32> %a0, %m1
  %x2 = zext <16 x i8> %p2 to <16 x i32>
  %d2 = sub nsw <16 x i32> %x2, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %w2 = sext <16 x i8> %f2 to <16 x i32>
  %m2 = mul nsw <16 x i32> %d2, %w2
  %a2 = add nsw <16 x i32> %a1, %m2
  ret <16 x i32> %a2
}

; One product: nothing to share.
define <16 x i32> @lone_product(<16 x i32> %bias, <48 x i8> %p, <48 x i8> %f, i32 %zero) {
entry:
  %ins = insertelement <16 x i32> poison, i32 %zero, i64 0
  %z = shufflevector <16 x i32> %ins, <16 x i32> poison, <16 x i32> zeroinitializer
  %p0 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %f0 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  br label %body

body:
  %x0 = zext <16 x i8> %p0 to <16 x i32>
  %d0 = sub nsw <16 x i32> %x0, %z
  %w0 = sext <16 x i8> %f0 to <16 x i32>
  %m0 = mul nsw <16 x i32> %d0, %w0
  %a0 = add nsw <16 x i32> %bias, %m0
  ret <16 x i32> %a0
}

; Two products with different summands (the second not uniform).
define <16 x i32> @no_shared_summand(<16 x i32> %bias, <48 x i8> %p, <48 x i8> %f, i32 %zero) {
entry:
  %ins = insertelement <16 x i32> poison, i32 %zero, i64 0
  %z = shufflevector <16 x i32> %ins, <16 x i32> poison, <16 x i32> zeroinitializer
  %p0 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %f0 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %p1 = shufflevector <48 x i8> %p, <48 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %f1 = shufflevector <48 x i8> %f, <48 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  br label %body

body:
  %x0 = zext <16 x i8> %p0 to <16 x i32>
  %d0 = sub nsw <16 x i32> %x0, %z
  %w0 = sext <16 x i8> %f0 to <16 x i32>
  %m0 = mul nsw <16 x i32> %d0, %w0
  %a0 = add nsw <16 x i32> %bias, %m0
  %x1 = zext <16 x i8> %p1 to <16 x i32>
  %d1 = sub nsw <16 x i32> %x1, %bias
  %w1 = sext <16 x i8> %f1 to <16 x i32>
  %m1 = mul nsw <16 x i32> %d1, %w1
  %a1 = add nsw <16 x i32> %a0, %m1
  ret <16 x i32> %a1
}
