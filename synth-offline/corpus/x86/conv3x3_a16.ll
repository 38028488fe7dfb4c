; ModuleID = 'bench/kernels/conv3x3_a16.c'
source_filename = "bench/kernels/conv3x3_a16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @conv3x3_a16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %mask, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp95 = icmp sgt i32 %height, 0
  br i1 %cmp95, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp993 = icmp sgt i32 %width, 0
  br i1 %cmp993, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count107 = zext i32 %height to i64
  %1 = load <8 x i8>, ptr %mask, align 1, !tbaa !4
  %arrayidx38.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 8
  %.pre116.pre = load i8, ptr %arrayidx38.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %wide.trip.count = zext i32 %width to i64
  %2 = sext <8 x i8> %1 to <8 x i16>
  %conv39.us.2 = sext i8 %.pre116.pre to i16
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splat = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splat124 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat127 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %broadcast.splat129 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %broadcast.splat132 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %broadcast.splat134 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %broadcast.splat137 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %broadcast.splat140 = shufflevector <8 x i16> %2, <8 x i16> poison, <16 x i32> <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %broadcast.splatinsert142 = insertelement <16 x i16> poison, i16 %conv39.us.2, i64 0
  %broadcast.splat143 = shufflevector <16 x i16> %broadcast.splatinsert142, <16 x i16> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv102 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next103, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %3 = mul nsw i64 %indvars.iv102, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %3
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %4 = mul nsw i64 %indvars.iv102, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %4
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %.pre117 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %.pre118 = load i8, ptr %add.ptr4.us, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.cond12.preheader.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre118, i64 15
  %vector.recur.init119 = insertelement <16 x i8> poison, i8 %.pre117, i64 15
  %vector.recur.init121 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load130, %vector.body ]
  %vector.recur120 = phi <16 x i8> [ %vector.recur.init119, %vector.ph ], [ %wide.load125, %vector.body ]
  %vector.recur122 = phi <16 x i8> [ %vector.recur.init121, %vector.ph ], [ %wide.load, %vector.body ]
  %5 = or i64 %index, 1
  %6 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %5
  %wide.load = load <16 x i8>, ptr %6, align 1, !tbaa !4
  %7 = shufflevector <16 x i8> %vector.recur122, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %8 = zext <16 x i8> %7 to <16 x i16>
  %9 = mul nsw <16 x i16> %broadcast.splat, %8
  %10 = zext <16 x i8> %wide.load to <16 x i16>
  %11 = mul nsw <16 x i16> %broadcast.splat124, %10
  %12 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %5
  %wide.load125 = load <16 x i8>, ptr %12, align 1, !tbaa !4
  %13 = shufflevector <16 x i8> %vector.recur120, <16 x i8> %wide.load125, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %14 = zext <16 x i8> %13 to <16 x i16>
  %15 = mul nsw <16 x i16> %broadcast.splat127, %14
  %16 = add <16 x i16> %9, %15
  %17 = zext <16 x i8> %wide.load125 to <16 x i16>
  %18 = mul nsw <16 x i16> %broadcast.splat129, %17
  %19 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %5
  %wide.load130 = load <16 x i8>, ptr %19, align 1, !tbaa !4
  %20 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load130, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %21 = zext <16 x i8> %20 to <16 x i16>
  %22 = mul nsw <16 x i16> %broadcast.splat132, %21
  %23 = add <16 x i16> %16, %22
  %24 = add <16 x i16> %11, %23
  %25 = add <16 x i16> %24, %18
  %26 = zext <16 x i8> %wide.load130 to <16 x i16>
  %27 = mul nsw <16 x i16> %broadcast.splat134, %26
  %28 = add <16 x i16> %25, %27
  %29 = or i64 %index, 2
  %30 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %29
  %wide.load135 = load <16 x i8>, ptr %30, align 1, !tbaa !4
  %31 = zext <16 x i8> %wide.load135 to <16 x i16>
  %32 = mul nsw <16 x i16> %broadcast.splat137, %31
  %33 = add <16 x i16> %32, %28
  %34 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %29
  %wide.load138 = load <16 x i8>, ptr %34, align 1, !tbaa !4
  %35 = zext <16 x i8> %wide.load138 to <16 x i16>
  %36 = mul nsw <16 x i16> %broadcast.splat140, %35
  %37 = add <16 x i16> %33, %36
  %38 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %29
  %wide.load141 = load <16 x i8>, ptr %38, align 1, !tbaa !4
  %39 = zext <16 x i8> %wide.load141 to <16 x i16>
  %40 = mul nsw <16 x i16> %broadcast.splat143, %39
  %41 = add <16 x i16> %37, %40
  %42 = ashr <16 x i16> %41, <i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4>
  %43 = tail call <16 x i16> @llvm.smin.v16i16(<16 x i16> %42, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %44 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %43, <16 x i16> zeroinitializer)
  %45 = trunc <16 x i16> %44 to <16 x i8>
  %46 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %45, ptr %46, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %47 = icmp eq i64 %index.next, %n.vec
  br i1 %47, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load130, i64 15
  %vector.recur.extract144 = extractelement <16 x i8> %wide.load125, i64 15
  %vector.recur.extract148 = extractelement <16 x i8> %wide.load, i64 15
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.cond12.preheader.us.preheader

