; ModuleID = 'bench/kernels/camera_pipe_color.c'
source_filename = "bench/kernels/camera_pipe_color.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @camera_pipe_color(ptr noalias nocapture noundef writeonly %out_r, ptr noalias nocapture noundef writeonly %out_g, ptr noalias nocapture noundef writeonly %out_b, ptr noalias nocapture noundef readonly %r, ptr noalias nocapture noundef readonly %g, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %m, align 4, !tbaa !4
  %arrayidx1 = getelementptr inbounds i32, ptr %m, i64 1
  %1 = load i32, ptr %arrayidx1, align 4, !tbaa !4
  %arrayidx2 = getelementptr inbounds i32, ptr %m, i64 2
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !4
  %arrayidx3 = getelementptr inbounds i32, ptr %m, i64 3
  %3 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %arrayidx4 = getelementptr inbounds i32, ptr %m, i64 4
  %4 = load i32, ptr %arrayidx4, align 4, !tbaa !4
  %arrayidx5 = getelementptr inbounds i32, ptr %m, i64 5
  %5 = load i32, ptr %arrayidx5, align 4, !tbaa !4
  %arrayidx6 = getelementptr inbounds i32, ptr %m, i64 6
  %6 = load i32, ptr %arrayidx6, align 4, !tbaa !4
  %arrayidx7 = getelementptr inbounds i32, ptr %m, i64 7
  %7 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %arrayidx8 = getelementptr inbounds i32, ptr %m, i64 8
  %8 = load i32, ptr %arrayidx8, align 4, !tbaa !4
  %arrayidx9 = getelementptr inbounds i32, ptr %m, i64 9
  %9 = load i32, ptr %arrayidx9, align 4, !tbaa !4
  %arrayidx10 = getelementptr inbounds i32, ptr %m, i64 10
  %10 = load i32, ptr %arrayidx10, align 4, !tbaa !4
  %arrayidx11 = getelementptr inbounds i32, ptr %m, i64 11
  %11 = load i32, ptr %arrayidx11, align 4, !tbaa !4
  %cmp70 = icmp sgt i32 %n, 0
  br i1 %cmp70, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check73 = icmp ult i32 %n, 16
  br i1 %min.iters.check73, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %0, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert76 = insertelement <16 x i32> poison, i32 %3, i64 0
  %broadcast.splat77 = shufflevector <16 x i32> %broadcast.splatinsert76, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert78 = insertelement <16 x i32> poison, i32 %1, i64 0
  %broadcast.splat79 = shufflevector <16 x i32> %broadcast.splatinsert78, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert80 = insertelement <16 x i32> poison, i32 %2, i64 0
  %broadcast.splat81 = shufflevector <16 x i32> %broadcast.splatinsert80, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert82 = insertelement <16 x i32> poison, i32 %4, i64 0
  %broadcast.splat83 = shufflevector <16 x i32> %broadcast.splatinsert82, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert84 = insertelement <16 x i32> poison, i32 %7, i64 0
  %broadcast.splat85 = shufflevector <16 x i32> %broadcast.splatinsert84, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert86 = insertelement <16 x i32> poison, i32 %5, i64 0
  %broadcast.splat87 = shufflevector <16 x i32> %broadcast.splatinsert86, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert88 = insertelement <16 x i32> poison, i32 %6, i64 0
  %broadcast.splat89 = shufflevector <16 x i32> %broadcast.splatinsert88, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert90 = insertelement <16 x i32> poison, i32 %8, i64 0
  %broadcast.splat91 = shufflevector <16 x i32> %broadcast.splatinsert90, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert92 = insertelement <16 x i32> poison, i32 %11, i64 0
  %broadcast.splat93 = shufflevector <16 x i32> %broadcast.splatinsert92, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert94 = insertelement <16 x i32> poison, i32 %9, i64 0
  %broadcast.splat95 = shufflevector <16 x i32> %broadcast.splatinsert94, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert96 = insertelement <16 x i32> poison, i32 %10, i64 0
  %broadcast.splat97 = shufflevector <16 x i32> %broadcast.splatinsert96, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %12 = getelementptr inbounds i16, ptr %r, i64 %index
  %wide.load = load <16 x i16>, ptr %12, align 2, !tbaa !8
  %13 = sext <16 x i16> %wide.load to <16 x i32>
  %14 = getelementptr inbounds i16, ptr %g, i64 %index
  %wide.load74 = load <16 x i16>, ptr %14, align 2, !tbaa !8
  %15 = sext <16 x i16> %wide.load74 to <16 x i32>
  %16 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load75 = load <16 x i16>, ptr %16, align 2, !tbaa !8
  %17 = sext <16 x i16> %wide.load75 to <16 x i32>
  %18 = mul <16 x i32> %broadcast.splat, %13
  %19 = add <16 x i32> %18, %broadcast.splat77
  %20 = mul <16 x i32> %broadcast.splat79, %15
  %21 = add <16 x i32> %19, %20
  %22 = mul <16 x i32> %broadcast.splat81, %17
  %23 = add <16 x i32> %21, %22
  %24 = mul <16 x i32> %broadcast.splat83, %13
  %25 = add <16 x i32> %24, %broadcast.splat85
  %26 = mul <16 x i32> %broadcast.splat87, %15
  %27 = add <16 x i32> %25, %26
  %28 = mul <16 x i32> %broadcast.splat89, %17
  %29 = add <16 x i32> %27, %28
  %30 = mul <16 x i32> %broadcast.splat91, %13
  %31 = add <16 x i32> %30, %broadcast.splat93
  %32 = mul <16 x i32> %broadcast.splat95, %15
  %33 = add <16 x i32> %31, %32
  %34 = mul <16 x i32> %broadcast.splat97, %17
  %35 = add <16 x i32> %33, %34
  %36 = lshr <16 x i32> %23, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %37 = trunc <16 x i32> %36 to <16 x i16>
  %38 = getelementptr inbounds i16, ptr %out_r, i64 %index
  store <16 x i16> %37, ptr %38, align 2, !tbaa !8
  %39 = lshr <16 x i32> %29, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %40 = trunc <16 x i32> %39 to <16 x i16>
  %41 = getelementptr inbounds i16, ptr %out_g, i64 %index
  store <16 x i16> %40, ptr %41, align 2, !tbaa !8
  %42 = lshr <16 x i32> %35, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %43 = trunc <16 x i32> %42 to <16 x i16>
  %44 = getelementptr inbounds i16, ptr %out_b, i64 %index
  store <16 x i16> %43, ptr %44, align 2, !tbaa !8
  %index.next = add nuw i64 %index, 16
  %45 = icmp eq i64 %index.next, %n.vec
  br i1 %45, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec99 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert105 = insertelement <8 x i32> poison, i32 %0, i64 0
  %broadcast.splat106 = shufflevector <8 x i32> %broadcast.splatinsert105, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <8 x i32> poison, i32 %3, i64 0
  %broadcast.splat108 = shufflevector <8 x i32> %broadcast.splatinsert107, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <8 x i32> poison, i32 %1, i64 0
  %broadcast.splat110 = shufflevector <8 x i32> %broadcast.splatinsert109, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <8 x i32> poison, i32 %2, i64 0
  %broadcast.splat112 = shufflevector <8 x i32> %broadcast.splatinsert111, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <8 x i32> poison, i32 %4, i64 0
  %broadcast.splat114 = shufflevector <8 x i32> %broadcast.splatinsert113, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <8 x i32> poison, i32 %7, i64 0
  %broadcast.splat116 = shufflevector <8 x i32> %broadcast.splatinsert115, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <8 x i32> poison, i32 %5, i64 0
  %broadcast.splat118 = shufflevector <8 x i32> %broadcast.splatinsert117, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <8 x i32> poison, i32 %6, i64 0
  %broadcast.splat120 = shufflevector <8 x i32> %broadcast.splatinsert119, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <8 x i32> poison, i32 %8, i64 0
  %broadcast.splat122 = shufflevector <8 x i32> %broadcast.splatinsert121, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <8 x i32> poison, i32 %11, i64 0
  %broadcast.splat124 = shufflevector <8 x i32> %broadcast.splatinsert123, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert125 = insertelement <8 x i32> poison, i32 %9, i64 0
  %broadcast.splat126 = shufflevector <8 x i32> %broadcast.splatinsert125, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert127 = insertelement <8 x i32> poison, i32 %10, i64 0
  %broadcast.splat128 = shufflevector <8 x i32> %broadcast.splatinsert127, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index101 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next129, %vec.epilog.vector.body ]
  %46 = getelementptr inbounds i16, ptr %r, i64 %index101
  %wide.load102 = load <8 x i16>, ptr %46, align 2, !tbaa !8
  %47 = sext <8 x i16> %wide.load102 to <8 x i32>
  %48 = getelementptr inbounds i16, ptr %g, i64 %index101
  %wide.load103 = load <8 x i16>, ptr %48, align 2, !tbaa !8
  %49 = sext <8 x i16> %wide.load103 to <8 x i32>
  %50 = getelementptr inbounds i16, ptr %b, i64 %index101
  %wide.load104 = load <8 x i16>, ptr %50, align 2, !tbaa !8
  %51 = sext <8 x i16> %wide.load104 to <8 x i32>
  %52 = mul <8 x i32> %broadcast.splat106, %47
  %53 = add <8 x i32> %52, %broadcast.splat108
  %54 = mul <8 x i32> %broadcast.splat110, %49
  %55 = add <8 x i32> %53, %54
  %56 = mul <8 x i32> %broadcast.splat112, %51
  %57 = add <8 x i32> %55, %56
  %58 = mul <8 x i32> %broadcast.splat114, %47
  %59 = add <8 x i32> %58, %broadcast.splat116
  %60 = mul <8 x i32> %broadcast.splat118, %49
  %61 = add <8 x i32> %59, %60
  %62 = mul <8 x i32> %broadcast.splat120, %51
  %63 = add <8 x i32> %61, %62
  %64 = mul <8 x i32> %broadcast.splat122, %47
  %65 = add <8 x i32> %64, %broadcast.splat124
  %66 = mul <8 x i32> %broadcast.splat126, %49
  %67 = add <8 x i32> %65, %66
  %68 = mul <8 x i32> %broadcast.splat128, %51
  %69 = add <8 x i32> %67, %68
  %70 = lshr <8 x i32> %57, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %71 = trunc <8 x i32> %70 to <8 x i16>
  %72 = getelementptr inbounds i16, ptr %out_r, i64 %index101
  store <8 x i16> %71, ptr %72, align 2, !tbaa !8
  %73 = lshr <8 x i32> %63, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %74 = trunc <8 x i32> %73 to <8 x i16>
  %75 = getelementptr inbounds i16, ptr %out_g, i64 %index101
  store <8 x i16> %74, ptr %75, align 2, !tbaa !8
  %76 = lshr <8 x i32> %69, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %77 = trunc <8 x i32> %76 to <8 x i16>
  %78 = getelementptr inbounds i16, ptr %out_b, i64 %index101
  store <8 x i16> %77, ptr %78, align 2, !tbaa !8
  %index.next129 = add nuw i64 %index101, 8
  %79 = icmp eq i64 %index.next129, %n.vec99
  br i1 %79, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n100 = icmp eq i64 %n.vec99, %wide.trip.count
  br i1 %cmp.n100, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec99, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx12 = getelementptr inbounds i16, ptr %r, i64 %indvars.iv
  %80 = load i16, ptr %arrayidx12, align 2, !tbaa !8
  %conv = sext i16 %80 to i32
  %arrayidx14 = getelementptr inbounds i16, ptr %g, i64 %indvars.iv
  %81 = load i16, ptr %arrayidx14, align 2, !tbaa !8
  %conv15 = sext i16 %81 to i32
  %arrayidx17 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %82 = load i16, ptr %arrayidx17, align 2, !tbaa !8
  %conv18 = sext i16 %82 to i32
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
  %83 = lshr i32 %add22, 8
  %conv35 = trunc i32 %83 to i16
  %arrayidx37 = getelementptr inbounds i16, ptr %out_r, i64 %indvars.iv
  store i16 %conv35, ptr %arrayidx37, align 2, !tbaa !8
  %84 = lshr i32 %add28, 8
  %conv39 = trunc i32 %84 to i16
  %arrayidx41 = getelementptr inbounds i16, ptr %out_g, i64 %indvars.iv
  store i16 %conv39, ptr %arrayidx41, align 2, !tbaa !8
  %85 = lshr i32 %add34, 8
  %conv43 = trunc i32 %85 to i16
  %arrayidx45 = getelementptr inbounds i16, ptr %out_b, i64 %indvars.iv
  store i16 %conv43, ptr %arrayidx45, align 2, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !12, !11}
