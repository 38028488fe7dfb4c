; ModuleID = 'bench/kernels/matmul_u8.c'
source_filename = "bench/kernels/matmul_u8.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @matmul_u8(ptr noalias nocapture noundef %c, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %m, i32 noundef %n, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %cmp55 = icmp sgt i32 %m, 0
  br i1 %cmp55, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp249 = icmp sgt i32 %n, 0
  %cmp653 = icmp sgt i32 %k, 0
  br i1 %cmp653, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  br i1 %cmp249, label %for.body.us.us.preheader, label %for.cond.cleanup

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph.split.us
  %0 = shl i32 %n, 2
  %xtraiter = and i32 %k, 1
  %1 = icmp eq i32 %k, 1
  %unroll_iter = and i32 %k, -2
  %min.iters.check = icmp ult i32 %n, 64
  %min.iters.check96 = icmp ult i32 %n, 128
  %n.vec = and i32 %n, -128
  %cmp.n = icmp eq i32 %n.vec, %n
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  %n.vec99 = and i32 %n, -64
  %cmp.n100 = icmp eq i32 %n.vec99, %n
  %min.iters.check.1 = icmp ult i32 %n, 64
  %min.iters.check96.1 = icmp ult i32 %n, 128
  %n.vec.1 = and i32 %n, -128
  %cmp.n.1 = icmp eq i32 %n.vec.1, %n
  %n.vec.remaining.1 = and i32 %n, 64
  %min.epilog.iters.check.not.not.1 = icmp eq i32 %n.vec.remaining.1, 0
  %n.vec99.1 = and i32 %n, -64
  %cmp.n100.1 = icmp eq i32 %n.vec99.1, %n
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %min.iters.check.epil = icmp ult i32 %n, 64
  %min.iters.check96.epil = icmp ult i32 %n, 128
  %n.vec.epil = and i32 %n, -128
  %cmp.n.epil = icmp eq i32 %n.vec.epil, %n
  %n.vec.remaining.epil = and i32 %n, 64
  %min.epilog.iters.check.not.not.epil = icmp eq i32 %n.vec.remaining.epil, 0
  %n.vec99.epil = and i32 %n, -64
  %cmp.n100.epil = icmp eq i32 %n.vec99.epil, %n
  br label %for.cond5.preheader.us.us

for.cond5.preheader.us.us:                        ; preds = %for.body.us.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us
  %i.056.us.us = phi i32 [ %inc31.us.us, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us ], [ 0, %for.body.us.us.preheader ]
  %mul.us.us = mul nsw i32 %i.056.us.us, %n
  %add.ptr.us.us = getelementptr inbounds i32, ptr %c, i32 %mul.us.us
  %2 = mul i32 %0, %i.056.us.us
  %uglygep = getelementptr i8, ptr %c, i32 %2
  tail call void @llvm.memset.p0.i32(ptr align 4 %uglygep, i8 0, i32 %0, i1 false), !tbaa !4
  %mul9.us.us = mul nsw i32 %i.056.us.us, %k
  br i1 %1, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.unr-lcssa, label %iter.check

iter.check:                                       ; preds = %for.cond5.preheader.us.us, %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1
  %p.054.us.us.us = phi i32 [ %inc28.us.us.us.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1 ], [ 0, %for.cond5.preheader.us.us ]
  %niter = phi i32 [ %niter.next.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1 ], [ 0, %for.cond5.preheader.us.us ]
  %add.us.us.us = add nsw i32 %p.054.us.us.us, %mul9.us.us
  %arrayidx10.us.us.us = getelementptr inbounds i8, ptr %a, i32 %add.us.us.us
  %3 = load i8, ptr %arrayidx10.us.us.us, align 1, !tbaa !8
  %conv.us.us.us = zext i8 %3 to i32
  %mul11.us.us.us = mul nsw i32 %p.054.us.us.us, %n
  %add.ptr12.us.us.us = getelementptr inbounds i8, ptr %b, i32 %mul11.us.us.us
  br i1 %min.iters.check, label %for.body18.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check96, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <128 x i32> poison, i32 %conv.us.us.us, i64 0
  %broadcast.splat = shufflevector <128 x i32> %broadcast.splatinsert, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %4 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us, i32 %index
  %wide.load = load <128 x i8>, ptr %4, align 1, !tbaa !8
  %5 = zext <128 x i8> %wide.load to <128 x i32>
  %6 = mul nuw nsw <128 x i32> %broadcast.splat, %5
  %7 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %index
  %wide.load97 = load <128 x i32>, ptr %7, align 4, !tbaa !4
  %8 = add <128 x i32> %6, %wide.load97
  store <128 x i32> %8, ptr %7, align 4, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %9 = icmp eq i32 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check.not.not, label %for.body18.us.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert103 = insertelement <64 x i32> poison, i32 %conv.us.us.us, i64 0
  %broadcast.splat104 = shufflevector <64 x i32> %broadcast.splatinsert103, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index101 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next106, %vec.epilog.vector.body ]
  %10 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us, i32 %index101
  %wide.load102 = load <64 x i8>, ptr %10, align 1, !tbaa !8
  %11 = zext <64 x i8> %wide.load102 to <64 x i32>
  %12 = mul nuw nsw <64 x i32> %broadcast.splat104, %11
  %13 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %index101
  %wide.load105 = load <64 x i32>, ptr %13, align 4, !tbaa !4
  %14 = add <64 x i32> %12, %wide.load105
  store <64 x i32> %14, ptr %13, align 4, !tbaa !4
  %index.next106 = add nuw i32 %index101, 64
  %15 = icmp eq i32 %index.next106, %n.vec99
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n100, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.us, label %for.body18.us.us.us.preheader

