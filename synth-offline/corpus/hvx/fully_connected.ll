; ModuleID = 'bench/kernels/fully_connected.c'
source_filename = "bench/kernels/fully_connected.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @fully_connected(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %w, ptr noalias nocapture noundef readonly %bias, i32 noundef %depth, i32 noundef %outputs, i32 noundef %in_offset, i32 noundef %w_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %act_min, i32 noundef %act_max) local_unnamed_addr #0 {
entry:
  %cmp75 = icmp sgt i32 %outputs, 0
  br i1 %cmp75, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp272 = icmp sgt i32 %depth, 0
  %conv13 = sext i32 %out_mult to i64
  %cmp19 = icmp eq i32 %out_mult, -2147483648
  %cmp21 = icmp sgt i32 %out_shift, 0
  %notmask = shl nsw i32 -1, %out_shift
  %sub = xor i32 %notmask, -1
  %shr24 = ashr i32 %sub, 1
  br i1 %cmp272, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  br i1 %cmp21, label %iter.check249.preheader, label %iter.check208.preheader

iter.check208.preheader:                          ; preds = %for.body.lr.ph.split.us
  %min.iters.check206 = icmp ult i32 %depth, 64
  %min.iters.check209 = icmp ult i32 %depth, 128
  %n.vec213 = and i32 %depth, -128
  %broadcast.splatinsert218 = insertelement <128 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat219 = shufflevector <128 x i32> %broadcast.splatinsert218, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert221 = insertelement <128 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat222 = shufflevector <128 x i32> %broadcast.splatinsert221, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n214 = icmp eq i32 %n.vec213, %depth
  %n.vec.remaining228 = and i32 %depth, 64
  %min.epilog.iters.check229.not.not = icmp eq i32 %n.vec.remaining228, 0
  %n.vec232 = and i32 %depth, -64
  %broadcast.splatinsert239 = insertelement <64 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat240 = shufflevector <64 x i32> %broadcast.splatinsert239, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert242 = insertelement <64 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat243 = shufflevector <64 x i32> %broadcast.splatinsert242, <64 x i32> poison, <64 x i32> zeroinitializer
  %cmp.n234 = icmp eq i32 %n.vec232, %depth
  br label %iter.check208

iter.check249.preheader:                          ; preds = %for.body.lr.ph.split.us
  %min.iters.check247 = icmp ult i32 %depth, 64
  %min.iters.check250 = icmp ult i32 %depth, 128
  %n.vec254 = and i32 %depth, -128
  %broadcast.splatinsert260 = insertelement <128 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat261 = shufflevector <128 x i32> %broadcast.splatinsert260, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert263 = insertelement <128 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat264 = shufflevector <128 x i32> %broadcast.splatinsert263, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n255 = icmp eq i32 %n.vec254, %depth
  %n.vec.remaining271 = and i32 %depth, 64
  %min.epilog.iters.check272.not.not = icmp eq i32 %n.vec.remaining271, 0
  %n.vec275 = and i32 %depth, -64
  %broadcast.splatinsert282 = insertelement <64 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat283 = shufflevector <64 x i32> %broadcast.splatinsert282, <64 x i32> poison, <64 x i32> zeroinitializer
  %broadcast.splatinsert285 = insertelement <64 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat286 = shufflevector <64 x i32> %broadcast.splatinsert285, <64 x i32> poison, <64 x i32> zeroinitializer
  %cmp.n277 = icmp eq i32 %n.vec275, %depth
  br label %iter.check249

iter.check249:                                    ; preds = %iter.check249.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us.us
  %o.076.us.us = phi i32 [ %inc47.us.us, %for.cond1.for.cond.cleanup3_crit_edge.us.us ], [ 0, %iter.check249.preheader ]
  %mul.us.us = mul nsw i32 %o.076.us.us, %depth
  %add.ptr.us.us = getelementptr inbounds i8, ptr %w, i32 %mul.us.us
  br i1 %min.iters.check247, label %for.body4.us.us.preheader, label %vector.main.loop.iter.check251

vector.main.loop.iter.check251:                   ; preds = %iter.check249
  br i1 %min.iters.check250, label %vec.epilog.ph270, label %vector.body256

