; ModuleID = 'bench/kernels/matmul_u8.c'
source_filename = "bench/kernels/matmul_u8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_u8(ptr noalias nocapture noundef %c, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %m, i32 noundef %n, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %cmp59 = icmp sgt i32 %m, 0
  br i1 %cmp59, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp657 = icmp sgt i32 %k, 0
  %cmp1755 = icmp sgt i32 %n, 0
  br i1 %cmp657, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  br i1 %cmp1755, label %for.body.us.us.us.preheader, label %for.cond.cleanup

for.body.us.us.us.preheader:                      ; preds = %for.body.lr.ph.split.us
  %0 = zext i32 %n to i64
  %1 = shl nuw nsw i64 %0, 2
  %2 = zext i32 %n to i64
  %3 = shl nuw nsw i64 %2, 2
  %4 = zext i32 %k to i64
  %wide.trip.count116 = zext i32 %m to i64
  %wide.trip.count111 = zext i32 %k to i64
  %min.iters.check = icmp ult i32 %n, 8
  %min.iters.check118 = icmp ult i32 %n, 16
  %n.vec = and i64 %2, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %2
  %n.vec.remaining = and i64 %2, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  %n.vec121 = and i64 %2, 4294967288
  %cmp.n122 = icmp eq i64 %n.vec121, %2
  br label %for.body.us.us.us

for.body.us.us.us:                                ; preds = %for.body.us.us.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.us
  %indvar = phi i64 [ 0, %for.body.us.us.us.preheader ], [ %indvar.next, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.us ]
  %5 = mul nsw i64 %1, %indvar
  %uglygep = getelementptr i8, ptr %c, i64 %5
  %6 = mul nsw i64 %indvar, %0
  tail call void @llvm.memset.p0.i64(ptr align 4 %uglygep, i8 0, i64 %3, i1 false), !tbaa !5
  %add.ptr.us.us.us = getelementptr inbounds i32, ptr %c, i64 %6
  %7 = mul nsw i64 %indvar, %4
  br label %iter.check

iter.check:                                       ; preds = %for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us, %for.body.us.us.us
  %indvars.iv106 = phi i64 [ %indvars.iv.next107, %for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us ], [ 0, %for.body.us.us.us ]
  %8 = add nuw nsw i64 %indvars.iv106, %7
  %arrayidx11.us.us.us.us = getelementptr inbounds i8, ptr %a, i64 %8
  %9 = load i8, ptr %arrayidx11.us.us.us.us, align 1, !tbaa !9
  %conv.us.us.us.us = zext i8 %9 to i32
  %10 = mul nsw i64 %indvars.iv106, %0
  %add.ptr14.us.us.us.us = getelementptr inbounds i8, ptr %b, i64 %10
  br i1 %min.iters.check, label %for.body20.us.us.us.us.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check118, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %conv.us.us.us.us, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %11 = getelementptr inbounds i8, ptr %add.ptr14.us.us.us.us, i64 %index
  %wide.load = load <16 x i8>, ptr %11, align 1, !tbaa !9
  %12 = zext <16 x i8> %wide.load to <16 x i32>
  %13 = mul nuw nsw <16 x i32> %broadcast.splat, %12
  %14 = getelementptr inbounds i32, ptr %add.ptr.us.us.us, i64 %index
  %wide.load119 = load <16 x i32>, ptr %14, align 4, !tbaa !5
  %15 = add <16 x i32> %13, %wide.load119
  store <16 x i32> %15, ptr %14, align 4, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %16 = icmp eq i64 %index.next, %n.vec
  br i1 %16, label %middle.block, label %vector.body, !llvm.loop !10

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check.not.not, label %for.body20.us.us.us.us.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %broadcast.splatinsert125 = insertelement <8 x i32> poison, i32 %conv.us.us.us.us, i64 0
  %broadcast.splat126 = shufflevector <8 x i32> %broadcast.splatinsert125, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index123 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next128, %vec.epilog.vector.body ]
  %17 = getelementptr inbounds i8, ptr %add.ptr14.us.us.us.us, i64 %index123
  %wide.load124 = load <8 x i8>, ptr %17, align 1, !tbaa !9
  %18 = zext <8 x i8> %wide.load124 to <8 x i32>
  %19 = mul nuw nsw <8 x i32> %broadcast.splat126, %18
  %20 = getelementptr inbounds i32, ptr %add.ptr.us.us.us, i64 %index123
  %wide.load127 = load <8 x i32>, ptr %20, align 4, !tbaa !5
  %21 = add <8 x i32> %19, %wide.load127
  store <8 x i32> %21, ptr %20, align 4, !tbaa !5
  %index.next128 = add nuw i64 %index123, 8
  %22 = icmp eq i64 %index.next128, %n.vec121
  br i1 %22, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !13

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n122, label %for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us, label %for.body20.us.us.us.us.preheader

for.body20.us.us.us.us.preheader:                 ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec121, %vec.epilog.middle.block ]
  br label %for.body20.us.us.us.us

for.body20.us.us.us.us:                           ; preds = %for.body20.us.us.us.us.preheader, %for.body20.us.us.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body20.us.us.us.us ], [ %indvars.iv.ph, %for.body20.us.us.us.us.preheader ]
  %arrayidx22.us.us.us.us = getelementptr inbounds i8, ptr %add.ptr14.us.us.us.us, i64 %indvars.iv
  %23 = load i8, ptr %arrayidx22.us.us.us.us, align 1, !tbaa !9
  %conv23.us.us.us.us = zext i8 %23 to i32
  %mul24.us.us.us.us = mul nuw nsw i32 %conv23.us.us.us.us, %conv.us.us.us.us
  %arrayidx26.us.us.us.us = getelementptr inbounds i32, ptr %add.ptr.us.us.us, i64 %indvars.iv
  %24 = load i32, ptr %arrayidx26.us.us.us.us, align 4, !tbaa !5
  %add27.us.us.us.us = add i32 %mul24.us.us.us.us, %24
  store i32 %add27.us.us.us.us, ptr %arrayidx26.us.us.us.us, align 4, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %2
  br i1 %exitcond.not, label %for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us, label %for.body20.us.us.us.us, !llvm.loop !14

for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us: ; preds = %for.body20.us.us.us.us, %vec.epilog.middle.block, %middle.block
  %indvars.iv.next107 = add nuw nsw i64 %indvars.iv106, 1
  %exitcond112.not = icmp eq i64 %indvars.iv.next107, %wide.trip.count111
  br i1 %exitcond112.not, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.us, label %iter.check

for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.us: ; preds = %for.cond16.for.cond.cleanup19_crit_edge.us.us.us.us
  %indvar.next = add nuw nsw i64 %indvar, 1
  %exitcond117.not = icmp eq i64 %indvar.next, %wide.trip.count116
  br i1 %exitcond117.not, label %for.cond.cleanup, label %for.body.us.us.us

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  br i1 %cmp1755, label %for.body.us67.preheader, label %for.cond.cleanup

for.body.us67.preheader:                          ; preds = %for.body.lr.ph.split
  %25 = zext i32 %n to i64
  %26 = zext i32 %m to i64
  %27 = mul nuw nsw i64 %25, %26
  %28 = shl nuw i64 %27, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %c, i8 0, i64 %28, i1 false), !tbaa !5
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us.us, %for.body.lr.ph.split, %for.body.lr.ph.split.us, %for.body.us67.preheader, %entry
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11, !12}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !11, !12}
!14 = distinct !{!14, !12, !11}
