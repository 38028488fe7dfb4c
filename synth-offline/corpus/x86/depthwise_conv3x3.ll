; ModuleID = 'bench/kernels/depthwise_conv3x3.c'
source_filename = "bench/kernels/depthwise_conv3x3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @depthwise_conv3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %filter, ptr noalias nocapture noundef readonly %bias, i32 noundef %width, i32 noundef %channels, i32 noundef %in_row_stride, i32 noundef %in_zero, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %out_zero) local_unnamed_addr #0 {
entry:
  %cmp222 = icmp sgt i32 %width, 0
  br i1 %cmp222, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %in_row_stride to i64
  %cmp9220 = icmp sgt i32 %channels, 0
  %conv118 = sext i32 %out_mult to i64
  %sub122 = add nsw i32 %out_shift, -1
  %shl = shl nuw i32 1, %sub122
  br i1 %cmp9220, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %mul110 = shl nsw i32 %channels, 3
  %mul97 = mul nsw i32 %channels, 7
  %mul85 = mul nsw i32 %channels, 6
  %mul74 = mul nsw i32 %channels, 5
  %mul61 = shl nsw i32 %channels, 2
  %mul49 = mul nsw i32 %channels, 3
  %mul32 = shl nuw nsw i32 %channels, 1
  %0 = zext i32 %channels to i64
  %1 = sext i32 %mul32 to i64
  %2 = sext i32 %mul49 to i64
  %3 = sext i32 %mul61 to i64
  %4 = sext i32 %mul74 to i64
  %5 = sext i32 %mul85 to i64
  %6 = sext i32 %mul97 to i64
  %7 = sext i32 %mul110 to i64
  %wide.trip.count238 = zext i32 %width to i64
  %wide.trip.count = zext i32 %channels to i64
  %min.iters.check = icmp ult i32 %channels, 8
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x i32> poison, i32 %in_zero, i64 0
  %broadcast.splat = shufflevector <8 x i32> %broadcast.splatinsert, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert258 = insertelement <8 x i64> poison, i64 %conv118, i64 0
  %broadcast.splat259 = shufflevector <8 x i64> %broadcast.splatinsert258, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert260 = insertelement <8 x i32> poison, i32 %shl, i64 0
  %broadcast.splat261 = shufflevector <8 x i32> %broadcast.splatinsert260, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert262 = insertelement <8 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat263 = shufflevector <8 x i32> %broadcast.splatinsert262, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert264 = insertelement <8 x i32> poison, i32 %out_zero, i64 0
  %broadcast.splat265 = shufflevector <8 x i32> %broadcast.splatinsert264, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv234 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next235, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %8 = mul nsw i64 %indvars.iv234, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %8
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %8
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.body