vector.body256:                                   ; preds = %vector.main.loop.iter.check251, %vector.body256
  %index257 = phi i32 [ %index.next265, %vector.body256 ], [ 0, %vector.main.loop.iter.check251 ]
  %vec.phi258 = phi <128 x i32> [ %7, %vector.body256 ], [ zeroinitializer, %vector.main.loop.iter.check251 ]
  %0 = getelementptr inbounds i8, ptr %in, i32 %index257
  %wide.load259 = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load259 to <128 x i32>
  %2 = add nsw <128 x i32> %broadcast.splat261, %1
  %3 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index257
  %wide.load262 = load <128 x i8>, ptr %3, align 1, !tbaa !4
  %4 = zext <128 x i8> %wide.load262 to <128 x i32>
  %5 = add nsw <128 x i32> %broadcast.splat264, %4
  %6 = mul nsw <128 x i32> %5, %2
  %7 = add <128 x i32> %6, %vec.phi258
  %index.next265 = add nuw i32 %index257, 128
  %8 = icmp eq i32 %index.next265, %n.vec254
  br i1 %8, label %middle.block246, label %vector.body256, !llvm.loop !7

middle.block246:                                  ; preds = %vector.body256
  %9 = tail call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %7)
  br i1 %cmp.n255, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %vec.epilog.iter.check269

vec.epilog.iter.check269:                         ; preds = %middle.block246
  br i1 %min.epilog.iters.check272.not.not, label %for.body4.us.us.preheader, label %vec.epilog.ph270

vec.epilog.ph270:                                 ; preds = %vector.main.loop.iter.check251, %vec.epilog.iter.check269
  %bc.merge.rdx266 = phi i32 [ 0, %vector.main.loop.iter.check251 ], [ %9, %vec.epilog.iter.check269 ]
  %vec.epilog.resume.val273 = phi i32 [ 0, %vector.main.loop.iter.check251 ], [ %n.vec254, %vec.epilog.iter.check269 ]
  %10 = insertelement <64 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx266, i64 0
  br label %vec.epilog.vector.body278

vec.epilog.vector.body278:                        ; preds = %vec.epilog.vector.body278, %vec.epilog.ph270
  %index279 = phi i32 [ %vec.epilog.resume.val273, %vec.epilog.ph270 ], [ %index.next287, %vec.epilog.vector.body278 ]
  %vec.phi280 = phi <64 x i32> [ %10, %vec.epilog.ph270 ], [ %18, %vec.epilog.vector.body278 ]
  %11 = getelementptr inbounds i8, ptr %in, i32 %index279
  %wide.load281 = load <64 x i8>, ptr %11, align 1, !tbaa !4
  %12 = zext <64 x i8> %wide.load281 to <64 x i32>
  %13 = add nsw <64 x i32> %broadcast.splat283, %12
  %14 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index279
  %wide.load284 = load <64 x i8>, ptr %14, align 1, !tbaa !4
  %15 = zext <64 x i8> %wide.load284 to <64 x i32>
  %16 = add nsw <64 x i32> %broadcast.splat286, %15
  %17 = mul nsw <64 x i32> %16, %13
  %18 = add <64 x i32> %17, %vec.phi280
  %index.next287 = add nuw i32 %index279, 64
  %19 = icmp eq i32 %index.next287, %n.vec275
  br i1 %19, label %vec.epilog.middle.block267, label %vec.epilog.vector.body278, !llvm.loop !10

vec.epilog.middle.block267:                       ; preds = %vec.epilog.vector.body278
  %20 = tail call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %18)
  br i1 %cmp.n277, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us.preheader

for.body4.us.us.preheader:                        ; preds = %iter.check249, %vec.epilog.iter.check269, %vec.epilog.middle.block267
  %acc.074.us.us.ph = phi i32 [ 0, %iter.check249 ], [ %9, %vec.epilog.iter.check269 ], [ %20, %vec.epilog.middle.block267 ]
  %d.073.us.us.ph = phi i32 [ 0, %iter.check249 ], [ %n.vec254, %vec.epilog.iter.check269 ], [ %n.vec275, %vec.epilog.middle.block267 ]
  br label %for.body4.us.us

