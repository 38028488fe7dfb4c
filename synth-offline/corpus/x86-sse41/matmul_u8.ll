; ModuleID = 'bench/kernels/matmul_u8.c'
source_filename = "bench/kernels/matmul_u8.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_u8(ptr noalias nocapture noundef %c, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %m, i32 noundef %n, i32 noundef %k) local_unnamed_addr #0 {
entry:
  %cmp59 = icmp sgt i32 %m, 0
  br i1 %cmp59, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp253 = icmp sgt i32 %n, 0
  %cmp657 = icmp sgt i32 %k, 0
  br i1 %cmp657, label %for.body.lr.ph.split.us, label %for.body.lr.ph.split

for.body.lr.ph.split.us:                          ; preds = %for.body.lr.ph
  br i1 %cmp253, label %for.body.us.us.preheader, label %for.cond.cleanup

for.body.us.us.preheader:                         ; preds = %for.body.lr.ph.split.us
  %0 = zext i32 %n to i64
  %1 = shl nuw nsw i64 %0, 2
  %2 = zext i32 %n to i64
  %3 = zext i32 %k to i64
  %wide.trip.count118 = zext i32 %m to i64
  %wide.trip.count111 = zext i32 %k to i64
  %min.iters.check = icmp ult i32 %n, 4
  %n.vec = and i64 %0, 4294967292
  %cmp.n = icmp eq i64 %n.vec, %0
  br label %for.cond5.preheader.us.us

for.cond5.preheader.us.us:                        ; preds = %for.body.us.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us
  %indvars.iv113 = phi i64 [ 0, %for.body.us.us.preheader ], [ %indvars.iv.next114, %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us ]
  %4 = mul nsw i64 %indvars.iv113, %2
  %add.ptr.us.us = getelementptr inbounds i32, ptr %c, i64 %4
  %5 = trunc i64 %indvars.iv113 to i32
  %6 = mul i32 %5, %n
  %7 = sext i32 %6 to i64
  %8 = shl nsw i64 %7, 2
  %uglygep = getelementptr i8, ptr %c, i64 %8
  tail call void @llvm.memset.p0.i64(ptr align 4 %uglygep, i8 0, i64 %1, i1 false), !tbaa !4
  %9 = mul nsw i64 %indvars.iv113, %3
  br label %for.body8.us.us.us

for.body8.us.us.us:                               ; preds = %for.cond16.for.cond.cleanup19_crit_edge.us.us.us, %for.cond5.preheader.us.us
  %indvars.iv106 = phi i64 [ %indvars.iv.next107, %for.cond16.for.cond.cleanup19_crit_edge.us.us.us ], [ 0, %for.cond5.preheader.us.us ]
  %10 = add nuw nsw i64 %indvars.iv106, %9
  %arrayidx11.us.us.us = getelementptr inbounds i8, ptr %a, i64 %10
  %11 = load i8, ptr %arrayidx11.us.us.us, align 1, !tbaa !8
  %conv.us.us.us = zext i8 %11 to i32
  %12 = mul nsw i64 %indvars.iv106, %2
  %add.ptr14.us.us.us = getelementptr inbounds i8, ptr %b, i64 %12
  br i1 %min.iters.check, label %for.body20.us.us.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body8.us.us.us
  %broadcast.splatinsert = insertelement <4 x i32> poison, i32 %conv.us.us.us, i64 0
  %broadcast.splat = shufflevector <4 x i32> %broadcast.splatinsert, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %13 = getelementptr inbounds i8, ptr %add.ptr14.us.us.us, i64 %index
  %wide.load = load <4 x i8>, ptr %13, align 1, !tbaa !8
  %14 = zext <4 x i8> %wide.load to <4 x i32>
  %15 = mul nuw nsw <4 x i32> %broadcast.splat, %14
  %16 = getelementptr inbounds i32, ptr %add.ptr.us.us, i64 %index
  %wide.load120 = load <4 x i32>, ptr %16, align 4, !tbaa !4
  %17 = add <4 x i32> %15, %wide.load120
  store <4 x i32> %17, ptr %16, align 4, !tbaa !4
  %index.next = add nuw i64 %index, 4
  %18 = icmp eq i64 %index.next, %n.vec
  br i1 %18, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond16.for.cond.cleanup19_crit_edge.us.us.us, label %for.body20.us.us.us.preheader

for.body20.us.us.us.preheader:                    ; preds = %for.body8.us.us.us, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body8.us.us.us ], [ %n.vec, %middle.block ]
  br label %for.body20.us.us.us

for.body20.us.us.us:                              ; preds = %for.body20.us.us.us.preheader, %for.body20.us.us.us
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body20.us.us.us ], [ %indvars.iv.ph, %for.body20.us.us.us.preheader ]
  %arrayidx22.us.us.us = getelementptr inbounds i8, ptr %add.ptr14.us.us.us, i64 %indvars.iv
  %19 = load i8, ptr %arrayidx22.us.us.us, align 1, !tbaa !8
  %conv23.us.us.us = zext i8 %19 to i32
  %mul24.us.us.us = mul nuw nsw i32 %conv23.us.us.us, %conv.us.us.us
  %arrayidx26.us.us.us = getelementptr inbounds i32, ptr %add.ptr.us.us, i64 %indvars.iv
  %20 = load i32, ptr %arrayidx26.us.us.us, align 4, !tbaa !4
  %add27.us.us.us = add i32 %mul24.us.us.us, %20
  store i32 %add27.us.us.us, ptr %arrayidx26.us.us.us, align 4, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %0
  br i1 %exitcond.not, label %for.cond16.for.cond.cleanup19_crit_edge.us.us.us, label %for.body20.us.us.us, !llvm.loop !12

for.cond16.for.cond.cleanup19_crit_edge.us.us.us: ; preds = %for.body20.us.us.us, %middle.block
  %indvars.iv.next107 = add nuw nsw i64 %indvars.iv106, 1
  %exitcond112.not = icmp eq i64 %indvars.iv.next107, %wide.trip.count111
  br i1 %exitcond112.not, label %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, label %for.body8.us.us.us

for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us: ; preds = %for.cond16.for.cond.cleanup19_crit_edge.us.us.us
  %indvars.iv.next114 = add nuw nsw i64 %indvars.iv113, 1
  %exitcond119.not = icmp eq i64 %indvars.iv.next114, %wide.trip.count118
  br i1 %exitcond119.not, label %for.cond.cleanup, label %for.cond5.preheader.us.us

for.body.lr.ph.split:                             ; preds = %for.body.lr.ph
  br i1 %cmp253, label %for.body.us67.preheader, label %for.cond.cleanup

for.body.us67.preheader:                          ; preds = %for.body.lr.ph.split
  %21 = zext i32 %n to i64
  %22 = zext i32 %m to i64
  %23 = mul nuw nsw i64 %21, %22
  %24 = shl nuw i64 %23, 2
  tail call void @llvm.memset.p0.i64(ptr align 4 %c, i8 0, i64 %24, i1 false), !tbaa !4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.split.us.us.us, %for.body.lr.ph.split, %for.body.lr.ph.split.us, %for.body.us67.preheader, %entry
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !11, !10}
