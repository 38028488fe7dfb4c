; Register blocking before the loop vectorizer (plugin/src/jam.rs): a nest whose single-block
; inner loop loads and stores back c[j] at an address that steps with the inner loop only is
; unroll-and-jammed by LLVM (4 on x86, 8 on AArch64), and the jammed copies' loads and stores of
; c[j] become one of each. Nests that do not accumulate into memory, that have an unroll pragma,
; or (on x86 and HVX) that multiply at more than 16 bits are left alone. The input is clang -O3's
; IR just before the loop vectorizer, for:
;   acc_u8:     for p: for j: c[j] += (uint32_t)a[p] * b[p * n + j]   (u8 x u8)
;   wide:       the same with int32_t a[p]                            (i32 x u8)
;   store_only: for p: for j: c[p * n + j] = a[p] * b[p * n + j]
;   pragma:     acc_u8 under #pragma clang loop unroll(disable)
; Executed on all three targets by jam-exec.c.
; RUN: %opt -passes='function(fixsel-jam),verify' -S %s | FileCheck %s
; RUN: env FIXSEL_DEBUG=jam %opt -passes='function(fixsel-jam)' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WHY
; RUN: sed -e 's/x86_64-pc-linux-gnu/aarch64-unknown-linux-gnu/' -e 's/^target datalayout.*//' %s | env FIXSEL_DEBUG=jam %opt -passes='function(fixsel-jam),verify' -disable-output 2>&1 | FileCheck %s --check-prefix=A64
; RUN: env FIXSEL_JAM=0 %opt -passes='function(fixsel-jam)' -S %s | FileCheck %s --check-prefix=OFF
; WHY: fixsel: jam: @acc_u8 loop %13: count 4
; WHY: fixsel: jam: @acc_u8: 1 loop nest(s) jammed
; WHY: fixsel: jam: @wide loop %13: left alone: its inner loop multiplies at more than 16 bits
; WHY: fixsel: jam: @store_only loop %13: left alone: its inner loop does not accumulate into memory
; WHY: fixsel: jam: @pragma loop %13: left alone: it has an unroll pragma
; A64: fixsel: jam: @acc_u8 loop %13: count 8
; A64: fixsel: jam: @wide loop %13: count 8
; A64: fixsel: jam: @wide: 1 loop nest(s) jammed
; A64: fixsel: jam: @store_only loop %13: left alone
; A64: fixsel: jam: @pragma loop %13: left alone

