; ModuleID = 'bench/kernels/depthwise_conv3x3.c'
source_filename = "bench/kernels/depthwise_conv3x3.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @depthwise_conv3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %filter, ptr noalias nocapture noundef readonly %bias, i32 noundef %width, i32 noundef %channels, i32 noundef %in_row_stride, i32 noundef %in_zero, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %out_zero) local_unnamed_addr #0 {
entry:
  %cmp200 = icmp sgt i32 %width, 0
  br i1 %cmp200, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp6198 = icmp sgt i32 %channels, 0
  %mul25 = shl nsw i32 %channels, 1
  %mul39 = mul nsw i32 %channels, 3
  %mul49 = shl nsw i32 %channels, 2
  %mul60 = mul nsw i32 %channels, 5
  %mul69 = mul nsw i32 %channels, 6
  %mul79 = mul nsw i32 %channels, 7
  %mul90 = shl nsw i32 %channels, 3
  %conv97 = sext i32 %out_mult to i64
  %sub101 = add nsw i32 %out_shift, -1
  %shl = shl nuw i32 1, %sub101
  br i1 %cmp6198, label %iter.check.preheader, label %for.cond.cleanup

iter.check.preheader:                             ; preds = %for.body.lr.ph
  %min.iters.check = icmp ult i32 %channels, 32
  %min.iters.check204 = icmp ult i32 %channels, 128
  %n.vec = and i32 %channels, -128
  %broadcast.splatinsert = insertelement <128 x i32> poison, i32 %in_zero, i64 0
  %broadcast.splat = shufflevector <128 x i32> %broadcast.splatinsert, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert223 = insertelement <128 x i64> poison, i64 %conv97, i64 0
  %broadcast.splat224 = shufflevector <128 x i64> %broadcast.splatinsert223, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert225 = insertelement <128 x i32> poison, i32 %shl, i64 0
  %broadcast.splat226 = shufflevector <128 x i32> %broadcast.splatinsert225, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <128 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat228 = shufflevector <128 x i32> %broadcast.splatinsert227, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <128 x i32> poison, i32 %out_zero, i64 0
  %broadcast.splat230 = shufflevector <128 x i32> %broadcast.splatinsert229, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n = icmp eq i32 %n.vec, %channels
  %n.vec.remaining = and i32 %channels, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  %n.vec232 = and i32 %channels, -32
  %broadcast.splatinsert237 = insertelement <32 x i32> poison, i32 %in_zero, i64 0
  %broadcast.splat238 = shufflevector <32 x i32> %broadcast.splatinsert237, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert256 = insertelement <32 x i64> poison, i64 %conv97, i64 0
  %broadcast.splat257 = shufflevector <32 x i64> %broadcast.splatinsert256, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert258 = insertelement <32 x i32> poison, i32 %shl, i64 0
  %broadcast.splat259 = shufflevector <32 x i32> %broadcast.splatinsert258, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert260 = insertelement <32 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat261 = shufflevector <32 x i32> %broadcast.splatinsert260, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert262 = insertelement <32 x i32> poison, i32 %out_zero, i64 0
  %broadcast.splat263 = shufflevector <32 x i32> %broadcast.splatinsert262, <32 x i32> poison, <32 x i32> zeroinitializer
  %cmp.n233 = icmp eq i32 %n.vec232, %channels
  br label %iter.check

