; ModuleID = 'bench/kernels/box3_u8.c'
source_filename = "bench/kernels/box3_u8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @box3_u8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp36 = icmp sgt i32 %height, 0
  %cmp534 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp36, %cmp534
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %0 = sext i32 %stride to i64
  %1 = zext i32 %width to i64
  %wide.trip.count46 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 32
  %n.vec = and i64 %wide.trip.count, 4294967264
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond4.for.cond.cleanup6_crit_edge.us
  %indvars.iv41 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next42, %for.cond4.for.cond.cleanup6_crit_edge.us ]
  %2 = mul nsw i64 %indvars.iv41, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %2
  %3 = mul nsw i64 %indvars.iv41, %1
  %add.ptr3.us = getelementptr inbounds i8, ptr %out, i64 %3
  %4 = load <2 x i8>, ptr %add.ptr.us, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body7.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %5 = shufflevector <2 x i8> %4, <2 x i8> poison, <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 1>
  %6 = shufflevector <2 x i8> %4, <2 x i8> poison, <32 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <32 x i8> [ %5, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur50 = phi <32 x i8> [ %6, %vector.ph ], [ %9, %vector.body ]
  %7 = or i64 %index, 2
  %8 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %7
  %wide.load = load <32 x i8>, ptr %8, align 1, !tbaa !4
  %9 = shufflevector <32 x i8> %vector.recur, <32 x i8> %wide.load, <32 x i32> <i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62>
  %10 = shufflevector <32 x i8> %vector.recur50, <32 x i8> %9, <32 x i32> <i32 31, i32 32, i32 33, i32 34, i32 35, i32 36, i32 37, i32 38, i32 39, i32 40, i32 41, i32 42, i32 43, i32 44, i32 45, i32 46, i32 47, i32 48, i32 49, i32 50, i32 51, i32 52, i32 53, i32 54, i32 55, i32 56, i32 57, i32 58, i32 59, i32 60, i32 61, i32 62>
  %11 = zext <32 x i8> %10 to <32 x i16>
  %12 = zext <32 x i8> %9 to <32 x i16>
  %13 = add nuw nsw <32 x i16> %12, %11
  %14 = zext <32 x i8> %wide.load to <32 x i16>
  %15 = add nuw nsw <32 x i16> %13, %14
  %16 = udiv <32 x i16> %15, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %17 = trunc <32 x i16> %16 to <32 x i8>
  %18 = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %index
  store <32 x i8> %17, ptr %18, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 32
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %20 = shufflevector <32 x i8> %wide.load, <32 x i8> undef, <2 x i32> <i32 30, i32 31>
  br i1 %cmp.n, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us.preheader

for.body7.us.preheader:                           ; preds = %for.body.us, %middle.block
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  %.ph = phi <2 x i8> [ %20, %middle.block ], [ %4, %for.body.us ]
  br label %for.body7.us

for.body7.us:                                     ; preds = %for.body7.us.preheader, %for.body7.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body7.us ], [ %indvars.iv.ph, %for.body7.us.preheader ]
  %21 = phi <2 x i8> [ %27, %for.body7.us ], [ %.ph, %for.body7.us.preheader ]
  %22 = zext <2 x i8> %21 to <2 x i16>
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %shift = shufflevector <2 x i16> %22, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>
  %23 = add nuw nsw <2 x i16> %shift, %22
  %add11.us = extractelement <2 x i16> %23, i64 0
  %24 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %24
  %25 = load i8, ptr %arrayidx14.us, align 1, !tbaa !4
  %conv15.us = zext i8 %25 to i16
  %add16.us = add nuw nsw i16 %add11.us, %conv15.us
  %div.us = udiv i16 %add16.us, 3
  %conv17.us = trunc i16 %div.us to i8
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %indvars.iv
  store i8 %conv17.us, ptr %arrayidx19.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  %26 = shufflevector <2 x i8> %21, <2 x i8> poison, <2 x i32> <i32 1, i32 undef>
  %27 = insertelement <2 x i8> %26, i8 %25, i64 1
  br i1 %exitcond.not, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us, !llvm.loop !10

for.cond4.for.cond.cleanup6_crit_edge.us:         ; preds = %for.body7.us, %middle.block
  %indvars.iv.next42 = add nuw nsw i64 %indvars.iv41, 1
  %exitcond47.not = icmp eq i64 %indvars.iv.next42, %wide.trip.count46
  br i1 %exitcond47.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond4.for.cond.cleanup6_crit_edge.us, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !9, !8}
