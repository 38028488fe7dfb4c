; ModuleID = 'bench/kernels/conv3x3_a32.c'
source_filename = "bench/kernels/conv3x3_a32.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @conv3x3_a32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %mask, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %0 = load <8 x i16>, ptr %mask, align 2, !tbaa !4
  %1 = sext <8 x i16> %0 to <8 x i32>
  %arrayidx15 = getelementptr inbounds i16, ptr %mask, i64 8
  %2 = load i16, ptr %arrayidx15, align 2, !tbaa !4
  %conv16 = sext i16 %2 to i32
  %cmp131 = icmp sgt i32 %height, 0
  br i1 %cmp131, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext18 = sext i32 %stride to i64
  %cmp26129 = icmp sgt i32 %width, 0
  br i1 %cmp26129, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %3 = zext i32 %width to i64
  %wide.trip.count141 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splat = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splat159 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat161 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %broadcast.splat164 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %broadcast.splat166 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %broadcast.splat168 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %broadcast.splat171 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %broadcast.splat173 = shufflevector <8 x i32> %1, <8 x i32> poison, <16 x i32> <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %broadcast.splatinsert174 = insertelement <16 x i32> poison, i32 %conv16, i64 0
  %broadcast.splat175 = shufflevector <16 x i32> %broadcast.splatinsert174, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond25.for.cond.cleanup28_crit_edge.us
  %indvars.iv136 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next137, %for.cond25.for.cond.cleanup28_crit_edge.us ]
  %4 = mul nsw i64 %indvars.iv136, %idx.ext18
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %4
  %add.ptr19.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext18
  %add.ptr21.us = getelementptr inbounds i8, ptr %add.ptr19.us, i64 %idx.ext18
  %5 = mul nsw i64 %indvars.iv136, %3
  %add.ptr24.us = getelementptr inbounds i8, ptr %out, i64 %5
  %6 = load <2 x i8>, ptr %add.ptr.us, align 1, !tbaa !8
  %.pre144 = load i8, ptr %add.ptr19.us, align 1, !tbaa !8
  %arrayidx51.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr19.us, i64 1
  %.pre145 = load i8, ptr %arrayidx51.us.phi.trans.insert, align 1, !tbaa !8
  %.pre146 = load i8, ptr %add.ptr21.us, align 1, !tbaa !8
  %arrayidx68.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr21.us, i64 1
  %.pre147 = load i8, ptr %arrayidx68.us.phi.trans.insert, align 1, !tbaa !8
  br i1 %min.iters.check, label %for.body29.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre147, i64 15
  %vector.recur.init148 = insertelement <16 x i8> poison, i8 %.pre146, i64 15
  %vector.recur.init150 = insertelement <16 x i8> poison, i8 %.pre145, i64 15
  %vector.recur.init152 = insertelement <16 x i8> poison, i8 %.pre144, i64 15
  %7 = shufflevector <2 x i8> %6, <2 x i8> poison, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 1>
  %8 = shufflevector <2 x i8> %6, <2 x i8> poison, <16 x i32> <i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 0>
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load169, %vector.body ]
  %vector.recur149 = phi <16 x i8> [ %vector.recur.init148, %vector.ph ], [ %29, %vector.body ]
  %vector.recur151 = phi <16 x i8> [ %vector.recur.init150, %vector.ph ], [ %wide.load162, %vector.body ]
  %vector.recur153 = phi <16 x i8> [ %vector.recur.init152, %vector.ph ], [ %20, %vector.body ]
  %vector.recur155 = phi <16 x i8> [ %7, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur157 = phi <16 x i8> [ %8, %vector.ph ], [ %11, %vector.body ]
  %9 = or i64 %index, 2
  %10 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %9
  %wide.load = load <16 x i8>, ptr %10, align 1, !tbaa !8
  %11 = shufflevector <16 x i8> %vector.recur155, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %12 = shufflevector <16 x i8> %vector.recur157, <16 x i8> %11, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %13 = zext <16 x i8> %12 to <16 x i32>
  %14 = mul nsw <16 x i32> %broadcast.splat, %13
  %15 = zext <16 x i8> %11 to <16 x i32>
  %16 = mul nsw <16 x i32> %broadcast.splat159, %15
  %17 = zext <16 x i8> %wide.load to <16 x i32>
  %18 = mul nsw <16 x i32> %broadcast.splat161, %17
  %19 = getelementptr inbounds i8, ptr %add.ptr19.us, i64 %9
  %wide.load162 = load <16 x i8>, ptr %19, align 1, !tbaa !8
  %20 = shufflevector <16 x i8> %vector.recur151, <16 x i8> %wide.load162, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %21 = shufflevector <16 x i8> %vector.recur153, <16 x i8> %20, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %22 = zext <16 x i8> %21 to <16 x i32>
  %23 = mul nsw <16 x i32> %broadcast.splat164, %22
  %24 = zext <16 x i8> %20 to <16 x i32>
  %25 = mul nsw <16 x i32> %broadcast.splat166, %24
  %26 = zext <16 x i8> %wide.load162 to <16 x i32>
  %27 = mul nsw <16 x i32> %broadcast.splat168, %26
  %28 = getelementptr inbounds i8, ptr %add.ptr21.us, i64 %9
  %wide.load169 = load <16 x i8>, ptr %28, align 1, !tbaa !8
  %29 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load169, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %30 = shufflevector <16 x i8> %vector.recur149, <16 x i8> %29, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %31 = zext <16 x i8> %30 to <16 x i32>
  %32 = mul nsw <16 x i32> %broadcast.splat171, %31
  %33 = zext <16 x i8> %29 to <16 x i32>
  %34 = mul nsw <16 x i32> %broadcast.splat173, %33
  %35 = zext <16 x i8> %wide.load169 to <16 x i32>
  %36 = mul nsw <16 x i32> %broadcast.splat175, %35
  %37 = add nsw <16 x i32> %14, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %38 = add nsw <16 x i32> %37, %16
  %39 = add nsw <16 x i32> %38, %18
  %40 = add nsw <16 x i32> %39, %23
  %41 = add nsw <16 x i32> %40, %25
  %42 = add <16 x i32> %41, %27
  %43 = add <16 x i32> %42, %32
  %44 = add <16 x i32> %43, %34
  %45 = add <16 x i32> %44, %36
  %46 = ashr <16 x i32> %45, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %47 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %46, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %48 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %47, <16 x i32> zeroinitializer)
  %49 = trunc <16 x i32> %48 to <16 x i8>
  %50 = getelementptr inbounds i8, ptr %add.ptr24.us, i64 %index
  store <16 x i8> %49, ptr %50, align 1, !tbaa !8
  %index.next = add nuw i64 %index, 16
  %51 = icmp eq i64 %index.next, %n.vec
  br i1 %51, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load169, i64 15
  %vector.recur.extract176 = extractelement <16 x i8> %wide.load169, i64 14
  %vector.recur.extract180 = extractelement <16 x i8> %wide.load162, i64 15
  %vector.recur.extract184 = extractelement <16 x i8> %wide.load162, i64 14
  %52 = shufflevector <16 x i8> %wide.load, <16 x i8> undef, <2 x i32> <i32 14, i32 15>
  br i1 %cmp.n, label %for.cond25.for.cond.cleanup28_crit_edge.us, label %for.body29.us.preheader

