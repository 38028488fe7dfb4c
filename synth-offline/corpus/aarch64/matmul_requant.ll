; ModuleID = 'bench/kernels/matmul_requant.c'
source_filename = "bench/kernels/matmul_requant.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_requant(ptr noalias nocapture noundef writeonly %c, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %bias, ptr noalias nocapture noundef %acc, i32 noundef %m, i32 noundef %n, i32 noundef %k, i32 noundef %a_offset, i32 noundef %b_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift) local_unnamed_addr #0 {
entry:
  %cmp108 = icmp sgt i32 %m, 0
  br i1 %cmp108, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp2100 = icmp sgt i32 %n, 0
  %cmp8104 = icmp sgt i32 %k, 0
  %conv47 = sext i32 %out_mult to i64
  %mul48 = shl nsw i64 %conv47, 1
  %sub = add nsw i32 %out_shift, -1
  %sh_prom = zext i32 %sub to i64
  %shl = shl nuw i64 1, %sh_prom
  %sh_prom53 = zext i32 %out_shift to i64
  br i1 %cmp8104, label %for.cond1.preheader.us.preheader, label %for.cond1.preheader.lr.ph.split

for.cond1.preheader.us.preheader:                 ; preds = %for.cond1.preheader.lr.ph
  %0 = zext i32 %n to i64
  %1 = shl nuw nsw i64 %0, 2
  %2 = sext i32 %n to i64
  %3 = zext i32 %k to i64
  %wide.trip.count203 = zext i32 %m to i64
  %wide.trip.count191 = zext i32 %k to i64
  %min.iters.check275 = icmp ult i32 %n, 8
  %min.iters.check278 = icmp ult i32 %n, 16
  %n.vec282 = and i64 %0, 4294967280
  %broadcast.splatinsert287 = insertelement <16 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat288 = shufflevector <16 x i32> %broadcast.splatinsert287, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n283 = icmp eq i64 %n.vec282, %0
  %n.vec.remaining297 = and i64 %0, 8
  %min.epilog.iters.check298.not.not = icmp eq i64 %n.vec.remaining297, 0
  %n.vec301 = and i64 %0, 4294967288
  %broadcast.splatinsert307 = insertelement <8 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat308 = shufflevector <8 x i32> %broadcast.splatinsert307, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n303 = icmp eq i64 %n.vec301, %0
  %min.iters.check230 = icmp ult i32 %n, 8
  %min.iters.check233 = icmp ult i32 %n, 16
  %n.vec237 = and i64 %0, 4294967280
  %broadcast.splatinsert242 = insertelement <16 x i64> poison, i64 %mul48, i64 0
  %broadcast.splat243 = shufflevector <16 x i64> %broadcast.splatinsert242, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert244 = insertelement <16 x i64> poison, i64 %shl, i64 0
  %broadcast.splat245 = shufflevector <16 x i64> %broadcast.splatinsert244, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert246 = insertelement <16 x i64> poison, i64 %sh_prom53, i64 0
  %broadcast.splat247 = shufflevector <16 x i64> %broadcast.splatinsert246, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert248 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat249 = shufflevector <16 x i32> %broadcast.splatinsert248, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n238 = icmp eq i64 %n.vec237, %0
  %n.vec.remaining255 = and i64 %0, 8
  %min.epilog.iters.check256.not.not = icmp eq i64 %n.vec.remaining255, 0
  %n.vec259 = and i64 %0, 4294967288
  %broadcast.splatinsert265 = insertelement <8 x i64> poison, i64 %mul48, i64 0
  %broadcast.splat266 = shufflevector <8 x i64> %broadcast.splatinsert265, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert267 = insertelement <8 x i64> poison, i64 %shl, i64 0
  %broadcast.splat268 = shufflevector <8 x i64> %broadcast.splatinsert267, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert269 = insertelement <8 x i64> poison, i64 %sh_prom53, i64 0
  %broadcast.splat270 = shufflevector <8 x i64> %broadcast.splatinsert269, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert271 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat272 = shufflevector <8 x i32> %broadcast.splatinsert271, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n261 = icmp eq i64 %n.vec259, %0
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond.cleanup42.us
  %indvars.iv198 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next199, %for.cond.cleanup42.us ]
  br i1 %cmp2100, label %for.body10.us.us.preheader, label %for.cond.cleanup42.us

