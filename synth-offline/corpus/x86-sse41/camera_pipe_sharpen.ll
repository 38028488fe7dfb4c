; ModuleID = 'bench/kernels/camera_pipe_sharpen.c'
source_filename = "bench/kernels/camera_pipe_sharpen.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @camera_pipe_sharpen(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride, i8 noundef zeroext %strength_x32) local_unnamed_addr #0 {
entry:
  %cmp122 = icmp sgt i32 %height, 0
  br i1 %cmp122, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %add = add i32 %width, 2
  %cmp21120 = icmp sgt i32 %width, 0
  %conv40 = zext i8 %strength_x32 to i32
  %mul41 = shl nuw nsw i32 %conv40, 16
  br i1 %cmp21120, label %for.body.us.us.preheader, label %for.body.lr.ph.split

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph
  %smax168 = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %0 = zext i32 %width to i64
  %wide.trip.count182 = zext i32 %height to i64
  %wide.trip.count169 = zext i32 %smax168 to i64
  %wide.trip.count175 = zext i32 %width to i64
  %arrayidx32.us.us.phi.trans.insert = getelementptr inbounds i8, ptr %tmp, i64 1
  %min.iters.check196 = icmp ult i32 %smax168, 8
  %min.iters.check198 = icmp ult i32 %smax168, 16
  %n.vec201 = and i64 %wide.trip.count169, 2147483632
  %cmp.n202 = icmp eq i64 %n.vec201, %wide.trip.count169
  %n.vec.remaining = and i64 %wide.trip.count169, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec210 = and i64 %wide.trip.count169, 2147483640
  %cmp.n212 = icmp eq i64 %n.vec210, %wide.trip.count169
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count175, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %mul41, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count175
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.us.preheader, %for.cond20.for.cond.cleanup22_crit_edge.us.us
  %indvars.iv177 = phi i64 [ 0, %for.body.us.us.preheader ], [ %indvars.iv.next178, %for.cond20.for.cond.cleanup22_crit_edge.us.us ]
  %1 = mul nsw i64 %indvars.iv177, %idx.ext1
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %idx.ext1
  %add.ptr4.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %idx.ext1
  br i1 %min.iters.check196, label %for.body8.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check198, label %vec.epilog.ph, label %vector.body203

vector.body203:                                   ; preds = %vector.main.loop.iter.check, %vector.body203
  %index204 = phi i64 [ %index.next208, %vector.body203 ], [ 0, %vector.main.loop.iter.check ]
  %2 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index204
  %wide.load205 = load <16 x i8>, ptr %2, align 1, !tbaa !4
  %3 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %index204
  %wide.load206 = load <16 x i8>, ptr %3, align 1, !tbaa !4
  %4 = zext <16 x i8> %wide.load205 to <16 x i16>
  %5 = zext <16 x i8> %wide.load206 to <16 x i16>
  %6 = add nuw nsw <16 x i16> %4, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %7 = add nuw nsw <16 x i16> %6, %5
  %8 = lshr <16 x i16> %7, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %9 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %index204
  %wide.load207 = load <16 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <16 x i8> %wide.load207 to <16 x i16>
  %11 = add nuw nsw <16 x i16> %10, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %12 = add nuw nsw <16 x i16> %11, %8
  %13 = lshr <16 x i16> %12, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %14 = trunc <16 x i16> %13 to <16 x i8>
  %15 = getelementptr inbounds i8, ptr %tmp, i64 %index204
  store <16 x i8> %14, ptr %15, align 1, !tbaa !4
  %index.next208 = add nuw i64 %index204, 16
  %16 = icmp eq i64 %index.next208, %n.vec201
  br i1 %16, label %middle.block194, label %vector.body203, !llvm.loop !7

middle.block194:                                  ; preds = %vector.body203
  br i1 %cmp.n202, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block194
  br i1 %min.epilog.iters.check.not.not, label %for.body8.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec201, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index213 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next217, %vec.epilog.vector.body ]
  %17 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index213
  %wide.load214 = load <8 x i8>, ptr %17, align 1, !tbaa !4
  %18 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %index213
  %wide.load215 = load <8 x i8>, ptr %18, align 1, !tbaa !4
  %19 = zext <8 x i8> %wide.load214 to <8 x i16>
  %20 = zext <8 x i8> %wide.load215 to <8 x i16>
  %21 = add nuw nsw <8 x i16> %19, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %22 = add nuw nsw <8 x i16> %21, %20
  %23 = lshr <8 x i16> %22, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %24 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %index213
  %wide.load216 = load <8 x i8>, ptr %24, align 1, !tbaa !4
  %25 = zext <8 x i8> %wide.load216 to <8 x i16>
  %26 = add nuw nsw <8 x i16> %25, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %27 = add nuw nsw <8 x i16> %26, %23
  %28 = lshr <8 x i16> %27, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %29 = trunc <8 x i16> %28 to <8 x i8>
  %30 = getelementptr inbounds i8, ptr %tmp, i64 %index213
  store <8 x i8> %29, ptr %30, align 1, !tbaa !4
  %index.next217 = add nuw i64 %index213, 8
  %31 = icmp eq i64 %index.next217, %n.vec210
  br i1 %31, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n212, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us.preheader