iter.check:                                       ; preds = %iter.check.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %x.0201.us = phi i32 [ %inc116.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %iter.check.preheader ]
  %mul.us = mul nsw i32 %x.0201.us, %channels
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %in_row_stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %in_row_stride
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul.us
  br i1 %min.iters.check, label %for.body8.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check204, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i32 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %0 = getelementptr inbounds i32, ptr %bias, i32 %index
  %wide.load = load <128 x i32>, ptr %0, align 4, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %index
  %wide.load205 = load <128 x i8>, ptr %1, align 1, !tbaa !8
  %2 = zext <128 x i8> %wide.load205 to <128 x i32>
  %3 = sub nsw <128 x i32> %2, %broadcast.splat
  %4 = getelementptr inbounds i8, ptr %filter, i32 %index
  %wide.load206 = load <128 x i8>, ptr %4, align 1, !tbaa !8
  %5 = sext <128 x i8> %wide.load206 to <128 x i32>
  %6 = mul nsw <128 x i32> %3, %5
  %7 = add nsw <128 x i32> %6, %wide.load
  %8 = add nsw i32 %index, %channels
  %9 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %8
  %wide.load207 = load <128 x i8>, ptr %9, align 1, !tbaa !8
  %10 = zext <128 x i8> %wide.load207 to <128 x i32>
  %11 = sub nsw <128 x i32> %10, %broadcast.splat
  %12 = getelementptr inbounds i8, ptr %filter, i32 %8
  %wide.load208 = load <128 x i8>, ptr %12, align 1, !tbaa !8
  %13 = sext <128 x i8> %wide.load208 to <128 x i32>
  %14 = mul nsw <128 x i32> %11, %13
  %15 = add nsw <128 x i32> %7, %14
  %16 = add nsw i32 %index, %mul25
  %17 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %16
  %wide.load209 = load <128 x i8>, ptr %17, align 1, !tbaa !8
  %18 = zext <128 x i8> %wide.load209 to <128 x i32>
  %19 = sub nsw <128 x i32> %18, %broadcast.splat
  %20 = getelementptr inbounds i8, ptr %filter, i32 %16
  %wide.load210 = load <128 x i8>, ptr %20, align 1, !tbaa !8
  %21 = sext <128 x i8> %wide.load210 to <128 x i32>
  %22 = mul nsw <128 x i32> %19, %21
  %23 = add nsw <128 x i32> %15, %22
  %24 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %index
  %wide.load211 = load <128 x i8>, ptr %24, align 1, !tbaa !8
  %25 = zext <128 x i8> %wide.load211 to <128 x i32>
  %26 = sub nsw <128 x i32> %25, %broadcast.splat
  %27 = add nsw i32 %index, %mul39
  %28 = getelementptr inbounds i8, ptr %filter, i32 %27
  %wide.load212 = load <128 x i8>, ptr %28, align 1, !tbaa !8
  %29 = sext <128 x i8> %wide.load212 to <128 x i32>
  %30 = mul nsw <128 x i32> %26, %29
  %31 = add nsw <128 x i32> %23, %30
  %32 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %8
  %wide.load213 = load <128 x i8>, ptr %32, align 1, !tbaa !8
  %33 = zext <128 x i8> %wide.load213 to <128 x i32>
  %34 = sub nsw <128 x i32> %33, %broadcast.splat
  %35 = add nsw i32 %index, %mul49
  %36 = getelementptr inbounds i8, ptr %filter, i32 %35
  %wide.load214 = load <128 x i8>, ptr %36, align 1, !tbaa !8
  %37 = sext <128 x i8> %wide.load214 to <128 x i32>
  %38 = mul nsw <128 x i32> %34, %37
  %39 = add nsw <128 x i32> %31, %38
  %40 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %16
  %wide.load215 = load <128 x i8>, ptr %40, align 1, !tbaa !8
  %41 = zext <128 x i8> %wide.load215 to <128 x i32>
  %42 = sub nsw <128 x i32> %41, %broadcast.splat
  %43 = add nsw i32 %index, %mul60
  %44 = getelementptr inbounds i8, ptr %filter, i32 %43
  %wide.load216 = load <128 x i8>, ptr %44, align 1, !tbaa !8
  %45 = sext <128 x i8> %wide.load216 to <128 x i32>
  %46 = mul nsw <128 x i32> %42, %45
  %47 = add nsw <128 x i32> %39, %46
  %48 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %index
  %wide.load217 = load <128 x i8>, ptr %48, align 1, !tbaa !8
  %49 = zext <128 x i8> %wide.load217 to <128 x i32>
  %50 = sub nsw <128 x i32> %49, %broadcast.splat
  %51 = add nsw i32 %index, %mul69
  %52 = getelementptr inbounds i8, ptr %filter, i32 %51
  %wide.load218 = load <128 x i8>, ptr %52, align 1, !tbaa !8
  %53 = sext <128 x i8> %wide.load218 to <128 x i32>
  %54 = mul nsw <128 x i32> %50, %53
  %55 = add nsw <128 x i32> %47, %54
  %56 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %8
  %wide.load219 = load <128 x i8>, ptr %56, align 1, !tbaa !8
  %57 = zext <128 x i8> %wide.load219 to <128 x i32>
  %58 = sub nsw <128 x i32> %57, %broadcast.splat
  %59 = add nsw i32 %index, %mul79
  %60 = getelementptr inbounds i8, ptr %filter, i32 %59
  %wide.load220 = load <128 x i8>, ptr %60, align 1, !tbaa !8
  %61 = sext <128 x i8> %wide.load220 to <128 x i32>
  %62 = mul nsw <128 x i32> %58, %61
  %63 = add nsw <128 x i32> %55, %62
  %64 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %16
  %wide.load221 = load <128 x i8>, ptr %64, align 1, !tbaa !8
  %65 = zext <128 x i8> %wide.load221 to <128 x i32>
  %66 = sub nsw <128 x i32> %65, %broadcast.splat
  %67 = add nsw i32 %index, %mul90
  %68 = getelementptr inbounds i8, ptr %filter, i32 %67
  %wide.load222 = load <128 x i8>, ptr %68, align 1, !tbaa !8
  %69 = sext <128 x i8> %wide.load222 to <128 x i32>
  %70 = mul nsw <128 x i32> %66, %69
  %71 = add nsw <128 x i32> %63, %70
  %72 = sext <128 x i32> %71 to <128 x i64>
  %73 = mul nsw <128 x i64> %broadcast.splat224, %72
  %74 = add nsw <128 x i64> %73, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %75 = lshr <128 x i64> %74, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %76 = trunc <128 x i64> %75 to <128 x i32>
  %77 = add nsw <128 x i32> %broadcast.splat226, %76
  %78 = ashr <128 x i32> %77, %broadcast.splat228
  %79 = add nsw <128 x i32> %78, %broadcast.splat230
  %80 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %79, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %81 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %80, <128 x i32> zeroinitializer)
  %82 = trunc <128 x i32> %81 to <128 x i8>
  %83 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %82, ptr %83, align 1, !tbaa !8
  %index.next = add nuw i32 %index, 128
  %84 = icmp eq i32 %index.next, %n.vec
  br i1 %84, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %for.body8.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index234 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next264, %vec.epilog.vector.body ]
  %85 = getelementptr inbounds i32, ptr %bias, i32 %index234
  %wide.load235 = load <32 x i32>, ptr %85, align 4, !tbaa !4
  %86 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %index234
  %wide.load236 = load <32 x i8>, ptr %86, align 1, !tbaa !8
  %87 = zext <32 x i8> %wide.load236 to <32 x i32>
  %88 = sub nsw <32 x i32> %87, %broadcast.splat238
  %89 = getelementptr inbounds i8, ptr %filter, i32 %index234
  %wide.load239 = load <32 x i8>, ptr %89, align 1, !tbaa !8
  %90 = sext <32 x i8> %wide.load239 to <32 x i32>
  %91 = mul nsw <32 x i32> %88, %90
  %92 = add nsw <32 x i32> %91, %wide.load235
  %93 = add nsw i32 %index234, %channels
  %94 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %93
  %wide.load240 = load <32 x i8>, ptr %94, align 1, !tbaa !8
  %95 = zext <32 x i8> %wide.load240 to <32 x i32>
  %96 = sub nsw <32 x i32> %95, %broadcast.splat238
  %97 = getelementptr inbounds i8, ptr %filter, i32 %93
  %wide.load241 = load <32 x i8>, ptr %97, align 1, !tbaa !8
  %98 = sext <32 x i8> %wide.load241 to <32 x i32>
  %99 = mul nsw <32 x i32> %96, %98
  %100 = add nsw <32 x i32> %92, %99
  %101 = add nsw i32 %index234, %mul25
  %102 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %101
  %wide.load242 = load <32 x i8>, ptr %102, align 1, !tbaa !8
  %103 = zext <32 x i8> %wide.load242 to <32 x i32>
  %104 = sub nsw <32 x i32> %103, %broadcast.splat238
  %105 = getelementptr inbounds i8, ptr %filter, i32 %101
  %wide.load243 = load <32 x i8>, ptr %105, align 1, !tbaa !8
  %106 = sext <32 x i8> %wide.load243 to <32 x i32>
  %107 = mul nsw <32 x i32> %104, %106
  %108 = add nsw <32 x i32> %100, %107
  %109 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %index234
  %wide.load244 = load <32 x i8>, ptr %109, align 1, !tbaa !8
  %110 = zext <32 x i8> %wide.load244 to <32 x i32>
  %111 = sub nsw <32 x i32> %110, %broadcast.splat238
  %112 = add nsw i32 %index234, %mul39
  %113 = getelementptr inbounds i8, ptr %filter, i32 %112
  %wide.load245 = load <32 x i8>, ptr %113, align 1, !tbaa !8
  %114 = sext <32 x i8> %wide.load245 to <32 x i32>
  %115 = mul nsw <32 x i32> %111, %114
  %116 = add nsw <32 x i32> %108, %115
  %117 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %93
  %wide.load246 = load <32 x i8>, ptr %117, align 1, !tbaa !8
  %118 = zext <32 x i8> %wide.load246 to <32 x i32>
  %119 = sub nsw <32 x i32> %118, %broadcast.splat238
  %120 = add nsw i32 %index234, %mul49
  %121 = getelementptr inbounds i8, ptr %filter, i32 %120
  %wide.load247 = load <32 x i8>, ptr %121, align 1, !tbaa !8
  %122 = sext <32 x i8> %wide.load247 to <32 x i32>
  %123 = mul nsw <32 x i32> %119, %122
  %124 = add nsw <32 x i32> %116, %123
  %125 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %101
  %wide.load248 = load <32 x i8>, ptr %125, align 1, !tbaa !8
  %126 = zext <32 x i8> %wide.load248 to <32 x i32>
  %127 = sub nsw <32 x i32> %126, %broadcast.splat238
  %128 = add nsw i32 %index234, %mul60
  %129 = getelementptr inbounds i8, ptr %filter, i32 %128
  %wide.load249 = load <32 x i8>, ptr %129, align 1, !tbaa !8
  %130 = sext <32 x i8> %wide.load249 to <32 x i32>
  %131 = mul nsw <32 x i32> %127, %130
  %132 = add nsw <32 x i32> %124, %131
  %133 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %index234
  %wide.load250 = load <32 x i8>, ptr %133, align 1, !tbaa !8
  %134 = zext <32 x i8> %wide.load250 to <32 x i32>
  %135 = sub nsw <32 x i32> %134, %broadcast.splat238
  %136 = add nsw i32 %index234, %mul69
  %137 = getelementptr inbounds i8, ptr %filter, i32 %136
  %wide.load251 = load <32 x i8>, ptr %137, align 1, !tbaa !8
  %138 = sext <32 x i8> %wide.load251 to <32 x i32>
  %139 = mul nsw <32 x i32> %135, %138
  %140 = add nsw <32 x i32> %132, %139
  %141 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %93
  %wide.load252 = load <32 x i8>, ptr %141, align 1, !tbaa !8
  %142 = zext <32 x i8> %wide.load252 to <32 x i32>
  %143 = sub nsw <32 x i32> %142, %broadcast.splat238
  %144 = add nsw i32 %index234, %mul79
  %145 = getelementptr inbounds i8, ptr %filter, i32 %144
  %wide.load253 = load <32 x i8>, ptr %145, align 1, !tbaa !8
  %146 = sext <32 x i8> %wide.load253 to <32 x i32>
  %147 = mul nsw <32 x i32> %143, %146
  %148 = add nsw <32 x i32> %140, %147
  %149 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %101
  %wide.load254 = load <32 x i8>, ptr %149, align 1, !tbaa !8
  %150 = zext <32 x i8> %wide.load254 to <32 x i32>
  %151 = sub nsw <32 x i32> %150, %broadcast.splat238
  %152 = add nsw i32 %index234, %mul90
  %153 = getelementptr inbounds i8, ptr %filter, i32 %152
  %wide.load255 = load <32 x i8>, ptr %153, align 1, !tbaa !8
  %154 = sext <32 x i8> %wide.load255 to <32 x i32>
  %155 = mul nsw <32 x i32> %151, %154
  %156 = add nsw <32 x i32> %148, %155
  %157 = sext <32 x i32> %156 to <32 x i64>
  %158 = mul nsw <32 x i64> %broadcast.splat257, %157
  %159 = add nsw <32 x i64> %158, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %160 = lshr <32 x i64> %159, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %161 = trunc <32 x i64> %160 to <32 x i32>
  %162 = add nsw <32 x i32> %broadcast.splat259, %161
  %163 = ashr <32 x i32> %162, %broadcast.splat261
  %164 = add nsw <32 x i32> %163, %broadcast.splat263
  %165 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %164, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %166 = tail call <32 x i32> @llvm.smax.v32i32(<32 x i32> %165, <32 x i32> zeroinitializer)
  %167 = trunc <32 x i32> %166 to <32 x i8>
  %168 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index234
  store <32 x i8> %167, ptr %168, align 1, !tbaa !8
  %index.next264 = add nuw i32 %index234, 32
  %169 = icmp eq i32 %index.next264, %n.vec232
  br i1 %169, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n233, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us.preheader

