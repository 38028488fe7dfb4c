; ModuleID = 'bench/kernels/conv3x3_a16.c'
source_filename = "bench/kernels/conv3x3_a16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %.pre.pre = load i8, ptr %mask, align 1, !tbaa !5
  %arrayidx28.us.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 3
  %.pre109.pre = load i8, ptr %arrayidx28.us.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx38.us.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 6
  %.pre110.pre = load i8, ptr %arrayidx38.us.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx18.us.1.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 1
  %.pre111.pre = load i8, ptr %arrayidx18.us.1.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx28.us.1.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 4
  %.pre112.pre = load i8, ptr %arrayidx28.us.1.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx38.us.1.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 7
  %.pre113.pre = load i8, ptr %arrayidx38.us.1.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx18.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 2
  %.pre114.pre = load i8, ptr %arrayidx18.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx28.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 5
  %.pre115.pre = load i8, ptr %arrayidx28.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %arrayidx38.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i64 8
  %.pre116.pre = load i8, ptr %arrayidx38.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !5
  %wide.trip.count = zext i32 %width to i64
  %conv19.us = sext i8 %.pre.pre to i16
  %conv29.us = sext i8 %.pre109.pre to i16
  %conv39.us = sext i8 %.pre110.pre to i16
  %conv19.us.1 = sext i8 %.pre111.pre to i16
  %conv29.us.1 = sext i8 %.pre112.pre to i16
  %conv39.us.1 = sext i8 %.pre113.pre to i16
  %conv19.us.2 = sext i8 %.pre114.pre to i16
  %conv29.us.2 = sext i8 %.pre115.pre to i16
  %conv39.us.2 = sext i8 %.pre116.pre to i16
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i16> poison, i16 %conv19.us, i64 0
  %broadcast.splat = shufflevector <16 x i16> %broadcast.splatinsert, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <16 x i16> poison, i16 %conv19.us.1, i64 0
  %broadcast.splat124 = shufflevector <16 x i16> %broadcast.splatinsert123, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <16 x i16> poison, i16 %conv29.us, i64 0
  %broadcast.splat127 = shufflevector <16 x i16> %broadcast.splatinsert126, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <16 x i16> poison, i16 %conv29.us.1, i64 0
  %broadcast.splat129 = shufflevector <16 x i16> %broadcast.splatinsert128, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert131 = insertelement <16 x i16> poison, i16 %conv39.us, i64 0
  %broadcast.splat132 = shufflevector <16 x i16> %broadcast.splatinsert131, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert133 = insertelement <16 x i16> poison, i16 %conv39.us.1, i64 0
  %broadcast.splat134 = shufflevector <16 x i16> %broadcast.splatinsert133, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <16 x i16> poison, i16 %conv19.us.2, i64 0
  %broadcast.splat137 = shufflevector <16 x i16> %broadcast.splatinsert136, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert139 = insertelement <16 x i16> poison, i16 %conv29.us.2, i64 0
  %broadcast.splat140 = shufflevector <16 x i16> %broadcast.splatinsert139, <16 x i16> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <16 x i16> poison, i16 %conv39.us.2, i64 0
  %broadcast.splat143 = shufflevector <16 x i16> %broadcast.splatinsert142, <16 x i16> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv102 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next103, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv102, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv102, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !5
  %.pre117 = load i8, ptr %add.ptr2.us, align 1, !tbaa !5
  %.pre118 = load i8, ptr %add.ptr4.us, align 1, !tbaa !5
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
  %3 = or i64 %index, 1
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !5
  %5 = shufflevector <16 x i8> %vector.recur122, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = zext <16 x i8> %5 to <16 x i16>
  %7 = mul nsw <16 x i16> %broadcast.splat, %6
  %8 = zext <16 x i8> %wide.load to <16 x i16>
  %9 = mul nsw <16 x i16> %broadcast.splat124, %8
  %10 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load125 = load <16 x i8>, ptr %10, align 1, !tbaa !5
  %11 = shufflevector <16 x i8> %vector.recur120, <16 x i8> %wide.load125, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %12 = zext <16 x i8> %11 to <16 x i16>
  %13 = mul nsw <16 x i16> %broadcast.splat127, %12
  %14 = add <16 x i16> %7, %13
  %15 = zext <16 x i8> %wide.load125 to <16 x i16>
  %16 = mul nsw <16 x i16> %broadcast.splat129, %15
  %17 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load130 = load <16 x i8>, ptr %17, align 1, !tbaa !5
  %18 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load130, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %19 = zext <16 x i8> %18 to <16 x i16>
  %20 = mul nsw <16 x i16> %broadcast.splat132, %19
  %21 = add <16 x i16> %14, %20
  %22 = add <16 x i16> %9, %21
  %23 = add <16 x i16> %22, %16
  %24 = zext <16 x i8> %wide.load130 to <16 x i16>
  %25 = mul nsw <16 x i16> %broadcast.splat134, %24
  %26 = add <16 x i16> %23, %25
  %27 = or i64 %index, 2
  %28 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %27
  %wide.load135 = load <16 x i8>, ptr %28, align 1, !tbaa !5
  %29 = zext <16 x i8> %wide.load135 to <16 x i16>
  %30 = mul nsw <16 x i16> %broadcast.splat137, %29
  %31 = add <16 x i16> %30, %26
  %32 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %27
  %wide.load138 = load <16 x i8>, ptr %32, align 1, !tbaa !5
  %33 = zext <16 x i8> %wide.load138 to <16 x i16>
  %34 = mul nsw <16 x i16> %broadcast.splat140, %33
  %35 = add <16 x i16> %31, %34
  %36 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %27
  %wide.load141 = load <16 x i8>, ptr %36, align 1, !tbaa !5
  %37 = zext <16 x i8> %wide.load141 to <16 x i16>
  %38 = mul nsw <16 x i16> %broadcast.splat143, %37
  %39 = add <16 x i16> %35, %38
  %40 = ashr <16 x i16> %39, <i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4>
  %41 = tail call <16 x i16> @llvm.smin.v16i16(<16 x i16> %40, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %42 = tail call <16 x i16> @llvm.smax.v16i16(<16 x i16> %41, <16 x i16> zeroinitializer)
  %43 = trunc <16 x i16> %42 to <16 x i8>
  %44 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %43, ptr %44, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %45 = icmp eq i64 %index.next, %n.vec
  br i1 %45, label %middle.block, label %vector.body, !llvm.loop !8

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
  %scalar.recur = phi i8 [ %49, %for.cond12.preheader.us ], [ %scalar.recur.ph, %for.cond12.preheader.us.preheader ]
  %scalar.recur147 = phi i8 [ %48, %for.cond12.preheader.us ], [ %scalar.recur147.ph, %for.cond12.preheader.us.preheader ]
  %scalar.recur151 = phi i8 [ %47, %for.cond12.preheader.us ], [ %scalar.recur151.ph, %for.cond12.preheader.us.preheader ]
  %indvars.iv = phi i64 [ %46, %for.cond12.preheader.us ], [ %indvars.iv.ph, %for.cond12.preheader.us.preheader ]
  %conv16.us = zext i8 %scalar.recur151 to i16
  %mul20.us = mul nsw i16 %conv19.us, %conv16.us
  %conv25.us = zext i8 %scalar.recur147 to i16
  %mul30.us = mul nsw i16 %conv29.us, %conv25.us
  %add31.us = add i16 %mul20.us, %mul30.us
  %conv35.us = zext i8 %scalar.recur to i16
  %mul40.us = mul nsw i16 %conv39.us, %conv35.us
  %add41.us = add i16 %add31.us, %mul40.us
  %46 = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %46
  %47 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !5
  %conv16.us.1 = zext i8 %47 to i16
  %mul20.us.1 = mul nsw i16 %conv19.us.1, %conv16.us.1
  %add21.us.1 = add i16 %mul20.us.1, %add41.us
  %arrayidx24.us.1 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %46
  %48 = load i8, ptr %arrayidx24.us.1, align 1, !tbaa !5
  %conv25.us.1 = zext i8 %48 to i16
  %mul30.us.1 = mul nsw i16 %conv29.us.1, %conv25.us.1
  %add31.us.1 = add i16 %add21.us.1, %mul30.us.1
  %arrayidx34.us.1 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %46
  %49 = load i8, ptr %arrayidx34.us.1, align 1, !tbaa !5
  %conv35.us.1 = zext i8 %49 to i16
  %mul40.us.1 = mul nsw i16 %conv39.us.1, %conv35.us.1
  %add41.us.1 = add i16 %add31.us.1, %mul40.us.1
  %50 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %50
  %51 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !5
  %conv16.us.2 = zext i8 %51 to i16
  %mul20.us.2 = mul nsw i16 %conv19.us.2, %conv16.us.2
  %add21.us.2 = add i16 %mul20.us.2, %add41.us.1
  %arrayidx24.us.2 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %50
  %52 = load i8, ptr %arrayidx24.us.2, align 1, !tbaa !5
  %conv25.us.2 = zext i8 %52 to i16
  %mul30.us.2 = mul nsw i16 %conv29.us.2, %conv25.us.2
  %add31.us.2 = add i16 %add21.us.2, %mul30.us.2
  %arrayidx34.us.2 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %50
  %53 = load i8, ptr %arrayidx34.us.2, align 1, !tbaa !5
  %conv35.us.2 = zext i8 %53 to i16
  %mul40.us.2 = mul nsw i16 %conv39.us.2, %conv35.us.2
  %add41.us.2 = add i16 %add31.us.2, %mul40.us.2
  %54 = ashr i16 %add41.us.2, 4
  %55 = tail call i16 @llvm.smin.i16(i16 %54, i16 255)
  %56 = tail call i16 @llvm.smax.i16(i16 %55, i16 0)
  %conv56.us = trunc i16 %56 to i8
  %arrayidx58.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv56.us, ptr %arrayidx58.us, align 1, !tbaa !5
  %exitcond.not = icmp eq i64 %46, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.cond12.preheader.us, !llvm.loop !11

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

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
