; ModuleID = 'bench/kernels/gaussian5x5.c'
source_filename = "bench/kernels/gaussian5x5.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @gaussian5x5(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp120 = icmp sgt i32 %height, 0
  br i1 %cmp120, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %add = add i32 %width, 4
  %cmp40118 = icmp sgt i32 %width, 0
  br i1 %cmp40118, label %for.body.us.us.preheader, label %for.body.lr.ph.split

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph
  %smax170 = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %0 = zext i32 %width to i64
  %wide.trip.count186 = zext i32 %height to i64
  %wide.trip.count171 = zext i32 %smax170 to i64
  %wide.trip.count179 = zext i32 %width to i64
  %arrayidx49.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 1
  %arrayidx55.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 2
  %arrayidx61.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i64 3
  %min.iters.check213 = icmp ult i32 %smax170, 8
  %n.vec216 = and i64 %wide.trip.count171, 2147483640
  %cmp.n218 = icmp eq i64 %n.vec216, %wide.trip.count171
  %min.iters.check = icmp ult i32 %width, 8
  %n.vec = and i64 %wide.trip.count179, 4294967288
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count179
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader, %for.cond39.for.cond.cleanup42_crit_edge.us.us
  %indvars.iv181 = phi i64 [ 0, %for.body.us.us.preheader ], [ %indvars.iv.next182, %for.cond39.for.cond.cleanup42_crit_edge.us.us ]
  %1 = mul nsw i64 %indvars.iv181, %idx.ext1
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %idx.ext1
  %add.ptr4.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %idx.ext1
  %add.ptr6.us.us = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %idx.ext1
  %add.ptr8.us.us = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %idx.ext1
  br i1 %min.iters.check213, label %for.body12.us.us.preheader, label %vector.body219

vector.body219:                                   ; preds = %for.body.us.us, %vector.body219
  %index220 = phi i64 [ %index.next226, %vector.body219 ], [ 0, %for.body.us.us ]
  %2 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index220
  %wide.load221 = load <8 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <8 x i8> %wide.load221 to <8 x i16>
  %4 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %index220
  %wide.load222 = load <8 x i8>, ptr %4, align 1, !tbaa !4
  %5 = zext <8 x i8> %wide.load222 to <8 x i16>
  %6 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %index220
  %wide.load223 = load <8 x i8>, ptr %6, align 1, !tbaa !4
  %7 = zext <8 x i8> %wide.load223 to <8 x i16>
  %8 = mul nuw nsw <8 x i16> %7, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %9 = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %index220
  %wide.load224 = load <8 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <8 x i8> %wide.load224 to <8 x i16>
  %11 = getelementptr inbounds i8, ptr %add.ptr8.us.us, i64 %index220
  %wide.load225 = load <8 x i8>, ptr %11, align 1, !tbaa !4
  %12 = zext <8 x i8> %wide.load225 to <8 x i16>
  %13 = add nuw nsw <8 x i16> %10, %5
  %14 = shl nuw nsw <8 x i16> %13, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %15 = add nuw nsw <8 x i16> %8, %3
  %16 = add nuw nsw <8 x i16> %15, %12
  %17 = add nuw nsw <8 x i16> %16, %14
  %18 = getelementptr inbounds i16, ptr %tmp, i64 %index220
  store <8 x i16> %17, ptr %18, align 2, !tbaa !7
  %index.next226 = add nuw i64 %index220, 8
  %19 = icmp eq i64 %index.next226, %n.vec216
  br i1 %19, label %middle.block211, label %vector.body219, !llvm.loop !9

middle.block211:                                  ; preds = %vector.body219
  br i1 %cmp.n218, label %for.cond9.for.cond.cleanup11_crit_edge.us.us, label %for.body12.us.us.preheader

for.body12.us.us.preheader:                       ; preds = %for.body.us.us, %middle.block211
  %indvars.iv167.ph = phi i64 [ 0, %for.body.us.us ], [ %n.vec216, %middle.block211 ]
  br label %for.body12.us.us

