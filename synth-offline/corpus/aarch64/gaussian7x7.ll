; ModuleID = 'bench/kernels/gaussian7x7.c'
source_filename = "bench/kernels/gaussian7x7.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %min.iters.check320 = icmp ult i32 %smax253, 16
  %n.vec323 = and i64 %wide.trip.count254, 2147483632
  %cmp.n324 = icmp eq i64 %n.vec323, %wide.trip.count254
  %n.vec.remaining = and i64 %wide.trip.count254, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec336 = and i64 %wide.trip.count254, 2147483640
  %cmp.n338 = icmp eq i64 %n.vec336, %wide.trip.count254
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count264, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count264
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.us.preheader, %for.cond52.for.cond.cleanup55_crit_edge.us.us
  %indvars.iv266 = phi i64 [ 0, %for.body.us.us.preheader ], [ %indvars.iv.next267, %for.cond52.for.cond.cleanup55_crit_edge.us.us ]
  %37 = mul nsw i64 %indvars.iv266, %0
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i64 %37
  br i1 %min.iters.check318, label %for.body4.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check320, label %vec.epilog.ph, label %vector.body325

vector.body325:                                   ; preds = %vector.main.loop.iter.check, %vector.body325
  %index326 = phi i64 [ %index.next334, %vector.body325 ], [ 0, %vector.main.loop.iter.check ]
  %38 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index326
  %wide.load327 = load <16 x i8>, ptr %38, align 1, !tbaa !5
  %39 = zext <16 x i8> %wide.load327 to <16 x i16>
  %40 = add nsw i64 %index326, %0
  %41 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %40
  %wide.load328 = load <16 x i8>, ptr %41, align 1, !tbaa !5
  %42 = zext <16 x i8> %wide.load328 to <16 x i16>
  %43 = add nsw i64 %index326, %1
  %44 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %43
  %wide.load329 = load <16 x i8>, ptr %44, align 1, !tbaa !5
  %45 = zext <16 x i8> %wide.load329 to <16 x i16>
  %46 = add nsw i64 %index326, %2
  %47 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %46
  %wide.load330 = load <16 x i8>, ptr %47, align 1, !tbaa !5
  %48 = zext <16 x i8> %wide.load330 to <16 x i16>
  %49 = mul nuw nsw <16 x i16> %48, <i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20>
  %50 = add nsw i64 %index326, %3
  %51 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %50
  %wide.load331 = load <16 x i8>, ptr %51, align 1, !tbaa !5
  %52 = zext <16 x i8> %wide.load331 to <16 x i16>
  %53 = add nsw i64 %index326, %4
  %54 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %53
  %wide.load332 = load <16 x i8>, ptr %54, align 1, !tbaa !5
  %55 = zext <16 x i8> %wide.load332 to <16 x i16>
  %56 = add nsw i64 %index326, %5
  %57 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %56
  %wide.load333 = load <16 x i8>, ptr %57, align 1, !tbaa !5
  %58 = zext <16 x i8> %wide.load333 to <16 x i16>
  %59 = add nuw nsw <16 x i16> %52, %45
  %60 = mul nuw nsw <16 x i16> %59, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %61 = add nuw nsw <16 x i16> %55, %42
  %62 = mul nuw nsw <16 x i16> %61, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %63 = add nuw nsw <16 x i16> %49, %39
  %64 = add nuw nsw <16 x i16> %63, %58
  %65 = add nuw nsw <16 x i16> %64, %60
  %66 = add nuw nsw <16 x i16> %65, %62
  %67 = getelementptr inbounds i16, ptr %tmp, i64 %index326
  store <16 x i16> %66, ptr %67, align 2, !tbaa !8
  %index.next334 = add nuw i64 %index326, 16
  %68 = icmp eq i64 %index.next334, %n.vec323
  br i1 %68, label %middle.block316, label %vector.body325, !llvm.loop !10

