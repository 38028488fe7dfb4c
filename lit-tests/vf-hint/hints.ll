; Before the loop vectorizer, fixsel asks for one register of bytes per iteration in byte loops
; whose arithmetic it can do at 16 bits (plugin/src/vf_hint.rs): 32 lanes on AVX2, 64 with
; 512-bit registers. Loops it cannot prove narrow and loops with a width of their own are left
; alone. clang -O runs it on every target (clang.c).
; RUN: %opt -passes=fixsel-vf-hint -S %s | FileCheck %s
; RUN: %opt -passes=fixsel-vf-hint,verify -disable-output %s
; RUN: env FIXSEL_DEBUG=vf-hint %opt -passes=fixsel-vf-hint -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; WHY: fixsel: vf-hint: @div3_avx2 loop %loop: width 32
; WHY: fixsel: vf-hint: @div3_avx512 loop %loop: width 64
; WHY: fixsel: vf-hint: @weighted loop %loop: left alone: `%m = mul i32 %s1, %wv` may not fit 16 bits (unknown)
; WHY: fixsel: vf-hint: @too_wide loop %loop: left alone: `%m = mul nuw nsw i32 %s, 4096` may not fit 16 bits ([0, 3133440])
; WHY: fixsel: vf-hint: @masked loop %loop: width 32
; WHY: fixsel: vf-hint: @user_width loop %loop: left alone: it has a width already
; WHY: fixsel: vf-hint: @shift_u16 loop %loop: width 32
; WHY: fixsel: vf-hint: @sum_u16 loop %loop: left alone: `%s = add nuw nsw i32 %za, %zb` may not fit 16 bits ([0, 131070])
; WHY: fixsel: vf-hint: @store_u16 loop %loop: left alone: it stores `store i16 %t, ptr %po, align 2`, not a byte
; WHY: fixsel: vf-hint: @absd_bytes loop %loop: left alone: it computes only bytes
target triple = "x86_64-unknown-linux-gnu"

