; ModuleID = 'synth-offline/corpus/idioms/widening_sub.c'
source_filename = "synth-offline/corpus/idioms/widening_sub.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
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
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load12 to <128 x i16>
  %4 = sub nsw <128 x i16> %1, %3
  %5 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i32 %index, 128
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i8, ptr %a, i32 %index16
  %wide.load17 = load <64 x i8>, ptr %7, align 1, !tbaa !4
  %8 = zext <64 x i8> %wide.load17 to <64 x i16>
  %9 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <64 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <64 x i8> %wide.load18 to <64 x i16>
  %11 = sub nsw <64 x i16> %8, %10
  %12 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <64 x i16> %11, ptr %12, align 2, !tbaa !7
  %index.next19 = add nuw i32 %index16, 64
  %13 = icmp eq i32 %index.next19, %n.vec14
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

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
  %14 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %14 to i16
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %15 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %conv2 = zext i8 %15 to i16
  %sub = sub nsw i16 %conv, %conv2
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %sub, ptr %arrayidx4, align 2, !tbaa !7
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp9 = icmp sgt i32 %n, 0
  br i1 %cmp9, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
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
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = sext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = sext <128 x i8> %wide.load12 to <128 x i16>
  %4 = sub nsw <128 x i16> %1, %3
  %5 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i32 %index, 128
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec14 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index16 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next19, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i8, ptr %a, i32 %index16
  %wide.load17 = load <64 x i8>, ptr %7, align 1, !tbaa !4
  %8 = sext <64 x i8> %wide.load17 to <64 x i16>
  %9 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <64 x i8>, ptr %9, align 1, !tbaa !4
  %10 = sext <64 x i8> %wide.load18 to <64 x i16>
  %11 = sub nsw <64 x i16> %8, %10
  %12 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <64 x i16> %11, ptr %12, align 2, !tbaa !7
  %index.next19 = add nuw i32 %index16, 64
  %13 = icmp eq i32 %index.next19, %n.vec14
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

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
  %14 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = sext i8 %14 to i16
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %15 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %conv2 = sext i8 %15 to i16
  %sub = sub nsw i16 %conv, %conv2
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %sub, ptr %arrayidx4, align 2, !tbaa !7
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_u8_casts(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 128
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load14 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load14 to <128 x i16>
  %4 = sub nsw <128 x i16> %1, %3
  %5 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i32 %index, 128
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i8, ptr %a, i32 %index18
  %wide.load19 = load <64 x i8>, ptr %7, align 1, !tbaa !4
  %8 = zext <64 x i8> %wide.load19 to <64 x i16>
  %9 = getelementptr inbounds i8, ptr %b, i32 %index18
  %wide.load20 = load <64 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <64 x i8> %wide.load20 to <64 x i16>
  %11 = sub nsw <64 x i16> %8, %10
  %12 = getelementptr inbounds i16, ptr %o, i32 %index18
  store <64 x i16> %11, ptr %12, align 2, !tbaa !7
  %index.next21 = add nuw i32 %index18, 64
  %13 = icmp eq i32 %index.next21, %n.vec16
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i32 %n.vec16, %n
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.012.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.012 = phi i32 [ %inc, %for.body ], [ %i.012.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.012
  %14 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv1 = zext i8 %14 to i16
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i32 %i.012
  %15 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv4 = zext i8 %15 to i16
  %sub = sub nsw i16 %conv1, %conv4
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i32 %i.012
  store i16 %sub, ptr %arrayidx6, align 2, !tbaa !7
  %inc = add nuw nsw i32 %i.012, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !7
  %1 = zext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load11 = load <64 x i16>, ptr %2, align 2, !tbaa !7
  %3 = zext <64 x i16> %wide.load11 to <64 x i32>
  %4 = sub nsw <64 x i32> %1, %3
  %5 = getelementptr inbounds i32, ptr %o, i32 %index
  store <64 x i32> %4, ptr %5, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 64
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 56
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i16, ptr %a, i32 %index15
  %wide.load16 = load <8 x i16>, ptr %7, align 2, !tbaa !7
  %8 = zext <8 x i16> %wide.load16 to <8 x i32>
  %9 = getelementptr inbounds i16, ptr %b, i32 %index15
  %wide.load17 = load <8 x i16>, ptr %9, align 2, !tbaa !7
  %10 = zext <8 x i16> %wide.load17 to <8 x i32>
  %11 = sub nsw <8 x i32> %8, %10
  %12 = getelementptr inbounds i32, ptr %o, i32 %index15
  store <8 x i32> %11, ptr %12, align 4, !tbaa !20
  %index.next18 = add nuw i32 %index15, 8
  %13 = icmp eq i32 %index.next18, %n.vec13
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i32 %n.vec13, %n
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.09.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.09 = phi i32 [ %inc, %for.body ], [ %i.09.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.09
  %14 = load i16, ptr %arrayidx, align 2, !tbaa !7
  %conv = zext i16 %14 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.09
  %15 = load i16, ptr %arrayidx1, align 2, !tbaa !7
  %conv2 = zext i16 %15 to i32
  %sub = sub nsw i32 %conv, %conv2
  %arrayidx3 = getelementptr inbounds i32, ptr %o, i32 %i.09
  store i32 %sub, ptr %arrayidx3, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.09, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_i16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 64
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !7
  %1 = sext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load11 = load <64 x i16>, ptr %2, align 2, !tbaa !7
  %3 = sext <64 x i16> %wide.load11 to <64 x i32>
  %4 = sub nsw <64 x i32> %1, %3
  %5 = getelementptr inbounds i32, ptr %o, i32 %index
  store <64 x i32> %4, ptr %5, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 64
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 56
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i16, ptr %a, i32 %index15
  %wide.load16 = load <8 x i16>, ptr %7, align 2, !tbaa !7
  %8 = sext <8 x i16> %wide.load16 to <8 x i32>
  %9 = getelementptr inbounds i16, ptr %b, i32 %index15
  %wide.load17 = load <8 x i16>, ptr %9, align 2, !tbaa !7
  %10 = sext <8 x i16> %wide.load17 to <8 x i32>
  %11 = sub nsw <8 x i32> %8, %10
  %12 = getelementptr inbounds i32, ptr %o, i32 %index15
  store <8 x i32> %11, ptr %12, align 4, !tbaa !20
  %index.next18 = add nuw i32 %index15, 8
  %13 = icmp eq i32 %index.next18, %n.vec13
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i32 %n.vec13, %n
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.09.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.09 = phi i32 [ %inc, %for.body ], [ %i.09.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.09
  %14 = load i16, ptr %arrayidx, align 2, !tbaa !7
  %conv = sext i16 %14 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.09
  %15 = load i16, ptr %arrayidx1, align 2, !tbaa !7
  %conv2 = sext i16 %15 to i32
  %sub = sub nsw i32 %conv, %conv2
  %arrayidx3 = getelementptr inbounds i32, ptr %o, i32 %i.09
  store i32 %sub, ptr %arrayidx3, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.09, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_i32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp8 = icmp sgt i32 %n, 0
  br i1 %cmp8, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check10 = icmp ult i32 %n, 32
  br i1 %min.iters.check10, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !20
  %1 = sext <32 x i32> %wide.load to <32 x i64>
  %2 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load11 = load <32 x i32>, ptr %2, align 4, !tbaa !20
  %3 = sext <32 x i32> %wide.load11 to <32 x i64>
  %4 = sub nsw <32 x i64> %1, %3
  %5 = getelementptr inbounds i64, ptr %o, i32 %index
  store <32 x i64> %4, ptr %5, align 8, !tbaa !28
  %index.next = add nuw i32 %index, 32
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec13 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index15 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next18, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i32, ptr %a, i32 %index15
  %wide.load16 = load <8 x i32>, ptr %7, align 4, !tbaa !20
  %8 = sext <8 x i32> %wide.load16 to <8 x i64>
  %9 = getelementptr inbounds i32, ptr %b, i32 %index15
  %wide.load17 = load <8 x i32>, ptr %9, align 4, !tbaa !20
  %10 = sext <8 x i32> %wide.load17 to <8 x i64>
  %11 = sub nsw <8 x i64> %8, %10
  %12 = getelementptr inbounds i64, ptr %o, i32 %index15
  store <8 x i64> %11, ptr %12, align 8, !tbaa !28
  %index.next18 = add nuw i32 %index15, 8
  %13 = icmp eq i32 %index.next18, %n.vec13
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !31

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n14 = icmp eq i32 %n.vec13, %n
  br i1 %cmp.n14, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.09.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec13, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.09 = phi i32 [ %inc, %for.body ], [ %i.09.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.09
  %14 = load i32, ptr %arrayidx, align 4, !tbaa !20
  %conv = sext i32 %14 to i64
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.09
  %15 = load i32, ptr %arrayidx1, align 4, !tbaa !20
  %conv2 = sext i32 %15 to i64
  %sub = sub nsw i64 %conv, %conv2
  %arrayidx3 = getelementptr inbounds i64, ptr %o, i32 %i.09
  store i64 %sub, ptr %arrayidx3, align 8, !tbaa !28
  %inc = add nuw nsw i32 %i.09, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @wsub_u8_to_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp11 = icmp sgt i32 %n, 0
  br i1 %cmp11, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check13 = icmp ult i32 %n, 128
  br i1 %min.iters.check13, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load14 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load14 to <128 x i16>
  %4 = sub nsw <128 x i16> %1, %3
  %5 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %4, ptr %5, align 2, !tbaa !7
  %index.next = add nuw i32 %index, 128
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next21, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i8, ptr %a, i32 %index18
  %wide.load19 = load <64 x i8>, ptr %7, align 1, !tbaa !4
  %8 = zext <64 x i8> %wide.load19 to <64 x i16>
  %9 = getelementptr inbounds i8, ptr %b, i32 %index18
  %wide.load20 = load <64 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <64 x i8> %wide.load20 to <64 x i16>
  %11 = sub nsw <64 x i16> %8, %10
  %12 = getelementptr inbounds i16, ptr %o, i32 %index18
  store <64 x i16> %11, ptr %12, align 2, !tbaa !7
  %index.next21 = add nuw i32 %index18, 64
  %13 = icmp eq i32 %index.next21, %n.vec16
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !34

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i32 %n.vec16, %n
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.012.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.012 = phi i32 [ %inc, %for.body ], [ %i.012.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.012
  %14 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv1 = zext i8 %14 to i16
  %arrayidx2 = getelementptr inbounds i8, ptr %b, i32 %i.012
  %15 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv4 = zext i8 %15 to i16
  %sub = sub nsw i16 %conv1, %conv4
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i32 %i.012
  store i16 %sub, ptr %arrayidx6, align 2, !tbaa !7
  %inc = add nuw nsw i32 %i.012, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }

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
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !11, !10}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !10, !11}
!19 = distinct !{!19, !11, !10}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !5, i64 0}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !11, !10}
!25 = distinct !{!25, !10, !11}
!26 = distinct !{!26, !10, !11}
!27 = distinct !{!27, !11, !10}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !5, i64 0}
!30 = distinct !{!30, !10, !11}
!31 = distinct !{!31, !10, !11}
!32 = distinct !{!32, !11, !10}
!33 = distinct !{!33, !10, !11}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !11, !10}
