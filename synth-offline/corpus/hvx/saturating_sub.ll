; ModuleID = 'synth-offline/corpus/idioms/saturating_sub.c'
source_filename = "synth-offline/corpus/idioms/saturating_sub.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_u8_ternary(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load to <128 x i32>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load15 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load15 to <128 x i32>
  %4 = sub nsw <128 x i32> %1, %3
  %5 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %4, <128 x i32> zeroinitializer)
  %6 = trunc <128 x i32> %5 to <128 x i8>
  %7 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %6, ptr %7, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !7

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
  %9 = getelementptr inbounds i8, ptr %a, i32 %index19
  %wide.load20 = load <32 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <32 x i8> %wide.load20 to <32 x i32>
  %11 = getelementptr inbounds i8, ptr %b, i32 %index19
  %wide.load21 = load <32 x i8>, ptr %11, align 1, !tbaa !4
  %12 = zext <32 x i8> %wide.load21 to <32 x i32>
  %13 = sub nsw <32 x i32> %10, %12
  %14 = tail call <32 x i32> @llvm.smax.v32i32(<32 x i32> %13, <32 x i32> zeroinitializer)
  %15 = trunc <32 x i32> %14 to <32 x i8>
  %16 = getelementptr inbounds i8, ptr %o, i32 %index19
  store <32 x i8> %15, ptr %16, align 1, !tbaa !4
  %index.next22 = add nuw i32 %index19, 32
  %17 = icmp eq i32 %index.next22, %n.vec17
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

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
  %18 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %18 to i32
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.013
  %19 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %conv2 = zext i8 %19 to i32
  %sub = sub nsw i32 %conv, %conv2
  %cond = tail call i32 @llvm.smax.i32(i32 %sub, i32 0)
  %conv5 = trunc i32 %cond to i8
  %arrayidx6 = getelementptr inbounds i8, ptr %o, i32 %i.013
  store i8 %conv5, ptr %arrayidx6, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_u8_max(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check22 = icmp ult i32 %n, 128
  br i1 %min.iters.check22, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = zext <128 x i8> %wide.load to <128 x i32>
  %2 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load23 = load <128 x i8>, ptr %2, align 1, !tbaa !4
  %3 = zext <128 x i8> %wide.load23 to <128 x i32>
  %4 = sub nsw <128 x i32> %1, %3
  %5 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %4, <128 x i32> zeroinitializer)
  %6 = trunc <128 x i32> %5 to <128 x i8>
  %7 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %6, ptr %7, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !12

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec25 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index27 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next30, %vec.epilog.vector.body ]
  %9 = getelementptr inbounds i8, ptr %a, i32 %index27
  %wide.load28 = load <32 x i8>, ptr %9, align 1, !tbaa !4
  %10 = zext <32 x i8> %wide.load28 to <32 x i32>
  %11 = getelementptr inbounds i8, ptr %b, i32 %index27
  %wide.load29 = load <32 x i8>, ptr %11, align 1, !tbaa !4
  %12 = zext <32 x i8> %wide.load29 to <32 x i32>
  %13 = sub nsw <32 x i32> %10, %12
  %14 = tail call <32 x i32> @llvm.smax.v32i32(<32 x i32> %13, <32 x i32> zeroinitializer)
  %15 = trunc <32 x i32> %14 to <32 x i8>
  %16 = getelementptr inbounds i8, ptr %o, i32 %index27
  store <32 x i8> %15, ptr %16, align 1, !tbaa !4
  %index.next30 = add nuw i32 %index27, 32
  %17 = icmp eq i32 %index.next30, %n.vec25
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n26 = icmp eq i32 %n.vec25, %n
  br i1 %cmp.n26, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.021.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec25, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.021 = phi i32 [ %inc, %for.body ], [ %i.021.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.021
  %18 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %18 to i32
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.021
  %19 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %conv2 = zext i8 %19 to i32
  %sub = sub nsw i32 %conv, %conv2
  %spec.select = tail call i32 @llvm.smax.i32(i32 %sub, i32 0)
  %conv10 = trunc i32 %spec.select to i8
  %arrayidx11 = getelementptr inbounds i8, ptr %o, i32 %i.021
  store i8 %conv10, ptr %arrayidx11, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.021, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_u8_cmp(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp21 = icmp sgt i32 %n, 0
  br i1 %cmp21, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check23 = icmp ult i32 %n, 128
  br i1 %min.iters.check23, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load24 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = tail call <128 x i8> @llvm.usub.sat.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load24)
  %3 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %2, ptr %3, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !15

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec26 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index28 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next31, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i8, ptr %a, i32 %index28
  %wide.load29 = load <32 x i8>, ptr %5, align 1, !tbaa !4
  %6 = getelementptr inbounds i8, ptr %b, i32 %index28
  %wide.load30 = load <32 x i8>, ptr %6, align 1, !tbaa !4
  %7 = tail call <32 x i8> @llvm.usub.sat.v32i8(<32 x i8> %wide.load29, <32 x i8> %wide.load30)
  %8 = getelementptr inbounds i8, ptr %o, i32 %index28
  store <32 x i8> %7, ptr %8, align 1, !tbaa !4
  %index.next31 = add nuw i32 %index28, 32
  %9 = icmp eq i32 %index.next31, %n.vec26
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !16

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n27 = icmp eq i32 %n.vec26, %n
  br i1 %cmp.n27, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.022.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec26, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.022 = phi i32 [ %inc, %for.body ], [ %i.022.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.022
  %10 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.022
  %11 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %spec.select = tail call i8 @llvm.usub.sat.i8(i8 %10, i8 %11)
  %arrayidx12 = getelementptr inbounds i8, ptr %o, i32 %i.022
  store i8 %spec.select, ptr %arrayidx12, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.022, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !17
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_i8(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check21 = icmp ult i32 %n, 128
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %a, i32 %index
  %wide.load = load <128 x i8>, ptr %0, align 1, !tbaa !4
  %1 = getelementptr inbounds i8, ptr %b, i32 %index
  %wide.load22 = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = tail call <128 x i8> @llvm.ssub.sat.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load22)
  %3 = getelementptr inbounds i8, ptr %o, i32 %index
  store <128 x i8> %2, ptr %3, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i32 %n, -32
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i8, ptr %a, i32 %index26
  %wide.load27 = load <32 x i8>, ptr %5, align 1, !tbaa !4
  %6 = getelementptr inbounds i8, ptr %b, i32 %index26
  %wide.load28 = load <32 x i8>, ptr %6, align 1, !tbaa !4
  %7 = tail call <32 x i8> @llvm.ssub.sat.v32i8(<32 x i8> %wide.load27, <32 x i8> %wide.load28)
  %8 = getelementptr inbounds i8, ptr %o, i32 %index26
  store <32 x i8> %7, ptr %8, align 1, !tbaa !4
  %index.next29 = add nuw i32 %index26, 32
  %9 = icmp eq i32 %index.next29, %n.vec24
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i32 %n.vec24, %n
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.020.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.020 = phi i32 [ %inc, %for.body ], [ %i.020.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %a, i32 %i.020
  %10 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %arrayidx1 = getelementptr inbounds i8, ptr %b, i32 %i.020
  %11 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %12 = tail call i8 @llvm.ssub.sat.i8(i8 %10, i8 %11)
  %arrayidx12 = getelementptr inbounds i8, ptr %o, i32 %i.020
  store i8 %12, ptr %arrayidx12, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.020, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !20
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_u16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !21
  %1 = zext <64 x i16> %wide.load to <64 x i32>
  %2 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load15 = load <64 x i16>, ptr %2, align 2, !tbaa !21
  %3 = zext <64 x i16> %wide.load15 to <64 x i32>
  %4 = sub nsw <64 x i32> %1, %3
  %5 = tail call <64 x i32> @llvm.smax.v64i32(<64 x i32> %4, <64 x i32> zeroinitializer)
  %6 = trunc <64 x i32> %5 to <64 x i16>
  %7 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %6, ptr %7, align 2, !tbaa !21
  %index.next = add nuw i32 %index, 64
  %8 = icmp eq i32 %index.next, %n.vec
  br i1 %8, label %middle.block, label %vector.body, !llvm.loop !23

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
  %9 = getelementptr inbounds i16, ptr %a, i32 %index19
  %wide.load20 = load <16 x i16>, ptr %9, align 2, !tbaa !21
  %10 = zext <16 x i16> %wide.load20 to <16 x i32>
  %11 = getelementptr inbounds i16, ptr %b, i32 %index19
  %wide.load21 = load <16 x i16>, ptr %11, align 2, !tbaa !21
  %12 = zext <16 x i16> %wide.load21 to <16 x i32>
  %13 = sub nsw <16 x i32> %10, %12
  %14 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %13, <16 x i32> zeroinitializer)
  %15 = trunc <16 x i32> %14 to <16 x i16>
  %16 = getelementptr inbounds i16, ptr %o, i32 %index19
  store <16 x i16> %15, ptr %16, align 2, !tbaa !21
  %index.next22 = add nuw i32 %index19, 16
  %17 = icmp eq i32 %index.next22, %n.vec17
  br i1 %17, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !24

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
  %18 = load i16, ptr %arrayidx, align 2, !tbaa !21
  %conv = zext i16 %18 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.013
  %19 = load i16, ptr %arrayidx1, align 2, !tbaa !21
  %conv2 = zext i16 %19 to i32
  %sub = sub nsw i32 %conv, %conv2
  %cond = tail call i32 @llvm.smax.i32(i32 %sub, i32 0)
  %conv5 = trunc i32 %cond to i16
  %arrayidx6 = getelementptr inbounds i16, ptr %o, i32 %i.013
  store i16 %conv5, ptr %arrayidx6, align 2, !tbaa !21
  %inc = add nuw nsw i32 %i.013, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !25
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_i16(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp26 = icmp sgt i32 %n, 0
  br i1 %cmp26, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check28 = icmp ult i32 %n, 64
  br i1 %min.iters.check28, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %a, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !21
  %1 = getelementptr inbounds i16, ptr %b, i32 %index
  %wide.load29 = load <64 x i16>, ptr %1, align 2, !tbaa !21
  %2 = tail call <64 x i16> @llvm.ssub.sat.v64i16(<64 x i16> %wide.load, <64 x i16> %wide.load29)
  %3 = getelementptr inbounds i16, ptr %o, i32 %index
  store <64 x i16> %2, ptr %3, align 2, !tbaa !21
  %index.next = add nuw i32 %index, 64
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !26

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec31 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index33 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next36, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i16, ptr %a, i32 %index33
  %wide.load34 = load <16 x i16>, ptr %5, align 2, !tbaa !21
  %6 = getelementptr inbounds i16, ptr %b, i32 %index33
  %wide.load35 = load <16 x i16>, ptr %6, align 2, !tbaa !21
  %7 = tail call <16 x i16> @llvm.ssub.sat.v16i16(<16 x i16> %wide.load34, <16 x i16> %wide.load35)
  %8 = getelementptr inbounds i16, ptr %o, i32 %index33
  store <16 x i16> %7, ptr %8, align 2, !tbaa !21
  %index.next36 = add nuw i32 %index33, 16
  %9 = icmp eq i32 %index.next36, %n.vec31
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !27

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n32 = icmp eq i32 %n.vec31, %n
  br i1 %cmp.n32, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.027.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec31, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.027 = phi i32 [ %inc, %for.body ], [ %i.027.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %a, i32 %i.027
  %10 = load i16, ptr %arrayidx, align 2, !tbaa !21
  %arrayidx1 = getelementptr inbounds i16, ptr %b, i32 %i.027
  %11 = load i16, ptr %arrayidx1, align 2, !tbaa !21
  %12 = tail call i16 @llvm.ssub.sat.i16(i16 %10, i16 %11)
  %arrayidx18 = getelementptr inbounds i16, ptr %o, i32 %i.027
  store i16 %12, ptr %arrayidx18, align 2, !tbaa !21
  %inc = add nuw nsw i32 %i.027, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !28
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_u32_cmp(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #1 {
entry:
  %cmp15 = icmp sgt i32 %n, 0
  br i1 %cmp15, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check17 = icmp ult i32 %n, 32
  br i1 %min.iters.check17, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !29
  %1 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load18 = load <32 x i32>, ptr %1, align 4, !tbaa !29
  %2 = tail call <32 x i32> @llvm.usub.sat.v32i32(<32 x i32> %wide.load, <32 x i32> %wide.load18)
  %3 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %2, ptr %3, align 4, !tbaa !29
  %index.next = add nuw i32 %index, 32
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !31

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec20 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index22 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next25, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i32, ptr %a, i32 %index22
  %wide.load23 = load <8 x i32>, ptr %5, align 4, !tbaa !29
  %6 = getelementptr inbounds i32, ptr %b, i32 %index22
  %wide.load24 = load <8 x i32>, ptr %6, align 4, !tbaa !29
  %7 = tail call <8 x i32> @llvm.usub.sat.v8i32(<8 x i32> %wide.load23, <8 x i32> %wide.load24)
  %8 = getelementptr inbounds i32, ptr %o, i32 %index22
  store <8 x i32> %7, ptr %8, align 4, !tbaa !29
  %index.next25 = add nuw i32 %index22, 8
  %9 = icmp eq i32 %index.next25, %n.vec20
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !32

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n21 = icmp eq i32 %n.vec20, %n
  br i1 %cmp.n21, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.016.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec20, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.016 = phi i32 [ %inc, %for.body ], [ %i.016.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.016
  %10 = load i32, ptr %arrayidx, align 4, !tbaa !29
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.016
  %11 = load i32, ptr %arrayidx1, align 4, !tbaa !29
  %spec.select = tail call i32 @llvm.usub.sat.i32(i32 %10, i32 %11)
  %arrayidx5 = getelementptr inbounds i32, ptr %o, i32 %i.016
  store i32 %spec.select, ptr %arrayidx5, align 4, !tbaa !29
  %inc = add nuw nsw i32 %i.016, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !33
}

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @ssub_i32(ptr noalias nocapture noundef writeonly %o, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check21 = icmp ult i32 %n, 32
  br i1 %min.iters.check21, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -32
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i32, ptr %a, i32 %index
  %wide.load = load <32 x i32>, ptr %0, align 4, !tbaa !29
  %1 = getelementptr inbounds i32, ptr %b, i32 %index
  %wide.load22 = load <32 x i32>, ptr %1, align 4, !tbaa !29
  %2 = tail call <32 x i32> @llvm.ssub.sat.v32i32(<32 x i32> %wide.load, <32 x i32> %wide.load22)
  %3 = getelementptr inbounds i32, ptr %o, i32 %index
  store <32 x i32> %2, ptr %3, align 4, !tbaa !29
  %index.next = add nuw i32 %index, 32
  %4 = icmp eq i32 %index.next, %n.vec
  br i1 %4, label %middle.block, label %vector.body, !llvm.loop !34

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 24
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec24 = and i32 %n, -8
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index26 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next29, %vec.epilog.vector.body ]
  %5 = getelementptr inbounds i32, ptr %a, i32 %index26
  %wide.load27 = load <8 x i32>, ptr %5, align 4, !tbaa !29
  %6 = getelementptr inbounds i32, ptr %b, i32 %index26
  %wide.load28 = load <8 x i32>, ptr %6, align 4, !tbaa !29
  %7 = tail call <8 x i32> @llvm.ssub.sat.v8i32(<8 x i32> %wide.load27, <8 x i32> %wide.load28)
  %8 = getelementptr inbounds i32, ptr %o, i32 %index26
  store <8 x i32> %7, ptr %8, align 4, !tbaa !29
  %index.next29 = add nuw i32 %index26, 8
  %9 = icmp eq i32 %index.next29, %n.vec24
  br i1 %9, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !35

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n25 = icmp eq i32 %n.vec24, %n
  br i1 %cmp.n25, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.020.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec24, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.020 = phi i32 [ %inc, %for.body ], [ %i.020.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i32 %i.020
  %10 = load i32, ptr %arrayidx, align 4, !tbaa !29
  %arrayidx1 = getelementptr inbounds i32, ptr %b, i32 %i.020
  %11 = load i32, ptr %arrayidx1, align 4, !tbaa !29
  %12 = tail call i32 @llvm.ssub.sat.i32(i32 %10, i32 %11)
  %arrayidx12 = getelementptr inbounds i32, ptr %o, i32 %i.020
  store i32 %12, ptr %arrayidx12, align 4, !tbaa !29
  %inc = add nuw nsw i32 %i.020, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !36
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ssub.sat.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ssub.sat.i16(i16, i16) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ssub.sat.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.usub.sat.i8(i8, i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smax.v128i32(<128 x i32>, <128 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smax.v32i32(<32 x i32>, <32 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.usub.sat.v128i8(<128 x i8>, <128 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.usub.sat.v32i8(<32 x i8>, <32 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.ssub.sat.v128i8(<128 x i8>, <128 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i8> @llvm.ssub.sat.v32i8(<32 x i8>, <32 x i8>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <64 x i32> @llvm.smax.v64i32(<64 x i32>, <64 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <64 x i16> @llvm.ssub.sat.v64i16(<64 x i16>, <64 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i16> @llvm.ssub.sat.v16i16(<16 x i16>, <16 x i16>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.usub.sat.v32i32(<32 x i32>, <32 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.usub.sat.v8i32(<8 x i32>, <8 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.ssub.sat.v32i32(<32 x i32>, <32 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.ssub.sat.v8i32(<8 x i32>, <8 x i32>) #2

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
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
!12 = distinct !{!12, !8, !9}
!13 = distinct !{!13, !8, !9}
!14 = distinct !{!14, !9, !8}
!15 = distinct !{!15, !8, !9}
!16 = distinct !{!16, !8, !9}
!17 = distinct !{!17, !9, !8}
!18 = distinct !{!18, !8, !9}
!19 = distinct !{!19, !8, !9}
!20 = distinct !{!20, !9, !8}
!21 = !{!22, !22, i64 0}
!22 = !{!"short", !5, i64 0}
!23 = distinct !{!23, !8, !9}
!24 = distinct !{!24, !8, !9}
!25 = distinct !{!25, !9, !8}
!26 = distinct !{!26, !8, !9}
!27 = distinct !{!27, !8, !9}
!28 = distinct !{!28, !9, !8}
!29 = !{!30, !30, i64 0}
!30 = !{!"int", !5, i64 0}
!31 = distinct !{!31, !8, !9}
!32 = distinct !{!32, !8, !9}
!33 = distinct !{!33, !9, !8}
!34 = distinct !{!34, !8, !9}
!35 = distinct !{!35, !8, !9}
!36 = distinct !{!36, !9, !8}