for.body43.us.us:                                 ; preds = %for.body43.us.us.preheader, %for.body43.us.us
  %scalar.recur = phi i16 [ %21, %for.body43.us.us ], [ %scalar.recur.ph, %for.body43.us.us.preheader ]
  %scalar.recur202 = phi i16 [ %scalar.recur, %for.body43.us.us ], [ %scalar.recur202.ph, %for.body43.us.us.preheader ]
  %scalar.recur206 = phi i16 [ %scalar.recur202, %for.body43.us.us ], [ %scalar.recur206.ph, %for.body43.us.us.preheader ]
  %scalar.recur210 = phi i16 [ %scalar.recur206, %for.body43.us.us ], [ %scalar.recur210.ph, %for.body43.us.us.preheader ]
  %indvars.iv173 = phi i64 [ %indvars.iv.next174, %for.body43.us.us ], [ %indvars.iv173.ph, %for.body43.us.us.preheader ]
  %indvars.iv.next174 = add nuw nsw i64 %indvars.iv173, 1
  %mul57.us.us = mul i16 %scalar.recur202, 6
  %20 = add nuw nsw i64 %indvars.iv173, 4
  %arrayidx67.us.us = getelementptr inbounds i16, ptr %tmp, i64 %20
  %21 = load i16, ptr %arrayidx67.us.us, align 2, !tbaa !7
  %reass.add.us.us = add i16 %scalar.recur, %scalar.recur206
  %reass.mul.us.us = shl i16 %reass.add.us.us, 2
  %add58.us.us = add i16 %mul57.us.us, %scalar.recur210
  %add64.us.us = add i16 %add58.us.us, %21
  %add69.us.us = add i16 %add64.us.us, %reass.mul.us.us
  %conv71.us.us = zext i16 %add69.us.us to i32
  %add72.us.us = add nuw nsw i32 %conv71.us.us, 128
  %shr.us.us = lshr i32 %add72.us.us, 8
  %conv73.us.us = trunc i32 %shr.us.us to i8
  %arrayidx75.us.us = getelementptr inbounds i8, ptr %add.ptr37.us.us, i64 %indvars.iv173
  store i8 %conv73.us.us, ptr %arrayidx75.us.us, align 1, !tbaa !4
  %exitcond180.not = icmp eq i64 %indvars.iv.next174, %wide.trip.count179
  br i1 %exitcond180.not, label %for.cond39.for.cond.cleanup42_crit_edge.us.us, label %for.body43.us.us, !llvm.loop !12