; CHECK-LABEL: define void @div3_avx2(
; CHECK: br i1 %done, label %exit, label %loop, !llvm.loop ![[L1:[0-9]+]]

define void @div3_avx2(ptr noalias %out, ptr noalias %in, ptr noalias %w, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = getelementptr inbounds i8, ptr %in, i64 %i
  %a = load i8, ptr %p0
  %i1 = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i8, ptr %in, i64 %i1
  %b = load i8, ptr %p1
  %i2 = add nuw nsw i64 %i, 2
  %p2 = getelementptr inbounds i8, ptr %in, i64 %i2
  %c = load i8, ptr %p2
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %zc = zext i8 %c to i32
  %s1 = add nuw nsw i32 %za, %zb
  %s = add nuw nsw i32 %s1, %zc
  %q = udiv i32 %s, 3
  %t = trunc i32 %q to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define void @div3_avx512(
; CHECK: !llvm.loop ![[L2:[0-9]+]]

define void @div3_avx512(ptr noalias %out, ptr noalias %in, ptr noalias %w, i64 %n) #1 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = getelementptr inbounds i8, ptr %in, i64 %i
  %a = load i8, ptr %p0
  %i1 = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i8, ptr %in, i64 %i1
  %b = load i8, ptr %p1
  %i2 = add nuw nsw i64 %i, 2
  %p2 = getelementptr inbounds i8, ptr %in, i64 %i2
  %c = load i8, ptr %p2
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %zc = zext i8 %c to i32
  %s1 = add nuw nsw i32 %za, %zb
  %s = add nuw nsw i32 %s1, %zc
  %q = udiv i32 %s, 3
  %t = trunc i32 %q to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A runtime 32-bit weight: the product is not known to fit 16 bits.
; CHECK-LABEL: define void @weighted(
; CHECK-NOT: !llvm.loop
; CHECK: ret void

define void @weighted(ptr noalias %out, ptr noalias %in, ptr noalias %w, i64 %n) #0 {
entry:
  %wv = load i32, ptr %w
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = getelementptr inbounds i8, ptr %in, i64 %i
  %a = load i8, ptr %p0
  %i1 = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i8, ptr %in, i64 %i1
  %b = load i8, ptr %p1
  %i2 = add nuw nsw i64 %i, 2
  %p2 = getelementptr inbounds i8, ptr %in, i64 %i2
  %c = load i8, ptr %p2
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %zc = zext i8 %c to i32
  %s1 = add nuw nsw i32 %za, %zb
  %m = mul i32 %s1, %wv
  %t = trunc i32 %m to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Nine bytes times 4096 leave 16 bits.
; CHECK-LABEL: define void @too_wide(
; CHECK-NOT: !llvm.loop
; CHECK: ret void

define void @too_wide(ptr noalias %out, ptr noalias %in, ptr noalias %w, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = getelementptr inbounds i8, ptr %in, i64 %i
  %a = load i8, ptr %p0
  %i1 = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i8, ptr %in, i64 %i1
  %b = load i8, ptr %p1
  %i2 = add nuw nsw i64 %i, 2
  %p2 = getelementptr inbounds i8, ptr %in, i64 %i2
  %c = load i8, ptr %p2
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %zc = zext i8 %c to i32
  %s1 = add nuw nsw i32 %za, %zb
  %s = add nuw nsw i32 %s1, %zc
  %m = mul nuw nsw i32 %s, 4096
  %h = lshr i32 %m, 12
  %t = trunc i32 %h to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A mask bounds a value whatever the rest: (s << 8) & 0xff00 is at most 0xff00.
; CHECK-LABEL: define void @masked(
; CHECK: !llvm.loop
define void @masked(ptr noalias %out, ptr noalias %in, ptr noalias %w, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = getelementptr inbounds i8, ptr %in, i64 %i
  %a = load i8, ptr %p0
  %i1 = add nuw nsw i64 %i, 1
  %za = zext i8 %a to i32
  %s = add nuw nsw i32 %za, 200
  %m = and i32 %s, 255
  %h = shl nuw nsw i32 %m, 8
  %k = and i32 %h, 65280
  %q = lshr i32 %k, 9
  %t = trunc i32 %q to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A user's width stays.
; CHECK-LABEL: define void @user_width(
; CHECK: !llvm.loop ![[U:[0-9]+]]

define void @user_width(ptr noalias %out, ptr noalias %in, ptr noalias %w, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p0 = getelementptr inbounds i8, ptr %in, i64 %i
  %a = load i8, ptr %p0
  %i1 = add nuw nsw i64 %i, 1
  %p1 = getelementptr inbounds i8, ptr %in, i64 %i1
  %b = load i8, ptr %p1
  %i2 = add nuw nsw i64 %i, 2
  %p2 = getelementptr inbounds i8, ptr %in, i64 %i2
  %c = load i8, ptr %p2
  %za = zext i8 %a to i32
  %zb = zext i8 %b to i32
  %zc = zext i8 %c to i32
  %s1 = add nuw nsw i32 %za, %zb
  %s = add nuw nsw i32 %s1, %zc
  %q = udiv i32 %s, 3
  %t = trunc i32 %q to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret void
}

; 16-bit loads, byte stores (12-bit sensor data to 8 bits): (x + 8) >> 4 has 17 bits before its
; shift, which fixsel computes at 16 bits as a rounding shift. One register of bytes stored.
; CHECK-LABEL: define void @shift_u16(
; CHECK: !llvm.loop ![[L3:[0-9]+]]
define void @shift_u16(ptr noalias %out, ptr noalias %in, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i16, ptr %in, i64 %i
  %x = load i16, ptr %p
  %z = zext i16 %x to i32
  %r = add nuw nsw i32 %z, 8
  %v = lshr i32 %r, 4
  %c = call i32 @llvm.umin.i32(i32 %v, i32 255)
  %t = trunc i32 %c to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A 17-bit sum used otherwise than shifted right: not proved narrow.
; CHECK-LABEL: define void @sum_u16(
; CHECK-NOT: !llvm.loop
; CHECK: ret void
define void @sum_u16(ptr noalias %out, ptr noalias %in, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i16, ptr %in, i64 %i
  %a = load i16, ptr %p
  %i1 = add nuw nsw i64 %i, 1
  %q = getelementptr inbounds i16, ptr %in, i64 %i1
  %b = load i16, ptr %q
  %za = zext i16 %a to i32
  %zb = zext i16 %b to i32
  %s = add nuw nsw i32 %za, %zb
  %h = lshr i32 %s, 2
  %d = udiv i32 %s, 1000
  %m = add nuw nsw i32 %h, %d
  %c = call i32 @llvm.umin.i32(i32 %m, i32 255)
  %t = trunc i32 %c to i8
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %t, ptr %po
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; 16-bit stores: the hint is for byte results (one register of bytes per iteration).
; CHECK-LABEL: define void @store_u16(
; CHECK-NOT: !llvm.loop
; CHECK: ret void
define void @store_u16(ptr noalias %out, ptr noalias %in, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %p = getelementptr inbounds i16, ptr %in, i64 %i
  %x = load i16, ptr %p
  %z = zext i16 %x to i32
  %r = add nuw nsw i32 %z, 8
  %v = lshr i32 %r, 4
  %t = trunc i32 %v to i16
  %po = getelementptr inbounds i16, ptr %out, i64 %i
  store i16 %t, ptr %po
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Byte arithmetic only (InstCombine narrowed absd_u8's a > b ? a - b : b - a): the vectorizer
; fills a register already, and a width of fixsel's would cost the vectorized remainder loop.
; CHECK-LABEL: define void @absd_bytes(
; CHECK-NOT: !llvm.loop
; CHECK: ret void
define void @absd_bytes(ptr noalias %out, ptr noalias %a, ptr noalias %b, i64 %n) #0 {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  %pa = getelementptr inbounds i8, ptr %a, i64 %i
  %x = load i8, ptr %pa
  %pb = getelementptr inbounds i8, ptr %b, i64 %i
  %y = load i8, ptr %pb
  %gt = icmp ugt i8 %x, %y
  %d1 = sub i8 %x, %y
  %d2 = sub i8 %y, %x
  %d = select i1 %gt, i8 %d1, i8 %d2
  %po = getelementptr inbounds i8, ptr %out, i64 %i
  store i8 %d, ptr %po
  %i1 = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)

; The hints: the loop ID first (itself), then the width.
; CHECK-DAG: ![[L1]] = {{(distinct )?}}!{![[L1]], ![[W32:[0-9]+]]}
; CHECK-DAG: ![[L3]] = {{(distinct )?}}!{![[L3]], ![[W32]]}
; CHECK-DAG: ![[W32]] = !{!"llvm.loop.vectorize.width", i32 32}
; CHECK-DAG: ![[L2]] = {{(distinct )?}}!{![[L2]], ![[W64:[0-9]+]]}
; CHECK-DAG: ![[W64]] = !{!"llvm.loop.vectorize.width", i32 64}
; CHECK-DAG: ![[U]] = distinct !{![[U]], ![[UW:[0-9]+]]}
; CHECK-DAG: ![[UW]] = !{!"llvm.loop.vectorize.width", i32 8}

attributes #0 = { "target-cpu"="haswell" "target-features"="+avx,+avx2,+sse4.1" }
attributes #1 = { "target-cpu"="znver4" "target-features"="+avx,+avx2,+avx512bw,+avx512f,+sse4.1" }

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.vectorize.width", i32 8}