middle.block316:                                  ; preds = %vector.body325
  br i1 %cmp.n324, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block316
  br i1 %min.epilog.iters.check.not.not, label %for.body4.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec323, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index339 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next347, %vec.epilog.vector.body ]
  %69 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index339
  %wide.load340 = load <8 x i8>, ptr %69, align 1, !tbaa !5
  %70 = zext <8 x i8> %wide.load340 to <8 x i16>
  %71 = add nsw i64 %index339, %0
  %72 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %71
  %wide.load341 = load <8 x i8>, ptr %72, align 1, !tbaa !5
  %73 = zext <8 x i8> %wide.load341 to <8 x i16>
  %74 = add nsw i64 %index339, %1
  %75 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %74
  %wide.load342 = load <8 x i8>, ptr %75, align 1, !tbaa !5
  %76 = zext <8 x i8> %wide.load342 to <8 x i16>
  %77 = add nsw i64 %index339, %2
  %78 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %77
  %wide.load343 = load <8 x i8>, ptr %78, align 1, !tbaa !5
  %79 = zext <8 x i8> %wide.load343 to <8 x i16>
  %80 = mul nuw nsw <8 x i16> %79, <i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20>
  %81 = add nsw i64 %index339, %3
  %82 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %81
  %wide.load344 = load <8 x i8>, ptr %82, align 1, !tbaa !5
  %83 = zext <8 x i8> %wide.load344 to <8 x i16>
  %84 = add nsw i64 %index339, %4
  %85 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %84
  %wide.load345 = load <8 x i8>, ptr %85, align 1, !tbaa !5
  %86 = zext <8 x i8> %wide.load345 to <8 x i16>
  %87 = add nsw i64 %index339, %5
  %88 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %87
  %wide.load346 = load <8 x i8>, ptr %88, align 1, !tbaa !5
  %89 = zext <8 x i8> %wide.load346 to <8 x i16>
  %90 = add nuw nsw <8 x i16> %83, %76
  %91 = mul nuw nsw <8 x i16> %90, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %92 = add nuw nsw <8 x i16> %86, %73
  %93 = mul nuw nsw <8 x i16> %92, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %94 = add nuw nsw <8 x i16> %80, %70
  %95 = add nuw nsw <8 x i16> %94, %89
  %96 = add nuw nsw <8 x i16> %95, %91
  %97 = add nuw nsw <8 x i16> %96, %93
  %98 = getelementptr inbounds i16, ptr %tmp, i64 %index339
  store <8 x i16> %97, ptr %98, align 2, !tbaa !8
  %index.next347 = add nuw i64 %index339, 8
  %99 = icmp eq i64 %index.next347, %n.vec336
  br i1 %99, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n338, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us.preheader

for.body4.us.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv244.ph = phi i64 [ 0, %iter.check ], [ %n.vec323, %vec.epilog.iter.check ], [ %n.vec336, %vec.epilog.middle.block ]
  br label %for.body4.us.us

for.body56.us.us:                                 ; preds = %for.body56.us.us.preheader, %for.body56.us.us
  %scalar.recur = phi i16 [ %101, %for.body56.us.us ], [ %scalar.recur.ph, %for.body56.us.us.preheader ]
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
  %100 = add nuw nsw i64 %indvars.iv256, 6
  %arrayidx92.us.us = getelementptr inbounds i16, ptr %tmp, i64 %100
  %101 = load i16, ptr %arrayidx92.us.us, align 2, !tbaa !8
  %conv93.us.us = zext i16 %101 to i32
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
  store i8 %conv96.us.us, ptr %arrayidx98.us.us, align 1, !tbaa !5
  %exitcond265.not = icmp eq i64 %indvars.iv.next257, %wide.trip.count264
  br i1 %exitcond265.not, label %for.cond52.for.cond.cleanup55_crit_edge.us.us, label %for.body56.us.us, !llvm.loop !14

