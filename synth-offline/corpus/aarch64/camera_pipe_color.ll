; ModuleID = 'bench/kernels/camera_pipe_color.c'
source_filename = "bench/kernels/camera_pipe_color.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @camera_pipe_color(ptr noalias nocapture noundef writeonly %out_r, ptr noalias nocapture noundef writeonly %out_g, ptr noalias nocapture noundef writeonly %out_b, ptr noalias nocapture noundef readonly %r, ptr noalias nocapture noundef readonly %g, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %m, align 4, !tbaa !5
  %arrayidx1 = getelementptr inbounds i32, ptr %m, i64 1
  %1 = load i32, ptr %arrayidx1, align 4, !tbaa !5
  %arrayidx2 = getelementptr inbounds i32, ptr %m, i64 2
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !5
  %arrayidx3 = getelementptr inbounds i32, ptr %m, i64 3
  %3 = load i32, ptr %arrayidx3, align 4, !tbaa !5
  %arrayidx4 = getelementptr inbounds i32, ptr %m, i64 4
  %4 = load i32, ptr %arrayidx4, align 4, !tbaa !5
  %arrayidx5 = getelementptr inbounds i32, ptr %m, i64 5
  %5 = load i32, ptr %arrayidx5, align 4, !tbaa !5
  %arrayidx6 = getelementptr inbounds i32, ptr %m, i64 6
  %6 = load i32, ptr %arrayidx6, align 4, !tbaa !5
  %arrayidx7 = getelementptr inbounds i32, ptr %m, i64 7
  %7 = load i32, ptr %arrayidx7, align 4, !tbaa !5
  %arrayidx8 = getelementptr inbounds i32, ptr %m, i64 8
  %8 = load i32, ptr %arrayidx8, align 4, !tbaa !5
  %arrayidx9 = getelementptr inbounds i32, ptr %m, i64 9
  %9 = load i32, ptr %arrayidx9, align 4, !tbaa !5
  %arrayidx10 = getelementptr inbounds i32, ptr %m, i64 10
  %10 = load i32, ptr %arrayidx10, align 4, !tbaa !5
  %arrayidx11 = getelementptr inbounds i32, ptr %m, i64 11
  %11 = load i32, ptr %arrayidx11, align 4, !tbaa !5
  %cmp70 = icmp sgt i32 %n, 0
  br i1 %cmp70, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader97, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x i32> poison, i32 %0, i64 0
  %broadcast.splat = shufflevector <8 x i32> %broadcast.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert75 = insertelement <8 x i32> poison, i32 %3, i64 0
  %broadcast.splat76 = shufflevector <8 x i32> %broadcast.splatinsert75, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert77 = insertelement <8 x i32> poison, i32 %1, i64 0
  %broadcast.splat78 = shufflevector <8 x i32> %broadcast.splatinsert77, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert79 = insertelement <8 x i32> poison, i32 %2, i64 0
  %broadcast.splat80 = shufflevector <8 x i32> %broadcast.splatinsert79, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert81 = insertelement <8 x i32> poison, i32 %4, i64 0
  %broadcast.splat82 = shufflevector <8 x i32> %broadcast.splatinsert81, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert83 = insertelement <8 x i32> poison, i32 %7, i64 0
  %broadcast.splat84 = shufflevector <8 x i32> %broadcast.splatinsert83, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert85 = insertelement <8 x i32> poison, i32 %5, i64 0
  %broadcast.splat86 = shufflevector <8 x i32> %broadcast.splatinsert85, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert87 = insertelement <8 x i32> poison, i32 %6, i64 0
  %broadcast.splat88 = shufflevector <8 x i32> %broadcast.splatinsert87, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert89 = insertelement <8 x i32> poison, i32 %8, i64 0
  %broadcast.splat90 = shufflevector <8 x i32> %broadcast.splatinsert89, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert91 = insertelement <8 x i32> poison, i32 %11, i64 0
  %broadcast.splat92 = shufflevector <8 x i32> %broadcast.splatinsert91, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert93 = insertelement <8 x i32> poison, i32 %9, i64 0
  %broadcast.splat94 = shufflevector <8 x i32> %broadcast.splatinsert93, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert95 = insertelement <8 x i32> poison, i32 %10, i64 0
  %broadcast.splat96 = shufflevector <8 x i32> %broadcast.splatinsert95, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %12 = getelementptr inbounds i16, ptr %r, i64 %index
  %wide.load = load <8 x i16>, ptr %12, align 2, !tbaa !9
  %13 = sext <8 x i16> %wide.load to <8 x i32>
  %14 = getelementptr inbounds i16, ptr %g, i64 %index
  %wide.load73 = load <8 x i16>, ptr %14, align 2, !tbaa !9
  %15 = sext <8 x i16> %wide.load73 to <8 x i32>
  %16 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load74 = load <8 x i16>, ptr %16, align 2, !tbaa !9
  %17 = sext <8 x i16> %wide.load74 to <8 x i32>
  %18 = mul <8 x i32> %broadcast.splat, %13
  %19 = add <8 x i32> %18, %broadcast.splat76
  %20 = mul <8 x i32> %broadcast.splat78, %15
  %21 = add <8 x i32> %19, %20
  %22 = mul <8 x i32> %broadcast.splat80, %17
  %23 = add <8 x i32> %21, %22
  %24 = mul <8 x i32> %broadcast.splat82, %13
  %25 = add <8 x i32> %24, %broadcast.splat84
  %26 = mul <8 x i32> %broadcast.splat86, %15
  %27 = add <8 x i32> %25, %26
  %28 = mul <8 x i32> %broadcast.splat88, %17
  %29 = add <8 x i32> %27, %28
  %30 = mul <8 x i32> %broadcast.splat90, %13
  %31 = add <8 x i32> %30, %broadcast.splat92
  %32 = mul <8 x i32> %broadcast.splat94, %15
  %33 = add <8 x i32> %31, %32
  %34 = mul <8 x i32> %broadcast.splat96, %17
  %35 = add <8 x i32> %33, %34
  %36 = lshr <8 x i32> %23, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %37 = trunc <8 x i32> %36 to <8 x i16>
  %38 = getelementptr inbounds i16, ptr %out_r, i64 %index
  store <8 x i16> %37, ptr %38, align 2, !tbaa !9
  %39 = lshr <8 x i32> %29, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %40 = trunc <8 x i32> %39 to <8 x i16>
  %41 = getelementptr inbounds i16, ptr %out_g, i64 %index
  store <8 x i16> %40, ptr %41, align 2, !tbaa !9
  %42 = lshr <8 x i32> %35, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %43 = trunc <8 x i32> %42 to <8 x i16>
  %44 = getelementptr inbounds i16, ptr %out_b, i64 %index
  store <8 x i16> %43, ptr %44, align 2, !tbaa !9
  %index.next = add nuw i64 %index, 8
  %45 = icmp eq i64 %index.next, %n.vec
  br i1 %45, label %middle.block, label %vector.body, !llvm.loop !11

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader97