for.body4.us.us:                                  ; preds = %for.body4.us.us.preheader, %for.body4.us.us
  %acc.074.us.us = phi i32 [ %add9.us.us, %for.body4.us.us ], [ %acc.074.us.us.ph, %for.body4.us.us.preheader ]
  %d.073.us.us = phi i32 [ %inc.us.us, %for.body4.us.us ], [ %d.073.us.us.ph, %for.body4.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %in, i32 %d.073.us.us
  %21 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %21 to i32
  %add.us.us = add nsw i32 %conv.us.us, %in_offset
  %arrayidx5.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %d.073.us.us
  %22 = load i8, ptr %arrayidx5.us.us, align 1, !tbaa !4
  %conv6.us.us = zext i8 %22 to i32
  %add7.us.us = add nsw i32 %conv6.us.us, %w_offset
  %mul8.us.us = mul nsw i32 %add7.us.us, %add.us.us
  %add9.us.us = add nsw i32 %mul8.us.us, %acc.074.us.us
  %inc.us.us = add nuw nsw i32 %d.073.us.us, 1
  %exitcond111.not = icmp eq i32 %inc.us.us, %depth
  br i1 %exitcond111.not, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us, !llvm.loop !11

for.cond1.for.cond.cleanup3_crit_edge.us.us:      ; preds = %for.body4.us.us, %vec.epilog.middle.block267, %middle.block246
  %add9.us.us.lcssa = phi i32 [ %9, %middle.block246 ], [ %20, %vec.epilog.middle.block267 ], [ %add9.us.us, %for.body4.us.us ]
  %arrayidx10.us.us = getelementptr inbounds i32, ptr %bias, i32 %o.076.us.us
  %23 = load i32, ptr %arrayidx10.us.us, align 4, !tbaa !12
  %add11.us.us = add nsw i32 %23, %add9.us.us.lcssa
  %conv12.us.us = sext i32 %add11.us.us to i64
  %mul14.us.us = mul nsw i64 %conv12.us.us, %conv13
  %add15.us.us = add nsw i64 %mul14.us.us, 1073741824
  %24 = lshr i64 %add15.us.us, 31
  %conv16.us.us = trunc i64 %24 to i32
  %cmp17.us.us = icmp eq i32 %add11.us.us, -2147483648
  %or.cond.us.us = and i1 %cmp19, %cmp17.us.us
  %spec.store.select.us.us = select i1 %or.cond.us.us, i32 2147483647, i32 %conv16.us.us
  %spec.store.select.lobit.us.us = lshr i32 %spec.store.select.us.us, 31
  %add27.us.us = add nsw i32 %spec.store.select.lobit.us.us, %shr24
  %shr28.us.us = ashr i32 %spec.store.select.us.us, %out_shift
  %and.us.us = and i32 %spec.store.select.us.us, %sub
  %cmp29.us.us = icmp sgt i32 %and.us.us, %add27.us.us
  %cond31.us.us = zext i1 %cmp29.us.us to i32
  %add32.us.us = add nsw i32 %shr28.us.us, %cond31.us.us
  %add34.us.us = add nsw i32 %add32.us.us, %out_offset
  %cmp35.us.us = icmp slt i32 %add34.us.us, %act_min
  %cond41.us.us = tail call i32 @llvm.smin.i32(i32 %add34.us.us, i32 %act_max)
  %cond43.us.us = select i1 %cmp35.us.us, i32 %act_min, i32 %cond41.us.us
  %conv44.us.us = trunc i32 %cond43.us.us to i8
  %arrayidx45.us.us = getelementptr inbounds i8, ptr %out, i32 %o.076.us.us
  store i8 %conv44.us.us, ptr %arrayidx45.us.us, align 1, !tbaa !4
  %inc47.us.us = add nuw nsw i32 %o.076.us.us, 1
  %exitcond112.not = icmp eq i32 %inc47.us.us, %outputs
  br i1 %exitcond112.not, label %for.cond.cleanup, label %iter.check249

iter.check208:                                    ; preds = %iter.check208.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %o.076.us = phi i32 [ %inc47.us, %for.cond1.for.cond.cleanup3_crit_edge.us ], [ 0, %iter.check208.preheader ]
  %mul.us = mul nsw i32 %o.076.us, %depth
  %add.ptr.us = getelementptr inbounds i8, ptr %w, i32 %mul.us
  br i1 %min.iters.check206, label %for.body4.us.preheader, label %vector.main.loop.iter.check210

vector.main.loop.iter.check210:                   ; preds = %iter.check208
  br i1 %min.iters.check209, label %vec.epilog.ph227, label %vector.body215

vector.body215:                                   ; preds = %vector.main.loop.iter.check210, %vector.body215
  %index216 = phi i32 [ %index.next223, %vector.body215 ], [ 0, %vector.main.loop.iter.check210 ]
  %vec.phi = phi <128 x i32> [ %32, %vector.body215 ], [ zeroinitializer, %vector.main.loop.iter.check210 ]
  %25 = getelementptr inbounds i8, ptr %in, i32 %index216
  %wide.load217 = load <128 x i8>, ptr %25, align 1, !tbaa !4
  %26 = zext <128 x i8> %wide.load217 to <128 x i32>
  %27 = add nsw <128 x i32> %broadcast.splat219, %26
  %28 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %index216
  %wide.load220 = load <128 x i8>, ptr %28, align 1, !tbaa !4
  %29 = zext <128 x i8> %wide.load220 to <128 x i32>
  %30 = add nsw <128 x i32> %broadcast.splat222, %29
  %31 = mul nsw <128 x i32> %30, %27
  %32 = add <128 x i32> %31, %vec.phi
  %index.next223 = add nuw i32 %index216, 128
  %33 = icmp eq i32 %index.next223, %n.vec213
  br i1 %33, label %middle.block205, label %vector.body215, !llvm.loop !14

middle.block205:                                  ; preds = %vector.body215
  %34 = tail call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %32)
  br i1 %cmp.n214, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check226