for.body8.us.preheader:                           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %c.0199.us.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec232, %vec.epilog.middle.block ]
  br label %for.body8.us

for.body8.us:                                     ; preds = %for.body8.us.preheader, %for.body8.us
  %c.0199.us = phi i32 [ %inc.us, %for.body8.us ], [ %c.0199.us.ph, %for.body8.us.preheader ]
  %arrayidx.us = getelementptr inbounds i32, ptr %bias, i32 %c.0199.us
  %170 = load i32, ptr %arrayidx.us, align 4, !tbaa !4
  %arrayidx9.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %c.0199.us
  %171 = load i8, ptr %arrayidx9.us, align 1, !tbaa !8
  %conv.us = zext i8 %171 to i32
  %sub.us = sub nsw i32 %conv.us, %in_zero
  %arrayidx11.us = getelementptr inbounds i8, ptr %filter, i32 %c.0199.us
  %172 = load i8, ptr %arrayidx11.us, align 1, !tbaa !8
  %conv12.us = sext i8 %172 to i32
  %mul13.us = mul nsw i32 %sub.us, %conv12.us
  %add14.us = add nsw i32 %mul13.us, %170
  %add15.us = add nsw i32 %c.0199.us, %channels
  %arrayidx16.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add15.us
  %173 = load i8, ptr %arrayidx16.us, align 1, !tbaa !8
  %conv17.us = zext i8 %173 to i32
  %sub18.us = sub nsw i32 %conv17.us, %in_zero
  %arrayidx21.us = getelementptr inbounds i8, ptr %filter, i32 %add15.us
  %174 = load i8, ptr %arrayidx21.us, align 1, !tbaa !8
  %conv22.us = sext i8 %174 to i32
  %mul23.us = mul nsw i32 %sub18.us, %conv22.us
  %add24.us = add nsw i32 %add14.us, %mul23.us
  %add26.us = add nsw i32 %c.0199.us, %mul25
  %arrayidx27.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add26.us
  %175 = load i8, ptr %arrayidx27.us, align 1, !tbaa !8
  %conv28.us = zext i8 %175 to i32
  %sub29.us = sub nsw i32 %conv28.us, %in_zero
  %arrayidx32.us = getelementptr inbounds i8, ptr %filter, i32 %add26.us
  %176 = load i8, ptr %arrayidx32.us, align 1, !tbaa !8
  %conv33.us = sext i8 %176 to i32
  %mul34.us = mul nsw i32 %sub29.us, %conv33.us
  %add35.us = add nsw i32 %add24.us, %mul34.us
  %arrayidx36.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %c.0199.us
  %177 = load i8, ptr %arrayidx36.us, align 1, !tbaa !8
  %conv37.us = zext i8 %177 to i32
  %sub38.us = sub nsw i32 %conv37.us, %in_zero
  %add40.us = add nsw i32 %c.0199.us, %mul39
  %arrayidx41.us = getelementptr inbounds i8, ptr %filter, i32 %add40.us
  %178 = load i8, ptr %arrayidx41.us, align 1, !tbaa !8
  %conv42.us = sext i8 %178 to i32
  %mul43.us = mul nsw i32 %sub38.us, %conv42.us
  %add44.us = add nsw i32 %add35.us, %mul43.us
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add15.us
  %179 = load i8, ptr %arrayidx46.us, align 1, !tbaa !8
  %conv47.us = zext i8 %179 to i32
  %sub48.us = sub nsw i32 %conv47.us, %in_zero
  %add50.us = add nsw i32 %c.0199.us, %mul49
  %arrayidx51.us = getelementptr inbounds i8, ptr %filter, i32 %add50.us
  %180 = load i8, ptr %arrayidx51.us, align 1, !tbaa !8
  %conv52.us = sext i8 %180 to i32
  %mul53.us = mul nsw i32 %sub48.us, %conv52.us
  %add54.us = add nsw i32 %add44.us, %mul53.us
  %arrayidx57.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add26.us
  %181 = load i8, ptr %arrayidx57.us, align 1, !tbaa !8
  %conv58.us = zext i8 %181 to i32
  %sub59.us = sub nsw i32 %conv58.us, %in_zero
  %add61.us = add nsw i32 %c.0199.us, %mul60
  %arrayidx62.us = getelementptr inbounds i8, ptr %filter, i32 %add61.us
  %182 = load i8, ptr %arrayidx62.us, align 1, !tbaa !8
  %conv63.us = sext i8 %182 to i32
  %mul64.us = mul nsw i32 %sub59.us, %conv63.us
  %add65.us = add nsw i32 %add54.us, %mul64.us
  %arrayidx66.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %c.0199.us
  %183 = load i8, ptr %arrayidx66.us, align 1, !tbaa !8
  %conv67.us = zext i8 %183 to i32
  %sub68.us = sub nsw i32 %conv67.us, %in_zero
  %add70.us = add nsw i32 %c.0199.us, %mul69
  %arrayidx71.us = getelementptr inbounds i8, ptr %filter, i32 %add70.us
  %184 = load i8, ptr %arrayidx71.us, align 1, !tbaa !8
  %conv72.us = sext i8 %184 to i32
  %mul73.us = mul nsw i32 %sub68.us, %conv72.us
  %add74.us = add nsw i32 %add65.us, %mul73.us
  %arrayidx76.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add15.us
  %185 = load i8, ptr %arrayidx76.us, align 1, !tbaa !8
  %conv77.us = zext i8 %185 to i32
  %sub78.us = sub nsw i32 %conv77.us, %in_zero
  %add80.us = add nsw i32 %c.0199.us, %mul79
  %arrayidx81.us = getelementptr inbounds i8, ptr %filter, i32 %add80.us
  %186 = load i8, ptr %arrayidx81.us, align 1, !tbaa !8
  %conv82.us = sext i8 %186 to i32
  %mul83.us = mul nsw i32 %sub78.us, %conv82.us
  %add84.us = add nsw i32 %add74.us, %mul83.us
  %arrayidx87.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add26.us
  %187 = load i8, ptr %arrayidx87.us, align 1, !tbaa !8
  %conv88.us = zext i8 %187 to i32
  %sub89.us = sub nsw i32 %conv88.us, %in_zero
  %add91.us = add nsw i32 %c.0199.us, %mul90
  %arrayidx92.us = getelementptr inbounds i8, ptr %filter, i32 %add91.us
  %188 = load i8, ptr %arrayidx92.us, align 1, !tbaa !8
  %conv93.us = sext i8 %188 to i32
  %mul94.us = mul nsw i32 %sub89.us, %conv93.us
  %add95.us = add nsw i32 %add84.us, %mul94.us
  %conv96.us = sext i32 %add95.us to i64
  %mul98.us = mul nsw i64 %conv96.us, %conv97
  %add99.us = add nsw i64 %mul98.us, 1073741824
  %189 = lshr i64 %add99.us, 31
  %conv100.us = trunc i64 %189 to i32
  %add102.us = add nsw i32 %shl, %conv100.us
  %shr103.us = ashr i32 %add102.us, %out_shift
  %add104.us = add nsw i32 %shr103.us, %out_zero
  %cond.us = tail call i32 @llvm.smin.i32(i32 %add104.us, i32 255)
  %cond112.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv113.us = trunc i32 %cond112.us to i8
  %arrayidx114.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %c.0199.us
  store i8 %conv113.us, ptr %arrayidx114.us, align 1, !tbaa !8
  %inc.us = add nuw nsw i32 %c.0199.us, 1
  %exitcond.not = icmp eq i32 %inc.us, %channels
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us, !llvm.loop !13

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.body8.us, %vec.epilog.middle.block, %middle.block
  %inc116.us = add nuw nsw i32 %x.0201.us, 1
  %exitcond203.not = icmp eq i32 %inc116.us, %width
  br i1 %exitcond203.not, label %for.cond.cleanup, label %iter.check

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smax.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smax.v32i32(<32 x i32>, <32 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !11, !10}
