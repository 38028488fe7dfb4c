; gemmlowp's RoundingDivideByPOT(x, e) by a runtime exponent (TFLite's per-tensor shift; issue 14),
; as clang -O3 writes it with the mask ~(-1 << e) and threshold mask >> 1 computed once, outside
; the vector code. Lifted by rdbpot_var / rdbpot_var_add to
;   rounding_shr.s(saturating_add.s(x, (x & -u) >> 31), u) with u = umin(e, 31)
; (the left side is poison for e >= 32, so clamping is sound; for e = 0 the fix-up vanishes). NEON:
; and + cmlt + sqadd + srshl by the negated amount; x86: psign of |x| rounded half up; HVX, which has
; no rounding shift by a register, gets gemmlowp's compare form back (rdbpot_var_mask), its shift
; by a scalar register. The invariant terms are emitted as scalar code at the end of the block
; that defines their leaves (the entry, in @rdbpot_loop), not as vector code in the loop.
; Executed before and after on all targets; the tests clamp e to [0, 31] themselves (the
; difftest inputs must not make the original poison).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=AVX2
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=hvx>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=HVX-FIRED
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s

; HVX-FIRED-DAG: fixsel: rule: @rdbpot_var rdbpot_var_mask
; HVX-FIRED-DAG: fixsel: rule: @rdbpot_var_offset rdbpot_var_mask
; HVX-FIRED-DAG: fixsel: rule: @rdbpot_loop rdbpot_var_mask

; A64-LABEL: define <32 x i32> @rdbpot_var(
; A64: @llvm.aarch64.neon.sqadd.v4i32(
; A64: @llvm.aarch64.neon.srshl.v4i32(
; A64-NOT: icmp
; A64: ret <32 x i32>
; AVX2-LABEL: define <32 x i32> @rdbpot_var(
; AVX2: @llvm.abs.v32i32(
; AVX2: @llvm.x86.avx2.psign.d(
; AVX2: ret <32 x i32>
; HVX-LABEL: define <32 x i32> @rdbpot_var(
; HVX: icmp sgt <32 x i32>
; HVX: ret <32 x i32>
define <32 x i32> @rdbpot_var(<32 x i32> %x, i32 %e0) {
  %e = and i32 %e0, 31
  %notmask = shl nsw i32 -1, %e
  %mask = xor i32 %notmask, -1
  %half = ashr i32 %mask, 1
  %mask.v.ins = insertelement <32 x i32> poison, i32 %mask, i64 0
  %mask.v = shufflevector <32 x i32> %mask.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %half.v.ins = insertelement <32 x i32> poison, i32 %half, i64 0
  %half.v = shufflevector <32 x i32> %half.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %e.v.ins = insertelement <32 x i32> poison, i32 %e, i64 0
  %e.v = shufflevector <32 x i32> %e.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %rem = and <32 x i32> %x, %mask.v
  %neg = lshr <32 x i32> %x, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %thr = add nsw <32 x i32> %neg, %half.v
  %q = ashr <32 x i32> %x, %e.v
  %c = icmp sgt <32 x i32> %rem, %thr
  %z = zext <32 x i1> %c to <32 x i32>
  %r = add <32 x i32> %q, %z
  ret <32 x i32> %r
}

; With an offset added between the shift and the rounding bit (clang's reassociation of
; rdbpot(x, e) + out_offset).
; A64-LABEL: define <32 x i32> @rdbpot_var_offset(
; A64: @llvm.aarch64.neon.srshl.v4i32(
; A64: ret <32 x i32>
; AVX2-LABEL: define <32 x i32> @rdbpot_var_offset(
; AVX2: @llvm.x86.avx2.psign.d(
; AVX2: ret <32 x i32>
define <32 x i32> @rdbpot_var_offset(<32 x i32> %x, i32 %e0, i32 %off) {
  %e = and i32 %e0, 31
  %notmask = shl nsw i32 -1, %e
  %mask = xor i32 %notmask, -1
  %half = ashr i32 %mask, 1
  %mask.v.ins = insertelement <32 x i32> poison, i32 %mask, i64 0
  %mask.v = shufflevector <32 x i32> %mask.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %half.v.ins = insertelement <32 x i32> poison, i32 %half, i64 0
  %half.v = shufflevector <32 x i32> %half.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %e.v.ins = insertelement <32 x i32> poison, i32 %e, i64 0
  %e.v = shufflevector <32 x i32> %e.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %off.v.ins = insertelement <32 x i32> poison, i32 %off, i64 0
  %off.v = shufflevector <32 x i32> %off.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %rem = and <32 x i32> %x, %mask.v
  %neg = lshr <32 x i32> %x, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %thr = add nsw <32 x i32> %neg, %half.v
  %q = ashr <32 x i32> %x, %e.v
  %c = icmp sgt <32 x i32> %rem, %thr
  %z = zext <32 x i1> %c to <32 x i32>
  %r = add <32 x i32> %q, %z
  ret <32 x i32> %r
}

; In a loop (n & 3 times): the clamp, negation and splats are computed in the entry block.
; A64-LABEL: define <32 x i32> @rdbpot_loop(
; A64: entry:
; A64: call i32 @llvm.umin.i32(i32 %{{.*}}, i32 31)
; A64: loop:
; A64-NOT: umin
; A64: @llvm.aarch64.neon.srshl.v4i32(
; A64: exit:
; HVX-LABEL: define <32 x i32> @rdbpot_loop(
; HVX: loop:
; HVX: ashr <32 x i32> %{{.*}}, %{{.*}}
; HVX: exit:
define <32 x i32> @rdbpot_loop(<32 x i32> %x, i32 %e0, i32 %n0) {
entry:
  %e = and i32 %e0, 31
  %notmask = shl nsw i32 -1, %e
  %mask = xor i32 %notmask, -1
  %half = ashr i32 %mask, 1
  %mask.v.ins = insertelement <32 x i32> poison, i32 %mask, i64 0
  %mask.v = shufflevector <32 x i32> %mask.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %half.v.ins = insertelement <32 x i32> poison, i32 %half, i64 0
  %half.v = shufflevector <32 x i32> %half.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %e.v.ins = insertelement <32 x i32> poison, i32 %e, i64 0
  %e.v = shufflevector <32 x i32> %e.v.ins, <32 x i32> poison, <32 x i32> zeroinitializer
  %n = and i32 %n0, 3
  %none = icmp eq i32 %n, 0
  br i1 %none, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi <32 x i32> [ %x, %entry ], [ %r, %loop ]
  %rem = and <32 x i32> %acc, %mask.v
  %neg = lshr <32 x i32> %acc, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %thr = add nsw <32 x i32> %neg, %half.v
  %q = ashr <32 x i32> %acc, %e.v
  %c = icmp sgt <32 x i32> %rem, %thr
  %z = zext <32 x i1> %c to <32 x i32>
  %r = add <32 x i32> %q, %z
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %res = phi <32 x i32> [ %x, %entry ], [ %r, %loop ]
  ret <32 x i32> %res
}