for.body18.us.us.us.preheader:                    ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %j13.052.us.us.us.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec99, %vec.epilog.middle.block ]
  br label %for.body18.us.us.us

for.body18.us.us.us:                              ; preds = %for.body18.us.us.us.preheader, %for.body18.us.us.us
  %j13.052.us.us.us = phi i32 [ %inc25.us.us.us, %for.body18.us.us.us ], [ %j13.052.us.us.us.ph, %for.body18.us.us.us.preheader ]
  %arrayidx19.us.us.us = getelementptr inbounds i8, ptr %add.ptr12.us.us.us, i32 %j13.052.us.us.us
  %16 = load i8, ptr %arrayidx19.us.us.us, align 1, !tbaa !8
  %conv20.us.us.us = zext i8 %16 to i32
  %mul21.us.us.us = mul nuw nsw i32 %conv20.us.us.us, %conv.us.us.us
  %arrayidx22.us.us.us = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %j13.052.us.us.us
  %17 = load i32, ptr %arrayidx22.us.us.us, align 4, !tbaa !4
  %add23.us.us.us = add i32 %mul21.us.us.us, %17
  store i32 %add23.us.us.us, ptr %arrayidx22.us.us.us, align 4, !tbaa !4
  %inc25.us.us.us = add nuw nsw i32 %j13.052.us.us.us, 1
  %exitcond.not = icmp eq i32 %inc25.us.us.us, %n
  br i1 %exitcond.not, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.us, label %for.body18.us.us.us, !llvm.loop !13

for.cond14.for.cond.cleanup17_crit_edge.us.us.us: ; preds = %for.body18.us.us.us, %vec.epilog.middle.block, %middle.block
  %inc28.us.us.us = or i32 %p.054.us.us.us, 1
  %add.us.us.us.1 = add nsw i32 %inc28.us.us.us, %mul9.us.us
  %arrayidx10.us.us.us.1 = getelementptr inbounds i8, ptr %a, i32 %add.us.us.us.1
  %18 = load i8, ptr %arrayidx10.us.us.us.1, align 1, !tbaa !8
  %conv.us.us.us.1 = zext i8 %18 to i32
  %mul11.us.us.us.1 = mul nsw i32 %inc28.us.us.us, %n
  %add.ptr12.us.us.us.1 = getelementptr inbounds i8, ptr %b, i32 %mul11.us.us.us.1
  br i1 %min.iters.check.1, label %for.body18.us.us.us.preheader.1, label %vector.main.loop.iter.check.1

vector.main.loop.iter.check.1:                    ; preds = %for.cond14.for.cond.cleanup17_crit_edge.us.us.us
  br i1 %min.iters.check96.1, label %vec.epilog.ph.1, label %vector.ph.1

vector.ph.1:                                      ; preds = %vector.main.loop.iter.check.1
  %broadcast.splatinsert.1 = insertelement <128 x i32> poison, i32 %conv.us.us.us.1, i64 0
  %broadcast.splat.1 = shufflevector <128 x i32> %broadcast.splatinsert.1, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body.1

