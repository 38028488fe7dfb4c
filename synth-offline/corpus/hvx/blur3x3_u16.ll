; ModuleID = 'bench/kernels/blur3x3_u16.c'
source_filename = "bench/kernels/blur3x3_u16.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @blur3x3_u16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef %tmp, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %add = add i32 %height, 2
  %cmp91 = icmp sgt i32 %height, -2
  br i1 %cmp91, label %for.body.lr.ph, label %for.cond.cleanup26

for.body.lr.ph:                                   ; preds = %entry
  %cmp489 = icmp sgt i32 %width, 0
  br i1 %cmp489, label %for.body.us.preheader, label %for.cond23.preheader

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %smax = tail call i32 @llvm.smax.i32(i32 %add, i32 1)
  %xtraiter = and i32 %smax, 1
  %0 = icmp ugt i32 %height, 2147483645
  br i1 %0, label %for.cond23.preheader.loopexit.unr-lcssa, label %for.body.us.preheader.new

for.body.us.preheader.new:                        ; preds = %for.body.us.preheader
  %unroll_iter = and i32 %smax, 2147483646
  %min.iters.check = icmp ult i32 %width, 64
  %n.vec = and i32 %width, -64
  %cmp.n = icmp eq i32 %n.vec, %width
  %min.iters.check.1 = icmp ult i32 %width, 64
  %n.vec.1 = and i32 %width, -64
  %cmp.n.1 = icmp eq i32 %n.vec.1, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us.1, %for.body.us.preheader.new
  %y.092.us = phi i32 [ 0, %for.body.us.preheader.new ], [ %inc20.us.1, %for.cond3.for.cond.cleanup5_crit_edge.us.1 ]
  %niter = phi i32 [ 0, %for.body.us.preheader.new ], [ %niter.next.1, %for.cond3.for.cond.cleanup5_crit_edge.us.1 ]
  %mul.us = mul nsw i32 %y.092.us, %stride
  %add.ptr.us = getelementptr inbounds i16, ptr %in, i32 %mul.us
  %mul1.us = mul nsw i32 %y.092.us, %width
  %add.ptr2.us = getelementptr inbounds i16, ptr %tmp, i32 %mul1.us
  %.pre = load i16, ptr %add.ptr.us, align 2, !tbaa !4
  %arrayidx8.us.phi.trans.insert = getelementptr inbounds i16, ptr %add.ptr.us, i32 1
  %.pre102 = load i16, ptr %arrayidx8.us.phi.trans.insert, align 2, !tbaa !4
  br i1 %min.iters.check, label %for.body6.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <64 x i16> poison, i16 %.pre102, i64 63
  %vector.recur.init104 = insertelement <64 x i16> poison, i16 %.pre, i64 63
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <64 x i16> [ %vector.recur.init, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur105 = phi <64 x i16> [ %vector.recur.init104, %vector.ph ], [ %3, %vector.body ]
  %1 = or i32 %index, 2
  %2 = getelementptr inbounds i16, ptr %add.ptr.us, i32 %1
  %wide.load = load <64 x i16>, ptr %2, align 2, !tbaa !4
  %3 = shufflevector <64 x i16> %vector.recur, <64 x i16> %wide.load, <64 x i32> <i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126>
  %4 = shufflevector <64 x i16> %vector.recur105, <64 x i16> %3, <64 x i32> <i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126>
  %5 = add <64 x i16> %3, %4
  %6 = add <64 x i16> %5, %wide.load
  %7 = udiv <64 x i16> %6, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %8 = getelementptr inbounds i16, ptr %add.ptr2.us, i32 %index
  store <64 x i16> %7, ptr %8, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 64
  %9 = icmp eq i32 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <64 x i16> %wide.load, i64 63
  %vector.recur.extract106 = extractelement <64 x i16> %wide.load, i64 62
  br i1 %cmp.n, label %for.cond3.for.cond.cleanup5_crit_edge.us, label %for.body6.us.preheader

for.body6.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i16 [ %vector.recur.extract, %middle.block ], [ %.pre102, %for.body.us ]
  %scalar.recur109.ph = phi i16 [ %vector.recur.extract106, %middle.block ], [ %.pre, %for.body.us ]
  %x.090.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body6.us

for.body6.us:                                     ; preds = %for.body6.us.preheader, %for.body6.us
  %scalar.recur = phi i16 [ %10, %for.body6.us ], [ %scalar.recur.ph, %for.body6.us.preheader ]
  %scalar.recur109 = phi i16 [ %scalar.recur, %for.body6.us ], [ %scalar.recur109.ph, %for.body6.us.preheader ]
  %x.090.us = phi i32 [ %add7.us, %for.body6.us ], [ %x.090.us.ph, %for.body6.us.preheader ]
  %add7.us = add nuw nsw i32 %x.090.us, 1
  %add10.us = add i16 %scalar.recur, %scalar.recur109
  %add11.us = add nuw nsw i32 %x.090.us, 2
  %arrayidx12.us = getelementptr inbounds i16, ptr %add.ptr.us, i32 %add11.us
  %10 = load i16, ptr %arrayidx12.us, align 2, !tbaa !4
  %add14.us = add i16 %add10.us, %10
  %11 = udiv i16 %add14.us, 3
  %arrayidx18.us = getelementptr inbounds i16, ptr %add.ptr2.us, i32 %x.090.us
  store i16 %11, ptr %arrayidx18.us, align 2, !tbaa !4
  %exitcond.not = icmp eq i32 %add7.us, %width
  br i1 %exitcond.not, label %for.cond3.for.cond.cleanup5_crit_edge.us, label %for.body6.us, !llvm.loop !11

for.cond3.for.cond.cleanup5_crit_edge.us:         ; preds = %for.body6.us, %middle.block
  %inc20.us = or i32 %y.092.us, 1
  %mul.us.1 = mul nsw i32 %inc20.us, %stride
  %add.ptr.us.1 = getelementptr inbounds i16, ptr %in, i32 %mul.us.1
  %mul1.us.1 = mul nsw i32 %inc20.us, %width
  %add.ptr2.us.1 = getelementptr inbounds i16, ptr %tmp, i32 %mul1.us.1
  %.pre.1 = load i16, ptr %add.ptr.us.1, align 2, !tbaa !4
  %arrayidx8.us.phi.trans.insert.1 = getelementptr inbounds i16, ptr %add.ptr.us.1, i32 1
  %.pre102.1 = load i16, ptr %arrayidx8.us.phi.trans.insert.1, align 2, !tbaa !4
  br i1 %min.iters.check.1, label %for.body6.us.preheader.1, label %vector.ph.1

vector.ph.1:                                      ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us
  %vector.recur.init.1 = insertelement <64 x i16> poison, i16 %.pre102.1, i64 63
  %vector.recur.init104.1 = insertelement <64 x i16> poison, i16 %.pre.1, i64 63
  br label %vector.body.1

vector.body.1:                                    ; preds = %vector.body.1, %vector.ph.1
  %index.1 = phi i32 [ 0, %vector.ph.1 ], [ %index.next.1, %vector.body.1 ]
  %vector.recur.1 = phi <64 x i16> [ %vector.recur.init.1, %vector.ph.1 ], [ %wide.load.1, %vector.body.1 ]
  %vector.recur105.1 = phi <64 x i16> [ %vector.recur.init104.1, %vector.ph.1 ], [ %14, %vector.body.1 ]
  %12 = or i32 %index.1, 2
  %13 = getelementptr inbounds i16, ptr %add.ptr.us.1, i32 %12
  %wide.load.1 = load <64 x i16>, ptr %13, align 2, !tbaa !4
  %14 = shufflevector <64 x i16> %vector.recur.1, <64 x i16> %wide.load.1, <64 x i32> <i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126>
  %15 = shufflevector <64 x i16> %vector.recur105.1, <64 x i16> %14, <64 x i32> <i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126>
  %16 = add <64 x i16> %14, %15
  %17 = add <64 x i16> %16, %wide.load.1
  %18 = udiv <64 x i16> %17, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %19 = getelementptr inbounds i16, ptr %add.ptr2.us.1, i32 %index.1
  store <64 x i16> %18, ptr %19, align 2, !tbaa !4
  %index.next.1 = add nuw i32 %index.1, 64
  %20 = icmp eq i32 %index.next.1, %n.vec.1
  br i1 %20, label %middle.block.1, label %vector.body.1, !llvm.loop !8

middle.block.1:                                   ; preds = %vector.body.1
  %vector.recur.extract.1 = extractelement <64 x i16> %wide.load.1, i64 63
  %vector.recur.extract106.1 = extractelement <64 x i16> %wide.load.1, i64 62
  br i1 %cmp.n.1, label %for.cond3.for.cond.cleanup5_crit_edge.us.1, label %for.body6.us.preheader.1

for.body6.us.preheader.1:                         ; preds = %middle.block.1, %for.cond3.for.cond.cleanup5_crit_edge.us
  %scalar.recur.ph.1 = phi i16 [ %vector.recur.extract.1, %middle.block.1 ], [ %.pre102.1, %for.cond3.for.cond.cleanup5_crit_edge.us ]
  %scalar.recur109.ph.1 = phi i16 [ %vector.recur.extract106.1, %middle.block.1 ], [ %.pre.1, %for.cond3.for.cond.cleanup5_crit_edge.us ]
  %x.090.us.ph.1 = phi i32 [ %n.vec.1, %middle.block.1 ], [ 0, %for.cond3.for.cond.cleanup5_crit_edge.us ]
  br label %for.body6.us.1

for.body6.us.1:                                   ; preds = %for.body6.us.1, %for.body6.us.preheader.1
  %scalar.recur.1 = phi i16 [ %21, %for.body6.us.1 ], [ %scalar.recur.ph.1, %for.body6.us.preheader.1 ]
  %scalar.recur109.1 = phi i16 [ %scalar.recur.1, %for.body6.us.1 ], [ %scalar.recur109.ph.1, %for.body6.us.preheader.1 ]
  %x.090.us.1 = phi i32 [ %add7.us.1, %for.body6.us.1 ], [ %x.090.us.ph.1, %for.body6.us.preheader.1 ]
  %add7.us.1 = add nuw nsw i32 %x.090.us.1, 1
  %add10.us.1 = add i16 %scalar.recur.1, %scalar.recur109.1
  %add11.us.1 = add nuw nsw i32 %x.090.us.1, 2
  %arrayidx12.us.1 = getelementptr inbounds i16, ptr %add.ptr.us.1, i32 %add11.us.1
  %21 = load i16, ptr %arrayidx12.us.1, align 2, !tbaa !4
  %add14.us.1 = add i16 %add10.us.1, %21
  %22 = udiv i16 %add14.us.1, 3
  %arrayidx18.us.1 = getelementptr inbounds i16, ptr %add.ptr2.us.1, i32 %x.090.us.1
  store i16 %22, ptr %arrayidx18.us.1, align 2, !tbaa !4
  %exitcond.not.1 = icmp eq i32 %add7.us.1, %width
  br i1 %exitcond.not.1, label %for.cond3.for.cond.cleanup5_crit_edge.us.1, label %for.body6.us.1, !llvm.loop !11

for.cond3.for.cond.cleanup5_crit_edge.us.1:       ; preds = %for.body6.us.1, %middle.block.1
  %inc20.us.1 = add nuw nsw i32 %y.092.us, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond23.preheader.loopexit.unr-lcssa, label %for.body.us

for.cond23.preheader.loopexit.unr-lcssa:          ; preds = %for.cond3.for.cond.cleanup5_crit_edge.us.1, %for.body.us.preheader
  %y.092.us.unr = phi i32 [ 0, %for.body.us.preheader ], [ %inc20.us.1, %for.cond3.for.cond.cleanup5_crit_edge.us.1 ]
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond23.preheader, label %for.body.us.epil

for.body.us.epil:                                 ; preds = %for.cond23.preheader.loopexit.unr-lcssa
  %mul.us.epil = mul nsw i32 %y.092.us.unr, %stride
  %add.ptr.us.epil = getelementptr inbounds i16, ptr %in, i32 %mul.us.epil
  %mul1.us.epil = mul nsw i32 %y.092.us.unr, %width
  %add.ptr2.us.epil = getelementptr inbounds i16, ptr %tmp, i32 %mul1.us.epil
  %.pre.epil = load i16, ptr %add.ptr.us.epil, align 2, !tbaa !4
  %arrayidx8.us.phi.trans.insert.epil = getelementptr inbounds i16, ptr %add.ptr.us.epil, i32 1
  %.pre102.epil = load i16, ptr %arrayidx8.us.phi.trans.insert.epil, align 2, !tbaa !4
  %min.iters.check.epil = icmp ult i32 %width, 64
  br i1 %min.iters.check.epil, label %for.body6.us.preheader.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %for.body.us.epil
  %n.vec.epil = and i32 %width, -64
  %vector.recur.init.epil = insertelement <64 x i16> poison, i16 %.pre102.epil, i64 63
  %vector.recur.init104.epil = insertelement <64 x i16> poison, i16 %.pre.epil, i64 63
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.ph.epil
  %index.epil = phi i32 [ 0, %vector.ph.epil ], [ %index.next.epil, %vector.body.epil ]
  %vector.recur.epil = phi <64 x i16> [ %vector.recur.init.epil, %vector.ph.epil ], [ %wide.load.epil, %vector.body.epil ]
  %vector.recur105.epil = phi <64 x i16> [ %vector.recur.init104.epil, %vector.ph.epil ], [ %25, %vector.body.epil ]
  %23 = or i32 %index.epil, 2
  %24 = getelementptr inbounds i16, ptr %add.ptr.us.epil, i32 %23
  %wide.load.epil = load <64 x i16>, ptr %24, align 2, !tbaa !4
  %25 = shufflevector <64 x i16> %vector.recur.epil, <64 x i16> %wide.load.epil, <64 x i32> <i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126>
  %26 = shufflevector <64 x i16> %vector.recur105.epil, <64 x i16> %25, <64 x i32> <i32 63, i32 64, i32 65, i32 66, i32 67, i32 68, i32 69, i32 70, i32 71, i32 72, i32 73, i32 74, i32 75, i32 76, i32 77, i32 78, i32 79, i32 80, i32 81, i32 82, i32 83, i32 84, i32 85, i32 86, i32 87, i32 88, i32 89, i32 90, i32 91, i32 92, i32 93, i32 94, i32 95, i32 96, i32 97, i32 98, i32 99, i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115, i32 116, i32 117, i32 118, i32 119, i32 120, i32 121, i32 122, i32 123, i32 124, i32 125, i32 126>
  %27 = add <64 x i16> %25, %26
  %28 = add <64 x i16> %27, %wide.load.epil
  %29 = udiv <64 x i16> %28, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %30 = getelementptr inbounds i16, ptr %add.ptr2.us.epil, i32 %index.epil
  store <64 x i16> %29, ptr %30, align 2, !tbaa !4
  %index.next.epil = add nuw i32 %index.epil, 64
  %31 = icmp eq i32 %index.next.epil, %n.vec.epil
  br i1 %31, label %middle.block.epil, label %vector.body.epil, !llvm.loop !8

middle.block.epil:                                ; preds = %vector.body.epil
  %cmp.n.epil = icmp eq i32 %n.vec.epil, %width
  %vector.recur.extract.epil = extractelement <64 x i16> %wide.load.epil, i64 63
  %vector.recur.extract106.epil = extractelement <64 x i16> %wide.load.epil, i64 62
  br i1 %cmp.n.epil, label %for.cond23.preheader, label %for.body6.us.preheader.epil

for.body6.us.preheader.epil:                      ; preds = %middle.block.epil, %for.body.us.epil
  %scalar.recur.ph.epil = phi i16 [ %vector.recur.extract.epil, %middle.block.epil ], [ %.pre102.epil, %for.body.us.epil ]
  %scalar.recur109.ph.epil = phi i16 [ %vector.recur.extract106.epil, %middle.block.epil ], [ %.pre.epil, %for.body.us.epil ]
  %x.090.us.ph.epil = phi i32 [ %n.vec.epil, %middle.block.epil ], [ 0, %for.body.us.epil ]
  br label %for.body6.us.epil

for.body6.us.epil:                                ; preds = %for.body6.us.epil, %for.body6.us.preheader.epil
  %scalar.recur.epil = phi i16 [ %32, %for.body6.us.epil ], [ %scalar.recur.ph.epil, %for.body6.us.preheader.epil ]
  %scalar.recur109.epil = phi i16 [ %scalar.recur.epil, %for.body6.us.epil ], [ %scalar.recur109.ph.epil, %for.body6.us.preheader.epil ]
  %x.090.us.epil = phi i32 [ %add7.us.epil, %for.body6.us.epil ], [ %x.090.us.ph.epil, %for.body6.us.preheader.epil ]
  %add7.us.epil = add nuw nsw i32 %x.090.us.epil, 1
  %add10.us.epil = add i16 %scalar.recur.epil, %scalar.recur109.epil
  %add11.us.epil = add nuw nsw i32 %x.090.us.epil, 2
  %arrayidx12.us.epil = getelementptr inbounds i16, ptr %add.ptr.us.epil, i32 %add11.us.epil
  %32 = load i16, ptr %arrayidx12.us.epil, align 2, !tbaa !4
  %add14.us.epil = add i16 %add10.us.epil, %32
  %33 = udiv i16 %add14.us.epil, 3
  %arrayidx18.us.epil = getelementptr inbounds i16, ptr %add.ptr2.us.epil, i32 %x.090.us.epil
  store i16 %33, ptr %arrayidx18.us.epil, align 2, !tbaa !4
  %exitcond.not.epil = icmp eq i32 %add7.us.epil, %width
  br i1 %exitcond.not.epil, label %for.cond23.preheader, label %for.body6.us.epil, !llvm.loop !11

for.cond23.preheader:                             ; preds = %for.cond23.preheader.loopexit.unr-lcssa, %for.body6.us.epil, %middle.block.epil, %for.body.lr.ph
  %cmp2495 = icmp sgt i32 %height, 0
  br i1 %cmp2495, label %for.body27.lr.ph, label %for.cond.cleanup26

for.body27.lr.ph:                                 ; preds = %for.cond23.preheader
  %cmp3593 = icmp sgt i32 %width, 0
  %mul45 = shl nsw i32 %width, 1
  br i1 %cmp3593, label %for.body27.us.preheader, label %for.cond.cleanup26

for.body27.us.preheader:                          ; preds = %for.body27.lr.ph
  %xtraiter124 = and i32 %height, 1
  %34 = icmp eq i32 %height, 1
  br i1 %34, label %for.cond.cleanup26.loopexit.unr-lcssa, label %for.body27.us.preheader.new

for.body27.us.preheader.new:                      ; preds = %for.body27.us.preheader
  %unroll_iter126 = and i32 %height, -2
  %min.iters.check112 = icmp ult i32 %width, 64
  %n.vec115 = and i32 %width, -64
  %cmp.n117 = icmp eq i32 %n.vec115, %width
  %min.iters.check112.1 = icmp ult i32 %width, 64
  %n.vec115.1 = and i32 %width, -64
  %cmp.n117.1 = icmp eq i32 %n.vec115.1, %width
  br label %for.body27.us

for.body27.us:                                    ; preds = %for.cond34.for.cond.cleanup37_crit_edge.us.1, %for.body27.us.preheader.new
  %y22.096.us = phi i32 [ 0, %for.body27.us.preheader.new ], [ %inc59.us.1, %for.cond34.for.cond.cleanup37_crit_edge.us.1 ]
  %niter127 = phi i32 [ 0, %for.body27.us.preheader.new ], [ %niter127.next.1, %for.cond34.for.cond.cleanup37_crit_edge.us.1 ]
  %mul29.us = mul nsw i32 %y22.096.us, %width
  %add.ptr30.us = getelementptr inbounds i16, ptr %tmp, i32 %mul29.us
  %add.ptr32.us = getelementptr inbounds i16, ptr %out, i32 %mul29.us
  br i1 %min.iters.check112, label %for.body38.us.preheader, label %vector.body118

vector.body118:                                   ; preds = %for.body27.us, %vector.body118
  %index119 = phi i32 [ %index.next123, %vector.body118 ], [ 0, %for.body27.us ]
  %35 = getelementptr inbounds i16, ptr %add.ptr30.us, i32 %index119
  %wide.load120 = load <64 x i16>, ptr %35, align 2, !tbaa !4
  %36 = add nsw i32 %index119, %width
  %37 = getelementptr inbounds i16, ptr %add.ptr30.us, i32 %36
  %wide.load121 = load <64 x i16>, ptr %37, align 2, !tbaa !4
  %38 = add <64 x i16> %wide.load121, %wide.load120
  %39 = add nsw i32 %index119, %mul45
  %40 = getelementptr inbounds i16, ptr %add.ptr30.us, i32 %39
  %wide.load122 = load <64 x i16>, ptr %40, align 2, !tbaa !4
  %41 = add <64 x i16> %38, %wide.load122
  %42 = udiv <64 x i16> %41, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %43 = getelementptr inbounds i16, ptr %add.ptr32.us, i32 %index119
  store <64 x i16> %42, ptr %43, align 2, !tbaa !4
  %index.next123 = add nuw i32 %index119, 64
  %44 = icmp eq i32 %index.next123, %n.vec115
  br i1 %44, label %middle.block110, label %vector.body118, !llvm.loop !12

middle.block110:                                  ; preds = %vector.body118
  br i1 %cmp.n117, label %for.cond34.for.cond.cleanup37_crit_edge.us, label %for.body38.us.preheader

for.body38.us.preheader:                          ; preds = %for.body27.us, %middle.block110
  %x33.094.us.ph = phi i32 [ 0, %for.body27.us ], [ %n.vec115, %middle.block110 ]
  br label %for.body38.us

for.body38.us:                                    ; preds = %for.body38.us.preheader, %for.body38.us
  %x33.094.us = phi i32 [ %inc56.us, %for.body38.us ], [ %x33.094.us.ph, %for.body38.us.preheader ]
  %arrayidx39.us = getelementptr inbounds i16, ptr %add.ptr30.us, i32 %x33.094.us
  %45 = load i16, ptr %arrayidx39.us, align 2, !tbaa !4
  %add41.us = add nsw i32 %x33.094.us, %width
  %arrayidx42.us = getelementptr inbounds i16, ptr %add.ptr30.us, i32 %add41.us
  %46 = load i16, ptr %arrayidx42.us, align 2, !tbaa !4
  %add44.us = add i16 %46, %45
  %add46.us = add nsw i32 %x33.094.us, %mul45
  %arrayidx47.us = getelementptr inbounds i16, ptr %add.ptr30.us, i32 %add46.us
  %47 = load i16, ptr %arrayidx47.us, align 2, !tbaa !4
  %add49.us = add i16 %add44.us, %47
  %48 = udiv i16 %add49.us, 3
  %arrayidx54.us = getelementptr inbounds i16, ptr %add.ptr32.us, i32 %x33.094.us
  store i16 %48, ptr %arrayidx54.us, align 2, !tbaa !4
  %inc56.us = add nuw nsw i32 %x33.094.us, 1
  %exitcond100.not = icmp eq i32 %inc56.us, %width
  br i1 %exitcond100.not, label %for.cond34.for.cond.cleanup37_crit_edge.us, label %for.body38.us, !llvm.loop !13

for.cond34.for.cond.cleanup37_crit_edge.us:       ; preds = %for.body38.us, %middle.block110
  %inc59.us = or i32 %y22.096.us, 1
  %mul29.us.1 = mul nsw i32 %inc59.us, %width
  %add.ptr30.us.1 = getelementptr inbounds i16, ptr %tmp, i32 %mul29.us.1
  %add.ptr32.us.1 = getelementptr inbounds i16, ptr %out, i32 %mul29.us.1
  br i1 %min.iters.check112.1, label %for.body38.us.preheader.1, label %vector.body118.1

vector.body118.1:                                 ; preds = %for.cond34.for.cond.cleanup37_crit_edge.us, %vector.body118.1
  %index119.1 = phi i32 [ %index.next123.1, %vector.body118.1 ], [ 0, %for.cond34.for.cond.cleanup37_crit_edge.us ]
  %49 = getelementptr inbounds i16, ptr %add.ptr30.us.1, i32 %index119.1
  %wide.load120.1 = load <64 x i16>, ptr %49, align 2, !tbaa !4
  %50 = add nsw i32 %index119.1, %width
  %51 = getelementptr inbounds i16, ptr %add.ptr30.us.1, i32 %50
  %wide.load121.1 = load <64 x i16>, ptr %51, align 2, !tbaa !4
  %52 = add <64 x i16> %wide.load121.1, %wide.load120.1
  %53 = add nsw i32 %index119.1, %mul45
  %54 = getelementptr inbounds i16, ptr %add.ptr30.us.1, i32 %53
  %wide.load122.1 = load <64 x i16>, ptr %54, align 2, !tbaa !4
  %55 = add <64 x i16> %52, %wide.load122.1
  %56 = udiv <64 x i16> %55, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %57 = getelementptr inbounds i16, ptr %add.ptr32.us.1, i32 %index119.1
  store <64 x i16> %56, ptr %57, align 2, !tbaa !4
  %index.next123.1 = add nuw i32 %index119.1, 64
  %58 = icmp eq i32 %index.next123.1, %n.vec115.1
  br i1 %58, label %middle.block110.1, label %vector.body118.1, !llvm.loop !12

middle.block110.1:                                ; preds = %vector.body118.1
  br i1 %cmp.n117.1, label %for.cond34.for.cond.cleanup37_crit_edge.us.1, label %for.body38.us.preheader.1

for.body38.us.preheader.1:                        ; preds = %middle.block110.1, %for.cond34.for.cond.cleanup37_crit_edge.us
  %x33.094.us.ph.1 = phi i32 [ 0, %for.cond34.for.cond.cleanup37_crit_edge.us ], [ %n.vec115.1, %middle.block110.1 ]
  br label %for.body38.us.1

for.body38.us.1:                                  ; preds = %for.body38.us.1, %for.body38.us.preheader.1
  %x33.094.us.1 = phi i32 [ %inc56.us.1, %for.body38.us.1 ], [ %x33.094.us.ph.1, %for.body38.us.preheader.1 ]
  %arrayidx39.us.1 = getelementptr inbounds i16, ptr %add.ptr30.us.1, i32 %x33.094.us.1
  %59 = load i16, ptr %arrayidx39.us.1, align 2, !tbaa !4
  %add41.us.1 = add nsw i32 %x33.094.us.1, %width
  %arrayidx42.us.1 = getelementptr inbounds i16, ptr %add.ptr30.us.1, i32 %add41.us.1
  %60 = load i16, ptr %arrayidx42.us.1, align 2, !tbaa !4
  %add44.us.1 = add i16 %60, %59
  %add46.us.1 = add nsw i32 %x33.094.us.1, %mul45
  %arrayidx47.us.1 = getelementptr inbounds i16, ptr %add.ptr30.us.1, i32 %add46.us.1
  %61 = load i16, ptr %arrayidx47.us.1, align 2, !tbaa !4
  %add49.us.1 = add i16 %add44.us.1, %61
  %62 = udiv i16 %add49.us.1, 3
  %arrayidx54.us.1 = getelementptr inbounds i16, ptr %add.ptr32.us.1, i32 %x33.094.us.1
  store i16 %62, ptr %arrayidx54.us.1, align 2, !tbaa !4
  %inc56.us.1 = add nuw nsw i32 %x33.094.us.1, 1
  %exitcond100.not.1 = icmp eq i32 %inc56.us.1, %width
  br i1 %exitcond100.not.1, label %for.cond34.for.cond.cleanup37_crit_edge.us.1, label %for.body38.us.1, !llvm.loop !13

for.cond34.for.cond.cleanup37_crit_edge.us.1:     ; preds = %for.body38.us.1, %middle.block110.1
  %inc59.us.1 = add nuw nsw i32 %y22.096.us, 2
  %niter127.next.1 = add i32 %niter127, 2
  %niter127.ncmp.1 = icmp eq i32 %niter127.next.1, %unroll_iter126
  br i1 %niter127.ncmp.1, label %for.cond.cleanup26.loopexit.unr-lcssa, label %for.body27.us

for.cond.cleanup26.loopexit.unr-lcssa:            ; preds = %for.cond34.for.cond.cleanup37_crit_edge.us.1, %for.body27.us.preheader
  %y22.096.us.unr = phi i32 [ 0, %for.body27.us.preheader ], [ %inc59.us.1, %for.cond34.for.cond.cleanup37_crit_edge.us.1 ]
  %lcmp.mod125.not = icmp eq i32 %xtraiter124, 0
  br i1 %lcmp.mod125.not, label %for.cond.cleanup26, label %for.body27.us.epil

for.body27.us.epil:                               ; preds = %for.cond.cleanup26.loopexit.unr-lcssa
  %mul29.us.epil = mul nsw i32 %y22.096.us.unr, %width
  %add.ptr30.us.epil = getelementptr inbounds i16, ptr %tmp, i32 %mul29.us.epil
  %add.ptr32.us.epil = getelementptr inbounds i16, ptr %out, i32 %mul29.us.epil
  %min.iters.check112.epil = icmp ult i32 %width, 64
  br i1 %min.iters.check112.epil, label %for.body38.us.preheader.epil, label %vector.ph113.epil

vector.ph113.epil:                                ; preds = %for.body27.us.epil
  %n.vec115.epil = and i32 %width, -64
  br label %vector.body118.epil

vector.body118.epil:                              ; preds = %vector.body118.epil, %vector.ph113.epil
  %index119.epil = phi i32 [ 0, %vector.ph113.epil ], [ %index.next123.epil, %vector.body118.epil ]
  %63 = getelementptr inbounds i16, ptr %add.ptr30.us.epil, i32 %index119.epil
  %wide.load120.epil = load <64 x i16>, ptr %63, align 2, !tbaa !4
  %64 = add nsw i32 %index119.epil, %width
  %65 = getelementptr inbounds i16, ptr %add.ptr30.us.epil, i32 %64
  %wide.load121.epil = load <64 x i16>, ptr %65, align 2, !tbaa !4
  %66 = add <64 x i16> %wide.load121.epil, %wide.load120.epil
  %67 = add nsw i32 %index119.epil, %mul45
  %68 = getelementptr inbounds i16, ptr %add.ptr30.us.epil, i32 %67
  %wide.load122.epil = load <64 x i16>, ptr %68, align 2, !tbaa !4
  %69 = add <64 x i16> %66, %wide.load122.epil
  %70 = udiv <64 x i16> %69, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %71 = getelementptr inbounds i16, ptr %add.ptr32.us.epil, i32 %index119.epil
  store <64 x i16> %70, ptr %71, align 2, !tbaa !4
  %index.next123.epil = add nuw i32 %index119.epil, 64
  %72 = icmp eq i32 %index.next123.epil, %n.vec115.epil
  br i1 %72, label %middle.block110.epil, label %vector.body118.epil, !llvm.loop !12

middle.block110.epil:                             ; preds = %vector.body118.epil
  %cmp.n117.epil = icmp eq i32 %n.vec115.epil, %width
  br i1 %cmp.n117.epil, label %for.cond.cleanup26, label %for.body38.us.preheader.epil

for.body38.us.preheader.epil:                     ; preds = %middle.block110.epil, %for.body27.us.epil
  %x33.094.us.ph.epil = phi i32 [ 0, %for.body27.us.epil ], [ %n.vec115.epil, %middle.block110.epil ]
  br label %for.body38.us.epil

for.body38.us.epil:                               ; preds = %for.body38.us.epil, %for.body38.us.preheader.epil
  %x33.094.us.epil = phi i32 [ %inc56.us.epil, %for.body38.us.epil ], [ %x33.094.us.ph.epil, %for.body38.us.preheader.epil ]
  %arrayidx39.us.epil = getelementptr inbounds i16, ptr %add.ptr30.us.epil, i32 %x33.094.us.epil
  %73 = load i16, ptr %arrayidx39.us.epil, align 2, !tbaa !4
  %add41.us.epil = add nsw i32 %x33.094.us.epil, %width
  %arrayidx42.us.epil = getelementptr inbounds i16, ptr %add.ptr30.us.epil, i32 %add41.us.epil
  %74 = load i16, ptr %arrayidx42.us.epil, align 2, !tbaa !4
  %add44.us.epil = add i16 %74, %73
  %add46.us.epil = add nsw i32 %x33.094.us.epil, %mul45
  %arrayidx47.us.epil = getelementptr inbounds i16, ptr %add.ptr30.us.epil, i32 %add46.us.epil
  %75 = load i16, ptr %arrayidx47.us.epil, align 2, !tbaa !4
  %add49.us.epil = add i16 %add44.us.epil, %75
  %76 = udiv i16 %add49.us.epil, 3
  %arrayidx54.us.epil = getelementptr inbounds i16, ptr %add.ptr32.us.epil, i32 %x33.094.us.epil
  store i16 %76, ptr %arrayidx54.us.epil, align 2, !tbaa !4
  %inc56.us.epil = add nuw nsw i32 %x33.094.us.epil, 1
  %exitcond100.not.epil = icmp eq i32 %inc56.us.epil, %width
  br i1 %exitcond100.not.epil, label %for.cond.cleanup26, label %for.body38.us.epil, !llvm.loop !13

for.cond.cleanup26:                               ; preds = %for.cond.cleanup26.loopexit.unr-lcssa, %for.body38.us.epil, %middle.block110.epil, %entry, %for.body27.lr.ph, %for.cond23.preheader
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
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !10, !9}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !10, !9}
