; ModuleID = 'bench/kernels/fully_connected.c'
source_filename = "bench/kernels/fully_connected.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @fully_connected(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %w, ptr noalias nocapture noundef readonly %bias, i32 noundef %depth, i32 noundef %outputs, i32 noundef %in_offset, i32 noundef %w_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %act_min, i32 noundef %act_max) local_unnamed_addr #0 {
entry:
  %cmp78 = icmp sgt i32 %outputs, 0
  br i1 %cmp78, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp275 = icmp sgt i32 %depth, 0
  %conv15 = sext i32 %out_mult to i64
  %cmp21 = icmp eq i32 %out_mult, -2147483648
  %cmp23 = icmp sgt i32 %out_shift, 0
  %notmask = shl nsw i32 -1, %out_shift
  %sub = xor i32 %notmask, -1
  %shr26 = ashr i32 %sub, 1
  br i1 %cmp275, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %0 = zext i32 %depth to i64
  %wide.trip.count138 = zext i32 %outputs to i64
  %wide.trip.count132 = zext i32 %depth to i64
  br i1 %cmp23, label %iter.check276.preheader, label %iter.check235.preheader

iter.check235.preheader:                          ; preds = %for.body.lr.ph.split.us
  %min.iters.check233 = icmp ult i32 %depth, 8
  %min.iters.check236 = icmp ult i32 %depth, 16
  %n.vec240 = and i64 %wide.trip.count132, 4294967280
  %broadcast.splatinsert245 = insertelement <16 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat246 = shufflevector <16 x i32> %broadcast.splatinsert245, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert248 = insertelement <16 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat249 = shufflevector <16 x i32> %broadcast.splatinsert248, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n241 = icmp eq i64 %n.vec240, %wide.trip.count132
  %n.vec.remaining255 = and i64 %wide.trip.count132, 8
  %min.epilog.iters.check256.not.not = icmp eq i64 %n.vec.remaining255, 0
  %n.vec259 = and i64 %wide.trip.count132, 4294967288
  %broadcast.splatinsert266 = insertelement <8 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat267 = shufflevector <8 x i32> %broadcast.splatinsert266, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert269 = insertelement <8 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat270 = shufflevector <8 x i32> %broadcast.splatinsert269, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n261 = icmp eq i64 %n.vec259, %wide.trip.count132
  br label %iter.check235

iter.check276.preheader:                          ; preds = %for.body.lr.ph.split.us
  %min.iters.check274 = icmp ult i32 %depth, 8
  %min.iters.check277 = icmp ult i32 %depth, 16
  %n.vec281 = and i64 %wide.trip.count132, 4294967280
  %broadcast.splatinsert287 = insertelement <16 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat288 = shufflevector <16 x i32> %broadcast.splatinsert287, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert290 = insertelement <16 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat291 = shufflevector <16 x i32> %broadcast.splatinsert290, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n282 = icmp eq i64 %n.vec281, %wide.trip.count132
  %n.vec.remaining298 = and i64 %wide.trip.count132, 8
  %min.epilog.iters.check299.not.not = icmp eq i64 %n.vec.remaining298, 0
  %n.vec302 = and i64 %wide.trip.count132, 4294967288
  %broadcast.splatinsert309 = insertelement <8 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat310 = shufflevector <8 x i32> %broadcast.splatinsert309, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert312 = insertelement <8 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat313 = shufflevector <8 x i32> %broadcast.splatinsert312, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n304 = icmp eq i64 %n.vec302, %wide.trip.count132
  br label %iter.check276

iter.check276:                                    ; preds = %iter.check276.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us.us
  %indvars.iv134 = phi i64 [ %indvars.iv.next135, %for.cond1.for.cond.cleanup3_crit_edge.us.us ], [ 0, %iter.check276.preheader ]
  %1 = mul nsw i64 %indvars.iv134, %0
  %add.ptr.us.us = getelementptr inbounds i8, ptr %w, i64 %1
  br i1 %min.iters.check274, label %for.body4.us.us.preheader, label %vector.main.loop.iter.check278

vector.main.loop.iter.check278:                   ; preds = %iter.check276
  br i1 %min.iters.check277, label %vec.epilog.ph297, label %vector.body283

