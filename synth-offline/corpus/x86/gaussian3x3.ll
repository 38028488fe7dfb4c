; ModuleID = 'bench/kernels/gaussian3x3.c'
source_filename = "bench/kernels/gaussian3x3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gaussian3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp92 = icmp sgt i32 %height, 0
  br i1 %cmp92, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp990 = icmp sgt i32 %width, 0
  br i1 %cmp990, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count102 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv97 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next98, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv97, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv97, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %arrayidx13.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre104 = load i8, ptr %arrayidx13.us.phi.trans.insert, align 1, !tbaa !4
  %.pre105 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx29.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i64 1
  %.pre106 = load i8, ptr %arrayidx29.us.phi.trans.insert, align 1, !tbaa !4
  %.pre107 = load i8, ptr %add.ptr4.us, align 1, !tbaa !4
  %arrayidx45.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr4.us, i64 1
  %.pre108 = load i8, ptr %arrayidx45.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre108, i64 15
  %vector.recur.init109 = insertelement <16 x i8> poison, i8 %.pre107, i64 15
  %vector.recur.init111 = insertelement <16 x i8> poison, i8 %.pre106, i64 15
  %vector.recur.init113 = insertelement <16 x i8> poison, i8 %.pre105, i64 15
  %vector.recur.init115 = insertelement <16 x i8> poison, i8 %.pre104, i64 15
  %vector.recur.init117 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load120, %vector.body ]
  %vector.recur110 = phi <16 x i8> [ %vector.recur.init109, %vector.ph ], [ %18, %vector.body ]
  %vector.recur112 = phi <16 x i8> [ %vector.recur.init111, %vector.ph ], [ %wide.load119, %vector.body ]
  %vector.recur114 = phi <16 x i8> [ %vector.recur.init113, %vector.ph ], [ %11, %vector.body ]
  %vector.recur116 = phi <16 x i8> [ %vector.recur.init115, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur118 = phi <16 x i8> [ %vector.recur.init117, %vector.ph ], [ %5, %vector.body ]
  %3 = or i64 %index, 2
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !4
  %5 = shufflevector <16 x i8> %vector.recur116, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = shufflevector <16 x i8> %vector.recur118, <16 x i8> %5, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %7 = zext <16 x i8> %6 to <16 x i32>
  %8 = zext <16 x i8> %5 to <16 x i32>
  %9 = zext <16 x i8> %wide.load to <16 x i32>
  %10 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load119 = load <16 x i8>, ptr %10, align 1, !tbaa !4
  %11 = shufflevector <16 x i8> %vector.recur112, <16 x i8> %wide.load119, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %12 = shufflevector <16 x i8> %vector.recur114, <16 x i8> %11, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %13 = zext <16 x i8> %12 to <16 x i32>
  %14 = zext <16 x i8> %11 to <16 x i32>
  %15 = shl nuw nsw <16 x i32> %14, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %16 = zext <16 x i8> %wide.load119 to <16 x i32>
  %17 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load120 = load <16 x i8>, ptr %17, align 1, !tbaa !4
  %18 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load120, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %19 = shufflevector <16 x i8> %vector.recur110, <16 x i8> %18, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %20 = zext <16 x i8> %19 to <16 x i32>
  %21 = zext <16 x i8> %18 to <16 x i32>
  %22 = zext <16 x i8> %wide.load120 to <16 x i32>
  %23 = add nuw nsw <16 x i32> %13, %8
  %24 = add nuw nsw <16 x i32> %23, %16
  %25 = add nuw nsw <16 x i32> %24, %21
  %26 = shl nuw nsw <16 x i32> %25, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %27 = add nuw nsw <16 x i32> %7, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %28 = add nuw nsw <16 x i32> %27, %9
  %29 = add nuw nsw <16 x i32> %28, %15
  %30 = add nuw nsw <16 x i32> %29, %20
  %31 = add nuw nsw <16 x i32> %30, %22
  %32 = add nuw nsw <16 x i32> %31, %26
  %33 = lshr <16 x i32> %32, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %34 = trunc <16 x i32> %33 to <16 x i8>
  %35 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %34, ptr %35, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load120, i64 15
  %vector.recur.extract121 = extractelement <16 x i8> %wide.load120, i64 14
  %vector.recur.extract125 = extractelement <16 x i8> %wide.load119, i64 15
  %vector.recur.extract129 = extractelement <16 x i8> %wide.load119, i64 14
  %vector.recur.extract133 = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract137 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre108, %for.body.us ]
  %scalar.recur124.ph = phi i8 [ %vector.recur.extract121, %middle.block ], [ %.pre107, %for.body.us ]
  %scalar.recur128.ph = phi i8 [ %vector.recur.extract125, %middle.block ], [ %.pre106, %for.body.us ]
  %scalar.recur132.ph = phi i8 [ %vector.recur.extract129, %middle.block ], [ %.pre105, %for.body.us ]
  %scalar.recur136.ph = phi i8 [ %vector.recur.extract133, %middle.block ], [ %.pre104, %for.body.us ]
  %scalar.recur140.ph = phi i8 [ %vector.recur.extract137, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %40, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur124 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur124.ph, %for.body11.us.preheader ]
  %scalar.recur128 = phi i8 [ %39, %for.body11.us ], [ %scalar.recur128.ph, %for.body11.us.preheader ]
  %scalar.recur132 = phi i8 [ %scalar.recur128, %for.body11.us ], [ %scalar.recur132.ph, %for.body11.us.preheader ]
  %scalar.recur136 = phi i8 [ %38, %for.body11.us ], [ %scalar.recur136.ph, %for.body11.us.preheader ]
  %scalar.recur140 = phi i8 [ %scalar.recur136, %for.body11.us ], [ %scalar.recur140.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %conv.us = zext i8 %scalar.recur140 to i32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %conv14.us = zext i8 %scalar.recur136 to i32
  %37 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %37
  %38 = load i8, ptr %arrayidx19.us, align 1, !tbaa !4
  %conv20.us = zext i8 %38 to i32
  %conv24.us = zext i8 %scalar.recur132 to i32
  %conv30.us = zext i8 %scalar.recur128 to i32
  %mul31.us = shl nuw nsw i32 %conv30.us, 2
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %37
  %39 = load i8, ptr %arrayidx35.us, align 1, !tbaa !4
  %conv36.us = zext i8 %39 to i32
  %conv41.us = zext i8 %scalar.recur124 to i32
  %conv46.us = zext i8 %scalar.recur to i32
  %arrayidx51.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %37
  %40 = load i8, ptr %arrayidx51.us, align 1, !tbaa !4
  %conv52.us = zext i8 %40 to i32
  %reass.add.us = add nuw nsw i32 %conv24.us, %conv14.us
  %reass.add88.us = add nuw nsw i32 %reass.add.us, %conv36.us
  %reass.add89.us = add nuw nsw i32 %reass.add88.us, %conv46.us
  %reass.mul.us = shl nuw nsw i32 %reass.add89.us, 1
  %add32.us = add nuw nsw i32 %conv.us, 8
  %add38.us = add nuw nsw i32 %add32.us, %conv20.us
  %add42.us = add nuw nsw i32 %add38.us, %mul31.us
  %add48.us = add nuw nsw i32 %add42.us, %conv41.us
  %add53.us = add nuw nsw i32 %add48.us, %conv52.us
  %add56.us = add nuw nsw i32 %add53.us, %reass.mul.us
  %shr.us = lshr i32 %add56.us, 4
  %conv57.us = trunc i32 %shr.us to i8
  %arrayidx59.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv57.us, ptr %arrayidx59.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !10

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next98 = add nuw nsw i64 %indvars.iv97, 1
  %exitcond103.not = icmp eq i64 %indvars.iv.next98, %wide.trip.count102
  br i1 %exitcond103.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
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
