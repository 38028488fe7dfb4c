; ModuleID = 'bench/kernels/camera_pipe_sharpen.c'
source_filename = "bench/kernels/camera_pipe_sharpen.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @camera_pipe_sharpen(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride, i8 noundef zeroext %strength_x32) local_unnamed_addr #0 {
entry:
  %cmp110 = icmp sgt i32 %height, 0
  br i1 %cmp110, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add = add i32 %width, 2
  %cmp15108 = icmp sgt i32 %width, 0
  %conv30 = zext i8 %strength_x32 to i32
  %mul31 = shl nuw nsw i32 %conv30, 16
  br i1 %cmp15108, label %for.body.us.us.preheader, label %for.body.lr.ph.split

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph
  %smax145 = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %arrayidx23.us.us.phi.trans.insert = getelementptr inbounds i8, ptr %tmp, i32 1
  %min.iters.check161 = icmp ult i32 %smax145, 32
  %min.iters.check163 = icmp ult i32 %smax145, 128
  %n.vec166 = and i32 %smax145, 2147483520
  %cmp.n167 = icmp eq i32 %smax145, %n.vec166
  %n.vec.remaining = and i32 %smax145, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  %n.vec175 = and i32 %smax145, 2147483616
  %cmp.n177 = icmp eq i32 %smax145, %n.vec175
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %broadcast.splatinsert = insertelement <128 x i32> poison, i32 %mul31, i64 0
  %broadcast.splat = shufflevector <128 x i32> %broadcast.splatinsert, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.us.preheader, %for.cond14.for.cond.cleanup16_crit_edge.us.us
  %y.0111.us.us = phi i32 [ %inc58.us.us, %for.cond14.for.cond.cleanup16_crit_edge.us.us ], [ 0, %for.body.us.us.preheader ]
  %mul.us.us = mul nsw i32 %y.0111.us.us, %stride
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i32 %mul.us.us
  %add.ptr1.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %stride
  %add.ptr2.us.us = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %stride
  br i1 %min.iters.check161, label %for.body6.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check163, label %vec.epilog.ph, label %vector.body168

vector.body168:                                   ; preds = %vector.main.loop.iter.check, %vector.body168
  %index169 = phi i32 [ %index.next173, %vector.body168 ], [ 0, %vector.main.loop.iter.check ]
  %0 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index169
  %wide.load170 = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %index169
  %wide.load171 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = zext <128 x i8> %wide.load170 to <128 x i16>
  %3 = zext <128 x i8> %wide.load171 to <128 x i16>
  %4 = add nuw nsw <128 x i16> %2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %5 = add nuw nsw <128 x i16> %4, %3
  %6 = lshr <128 x i16> %5, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %7 = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %index169
  %wide.load172 = load <128 x i8>, ptr %7, align 1, !tbaa !4
  %8 = zext <128 x i8> %wide.load172 to <128 x i16>
  %9 = add nuw nsw <128 x i16> %8, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %10 = add nuw nsw <128 x i16> %9, %6
  %11 = lshr <128 x i16> %10, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %12 = trunc <128 x i16> %11 to <128 x i8>
  %13 = getelementptr inbounds i8, ptr %tmp, i32 %index169
  store <128 x i8> %12, ptr %13, align 1, !tbaa !4
  %index.next173 = add nuw i32 %index169, 128
  %14 = icmp eq i32 %index.next173, %n.vec166
  br i1 %14, label %middle.block159, label %vector.body168, !llvm.loop !7

middle.block159:                                  ; preds = %vector.body168
  br i1 %cmp.n167, label %for.cond3.for.cond.cleanup5_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block159
  br i1 %min.epilog.iters.check, label %for.body6.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec166, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index178 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next182, %vec.epilog.vector.body ]
  %15 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index178
  %wide.load179 = load <32 x i8>, ptr %15, align 1, !tbaa !4
  %16 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %index178
  %wide.load180 = load <32 x i8>, ptr %16, align 1, !tbaa !4
  %17 = zext <32 x i8> %wide.load179 to <32 x i16>
  %18 = zext <32 x i8> %wide.load180 to <32 x i16>
  %19 = add nuw nsw <32 x i16> %17, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %20 = add nuw nsw <32 x i16> %19, %18
  %21 = lshr <32 x i16> %20, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %22 = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %index178
  %wide.load181 = load <32 x i8>, ptr %22, align 1, !tbaa !4
  %23 = zext <32 x i8> %wide.load181 to <32 x i16>
  %24 = add nuw nsw <32 x i16> %23, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %25 = add nuw nsw <32 x i16> %24, %21
  %26 = lshr <32 x i16> %25, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %27 = trunc <32 x i16> %26 to <32 x i8>
  %28 = getelementptr inbounds i8, ptr %tmp, i32 %index178
  store <32 x i8> %27, ptr %28, align 1, !tbaa !4
  %index.next182 = add nuw i32 %index178, 32
  %29 = icmp eq i32 %index.next182, %n.vec175
  br i1 %29, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n177, label %for.cond3.for.cond.cleanup5_crit_edge.us.us, label %for.body6.us.us.preheader