vec.epilog.iter.check226:                         ; preds = %middle.block205
  br i1 %min.epilog.iters.check229.not.not, label %for.body4.us.preheader, label %vec.epilog.ph227

vec.epilog.ph227:                                 ; preds = %vector.main.loop.iter.check210, %vec.epilog.iter.check226
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check210 ], [ %34, %vec.epilog.iter.check226 ]
  %vec.epilog.resume.val230 = phi i32 [ 0, %vector.main.loop.iter.check210 ], [ %n.vec213, %vec.epilog.iter.check226 ]
  %35 = insertelement <64 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body235

vec.epilog.vector.body235:                        ; preds = %vec.epilog.vector.body235, %vec.epilog.ph227
  %index236 = phi i32 [ %vec.epilog.resume.val230, %vec.epilog.ph227 ], [ %index.next244, %vec.epilog.vector.body235 ]
  %vec.phi237 = phi <64 x i32> [ %35, %vec.epilog.ph227 ], [ %43, %vec.epilog.vector.body235 ]
  %36 = getelementptr inbounds i8, ptr %in, i32 %index236
  %wide.load238 = load <64 x i8>, ptr %36, align 1, !tbaa !4
  %37 = zext <64 x i8> %wide.load238 to <64 x i32>
  %38 = add nsw <64 x i32> %broadcast.splat240, %37
  %39 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %index236
  %wide.load241 = load <64 x i8>, ptr %39, align 1, !tbaa !4
  %40 = zext <64 x i8> %wide.load241 to <64 x i32>
  %41 = add nsw <64 x i32> %broadcast.splat243, %40
  %42 = mul nsw <64 x i32> %41, %38
  %43 = add <64 x i32> %42, %vec.phi237
  %index.next244 = add nuw i32 %index236, 64
  %44 = icmp eq i32 %index.next244, %n.vec232
  br i1 %44, label %vec.epilog.middle.block224, label %vec.epilog.vector.body235, !llvm.loop !15