for.body12.us.us:                                 ; preds = %for.body12.us.us.preheader, %for.body12.us.us
  %indvars.iv167 = phi i64 [ %indvars.iv.next168, %for.body12.us.us ], [ %indvars.iv167.ph, %for.body12.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv167
  %22 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %22 to i16
  %arrayidx14.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %indvars.iv167
  %23 = load i8, ptr %arrayidx14.us.us, align 1, !tbaa !4
  %conv15.us.us = zext i8 %23 to i16
  %arrayidx19.us.us = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %indvars.iv167
  %24 = load i8, ptr %arrayidx19.us.us, align 1, !tbaa !4
  %conv20.us.us = zext i8 %24 to i16
  %mul21.us.us = mul nuw nsw i16 %conv20.us.us, 6
  %arrayidx24.us.us = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %indvars.iv167
  %25 = load i8, ptr %arrayidx24.us.us, align 1, !tbaa !4
  %conv25.us.us = zext i8 %25 to i16
  %arrayidx29.us.us = getelementptr inbounds i8, ptr %add.ptr8.us.us, i64 %indvars.iv167
  %26 = load i8, ptr %arrayidx29.us.us, align 1, !tbaa !4
  %conv30.us.us = zext i8 %26 to i16
  %reass.add114.us.us = add nuw nsw i16 %conv25.us.us, %conv15.us.us
  %reass.mul115.us.us = shl nuw nsw i16 %reass.add114.us.us, 2
  %add22.us.us = add nuw nsw i16 %mul21.us.us, %conv.us.us
  %add27.us.us = add nuw nsw i16 %add22.us.us, %conv30.us.us
  %add31.us.us = add nuw nsw i16 %add27.us.us, %reass.mul115.us.us
  %arrayidx34.us.us = getelementptr inbounds i16, ptr %tmp, i64 %indvars.iv167
  store i16 %add31.us.us, ptr %arrayidx34.us.us, align 2, !tbaa !7
  %indvars.iv.next168 = add nuw nsw i64 %indvars.iv167, 1
  %exitcond172.not = icmp eq i64 %indvars.iv.next168, %wide.trip.count171
  br i1 %exitcond172.not, label %for.cond9.for.cond.cleanup11_crit_edge.us.us, label %for.body12.us.us, !llvm.loop !13

for.cond9.for.cond.cleanup11_crit_edge.us.us:     ; preds = %for.body12.us.us, %middle.block211
  %27 = mul nsw i64 %indvars.iv181, %0
  %add.ptr37.us.us = getelementptr inbounds i8, ptr %out, i64 %27
  %.pre = load i16, ptr %tmp, align 2, !tbaa !7
  %.pre188 = load i16, ptr %arrayidx49.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre189 = load i16, ptr %arrayidx55.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre190 = load i16, ptr %arrayidx61.us.us.phi.trans.insert, align 2, !tbaa !7
  br i1 %min.iters.check, label %for.body43.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond9.for.cond.cleanup11_crit_edge.us.us
  %vector.recur.init = insertelement <8 x i16> poison, i16 %.pre190, i64 7
  %vector.recur.init193 = insertelement <8 x i16> poison, i16 %.pre189, i64 7
  %vector.recur.init195 = insertelement <8 x i16> poison, i16 %.pre188, i64 7
  %vector.recur.init197 = insertelement <8 x i16> poison, i16 %.pre, i64 7
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <8 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur194 = phi <8 x i16> [ %vector.recur.init193, %vector.ph ], [ %30, %vector.body ]
  %vector.recur196 = phi <8 x i16> [ %vector.recur.init195, %vector.ph ], [ %31, %vector.body ]
  %vector.recur198 = phi <8 x i16> [ %vector.recur.init197, %vector.ph ], [ %32, %vector.body ]
  %28 = or i64 %index, 4
  %29 = getelementptr inbounds i16, ptr %tmp, i64 %28
  %wide.load = load <8 x i16>, ptr %29, align 2, !tbaa !7
  %30 = shufflevector <8 x i16> %vector.recur, <8 x i16> %wide.load, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %31 = shufflevector <8 x i16> %vector.recur194, <8 x i16> %30, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %32 = shufflevector <8 x i16> %vector.recur196, <8 x i16> %31, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %33 = shufflevector <8 x i16> %vector.recur198, <8 x i16> %32, <8 x i32> <i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14>
  %34 = mul <8 x i16> %31, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %35 = add <8 x i16> %30, %32
  %36 = shl <8 x i16> %35, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %37 = add <8 x i16> %34, %33
  %38 = add <8 x i16> %37, %wide.load
  %39 = add <8 x i16> %38, %36
  %40 = zext <8 x i16> %39 to <8 x i32>
  %41 = add nuw nsw <8 x i32> %40, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %42 = lshr <8 x i32> %41, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %43 = trunc <8 x i32> %42 to <8 x i8>
  %44 = getelementptr inbounds i8, ptr %add.ptr37.us.us, i64 %index
  store <8 x i8> %43, ptr %44, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 8
  %45 = icmp eq i64 %index.next, %n.vec
  br i1 %45, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <8 x i16> %wide.load, i64 7
  %vector.recur.extract199 = extractelement <8 x i16> %wide.load, i64 6
  %vector.recur.extract203 = extractelement <8 x i16> %wide.load, i64 5
  %vector.recur.extract207 = extractelement <8 x i16> %wide.load, i64 4
  br i1 %cmp.n, label %for.cond39.for.cond.cleanup42_crit_edge.us.us, label %for.body43.us.us.preheader

for.body43.us.us.preheader:                       ; preds = %for.cond9.for.cond.cleanup11_crit_edge.us.us, %middle.block
  %scalar.recur.ph = phi i16 [ %vector.recur.extract, %middle.block ], [ %.pre190, %for.cond9.for.cond.cleanup11_crit_edge.us.us ]
  %scalar.recur202.ph = phi i16 [ %vector.recur.extract199, %middle.block ], [ %.pre189, %for.cond9.for.cond.cleanup11_crit_edge.us.us ]
  %scalar.recur206.ph = phi i16 [ %vector.recur.extract203, %middle.block ], [ %.pre188, %for.cond9.for.cond.cleanup11_crit_edge.us.us ]
  %scalar.recur210.ph = phi i16 [ %vector.recur.extract207, %middle.block ], [ %.pre, %for.cond9.for.cond.cleanup11_crit_edge.us.us ]
  %indvars.iv173.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.cond9.for.cond.cleanup11_crit_edge.us.us ]
  br label %for.body43.us.us

for.cond39.for.cond.cleanup42_crit_edge.us.us:    ; preds = %for.body43.us.us, %middle.block
  %indvars.iv.next182 = add nuw nsw i64 %indvars.iv181, 1
  %exitcond187.not = icmp eq i64 %indvars.iv.next182, %wide.trip.count186
  br i1 %exitcond187.not, label %for.cond.cleanup, label %for.body.us.us

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %cmp10116 = icmp sgt i32 %width, -4
  br i1 %cmp10116, label %for.body.us122.preheader, label %for.cond.cleanup

