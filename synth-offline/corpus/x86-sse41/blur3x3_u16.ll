; ModuleID = 'bench/kernels/blur3x3_u16.c'
source_filename = "bench/kernels/blur3x3_u16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @blur3x3_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %add = add i32 %height, 2
  %cmp101 = icmp sgt i32 %height, -2
  br i1 %cmp101, label %for.body.lr.ph, label %for.cond.cleanup30

for.body.lr.ph:                                   ; preds = %entry
  %cmp599 = icmp sgt i32 %width, 0
  br i1 %cmp599, label %for.body.us.preheader, label %for.cond27.preheader

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = sext i32 %stride to i64
  %1 = zext i32 %width to i64
  %smax = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %wide.trip.count116 = zext i32 %smax to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 8
  %n.vec = and i64 %wide.trip.count, 4294967288
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond4.for.cond.cleanup6_crit_edge.us
  %indvars.iv111 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next112, %for.cond4.for.cond.cleanup6_crit_edge.us ]
  %2 = mul nsw i64 %indvars.iv111, %0
  %add.ptr.us = getelementptr inbounds i16, ptr %in, i64 %2
  %3 = mul nsw i64 %indvars.iv111, %1
  %add.ptr3.us = getelementptr inbounds i16, ptr %tmp, i64 %3
  %.pre = load i16, ptr %add.ptr.us, align 2, !tbaa !4
  %arrayidx10.us.phi.trans.insert = getelementptr inbounds i16, ptr %add.ptr.us, i64 1
  %.pre131 = load i16, ptr %arrayidx10.us.phi.trans.insert, align 2, !tbaa !4
  br i1 %min.iters.check, label %for.body7.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <8 x i16> poison, i16 %.pre131, i64 7
  %vector.recur.init133 = insertelement <8 x i16> poison, i16 %.pre, i64 7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <8 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur134 = phi <8 x i16> [ %vector.recur.init133, %vector.ph ], [ %6, %vector.body ]
  %4 = or i64 %index, 2
  %5 = getelementptr inbounds i16, ptr %add.ptr.us, i64 %4
  %wide.load = load <8 x i16>, ptr %5, align 2, !tbaa !4
  %6 = shufflevector <8 x i16> %vector.recur, <8 x i16> %wide.load, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %7 = shufflevector <8 x i16> %vector.recur134, <8 x i16> %6, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %8 = add <8 x i16> %6, %7
  %9 = add <8 x i16> %8, %wide.load
  %10 = udiv <8 x i16> %9, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %11 = getelementptr inbounds i16, ptr %add.ptr3.us, i64 %index
  store <8 x i16> %10, ptr %11, align 2, !tbaa !4
  %index.next = add nuw i64 %index, 8
  %12 = icmp eq i64 %index.next, %n.vec
  br i1 %12, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <8 x i16> %wide.load, i64 7
  %vector.recur.extract135 = extractelement <8 x i16> %wide.load, i64 6
  br i1 %cmp.n, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us.preheader

