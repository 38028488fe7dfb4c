; ModuleID = 'bench/kernels/gaussian7x7.c'
source_filename = "bench/kernels/gaussian7x7.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gaussian7x7(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp157 = icmp sgt i32 %height, 0
  br i1 %cmp157, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add = add i32 %width, 6
  %cmp2153 = icmp sgt i32 %width, -6
  br i1 %cmp2153, label %for.body.lr.ph.split.us, label %for.cond.cleanup

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  %cmp53155 = icmp sgt i32 %width, 0
  %mul39 = mul nsw i32 %stride, 6
  %mul32 = mul nsw i32 %stride, 5
  %mul25 = shl nsw i32 %stride, 2
  %mul18 = mul nsw i32 %stride, 3
  %mul11 = shl nsw i32 %stride, 1
  %0 = sext i32 %stride to i64
  %1 = sext i32 %mul11 to i64
  %2 = sext i32 %mul18 to i64
  %3 = sext i32 %mul25 to i64
  %4 = sext i32 %mul32 to i64
  %5 = sext i32 %mul39 to i64
  br i1 %cmp53155, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.lr.ph.split.us
  %wide.trip.count242 = zext i32 %height to i64
  %exitcond237.not = icmp eq i32 %add, 1
  %6 = add nsw i64 %0, 1
  %7 = or i64 %1, 1
  %8 = add nsw i64 %2, 1
  %9 = or i64 %3, 1
  %10 = add nsw i64 %4, 1
  %11 = or i64 %5, 1
  %arrayidx47.us.1 = getelementptr inbounds i16, ptr %tmp, i64 1
  %exitcond237.not.1 = icmp eq i32 %add, 2
  %12 = add nsw i64 %0, 2
  %13 = add nsw i64 %1, 2
  %14 = add nsw i64 %2, 2
  %15 = or i64 %3, 2
  %16 = add nsw i64 %4, 2
  %17 = add nsw i64 %5, 2
  %arrayidx47.us.2 = getelementptr inbounds i16, ptr %tmp, i64 2
  %exitcond237.not.2 = icmp eq i32 %add, 3
  %18 = add nsw i64 %0, 3
  %19 = add nsw i64 %1, 3
  %20 = add nsw i64 %2, 3
  %21 = or i64 %3, 3
  %22 = add nsw i64 %4, 3
  %23 = add nsw i64 %5, 3
  %arrayidx47.us.3 = getelementptr inbounds i16, ptr %tmp, i64 3
  %exitcond237.not.3 = icmp eq i32 %add, 4
  %24 = add nsw i64 %0, 4
  %25 = add nsw i64 %1, 4
  %26 = add nsw i64 %2, 4
  %27 = add nsw i64 %3, 4
  %28 = add nsw i64 %4, 4
  %29 = add nsw i64 %5, 4
  %arrayidx47.us.4 = getelementptr inbounds i16, ptr %tmp, i64 4
  %exitcond237.not.4 = icmp eq i32 %add, 5
  %30 = add nsw i64 %0, 5
  %31 = add nsw i64 %1, 5
  %32 = add nsw i64 %2, 5
  %33 = add nsw i64 %3, 5
  %34 = add nsw i64 %4, 5
  %35 = add nsw i64 %5, 5
  %arrayidx47.us.5 = getelementptr inbounds i16, ptr %tmp, i64 5
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph.split.us
  %smax253 = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %36 = zext i32 %width to i64
  %wide.trip.count271 = zext i32 %height to i64
  %wide.trip.count254 = zext i32 %smax253 to i64
  %wide.trip.count264 = zext i32 %width to i64
  %arrayidx62.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 1
  %arrayidx68.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 2
  %arrayidx74.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 3
  %arrayidx80.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 4
  %arrayidx86.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 5
  %min.iters.check318 = icmp ult i32 %smax253, 8
  %n.vec321 = and i64 %wide.trip.count254, 2147483640
  %cmp.n323 = icmp eq i64 %n.vec321, %wide.trip.count254
  %min.iters.check = icmp ult i32 %width, 8
  %n.vec = and i64 %wide.trip.count264, 4294967288
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count264
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader, %for.cond52.for.cond.cleanup55_crit_edge.us.us
  %indvars.iv266 = phi i64 [ 0, %for.body.us.us.preheader ], [ %indvars.iv.next267, %for.cond52.for.cond.cleanup55_crit_edge.us.us ]
  %37 = mul nsw i64 %indvars.iv266, %0
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i64 %37
  br i1 %min.iters.check318, label %for.body4.us.us.preheader, label %vector.body324

