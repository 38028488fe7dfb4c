; ModuleID = 'bench/kernels/fully_connected.c'
source_filename = "bench/kernels/fully_connected.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  br i1 %cmp23, label %for.body.us.us.preheader, label %for.body.us.preheader

for.body.us.preheader:                            ; preds = %for.body.lr.ph.split.us
  %min.iters.check184 = icmp ult i32 %depth, 4
  %n.vec187 = and i64 %wide.trip.count132, 4294967292
  %broadcast.splatinsert193 = insertelement <4 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat194 = shufflevector <4 x i32> %broadcast.splatinsert193, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert196 = insertelement <4 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat197 = shufflevector <4 x i32> %broadcast.splatinsert196, <4 x i32> poison, <4 x i32> zeroinitializer
  %cmp.n189 = icmp eq i64 %n.vec187, %wide.trip.count132
  br label %for.body.us

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph.split.us
  %min.iters.check201 = icmp ult i32 %depth, 4
  %n.vec204 = and i64 %wide.trip.count132, 4294967292
  %broadcast.splatinsert211 = insertelement <4 x i32> poison, i32 %in_offset, i64 0
  %broadcast.splat212 = shufflevector <4 x i32> %broadcast.splatinsert211, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert214 = insertelement <4 x i32> poison, i32 %w_offset, i64 0
  %broadcast.splat215 = shufflevector <4 x i32> %broadcast.splatinsert214, <4 x i32> poison, <4 x i32> zeroinitializer
  %cmp.n206 = icmp eq i64 %n.vec204, %wide.trip.count132
  br label %for.body.us.us

for.body.us.us:                                   ; preds = %for.body.us.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us.us
  %indvars.iv134 = phi i64 [ %indvars.iv.next135, %for.cond1.for.cond.cleanup3_crit_edge.us.us ], [ 0, %for.body.us.us.preheader ]
  %1 = mul nsw i64 %indvars.iv134, %0
  %add.ptr.us.us = getelementptr inbounds i8, ptr %w, i64 %1
  br i1 %min.iters.check201, label %for.body4.us.us.preheader, label %vector.body207

vector.body207:                                   ; preds = %for.body.us.us, %vector.body207
  %index208 = phi i64 [ %index.next216, %vector.body207 ], [ 0, %for.body.us.us ]
  %vec.phi209 = phi <4 x i32> [ %9, %vector.body207 ], [ zeroinitializer, %for.body.us.us ]
  %2 = getelementptr inbounds i8, ptr %in, i64 %index208
  %wide.load210 = load <4 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <4 x i8> %wide.load210 to <4 x i32>
  %4 = add nsw <4 x i32> %broadcast.splat212, %3
  %5 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index208
  %wide.load213 = load <4 x i8>, ptr %5, align 1, !tbaa !4
  %6 = zext <4 x i8> %wide.load213 to <4 x i32>
  %7 = add nsw <4 x i32> %broadcast.splat215, %6
  %8 = mul nsw <4 x i32> %7, %4
  %9 = add <4 x i32> %8, %vec.phi209
  %index.next216 = add nuw i64 %index208, 4
  %10 = icmp eq i64 %index.next216, %n.vec204
  br i1 %10, label %middle.block199, label %vector.body207, !llvm.loop !7

middle.block199:                                  ; preds = %vector.body207
  %11 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %9)
  br i1 %cmp.n206, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us.preheader

for.body4.us.us.preheader:                        ; preds = %for.body.us.us, %middle.block199
  %indvars.iv129.ph = phi i64 [ 0, %for.body.us.us ], [ %n.vec204, %middle.block199 ]
  %acc.077.us.us.ph = phi i32 [ 0, %for.body.us.us ], [ %11, %middle.block199 ]
  br label %for.body4.us.us