for.body4.us.us:                                  ; preds = %for.body4.us.us.preheader, %for.body4.us.us
  %indvars.iv244 = phi i64 [ %indvars.iv.next245, %for.body4.us.us ], [ %indvars.iv244.ph, %for.body4.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv244
  %102 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !5
  %conv.us.us = zext i8 %102 to i16
  %103 = add nsw i64 %indvars.iv244, %0
  %arrayidx7.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %103
  %104 = load i8, ptr %arrayidx7.us.us, align 1, !tbaa !5
  %conv8.us.us = zext i8 %104 to i16
  %105 = add nsw i64 %indvars.iv244, %1
  %arrayidx14.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %105
  %106 = load i8, ptr %arrayidx14.us.us, align 1, !tbaa !5
  %conv15.us.us = zext i8 %106 to i16
  %107 = add nsw i64 %indvars.iv244, %2
  %arrayidx21.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %107
  %108 = load i8, ptr %arrayidx21.us.us, align 1, !tbaa !5
  %conv22.us.us = zext i8 %108 to i16
  %mul23.us.us = mul nuw nsw i16 %conv22.us.us, 20
  %109 = add nsw i64 %indvars.iv244, %3
  %arrayidx28.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %109
  %110 = load i8, ptr %arrayidx28.us.us, align 1, !tbaa !5
  %conv29.us.us = zext i8 %110 to i16
  %111 = add nsw i64 %indvars.iv244, %4
  %arrayidx35.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %111
  %112 = load i8, ptr %arrayidx35.us.us, align 1, !tbaa !5
  %conv36.us.us = zext i8 %112 to i16
  %113 = add nsw i64 %indvars.iv244, %5
  %arrayidx42.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %113
  %114 = load i8, ptr %arrayidx42.us.us, align 1, !tbaa !5
  %conv43.us.us = zext i8 %114 to i16
  %reass.add149.us.us = add nuw nsw i16 %conv29.us.us, %conv15.us.us
  %reass.mul150.us.us = mul nuw nsw i16 %reass.add149.us.us, 15
  %reass.add151.us.us = add nuw nsw i16 %conv36.us.us, %conv8.us.us
  %reass.mul152.us.us = mul nuw nsw i16 %reass.add151.us.us, 6
  %add24.us.us = add nuw nsw i16 %mul23.us.us, %conv.us.us
  %add31.us.us = add nuw nsw i16 %add24.us.us, %conv43.us.us
  %add38.us.us = add nuw nsw i16 %add31.us.us, %reass.mul150.us.us
  %add44.us.us = add nuw nsw i16 %add38.us.us, %reass.mul152.us.us
  %arrayidx47.us.us = getelementptr inbounds i16, ptr %tmp, i64 %indvars.iv244
  store i16 %add44.us.us, ptr %arrayidx47.us.us, align 2, !tbaa !8
  %indvars.iv.next245 = add nuw nsw i64 %indvars.iv244, 1
  %exitcond255.not = icmp eq i64 %indvars.iv.next245, %wide.trip.count254
  br i1 %exitcond255.not, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us, !llvm.loop !15

for.cond1.for.cond.cleanup3_crit_edge.us.us:      ; preds = %for.body4.us.us, %vec.epilog.middle.block, %middle.block316
  %115 = mul nsw i64 %indvars.iv266, %36
  %add.ptr50.us.us = getelementptr inbounds i8, ptr %out, i64 %115
  %.pre278 = load i16, ptr %tmp, align 2, !tbaa !8
  %.pre279 = load i16, ptr %arrayidx62.us.us.phi.trans.insert, align 2, !tbaa !8
  %.pre280 = load i16, ptr %arrayidx68.us.us.phi.trans.insert, align 2, !tbaa !8
  %.pre281 = load i16, ptr %arrayidx74.us.us.phi.trans.insert, align 2, !tbaa !8
  %.pre282 = load i16, ptr %arrayidx80.us.us.phi.trans.insert, align 2, !tbaa !8
  %.pre283 = load i16, ptr %arrayidx86.us.us.phi.trans.insert, align 2, !tbaa !8
  br i1 %min.iters.check, label %for.body56.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us.us
  %vector.recur.init = insertelement <16 x i16> poison, i16 %.pre283, i64 15
  %vector.recur.init286 = insertelement <16 x i16> poison, i16 %.pre282, i64 15
  %vector.recur.init288 = insertelement <16 x i16> poison, i16 %.pre281, i64 15
  %vector.recur.init290 = insertelement <16 x i16> poison, i16 %.pre280, i64 15
  %vector.recur.init292 = insertelement <16 x i16> poison, i16 %.pre279, i64 15
  %vector.recur.init294 = insertelement <16 x i16> poison, i16 %.pre278, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur287 = phi <16 x i16> [ %vector.recur.init286, %vector.ph ], [ %118, %vector.body ]
  %vector.recur289 = phi <16 x i16> [ %vector.recur.init288, %vector.ph ], [ %119, %vector.body ]
  %vector.recur291 = phi <16 x i16> [ %vector.recur.init290, %vector.ph ], [ %120, %vector.body ]
  %vector.recur293 = phi <16 x i16> [ %vector.recur.init292, %vector.ph ], [ %121, %vector.body ]
  %vector.recur295 = phi <16 x i16> [ %vector.recur.init294, %vector.ph ], [ %122, %vector.body ]
  %116 = or i64 %index, 6
  %117 = getelementptr inbounds i16, ptr %tmp, i64 %116
  %wide.load = load <16 x i16>, ptr %117, align 2, !tbaa !8
  %118 = shufflevector <16 x i16> %vector.recur, <16 x i16> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %119 = shufflevector <16 x i16> %vector.recur287, <16 x i16> %118, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %120 = shufflevector <16 x i16> %vector.recur289, <16 x i16> %119, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %121 = shufflevector <16 x i16> %vector.recur291, <16 x i16> %120, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %122 = shufflevector <16 x i16> %vector.recur293, <16 x i16> %121, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %123 = shufflevector <16 x i16> %vector.recur295, <16 x i16> %122, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %124 = zext <16 x i16> %123 to <16 x i32>
  %125 = zext <16 x i16> %122 to <16 x i32>
  %126 = zext <16 x i16> %121 to <16 x i32>
  %127 = zext <16 x i16> %120 to <16 x i32>
  %128 = mul nuw nsw <16 x i32> %127, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %129 = zext <16 x i16> %119 to <16 x i32>
  %130 = zext <16 x i16> %118 to <16 x i32>
  %131 = zext <16 x i16> %wide.load to <16 x i32>
  %132 = add nuw nsw <16 x i32> %129, %126
  %133 = mul nuw nsw <16 x i32> %132, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %134 = add nuw nsw <16 x i32> %130, %125
  %135 = mul nuw nsw <16 x i32> %134, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %136 = add nuw nsw <16 x i32> %124, <i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048>
  %137 = add nuw nsw <16 x i32> %136, %128
  %138 = add nuw nsw <16 x i32> %137, %131
  %139 = add nuw nsw <16 x i32> %138, %133
  %140 = add nuw nsw <16 x i32> %139, %135
  %141 = lshr <16 x i32> %140, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  %142 = trunc <16 x i32> %141 to <16 x i8>
  %143 = getelementptr inbounds i8, ptr %add.ptr50.us.us, i64 %index
  store <16 x i8> %142, ptr %143, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %144 = icmp eq i64 %index.next, %n.vec
  br i1 %144, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i16> %wide.load, i64 15
  %vector.recur.extract296 = extractelement <16 x i16> %wide.load, i64 14
  %vector.recur.extract300 = extractelement <16 x i16> %wide.load, i64 13
  %vector.recur.extract304 = extractelement <16 x i16> %wide.load, i64 12
  %vector.recur.extract308 = extractelement <16 x i16> %wide.load, i64 11
  %vector.recur.extract312 = extractelement <16 x i16> %wide.load, i64 10
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
  br i1 %exitcond272.not, label %for.cond.cleanup, label %iter.check

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv238 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next239, %for.cond1.for.cond.cleanup3_crit_edge.us ]
  %145 = mul nsw i64 %indvars.iv238, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %145
  %146 = load i8, ptr %add.ptr.us, align 1, !tbaa !5
  %conv.us = zext i8 %146 to i16
  %arrayidx7.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %0
  %147 = load i8, ptr %arrayidx7.us, align 1, !tbaa !5
  %conv8.us = zext i8 %147 to i16
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %1
  %148 = load i8, ptr %arrayidx14.us, align 1, !tbaa !5
  %conv15.us = zext i8 %148 to i16
  %arrayidx21.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %2
  %149 = load i8, ptr %arrayidx21.us, align 1, !tbaa !5
  %conv22.us = zext i8 %149 to i16
  %mul23.us = mul nuw nsw i16 %conv22.us, 20
  %arrayidx28.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %150 = load i8, ptr %arrayidx28.us, align 1, !tbaa !5
  %conv29.us = zext i8 %150 to i16
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %4
  %151 = load i8, ptr %arrayidx35.us, align 1, !tbaa !5
  %conv36.us = zext i8 %151 to i16
  %arrayidx42.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %5
  %152 = load i8, ptr %arrayidx42.us, align 1, !tbaa !5
  %conv43.us = zext i8 %152 to i16
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
  %153 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !5
  %conv.us.1 = zext i8 %153 to i16
  %arrayidx7.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %6
  %154 = load i8, ptr %arrayidx7.us.1, align 1, !tbaa !5
  %conv8.us.1 = zext i8 %154 to i16
  %arrayidx14.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %7
  %155 = load i8, ptr %arrayidx14.us.1, align 1, !tbaa !5
  %conv15.us.1 = zext i8 %155 to i16
  %arrayidx21.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %8
  %156 = load i8, ptr %arrayidx21.us.1, align 1, !tbaa !5
  %conv22.us.1 = zext i8 %156 to i16
  %mul23.us.1 = mul nuw nsw i16 %conv22.us.1, 20
  %arrayidx28.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %9
  %157 = load i8, ptr %arrayidx28.us.1, align 1, !tbaa !5
  %conv29.us.1 = zext i8 %157 to i16
  %arrayidx35.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %10
  %158 = load i8, ptr %arrayidx35.us.1, align 1, !tbaa !5
  %conv36.us.1 = zext i8 %158 to i16
  %arrayidx42.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %11
  %159 = load i8, ptr %arrayidx42.us.1, align 1, !tbaa !5
  %conv43.us.1 = zext i8 %159 to i16
  %reass.add149.us.1 = add nuw nsw i16 %conv29.us.1, %conv15.us.1
  %reass.mul150.us.1 = mul nuw nsw i16 %reass.add149.us.1, 15
  %reass.add151.us.1 = add nuw nsw i16 %conv36.us.1, %conv8.us.1
  %reass.mul152.us.1 = mul nuw nsw i16 %reass.add151.us.1, 6
  %add24.us.1 = add nuw nsw i16 %mul23.us.1, %conv.us.1
  %add31.us.1 = add nuw nsw i16 %add24.us.1, %conv43.us.1
  %add38.us.1 = add nuw nsw i16 %add31.us.1, %reass.mul150.us.1
  %add44.us.1 = add nuw nsw i16 %add38.us.1, %reass.mul152.us.1
  store i16 %add44.us.1, ptr %arrayidx47.us.1, align 2, !tbaa !8
  br i1 %exitcond237.not.1, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.2

