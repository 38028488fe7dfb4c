; ModuleID = 'bench/kernels/max_pool3x3.c'
source_filename = "bench/kernels/max_pool3x3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @max_pool3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp72 = icmp sgt i32 %height, 0
  br i1 %cmp72, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp970 = icmp sgt i32 %width, 0
  br i1 %cmp970, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count82 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv77 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next78, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv77, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv77, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %.pre84 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %.pre85 = load i8, ptr %add.ptr4.us, align 1, !tbaa !4
  %arrayidx18.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre86 = load i8, ptr %arrayidx18.us.phi.trans.insert, align 1, !tbaa !4
  %arrayidx21.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i64 1
  %.pre87 = load i8, ptr %arrayidx21.us.phi.trans.insert, align 1, !tbaa !4
  %arrayidx25.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr4.us, i64 1
  %.pre88 = load i8, ptr %arrayidx25.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre88, i64 15
  %vector.recur.init89 = insertelement <16 x i8> poison, i8 %.pre87, i64 15
  %vector.recur.init91 = insertelement <16 x i8> poison, i8 %.pre86, i64 15
  %vector.recur.init93 = insertelement <16 x i8> poison, i8 %.pre85, i64 15
  %vector.recur.init95 = insertelement <16 x i8> poison, i8 %.pre84, i64 15
  %vector.recur.init97 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load100, %vector.body ]
  %vector.recur90 = phi <16 x i8> [ %vector.recur.init89, %vector.ph ], [ %wide.load99, %vector.body ]
  %vector.recur92 = phi <16 x i8> [ %vector.recur.init91, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur94 = phi <16 x i8> [ %vector.recur.init93, %vector.ph ], [ %14, %vector.body ]
  %vector.recur96 = phi <16 x i8> [ %vector.recur.init95, %vector.ph ], [ %8, %vector.body ]
  %vector.recur98 = phi <16 x i8> [ %vector.recur.init97, %vector.ph ], [ %5, %vector.body ]
  %3 = or i64 %index, 2
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !4
  %5 = shufflevector <16 x i8> %vector.recur92, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = shufflevector <16 x i8> %vector.recur98, <16 x i8> %5, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %7 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load99 = load <16 x i8>, ptr %7, align 1, !tbaa !4
  %8 = shufflevector <16 x i8> %vector.recur90, <16 x i8> %wide.load99, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %9 = shufflevector <16 x i8> %vector.recur96, <16 x i8> %8, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %10 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %6, <16 x i8> %9)
  %11 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %5, <16 x i8> %8)
  %12 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %wide.load, <16 x i8> %wide.load99)
  %13 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load100 = load <16 x i8>, ptr %13, align 1, !tbaa !4
  %14 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load100, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %15 = shufflevector <16 x i8> %vector.recur94, <16 x i8> %14, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %16 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %10, <16 x i8> %15)
  %17 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %11, <16 x i8> %14)
  %18 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %12, <16 x i8> %wide.load100)
  %19 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %16, <16 x i8> %17)
  %20 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %19, <16 x i8> %18)
  %21 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %20, ptr %21, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %22 = icmp eq i64 %index.next, %n.vec
  br i1 %22, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load100, i64 15
  %vector.recur.extract101 = extractelement <16 x i8> %wide.load99, i64 15
  %vector.recur.extract105 = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract109 = extractelement <16 x i8> %wide.load100, i64 14
  %vector.recur.extract113 = extractelement <16 x i8> %wide.load99, i64 14
  %vector.recur.extract117 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre88, %for.body.us ]
  %scalar.recur104.ph = phi i8 [ %vector.recur.extract101, %middle.block ], [ %.pre87, %for.body.us ]
  %scalar.recur108.ph = phi i8 [ %vector.recur.extract105, %middle.block ], [ %.pre86, %for.body.us ]
  %scalar.recur112.ph = phi i8 [ %vector.recur.extract109, %middle.block ], [ %.pre85, %for.body.us ]
  %scalar.recur116.ph = phi i8 [ %vector.recur.extract113, %middle.block ], [ %.pre84, %for.body.us ]
  %scalar.recur120.ph = phi i8 [ %vector.recur.extract117, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %31, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur104 = phi i8 [ %29, %for.body11.us ], [ %scalar.recur104.ph, %for.body11.us.preheader ]
  %scalar.recur108 = phi i8 [ %28, %for.body11.us ], [ %scalar.recur108.ph, %for.body11.us.preheader ]
  %scalar.recur112 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur112.ph, %for.body11.us.preheader ]
  %scalar.recur116 = phi i8 [ %scalar.recur104, %for.body11.us ], [ %scalar.recur116.ph, %for.body11.us.preheader ]
  %scalar.recur120 = phi i8 [ %scalar.recur108, %for.body11.us ], [ %scalar.recur120.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %23 = tail call i8 @llvm.umax.i8(i8 %scalar.recur120, i8 %scalar.recur116)
  %24 = tail call i8 @llvm.umax.i8(i8 %23, i8 %scalar.recur112)
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %25 = tail call i8 @llvm.umax.i8(i8 %scalar.recur108, i8 %scalar.recur104)
  %26 = tail call i8 @llvm.umax.i8(i8 %25, i8 %scalar.recur)
  %27 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx29.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %27
  %28 = load i8, ptr %arrayidx29.us, align 1, !tbaa !4
  %arrayidx32.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %27
  %29 = load i8, ptr %arrayidx32.us, align 1, !tbaa !4
  %30 = tail call i8 @llvm.umax.i8(i8 %28, i8 %29)
  %arrayidx36.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %27
  %31 = load i8, ptr %arrayidx36.us, align 1, !tbaa !4
  %32 = tail call i8 @llvm.umax.i8(i8 %30, i8 %31)
  %33 = tail call i8 @llvm.umax.i8(i8 %24, i8 %26)
  %34 = tail call i8 @llvm.umax.i8(i8 %33, i8 %32)
  %arrayidx41.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %34, ptr %arrayidx41.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !10

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next78 = add nuw nsw i64 %indvars.iv77, 1
  %exitcond83.not = icmp eq i64 %indvars.iv.next78, %wide.trip.count82
  br i1 %exitcond83.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
