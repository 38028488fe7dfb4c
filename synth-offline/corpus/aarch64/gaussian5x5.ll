; ModuleID = 'bench/kernels/gaussian5x5.c'
source_filename = "bench/kernels/gaussian5x5.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

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
  %min.iters.check215 = icmp ult i32 %smax170, 16
  %n.vec218 = and i64 %wide.trip.count171, 2147483632
  %cmp.n219 = icmp eq i64 %n.vec218, %wide.trip.count171
  %n.vec.remaining = and i64 %wide.trip.count171, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec229 = and i64 %wide.trip.count171, 2147483640
  %cmp.n231 = icmp eq i64 %n.vec229, %wide.trip.count171
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count179, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count179
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.us.preheader, %for.cond39.for.cond.cleanup42_crit_edge.us.us
  %indvars.iv181 = phi i64 [ 0, %for.body.us.us.preheader ], [ %indvars.iv.next182, %for.cond39.for.cond.cleanup42_crit_edge.us.us ]
  %1 = mul nsw i64 %indvars.iv181, %idx.ext1
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %idx.ext1
  %add.ptr4.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %idx.ext1
  %add.ptr6.us.us = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %idx.ext1
  %add.ptr8.us.us = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %idx.ext1
  br i1 %min.iters.check213, label %for.body12.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check215, label %vec.epilog.ph, label %vector.body220

vector.body220:                                   ; preds = %vector.main.loop.iter.check, %vector.body220
  %index221 = phi i64 [ %index.next227, %vector.body220 ], [ 0, %vector.main.loop.iter.check ]
  %2 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index221
  %wide.load222 = load <16 x i8>, ptr %2, align 1, !tbaa !5
  %3 = zext <16 x i8> %wide.load222 to <16 x i16>
  %4 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %index221
  %wide.load223 = load <16 x i8>, ptr %4, align 1, !tbaa !5
  %5 = zext <16 x i8> %wide.load223 to <16 x i16>
  %6 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %index221
  %wide.load224 = load <16 x i8>, ptr %6, align 1, !tbaa !5
  %7 = zext <16 x i8> %wide.load224 to <16 x i16>
  %8 = mul nuw nsw <16 x i16> %7, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %9 = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %index221
  %wide.load225 = load <16 x i8>, ptr %9, align 1, !tbaa !5
  %10 = zext <16 x i8> %wide.load225 to <16 x i16>
  %11 = getelementptr inbounds i8, ptr %add.ptr8.us.us, i64 %index221
  %wide.load226 = load <16 x i8>, ptr %11, align 1, !tbaa !5
  %12 = zext <16 x i8> %wide.load226 to <16 x i16>
  %13 = add nuw nsw <16 x i16> %10, %5
  %14 = shl nuw nsw <16 x i16> %13, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %15 = add nuw nsw <16 x i16> %8, %3
  %16 = add nuw nsw <16 x i16> %15, %12
  %17 = add nuw nsw <16 x i16> %16, %14
  %18 = getelementptr inbounds i16, ptr %tmp, i64 %index221
  store <16 x i16> %17, ptr %18, align 2, !tbaa !8
  %index.next227 = add nuw i64 %index221, 16
  %19 = icmp eq i64 %index.next227, %n.vec218
  br i1 %19, label %middle.block211, label %vector.body220, !llvm.loop !10

middle.block211:                                  ; preds = %vector.body220
  br i1 %cmp.n219, label %for.cond9.for.cond.cleanup11_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block211
  br i1 %min.epilog.iters.check.not.not, label %for.body12.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec218, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index232 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next238, %vec.epilog.vector.body ]
  %20 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index232
  %wide.load233 = load <8 x i8>, ptr %20, align 1, !tbaa !5
  %21 = zext <8 x i8> %wide.load233 to <8 x i16>
  %22 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %index232
  %wide.load234 = load <8 x i8>, ptr %22, align 1, !tbaa !5
  %23 = zext <8 x i8> %wide.load234 to <8 x i16>
  %24 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %index232
  %wide.load235 = load <8 x i8>, ptr %24, align 1, !tbaa !5
  %25 = zext <8 x i8> %wide.load235 to <8 x i16>
  %26 = mul nuw nsw <8 x i16> %25, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %27 = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %index232
  %wide.load236 = load <8 x i8>, ptr %27, align 1, !tbaa !5
  %28 = zext <8 x i8> %wide.load236 to <8 x i16>
  %29 = getelementptr inbounds i8, ptr %add.ptr8.us.us, i64 %index232
  %wide.load237 = load <8 x i8>, ptr %29, align 1, !tbaa !5
  %30 = zext <8 x i8> %wide.load237 to <8 x i16>
  %31 = add nuw nsw <8 x i16> %28, %23
  %32 = shl nuw nsw <8 x i16> %31, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %33 = add nuw nsw <8 x i16> %26, %21
  %34 = add nuw nsw <8 x i16> %33, %30
  %35 = add nuw nsw <8 x i16> %34, %32
  %36 = getelementptr inbounds i16, ptr %tmp, i64 %index232
  store <8 x i16> %35, ptr %36, align 2, !tbaa !8
  %index.next238 = add nuw i64 %index232, 8
  %37 = icmp eq i64 %index.next238, %n.vec229
  br i1 %37, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n231, label %for.cond9.for.cond.cleanup11_crit_edge.us.us, label %for.body12.us.us.preheader