vector.body283:                                   ; preds = %vector.main.loop.iter.check278, %vector.body283
  %index284 = phi i64 [ %index.next292, %vector.body283 ], [ 0, %vector.main.loop.iter.check278 ]
  %vec.phi285 = phi <16 x i32> [ %9, %vector.body283 ], [ zeroinitializer, %vector.main.loop.iter.check278 ]
  %2 = getelementptr inbounds i8, ptr %in, i64 %index284
  %wide.load286 = load <16 x i8>, ptr %2, align 1, !tbaa !5
  %3 = zext <16 x i8> %wide.load286 to <16 x i32>
  %4 = add nsw <16 x i32> %broadcast.splat288, %3
  %5 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index284
  %wide.load289 = load <16 x i8>, ptr %5, align 1, !tbaa !5
  %6 = zext <16 x i8> %wide.load289 to <16 x i32>
  %7 = add nsw <16 x i32> %broadcast.splat291, %6
  %8 = mul nsw <16 x i32> %7, %4
  %9 = add <16 x i32> %8, %vec.phi285
  %index.next292 = add nuw i64 %index284, 16
  %10 = icmp eq i64 %index.next292, %n.vec281
  br i1 %10, label %middle.block273, label %vector.body283, !llvm.loop !8

middle.block273:                                  ; preds = %vector.body283
  %11 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %9)
  br i1 %cmp.n282, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %vec.epilog.iter.check296

vec.epilog.iter.check296:                         ; preds = %middle.block273
  br i1 %min.epilog.iters.check299.not.not, label %for.body4.us.us.preheader, label %vec.epilog.ph297

vec.epilog.ph297:                                 ; preds = %vector.main.loop.iter.check278, %vec.epilog.iter.check296
  %bc.merge.rdx293 = phi i32 [ 0, %vector.main.loop.iter.check278 ], [ %11, %vec.epilog.iter.check296 ]
  %vec.epilog.resume.val300 = phi i64 [ 0, %vector.main.loop.iter.check278 ], [ %n.vec281, %vec.epilog.iter.check296 ]
  %12 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx293, i64 0
  br label %vec.epilog.vector.body305

vec.epilog.vector.body305:                        ; preds = %vec.epilog.vector.body305, %vec.epilog.ph297
  %index306 = phi i64 [ %vec.epilog.resume.val300, %vec.epilog.ph297 ], [ %index.next314, %vec.epilog.vector.body305 ]
  %vec.phi307 = phi <8 x i32> [ %12, %vec.epilog.ph297 ], [ %20, %vec.epilog.vector.body305 ]
  %13 = getelementptr inbounds i8, ptr %in, i64 %index306
  %wide.load308 = load <8 x i8>, ptr %13, align 1, !tbaa !5
  %14 = zext <8 x i8> %wide.load308 to <8 x i32>
  %15 = add nsw <8 x i32> %broadcast.splat310, %14
  %16 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index306
  %wide.load311 = load <8 x i8>, ptr %16, align 1, !tbaa !5
  %17 = zext <8 x i8> %wide.load311 to <8 x i32>
  %18 = add nsw <8 x i32> %broadcast.splat313, %17
  %19 = mul nsw <8 x i32> %18, %15
  %20 = add <8 x i32> %19, %vec.phi307
  %index.next314 = add nuw i64 %index306, 8
  %21 = icmp eq i64 %index.next314, %n.vec302
  br i1 %21, label %vec.epilog.middle.block294, label %vec.epilog.vector.body305, !llvm.loop !11

vec.epilog.middle.block294:                       ; preds = %vec.epilog.vector.body305
  %22 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %20)
  br i1 %cmp.n304, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us.preheader

for.body4.us.us.preheader:                        ; preds = %iter.check276, %vec.epilog.iter.check296, %vec.epilog.middle.block294
  %indvars.iv129.ph = phi i64 [ 0, %iter.check276 ], [ %n.vec281, %vec.epilog.iter.check296 ], [ %n.vec302, %vec.epilog.middle.block294 ]
  %acc.077.us.us.ph = phi i32 [ 0, %iter.check276 ], [ %11, %vec.epilog.iter.check296 ], [ %22, %vec.epilog.middle.block294 ]
  br label %for.body4.us.us