for.cond.cleanup42.us:                            ; preds = %for.body43.us, %middle.block229, %vec.epilog.middle.block251, %for.cond1.preheader.us, %for.cond7.for.cond.cleanup9_crit_edge.us
  %indvars.iv.next199 = add nuw nsw i64 %indvars.iv198, 1
  %exitcond204.not = icmp eq i64 %indvars.iv.next199, %wide.trip.count203
  br i1 %exitcond204.not, label %for.cond.cleanup, label %for.cond1.preheader.us

for.body43.us:                                    ; preds = %for.body43.us.preheader, %for.body43.us
  %indvars.iv193 = phi i64 [ %indvars.iv.next194, %for.body43.us ], [ %indvars.iv193.ph, %for.body43.us.preheader ]
  %arrayidx45.us = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv193
  %4 = load i32, ptr %arrayidx45.us, align 4, !tbaa !5
  %conv46.us = sext i32 %4 to i64
  %add49.us = mul i64 %mul48, %conv46.us
  %5 = add i64 %add49.us, 2147483648
  %conv51.us = ashr i64 %5, 32
  %add52.us = add nsw i64 %conv51.us, %shl
  %shr54.us = ashr i64 %add52.us, %sh_prom53
  %conv55.us = trunc i64 %shr54.us to i32
  %add56.us = add nsw i32 %conv55.us, %out_offset
  %cond.us = tail call i32 @llvm.smin.i32(i32 %add56.us, i32 255)
  %cond64.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv65.us = trunc i32 %cond64.us to i8
  %arrayidx67.us = getelementptr inbounds i8, ptr %add.ptr37.us, i64 %indvars.iv193
  store i8 %conv65.us, ptr %arrayidx67.us, align 1, !tbaa !9
  %indvars.iv.next194 = add nuw nsw i64 %indvars.iv193, 1
  %exitcond197.not = icmp eq i64 %indvars.iv.next194, %0
  br i1 %exitcond197.not, label %for.cond.cleanup42.us, label %for.body43.us, !llvm.loop !10

for.body10.us.us.preheader:                       ; preds = %for.cond1.preheader.us
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %acc, ptr align 4 %bias, i64 %1, i1 false), !tbaa !5
  %6 = mul nsw i64 %indvars.iv198, %3
  br label %iter.check277

for.cond7.for.cond.cleanup9_crit_edge.us:         ; preds = %for.cond16.for.cond.cleanup19_crit_edge.us.us
  %7 = mul nsw i64 %indvars.iv198, %2
  %add.ptr37.us = getelementptr inbounds i8, ptr %c, i64 %7
  br i1 %cmp2100, label %iter.check232, label %for.cond.cleanup42.us

iter.check232:                                    ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us
  br i1 %min.iters.check230, label %for.body43.us.preheader, label %vector.main.loop.iter.check234

vector.main.loop.iter.check234:                   ; preds = %iter.check232
  br i1 %min.iters.check233, label %vec.epilog.ph254, label %vector.body239

vector.body239:                                   ; preds = %vector.main.loop.iter.check234, %vector.body239
  %index240 = phi i64 [ %index.next250, %vector.body239 ], [ 0, %vector.main.loop.iter.check234 ]
  %8 = getelementptr inbounds i32, ptr %acc, i64 %index240
  %wide.load241 = load <16 x i32>, ptr %8, align 4, !tbaa !5
  %9 = sext <16 x i32> %wide.load241 to <16 x i64>
  %10 = mul <16 x i64> %broadcast.splat243, %9
  %11 = add <16 x i64> %10, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %12 = ashr <16 x i64> %11, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %13 = add nsw <16 x i64> %12, %broadcast.splat245
  %14 = ashr <16 x i64> %13, %broadcast.splat247
  %15 = trunc <16 x i64> %14 to <16 x i32>
  %16 = add nsw <16 x i32> %broadcast.splat249, %15
  %17 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %16, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %18 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %17, <16 x i32> zeroinitializer)
  %19 = trunc <16 x i32> %18 to <16 x i8>
  %20 = getelementptr inbounds i8, ptr %add.ptr37.us, i64 %index240
  store <16 x i8> %19, ptr %20, align 1, !tbaa !9
  %index.next250 = add nuw i64 %index240, 16
  %21 = icmp eq i64 %index.next250, %n.vec237
  br i1 %21, label %middle.block229, label %vector.body239, !llvm.loop !13

