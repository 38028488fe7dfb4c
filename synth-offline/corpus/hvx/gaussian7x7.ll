; ModuleID = 'bench/kernels/gaussian7x7.c'
source_filename = "bench/kernels/gaussian7x7.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gaussian7x7(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp141 = icmp sgt i32 %height, 0
  br i1 %cmp141, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp2137 = icmp sgt i32 %width, -6
  %mul10 = shl nsw i32 %stride, 1
  %mul16 = mul nsw i32 %stride, 3
  %mul22 = shl nsw i32 %stride, 2
  %mul28 = mul nsw i32 %stride, 5
  %mul34 = mul nsw i32 %stride, 6
  %cmp45139 = icmp sgt i32 %width, 0
  br i1 %cmp2137, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = add i32 %width, 5
  %smax = tail call i32 @llvm.smax.i32(i32 %0, i32 0)
  %arrayidx52.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 1
  %arrayidx57.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 2
  %arrayidx62.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 3
  %arrayidx67.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 4
  %arrayidx72.us.phi.trans.insert = getelementptr inbounds i16, ptr %tmp, i32 5
  %1 = add nuw i32 %smax, 1
  %min.iters.check237 = icmp ult i32 %smax, 63
  %min.iters.check239 = icmp ult i32 %smax, 127
  %n.vec242 = and i32 %1, -128
  %cmp.n243 = icmp eq i32 %1, %n.vec242
  %n.vec.remaining = and i32 %1, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  %n.vec255 = and i32 %1, -64
  %cmp.n257 = icmp eq i32 %1, %n.vec255
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %iter.check

