; ModuleID = 'synth-offline/corpus/idioms/extending_add.c'
source_filename = "synth-offline/corpus/idioms/extending_add.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eadd_u16_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <128 x i16>, ptr %0, align 2, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %1, align 1, !tbaa !8
  %2 = zext <128 x i8> %wide.load12 to <128 x i16>
  %3 = add <128 x i16> %wide.load, %2
  %4 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %3, ptr %4, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %5 = icmp eq i32 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !9

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
  %6 = getelementptr inbounds i16, ptr %a, i32 %index16
  %wide.load17 = load <64 x i16>, ptr %6, align 2, !tbaa !4
  %7 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <64 x i8>, ptr %7, align 1, !tbaa !8
  %8 = zext <64 x i8> %wide.load18 to <64 x i16>
  %9 = add <64 x i16> %wide.load17, %8
  %10 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <64 x i16> %9, ptr %10, align 2, !tbaa !4
  %index.next19 = add nuw i32 %index16, 64
  %11 = icmp eq i32 %index.next19, %n.vec14
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !12

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
  %12 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %13 = load i8, ptr %arrayidx1, align 1, !tbaa !8
  %conv2 = zext i8 %13 to i16
  %add = add i16 %12, %conv2
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %add, ptr %arrayidx4, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !13
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eacc_u16_u8(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 128
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %x, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !8
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i16, ptr %acc, i32 %index
  %wide.load10 = load <128 x i16>, ptr %2, align 2, !tbaa !4
  %3 = add <128 x i16> %wide.load10, %1
  store <128 x i16> %3, ptr %2, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec12 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i8, ptr %x, i32 %index14
  %wide.load15 = load <64 x i8>, ptr %5, align 1, !tbaa !8
  %6 = zext <64 x i8> %wide.load15 to <64 x i16>
  %7 = getelementptr inbounds i16, ptr %acc, i32 %index14
  %wide.load16 = load <64 x i16>, ptr %7, align 2, !tbaa !4
  %8 = add <64 x i16> %wide.load16, %6
  store <64 x i16> %8, ptr %7, align 2, !tbaa !4
  %index.next17 = add nuw i32 %index14, 64
  %9 = icmp eq i32 %index.next17, %n.vec12
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n13 = icmp eq i32 %n.vec12, %n
  br i1 %cmp.n13, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.08.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec12, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.08 = phi i32 [ %inc, %for.body ], [ %i.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %x, i32 %i.08
  %10 = load i8, ptr %arrayidx, align 1, !tbaa !8
  %conv = zext i8 %10 to i16
  %arrayidx1 = getelementptr inbounds i16, ptr %acc, i32 %i.08
  %11 = load i16, ptr %arrayidx1, align 2, !tbaa !4
  %add = add i16 %11, %conv
  store i16 %add, ptr %arrayidx1, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.08, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eacc_i16_i8(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp7 = icmp sgt i32 %n, 0
  br i1 %cmp7, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 128
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %x, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !8
  %1 = sext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i16, ptr %acc, i32 %index
  %wide.load10 = load <128 x i16>, ptr %2, align 2, !tbaa !4
  %3 = add <128 x i16> %wide.load10, %1
  store <128 x i16> %3, ptr %2, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !17

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec12 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index14 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next17, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i8, ptr %x, i32 %index14
  %wide.load15 = load <64 x i8>, ptr %5, align 1, !tbaa !8
  %6 = sext <64 x i8> %wide.load15 to <64 x i16>
  %7 = getelementptr inbounds i16, ptr %acc, i32 %index14
  %wide.load16 = load <64 x i16>, ptr %7, align 2, !tbaa !4
  %8 = add <64 x i16> %wide.load16, %6
  store <64 x i16> %8, ptr %7, align 2, !tbaa !4
  %index.next17 = add nuw i32 %index14, 64
  %9 = icmp eq i32 %index.next17, %n.vec12
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !18

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n13 = icmp eq i32 %n.vec12, %n
  br i1 %cmp.n13, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.08.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec12, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.08 = phi i32 [ %inc, %for.body ], [ %i.08.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %x, i32 %i.08
  %10 = load i8, ptr %arrayidx, align 1, !tbaa !8
  %conv = sext i8 %10 to i16
  %arrayidx1 = getelementptr inbounds i16, ptr %acc, i32 %i.08
  %11 = load i16, ptr %arrayidx1, align 2, !tbaa !4
  %add = add i16 %11, %conv
  store i16 %add, ptr %arrayidx1, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.08, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !19
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eacc_u32_u16(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check7 = icmp ult i32 %n, 64
  br i1 %min.iters.check7, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %x, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = zext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i32, ptr %acc, i32 %index
  %wide.load8 = load <64 x i32>, ptr %2, align 4, !tbaa !20
  %3 = add <64 x i32> %wide.load8, %1
  store <64 x i32> %3, ptr %2, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 64
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 32
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec10 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next15, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i16, ptr %x, i32 %index12
  %wide.load13 = load <32 x i16>, ptr %5, align 2, !tbaa !4
  %6 = zext <32 x i16> %wide.load13 to <32 x i32>
  %7 = getelementptr inbounds i32, ptr %acc, i32 %index12
  %wide.load14 = load <32 x i32>, ptr %7, align 4, !tbaa !20
  %8 = add <32 x i32> %wide.load14, %6
  store <32 x i32> %8, ptr %7, align 4, !tbaa !20
  %index.next15 = add nuw i32 %index12, 32
  %9 = icmp eq i32 %index.next15, %n.vec10
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n11 = icmp eq i32 %n.vec10, %n
  br i1 %cmp.n11, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.06.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.06 = phi i32 [ %inc, %for.body ], [ %i.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %x, i32 %i.06
  %10 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = zext i16 %10 to i32
  %arrayidx1 = getelementptr inbounds i32, ptr %acc, i32 %i.06
  %11 = load i32, ptr %arrayidx1, align 4, !tbaa !20
  %add = add i32 %11, %conv
  store i32 %add, ptr %arrayidx1, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.06, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eacc_i32_i16(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check7 = icmp ult i32 %n, 64
  br i1 %min.iters.check7, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %x, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = sext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i32, ptr %acc, i32 %index
  %wide.load8 = load <64 x i32>, ptr %2, align 4, !tbaa !20
  %3 = add nsw <64 x i32> %wide.load8, %1
  store <64 x i32> %3, ptr %2, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 64
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !25

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 32
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec10 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next15, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i16, ptr %x, i32 %index12
  %wide.load13 = load <32 x i16>, ptr %5, align 2, !tbaa !4
  %6 = sext <32 x i16> %wide.load13 to <32 x i32>
  %7 = getelementptr inbounds i32, ptr %acc, i32 %index12
  %wide.load14 = load <32 x i32>, ptr %7, align 4, !tbaa !20
  %8 = add nsw <32 x i32> %wide.load14, %6
  store <32 x i32> %8, ptr %7, align 4, !tbaa !20
  %index.next15 = add nuw i32 %index12, 32
  %9 = icmp eq i32 %index.next15, %n.vec10
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !26

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n11 = icmp eq i32 %n.vec10, %n
  br i1 %cmp.n11, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.06.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.06 = phi i32 [ %inc, %for.body ], [ %i.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %x, i32 %i.06
  %10 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = sext i16 %10 to i32
  %arrayidx1 = getelementptr inbounds i32, ptr %acc, i32 %i.06
  %11 = load i32, ptr %arrayidx1, align 4, !tbaa !20
  %add = add nsw i32 %11, %conv
  store i32 %add, ptr %arrayidx1, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.06, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eacc_i64_i32(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check7 = icmp ult i32 %n, 32
  br i1 %min.iters.check7, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %x, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !20
  %1 = sext <32 x i32> %wide.load to <32 x i64>
  %2 = getelementptr inbounds i64, ptr %acc, i32 %index
  %wide.load8 = load <32 x i64>, ptr %2, align 8, !tbaa !28
  %3 = add nsw <32 x i64> %wide.load8, %1
  store <32 x i64> %3, ptr %2, align 8, !tbaa !28
  %index.next = add nuw i32 %index, 32
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !30

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec10 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next15, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i32, ptr %x, i32 %index12
  %wide.load13 = load <8 x i32>, ptr %5, align 4, !tbaa !20
  %6 = sext <8 x i32> %wide.load13 to <8 x i64>
  %7 = getelementptr inbounds i64, ptr %acc, i32 %index12
  %wide.load14 = load <8 x i64>, ptr %7, align 8, !tbaa !28
  %8 = add nsw <8 x i64> %wide.load14, %6
  store <8 x i64> %8, ptr %7, align 8, !tbaa !28
  %index.next15 = add nuw i32 %index12, 8
  %9 = icmp eq i32 %index.next15, %n.vec10
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !31

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n11 = icmp eq i32 %n.vec10, %n
  br i1 %cmp.n11, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.06.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.06 = phi i32 [ %inc, %for.body ], [ %i.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %x, i32 %i.06
  %10 = load i32, ptr %arrayidx, align 4, !tbaa !20
  %conv = sext i32 %10 to i64
  %arrayidx1 = getelementptr inbounds i64, ptr %acc, i32 %i.06
  %11 = load i64, ptr %arrayidx1, align 8, !tbaa !28
  %add = add nsw i64 %11, %conv
  store i64 %add, ptr %arrayidx1, align 8, !tbaa !28
  %inc = add nuw nsw i32 %i.06, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !32
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @eacc2_u16_u8(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !8
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load14 = load <128 x i8>, ptr %2, align 1, !tbaa !8
  %3 = zext <128 x i8> %wide.load14 to <128 x i16>
  %4 = add nuw nsw <128 x i16> %3, %1
  %5 = getelementptr inbounds i16, ptr %acc, i32 %index
  %wide.load15 = load <128 x i16>, ptr %5, align 2, !tbaa !4
  %6 = add <128 x i16> %4, %wide.load15
  store <128 x i16> %6, ptr %5, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !33

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec17 = and i32 %n, -64
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index19 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next23, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i8, ptr %a, i32 %index19
  %wide.load20 = load <64 x i8>, ptr %8, align 1, !tbaa !8
  %9 = zext <64 x i8> %wide.load20 to <64 x i16>
  %10 = getelementptr inbounds i8, ptr %b, i32 %index19
  %wide.load21 = load <64 x i8>, ptr %10, align 1, !tbaa !8
  %11 = zext <64 x i8> %wide.load21 to <64 x i16>
  %12 = add nuw nsw <64 x i16> %11, %9
  %13 = getelementptr inbounds i16, ptr %acc, i32 %index19
  %wide.load22 = load <64 x i16>, ptr %13, align 2, !tbaa !4
  %14 = add <64 x i16> %12, %wide.load22
  store <64 x i16> %14, ptr %13, align 2, !tbaa !4
  %index.next23 = add nuw i32 %index19, 64
  %15 = icmp eq i32 %index.next23, %n.vec17
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !34

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n18 = icmp eq i32 %n.vec17, %n
  br i1 %cmp.n18, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.012.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec17, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.012 = phi i32 [ %inc, %for.body ], [ %i.012.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.012
  %16 = load i8, ptr %arrayidx, align 1, !tbaa !8
  %conv = zext i8 %16 to i16
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.012
  %17 = load i8, ptr %arrayidx1, align 1, !tbaa !8
  %conv2 = zext i8 %17 to i16
  %add = add nuw nsw i16 %conv2, %conv
  %arrayidx3 = getelementptr inbounds i16, ptr %acc, i32 %i.012
  %18 = load i16, ptr %arrayidx3, align 2, !tbaa !4
  %add5 = add i16 %add, %18
  store i16 %add5, ptr %arrayidx3, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.012, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !35
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @esub_u16_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <128 x i16>, ptr %0, align 2, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %1, align 1, !tbaa !8
  %2 = zext <128 x i8> %wide.load12 to <128 x i16>
  %3 = sub <128 x i16> %wide.load, %2
  %4 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %3, ptr %4, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %5 = icmp eq i32 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !36

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
  %6 = getelementptr inbounds i16, ptr %a, i32 %index16
  %wide.load17 = load <64 x i16>, ptr %6, align 2, !tbaa !4
  %7 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <64 x i8>, ptr %7, align 1, !tbaa !8
  %8 = zext <64 x i8> %wide.load18 to <64 x i16>
  %9 = sub <64 x i16> %wide.load17, %8
  %10 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <64 x i16> %9, ptr %10, align 2, !tbaa !4
  %index.next19 = add nuw i32 %index16, 64
  %11 = icmp eq i32 %index.next19, %n.vec14
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !37

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
  %12 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %13 = load i8, ptr %arrayidx1, align 1, !tbaa !8
  %conv2 = zext i8 %13 to i16
  %sub = sub i16 %12, %conv2
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %sub, ptr %arrayidx4, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !38
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @esub_i32_i16(ptr noalias nocapture noundef %acc, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp5 = icmp sgt i32 %n, 0
  br i1 %cmp5, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check7 = icmp ult i32 %n, 64
  br i1 %min.iters.check7, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %x, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = sext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i32, ptr %acc, i32 %index
  %wide.load8 = load <64 x i32>, ptr %2, align 4, !tbaa !20
  %3 = sub nsw <64 x i32> %wide.load8, %1
  store <64 x i32> %3, ptr %2, align 4, !tbaa !20
  %index.next = add nuw i32 %index, 64
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !39

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 32
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec10 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next15, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i16, ptr %x, i32 %index12
  %wide.load13 = load <32 x i16>, ptr %5, align 2, !tbaa !4
  %6 = sext <32 x i16> %wide.load13 to <32 x i32>
  %7 = getelementptr inbounds i32, ptr %acc, i32 %index12
  %wide.load14 = load <32 x i32>, ptr %7, align 4, !tbaa !20
  %8 = sub nsw <32 x i32> %wide.load14, %6
  store <32 x i32> %8, ptr %7, align 4, !tbaa !20
  %index.next15 = add nuw i32 %index12, 32
  %9 = icmp eq i32 %index.next15, %n.vec10
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !40

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n11 = icmp eq i32 %n.vec10, %n
  br i1 %cmp.n11, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.06.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.06 = phi i32 [ %inc, %for.body ], [ %i.06.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %x, i32 %i.06
  %10 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv = sext i16 %10 to i32
  %arrayidx1 = getelementptr inbounds i32, ptr %acc, i32 %i.06
  %11 = load i32, ptr %arrayidx1, align 4, !tbaa !20
  %sub = sub nsw i32 %11, %conv
  store i32 %sub, ptr %arrayidx1, align 4, !tbaa !20
  %inc = add nuw nsw i32 %i.06, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !41
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @emul_u16_u8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <128 x i16>, ptr %0, align 2, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %1, align 1, !tbaa !8
  %2 = zext <128 x i8> %wide.load12 to <128 x i16>
  %3 = mul <128 x i16> %wide.load, %2
  %4 = getelementptr inbounds i16, ptr %o, i32 %index
  store <128 x i16> %3, ptr %4, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %5 = icmp eq i32 %index.next, %n.vec
  br i1 %5, label %middle.block, label %vector.body, !llvm.loop !42

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
  %6 = getelementptr inbounds i16, ptr %a, i32 %index16
  %wide.load17 = load <64 x i16>, ptr %6, align 2, !tbaa !4
  %7 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <64 x i8>, ptr %7, align 1, !tbaa !8
  %8 = zext <64 x i8> %wide.load18 to <64 x i16>
  %9 = mul <64 x i16> %wide.load17, %8
  %10 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <64 x i16> %9, ptr %10, align 2, !tbaa !4
  %index.next19 = add nuw i32 %index16, 64
  %11 = icmp eq i32 %index.next19, %n.vec14
  br i1 %11, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !43

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
  %12 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %13 = load i8, ptr %arrayidx1, align 1, !tbaa !8
  %conv2 = zext i8 %13 to i16
  %mul = mul i16 %12, %conv2
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %mul, ptr %arrayidx4, align 2, !tbaa !4
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !44
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local i32 @esum_u8(ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp4 = icmp sgt i32 %n, 0
  br i1 %cmp4, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check7 = icmp ult i32 %n, 128
  br i1 %min.iters.check7, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <128 x i32> [ zeroinitializer, %vector.ph ], [ %2, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %x, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !8
  %1 = zext <128 x i8> %wide.load to <128 x i32>
  %2 = add <128 x i32> %vec.phi, %1
  %index.next = add nuw i32 %index, 128
  %3 = icmp eq i32 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !45

middle.block:                                     ; preds = %vector.body
  %4 = tail call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %2)
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i32 [ 0, %vector.main.loop.iter.check ], [ %4, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i32 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec9 = and i32 %n, -64
  %5 = insertelement <64 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index11 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next14, %vec.epilog.vector.body ]
  %vec.phi12 = phi <64 x i32> [ %5, %vec.epilog.ph ], [ %8, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds i8, ptr %x, i32 %index11
  %wide.load13 = load <64 x i8>, ptr %6, align 1, !tbaa !8
  %7 = zext <64 x i8> %wide.load13 to <64 x i32>
  %8 = add <64 x i32> %vec.phi12, %7
  %index.next14 = add nuw i32 %index11, 64
  %9 = icmp eq i32 %index.next14, %n.vec9
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !46

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %10 = tail call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %8)
  %cmp.n10 = icmp eq i32 %n.vec9, %n
  br i1 %cmp.n10, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.06.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec9, %vec.epilog.middle.block ]
  %s.05.ph = phi i32 [ 0, %iter.check ], [ %4, %vec.epilog.iter.check ], [ %10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i32 [ 0, %entry ], [ %4, %middle.block ], [ %10, %vec.epilog.middle.block ], [ %add, %for.body ]
  ret i32 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.06 = phi i32 [ %inc, %for.body ], [ %i.06.ph, %for.body.preheader ]
  %s.05 = phi i32 [ %add, %for.body ], [ %s.05.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %x, i32 %i.06
  %11 = load i8, ptr %arrayidx, align 1, !tbaa !8
  %conv = zext i8 %11 to i32
  %add = add i32 %s.05, %conv
  %inc = add nuw nsw i32 %i.06, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !47
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read)
define dso_local zeroext i16 @esum16_u8(ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 64
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check9 = icmp ult i32 %n, 128
  br i1 %min.iters.check9, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vec.phi = phi <128 x i16> [ zeroinitializer, %vector.ph ], [ %2, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %x, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !8
  %1 = zext <128 x i8> %wide.load to <128 x i16>
  %2 = add <128 x i16> %vec.phi, %1
  %index.next = add nuw i32 %index, 128
  %3 = icmp eq i32 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !48

middle.block:                                     ; preds = %vector.body
  %4 = tail call i16 @llvm.vector.reduce.add.v128i16(<128 x i16> %2)
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 64
  %min.epilog.iters.check.not.not = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %bc.merge.rdx = phi i16 [ 0, %vector.main.loop.iter.check ], [ %4, %vec.epilog.iter.check ]
  %vec.epilog.resume.val = phi i32 [ 0, %vector.main.loop.iter.check ], [ %n.vec, %vec.epilog.iter.check ]
  %n.vec11 = and i32 %n, -64
  %5 = insertelement <64 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>, i16 %bc.merge.rdx, i64 0
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index13 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next16, %vec.epilog.vector.body ]
  %vec.phi14 = phi <64 x i16> [ %5, %vec.epilog.ph ], [ %8, %vec.epilog.vector.body ]
  %6 = getelementptr inbounds i8, ptr %x, i32 %index13
  %wide.load15 = load <64 x i8>, ptr %6, align 1, !tbaa !8
  %7 = zext <64 x i8> %wide.load15 to <64 x i16>
  %8 = add <64 x i16> %vec.phi14, %7
  %index.next16 = add nuw i32 %index13, 64
  %9 = icmp eq i32 %index.next16, %n.vec11
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !49

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %10 = tail call i16 @llvm.vector.reduce.add.v64i16(<64 x i16> %8)
  %cmp.n12 = icmp eq i32 %n.vec11, %n
  br i1 %cmp.n12, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.08.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec11, %vec.epilog.middle.block ]
  %s.07.ph = phi i16 [ 0, %iter.check ], [ %4, %vec.epilog.iter.check ], [ %10, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %s.0.lcssa = phi i16 [ 0, %entry ], [ %4, %middle.block ], [ %10, %vec.epilog.middle.block ], [ %add, %for.body ]
  ret i16 %s.0.lcssa

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.08 = phi i32 [ %inc, %for.body ], [ %i.08.ph, %for.body.preheader ]
  %s.07 = phi i16 [ %add, %for.body ], [ %s.07.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %x, i32 %i.08
  %11 = load i8, ptr %arrayidx, align 1, !tbaa !8
  %conv = zext i8 %11 to i16
  %add = add i16 %s.07, %conv
  %inc = add nuw nsw i32 %i.08, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !50
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v128i16(<128 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i16 @llvm.vector.reduce.add.v64i16(<64 x i16>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #2 = { nocallback nofree nosync nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
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
!21 = !{!"int", !6, i64 0}
!22 = distinct !{!22, !10, !11}
!23 = distinct !{!23, !10, !11}
!24 = distinct !{!24, !11, !10}
!25 = distinct !{!25, !10, !11}
!26 = distinct !{!26, !10, !11}
!27 = distinct !{!27, !11, !10}
!28 = !{!29, !29, i64 0}
!29 = !{!"long long", !6, i64 0}
!30 = distinct !{!30, !10, !11}
!31 = distinct !{!31, !10, !11}
!32 = distinct !{!32, !11, !10}
!33 = distinct !{!33, !10, !11}
!34 = distinct !{!34, !10, !11}
!35 = distinct !{!35, !11, !10}
!36 = distinct !{!36, !10, !11}
!37 = distinct !{!37, !10, !11}
!38 = distinct !{!38, !11, !10}
!39 = distinct !{!39, !10, !11}
!40 = distinct !{!40, !10, !11}
!41 = distinct !{!41, !11, !10}
!42 = distinct !{!42, !10, !11}
!43 = distinct !{!43, !10, !11}
!44 = distinct !{!44, !11, !10}
!45 = distinct !{!45, !10, !11}
!46 = distinct !{!46, !10, !11}
!47 = distinct !{!47, !11, !10}
!48 = distinct !{!48, !10, !11}
!49 = distinct !{!49, !10, !11}
!50 = distinct !{!50, !11, !10}