for.body.preheader97:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader97, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader97 ]
  %arrayidx12 = getelementptr inbounds i16, ptr %r, i64 %indvars.iv
  %46 = load i16, ptr %arrayidx12, align 2, !tbaa !9
  %conv = sext i16 %46 to i32
  %arrayidx14 = getelementptr inbounds i16, ptr %g, i64 %indvars.iv
  %47 = load i16, ptr %arrayidx14, align 2, !tbaa !9
  %conv15 = sext i16 %47 to i32
  %arrayidx17 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %48 = load i16, ptr %arrayidx17, align 2, !tbaa !9
  %conv18 = sext i16 %48 to i32
  %mul = mul i32 %0, %conv
  %add = add i32 %mul, %3
  %mul19 = mul i32 %1, %conv15
  %add20 = add i32 %add, %mul19
  %mul21 = mul i32 %2, %conv18
  %add22 = add i32 %add20, %mul21
  %mul23 = mul i32 %4, %conv
  %add24 = add i32 %mul23, %7
  %mul25 = mul i32 %5, %conv15
  %add26 = add i32 %add24, %mul25
  %mul27 = mul i32 %6, %conv18
  %add28 = add i32 %add26, %mul27
  %mul29 = mul i32 %8, %conv
  %add30 = add i32 %mul29, %11
  %mul31 = mul i32 %9, %conv15
  %add32 = add i32 %add30, %mul31
  %mul33 = mul i32 %10, %conv18
  %add34 = add i32 %add32, %mul33
  %49 = lshr i32 %add22, 8
  %conv35 = trunc i32 %49 to i16
  %arrayidx37 = getelementptr inbounds i16, ptr %out_r, i64 %indvars.iv
  store i16 %conv35, ptr %arrayidx37, align 2, !tbaa !9
  %50 = lshr i32 %add28, 8
  %conv39 = trunc i32 %50 to i16
  %arrayidx41 = getelementptr inbounds i16, ptr %out_g, i64 %indvars.iv
  store i16 %conv39, ptr %arrayidx41, align 2, !tbaa !9
  %51 = lshr i32 %add34, 8
  %conv43 = trunc i32 %51 to i16
  %arrayidx45 = getelementptr inbounds i16, ptr %out_b, i64 %indvars.iv
  store i16 %conv43, ptr %arrayidx45, align 2, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = distinct !{!11, !12, !13}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !13, !12}