for.body4.us.2:                                   ; preds = %for.body4.us.1
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 2
  %160 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !5
  %conv.us.2 = zext i8 %160 to i16
  %arrayidx7.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %12
  %161 = load i8, ptr %arrayidx7.us.2, align 1, !tbaa !5
  %conv8.us.2 = zext i8 %161 to i16
  %arrayidx14.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %13
  %162 = load i8, ptr %arrayidx14.us.2, align 1, !tbaa !5
  %conv15.us.2 = zext i8 %162 to i16
  %arrayidx21.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %14
  %163 = load i8, ptr %arrayidx21.us.2, align 1, !tbaa !5
  %conv22.us.2 = zext i8 %163 to i16
  %mul23.us.2 = mul nuw nsw i16 %conv22.us.2, 20
  %arrayidx28.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %15
  %164 = load i8, ptr %arrayidx28.us.2, align 1, !tbaa !5
  %conv29.us.2 = zext i8 %164 to i16
  %arrayidx35.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %16
  %165 = load i8, ptr %arrayidx35.us.2, align 1, !tbaa !5
  %conv36.us.2 = zext i8 %165 to i16
  %arrayidx42.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %17
  %166 = load i8, ptr %arrayidx42.us.2, align 1, !tbaa !5
  %conv43.us.2 = zext i8 %166 to i16
  %reass.add149.us.2 = add nuw nsw i16 %conv29.us.2, %conv15.us.2
  %reass.mul150.us.2 = mul nuw nsw i16 %reass.add149.us.2, 15
  %reass.add151.us.2 = add nuw nsw i16 %conv36.us.2, %conv8.us.2
  %reass.mul152.us.2 = mul nuw nsw i16 %reass.add151.us.2, 6
  %add24.us.2 = add nuw nsw i16 %mul23.us.2, %conv.us.2
  %add31.us.2 = add nuw nsw i16 %add24.us.2, %conv43.us.2
  %add38.us.2 = add nuw nsw i16 %add31.us.2, %reass.mul150.us.2
  %add44.us.2 = add nuw nsw i16 %add38.us.2, %reass.mul152.us.2
  store i16 %add44.us.2, ptr %arrayidx47.us.2, align 2, !tbaa !8
  br i1 %exitcond237.not.2, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.3

