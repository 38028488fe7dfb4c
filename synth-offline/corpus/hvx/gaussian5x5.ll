; ModuleID = 'bench/kernels/gaussian5x5.c'
source_filename = "bench/kernels/gaussian5x5.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gaussian5x5(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp104 = icmp sgt i32 %height, 0
  br i1 %cmp104, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %add = add i32 %width, 4
  %cmp30102 = icmp sgt i32 %width, 0
  br i1 %cmp30102, label %for.body.us.us.preheader, label %for.body.lr.ph.split

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph
  %smax143 = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %arrayidx37.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 1
  %arrayidx42.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 2
  %arrayidx47.us.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 3
  %min.iters.check172 = icmp ult i32 %smax143, 64
  %min.iters.check174 = icmp ult i32 %smax143, 128
  %n.vec177 = and i32 %smax143, 2147483520
  %cmp.n178 = icmp eq i32 %smax143, %n.vec177
  %n.vec.remaining = and i32 %smax143, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  %n.vec188 = and i32 %smax143, 2147483584
  %cmp.n190 = icmp eq i32 %smax143, %n.vec188
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.us.preheader, %for.cond29.for.cond.cleanup32_crit_edge.us.us
  %y.0105.us.us = phi i32 [ %inc64.us.us, %for.cond29.for.cond.cleanup32_crit_edge.us.us ], [ 0, %for.body.us.us.preheader ]
  %mul.us.us = mul nsw i32 %y.0105.us.us, %stride
  %add.ptr.us.us = getelementptr inbounds i8, ptr %in, i32 %mul.us.us
  %add.ptr1.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %stride
  %add.ptr2.us.us = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %stride
  %add.ptr3.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %stride
  %add.ptr4.us.us = getelementptr inbounds i8, ptr %add.ptr3.us.us, i32 %stride
  br i1 %min.iters.check172, label %for.body8.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check174, label %vec.epilog.ph, label %vector.body179

vector.body179:                                   ; preds = %vector.main.loop.iter.check, %vector.body179
  %index180 = phi i32 [ %index.next186, %vector.body179 ], [ 0, %vector.main.loop.iter.check ]
  %0 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index180
  %wide.load181 = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load181 to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %index180
  %wide.load182 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load182 to <128 x i16>
  %4 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %index180
  %wide.load183 = load <128 x i8>, ptr %4, align 1, !tbaa !4
  %5 = zext <128 x i8> %wide.load183 to <128 x i16>
  %6 = mul nuw nsw <128 x i16> %5, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %7 = getelementptr inbounds i8, ptr %add.ptr3.us.us, i32 %index180
  %wide.load184 = load <128 x i8>, ptr %7, align 1, !tbaa !4
  %8 = zext <128 x i8> %wide.load184 to <128 x i16>
  %9 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i32 %index180
  %wide.load185 = load <128 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <128 x i8> %wide.load185 to <128 x i16>
  %11 = add nuw nsw <128 x i16> %8, %3
  %12 = shl nuw nsw <128 x i16> %11, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %13 = add nuw nsw <128 x i16> %6, %1
  %14 = add nuw nsw <128 x i16> %13, %10
  %15 = add nuw nsw <128 x i16> %14, %12
  %16 = getelementptr inbounds i16, ptr %tmp, i32 %index180
  store <128 x i16> %15, ptr %16, align 2, !tbaa !7
  %index.next186 = add nuw i32 %index180, 128
  %17 = icmp eq i32 %index.next186, %n.vec177
  br i1 %17, label %middle.block170, label %vector.body179, !llvm.loop !9