vector.body324:                                   ; preds = %for.body.us.us, %vector.body324
  %index325 = phi i64 [ %index.next333, %vector.body324 ], [ 0, %for.body.us.us ]
  %38 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index325
  %wide.load326 = load <8 x i8>, ptr %38, align 1, !tbaa !4
  %39 = zext <8 x i8> %wide.load326 to <8 x i16>
  %40 = add nsw i64 %index325, %0
  %41 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %40
  %wide.load327 = load <8 x i8>, ptr %41, align 1, !tbaa !4
  %42 = zext <8 x i8> %wide.load327 to <8 x i16>
  %43 = add nsw i64 %index325, %1
  %44 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %43
  %wide.load328 = load <8 x i8>, ptr %44, align 1, !tbaa !4
  %45 = zext <8 x i8> %wide.load328 to <8 x i16>
  %46 = add nsw i64 %index325, %2
  %47 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %46
  %wide.load329 = load <8 x i8>, ptr %47, align 1, !tbaa !4
  %48 = zext <8 x i8> %wide.load329 to <8 x i16>
  %49 = mul nuw nsw <8 x i16> %48, <i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20>
  %50 = add nsw i64 %index325, %3
  %51 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %50
  %wide.load330 = load <8 x i8>, ptr %51, align 1, !tbaa !4
  %52 = zext <8 x i8> %wide.load330 to <8 x i16>
  %53 = add nsw i64 %index325, %4
  %54 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %53
  %wide.load331 = load <8 x i8>, ptr %54, align 1, !tbaa !4
  %55 = zext <8 x i8> %wide.load331 to <8 x i16>
  %56 = add nsw i64 %index325, %5
  %57 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %56
  %wide.load332 = load <8 x i8>, ptr %57, align 1, !tbaa !4
  %58 = zext <8 x i8> %wide.load332 to <8 x i16>
  %59 = add nuw nsw <8 x i16> %52, %45
  %60 = mul nuw nsw <8 x i16> %59, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %61 = add nuw nsw <8 x i16> %55, %42
  %62 = mul nuw nsw <8 x i16> %61, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %63 = add nuw nsw <8 x i16> %49, %39
  %64 = add nuw nsw <8 x i16> %63, %58
  %65 = add nuw nsw <8 x i16> %64, %60
  %66 = add nuw nsw <8 x i16> %65, %62
  %67 = getelementptr inbounds i16, ptr %tmp, i64 %index325
  store <8 x i16> %66, ptr %67, align 2, !tbaa !7
  %index.next333 = add nuw i64 %index325, 8
  %68 = icmp eq i64 %index.next333, %n.vec321
  br i1 %68, label %middle.block316, label %vector.body324, !llvm.loop !9

middle.block316:                                  ; preds = %vector.body324
  br i1 %cmp.n323, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us.preheader

for.body4.us.us.preheader:                        ; preds = %for.body.us.us, %middle.block316
  %indvars.iv244.ph = phi i64 [ 0, %for.body.us.us ], [ %n.vec321, %middle.block316 ]
  br label %for.body4.us.us