middle.block229:                                  ; preds = %vector.body239
  br i1 %cmp.n238, label %for.cond.cleanup42.us, label %vec.epilog.iter.check253

vec.epilog.iter.check253:                         ; preds = %middle.block229
  br i1 %min.epilog.iters.check256.not.not, label %for.body43.us.preheader, label %vec.epilog.ph254

vec.epilog.ph254:                                 ; preds = %vector.main.loop.iter.check234, %vec.epilog.iter.check253
  %vec.epilog.resume.val257 = phi i64 [ %n.vec237, %vec.epilog.iter.check253 ], [ 0, %vector.main.loop.iter.check234 ]
  br label %vec.epilog.vector.body262

vec.epilog.vector.body262:                        ; preds = %vec.epilog.vector.body262, %vec.epilog.ph254
  %index263 = phi i64 [ %vec.epilog.resume.val257, %vec.epilog.ph254 ], [ %index.next273, %vec.epilog.vector.body262 ]
  %22 = getelementptr inbounds i32, ptr %acc, i64 %index263
  %wide.load264 = load <8 x i32>, ptr %22, align 4, !tbaa !5
  %23 = sext <8 x i32> %wide.load264 to <8 x i64>
  %24 = mul <8 x i64> %broadcast.splat266, %23
  %25 = add <8 x i64> %24, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %26 = ashr <8 x i64> %25, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %27 = add nsw <8 x i64> %26, %broadcast.splat268
  %28 = ashr <8 x i64> %27, %broadcast.splat270
  %29 = trunc <8 x i64> %28 to <8 x i32>
  %30 = add nsw <8 x i32> %broadcast.splat272, %29
  %31 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %30, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %32 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %31, <8 x i32> zeroinitializer)
  %33 = trunc <8 x i32> %32 to <8 x i8>
  %34 = getelementptr inbounds i8, ptr %add.ptr37.us, i64 %index263
  store <8 x i8> %33, ptr %34, align 1, !tbaa !9
  %index.next273 = add nuw i64 %index263, 8
  %35 = icmp eq i64 %index.next273, %n.vec259
  br i1 %35, label %vec.epilog.middle.block251, label %vec.epilog.vector.body262, !llvm.loop !14

vec.epilog.middle.block251:                       ; preds = %vec.epilog.vector.body262
  br i1 %cmp.n261, label %for.cond.cleanup42.us, label %for.body43.us.preheader

for.body43.us.preheader:                          ; preds = %iter.check232, %vec.epilog.iter.check253, %vec.epilog.middle.block251
  %indvars.iv193.ph = phi i64 [ 0, %iter.check232 ], [ %n.vec237, %vec.epilog.iter.check253 ], [ %n.vec259, %vec.epilog.middle.block251 ]
  br label %for.body43.us

iter.check277:                                    ; preds = %for.body10.us.us.preheader, %for.cond16.for.cond.cleanup19_crit_edge.us.us
  %indvars.iv186 = phi i64 [ 0, %for.body10.us.us.preheader ], [ %indvars.iv.next187, %for.cond16.for.cond.cleanup19_crit_edge.us.us ]
  %36 = add nuw nsw i64 %indvars.iv186, %6
  %arrayidx12.us.us = getelementptr inbounds i8, ptr %a, i64 %36
  %37 = load i8, ptr %arrayidx12.us.us, align 1, !tbaa !9
  %conv.us.us = zext i8 %37 to i32
  %add13.us.us = add nsw i32 %conv.us.us, %a_offset
  %38 = mul nsw i64 %indvars.iv186, %2
  %add.ptr.us.us = getelementptr inbounds i8, ptr %b, i64 %38
  br i1 %min.iters.check275, label %for.body20.us.us.preheader, label %vector.main.loop.iter.check279

vector.main.loop.iter.check279:                   ; preds = %iter.check277
  br i1 %min.iters.check278, label %vec.epilog.ph296, label %vector.ph280

vector.ph280:                                     ; preds = %vector.main.loop.iter.check279
  %broadcast.splatinsert289 = insertelement <16 x i32> poison, i32 %add13.us.us, i64 0
  %broadcast.splat290 = shufflevector <16 x i32> %broadcast.splatinsert289, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body284