middle.block170:                                  ; preds = %vector.body179
  br i1 %cmp.n178, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block170
  br i1 %min.epilog.iters.check.not.not, label %for.body8.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec177, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index191 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next197, %vec.epilog.vector.body ]
  %18 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index191
  %wide.load192 = load <64 x i8>, ptr %18, align 1, !tbaa !4
  %19 = zext <64 x i8> %wide.load192 to <64 x i16>
  %20 = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %index191
  %wide.load193 = load <64 x i8>, ptr %20, align 1, !tbaa !4
  %21 = zext <64 x i8> %wide.load193 to <64 x i16>
  %22 = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %index191
  %wide.load194 = load <64 x i8>, ptr %22, align 1, !tbaa !4
  %23 = zext <64 x i8> %wide.load194 to <64 x i16>
  %24 = mul nuw nsw <64 x i16> %23, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %25 = getelementptr inbounds i8, ptr %add.ptr3.us.us, i32 %index191
  %wide.load195 = load <64 x i8>, ptr %25, align 1, !tbaa !4
  %26 = zext <64 x i8> %wide.load195 to <64 x i16>
  %27 = getelementptr inbounds i8, ptr %add.ptr4.us.us, i32 %index191
  %wide.load196 = load <64 x i8>, ptr %27, align 1, !tbaa !4
  %28 = zext <64 x i8> %wide.load196 to <64 x i16>
  %29 = add nuw nsw <64 x i16> %26, %21
  %30 = shl nuw nsw <64 x i16> %29, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %31 = add nuw nsw <64 x i16> %24, %19
  %32 = add nuw nsw <64 x i16> %31, %28
  %33 = add nuw nsw <64 x i16> %32, %30
  %34 = getelementptr inbounds i16, ptr %tmp, i32 %index191
  store <64 x i16> %33, ptr %34, align 2, !tbaa !7
  %index.next197 = add nuw i32 %index191, 64
  %35 = icmp eq i32 %index.next197, %n.vec188
  br i1 %35, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n190, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us.preheader

for.body8.us.us.preheader:                        ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %x.0101.us.us.ph = phi i32 [ 0, %iter.check ], [ %n.vec177, %vec.epilog.iter.check ], [ %n.vec188, %vec.epilog.middle.block ]
  br label %for.body8.us.us

for.body33.us.us:                                 ; preds = %for.body33.us.us.preheader, %for.body33.us.us
  %scalar.recur = phi i16 [ %36, %for.body33.us.us ], [ %scalar.recur.ph, %for.body33.us.us.preheader ]
  %scalar.recur161 = phi i16 [ %scalar.recur, %for.body33.us.us ], [ %scalar.recur161.ph, %for.body33.us.us.preheader ]
  %scalar.recur165 = phi i16 [ %scalar.recur161, %for.body33.us.us ], [ %scalar.recur165.ph, %for.body33.us.us.preheader ]
  %scalar.recur169 = phi i16 [ %scalar.recur165, %for.body33.us.us ], [ %scalar.recur169.ph, %for.body33.us.us.preheader ]
  %x28.0103.us.us = phi i32 [ %add36.us.us, %for.body33.us.us ], [ %x28.0103.us.us.ph, %for.body33.us.us.preheader ]
  %add36.us.us = add nuw nsw i32 %x28.0103.us.us, 1
  %mul44.us.us = mul i16 %scalar.recur161, 6
  %add51.us.us = add nuw nsw i32 %x28.0103.us.us, 4
  %arrayidx52.us.us = getelementptr inbounds i16, ptr %tmp, i32 %add51.us.us
  %36 = load i16, ptr %arrayidx52.us.us, align 2, !tbaa !7
  %reass.add.us.us = add i16 %scalar.recur, %scalar.recur165
  %reass.mul.us.us = shl i16 %reass.add.us.us, 2
  %add45.us.us = add i16 %mul44.us.us, %scalar.recur169
  %add50.us.us = add i16 %add45.us.us, %36
  %add54.us.us = add i16 %add50.us.us, %reass.mul.us.us
  %conv56.us.us = zext i16 %add54.us.us to i32
  %add57.us.us = add nuw nsw i32 %conv56.us.us, 128
  %shr.us.us = lshr i32 %add57.us.us, 8
  %conv58.us.us = trunc i32 %shr.us.us to i8
  %arrayidx59.us.us = getelementptr inbounds i8, ptr %add.ptr27.us.us, i32 %x28.0103.us.us
  store i8 %conv58.us.us, ptr %arrayidx59.us.us, align 1, !tbaa !4
  %exitcond145.not = icmp eq i32 %add36.us.us, %width
  br i1 %exitcond145.not, label %for.cond29.for.cond.cleanup32_crit_edge.us.us, label %for.body33.us.us, !llvm.loop !13

