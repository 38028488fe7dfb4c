; Odd element widths and lane counts (<3 x i7>, <5 x i12>, <7 x i24>) and i1 vectors widened
; into arithmetic. No target has instructions for these widths: only the generic forms at the
; op's own width may apply, and the result must be bit-exact on every target.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=x86-avx2 --cases=500 %s
; RUN: %difftest --target=aarch64 --cases=500 %s
; RUN: %difftest --target=hvx --cases=500 %s

; CHECK-LABEL: @rhadd_v3i7(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <3 x i7> @rhadd_v3i7(<3 x i7> %a, <3 x i7> %b) {
  %xa = zext <3 x i7> %a to <3 x i14>
  %xb = zext <3 x i7> %b to <3 x i14>
  %s = add <3 x i14> %xa, %xb
  %s1 = add <3 x i14> %s, <i14 1, i14 1, i14 1>
  %h = lshr <3 x i14> %s1, <i14 1, i14 1, i14 1>
  %r = trunc <3 x i14> %h to <3 x i7>
  ret <3 x i7> %r
}

; CHECK-LABEL: @sadd_clamp_v3i7(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <3 x i7> @sadd_clamp_v3i7(<3 x i7> %a, <3 x i7> %b) {
  %xa = sext <3 x i7> %a to <3 x i32>
  %xb = sext <3 x i7> %b to <3 x i32>
  %s = add <3 x i32> %xa, %xb
  %lo = call <3 x i32> @llvm.smax.v3i32(<3 x i32> %s, <3 x i32> <i32 -64, i32 -64, i32 -64>)
  %hi = call <3 x i32> @llvm.smin.v3i32(<3 x i32> %lo, <3 x i32> <i32 63, i32 63, i32 63>)
  %r = trunc <3 x i32> %hi to <3 x i7>
  ret <3 x i7> %r
}

; CHECK-LABEL: @absd_v5i12(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <5 x i12> @absd_v5i12(<5 x i12> %a, <5 x i12> %b) {
  %xa = sext <5 x i12> %a to <5 x i24>
  %xb = sext <5 x i12> %b to <5 x i24>
  %d = sub <5 x i24> %xa, %xb
  %m = call <5 x i24> @llvm.abs.v5i24(<5 x i24> %d, i1 false)
  %r = trunc <5 x i24> %m to <5 x i12>
  ret <5 x i12> %r
}

; CHECK-LABEL: @q_mul_v7i24(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <7 x i24> @q_mul_v7i24(<7 x i24> %a, <7 x i24> %b) {
  %xa = sext <7 x i24> %a to <7 x i48>
  %xb = sext <7 x i24> %b to <7 x i48>
  %p = mul <7 x i48> %xa, %xb
  %q = add <7 x i48> %p, <i48 4194304, i48 4194304, i48 4194304, i48 4194304, i48 4194304, i48 4194304, i48 4194304>
  %s = ashr <7 x i48> %q, <i48 23, i48 23, i48 23, i48 23, i48 23, i48 23, i48 23>
  %r = trunc <7 x i48> %s to <7 x i24>
  ret <7 x i24> %r
}

; i1 lanes from compares, widened and averaged with bytes.
; CHECK-LABEL: @i1_into_average(
; CHECK: ret <16 x i8>
define <16 x i8> @i1_into_average(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %xc = zext <16 x i1> %c to <16 x i16>
  %xa = zext <16 x i8> %a to <16 x i16>
  %s = add <16 x i16> %xa, %xc
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}

declare <3 x i32> @llvm.smax.v3i32(<3 x i32>, <3 x i32>)
declare <3 x i32> @llvm.smin.v3i32(<3 x i32>, <3 x i32>)
declare <5 x i24> @llvm.abs.v5i24(<5 x i24>, i1)

; Values that fit one or two bits (an i1 compare extended, its rounded average, their product):
; width variables bind to 8 bits or more only (pattern.rs, MIN_VAR_WIDTH), as the proofs cover.
; Narrowed to i1, rounding_halving_add's definition shifts an i1 by one, which is poison (found by
; scripts/fuzz.sh, seed 820432059: lane 11 gave 0 instead of 1 on x86 and AArch64).
; CHECK-LABEL: @one_bit_values(
; CHECK-NOT: lshr i1
; CHECK: ret
define <16 x i32> @one_bit_values(<16 x i8> %a0, <16 x i16> %a1, i32 %s0) {
  %s1 = trunc i32 %s0 to i8
  %s2 = shl i8 %s1, 0
  %s3 = insertelement <16 x i8> poison, i8 %s2, i64 0
  %s4 = shufflevector <16 x i8> %s3, <16 x i8> poison, <16 x i32> zeroinitializer
  %s5 = trunc i32 %s0 to i16
  %s6 = xor i16 %s5, 3
  %s7 = insertelement <16 x i16> poison, i16 %s6, i64 0
  %s8 = shufflevector <16 x i16> %s7, <16 x i16> poison, <16 x i32> zeroinitializer
  %s9 = trunc i32 %s0 to i16
  %s10 = icmp sgt i16 %s9, -4
  %s11 = zext i1 %s10 to i16
  %s12 = insertelement <16 x i16> poison, i16 %s11, i64 0
  %s13 = shufflevector <16 x i16> %s12, <16 x i16> poison, <16 x i32> zeroinitializer
  br label %body
body:
  %t1 = sext <16 x i16> %s13 to <16 x i32>
  %t2 = sext <16 x i16> %s13 to <16 x i32>
  %t3 = add nsw <16 x i32> %t1, %t2
  %t4 = add nsw <16 x i32> %t3, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %t5 = ashr <16 x i32> %t4, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %t6 = trunc <16 x i32> %t5 to <16 x i16>
  %t7 = zext <16 x i16> %a1 to <16 x i32>
  %t8 = zext <16 x i16> %t6 to <16 x i32>
  %t9 = add nuw nsw <16 x i32> %t7, %t8
  %t10 = lshr <16 x i32> %t9, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %t11 = trunc <16 x i32> %t10 to <16 x i16>
  %t12 = sext <16 x i32> %t8 to <16 x i64>
  %t13 = sext <16 x i16> %t6 to <16 x i32>
  %t14 = sext <16 x i32> %t13 to <16 x i64>
  %t15 = mul <16 x i64> %t12, %t14
  %t16 = add <16 x i64> %t15, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %t17 = ashr <16 x i64> %t16, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %t18 = trunc <16 x i64> %t17 to <16 x i32>
  %t19 = zext <16 x i16> %t11 to <16 x i32>
  %t20 = xor <16 x i32> %t18, %t19
  ret <16 x i32> %t20
}