vec.epilog.middle.block224:                       ; preds = %vec.epilog.vector.body235
  %45 = tail call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %43)
  br i1 %cmp.n234, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %iter.check208, %vec.epilog.iter.check226, %vec.epilog.middle.block224
  %acc.074.us.ph = phi i32 [ 0, %iter.check208 ], [ %34, %vec.epilog.iter.check226 ], [ %45, %vec.epilog.middle.block224 ]
  %d.073.us.ph = phi i32 [ 0, %iter.check208 ], [ %n.vec213, %vec.epilog.iter.check226 ], [ %n.vec232, %vec.epilog.middle.block224 ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %acc.074.us = phi i32 [ %add9.us, %for.body4.us ], [ %acc.074.us.ph, %for.body4.us.preheader ]
  %d.073.us = phi i32 [ %inc.us, %for.body4.us ], [ %d.073.us.ph, %for.body4.us.preheader ]
  %arrayidx.us = getelementptr inbounds i8, ptr %in, i32 %d.073.us
  %46 = load i8, ptr %arrayidx.us, align 1, !tbaa !4
  %conv.us = zext i8 %46 to i32
  %add.us = add nsw i32 %conv.us, %in_offset
  %arrayidx5.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %d.073.us
  %47 = load i8, ptr %arrayidx5.us, align 1, !tbaa !4
  %conv6.us = zext i8 %47 to i32
  %add7.us = add nsw i32 %conv6.us, %w_offset
  %mul8.us = mul nsw i32 %add7.us, %add.us
  %add9.us = add nsw i32 %mul8.us, %acc.074.us
  %inc.us = add nuw nsw i32 %d.073.us, 1
  %exitcond109.not = icmp eq i32 %inc.us, %depth
  br i1 %exitcond109.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !16

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block224, %middle.block205
  %add9.us.lcssa = phi i32 [ %34, %middle.block205 ], [ %45, %vec.epilog.middle.block224 ], [ %add9.us, %for.body4.us ]
  %arrayidx10.us = getelementptr inbounds i32, ptr %bias, i32 %o.076.us
  %48 = load i32, ptr %arrayidx10.us, align 4, !tbaa !12
  %add11.us = add nsw i32 %48, %add9.us.lcssa
  %conv12.us = sext i32 %add11.us to i64
  %mul14.us = mul nsw i64 %conv12.us, %conv13
  %add15.us = add nsw i64 %mul14.us, 1073741824
  %49 = lshr i64 %add15.us, 31
  %conv16.us = trunc i64 %49 to i32
  %cmp17.us = icmp eq i32 %add11.us, -2147483648
  %or.cond.us = and i1 %cmp19, %cmp17.us
  %spec.store.select.us = select i1 %or.cond.us, i32 2147483647, i32 %conv16.us
  %add34.us = add nsw i32 %spec.store.select.us, %out_offset
  %cmp35.us = icmp slt i32 %add34.us, %act_min
  %cond41.us = tail call i32 @llvm.smin.i32(i32 %add34.us, i32 %act_max)
  %cond43.us = select i1 %cmp35.us, i32 %act_min, i32 %cond41.us
  %conv44.us = trunc i32 %cond43.us to i8
  %arrayidx45.us = getelementptr inbounds i8, ptr %out, i32 %o.076.us
  store i8 %conv44.us, ptr %arrayidx45.us, align 1, !tbaa !4
  %inc47.us = add nuw nsw i32 %o.076.us, 1
  %exitcond110.not = icmp eq i32 %inc47.us, %outputs
  br i1 %exitcond110.not, label %for.cond.cleanup, label %iter.check208

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %min.iters.check145 = icmp ult i32 %outputs, 32
  br i1 %cmp21, label %iter.check147, label %iter.check

iter.check:                                       ; preds = %for.body.lr.ph.split
  br i1 %min.iters.check145, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check119 = icmp ult i32 %outputs, 128
  br i1 %min.iters.check119, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %outputs, -128
  %broadcast.splatinsert = insertelement <128 x i64> poison, i64 %conv13, i64 0
  %broadcast.splat = shufflevector <128 x i64> %broadcast.splatinsert, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert120 = insertelement <128 x i1> poison, i1 %cmp19, i64 0
  %broadcast.splat121 = shufflevector <128 x i1> %broadcast.splatinsert120, <128 x i1> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert122 = insertelement <128 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat123 = shufflevector <128 x i32> %broadcast.splatinsert122, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <128 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat125 = shufflevector <128 x i32> %broadcast.splatinsert124, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <128 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat127 = shufflevector <128 x i32> %broadcast.splatinsert126, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %50 = getelementptr inbounds i32, ptr %bias, i32 %index
  %wide.load = load <128 x i32>, ptr %50, align 4, !tbaa !12
  %51 = sext <128 x i32> %wide.load to <128 x i64>
  %52 = mul nsw <128 x i64> %broadcast.splat, %51
  %53 = add nsw <128 x i64> %52, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %54 = lshr <128 x i64> %53, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %55 = trunc <128 x i64> %54 to <128 x i32>
  %56 = icmp eq <128 x i32> %wide.load, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %57 = and <128 x i1> %broadcast.splat121, %56
  %58 = select <128 x i1> %57, <128 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <128 x i32> %55
  %59 = add nsw <128 x i32> %58, %broadcast.splat123
  %60 = icmp slt <128 x i32> %59, %broadcast.splat125
  %61 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %59, <128 x i32> %broadcast.splat127)
  %62 = select <128 x i1> %60, <128 x i32> %broadcast.splat125, <128 x i32> %61
  %63 = trunc <128 x i32> %62 to <128 x i8>
  %64 = getelementptr inbounds i8, ptr %out, i32 %index
  store <128 x i8> %63, ptr %64, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %65 = icmp eq i32 %index.next, %n.vec
  br i1 %65, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %outputs
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %outputs, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec129 = and i32 %outputs, -32
  %broadcast.splatinsert133 = insertelement <32 x i64> poison, i64 %conv13, i64 0
  %broadcast.splat134 = shufflevector <32 x i64> %broadcast.splatinsert133, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert135 = insertelement <32 x i1> poison, i1 %cmp19, i64 0
  %broadcast.splat136 = shufflevector <32 x i1> %broadcast.splatinsert135, <32 x i1> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert137 = insertelement <32 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat138 = shufflevector <32 x i32> %broadcast.splatinsert137, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert139 = insertelement <32 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat140 = shufflevector <32 x i32> %broadcast.splatinsert139, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert141 = insertelement <32 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat142 = shufflevector <32 x i32> %broadcast.splatinsert141, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index131 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next143, %vec.epilog.vector.body ]
  %66 = getelementptr inbounds i32, ptr %bias, i32 %index131
  %wide.load132 = load <32 x i32>, ptr %66, align 4, !tbaa !12
  %67 = sext <32 x i32> %wide.load132 to <32 x i64>
  %68 = mul nsw <32 x i64> %broadcast.splat134, %67
  %69 = add nsw <32 x i64> %68, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %70 = lshr <32 x i64> %69, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %71 = trunc <32 x i64> %70 to <32 x i32>
  %72 = icmp eq <32 x i32> %wide.load132, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %73 = and <32 x i1> %broadcast.splat136, %72
  %74 = select <32 x i1> %73, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %71
  %75 = add nsw <32 x i32> %74, %broadcast.splat138
  %76 = icmp slt <32 x i32> %75, %broadcast.splat140
  %77 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %75, <32 x i32> %broadcast.splat142)
  %78 = select <32 x i1> %76, <32 x i32> %broadcast.splat140, <32 x i32> %77
  %79 = trunc <32 x i32> %78 to <32 x i8>
  %80 = getelementptr inbounds i8, ptr %out, i32 %index131
  store <32 x i8> %79, ptr %80, align 1, !tbaa !4
  %index.next143 = add nuw i32 %index131, 32
  %81 = icmp eq i32 %index.next143, %n.vec129
  br i1 %81, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n130 = icmp eq i32 %n.vec129, %outputs
  br i1 %cmp.n130, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %o.076.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec129, %vec.epilog.middle.block ]
  br label %for.body