; The jammed inner loop: one load of c[j], four products added, one store; then the remainder
; nest, with its own load and store.
; CHECK-LABEL: define dso_local void @acc_u8(
; CHECK: [[ACC:%[0-9]+]] = load i32, ptr [[C:%[0-9]+]]
; CHECK-COUNT-3: mul nuw nsw i32
; CHECK-NOT: load i32
; CHECK: store i32 {{%[0-9]+}}, ptr [[C]]
; CHECK-NOT: store i32
; CHECK: load i32
; CHECK: store i32
; CHECK-NOT: store i32
; CHECK-LABEL: define dso_local void @wide(
; CHECK-NOT: epil
; CHECK: ret void
; OFF-LABEL: define dso_local void @acc_u8(
; OFF-COUNT-1: load i32
; OFF-NOT: load i32
; OFF: ret void

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @acc_u8(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  %7 = icmp sgt i32 %3, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %35

9:                                                ; preds = %5
  %10 = zext i32 %3 to i64
  %11 = zext i32 %4 to i64
  %12 = zext i32 %3 to i64
  br label %13

13:                                               ; preds = %9, %31
  %14 = phi i64 [ 0, %9 ], [ %32, %31 ]
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = mul nsw i64 %14, %10
  br label %19

19:                                               ; preds = %13, %19
  %20 = phi i64 [ 0, %13 ], [ %29, %19 ]
  %21 = add nuw nsw i64 %20, %18
  %22 = getelementptr inbounds i8, ptr %2, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = mul nuw nsw i32 %24, %17
  %26 = getelementptr inbounds i32, ptr %0, i64 %20
  %27 = load i32, ptr %26, align 4, !tbaa !8
  %28 = add i32 %25, %27
  store i32 %28, ptr %26, align 4, !tbaa !8
  %29 = add nuw nsw i64 %20, 1
  %30 = icmp eq i64 %29, %12
  br i1 %30, label %31, label %19, !llvm.loop !10

31:                                               ; preds = %19
  %32 = add nuw nsw i64 %14, 1
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %13, !llvm.loop !12

34:                                               ; preds = %31
  br label %35

35:                                               ; preds = %34, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wide(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  %7 = icmp sgt i32 %3, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %33

9:                                                ; preds = %5
  %10 = zext i32 %3 to i64
  %11 = zext i32 %4 to i64
  %12 = zext i32 %3 to i64
  br label %13

13:                                               ; preds = %9, %30
  %14 = phi i64 [ 0, %9 ], [ %31, %30 ]
  %15 = getelementptr inbounds i32, ptr %1, i64 %14
  %16 = load i32, ptr %15, align 4, !tbaa !8
  %17 = mul nsw i64 %14, %10
  br label %18

18:                                               ; preds = %13, %18
  %19 = phi i64 [ 0, %13 ], [ %28, %18 ]
  %20 = add nuw nsw i64 %19, %17
  %21 = getelementptr inbounds i8, ptr %2, i64 %20
  %22 = load i8, ptr %21, align 1, !tbaa !5
  %23 = zext i8 %22 to i32
  %24 = mul nsw i32 %16, %23
  %25 = getelementptr inbounds i32, ptr %0, i64 %19
  %26 = load i32, ptr %25, align 4, !tbaa !8
  %27 = add nsw i32 %24, %26
  store i32 %27, ptr %25, align 4, !tbaa !8
  %28 = add nuw nsw i64 %19, 1
  %29 = icmp eq i64 %28, %12
  br i1 %29, label %30, label %18, !llvm.loop !13

30:                                               ; preds = %18
  %31 = add nuw nsw i64 %14, 1
  %32 = icmp eq i64 %31, %11
  br i1 %32, label %33, label %13, !llvm.loop !14

33:                                               ; preds = %30, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @store_only(ptr noalias nocapture noundef writeonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  %7 = icmp sgt i32 %3, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %32

9:                                                ; preds = %5
  %10 = zext i32 %3 to i64
  %11 = zext i32 %4 to i64
  %12 = zext i32 %3 to i64
  br label %13

13:                                               ; preds = %9, %29
  %14 = phi i64 [ 0, %9 ], [ %30, %29 ]
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = mul nsw i64 %14, %10
  br label %19

19:                                               ; preds = %13, %19
  %20 = phi i64 [ 0, %13 ], [ %27, %19 ]
  %21 = add nuw nsw i64 %20, %18
  %22 = getelementptr inbounds i8, ptr %2, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = mul nuw nsw i32 %24, %17
  %26 = getelementptr inbounds i32, ptr %0, i64 %21
  store i32 %25, ptr %26, align 4, !tbaa !8
  %27 = add nuw nsw i64 %20, 1
  %28 = icmp eq i64 %27, %12
  br i1 %28, label %29, label %19, !llvm.loop !15

29:                                               ; preds = %19
  %30 = add nuw nsw i64 %14, 1
  %31 = icmp eq i64 %30, %11
  br i1 %31, label %32, label %13, !llvm.loop !16

32:                                               ; preds = %29, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @pragma(ptr noalias nocapture noundef %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 {
  %6 = icmp sgt i32 %4, 0
  %7 = icmp sgt i32 %3, 0
  %8 = and i1 %6, %7
  br i1 %8, label %9, label %34

9:                                                ; preds = %5
  %10 = zext i32 %3 to i64
  %11 = zext i32 %4 to i64
  %12 = zext i32 %3 to i64
  br label %13

13:                                               ; preds = %9, %31
  %14 = phi i64 [ 0, %9 ], [ %32, %31 ]
  %15 = getelementptr inbounds i8, ptr %1, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = zext i8 %16 to i32
  %18 = mul nsw i64 %14, %10
  br label %19

19:                                               ; preds = %13, %19
  %20 = phi i64 [ 0, %13 ], [ %29, %19 ]
  %21 = add nuw nsw i64 %20, %18
  %22 = getelementptr inbounds i8, ptr %2, i64 %21
  %23 = load i8, ptr %22, align 1, !tbaa !5
  %24 = zext i8 %23 to i32
  %25 = mul nuw nsw i32 %24, %17
  %26 = getelementptr inbounds i32, ptr %0, i64 %20
  %27 = load i32, ptr %26, align 4, !tbaa !8
  %28 = add i32 %25, %27
  store i32 %28, ptr %26, align 4, !tbaa !8
  %29 = add nuw nsw i64 %20, 1
  %30 = icmp eq i64 %29, %12
  br i1 %30, label %31, label %19, !llvm.loop !17

31:                                               ; preds = %19
  %32 = add nuw nsw i64 %14, 1
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %13, !llvm.loop !18

34:                                               ; preds = %31, %5
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = distinct !{!14, !11}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !19}
!19 = !{!"llvm.loop.unroll.disable"}