for.body4.us.us:                                  ; preds = %for.body4.us.us.preheader, %for.body4.us.us
  %indvars.iv129 = phi i64 [ %indvars.iv.next130, %for.body4.us.us ], [ %indvars.iv129.ph, %for.body4.us.us.preheader ]
  %acc.077.us.us = phi i32 [ %add10.us.us, %for.body4.us.us ], [ %acc.077.us.us.ph, %for.body4.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %in, i64 %indvars.iv129
  %12 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %12 to i32
  %add.us.us = add nsw i32 %conv.us.us, %in_offset
  %arrayidx6.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv129
  %13 = load i8, ptr %arrayidx6.us.us, align 1, !tbaa !4
  %conv7.us.us = zext i8 %13 to i32
  %add8.us.us = add nsw i32 %conv7.us.us, %w_offset
  %mul9.us.us = mul nsw i32 %add8.us.us, %add.us.us
  %add10.us.us = add nsw i32 %mul9.us.us, %acc.077.us.us
  %indvars.iv.next130 = add nuw nsw i64 %indvars.iv129, 1
  %exitcond133.not = icmp eq i64 %indvars.iv.next130, %wide.trip.count132
  br i1 %exitcond133.not, label %for.cond1.for.cond.cleanup3_crit_edge.us.us, label %for.body4.us.us, !llvm.loop !10

for.cond1.for.cond.cleanup3_crit_edge.us.us:      ; preds = %for.body4.us.us, %middle.block199
  %add10.us.us.lcssa = phi i32 [ %11, %middle.block199 ], [ %add10.us.us, %for.body4.us.us ]
  %arrayidx12.us.us = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv134
  %14 = load i32, ptr %arrayidx12.us.us, align 4, !tbaa !11
  %add13.us.us = add nsw i32 %14, %add10.us.us.lcssa
  %conv14.us.us = sext i32 %add13.us.us to i64
  %mul16.us.us = mul nsw i64 %conv14.us.us, %conv15
  %add17.us.us = add nsw i64 %mul16.us.us, 1073741824
  %15 = lshr i64 %add17.us.us, 31
  %conv18.us.us = trunc i64 %15 to i32
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
  store i8 %conv46.us.us, ptr %arrayidx48.us.us, align 1, !tbaa !4
  %indvars.iv.next135 = add nuw nsw i64 %indvars.iv134, 1
  %exitcond139.not = icmp eq i64 %indvars.iv.next135, %wide.trip.count138
  br i1 %exitcond139.not, label %for.cond.cleanup, label %for.body.us.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond1.for.cond.cleanup3_crit_edge.us
  %indvars.iv123 = phi i64 [ %indvars.iv.next124, %for.cond1.for.cond.cleanup3_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %16 = mul nsw i64 %indvars.iv123, %0
  %add.ptr.us = getelementptr inbounds i8, ptr %w, i64 %16
  br i1 %min.iters.check184, label %for.body4.us.preheader, label %vector.body190

vector.body190:                                   ; preds = %for.body.us, %vector.body190
  %index191 = phi i64 [ %index.next198, %vector.body190 ], [ 0, %for.body.us ]
  %vec.phi = phi <4 x i32> [ %24, %vector.body190 ], [ zeroinitializer, %for.body.us ]
  %17 = getelementptr inbounds i8, ptr %in, i64 %index191
  %wide.load192 = load <4 x i8>, ptr %17, align 1, !tbaa !4
  %18 = zext <4 x i8> %wide.load192 to <4 x i32>
  %19 = add nsw <4 x i32> %broadcast.splat194, %18
  %20 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %index191
  %wide.load195 = load <4 x i8>, ptr %20, align 1, !tbaa !4
  %21 = zext <4 x i8> %wide.load195 to <4 x i32>
  %22 = add nsw <4 x i32> %broadcast.splat197, %21
  %23 = mul nsw <4 x i32> %22, %19
  %24 = add <4 x i32> %23, %vec.phi
  %index.next198 = add nuw i64 %index191, 4
  %25 = icmp eq i64 %index.next198, %n.vec187
  br i1 %25, label %middle.block182, label %vector.body190, !llvm.loop !13

middle.block182:                                  ; preds = %vector.body190
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %24)
  br i1 %cmp.n189, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %for.body.us, %middle.block182
  %indvars.iv118.ph = phi i64 [ 0, %for.body.us ], [ %n.vec187, %middle.block182 ]
  %acc.077.us.ph = phi i32 [ 0, %for.body.us ], [ %26, %middle.block182 ]
  br label %for.body4.us

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %indvars.iv118 = phi i64 [ %indvars.iv.next119, %for.body4.us ], [ %indvars.iv118.ph, %for.body4.us.preheader ]
  %acc.077.us = phi i32 [ %add10.us, %for.body4.us ], [ %acc.077.us.ph, %for.body4.us.preheader ]
  %arrayidx.us = getelementptr inbounds i8, ptr %in, i64 %indvars.iv118
  %27 = load i8, ptr %arrayidx.us, align 1, !tbaa !4
  %conv.us = zext i8 %27 to i32
  %add.us = add nsw i32 %conv.us, %in_offset
  %arrayidx6.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %indvars.iv118
  %28 = load i8, ptr %arrayidx6.us, align 1, !tbaa !4
  %conv7.us = zext i8 %28 to i32
  %add8.us = add nsw i32 %conv7.us, %w_offset
  %mul9.us = mul nsw i32 %add8.us, %add.us
  %add10.us = add nsw i32 %mul9.us, %acc.077.us
  %indvars.iv.next119 = add nuw nsw i64 %indvars.iv118, 1
  %exitcond122.not = icmp eq i64 %indvars.iv.next119, %wide.trip.count132
  br i1 %exitcond122.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !14

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %middle.block182
  %add10.us.lcssa = phi i32 [ %26, %middle.block182 ], [ %add10.us, %for.body4.us ]
  %arrayidx12.us = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv123
  %29 = load i32, ptr %arrayidx12.us, align 4, !tbaa !11
  %add13.us = add nsw i32 %29, %add10.us.lcssa
  %conv14.us = sext i32 %add13.us to i64
  %mul16.us = mul nsw i64 %conv14.us, %conv15
  %add17.us = add nsw i64 %mul16.us, 1073741824
  %30 = lshr i64 %add17.us, 31
  %conv18.us = trunc i64 %30 to i32
  %cmp19.us = icmp eq i32 %add13.us, -2147483648
  %or.cond.us = and i1 %cmp21, %cmp19.us
  %spec.store.select.us = select i1 %or.cond.us, i32 2147483647, i32 %conv18.us
  %add36.us = add nsw i32 %spec.store.select.us, %out_offset
  %cmp37.us = icmp slt i32 %add36.us, %act_min
  %cond43.us = tail call i32 @llvm.smin.i32(i32 %add36.us, i32 %act_max)
  %cond45.us = select i1 %cmp37.us, i32 %act_min, i32 %cond43.us
  %conv46.us = trunc i32 %cond45.us to i8
  %arrayidx48.us = getelementptr inbounds i8, ptr %out, i64 %indvars.iv123
  store i8 %conv46.us, ptr %arrayidx48.us, align 1, !tbaa !4
  %indvars.iv.next124 = add nuw nsw i64 %indvars.iv123, 1
  %exitcond128.not = icmp eq i64 %indvars.iv.next124, %wide.trip.count138
  br i1 %exitcond128.not, label %for.cond.cleanup, label %for.body.us

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %wide.trip.count116 = zext i32 %outputs to i64
  %min.iters.check156 = icmp ult i32 %outputs, 4
  br i1 %cmp23, label %for.body.us80.preheader, label %for.body.preheader

for.body.preheader:                               ; preds = %for.body.lr.ph.split
  br i1 %min.iters.check156, label %for.body.preheader224, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count116, 4294967292
  %broadcast.splatinsert = insertelement <4 x i64> poison, i64 %conv15, i64 0
  %broadcast.splat = shufflevector <4 x i64> %broadcast.splatinsert, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <4 x i1> poison, i1 %cmp21, i64 0
  %broadcast.splat147 = shufflevector <4 x i1> %broadcast.splatinsert146, <4 x i1> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <4 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat149 = shufflevector <4 x i32> %broadcast.splatinsert148, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <4 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat151 = shufflevector <4 x i32> %broadcast.splatinsert150, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <4 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat153 = shufflevector <4 x i32> %broadcast.splatinsert152, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %31 = getelementptr inbounds i32, ptr %bias, i64 %index
  %wide.load = load <4 x i32>, ptr %31, align 4, !tbaa !11
  %32 = sext <4 x i32> %wide.load to <4 x i64>
  %33 = mul nsw <4 x i64> %broadcast.splat, %32
  %34 = add nsw <4 x i64> %33, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %35 = lshr <4 x i64> %34, <i64 31, i64 31, i64 31, i64 31>
  %36 = trunc <4 x i64> %35 to <4 x i32>
  %37 = icmp eq <4 x i32> %wide.load, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %38 = and <4 x i1> %broadcast.splat147, %37
  %39 = select <4 x i1> %38, <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32> %36
  %40 = add nsw <4 x i32> %39, %broadcast.splat149
  %41 = icmp slt <4 x i32> %40, %broadcast.splat151
  %42 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %40, <4 x i32> %broadcast.splat153)
  %43 = select <4 x i1> %41, <4 x i32> %broadcast.splat151, <4 x i32> %42
  %44 = trunc <4 x i32> %43 to <4 x i8>
  %45 = getelementptr inbounds i8, ptr %out, i64 %index
  store <4 x i8> %44, ptr %45, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 4
  %46 = icmp eq i64 %index.next, %n.vec
  br i1 %46, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count116
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader224