vector.body.1:                                    ; preds = %vector.body.1, %vector.ph.1
  %index.1 = phi i32 [ 0, %vector.ph.1 ], [ %index.next.1, %vector.body.1 ]
  %19 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us.1, i32 %index.1
  %wide.load.1 = load <128 x i8>, ptr %19, align 1, !tbaa !8
  %20 = zext <128 x i8> %wide.load.1 to <128 x i32>
  %21 = mul nuw nsw <128 x i32> %broadcast.splat.1, %20
  %22 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %index.1
  %wide.load97.1 = load <128 x i32>, ptr %22, align 4, !tbaa !4
  %23 = add <128 x i32> %21, %wide.load97.1
  store <128 x i32> %23, ptr %22, align 4, !tbaa !4
  %index.next.1 = add nuw i32 %index.1, 128
  %24 = icmp eq i32 %index.next.1, %n.vec.1
  br i1 %24, label %middle.block.1, label %vector.body.1, !llvm.loop !9

middle.block.1:                                   ; preds = %vector.body.1
  br i1 %cmp.n.1, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1, label %vec.epilog.iter.check.1

vec.epilog.iter.check.1:                          ; preds = %middle.block.1
  br i1 %min.epilog.iters.check.not.not.1, label %for.body18.us.us.us.preheader.1, label %vec.epilog.ph.1

vec.epilog.ph.1:                                  ; preds = %vec.epilog.iter.check.1, %vector.main.loop.iter.check.1
  %vec.epilog.resume.val.1 = phi i32 [ %n.vec.1, %vec.epilog.iter.check.1 ], [ 0, %vector.main.loop.iter.check.1 ]
  %broadcast.splatinsert103.1 = insertelement <64 x i32> poison, i32 %conv.us.us.us.1, i64 0
  %broadcast.splat104.1 = shufflevector <64 x i32> %broadcast.splatinsert103.1, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vec.epilog.vector.body.1

vec.epilog.vector.body.1:                         ; preds = %vec.epilog.vector.body.1, %vec.epilog.ph.1
  %index101.1 = phi i32 [ %vec.epilog.resume.val.1, %vec.epilog.ph.1 ], [ %index.next106.1, %vec.epilog.vector.body.1 ]
  %25 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us.1, i32 %index101.1
  %wide.load102.1 = load <64 x i8>, ptr %25, align 1, !tbaa !8
  %26 = zext <64 x i8> %wide.load102.1 to <64 x i32>
  %27 = mul nuw nsw <64 x i32> %broadcast.splat104.1, %26
  %28 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %index101.1
  %wide.load105.1 = load <64 x i32>, ptr %28, align 4, !tbaa !4
  %29 = add <64 x i32> %27, %wide.load105.1
  store <64 x i32> %29, ptr %28, align 4, !tbaa !4
  %index.next106.1 = add nuw i32 %index101.1, 64
  %30 = icmp eq i32 %index.next106.1, %n.vec99.1
  br i1 %30, label %vec.epilog.middle.block.1, label %vec.epilog.vector.body.1, !llvm.loop !12

vec.epilog.middle.block.1:                        ; preds = %vec.epilog.vector.body.1
  br i1 %cmp.n100.1, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1, label %for.body18.us.us.us.preheader.1

for.body18.us.us.us.preheader.1:                  ; preds = %vec.epilog.middle.block.1, %vec.epilog.iter.check.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.us
  %j13.052.us.us.us.ph.1 = phi i32 [ 0, %for.cond14.for.cond.cleanup17_crit_edge.us.us.us ], [ %n.vec.1, %vec.epilog.iter.check.1 ], [ %n.vec99.1, %vec.epilog.middle.block.1 ]
  br label %for.body18.us.us.us.1

for.body18.us.us.us.1:                            ; preds = %for.body18.us.us.us.1, %for.body18.us.us.us.preheader.1
  %j13.052.us.us.us.1 = phi i32 [ %inc25.us.us.us.1, %for.body18.us.us.us.1 ], [ %j13.052.us.us.us.ph.1, %for.body18.us.us.us.preheader.1 ]
  %arrayidx19.us.us.us.1 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us.1, i32 %j13.052.us.us.us.1
  %31 = load i8, ptr %arrayidx19.us.us.us.1, align 1, !tbaa !8
  %conv20.us.us.us.1 = zext i8 %31 to i32
  %mul21.us.us.us.1 = mul nuw nsw i32 %conv20.us.us.us.1, %conv.us.us.us.1
  %arrayidx22.us.us.us.1 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %j13.052.us.us.us.1
  %32 = load i32, ptr %arrayidx22.us.us.us.1, align 4, !tbaa !4
  %add23.us.us.us.1 = add i32 %mul21.us.us.us.1, %32
  store i32 %add23.us.us.us.1, ptr %arrayidx22.us.us.us.1, align 4, !tbaa !4
  %inc25.us.us.us.1 = add nuw nsw i32 %j13.052.us.us.us.1, 1
  %exitcond.not.1 = icmp eq i32 %inc25.us.us.us.1, %n
  br i1 %exitcond.not.1, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1, label %for.body18.us.us.us.1, !llvm.loop !13