for.body4.us.us:                                  ; preds = %for.body4.us.us.preheader, %for.body4.us.us
  %indvars.iv129 = phi i64 [ %indvars.iv.next130, %for.body4.us.us ], [ %indvars.iv129.ph, %for.body4.us.us.preheader ]
  %acc.077.us.us = phi i32 [ %add10.us.us, %for.body4.us.us ], [ %acc.077.us.us.ph, %for.body4.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %in, i64 %indvars.iv129
  %23 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !5
  %conv.us.us = zext i8 %23 to i32
  %add.us.us = add nsw i32 %conv.us.us, %in_offset
  %arrayidx6.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv129
  %24 = load i8, ptr %arrayidx6.us.us, align 1, !tbaa !5
  %conv7.us.us = zext i8 %24 to i32
  %add8.us.us = add nsw i32 %conv7.us.us, %w_offset
  %mul9.us.us = mul nsw i32 %add8.us.us, %add.us.us
  %add10.us.us = add nsw i32 %mul9.us.us, %acc.077.us.us
  %indvars.iv.next130 = add nuw nsw i64 %indvars.iv129, 1
  %exitcond133.not = icmp eq i64 %indvars.iv.next130, %wide.trip.count132
  br i1 %exitcond133.not, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us, !llvm.loop !12

for.cond1.for.cond.cleanup3_crit_edge.us.us:      ; preds = %for.body4.us.us, %vec.epilog.middle.block294, %middle.block273
  %add10.us.us.lcssa = phi i32 [ %11, %middle.block273 ], [ %22, %vec.epilog.middle.block294 ], [ %add10.us.us, %for.body4.us.us ]
  %arrayidx12.us.us = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv134
  %25 = load i32, ptr %arrayidx12.us.us, align 4, !tbaa !13
  %add13.us.us = add nsw i32 %25, %add10.us.us.lcssa
  %conv14.us.us = sext i32 %add13.us.us to i64
  %mul16.us.us = mul nsw i64 %conv14.us.us, %conv15
  %add17.us.us = add nsw i64 %mul16.us.us, 1073741824
  %26 = lshr i64 %add17.us.us, 31
  %conv18.us.us = trunc i64 %26 to i32
  %cmp19.us.us = icmp eq i32 %add13.us.us, -2147483648
  %or.cond.us.us = and i1 %cmp21, %cmp19.us.us
  %spec.store.select.us.us = select i1 %or.cond.us.us, i32 2147483647, i32 %conv18.us.us
  %spec.store.select.lobit.us.us = lshr i32 %spec.store.select.us.us, 31
  %add29.us.us = add nsw i32 %spec.store.select.lobit.us.us, %shr26
  %shr30.us.us = ashr i32 %spec.store.select.us.us, %out_shift
  %and.us.us = and i32 %spec.store.select.us.us, %sub
  %cmp31.us.us = icmp sgt i32 %and.us.us, %add29.us.us
  %cond33.us.us = zext i1 %cmp31.us.us to i32
  %add34.us.us = add nsw i32 %shr30.us.us, %cond33.us.us
  %add36.us.us = add nsw i32 %add34.us.us, %out_offset
  %cmp37.us.us = icmp slt i32 %add36.us.us, %act_min
  %cond43.us.us = tail call i32 @llvm.smin.i32(i32 %add36.us.us, i32 %act_max)
  %cond45.us.us = select i1 %cmp37.us.us, i32 %act_min, i32 %cond43.us.us
  %conv46.us.us = trunc i32 %cond45.us.us to i8
  %arrayidx48.us.us = getelementptr inbounds i8, ptr %out, i64 %indvars.iv134
  store i8 %conv46.us.us, ptr %arrayidx48.us.us, align 1, !tbaa !5
  %indvars.iv.next135 = add nuw nsw i64 %indvars.iv134, 1
  %exitcond139.not = icmp eq i64 %indvars.iv.next135, %wide.trip.count138
  br i1 %exitcond139.not, label %for.cond.cleanup, label %iter.check276

iter.check235:                                    ; preds = %iter.check235.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv123 = phi i64 [ %indvars.iv.next124, %for.cond1.for.cond.cleanup3_crit_edge.us ], [ 0, %iter.check235.preheader ]
  %27 = mul nsw i64 %indvars.iv123, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %w, i64 %27
  br i1 %min.iters.check233, label %for.body4.us.preheader, label %vector.main.loop.iter.check237

vector.main.loop.iter.check237:                   ; preds = %iter.check235
  br i1 %min.iters.check236, label %vec.epilog.ph254, label %vector.body242

vector.body242:                                   ; preds = %vector.main.loop.iter.check237, %vector.body242
  %index243 = phi i64 [ %index.next250, %vector.body242 ], [ 0, %vector.main.loop.iter.check237 ]
  %vec.phi = phi <16 x i32> [ %35, %vector.body242 ], [ zeroinitializer, %vector.main.loop.iter.check237 ]
  %28 = getelementptr inbounds i8, ptr %in, i64 %index243
  %wide.load244 = load <16 x i8>, ptr %28, align 1, !tbaa !5
  %29 = zext <16 x i8> %wide.load244 to <16 x i32>
  %30 = add nsw <16 x i32> %broadcast.splat246, %29
  %31 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %index243
  %wide.load247 = load <16 x i8>, ptr %31, align 1, !tbaa !5
  %32 = zext <16 x i8> %wide.load247 to <16 x i32>
  %33 = add nsw <16 x i32> %broadcast.splat249, %32
  %34 = mul nsw <16 x i32> %33, %30
  %35 = add <16 x i32> %34, %vec.phi
  %index.next250 = add nuw i64 %index243, 16
  %36 = icmp eq i64 %index.next250, %n.vec240
  br i1 %36, label %middle.block232, label %vector.body242, !llvm.loop !15

middle.block232:                                  ; preds = %vector.body242
  %37 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %35)
  br i1 %cmp.n241, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check253