for.body.preheader224:                            ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.body.us80.preheader:                          ; preds = %for.body.lr.ph.split
  br i1 %min.iters.check156, label %for.body.us80.preheader222, label %vector.ph157

vector.ph157:                                     ; preds = %for.body.us80.preheader
  %n.vec159 = and i64 %wide.trip.count116, 4294967292
  %broadcast.splatinsert165 = insertelement <4 x i64> poison, i64 %conv15, i64 0
  %broadcast.splat166 = shufflevector <4 x i64> %broadcast.splatinsert165, <4 x i64> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert167 = insertelement <4 x i1> poison, i1 %cmp21, i64 0
  %broadcast.splat168 = shufflevector <4 x i1> %broadcast.splatinsert167, <4 x i1> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert169 = insertelement <4 x i32> poison, i32 %shr26, i64 0
  %broadcast.splat170 = shufflevector <4 x i32> %broadcast.splatinsert169, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert171 = insertelement <4 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat172 = shufflevector <4 x i32> %broadcast.splatinsert171, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert173 = insertelement <4 x i32> poison, i32 %sub, i64 0
  %broadcast.splat174 = shufflevector <4 x i32> %broadcast.splatinsert173, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert175 = insertelement <4 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat176 = shufflevector <4 x i32> %broadcast.splatinsert175, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert177 = insertelement <4 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat178 = shufflevector <4 x i32> %broadcast.splatinsert177, <4 x i32> poison, <4 x i32> zeroinitializer
  %broadcast.splatinsert179 = insertelement <4 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat180 = shufflevector <4 x i32> %broadcast.splatinsert179, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body162

