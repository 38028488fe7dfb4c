; Two parts of one unrolled vector iteration (clang's interleaved accumulators: parts of 8 byte
; products at a[i] and a[i + 8], each into its own <8 x i32> phi, summed after the loop and
; reduced): their totals may move between accumulators, so the two parts become one product of 16
; lanes, one 256-bit pmaddwd (vpmovzxbw/vpmovsxbw ymm from one 16-byte load each) instead of two
; 128-bit ones (plugin/src/reduction.rs, partner). Execution: merge-x86-exec.c and bench dot_u8i8.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>' %s | llc -O2 -mtriple=x86_64-linux-gnu -mattr=+avx2 | FileCheck %s --check-prefix=ASM

; CHECK-LABEL: define i32 @dot_parts(
; CHECK: loop:
; CHECK-NOT: mul
; CHECK-DAG: shufflevector <8 x i8> %a0, <8 x i8> %a1, <16 x i32> <i32 0,
; CHECK-DAG: shufflevector <8 x i8> %w0, <8 x i8> %w1, <16 x i32> <i32 0,
; CHECK: call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>
; CHECK-NOT: pmadd
; CHECK: exit:
; ASM-LABEL: dot_parts:
; ASM: vpmovzxbw (%{{.*}}), %ymm
; ASM: vpmaddwd %ymm{{[0-9]+}}, %ymm{{[0-9]+}}, %ymm
; ASM-NOT: vpmaddwd
; ASM: retq
define i32 @dot_parts(ptr %a, ptr %w, i64 %n, i32 %init) {
entry:
  %acc0.init = insertelement <8 x i32> zeroinitializer, i32 %init, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <8 x i32> [ %acc0.init, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1.next, %loop ]
  %pa0 = getelementptr inbounds i8, ptr %a, i64 %i
  %pa1 = getelementptr inbounds i8, ptr %pa0, i64 8
  %a0 = load <8 x i8>, ptr %pa0, align 1
  %a1 = load <8 x i8>, ptr %pa1, align 1
  %pw0 = getelementptr inbounds i8, ptr %w, i64 %i
  %pw1 = getelementptr inbounds i8, ptr %pw0, i64 8
  %w0 = load <8 x i8>, ptr %pw0, align 1
  %w1 = load <8 x i8>, ptr %pw1, align 1
  %xa0 = zext <8 x i8> %a0 to <8 x i32>
  %xa1 = zext <8 x i8> %a1 to <8 x i32>
  %xw0 = sext <8 x i8> %w0 to <8 x i32>
  %xw1 = sext <8 x i8> %w1 to <8 x i32>
  %p0 = mul nsw <8 x i32> %xw0, %xa0
  %p1 = mul nsw <8 x i32> %xw1, %xa1
  %acc0.next = add <8 x i32> %p0, %acc0
  %acc1.next = add <8 x i32> %p1, %acc1
  %i.next = add nuw i64 %i, 16
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %s = add <8 x i32> %acc1.next, %acc0.next
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; The second part's loads are 16 bytes on: not the next 8 lanes, so each part keeps its own
; (128-bit) product.
; CHECK-LABEL: define i32 @dot_gap(
; CHECK-NOT: shufflevector <8 x i8>
; CHECK: exit:
define i32 @dot_gap(ptr %a, ptr %w, i64 %n, i32 %init) {
entry:
  %acc0.init = insertelement <8 x i32> zeroinitializer, i32 %init, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <8 x i32> [ %acc0.init, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1.next, %loop ]
  %pa0 = getelementptr inbounds i8, ptr %a, i64 %i
  %pa1 = getelementptr inbounds i8, ptr %pa0, i64 16
  %a0 = load <8 x i8>, ptr %pa0, align 1
  %a1 = load <8 x i8>, ptr %pa1, align 1
  %pw0 = getelementptr inbounds i8, ptr %w, i64 %i
  %pw1 = getelementptr inbounds i8, ptr %pw0, i64 16
  %w0 = load <8 x i8>, ptr %pw0, align 1
  %w1 = load <8 x i8>, ptr %pw1, align 1
  %xa0 = zext <8 x i8> %a0 to <8 x i32>
  %xa1 = zext <8 x i8> %a1 to <8 x i32>
  %xw0 = sext <8 x i8> %w0 to <8 x i32>
  %xw1 = sext <8 x i8> %w1 to <8 x i32>
  %p0 = mul nsw <8 x i32> %xw0, %xa0
  %p1 = mul nsw <8 x i32> %xw1, %xa1
  %acc0.next = add <8 x i32> %p0, %acc0
  %acc1.next = add <8 x i32> %p1, %acc1
  %i.next = add nuw i64 %i, 16
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %s = add <8 x i32> %acc1.next, %acc0.next
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; The second accumulator is subtracted: its total cannot move into the first's.
; CHECK-LABEL: define i32 @dot_sub(
; CHECK-NOT: shufflevector <8 x i8>
; CHECK: exit:
define i32 @dot_sub(ptr %a, ptr %w, i64 %n, i32 %init) {
entry:
  %acc0.init = insertelement <8 x i32> zeroinitializer, i32 %init, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <8 x i32> [ %acc0.init, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1.next, %loop ]
  %pa0 = getelementptr inbounds i8, ptr %a, i64 %i
  %pa1 = getelementptr inbounds i8, ptr %pa0, i64 8
  %a0 = load <8 x i8>, ptr %pa0, align 1
  %a1 = load <8 x i8>, ptr %pa1, align 1
  %pw0 = getelementptr inbounds i8, ptr %w, i64 %i
  %pw1 = getelementptr inbounds i8, ptr %pw0, i64 8
  %w0 = load <8 x i8>, ptr %pw0, align 1
  %w1 = load <8 x i8>, ptr %pw1, align 1
  %xa0 = zext <8 x i8> %a0 to <8 x i32>
  %xa1 = zext <8 x i8> %a1 to <8 x i32>
  %xw0 = sext <8 x i8> %w0 to <8 x i32>
  %xw1 = sext <8 x i8> %w1 to <8 x i32>
  %p0 = mul nsw <8 x i32> %xw0, %xa0
  %p1 = mul nsw <8 x i32> %xw1, %xa1
  %acc0.next = add <8 x i32> %p0, %acc0
  %acc1.next = add <8 x i32> %p1, %acc1
  %i.next = add nuw i64 %i, 16
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %s = sub <8 x i32> %acc0.next, %acc1.next
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; Each accumulator has its own reduction: their totals are observed apart.
; CHECK-LABEL: define i32 @dot_two_reductions(
; CHECK-NOT: shufflevector <8 x i8>
; CHECK: exit:
define i32 @dot_two_reductions(ptr %a, ptr %w, i64 %n, i32 %init) {
entry:
  %acc0.init = insertelement <8 x i32> zeroinitializer, i32 %init, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <8 x i32> [ %acc0.init, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1.next, %loop ]
  %pa0 = getelementptr inbounds i8, ptr %a, i64 %i
  %pa1 = getelementptr inbounds i8, ptr %pa0, i64 8
  %a0 = load <8 x i8>, ptr %pa0, align 1
  %a1 = load <8 x i8>, ptr %pa1, align 1
  %pw0 = getelementptr inbounds i8, ptr %w, i64 %i
  %pw1 = getelementptr inbounds i8, ptr %pw0, i64 8
  %w0 = load <8 x i8>, ptr %pw0, align 1
  %w1 = load <8 x i8>, ptr %pw1, align 1
  %xa0 = zext <8 x i8> %a0 to <8 x i32>
  %xa1 = zext <8 x i8> %a1 to <8 x i32>
  %xw0 = sext <8 x i8> %w0 to <8 x i32>
  %xw1 = sext <8 x i8> %w1 to <8 x i32>
  %p0 = mul nsw <8 x i32> %xw0, %xa0
  %p1 = mul nsw <8 x i32> %xw1, %xa1
  %acc0.next = add <8 x i32> %p0, %acc0
  %acc1.next = add <8 x i32> %p1, %acc1
  %i.next = add nuw i64 %i, 16
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r0 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %acc0.next)
  %r1 = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %acc1.next)
  %r = xor i32 %r0, %r1
  ret i32 %r
}

; Squared differences: the parts' operands are terms (a - b of zero-extended loads), merged op by
; op over the concatenated loads: one 256-bit psubw and pmaddwd.
; CHECK-LABEL: define i32 @ssd_parts(
; CHECK: loop:
; CHECK-NOT: mul
; CHECK: shufflevector <8 x i8>
; CHECK: sub <16 x i16>
; CHECK: call <8 x i32> @llvm.x86.avx2.pmadd.wd(<16 x i16>
; CHECK-NOT: pmadd
; CHECK: exit:
define i32 @ssd_parts(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1.next, %loop ]
  %pa0 = getelementptr inbounds i8, ptr %a, i64 %i
  %pa1 = getelementptr inbounds i8, ptr %pa0, i64 8
  %a0 = load <8 x i8>, ptr %pa0, align 1
  %a1 = load <8 x i8>, ptr %pa1, align 1
  %pb0 = getelementptr inbounds i8, ptr %b, i64 %i
  %pb1 = getelementptr inbounds i8, ptr %pb0, i64 8
  %b0 = load <8 x i8>, ptr %pb0, align 1
  %b1 = load <8 x i8>, ptr %pb1, align 1
  %xa0 = zext <8 x i8> %a0 to <8 x i32>
  %xa1 = zext <8 x i8> %a1 to <8 x i32>
  %xb0 = zext <8 x i8> %b0 to <8 x i32>
  %xb1 = zext <8 x i8> %b1 to <8 x i32>
  %d0 = sub nsw <8 x i32> %xa0, %xb0
  %d1 = sub nsw <8 x i32> %xa1, %xb1
  %p0 = mul nsw <8 x i32> %d0, %d0
  %p1 = mul nsw <8 x i32> %d1, %d1
  %acc0.next = add <8 x i32> %p0, %acc0
  %acc1.next = add <8 x i32> %p1, %acc1
  %i.next = add nuw i64 %i, 16
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %s = add <8 x i32> %acc1.next, %acc0.next
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

; Sums of absolute differences: four parts of 8 bytes (sad8.u, each 64-bit lane the sum of eight
; |a - b|) become one 256-bit psadbw of 32 bytes, read as 32-bit lanes (the sums, then zeroes).
; CHECK-LABEL: define i32 @sad_parts(
; CHECK: loop:
; CHECK: call <4 x i64> @llvm.x86.avx2.psad.bw(<32 x i8>
; CHECK-NOT: psad
; CHECK: exit:
; ASM-LABEL: sad_parts:
; ASM: vpsadbw {{.*}}%ymm
; ASM-NOT: vpsadbw
; ASM: retq
define i32 @sad_parts(ptr %a, ptr %b, i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %acc0 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc0.next, %loop ]
  %acc1 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc1.next, %loop ]
  %acc2 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc2.next, %loop ]
  %acc3 = phi <8 x i32> [ zeroinitializer, %entry ], [ %acc3.next, %loop ]
  %pa0 = getelementptr inbounds i8, ptr %a, i64 %i
  %pb0 = getelementptr inbounds i8, ptr %b, i64 %i
  %a0 = load <8 x i8>, ptr %pa0, align 1
  %b0 = load <8 x i8>, ptr %pb0, align 1
  %pa1 = getelementptr inbounds i8, ptr %pa0, i64 8
  %pb1 = getelementptr inbounds i8, ptr %pb0, i64 8
  %a1 = load <8 x i8>, ptr %pa1, align 1
  %b1 = load <8 x i8>, ptr %pb1, align 1
  %pa2 = getelementptr inbounds i8, ptr %pa0, i64 16
  %pb2 = getelementptr inbounds i8, ptr %pb0, i64 16
  %a2 = load <8 x i8>, ptr %pa2, align 1
  %b2 = load <8 x i8>, ptr %pb2, align 1
  %pa3 = getelementptr inbounds i8, ptr %pa0, i64 24
  %pb3 = getelementptr inbounds i8, ptr %pb0, i64 24
  %a3 = load <8 x i8>, ptr %pa3, align 1
  %b3 = load <8 x i8>, ptr %pb3, align 1
  %xa0 = zext <8 x i8> %a0 to <8 x i32>
  %xb0 = zext <8 x i8> %b0 to <8 x i32>
  %d0 = sub nsw <8 x i32> %xa0, %xb0
  %ad0 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %d0, i1 true)
  %acc0.next = add <8 x i32> %ad0, %acc0
  %xa1 = zext <8 x i8> %a1 to <8 x i32>
  %xb1 = zext <8 x i8> %b1 to <8 x i32>
  %d1 = sub nsw <8 x i32> %xa1, %xb1
  %ad1 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %d1, i1 true)
  %acc1.next = add <8 x i32> %ad1, %acc1
  %xa2 = zext <8 x i8> %a2 to <8 x i32>
  %xb2 = zext <8 x i8> %b2 to <8 x i32>
  %d2 = sub nsw <8 x i32> %xa2, %xb2
  %ad2 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %d2, i1 true)
  %acc2.next = add <8 x i32> %ad2, %acc2
  %xa3 = zext <8 x i8> %a3 to <8 x i32>
  %xb3 = zext <8 x i8> %b3 to <8 x i32>
  %d3 = sub nsw <8 x i32> %xa3, %xb3
  %ad3 = call <8 x i32> @llvm.abs.v8i32(<8 x i32> %d3, i1 true)
  %acc3.next = add <8 x i32> %ad3, %acc3
  %i.next = add nuw i64 %i, 32
  %done = icmp uge i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %s01 = add <8 x i32> %acc1.next, %acc0.next
  %s23 = add <8 x i32> %acc3.next, %acc2.next
  %s = add <8 x i32> %s23, %s01
  %r = call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %s)
  ret i32 %r
}

declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>)