for.body8.us.us:                                  ; preds = %for.body8.us.us.preheader, %for.body8.us.us
  %x.0101.us.us = phi i32 [ %inc.us.us, %for.body8.us.us ], [ %x.0101.us.us.ph, %for.body8.us.us.preheader ]
  %arrayidx.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %x.0101.us.us
  %37 = load i8, ptr %arrayidx.us.us, align 1, !tbaa !4
  %conv.us.us = zext i8 %37 to i16
  %arrayidx9.us.us = getelementptr inbounds i8, ptr %add.ptr1.us.us, i32 %x.0101.us.us
  %38 = load i8, ptr %arrayidx9.us.us, align 1, !tbaa !4
  %conv10.us.us = zext i8 %38 to i16
  %arrayidx13.us.us = getelementptr inbounds i8, ptr %add.ptr2.us.us, i32 %x.0101.us.us
  %39 = load i8, ptr %arrayidx13.us.us, align 1, !tbaa !4
  %conv14.us.us = zext i8 %39 to i16
  %mul15.us.us = mul nuw nsw i16 %conv14.us.us, 6
  %arrayidx17.us.us = getelementptr inbounds i8, ptr %add.ptr3.us.us, i32 %x.0101.us.us
  %40 = load i8, ptr %arrayidx17.us.us, align 1, !tbaa !4
  %conv18.us.us = zext i8 %40 to i16
  %arrayidx21.us.us = getelementptr inbounds i8, ptr %add.ptr4.us.us, i32 %x.0101.us.us
  %41 = load i8, ptr %arrayidx21.us.us, align 1, !tbaa !4
  %conv22.us.us = zext i8 %41 to i16
  %reass.add98.us.us = add nuw nsw i16 %conv18.us.us, %conv10.us.us
  %reass.mul99.us.us = shl nuw nsw i16 %reass.add98.us.us, 2
  %add16.us.us = add nuw nsw i16 %mul15.us.us, %conv.us.us
  %add20.us.us = add nuw nsw i16 %add16.us.us, %conv22.us.us
  %add23.us.us = add nuw nsw i16 %add20.us.us, %reass.mul99.us.us
  %arrayidx25.us.us = getelementptr inbounds i16, ptr %tmp, i32 %x.0101.us.us
  store i16 %add23.us.us, ptr %arrayidx25.us.us, align 2, !tbaa !7
  %inc.us.us = add nuw nsw i32 %x.0101.us.us, 1
  %exitcond144.not = icmp eq i32 %inc.us.us, %smax143
  br i1 %exitcond144.not, label %for.cond5.for.cond.cleanup7_crit_edge.us.us, label %for.body8.us.us, !llvm.loop !14