vec.epilog.iter.check253:                         ; preds = %middle.block232
  br i1 %min.epilog.iters.check256.not.not, label %for.body4.us.preheader, label %vec.epilog.ph254

vec.epilog.ph254:                                 ; preds = %vector.main.loop.iter.check237, %vec.epilog.iter.check253
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check237 ], [ %37, %vec.epilog.iter.check253 ]
  %vec.epilog.resume.val257 = phi i64 [ 0, %vector.main.loop.iter.check237 ], [ %n.vec240, %vec.epilog.iter.check253 ]
  %38 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body262

vec.epilog.vector.body262:                        ; preds = %vec.epilog.vector.body262, %vec.epilog.ph254
  %index263 = phi i64 [ %vec.epilog.resume.val257, %vec.epilog.ph254 ], [ %index.next271, %vec.epilog.vector.body262 ]
  %vec.phi264 = phi <8 x i32> [ %38, %vec.epilog.ph254 ], [ %46, %vec.epilog.vector.body262 ]
  %39 = getelementptr inbounds i8, ptr %in, i64 %index263
  %wide.load265 = load <8 x i8>, ptr %39, align 1, !tbaa !5
  %40 = zext <8 x i8> %wide.load265 to <8 x i32>
  %41 = add nsw <8 x i32> %broadcast.splat267, %40
  %42 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %index263
  %wide.load268 = load <8 x i8>, ptr %42, align 1, !tbaa !5
  %43 = zext <8 x i8> %wide.load268 to <8 x i32>
  %44 = add nsw <8 x i32> %broadcast.splat270, %43
  %45 = mul nsw <8 x i32> %44, %41
  %46 = add <8 x i32> %45, %vec.phi264
  %index.next271 = add nuw i64 %index263, 8
  %47 = icmp eq i64 %index.next271, %n.vec259
  br i1 %47, label %vec.epilog.middle.block251, label %vec.epilog.vector.body262, !llvm.loop !16