iter.check:                                       ; preds = %for.body.us.preheader, %for.cond.cleanup47.us
  %y.0142.us = phi i32 [ %inc87.us, %for.cond.cleanup47.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.0142.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  br i1 %min.iters.check237, label %for.body4.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check239, label %vec.epilog.ph, label %vector.body244

vector.body244:                                   ; preds = %vector.main.loop.iter.check, %vector.body244
  %index245 = phi i32 [ %index.next253, %vector.body244 ], [ 0, %vector.main.loop.iter.check ]
  %2 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %index245
  %wide.load246 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load246 to <128 x i16>
  %4 = add nsw i32 %index245, %stride
  %5 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %4
  %wide.load247 = load <128 x i8>, ptr %5, align 1, !tbaa !4
  %6 = zext <128 x i8> %wide.load247 to <128 x i16>
  %7 = add nsw i32 %index245, %mul10
  %8 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %7
  %wide.load248 = load <128 x i8>, ptr %8, align 1, !tbaa !4
  %9 = zext <128 x i8> %wide.load248 to <128 x i16>
  %10 = add nsw i32 %index245, %mul16
  %11 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %10
  %wide.load249 = load <128 x i8>, ptr %11, align 1, !tbaa !4
  %12 = zext <128 x i8> %wide.load249 to <128 x i16>
  %13 = mul nuw nsw <128 x i16> %12, <i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20>
  %14 = add nsw i32 %index245, %mul22
  %15 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %14
  %wide.load250 = load <128 x i8>, ptr %15, align 1, !tbaa !4
  %16 = zext <128 x i8> %wide.load250 to <128 x i16>
  %17 = add nsw i32 %index245, %mul28
  %18 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %17
  %wide.load251 = load <128 x i8>, ptr %18, align 1, !tbaa !4
  %19 = zext <128 x i8> %wide.load251 to <128 x i16>
  %20 = add nsw i32 %index245, %mul34
  %21 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %20
  %wide.load252 = load <128 x i8>, ptr %21, align 1, !tbaa !4
  %22 = zext <128 x i8> %wide.load252 to <128 x i16>
  %23 = add nuw nsw <128 x i16> %16, %9
  %24 = mul nuw nsw <128 x i16> %23, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %25 = add nuw nsw <128 x i16> %19, %6
  %26 = mul nuw nsw <128 x i16> %25, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %27 = add nuw nsw <128 x i16> %13, %3
  %28 = add nuw nsw <128 x i16> %27, %22
  %29 = add nuw nsw <128 x i16> %28, %24
  %30 = add nuw nsw <128 x i16> %29, %26
  %31 = getelementptr inbounds i16, ptr %tmp, i32 %index245
  store <128 x i16> %30, ptr %31, align 2, !tbaa !7
  %index.next253 = add nuw i32 %index245, 128
  %32 = icmp eq i32 %index.next253, %n.vec242
  br i1 %32, label %middle.block235, label %vector.body244, !llvm.loop !9

middle.block235:                                  ; preds = %vector.body244
  br i1 %cmp.n243, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block235
  br i1 %min.epilog.iters.check.not.not, label %for.body4.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec242, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index258 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next266, %vec.epilog.vector.body ]
  %33 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %index258
  %wide.load259 = load <64 x i8>, ptr %33, align 1, !tbaa !4
  %34 = zext <64 x i8> %wide.load259 to <64 x i16>
  %35 = add nsw i32 %index258, %stride
  %36 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %35
  %wide.load260 = load <64 x i8>, ptr %36, align 1, !tbaa !4
  %37 = zext <64 x i8> %wide.load260 to <64 x i16>
  %38 = add nsw i32 %index258, %mul10
  %39 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %38
  %wide.load261 = load <64 x i8>, ptr %39, align 1, !tbaa !4
  %40 = zext <64 x i8> %wide.load261 to <64 x i16>
  %41 = add nsw i32 %index258, %mul16
  %42 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %41
  %wide.load262 = load <64 x i8>, ptr %42, align 1, !tbaa !4
  %43 = zext <64 x i8> %wide.load262 to <64 x i16>
  %44 = mul nuw nsw <64 x i16> %43, <i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20, i16 20>
  %45 = add nsw i32 %index258, %mul22
  %46 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %45
  %wide.load263 = load <64 x i8>, ptr %46, align 1, !tbaa !4
  %47 = zext <64 x i8> %wide.load263 to <64 x i16>
  %48 = add nsw i32 %index258, %mul28
  %49 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %48
  %wide.load264 = load <64 x i8>, ptr %49, align 1, !tbaa !4
  %50 = zext <64 x i8> %wide.load264 to <64 x i16>
  %51 = add nsw i32 %index258, %mul34
  %52 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %51
  %wide.load265 = load <64 x i8>, ptr %52, align 1, !tbaa !4
  %53 = zext <64 x i8> %wide.load265 to <64 x i16>
  %54 = add nuw nsw <64 x i16> %47, %40
  %55 = mul nuw nsw <64 x i16> %54, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %56 = add nuw nsw <64 x i16> %50, %37
  %57 = mul nuw nsw <64 x i16> %56, <i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6, i16 6>
  %58 = add nuw nsw <64 x i16> %44, %34
  %59 = add nuw nsw <64 x i16> %58, %53
  %60 = add nuw nsw <64 x i16> %59, %55
  %61 = add nuw nsw <64 x i16> %60, %57
  %62 = getelementptr inbounds i16, ptr %tmp, i32 %index258
  store <64 x i16> %61, ptr %62, align 2, !tbaa !7
  %index.next266 = add nuw i32 %index258, 64
  %63 = icmp eq i32 %index.next266, %n.vec255
  br i1 %63, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n257, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us.preheader

for.body4.us.preheader:                           ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %x.0138.us.ph = phi i32 [ 0, %iter.check ], [ %n.vec242, %vec.epilog.iter.check ], [ %n.vec255, %vec.epilog.middle.block ]
  br label %for.body4.us

for.cond.cleanup47.us:                            ; preds = %for.body48.us, %middle.block, %for.cond1.for.cond.cleanup3_crit_edge.us
  %inc87.us = add nuw nsw i32 %y.0142.us, 1
  %exitcond193.not = icmp eq i32 %inc87.us, %height
  br i1 %exitcond193.not, label %for.cond.cleanup, label %iter.check