for.body4.us.3:                                   ; preds = %for.body4.us.2
  %arrayidx.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 3
  %167 = load i8, ptr %arrayidx.us.3, align 1, !tbaa !5
  %conv.us.3 = zext i8 %167 to i16
  %arrayidx7.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %18
  %168 = load i8, ptr %arrayidx7.us.3, align 1, !tbaa !5
  %conv8.us.3 = zext i8 %168 to i16
  %arrayidx14.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %19
  %169 = load i8, ptr %arrayidx14.us.3, align 1, !tbaa !5
  %conv15.us.3 = zext i8 %169 to i16
  %arrayidx21.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %20
  %170 = load i8, ptr %arrayidx21.us.3, align 1, !tbaa !5
  %conv22.us.3 = zext i8 %170 to i16
  %mul23.us.3 = mul nuw nsw i16 %conv22.us.3, 20
  %arrayidx28.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %21
  %171 = load i8, ptr %arrayidx28.us.3, align 1, !tbaa !5
  %conv29.us.3 = zext i8 %171 to i16
  %arrayidx35.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %22
  %172 = load i8, ptr %arrayidx35.us.3, align 1, !tbaa !5
  %conv36.us.3 = zext i8 %172 to i16
  %arrayidx42.us.3 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %23
  %173 = load i8, ptr %arrayidx42.us.3, align 1, !tbaa !5
  %conv43.us.3 = zext i8 %173 to i16
  %reass.add149.us.3 = add nuw nsw i16 %conv29.us.3, %conv15.us.3
  %reass.mul150.us.3 = mul nuw nsw i16 %reass.add149.us.3, 15
  %reass.add151.us.3 = add nuw nsw i16 %conv36.us.3, %conv8.us.3
  %reass.mul152.us.3 = mul nuw nsw i16 %reass.add151.us.3, 6
  %add24.us.3 = add nuw nsw i16 %mul23.us.3, %conv.us.3
  %add31.us.3 = add nuw nsw i16 %add24.us.3, %conv43.us.3
  %add38.us.3 = add nuw nsw i16 %add31.us.3, %reass.mul150.us.3
  %add44.us.3 = add nuw nsw i16 %add38.us.3, %reass.mul152.us.3
  store i16 %add44.us.3, ptr %arrayidx47.us.3, align 2, !tbaa !8
  br i1 %exitcond237.not.3, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.4