for.body6.us.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %x.0107.us.us.ph = phi i32 [ 0, %iter.check ], [ %n.vec166, %vec.epilog.iter.check ], [ %n.vec175, %vec.epilog.middle.block ]
  br label %for.body6.us.us

for.body17.us.us:                                 ; preds = %for.body17.us.us.preheader, %for.body17.us.us
  %scalar.recur = phi i8 [ %30, %for.body17.us.us ], [ %scalar.recur.ph, %for.body17.us.us.preheader ]
  %scalar.recur158 = phi i8 [ %scalar.recur, %for.body17.us.us ], [ %scalar.recur158.ph, %for.body17.us.us.preheader ]
  %x13.0109.us.us = phi i32 [ %add22.us.us, %for.body17.us.us ], [ %x13.0109.us.us.ph, %for.body17.us.us.preheader ]
  %add19.us.us = add nuw nsw i32 %x13.0109.us.us, 2
  %arrayidx20.us.us = getelementptr inbounds i8, ptr %tmp, i32 %add19.us.us
  %30 = load i8, ptr %arrayidx20.us.us, align 1, !tbaa !4
  %conv.i94.us.us = zext i8 %scalar.recur158 to i32
  %conv1.i95.us.us = zext i8 %30 to i32
  %add.i96.us.us = add nuw nsw i32 %conv.i94.us.us, 1
  %add2.i97.us.us = add nuw nsw i32 %add.i96.us.us, %conv1.i95.us.us
  %shr.i98.us.us = lshr i32 %add2.i97.us.us, 1
  %add22.us.us = add nuw nsw i32 %x13.0109.us.us, 1
  %conv1.i101.us.us = zext i8 %scalar.recur to i32
  %add.i102.us.us = add nuw nsw i32 %conv1.i101.us.us, 1
  %add2.i103.us.us = add nuw nsw i32 %add.i102.us.us, %shr.i98.us.us
  %shr.i104.us.us = lshr i32 %add2.i103.us.us, 1
  %arrayidx26.us.us = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %add22.us.us
  %31 = load i8, ptr %arrayidx26.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %31 to i32
  %sub.us.us = sub nsw i32 %conv.us.us, %shr.i104.us.us
  %sext.us.us = mul i32 %mul31, %sub.us.us
  %shr.us.us = ashr i32 %sext.us.us, 21
  %add39.us.us = add nsw i32 %shr.us.us, %conv.us.us
  %cond.us.us = tail call i32 @llvm.smin.i32(i32 %add39.us.us, i32 255)
  %cond51.us.us = tail call i32 @llvm.smax.i32(i32 %cond.us.us, i32 0)
  %conv52.us.us = trunc i32 %cond51.us.us to i8
  %arrayidx53.us.us = getelementptr inbounds i8, ptr %add.ptr12.us.us, i32 %x13.0109.us.us
  store i8 %conv52.us.us, ptr %arrayidx53.us.us, align 1, !tbaa !4
  %exitcond147.not = icmp eq i32 %add22.us.us, %width
  br i1 %exitcond147.not, label %for.cond14.for.cond.cleanup16_crit_edge.us.us, label %for.body17.us.us, !llvm.loop !11

