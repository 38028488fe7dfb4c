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
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond4.for.cond.cleanup6_crit_edge.us
  %indvars.iv111 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next112, %for.cond4.for.cond.cleanup6_crit_edge.us ]
  %2 = mul nsw i64 %indvars.iv111, %0
  %add.ptr.us = getelementptr inbounds i16, ptr %in, i64 %2
  %3 = mul nsw i64 %indvars.iv111, %1
  %add.ptr3.us = getelementptr inbounds i16, ptr %tmp, i64 %3
  %4 = load <2 x i16>, ptr %add.ptr.us, align 2, !tbaa !4
  br i1 %min.iters.check, label %for.body7.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %5 = shufflevector <2 x i16> %4, <2 x i16> poison, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 1>
  %6 = shufflevector <2 x i16> %4, <2 x i16> poison, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i16> [ %5, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur134 = phi <16 x i16> [ %6, %vector.ph ], [ %9, %vector.body ]
  %7 = or i64 %index, 2
  %8 = getelementptr inbounds i16, ptr %add.ptr.us, i64 %7
  %wide.load = load <16 x i16>, ptr %8, align 2, !tbaa !4
  %9 = shufflevector <16 x i16> %vector.recur, <16 x i16> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %10 = shufflevector <16 x i16> %vector.recur134, <16 x i16> %9, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %11 = add <16 x i16> %9, %10
  %12 = add <16 x i16> %11, %wide.load
  %13 = udiv <16 x i16> %12, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %14 = getelementptr inbounds i16, ptr %add.ptr3.us, i64 %index
  store <16 x i16> %13, ptr %14, align 2, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %15 = icmp eq i64 %index.next, %n.vec
  br i1 %15, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %16 = shufflevector <16 x i16> %wide.load, <16 x i16> undef, <2 x i32> <i32 14, i32 15>
  br i1 %cmp.n, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us.preheader

for.body7.us.preheader:                           ; preds = %for.body.us, %middle.block
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  %.ph = phi <2 x i16> [ %16, %middle.block ], [ %4, %for.body.us ]
  br label %for.body7.us

for.body7.us:                                     ; preds = %for.body7.us.preheader, %for.body7.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body7.us ], [ %indvars.iv.ph, %for.body7.us.preheader ]
  %17 = phi <2 x i16> [ %23, %for.body7.us ], [ %.ph, %for.body7.us.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %shift = shufflevector <2 x i16> %17, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>
  %18 = add <2 x i16> %shift, %17
  %add12.us = extractelement <2 x i16> %18, i64 0
  %19 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx15.us = getelementptr inbounds i16, ptr %add.ptr.us, i64 %19
  %20 = load i16, ptr %arrayidx15.us, align 2, !tbaa !4
  %add17.us = add i16 %add12.us, %20
  %21 = udiv i16 %add17.us, 3
  %arrayidx22.us = getelementptr inbounds i16, ptr %add.ptr3.us, i64 %indvars.iv
  store i16 %21, ptr %arrayidx22.us, align 2, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  %22 = shufflevector <2 x i16> %17, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>
  %23 = insertelement <2 x i16> %22, i16 %20, i64 1
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
  %24 = zext i32 %width to i64
  %25 = sext i32 %mul53 to i64
  %wide.trip.count129 = zext i32 %height to i64
  %wide.trip.count123 = zext i32 %width to i64
  %min.iters.check141 = icmp ult i32 %width, 8
  %min.iters.check143 = icmp ult i32 %width, 16
  %n.vec146 = and i64 %wide.trip.count123, 4294967280
  %cmp.n147 = icmp eq i64 %n.vec146, %wide.trip.count123
  %n.vec.remaining = and i64 %wide.trip.count123, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec155 = and i64 %wide.trip.count123, 4294967288
  %cmp.n157 = icmp eq i64 %n.vec155, %wide.trip.count123
  br label %iter.check

iter.check:                                       ; preds = %for.body31.us.preheader, %for.cond40.for.cond.cleanup43_crit_edge.us
  %indvars.iv125 = phi i64 [ 0, %for.body31.us.preheader ], [ %indvars.iv.next126, %for.cond40.for.cond.cleanup43_crit_edge.us ]
  %26 = mul nsw i64 %indvars.iv125, %24
  %add.ptr35.us = getelementptr inbounds i16, ptr %tmp, i64 %26
  %add.ptr38.us = getelementptr inbounds i16, ptr %out, i64 %26
  br i1 %min.iters.check141, label %for.body44.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check143, label %vec.epilog.ph, label %vector.body148

vector.body148:                                   ; preds = %vector.main.loop.iter.check, %vector.body148
  %index149 = phi i64 [ %index.next153, %vector.body148 ], [ 0, %vector.main.loop.iter.check ]
  %27 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %index149
  %wide.load150 = load <16 x i16>, ptr %27, align 2, !tbaa !4
  %28 = add nuw nsw i64 %index149, %24
  %29 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %28
  %wide.load151 = load <16 x i16>, ptr %29, align 2, !tbaa !4
  %30 = add <16 x i16> %wide.load151, %wide.load150
  %31 = add nsw i64 %index149, %25
  %32 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %31
  %wide.load152 = load <16 x i16>, ptr %32, align 2, !tbaa !4
  %33 = add <16 x i16> %30, %wide.load152
  %34 = udiv <16 x i16> %33, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %35 = getelementptr inbounds i16, ptr %add.ptr38.us, i64 %index149
  store <16 x i16> %34, ptr %35, align 2, !tbaa !4
  %index.next153 = add nuw i64 %index149, 16
  %36 = icmp eq i64 %index.next153, %n.vec146
  br i1 %36, label %middle.block139, label %vector.body148, !llvm.loop !12

middle.block139:                                  ; preds = %vector.body148
  br i1 %cmp.n147, label %for.cond40.for.cond.cleanup43_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block139
  br i1 %min.epilog.iters.check.not.not, label %for.body44.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec146, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index158 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next162, %vec.epilog.vector.body ]
  %37 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %index158
  %wide.load159 = load <8 x i16>, ptr %37, align 2, !tbaa !4
  %38 = add nuw nsw i64 %index158, %24
  %39 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %38
  %wide.load160 = load <8 x i16>, ptr %39, align 2, !tbaa !4
  %40 = add <8 x i16> %wide.load160, %wide.load159
  %41 = add nsw i64 %index158, %25
  %42 = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %41
  %wide.load161 = load <8 x i16>, ptr %42, align 2, !tbaa !4
  %43 = add <8 x i16> %40, %wide.load161
  %44 = udiv <8 x i16> %43, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %45 = getelementptr inbounds i16, ptr %add.ptr38.us, i64 %index158
  store <8 x i16> %44, ptr %45, align 2, !tbaa !4
  %index.next162 = add nuw i64 %index158, 8
  %46 = icmp eq i64 %index.next162, %n.vec155
  br i1 %46, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n157, label %for.cond40.for.cond.cleanup43_crit_edge.us, label %for.body44.us.preheader