for.body48.us:                                    ; preds = %for.body48.us.preheader267, %for.body48.us
  %scalar.recur = phi i16 [ %64, %for.body48.us ], [ %scalar.recur.ph, %for.body48.us.preheader267 ]
  %scalar.recur218 = phi i16 [ %scalar.recur, %for.body48.us ], [ %scalar.recur218.ph, %for.body48.us.preheader267 ]
  %scalar.recur222 = phi i16 [ %scalar.recur218, %for.body48.us ], [ %scalar.recur222.ph, %for.body48.us.preheader267 ]
  %scalar.recur226 = phi i16 [ %scalar.recur222, %for.body48.us ], [ %scalar.recur226.ph, %for.body48.us.preheader267 ]
  %scalar.recur230 = phi i16 [ %scalar.recur226, %for.body48.us ], [ %scalar.recur230.ph, %for.body48.us.preheader267 ]
  %scalar.recur234 = phi i16 [ %scalar.recur230, %for.body48.us ], [ %scalar.recur234.ph, %for.body48.us.preheader267 ]
  %x43.0140.us = phi i32 [ %add51.us, %for.body48.us ], [ %x43.0140.us.ph, %for.body48.us.preheader267 ]
  %conv50.us = zext i16 %scalar.recur234 to i32
  %add51.us = add nuw nsw i32 %x43.0140.us, 1
  %conv53.us = zext i16 %scalar.recur230 to i32
  %conv58.us = zext i16 %scalar.recur226 to i32
  %conv63.us = zext i16 %scalar.recur222 to i32
  %mul64.us = mul nuw nsw i32 %conv63.us, 20
  %conv68.us = zext i16 %scalar.recur218 to i32
  %conv73.us = zext i16 %scalar.recur to i32
  %add76.us = add nuw nsw i32 %x43.0140.us, 6
  %arrayidx77.us = getelementptr inbounds i16, ptr %tmp, i32 %add76.us
  %64 = load i16, ptr %arrayidx77.us, align 2, !tbaa !7
  %conv78.us = zext i16 %64 to i32
  %reass.add.us = add nuw nsw i32 %conv68.us, %conv58.us
  %reass.mul.us = mul nuw nsw i32 %reass.add.us, 15
  %reass.add131.us = add nuw nsw i32 %conv73.us, %conv53.us
  %reass.mul132.us = mul nuw nsw i32 %reass.add131.us, 6
  %add65.us = add nuw nsw i32 %conv50.us, 2048
  %add70.us = add nuw nsw i32 %add65.us, %mul64.us
  %add75.us = add nuw nsw i32 %add70.us, %conv78.us
  %add79.us = add nuw nsw i32 %add75.us, %reass.mul.us
  %add80.us = add nuw nsw i32 %add79.us, %reass.mul132.us
  %shr.us = lshr i32 %add80.us, 12
  %conv81.us = trunc i32 %shr.us to i8
  %arrayidx82.us = getelementptr inbounds i8, ptr %add.ptr42.us, i32 %x43.0140.us
  store i8 %conv81.us, ptr %arrayidx82.us, align 1, !tbaa !4
  %exitcond192.not = icmp eq i32 %add51.us, %width
  br i1 %exitcond192.not, label %for.cond.cleanup47.us, label %for.body48.us, !llvm.loop !13

