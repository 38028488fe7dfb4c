; Regrouping lane-sum-only byte products on x86: widened to 16 bits (sext/zext, exact) and paired
; by pmaddwd (dot2.s), half as many i32 lanes as products, the rest zero.
; The accumulator is an argument, so its random and edge values make the sums wrap.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,AVX2
; RUN: %difftest --target=x86-avx2 %s
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,SSE
; RUN: %difftest --target=x86-sse4.1 %s
; AVX512-VNNI: unsigned x signed bytes are one vpdpbusd per four products (dot4.su). A pmaddwd
; (dot2.s) added into a loop's accumulator is frozen so that llc does not fuse the add into a
; 5-cycle vpdpwssd chain (ASM, dot_i16_loop); outside a loop nothing is frozen (dot_i16): a fused
; form there is one instruction fewer. Executed where the CPU has avx512_vnni.
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | FileCheck %s --check-prefix=VNNI
; RUN: %difftest --target=x86-avx512 --allow-unsupported %s
; RUN: %opt -passes='fixsel<target=x86-avx512>' %s | llc -O2 -mtriple=x86_64-linux-gnu -mcpu=icelake-server | FileCheck %s --check-prefix=ASM

; CHECK-LABEL: define i32 @dot_su_v16(
; CHECK-NOT: mul
; CHECK-DAG: sext <16 x i8> %a to <16 x i16>
; CHECK-DAG: zext <16 x i8> %b to <16 x i16>
; AVX2: call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; SSE: call <4 x i32> @llvm.x86.sse2.pmadd.wd(
; CHECK-NOT: mul
; CHECK: ret i32
; VNNI-LABEL: define i32 @dot_su_v16(
; VNNI-NOT: mul
; VNNI: call <4 x i32> @llvm.x86.avx512.vpdpbusd.128(<4 x i32> %{{[0-9]+}}, <4 x i32> %{{.*}}, <4 x i32> %{{.*}})
; VNNI: ret i32
define i32 @dot_su_v16(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = sext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_uu_v16(
; CHECK-NOT: mul
; CHECK-DAG: zext <16 x i8> %a to <16 x i16>
; CHECK-DAG: zext <16 x i8> %b to <16 x i16>
; AVX2: call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; SSE: call <4 x i32> @llvm.x86.sse2.pmadd.wd(
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @dot_uu_v16(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_ss_v32(
; CHECK-NOT: mul
; CHECK-DAG: sext <32 x i8> %a to <32 x i16>
; CHECK-DAG: sext <32 x i8> %b to <32 x i16>
; AVX2: call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; SSE: call <4 x i32> @llvm.x86.sse2.pmadd.wd(
; CHECK-NOT: mul
; CHECK: ret i32
define i32 @dot_ss_v32(<32 x i8> %a, <32 x i8> %b, <32 x i32> %acc) {
  %xa = sext <32 x i8> %a to <32 x i32>
  %xb = sext <32 x i8> %b to <32 x i32>
  %p = mul nsw <32 x i32> %xa, %xb
  %s = add <32 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

; 8 lanes are one AVX2 register already: no cheaper (kept); four SSE registers of work become three.
; CHECK-LABEL: define i32 @dot_us_v8(
; AVX2-NOT: pmadd
; AVX2: mul nsw <8 x i32>
; SSE-NOT: mul
; SSE-DAG: zext <8 x i8> %a to <8 x i16>
; SSE-DAG: sext <8 x i8> %b to <8 x i16>
; SSE: call <4 x i32> @llvm.x86.sse2.pmadd.wd(
; SSE-NOT: mul
; CHECK: ret i32
define i32 @dot_us_v8(<8 x i8> %a, <8 x i8> %b, <8 x i32> %acc) {
  %xa = zext <8 x i8> %a to <8 x i32>
  %xb = sext <8 x i8> %b to <8 x i32>
  %p = mul nsw <8 x i32> %xa, %xb
  %s = add <8 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; i16 products (dot_i16): already a pair product of 16-bit values.
; VNNI-LABEL: define i32 @dot_i16(
; VNNI: call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; VNNI-NOT: freeze
; VNNI: ret i32
; CHECK-LABEL: define i32 @dot_i16(
; CHECK-NOT: mul
; AVX2: call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; CHECK: ret i32
define i32 @dot_i16(<16 x i16> %a, <16 x i16> %b, <16 x i32> %acc) {
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
; VNNI-LABEL: define i32 @dot_i16_loop(
; VNNI: [[P:%[0-9]+]] = call <8 x i32> @llvm.x86.avx2.pmadd.wd(
; VNNI: freeze <8 x i32> [[P]]
; ASM-LABEL: dot_i16_loop:
; ASM: vpmaddwd
; ASM-NOT: vpdpwssd
; ASM: .Lfunc_end
define i32 @dot_i16_loop(ptr %pa, ptr %pb, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <16 x i32> [ zeroinitializer, %entry ], [ %s, %loop ]
  %qa = getelementptr inbounds i16, ptr %pa, i64 %i
  %qb = getelementptr inbounds i16, ptr %pb, i64 %i
  %a = load <16 x i16>, ptr %qa, align 2
  %b = load <16 x i16>, ptr %qb, align 2
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %s = add <16 x i32> %acc, %p
  %i.next = add i64 %i, 16
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>)

; Absolute differences summed: sad8.u (eight |a - b| summed per 64-bit lane) is psadbw; 8 bytes
; use the low half of an SSE register.
; CHECK-LABEL: define i32 @sad_v8(
; CHECK: @llvm.x86.sse2.psad.bw(<16 x i8>
; CHECK: ret i32
define i32 @sad_v8(<8 x i8> %a, <8 x i8> %b, <8 x i32> %acc) {
  %xa = zext <8 x i8> %a to <8 x i32>
  %xb = zext <8 x i8> %b to <8 x i32>
  %d = sub nsw <8 x i32> %xa, %xb
  %ad = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %d, i1 true)
  %s = add <8 x i32> %ad, %acc
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @sad_v32(
; AVX2: @llvm.x86.avx2.psad.bw(<32 x i8>
; SSE-COUNT-2: @llvm.x86.sse2.psad.bw(<16 x i8>
; CHECK: ret i32
define i32 @sad_v32(<32 x i8> %a, <32 x i8> %b, <32 x i32> %acc) {
  %xa = zext <32 x i8> %a to <32 x i32>
  %xb = zext <32 x i8> %b to <32 x i32>
  %d = sub nsw <32 x i32> %xa, %xb
  %ad = call <32 x i32> @llvm.abs.v32i32(<32 x i32> %d, i1 true)
  %s = add <32 x i32> %ad, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1)
declare <32 x i32> @llvm.abs.v32i32(<32 x i32>, i1)