for.body44.us.preheader:                          ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv118.ph = phi i64 [ 0, %iter.check ], [ %n.vec146, %vec.epilog.iter.check ], [ %n.vec155, %vec.epilog.middle.block ]
  br label %for.body44.us

for.body44.us:                                    ; preds = %for.body44.us.preheader, %for.body44.us
  %indvars.iv118 = phi i64 [ %indvars.iv.next119, %for.body44.us ], [ %indvars.iv118.ph, %for.body44.us.preheader ]
  %arrayidx46.us = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %indvars.iv118
  %47 = load i16, ptr %arrayidx46.us, align 2, !tbaa !4
  %48 = add nuw nsw i64 %indvars.iv118, %24
  %arrayidx50.us = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %48
  %49 = load i16, ptr %arrayidx50.us, align 2, !tbaa !4
  %add52.us = add i16 %49, %47
  %50 = add nsw i64 %indvars.iv118, %25
  %arrayidx56.us = getelementptr inbounds i16, ptr %add.ptr35.us, i64 %50
  %51 = load i16, ptr %arrayidx56.us, align 2, !tbaa !4
  %add58.us = add i16 %add52.us, %51
  %52 = udiv i16 %add58.us, 3
  %arrayidx64.us = getelementptr inbounds i16, ptr %add.ptr38.us, i64 %indvars.iv118
  store i16 %52, ptr %arrayidx64.us, align 2, !tbaa !4
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1
  %exitcond124.not = icmp eq i64 %indvars.iv.next119, %wide.trip.count123
  br i1 %exitcond124.not, label %for.cond40.for.cond.cleanup43_crit_edge.us, label %for.body44.us, !llvm.loop !14

for.cond40.for.cond.cleanup43_crit_edge.us:       ; preds = %for.body44.us, %vec.epilog.middle.block, %middle.block139
  %indvars.iv.next126 = add nuw nsw i64 %indvars.iv125, 1
  %exitcond130.not = icmp eq i64 %indvars.iv.next126, %wide.trip.count129
  br i1 %exitcond130.not, label %for.cond.cleanup30, label %iter.check

for.cond.cleanup30:                               ; preds = %for.cond40.for.cond.cleanup43_crit_edge.us, %entry, %for.cond27.preheader
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
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
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !10, !9}
