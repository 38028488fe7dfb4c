; ModuleID = 'bench/kernels/sobel3x3.c'
source_filename = "bench/kernels/sobel3x3.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @sobel3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp153 = icmp sgt i32 %height, 0
  br i1 %cmp153, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp9151 = icmp sgt i32 %width, 0
  br i1 %cmp9151, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count163 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv158 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next159, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv158, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv158, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !5
  %arrayidx13.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre165 = load i8, ptr %arrayidx13.us.phi.trans.insert, align 1, !tbaa !5
  %.pre166 = load i8, ptr %add.ptr4.us, align 1, !tbaa !5
  %arrayidx28.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr4.us, i64 1
  %.pre167 = load i8, ptr %arrayidx28.us.phi.trans.insert, align 1, !tbaa !5
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre167, i64 15
  %vector.recur.init168 = insertelement <16 x i8> poison, i8 %.pre166, i64 15
  %vector.recur.init170 = insertelement <16 x i8> poison, i8 %.pre165, i64 15
  %vector.recur.init172 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load174, %vector.body ]
  %vector.recur169 = phi <16 x i8> [ %vector.recur.init168, %vector.ph ], [ %14, %vector.body ]
  %vector.recur171 = phi <16 x i8> [ %vector.recur.init170, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur173 = phi <16 x i8> [ %vector.recur.init172, %vector.ph ], [ %5, %vector.body ]
  %3 = or i64 %index, 2
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !5
  %5 = shufflevector <16 x i8> %vector.recur171, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = shufflevector <16 x i8> %vector.recur173, <16 x i8> %5, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %7 = zext <16 x i8> %6 to <16 x i32>
  %8 = zext <16 x i8> %5 to <16 x i32>
  %9 = shl nuw nsw <16 x i32> %8, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %10 = add nuw nsw <16 x i32> %9, %7
  %11 = zext <16 x i8> %wide.load to <16 x i32>
  %12 = add nuw nsw <16 x i32> %10, %11
  %13 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load174 = load <16 x i8>, ptr %13, align 1, !tbaa !5
  %14 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load174, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %15 = shufflevector <16 x i8> %vector.recur169, <16 x i8> %14, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %16 = zext <16 x i8> %15 to <16 x i32>
  %17 = zext <16 x i8> %14 to <16 x i32>
  %18 = shl nuw nsw <16 x i32> %17, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %19 = add nuw nsw <16 x i32> %18, %16
  %20 = zext <16 x i8> %wide.load174 to <16 x i32>
  %21 = add nuw nsw <16 x i32> %19, %20
  %22 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %index
  %wide.load175 = load <16 x i8>, ptr %22, align 1, !tbaa !5
  %23 = zext <16 x i8> %wide.load175 to <16 x i32>
  %24 = shl nuw nsw <16 x i32> %23, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %25 = add nuw nsw <16 x i32> %16, %7
  %26 = add nuw nsw <16 x i32> %25, %24
  %27 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load176 = load <16 x i8>, ptr %27, align 1, !tbaa !5
  %28 = zext <16 x i8> %wide.load176 to <16 x i32>
  %29 = shl nuw nsw <16 x i32> %28, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %30 = add nuw nsw <16 x i32> %20, %11
  %31 = add nuw nsw <16 x i32> %30, %29
  %32 = icmp ugt <16 x i32> %12, %21
  %33 = sub nsw <16 x i32> %12, %21
  %34 = sub nsw <16 x i32> %21, %12
  %35 = select <16 x i1> %32, <16 x i32> %33, <16 x i32> %34
  %36 = icmp ugt <16 x i32> %26, %31
  %37 = sub nsw <16 x i32> %26, %31
  %38 = sub nsw <16 x i32> %31, %26
  %39 = select <16 x i1> %36, <16 x i32> %37, <16 x i32> %38
  %40 = add nsw <16 x i32> %39, %35
  %41 = and <16 x i32> %40, <i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280>
  %42 = icmp eq <16 x i32> %41, zeroinitializer
  %43 = trunc <16 x i32> %40 to <16 x i8>
  %44 = select <16 x i1> %42, <16 x i8> %43, <16 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %45 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %44, ptr %45, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %46 = icmp eq i64 %index.next, %n.vec
  br i1 %46, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load174, i64 15
  %vector.recur.extract177 = extractelement <16 x i8> %wide.load174, i64 14
  %vector.recur.extract181 = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract185 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre167, %for.body.us ]
  %scalar.recur180.ph = phi i8 [ %vector.recur.extract177, %middle.block ], [ %.pre166, %for.body.us ]
  %scalar.recur184.ph = phi i8 [ %vector.recur.extract181, %middle.block ], [ %.pre165, %for.body.us ]
  %scalar.recur188.ph = phi i8 [ %vector.recur.extract185, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %49, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur180 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur180.ph, %for.body11.us.preheader ]
  %scalar.recur184 = phi i8 [ %48, %for.body11.us ], [ %scalar.recur184.ph, %for.body11.us.preheader ]
  %scalar.recur188 = phi i8 [ %scalar.recur184, %for.body11.us ], [ %scalar.recur188.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %conv.us = zext i8 %scalar.recur188 to i32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %conv14.us = zext i8 %scalar.recur184 to i32
  %mul15.us = shl nuw nsw i32 %conv14.us, 1
  %add16.us = add nuw nsw i32 %mul15.us, %conv.us
  %47 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx19.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %47
  %48 = load i8, ptr %arrayidx19.us, align 1, !tbaa !5
  %conv20.us = zext i8 %48 to i32
  %add21.us = add nuw nsw i32 %add16.us, %conv20.us
  %conv25.us = zext i8 %scalar.recur180 to i32
  %conv29.us = zext i8 %scalar.recur to i32
  %mul30.us = shl nuw nsw i32 %conv29.us, 1
  %add31.us = add nuw nsw i32 %mul30.us, %conv25.us
  %arrayidx34.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %47
  %49 = load i8, ptr %arrayidx34.us, align 1, !tbaa !5
  %conv35.us = zext i8 %49 to i32
  %add36.us = add nuw nsw i32 %add31.us, %conv35.us
  %arrayidx42.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %indvars.iv
  %50 = load i8, ptr %arrayidx42.us, align 1, !tbaa !5
  %conv43.us = zext i8 %50 to i32
  %mul44.us = shl nuw nsw i32 %conv43.us, 1
  %add45.us = add nuw nsw i32 %conv25.us, %conv.us
  %add49.us = add nuw nsw i32 %add45.us, %mul44.us
  %arrayidx57.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %47
  %51 = load i8, ptr %arrayidx57.us, align 1, !tbaa !5
  %conv58.us = zext i8 %51 to i32
  %mul59.us = shl nuw nsw i32 %conv58.us, 1
  %add60.us = add nuw nsw i32 %conv35.us, %conv20.us
  %add65.us = add nuw nsw i32 %add60.us, %mul59.us
  %cmp69.us = icmp ugt i32 %add21.us, %add36.us
  %sub.us = sub nsw i32 %add21.us, %add36.us
  %sub75.us = sub nsw i32 %add36.us, %add21.us
  %cond.us = select i1 %cmp69.us, i32 %sub.us, i32 %sub75.us
  %cmp79.us = icmp ugt i32 %add49.us, %add65.us
  %sub84.us = sub nsw i32 %add49.us, %add65.us
  %sub88.us = sub nsw i32 %add65.us, %add49.us
  %cond90.us = select i1 %cmp79.us, i32 %sub84.us, i32 %sub88.us
  %add94.us = add nsw i32 %cond90.us, %cond.us
  %conv96.us = and i32 %add94.us, 65280
  %cmp97.not.us = icmp eq i32 %conv96.us, 0
  %52 = trunc i32 %add94.us to i8
  %conv105.us = select i1 %cmp97.not.us, i8 %52, i8 -1
  %arrayidx107.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv105.us, ptr %arrayidx107.us, align 1, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !11

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next159 = add nuw nsw i64 %indvars.iv158, 1
  %exitcond164.not = icmp eq i64 %indvars.iv.next159, %wide.trip.count163
  br i1 %exitcond164.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
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
!11 = distinct !{!11, !10, !9}
