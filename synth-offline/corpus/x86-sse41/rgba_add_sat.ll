; ModuleID = 'bench/kernels/rgba_add_sat.c'
source_filename = "bench/kernels/rgba_add_sat.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rgba_add_sat(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %div = sdiv i32 %n, 4
  %cmp118 = icmp sgt i32 %n, 3
  br i1 %cmp118, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %div to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = and i32 %n, -4
  %1 = icmp eq i32 %0, 4
  br i1 %1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa.loopexit:     ; preds = %for.body
  %2 = shl nsw i64 %indvars.iv.next.1, 2
  br label %for.cond.cleanup.loopexit.unr-lcssa

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.cond.cleanup.loopexit.unr-lcssa.loopexit, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %2, %for.cond.cleanup.loopexit.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i8, ptr %a, i64 %indvars.iv.unr
  %arrayidx4.epil = getelementptr inbounds i8, ptr %b, i64 %indvars.iv.unr
  %arrayidx10.epil = getelementptr inbounds i8, ptr %out, i64 %indvars.iv.unr
  %3 = load <4 x i8>, ptr %arrayidx.epil, align 1, !tbaa !4
  %4 = zext <4 x i8> %3 to <4 x i32>
  %5 = load <4 x i8>, ptr %arrayidx4.epil, align 1, !tbaa !4
  %6 = zext <4 x i8> %5 to <4 x i32>
  %7 = add nuw nsw <4 x i32> %6, %4
  %8 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %7, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %9 = trunc <4 x i32> %8 to <4 x i8>
  store <4 x i8> %9, ptr %arrayidx10.epil, align 1, !tbaa !4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  %mul60 = shl nsw i32 %div, 2
  %cmp62120 = icmp slt i32 %mul60, %n
  br i1 %cmp62120, label %iter.check, label %for.cond.cleanup64

iter.check:                                       ; preds = %for.cond.cleanup
  %10 = sext i32 %mul60 to i64
  %wide.trip.count130 = sext i32 %n to i64
  %11 = sub nsw i64 %wide.trip.count130, %10
  %min.iters.check = icmp ult i64 %11, 8
  br i1 %min.iters.check, label %for.body65.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check132 = icmp ult i64 %11, 16
  br i1 %min.iters.check132, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %11, -16
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %offset.idx = add i64 %index, %10
  %12 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load = load <16 x i8>, ptr %12, align 1, !tbaa !4
  %13 = zext <16 x i8> %wide.load to <16 x i32>
  %14 = getelementptr inbounds i8, ptr %b, i64 %offset.idx
  %wide.load133 = load <16 x i8>, ptr %14, align 1, !tbaa !4
  %15 = zext <16 x i8> %wide.load133 to <16 x i32>
  %16 = add nuw nsw <16 x i32> %15, %13
  %17 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %16, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %18 = trunc <16 x i32> %17 to <16 x i8>
  %19 = getelementptr inbounds i8, ptr %out, i64 %offset.idx
  store <16 x i8> %18, ptr %19, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %11, %n.vec
  br i1 %cmp.n, label %for.cond.cleanup64, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %ind.end136 = add nsw i64 %n.vec, %10
  %n.vec.remaining = and i64 %11, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body65.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec135 = and i64 %11, -8
  %ind.end = add nsw i64 %n.vec135, %10
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index138 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next142, %vec.epilog.vector.body ]
  %offset.idx139 = add i64 %index138, %10
  %21 = getelementptr inbounds i8, ptr %a, i64 %offset.idx139
  %wide.load140 = load <8 x i8>, ptr %21, align 1, !tbaa !4
  %22 = zext <8 x i8> %wide.load140 to <8 x i32>
  %23 = getelementptr inbounds i8, ptr %b, i64 %offset.idx139
  %wide.load141 = load <8 x i8>, ptr %23, align 1, !tbaa !4
  %24 = zext <8 x i8> %wide.load141 to <8 x i32>
  %25 = add nuw nsw <8 x i32> %24, %22
  %26 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %25, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %27 = trunc <8 x i32> %26 to <8 x i8>
  %28 = getelementptr inbounds i8, ptr %out, i64 %offset.idx139
  store <8 x i8> %27, ptr %28, align 1, !tbaa !4
  %index.next142 = add nuw i64 %index138, 8
  %29 = icmp eq i64 %index.next142, %n.vec135
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n137 = icmp eq i64 %11, %n.vec135
  br i1 %cmp.n137, label %for.cond.cleanup64, label %for.body65.preheader