vector.body284:                                   ; preds = %vector.body284, %vector.ph280
  %index285 = phi i64 [ 0, %vector.ph280 ], [ %index.next292, %vector.body284 ]
  %39 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index285
  %wide.load286 = load <16 x i8>, ptr %39, align 1, !tbaa !9
  %40 = zext <16 x i8> %wide.load286 to <16 x i32>
  %41 = add nsw <16 x i32> %broadcast.splat288, %40
  %42 = mul nsw <16 x i32> %41, %broadcast.splat290
  %43 = getelementptr inbounds i32, ptr %acc, i64 %index285
  %wide.load291 = load <16 x i32>, ptr %43, align 4, !tbaa !5
  %44 = add nsw <16 x i32> %42, %wide.load291
  store <16 x i32> %44, ptr %43, align 4, !tbaa !5
  %index.next292 = add nuw i64 %index285, 16
  %45 = icmp eq i64 %index.next292, %n.vec282
  br i1 %45, label %middle.block274, label %vector.body284, !llvm.loop !15

middle.block274:                                  ; preds = %vector.body284
  br i1 %cmp.n283, label %for.cond16.for.cond.cleanup19_crit_edge.us.us, label %vec.epilog.iter.check295

vec.epilog.iter.check295:                         ; preds = %middle.block274
  br i1 %min.epilog.iters.check298.not.not, label %for.body20.us.us.preheader, label %vec.epilog.ph296

vec.epilog.ph296:                                 ; preds = %vector.main.loop.iter.check279, %vec.epilog.iter.check295
  %vec.epilog.resume.val299 = phi i64 [ %n.vec282, %vec.epilog.iter.check295 ], [ 0, %vector.main.loop.iter.check279 ]
  %broadcast.splatinsert309 = insertelement <8 x i32> poison, i32 %add13.us.us, i64 0
  %broadcast.splat310 = shufflevector <8 x i32> %broadcast.splatinsert309, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body304

vec.epilog.vector.body304:                        ; preds = %vec.epilog.vector.body304, %vec.epilog.ph296
  %index305 = phi i64 [ %vec.epilog.resume.val299, %vec.epilog.ph296 ], [ %index.next312, %vec.epilog.vector.body304 ]
  %46 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index305
  %wide.load306 = load <8 x i8>, ptr %46, align 1, !tbaa !9
  %47 = zext <8 x i8> %wide.load306 to <8 x i32>
  %48 = add nsw <8 x i32> %broadcast.splat308, %47
  %49 = mul nsw <8 x i32> %48, %broadcast.splat310
  %50 = getelementptr inbounds i32, ptr %acc, i64 %index305
  %wide.load311 = load <8 x i32>, ptr %50, align 4, !tbaa !5
  %51 = add nsw <8 x i32> %49, %wide.load311
  store <8 x i32> %51, ptr %50, align 4, !tbaa !5
  %index.next312 = add nuw i64 %index305, 8
  %52 = icmp eq i64 %index.next312, %n.vec301
  br i1 %52, label %vec.epilog.middle.block293, label %vec.epilog.vector.body304, !llvm.loop !16

vec.epilog.middle.block293:                       ; preds = %vec.epilog.vector.body304
  br i1 %cmp.n303, label %for.cond16.for.cond.cleanup19_crit_edge.us.us, label %for.body20.us.us.preheader

for.body20.us.us.preheader:                       ; preds = %iter.check277, %vec.epilog.iter.check295, %vec.epilog.middle.block293
  %indvars.iv181.ph = phi i64 [ 0, %iter.check277 ], [ %n.vec282, %vec.epilog.iter.check295 ], [ %n.vec301, %vec.epilog.middle.block293 ]
  br label %for.body20.us.us

for.body20.us.us:                                 ; preds = %for.body20.us.us.preheader, %for.body20.us.us
  %indvars.iv181 = phi i64 [ %indvars.iv.next182, %for.body20.us.us ], [ %indvars.iv181.ph, %for.body20.us.us.preheader ]
  %arrayidx22.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv181
  %53 = load i8, ptr %arrayidx22.us.us, align 1, !tbaa !9
  %conv23.us.us = zext i8 %53 to i32
  %add24.us.us = add nsw i32 %conv23.us.us, %b_offset
  %mul25.us.us = mul nsw i32 %add24.us.us, %add13.us.us
  %arrayidx27.us.us = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv181
  %54 = load i32, ptr %arrayidx27.us.us, align 4, !tbaa !5
  %add28.us.us = add nsw i32 %mul25.us.us, %54
  store i32 %add28.us.us, ptr %arrayidx27.us.us, align 4, !tbaa !5
  %indvars.iv.next182 = add nuw nsw i64 %indvars.iv181, 1
  %exitcond185.not = icmp eq i64 %indvars.iv.next182, %0
  br i1 %exitcond185.not, label %for.cond16.for.cond.cleanup19_crit_edge.us.us, label %for.body20.us.us, !llvm.loop !17