for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1: ; preds = %for.body18.us.us.us.1, %vec.epilog.middle.block.1, %middle.block.1
  %inc28.us.us.us.1 = add nuw nsw i32 %p.054.us.us.us, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.unr-lcssa, label %iter.check

for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.unr-lcssa: ; preds = %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1, %for.cond5.preheader.us.us
  %p.054.us.us.us.unr = phi i32 [ 0, %for.cond5.preheader.us.us ], [ %inc28.us.us.us.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.us.1 ]
  br i1 %lcmp.mod.not, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, label %iter.check.epil

iter.check.epil:                                  ; preds = %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.unr-lcssa
  %add.us.us.us.epil = add nsw i32 %p.054.us.us.us.unr, %mul9.us.us
  %arrayidx10.us.us.us.epil = getelementptr inbounds i8, ptr %a, i32 %add.us.us.us.epil
  %33 = load i8, ptr %arrayidx10.us.us.us.epil, align 1, !tbaa !8
  %conv.us.us.us.epil = zext i8 %33 to i32
  %mul11.us.us.us.epil = mul nsw i32 %p.054.us.us.us.unr, %n
  %add.ptr12.us.us.us.epil = getelementptr inbounds i8, ptr %b, i32 %mul11.us.us.us.epil
  br i1 %min.iters.check.epil, label %for.body18.us.us.us.preheader.epil, label %vector.main.loop.iter.check.epil

vector.main.loop.iter.check.epil:                 ; preds = %iter.check.epil
  br i1 %min.iters.check96.epil, label %vec.epilog.ph.epil, label %vector.ph.epil

vector.ph.epil:                                   ; preds = %vector.main.loop.iter.check.epil
  %broadcast.splatinsert.epil = insertelement <128 x i32> poison, i32 %conv.us.us.us.epil, i64 0
  %broadcast.splat.epil = shufflevector <128 x i32> %broadcast.splatinsert.epil, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body.epil

vector.body.epil:                                 ; preds = %vector.body.epil, %vector.ph.epil
  %index.epil = phi i32 [ 0, %vector.ph.epil ], [ %index.next.epil, %vector.body.epil ]
  %34 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us.epil, i32 %index.epil
  %wide.load.epil = load <128 x i8>, ptr %34, align 1, !tbaa !8
  %35 = zext <128 x i8> %wide.load.epil to <128 x i32>
  %36 = mul nuw nsw <128 x i32> %broadcast.splat.epil, %35
  %37 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %index.epil
  %wide.load97.epil = load <128 x i32>, ptr %37, align 4, !tbaa !4
  %38 = add <128 x i32> %36, %wide.load97.epil
  store <128 x i32> %38, ptr %37, align 4, !tbaa !4
  %index.next.epil = add nuw i32 %index.epil, 128
  %39 = icmp eq i32 %index.next.epil, %n.vec.epil
  br i1 %39, label %middle.block.epil, label %vector.body.epil, !llvm.loop !9

middle.block.epil:                                ; preds = %vector.body.epil
  br i1 %cmp.n.epil, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, label %vec.epilog.iter.check.epil

vec.epilog.iter.check.epil:                       ; preds = %middle.block.epil
  br i1 %min.epilog.iters.check.not.not.epil, label %for.body18.us.us.us.preheader.epil, label %vec.epilog.ph.epil

vec.epilog.ph.epil:                               ; preds = %vec.epilog.iter.check.epil, %vector.main.loop.iter.check.epil
  %vec.epilog.resume.val.epil = phi i32 [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ 0, %vector.main.loop.iter.check.epil ]
  %broadcast.splatinsert103.epil = insertelement <64 x i32> poison, i32 %conv.us.us.us.epil, i64 0
  %broadcast.splat104.epil = shufflevector <64 x i32> %broadcast.splatinsert103.epil, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vec.epilog.vector.body.epil