for.body12.us.us.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv167.ph = phi i64 [ 0, %iter.check ], [ %n.vec218, %vec.epilog.iter.check ], [ %n.vec229, %vec.epilog.middle.block ]
  br label %for.body12.us.us

for.body43.us.us:                                 ; preds = %for.body43.us.us.preheader, %for.body43.us.us
  %scalar.recur = phi i16 [ %39, %for.body43.us.us ], [ %scalar.recur.ph, %for.body43.us.us.preheader ]
  %scalar.recur202 = phi i16 [ %scalar.recur, %for.body43.us.us ], [ %scalar.recur202.ph, %for.body43.us.us.preheader ]
  %scalar.recur206 = phi i16 [ %scalar.recur202, %for.body43.us.us ], [ %scalar.recur206.ph, %for.body43.us.us.preheader ]
  %scalar.recur210 = phi i16 [ %scalar.recur206, %for.body43.us.us ], [ %scalar.recur210.ph, %for.body43.us.us.preheader ]
  %indvars.iv173 = phi i64 [ %indvars.iv.next174, %for.body43.us.us ], [ %indvars.iv173.ph, %for.body43.us.us.preheader ]
  %indvars.iv.next174 = add nuw nsw i64 %indvars.iv173, 1
  %mul57.us.us = mul i16 %scalar.recur202, 6
  %38 = add nuw nsw i64 %indvars.iv173, 4
  %arrayidx67.us.us = getelementptr inbounds i16, ptr %tmp, i64 %38
  %39 = load i16, ptr %arrayidx67.us.us, align 2, !tbaa !8
  %reass.add.us.us = add i16 %scalar.recur, %scalar.recur206
  %reass.mul.us.us = shl i16 %reass.add.us.us, 2
  %add58.us.us = add i16 %mul57.us.us, %scalar.recur210
  %add64.us.us = add i16 %add58.us.us, %39
  %add69.us.us = add i16 %add64.us.us, %reass.mul.us.us
  %conv71.us.us = zext i16 %add69.us.us to i32
  %add72.us.us = add nuw nsw i32 %conv71.us.us, 128
  %shr.us.us = lshr i32 %add72.us.us, 8
  %conv73.us.us = trunc i32 %shr.us.us to i8
  %arrayidx75.us.us = getelementptr inbounds i8, ptr %add.ptr37.us.us, i64 %indvars.iv173
  store i8 %conv73.us.us, ptr %arrayidx75.us.us, align 1, !tbaa !5
  %exitcond180.not = icmp eq i64 %indvars.iv.next174, %wide.trip.count179
  br i1 %exitcond180.not, label %for.cond39.for.cond.cleanup42_crit_edge.us.us, label %for.body43.us.us, !llvm.loop !14