for.body8.us.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv165.ph = phi i64 [ 0, %iter.check ], [ %n.vec201, %vec.epilog.iter.check ], [ %n.vec210, %vec.epilog.middle.block ]
  br label %for.body8.us.us

for.body23.us.us:                                 ; preds = %for.body23.us.us.preheader, %for.body23.us.us
  %scalar.recur = phi i8 [ %33, %for.body23.us.us ], [ %scalar.recur.ph, %for.body23.us.us.preheader ]
  %scalar.recur193 = phi i8 [ %scalar.recur, %for.body23.us.us ], [ %scalar.recur193.ph, %for.body23.us.us.preheader ]
  %indvars.iv171 = phi i64 [ %indvars.iv.next172, %for.body23.us.us ], [ %indvars.iv171.ph, %for.body23.us.us.preheader ]
  %32 = add nuw nsw i64 %indvars.iv171, 2
  %arrayidx28.us.us = getelementptr inbounds i8, ptr %tmp, i64 %32
  %33 = load i8, ptr %arrayidx28.us.us, align 1, !tbaa !4
  %conv.i106.us.us = zext i8 %scalar.recur193 to i32
  %conv1.i107.us.us = zext i8 %33 to i32
  %add.i108.us.us = add nuw nsw i32 %conv.i106.us.us, 1
  %add2.i109.us.us = add nuw nsw i32 %add.i108.us.us, %conv1.i107.us.us
  %shr.i110.us.us = lshr i32 %add2.i109.us.us, 1
  %indvars.iv.next172 = add nuw nsw i64 %indvars.iv171, 1
  %conv1.i113.us.us = zext i8 %scalar.recur to i32
  %add.i114.us.us = add nuw nsw i32 %conv1.i113.us.us, 1
  %add2.i115.us.us = add nuw nsw i32 %add.i114.us.us, %shr.i110.us.us
  %shr.i116.us.us = lshr i32 %add2.i115.us.us, 1
  %arrayidx36.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %indvars.iv.next172
  %34 = load i8, ptr %arrayidx36.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %34 to i32
  %sub.us.us = sub nsw i32 %conv.us.us, %shr.i116.us.us
  %sext.us.us = mul i32 %mul41, %sub.us.us
  %shr.us.us = ashr i32 %sext.us.us, 21
  %add50.us.us = add nsw i32 %shr.us.us, %conv.us.us
  %cond.us.us = tail call i32 @llvm.smin.i32(i32 %add50.us.us, i32 255)
  %cond62.us.us = tail call i32 @llvm.smax.i32(i32 %cond.us.us, i32 0)
  %conv63.us.us = trunc i32 %cond62.us.us to i8
  %arrayidx65.us.us = getelementptr inbounds i8, ptr %add.ptr18.us.us, i64 %indvars.iv171
  store i8 %conv63.us.us, ptr %arrayidx65.us.us, align 1, !tbaa !4
  %exitcond176.not = icmp eq i64 %indvars.iv.next172, %wide.trip.count175
  br i1 %exitcond176.not, label %for.cond20.for.cond.cleanup22_crit_edge.us.us, label %for.body23.us.us, !llvm.loop !11