for.cond5.for.cond.cleanup7_crit_edge.us.us:      ; preds = %for.body8.us.us, %vec.epilog.middle.block, %middle.block170
  %mul26.us.us = mul nsw i32 %y.0105.us.us, %width
  %add.ptr27.us.us = getelementptr inbounds i8, ptr %out, i32 %mul26.us.us
  %.pre = load i16, ptr %tmp, align 2, !tbaa !7
  %.pre147 = load i16, ptr %arrayidx37.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre148 = load i16, ptr %arrayidx42.us.us.phi.trans.insert, align 2, !tbaa !7
  %.pre149 = load i16, ptr %arrayidx47.us.us.phi.trans.insert, align 2, !tbaa !7
  br i1 %min.iters.check, label %for.body33.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us
  %vector.recur.init = insertelement <128 x i16> poison, i16 %.pre149, i64 127
  %vector.recur.init152 = insertelement <128 x i16> poison, i16 %.pre148, i64 127
  %vector.recur.init154 = insertelement <128 x i16> poison, i16 %.pre147, i64 127
  %vector.recur.init156 = insertelement <128 x i16> poison, i16 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur153 = phi <128 x i16> [ %vector.recur.init152, %vector.ph ], [ %44, %vector.body ]
  %vector.recur155 = phi <128 x i16> [ %vector.recur.init154, %vector.ph ], [ %45, %vector.body ]
  %vector.recur157 = phi <128 x i16> [ %vector.recur.init156, %vector.ph ], [ %46, %vector.body ]
  %42 = or i32 %index, 4
  %43 = getelementptr inbounds i16, ptr %tmp, i32 %42
  %wide.load = load <128 x i16>, ptr %43, align 2, !tbaa !7
  %44 = shufflevector <128 x i16> %vector.recur, <128 x i16> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %45 = shufflevector <128 x i16> %vector.recur153, <128 x i16> %44, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %46 = shufflevector <128 x i16> %vector.recur155, <128 x i16> %45, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %47 = shufflevector <128 x i16> %vector.recur157, <128 x i16> %46, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %48 = mul <128 x i16> %45, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %49 = add <128 x i16> %44, %46
  %50 = shl <128 x i16> %49, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %51 = add <128 x i16> %48, %47
  %52 = add <128 x i16> %51, %wide.load
  %53 = add <128 x i16> %52, %50
  %54 = add <128 x i16> %53, <i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128>
  %55 = lshr <128 x i16> %54, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %56 = trunc <128 x i16> %55 to <128 x i8>
  %57 = getelementptr inbounds i8, ptr %add.ptr27.us.us, i32 %index
  store <128 x i8> %56, ptr %57, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %58 = icmp eq i32 %index.next, %n.vec
  br i1 %58, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i16> %wide.load, i64 127
  %vector.recur.extract158 = extractelement <128 x i16> %wide.load, i64 126
  %vector.recur.extract162 = extractelement <128 x i16> %wide.load, i64 125
  %vector.recur.extract166 = extractelement <128 x i16> %wide.load, i64 124
  br i1 %cmp.n, label %for.cond29.for.cond.cleanup32_crit_edge.us.us, label %for.body33.us.us.preheader

