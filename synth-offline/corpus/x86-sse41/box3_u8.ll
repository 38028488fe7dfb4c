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
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond4.for.cond.cleanup6_crit_edge.us
  %indvars.iv41 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next42, %for.cond4.for.cond.cleanup6_crit_edge.us ]
  %2 = mul nsw i64 %indvars.iv41, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %2
  %3 = mul nsw i64 %indvars.iv41, %1
  %add.ptr3.us = getelementptr inbounds i8, ptr %out, i64 %3
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %arrayidx9.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre48 = load i8, ptr %arrayidx9.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body7.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre48, i64 15
  %vector.recur.init49 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur50 = phi <16 x i8> [ %vector.recur.init49, %vector.ph ], [ %6, %vector.body ]
  %4 = or i64 %index, 2
  %5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %4
  %wide.load = load <16 x i8>, ptr %5, align 1, !tbaa !4
  %6 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %7 = shufflevector <16 x i8> %vector.recur50, <16 x i8> %6, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %8 = zext <16 x i8> %7 to <16 x i16>
  %9 = zext <16 x i8> %6 to <16 x i16>
  %10 = add nuw nsw <16 x i16> %9, %8
  %11 = zext <16 x i8> %wide.load to <16 x i16>
  %12 = add nuw nsw <16 x i16> %10, %11
  %13 = udiv <16 x i16> %12, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %14 = trunc <16 x i16> %13 to <16 x i8>
  %15 = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %index
  store <16 x i8> %14, ptr %15, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract51 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us.preheader

for.body7.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre48, %for.body.us ]
  %scalar.recur54.ph = phi i8 [ %vector.recur.extract51, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body7.us

for.body7.us:                                     ; preds = %for.body7.us.preheader, %for.body7.us
  %scalar.recur = phi i8 [ %18, %for.body7.us ], [ %scalar.recur.ph, %for.body7.us.preheader ]
  %scalar.recur54 = phi i8 [ %scalar.recur, %for.body7.us ], [ %scalar.recur54.ph, %for.body7.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body7.us ], [ %indvars.iv.ph, %for.body7.us.preheader ]
  %conv.us = zext i8 %scalar.recur54 to i16
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %conv10.us = zext i8 %scalar.recur to i16
  %add11.us = add nuw nsw i16 %conv10.us, %conv.us
  %17 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %17
  %18 = load i8, ptr %arrayidx14.us, align 1, !tbaa !4
  %conv15.us = zext i8 %18 to i16
  %add16.us = add nuw nsw i16 %add11.us, %conv15.us
  %div.us = udiv i16 %add16.us, 3
  %conv17.us = trunc i16 %div.us to i8
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %indvars.iv
  store i8 %conv17.us, ptr %arrayidx19.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us, !llvm.loop !10

for.cond4.for.cond.cleanup6_crit_edge.us:         ; preds = %for.body7.us, %middle.block
  %indvars.iv.next42 = add nuw nsw i64 %indvars.iv41, 1
  %exitcond47.not = icmp eq i64 %indvars.iv.next42, %wide.trip.count46
  br i1 %exitcond47.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond4.for.cond.cleanup6_crit_edge.us, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

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
