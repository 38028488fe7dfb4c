; ModuleID = 'bench/kernels/average_pool2x2.c'
source_filename = "bench/kernels/average_pool2x2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @average_pool2x2(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %out_width, i32 noundef %out_height, i32 noundef %in_stride) local_unnamed_addr #0 {
entry:
  %cmp51 = icmp sgt i32 %out_height, 0
  br i1 %cmp51, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %mul = shl i32 %in_stride, 1
  %idx.ext2 = sext i32 %in_stride to i64
  %cmp849 = icmp sgt i32 %out_width, 0
  br i1 %cmp849, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %out_width to i64
  %wide.trip.count61 = zext i32 %out_height to i64
  %wide.trip.count = zext i32 %out_width to i64
  %min.iters.check = icmp ult i32 %out_width, 8
  %min.iters.check63 = icmp ult i32 %out_width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec69 = and i64 %wide.trip.count, 4294967288
  %cmp.n70 = icmp eq i64 %n.vec69, %wide.trip.count
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.preheader, %for.cond7.for.cond.cleanup9_crit_edge.us
  %indvars.iv57 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next58, %for.cond7.for.cond.cleanup9_crit_edge.us ]
  %1 = trunc i64 %indvars.iv57 to i32
  %mul1.us = mul i32 %mul, %1
  %idx.ext.us = sext i32 %mul1.us to i64
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %idx.ext.us
  %add.ptr3.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext2
  %2 = mul nsw i64 %indvars.iv57, %0
  %add.ptr6.us = getelementptr inbounds i8, ptr %out, i64 %2
  br i1 %min.iters.check, label %for.body10.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check63, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %3 = shl nuw nsw i64 %index, 1
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.vec = load <32 x i8>, ptr %4, align 1, !tbaa !5
  %strided.vec = shufflevector <32 x i8> %wide.vec, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec64 = shufflevector <32 x i8> %wide.vec, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %5 = zext <16 x i8> %strided.vec to <16 x i16>
  %6 = zext <16 x i8> %strided.vec64 to <16 x i16>
  %7 = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %3
  %wide.vec65 = load <32 x i8>, ptr %7, align 1, !tbaa !5
  %strided.vec66 = shufflevector <32 x i8> %wide.vec65, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %strided.vec67 = shufflevector <32 x i8> %wide.vec65, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %8 = zext <16 x i8> %strided.vec66 to <16 x i16>
  %9 = zext <16 x i8> %strided.vec67 to <16 x i16>
  %10 = add nuw nsw <16 x i16> %5, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %11 = add nuw nsw <16 x i16> %10, %6
  %12 = add nuw nsw <16 x i16> %11, %8
  %13 = add nuw nsw <16 x i16> %12, %9
  %14 = lshr <16 x i16> %13, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %15 = trunc <16 x i16> %14 to <16 x i8>
  %16 = getelementptr inbounds i8, ptr %add.ptr6.us, i64 %index
  store <16 x i8> %15, ptr %16, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %17 = icmp eq i64 %index.next, %n.vec
  br i1 %17, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond7.for.cond.cleanup9_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check.not.not, label %for.body10.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index71 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next78, %vec.epilog.vector.body ]
  %18 = shl nuw nsw i64 %index71, 1
  %19 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %18
  %wide.vec72 = load <16 x i8>, ptr %19, align 1, !tbaa !5
  %strided.vec73 = shufflevector <16 x i8> %wide.vec72, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec74 = shufflevector <16 x i8> %wide.vec72, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %20 = zext <8 x i8> %strided.vec73 to <8 x i16>
  %21 = zext <8 x i8> %strided.vec74 to <8 x i16>
  %22 = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %18
  %wide.vec75 = load <16 x i8>, ptr %22, align 1, !tbaa !5
  %strided.vec76 = shufflevector <16 x i8> %wide.vec75, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %strided.vec77 = shufflevector <16 x i8> %wide.vec75, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %23 = zext <8 x i8> %strided.vec76 to <8 x i16>
  %24 = zext <8 x i8> %strided.vec77 to <8 x i16>
  %25 = add nuw nsw <8 x i16> %20, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %26 = add nuw nsw <8 x i16> %25, %21
  %27 = add nuw nsw <8 x i16> %26, %23
  %28 = add nuw nsw <8 x i16> %27, %24
  %29 = lshr <8 x i16> %28, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %30 = trunc <8 x i16> %29 to <8 x i8>
  %31 = getelementptr inbounds i8, ptr %add.ptr6.us, i64 %index71
  store <8 x i8> %30, ptr %31, align 1, !tbaa !5
  %index.next78 = add nuw i64 %index71, 8
  %32 = icmp eq i64 %index.next78, %n.vec69
  br i1 %32, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n70, label %for.cond7.for.cond.cleanup9_crit_edge.us, label %for.body10.us.preheader

for.body10.us.preheader:                          ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec69, %vec.epilog.middle.block ]
  br label %for.body10.us

for.body10.us:                                    ; preds = %for.body10.us.preheader, %for.body10.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body10.us ], [ %indvars.iv.ph, %for.body10.us.preheader ]
  %33 = shl nuw nsw i64 %indvars.iv, 1
  %arrayidx.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %33
  %34 = load i8, ptr %arrayidx.us, align 1, !tbaa !5
  %conv.us = zext i8 %34 to i16
  %35 = or i64 %33, 1
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %35
  %36 = load i8, ptr %arrayidx14.us, align 1, !tbaa !5
  %conv15.us = zext i8 %36 to i16
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %33
  %37 = load i8, ptr %arrayidx19.us, align 1, !tbaa !5
  %conv20.us = zext i8 %37 to i16
  %arrayidx25.us = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %35
  %38 = load i8, ptr %arrayidx25.us, align 1, !tbaa !5
  %conv26.us = zext i8 %38 to i16
  %add16.us = add nuw nsw i16 %conv.us, 2
  %add21.us = add nuw nsw i16 %add16.us, %conv15.us
  %add27.us = add nuw nsw i16 %add21.us, %conv20.us
  %add28.us = add nuw nsw i16 %add27.us, %conv26.us
  %shr.us = lshr i16 %add28.us, 2
  %conv29.us = trunc i16 %shr.us to i8
  %arrayidx31.us = getelementptr inbounds i8, ptr %add.ptr6.us, i64 %indvars.iv
  store i8 %conv29.us, ptr %arrayidx31.us, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond7.for.cond.cleanup9_crit_edge.us, label %for.body10.us, !llvm.loop !12

for.cond7.for.cond.cleanup9_crit_edge.us:         ; preds = %for.body10.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next58 = add nuw nsw i64 %indvars.iv57, 1
  %exitcond62.not = icmp eq i64 %indvars.iv.next58, %wide.trip.count61
  br i1 %exitcond62.not, label %for.cond.cleanup, label %iter.check

for.cond.cleanup:                                 ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !10, !9}