for.body65.preheader:                             ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv127.ph = phi i64 [ %10, %iter.check ], [ %ind.end136, %vec.epilog.iter.check ], [ %ind.end, %vec.epilog.middle.block ]
  br label %for.body65

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %30 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %30
  %arrayidx4 = getelementptr inbounds i8, ptr %b, i64 %30
  %arrayidx10 = getelementptr inbounds i8, ptr %out, i64 %30
  %31 = load <4 x i8>, ptr %arrayidx, align 1, !tbaa !4
  %32 = zext <4 x i8> %31 to <4 x i32>
  %33 = load <4 x i8>, ptr %arrayidx4, align 1, !tbaa !4
  %34 = zext <4 x i8> %33 to <4 x i32>
  %35 = add nuw nsw <4 x i32> %34, %32
  %36 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %35, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %37 = trunc <4 x i32> %36 to <4 x i8>
  store <4 x i8> %37, ptr %arrayidx10, align 1, !tbaa !4
  %indvars.iv.next = shl i64 %indvars.iv, 2
  %38 = or i64 %indvars.iv.next, 4
  %arrayidx.1 = getelementptr inbounds i8, ptr %a, i64 %38
  %arrayidx4.1 = getelementptr inbounds i8, ptr %b, i64 %38
  %arrayidx10.1 = getelementptr inbounds i8, ptr %out, i64 %38
  %39 = load <4 x i8>, ptr %arrayidx.1, align 1, !tbaa !4
  %40 = zext <4 x i8> %39 to <4 x i32>
  %41 = load <4 x i8>, ptr %arrayidx4.1, align 1, !tbaa !4
  %42 = zext <4 x i8> %41 to <4 x i32>
  %43 = add nuw nsw <4 x i32> %42, %40
  %44 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %43, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %45 = trunc <4 x i32> %44 to <4 x i8>
  store <4 x i8> %45, ptr %arrayidx10.1, align 1, !tbaa !4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa.loopexit, label %for.body

for.cond.cleanup64:                               ; preds = %for.body65, %middle.block, %vec.epilog.middle.block, %for.cond.cleanup
  ret void

for.body65:                                       ; preds = %for.body65.preheader, %for.body65
  %indvars.iv127 = phi i64 [ %indvars.iv.next128, %for.body65 ], [ %indvars.iv127.ph, %for.body65.preheader ]
  %arrayidx67 = getelementptr inbounds i8, ptr %a, i64 %indvars.iv127
  %46 = load i8, ptr %arrayidx67, align 1, !tbaa !4
  %conv68 = zext i8 %46 to i32
  %arrayidx70 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv127
  %47 = load i8, ptr %arrayidx70, align 1, !tbaa !4
  %conv71 = zext i8 %47 to i32
  %add72 = add nuw nsw i32 %conv71, %conv68
  %cond.i116 = tail call i32 @llvm.smin.i32(i32 %add72, i32 255)
  %conv.i117 = trunc i32 %cond.i116 to i8
  %arrayidx75 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv127
  store i8 %conv.i117, ptr %arrayidx75, align 1, !tbaa !4
  %indvars.iv.next128 = add nsw i64 %indvars.iv127, 1
  %exitcond131.not = icmp eq i64 %indvars.iv.next128, %wide.trip.count130
  br i1 %exitcond131.not, label %for.cond.cleanup64, label %for.body65, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #1

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
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !9, !8}