for.body7.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i16 [ %vector.recur.extract, %middle.block ], [ %.pre131, %for.body.us ]
  %scalar.recur138.ph = phi i16 [ %vector.recur.extract135, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body7.us

for.body7.us:                                     ; preds = %for.body7.us.preheader, %for.body7.us
  %scalar.recur = phi i16 [ %14, %for.body7.us ], [ %scalar.recur.ph, %for.body7.us.preheader ]
  %scalar.recur138 = phi i16 [ %scalar.recur, %for.body7.us ], [ %scalar.recur138.ph, %for.body7.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body7.us ], [ %indvars.iv.ph, %for.body7.us.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %add12.us = add i16 %scalar.recur, %scalar.recur138
  %13 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx15.us = getelementptr inbounds i16, ptr %add.ptr.us, i64 %13
  %14 = load i16, ptr %arrayidx15.us, align 2, !tbaa !4
  %add17.us = add i16 %add12.us, %14
  %15 = udiv i16 %add17.us, 3
  %arrayidx22.us = getelementptr inbounds i16, ptr %add.ptr3.us, i64 %indvars.iv
  store i16 %15, ptr %arrayidx22.us, align 2, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us, !llvm.loop !11

for.cond4.for.cond.cleanup6_crit_edge.us:         ; preds = %for.body7.us, %middle.block
  %indvars.iv.next112 = add nuw nsw i64 %indvars.iv111, 1
  %exitcond117.not = icmp eq i64 %indvars.iv.next112, %wide.trip.count116
  br i1 %exitcond117.not, label %for.cond27.preheader, label %for.body.us

for.cond27.preheader:                             ; preds = %for.cond4.for.cond.cleanup6_crit_edge.us, %for.body.lr.ph
  %cmp28105 = icmp sgt i32 %height, 0
  %cmp41103 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp28105, %cmp41103
  br i1 %or.cond, label %for.body31.us.preheader, label %for.cond.cleanup30

for.body31.us.preheader:                          ; preds = %for.cond27.preheader
  %mul53 = shl nuw nsw i32 %width, 1
  %16 = zext i32 %width to i64
  %17 = sext i32 %mul53 to i64
  %wide.trip.count129 = zext i32 %height to i64
  %wide.trip.count123 = zext i32 %width to i64
  %min.iters.check141 = icmp ult i32 %width, 8
  %n.vec144 = and i64 %wide.trip.count123, 4294967288
  %cmp.n146 = icmp eq i64 %n.vec144, %wide.trip.count123
  br label %for.body31.us

for.body31.us:                                    ; preds = %for.body31.us.preheader, %for.cond40.for.cond.cleanup43_crit_edge.us
  %indvars.iv125 = phi i64 [ 0, %for.body31.us.preheader ], [ %indvars.iv.next126, %for.cond40.for.cond.cleanup43_crit_edge.us ]
  %18 = mul nsw i64 %indvars.iv125, %16
  %add.ptr35.us = getelementptr inbounds i16, ptr %tmp, i64 %18
  %add.ptr38.us = getelementptr inbounds i16, ptr %out, i64 %18
  br i1 %min.iters.check141, label %for.body44.us.preheader, label %vector.body147

vector.body147:                                   ; preds = %for.body31.us, %vector.body147
  %index148 = phi i64 [ %index.next152, %vector.body147 ], [ 0, %for.body31.us ]
  %19 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %index148
  %wide.load149 = load <8 x i16>, ptr %19, align 2, !tbaa !4
  %20 = add nuw nsw i64 %index148, %16
  %21 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %20
  %wide.load150 = load <8 x i16>, ptr %21, align 2, !tbaa !4
  %22 = add <8 x i16> %wide.load150, %wide.load149
  %23 = add nsw i64 %index148, %17
  %24 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %23
  %wide.load151 = load <8 x i16>, ptr %24, align 2, !tbaa !4
  %25 = add <8 x i16> %22, %wide.load151
  %26 = udiv <8 x i16> %25, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %27 = getelementptr inbounds i16, ptr %add.ptr38.us, i64 %index148
  store <8 x i16> %26, ptr %27, align 2, !tbaa !4
  %index.next152 = add nuw i64 %index148, 8
  %28 = icmp eq i64 %index.next152, %n.vec144
  br i1 %28, label %middle.block139, label %vector.body147, !llvm.loop !12

middle.block139:                                  ; preds = %vector.body147
  br i1 %cmp.n146, label %for.cond40.for.cond.cleanup43_crit_edge.us, label %for.body44.us.preheader

for.body44.us.preheader:                          ; preds = %for.body31.us, %middle.block139
  %indvars.iv118.ph = phi i64 [ 0, %for.body31.us ], [ %n.vec144, %middle.block139 ]
  br label %for.body44.us

for.body44.us:                                    ; preds = %for.body44.us.preheader, %for.body44.us
  %indvars.iv118 = phi i64 [ %indvars.iv.next119, %for.body44.us ], [ %indvars.iv118.ph, %for.body44.us.preheader ]
  %arrayidx46.us = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %indvars.iv118
  %29 = load i16, ptr %arrayidx46.us, align 2, !tbaa !4
  %30 = add nuw nsw i64 %indvars.iv118, %16
  %arrayidx50.us = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %30
  %31 = load i16, ptr %arrayidx50.us, align 2, !tbaa !4
  %add52.us = add i16 %31, %29
  %32 = add nsw i64 %indvars.iv118, %17
  %arrayidx56.us = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %32
  %33 = load i16, ptr %arrayidx56.us, align 2, !tbaa !4
  %add58.us = add i16 %add52.us, %33
  %34 = udiv i16 %add58.us, 3
  %arrayidx64.us = getelementptr inbounds i16, ptr %add.ptr38.us, i64 %indvars.iv118
  store i16 %34, ptr %arrayidx64.us, align 2, !tbaa !4
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1
  %exitcond124.not = icmp eq i64 %indvars.iv.next119, %wide.trip.count123
  br i1 %exitcond124.not, label %for.cond40.for.cond.cleanup43_crit_edge.us, label %for.body44.us, !llvm.loop !13

for.cond40.for.cond.cleanup43_crit_edge.us:       ; preds = %for.body44.us, %middle.block139
  %indvars.iv.next126 = add nuw nsw i64 %indvars.iv125, 1
  %exitcond130.not = icmp eq i64 %indvars.iv.next126, %wide.trip.count129
  br i1 %exitcond130.not, label %for.cond.cleanup30, label %for.body31.us

for.cond.cleanup30:                               ; preds = %for.cond40.for.cond.cleanup43_crit_edge.us, %entry, %for.cond27.preheader
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !10, !9}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !10, !9}