iter.check147:                                    ; preds = %for.body.lr.ph.split
  br i1 %min.iters.check145, label %for.body.us77.preheader, label %vector.main.loop.iter.check149

vector.main.loop.iter.check149:                   ; preds = %iter.check147
  %min.iters.check148 = icmp ult i32 %outputs, 128
  br i1 %min.iters.check148, label %vec.epilog.ph177, label %vector.ph150

vector.ph150:                                     ; preds = %vector.main.loop.iter.check149
  %n.vec152 = and i32 %outputs, -128
  %broadcast.splatinsert157 = insertelement <128 x i64> poison, i64 %conv13, i64 0
  %broadcast.splat158 = shufflevector <128 x i64> %broadcast.splatinsert157, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert159 = insertelement <128 x i1> poison, i1 %cmp19, i64 0
  %broadcast.splat160 = shufflevector <128 x i1> %broadcast.splatinsert159, <128 x i1> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert161 = insertelement <128 x i32> poison, i32 %shr24, i64 0
  %broadcast.splat162 = shufflevector <128 x i32> %broadcast.splatinsert161, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert163 = insertelement <128 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat164 = shufflevector <128 x i32> %broadcast.splatinsert163, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert165 = insertelement <128 x i32> poison, i32 %sub, i64 0
  %broadcast.splat166 = shufflevector <128 x i32> %broadcast.splatinsert165, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert167 = insertelement <128 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat168 = shufflevector <128 x i32> %broadcast.splatinsert167, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert169 = insertelement <128 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat170 = shufflevector <128 x i32> %broadcast.splatinsert169, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert171 = insertelement <128 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat172 = shufflevector <128 x i32> %broadcast.splatinsert171, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body154

vector.body154:                                   ; preds = %vector.body154, %vector.ph150
  %index155 = phi i32 [ 0, %vector.ph150 ], [ %index.next173, %vector.body154 ]
  %82 = getelementptr inbounds i32, ptr %bias, i32 %index155
  %wide.load156 = load <128 x i32>, ptr %82, align 4, !tbaa !12
  %83 = sext <128 x i32> %wide.load156 to <128 x i64>
  %84 = mul nsw <128 x i64> %broadcast.splat158, %83
  %85 = add nsw <128 x i64> %84, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %86 = lshr <128 x i64> %85, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %87 = trunc <128 x i64> %86 to <128 x i32>
  %88 = icmp eq <128 x i32> %wide.load156, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %89 = and <128 x i1> %broadcast.splat160, %88
  %90 = select <128 x i1> %89, <128 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <128 x i32> %87
  %91 = lshr <128 x i32> %90, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %92 = add nsw <128 x i32> %91, %broadcast.splat162
  %93 = ashr <128 x i32> %90, %broadcast.splat164
  %94 = and <128 x i32> %90, %broadcast.splat166
  %95 = icmp sgt <128 x i32> %94, %92
  %96 = zext <128 x i1> %95 to <128 x i32>
  %97 = add nsw <128 x i32> %93, %96
  %98 = add nsw <128 x i32> %97, %broadcast.splat168
  %99 = icmp slt <128 x i32> %98, %broadcast.splat170
  %100 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %98, <128 x i32> %broadcast.splat172)
  %101 = select <128 x i1> %99, <128 x i32> %broadcast.splat170, <128 x i32> %100
  %102 = trunc <128 x i32> %101 to <128 x i8>
  %103 = getelementptr inbounds i8, ptr %out, i32 %index155
  store <128 x i8> %102, ptr %103, align 1, !tbaa !4
  %index.next173 = add nuw i32 %index155, 128
  %104 = icmp eq i32 %index.next173, %n.vec152
  br i1 %104, label %middle.block144, label %vector.body154, !llvm.loop !19