for.body4.us.4:                                   ; preds = %for.body4.us.3
  %arrayidx.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 4
  %174 = load i8, ptr %arrayidx.us.4, align 1, !tbaa !5
  %conv.us.4 = zext i8 %174 to i16
  %arrayidx7.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %24
  %175 = load i8, ptr %arrayidx7.us.4, align 1, !tbaa !5
  %conv8.us.4 = zext i8 %175 to i16
  %arrayidx14.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %25
  %176 = load i8, ptr %arrayidx14.us.4, align 1, !tbaa !5
  %conv15.us.4 = zext i8 %176 to i16
  %arrayidx21.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %26
  %177 = load i8, ptr %arrayidx21.us.4, align 1, !tbaa !5
  %conv22.us.4 = zext i8 %177 to i16
  %mul23.us.4 = mul nuw nsw i16 %conv22.us.4, 20
  %arrayidx28.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %27
  %178 = load i8, ptr %arrayidx28.us.4, align 1, !tbaa !5
  %conv29.us.4 = zext i8 %178 to i16
  %arrayidx35.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %28
  %179 = load i8, ptr %arrayidx35.us.4, align 1, !tbaa !5
  %conv36.us.4 = zext i8 %179 to i16
  %arrayidx42.us.4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %29
  %180 = load i8, ptr %arrayidx42.us.4, align 1, !tbaa !5
  %conv43.us.4 = zext i8 %180 to i16
  %reass.add149.us.4 = add nuw nsw i16 %conv29.us.4, %conv15.us.4
  %reass.mul150.us.4 = mul nuw nsw i16 %reass.add149.us.4, 15
  %reass.add151.us.4 = add nuw nsw i16 %conv36.us.4, %conv8.us.4
  %reass.mul152.us.4 = mul nuw nsw i16 %reass.add151.us.4, 6
  %add24.us.4 = add nuw nsw i16 %mul23.us.4, %conv.us.4
  %add31.us.4 = add nuw nsw i16 %add24.us.4, %conv43.us.4
  %add38.us.4 = add nuw nsw i16 %add31.us.4, %reass.mul150.us.4
  %add44.us.4 = add nuw nsw i16 %add38.us.4, %reass.mul152.us.4
  store i16 %add44.us.4, ptr %arrayidx47.us.4, align 2, !tbaa !8
  br i1 %exitcond237.not.4, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.5