for.body4.us:                                     ; preds = %for.body4.us.preheader, %for.body4.us
  %x.0138.us = phi i32 [ %inc.us, %for.body4.us ], [ %x.0138.us.ph, %for.body4.us.preheader ]
  %arrayidx.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %x.0138.us
  %65 = load i8, ptr %arrayidx.us, align 1, !tbaa !4
  %conv.us = zext i8 %65 to i16
  %add5.us = add nsw i32 %x.0138.us, %stride
  %arrayidx6.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add5.us
  %66 = load i8, ptr %arrayidx6.us, align 1, !tbaa !4
  %conv7.us = zext i8 %66 to i16
  %add11.us = add nsw i32 %x.0138.us, %mul10
  %arrayidx12.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add11.us
  %67 = load i8, ptr %arrayidx12.us, align 1, !tbaa !4
  %conv13.us = zext i8 %67 to i16
  %add17.us = add nsw i32 %x.0138.us, %mul16
  %arrayidx18.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add17.us
  %68 = load i8, ptr %arrayidx18.us, align 1, !tbaa !4
  %conv19.us = zext i8 %68 to i16
  %mul20.us = mul nuw nsw i16 %conv19.us, 20
  %add23.us = add nsw i32 %x.0138.us, %mul22
  %arrayidx24.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add23.us
  %69 = load i8, ptr %arrayidx24.us, align 1, !tbaa !4
  %conv25.us = zext i8 %69 to i16
  %add29.us = add nsw i32 %x.0138.us, %mul28
  %arrayidx30.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add29.us
  %70 = load i8, ptr %arrayidx30.us, align 1, !tbaa !4
  %conv31.us = zext i8 %70 to i16
  %add35.us = add nsw i32 %x.0138.us, %mul34
  %arrayidx36.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add35.us
  %71 = load i8, ptr %arrayidx36.us, align 1, !tbaa !4
  %conv37.us = zext i8 %71 to i16
  %reass.add133.us = add nuw nsw i16 %conv25.us, %conv13.us
  %reass.mul134.us = mul nuw nsw i16 %reass.add133.us, 15
  %reass.add135.us = add nuw nsw i16 %conv31.us, %conv7.us
  %reass.mul136.us = mul nuw nsw i16 %reass.add135.us, 6
  %add21.us = add nuw nsw i16 %mul20.us, %conv.us
  %add27.us = add nuw nsw i16 %add21.us, %conv37.us
  %add33.us = add nuw nsw i16 %add27.us, %reass.mul134.us
  %add38.us = add nuw nsw i16 %add33.us, %reass.mul136.us
  %arrayidx40.us = getelementptr inbounds i16, ptr %tmp, i32 %x.0138.us
  store i16 %add38.us, ptr %arrayidx40.us, align 2, !tbaa !7
  %inc.us = add nuw i32 %x.0138.us, 1
  %exitcond191.not = icmp eq i32 %x.0138.us, %smax
  br i1 %exitcond191.not, label %for.cond1.for.cond.cleanup3_crit_edge.us, label %for.body4.us, !llvm.loop !14

for.cond1.for.cond.cleanup3_crit_edge.us:         ; preds = %for.body4.us, %vec.epilog.middle.block, %middle.block235
  %mul41.us = mul nsw i32 %y.0142.us, %width
  %add.ptr42.us = getelementptr inbounds i8, ptr %out, i32 %mul41.us
  br i1 %cmp45139, label %for.body48.us.preheader, label %for.cond.cleanup47.us

for.body48.us.preheader:                          ; preds = %for.cond1.for.cond.cleanup3_crit_edge.us
  %.pre199 = load i16, ptr %tmp, align 2, !tbaa !7
  %.pre200 = load i16, ptr %arrayidx52.us.phi.trans.insert, align 2, !tbaa !7
  %.pre201 = load i16, ptr %arrayidx57.us.phi.trans.insert, align 2, !tbaa !7
  %.pre202 = load i16, ptr %arrayidx62.us.phi.trans.insert, align 2, !tbaa !7
  %.pre203 = load i16, ptr %arrayidx67.us.phi.trans.insert, align 2, !tbaa !7
  %.pre204 = load i16, ptr %arrayidx72.us.phi.trans.insert, align 2, !tbaa !7
  br i1 %min.iters.check, label %for.body48.us.preheader267, label %vector.ph

