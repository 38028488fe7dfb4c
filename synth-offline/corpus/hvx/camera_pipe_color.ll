; ModuleID = 'bench/kernels/camera_pipe_color.c'
source_filename = "bench/kernels/camera_pipe_color.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @camera_pipe_color(ptr noalias nocapture noundef writeonly %out_r, ptr noalias nocapture noundef writeonly %out_g, ptr noalias nocapture noundef writeonly %out_b, ptr noalias nocapture noundef readonly %r, ptr noalias nocapture noundef readonly %g, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %m, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %0 = load i32, ptr %m, align 4, !tbaa !4
  %arrayidx1 = getelementptr inbounds i32, ptr %m, i32 1
  %1 = load i32, ptr %arrayidx1, align 4, !tbaa !4
  %arrayidx2 = getelementptr inbounds i32, ptr %m, i32 2
  %2 = load i32, ptr %arrayidx2, align 4, !tbaa !4
  %arrayidx3 = getelementptr inbounds i32, ptr %m, i32 3
  %3 = load i32, ptr %arrayidx3, align 4, !tbaa !4
  %arrayidx4 = getelementptr inbounds i32, ptr %m, i32 4
  %4 = load i32, ptr %arrayidx4, align 4, !tbaa !4
  %arrayidx5 = getelementptr inbounds i32, ptr %m, i32 5
  %5 = load i32, ptr %arrayidx5, align 4, !tbaa !4
  %arrayidx6 = getelementptr inbounds i32, ptr %m, i32 6
  %6 = load i32, ptr %arrayidx6, align 4, !tbaa !4
  %arrayidx7 = getelementptr inbounds i32, ptr %m, i32 7
  %7 = load i32, ptr %arrayidx7, align 4, !tbaa !4
  %arrayidx8 = getelementptr inbounds i32, ptr %m, i32 8
  %8 = load i32, ptr %arrayidx8, align 4, !tbaa !4
  %arrayidx9 = getelementptr inbounds i32, ptr %m, i32 9
  %9 = load i32, ptr %arrayidx9, align 4, !tbaa !4
  %arrayidx10 = getelementptr inbounds i32, ptr %m, i32 10
  %10 = load i32, ptr %arrayidx10, align 4, !tbaa !4
  %arrayidx11 = getelementptr inbounds i32, ptr %m, i32 11
  %11 = load i32, ptr %arrayidx11, align 4, !tbaa !4
  %cmp65 = icmp sgt i32 %n, 0
  br i1 %cmp65, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check67 = icmp ult i32 %n, 64
  br i1 %min.iters.check67, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  %broadcast.splatinsert = insertelement <64 x i32> poison, i32 %0, i64 0
  %broadcast.splat = shufflevector <64 x i32> %broadcast.splatinsert, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert70 = insertelement <64 x i32> poison, i32 %3, i64 0
  %broadcast.splat71 = shufflevector <64 x i32> %broadcast.splatinsert70, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert72 = insertelement <64 x i32> poison, i32 %1, i64 0
  %broadcast.splat73 = shufflevector <64 x i32> %broadcast.splatinsert72, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert74 = insertelement <64 x i32> poison, i32 %2, i64 0
  %broadcast.splat75 = shufflevector <64 x i32> %broadcast.splatinsert74, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert76 = insertelement <64 x i32> poison, i32 %4, i64 0
  %broadcast.splat77 = shufflevector <64 x i32> %broadcast.splatinsert76, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert78 = insertelement <64 x i32> poison, i32 %7, i64 0
  %broadcast.splat79 = shufflevector <64 x i32> %broadcast.splatinsert78, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert80 = insertelement <64 x i32> poison, i32 %5, i64 0
  %broadcast.splat81 = shufflevector <64 x i32> %broadcast.splatinsert80, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert82 = insertelement <64 x i32> poison, i32 %6, i64 0
  %broadcast.splat83 = shufflevector <64 x i32> %broadcast.splatinsert82, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert84 = insertelement <64 x i32> poison, i32 %8, i64 0
  %broadcast.splat85 = shufflevector <64 x i32> %broadcast.splatinsert84, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert86 = insertelement <64 x i32> poison, i32 %11, i64 0
  %broadcast.splat87 = shufflevector <64 x i32> %broadcast.splatinsert86, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert88 = insertelement <64 x i32> poison, i32 %9, i64 0
  %broadcast.splat89 = shufflevector <64 x i32> %broadcast.splatinsert88, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert90 = insertelement <64 x i32> poison, i32 %10, i64 0
  %broadcast.splat91 = shufflevector <64 x i32> %broadcast.splatinsert90, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %12 = getelementptr inbounds i16, ptr %r, i32 %index
  %wide.load = load <64 x i16>, ptr %12, align 2, !tbaa !8
  %13 = sext <64 x i16> %wide.load to <64 x i32>
  %14 = getelementptr inbounds i16, ptr %g, i32 %index
  %wide.load68 = load <64 x i16>, ptr %14, align 2, !tbaa !8
  %15 = sext <64 x i16> %wide.load68 to <64 x i32>
  %16 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load69 = load <64 x i16>, ptr %16, align 2, !tbaa !8
  %17 = sext <64 x i16> %wide.load69 to <64 x i32>
  %18 = mul <64 x i32> %broadcast.splat, %13
  %19 = add <64 x i32> %18, %broadcast.splat71
  %20 = mul <64 x i32> %broadcast.splat73, %15
  %21 = add <64 x i32> %19, %20
  %22 = mul <64 x i32> %broadcast.splat75, %17
  %23 = add <64 x i32> %21, %22
  %24 = mul <64 x i32> %broadcast.splat77, %13
  %25 = add <64 x i32> %24, %broadcast.splat79
  %26 = mul <64 x i32> %broadcast.splat81, %15
  %27 = add <64 x i32> %25, %26
  %28 = mul <64 x i32> %broadcast.splat83, %17
  %29 = add <64 x i32> %27, %28
  %30 = mul <64 x i32> %broadcast.splat85, %13
  %31 = add <64 x i32> %30, %broadcast.splat87
  %32 = mul <64 x i32> %broadcast.splat89, %15
  %33 = add <64 x i32> %31, %32
  %34 = mul <64 x i32> %broadcast.splat91, %17
  %35 = add <64 x i32> %33, %34
  %36 = lshr <64 x i32> %23, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %37 = trunc <64 x i32> %36 to <64 x i16>
  %38 = getelementptr inbounds i16, ptr %out_r, i32 %index
  store <64 x i16> %37, ptr %38, align 2, !tbaa !8
  %39 = lshr <64 x i32> %29, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %40 = trunc <64 x i32> %39 to <64 x i16>
  %41 = getelementptr inbounds i16, ptr %out_g, i32 %index
  store <64 x i16> %40, ptr %41, align 2, !tbaa !8
  %42 = lshr <64 x i32> %35, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %43 = trunc <64 x i32> %42 to <64 x i16>
  %44 = getelementptr inbounds i16, ptr %out_b, i32 %index
  store <64 x i16> %43, ptr %44, align 2, !tbaa !8
  %index.next = add nuw i32 %index, 64
  %45 = icmp eq i32 %index.next, %n.vec
  br i1 %45, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec93 = and i32 %n, -16
  %broadcast.splatinsert99 = insertelement <16 x i32> poison, i32 %0, i64 0
  %broadcast.splat100 = shufflevector <16 x i32> %broadcast.splatinsert99, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert101 = insertelement <16 x i32> poison, i32 %3, i64 0
  %broadcast.splat102 = shufflevector <16 x i32> %broadcast.splatinsert101, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert103 = insertelement <16 x i32> poison, i32 %1, i64 0
  %broadcast.splat104 = shufflevector <16 x i32> %broadcast.splatinsert103, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert105 = insertelement <16 x i32> poison, i32 %2, i64 0
  %broadcast.splat106 = shufflevector <16 x i32> %broadcast.splatinsert105, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <16 x i32> poison, i32 %4, i64 0
  %broadcast.splat108 = shufflevector <16 x i32> %broadcast.splatinsert107, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <16 x i32> poison, i32 %7, i64 0
  %broadcast.splat110 = shufflevector <16 x i32> %broadcast.splatinsert109, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert111 = insertelement <16 x i32> poison, i32 %5, i64 0
  %broadcast.splat112 = shufflevector <16 x i32> %broadcast.splatinsert111, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert113 = insertelement <16 x i32> poison, i32 %6, i64 0
  %broadcast.splat114 = shufflevector <16 x i32> %broadcast.splatinsert113, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert115 = insertelement <16 x i32> poison, i32 %8, i64 0
  %broadcast.splat116 = shufflevector <16 x i32> %broadcast.splatinsert115, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <16 x i32> poison, i32 %11, i64 0
  %broadcast.splat118 = shufflevector <16 x i32> %broadcast.splatinsert117, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert119 = insertelement <16 x i32> poison, i32 %9, i64 0
  %broadcast.splat120 = shufflevector <16 x i32> %broadcast.splatinsert119, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert121 = insertelement <16 x i32> poison, i32 %10, i64 0
  %broadcast.splat122 = shufflevector <16 x i32> %broadcast.splatinsert121, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index95 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next123, %vec.epilog.vector.body ]
  %46 = getelementptr inbounds i16, ptr %r, i32 %index95
  %wide.load96 = load <16 x i16>, ptr %46, align 2, !tbaa !8
  %47 = sext <16 x i16> %wide.load96 to <16 x i32>
  %48 = getelementptr inbounds i16, ptr %g, i32 %index95
  %wide.load97 = load <16 x i16>, ptr %48, align 2, !tbaa !8
  %49 = sext <16 x i16> %wide.load97 to <16 x i32>
  %50 = getelementptr inbounds i16, ptr %b, i32 %index95
  %wide.load98 = load <16 x i16>, ptr %50, align 2, !tbaa !8
  %51 = sext <16 x i16> %wide.load98 to <16 x i32>
  %52 = mul <16 x i32> %broadcast.splat100, %47
  %53 = add <16 x i32> %52, %broadcast.splat102
  %54 = mul <16 x i32> %broadcast.splat104, %49
  %55 = add <16 x i32> %53, %54
  %56 = mul <16 x i32> %broadcast.splat106, %51
  %57 = add <16 x i32> %55, %56
  %58 = mul <16 x i32> %broadcast.splat108, %47
  %59 = add <16 x i32> %58, %broadcast.splat110
  %60 = mul <16 x i32> %broadcast.splat112, %49
  %61 = add <16 x i32> %59, %60
  %62 = mul <16 x i32> %broadcast.splat114, %51
  %63 = add <16 x i32> %61, %62
  %64 = mul <16 x i32> %broadcast.splat116, %47
  %65 = add <16 x i32> %64, %broadcast.splat118
  %66 = mul <16 x i32> %broadcast.splat120, %49
  %67 = add <16 x i32> %65, %66
  %68 = mul <16 x i32> %broadcast.splat122, %51
  %69 = add <16 x i32> %67, %68
  %70 = lshr <16 x i32> %57, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %71 = trunc <16 x i32> %70 to <16 x i16>
  %72 = getelementptr inbounds i16, ptr %out_r, i32 %index95
  store <16 x i16> %71, ptr %72, align 2, !tbaa !8
  %73 = lshr <16 x i32> %63, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %74 = trunc <16 x i32> %73 to <16 x i16>
  %75 = getelementptr inbounds i16, ptr %out_g, i32 %index95
  store <16 x i16> %74, ptr %75, align 2, !tbaa !8
  %76 = lshr <16 x i32> %69, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %77 = trunc <16 x i32> %76 to <16 x i16>
  %78 = getelementptr inbounds i16, ptr %out_b, i32 %index95
  store <16 x i16> %77, ptr %78, align 2, !tbaa !8
  %index.next123 = add nuw i32 %index95, 16
  %79 = icmp eq i32 %index.next123, %n.vec93
  br i1 %79, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n94 = icmp eq i32 %n.vec93, %n
  br i1 %cmp.n94, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.066.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec93, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.066 = phi i32 [ %inc, %for.body ], [ %i.066.ph, %for.body.preheader ]
  %arrayidx12 = getelementptr inbounds i16, ptr %r, i32 %i.066
  %80 = load i16, ptr %arrayidx12, align 2, !tbaa !8
  %conv = sext i16 %80 to i32
  %arrayidx13 = getelementptr inbounds i16, ptr %g, i32 %i.066
  %81 = load i16, ptr %arrayidx13, align 2, !tbaa !8
  %conv14 = sext i16 %81 to i32
  %arrayidx15 = getelementptr inbounds i16, ptr %b, i32 %i.066
  %82 = load i16, ptr %arrayidx15, align 2, !tbaa !8
  %conv16 = sext i16 %82 to i32
  %mul = mul i32 %0, %conv
  %add = add i32 %mul, %3
  %mul17 = mul i32 %1, %conv14
  %add18 = add i32 %add, %mul17
  %mul19 = mul i32 %2, %conv16
  %add20 = add i32 %add18, %mul19
  %mul21 = mul i32 %4, %conv
  %add22 = add i32 %mul21, %7
  %mul23 = mul i32 %5, %conv14
  %add24 = add i32 %add22, %mul23
  %mul25 = mul i32 %6, %conv16
  %add26 = add i32 %add24, %mul25
  %mul27 = mul i32 %8, %conv
  %add28 = add i32 %mul27, %11
  %mul29 = mul i32 %9, %conv14
  %add30 = add i32 %add28, %mul29
  %mul31 = mul i32 %10, %conv16
  %add32 = add i32 %add30, %mul31
  %83 = lshr i32 %add20, 8
  %conv33 = trunc i32 %83 to i16
  %arrayidx34 = getelementptr inbounds i16, ptr %out_r, i32 %i.066
  store i16 %conv33, ptr %arrayidx34, align 2, !tbaa !8
  %84 = lshr i32 %add26, 8
  %conv36 = trunc i32 %84 to i16
  %arrayidx37 = getelementptr inbounds i16, ptr %out_g, i32 %i.066
  store i16 %conv36, ptr %arrayidx37, align 2, !tbaa !8
  %85 = lshr i32 %add32, 8
  %conv39 = trunc i32 %85 to i16
  %arrayidx40 = getelementptr inbounds i16, ptr %out_b, i32 %i.066
  store i16 %conv39, ptr %arrayidx40, align 2, !tbaa !8
  %inc = add nuw nsw i32 %i.066, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
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