for.cond12.preheader.us.preheader:                ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre118, %for.body.us ]
  %scalar.recur147.ph = phi i8 [ %vector.recur.extract144, %middle.block ], [ %.pre117, %for.body.us ]
  %scalar.recur151.ph = phi i8 [ %vector.recur.extract148, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.cond12.preheader.us

for.cond12.preheader.us:                          ; preds = %for.cond12.preheader.us.preheader, %for.cond12.preheader.us
  %scalar.recur = phi i8 [ %51, %for.cond12.preheader.us ], [ %scalar.recur.ph, %for.cond12.preheader.us.preheader ]
  %scalar.recur147 = phi i8 [ %50, %for.cond12.preheader.us ], [ %scalar.recur147.ph, %for.cond12.preheader.us.preheader ]
  %scalar.recur151 = phi i8 [ %49, %for.cond12.preheader.us ], [ %scalar.recur151.ph, %for.cond12.preheader.us.preheader ]
  %indvars.iv = phi i64 [ %48, %for.cond12.preheader.us ], [ %indvars.iv.ph, %for.cond12.preheader.us.preheader ]
  %48 = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %48
  %49 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !4
  %arrayidx24.us.1 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %48
  %50 = load i8, ptr %arrayidx24.us.1, align 1, !tbaa !4
  %arrayidx34.us.1 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %48
  %51 = load i8, ptr %arrayidx34.us.1, align 1, !tbaa !4
  %52 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %52
  %53 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !4
  %arrayidx24.us.2 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %52
  %54 = load i8, ptr %arrayidx24.us.2, align 1, !tbaa !4
  %55 = insertelement <8 x i8> poison, i8 %scalar.recur151, i64 0
  %56 = insertelement <8 x i8> %55, i8 %49, i64 1
  %57 = insertelement <8 x i8> %56, i8 %53, i64 2
  %58 = insertelement <8 x i8> %57, i8 %scalar.recur147, i64 3
  %59 = insertelement <8 x i8> %58, i8 %50, i64 4
  %60 = insertelement <8 x i8> %59, i8 %54, i64 5
  %61 = insertelement <8 x i8> %60, i8 %scalar.recur, i64 6
  %62 = insertelement <8 x i8> %61, i8 %51, i64 7
  %63 = zext <8 x i8> %62 to <8 x i16>
  %64 = mul nsw <8 x i16> %2, %63
  %arrayidx34.us.2 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %52
  %65 = load i8, ptr %arrayidx34.us.2, align 1, !tbaa !4
  %conv35.us.2 = zext i8 %65 to i16
  %mul40.us.2 = mul nsw i16 %conv39.us.2, %conv35.us.2
  %66 = tail call i16 @llvm.vector.reduce.add.v8i16(<8 x i16> %64)
  %op.rdx = add i16 %66, %mul40.us.2
  %67 = ashr i16 %op.rdx, 4
  %68 = tail call i16 @llvm.smin.i16(i16 %67, i16 255)
  %69 = tail call i16 @llvm.smax.i16(i16 %68, i16 0)
  %conv56.us = trunc i16 %69 to i8
  %arrayidx58.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv56.us, ptr %arrayidx58.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %48, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.cond12.preheader.us, !llvm.loop !10

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.cond12.preheader.us, %middle.block
  %indvars.iv.next103 = add nuw nsw i64 %indvars.iv102, 1
  %exitcond108.not = icmp eq i64 %indvars.iv.next103, %wide.trip.count107
  br i1 %exitcond108.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smin.v16i16(<16 x i16>, <16 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v8i16(<8 x i16>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