vec.epilog.middle.block251:                       ; preds = %vec.epilog.vector.body262
  %48 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %46)
  br i1 %cmp.n261, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %iter.check235, %vec.epilog.iter.check253, %vec.epilog.middle.block251
  %indvars.iv118.ph = phi i64 [ 0, %iter.check235 ], [ %n.vec240, %vec.epilog.iter.check253 ], [ %n.vec259, %vec.epilog.middle.block251 ]
  %acc.077.us.ph = phi i32 [ 0, %iter.check235 ], [ %37, %vec.epilog.iter.check253 ], [ %48, %vec.epilog.middle.block251 ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv118 = phi i64 [ %indvars.iv.next119, %for.body4.us ], [ %indvars.iv118.ph, %for.body4.us.preheader ]
  %acc.077.us = phi i32 [ %add10.us, %for.body4.us ], [ %acc.077.us.ph, %for.body4.us.preheader ]
  %arrayidx.us = getelementptr inbounds i8, ptr %in, i64 %indvars.iv118
  %49 = load i8, ptr %arrayidx.us, align 1, !tbaa !5
  %conv.us = zext i8 %49 to i32
  %add.us = add nsw i32 %conv.us, %in_offset
  %arrayidx6.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %indvars.iv118
  %50 = load i8, ptr %arrayidx6.us, align 1, !tbaa !5
  %conv7.us = zext i8 %50 to i32
  %add8.us = add nsw i32 %conv7.us, %w_offset
  %mul9.us = mul nsw i32 %add8.us, %add.us
  %add10.us = add nsw i32 %mul9.us, %acc.077.us
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1
  %exitcond122.not = icmp eq i64 %indvars.iv.next119, %wide.trip.count132
  br i1 %exitcond122.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !17

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block251, %middle.block232
  %add10.us.lcssa = phi i32 [ %37, %middle.block232 ], [ %48, %vec.epilog.middle.block251 ], [ %add10.us, %for.body4.us ]
  %arrayidx12.us = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv123
  %51 = load i32, ptr %arrayidx12.us, align 4, !tbaa !13
  %add13.us = add nsw i32 %51, %add10.us.lcssa
  %conv14.us = sext i32 %add13.us to i64
  %mul16.us = mul nsw i64 %conv14.us, %conv15
  %add17.us = add nsw i64 %mul16.us, 1073741824
  %52 = lshr i64 %add17.us, 31
  %conv18.us = trunc i64 %52 to i32
  %cmp19.us = icmp eq i32 %add13.us, -2147483648
  %or.cond.us = and i1 %cmp21, %cmp19.us
  %spec.store.select.us = select i1 %or.cond.us, i32 2147483647, i32 %conv18.us
  %add36.us = add nsw i32 %spec.store.select.us, %out_offset
  %cmp37.us = icmp slt i32 %add36.us, %act_min
  %cond43.us = tail call i32 @llvm.smin.i32(i32 %add36.us, i32 %act_max)
  %cond45.us = select i1 %cmp37.us, i32 %act_min, i32 %cond43.us
  %conv46.us = trunc i32 %cond45.us to i8
  %arrayidx48.us = getelementptr inbounds i8, ptr %out, i64 %indvars.iv123
  store i8 %conv46.us, ptr %arrayidx48.us, align 1, !tbaa !5
  %indvars.iv.next124 = add nuw nsw i64 %indvars.iv123, 1
  %exitcond128.not = icmp eq i64 %indvars.iv.next124, %wide.trip.count138
  br i1 %exitcond128.not, label %for.cond.cleanup, label %iter.check235

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %wide.trip.count116 = zext i32 %outputs to i64
  %min.iters.check172 = icmp ult i32 %outputs, 8
  br i1 %cmp23, label %iter.check174, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  br i1 %min.iters.check172, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check146 = icmp ult i32 %outputs, 16
  br i1 %min.iters.check146, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count116, 4294967280
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %conv15, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert147 = insertelement <16 x i1> poison, i1 %cmp21, i64 0
  %broadcast.splat148 = shufflevector <16 x i1> %broadcast.splatinsert147, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert149 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat150 = shufflevector <16 x i32> %broadcast.splatinsert149, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert151 = insertelement <16 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat152 = shufflevector <16 x i32> %broadcast.splatinsert151, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert153 = insertelement <16 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat154 = shufflevector <16 x i32> %broadcast.splatinsert153, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %53 = getelementptr inbounds i32, ptr %bias, i64 %index
  %wide.load = load <16 x i32>, ptr %53, align 4, !tbaa !13
  %54 = sext <16 x i32> %wide.load to <16 x i64>
  %55 = mul nsw <16 x i64> %broadcast.splat, %54
  %56 = add nsw <16 x i64> %55, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %57 = lshr <16 x i64> %56, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %58 = trunc <16 x i64> %57 to <16 x i32>
  %59 = icmp eq <16 x i32> %wide.load, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %60 = and <16 x i1> %broadcast.splat148, %59
  %61 = select <16 x i1> %60, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %58
  %62 = add nsw <16 x i32> %61, %broadcast.splat150
  %63 = icmp slt <16 x i32> %62, %broadcast.splat152
  %64 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %62, <16 x i32> %broadcast.splat154)
  %65 = select <16 x i1> %63, <16 x i32> %broadcast.splat152, <16 x i32> %64
  %66 = trunc <16 x i32> %65 to <16 x i8>
  %67 = getelementptr inbounds i8, ptr %out, i64 %index
  store <16 x i8> %66, ptr %67, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %68 = icmp eq i64 %index.next, %n.vec
  br i1 %68, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count116
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count116, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec156 = and i64 %wide.trip.count116, 4294967288
  %broadcast.splatinsert160 = insertelement <8 x i64> poison, i64 %conv15, i64 0
  %broadcast.splat161 = shufflevector <8 x i64> %broadcast.splatinsert160, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert162 = insertelement <8 x i1> poison, i1 %cmp21, i64 0
  %broadcast.splat163 = shufflevector <8 x i1> %broadcast.splatinsert162, <8 x i1> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert164 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat165 = shufflevector <8 x i32> %broadcast.splatinsert164, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert166 = insertelement <8 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat167 = shufflevector <8 x i32> %broadcast.splatinsert166, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert168 = insertelement <8 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat169 = shufflevector <8 x i32> %broadcast.splatinsert168, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index158 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next170, %vec.epilog.vector.body ]
  %69 = getelementptr inbounds i32, ptr %bias, i64 %index158
  %wide.load159 = load <8 x i32>, ptr %69, align 4, !tbaa !13
  %70 = sext <8 x i32> %wide.load159 to <8 x i64>
  %71 = mul nsw <8 x i64> %broadcast.splat161, %70
  %72 = add nsw <8 x i64> %71, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %73 = lshr <8 x i64> %72, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %74 = trunc <8 x i64> %73 to <8 x i32>
  %75 = icmp eq <8 x i32> %wide.load159, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %76 = and <8 x i1> %broadcast.splat163, %75
  %77 = select <8 x i1> %76, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %74
  %78 = add nsw <8 x i32> %77, %broadcast.splat165
  %79 = icmp slt <8 x i32> %78, %broadcast.splat167
  %80 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %78, <8 x i32> %broadcast.splat169)
  %81 = select <8 x i1> %79, <8 x i32> %broadcast.splat167, <8 x i32> %80
  %82 = trunc <8 x i32> %81 to <8 x i8>
  %83 = getelementptr inbounds i8, ptr %out, i64 %index158
  store <8 x i8> %82, ptr %83, align 1, !tbaa !5
  %index.next170 = add nuw i64 %index158, 8
  %84 = icmp eq i64 %index.next170, %n.vec156
  br i1 %84, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n157 = icmp eq i64 %n.vec156, %wide.trip.count116
  br i1 %cmp.n157, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec156, %vec.epilog.middle.block ]
  br label %for.body