for.body.us122.preheader:                         ; preds = %for.body.lr.ph.split
  %wide.trip.count165 = zext i32 %height to i64
  %exitcond.not = icmp eq i32 %add, 1
  %arrayidx34.us153.1 = getelementptr inbounds i16, ptr %tmp, i64 1
  %exitcond.not.1 = icmp eq i32 %add, 2
  %arrayidx34.us153.2 = getelementptr inbounds i16, ptr %tmp, i64 2
  %exitcond.not.2 = icmp eq i32 %add, 3
  %arrayidx34.us153.3 = getelementptr inbounds i16, ptr %tmp, i64 3
  br label %for.body.us122

for.body.us122:                                   ; preds = %for.body.us122.preheader, %for.cond9.for.cond.cleanup11_crit_edge.us157
  %indvars.iv161 = phi i64 [ 0, %for.body.us122.preheader ], [ %indvars.iv.next162, %for.cond9.for.cond.cleanup11_crit_edge.us157 ]
  %46 = mul nsw i64 %indvars.iv161, %idx.ext1
  %add.ptr.us126 = getelementptr inbounds i8, ptr %in, i64 %46
  %add.ptr2.us127 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 %idx.ext1
  %add.ptr4.us128 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 %idx.ext1
  %add.ptr6.us129 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 %idx.ext1
  %add.ptr8.us130 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 %idx.ext1
  %47 = load i8, ptr %add.ptr.us126, align 1, !tbaa !4
  %conv.us138 = zext i8 %47 to i16
  %48 = load i8, ptr %add.ptr2.us127, align 1, !tbaa !4
  %conv15.us140 = zext i8 %48 to i16
  %49 = load i8, ptr %add.ptr4.us128, align 1, !tbaa !4
  %conv20.us142 = zext i8 %49 to i16
  %mul21.us143 = mul nuw nsw i16 %conv20.us142, 6
  %50 = load i8, ptr %add.ptr6.us129, align 1, !tbaa !4
  %conv25.us145 = zext i8 %50 to i16
  %51 = load i8, ptr %add.ptr8.us130, align 1, !tbaa !4
  %conv30.us147 = zext i8 %51 to i16
  %reass.add114.us148 = add nuw nsw i16 %conv25.us145, %conv15.us140
  %reass.mul115.us149 = shl nuw nsw i16 %reass.add114.us148, 2
  %add22.us150 = add nuw nsw i16 %mul21.us143, %conv.us138
  %add27.us151 = add nuw nsw i16 %add22.us150, %conv30.us147
  %add31.us152 = add nuw nsw i16 %add27.us151, %reass.mul115.us149
  br i1 %exitcond.not, label %for.cond9.for.cond.cleanup11_crit_edge.us157, label %for.body12.us134.1

for.body12.us134.1:                               ; preds = %for.body.us122
  %arrayidx.us137.1 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 1
  %52 = load i8, ptr %arrayidx.us137.1, align 1, !tbaa !4
  %conv.us138.1 = zext i8 %52 to i16
  %arrayidx14.us139.1 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 1
  %53 = load i8, ptr %arrayidx14.us139.1, align 1, !tbaa !4
  %conv15.us140.1 = zext i8 %53 to i16
  %arrayidx19.us141.1 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 1
  %54 = load i8, ptr %arrayidx19.us141.1, align 1, !tbaa !4
  %conv20.us142.1 = zext i8 %54 to i16
  %mul21.us143.1 = mul nuw nsw i16 %conv20.us142.1, 6
  %arrayidx24.us144.1 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 1
  %55 = load i8, ptr %arrayidx24.us144.1, align 1, !tbaa !4
  %conv25.us145.1 = zext i8 %55 to i16
  %arrayidx29.us146.1 = getelementptr inbounds i8, ptr %add.ptr8.us130, i64 1
  %56 = load i8, ptr %arrayidx29.us146.1, align 1, !tbaa !4
  %conv30.us147.1 = zext i8 %56 to i16
  %reass.add114.us148.1 = add nuw nsw i16 %conv25.us145.1, %conv15.us140.1
  %reass.mul115.us149.1 = shl nuw nsw i16 %reass.add114.us148.1, 2
  %add22.us150.1 = add nuw nsw i16 %mul21.us143.1, %conv.us138.1
  %add27.us151.1 = add nuw nsw i16 %add22.us150.1, %conv30.us147.1
  %add31.us152.1 = add nuw nsw i16 %add27.us151.1, %reass.mul115.us149.1
  store i16 %add31.us152.1, ptr %arrayidx34.us153.1, align 2, !tbaa !7
  br i1 %exitcond.not.1, label %for.cond9.for.cond.cleanup11_crit_edge.us157, label %for.body12.us134.2