for.cond16.for.cond.cleanup19_crit_edge.us.us:    ; preds = %for.body20.us.us, %vec.epilog.middle.block293, %middle.block274
  %indvars.iv.next187 = add nuw nsw i64 %indvars.iv186, 1
  %exitcond192.not = icmp eq i64 %indvars.iv.next187, %wide.trip.count191
  br i1 %exitcond192.not, label %for.cond7.for.cond.cleanup9_crit_edge.us, label %iter.check277

for.cond1.preheader.lr.ph.split:                  ; preds = %for.cond1.preheader.lr.ph
  br i1 %cmp2100, label %for.cond1.preheader.us116.us.preheader, label %for.cond.cleanup

for.cond1.preheader.us116.us.preheader:           ; preds = %for.cond1.preheader.lr.ph.split
  %55 = zext i32 %n to i64
  %56 = shl nuw nsw i64 %55, 2
  %57 = zext i32 %n to i64
  %wide.trip.count176 = zext i32 %m to i64
  %min.iters.check = icmp ult i32 %n, 8
  %min.iters.check208 = icmp ult i32 %n, 16
  %n.vec = and i64 %55, 4294967280
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %mul48, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert209 = insertelement <16 x i64> poison, i64 %shl, i64 0
  %broadcast.splat210 = shufflevector <16 x i64> %broadcast.splatinsert209, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert211 = insertelement <16 x i64> poison, i64 %sh_prom53, i64 0
  %broadcast.splat212 = shufflevector <16 x i64> %broadcast.splatinsert211, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert213 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat214 = shufflevector <16 x i32> %broadcast.splatinsert213, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %55
  %n.vec.remaining = and i64 %55, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec216 = and i64 %55, 4294967288
  %broadcast.splatinsert220 = insertelement <8 x i64> poison, i64 %mul48, i64 0
  %broadcast.splat221 = shufflevector <8 x i64> %broadcast.splatinsert220, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert222 = insertelement <8 x i64> poison, i64 %shl, i64 0
  %broadcast.splat223 = shufflevector <8 x i64> %broadcast.splatinsert222, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert224 = insertelement <8 x i64> poison, i64 %sh_prom53, i64 0
  %broadcast.splat225 = shufflevector <8 x i64> %broadcast.splatinsert224, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert226 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat227 = shufflevector <8 x i32> %broadcast.splatinsert226, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n217 = icmp eq i64 %n.vec216, %55
  br label %iter.check