for.body56.us.us:                                 ; preds = %for.body56.us.us.preheader, %for.body56.us.us
  %scalar.recur = phi i16 [ %70, %for.body56.us.us ], [ %scalar.recur.ph, %for.body56.us.us.preheader ]
  %scalar.recur299 = phi i16 [ %scalar.recur, %for.body56.us.us ], [ %scalar.recur299.ph, %for.body56.us.us.preheader ]
  %scalar.recur303 = phi i16 [ %scalar.recur299, %for.body56.us.us ], [ %scalar.recur303.ph, %for.body56.us.us.preheader ]
  %scalar.recur307 = phi i16 [ %scalar.recur303, %for.body56.us.us ], [ %scalar.recur307.ph, %for.body56.us.us.preheader ]
  %scalar.recur311 = phi i16 [ %scalar.recur307, %for.body56.us.us ], [ %scalar.recur311.ph, %for.body56.us.us.preheader ]
  %scalar.recur315 = phi i16 [ %scalar.recur311, %for.body56.us.us ], [ %scalar.recur315.ph, %for.body56.us.us.preheader ]
  %indvars.iv256 = phi i64 [ %indvars.iv.next257, %for.body56.us.us ], [ %indvars.iv256.ph, %for.body56.us.us.preheader ]
  %conv59.us.us = zext i16 %scalar.recur315 to i32
  %indvars.iv.next257 = add nuw nsw i64 %indvars.iv256, 1
  %conv63.us.us = zext i16 %scalar.recur311 to i32
  %conv69.us.us = zext i16 %scalar.recur307 to i32
  %conv75.us.us = zext i16 %scalar.recur303 to i32
  %mul76.us.us = mul nuw nsw i32 %conv75.us.us, 20
  %conv81.us.us = zext i16 %scalar.recur299 to i32
  %conv87.us.us = zext i16 %scalar.recur to i32
  %69 = add nuw nsw i64 %indvars.iv256, 6
  %arrayidx92.us.us = getelementptr inbounds i16, ptr %tmp, i64 %69
  %70 = load i16, ptr %arrayidx92.us.us, align 2, !tbaa !7
  %conv93.us.us = zext i16 %70 to i32
  %reass.add.us.us = add nuw nsw i32 %conv81.us.us, %conv69.us.us
  %reass.mul.us.us = mul nuw nsw i32 %reass.add.us.us, 15
  %reass.add147.us.us = add nuw nsw i32 %conv87.us.us, %conv63.us.us
  %reass.mul148.us.us = mul nuw nsw i32 %reass.add147.us.us, 6
  %add77.us.us = add nuw nsw i32 %conv59.us.us, 2048
  %add83.us.us = add nuw nsw i32 %add77.us.us, %mul76.us.us
  %add89.us.us = add nuw nsw i32 %add83.us.us, %conv93.us.us
  %add94.us.us = add nuw nsw i32 %add89.us.us, %reass.mul.us.us
  %add95.us.us = add nuw nsw i32 %add94.us.us, %reass.mul148.us.us
  %shr.us.us = lshr i32 %add95.us.us, 12
  %conv96.us.us = trunc i32 %shr.us.us to i8
  %arrayidx98.us.us = getelementptr inbounds i8, ptr %add.ptr50.us.us, i64 %indvars.iv256
  store i8 %conv96.us.us, ptr %arrayidx98.us.us, align 1, !tbaa !4
  %exitcond265.not = icmp eq i64 %indvars.iv.next257, %wide.trip.count264
  br i1 %exitcond265.not, label %for.cond52.for.cond.cleanup55_crit_edge.us.us, label %for.body56.us.us, !llvm.loop !12

