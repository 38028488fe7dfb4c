; ModuleID = 'bench/kernels/absd_u8.c'
source_filename = "bench/kernels/absd_u8.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @absd_u8(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
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
  %6 = getelementptr inbounds i8, ptr %out, i32 %index
  store <128 x i8> %5, ptr %6, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %7 = icmp eq i32 %index.next, %n.vec
  br i1 %7, label %middle.block, label %vector.body, !llvm.loop !7

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
  %14 = getelementptr inbounds i8, ptr %out, i32 %index35
  store <32 x i8> %13, ptr %14, align 1, !tbaa !4
  %index.next38 = add nuw i32 %index35, 32
  %15 = icmp eq i32 %index.next38, %n.vec33
  br i1 %15, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

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
  %arrayidx15 = getelementptr inbounds i8, ptr %out, i32 %i.029
  store i8 %cond, ptr %arrayidx15, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.029, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
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
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !9, !8}
