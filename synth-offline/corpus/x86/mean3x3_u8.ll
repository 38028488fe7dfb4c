; ModuleID = 'bench/kernels/mean3x3_u8.c'
source_filename = "bench/kernels/mean3x3_u8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
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
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %arrayidx13.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre95 = load i8, ptr %arrayidx13.us.phi.trans.insert, align 1, !tbaa !4
  %.pre96 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx27.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i64 1
  %.pre97 = load i8, ptr %arrayidx27.us.phi.trans.insert, align 1, !tbaa !4
  %.pre98 = load i8, ptr %add.ptr4.us, align 1, !tbaa !4
  %arrayidx41.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr4.us, i64 1
  %.pre99 = load i8, ptr %arrayidx41.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre99, i64 15
  %vector.recur.init100 = insertelement <16 x i8> poison, i8 %.pre98, i64 15
  %vector.recur.init102 = insertelement <16 x i8> poison, i8 %.pre97, i64 15
  %vector.recur.init104 = insertelement <16 x i8> poison, i8 %.pre96, i64 15
  %vector.recur.init106 = insertelement <16 x i8> poison, i8 %.pre95, i64 15
  %vector.recur.init108 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load111, %vector.body ]
  %vector.recur101 = phi <16 x i8> [ %vector.recur.init100, %vector.ph ], [ %22, %vector.body ]
  %vector.recur103 = phi <16 x i8> [ %vector.recur.init102, %vector.ph ], [ %wide.load110, %vector.body ]
  %vector.recur105 = phi <16 x i8> [ %vector.recur.init104, %vector.ph ], [ %13, %vector.body ]
  %vector.recur107 = phi <16 x i8> [ %vector.recur.init106, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur109 = phi <16 x i8> [ %vector.recur.init108, %vector.ph ], [ %5, %vector.body ]
  %3 = or i64 %index, 2
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !4
  %5 = shufflevector <16 x i8> %vector.recur107, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = shufflevector <16 x i8> %vector.recur109, <16 x i8> %5, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %7 = zext <16 x i8> %6 to <16 x i16>
  %8 = zext <16 x i8> %5 to <16 x i16>
  %9 = add nuw nsw <16 x i16> %8, %7
  %10 = zext <16 x i8> %wide.load to <16 x i16>
  %11 = add nuw nsw <16 x i16> %9, %10
  %12 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load110 = load <16 x i8>, ptr %12, align 1, !tbaa !4
  %13 = shufflevector <16 x i8> %vector.recur103, <16 x i8> %wide.load110, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %14 = shufflevector <16 x i8> %vector.recur105, <16 x i8> %13, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %15 = zext <16 x i8> %14 to <16 x i16>
  %16 = add nuw nsw <16 x i16> %11, %15
  %17 = zext <16 x i8> %13 to <16 x i16>
  %18 = add nuw nsw <16 x i16> %16, %17
  %19 = zext <16 x i8> %wide.load110 to <16 x i16>
  %20 = add nuw nsw <16 x i16> %18, %19
  %21 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load111 = load <16 x i8>, ptr %21, align 1, !tbaa !4
  %22 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load111, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %23 = shufflevector <16 x i8> %vector.recur101, <16 x i8> %22, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %24 = zext <16 x i8> %23 to <16 x i16>
  %25 = add nuw nsw <16 x i16> %20, %24
  %26 = zext <16 x i8> %22 to <16 x i16>
  %27 = add nuw nsw <16 x i16> %25, %26
  %28 = zext <16 x i8> %wide.load111 to <16 x i16>
  %29 = add nuw nsw <16 x i16> %27, %28
  %30 = udiv <16 x i16> %29, <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>
  %31 = trunc <16 x i16> %30 to <16 x i8>
  %32 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %31, ptr %32, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %33 = icmp eq i64 %index.next, %n.vec
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load111, i64 15
  %vector.recur.extract112 = extractelement <16 x i8> %wide.load111, i64 14
  %vector.recur.extract116 = extractelement <16 x i8> %wide.load110, i64 15
  %vector.recur.extract120 = extractelement <16 x i8> %wide.load110, i64 14
  %vector.recur.extract124 = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract128 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre99, %for.body.us ]
  %scalar.recur115.ph = phi i8 [ %vector.recur.extract112, %middle.block ], [ %.pre98, %for.body.us ]
  %scalar.recur119.ph = phi i8 [ %vector.recur.extract116, %middle.block ], [ %.pre97, %for.body.us ]
  %scalar.recur123.ph = phi i8 [ %vector.recur.extract120, %middle.block ], [ %.pre96, %for.body.us ]
  %scalar.recur127.ph = phi i8 [ %vector.recur.extract124, %middle.block ], [ %.pre95, %for.body.us ]
  %scalar.recur131.ph = phi i8 [ %vector.recur.extract128, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %37, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur115 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur115.ph, %for.body11.us.preheader ]
  %scalar.recur119 = phi i8 [ %36, %for.body11.us ], [ %scalar.recur119.ph, %for.body11.us.preheader ]
  %scalar.recur123 = phi i8 [ %scalar.recur119, %for.body11.us ], [ %scalar.recur123.ph, %for.body11.us.preheader ]
  %scalar.recur127 = phi i8 [ %35, %for.body11.us ], [ %scalar.recur127.ph, %for.body11.us.preheader ]
  %scalar.recur131 = phi i8 [ %scalar.recur127, %for.body11.us ], [ %scalar.recur131.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %conv.us = zext i8 %scalar.recur131 to i16
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %conv14.us = zext i8 %scalar.recur127 to i16
  %add15.us = add nuw nsw i16 %conv14.us, %conv.us
  %34 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx18.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %34
  %35 = load i8, ptr %arrayidx18.us, align 1, !tbaa !4
  %conv19.us = zext i8 %35 to i16
  %add20.us = add nuw nsw i16 %add15.us, %conv19.us
  %conv23.us = zext i8 %scalar.recur123 to i16
  %add24.us = add nuw nsw i16 %add20.us, %conv23.us
  %conv28.us = zext i8 %scalar.recur119 to i16
  %add29.us = add nuw nsw i16 %add24.us, %conv28.us
  %arrayidx32.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %34
  %36 = load i8, ptr %arrayidx32.us, align 1, !tbaa !4
  %conv33.us = zext i8 %36 to i16
  %add34.us = add nuw nsw i16 %add29.us, %conv33.us
  %conv37.us = zext i8 %scalar.recur115 to i16
  %add38.us = add nuw nsw i16 %add34.us, %conv37.us
  %conv42.us = zext i8 %scalar.recur to i16
  %add43.us = add nuw nsw i16 %add38.us, %conv42.us
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %34
  %37 = load i8, ptr %arrayidx46.us, align 1, !tbaa !4
  %conv47.us = zext i8 %37 to i16
  %add48.us = add nuw nsw i16 %add43.us, %conv47.us
  %div80.us = udiv i16 %add48.us, 9
  %conv49.us = trunc i16 %div80.us to i8
  %arrayidx51.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv49.us, ptr %arrayidx51.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !10

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next89 = add nuw nsw i64 %indvars.iv88, 1
  %exitcond94.not = icmp eq i64 %indvars.iv.next89, %wide.trip.count93
  br i1 %exitcond94.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }

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