for.body33.us.us.preheader:                       ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us.us, %middle.block
  %scalar.recur.ph = phi i16 [ %vector.recur.extract, %middle.block ], [ %.pre149, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  %scalar.recur161.ph = phi i16 [ %vector.recur.extract158, %middle.block ], [ %.pre148, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  %scalar.recur165.ph = phi i16 [ %vector.recur.extract162, %middle.block ], [ %.pre147, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  %scalar.recur169.ph = phi i16 [ %vector.recur.extract166, %middle.block ], [ %.pre, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  %x28.0103.us.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.cond5.for.cond.cleanup7_crit_edge.us.us ]
  br label %for.body33.us.us

for.cond29.for.cond.cleanup32_crit_edge.us.us:    ; preds = %for.body33.us.us, %middle.block
  %inc64.us.us = add nuw nsw i32 %y.0105.us.us, 1
  %exitcond146.not = icmp eq i32 %inc64.us.us, %height
  br i1 %exitcond146.not, label %for.cond.cleanup, label %iter.check

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  %cmp6100 = icmp sgt i32 %width, -4
  br i1 %cmp6100, label %for.body.us106.preheader, label %for.cond.cleanup

for.body.us106.preheader:                         ; preds = %for.body.lr.ph.split
  %exitcond.not.peel = icmp eq i32 %add, 1
  %arrayidx25.us135.peel217 = getelementptr inbounds i16, ptr %tmp, i32 1
  %exitcond.not.peel219 = icmp eq i32 %add, 2
  br label %for.body.us106

for.body.us106:                                   ; preds = %for.body.us106.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us139
  %y.0105.us107 = phi i32 [ %inc64.us115, %for.cond5.for.cond.cleanup7_crit_edge.us139 ], [ 0, %for.body.us106.preheader ]
  %mul.us108 = mul nsw i32 %y.0105.us107, %stride
  %add.ptr.us109 = getelementptr inbounds i8, ptr %in, i32 %mul.us108
  %add.ptr1.us110 = getelementptr inbounds i8, ptr %add.ptr.us109, i32 %stride
  %add.ptr2.us111 = getelementptr inbounds i8, ptr %add.ptr1.us110, i32 %stride
  %add.ptr3.us112 = getelementptr inbounds i8, ptr %add.ptr2.us111, i32 %stride
  %add.ptr4.us113 = getelementptr inbounds i8, ptr %add.ptr3.us112, i32 %stride
  %59 = load i8, ptr %add.ptr.us109, align 1, !tbaa !4
  %conv.us120.peel = zext i8 %59 to i16
  %60 = load i8, ptr %add.ptr1.us110, align 1, !tbaa !4
  %conv10.us122.peel = zext i8 %60 to i16
  %61 = load i8, ptr %add.ptr2.us111, align 1, !tbaa !4
  %conv14.us124.peel = zext i8 %61 to i16
  %mul15.us125.peel = mul nuw nsw i16 %conv14.us124.peel, 6
  %62 = load i8, ptr %add.ptr3.us112, align 1, !tbaa !4
  %conv18.us127.peel = zext i8 %62 to i16
  %63 = load i8, ptr %add.ptr4.us113, align 1, !tbaa !4
  %conv22.us129.peel = zext i8 %63 to i16
  %reass.add98.us130.peel = add nuw nsw i16 %conv18.us127.peel, %conv10.us122.peel
  %reass.mul99.us131.peel = shl nuw nsw i16 %reass.add98.us130.peel, 2
  %add16.us132.peel = add nuw nsw i16 %mul15.us125.peel, %conv.us120.peel
  %add20.us133.peel = add nuw nsw i16 %add16.us132.peel, %conv22.us129.peel
  %add23.us134.peel = add nuw nsw i16 %add20.us133.peel, %reass.mul99.us131.peel
  br i1 %exitcond.not.peel, label %for.cond5.for.cond.cleanup7_crit_edge.us139, label %for.body8.us117.peel200

for.body8.us117.peel200:                          ; preds = %for.body.us106
  %arrayidx.us119.peel201 = getelementptr inbounds i8, ptr %add.ptr.us109, i32 1
  %64 = load i8, ptr %arrayidx.us119.peel201, align 1, !tbaa !4
  %conv.us120.peel202 = zext i8 %64 to i16
  %arrayidx9.us121.peel203 = getelementptr inbounds i8, ptr %add.ptr1.us110, i32 1
  %65 = load i8, ptr %arrayidx9.us121.peel203, align 1, !tbaa !4
  %conv10.us122.peel204 = zext i8 %65 to i16
  %arrayidx13.us123.peel205 = getelementptr inbounds i8, ptr %add.ptr2.us111, i32 1
  %66 = load i8, ptr %arrayidx13.us123.peel205, align 1, !tbaa !4
  %conv14.us124.peel206 = zext i8 %66 to i16
  %mul15.us125.peel207 = mul nuw nsw i16 %conv14.us124.peel206, 6
  %arrayidx17.us126.peel208 = getelementptr inbounds i8, ptr %add.ptr3.us112, i32 1
  %67 = load i8, ptr %arrayidx17.us126.peel208, align 1, !tbaa !4
  %conv18.us127.peel209 = zext i8 %67 to i16
  %arrayidx21.us128.peel210 = getelementptr inbounds i8, ptr %add.ptr4.us113, i32 1
  %68 = load i8, ptr %arrayidx21.us128.peel210, align 1, !tbaa !4
  %conv22.us129.peel211 = zext i8 %68 to i16
  %reass.add98.us130.peel212 = add nuw nsw i16 %conv18.us127.peel209, %conv10.us122.peel204
  %reass.mul99.us131.peel213 = shl nuw nsw i16 %reass.add98.us130.peel212, 2
  %add16.us132.peel214 = add nuw nsw i16 %mul15.us125.peel207, %conv.us120.peel202
  %add20.us133.peel215 = add nuw nsw i16 %add16.us132.peel214, %conv22.us129.peel211
  %add23.us134.peel216 = add nuw nsw i16 %add20.us133.peel215, %reass.mul99.us131.peel213
  store i16 %add23.us134.peel216, ptr %arrayidx25.us135.peel217, align 2, !tbaa !7
  br i1 %exitcond.not.peel219, label %for.cond5.for.cond.cleanup7_crit_edge.us139, label %for.body8.us117

for.body8.us117:                                  ; preds = %for.body8.us117.peel200, %for.body8.us117
  %x.0101.us118 = phi i32 [ %inc.us136, %for.body8.us117 ], [ 2, %for.body8.us117.peel200 ]
  %arrayidx.us119 = getelementptr inbounds i8, ptr %add.ptr.us109, i32 %x.0101.us118
  %69 = load i8, ptr %arrayidx.us119, align 1, !tbaa !4
  %conv.us120 = zext i8 %69 to i16
  %arrayidx9.us121 = getelementptr inbounds i8, ptr %add.ptr1.us110, i32 %x.0101.us118
  %70 = load i8, ptr %arrayidx9.us121, align 1, !tbaa !4
  %conv10.us122 = zext i8 %70 to i16
  %arrayidx13.us123 = getelementptr inbounds i8, ptr %add.ptr2.us111, i32 %x.0101.us118
  %71 = load i8, ptr %arrayidx13.us123, align 1, !tbaa !4
  %conv14.us124 = zext i8 %71 to i16
  %mul15.us125 = mul nuw nsw i16 %conv14.us124, 6
  %arrayidx17.us126 = getelementptr inbounds i8, ptr %add.ptr3.us112, i32 %x.0101.us118
  %72 = load i8, ptr %arrayidx17.us126, align 1, !tbaa !4
  %conv18.us127 = zext i8 %72 to i16
  %arrayidx21.us128 = getelementptr inbounds i8, ptr %add.ptr4.us113, i32 %x.0101.us118
  %73 = load i8, ptr %arrayidx21.us128, align 1, !tbaa !4
  %conv22.us129 = zext i8 %73 to i16
  %reass.add98.us130 = add nuw nsw i16 %conv18.us127, %conv10.us122
  %reass.mul99.us131 = shl nuw nsw i16 %reass.add98.us130, 2
  %add16.us132 = add nuw nsw i16 %mul15.us125, %conv.us120
  %add20.us133 = add nuw nsw i16 %add16.us132, %conv22.us129
  %add23.us134 = add nuw nsw i16 %add20.us133, %reass.mul99.us131
  %arrayidx25.us135 = getelementptr inbounds i16, ptr %tmp, i32 %x.0101.us118
  store i16 %add23.us134, ptr %arrayidx25.us135, align 2, !tbaa !7
  %inc.us136 = add nuw nsw i32 %x.0101.us118, 1
  %exitcond.not = icmp eq i32 %inc.us136, %add
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us139, label %for.body8.us117, !llvm.loop !16

for.cond5.for.cond.cleanup7_crit_edge.us139:      ; preds = %for.body8.us117, %for.body8.us117.peel200, %for.body.us106
  %inc64.us115 = add nuw nsw i32 %y.0105.us107, 1
  %exitcond142.not = icmp eq i32 %inc64.us115, %height
  br i1 %exitcond142.not, label %for.cond.cleanup.loopexit198, label %for.body.us106

for.cond.cleanup.loopexit198:                     ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us139
  store i16 %add23.us134.peel, ptr %tmp, align 2, !tbaa !7
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond29.for.cond.cleanup32_crit_edge.us.us, %for.cond.cleanup.loopexit198, %for.body.lr.ph.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = !{!8, !8, i64 0}
!8 = !{!"short", !5, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !11, !10}
!14 = distinct !{!14, !11, !10}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !17, !18}
!17 = !{!"llvm.loop.peeled.count", i32 2}
!18 = !{!"llvm.loop.unroll.disable"}