iter.check174:                                    ; preds = %for.body.lr.ph.split
  br i1 %min.iters.check172, label %for.body.us80.preheader, label %vector.main.loop.iter.check176

vector.main.loop.iter.check176:                   ; preds = %iter.check174
  %min.iters.check175 = icmp ult i32 %outputs, 16
  br i1 %min.iters.check175, label %vec.epilog.ph204, label %vector.ph177

vector.ph177:                                     ; preds = %vector.main.loop.iter.check176
  %n.vec179 = and i64 %wide.trip.count116, 4294967280
  %broadcast.splatinsert184 = insertelement <16 x i64> poison, i64 %conv15, i64 0
  %broadcast.splat185 = shufflevector <16 x i64> %broadcast.splatinsert184, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <16 x i1> poison, i1 %cmp21, i64 0
  %broadcast.splat187 = shufflevector <16 x i1> %broadcast.splatinsert186, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert188 = insertelement <16 x i32> poison, i32 %shr26, i64 0
  %broadcast.splat189 = shufflevector <16 x i32> %broadcast.splatinsert188, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <16 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat191 = shufflevector <16 x i32> %broadcast.splatinsert190, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <16 x i32> poison, i32 %sub, i64 0
  %broadcast.splat193 = shufflevector <16 x i32> %broadcast.splatinsert192, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat195 = shufflevector <16 x i32> %broadcast.splatinsert194, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <16 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat197 = shufflevector <16 x i32> %broadcast.splatinsert196, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <16 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat199 = shufflevector <16 x i32> %broadcast.splatinsert198, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body181

vector.body181:                                   ; preds = %vector.body181, %vector.ph177
  %index182 = phi i64 [ 0, %vector.ph177 ], [ %index.next200, %vector.body181 ]
  %85 = getelementptr inbounds i32, ptr %bias, i64 %index182
  %wide.load183 = load <16 x i32>, ptr %85, align 4, !tbaa !13
  %86 = sext <16 x i32> %wide.load183 to <16 x i64>
  %87 = mul nsw <16 x i64> %broadcast.splat185, %86
  %88 = add nsw <16 x i64> %87, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %89 = lshr <16 x i64> %88, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %90 = trunc <16 x i64> %89 to <16 x i32>
  %91 = icmp eq <16 x i32> %wide.load183, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %92 = and <16 x i1> %broadcast.splat187, %91
  %93 = select <16 x i1> %92, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %90
  %94 = lshr <16 x i32> %93, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %95 = add nsw <16 x i32> %94, %broadcast.splat189
  %96 = ashr <16 x i32> %93, %broadcast.splat191
  %97 = and <16 x i32> %93, %broadcast.splat193
  %98 = icmp sgt <16 x i32> %97, %95
  %99 = zext <16 x i1> %98 to <16 x i32>
  %100 = add nsw <16 x i32> %96, %99
  %101 = add nsw <16 x i32> %100, %broadcast.splat195
  %102 = icmp slt <16 x i32> %101, %broadcast.splat197
  %103 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %101, <16 x i32> %broadcast.splat199)
  %104 = select <16 x i1> %102, <16 x i32> %broadcast.splat197, <16 x i32> %103
  %105 = trunc <16 x i32> %104 to <16 x i8>
  %106 = getelementptr inbounds i8, ptr %out, i64 %index182
  store <16 x i8> %105, ptr %106, align 1, !tbaa !5
  %index.next200 = add nuw i64 %index182, 16
  %107 = icmp eq i64 %index.next200, %n.vec179
  br i1 %107, label %middle.block171, label %vector.body181, !llvm.loop !20