for.body8.us.us:                                  ; preds = %for.body8.us.us.preheader, %for.body8.us.us
  %indvars.iv165 = phi i64 [ %indvars.iv.next166, %for.body8.us.us ], [ %indvars.iv165.ph, %for.body8.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv165
  %35 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %arrayidx10.us.us = getelementptr inbounds i8, ptr %add.ptr4.us.us, i64 %indvars.iv165
  %36 = load i8, ptr %arrayidx10.us.us, align 1, !tbaa !4
  %conv.i.us.us = zext i8 %35 to i16
  %conv1.i.us.us = zext i8 %36 to i16
  %add.i.us.us = add nuw nsw i16 %conv.i.us.us, 1
  %add2.i.us.us = add nuw nsw i16 %add.i.us.us, %conv1.i.us.us
  %shr.i.us.us = lshr i16 %add2.i.us.us, 1
  %arrayidx12.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %indvars.iv165
  %37 = load i8, ptr %arrayidx12.us.us, align 1, !tbaa !4
  %conv1.i101.us.us = zext i8 %37 to i16
  %add.i102.us.us = add nuw nsw i16 %conv1.i101.us.us, 1
  %add2.i103.us.us = add nuw nsw i16 %add.i102.us.us, %shr.i.us.us
  %shr.i104.us.us = lshr i16 %add2.i103.us.us, 1
  %conv3.i105.us.us = trunc i16 %shr.i104.us.us to i8
  %arrayidx15.us.us = getelementptr inbounds i8, ptr %tmp, i64 %indvars.iv165
  store i8 %conv3.i105.us.us, ptr %arrayidx15.us.us, align 1, !tbaa !4
  %indvars.iv.next166 = add nuw nsw i64 %indvars.iv165, 1
  %exitcond170.not = icmp eq i64 %indvars.iv.next166, %wide.trip.count169
  br i1 %exitcond170.not, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us, !llvm.loop !12

for.cond5.for.cond.cleanup7_crit_edge.us.us:      ; preds = %for.body8.us.us, %vec.epilog.middle.block, %middle.block194
  %38 = mul nsw i64 %indvars.iv177, %0
  %add.ptr18.us.us = getelementptr inbounds i8, ptr %out, i64 %38
  %.pre = load i8, ptr %tmp, align 1, !tbaa !4
  %.pre184 = load i8, ptr %arrayidx32.us.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body23.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre184, i64 15
  %vector.recur.init187 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur188 = phi <16 x i8> [ %vector.recur.init187, %vector.ph ], [ %41, %vector.body ]
  %39 = or i64 %index, 2
  %40 = getelementptr inbounds i8, ptr %tmp, i64 %39
  %wide.load = load <16 x i8>, ptr %40, align 1, !tbaa !4
  %41 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %42 = shufflevector <16 x i8> %vector.recur188, <16 x i8> %41, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %43 = zext <16 x i8> %42 to <16 x i32>
  %44 = zext <16 x i8> %wide.load to <16 x i32>
  %45 = add nuw nsw <16 x i32> %43, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %46 = add nuw nsw <16 x i32> %45, %44
  %47 = lshr <16 x i32> %46, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %48 = or i64 %index, 1
  %49 = zext <16 x i8> %41 to <16 x i32>
  %50 = add nuw nsw <16 x i32> %49, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %51 = add nuw nsw <16 x i32> %50, %47
  %52 = lshr <16 x i32> %51, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %53 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i64 %48
  %wide.load189 = load <16 x i8>, ptr %53, align 1, !tbaa !4
  %54 = zext <16 x i8> %wide.load189 to <16 x i32>
  %55 = sub nsw <16 x i32> %54, %52
  %56 = mul <16 x i32> %broadcast.splat, %55
  %57 = ashr <16 x i32> %56, <i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21>
  %58 = add nsw <16 x i32> %57, %54
  %59 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %58, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %60 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %59, <16 x i32> zeroinitializer)
  %61 = trunc <16 x i32> %60 to <16 x i8>
  %62 = getelementptr inbounds i8, ptr %add.ptr18.us.us, i64 %index
  store <16 x i8> %61, ptr %62, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %63 = icmp eq i64 %index.next, %n.vec
  br i1 %63, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract190 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond20.for.cond.cleanup22_crit_edge.us.us, label %for.body23.us.us.preheader