for.body6.us.us:                                  ; preds = %for.body6.us.us.preheader, %for.body6.us.us
  %x.0107.us.us = phi i32 [ %inc.us.us, %for.body6.us.us ], [ %x.0107.us.us.ph, %for.body6.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %x.0107.us.us
  %32 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %arrayidx7.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %x.0107.us.us
  %33 = load i8, ptr %arrayidx7.us.us, align 1, !tbaa !4
  %conv.i.us.us = zext i8 %32 to i16
  %conv1.i.us.us = zext i8 %33 to i16
  %add.i.us.us = add nuw nsw i16 %conv.i.us.us, 1
  %add2.i.us.us = add nuw nsw i16 %add.i.us.us, %conv1.i.us.us
  %shr.i.us.us = lshr i16 %add2.i.us.us, 1
  %arrayidx8.us.us = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %x.0107.us.us
  %34 = load i8, ptr %arrayidx8.us.us, align 1, !tbaa !4
  %conv1.i89.us.us = zext i8 %34 to i16
  %add.i90.us.us = add nuw nsw i16 %conv1.i89.us.us, 1
  %add2.i91.us.us = add nuw nsw i16 %add.i90.us.us, %shr.i.us.us
  %shr.i92.us.us = lshr i16 %add2.i91.us.us, 1
  %conv3.i93.us.us = trunc i16 %shr.i92.us.us to i8
  %arrayidx10.us.us = getelementptr inbounds i8, ptr %tmp, i32 %x.0107.us.us
  store i8 %conv3.i93.us.us, ptr %arrayidx10.us.us, align 1, !tbaa !4
  %inc.us.us = add nuw nsw i32 %x.0107.us.us, 1
  %exitcond146.not = icmp eq i32 %inc.us.us, %smax145
  br i1 %exitcond146.not, label %for.cond3.for.cond.cleanup5_crit_edge.us.us, label %for.body6.us.us, !llvm.loop !12

for.cond3.for.cond.cleanup5_crit_edge.us.us:      ; preds = %for.body6.us.us, %vec.epilog.middle.block, %middle.block159
  %mul11.us.us = mul nsw i32 %y.0111.us.us, %width
  %add.ptr12.us.us = getelementptr inbounds i8, ptr %out, i32 %mul11.us.us
  %.pre = load i8, ptr %tmp, align 1, !tbaa !4
  %.pre149 = load i8, ptr %arrayidx23.us.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body17.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre149, i64 127
  %vector.recur.init152 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur153 = phi <128 x i8> [ %vector.recur.init152, %vector.ph ], [ %37, %vector.body ]
  %35 = or i32 %index, 2
  %36 = getelementptr inbounds i8, ptr %tmp, i32 %35
  %wide.load = load <128 x i8>, ptr %36, align 1, !tbaa !4
  %37 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %38 = shufflevector <128 x i8> %vector.recur153, <128 x i8> %37, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %39 = zext <128 x i8> %38 to <128 x i32>
  %40 = zext <128 x i8> %wide.load to <128 x i32>
  %41 = add nuw nsw <128 x i32> %39, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %42 = add nuw nsw <128 x i32> %41, %40
  %43 = lshr <128 x i32> %42, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %44 = or i32 %index, 1
  %45 = zext <128 x i8> %37 to <128 x i32>
  %46 = add nuw nsw <128 x i32> %45, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %47 = add nuw nsw <128 x i32> %46, %43
  %48 = lshr <128 x i32> %47, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %49 = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %44
  %wide.load154 = load <128 x i8>, ptr %49, align 1, !tbaa !4
  %50 = zext <128 x i8> %wide.load154 to <128 x i32>
  %51 = sub nsw <128 x i32> %50, %48
  %52 = mul <128 x i32> %broadcast.splat, %51
  %53 = ashr <128 x i32> %52, <i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21>
  %54 = add nsw <128 x i32> %53, %50
  %55 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %54, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %56 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %55, <128 x i32> zeroinitializer)
  %57 = trunc <128 x i32> %56 to <128 x i8>
  %58 = getelementptr inbounds i8, ptr %add.ptr12.us.us, i32 %index
  store <128 x i8> %57, ptr %58, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %59 = icmp eq i32 %index.next, %n.vec
  br i1 %59, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load, i64 127
  %vector.recur.extract155 = extractelement <128 x i8> %wide.load, i64 126
  br i1 %cmp.n, label %for.cond14.for.cond.cleanup16_crit_edge.us.us, label %for.body17.us.us.preheader

for.body17.us.us.preheader:                       ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre149, %for.cond3.for.cond.cleanup5_crit_edge.us.us ]
  %scalar.recur158.ph = phi i8 [ %vector.recur.extract155, %middle.block ], [ %.pre, %for.cond3.for.cond.cleanup5_crit_edge.us.us ]
  %x13.0109.us.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.cond3.for.cond.cleanup5_crit_edge.us.us ]
  br label %for.body17.us.us