for.body12.us134.2:                               ; preds = %for.body12.us134.1
  %arrayidx.us137.2 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 2
  %57 = load i8, ptr %arrayidx.us137.2, align 1, !tbaa !4
  %conv.us138.2 = zext i8 %57 to i16
  %arrayidx14.us139.2 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 2
  %58 = load i8, ptr %arrayidx14.us139.2, align 1, !tbaa !4
  %conv15.us140.2 = zext i8 %58 to i16
  %arrayidx19.us141.2 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 2
  %59 = load i8, ptr %arrayidx19.us141.2, align 1, !tbaa !4
  %conv20.us142.2 = zext i8 %59 to i16
  %mul21.us143.2 = mul nuw nsw i16 %conv20.us142.2, 6
  %arrayidx24.us144.2 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 2
  %60 = load i8, ptr %arrayidx24.us144.2, align 1, !tbaa !4
  %conv25.us145.2 = zext i8 %60 to i16
  %arrayidx29.us146.2 = getelementptr inbounds i8, ptr %add.ptr8.us130, i64 2
  %61 = load i8, ptr %arrayidx29.us146.2, align 1, !tbaa !4
  %conv30.us147.2 = zext i8 %61 to i16
  %reass.add114.us148.2 = add nuw nsw i16 %conv25.us145.2, %conv15.us140.2
  %reass.mul115.us149.2 = shl nuw nsw i16 %reass.add114.us148.2, 2
  %add22.us150.2 = add nuw nsw i16 %mul21.us143.2, %conv.us138.2
  %add27.us151.2 = add nuw nsw i16 %add22.us150.2, %conv30.us147.2
  %add31.us152.2 = add nuw nsw i16 %add27.us151.2, %reass.mul115.us149.2
  store i16 %add31.us152.2, ptr %arrayidx34.us153.2, align 2, !tbaa !7
  br i1 %exitcond.not.2, label %for.cond9.for.cond.cleanup11_crit_edge.us157, label %for.body12.us134.3

for.body12.us134.3:                               ; preds = %for.body12.us134.2
  %arrayidx.us137.3 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 3
  %62 = load i8, ptr %arrayidx.us137.3, align 1, !tbaa !4
  %conv.us138.3 = zext i8 %62 to i16
  %arrayidx14.us139.3 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 3
  %63 = load i8, ptr %arrayidx14.us139.3, align 1, !tbaa !4
  %conv15.us140.3 = zext i8 %63 to i16
  %arrayidx19.us141.3 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 3
  %64 = load i8, ptr %arrayidx19.us141.3, align 1, !tbaa !4
  %conv20.us142.3 = zext i8 %64 to i16
  %mul21.us143.3 = mul nuw nsw i16 %conv20.us142.3, 6
  %arrayidx24.us144.3 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 3
  %65 = load i8, ptr %arrayidx24.us144.3, align 1, !tbaa !4
  %conv25.us145.3 = zext i8 %65 to i16
  %arrayidx29.us146.3 = getelementptr inbounds i8, ptr %add.ptr8.us130, i64 3
  %66 = load i8, ptr %arrayidx29.us146.3, align 1, !tbaa !4
  %conv30.us147.3 = zext i8 %66 to i16
  %reass.add114.us148.3 = add nuw nsw i16 %conv25.us145.3, %conv15.us140.3
  %reass.mul115.us149.3 = shl nuw nsw i16 %reass.add114.us148.3, 2
  %add22.us150.3 = add nuw nsw i16 %mul21.us143.3, %conv.us138.3
  %add27.us151.3 = add nuw nsw i16 %add22.us150.3, %conv30.us147.3
  %add31.us152.3 = add nuw nsw i16 %add27.us151.3, %reass.mul115.us149.3
  store i16 %add31.us152.3, ptr %arrayidx34.us153.3, align 2, !tbaa !7
  br label %for.cond9.for.cond.cleanup11_crit_edge.us157

for.cond9.for.cond.cleanup11_crit_edge.us157:     ; preds = %for.body12.us134.3, %for.body12.us134.2, %for.body12.us134.1, %for.body.us122
  %indvars.iv.next162 = add nuw nsw i64 %indvars.iv161, 1
  %exitcond166.not = icmp eq i64 %indvars.iv.next162, %wide.trip.count165
  br i1 %exitcond166.not, label %for.cond.cleanup.loopexit227, label %for.body.us122

for.cond.cleanup.loopexit227:                     ; preds = %for.cond9.for.cond.cleanup11_crit_edge.us157
  store i16 %add31.us152, ptr %tmp, align 2, !tbaa !7
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond39.for.cond.cleanup42_crit_edge.us.us, %for.cond.cleanup.loopexit227, %for.body.lr.ph.split, %entry
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