vector.body162:                                   ; preds = %vector.body162, %vector.ph157
  %index163 = phi i64 [ 0, %vector.ph157 ], [ %index.next181, %vector.body162 ]
  %47 = getelementptr inbounds i32, ptr %bias, i64 %index163
  %wide.load164 = load <4 x i32>, ptr %47, align 4, !tbaa !11
  %48 = sext <4 x i32> %wide.load164 to <4 x i64>
  %49 = mul nsw <4 x i64> %broadcast.splat166, %48
  %50 = add nsw <4 x i64> %49, <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>
  %51 = lshr <4 x i64> %50, <i64 31, i64 31, i64 31, i64 31>
  %52 = trunc <4 x i64> %51 to <4 x i32>
  %53 = icmp eq <4 x i32> %wide.load164, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %54 = and <4 x i1> %broadcast.splat168, %53
  %55 = select <4 x i1> %54, <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32> %52
  %56 = lshr <4 x i32> %55, <i32 31, i32 31, i32 31, i32 31>
  %57 = add nsw <4 x i32> %56, %broadcast.splat170
  %58 = ashr <4 x i32> %55, %broadcast.splat172
  %59 = and <4 x i32> %55, %broadcast.splat174
  %60 = icmp sgt <4 x i32> %59, %57
  %61 = zext <4 x i1> %60 to <4 x i32>
  %62 = add nsw <4 x i32> %58, %61
  %63 = add nsw <4 x i32> %62, %broadcast.splat176
  %64 = icmp slt <4 x i32> %63, %broadcast.splat178
  %65 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %63, <4 x i32> %broadcast.splat180)
  %66 = select <4 x i1> %64, <4 x i32> %broadcast.splat178, <4 x i32> %65
  %67 = trunc <4 x i32> %66 to <4 x i8>
  %68 = getelementptr inbounds i8, ptr %out, i64 %index163
  store <4 x i8> %67, ptr %68, align 1, !tbaa !4
  %index.next181 = add nuw i64 %index163, 4
  %69 = icmp eq i64 %index.next181, %n.vec159
  br i1 %69, label %middle.block154, label %vector.body162, !llvm.loop !16

