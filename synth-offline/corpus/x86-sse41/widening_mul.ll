; ModuleID = 'synth-offline/corpus/idioms/widening_mul.c'
source_filename = "synth-offline/corpus/idioms/widening_mul.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <8 x i8> %wide.load to <8 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i64 %index
  %wide.load14 = load <8 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <8 x i8> %wide.load14 to <8 x i16>
  %4 = mul nuw <8 x i16> %3, %1
  %5 = getelementptr inbounds i16, ptr %o, i64 %index
  store <8 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %7 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %7 to i16
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %8 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv3 = zext i8 %8 to i16
  %mul = mul nuw i16 %conv3, %conv
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i64 %indvars.iv
  store i16 %mul, ptr %arrayidx6, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = sext <8 x i8> %wide.load to <8 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i64 %index
  %wide.load14 = load <8 x i8>, ptr %2, align 1, !tbaa !4
  %3 = sext <8 x i8> %wide.load14 to <8 x i16>
  %4 = mul nsw <8 x i16> %3, %1
  %5 = getelementptr inbounds i16, ptr %o, i64 %index
  store <8 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %7 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = sext i8 %7 to i16
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %8 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv3 = sext i8 %8 to i16
  %mul = mul nsw i16 %conv3, %conv
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i64 %indvars.iv
  store i16 %mul, ptr %arrayidx6, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_u8i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <8 x i8> %wide.load to <8 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i64 %index
  %wide.load14 = load <8 x i8>, ptr %2, align 1, !tbaa !4
  %3 = sext <8 x i8> %wide.load14 to <8 x i16>
  %4 = mul nsw <8 x i16> %3, %1
  %5 = getelementptr inbounds i16, ptr %o, i64 %index
  store <8 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %7 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %7 to i16
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %8 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv3 = sext i8 %8 to i16
  %mul = mul nsw i16 %conv3, %conv
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i64 %indvars.iv
  store i16 %mul, ptr %arrayidx6, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 4
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967292
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <4 x i16>, ptr %0, align 2, !tbaa !7
  %1 = zext <4 x i16> %wide.load to <4 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load13 = load <4 x i16>, ptr %2, align 2, !tbaa !7
  %3 = zext <4 x i16> %wide.load13 to <4 x i32>
  %4 = mul nuw <4 x i32> %3, %1
  %5 = getelementptr inbounds i32, ptr %o, i64 %index
  store <4 x i32> %4, ptr %5, align 4, !tbaa !17
  %index.next = add nuw i64 %index, 4
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader14

for.body.preheader14:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader14, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %7 = load i16, ptr %arrayidx, align 2, !tbaa !7
  %conv = zext i16 %7 to i32
  %arrayidx2 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %8 = load i16, ptr %arrayidx2, align 2, !tbaa !7
  %conv3 = zext i16 %8 to i32
  %mul = mul nuw i32 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i32, ptr %o, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx5, align 4, !tbaa !17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_i16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 4
  br i1 %min.iters.check, label %for.body.preheader14, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967292
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <4 x i16>, ptr %0, align 2, !tbaa !7
  %1 = sext <4 x i16> %wide.load to <4 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load13 = load <4 x i16>, ptr %2, align 2, !tbaa !7
  %3 = sext <4 x i16> %wide.load13 to <4 x i32>
  %4 = mul nsw <4 x i32> %3, %1
  %5 = getelementptr inbounds i32, ptr %o, i64 %index
  store <4 x i32> %4, ptr %5, align 4, !tbaa !17
  %index.next = add nuw i64 %index, 4
  %6 = icmp eq i64 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !21

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader14

