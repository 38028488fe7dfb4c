; ModuleID = 'bench/kernels/conv3x3_a32.c'
source_filename = "bench/kernels/conv3x3_a32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @conv3x3_a32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %mask, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %0 = load i16, ptr %mask, align 2, !tbaa !5
  %conv = sext i16 %0 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %mask, i64 1
  %1 = load i16, ptr %arrayidx1, align 2, !tbaa !5
  %conv2 = sext i16 %1 to i32
  %arrayidx3 = getelementptr inbounds i16, ptr %mask, i64 2
  %2 = load i16, ptr %arrayidx3, align 2, !tbaa !5
  %conv4 = sext i16 %2 to i32
  %arrayidx5 = getelementptr inbounds i16, ptr %mask, i64 3
  %3 = load i16, ptr %arrayidx5, align 2, !tbaa !5
  %conv6 = sext i16 %3 to i32
  %arrayidx7 = getelementptr inbounds i16, ptr %mask, i64 4
  %4 = load i16, ptr %arrayidx7, align 2, !tbaa !5
  %conv8 = sext i16 %4 to i32
  %arrayidx9 = getelementptr inbounds i16, ptr %mask, i64 5
  %5 = load i16, ptr %arrayidx9, align 2, !tbaa !5
  %conv10 = sext i16 %5 to i32
  %arrayidx11 = getelementptr inbounds i16, ptr %mask, i64 6
  %6 = load i16, ptr %arrayidx11, align 2, !tbaa !5
  %conv12 = sext i16 %6 to i32
  %arrayidx13 = getelementptr inbounds i16, ptr %mask, i64 7
  %7 = load i16, ptr %arrayidx13, align 2, !tbaa !5
  %conv14 = sext i16 %7 to i32
  %arrayidx15 = getelementptr inbounds i16, ptr %mask, i64 8
  %8 = load i16, ptr %arrayidx15, align 2, !tbaa !5
  %conv16 = sext i16 %8 to i32
  %cmp131 = icmp sgt i32 %height, 0
  br i1 %cmp131, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext18 = sext i32 %stride to i64
  %cmp26129 = icmp sgt i32 %width, 0
  br i1 %cmp26129, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %9 = zext i32 %width to i64
  %wide.trip.count141 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %conv, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <16 x i32> poison, i32 %conv2, i64 0
  %broadcast.splat159 = shufflevector <16 x i32> %broadcast.splatinsert158, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <16 x i32> poison, i32 %conv4, i64 0
  %broadcast.splat161 = shufflevector <16 x i32> %broadcast.splatinsert160, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert163 = insertelement <16 x i32> poison, i32 %conv6, i64 0
  %broadcast.splat164 = shufflevector <16 x i32> %broadcast.splatinsert163, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert165 = insertelement <16 x i32> poison, i32 %conv8, i64 0
  %broadcast.splat166 = shufflevector <16 x i32> %broadcast.splatinsert165, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert167 = insertelement <16 x i32> poison, i32 %conv10, i64 0
  %broadcast.splat168 = shufflevector <16 x i32> %broadcast.splatinsert167, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert170 = insertelement <16 x i32> poison, i32 %conv12, i64 0
  %broadcast.splat171 = shufflevector <16 x i32> %broadcast.splatinsert170, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert172 = insertelement <16 x i32> poison, i32 %conv14, i64 0
  %broadcast.splat173 = shufflevector <16 x i32> %broadcast.splatinsert172, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert174 = insertelement <16 x i32> poison, i32 %conv16, i64 0
  %broadcast.splat175 = shufflevector <16 x i32> %broadcast.splatinsert174, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond25.for.cond.cleanup28_crit_edge.us
  %indvars.iv136 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next137, %for.cond25.for.cond.cleanup28_crit_edge.us ]
  %10 = mul nsw i64 %indvars.iv136, %idx.ext18
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %10
  %add.ptr19.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext18
  %add.ptr21.us = getelementptr inbounds i8, ptr %add.ptr19.us, i64 %idx.ext18
  %11 = mul nsw i64 %indvars.iv136, %9
  %add.ptr24.us = getelementptr inbounds i8, ptr %out, i64 %11
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !9
  %arrayidx34.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre143 = load i8, ptr %arrayidx34.us.phi.trans.insert, align 1, !tbaa !9
  %.pre144 = load i8, ptr %add.ptr19.us, align 1, !tbaa !9
  %arrayidx51.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr19.us, i64 1
  %.pre145 = load i8, ptr %arrayidx51.us.phi.trans.insert, align 1, !tbaa !9
  %.pre146 = load i8, ptr %add.ptr21.us, align 1, !tbaa !9
  %arrayidx68.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr21.us, i64 1
  %.pre147 = load i8, ptr %arrayidx68.us.phi.trans.insert, align 1, !tbaa !9
  br i1 %min.iters.check, label %for.body29.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre147, i64 15
  %vector.recur.init148 = insertelement <16 x i8> poison, i8 %.pre146, i64 15
  %vector.recur.init150 = insertelement <16 x i8> poison, i8 %.pre145, i64 15
  %vector.recur.init152 = insertelement <16 x i8> poison, i8 %.pre144, i64 15
  %vector.recur.init154 = insertelement <16 x i8> poison, i8 %.pre143, i64 15
  %vector.recur.init156 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load169, %vector.body ]
  %vector.recur149 = phi <16 x i8> [ %vector.recur.init148, %vector.ph ], [ %32, %vector.body ]
  %vector.recur151 = phi <16 x i8> [ %vector.recur.init150, %vector.ph ], [ %wide.load162, %vector.body ]
  %vector.recur153 = phi <16 x i8> [ %vector.recur.init152, %vector.ph ], [ %23, %vector.body ]
  %vector.recur155 = phi <16 x i8> [ %vector.recur.init154, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur157 = phi <16 x i8> [ %vector.recur.init156, %vector.ph ], [ %14, %vector.body ]
  %12 = or i64 %index, 2
  %13 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %12
  %wide.load = load <16 x i8>, ptr %13, align 1, !tbaa !9
  %14 = shufflevector <16 x i8> %vector.recur155, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %15 = shufflevector <16 x i8> %vector.recur157, <16 x i8> %14, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %16 = zext <16 x i8> %15 to <16 x i32>
  %17 = mul nsw <16 x i32> %broadcast.splat, %16
  %18 = zext <16 x i8> %14 to <16 x i32>
  %19 = mul nsw <16 x i32> %broadcast.splat159, %18
  %20 = zext <16 x i8> %wide.load to <16 x i32>
  %21 = mul nsw <16 x i32> %broadcast.splat161, %20
  %22 = getelementptr inbounds i8, ptr %add.ptr19.us, i64 %12
  %wide.load162 = load <16 x i8>, ptr %22, align 1, !tbaa !9
  %23 = shufflevector <16 x i8> %vector.recur151, <16 x i8> %wide.load162, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %24 = shufflevector <16 x i8> %vector.recur153, <16 x i8> %23, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %25 = zext <16 x i8> %24 to <16 x i32>
  %26 = mul nsw <16 x i32> %broadcast.splat164, %25
  %27 = zext <16 x i8> %23 to <16 x i32>
  %28 = mul nsw <16 x i32> %broadcast.splat166, %27
  %29 = zext <16 x i8> %wide.load162 to <16 x i32>
  %30 = mul nsw <16 x i32> %broadcast.splat168, %29
  %31 = getelementptr inbounds i8, ptr %add.ptr21.us, i64 %12
  %wide.load169 = load <16 x i8>, ptr %31, align 1, !tbaa !9
  %32 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load169, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %33 = shufflevector <16 x i8> %vector.recur149, <16 x i8> %32, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %34 = zext <16 x i8> %33 to <16 x i32>
  %35 = mul nsw <16 x i32> %broadcast.splat171, %34
  %36 = zext <16 x i8> %32 to <16 x i32>
  %37 = mul nsw <16 x i32> %broadcast.splat173, %36
  %38 = zext <16 x i8> %wide.load169 to <16 x i32>
  %39 = mul nsw <16 x i32> %broadcast.splat175, %38
  %40 = add nsw <16 x i32> %17, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %41 = add nsw <16 x i32> %40, %19
  %42 = add nsw <16 x i32> %41, %21
  %43 = add nsw <16 x i32> %42, %26
  %44 = add nsw <16 x i32> %43, %28
  %45 = add <16 x i32> %44, %30
  %46 = add <16 x i32> %45, %35
  %47 = add <16 x i32> %46, %37
  %48 = add <16 x i32> %47, %39
  %49 = ashr <16 x i32> %48, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %50 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %49, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %51 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %50, <16 x i32> zeroinitializer)
  %52 = trunc <16 x i32> %51 to <16 x i8>
  %53 = getelementptr inbounds i8, ptr %add.ptr24.us, i64 %index
  store <16 x i8> %52, ptr %53, align 1, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %54 = icmp eq i64 %index.next, %n.vec
  br i1 %54, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load169, i64 15
  %vector.recur.extract176 = extractelement <16 x i8> %wide.load169, i64 14
  %vector.recur.extract180 = extractelement <16 x i8> %wide.load162, i64 15
  %vector.recur.extract184 = extractelement <16 x i8> %wide.load162, i64 14
  %vector.recur.extract188 = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract192 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond25.for.cond.cleanup28_crit_edge.us, label %for.body29.us.preheader