middle.block154:                                  ; preds = %vector.body162
  %cmp.n161 = icmp eq i64 %n.vec159, %wide.trip.count116
  br i1 %cmp.n161, label %for.cond.cleanup, label %for.body.us80.preheader222

for.body.us80.preheader222:                       ; preds = %for.body.us80.preheader, %middle.block154
  %indvars.iv113.ph = phi i64 [ 0, %for.body.us80.preheader ], [ %n.vec159, %middle.block154 ]
  br label %for.body.us80

for.body.us80:                                    ; preds = %for.body.us80.preheader222, %for.body.us80
  %indvars.iv113 = phi i64 [ %indvars.iv.next114, %for.body.us80 ], [ %indvars.iv113.ph, %for.body.us80.preheader222 ]
  %arrayidx12.us83 = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv113
  %70 = load i32, ptr %arrayidx12.us83, align 4, !tbaa !11
  %conv14.us84 = sext i32 %70 to i64
  %mul16.us85 = mul nsw i64 %conv14.us84, %conv15
  %add17.us86 = add nsw i64 %mul16.us85, 1073741824
  %71 = lshr i64 %add17.us86, 31
  %conv18.us87 = trunc i64 %71 to i32
  %cmp19.us88 = icmp eq i32 %70, -2147483648
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
  store i8 %conv46.us105, ptr %arrayidx48.us106, align 1, !tbaa !4
  %indvars.iv.next114 = add nuw nsw i64 %indvars.iv113, 1
  %exitcond117.not = icmp eq i64 %indvars.iv.next114, %wide.trip.count116
  br i1 %exitcond117.not, label %for.cond.cleanup, label %for.body.us80, !llvm.loop !17

for.cond.cleanup:                                 ; preds = %for.body, %for.body.us80, %for.cond1.for.cond.cleanup3_crit_edge.us, %for.cond1.for.cond.cleanup3_crit_edge.us.us, %middle.block, %middle.block154, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader224, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader224 ]
  %arrayidx12 = getelementptr inbounds i32, ptr %bias, i64 %indvars.iv
  %72 = load i32, ptr %arrayidx12, align 4, !tbaa !11
  %conv14 = sext i32 %72 to i64
  %mul16 = mul nsw i64 %conv14, %conv15
  %add17 = add nsw i64 %mul16, 1073741824
  %73 = lshr i64 %add17, 31
  %conv18 = trunc i64 %73 to i32
  %cmp19 = icmp eq i32 %72, -2147483648
  %or.cond = and i1 %cmp21, %cmp19
  %spec.store.select = select i1 %or.cond, i32 2147483647, i32 %conv18
  %add36 = add nsw i32 %spec.store.select, %out_offset
  %cmp37 = icmp slt i32 %add36, %act_min
  %cond43 = tail call i32 @llvm.smin.i32(i32 %add36, i32 %act_max)
  %cond45 = select i1 %cmp37, i32 %act_min, i32 %cond43
  %conv46 = trunc i32 %cond45 to i8
  %arrayidx48 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv46, ptr %arrayidx48, align 1, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count116
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !18
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

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
!10 = distinct !{!10, !9, !8}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !5, i64 0}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !9, !8}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !8, !9}
!17 = distinct !{!17, !9, !8}
!18 = distinct !{!18, !9, !8}