middle.block144:                                  ; preds = %vector.body154
  %cmp.n153 = icmp eq i32 %n.vec152, %outputs
  br i1 %cmp.n153, label %for.cond.cleanup, label %vec.epilog.iter.check176

vec.epilog.iter.check176:                         ; preds = %middle.block144
  %n.vec.remaining178 = and i32 %outputs, 96
  %min.epilog.iters.check179 = icmp eq i32 %n.vec.remaining178, 0
  br i1 %min.epilog.iters.check179, label %for.body.us77.preheader, label %vec.epilog.ph177

vec.epilog.ph177:                                 ; preds = %vector.main.loop.iter.check149, %vec.epilog.iter.check176
  %vec.epilog.resume.val180 = phi i32 [ %n.vec152, %vec.epilog.iter.check176 ], [ 0, %vector.main.loop.iter.check149 ]
  %n.vec182 = and i32 %outputs, -32
  %broadcast.splatinsert188 = insertelement <32 x i64> poison, i64 %conv13, i64 0
  %broadcast.splat189 = shufflevector <32 x i64> %broadcast.splatinsert188, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert190 = insertelement <32 x i1> poison, i1 %cmp19, i64 0
  %broadcast.splat191 = shufflevector <32 x i1> %broadcast.splatinsert190, <32 x i1> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert192 = insertelement <32 x i32> poison, i32 %shr24, i64 0
  %broadcast.splat193 = shufflevector <32 x i32> %broadcast.splatinsert192, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert194 = insertelement <32 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat195 = shufflevector <32 x i32> %broadcast.splatinsert194, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <32 x i32> poison, i32 %sub, i64 0
  %broadcast.splat197 = shufflevector <32 x i32> %broadcast.splatinsert196, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert198 = insertelement <32 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat199 = shufflevector <32 x i32> %broadcast.splatinsert198, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert200 = insertelement <32 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat201 = shufflevector <32 x i32> %broadcast.splatinsert200, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert202 = insertelement <32 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat203 = shufflevector <32 x i32> %broadcast.splatinsert202, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vec.epilog.vector.body185

vec.epilog.vector.body185:                        ; preds = %vec.epilog.vector.body185, %vec.epilog.ph177
  %index186 = phi i32 [ %vec.epilog.resume.val180, %vec.epilog.ph177 ], [ %index.next204, %vec.epilog.vector.body185 ]
  %105 = getelementptr inbounds i32, ptr %bias, i32 %index186
  %wide.load187 = load <32 x i32>, ptr %105, align 4, !tbaa !12
  %106 = sext <32 x i32> %wide.load187 to <32 x i64>
  %107 = mul nsw <32 x i64> %broadcast.splat189, %106
  %108 = add nsw <32 x i64> %107, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %109 = lshr <32 x i64> %108, <i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31, i64 31>
  %110 = trunc <32 x i64> %109 to <32 x i32>
  %111 = icmp eq <32 x i32> %wide.load187, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %112 = and <32 x i1> %broadcast.splat191, %111
  %113 = select <32 x i1> %112, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %110
  %114 = lshr <32 x i32> %113, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %115 = add nsw <32 x i32> %114, %broadcast.splat193
  %116 = ashr <32 x i32> %113, %broadcast.splat195
  %117 = and <32 x i32> %113, %broadcast.splat197
  %118 = icmp sgt <32 x i32> %117, %115
  %119 = zext <32 x i1> %118 to <32 x i32>
  %120 = add nsw <32 x i32> %116, %119
  %121 = add nsw <32 x i32> %120, %broadcast.splat199
  %122 = icmp slt <32 x i32> %121, %broadcast.splat201
  %123 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %121, <32 x i32> %broadcast.splat203)
  %124 = select <32 x i1> %122, <32 x i32> %broadcast.splat201, <32 x i32> %123
  %125 = trunc <32 x i32> %124 to <32 x i8>
  %126 = getelementptr inbounds i8, ptr %out, i32 %index186
  store <32 x i8> %125, ptr %126, align 1, !tbaa !4
  %index.next204 = add nuw i32 %index186, 32
  %127 = icmp eq i32 %index.next204, %n.vec182
  br i1 %127, label %vec.epilog.middle.block174, label %vec.epilog.vector.body185, !llvm.loop !20

vec.epilog.middle.block174:                       ; preds = %vec.epilog.vector.body185
  %cmp.n184 = icmp eq i32 %n.vec182, %outputs
  br i1 %cmp.n184, label %for.cond.cleanup, label %for.body.us77.preheader

for.body.us77.preheader:                          ; preds = %iter.check147, %vec.epilog.iter.check176, %vec.epilog.middle.block174
  %o.076.us78.ph = phi i32 [ 0, %iter.check147 ], [ %n.vec152, %vec.epilog.iter.check176 ], [ %n.vec182, %vec.epilog.middle.block174 ]
  br label %for.body.us77

