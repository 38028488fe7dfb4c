; Regrouping lane-sum-only byte products into dot products (plugin/src/reduction.rs) on AArch64
; +dotprod: u8 x u8 -> udot, i8 x i8 -> sdot, i8 x u8 -> three sdot (no usdot without +i8mm: y
; rebiased, sext(x) * zext(y) = sext(x) * sext(y ^ 0x80) + sext(x) * 0x7F + sext(x) * 1), each in
; its own group of lanes.
; The accumulator is an argument, so its random and edge values make the sums wrap.
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64-dotprod %s
; Without +dotprod, u8 x u8 and i8 x i8 products are regrouped two per 32-bit lane (dot2b_u/s):
; umull/smull of the bytes, then a pairwise widening add that llc folds with the accumulator's add
; (uadalp/sadalp); u8 x i8 has no such pair and stays lane-wise.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck --check-prefix=NODOT %s
; RUN: %opt -passes='fixsel<target=aarch64>' -S %s | FileCheck --check-prefix=NOSDOT %s
; RUN: %difftest --target=aarch64 %s
; RUN: %opt -passes='fixsel<target=aarch64>' %s | llc -O2 -mtriple=aarch64-linux-gnu | FileCheck --check-prefix=NODOT-ASM %s
; NOSDOT-NOT: neon.{{[su]}}dot
; NODOT-LABEL: define i32 @dot_uu_v16(
; NODOT-COUNT-2: call <8 x i16> @llvm.aarch64.neon.umull.v8i16(<8 x i8>
; NODOT-COUNT-2: call <4 x i32> @llvm.aarch64.neon.uaddlp.v4i32.v8i16(
; NODOT-LABEL: define i32 @dot_ss_v16(
; NODOT-COUNT-2: call <8 x i16> @llvm.aarch64.neon.smull.v8i16(<8 x i8>
; NODOT-COUNT-2: call <4 x i32> @llvm.aarch64.neon.saddlp.v4i32.v8i16(
; NODOT-LABEL: define i32 @dot_su_v16(
; NODOT-NOT: addlp
; NODOT: ret i32
; NODOT-ASM-LABEL: dot_uu_v16:
; NODOT-ASM-COUNT-2: uadalp v{{[0-9]+}}.4s, v{{[0-9]+}}.8h
; NODOT-ASM-LABEL: dot_ss_v16:
; NODOT-ASM-COUNT-2: sadalp v{{[0-9]+}}.4s, v{{[0-9]+}}.8h

; CHECK-LABEL: define i32 @dot_uu_v16(
; CHECK-NOT: mul
; CHECK: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(<4 x i32> zeroinitializer
; CHECK-NOT: mul
; CHECK: shufflevector <{{[0-9]+}} x i32> %{{.*}}, <{{[0-9]+}} x i32> zeroinitializer, <16 x i32>
; CHECK: call i32 @llvm.vector.reduce.add.v16i32(

define i32 @dot_uu_v16(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_ss_v16(
; CHECK-NOT: mul
; CHECK: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(<4 x i32> zeroinitializer
; CHECK-NOT: mul
; CHECK: shufflevector <{{[0-9]+}} x i32> %{{.*}}, <{{[0-9]+}} x i32> zeroinitializer, <16 x i32>
; CHECK: call i32 @llvm.vector.reduce.add.v16i32(

define i32 @dot_ss_v16(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = sext <16 x i8> %a to <16 x i32>
  %xb = sext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_su_v16(
; CHECK-NOT: mul
; CHECK: xor <16 x i8> %{{.*}}, <i8 -128,
; CHECK-COUNT-3: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(<4 x i32> zeroinitializer
; CHECK-NOT: mul
; CHECK: shufflevector <{{[0-9]+}} x i32> %{{.*}}, <{{[0-9]+}} x i32> zeroinitializer, <8 x i32>
; CHECK: shufflevector <8 x i32> %{{.*}}, <8 x i32> %{{.*}}, <16 x i32>
; CHECK: call i32 @llvm.vector.reduce.add.v16i32(

define i32 @dot_su_v16(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = sext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_us_v16(
; CHECK-NOT: mul
; CHECK: xor <16 x i8> %{{.*}}, <i8 -128,
; CHECK-COUNT-3: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(<4 x i32> zeroinitializer
; CHECK-NOT: mul
; CHECK: shufflevector <{{[0-9]+}} x i32> %{{.*}}, <{{[0-9]+}} x i32> zeroinitializer, <8 x i32>
; CHECK: shufflevector <8 x i32> %{{.*}}, <8 x i32> %{{.*}}, <16 x i32>
; CHECK: call i32 @llvm.vector.reduce.add.v16i32(

define i32 @dot_us_v16(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = sext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_uu_v8(
; CHECK-NOT: mul
; CHECK: call <2 x i32> @llvm.aarch64.neon.udot.v2i32.v8i8(<2 x i32> zeroinitializer
; CHECK-NOT: mul
; CHECK: shufflevector <{{[0-9]+}} x i32> %{{.*}}, <{{[0-9]+}} x i32> zeroinitializer, <8 x i32>
; CHECK: call i32 @llvm.vector.reduce.add.v8i32(

define i32 @dot_uu_v8(<8 x i8> %a, <8 x i8> %b, <8 x i32> %acc) {
  %xa = zext <8 x i8> %a to <8 x i32>
  %xb = zext <8 x i8> %b to <8 x i32>
  %p = mul nsw <8 x i32> %xa, %xb
  %s = add <8 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_ss_v32(
; CHECK-NOT: mul
; CHECK: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(<4 x i32> zeroinitializer
; CHECK-NOT: mul
; CHECK: shufflevector <{{[0-9]+}} x i32> %{{.*}}, <{{[0-9]+}} x i32> zeroinitializer, <32 x i32>
; CHECK: call i32 @llvm.vector.reduce.add.v32i32(

define i32 @dot_ss_v32(<32 x i8> %a, <32 x i8> %b, <32 x i32> %acc) {
  %xa = sext <32 x i8> %a to <32 x i32>
  %xb = sext <32 x i8> %b to <32 x i32>
  %p = mul nsw <32 x i32> %xa, %xb
  %s = add <32 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_sub_two_accumulators(
; CHECK-COUNT-2: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @dot_sub_two_accumulators(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i32> %acc0, <16 x i32> %acc1) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %xc = zext <16 x i8> %c to <16 x i32>
  %p = mul nuw nsw <16 x i32> %xa, %xb
  %q = mul nuw nsw <16 x i32> %xc, %xb
  %s0 = sub <16 x i32> %acc0, %p
  %s1 = add <16 x i32> %q, %acc1
  %s = add <16 x i32> %s0, %s1
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>)