for.body12.us.us:                                 ; preds = %for.body12.us.us.preheader, %for.body12.us.us
  %indvars.iv167 = phi i64 [ %indvars.iv.next168, %for.body12.us.us ], [ %indvars.iv167.ph, %for.body12.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv167
  %40 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !5
  %conv.us.us = zext i8 %40 to i16
  %arrayidx14.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %indvars.iv167
  %41 = load i8, ptr %arrayidx14.us.us, align 1, !tbaa !5
  %conv15.us.us = zext i8 %41 to i16
  %arrayidx19.us.us = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %indvars.iv167
  %42 = load i8, ptr %arrayidx19.us.us, align 1, !tbaa !5
  %conv20.us.us = zext i8 %42 to i16
  %mul21.us.us = mul nuw nsw i16 %conv20.us.us, 6
  %arrayidx24.us.us = getelementptr inbounds i8, ptr %add.ptr6.us.us, i64 %indvars.iv167
  %43 = load i8, ptr %arrayidx24.us.us, align 1, !tbaa !5
  %conv25.us.us = zext i8 %43 to i16
  %arrayidx29.us.us = getelementptr inbounds i8, ptr %add.ptr8.us.us, i64 %indvars.iv167
  %44 = load i8, ptr %arrayidx29.us.us, align 1, !tbaa !5
  %conv30.us.us = zext i8 %44 to i16
  %reass.add114.us.us = add nuw nsw i16 %conv25.us.us, %conv15.us.us
  %reass.mul115.us.us = shl nuw nsw i16 %reass.add114.us.us, 2
  %add22.us.us = add nuw nsw i16 %mul21.us.us, %conv.us.us
  %add27.us.us = add nuw nsw i16 %add22.us.us, %conv30.us.us
  %add31.us.us = add nuw nsw i16 %add27.us.us, %reass.mul115.us.us
  %arrayidx34.us.us = getelementptr inbounds i16, ptr %tmp, i64 %indvars.iv167
  store i16 %add31.us.us, ptr %arrayidx34.us.us, align 2, !tbaa !8
  %indvars.iv.next168 = add nuw nsw i64 %indvars.iv167, 1
  %exitcond172.not = icmp eq i64 %indvars.iv.next168, %wide.trip.count171
  br i1 %exitcond172.not, label %for.cond9.for.cond.cleanup11_crit_edge.us.us, label %for.body12.us.us, !llvm.loop !15

for.cond9.for.cond.cleanup11_crit_edge.us.us:     ; preds = %for.body12.us.us, %vec.epilog.middle.block, %middle.block211
  %45 = mul nsw i64 %indvars.iv181, %0
  %add.ptr37.us.us = getelementptr inbounds i8, ptr %out, i64 %45
  %.pre = load i16, ptr %tmp, align 2, !tbaa !8
  %.pre188 = load i16, ptr %arrayidx49.us.us.phi.trans.insert, align 2, !tbaa !8
  %.pre189 = load i16, ptr %arrayidx55.us.us.phi.trans.insert, align 2, !tbaa !8
  %.pre190 = load i16, ptr %arrayidx61.us.us.phi.trans.insert, align 2, !tbaa !8
  br i1 %min.iters.check, label %for.body43.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond9.for.cond.cleanup11_crit_edge.us.us
  %vector.recur.init = insertelement <16 x i16> poison, i16 %.pre190, i64 15
  %vector.recur.init193 = insertelement <16 x i16> poison, i16 %.pre189, i64 15
  %vector.recur.init195 = insertelement <16 x i16> poison, i16 %.pre188, i64 15
  %vector.recur.init197 = insertelement <16 x i16> poison, i16 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur194 = phi <16 x i16> [ %vector.recur.init193, %vector.ph ], [ %48, %vector.body ]
  %vector.recur196 = phi <16 x i16> [ %vector.recur.init195, %vector.ph ], [ %49, %vector.body ]
  %vector.recur198 = phi <16 x i16> [ %vector.recur.init197, %vector.ph ], [ %50, %vector.body ]
  %46 = or i64 %index, 4
  %47 = getelementptr inbounds i16, ptr %tmp, i64 %46
  %wide.load = load <16 x i16>, ptr %47, align 2, !tbaa !8
  %48 = shufflevector <16 x i16> %vector.recur, <16 x i16> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %49 = shufflevector <16 x i16> %vector.recur194, <16 x i16> %48, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %50 = shufflevector <16 x i16> %vector.recur196, <16 x i16> %49, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %51 = shufflevector <16 x i16> %vector.recur198, <16 x i16> %50, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %52 = mul <16 x i16> %49, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %53 = add <16 x i16> %48, %50
  %54 = shl <16 x i16> %53, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %55 = add <16 x i16> %52, %51
  %56 = add <16 x i16> %55, %wide.load
  %57 = add <16 x i16> %56, %54
  %58 = add <16 x i16> %57, <i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128>
  %59 = lshr <16 x i16> %58, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %60 = trunc <16 x i16> %59 to <16 x i8>
  %61 = getelementptr inbounds i8, ptr %add.ptr37.us.us, i64 %index
  store <16 x i8> %60, ptr %61, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %62 = icmp eq i64 %index.next, %n.vec
  br i1 %62, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i16> %wide.load, i64 15
  %vector.recur.extract199 = extractelement <16 x i16> %wide.load, i64 14
  %vector.recur.extract203 = extractelement <16 x i16> %wide.load, i64 13
  %vector.recur.extract207 = extractelement <16 x i16> %wide.load, i64 12
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
  br i1 %exitcond187.not, label %for.cond.cleanup, label %iter.check

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
  %63 = mul nsw i64 %indvars.iv161, %idx.ext1
  %add.ptr.us126 = getelementptr inbounds i8, ptr %in, i64 %63
  %add.ptr2.us127 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 %idx.ext1
  %add.ptr4.us128 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 %idx.ext1
  %add.ptr6.us129 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 %idx.ext1
  %add.ptr8.us130 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 %idx.ext1
  %64 = load i8, ptr %add.ptr.us126, align 1, !tbaa !5
  %conv.us138 = zext i8 %64 to i16
  %65 = load i8, ptr %add.ptr2.us127, align 1, !tbaa !5
  %conv15.us140 = zext i8 %65 to i16
  %66 = load i8, ptr %add.ptr4.us128, align 1, !tbaa !5
  %conv20.us142 = zext i8 %66 to i16
  %mul21.us143 = mul nuw nsw i16 %conv20.us142, 6
  %67 = load i8, ptr %add.ptr6.us129, align 1, !tbaa !5
  %conv25.us145 = zext i8 %67 to i16
  %68 = load i8, ptr %add.ptr8.us130, align 1, !tbaa !5
  %conv30.us147 = zext i8 %68 to i16
  %reass.add114.us148 = add nuw nsw i16 %conv25.us145, %conv15.us140
  %reass.mul115.us149 = shl nuw nsw i16 %reass.add114.us148, 2
  %add22.us150 = add nuw nsw i16 %mul21.us143, %conv.us138
  %add27.us151 = add nuw nsw i16 %add22.us150, %conv30.us147
  %add31.us152 = add nuw nsw i16 %add27.us151, %reass.mul115.us149
  br i1 %exitcond.not, label %for.cond9.for.cond.cleanup11_crit_edge.us157, label %for.body12.us134.1

for.body12.us134.1:                               ; preds = %for.body.us122
  %arrayidx.us137.1 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 1
  %69 = load i8, ptr %arrayidx.us137.1, align 1, !tbaa !5
  %conv.us138.1 = zext i8 %69 to i16
  %arrayidx14.us139.1 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 1
  %70 = load i8, ptr %arrayidx14.us139.1, align 1, !tbaa !5
  %conv15.us140.1 = zext i8 %70 to i16
  %arrayidx19.us141.1 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 1
  %71 = load i8, ptr %arrayidx19.us141.1, align 1, !tbaa !5
  %conv20.us142.1 = zext i8 %71 to i16
  %mul21.us143.1 = mul nuw nsw i16 %conv20.us142.1, 6
  %arrayidx24.us144.1 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 1
  %72 = load i8, ptr %arrayidx24.us144.1, align 1, !tbaa !5
  %conv25.us145.1 = zext i8 %72 to i16
  %arrayidx29.us146.1 = getelementptr inbounds i8, ptr %add.ptr8.us130, i64 1
  %73 = load i8, ptr %arrayidx29.us146.1, align 1, !tbaa !5
  %conv30.us147.1 = zext i8 %73 to i16
  %reass.add114.us148.1 = add nuw nsw i16 %conv25.us145.1, %conv15.us140.1
  %reass.mul115.us149.1 = shl nuw nsw i16 %reass.add114.us148.1, 2
  %add22.us150.1 = add nuw nsw i16 %mul21.us143.1, %conv.us138.1
  %add27.us151.1 = add nuw nsw i16 %add22.us150.1, %conv30.us147.1
  %add31.us152.1 = add nuw nsw i16 %add27.us151.1, %reass.mul115.us149.1
  store i16 %add31.us152.1, ptr %arrayidx34.us153.1, align 2, !tbaa !8
  br i1 %exitcond.not.1, label %for.cond9.for.cond.cleanup11_crit_edge.us157, label %for.body12.us134.2

for.body12.us134.2:                               ; preds = %for.body12.us134.1
  %arrayidx.us137.2 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 2
  %74 = load i8, ptr %arrayidx.us137.2, align 1, !tbaa !5
  %conv.us138.2 = zext i8 %74 to i16
  %arrayidx14.us139.2 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 2
  %75 = load i8, ptr %arrayidx14.us139.2, align 1, !tbaa !5
  %conv15.us140.2 = zext i8 %75 to i16
  %arrayidx19.us141.2 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 2
  %76 = load i8, ptr %arrayidx19.us141.2, align 1, !tbaa !5
  %conv20.us142.2 = zext i8 %76 to i16
  %mul21.us143.2 = mul nuw nsw i16 %conv20.us142.2, 6
  %arrayidx24.us144.2 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 2
  %77 = load i8, ptr %arrayidx24.us144.2, align 1, !tbaa !5
  %conv25.us145.2 = zext i8 %77 to i16
  %arrayidx29.us146.2 = getelementptr inbounds i8, ptr %add.ptr8.us130, i64 2
  %78 = load i8, ptr %arrayidx29.us146.2, align 1, !tbaa !5
  %conv30.us147.2 = zext i8 %78 to i16
  %reass.add114.us148.2 = add nuw nsw i16 %conv25.us145.2, %conv15.us140.2
  %reass.mul115.us149.2 = shl nuw nsw i16 %reass.add114.us148.2, 2
  %add22.us150.2 = add nuw nsw i16 %mul21.us143.2, %conv.us138.2
  %add27.us151.2 = add nuw nsw i16 %add22.us150.2, %conv30.us147.2
  %add31.us152.2 = add nuw nsw i16 %add27.us151.2, %reass.mul115.us149.2
  store i16 %add31.us152.2, ptr %arrayidx34.us153.2, align 2, !tbaa !8
  br i1 %exitcond.not.2, label %for.cond9.for.cond.cleanup11_crit_edge.us157, label %for.body12.us134.3

for.body12.us134.3:                               ; preds = %for.body12.us134.2
  %arrayidx.us137.3 = getelementptr inbounds i8, ptr %add.ptr.us126, i64 3
  %79 = load i8, ptr %arrayidx.us137.3, align 1, !tbaa !5
  %conv.us138.3 = zext i8 %79 to i16
  %arrayidx14.us139.3 = getelementptr inbounds i8, ptr %add.ptr2.us127, i64 3
  %80 = load i8, ptr %arrayidx14.us139.3, align 1, !tbaa !5
  %conv15.us140.3 = zext i8 %80 to i16
  %arrayidx19.us141.3 = getelementptr inbounds i8, ptr %add.ptr4.us128, i64 3
  %81 = load i8, ptr %arrayidx19.us141.3, align 1, !tbaa !5
  %conv20.us142.3 = zext i8 %81 to i16
  %mul21.us143.3 = mul nuw nsw i16 %conv20.us142.3, 6
  %arrayidx24.us144.3 = getelementptr inbounds i8, ptr %add.ptr6.us129, i64 3
  %82 = load i8, ptr %arrayidx24.us144.3, align 1, !tbaa !5
  %conv25.us145.3 = zext i8 %82 to i16
  %arrayidx29.us146.3 = getelementptr inbounds i8, ptr %add.ptr8.us130, i64 3
  %83 = load i8, ptr %arrayidx29.us146.3, align 1, !tbaa !5
  %conv30.us147.3 = zext i8 %83 to i16
  %reass.add114.us148.3 = add nuw nsw i16 %conv25.us145.3, %conv15.us140.3
  %reass.mul115.us149.3 = shl nuw nsw i16 %reass.add114.us148.3, 2
  %add22.us150.3 = add nuw nsw i16 %mul21.us143.3, %conv.us138.3
  %add27.us151.3 = add nuw nsw i16 %add22.us150.3, %conv30.us147.3
  %add31.us152.3 = add nuw nsw i16 %add27.us151.3, %reass.mul115.us149.3
  store i16 %add31.us152.3, ptr %arrayidx34.us153.3, align 2, !tbaa !8
  br label %for.cond9.for.cond.cleanup11_crit_edge.us157

for.cond9.for.cond.cleanup11_crit_edge.us157:     ; preds = %for.body12.us134.3, %for.body12.us134.2, %for.body12.us134.1, %for.body.us122
  %indvars.iv.next162 = add nuw nsw i64 %indvars.iv161, 1
  %exitcond166.not = icmp eq i64 %indvars.iv.next162, %wide.trip.count165
  br i1 %exitcond166.not, label %for.cond.cleanup.loopexit239, label %for.body.us122

for.cond.cleanup.loopexit239:                     ; preds = %for.cond9.for.cond.cleanup11_crit_edge.us157
  store i16 %add31.us152, ptr %tmp, align 2, !tbaa !8
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond39.for.cond.cleanup42_crit_edge.us.us, %for.cond.cleanup.loopexit239, %for.body.lr.ph.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
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
