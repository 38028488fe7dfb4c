; ModuleID = 'bench/kernels/demosaic_green.c'
source_filename = "bench/kernels/demosaic_green.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @demosaic_green(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %raw, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %add.ptr = getelementptr inbounds i16, ptr %raw, i32 %stride
  %mul = shl nsw i32 %stride, 1
  %add.ptr1 = getelementptr inbounds i16, ptr %raw, i32 %mul
  %cmp76 = icmp sgt i32 %n, 0
  br i1 %cmp76, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check78 = icmp ult i32 %n, 64
  br i1 %min.iters.check78, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -64
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %add.ptr, i32 %index
  %wide.load = load <64 x i16>, ptr %0, align 2, !tbaa !4
  %1 = or i32 %index, 2
  %2 = getelementptr inbounds i16, ptr %add.ptr, i32 %1
  %wide.load79 = load <64 x i16>, ptr %2, align 2, !tbaa !4
  %3 = or i32 %index, 1
  %4 = getelementptr inbounds i16, ptr %raw, i32 %3
  %wide.load80 = load <64 x i16>, ptr %4, align 2, !tbaa !4
  %5 = getelementptr inbounds i16, ptr %add.ptr1, i32 %3
  %wide.load81 = load <64 x i16>, ptr %5, align 2, !tbaa !4
  %6 = zext <64 x i16> %wide.load to <64 x i32>
  %7 = zext <64 x i16> %wide.load79 to <64 x i32>
  %8 = icmp ugt <64 x i16> %wide.load, %wide.load79
  %9 = sub <64 x i16> %wide.load, %wide.load79
  %10 = sub <64 x i16> %wide.load79, %wide.load
  %11 = select <64 x i1> %8, <64 x i16> %9, <64 x i16> %10
  %12 = zext <64 x i16> %wide.load80 to <64 x i32>
  %13 = zext <64 x i16> %wide.load81 to <64 x i32>
  %14 = icmp ugt <64 x i16> %wide.load80, %wide.load81
  %15 = sub <64 x i16> %wide.load80, %wide.load81
  %16 = sub <64 x i16> %wide.load81, %wide.load80
  %17 = select <64 x i1> %14, <64 x i16> %15, <64 x i16> %16
  %18 = icmp ult <64 x i16> %11, %17
  %19 = add nuw nsw <64 x i32> %7, %6
  %20 = add nuw nsw <64 x i32> %13, %12
  %21 = select <64 x i1> %18, <64 x i32> %19, <64 x i32> %20
  %22 = add nuw nsw <64 x i32> %21, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %23 = lshr <64 x i32> %22, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %24 = trunc <64 x i32> %23 to <64 x i16>
  %25 = getelementptr inbounds i16, ptr %out, i32 %index
  store <64 x i16> %24, ptr %25, align 2, !tbaa !4
  %index.next = add nuw i32 %index, 64
  %26 = icmp eq i32 %index.next, %n.vec
  br i1 %26, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 48
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec83 = and i32 %n, -16
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index85 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next90, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds i16, ptr %add.ptr, i32 %index85
  %wide.load86 = load <16 x i16>, ptr %27, align 2, !tbaa !4
  %28 = or i32 %index85, 2
  %29 = getelementptr inbounds i16, ptr %add.ptr, i32 %28
  %wide.load87 = load <16 x i16>, ptr %29, align 2, !tbaa !4
  %30 = or i32 %index85, 1
  %31 = getelementptr inbounds i16, ptr %raw, i32 %30
  %wide.load88 = load <16 x i16>, ptr %31, align 2, !tbaa !4
  %32 = getelementptr inbounds i16, ptr %add.ptr1, i32 %30
  %wide.load89 = load <16 x i16>, ptr %32, align 2, !tbaa !4
  %33 = zext <16 x i16> %wide.load86 to <16 x i32>
  %34 = zext <16 x i16> %wide.load87 to <16 x i32>
  %35 = icmp ugt <16 x i16> %wide.load86, %wide.load87
  %36 = sub <16 x i16> %wide.load86, %wide.load87
  %37 = sub <16 x i16> %wide.load87, %wide.load86
  %38 = select <16 x i1> %35, <16 x i16> %36, <16 x i16> %37
  %39 = zext <16 x i16> %wide.load88 to <16 x i32>
  %40 = zext <16 x i16> %wide.load89 to <16 x i32>
  %41 = icmp ugt <16 x i16> %wide.load88, %wide.load89
  %42 = sub <16 x i16> %wide.load88, %wide.load89
  %43 = sub <16 x i16> %wide.load89, %wide.load88
  %44 = select <16 x i1> %41, <16 x i16> %42, <16 x i16> %43
  %45 = icmp ult <16 x i16> %38, %44
  %46 = add nuw nsw <16 x i32> %34, %33
  %47 = add nuw nsw <16 x i32> %40, %39
  %48 = select <16 x i1> %45, <16 x i32> %46, <16 x i32> %47
  %49 = add nuw nsw <16 x i32> %48, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %50 = lshr <16 x i32> %49, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %51 = trunc <16 x i32> %50 to <16 x i16>
  %52 = getelementptr inbounds i16, ptr %out, i32 %index85
  store <16 x i16> %51, ptr %52, align 2, !tbaa !4
  %index.next90 = add nuw i32 %index85, 16
  %53 = icmp eq i32 %index.next90, %n.vec83
  br i1 %53, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n84 = icmp eq i32 %n.vec83, %n
  br i1 %cmp.n84, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %x.077.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec83, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %x.077 = phi i32 [ %add3, %for.body ], [ %x.077.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %add.ptr, i32 %x.077
  %54 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %add = add nuw nsw i32 %x.077, 2
  %arrayidx2 = getelementptr inbounds i16, ptr %add.ptr, i32 %add
  %55 = load i16, ptr %arrayidx2, align 2, !tbaa !4
  %add3 = add nuw nsw i32 %x.077, 1
  %arrayidx4 = getelementptr inbounds i16, ptr %raw, i32 %add3
  %56 = load i16, ptr %arrayidx4, align 2, !tbaa !4
  %arrayidx6 = getelementptr inbounds i16, ptr %add.ptr1, i32 %add3
  %57 = load i16, ptr %arrayidx6, align 2, !tbaa !4
  %conv = zext i16 %54 to i32
  %conv7 = zext i16 %55 to i32
  %cmp8 = icmp ugt i16 %54, %55
  %sub = sub i16 %54, %55
  %sub14 = sub i16 %55, %54
  %cond = select i1 %cmp8, i16 %sub, i16 %sub14
  %conv16 = zext i16 %56 to i32
  %conv17 = zext i16 %57 to i32
  %cmp18 = icmp ugt i16 %56, %57
  %sub23 = sub i16 %56, %57
  %sub27 = sub i16 %57, %56
  %cond29 = select i1 %cmp18, i16 %sub23, i16 %sub27
  %cmp33 = icmp ult i16 %cond, %cond29
  %add38 = add nuw nsw i32 %conv7, %conv
  %add45 = add nuw nsw i32 %conv17, %conv16
  %cond51.in.in.in = select i1 %cmp33, i32 %add38, i32 %add45
  %cond51.in.in = add nuw nsw i32 %cond51.in.in.in, 1
  %cond51.in = lshr i32 %cond51.in.in, 1
  %conv52 = trunc i32 %cond51.in to i16
  %arrayidx53 = getelementptr inbounds i16, ptr %out, i32 %x.077
  store i16 %conv52, ptr %arrayidx53, align 2, !tbaa !4
  %exitcond.not = icmp eq i32 %add3, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }

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
