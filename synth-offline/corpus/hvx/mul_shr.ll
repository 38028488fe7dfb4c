; ModuleID = 'synth-offline/corpus/idioms/mul_shr.c'
source_filename = "synth-offline/corpus/idioms/mul_shr.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mulhi_i16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = sext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load12 = load <64 x i16>, ptr %2, align 2, !tbaa !4
  %3 = sext <64 x i16> %wide.load12 to <64 x i32>
  %4 = mul nsw <64 x i32> %3, %1
  %5 = lshr <64 x i32> %4, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %6 = trunc <64 x i32> %5 to <64 x i16>
  %7 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %6, ptr %7, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 64
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i16, ptr %a, i32 %index16
  %wide.load17 = load <16 x i16>, ptr %9, align 2, !tbaa !4
  %10 = sext <16 x i16> %wide.load17 to <16 x i32>
  %11 = getelementptr inbounds i16, ptr %b, i32 %index16
  %wide.load18 = load <16 x i16>, ptr %11, align 2, !tbaa !4
  %12 = sext <16 x i16> %wide.load18 to <16 x i32>
  %13 = mul nsw <16 x i32> %12, %10
  %14 = lshr <16 x i32> %13, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %15 = trunc <16 x i32> %14 to <16 x i16>
  %16 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <16 x i16> %15, ptr %16, align 2, !tbaa !4
  %index.next19 = add nuw i32 %index16, 16
  %17 = icmp eq i32 %index.next19, %n.vec14
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i32 %n.vec14, %n
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.010.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.010 = phi i32 [ %inc, %for.body ], [ %i.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.010
  %18 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = sext i16 %18 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.010
  %19 = load i16, ptr %arrayidx1, align 2, !tbaa !4
  %conv2 = sext i16 %19 to i32
  %mul = mul nsw i32 %conv2, %conv
  %20 = lshr i32 %mul, 16
  %conv3 = trunc i32 %20 to i16
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %conv3, ptr %arrayidx4, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mulhi_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 64
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = zext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load12 = load <64 x i16>, ptr %2, align 2, !tbaa !4
  %3 = zext <64 x i16> %wide.load12 to <64 x i32>
  %4 = mul nuw <64 x i32> %3, %1
  %5 = lshr <64 x i32> %4, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %6 = trunc <64 x i32> %5 to <64 x i16>
  %7 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %6, ptr %7, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 64
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !13

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i16, ptr %a, i32 %index16
  %wide.load17 = load <16 x i16>, ptr %9, align 2, !tbaa !4
  %10 = zext <16 x i16> %wide.load17 to <16 x i32>
  %11 = getelementptr inbounds i16, ptr %b, i32 %index16
  %wide.load18 = load <16 x i16>, ptr %11, align 2, !tbaa !4
  %12 = zext <16 x i16> %wide.load18 to <16 x i32>
  %13 = mul nuw <16 x i32> %12, %10
  %14 = lshr <16 x i32> %13, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %15 = trunc <16 x i32> %14 to <16 x i16>
  %16 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <16 x i16> %15, ptr %16, align 2, !tbaa !4
  %index.next19 = add nuw i32 %index16, 16
  %17 = icmp eq i32 %index.next19, %n.vec14
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !14

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i32 %n.vec14, %n
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.010.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.010 = phi i32 [ %inc, %for.body ], [ %i.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.010
  %18 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = zext i16 %18 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.010
  %19 = load i16, ptr %arrayidx1, align 2, !tbaa !4
  %conv2 = zext i16 %19 to i32
  %mul = mul nuw i32 %conv2, %conv
  %shr = lshr i32 %mul, 16
  %conv3 = trunc i32 %shr to i16
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %conv3, ptr %arrayidx4, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mulhi_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 128
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !16
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %2, align 1, !tbaa !16
  %3 = zext <128 x i8> %wide.load12 to <128 x i16>
  %4 = mul nuw <128 x i16> %3, %1
  %5 = lshr <128 x i16> %4, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %6 = trunc <128 x i16> %5 to <128 x i8>
  %7 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %6, ptr %7, align 1, !tbaa !16
  %index.next = add nuw i32 %index, 128
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i8, ptr %a, i32 %index16
  %wide.load17 = load <32 x i8>, ptr %9, align 1, !tbaa !16
  %10 = zext <32 x i8> %wide.load17 to <32 x i16>
  %11 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <32 x i8>, ptr %11, align 1, !tbaa !16
  %12 = zext <32 x i8> %wide.load18 to <32 x i16>
  %13 = mul nuw <32 x i16> %12, %10
  %14 = lshr <32 x i16> %13, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %15 = trunc <32 x i16> %14 to <32 x i8>
  %16 = getelementptr inbounds i8, ptr %o, i32 %index16
  store <32 x i8> %15, ptr %16, align 1, !tbaa !16
  %index.next19 = add nuw i32 %index16, 32
  %17 = icmp eq i32 %index.next19, %n.vec14
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i32 %n.vec14, %n
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.010.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.010 = phi i32 [ %inc, %for.body ], [ %i.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.010
  %18 = load i8, ptr %arrayidx, align 1, !tbaa !16
  %conv = zext i8 %18 to i16
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %19 = load i8, ptr %arrayidx1, align 1, !tbaa !16
  %conv2 = zext i8 %19 to i16
  %mul = mul nuw i16 %conv2, %conv
  %shr = lshr i16 %mul, 8
  %conv3 = trunc i16 %shr to i8
  %arrayidx4 = getelementptr inbounds i8, ptr %o, i32 %i.010
  store i8 %conv3, ptr %arrayidx4, align 1, !tbaa !16
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mulhi_i32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 32
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !20
  %1 = sext <32 x i32> %wide.load to <32 x i64>
  %2 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load12 = load <32 x i32>, ptr %2, align 4, !tbaa !20
  %3 = sext <32 x i32> %wide.load12 to <32 x i64>
  %4 = mul nsw <32 x i64> %3, %1
  %5 = lshr <32 x i64> %4, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %6 = trunc <32 x i64> %5 to <32 x i32>
  %7 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %6, ptr %7, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 32
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i32, ptr %a, i32 %index16
  %wide.load17 = load <8 x i32>, ptr %9, align 4, !tbaa !20
  %10 = sext <8 x i32> %wide.load17 to <8 x i64>
  %11 = getelementptr inbounds i32, ptr %b, i32 %index16
  %wide.load18 = load <8 x i32>, ptr %11, align 4, !tbaa !20
  %12 = sext <8 x i32> %wide.load18 to <8 x i64>
  %13 = mul nsw <8 x i64> %12, %10
  %14 = lshr <8 x i64> %13, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %15 = trunc <8 x i64> %14 to <8 x i32>
  %16 = getelementptr inbounds i32, ptr %o, i32 %index16
  store <8 x i32> %15, ptr %16, align 4, !tbaa !20
  %index.next19 = add nuw i32 %index16, 8
  %17 = icmp eq i32 %index.next19, %n.vec14
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i32 %n.vec14, %n
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.010.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.010 = phi i32 [ %inc, %for.body ], [ %i.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.010
  %18 = load i32, ptr %arrayidx, align 4, !tbaa !20
  %conv = sext i32 %18 to i64
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.010
  %19 = load i32, ptr %arrayidx1, align 4, !tbaa !20
  %conv2 = sext i32 %19 to i64
  %mul = mul nsw i64 %conv2, %conv
  %20 = lshr i64 %mul, 32
  %conv3 = trunc i64 %20 to i32
  %arrayidx4 = getelementptr inbounds i32, ptr %o, i32 %i.010
  store i32 %conv3, ptr %arrayidx4, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mulhi_u32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check11 = icmp ult i32 %n, 32
  br i1 %min.iters.check11, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !20
  %1 = zext <32 x i32> %wide.load to <32 x i64>
  %2 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load12 = load <32 x i32>, ptr %2, align 4, !tbaa !20
  %3 = zext <32 x i32> %wide.load12 to <32 x i64>
  %4 = mul nuw <32 x i64> %3, %1
  %5 = lshr <32 x i64> %4, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %6 = trunc <32 x i64> %5 to <32 x i32>
  %7 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %6, ptr %7, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 32
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i32, ptr %a, i32 %index16
  %wide.load17 = load <8 x i32>, ptr %9, align 4, !tbaa !20
  %10 = zext <8 x i32> %wide.load17 to <8 x i64>
  %11 = getelementptr inbounds i32, ptr %b, i32 %index16
  %wide.load18 = load <8 x i32>, ptr %11, align 4, !tbaa !20
  %12 = zext <8 x i32> %wide.load18 to <8 x i64>
  %13 = mul nuw <8 x i64> %12, %10
  %14 = lshr <8 x i64> %13, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %15 = trunc <8 x i64> %14 to <8 x i32>
  %16 = getelementptr inbounds i32, ptr %o, i32 %index16
  store <8 x i32> %15, ptr %16, align 4, !tbaa !20
  %index.next19 = add nuw i32 %index16, 8
  %17 = icmp eq i32 %index.next19, %n.vec14
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n15 = icmp eq i32 %n.vec14, %n
  br i1 %cmp.n15, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.010.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec14, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.010 = phi i32 [ %inc, %for.body ], [ %i.010.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.010
  %18 = load i32, ptr %arrayidx, align 4, !tbaa !20
  %conv = zext i32 %18 to i64
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.010
  %19 = load i32, ptr %arrayidx1, align 4, !tbaa !20
  %conv2 = zext i32 %19 to i64
  %mul = mul nuw i64 %conv2, %conv
  %shr = lshr i64 %mul, 32
  %conv3 = trunc i64 %shr to i32
  %arrayidx4 = getelementptr inbounds i32, ptr %o, i32 %i.010
  store i32 %conv3, ptr %arrayidx4, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @mul_shr15_i16_sat(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 64
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = sext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load15 = load <64 x i16>, ptr %2, align 2, !tbaa !4
  %3 = sext <64 x i16> %wide.load15 to <64 x i32>
  %4 = mul nsw <64 x i32> %3, %1
  %5 = ashr <64 x i32> %4, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %6 = tail call <64 x i32> @llvm.smin.v64i32(<64 x i32> %5, <64 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %7 = trunc <64 x i32> %6 to <64 x i16>
  %8 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %7, ptr %8, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 64
  %9 = icmp eq i32 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec17 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %10 = getelementptr inbounds i16, ptr %a, i32 %index19
  %wide.load20 = load <16 x i16>, ptr %10, align 2, !tbaa !4
  %11 = sext <16 x i16> %wide.load20 to <16 x i32>
  %12 = getelementptr inbounds i16, ptr %b, i32 %index19
  %wide.load21 = load <16 x i16>, ptr %12, align 2, !tbaa !4
  %13 = sext <16 x i16> %wide.load21 to <16 x i32>
  %14 = mul nsw <16 x i32> %13, %11
  %15 = ashr <16 x i32> %14, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %16 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %15, <16 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %17 = trunc <16 x i32> %16 to <16 x i16>
  %18 = getelementptr inbounds i16, ptr %o, i32 %index19
  store <16 x i16> %17, ptr %18, align 2, !tbaa !4
  %index.next22 = add nuw i32 %index19, 16
  %19 = icmp eq i32 %index.next22, %n.vec17
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !29

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i32 %n.vec17, %n
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.013.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.013 = phi i32 [ %inc, %for.body ], [ %i.013.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.013
  %20 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = sext i16 %20 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.013
  %21 = load i16, ptr %arrayidx1, align 2, !tbaa !4
  %conv2 = sext i16 %21 to i32
  %mul = mul nsw i32 %conv2, %conv
  %shr = ashr i32 %mul, 15
  %cond = tail call i32 @llvm.smin.i32(i32 %shr, i32 32767)
  %conv5 = trunc i32 %cond to i16
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i32 %i.013
  store i16 %conv5, ptr %arrayidx6, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @mul_shr7_i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 128
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !16
  %1 = sext <128 x i8> %wide.load to <128 x i32>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load15 = load <128 x i8>, ptr %2, align 1, !tbaa !16
  %3 = sext <128 x i8> %wide.load15 to <128 x i32>
  %4 = mul nsw <128 x i32> %3, %1
  %5 = ashr <128 x i32> %4, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %6 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %5, <128 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %7 = trunc <128 x i32> %6 to <128 x i8>
  %8 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %7, ptr %8, align 1, !tbaa !16
  %index.next = add nuw i32 %index, 128
  %9 = icmp eq i32 %index.next, %n.vec
  br i1 %9, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec17 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next22, %vec.epilog.vector.body ]
  %10 = getelementptr inbounds i8, ptr %a, i32 %index19
  %wide.load20 = load <32 x i8>, ptr %10, align 1, !tbaa !16
  %11 = sext <32 x i8> %wide.load20 to <32 x i32>
  %12 = getelementptr inbounds i8, ptr %b, i32 %index19
  %wide.load21 = load <32 x i8>, ptr %12, align 1, !tbaa !16
  %13 = sext <32 x i8> %wide.load21 to <32 x i32>
  %14 = mul nsw <32 x i32> %13, %11
  %15 = ashr <32 x i32> %14, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %16 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %15, <32 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %17 = trunc <32 x i32> %16 to <32 x i8>
  %18 = getelementptr inbounds i8, ptr %o, i32 %index19
  store <32 x i8> %17, ptr %18, align 1, !tbaa !16
  %index.next22 = add nuw i32 %index19, 32
  %19 = icmp eq i32 %index.next22, %n.vec17
  br i1 %19, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i32 %n.vec17, %n
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.013.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.013 = phi i32 [ %inc, %for.body ], [ %i.013.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.013
  %20 = load i8, ptr %arrayidx, align 1, !tbaa !16
  %conv = sext i8 %20 to i32
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.013
  %21 = load i8, ptr %arrayidx1, align 1, !tbaa !16
  %conv2 = sext i8 %21 to i32
  %mul = mul nsw i32 %conv2, %conv
  %shr = ashr i32 %mul, 7
  %cond = tail call i32 @llvm.smin.i32(i32 %shr, i32 127)
  %conv5 = trunc i32 %cond to i8
  %arrayidx6 = getelementptr inbounds i8, ptr %o, i32 %i.013
  store i8 %conv5, ptr %arrayidx6, align 1, !tbaa !16
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @mul_shr_u16_scalar(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i16 noundef zeroext %gain, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %conv1 = zext i16 %gain to i32
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 64
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  %broadcast.splatinsert = insertelement <64 x i32> poison, i32 %conv1, i64 0
  %broadcast.splat = shufflevector <64 x i32> %broadcast.splatinsert, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = zext <64 x i16> %wide.load to <64 x i32>
  %2 = mul nuw <64 x i32> %broadcast.splat, %1
  %3 = lshr <64 x i32> %2, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %4 = trunc <64 x i32> %3 to <64 x i16>
  %5 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %4, ptr %5, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 64
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec11 = and i32 %n, -16
  %broadcast.splatinsert15 = insertelement <16 x i32> poison, i32 %conv1, i64 0
  %broadcast.splat16 = shufflevector <16 x i32> %broadcast.splatinsert15, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index13 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i16, ptr %a, i32 %index13
  %wide.load14 = load <16 x i16>, ptr %7, align 2, !tbaa !4
  %8 = zext <16 x i16> %wide.load14 to <16 x i32>
  %9 = mul nuw <16 x i32> %broadcast.splat16, %8
  %10 = lshr <16 x i32> %9, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %11 = trunc <16 x i32> %10 to <16 x i16>
  %12 = getelementptr inbounds i16, ptr %o, i32 %index13
  store <16 x i16> %11, ptr %12, align 2, !tbaa !4
  %index.next17 = add nuw i32 %index13, 16
  %13 = icmp eq i32 %index.next17, %n.vec11
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n12 = icmp eq i32 %n.vec11, %n
  br i1 %cmp.n12, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.08.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec11, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.08 = phi i32 [ %inc, %for.body ], [ %i.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.08
  %14 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = zext i16 %14 to i32
  %mul = mul nuw i32 %conv, %conv1
  %shr = lshr i32 %mul, 16
  %conv2 = trunc i32 %shr to i16
  %arrayidx3 = getelementptr inbounds i16, ptr %o, i32 %i.08
  store i16 %conv2, ptr %arrayidx3, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.08, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @div255_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 128
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <128 x i16>, ptr %0, align 2, !tbaa !4
  %1 = zext <128 x i16> %wide.load to <128 x i32>
  %2 = mul nuw <128 x i32> %1, <i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897>
  %3 = lshr <128 x i32> %2, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %4 = trunc <128 x i32> %3 to <128 x i8>
  %5 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %4, ptr %5, align 1, !tbaa !16
  %index.next = add nuw i32 %index, 128
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec10 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next14, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i16, ptr %a, i32 %index12
  %wide.load13 = load <64 x i16>, ptr %7, align 2, !tbaa !4
  %8 = zext <64 x i16> %wide.load13 to <64 x i32>
  %9 = mul nuw <64 x i32> %8, <i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897, i32 32897>
  %10 = lshr <64 x i32> %9, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %11 = trunc <64 x i32> %10 to <64 x i8>
  %12 = getelementptr inbounds i8, ptr %o, i32 %index12
  store <64 x i8> %11, ptr %12, align 1, !tbaa !16
  %index.next14 = add nuw i32 %index12, 64
  %13 = icmp eq i32 %index.next14, %n.vec10
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n11 = icmp eq i32 %n.vec10, %n
  br i1 %cmp.n11, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.07.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.07 = phi i32 [ %inc, %for.body ], [ %i.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.07
  %14 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = zext i16 %14 to i32
  %mul = mul nuw i32 %conv, 32897
  %shr = lshr i32 %mul, 23
  %conv1 = trunc i32 %shr to i8
  %arrayidx2 = getelementptr inbounds i8, ptr %o, i32 %i.07
  store i8 %conv1, ptr %arrayidx2, align 1, !tbaa !16
  %inc = add nuw nsw i32 %i.07, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <64 x i32> @llvm.smin.v64i32(<64 x i32>, <64 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !10, !9}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !9, !10}
!15 = distinct !{!15, !10, !9}
!16 = !{!6, !6, i64 0}
!17 = distinct !{!17, !9, !10}
!18 = distinct !{!18, !9, !10}
!19 = distinct !{!19, !10, !9}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !6, i64 0}
!22 = distinct !{!22, !9, !10}
!23 = distinct !{!23, !9, !10}
!24 = distinct !{!24, !10, !9}
!25 = distinct !{!25, !9, !10}
!26 = distinct !{!26, !9, !10}
!27 = distinct !{!27, !10, !9}
!28 = distinct !{!28, !9, !10}
!29 = distinct !{!29, !9, !10}
!30 = distinct !{!30, !10, !9}
!31 = distinct !{!31, !9, !10}
!32 = distinct !{!32, !9, !10}
!33 = distinct !{!33, !10, !9}
!34 = distinct !{!34, !9, !10}
!35 = distinct !{!35, !9, !10}
!36 = distinct !{!36, !10, !9}
!37 = distinct !{!37, !9, !10}
!38 = distinct !{!38, !9, !10}
!39 = distinct !{!39, !10, !9}