for.body4.us.us:                                  ; preds = %for.body4.us.us.preheader, %for.body4.us.us
  %indvars.iv244 = phi i64 [ %indvars.iv.next245, %for.body4.us.us ], [ %indvars.iv244.ph, %for.body4.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv244
  %71 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %71 to i16
  %72 = add nsw i64 %indvars.iv244, %0
  %arrayidx7.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %72
  %73 = load i8, ptr %arrayidx7.us.us, align 1, !tbaa !4
  %conv8.us.us = zext i8 %73 to i16
  %74 = add nsw i64 %indvars.iv244, %1
  %arrayidx14.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %74
  %75 = load i8, ptr %arrayidx14.us.us, align 1, !tbaa !4
  %conv15.us.us = zext i8 %75 to i16
  %76 = add nsw i64 %indvars.iv244, %2
  %arrayidx21.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %76
  %77 = load i8, ptr %arrayidx21.us.us, align 1, !tbaa !4
  %conv22.us.us = zext i8 %77 to i16
  %mul23.us.us = mul nuw nsw i16 %conv22.us.us, 20
  %78 = add nsw i64 %indvars.iv244, %3
  %arrayidx28.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %78
  %79 = load i8, ptr %arrayidx28.us.us, align 1, !tbaa !4
  %conv29.us.us = zext i8 %79 to i16
  %80 = add nsw i64 %indvars.iv244, %4
  %arrayidx35.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %80
  %81 = load i8, ptr %arrayidx35.us.us, align 1, !tbaa !4
  %conv36.us.us = zext i8 %81 to i16
  %82 = add nsw i64 %indvars.iv244, %5
  %arrayidx42.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %82
  %83 = load i8, ptr %arrayidx42.us.us, align 1, !tbaa !4
  %conv43.us.us = zext i8 %83 to i16
  %reass.add149.us.us = add nuw nsw i16 %conv29.us.us, %conv15.us.us
  %reass.mul150.us.us = mul nuw nsw i16 %reass.add149.us.us, 15
  %reass.add151.us.us = add nuw nsw i16 %conv36.us.us, %conv8.us.us
  %reass.mul152.us.us = mul nuw nsw i16 %reass.add151.us.us, 6
  %add24.us.us = add nuw nsw i16 %mul23.us.us, %conv.us.us
  %add31.us.us = add nuw nsw i16 %add24.us.us, %conv43.us.us
  %add38.us.us = add nuw nsw i16 %add31.us.us, %reass.mul150.us.us
  %add44.us.us = add nuw nsw i16 %add38.us.us, %reass.mul152.us.us
  %arrayidx47.us.us = getelementptr inbounds i16, ptr %tmp, i64 %indvars.iv244
  store i16 %add44.us.us, ptr %arrayidx47.us.us, align 2, !tbaa !7
  %indvars.iv.next245 = add nuw nsw i64 %indvars.iv244, 1
  %exitcond255.not = icmp eq i64 %indvars.iv.next245, %wide.trip.count254
  br i1 %exitcond255.not, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us, !llvm.loop !13

for.cond1.for.cond.cleanup3_crit_edge.us.us:      ; preds = %for.body4.us.us, %middle.block316
  %84 = mul nsw i64 %indvars.iv266, %36
  %add.ptr50.us.us = getelementptr inbounds i8, ptr %out, i64 %84
  %.pre278 = load i16, ptr %tmp, align 2, !tbaa !7
  %.pre279 = load i16, ptr %arrayidx62.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre280 = load i16, ptr %arrayidx68.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre281 = load i16, ptr %arrayidx74.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre282 = load i16, ptr %arrayidx80.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre283 = load i16, ptr %arrayidx86.us.us.phi.trans.insert, align 2, !tbaa !7
  br i1 %min.iters.check, label %for.body56.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.us
  %vector.recur.init = insertelement <8 x i16> poison, i16 %.pre283, i64 7
  %vector.recur.init286 = insertelement <8 x i16> poison, i16 %.pre282, i64 7
  %vector.recur.init288 = insertelement <8 x i16> poison, i16 %.pre281, i64 7
  %vector.recur.init290 = insertelement <8 x i16> poison, i16 %.pre280, i64 7
  %vector.recur.init292 = insertelement <8 x i16> poison, i16 %.pre279, i64 7
  %vector.recur.init294 = insertelement <8 x i16> poison, i16 %.pre278, i64 7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <8 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur287 = phi <8 x i16> [ %vector.recur.init286, %vector.ph ], [ %87, %vector.body ]
  %vector.recur289 = phi <8 x i16> [ %vector.recur.init288, %vector.ph ], [ %88, %vector.body ]
  %vector.recur291 = phi <8 x i16> [ %vector.recur.init290, %vector.ph ], [ %89, %vector.body ]
  %vector.recur293 = phi <8 x i16> [ %vector.recur.init292, %vector.ph ], [ %90, %vector.body ]
  %vector.recur295 = phi <8 x i16> [ %vector.recur.init294, %vector.ph ], [ %91, %vector.body ]
  %85 = or i64 %index, 6
  %86 = getelementptr inbounds i16, ptr %tmp, i64 %85
  %wide.load = load <8 x i16>, ptr %86, align 2, !tbaa !7
  %87 = shufflevector <8 x i16> %vector.recur, <8 x i16> %wide.load, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %88 = shufflevector <8 x i16> %vector.recur287, <8 x i16> %87, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %89 = shufflevector <8 x i16> %vector.recur289, <8 x i16> %88, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %90 = shufflevector <8 x i16> %vector.recur291, <8 x i16> %89, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %91 = shufflevector <8 x i16> %vector.recur293, <8 x i16> %90, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %92 = shufflevector <8 x i16> %vector.recur295, <8 x i16> %91, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %93 = zext <8 x i16> %92 to <8 x i32>
  %94 = zext <8 x i16> %91 to <8 x i32>
  %95 = zext <8 x i16> %90 to <8 x i32>
  %96 = zext <8 x i16> %89 to <8 x i32>
  %97 = mul nuw nsw <8 x i32> %96, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %98 = zext <8 x i16> %88 to <8 x i32>
  %99 = zext <8 x i16> %87 to <8 x i32>
  %100 = zext <8 x i16> %wide.load to <8 x i32>
  %101 = add nuw nsw <8 x i32> %98, %95
  %102 = mul nuw nsw <8 x i32> %101, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %103 = add nuw nsw <8 x i32> %99, %94
  %104 = mul nuw nsw <8 x i32> %103, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %105 = add nuw nsw <8 x i32> %93, <i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048>
  %106 = add nuw nsw <8 x i32> %105, %97
  %107 = add nuw nsw <8 x i32> %106, %100
  %108 = add nuw nsw <8 x i32> %107, %102
  %109 = add nuw nsw <8 x i32> %108, %104
  %110 = lshr <8 x i32> %109, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  %111 = trunc <8 x i32> %110 to <8 x i8>
  %112 = getelementptr inbounds i8, ptr %add.ptr50.us.us, i64 %index
  store <8 x i8> %111, ptr %112, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 8
  %113 = icmp eq i64 %index.next, %n.vec
  br i1 %113, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <8 x i16> %wide.load, i64 7
  %vector.recur.extract296 = extractelement <8 x i16> %wide.load, i64 6
  %vector.recur.extract300 = extractelement <8 x i16> %wide.load, i64 5
  %vector.recur.extract304 = extractelement <8 x i16> %wide.load, i64 4
  %vector.recur.extract308 = extractelement <8 x i16> %wide.load, i64 3
  %vector.recur.extract312 = extractelement <8 x i16> %wide.load, i64 2
  br i1 %cmp.n, label %for.cond52.for.cond.cleanup55_crit_edge.us.us, label %for.body56.us.us.preheader

for.body56.us.us.preheader:                       ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.us, %middle.block
  %scalar.recur.ph = phi i16 [ %vector.recur.extract, %middle.block ], [ %.pre283, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  %scalar.recur299.ph = phi i16 [ %vector.recur.extract296, %middle.block ], [ %.pre282, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  %scalar.recur303.ph = phi i16 [ %vector.recur.extract300, %middle.block ], [ %.pre281, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  %scalar.recur307.ph = phi i16 [ %vector.recur.extract304, %middle.block ], [ %.pre280, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  %scalar.recur311.ph = phi i16 [ %vector.recur.extract308, %middle.block ], [ %.pre279, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  %scalar.recur315.ph = phi i16 [ %vector.recur.extract312, %middle.block ], [ %.pre278, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  %indvars.iv256.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.cond1.for.cond.cleanup3_crit_edge.us.us ]
  br label %for.body56.us.us

for.cond52.for.cond.cleanup55_crit_edge.us.us:    ; preds = %for.body56.us.us, %middle.block
  %indvars.iv.next267 = add nuw nsw i64 %indvars.iv266, 1
  %exitcond272.not = icmp eq i64 %indvars.iv.next267, %wide.trip.count271
  br i1 %exitcond272.not, label %for.cond.cleanup, label %for.body.us.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv238 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next239, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %114 = mul nsw i64 %indvars.iv238, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %114
  %115 = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %conv.us = zext i8 %115 to i16
  %arrayidx7.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %0
  %116 = load i8, ptr %arrayidx7.us, align 1, !tbaa !4
  %conv8.us = zext i8 %116 to i16
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %1
  %117 = load i8, ptr %arrayidx14.us, align 1, !tbaa !4
  %conv15.us = zext i8 %117 to i16
  %arrayidx21.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %2
  %118 = load i8, ptr %arrayidx21.us, align 1, !tbaa !4
  %conv22.us = zext i8 %118 to i16
  %mul23.us = mul nuw nsw i16 %conv22.us, 20
  %arrayidx28.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %119 = load i8, ptr %arrayidx28.us, align 1, !tbaa !4
  %conv29.us = zext i8 %119 to i16
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %4
  %120 = load i8, ptr %arrayidx35.us, align 1, !tbaa !4
  %conv36.us = zext i8 %120 to i16
  %arrayidx42.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %5
  %121 = load i8, ptr %arrayidx42.us, align 1, !tbaa !4
  %conv43.us = zext i8 %121 to i16
  %reass.add149.us = add nuw nsw i16 %conv29.us, %conv15.us
  %reass.mul150.us = mul nuw nsw i16 %reass.add149.us, 15
  %reass.add151.us = add nuw nsw i16 %conv36.us, %conv8.us
  %reass.mul152.us = mul nuw nsw i16 %reass.add151.us, 6
  %add24.us = add nuw nsw i16 %mul23.us, %conv.us
  %add31.us = add nuw nsw i16 %add24.us, %conv43.us
  %add38.us = add nuw nsw i16 %add31.us, %reass.mul150.us
  %add44.us = add nuw nsw i16 %add38.us, %reass.mul152.us
  br i1 %exitcond237.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.1

for.body4.us.1:                                   ; preds = %for.body.us
  %arrayidx.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %122 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !4
  %conv.us.1 = zext i8 %122 to i16
  %arrayidx7.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %6
  %123 = load i8, ptr %arrayidx7.us.1, align 1, !tbaa !4
  %conv8.us.1 = zext i8 %123 to i16
  %arrayidx14.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %7
  %124 = load i8, ptr %arrayidx14.us.1, align 1, !tbaa !4
  %conv15.us.1 = zext i8 %124 to i16
  %arrayidx21.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %8
  %125 = load i8, ptr %arrayidx21.us.1, align 1, !tbaa !4
  %conv22.us.1 = zext i8 %125 to i16
  %mul23.us.1 = mul nuw nsw i16 %conv22.us.1, 20
  %arrayidx28.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %9
  %126 = load i8, ptr %arrayidx28.us.1, align 1, !tbaa !4
  %conv29.us.1 = zext i8 %126 to i16
  %arrayidx35.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %10
  %127 = load i8, ptr %arrayidx35.us.1, align 1, !tbaa !4
  %conv36.us.1 = zext i8 %127 to i16
  %arrayidx42.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %11
  %128 = load i8, ptr %arrayidx42.us.1, align 1, !tbaa !4
  %conv43.us.1 = zext i8 %128 to i16
  %reass.add149.us.1 = add nuw nsw i16 %conv29.us.1, %conv15.us.1
  %reass.mul150.us.1 = mul nuw nsw i16 %reass.add149.us.1, 15
  %reass.add151.us.1 = add nuw nsw i16 %conv36.us.1, %conv8.us.1
  %reass.mul152.us.1 = mul nuw nsw i16 %reass.add151.us.1, 6
  %add24.us.1 = add nuw nsw i16 %mul23.us.1, %conv.us.1
  %add31.us.1 = add nuw nsw i16 %add24.us.1, %conv43.us.1
  %add38.us.1 = add nuw nsw i16 %add31.us.1, %reass.mul150.us.1
  %add44.us.1 = add nuw nsw i16 %add38.us.1, %reass.mul152.us.1
  store i16 %add44.us.1, ptr %arrayidx47.us.1, align 2, !tbaa !7
  br i1 %exitcond237.not.1, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.2

for.body4.us.2:                                   ; preds = %for.body4.us.1
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 2
  %129 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !4
  %conv.us.2 = zext i8 %129 to i16
  %arrayidx7.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %12
  %130 = load i8, ptr %arrayidx7.us.2, align 1, !tbaa !4
  %conv8.us.2 = zext i8 %130 to i16
  %arrayidx14.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %13
  %131 = load i8, ptr %arrayidx14.us.2, align 1, !tbaa !4
  %conv15.us.2 = zext i8 %131 to i16
  %arrayidx21.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %14
  %132 = load i8, ptr %arrayidx21.us.2, align 1, !tbaa !4
  %conv22.us.2 = zext i8 %132 to i16
  %mul23.us.2 = mul nuw nsw i16 %conv22.us.2, 20
  %arrayidx28.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %15
  %133 = load i8, ptr %arrayidx28.us.2, align 1, !tbaa !4
  %conv29.us.2 = zext i8 %133 to i16
  %arrayidx35.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %16
  %134 = load i8, ptr %arrayidx35.us.2, align 1, !tbaa !4
  %conv36.us.2 = zext i8 %134 to i16
  %arrayidx42.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %17
  %135 = load i8, ptr %arrayidx42.us.2, align 1, !tbaa !4
  %conv43.us.2 = zext i8 %135 to i16
  %reass.add149.us.2 = add nuw nsw i16 %conv29.us.2, %conv15.us.2
  %reass.mul150.us.2 = mul nuw nsw i16 %reass.add149.us.2, 15
  %reass.add151.us.2 = add nuw nsw i16 %conv36.us.2, %conv8.us.2
  %reass.mul152.us.2 = mul nuw nsw i16 %reass.add151.us.2, 6
  %add24.us.2 = add nuw nsw i16 %mul23.us.2, %conv.us.2
  %add31.us.2 = add nuw nsw i16 %add24.us.2, %conv43.us.2
  %add38.us.2 = add nuw nsw i16 %add31.us.2, %reass.mul150.us.2
  %add44.us.2 = add nuw nsw i16 %add38.us.2, %reass.mul152.us.2
  store i16 %add44.us.2, ptr %arrayidx47.us.2, align 2, !tbaa !7
  br i1 %exitcond237.not.2, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.3

for.body4.us.3:                                   ; preds = %for.body4.us.2
  %arrayidx.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 3
  %136 = load i8, ptr %arrayidx.us.3, align 1, !tbaa !4
  %conv.us.3 = zext i8 %136 to i16
  %arrayidx7.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %18
  %137 = load i8, ptr %arrayidx7.us.3, align 1, !tbaa !4
  %conv8.us.3 = zext i8 %137 to i16
  %arrayidx14.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %19
  %138 = load i8, ptr %arrayidx14.us.3, align 1, !tbaa !4
  %conv15.us.3 = zext i8 %138 to i16
  %arrayidx21.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %20
  %139 = load i8, ptr %arrayidx21.us.3, align 1, !tbaa !4
  %conv22.us.3 = zext i8 %139 to i16
  %mul23.us.3 = mul nuw nsw i16 %conv22.us.3, 20
  %arrayidx28.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %21
  %140 = load i8, ptr %arrayidx28.us.3, align 1, !tbaa !4
  %conv29.us.3 = zext i8 %140 to i16
  %arrayidx35.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %22
  %141 = load i8, ptr %arrayidx35.us.3, align 1, !tbaa !4
  %conv36.us.3 = zext i8 %141 to i16
  %arrayidx42.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %23
  %142 = load i8, ptr %arrayidx42.us.3, align 1, !tbaa !4
  %conv43.us.3 = zext i8 %142 to i16
  %reass.add149.us.3 = add nuw nsw i16 %conv29.us.3, %conv15.us.3
  %reass.mul150.us.3 = mul nuw nsw i16 %reass.add149.us.3, 15
  %reass.add151.us.3 = add nuw nsw i16 %conv36.us.3, %conv8.us.3
  %reass.mul152.us.3 = mul nuw nsw i16 %reass.add151.us.3, 6
  %add24.us.3 = add nuw nsw i16 %mul23.us.3, %conv.us.3
  %add31.us.3 = add nuw nsw i16 %add24.us.3, %conv43.us.3
  %add38.us.3 = add nuw nsw i16 %add31.us.3, %reass.mul150.us.3
  %add44.us.3 = add nuw nsw i16 %add38.us.3, %reass.mul152.us.3
  store i16 %add44.us.3, ptr %arrayidx47.us.3, align 2, !tbaa !7
  br i1 %exitcond237.not.3, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.4

for.body4.us.4:                                   ; preds = %for.body4.us.3
  %arrayidx.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 4
  %143 = load i8, ptr %arrayidx.us.4, align 1, !tbaa !4
  %conv.us.4 = zext i8 %143 to i16
  %arrayidx7.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %24
  %144 = load i8, ptr %arrayidx7.us.4, align 1, !tbaa !4
  %conv8.us.4 = zext i8 %144 to i16
  %arrayidx14.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %25
  %145 = load i8, ptr %arrayidx14.us.4, align 1, !tbaa !4
  %conv15.us.4 = zext i8 %145 to i16
  %arrayidx21.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %26
  %146 = load i8, ptr %arrayidx21.us.4, align 1, !tbaa !4
  %conv22.us.4 = zext i8 %146 to i16
  %mul23.us.4 = mul nuw nsw i16 %conv22.us.4, 20
  %arrayidx28.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %27
  %147 = load i8, ptr %arrayidx28.us.4, align 1, !tbaa !4
  %conv29.us.4 = zext i8 %147 to i16
  %arrayidx35.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %28
  %148 = load i8, ptr %arrayidx35.us.4, align 1, !tbaa !4
  %conv36.us.4 = zext i8 %148 to i16
  %arrayidx42.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %29
  %149 = load i8, ptr %arrayidx42.us.4, align 1, !tbaa !4
  %conv43.us.4 = zext i8 %149 to i16
  %reass.add149.us.4 = add nuw nsw i16 %conv29.us.4, %conv15.us.4
  %reass.mul150.us.4 = mul nuw nsw i16 %reass.add149.us.4, 15
  %reass.add151.us.4 = add nuw nsw i16 %conv36.us.4, %conv8.us.4
  %reass.mul152.us.4 = mul nuw nsw i16 %reass.add151.us.4, 6
  %add24.us.4 = add nuw nsw i16 %mul23.us.4, %conv.us.4
  %add31.us.4 = add nuw nsw i16 %add24.us.4, %conv43.us.4
  %add38.us.4 = add nuw nsw i16 %add31.us.4, %reass.mul150.us.4
  %add44.us.4 = add nuw nsw i16 %add38.us.4, %reass.mul152.us.4
  store i16 %add44.us.4, ptr %arrayidx47.us.4, align 2, !tbaa !7
  br i1 %exitcond237.not.4, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.5

for.body4.us.5:                                   ; preds = %for.body4.us.4
  %arrayidx.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 5
  %150 = load i8, ptr %arrayidx.us.5, align 1, !tbaa !4
  %conv.us.5 = zext i8 %150 to i16
  %arrayidx7.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %30
  %151 = load i8, ptr %arrayidx7.us.5, align 1, !tbaa !4
  %conv8.us.5 = zext i8 %151 to i16
  %arrayidx14.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %31
  %152 = load i8, ptr %arrayidx14.us.5, align 1, !tbaa !4
  %conv15.us.5 = zext i8 %152 to i16
  %arrayidx21.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %32
  %153 = load i8, ptr %arrayidx21.us.5, align 1, !tbaa !4
  %conv22.us.5 = zext i8 %153 to i16
  %mul23.us.5 = mul nuw nsw i16 %conv22.us.5, 20
  %arrayidx28.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %33
  %154 = load i8, ptr %arrayidx28.us.5, align 1, !tbaa !4
  %conv29.us.5 = zext i8 %154 to i16
  %arrayidx35.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %34
  %155 = load i8, ptr %arrayidx35.us.5, align 1, !tbaa !4
  %conv36.us.5 = zext i8 %155 to i16
  %arrayidx42.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %35
  %156 = load i8, ptr %arrayidx42.us.5, align 1, !tbaa !4
  %conv43.us.5 = zext i8 %156 to i16
  %reass.add149.us.5 = add nuw nsw i16 %conv29.us.5, %conv15.us.5
  %reass.mul150.us.5 = mul nuw nsw i16 %reass.add149.us.5, 15
  %reass.add151.us.5 = add nuw nsw i16 %conv36.us.5, %conv8.us.5
  %reass.mul152.us.5 = mul nuw nsw i16 %reass.add151.us.5, 6
  %add24.us.5 = add nuw nsw i16 %mul23.us.5, %conv.us.5
  %add31.us.5 = add nuw nsw i16 %add24.us.5, %conv43.us.5
  %add38.us.5 = add nuw nsw i16 %add31.us.5, %reass.mul150.us.5
  %add44.us.5 = add nuw nsw i16 %add38.us.5, %reass.mul152.us.5
  store i16 %add44.us.5, ptr %arrayidx47.us.5, align 2, !tbaa !7
  br label %for.cond1.for.cond.cleanup3_crit_edge.us

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us.5, %for.body4.us.4, %for.body4.us.3, %for.body4.us.2, %for.body4.us.1, %for.body.us
  %indvars.iv.next239 = add nuw nsw i64 %indvars.iv238, 1
  %exitcond243.not = icmp eq i64 %indvars.iv.next239, %wide.trip.count242
  br i1 %exitcond243.not, label %for.cond.cleanup.loopexit334, label %for.body.us

for.cond.cleanup.loopexit334:                     ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us
  store i16 %add44.us, ptr %tmp, align 2, !tbaa !7
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond52.for.cond.cleanup55_crit_edge.us.us, %for.cond.cleanup.loopexit334, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !11, !10}
!13 = distinct !{!13, !11, !10}
!14 = distinct !{!14, !10, !11}