vec.epilog.vector.body.epil:                      ; preds = %vec.epilog.vector.body.epil, %vec.epilog.ph.epil
  %index101.epil = phi i32 [ %vec.epilog.resume.val.epil, %vec.epilog.ph.epil ], [ %index.next106.epil, %vec.epilog.vector.body.epil ]
  %40 = getelementptr inbounds i8, ptr %add.ptr12.us.us.us.epil, i32 %index101.epil
  %wide.load102.epil = load <64 x i8>, ptr %40, align 1, !tbaa !8
  %41 = zext <64 x i8> %wide.load102.epil to <64 x i32>
  %42 = mul nuw nsw <64 x i32> %broadcast.splat104.epil, %41
  %43 = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %index101.epil
  %wide.load105.epil = load <64 x i32>, ptr %43, align 4, !tbaa !4
  %44 = add <64 x i32> %42, %wide.load105.epil
  store <64 x i32> %44, ptr %43, align 4, !tbaa !4
  %index.next106.epil = add nuw i32 %index101.epil, 64
  %45 = icmp eq i32 %index.next106.epil, %n.vec99.epil
  br i1 %45, label %vec.epilog.middle.block.epil, label %vec.epilog.vector.body.epil, !llvm.loop !12

vec.epilog.middle.block.epil:                     ; preds = %vec.epilog.vector.body.epil
  br i1 %cmp.n100.epil, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, label %for.body18.us.us.us.preheader.epil

for.body18.us.us.us.preheader.epil:               ; preds = %vec.epilog.middle.block.epil, %vec.epilog.iter.check.epil, %iter.check.epil
  %j13.052.us.us.us.ph.epil = phi i32 [ 0, %iter.check.epil ], [ %n.vec.epil, %vec.epilog.iter.check.epil ], [ %n.vec99.epil, %vec.epilog.middle.block.epil ]
  br label %for.body18.us.us.us.epil

for.body18.us.us.us.epil:                         ; preds = %for.body18.us.us.us.epil, %for.body18.us.us.us.preheader.epil
  %j13.052.us.us.us.epil = phi i32 [ %inc25.us.us.us.epil, %for.body18.us.us.us.epil ], [ %j13.052.us.us.us.ph.epil, %for.body18.us.us.us.preheader.epil ]
  %arrayidx19.us.us.us.epil = getelementptr inbounds i8, ptr %add.ptr12.us.us.us.epil, i32 %j13.052.us.us.us.epil
  %46 = load i8, ptr %arrayidx19.us.us.us.epil, align 1, !tbaa !8
  %conv20.us.us.us.epil = zext i8 %46 to i32
  %mul21.us.us.us.epil = mul nuw nsw i32 %conv20.us.us.us.epil, %conv.us.us.us.epil
  %arrayidx22.us.us.us.epil = getelementptr inbounds i32, ptr %add.ptr.us.us, i32 %j13.052.us.us.us.epil
  %47 = load i32, ptr %arrayidx22.us.us.us.epil, align 4, !tbaa !4
  %add23.us.us.us.epil = add i32 %mul21.us.us.us.epil, %47
  store i32 %add23.us.us.us.epil, ptr %arrayidx22.us.us.us.epil, align 4, !tbaa !4
  %inc25.us.us.us.epil = add nuw nsw i32 %j13.052.us.us.us.epil, 1
  %exitcond.not.epil = icmp eq i32 %inc25.us.us.us.epil, %n
  br i1 %exitcond.not.epil, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, label %for.body18.us.us.us.epil, !llvm.loop !13

for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us: ; preds = %middle.block.epil, %vec.epilog.middle.block.epil, %for.body18.us.us.us.epil, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.unr-lcssa
  %inc31.us.us = add nuw nsw i32 %i.056.us.us, 1
  %exitcond95.not = icmp eq i32 %inc31.us.us, %m
  br i1 %exitcond95.not, label %for.cond.cleanup, label %for.cond5.preheader.us.us

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  br i1 %cmp249, label %for.body.us63.preheader, label %for.cond.cleanup

for.body.us63.preheader:                          ; preds = %for.body.lr.ph.split
  %48 = mul i32 %n, %m
  %49 = shl i32 %48, 2
  tail call void @llvm.memset.p0.i32(ptr align 4 %c, i8 0, i32 %49, i1 false), !tbaa !4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, %for.body.lr.ph.split, %for.body.lr.ph.split.us, %for.body.us63.preheader, %entry
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i32(ptr nocapture writeonly, i8, i32, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !10, !11}
!13 = distinct !{!13, !11, !10}