for.body.us77:                                    ; preds = %for.body.us77.preheader, %for.body.us77
  %o.076.us78 = phi i32 [ %inc47.us103, %for.body.us77 ], [ %o.076.us78.ph, %for.body.us77.preheader ]
  %arrayidx10.us79 = getelementptr inbounds i32, ptr %bias, i32 %o.076.us78
  %128 = load i32, ptr %arrayidx10.us79, align 4, !tbaa !12
  %conv12.us80 = sext i32 %128 to i64
  %mul14.us81 = mul nsw i64 %conv12.us80, %conv13
  %add15.us82 = add nsw i64 %mul14.us81, 1073741824
  %129 = lshr i64 %add15.us82, 31
  %conv16.us83 = trunc i64 %129 to i32
  %cmp17.us84 = icmp eq i32 %128, -2147483648
  %or.cond.us85 = and i1 %cmp19, %cmp17.us84
  %spec.store.select.us86 = select i1 %or.cond.us85, i32 2147483647, i32 %conv16.us83
  %spec.store.select.lobit.us88 = lshr i32 %spec.store.select.us86, 31
  %add27.us89 = add nsw i32 %spec.store.select.lobit.us88, %shr24
  %shr28.us90 = ashr i32 %spec.store.select.us86, %out_shift
  %and.us91 = and i32 %spec.store.select.us86, %sub
  %cmp29.us92 = icmp sgt i32 %and.us91, %add27.us89
  %cond31.us93 = zext i1 %cmp29.us92 to i32
  %add32.us94 = add nsw i32 %shr28.us90, %cond31.us93
  %add34.us97 = add nsw i32 %add32.us94, %out_offset
  %cmp35.us98 = icmp slt i32 %add34.us97, %act_min
  %cond41.us99 = tail call i32 @llvm.smin.i32(i32 %add34.us97, i32 %act_max)
  %cond43.us100 = select i1 %cmp35.us98, i32 %act_min, i32 %cond41.us99
  %conv44.us101 = trunc i32 %cond43.us100 to i8
  %arrayidx45.us102 = getelementptr inbounds i8, ptr %out, i32 %o.076.us78
  store i8 %conv44.us101, ptr %arrayidx45.us102, align 1, !tbaa !4
  %inc47.us103 = add nuw nsw i32 %o.076.us78, 1
  %exitcond108.not = icmp eq i32 %inc47.us103, %outputs
  br i1 %exitcond108.not, label %for.cond.cleanup, label %for.body.us77, !llvm.loop !21

for.cond.cleanup:                                 ; preds = %for.body, %for.body.us77, %for.cond1.for.cond.cleanup3_crit_edge.us, %for.cond1.for.cond.cleanup3_crit_edge.us.us, %middle.block, %vec.epilog.middle.block, %middle.block144, %vec.epilog.middle.block174, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %o.076 = phi i32 [ %inc47, %for.body ], [ %o.076.ph, %for.body.preheader ]
  %arrayidx10 = getelementptr inbounds i32, ptr %bias, i32 %o.076
  %130 = load i32, ptr %arrayidx10, align 4, !tbaa !12
  %conv12 = sext i32 %130 to i64
  %mul14 = mul nsw i64 %conv12, %conv13
  %add15 = add nsw i64 %mul14, 1073741824
  %131 = lshr i64 %add15, 31
  %conv16 = trunc i64 %131 to i32
  %cmp17 = icmp eq i32 %130, -2147483648
  %or.cond = and i1 %cmp19, %cmp17
  %spec.store.select = select i1 %or.cond, i32 2147483647, i32 %conv16
  %add34 = add nsw i32 %spec.store.select, %out_offset
  %cmp35 = icmp slt i32 %add34, %act_min
  %cond41 = tail call i32 @llvm.smin.i32(i32 %add34, i32 %act_max)
  %cond43 = select i1 %cmp35, i32 %act_min, i32 %cond41
  %conv44 = trunc i32 %cond43 to i8
  %arrayidx45 = getelementptr inbounds i8, ptr %out, i32 %o.076
  store i8 %conv44, ptr %arrayidx45, align 1, !tbaa !4
  %inc47 = add nuw nsw i32 %o.076, 1
  %exitcond.not = icmp eq i32 %inc47, %outputs
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !9, !8}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !5, i64 0}
!14 = distinct !{!14, !8, !9}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !9, !8}
!17 = distinct !{!17, !8, !9}
!18 = distinct !{!18, !8, !9}
!19 = distinct !{!19, !8, !9}
!20 = distinct !{!20, !8, !9}
!21 = distinct !{!21, !9, !8}
!22 = distinct !{!22, !9, !8}