vector.ph:                                        ; preds = %for.body48.us.preheader
  %vector.recur.init = insertelement <128 x i16> poison, i16 %.pre204, i64 127
  %vector.recur.init205 = insertelement <128 x i16> poison, i16 %.pre203, i64 127
  %vector.recur.init207 = insertelement <128 x i16> poison, i16 %.pre202, i64 127
  %vector.recur.init209 = insertelement <128 x i16> poison, i16 %.pre201, i64 127
  %vector.recur.init211 = insertelement <128 x i16> poison, i16 %.pre200, i64 127
  %vector.recur.init213 = insertelement <128 x i16> poison, i16 %.pre199, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur206 = phi <128 x i16> [ %vector.recur.init205, %vector.ph ], [ %74, %vector.body ]
  %vector.recur208 = phi <128 x i16> [ %vector.recur.init207, %vector.ph ], [ %75, %vector.body ]
  %vector.recur210 = phi <128 x i16> [ %vector.recur.init209, %vector.ph ], [ %76, %vector.body ]
  %vector.recur212 = phi <128 x i16> [ %vector.recur.init211, %vector.ph ], [ %77, %vector.body ]
  %vector.recur214 = phi <128 x i16> [ %vector.recur.init213, %vector.ph ], [ %78, %vector.body ]
  %72 = or i32 %index, 6
  %73 = getelementptr inbounds i16, ptr %tmp, i32 %72
  %wide.load = load <128 x i16>, ptr %73, align 2, !tbaa !7
  %74 = shufflevector <128 x i16> %vector.recur, <128 x i16> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %75 = shufflevector <128 x i16> %vector.recur206, <128 x i16> %74, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %76 = shufflevector <128 x i16> %vector.recur208, <128 x i16> %75, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %77 = shufflevector <128 x i16> %vector.recur210, <128 x i16> %76, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %78 = shufflevector <128 x i16> %vector.recur212, <128 x i16> %77, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %79 = shufflevector <128 x i16> %vector.recur214, <128 x i16> %78, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %80 = zext <128 x i16> %79 to <128 x i32>
  %81 = zext <128 x i16> %78 to <128 x i32>
  %82 = zext <128 x i16> %77 to <128 x i32>
  %83 = zext <128 x i16> %76 to <128 x i32>
  %84 = mul nuw nsw <128 x i32> %83, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %85 = zext <128 x i16> %75 to <128 x i32>
  %86 = zext <128 x i16> %74 to <128 x i32>
  %87 = zext <128 x i16> %wide.load to <128 x i32>
  %88 = add nuw nsw <128 x i32> %85, %82
  %89 = mul nuw nsw <128 x i32> %88, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %90 = add nuw nsw <128 x i32> %86, %81
  %91 = mul nuw nsw <128 x i32> %90, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %92 = add nuw nsw <128 x i32> %80, <i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048, i32 2048>
  %93 = add nuw nsw <128 x i32> %92, %84
  %94 = add nuw nsw <128 x i32> %93, %87
  %95 = add nuw nsw <128 x i32> %94, %89
  %96 = add nuw nsw <128 x i32> %95, %91
  %97 = lshr <128 x i32> %96, <i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12, i32 12>
  %98 = trunc <128 x i32> %97 to <128 x i8>
  %99 = getelementptr inbounds i8, ptr %add.ptr42.us, i32 %index
  store <128 x i8> %98, ptr %99, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %100 = icmp eq i32 %index.next, %n.vec
  br i1 %100, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i16> %wide.load, i64 127
  %vector.recur.extract215 = extractelement <128 x i16> %wide.load, i64 126
  %vector.recur.extract219 = extractelement <128 x i16> %wide.load, i64 125
  %vector.recur.extract223 = extractelement <128 x i16> %wide.load, i64 124
  %vector.recur.extract227 = extractelement <128 x i16> %wide.load, i64 123
  %vector.recur.extract231 = extractelement <128 x i16> %wide.load, i64 122
  br i1 %cmp.n, label %for.cond.cleanup47.us, label %for.body48.us.preheader267

for.body48.us.preheader267:                       ; preds = %for.body48.us.preheader, %middle.block
  %scalar.recur.ph = phi i16 [ %vector.recur.extract, %middle.block ], [ %.pre204, %for.body48.us.preheader ]
  %scalar.recur218.ph = phi i16 [ %vector.recur.extract215, %middle.block ], [ %.pre203, %for.body48.us.preheader ]
  %scalar.recur222.ph = phi i16 [ %vector.recur.extract219, %middle.block ], [ %.pre202, %for.body48.us.preheader ]
  %scalar.recur226.ph = phi i16 [ %vector.recur.extract223, %middle.block ], [ %.pre201, %for.body48.us.preheader ]
  %scalar.recur230.ph = phi i16 [ %vector.recur.extract227, %middle.block ], [ %.pre200, %for.body48.us.preheader ]
  %scalar.recur234.ph = phi i16 [ %vector.recur.extract231, %middle.block ], [ %.pre199, %for.body48.us.preheader ]
  %x43.0140.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body48.us.preheader ]
  br label %for.body48.us

for.cond.cleanup:                                 ; preds = %for.cond.cleanup47.us, %for.body.lr.ph, %entry
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