for.body29.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre147, %for.body.us ]
  %scalar.recur179.ph = phi i8 [ %vector.recur.extract176, %middle.block ], [ %.pre146, %for.body.us ]
  %scalar.recur183.ph = phi i8 [ %vector.recur.extract180, %middle.block ], [ %.pre145, %for.body.us ]
  %scalar.recur187.ph = phi i8 [ %vector.recur.extract184, %middle.block ], [ %.pre144, %for.body.us ]
  %scalar.recur191.ph = phi i8 [ %vector.recur.extract188, %middle.block ], [ %.pre143, %for.body.us ]
  %scalar.recur195.ph = phi i8 [ %vector.recur.extract192, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body29.us

for.body29.us:                                    ; preds = %for.body29.us.preheader, %for.body29.us
  %scalar.recur = phi i8 [ %58, %for.body29.us ], [ %scalar.recur.ph, %for.body29.us.preheader ]
  %scalar.recur179 = phi i8 [ %scalar.recur, %for.body29.us ], [ %scalar.recur179.ph, %for.body29.us.preheader ]
  %scalar.recur183 = phi i8 [ %57, %for.body29.us ], [ %scalar.recur183.ph, %for.body29.us.preheader ]
  %scalar.recur187 = phi i8 [ %scalar.recur183, %for.body29.us ], [ %scalar.recur187.ph, %for.body29.us.preheader ]
  %scalar.recur191 = phi i8 [ %56, %for.body29.us ], [ %scalar.recur191.ph, %for.body29.us.preheader ]
  %scalar.recur195 = phi i8 [ %scalar.recur191, %for.body29.us ], [ %scalar.recur195.ph, %for.body29.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body29.us ], [ %indvars.iv.ph, %for.body29.us.preheader ]
  %conv31.us = zext i8 %scalar.recur195 to i32
  %mul32.us = mul nsw i32 %conv31.us, %conv
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %conv35.us = zext i8 %scalar.recur191 to i32
  %mul36.us = mul nsw i32 %conv35.us, %conv2
  %55 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx40.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %55
  %56 = load i8, ptr %arrayidx40.us, align 1, !tbaa !9
  %conv41.us = zext i8 %56 to i32
  %mul42.us = mul nsw i32 %conv41.us, %conv4
  %conv46.us = zext i8 %scalar.recur187 to i32
  %mul47.us = mul nsw i32 %conv46.us, %conv6
  %conv52.us = zext i8 %scalar.recur183 to i32
  %mul53.us = mul nsw i32 %conv52.us, %conv8
  %arrayidx57.us = getelementptr inbounds i8, ptr %add.ptr19.us, i64 %55
  %57 = load i8, ptr %arrayidx57.us, align 1, !tbaa !9
  %conv58.us = zext i8 %57 to i32
  %mul59.us = mul nsw i32 %conv58.us, %conv10
  %conv63.us = zext i8 %scalar.recur179 to i32
  %mul64.us = mul nsw i32 %conv63.us, %conv12
  %conv69.us = zext i8 %scalar.recur to i32
  %mul70.us = mul nsw i32 %conv69.us, %conv14
  %arrayidx74.us = getelementptr inbounds i8, ptr %add.ptr21.us, i64 %55
  %58 = load i8, ptr %arrayidx74.us, align 1, !tbaa !9
  %conv75.us = zext i8 %58 to i32
  %mul76.us = mul nsw i32 %conv75.us, %conv16
  %add37.us = add nsw i32 %mul32.us, 128
  %add43.us = add nsw i32 %add37.us, %mul36.us
  %add48.us = add nsw i32 %add43.us, %mul42.us
  %add54.us = add nsw i32 %add48.us, %mul47.us
  %add60.us = add nsw i32 %add54.us, %mul53.us
  %add65.us = add i32 %add60.us, %mul59.us
  %add71.us = add i32 %add65.us, %mul64.us
  %add77.us = add i32 %add71.us, %mul70.us
  %add78.us = add i32 %add77.us, %mul76.us
  %shr.us = ashr i32 %add78.us, 8
  %cond.us = tail call i32 @llvm.smin.i32(i32 %shr.us, i32 255)
  %cond86.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv87.us = trunc i32 %cond86.us to i8
  %arrayidx89.us = getelementptr inbounds i8, ptr %add.ptr24.us, i64 %indvars.iv
  store i8 %conv87.us, ptr %arrayidx89.us, align 1, !tbaa !9
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond25.for.cond.cleanup28_crit_edge.us, label %for.body29.us, !llvm.loop !13

for.cond25.for.cond.cleanup28_crit_edge.us:       ; preds = %for.body29.us, %middle.block
  %indvars.iv.next137 = add nuw nsw i64 %indvars.iv136, 1
  %exitcond142.not = icmp eq i64 %indvars.iv.next137, %wide.trip.count141
  br i1 %exitcond142.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond25.for.cond.cleanup28_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !12, !11}