middle.block171:                                  ; preds = %vector.body181
  %cmp.n180 = icmp eq i64 %n.vec179, %wide.trip.count116
  br i1 %cmp.n180, label %for.cond.cleanup, label %vec.epilog.iter.check203

vec.epilog.iter.check203:                         ; preds = %middle.block171
  %n.vec.remaining205 = and i64 %wide.trip.count116, 8
  %min.epilog.iters.check206.not.not = icmp eq i64 %n.vec.remaining205, 0
  br i1 %min.epilog.iters.check206.not.not, label %for.body.us80.preheader, label %vec.epilog.ph204

vec.epilog.ph204:                                 ; preds = %vector.main.loop.iter.check176, %vec.epilog.iter.check203
  %vec.epilog.resume.val207 = phi i64 [ %n.vec179, %vec.epilog.iter.check203 ], [ 0, %vector.main.loop.iter.check176 ]
  %n.vec209 = and i64 %wide.trip.count116, 4294967288
  %broadcast.splatinsert215 = insertelement <8 x i64> poison, i64 %conv15, i64 0
  %broadcast.splat216 = shufflevector <8 x i64> %broadcast.splatinsert215, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert217 = insertelement <8 x i1> poison, i1 %cmp21, i64 0
  %broadcast.splat218 = shufflevector <8 x i1> %broadcast.splatinsert217, <8 x i1> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert219 = insertelement <8 x i32> poison, i32 %shr26, i64 0
  %broadcast.splat220 = shufflevector <8 x i32> %broadcast.splatinsert219, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <8 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat222 = shufflevector <8 x i32> %broadcast.splatinsert221, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert223 = insertelement <8 x i32> poison, i32 %sub, i64 0
  %broadcast.splat224 = shufflevector <8 x i32> %broadcast.splatinsert223, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert225 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat226 = shufflevector <8 x i32> %broadcast.splatinsert225, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <8 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat228 = shufflevector <8 x i32> %broadcast.splatinsert227, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat230 = shufflevector <8 x i32> %broadcast.splatinsert229, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body212

vec.epilog.vector.body212:                        ; preds = %vec.epilog.vector.body212, %vec.epilog.ph204
  %index213 = phi i64 [ %vec.epilog.resume.val207, %vec.epilog.ph204 ], [ %index.next231, %vec.epilog.vector.body212 ]
  %108 = getelementptr inbounds i32, ptr %bias, i64 %index213
  %wide.load214 = load <8 x i32>, ptr %108, align 4, !tbaa !13
  %109 = sext <8 x i32> %wide.load214 to <8 x i64>
  %110 = mul nsw <8 x i64> %broadcast.splat216, %109
  %111 = add nsw <8 x i64> %110, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %112 = lshr <8 x i64> %111, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %113 = trunc <8 x i64> %112 to <8 x i32>
  %114 = icmp eq <8 x i32> %wide.load214, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %115 = and <8 x i1> %broadcast.splat218, %114
  %116 = select <8 x i1> %115, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %113
  %117 = lshr <8 x i32> %116, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %118 = add nsw <8 x i32> %117, %broadcast.splat220
  %119 = ashr <8 x i32> %116, %broadcast.splat222
  %120 = and <8 x i32> %116, %broadcast.splat224
  %121 = icmp sgt <8 x i32> %120, %118
  %122 = zext <8 x i1> %121 to <8 x i32>
  %123 = add nsw <8 x i32> %119, %122
  %124 = add nsw <8 x i32> %123, %broadcast.splat226
  %125 = icmp slt <8 x i32> %124, %broadcast.splat228
  %126 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %124, <8 x i32> %broadcast.splat230)
  %127 = select <8 x i1> %125, <8 x i32> %broadcast.splat228, <8 x i32> %126
  %128 = trunc <8 x i32> %127 to <8 x i8>
  %129 = getelementptr inbounds i8, ptr %out, i64 %index213
  store <8 x i8> %128, ptr %129, align 1, !tbaa !5
  %index.next231 = add nuw i64 %index213, 8
  %130 = icmp eq i64 %index.next231, %n.vec209
  br i1 %130, label %vec.epilog.middle.block201, label %vec.epilog.vector.body212, !llvm.loop !21

vec.epilog.middle.block201:                       ; preds = %vec.epilog.vector.body212
  %cmp.n211 = icmp eq i64 %n.vec209, %wide.trip.count116
  br i1 %cmp.n211, label %for.cond.cleanup, label %for.body.us80.preheader

