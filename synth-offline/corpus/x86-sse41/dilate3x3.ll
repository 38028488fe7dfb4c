; ModuleID = 'bench/kernels/dilate3x3.c'
source_filename = "bench/kernels/dilate3x3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @dilate3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp50 = icmp sgt i32 %height, 0
  br i1 %cmp50, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp948 = icmp sgt i32 %width, 0
  br i1 %cmp948, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count60 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv55 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next56, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv55, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv55, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx24.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i64 1
  %.pre62 = load i8, ptr %arrayidx24.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre62, i64 15
  %vector.recur.init63 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load66, %vector.body ]
  %vector.recur64 = phi <16 x i8> [ %vector.recur.init63, %vector.ph ], [ %9, %vector.body ]
  %3 = or i64 %index, 1
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !4
  %5 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load65 = load <16 x i8>, ptr %5, align 1, !tbaa !4
  %6 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %wide.load, <16 x i8> %wide.load65)
  %7 = or i64 %index, 2
  %8 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %7
  %wide.load66 = load <16 x i8>, ptr %8, align 1, !tbaa !4
  %9 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load66, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %10 = shufflevector <16 x i8> %vector.recur64, <16 x i8> %9, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %11 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %10, <16 x i8> %wide.load66)
  %12 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %6, <16 x i8> %11)
  %13 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %12, <16 x i8> %9)
  %14 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %13, ptr %14, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load66, i64 15
  %vector.recur.extract67 = extractelement <16 x i8> %wide.load66, i64 14
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre62, %for.body.us ]
  %scalar.recur70.ph = phi i8 [ %vector.recur.extract67, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %20, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur70 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur70.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %indvars.iv.next
  %16 = load i8, ptr %arrayidx.us, align 1, !tbaa !4
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %indvars.iv.next
  %17 = load i8, ptr %arrayidx14.us, align 1, !tbaa !4
  %18 = tail call i8 @llvm.umax.i8(i8 %16, i8 %17)
  %19 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %19
  %20 = load i8, ptr %arrayidx19.us, align 1, !tbaa !4
  %21 = tail call i8 @llvm.umax.i8(i8 %scalar.recur70, i8 %20)
  %22 = tail call i8 @llvm.umax.i8(i8 %18, i8 %21)
  %23 = tail call i8 @llvm.umax.i8(i8 %22, i8 %scalar.recur)
  %arrayidx27.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %23, ptr %arrayidx27.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !10

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next56 = add nuw nsw i64 %indvars.iv55, 1
  %exitcond61.not = icmp eq i64 %indvars.iv.next56, %wide.trip.count60
  br i1 %exitcond61.not, label %for.cond.cleanup, label %for.body.us

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
