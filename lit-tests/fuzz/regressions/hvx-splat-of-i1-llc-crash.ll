; Found by scripts/fuzz.py (seed 864782639, hvx). The pass computed the loop-invariant
; zext(splat(zext i1 to i8)) to i16 on scalars (zext i1 to i16, then a splat), which llc 16 for
; Hexagon cannot select once truncated: "Cannot select: v4i16 = bitcast (HexagonISD::V2Q ..)"
; (Inputs/hvx-splat-of-i1-reduced.ll, reduced with llvm-reduce). Fixed in plugin/src/emit.rs
; (invariant_point, Target::splats_scalars_from_i1): on HVX a term computed from a compare stays
; on vectors, as the input had it.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s < %t
; RUN: %difftest-pair --target=hvx --after %t %s
; llc alone cannot compile the reduced form (if LLVM fixes it, this line fails):
; RUN: not --crash llc -mtriple=hexagon-unknown-linux-musl -mcpu=hexagonv66 -mattr=+hvxv66,+hvx-length128b -filetype=obj %S/Inputs/hvx-splat-of-i1-reduced.ll -o /dev/null
; CHECK-LABEL: define <8 x i8> @fuzz_864782639(
; CHECK-NOT: zext i1 {{.*}} to i16
; CHECK: ret <8 x i8>
define <8 x i8> @fuzz_864782639(<8 x i16> %a0, i32 %s0) {
  %s1 = trunc i32 %s0 to i8
  %s2 = icmp ne i8 %s1, 3
  %s3 = zext i1 %s2 to i8
  %s4 = insertelement <8 x i8> poison, i8 %s3, i64 0
  %s5 = shufflevector <8 x i8> %s4, <8 x i8> poison, <8 x i32> zeroinitializer
  br label %body
body:
  %t1 = or <8 x i8> %s5, %s5
  %t2 = sext <8 x i16> %a0 to <8 x i32>
  %t3 = sext <8 x i16> %a0 to <8 x i32>
  %t4 = mul <8 x i32> %t2, %t3
  %t5 = ashr <8 x i32> %t4, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %t6 = trunc <8 x i32> %t5 to <8 x i16>
  %t7 = mul <8 x i16> %a0, %a0
  %t8 = zext <8 x i8> %s5 to <8 x i16>
  %t9 = and <8 x i16> %t7, %t8
  %t10 = sext <8 x i16> %t6 to <8 x i32>
  %t11 = shl <8 x i32> %t10, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %t12 = call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %t6, <8 x i16> %t9)
  %t13 = zext <8 x i16> %t6 to <8 x i32>
  %t14 = add <8 x i32> %t13, <i32 4096, i32 4096, i32 4096, i32 4096, i32 4096, i32 4096, i32 4096, i32 4096>
  %t15 = lshr <8 x i32> %t14, <i32 13, i32 13, i32 13, i32 13, i32 13, i32 13, i32 13, i32 13>
  %t16 = trunc <8 x i32> %t15 to <8 x i8>
  %t17 = sext <8 x i8> %t1 to <8 x i16>
  %t18 = zext <8 x i8> %t16 to <8 x i16>
  %t19 = zext <8 x i8> %t16 to <8 x i16>
  %t20 = zext <8 x i8> %s5 to <8 x i16>
  %t21 = icmp ule <8 x i16> %t18, %t17
  %t22 = select <8 x i1> %t21, <8 x i16> %t18, <8 x i16> %t17
  %t23 = add <8 x i16> %t17, %t22
  %t24 = mul <8 x i16> %t19, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %t25 = add <8 x i16> %t23, %t24
  %t26 = and <8 x i16> %t20, <i16 127, i16 127, i16 127, i16 127, i16 127, i16 127, i16 127, i16 127>
  %t27 = add <8 x i16> %t25, %t26
  %t28 = add <8 x i16> %t27, <i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32>
  %t29 = ashr <8 x i16> %t28, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %t30 = trunc <8 x i16> %t29 to <8 x i8>
  %t31 = trunc <8 x i32> %t11 to <8 x i8>
  %t32 = xor <8 x i8> %t30, %t31
  %t33 = trunc <8 x i16> %t12 to <8 x i8>
  %t34 = xor <8 x i8> %t32, %t33
  ret <8 x i8> %t34
}

declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>)