iter.check:                                       ; preds = %for.cond1.preheader.us116.us.preheader, %for.cond39.for.cond.cleanup42_crit_edge.us152.us
  %indvars.iv172 = phi i64 [ 0, %for.cond1.preheader.us116.us.preheader ], [ %indvars.iv.next173, %for.cond39.for.cond.cleanup42_crit_edge.us152.us ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %acc, ptr align 4 %bias, i64 %56, i1 false), !tbaa !5
  %58 = mul nsw i64 %indvars.iv172, %57
  %add.ptr37.us148.us = getelementptr inbounds i8, ptr %c, i64 %58
  br i1 %min.iters.check, label %for.body43.us121.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check208, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %59 = getelementptr inbounds i32, ptr %acc, i64 %index
  %wide.load = load <16 x i32>, ptr %59, align 4, !tbaa !5
  %60 = sext <16 x i32> %wide.load to <16 x i64>
  %61 = mul <16 x i64> %broadcast.splat, %60
  %62 = add <16 x i64> %61, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %63 = ashr <16 x i64> %62, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %64 = add nsw <16 x i64> %63, %broadcast.splat210
  %65 = ashr <16 x i64> %64, %broadcast.splat212
  %66 = trunc <16 x i64> %65 to <16 x i32>
  %67 = add nsw <16 x i32> %broadcast.splat214, %66
  %68 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %67, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %69 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %68, <16 x i32> zeroinitializer)
  %70 = trunc <16 x i32> %69 to <16 x i8>
  %71 = getelementptr inbounds i8, ptr %add.ptr37.us148.us, i64 %index
  store <16 x i8> %70, ptr %71, align 1, !tbaa !9
  %index.next = add nuw i64 %index, 16
  %72 = icmp eq i64 %index.next, %n.vec
  br i1 %72, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond39.for.cond.cleanup42_crit_edge.us152.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check.not.not, label %for.body43.us121.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index218 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next228, %vec.epilog.vector.body ]
  %73 = getelementptr inbounds i32, ptr %acc, i64 %index218
  %wide.load219 = load <8 x i32>, ptr %73, align 4, !tbaa !5
  %74 = sext <8 x i32> %wide.load219 to <8 x i64>
  %75 = mul <8 x i64> %broadcast.splat221, %74
  %76 = add <8 x i64> %75, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %77 = ashr <8 x i64> %76, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %78 = add nsw <8 x i64> %77, %broadcast.splat223
  %79 = ashr <8 x i64> %78, %broadcast.splat225
  %80 = trunc <8 x i64> %79 to <8 x i32>
  %81 = add nsw <8 x i32> %broadcast.splat227, %80
  %82 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %81, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %83 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %82, <8 x i32> zeroinitializer)
  %84 = trunc <8 x i32> %83 to <8 x i8>
  %85 = getelementptr inbounds i8, ptr %add.ptr37.us148.us, i64 %index218
  store <8 x i8> %84, ptr %85, align 1, !tbaa !9
  %index.next228 = add nuw i64 %index218, 8
  %86 = icmp eq i64 %index.next228, %n.vec216
  br i1 %86, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n217, label %for.cond39.for.cond.cleanup42_crit_edge.us152.us, label %for.body43.us121.us.preheader

for.body43.us121.us.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec216, %vec.epilog.middle.block ]
  br label %for.body43.us121.us

for.body43.us121.us:                              ; preds = %for.body43.us121.us.preheader, %for.body43.us121.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body43.us121.us ], [ %indvars.iv.ph, %for.body43.us121.us.preheader ]
  %arrayidx45.us124.us = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv
  %87 = load i32, ptr %arrayidx45.us124.us, align 4, !tbaa !5
  %conv46.us125.us = sext i32 %87 to i64
  %add49.us126.us = mul i64 %mul48, %conv46.us125.us
  %88 = add i64 %add49.us126.us, 2147483648
  %conv51.us127.us = ashr i64 %88, 32
  %add52.us128.us = add nsw i64 %conv51.us127.us, %shl
  %shr54.us129.us = ashr i64 %add52.us128.us, %sh_prom53
  %conv55.us130.us = trunc i64 %shr54.us129.us to i32
  %add56.us131.us = add nsw i32 %conv55.us130.us, %out_offset
  %cond.us132.us = tail call i32 @llvm.smin.i32(i32 %add56.us131.us, i32 255)
  %cond64.us133.us = tail call i32 @llvm.smax.i32(i32 %cond.us132.us, i32 0)
  %conv65.us134.us = trunc i32 %cond64.us133.us to i8
  %arrayidx67.us135.us = getelementptr inbounds i8, ptr %add.ptr37.us148.us, i64 %indvars.iv
  store i8 %conv65.us134.us, ptr %arrayidx67.us135.us, align 1, !tbaa !9
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %55
  br i1 %exitcond.not, label %for.cond39.for.cond.cleanup42_crit_edge.us152.us, label %for.body43.us121.us, !llvm.loop !20

for.cond39.for.cond.cleanup42_crit_edge.us152.us: ; preds = %for.body43.us121.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next173 = add nuw nsw i64 %indvars.iv172, 1
  %exitcond177.not = icmp eq i64 %indvars.iv.next173, %wide.trip.count176
  br i1 %exitcond177.not, label %for.cond.cleanup, label %iter.check

for.cond.cleanup:                                 ; preds = %for.cond39.for.cond.cleanup42_crit_edge.us152.us, %for.cond.cleanup42.us, %for.cond1.preheader.lr.ph.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = distinct !{!13, !12, !11}
!14 = distinct !{!14, !12, !11}
!15 = distinct !{!15, !12, !11}
!16 = distinct !{!16, !12, !11}
!17 = distinct !{!17, !11, !12}
!18 = distinct !{!18, !12, !11}
!19 = distinct !{!19, !12, !11}
!20 = distinct !{!20, !11, !12}