for.cond14.for.cond.cleanup16_crit_edge.us.us:    ; preds = %for.body17.us.us, %middle.block
  %inc58.us.us = add nuw nsw i32 %y.0111.us.us, 1
  %exitcond148.not = icmp eq i32 %inc58.us.us, %height
  br i1 %exitcond148.not, label %for.cond.cleanup, label %iter.check

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %cmp4106 = icmp sgt i32 %width, -2
  br i1 %cmp4106, label %for.body.us112.preheader, label %for.cond.cleanup

for.body.us112.preheader:                         ; preds = %for.body.lr.ph.split
  %xtraiter = and i32 %height, 1
  %60 = icmp eq i32 %height, 1
  br i1 %60, label %for.cond.cleanup.loopexit183.unr-lcssa, label %for.body.us112.preheader.new

for.body.us112.preheader.new:                     ; preds = %for.body.us112.preheader
  %unroll_iter = and i32 %height, -2
  %exitcond.not.peel = icmp eq i32 %add, 1
  %arrayidx10.us137.peel199 = getelementptr inbounds i8, ptr %tmp, i32 1
  %exitcond.not.peel201 = icmp eq i32 %width, 0
  %exitcond.not.peel.1 = icmp eq i32 %add, 1
  %arrayidx10.us137.peel199.1 = getelementptr inbounds i8, ptr %tmp, i32 1
  %exitcond.not.peel201.1 = icmp eq i32 %width, 0
  br label %for.body.us112

for.body.us112:                                   ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us141.1, %for.body.us112.preheader.new
  %y.0111.us113 = phi i32 [ 0, %for.body.us112.preheader.new ], [ %inc58.us119.1, %for.cond3.for.cond.cleanup5_crit_edge.us141.1 ]
  %niter = phi i32 [ 0, %for.body.us112.preheader.new ], [ %niter.next.1, %for.cond3.for.cond.cleanup5_crit_edge.us141.1 ]
  %mul.us114 = mul nsw i32 %y.0111.us113, %stride
  %add.ptr.us115 = getelementptr inbounds i8, ptr %in, i32 %mul.us114
  %add.ptr1.us116 = getelementptr inbounds i8, ptr %add.ptr.us115, i32 %stride
  %add.ptr2.us117 = getelementptr inbounds i8, ptr %add.ptr1.us116, i32 %stride
  br i1 %exitcond.not.peel, label %for.cond3.for.cond.cleanup5_crit_edge.us141, label %for.body6.us121.peel185

for.body6.us121.peel185:                          ; preds = %for.body.us112
  %arrayidx.us123.peel186 = getelementptr inbounds i8, ptr %add.ptr.us115, i32 1
  %61 = load i8, ptr %arrayidx.us123.peel186, align 1, !tbaa !4
  %arrayidx7.us124.peel187 = getelementptr inbounds i8, ptr %add.ptr2.us117, i32 1
  %62 = load i8, ptr %arrayidx7.us124.peel187, align 1, !tbaa !4
  %conv.i.us125.peel188 = zext i8 %61 to i16
  %conv1.i.us126.peel189 = zext i8 %62 to i16
  %add.i.us127.peel190 = add nuw nsw i16 %conv.i.us125.peel188, 1
  %add2.i.us128.peel191 = add nuw nsw i16 %add.i.us127.peel190, %conv1.i.us126.peel189
  %shr.i.us129.peel192 = lshr i16 %add2.i.us128.peel191, 1
  %arrayidx8.us130.peel193 = getelementptr inbounds i8, ptr %add.ptr1.us116, i32 1
  %63 = load i8, ptr %arrayidx8.us130.peel193, align 1, !tbaa !4
  %conv1.i89.us132.peel194 = zext i8 %63 to i16
  %add.i90.us133.peel195 = add nuw nsw i16 %conv1.i89.us132.peel194, 1
  %add2.i91.us134.peel196 = add nuw nsw i16 %add.i90.us133.peel195, %shr.i.us129.peel192
  %shr.i92.us135.peel197 = lshr i16 %add2.i91.us134.peel196, 1
  %conv3.i93.us136.peel198 = trunc i16 %shr.i92.us135.peel197 to i8
  store i8 %conv3.i93.us136.peel198, ptr %arrayidx10.us137.peel199, align 1, !tbaa !4
  br i1 %exitcond.not.peel201, label %for.cond3.for.cond.cleanup5_crit_edge.us141, label %for.body6.us121