for.body.us80.preheader:                          ; preds = %iter.check174, %vec.epilog.iter.check203, %vec.epilog.middle.block201
  %indvars.iv113.ph = phi i64 [ 0, %iter.check174 ], [ %n.vec179, %vec.epilog.iter.check203 ], [ %n.vec209, %vec.epilog.middle.block201 ]
  br label %for.body.us80

for.body.us80:                                    ; preds = %for.body.us80.preheader, %for.body.us80
  %indvars.iv113 = phi i64 [ %indvars.iv.next114, %for.body.us80 ], [ %indvars.iv113.ph, %for.body.us80.preheader ]
  %arrayidx12.us83 = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv113
  %131 = load i32, ptr %arrayidx12.us83, align 4, !tbaa !13
  %conv14.us84 = sext i32 %131 to i64
  %mul16.us85 = mul nsw i64 %conv14.us84, %conv15
  %add17.us86 = add nsw i64 %mul16.us85, 1073741824
  %132 = lshr i64 %add17.us86, 31
  %conv18.us87 = trunc i64 %132 to i32
  %cmp19.us88 = icmp eq i32 %131, -2147483648
  %or.cond.us89 = and i1 %cmp21, %cmp19.us88
  %spec.store.select.us90 = select i1 %or.cond.us89, i32 2147483647, i32 %conv18.us87
  %spec.store.select.lobit.us92 = lshr i32 %spec.store.select.us90, 31
  %add29.us93 = add nsw i32 %spec.store.select.lobit.us92, %shr26
  %shr30.us94 = ashr i32 %spec.store.select.us90, %out_shift
  %and.us95 = and i32 %spec.store.select.us90, %sub
  %cmp31.us96 = icmp sgt i32 %and.us95, %add29.us93
  %cond33.us97 = zext i1 %cmp31.us96 to i32
  %add34.us98 = add nsw i32 %shr30.us94, %cond33.us97
  %add36.us101 = add nsw i32 %add34.us98, %out_offset
  %cmp37.us102 = icmp slt i32 %add36.us101, %act_min
  %cond43.us103 = tail call i32 @llvm.smin.i32(i32 %add36.us101, i32 %act_max)
  %cond45.us104 = select i1 %cmp37.us102, i32 %act_min, i32 %cond43.us103
  %conv46.us105 = trunc i32 %cond45.us104 to i8
  %arrayidx48.us106 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv113
  store i8 %conv46.us105, ptr %arrayidx48.us106, align 1, !tbaa !5
  %indvars.iv.next114 = add nuw nsw i64 %indvars.iv113, 1
  %exitcond117.not = icmp eq i64 %indvars.iv.next114, %wide.trip.count116
  br i1 %exitcond117.not, label %for.cond.cleanup, label %for.body.us80, !llvm.loop !22

for.cond.cleanup:                                 ; preds = %for.body, %for.body.us80, %for.cond1.for.cond.cleanup3_crit_edge.us, %for.cond1.for.cond.cleanup3_crit_edge.us.us, %middle.block, %vec.epilog.middle.block, %middle.block171, %vec.epilog.middle.block201, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx12 = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv
  %133 = load i32, ptr %arrayidx12, align 4, !tbaa !13
  %conv14 = sext i32 %133 to i64
  %mul16 = mul nsw i64 %conv14, %conv15
  %add17 = add nsw i64 %mul16, 1073741824
  %134 = lshr i64 %add17, 31
  %conv18 = trunc i64 %134 to i32
  %cmp19 = icmp eq i32 %133, -2147483648
  %or.cond = and i1 %cmp21, %cmp19
  %spec.store.select = select i1 %or.cond, i32 2147483647, i32 %conv18
  %add36 = add nsw i32 %spec.store.select, %out_offset
  %cmp37 = icmp slt i32 %add36, %act_min
  %cond43 = tail call i32 @llvm.smin.i32(i32 %add36, i32 %act_max)
  %cond45 = select i1 %cmp37, i32 %act_min, i32 %cond43
  %conv46 = trunc i32 %cond45 to i8
  %arrayidx48 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv46, ptr %arrayidx48, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count116
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !23
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !10, !9}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !6, i64 0}
!15 = distinct !{!15, !9, !10}
!16 = distinct !{!16, !9, !10}
!17 = distinct !{!17, !10, !9}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !9, !10}
!20 = distinct !{!20, !9, !10}
!21 = distinct !{!21, !9, !10}
!22 = distinct !{!22, !10, !9}
!23 = distinct !{!23, !10, !9}