for.body23.us.us.preheader:                       ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre184, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  %scalar.recur193.ph = phi i8 [ %vector.recur.extract190, %middle.block ], [ %.pre, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  %indvars.iv171.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  br label %for.body23.us.us

for.cond20.for.cond.cleanup22_crit_edge.us.us:    ; preds = %for.body23.us.us, %middle.block
  %indvars.iv.next178 = add nuw nsw i64 %indvars.iv177, 1
  %exitcond183.not = icmp eq i64 %indvars.iv.next178, %wide.trip.count182
  br i1 %exitcond183.not, label %for.cond.cleanup, label %iter.check

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %cmp6118 = icmp sgt i32 %width, -2
  br i1 %cmp6118, label %for.body.us124.preheader, label %for.cond.cleanup

for.body.us124.preheader:                         ; preds = %for.body.lr.ph.split
  %wide.trip.count163 = zext i32 %height to i64
  %exitcond.not = icmp eq i32 %add, 1
  %arrayidx15.us151.1 = getelementptr inbounds i8, ptr %tmp, i64 1
  br label %for.body.us124

for.body.us124:                                   ; preds = %for.body.us124.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us155
  %indvars.iv159 = phi i64 [ 0, %for.body.us124.preheader ], [ %indvars.iv.next160, %for.cond5.for.cond.cleanup7_crit_edge.us155 ]
  %64 = mul nsw i64 %indvars.iv159, %idx.ext1
  %add.ptr.us128 = getelementptr inbounds i8, ptr %in, i64 %64
  %add.ptr2.us129 = getelementptr inbounds i8, ptr %add.ptr.us128, i64 %idx.ext1
  %add.ptr4.us130 = getelementptr inbounds i8, ptr %add.ptr2.us129, i64 %idx.ext1
  %65 = load i8, ptr %add.ptr.us128, align 1, !tbaa !4
  %66 = load i8, ptr %add.ptr4.us130, align 1, !tbaa !4
  %conv.i.us139 = zext i8 %65 to i16
  %conv1.i.us140 = zext i8 %66 to i16
  %add.i.us141 = add nuw nsw i16 %conv.i.us139, 1
  %add2.i.us142 = add nuw nsw i16 %add.i.us141, %conv1.i.us140
  %shr.i.us143 = lshr i16 %add2.i.us142, 1
  %67 = load i8, ptr %add.ptr2.us129, align 1, !tbaa !4
  %conv1.i101.us146 = zext i8 %67 to i16
  %add.i102.us147 = add nuw nsw i16 %conv1.i101.us146, 1
  %add2.i103.us148 = add nuw nsw i16 %add.i102.us147, %shr.i.us143
  %shr.i104.us149 = lshr i16 %add2.i103.us148, 1
  %conv3.i105.us150 = trunc i16 %shr.i104.us149 to i8
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us155, label %for.body8.us134.1

for.body8.us134.1:                                ; preds = %for.body.us124
  %arrayidx.us137.1 = getelementptr inbounds i8, ptr %add.ptr.us128, i64 1
  %68 = load i8, ptr %arrayidx.us137.1, align 1, !tbaa !4
  %arrayidx10.us138.1 = getelementptr inbounds i8, ptr %add.ptr4.us130, i64 1
  %69 = load i8, ptr %arrayidx10.us138.1, align 1, !tbaa !4
  %conv.i.us139.1 = zext i8 %68 to i16
  %conv1.i.us140.1 = zext i8 %69 to i16
  %add.i.us141.1 = add nuw nsw i16 %conv.i.us139.1, 1
  %add2.i.us142.1 = add nuw nsw i16 %add.i.us141.1, %conv1.i.us140.1
  %shr.i.us143.1 = lshr i16 %add2.i.us142.1, 1
  %arrayidx12.us144.1 = getelementptr inbounds i8, ptr %add.ptr2.us129, i64 1
  %70 = load i8, ptr %arrayidx12.us144.1, align 1, !tbaa !4
  %conv1.i101.us146.1 = zext i8 %70 to i16
  %add.i102.us147.1 = add nuw nsw i16 %conv1.i101.us146.1, 1
  %add2.i103.us148.1 = add nuw nsw i16 %add.i102.us147.1, %shr.i.us143.1
  %shr.i104.us149.1 = lshr i16 %add2.i103.us148.1, 1
  %conv3.i105.us150.1 = trunc i16 %shr.i104.us149.1 to i8
  store i8 %conv3.i105.us150.1, ptr %arrayidx15.us151.1, align 1, !tbaa !4
  br label %for.cond5.for.cond.cleanup7_crit_edge.us155

for.cond5.for.cond.cleanup7_crit_edge.us155:      ; preds = %for.body8.us134.1, %for.body.us124
  %indvars.iv.next160 = add nuw nsw i64 %indvars.iv159, 1
  %exitcond164.not = icmp eq i64 %indvars.iv.next160, %wide.trip.count163
  br i1 %exitcond164.not, label %for.cond.cleanup.loopexit218, label %for.body.us124

for.cond.cleanup.loopexit218:                     ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us155
  store i8 %conv3.i105.us150, ptr %tmp, align 1, !tbaa !4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond20.for.cond.cleanup22_crit_edge.us.us, %for.cond.cleanup.loopexit218, %for.body.lr.ph.split, %entry
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

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !9, !8}
!12 = distinct !{!12, !9, !8}
!13 = distinct !{!13, !8, !9}