for.body6.us121:                                  ; preds = %for.body6.us121.peel185, %for.body6.us121
  %x.0107.us122 = phi i32 [ %inc.us138, %for.body6.us121 ], [ 2, %for.body6.us121.peel185 ]
  %arrayidx.us123 = getelementptr inbounds i8, ptr %add.ptr.us115, i32 %x.0107.us122
  %64 = load i8, ptr %arrayidx.us123, align 1, !tbaa !4
  %arrayidx7.us124 = getelementptr inbounds i8, ptr %add.ptr2.us117, i32 %x.0107.us122
  %65 = load i8, ptr %arrayidx7.us124, align 1, !tbaa !4
  %conv.i.us125 = zext i8 %64 to i16
  %conv1.i.us126 = zext i8 %65 to i16
  %add.i.us127 = add nuw nsw i16 %conv.i.us125, 1
  %add2.i.us128 = add nuw nsw i16 %add.i.us127, %conv1.i.us126
  %shr.i.us129 = lshr i16 %add2.i.us128, 1
  %arrayidx8.us130 = getelementptr inbounds i8, ptr %add.ptr1.us116, i32 %x.0107.us122
  %66 = load i8, ptr %arrayidx8.us130, align 1, !tbaa !4
  %conv1.i89.us132 = zext i8 %66 to i16
  %add.i90.us133 = add nuw nsw i16 %conv1.i89.us132, 1
  %add2.i91.us134 = add nuw nsw i16 %add.i90.us133, %shr.i.us129
  %shr.i92.us135 = lshr i16 %add2.i91.us134, 1
  %conv3.i93.us136 = trunc i16 %shr.i92.us135 to i8
  %arrayidx10.us137 = getelementptr inbounds i8, ptr %tmp, i32 %x.0107.us122
  store i8 %conv3.i93.us136, ptr %arrayidx10.us137, align 1, !tbaa !4
  %inc.us138 = add nuw nsw i32 %x.0107.us122, 1
  %exitcond.not = icmp eq i32 %inc.us138, %add
  br i1 %exitcond.not, label %for.cond3.for.cond.cleanup5_crit_edge.us141, label %for.body6.us121, !llvm.loop !14

for.cond3.for.cond.cleanup5_crit_edge.us141:      ; preds = %for.body6.us121, %for.body6.us121.peel185, %for.body.us112
  %inc58.us119 = or i32 %y.0111.us113, 1
  %mul.us114.1 = mul nsw i32 %inc58.us119, %stride
  %add.ptr.us115.1 = getelementptr inbounds i8, ptr %in, i32 %mul.us114.1
  %add.ptr1.us116.1 = getelementptr inbounds i8, ptr %add.ptr.us115.1, i32 %stride
  %add.ptr2.us117.1 = getelementptr inbounds i8, ptr %add.ptr1.us116.1, i32 %stride
  %67 = load i8, ptr %add.ptr.us115.1, align 1, !tbaa !4
  %68 = load i8, ptr %add.ptr2.us117.1, align 1, !tbaa !4
  %conv.i.us125.peel.1 = zext i8 %67 to i16
  %conv1.i.us126.peel.1 = zext i8 %68 to i16
  %add.i.us127.peel.1 = add nuw nsw i16 %conv.i.us125.peel.1, 1
  %add2.i.us128.peel.1 = add nuw nsw i16 %add.i.us127.peel.1, %conv1.i.us126.peel.1
  %shr.i.us129.peel.1 = lshr i16 %add2.i.us128.peel.1, 1
  %69 = load i8, ptr %add.ptr1.us116.1, align 1, !tbaa !4
  %conv1.i89.us132.peel.1 = zext i8 %69 to i16
  %add.i90.us133.peel.1 = add nuw nsw i16 %conv1.i89.us132.peel.1, 1
  %add2.i91.us134.peel.1 = add nuw nsw i16 %add.i90.us133.peel.1, %shr.i.us129.peel.1
  %shr.i92.us135.peel.1 = lshr i16 %add2.i91.us134.peel.1, 1
  %conv3.i93.us136.peel.1 = trunc i16 %shr.i92.us135.peel.1 to i8
  br i1 %exitcond.not.peel.1, label %for.cond3.for.cond.cleanup5_crit_edge.us141.1, label %for.body6.us121.peel185.1