for.body4.us.5:                                   ; preds = %for.body4.us.4
  %arrayidx.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 5
  %181 = load i8, ptr %arrayidx.us.5, align 1, !tbaa !5
  %conv.us.5 = zext i8 %181 to i16
  %arrayidx7.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %30
  %182 = load i8, ptr %arrayidx7.us.5, align 1, !tbaa !5
  %conv8.us.5 = zext i8 %182 to i16
  %arrayidx14.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %31
  %183 = load i8, ptr %arrayidx14.us.5, align 1, !tbaa !5
  %conv15.us.5 = zext i8 %183 to i16
  %arrayidx21.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %32
  %184 = load i8, ptr %arrayidx21.us.5, align 1, !tbaa !5
  %conv22.us.5 = zext i8 %184 to i16
  %mul23.us.5 = mul nuw nsw i16 %conv22.us.5, 20
  %arrayidx28.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %33
  %185 = load i8, ptr %arrayidx28.us.5, align 1, !tbaa !5
  %conv29.us.5 = zext i8 %185 to i16
  %arrayidx35.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %34
  %186 = load i8, ptr %arrayidx35.us.5, align 1, !tbaa !5
  %conv36.us.5 = zext i8 %186 to i16
  %arrayidx42.us.5 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %35
  %187 = load i8, ptr %arrayidx42.us.5, align 1, !tbaa !5
  %conv43.us.5 = zext i8 %187 to i16
  %reass.add149.us.5 = add nuw nsw i16 %conv29.us.5, %conv15.us.5
  %reass.mul150.us.5 = mul nuw nsw i16 %reass.add149.us.5, 15
  %reass.add151.us.5 = add nuw nsw i16 %conv36.us.5, %conv8.us.5
  %reass.mul152.us.5 = mul nuw nsw i16 %reass.add151.us.5, 6
  %add24.us.5 = add nuw nsw i16 %mul23.us.5, %conv.us.5
  %add31.us.5 = add nuw nsw i16 %add24.us.5, %conv43.us.5
  %add38.us.5 = add nuw nsw i16 %add31.us.5, %reass.mul150.us.5
  %add44.us.5 = add nuw nsw i16 %add38.us.5, %reass.mul152.us.5
  store i16 %add44.us.5, ptr %arrayidx47.us.5, align 2, !tbaa !8
  br label %for.cond1.for.cond.cleanup3_crit_edge.us

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us.5, %for.body4.us.4, %for.body4.us.3, %for.body4.us.2, %for.body4.us.1, %for.body.us
  %indvars.iv.next239 = add nuw nsw i64 %indvars.iv238, 1
  %exitcond243.not = icmp eq i64 %indvars.iv.next239, %wide.trip.count242
  br i1 %exitcond243.not, label %for.cond.cleanup.loopexit348, label %for.body.us

for.cond.cleanup.loopexit348:                     ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us
  store i16 %add44.us, ptr %tmp, align 2, !tbaa !8
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond52.for.cond.cleanup55_crit_edge.us.us, %for.cond.cleanup.loopexit348, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !12, !11}
!15 = distinct !{!15, !12, !11}
!16 = distinct !{!16, !11, !12}
