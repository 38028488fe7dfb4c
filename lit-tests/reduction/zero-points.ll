; Lane-sum-only products of sums with runtime zero points (TFLite/gemmlowp's quantized dot product,
; `(in + in_offset) * (w + w_offset)` in i32): distributed (plugin/src/reduction/distribute.rs)
; into `zext(a) * zext(b)` (a dot product), `zext(a) * zb` and `za * zext(b)`
; (zb and za times a sum of bytes: a dot product by ones, then one multiply) and `za * zb` (folded
; into a scaled sum as zb per packed lane); exact mod 2^32 for every zero point
; (`synth-offline verify` proves regroup/distribute and the scaled sums).
; The zero points and the accumulator are arguments: difftest runs them at 0, min, max, 0x80..,
; 0x7F.. and random values, so the sums and the products wrap.
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s | FileCheck %s --check-prefix=DOT
; RUN: %difftest --target=aarch64-dotprod %s
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %difftest --target=hvx %s
; On x86, pmaddwd for the byte products, psadbw (by zero) for the sums of bytes.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %difftest --target=x86-avx2 %s
; Without +dotprod the byte product stays lane-wise (umull, then the other parts
; added to it) and the sums of bytes are two pairwise widening adds (uaddlp), then the multiply.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=NEON
; RUN: %difftest --target=aarch64 %s

; Three dot products per 16 bytes (a.b, a.1, b.1; on HVX the two by ones take their ones from a scalar register, vrmpyub), no 128-lane multiply left.
; DOT-LABEL: define i32 @zp_uu(
; DOT-NOT: mul nsw <128 x i32>
; DOT-COUNT-24: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(
; DOT-NOT: udot
; DOT: call i32 @llvm.vector.reduce.add.v128i32(
; HVX-LABEL: define i32 @zp_uu(
; HVX-NOT: mul nsw <128 x i32>
; HVX-COUNT-2: call <32 x i32> @llvm.hexagon.V6.vrmpyub.128B(<32 x i32> %{{[0-9]+}}, i32 16843009)
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpyubv.128B(
; HVX-NOT: vrmpy
; HVX: call i32 @llvm.vector.reduce.add.v128i32(
; NEON-LABEL: define i32 @zp_uu(
; NEON-NOT: mul nsw <128 x i32>
; NEON-DAG: call <8 x i16> @llvm.aarch64.neon.umull.v8i16(
; NEON-DAG: call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(
; NEON-DAG: call <4 x i32> @llvm.aarch64.neon.uaddlp.v4i32.v8i16(
; NEON: call i32 @llvm.vector.reduce.add.v128i32(
; X86-LABEL: define i32 @zp_uu(
; X86-DAG: call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; X86-DAG: call <4 x i64> @llvm.x86.avx2.psad.bw(
; X86: call i32 @llvm.vector.reduce.add.v128i32(
define i32 @zp_uu(<128 x i8> %a, <128 x i8> %b, i32 %za, i32 %zb, <128 x i32> %acc) {
  %xa = zext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %ia = insertelement <128 x i32> poison, i32 %za, i64 0
  %sa = shufflevector <128 x i32> %ia, <128 x i32> poison, <128 x i32> zeroinitializer
  %ib = insertelement <128 x i32> poison, i32 %zb, i64 0
  %sb = shufflevector <128 x i32> %ib, <128 x i32> poison, <128 x i32> zeroinitializer
  %pa = add nsw <128 x i32> %sa, %xa
  %pb = add nsw <128 x i32> %sb, %xb
  %p = mul nsw <128 x i32> %pb, %pa
  %s = add <128 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; One side a difference, signed bytes times unsigned ones: sext(a) * zext(b) (three sdot after a
; rebias on AArch64, vrmpybus on HVX) minus za * zext(b) (a negated scaled sum).
; DOT-LABEL: define i32 @zp_su_sub(
; DOT-DAG: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(
; DOT-DAG: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(
; DOT-DAG: sub <{{[0-9]+}} x i32> zeroinitializer
; DOT: call i32 @llvm.vector.reduce.add.v64i32(
; HVX-LABEL: define i32 @zp_su_sub(
; HVX-DAG: call <32 x i32> @llvm.hexagon.V6.vrmpybusv.128B(
; HVX-DAG: call <32 x i32> @llvm.hexagon.V6.vrmpyub.128B(<32 x i32> %{{[0-9]+}}, i32 16843009)
; HVX-DAG: sub <{{[0-9]+}} x i32> zeroinitializer
define i32 @zp_su_sub(<64 x i8> %a, <64 x i8> %b, i32 %za, <64 x i32> %acc) {
  %xa = sext <64 x i8> %a to <64 x i32>
  %xb = zext <64 x i8> %b to <64 x i32>
  %ia = insertelement <64 x i32> poison, i32 %za, i64 0
  %sa = shufflevector <64 x i32> %ia, <64 x i32> poison, <64 x i32> zeroinitializer
  %pa = sub nsw <64 x i32> %xa, %sa
  %p = mul nsw <64 x i32> %pa, %xb
  %s = add <64 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %s)
  ret i32 %r
}

; A constant zero point is uniform too: (zext(a) - 128) * zext(b).
; DOT-LABEL: define i32 @zp_const(
; DOT-NOT: mul nsw <32 x i32>
; DOT-COUNT-4: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(
; DOT: call i32 @llvm.vector.reduce.add.v32i32(
define i32 @zp_const(<32 x i8> %a, <32 x i8> %b, <32 x i32> %acc) {
  %xa = zext <32 x i8> %a to <32 x i32>
  %xb = zext <32 x i8> %b to <32 x i32>
  %pa = add nsw <32 x i32> %xa, <i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128>
  %p = mul nsw <32 x i32> %pa, %xb
  %s = add <32 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

; Not lane-sum-only (the products are stored): nothing is distributed.
; DOT-LABEL: define void @zp_stored(
; DOT-NOT: udot
; DOT: ret void
define void @zp_stored(<16 x i8> %a, <16 x i8> %b, i32 %za, ptr %out) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %ia = insertelement <16 x i32> poison, i32 %za, i64 0
  %sa = shufflevector <16 x i32> %ia, <16 x i32> poison, <16 x i32> zeroinitializer
  %pa = add nsw <16 x i32> %sa, %xa
  %p = mul nsw <16 x i32> %pa, %xb
  store <16 x i32> %p, ptr %out
  ret void
}

declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>)
declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>)