for.body29.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre147, %for.body.us ]
  %scalar.recur179.ph = phi i8 [ %vector.recur.extract176, %middle.block ], [ %.pre146, %for.body.us ]
  %scalar.recur183.ph = phi i8 [ %vector.recur.extract180, %middle.block ], [ %.pre145, %for.body.us ]
  %scalar.recur187.ph = phi i8 [ %vector.recur.extract184, %middle.block ], [ %.pre144, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  %.ph = phi <2 x i8> [ %52, %middle.block ], [ %6, %for.body.us ]
  br label %for.body29.us

for.body29.us:                                    ; preds = %for.body29.us.preheader, %for.body29.us
  %scalar.recur = phi i8 [ %66, %for.body29.us ], [ %scalar.recur.ph, %for.body29.us.preheader ]
  %scalar.recur179 = phi i8 [ %scalar.recur, %for.body29.us ], [ %scalar.recur179.ph, %for.body29.us.preheader ]
  %scalar.recur183 = phi i8 [ %56, %for.body29.us ], [ %scalar.recur183.ph, %for.body29.us.preheader ]
  %scalar.recur187 = phi i8 [ %scalar.recur183, %for.body29.us ], [ %scalar.recur187.ph, %for.body29.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body29.us ], [ %indvars.iv.ph, %for.body29.us.preheader ]
  %53 = phi <2 x i8> [ %69, %for.body29.us ], [ %.ph, %for.body29.us.preheader ]
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %54 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx40.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %54
  %55 = load i8, ptr %arrayidx40.us, align 1, !tbaa !8
  %arrayidx57.us = getelementptr inbounds i8, ptr %add.ptr19.us, i64 %54
  %56 = load i8, ptr %arrayidx57.us, align 1, !tbaa !8
  %57 = shufflevector <2 x i8> %53, <2 x i8> poison, <8 x i32> <i32 0, i32 1, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %58 = insertelement <8 x i8> %57, i8 %55, i64 2
  %59 = insertelement <8 x i8> %58, i8 %scalar.recur187, i64 3
  %60 = insertelement <8 x i8> %59, i8 %scalar.recur183, i64 4
  %61 = insertelement <8 x i8> %60, i8 %56, i64 5
  %62 = insertelement <8 x i8> %61, i8 %scalar.recur179, i64 6
  %63 = insertelement <8 x i8> %62, i8 %scalar.recur, i64 7
  %64 = zext <8 x i8> %63 to <8 x i32>
  %65 = mul nsw <8 x i32> %64, %1
  %arrayidx74.us = getelementptr inbounds i8, ptr %add.ptr21.us, i64 %54
  %66 = load i8, ptr %arrayidx74.us, align 1, !tbaa !8
  %conv75.us = zext i8 %66 to i32
  %mul76.us = mul nsw i32 %conv75.us, %conv16
  %67 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %65)
  %op.rdx = add i32 %67, %mul76.us
  %op.rdx196 = add i32 %op.rdx, 128
  %shr.us = ashr i32 %op.rdx196, 8
  %cond.us = tail call i32 @llvm.smin.i32(i32 %shr.us, i32 255)
  %cond86.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv87.us = trunc i32 %cond86.us to i8
  %arrayidx89.us = getelementptr inbounds i8, ptr %add.ptr24.us, i64 %indvars.iv
  store i8 %conv87.us, ptr %arrayidx89.us, align 1, !tbaa !8
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  %68 = shufflevector <2 x i8> %53, <2 x i8> poison, <2 x i32> <i32 1, i32 undef>
  %69 = insertelement <2 x i8> %68, i8 %55, i64 1
  br i1 %exitcond.not, label %for.cond25.for.cond.cleanup28_crit_edge.us, label %for.body29.us, !llvm.loop !12

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

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !11, !10}