for.body6.us121.peel185.1:                        ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us141
  %arrayidx.us123.peel186.1 = getelementptr inbounds i8, ptr %add.ptr.us115.1, i32 1
  %70 = load i8, ptr %arrayidx.us123.peel186.1, align 1, !tbaa !4
  %arrayidx7.us124.peel187.1 = getelementptr inbounds i8, ptr %add.ptr2.us117.1, i32 1
  %71 = load i8, ptr %arrayidx7.us124.peel187.1, align 1, !tbaa !4
  %conv.i.us125.peel188.1 = zext i8 %70 to i16
  %conv1.i.us126.peel189.1 = zext i8 %71 to i16
  %add.i.us127.peel190.1 = add nuw nsw i16 %conv.i.us125.peel188.1, 1
  %add2.i.us128.peel191.1 = add nuw nsw i16 %add.i.us127.peel190.1, %conv1.i.us126.peel189.1
  %shr.i.us129.peel192.1 = lshr i16 %add2.i.us128.peel191.1, 1
  %arrayidx8.us130.peel193.1 = getelementptr inbounds i8, ptr %add.ptr1.us116.1, i32 1
  %72 = load i8, ptr %arrayidx8.us130.peel193.1, align 1, !tbaa !4
  %conv1.i89.us132.peel194.1 = zext i8 %72 to i16
  %add.i90.us133.peel195.1 = add nuw nsw i16 %conv1.i89.us132.peel194.1, 1
  %add2.i91.us134.peel196.1 = add nuw nsw i16 %add.i90.us133.peel195.1, %shr.i.us129.peel192.1
  %shr.i92.us135.peel197.1 = lshr i16 %add2.i91.us134.peel196.1, 1
  %conv3.i93.us136.peel198.1 = trunc i16 %shr.i92.us135.peel197.1 to i8
  store i8 %conv3.i93.us136.peel198.1, ptr %arrayidx10.us137.peel199.1, align 1, !tbaa !4
  br i1 %exitcond.not.peel201.1, label %for.cond3.for.cond.cleanup5_crit_edge.us141.1, label %for.body6.us121.1

for.body6.us121.1:                                ; preds = %for.body6.us121.peel185.1, %for.body6.us121.1
  %x.0107.us122.1 = phi i32 [ %inc.us138.1, %for.body6.us121.1 ], [ 2, %for.body6.us121.peel185.1 ]
  %arrayidx.us123.1 = getelementptr inbounds i8, ptr %add.ptr.us115.1, i32 %x.0107.us122.1
  %73 = load i8, ptr %arrayidx.us123.1, align 1, !tbaa !4
  %arrayidx7.us124.1 = getelementptr inbounds i8, ptr %add.ptr2.us117.1, i32 %x.0107.us122.1
  %74 = load i8, ptr %arrayidx7.us124.1, align 1, !tbaa !4
  %conv.i.us125.1 = zext i8 %73 to i16
  %conv1.i.us126.1 = zext i8 %74 to i16
  %add.i.us127.1 = add nuw nsw i16 %conv.i.us125.1, 1
  %add2.i.us128.1 = add nuw nsw i16 %add.i.us127.1, %conv1.i.us126.1
  %shr.i.us129.1 = lshr i16 %add2.i.us128.1, 1
  %arrayidx8.us130.1 = getelementptr inbounds i8, ptr %add.ptr1.us116.1, i32 %x.0107.us122.1
  %75 = load i8, ptr %arrayidx8.us130.1, align 1, !tbaa !4
  %conv1.i89.us132.1 = zext i8 %75 to i16
  %add.i90.us133.1 = add nuw nsw i16 %conv1.i89.us132.1, 1
  %add2.i91.us134.1 = add nuw nsw i16 %add.i90.us133.1, %shr.i.us129.1
  %shr.i92.us135.1 = lshr i16 %add2.i91.us134.1, 1
  %conv3.i93.us136.1 = trunc i16 %shr.i92.us135.1 to i8
  %arrayidx10.us137.1 = getelementptr inbounds i8, ptr %tmp, i32 %x.0107.us122.1
  store i8 %conv3.i93.us136.1, ptr %arrayidx10.us137.1, align 1, !tbaa !4
  %inc.us138.1 = add nuw nsw i32 %x.0107.us122.1, 1
  %exitcond.not.1 = icmp eq i32 %inc.us138.1, %add
  br i1 %exitcond.not.1, label %for.cond3.for.cond.cleanup5_crit_edge.us141.1, label %for.body6.us121.1, !llvm.loop !14

