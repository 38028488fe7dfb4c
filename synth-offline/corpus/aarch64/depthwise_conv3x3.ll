; ModuleID = 'bench/kernels/depthwise_conv3x3.c'
source_filename = "bench/kernels/depthwise_conv3x3.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %min.iters.check240 = icmp ult i32 %channels, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %in_zero, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert259 = insertelement <16 x i64> poison, i64 %conv118, i64 0
  %broadcast.splat260 = shufflevector <16 x i64> %broadcast.splatinsert259, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert261 = insertelement <16 x i32> poison, i32 %shl, i64 0
  %broadcast.splat262 = shufflevector <16 x i32> %broadcast.splatinsert261, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert263 = insertelement <16 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat264 = shufflevector <16 x i32> %broadcast.splatinsert263, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert265 = insertelement <16 x i32> poison, i32 %out_zero, i64 0
  %broadcast.splat266 = shufflevector <16 x i32> %broadcast.splatinsert265, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec268 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert273 = insertelement <8 x i32> poison, i32 %in_zero, i64 0
  %broadcast.splat274 = shufflevector <8 x i32> %broadcast.splatinsert273, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert292 = insertelement <8 x i64> poison, i64 %conv118, i64 0
  %broadcast.splat293 = shufflevector <8 x i64> %broadcast.splatinsert292, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert294 = insertelement <8 x i32> poison, i32 %shl, i64 0
  %broadcast.splat295 = shufflevector <8 x i32> %broadcast.splatinsert294, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert296 = insertelement <8 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat297 = shufflevector <8 x i32> %broadcast.splatinsert296, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert298 = insertelement <8 x i32> poison, i32 %out_zero, i64 0
  %broadcast.splat299 = shufflevector <8 x i32> %broadcast.splatinsert298, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n269 = icmp eq i64 %n.vec268, %wide.trip.count
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv234 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next235, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %8 = mul nsw i64 %indvars.iv234, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %8
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %8
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check240, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %9 = getelementptr inbounds i32, ptr %bias, i64 %index
  %wide.load = load <16 x i32>, ptr %9, align 4, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %index
  %wide.load241 = load <16 x i8>, ptr %10, align 1, !tbaa !9
  %11 = zext <16 x i8> %wide.load241 to <16 x i32>
  %12 = sub nsw <16 x i32> %11, %broadcast.splat
  %13 = getelementptr inbounds i8, ptr %filter, i64 %index
  %wide.load242 = load <16 x i8>, ptr %13, align 1, !tbaa !9
  %14 = sext <16 x i8> %wide.load242 to <16 x i32>
  %15 = mul nsw <16 x i32> %12, %14
  %16 = add nsw <16 x i32> %15, %wide.load
  %17 = add nuw nsw i64 %index, %0
  %18 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %17
  %wide.load243 = load <16 x i8>, ptr %18, align 1, !tbaa !9
  %19 = zext <16 x i8> %wide.load243 to <16 x i32>
  %20 = sub nsw <16 x i32> %19, %broadcast.splat
  %21 = getelementptr inbounds i8, ptr %filter, i64 %17
  %wide.load244 = load <16 x i8>, ptr %21, align 1, !tbaa !9
  %22 = sext <16 x i8> %wide.load244 to <16 x i32>
  %23 = mul nsw <16 x i32> %20, %22
  %24 = add nsw <16 x i32> %16, %23
  %25 = add nsw i64 %index, %1
  %26 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %25
  %wide.load245 = load <16 x i8>, ptr %26, align 1, !tbaa !9
  %27 = zext <16 x i8> %wide.load245 to <16 x i32>
  %28 = sub nsw <16 x i32> %27, %broadcast.splat
  %29 = getelementptr inbounds i8, ptr %filter, i64 %25
  %wide.load246 = load <16 x i8>, ptr %29, align 1, !tbaa !9
  %30 = sext <16 x i8> %wide.load246 to <16 x i32>
  %31 = mul nsw <16 x i32> %28, %30
  %32 = add nsw <16 x i32> %24, %31
  %33 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %index
  %wide.load247 = load <16 x i8>, ptr %33, align 1, !tbaa !9
  %34 = zext <16 x i8> %wide.load247 to <16 x i32>
  %35 = sub nsw <16 x i32> %34, %broadcast.splat
  %36 = add nsw i64 %index, %2
  %37 = getelementptr inbounds i8, ptr %filter, i64 %36
  %wide.load248 = load <16 x i8>, ptr %37, align 1, !tbaa !9
  %38 = sext <16 x i8> %wide.load248 to <16 x i32>
  %39 = mul nsw <16 x i32> %35, %38
  %40 = add nsw <16 x i32> %32, %39
  %41 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %17
  %wide.load249 = load <16 x i8>, ptr %41, align 1, !tbaa !9
  %42 = zext <16 x i8> %wide.load249 to <16 x i32>
  %43 = sub nsw <16 x i32> %42, %broadcast.splat
  %44 = add nsw i64 %index, %3
  %45 = getelementptr inbounds i8, ptr %filter, i64 %44
  %wide.load250 = load <16 x i8>, ptr %45, align 1, !tbaa !9
  %46 = sext <16 x i8> %wide.load250 to <16 x i32>
  %47 = mul nsw <16 x i32> %43, %46
  %48 = add nsw <16 x i32> %40, %47
  %49 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %25
  %wide.load251 = load <16 x i8>, ptr %49, align 1, !tbaa !9
  %50 = zext <16 x i8> %wide.load251 to <16 x i32>
  %51 = sub nsw <16 x i32> %50, %broadcast.splat
  %52 = add nsw i64 %index, %4
  %53 = getelementptr inbounds i8, ptr %filter, i64 %52
  %wide.load252 = load <16 x i8>, ptr %53, align 1, !tbaa !9
  %54 = sext <16 x i8> %wide.load252 to <16 x i32>
  %55 = mul nsw <16 x i32> %51, %54
  %56 = add nsw <16 x i32> %48, %55
  %57 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %index
  %wide.load253 = load <16 x i8>, ptr %57, align 1, !tbaa !9
  %58 = zext <16 x i8> %wide.load253 to <16 x i32>
  %59 = sub nsw <16 x i32> %58, %broadcast.splat
  %60 = add nsw i64 %index, %5
  %61 = getelementptr inbounds i8, ptr %filter, i64 %60
  %wide.load254 = load <16 x i8>, ptr %61, align 1, !tbaa !9
  %62 = sext <16 x i8> %wide.load254 to <16 x i32>
  %63 = mul nsw <16 x i32> %59, %62
  %64 = add nsw <16 x i32> %56, %63
  %65 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %17
  %wide.load255 = load <16 x i8>, ptr %65, align 1, !tbaa !9
  %66 = zext <16 x i8> %wide.load255 to <16 x i32>
  %67 = sub nsw <16 x i32> %66, %broadcast.splat
  %68 = add nsw i64 %index, %6
  %69 = getelementptr inbounds i8, ptr %filter, i64 %68
  %wide.load256 = load <16 x i8>, ptr %69, align 1, !tbaa !9
  %70 = sext <16 x i8> %wide.load256 to <16 x i32>
  %71 = mul nsw <16 x i32> %67, %70
  %72 = add nsw <16 x i32> %64, %71
  %73 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %25
  %wide.load257 = load <16 x i8>, ptr %73, align 1, !tbaa !9
  %74 = zext <16 x i8> %wide.load257 to <16 x i32>
  %75 = sub nsw <16 x i32> %74, %broadcast.splat
  %76 = add nsw i64 %index, %7
  %77 = getelementptr inbounds i8, ptr %filter, i64 %76
  %wide.load258 = load <16 x i8>, ptr %77, align 1, !tbaa !9
  %78 = sext <16 x i8> %wide.load258 to <16 x i32>
  %79 = mul nsw <16 x i32> %75, %78
  %80 = add nsw <16 x i32> %72, %79
  %81 = sext <16 x i32> %80 to <16 x i64>
  %82 = mul nsw <16 x i64> %broadcast.splat260, %81
  %83 = add nsw <16 x i64> %82, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %84 = lshr <16 x i64> %83, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %85 = trunc <16 x i64> %84 to <16 x i32>
  %86 = add nsw <16 x i32> %broadcast.splat262, %85
  %87 = ashr <16 x i32> %86, %broadcast.splat264
  %88 = add nsw <16 x i32> %87, %broadcast.splat266
  %89 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %88, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %90 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %89, <16 x i32> zeroinitializer)
  %91 = trunc <16 x i32> %90 to <16 x i8>
  %92 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %91, ptr %92, align 1, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %93 = icmp eq i64 %index.next, %n.vec
  br i1 %93, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check.not.not, label %for.body11.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index270 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next300, %vec.epilog.vector.body ]
  %94 = getelementptr inbounds i32, ptr %bias, i64 %index270
  %wide.load271 = load <8 x i32>, ptr %94, align 4, !tbaa !5
  %95 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %index270
  %wide.load272 = load <8 x i8>, ptr %95, align 1, !tbaa !9
  %96 = zext <8 x i8> %wide.load272 to <8 x i32>
  %97 = sub nsw <8 x i32> %96, %broadcast.splat274
  %98 = getelementptr inbounds i8, ptr %filter, i64 %index270
  %wide.load275 = load <8 x i8>, ptr %98, align 1, !tbaa !9
  %99 = sext <8 x i8> %wide.load275 to <8 x i32>
  %100 = mul nsw <8 x i32> %97, %99
  %101 = add nsw <8 x i32> %100, %wide.load271
  %102 = add nuw nsw i64 %index270, %0
  %103 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %102
  %wide.load276 = load <8 x i8>, ptr %103, align 1, !tbaa !9
  %104 = zext <8 x i8> %wide.load276 to <8 x i32>
  %105 = sub nsw <8 x i32> %104, %broadcast.splat274
  %106 = getelementptr inbounds i8, ptr %filter, i64 %102
  %wide.load277 = load <8 x i8>, ptr %106, align 1, !tbaa !9
  %107 = sext <8 x i8> %wide.load277 to <8 x i32>
  %108 = mul nsw <8 x i32> %105, %107
  %109 = add nsw <8 x i32> %101, %108
  %110 = add nsw i64 %index270, %1
  %111 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %110
  %wide.load278 = load <8 x i8>, ptr %111, align 1, !tbaa !9
  %112 = zext <8 x i8> %wide.load278 to <8 x i32>
  %113 = sub nsw <8 x i32> %112, %broadcast.splat274
  %114 = getelementptr inbounds i8, ptr %filter, i64 %110
  %wide.load279 = load <8 x i8>, ptr %114, align 1, !tbaa !9
  %115 = sext <8 x i8> %wide.load279 to <8 x i32>
  %116 = mul nsw <8 x i32> %113, %115
  %117 = add nsw <8 x i32> %109, %116
  %118 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %index270
  %wide.load280 = load <8 x i8>, ptr %118, align 1, !tbaa !9
  %119 = zext <8 x i8> %wide.load280 to <8 x i32>
  %120 = sub nsw <8 x i32> %119, %broadcast.splat274
  %121 = add nsw i64 %index270, %2
  %122 = getelementptr inbounds i8, ptr %filter, i64 %121
  %wide.load281 = load <8 x i8>, ptr %122, align 1, !tbaa !9
  %123 = sext <8 x i8> %wide.load281 to <8 x i32>
  %124 = mul nsw <8 x i32> %120, %123
  %125 = add nsw <8 x i32> %117, %124
  %126 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %102
  %wide.load282 = load <8 x i8>, ptr %126, align 1, !tbaa !9
  %127 = zext <8 x i8> %wide.load282 to <8 x i32>
  %128 = sub nsw <8 x i32> %127, %broadcast.splat274
  %129 = add nsw i64 %index270, %3
  %130 = getelementptr inbounds i8, ptr %filter, i64 %129
  %wide.load283 = load <8 x i8>, ptr %130, align 1, !tbaa !9
  %131 = sext <8 x i8> %wide.load283 to <8 x i32>
  %132 = mul nsw <8 x i32> %128, %131
  %133 = add nsw <8 x i32> %125, %132
  %134 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %110
  %wide.load284 = load <8 x i8>, ptr %134, align 1, !tbaa !9
  %135 = zext <8 x i8> %wide.load284 to <8 x i32>
  %136 = sub nsw <8 x i32> %135, %broadcast.splat274
  %137 = add nsw i64 %index270, %4
  %138 = getelementptr inbounds i8, ptr %filter, i64 %137
  %wide.load285 = load <8 x i8>, ptr %138, align 1, !tbaa !9
  %139 = sext <8 x i8> %wide.load285 to <8 x i32>
  %140 = mul nsw <8 x i32> %136, %139
  %141 = add nsw <8 x i32> %133, %140
  %142 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %index270
  %wide.load286 = load <8 x i8>, ptr %142, align 1, !tbaa !9
  %143 = zext <8 x i8> %wide.load286 to <8 x i32>
  %144 = sub nsw <8 x i32> %143, %broadcast.splat274
  %145 = add nsw i64 %index270, %5
  %146 = getelementptr inbounds i8, ptr %filter, i64 %145
  %wide.load287 = load <8 x i8>, ptr %146, align 1, !tbaa !9
  %147 = sext <8 x i8> %wide.load287 to <8 x i32>
  %148 = mul nsw <8 x i32> %144, %147
  %149 = add nsw <8 x i32> %141, %148
  %150 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %102
  %wide.load288 = load <8 x i8>, ptr %150, align 1, !tbaa !9
  %151 = zext <8 x i8> %wide.load288 to <8 x i32>
  %152 = sub nsw <8 x i32> %151, %broadcast.splat274
  %153 = add nsw i64 %index270, %6
  %154 = getelementptr inbounds i8, ptr %filter, i64 %153
  %wide.load289 = load <8 x i8>, ptr %154, align 1, !tbaa !9
  %155 = sext <8 x i8> %wide.load289 to <8 x i32>
  %156 = mul nsw <8 x i32> %152, %155
  %157 = add nsw <8 x i32> %149, %156
  %158 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %110
  %wide.load290 = load <8 x i8>, ptr %158, align 1, !tbaa !9
  %159 = zext <8 x i8> %wide.load290 to <8 x i32>
  %160 = sub nsw <8 x i32> %159, %broadcast.splat274
  %161 = add nsw i64 %index270, %7
  %162 = getelementptr inbounds i8, ptr %filter, i64 %161
  %wide.load291 = load <8 x i8>, ptr %162, align 1, !tbaa !9
  %163 = sext <8 x i8> %wide.load291 to <8 x i32>
  %164 = mul nsw <8 x i32> %160, %163
  %165 = add nsw <8 x i32> %157, %164
  %166 = sext <8 x i32> %165 to <8 x i64>
  %167 = mul nsw <8 x i64> %broadcast.splat293, %166
  %168 = add nsw <8 x i64> %167, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %169 = lshr <8 x i64> %168, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %170 = trunc <8 x i64> %169 to <8 x i32>
  %171 = add nsw <8 x i32> %broadcast.splat295, %170
  %172 = ashr <8 x i32> %171, %broadcast.splat297
  %173 = add nsw <8 x i32> %172, %broadcast.splat299
  %174 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %173, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %175 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %174, <8 x i32> zeroinitializer)
  %176 = trunc <8 x i32> %175 to <8 x i8>
  %177 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index270
  store <8 x i8> %176, ptr %177, align 1, !tbaa !9
  %index.next300 = add nuw i64 %index270, 8
  %178 = icmp eq i64 %index.next300, %n.vec268
  br i1 %178, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n269, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec268, %vec.epilog.middle.block ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %arrayidx.us = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv
  %179 = load i32, ptr %arrayidx.us, align 4, !tbaa !5
  %arrayidx13.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %indvars.iv
  %180 = load i8, ptr %arrayidx13.us, align 1, !tbaa !9
  %conv.us = zext i8 %180 to i32
  %sub.us = sub nsw i32 %conv.us, %in_zero
  %arrayidx16.us = getelementptr inbounds i8, ptr %filter, i64 %indvars.iv
  %181 = load i8, ptr %arrayidx16.us, align 1, !tbaa !9
  %conv17.us = sext i8 %181 to i32
  %mul18.us = mul nsw i32 %sub.us, %conv17.us
  %add19.us = add nsw i32 %mul18.us, %179
  %182 = add nuw nsw i64 %indvars.iv, %0
  %arrayidx22.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %182
  %183 = load i8, ptr %arrayidx22.us, align 1, !tbaa !9
  %conv23.us = zext i8 %183 to i32
  %sub24.us = sub nsw i32 %conv23.us, %in_zero
  %arrayidx28.us = getelementptr inbounds i8, ptr %filter, i64 %182
  %184 = load i8, ptr %arrayidx28.us, align 1, !tbaa !9
  %conv29.us = sext i8 %184 to i32
  %mul30.us = mul nsw i32 %sub24.us, %conv29.us
  %add31.us = add nsw i32 %add19.us, %mul30.us
  %185 = add nsw i64 %indvars.iv, %1
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %185
  %186 = load i8, ptr %arrayidx35.us, align 1, !tbaa !9
  %conv36.us = zext i8 %186 to i32
  %sub37.us = sub nsw i32 %conv36.us, %in_zero
  %arrayidx41.us = getelementptr inbounds i8, ptr %filter, i64 %185
  %187 = load i8, ptr %arrayidx41.us, align 1, !tbaa !9
  %conv42.us = sext i8 %187 to i32
  %mul43.us = mul nsw i32 %sub37.us, %conv42.us
  %add44.us = add nsw i32 %add31.us, %mul43.us
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %indvars.iv
  %188 = load i8, ptr %arrayidx46.us, align 1, !tbaa !9
  %conv47.us = zext i8 %188 to i32
  %sub48.us = sub nsw i32 %conv47.us, %in_zero
  %189 = add nsw i64 %indvars.iv, %2
  %arrayidx52.us = getelementptr inbounds i8, ptr %filter, i64 %189
  %190 = load i8, ptr %arrayidx52.us, align 1, !tbaa !9
  %conv53.us = sext i8 %190 to i32
  %mul54.us = mul nsw i32 %sub48.us, %conv53.us
  %add55.us = add nsw i32 %add44.us, %mul54.us
  %arrayidx58.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %182
  %191 = load i8, ptr %arrayidx58.us, align 1, !tbaa !9
  %conv59.us = zext i8 %191 to i32
  %sub60.us = sub nsw i32 %conv59.us, %in_zero
  %192 = add nsw i64 %indvars.iv, %3
  %arrayidx64.us = getelementptr inbounds i8, ptr %filter, i64 %192
  %193 = load i8, ptr %arrayidx64.us, align 1, !tbaa !9
  %conv65.us = sext i8 %193 to i32
  %mul66.us = mul nsw i32 %sub60.us, %conv65.us
  %add67.us = add nsw i32 %add55.us, %mul66.us
  %arrayidx71.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %185
  %194 = load i8, ptr %arrayidx71.us, align 1, !tbaa !9
  %conv72.us = zext i8 %194 to i32
  %sub73.us = sub nsw i32 %conv72.us, %in_zero
  %195 = add nsw i64 %indvars.iv, %4
  %arrayidx77.us = getelementptr inbounds i8, ptr %filter, i64 %195
  %196 = load i8, ptr %arrayidx77.us, align 1, !tbaa !9
  %conv78.us = sext i8 %196 to i32
  %mul79.us = mul nsw i32 %sub73.us, %conv78.us
  %add80.us = add nsw i32 %add67.us, %mul79.us
  %arrayidx82.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %indvars.iv
  %197 = load i8, ptr %arrayidx82.us, align 1, !tbaa !9
  %conv83.us = zext i8 %197 to i32
  %sub84.us = sub nsw i32 %conv83.us, %in_zero
  %198 = add nsw i64 %indvars.iv, %5
  %arrayidx88.us = getelementptr inbounds i8, ptr %filter, i64 %198
  %199 = load i8, ptr %arrayidx88.us, align 1, !tbaa !9
  %conv89.us = sext i8 %199 to i32
  %mul90.us = mul nsw i32 %sub84.us, %conv89.us
  %add91.us = add nsw i32 %add80.us, %mul90.us
  %arrayidx94.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %182
  %200 = load i8, ptr %arrayidx94.us, align 1, !tbaa !9
  %conv95.us = zext i8 %200 to i32
  %sub96.us = sub nsw i32 %conv95.us, %in_zero
  %201 = add nsw i64 %indvars.iv, %6
  %arrayidx100.us = getelementptr inbounds i8, ptr %filter, i64 %201
  %202 = load i8, ptr %arrayidx100.us, align 1, !tbaa !9
  %conv101.us = sext i8 %202 to i32
  %mul102.us = mul nsw i32 %sub96.us, %conv101.us
  %add103.us = add nsw i32 %add91.us, %mul102.us
  %arrayidx107.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %185
  %203 = load i8, ptr %arrayidx107.us, align 1, !tbaa !9
  %conv108.us = zext i8 %203 to i32
  %sub109.us = sub nsw i32 %conv108.us, %in_zero
  %204 = add nsw i64 %indvars.iv, %7
  %arrayidx113.us = getelementptr inbounds i8, ptr %filter, i64 %204
  %205 = load i8, ptr %arrayidx113.us, align 1, !tbaa !9
  %conv114.us = sext i8 %205 to i32
  %mul115.us = mul nsw i32 %sub109.us, %conv114.us
  %add116.us = add nsw i32 %add103.us, %mul115.us
  %conv117.us = sext i32 %add116.us to i64
  %mul119.us = mul nsw i64 %conv117.us, %conv118
  %add120.us = add nsw i64 %mul119.us, 1073741824
  %206 = lshr i64 %add120.us, 31
  %conv121.us = trunc i64 %206 to i32
  %add123.us = add nsw i32 %shl, %conv121.us
  %shr124.us = ashr i32 %add123.us, %out_shift
  %add125.us = add nsw i32 %shr124.us, %out_zero
  %cond.us = tail call i32 @llvm.smin.i32(i32 %add125.us, i32 255)
  %cond133.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv134.us = trunc i32 %cond133.us to i8
  %arrayidx136.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv134.us, ptr %arrayidx136.us, align 1, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !14

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next235 = add nuw nsw i64 %indvars.iv234, 1
  %exitcond239.not = icmp eq i64 %indvars.iv.next235, %wide.trip.count238
  br i1 %exitcond239.not, label %for.cond.cleanup, label %iter.check

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !12, !11}
