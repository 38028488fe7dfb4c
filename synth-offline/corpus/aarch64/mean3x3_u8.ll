; ModuleID = 'bench/kernels/mean3x3_u8.c'
source_filename = "bench/kernels/mean3x3_u8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mean3x3_u8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp83 = icmp sgt i32 %height, 0
  br i1 %cmp83, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp981 = icmp sgt i32 %width, 0
  br i1 %cmp981, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count93 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 8
  %n.vec = and i64 %wide.trip.count, 4294967288
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv88 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next89, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv88, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv88, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %3 = load <2 x i8>, ptr %add.ptr.us, align 1, !tbaa !5
  %.pre96 = load i8, ptr %add.ptr2.us, align 1, !tbaa !5
  %arrayidx27.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i64 1
  %.pre97 = load i8, ptr %arrayidx27.us.phi.trans.insert, align 1, !tbaa !5
  %.pre98 = load i8, ptr %add.ptr4.us, align 1, !tbaa !5
  %arrayidx41.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr4.us, i64 1
  %.pre99 = load i8, ptr %arrayidx41.us.phi.trans.insert, align 1, !tbaa !5
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <8 x i8> poison, i8 %.pre99, i64 7
  %vector.recur.init100 = insertelement <8 x i8> poison, i8 %.pre98, i64 7
  %vector.recur.init102 = insertelement <8 x i8> poison, i8 %.pre97, i64 7
  %vector.recur.init104 = insertelement <8 x i8> poison, i8 %.pre96, i64 7
  %4 = shufflevector <2 x i8> %3, <2 x i8> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 1>
  %5 = shufflevector <2 x i8> %3, <2 x i8> poison, <8 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <8 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load111, %vector.body ]
  %vector.recur101 = phi <8 x i8> [ %vector.recur.init100, %vector.ph ], [ %25, %vector.body ]
  %vector.recur103 = phi <8 x i8> [ %vector.recur.init102, %vector.ph ], [ %wide.load110, %vector.body ]
  %vector.recur105 = phi <8 x i8> [ %vector.recur.init104, %vector.ph ], [ %16, %vector.body ]
  %vector.recur107 = phi <8 x i8> [ %4, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur109 = phi <8 x i8> [ %5, %vector.ph ], [ %8, %vector.body ]
  %6 = or i64 %index, 2
  %7 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %6
  %wide.load = load <8 x i8>, ptr %7, align 1, !tbaa !5
  %8 = shufflevector <8 x i8> %vector.recur107, <8 x i8> %wide.load, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %9 = shufflevector <8 x i8> %vector.recur109, <8 x i8> %8, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %10 = zext <8 x i8> %9 to <8 x i16>
  %11 = zext <8 x i8> %8 to <8 x i16>
  %12 = add nuw nsw <8 x i16> %11, %10
  %13 = zext <8 x i8> %wide.load to <8 x i16>
  %14 = add nuw nsw <8 x i16> %12, %13
  %15 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %6
  %wide.load110 = load <8 x i8>, ptr %15, align 1, !tbaa !5
  %16 = shufflevector <8 x i8> %vector.recur103, <8 x i8> %wide.load110, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %17 = shufflevector <8 x i8> %vector.recur105, <8 x i8> %16, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %18 = zext <8 x i8> %17 to <8 x i16>
  %19 = add nuw nsw <8 x i16> %14, %18
  %20 = zext <8 x i8> %16 to <8 x i16>
  %21 = add nuw nsw <8 x i16> %19, %20
  %22 = zext <8 x i8> %wide.load110 to <8 x i16>
  %23 = add nuw nsw <8 x i16> %21, %22
  %24 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %6
  %wide.load111 = load <8 x i8>, ptr %24, align 1, !tbaa !5
  %25 = shufflevector <8 x i8> %vector.recur, <8 x i8> %wide.load111, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %26 = shufflevector <8 x i8> %vector.recur101, <8 x i8> %25, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %27 = zext <8 x i8> %26 to <8 x i16>
  %28 = add nuw nsw <8 x i16> %23, %27
  %29 = zext <8 x i8> %25 to <8 x i16>
  %30 = add nuw nsw <8 x i16> %28, %29
  %31 = zext <8 x i8> %wide.load111 to <8 x i16>
  %32 = add nuw nsw <8 x i16> %30, %31
  %33 = udiv <8 x i16> %32, <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>
  %34 = trunc <8 x i16> %33 to <8 x i8>
  %35 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <8 x i8> %34, ptr %35, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <8 x i8> %wide.load111, i64 7
  %vector.recur.extract112 = extractelement <8 x i8> %wide.load111, i64 6
  %vector.recur.extract116 = extractelement <8 x i8> %wide.load110, i64 7
  %vector.recur.extract120 = extractelement <8 x i8> %wide.load110, i64 6
  %37 = shufflevector <8 x i8> %wide.load, <8 x i8> undef, <2 x i32> <i32 6, i32 7>
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre99, %for.body.us ]
  %scalar.recur115.ph = phi i8 [ %vector.recur.extract112, %middle.block ], [ %.pre98, %for.body.us ]
  %scalar.recur119.ph = phi i8 [ %vector.recur.extract116, %middle.block ], [ %.pre97, %for.body.us ]
  %scalar.recur123.ph = phi i8 [ %vector.recur.extract120, %middle.block ], [ %.pre96, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  %.ph = phi <2 x i8> [ %37, %middle.block ], [ %3, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %44, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur115 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur115.ph, %for.body11.us.preheader ]
  %scalar.recur119 = phi i8 [ %43, %for.body11.us ], [ %scalar.recur119.ph, %for.body11.us.preheader ]
  %scalar.recur123 = phi i8 [ %scalar.recur119, %for.body11.us ], [ %scalar.recur123.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %38 = phi <2 x i8> [ %46, %for.body11.us ], [ %.ph, %for.body11.us.preheader ]
  %39 = zext <2 x i8> %38 to <2 x i16>
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %shift = shufflevector <2 x i16> %39, <2 x i16> poison, <2 x i32> <i32 1, i32 undef>
  %40 = add nuw nsw <2 x i16> %shift, %39
  %add15.us = extractelement <2 x i16> %40, i64 0
  %41 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx18.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %41
  %42 = load i8, ptr %arrayidx18.us, align 1, !tbaa !5
  %conv19.us = zext i8 %42 to i16
  %add20.us = add nuw nsw i16 %add15.us, %conv19.us
  %conv23.us = zext i8 %scalar.recur123 to i16
  %add24.us = add nuw nsw i16 %add20.us, %conv23.us
  %conv28.us = zext i8 %scalar.recur119 to i16
  %add29.us = add nuw nsw i16 %add24.us, %conv28.us
  %arrayidx32.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %41
  %43 = load i8, ptr %arrayidx32.us, align 1, !tbaa !5
  %conv33.us = zext i8 %43 to i16
  %add34.us = add nuw nsw i16 %add29.us, %conv33.us
  %conv37.us = zext i8 %scalar.recur115 to i16
  %add38.us = add nuw nsw i16 %add34.us, %conv37.us
  %conv42.us = zext i8 %scalar.recur to i16
  %add43.us = add nuw nsw i16 %add38.us, %conv42.us
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %41
  %44 = load i8, ptr %arrayidx46.us, align 1, !tbaa !5
  %conv47.us = zext i8 %44 to i16
  %add48.us = add nuw nsw i16 %add43.us, %conv47.us
  %div80.us = udiv i16 %add48.us, 9
  %conv49.us = trunc i16 %div80.us to i8
  %arrayidx51.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv49.us, ptr %arrayidx51.us, align 1, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  %45 = shufflevector <2 x i8> %38, <2 x i8> poison, <2 x i32> <i32 1, i32 undef>
  %46 = insertelement <2 x i8> %45, i8 %42, i64 1
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !11

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next89 = add nuw nsw i64 %indvars.iv88, 1
  %exitcond94.not = icmp eq i64 %indvars.iv.next89, %wide.trip.count93
  br i1 %exitcond94.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
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