for.cond3.for.cond.cleanup5_crit_edge.us141.1:    ; preds = %for.body6.us121.1, %for.body6.us121.peel185.1, %for.cond3.for.cond.cleanup5_crit_edge.us141
  %inc58.us119.1 = add nuw nsw i32 %y.0111.us113, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit183.unr-lcssa.loopexit, label %for.body.us112

for.cond.cleanup.loopexit183.unr-lcssa.loopexit:  ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us141.1
  store i8 %conv3.i93.us136.peel.1, ptr %tmp, align 1, !tbaa !4
  br label %for.cond.cleanup.loopexit183.unr-lcssa

for.cond.cleanup.loopexit183.unr-lcssa:           ; preds = %for.cond.cleanup.loopexit183.unr-lcssa.loopexit, %for.body.us112.preheader
  %y.0111.us113.unr = phi i32 [ 0, %for.body.us112.preheader ], [ %inc58.us119.1, %for.cond.cleanup.loopexit183.unr-lcssa.loopexit ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.us112.epil

for.body.us112.epil:                              ; preds = %for.cond.cleanup.loopexit183.unr-lcssa
  %mul.us114.epil = mul nsw i32 %y.0111.us113.unr, %stride
  %add.ptr.us115.epil = getelementptr inbounds i8, ptr %in, i32 %mul.us114.epil
  %add.ptr1.us116.epil = getelementptr inbounds i8, ptr %add.ptr.us115.epil, i32 %stride
  %add.ptr2.us117.epil = getelementptr inbounds i8, ptr %add.ptr1.us116.epil, i32 %stride
  %76 = load i8, ptr %add.ptr.us115.epil, align 1, !tbaa !4
  %77 = load i8, ptr %add.ptr2.us117.epil, align 1, !tbaa !4
  %conv.i.us125.peel.epil = zext i8 %76 to i16
  %conv1.i.us126.peel.epil = zext i8 %77 to i16
  %add.i.us127.peel.epil = add nuw nsw i16 %conv.i.us125.peel.epil, 1
  %add2.i.us128.peel.epil = add nuw nsw i16 %add.i.us127.peel.epil, %conv1.i.us126.peel.epil
  %shr.i.us129.peel.epil = lshr i16 %add2.i.us128.peel.epil, 1
  %78 = load i8, ptr %add.ptr1.us116.epil, align 1, !tbaa !4
  %conv1.i89.us132.peel.epil = zext i8 %78 to i16
  %add.i90.us133.peel.epil = add nuw nsw i16 %conv1.i89.us132.peel.epil, 1
  %add2.i91.us134.peel.epil = add nuw nsw i16 %add.i90.us133.peel.epil, %shr.i.us129.peel.epil
  %shr.i92.us135.peel.epil = lshr i16 %add2.i91.us134.peel.epil, 1
  %conv3.i93.us136.peel.epil = trunc i16 %shr.i92.us135.peel.epil to i8
  store i8 %conv3.i93.us136.peel.epil, ptr %tmp, align 1, !tbaa !4
  %exitcond.not.peel.epil = icmp eq i32 %add, 1
  br i1 %exitcond.not.peel.epil, label %for.cond.cleanup, label %for.body6.us121.peel185.epil

for.body6.us121.peel185.epil:                     ; preds = %for.body.us112.epil
  %arrayidx.us123.peel186.epil = getelementptr inbounds i8, ptr %add.ptr.us115.epil, i32 1
  %79 = load i8, ptr %arrayidx.us123.peel186.epil, align 1, !tbaa !4
  %arrayidx7.us124.peel187.epil = getelementptr inbounds i8, ptr %add.ptr2.us117.epil, i32 1
  %80 = load i8, ptr %arrayidx7.us124.peel187.epil, align 1, !tbaa !4
  %conv.i.us125.peel188.epil = zext i8 %79 to i16
  %conv1.i.us126.peel189.epil = zext i8 %80 to i16
  %add.i.us127.peel190.epil = add nuw nsw i16 %conv.i.us125.peel188.epil, 1
  %add2.i.us128.peel191.epil = add nuw nsw i16 %add.i.us127.peel190.epil, %conv1.i.us126.peel189.epil
  %shr.i.us129.peel192.epil = lshr i16 %add2.i.us128.peel191.epil, 1
  %arrayidx8.us130.peel193.epil = getelementptr inbounds i8, ptr %add.ptr1.us116.epil, i32 1
  %81 = load i8, ptr %arrayidx8.us130.peel193.epil, align 1, !tbaa !4
  %conv1.i89.us132.peel194.epil = zext i8 %81 to i16
  %add.i90.us133.peel195.epil = add nuw nsw i16 %conv1.i89.us132.peel194.epil, 1
  %add2.i91.us134.peel196.epil = add nuw nsw i16 %add.i90.us133.peel195.epil, %shr.i.us129.peel192.epil
  %shr.i92.us135.peel197.epil = lshr i16 %add2.i91.us134.peel196.epil, 1
  %conv3.i93.us136.peel198.epil = trunc i16 %shr.i92.us135.peel197.epil to i8
  %arrayidx10.us137.peel199.epil = getelementptr inbounds i8, ptr %tmp, i32 1
  store i8 %conv3.i93.us136.peel198.epil, ptr %arrayidx10.us137.peel199.epil, align 1, !tbaa !4
  %exitcond.not.peel201.epil = icmp eq i32 %width, 0
  br i1 %exitcond.not.peel201.epil, label %for.cond.cleanup, label %for.body6.us121.epil

for.body6.us121.epil:                             ; preds = %for.body6.us121.peel185.epil, %for.body6.us121.epil
  %x.0107.us122.epil = phi i32 [ %inc.us138.epil, %for.body6.us121.epil ], [ 2, %for.body6.us121.peel185.epil ]
  %arrayidx.us123.epil = getelementptr inbounds i8, ptr %add.ptr.us115.epil, i32 %x.0107.us122.epil
  %82 = load i8, ptr %arrayidx.us123.epil, align 1, !tbaa !4
  %arrayidx7.us124.epil = getelementptr inbounds i8, ptr %add.ptr2.us117.epil, i32 %x.0107.us122.epil
  %83 = load i8, ptr %arrayidx7.us124.epil, align 1, !tbaa !4
  %conv.i.us125.epil = zext i8 %82 to i16
  %conv1.i.us126.epil = zext i8 %83 to i16
  %add.i.us127.epil = add nuw nsw i16 %conv.i.us125.epil, 1
  %add2.i.us128.epil = add nuw nsw i16 %add.i.us127.epil, %conv1.i.us126.epil
  %shr.i.us129.epil = lshr i16 %add2.i.us128.epil, 1
  %arrayidx8.us130.epil = getelementptr inbounds i8, ptr %add.ptr1.us116.epil, i32 %x.0107.us122.epil
  %84 = load i8, ptr %arrayidx8.us130.epil, align 1, !tbaa !4
  %conv1.i89.us132.epil = zext i8 %84 to i16
  %add.i90.us133.epil = add nuw nsw i16 %conv1.i89.us132.epil, 1
  %add2.i91.us134.epil = add nuw nsw i16 %add.i90.us133.epil, %shr.i.us129.epil
  %shr.i92.us135.epil = lshr i16 %add2.i91.us134.epil, 1
  %conv3.i93.us136.epil = trunc i16 %shr.i92.us135.epil to i8
  %arrayidx10.us137.epil = getelementptr inbounds i8, ptr %tmp, i32 %x.0107.us122.epil
  store i8 %conv3.i93.us136.epil, ptr %arrayidx10.us137.epil, align 1, !tbaa !4
  %inc.us138.epil = add nuw nsw i32 %x.0107.us122.epil, 1
  %exitcond.not.epil = icmp eq i32 %inc.us138.epil, %add
  br i1 %exitcond.not.epil, label %for.cond.cleanup, label %for.body6.us121.epil, !llvm.loop !14

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit183.unr-lcssa, %for.body6.us121.epil, %for.body6.us121.peel185.epil, %for.body.us112.epil, %for.cond14.for.cond.cleanup16_crit_edge.us.us, %for.body.lr.ph.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smax.v128i32(<128 x i32>, <128 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = distinct !{!12, !9, !8}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !15, !16}
!15 = !{!"llvm.loop.peeled.count", i32 2}
!16 = !{!"llvm.loop.unroll.disable"}