for.body.preheader14:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader14, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader14 ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %7 = load i16, ptr %arrayidx, align 2, !tbaa !7
  %conv = sext i16 %7 to i32
  %arrayidx2 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %8 = load i16, ptr %arrayidx2, align 2, !tbaa !7
  %conv3 = sext i16 %8 to i32
  %mul = mul nsw i32 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i32, ptr %o, i64 %indvars.iv
  store i32 %mul, ptr %arrayidx5, align 4, !tbaa !17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !22
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_u32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.epil
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !17
  %conv.epil = zext i32 %1 to i64
  %arrayidx2.epil = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.epil
  %2 = load i32, ptr %arrayidx2.epil, align 4, !tbaa !17
  %conv3.epil = zext i32 %2 to i64
  %mul.epil = mul nuw i64 %conv3.epil, %conv.epil
  %arrayidx5.epil = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.epil
  store i64 %mul.epil, ptr %arrayidx5.epil, align 8, !tbaa !23
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !25

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %conv = zext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx2, align 4, !tbaa !17
  %conv3 = zext i32 %4 to i64
  %mul = mul nuw i64 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv
  store i64 %mul, ptr %arrayidx5, align 8, !tbaa !23
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next
  %5 = load i32, ptr %arrayidx.1, align 4, !tbaa !17
  %conv.1 = zext i32 %5 to i64
  %arrayidx2.1 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next
  %6 = load i32, ptr %arrayidx2.1, align 4, !tbaa !17
  %conv3.1 = zext i32 %6 to i64
  %mul.1 = mul nuw i64 %conv3.1, %conv.1
  %arrayidx5.1 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.next
  store i64 %mul.1, ptr %arrayidx5.1, align 8, !tbaa !23
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.1
  %7 = load i32, ptr %arrayidx.2, align 4, !tbaa !17
  %conv.2 = zext i32 %7 to i64
  %arrayidx2.2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next.1
  %8 = load i32, ptr %arrayidx2.2, align 4, !tbaa !17
  %conv3.2 = zext i32 %8 to i64
  %mul.2 = mul nuw i64 %conv3.2, %conv.2
  %arrayidx5.2 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.next.1
  store i64 %mul.2, ptr %arrayidx5.2, align 8, !tbaa !23
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.2
  %9 = load i32, ptr %arrayidx.3, align 4, !tbaa !17
  %conv.3 = zext i32 %9 to i64
  %arrayidx2.3 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next.2
  %10 = load i32, ptr %arrayidx2.3, align 4, !tbaa !17
  %conv3.3 = zext i32 %10 to i64
  %mul.3 = mul nuw i64 %conv3.3, %conv.3
  %arrayidx5.3 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.next.2
  store i64 %mul.3, ptr %arrayidx5.3, align 8, !tbaa !23
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add nuw i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_i32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 3
  %0 = icmp ult i32 %n, 4
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967292
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.3, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil
  %indvars.iv.epil = phi i64 [ %indvars.iv.next.epil, %for.body.epil ], [ %indvars.iv.unr, %for.cond.cleanup.loopexit.unr-lcssa ]
  %epil.iter = phi i64 [ %epil.iter.next, %for.body.epil ], [ 0, %for.cond.cleanup.loopexit.unr-lcssa ]
  %arrayidx.epil = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.epil
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !17
  %conv.epil = sext i32 %1 to i64
  %arrayidx2.epil = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.epil
  %2 = load i32, ptr %arrayidx2.epil, align 4, !tbaa !17
  %conv3.epil = sext i32 %2 to i64
  %mul.epil = mul nsw i64 %conv3.epil, %conv.epil
  %arrayidx5.epil = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.epil
  store i64 %mul.epil, ptr %arrayidx5.epil, align 8, !tbaa !23
  %indvars.iv.next.epil = add nuw nsw i64 %indvars.iv.epil, 1
  %epil.iter.next = add i64 %epil.iter, 1
  %epil.iter.cmp.not = icmp eq i64 %epil.iter.next, %xtraiter
  br i1 %epil.iter.cmp.not, label %for.cond.cleanup, label %for.body.epil, !llvm.loop !27