vector.body:                                      ; preds = %for.body.us, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %for.body.us ]
  %9 = getelementptr inbounds i32, ptr %bias, i64 %index
  %wide.load = load <8 x i32>, ptr %9, align 4, !tbaa !4
  %10 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %index
  %wide.load240 = load <8 x i8>, ptr %10, align 1, !tbaa !8
  %11 = zext <8 x i8> %wide.load240 to <8 x i32>
  %12 = sub nsw <8 x i32> %11, %broadcast.splat
  %13 = getelementptr inbounds i8, ptr %filter, i64 %index
  %wide.load241 = load <8 x i8>, ptr %13, align 1, !tbaa !8
  %14 = sext <8 x i8> %wide.load241 to <8 x i32>
  %15 = mul nsw <8 x i32> %12, %14
  %16 = add nsw <8 x i32> %15, %wide.load
  %17 = add nuw nsw i64 %index, %0
  %18 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %17
  %wide.load242 = load <8 x i8>, ptr %18, align 1, !tbaa !8
  %19 = zext <8 x i8> %wide.load242 to <8 x i32>
  %20 = sub nsw <8 x i32> %19, %broadcast.splat
  %21 = getelementptr inbounds i8, ptr %filter, i64 %17
  %wide.load243 = load <8 x i8>, ptr %21, align 1, !tbaa !8
  %22 = sext <8 x i8> %wide.load243 to <8 x i32>
  %23 = mul nsw <8 x i32> %20, %22
  %24 = add nsw <8 x i32> %16, %23
  %25 = add nsw i64 %index, %1
  %26 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %25
  %wide.load244 = load <8 x i8>, ptr %26, align 1, !tbaa !8
  %27 = zext <8 x i8> %wide.load244 to <8 x i32>
  %28 = sub nsw <8 x i32> %27, %broadcast.splat
  %29 = getelementptr inbounds i8, ptr %filter, i64 %25
  %wide.load245 = load <8 x i8>, ptr %29, align 1, !tbaa !8
  %30 = sext <8 x i8> %wide.load245 to <8 x i32>
  %31 = mul nsw <8 x i32> %28, %30
  %32 = add nsw <8 x i32> %24, %31
  %33 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %index
  %wide.load246 = load <8 x i8>, ptr %33, align 1, !tbaa !8
  %34 = zext <8 x i8> %wide.load246 to <8 x i32>
  %35 = sub nsw <8 x i32> %34, %broadcast.splat
  %36 = add nsw i64 %index, %2
  %37 = getelementptr inbounds i8, ptr %filter, i64 %36
  %wide.load247 = load <8 x i8>, ptr %37, align 1, !tbaa !8
  %38 = sext <8 x i8> %wide.load247 to <8 x i32>
  %39 = mul nsw <8 x i32> %35, %38
  %40 = add nsw <8 x i32> %32, %39
  %41 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %17
  %wide.load248 = load <8 x i8>, ptr %41, align 1, !tbaa !8
  %42 = zext <8 x i8> %wide.load248 to <8 x i32>
  %43 = sub nsw <8 x i32> %42, %broadcast.splat
  %44 = add nsw i64 %index, %3
  %45 = getelementptr inbounds i8, ptr %filter, i64 %44
  %wide.load249 = load <8 x i8>, ptr %45, align 1, !tbaa !8
  %46 = sext <8 x i8> %wide.load249 to <8 x i32>
  %47 = mul nsw <8 x i32> %43, %46
  %48 = add nsw <8 x i32> %40, %47
  %49 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %25
  %wide.load250 = load <8 x i8>, ptr %49, align 1, !tbaa !8
  %50 = zext <8 x i8> %wide.load250 to <8 x i32>
  %51 = sub nsw <8 x i32> %50, %broadcast.splat
  %52 = add nsw i64 %index, %4
  %53 = getelementptr inbounds i8, ptr %filter, i64 %52
  %wide.load251 = load <8 x i8>, ptr %53, align 1, !tbaa !8
  %54 = sext <8 x i8> %wide.load251 to <8 x i32>
  %55 = mul nsw <8 x i32> %51, %54
  %56 = add nsw <8 x i32> %48, %55
  %57 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %index
  %wide.load252 = load <8 x i8>, ptr %57, align 1, !tbaa !8
  %58 = zext <8 x i8> %wide.load252 to <8 x i32>
  %59 = sub nsw <8 x i32> %58, %broadcast.splat
  %60 = add nsw i64 %index, %5
  %61 = getelementptr inbounds i8, ptr %filter, i64 %60
  %wide.load253 = load <8 x i8>, ptr %61, align 1, !tbaa !8
  %62 = sext <8 x i8> %wide.load253 to <8 x i32>
  %63 = mul nsw <8 x i32> %59, %62
  %64 = add nsw <8 x i32> %56, %63
  %65 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %17
  %wide.load254 = load <8 x i8>, ptr %65, align 1, !tbaa !8
  %66 = zext <8 x i8> %wide.load254 to <8 x i32>
  %67 = sub nsw <8 x i32> %66, %broadcast.splat
  %68 = add nsw i64 %index, %6
  %69 = getelementptr inbounds i8, ptr %filter, i64 %68
  %wide.load255 = load <8 x i8>, ptr %69, align 1, !tbaa !8
  %70 = sext <8 x i8> %wide.load255 to <8 x i32>
  %71 = mul nsw <8 x i32> %67, %70
  %72 = add nsw <8 x i32> %64, %71
  %73 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %25
  %wide.load256 = load <8 x i8>, ptr %73, align 1, !tbaa !8
  %74 = zext <8 x i8> %wide.load256 to <8 x i32>
  %75 = sub nsw <8 x i32> %74, %broadcast.splat
  %76 = add nsw i64 %index, %7
  %77 = getelementptr inbounds i8, ptr %filter, i64 %76
  %wide.load257 = load <8 x i8>, ptr %77, align 1, !tbaa !8
  %78 = sext <8 x i8> %wide.load257 to <8 x i32>
  %79 = mul nsw <8 x i32> %75, %78
  %80 = add nsw <8 x i32> %72, %79
  %81 = sext <8 x i32> %80 to <8 x i64>
  %82 = mul nsw <8 x i64> %broadcast.splat259, %81
  %83 = add nsw <8 x i64> %82, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %84 = lshr <8 x i64> %83, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %85 = trunc <8 x i64> %84 to <8 x i32>
  %86 = add nsw <8 x i32> %broadcast.splat261, %85
  %87 = ashr <8 x i32> %86, %broadcast.splat263
  %88 = add nsw <8 x i32> %87, %broadcast.splat265
  %89 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %88, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %90 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %89, <8 x i32> zeroinitializer)
  %91 = trunc <8 x i32> %90 to <8 x i8>
  %92 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <8 x i8> %91, ptr %92, align 1, !tbaa !8
  %index.next = add nuw i64 %index, 8
  %93 = icmp eq i64 %index.next, %n.vec
  br i1 %93, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.us ], [ %n.vec, %middle.block ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %arrayidx.us = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv
  %94 = load i32, ptr %arrayidx.us, align 4, !tbaa !4
  %arrayidx13.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %indvars.iv
  %95 = load i8, ptr %arrayidx13.us, align 1, !tbaa !8
  %conv.us = zext i8 %95 to i32
  %sub.us = sub nsw i32 %conv.us, %in_zero
  %arrayidx16.us = getelementptr inbounds i8, ptr %filter, i64 %indvars.iv
  %96 = load i8, ptr %arrayidx16.us, align 1, !tbaa !8
  %conv17.us = sext i8 %96 to i32
  %mul18.us = mul nsw i32 %sub.us, %conv17.us
  %add19.us = add nsw i32 %mul18.us, %94
  %97 = add nuw nsw i64 %indvars.iv, %0
  %arrayidx22.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %97
  %98 = load i8, ptr %arrayidx22.us, align 1, !tbaa !8
  %conv23.us = zext i8 %98 to i32
  %sub24.us = sub nsw i32 %conv23.us, %in_zero
  %arrayidx28.us = getelementptr inbounds i8, ptr %filter, i64 %97
  %99 = load i8, ptr %arrayidx28.us, align 1, !tbaa !8
  %conv29.us = sext i8 %99 to i32
  %mul30.us = mul nsw i32 %sub24.us, %conv29.us
  %add31.us = add nsw i32 %add19.us, %mul30.us
  %100 = add nsw i64 %indvars.iv, %1
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %100
  %101 = load i8, ptr %arrayidx35.us, align 1, !tbaa !8
  %conv36.us = zext i8 %101 to i32
  %sub37.us = sub nsw i32 %conv36.us, %in_zero
  %arrayidx41.us = getelementptr inbounds i8, ptr %filter, i64 %100
  %102 = load i8, ptr %arrayidx41.us, align 1, !tbaa !8
  %conv42.us = sext i8 %102 to i32
  %mul43.us = mul nsw i32 %sub37.us, %conv42.us
  %add44.us = add nsw i32 %add31.us, %mul43.us
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %indvars.iv
  %103 = load i8, ptr %arrayidx46.us, align 1, !tbaa !8
  %conv47.us = zext i8 %103 to i32
  %sub48.us = sub nsw i32 %conv47.us, %in_zero
  %104 = add nsw i64 %indvars.iv, %2
  %arrayidx52.us = getelementptr inbounds i8, ptr %filter, i64 %104
  %105 = load i8, ptr %arrayidx52.us, align 1, !tbaa !8
  %conv53.us = sext i8 %105 to i32
  %mul54.us = mul nsw i32 %sub48.us, %conv53.us
  %add55.us = add nsw i32 %add44.us, %mul54.us
  %arrayidx58.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %97
  %106 = load i8, ptr %arrayidx58.us, align 1, !tbaa !8
  %conv59.us = zext i8 %106 to i32
  %sub60.us = sub nsw i32 %conv59.us, %in_zero
  %107 = add nsw i64 %indvars.iv, %3
  %arrayidx64.us = getelementptr inbounds i8, ptr %filter, i64 %107
  %108 = load i8, ptr %arrayidx64.us, align 1, !tbaa !8
  %conv65.us = sext i8 %108 to i32
  %mul66.us = mul nsw i32 %sub60.us, %conv65.us
  %add67.us = add nsw i32 %add55.us, %mul66.us
  %arrayidx71.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %100
  %109 = load i8, ptr %arrayidx71.us, align 1, !tbaa !8
  %conv72.us = zext i8 %109 to i32
  %sub73.us = sub nsw i32 %conv72.us, %in_zero
  %110 = add nsw i64 %indvars.iv, %4
  %arrayidx77.us = getelementptr inbounds i8, ptr %filter, i64 %110
  %111 = load i8, ptr %arrayidx77.us, align 1, !tbaa !8
  %conv78.us = sext i8 %111 to i32
  %mul79.us = mul nsw i32 %sub73.us, %conv78.us
  %add80.us = add nsw i32 %add67.us, %mul79.us
  %arrayidx82.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %indvars.iv
  %112 = load i8, ptr %arrayidx82.us, align 1, !tbaa !8
  %conv83.us = zext i8 %112 to i32
  %sub84.us = sub nsw i32 %conv83.us, %in_zero
  %113 = add nsw i64 %indvars.iv, %5
  %arrayidx88.us = getelementptr inbounds i8, ptr %filter, i64 %113
  %114 = load i8, ptr %arrayidx88.us, align 1, !tbaa !8
  %conv89.us = sext i8 %114 to i32
  %mul90.us = mul nsw i32 %sub84.us, %conv89.us
  %add91.us = add nsw i32 %add80.us, %mul90.us
  %arrayidx94.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %97
  %115 = load i8, ptr %arrayidx94.us, align 1, !tbaa !8
  %conv95.us = zext i8 %115 to i32
  %sub96.us = sub nsw i32 %conv95.us, %in_zero
  %116 = add nsw i64 %indvars.iv, %6
  %arrayidx100.us = getelementptr inbounds i8, ptr %filter, i64 %116
  %117 = load i8, ptr %arrayidx100.us, align 1, !tbaa !8
  %conv101.us = sext i8 %117 to i32
  %mul102.us = mul nsw i32 %sub96.us, %conv101.us
  %add103.us = add nsw i32 %add91.us, %mul102.us
  %arrayidx107.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %100
  %118 = load i8, ptr %arrayidx107.us, align 1, !tbaa !8
  %conv108.us = zext i8 %118 to i32
  %sub109.us = sub nsw i32 %conv108.us, %in_zero
  %119 = add nsw i64 %indvars.iv, %7
  %arrayidx113.us = getelementptr inbounds i8, ptr %filter, i64 %119
  %120 = load i8, ptr %arrayidx113.us, align 1, !tbaa !8
  %conv114.us = sext i8 %120 to i32
  %mul115.us = mul nsw i32 %sub109.us, %conv114.us
  %add116.us = add nsw i32 %add103.us, %mul115.us
  %conv117.us = sext i32 %add116.us to i64
  %mul119.us = mul nsw i64 %conv117.us, %conv118
  %add120.us = add nsw i64 %mul119.us, 1073741824
  %121 = lshr i64 %add120.us, 31
  %conv121.us = trunc i64 %121 to i32
  %add123.us = add nsw i32 %shl, %conv121.us
  %shr124.us = ashr i32 %add123.us, %out_shift
  %add125.us = add nsw i32 %shr124.us, %out_zero
  %cond.us = tail call i32 @llvm.smin.i32(i32 %add125.us, i32 255)
  %cond133.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv134.us = trunc i32 %cond133.us to i8
  %arrayidx136.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv134.us, ptr %arrayidx136.us, align 1, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !12

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next235 = add nuw nsw i64 %indvars.iv234, 1
  %exitcond239.not = icmp eq i64 %indvars.iv.next235, %wide.trip.count238
  br i1 %exitcond239.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !11, !10}
