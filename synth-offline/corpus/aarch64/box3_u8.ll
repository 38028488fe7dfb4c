; ModuleID = 'bench/kernels/box3_u8.c'
source_filename = "bench/kernels/box3_u8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %min.iters.check = icmp ult i32 %width, 8
  %n.vec = and i64 %wide.trip.count, 4294967288
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond4.for.cond.cleanup6_crit_edge.us
  %indvars.iv41 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next42, %for.cond4.for.cond.cleanup6_crit_edge.us ]
  %2 = mul nsw i64 %indvars.iv41, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %2
  %3 = mul nsw i64 %indvars.iv41, %1
  %add.ptr3.us = getelementptr inbounds i8, ptr %out, i64 %3
  %4 = load <2 x i8>, ptr %add.ptr.us, align 1, !tbaa !5
  br i1 %min.iters.check, label %for.body7.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %5 = shufflevector <2 x i8> %4, <2 x i8> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 1>
  %6 = shufflevector <2 x i8> %4, <2 x i8> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <8 x i8> [ %5, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur50 = phi <8 x i8> [ %6, %vector.ph ], [ %9, %vector.body ]
  %7 = or i64 %index, 2
  %8 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %7
  %wide.load = load <8 x i8>, ptr %8, align 1, !tbaa !5
  %9 = shufflevector <8 x i8> %vector.recur, <8 x i8> %wide.load, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %10 = shufflevector <8 x i8> %vector.recur50, <8 x i8> %9, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %11 = zext <8 x i8> %10 to <8 x i16>
  %12 = zext <8 x i8> %9 to <8 x i16>
  %13 = add nuw nsw <8 x i16> %12, %11
  %14 = zext <8 x i8> %wide.load to <8 x i16>
  %15 = add nuw nsw <8 x i16> %13, %14
  %16 = udiv <8 x i16> %15, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %17 = trunc <8 x i16> %16 to <8 x i8>
  %18 = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %index
  store <8 x i8> %17, ptr %18, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %19 = icmp eq i64 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %20 = shufflevector <8 x i8> %wide.load, <8 x i8> undef, <2 x i32> <i32 6, i32 7>
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
  %25 = load i8, ptr %arrayidx14.us, align 1, !tbaa !5
  %conv15.us = zext i8 %25 to i16
  %add16.us = add nuw nsw i16 %add11.us, %conv15.us
  %div.us = udiv i16 %add16.us, 3
  %conv17.us = trunc i16 %div.us to i8
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr3.us, i64 %indvars.iv
  store i8 %conv17.us, ptr %arrayidx19.us, align 1, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  %26 = shufflevector <2 x i8> %21, <2 x i8> poison, <2 x i32> <i32 1, i32 undef>
  %27 = insertelement <2 x i8> %26, i8 %25, i64 1
  br i1 %exitcond.not, label %for.cond4.for.cond.cleanup6_crit_edge.us, label %for.body7.us, !llvm.loop !11

for.cond4.for.cond.cleanup6_crit_edge.us:         ; preds = %for.body7.us, %middle.block
  %indvars.iv.next42 = add nuw nsw i64 %indvars.iv41, 1
  %exitcond47.not = icmp eq i64 %indvars.iv.next42, %wide.trip.count46
  br i1 %exitcond47.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond4.for.cond.cleanup6_crit_edge.us, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!11 = distinct !{!11, !10, !9}