for.cond.cleanup:                                 ; preds = %for.cond.cleanup.loopexit.unr-lcssa, %for.body.epil, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.3, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.3, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %conv = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx2, align 4, !tbaa !17
  %conv3 = sext i32 %4 to i64
  %mul = mul nsw i64 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv
  store i64 %mul, ptr %arrayidx5, align 8, !tbaa !23
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next
  %5 = load i32, ptr %arrayidx.1, align 4, !tbaa !17
  %conv.1 = sext i32 %5 to i64
  %arrayidx2.1 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next
  %6 = load i32, ptr %arrayidx2.1, align 4, !tbaa !17
  %conv3.1 = sext i32 %6 to i64
  %mul.1 = mul nsw i64 %conv3.1, %conv.1
  %arrayidx5.1 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.next
  store i64 %mul.1, ptr %arrayidx5.1, align 8, !tbaa !23
  %indvars.iv.next.1 = or i64 %indvars.iv, 2
  %arrayidx.2 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.1
  %7 = load i32, ptr %arrayidx.2, align 4, !tbaa !17
  %conv.2 = sext i32 %7 to i64
  %arrayidx2.2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next.1
  %8 = load i32, ptr %arrayidx2.2, align 4, !tbaa !17
  %conv3.2 = sext i32 %8 to i64
  %mul.2 = mul nsw i64 %conv3.2, %conv.2
  %arrayidx5.2 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.next.1
  store i64 %mul.2, ptr %arrayidx5.2, align 8, !tbaa !23
  %indvars.iv.next.2 = or i64 %indvars.iv, 3
  %arrayidx.3 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next.2
  %9 = load i32, ptr %arrayidx.3, align 4, !tbaa !17
  %conv.3 = sext i32 %9 to i64
  %arrayidx2.3 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next.2
  %10 = load i32, ptr %arrayidx2.3, align 4, !tbaa !17
  %conv3.3 = sext i32 %10 to i64
  %mul.3 = mul nsw i64 %conv3.3, %conv.3
  %arrayidx5.3 = getelementptr inbounds i64, ptr %o, i64 %indvars.iv.next.2
  store i64 %mul.3, ptr %arrayidx5.3, align 8, !tbaa !23
  %indvars.iv.next.3 = add nuw nsw i64 %indvars.iv, 4
  %niter.next.3 = add nuw i64 %niter, 4
  %niter.ncmp.3 = icmp eq i64 %niter.next.3, %unroll_iter
  br i1 %niter.ncmp.3, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_u8_scalar(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i8 noundef zeroext %k, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %conv1 = zext i8 %k to i16
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.lr.ph
  %n.vec = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert = insertelement <8 x i16> poison, i16 %conv1, i64 0
  %broadcast.splat = shufflevector <8 x i16> %broadcast.splatinsert, <8 x i16> poison, <8 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <8 x i8> %wide.load to <8 x i16>
  %2 = mul nuw <8 x i16> %broadcast.splat, %1
  %3 = getelementptr inbounds i16, ptr %o, i64 %index
  store <8 x i16> %2, ptr %3, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %for.body.lr.ph, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.lr.ph ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %5 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %5 to i16
  %mul = mul nuw i16 %conv, %conv1
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i64 %indvars.iv
  store i16 %mul, ptr %arrayidx4, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !29
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmul_u8_const(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader10, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <8 x i8> %wide.load to <8 x i16>
  %2 = mul nuw nsw <8 x i16> %1, <i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77, i16 77>
  %3 = getelementptr inbounds i16, ptr %o, i64 %index
  store <8 x i16> %2, ptr %3, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %4 = icmp eq i64 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader10

for.body.preheader10:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader10, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader10 ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %5 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %5 to i16
  %mul = mul nuw nsw i16 %conv, 77
  %arrayidx3 = getelementptr inbounds i16, ptr %o, i64 %indvars.iv
  store i16 %mul, ptr %arrayidx3, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !31
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmla_u8(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader17, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <8 x i8> %wide.load to <8 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i64 %index
  %wide.load15 = load <8 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <8 x i8> %wide.load15 to <8 x i16>
  %4 = mul nuw <8 x i16> %3, %1
  %5 = getelementptr inbounds i16, ptr %acc, i64 %index
  %wide.load16 = load <8 x i16>, ptr %5, align 2, !tbaa !7
  %6 = add <8 x i16> %4, %wide.load16
  store <8 x i16> %6, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !32

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader17

for.body.preheader17:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader17, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader17 ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %8 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %8 to i16
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %9 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv3 = zext i8 %9 to i16
  %mul = mul nuw i16 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i16, ptr %acc, i64 %indvars.iv
  %10 = load i16, ptr %arrayidx5, align 2, !tbaa !7
  %add = add i16 %mul, %10
  store i16 %add, ptr %arrayidx5, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmla_i16(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp10 = icmp sgt i32 %n, 0
  br i1 %cmp10, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 4
  br i1 %min.iters.check, label %for.body.preheader15, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967292
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i64 %index
  %wide.load = load <4 x i16>, ptr %0, align 2, !tbaa !7
  %1 = sext <4 x i16> %wide.load to <4 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i64 %index
  %wide.load13 = load <4 x i16>, ptr %2, align 2, !tbaa !7
  %3 = sext <4 x i16> %wide.load13 to <4 x i32>
  %4 = mul nsw <4 x i32> %3, %1
  %5 = getelementptr inbounds i32, ptr %acc, i64 %index
  %wide.load14 = load <4 x i32>, ptr %5, align 4, !tbaa !17
  %6 = add nsw <4 x i32> %4, %wide.load14
  store <4 x i32> %6, ptr %5, align 4, !tbaa !17
  %index.next = add nuw i64 %index, 4
  %7 = icmp eq i64 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader15

for.body.preheader15:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader15, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader15 ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i64 %indvars.iv
  %8 = load i16, ptr %arrayidx, align 2, !tbaa !7
  %conv = sext i16 %8 to i32
  %arrayidx2 = getelementptr inbounds i16, ptr %b, i64 %indvars.iv
  %9 = load i16, ptr %arrayidx2, align 2, !tbaa !7
  %conv3 = sext i16 %9 to i32
  %mul = mul nsw i32 %conv3, %conv
  %arrayidx5 = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv
  %10 = load i32, ptr %arrayidx5, align 4, !tbaa !17
  %add = add nsw i32 %mul, %10
  store i32 %add, ptr %arrayidx5, align 4, !tbaa !17
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @wmpa_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader16, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i64 %index
  %wide.load = load <8 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <8 x i8> %wide.load to <8 x i16>
  %2 = mul nuw nsw <8 x i16> %1, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %3 = getelementptr inbounds i8, ptr %b, i64 %index
  %wide.load15 = load <8 x i8>, ptr %3, align 1, !tbaa !4
  %4 = zext <8 x i8> %wide.load15 to <8 x i16>
  %5 = mul nuw nsw <8 x i16> %4, <i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5, i16 5>
  %6 = add nuw nsw <8 x i16> %5, %2
  %7 = getelementptr inbounds i16, ptr %o, i64 %index
  store <8 x i16> %6, ptr %7, align 2, !tbaa !7
  %index.next = add nuw i64 %index, 8
  %8 = icmp eq i64 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !36

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader16

for.body.preheader16:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader16, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader16 ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %indvars.iv
  %9 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %9 to i16
  %mul = mul nuw nsw i16 %conv, 3
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv
  %10 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv3 = zext i8 %10 to i16
  %mul4 = mul nuw nsw i16 %conv3, 5
  %add = add nuw nsw i16 %mul4, %mul
  %arrayidx7 = getelementptr inbounds i16, ptr %o, i64 %indvars.iv
  store i16 %add, ptr %arrayidx7, align 2, !tbaa !7
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !37
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }

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
!13 = distinct !{!13, !10, !11}
!14 = distinct !{!14, !11, !10}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !11, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !5, i64 0}
!19 = distinct !{!19, !10, !11}
!20 = distinct !{!20, !11, !10}
!21 = distinct !{!21, !10, !11}
!22 = distinct !{!22, !11, !10}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !5, i64 0}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.unroll.disable"}
!27 = distinct !{!27, !26}
!28 = distinct !{!28, !10, !11}
!29 = distinct !{!29, !11, !10}
!30 = distinct !{!30, !10, !11}
!31 = distinct !{!31, !11, !10}
!32 = distinct !{!32, !10, !11}
!33 = distinct !{!33, !11, !10}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !11, !10}
!36 = distinct !{!36, !10, !11}
!37 = distinct !{!37, !11, !10}
