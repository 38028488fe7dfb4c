; ModuleID = 'synth-offline/corpus/idioms/absd.c'
source_filename = "synth-offline/corpus/idioms/absd.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @abs_i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp16 = icmp sgt i32 %n, 0
  br i1 %cmp16, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check18 = icmp ult i32 %n, 128
  br i1 %min.iters.check18, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = tail call <128 x i8> @llvm.abs.v128i8(<128 x i8> %wide.load, i1 false)
  %2 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %1, ptr %2, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %3 = icmp eq i32 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next24, %vec.epilog.vector.body ]
  %4 = getelementptr inbounds i8, ptr %a, i32 %index22
  %wide.load23 = load <32 x i8>, ptr %4, align 1, !tbaa !4
  %5 = tail call <32 x i8> @llvm.abs.v32i8(<32 x i8> %wide.load23, i1 false)
  %6 = getelementptr inbounds i8, ptr %o, i32 %index22
  store <32 x i8> %5, ptr %6, align 1, !tbaa !4
  %index.next24 = add nuw i32 %index22, 32
  %7 = icmp eq i32 %index.next24, %n.vec20
  br i1 %7, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i32 %n.vec20, %n
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.017.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.017 = phi i32 [ %inc, %for.body ], [ %i.017.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.017
  %8 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %cond = tail call i8 @llvm.abs.i8(i8 %8, i1 false)
  %arrayidx8 = getelementptr inbounds i8, ptr %o, i32 %i.017
  store i8 %cond, ptr %arrayidx8, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.017, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @abs_i16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp6 = icmp sgt i32 %n, 0
  br i1 %cmp6, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check8 = icmp ult i32 %n, 64
  br i1 %min.iters.check8, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !12
  %1 = tail call <64 x i16> @llvm.abs.v64i16(<64 x i16> %wide.load, i1 false)
  %2 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %1, ptr %2, align 2, !tbaa !12
  %index.next = add nuw i32 %index, 64
  %3 = icmp eq i32 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !14

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec10 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index12 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next14, %vec.epilog.vector.body ]
  %4 = getelementptr inbounds i16, ptr %a, i32 %index12
  %wide.load13 = load <16 x i16>, ptr %4, align 2, !tbaa !12
  %5 = tail call <16 x i16> @llvm.abs.v16i16(<16 x i16> %wide.load13, i1 false)
  %6 = getelementptr inbounds i16, ptr %o, i32 %index12
  store <16 x i16> %5, ptr %6, align 2, !tbaa !12
  %index.next14 = add nuw i32 %index12, 16
  %7 = icmp eq i32 %index.next14, %n.vec10
  br i1 %7, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !15

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
  %8 = load i16, ptr %arrayidx, align 2, !tbaa !12
  %9 = tail call i16 @llvm.abs.i16(i16 %8, i1 false)
  %arrayidx2 = getelementptr inbounds i16, ptr %o, i32 %i.07
  store i16 %9, ptr %arrayidx2, align 2, !tbaa !12
  %inc = add nuw nsw i32 %i.07, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !16
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @abs_i32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp12 = icmp sgt i32 %n, 0
  br i1 %cmp12, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check14 = icmp ult i32 %n, 32
  br i1 %min.iters.check14, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !17
  %1 = tail call <32 x i32> @llvm.abs.v32i32(<32 x i32> %wide.load, i1 false)
  %2 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %1, ptr %2, align 4, !tbaa !17
  %index.next = add nuw i32 %index, 32
  %3 = icmp eq i32 %index.next, %n.vec
  br i1 %3, label %middle.block, label %vector.body, !llvm.loop !19

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec16 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index18 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next20, %vec.epilog.vector.body ]
  %4 = getelementptr inbounds i32, ptr %a, i32 %index18
  %wide.load19 = load <8 x i32>, ptr %4, align 4, !tbaa !17
  %5 = tail call <8 x i32> @llvm.abs.v8i32(<8 x i32> %wide.load19, i1 false)
  %6 = getelementptr inbounds i32, ptr %o, i32 %index18
  store <8 x i32> %5, ptr %6, align 4, !tbaa !17
  %index.next20 = add nuw i32 %index18, 8
  %7 = icmp eq i32 %index.next20, %n.vec16
  br i1 %7, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !20

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n17 = icmp eq i32 %n.vec16, %n
  br i1 %cmp.n17, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.013.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec16, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.013 = phi i32 [ %inc, %for.body ], [ %i.013.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.013
  %8 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %cond = tail call i32 @llvm.abs.i32(i32 %8, i1 false)
  %arrayidx4 = getelementptr inbounds i32, ptr %o, i32 %i.013
  store i32 %cond, ptr %arrayidx4, align 4, !tbaa !17
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !21
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u8_ternary(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 128
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load31 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = icmp ugt <128 x i8> %wide.load, %wide.load31
  %3 = sub <128 x i8> %wide.load, %wide.load31
  %4 = sub <128 x i8> %wide.load31, %wide.load
  %5 = select <128 x i1> %2, <128 x i8> %3, <128 x i8> %4
  %6 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %5, ptr %6, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !22

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec33 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i8, ptr %a, i32 %index35
  %wide.load36 = load <32 x i8>, ptr %8, align 1, !tbaa !4
  %9 = getelementptr inbounds i8, ptr %b, i32 %index35
  %wide.load37 = load <32 x i8>, ptr %9, align 1, !tbaa !4
  %10 = icmp ugt <32 x i8> %wide.load36, %wide.load37
  %11 = sub <32 x i8> %wide.load36, %wide.load37
  %12 = sub <32 x i8> %wide.load37, %wide.load36
  %13 = select <32 x i1> %10, <32 x i8> %11, <32 x i8> %12
  %14 = getelementptr inbounds i8, ptr %o, i32 %index35
  store <32 x i8> %13, ptr %14, align 1, !tbaa !4
  %index.next38 = add nuw i32 %index35, 32
  %15 = icmp eq i32 %index.next38, %n.vec33
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !23

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i32 %n.vec33, %n
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.029.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.029 = phi i32 [ %inc, %for.body ], [ %i.029.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.029
  %16 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.029
  %17 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %cmp3 = icmp ugt i8 %16, %17
  %sub = sub i8 %16, %17
  %sub13 = sub i8 %17, %16
  %cond = select i1 %cmp3, i8 %sub, i8 %sub13
  %arrayidx15 = getelementptr inbounds i8, ptr %o, i32 %i.029
  store i8 %cond, ptr %arrayidx15, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.029, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !24
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u8_abs(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
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
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load to <128 x i32>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load12 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load12 to <128 x i32>
  %4 = sub nsw <128 x i32> %1, %3
  %5 = tail call <128 x i32> @llvm.abs.v128i32(<128 x i32> %4, i1 true)
  %6 = trunc <128 x i32> %5 to <128 x i8>
  %7 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %6, ptr %7, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !25

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
  %wide.load17 = load <32 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <32 x i8> %wide.load17 to <32 x i32>
  %11 = getelementptr inbounds i8, ptr %b, i32 %index16
  %wide.load18 = load <32 x i8>, ptr %11, align 1, !tbaa !4
  %12 = zext <32 x i8> %wide.load18 to <32 x i32>
  %13 = sub nsw <32 x i32> %10, %12
  %14 = tail call <32 x i32> @llvm.abs.v32i32(<32 x i32> %13, i1 true)
  %15 = trunc <32 x i32> %14 to <32 x i8>
  %16 = getelementptr inbounds i8, ptr %o, i32 %index16
  store <32 x i8> %15, ptr %16, align 1, !tbaa !4
  %index.next19 = add nuw i32 %index16, 32
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
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.010
  %18 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %18 to i32
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.010
  %19 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %conv2 = zext i8 %19 to i32
  %sub = sub nsw i32 %conv, %conv2
  %call = tail call i32 @llvm.abs.i32(i32 %sub, i1 true)
  %conv3 = trunc i32 %call to i8
  %arrayidx4 = getelementptr inbounds i8, ptr %o, i32 %i.010
  store i8 %conv3, ptr %arrayidx4, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !27
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u8_maxmin(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp41 = icmp sgt i32 %n, 0
  br i1 %cmp41, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check43 = icmp ult i32 %n, 128
  br i1 %min.iters.check43, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load44 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load44)
  %3 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load44)
  %4 = sub <128 x i8> %2, %3
  %5 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %4, ptr %5, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %6 = icmp eq i32 %index.next, %n.vec
  br i1 %6, label %middle.block, label %vector.body, !llvm.loop !28

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec46 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index48 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next51, %vec.epilog.vector.body ]
  %7 = getelementptr inbounds i8, ptr %a, i32 %index48
  %wide.load49 = load <32 x i8>, ptr %7, align 1, !tbaa !4
  %8 = getelementptr inbounds i8, ptr %b, i32 %index48
  %wide.load50 = load <32 x i8>, ptr %8, align 1, !tbaa !4
  %9 = tail call <32 x i8> @llvm.umax.v32i8(<32 x i8> %wide.load49, <32 x i8> %wide.load50)
  %10 = tail call <32 x i8> @llvm.umin.v32i8(<32 x i8> %wide.load49, <32 x i8> %wide.load50)
  %11 = sub <32 x i8> %9, %10
  %12 = getelementptr inbounds i8, ptr %o, i32 %index48
  store <32 x i8> %11, ptr %12, align 1, !tbaa !4
  %index.next51 = add nuw i32 %index48, 32
  %13 = icmp eq i32 %index.next51, %n.vec46
  br i1 %13, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !29

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n47 = icmp eq i32 %n.vec46, %n
  br i1 %cmp.n47, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.042.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec46, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.042 = phi i32 [ %inc, %for.body ], [ %i.042.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.042
  %14 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.042
  %15 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %. = tail call i8 @llvm.umax.i8(i8 %14, i8 %15)
  %cond22.in = tail call i8 @llvm.umin.i8(i8 %14, i8 %15)
  %sub = sub i8 %., %cond22.in
  %arrayidx24 = getelementptr inbounds i8, ptr %o, i32 %i.042
  store i8 %sub, ptr %arrayidx24, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.042, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !30
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 128
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load31 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = icmp sgt <128 x i8> %wide.load, %wide.load31
  %3 = sub <128 x i8> %wide.load, %wide.load31
  %4 = sub <128 x i8> %wide.load31, %wide.load
  %5 = select <128 x i1> %2, <128 x i8> %3, <128 x i8> %4
  %6 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %5, ptr %6, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec33 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i8, ptr %a, i32 %index35
  %wide.load36 = load <32 x i8>, ptr %8, align 1, !tbaa !4
  %9 = getelementptr inbounds i8, ptr %b, i32 %index35
  %wide.load37 = load <32 x i8>, ptr %9, align 1, !tbaa !4
  %10 = icmp sgt <32 x i8> %wide.load36, %wide.load37
  %11 = sub <32 x i8> %wide.load36, %wide.load37
  %12 = sub <32 x i8> %wide.load37, %wide.load36
  %13 = select <32 x i1> %10, <32 x i8> %11, <32 x i8> %12
  %14 = getelementptr inbounds i8, ptr %o, i32 %index35
  store <32 x i8> %13, ptr %14, align 1, !tbaa !4
  %index.next38 = add nuw i32 %index35, 32
  %15 = icmp eq i32 %index.next38, %n.vec33
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i32 %n.vec33, %n
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.029.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.029 = phi i32 [ %inc, %for.body ], [ %i.029.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.029
  %16 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.029
  %17 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %cmp3 = icmp sgt i8 %16, %17
  %sub = sub i8 %16, %17
  %sub13 = sub i8 %17, %16
  %cond = select i1 %cmp3, i8 %sub, i8 %sub13
  %arrayidx15 = getelementptr inbounds i8, ptr %o, i32 %i.029
  store i8 %cond, ptr %arrayidx15, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.029, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 64
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !12
  %1 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load31 = load <64 x i16>, ptr %1, align 2, !tbaa !12
  %2 = icmp ugt <64 x i16> %wide.load, %wide.load31
  %3 = sub <64 x i16> %wide.load, %wide.load31
  %4 = sub <64 x i16> %wide.load31, %wide.load
  %5 = select <64 x i1> %2, <64 x i16> %3, <64 x i16> %4
  %6 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %5, ptr %6, align 2, !tbaa !12
  %index.next = add nuw i32 %index, 64
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec33 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i16, ptr %a, i32 %index35
  %wide.load36 = load <16 x i16>, ptr %8, align 2, !tbaa !12
  %9 = getelementptr inbounds i16, ptr %b, i32 %index35
  %wide.load37 = load <16 x i16>, ptr %9, align 2, !tbaa !12
  %10 = icmp ugt <16 x i16> %wide.load36, %wide.load37
  %11 = sub <16 x i16> %wide.load36, %wide.load37
  %12 = sub <16 x i16> %wide.load37, %wide.load36
  %13 = select <16 x i1> %10, <16 x i16> %11, <16 x i16> %12
  %14 = getelementptr inbounds i16, ptr %o, i32 %index35
  store <16 x i16> %13, ptr %14, align 2, !tbaa !12
  %index.next38 = add nuw i32 %index35, 16
  %15 = icmp eq i32 %index.next38, %n.vec33
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i32 %n.vec33, %n
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.029.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.029 = phi i32 [ %inc, %for.body ], [ %i.029.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.029
  %16 = load i16, ptr %arrayidx, align 2, !tbaa !12
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.029
  %17 = load i16, ptr %arrayidx1, align 2, !tbaa !12
  %cmp3 = icmp ugt i16 %16, %17
  %sub = sub i16 %16, %17
  %sub13 = sub i16 %17, %16
  %cond = select i1 %cmp3, i16 %sub, i16 %sub13
  %arrayidx15 = getelementptr inbounds i16, ptr %o, i32 %i.029
  store i16 %cond, ptr %arrayidx15, align 2, !tbaa !12
  %inc = add nuw nsw i32 %i.029, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_i16_ternary(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp28 = icmp sgt i32 %n, 0
  br i1 %cmp28, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 64
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !12
  %1 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load31 = load <64 x i16>, ptr %1, align 2, !tbaa !12
  %2 = icmp sgt <64 x i16> %wide.load, %wide.load31
  %3 = sub <64 x i16> %wide.load, %wide.load31
  %4 = sub <64 x i16> %wide.load31, %wide.load
  %5 = select <64 x i1> %2, <64 x i16> %3, <64 x i16> %4
  %6 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %5, ptr %6, align 2, !tbaa !12
  %index.next = add nuw i32 %index, 64
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !37

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec33 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index35 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next38, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i16, ptr %a, i32 %index35
  %wide.load36 = load <16 x i16>, ptr %8, align 2, !tbaa !12
  %9 = getelementptr inbounds i16, ptr %b, i32 %index35
  %wide.load37 = load <16 x i16>, ptr %9, align 2, !tbaa !12
  %10 = icmp sgt <16 x i16> %wide.load36, %wide.load37
  %11 = sub <16 x i16> %wide.load36, %wide.load37
  %12 = sub <16 x i16> %wide.load37, %wide.load36
  %13 = select <16 x i1> %10, <16 x i16> %11, <16 x i16> %12
  %14 = getelementptr inbounds i16, ptr %o, i32 %index35
  store <16 x i16> %13, ptr %14, align 2, !tbaa !12
  %index.next38 = add nuw i32 %index35, 16
  %15 = icmp eq i32 %index.next38, %n.vec33
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !38

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n34 = icmp eq i32 %n.vec33, %n
  br i1 %cmp.n34, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.029.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec33, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.029 = phi i32 [ %inc, %for.body ], [ %i.029.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.029
  %16 = load i16, ptr %arrayidx, align 2, !tbaa !12
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.029
  %17 = load i16, ptr %arrayidx1, align 2, !tbaa !12
  %cmp3 = icmp sgt i16 %16, %17
  %sub = sub i16 %16, %17
  %sub13 = sub i16 %17, %16
  %cond = select i1 %cmp3, i16 %sub, i16 %sub13
  %arrayidx15 = getelementptr inbounds i16, ptr %o, i32 %i.029
  store i16 %cond, ptr %arrayidx15, align 2, !tbaa !12
  %inc = add nuw nsw i32 %i.029, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !39
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_i16_abs(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
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
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !12
  %1 = sext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load12 = load <64 x i16>, ptr %2, align 2, !tbaa !12
  %3 = sext <64 x i16> %wide.load12 to <64 x i32>
  %4 = sub nsw <64 x i32> %1, %3
  %5 = tail call <64 x i32> @llvm.abs.v64i32(<64 x i32> %4, i1 true)
  %6 = trunc <64 x i32> %5 to <64 x i16>
  %7 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %6, ptr %7, align 2, !tbaa !12
  %index.next = add nuw i32 %index, 64
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !40

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
  %wide.load17 = load <16 x i16>, ptr %9, align 2, !tbaa !12
  %10 = sext <16 x i16> %wide.load17 to <16 x i32>
  %11 = getelementptr inbounds i16, ptr %b, i32 %index16
  %wide.load18 = load <16 x i16>, ptr %11, align 2, !tbaa !12
  %12 = sext <16 x i16> %wide.load18 to <16 x i32>
  %13 = sub nsw <16 x i32> %10, %12
  %14 = tail call <16 x i32> @llvm.abs.v16i32(<16 x i32> %13, i1 true)
  %15 = trunc <16 x i32> %14 to <16 x i16>
  %16 = getelementptr inbounds i16, ptr %o, i32 %index16
  store <16 x i16> %15, ptr %16, align 2, !tbaa !12
  %index.next19 = add nuw i32 %index16, 16
  %17 = icmp eq i32 %index.next19, %n.vec14
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !41

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
  %18 = load i16, ptr %arrayidx, align 2, !tbaa !12
  %conv = sext i16 %18 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.010
  %19 = load i16, ptr %arrayidx1, align 2, !tbaa !12
  %conv2 = sext i16 %19 to i32
  %sub = sub nsw i32 %conv, %conv2
  %call = tail call i32 @llvm.abs.i32(i32 %sub, i1 true)
  %conv3 = trunc i32 %call to i16
  %arrayidx4 = getelementptr inbounds i16, ptr %o, i32 %i.010
  store i16 %conv3, ptr %arrayidx4, align 2, !tbaa !12
  %inc = add nuw nsw i32 %i.010, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !42
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 32
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !17
  %1 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load26 = load <32 x i32>, ptr %1, align 4, !tbaa !17
  %2 = icmp ugt <32 x i32> %wide.load, %wide.load26
  %3 = sub <32 x i32> %wide.load, %wide.load26
  %4 = sub <32 x i32> %wide.load26, %wide.load
  %5 = select <32 x i1> %2, <32 x i32> %3, <32 x i32> %4
  %6 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %5, ptr %6, align 4, !tbaa !17
  %index.next = add nuw i32 %index, 32
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !43

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec28 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i32, ptr %a, i32 %index30
  %wide.load31 = load <8 x i32>, ptr %8, align 4, !tbaa !17
  %9 = getelementptr inbounds i32, ptr %b, i32 %index30
  %wide.load32 = load <8 x i32>, ptr %9, align 4, !tbaa !17
  %10 = icmp ugt <8 x i32> %wide.load31, %wide.load32
  %11 = sub <8 x i32> %wide.load31, %wide.load32
  %12 = sub <8 x i32> %wide.load32, %wide.load31
  %13 = select <8 x i1> %10, <8 x i32> %11, <8 x i32> %12
  %14 = getelementptr inbounds i32, ptr %o, i32 %index30
  store <8 x i32> %13, ptr %14, align 4, !tbaa !17
  %index.next33 = add nuw i32 %index30, 8
  %15 = icmp eq i32 %index.next33, %n.vec28
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !44

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i32 %n.vec28, %n
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.024.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.024 = phi i32 [ %inc, %for.body ], [ %i.024.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.024
  %16 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.024
  %17 = load i32, ptr %arrayidx1, align 4, !tbaa !17
  %cmp2 = icmp ugt i32 %16, %17
  %sub = sub i32 %16, %17
  %sub7 = sub i32 %17, %16
  %cond = select i1 %cmp2, i32 %sub, i32 %sub7
  %arrayidx8 = getelementptr inbounds i32, ptr %o, i32 %i.024
  store i32 %cond, ptr %arrayidx8, align 4, !tbaa !17
  %inc = add nuw nsw i32 %i.024, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !45
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_i32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp23 = icmp sgt i32 %n, 0
  br i1 %cmp23, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check25 = icmp ult i32 %n, 32
  br i1 %min.iters.check25, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !17
  %1 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load26 = load <32 x i32>, ptr %1, align 4, !tbaa !17
  %2 = icmp sgt <32 x i32> %wide.load, %wide.load26
  %3 = sub <32 x i32> %wide.load, %wide.load26
  %4 = sub <32 x i32> %wide.load26, %wide.load
  %5 = select <32 x i1> %2, <32 x i32> %3, <32 x i32> %4
  %6 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %5, ptr %6, align 4, !tbaa !17
  %index.next = add nuw i32 %index, 32
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !46

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec28 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index30 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next33, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i32, ptr %a, i32 %index30
  %wide.load31 = load <8 x i32>, ptr %8, align 4, !tbaa !17
  %9 = getelementptr inbounds i32, ptr %b, i32 %index30
  %wide.load32 = load <8 x i32>, ptr %9, align 4, !tbaa !17
  %10 = icmp sgt <8 x i32> %wide.load31, %wide.load32
  %11 = sub <8 x i32> %wide.load31, %wide.load32
  %12 = sub <8 x i32> %wide.load32, %wide.load31
  %13 = select <8 x i1> %10, <8 x i32> %11, <8 x i32> %12
  %14 = getelementptr inbounds i32, ptr %o, i32 %index30
  store <8 x i32> %13, ptr %14, align 4, !tbaa !17
  %index.next33 = add nuw i32 %index30, 8
  %15 = icmp eq i32 %index.next33, %n.vec28
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !47

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n29 = icmp eq i32 %n.vec28, %n
  br i1 %cmp.n29, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.024.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec28, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.024 = phi i32 [ %inc, %for.body ], [ %i.024.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.024
  %16 = load i32, ptr %arrayidx, align 4, !tbaa !17
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.024
  %17 = load i32, ptr %arrayidx1, align 4, !tbaa !17
  %cmp2 = icmp sgt i32 %16, %17
  %sub = sub i32 %16, %17
  %sub7 = sub i32 %17, %16
  %cond = select i1 %cmp2, i32 %sub, i32 %sub7
  %arrayidx8 = getelementptr inbounds i32, ptr %o, i32 %i.024
  store i32 %cond, ptr %arrayidx8, align 4, !tbaa !17
  %inc = add nuw nsw i32 %i.024, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !48
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u8_narrow(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp32 = icmp sgt i32 %n, 0
  br i1 %cmp32, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check34 = icmp ult i32 %n, 128
  br i1 %min.iters.check34, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load35 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = sub <128 x i8> %wide.load, %wide.load35
  %3 = sub <128 x i8> %wide.load35, %wide.load
  %4 = icmp ult <128 x i8> %wide.load, %wide.load35
  %5 = select <128 x i1> %4, <128 x i8> %3, <128 x i8> %2
  %6 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %5, ptr %6, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !49

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec37 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index39 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next42, %vec.epilog.vector.body ]
  %8 = getelementptr inbounds i8, ptr %a, i32 %index39
  %wide.load40 = load <32 x i8>, ptr %8, align 1, !tbaa !4
  %9 = getelementptr inbounds i8, ptr %b, i32 %index39
  %wide.load41 = load <32 x i8>, ptr %9, align 1, !tbaa !4
  %10 = sub <32 x i8> %wide.load40, %wide.load41
  %11 = sub <32 x i8> %wide.load41, %wide.load40
  %12 = icmp ult <32 x i8> %wide.load40, %wide.load41
  %13 = select <32 x i1> %12, <32 x i8> %11, <32 x i8> %10
  %14 = getelementptr inbounds i8, ptr %o, i32 %index39
  store <32 x i8> %13, ptr %14, align 1, !tbaa !4
  %index.next42 = add nuw i32 %index39, 32
  %15 = icmp eq i32 %index.next42, %n.vec37
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !50

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n38 = icmp eq i32 %n.vec37, %n
  br i1 %cmp.n38, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.033.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec37, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.033 = phi i32 [ %inc, %for.body ], [ %i.033.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.033
  %16 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.033
  %17 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %sub = sub i8 %16, %17
  %sub8 = sub i8 %17, %16
  %cmp14.not = icmp ult i8 %16, %17
  %cond.v = select i1 %cmp14.not, i8 %sub8, i8 %sub
  %arrayidx19 = getelementptr inbounds i8, ptr %o, i32 %i.033
  store i8 %cond.v, ptr %arrayidx19, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.033, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !51
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.abs.i16(i16, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.abs.i8(i8, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.abs.v128i8(<128 x i8>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.abs.v32i8(<32 x i8>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <64 x i16> @llvm.abs.v64i16(<64 x i16>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.abs.v16i16(<16 x i16>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.abs.v32i32(<32 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.abs.v8i32(<8 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.abs.v128i32(<128 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.umax.v128i8(<128 x i8>, <128 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.umin.v128i8(<128 x i8>, <128 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.umax.v32i8(<32 x i8>, <32 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.umin.v32i8(<32 x i8>, <32 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <64 x i32> @llvm.abs.v64i32(<64 x i32>, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1 immarg) #2

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !5, i64 0}
!14 = distinct !{!14, !8, !9}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !9, !8}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !5, i64 0}
!19 = distinct !{!19, !8, !9}
!20 = distinct !{!20, !8, !9}
!21 = distinct !{!21, !9, !8}
!22 = distinct !{!22, !8, !9}
!23 = distinct !{!23, !8, !9}
!24 = distinct !{!24, !9, !8}
!25 = distinct !{!25, !8, !9}
!26 = distinct !{!26, !8, !9}
!27 = distinct !{!27, !9, !8}
!28 = distinct !{!28, !8, !9}
!29 = distinct !{!29, !8, !9}
!30 = distinct !{!30, !9, !8}
!31 = distinct !{!31, !8, !9}
!32 = distinct !{!32, !8, !9}
!33 = distinct !{!33, !9, !8}
!34 = distinct !{!34, !8, !9}
!35 = distinct !{!35, !8, !9}
!36 = distinct !{!36, !9, !8}
!37 = distinct !{!37, !8, !9}
!38 = distinct !{!38, !8, !9}
!39 = distinct !{!39, !9, !8}
!40 = distinct !{!40, !8, !9}
!41 = distinct !{!41, !8, !9}
!42 = distinct !{!42, !9, !8}
!43 = distinct !{!43, !8, !9}
!44 = distinct !{!44, !8, !9}
!45 = distinct !{!45, !9, !8}
!46 = distinct !{!46, !8, !9}
!47 = distinct !{!47, !8, !9}
!48 = distinct !{!48, !9, !8}
!49 = distinct !{!49, !8, !9}
!50 = distinct !{!50, !8, !9}
!51 = distinct !{!51, !9, !8}
