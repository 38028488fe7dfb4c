; ModuleID = 'bench/kernels/demosaic_green.c'
source_filename = "bench/kernels/demosaic_green.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @demosaic_green(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %raw, i32 noundef %n, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %idx.ext = sext i32 %stride to i64
  %add.ptr = getelementptr inbounds i16, ptr %raw, i64 %idx.ext
  %mul = shl nsw i32 %stride, 1
  %idx.ext1 = sext i32 %mul to i64
  %add.ptr2 = getelementptr inbounds i16, ptr %raw, i64 %idx.ext1
  %cmp81 = icmp sgt i32 %n, 0
  br i1 %cmp81, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check85 = icmp ult i32 %n, 16
  br i1 %min.iters.check85, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %add.ptr, i64 %index
  %wide.load = load <16 x i16>, ptr %0, align 2, !tbaa !4
  %1 = or i64 %index, 2
  %2 = getelementptr inbounds i16, ptr %add.ptr, i64 %1
  %wide.load86 = load <16 x i16>, ptr %2, align 2, !tbaa !4
  %3 = or i64 %index, 1
  %4 = getelementptr inbounds i16, ptr %raw, i64 %3
  %wide.load87 = load <16 x i16>, ptr %4, align 2, !tbaa !4
  %5 = getelementptr inbounds i16, ptr %add.ptr2, i64 %3
  %wide.load88 = load <16 x i16>, ptr %5, align 2, !tbaa !4
  %6 = zext <16 x i16> %wide.load to <16 x i32>
  %7 = zext <16 x i16> %wide.load86 to <16 x i32>
  %8 = icmp ugt <16 x i16> %wide.load, %wide.load86
  %9 = sub <16 x i16> %wide.load, %wide.load86
  %10 = sub <16 x i16> %wide.load86, %wide.load
  %11 = select <16 x i1> %8, <16 x i16> %9, <16 x i16> %10
  %12 = zext <16 x i16> %wide.load87 to <16 x i32>
  %13 = zext <16 x i16> %wide.load88 to <16 x i32>
  %14 = icmp ugt <16 x i16> %wide.load87, %wide.load88
  %15 = sub <16 x i16> %wide.load87, %wide.load88
  %16 = sub <16 x i16> %wide.load88, %wide.load87
  %17 = select <16 x i1> %14, <16 x i16> %15, <16 x i16> %16
  %18 = icmp ult <16 x i16> %11, %17
  %19 = add nuw nsw <16 x i32> %7, %6
  %20 = add nuw nsw <16 x i32> %13, %12
  %21 = select <16 x i1> %18, <16 x i32> %19, <16 x i32> %20
  %22 = add nuw nsw <16 x i32> %21, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %23 = lshr <16 x i32> %22, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %24 = trunc <16 x i32> %23 to <16 x i16>
  %25 = getelementptr inbounds i16, ptr %out, i64 %index
  store <16 x i16> %24, ptr %25, align 2, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %26 = icmp eq i64 %index.next, %n.vec
  br i1 %26, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec90 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index92 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next97, %vec.epilog.vector.body ]
  %27 = getelementptr inbounds i16, ptr %add.ptr, i64 %index92
  %wide.load93 = load <8 x i16>, ptr %27, align 2, !tbaa !4
  %28 = or i64 %index92, 2
  %29 = getelementptr inbounds i16, ptr %add.ptr, i64 %28
  %wide.load94 = load <8 x i16>, ptr %29, align 2, !tbaa !4
  %30 = or i64 %index92, 1
  %31 = getelementptr inbounds i16, ptr %raw, i64 %30
  %wide.load95 = load <8 x i16>, ptr %31, align 2, !tbaa !4
  %32 = getelementptr inbounds i16, ptr %add.ptr2, i64 %30
  %wide.load96 = load <8 x i16>, ptr %32, align 2, !tbaa !4
  %33 = zext <8 x i16> %wide.load93 to <8 x i32>
  %34 = zext <8 x i16> %wide.load94 to <8 x i32>
  %35 = icmp ugt <8 x i16> %wide.load93, %wide.load94
  %36 = sub <8 x i16> %wide.load93, %wide.load94
  %37 = sub <8 x i16> %wide.load94, %wide.load93
  %38 = select <8 x i1> %35, <8 x i16> %36, <8 x i16> %37
  %39 = zext <8 x i16> %wide.load95 to <8 x i32>
  %40 = zext <8 x i16> %wide.load96 to <8 x i32>
  %41 = icmp ugt <8 x i16> %wide.load95, %wide.load96
  %42 = sub <8 x i16> %wide.load95, %wide.load96
  %43 = sub <8 x i16> %wide.load96, %wide.load95
  %44 = select <8 x i1> %41, <8 x i16> %42, <8 x i16> %43
  %45 = icmp ult <8 x i16> %38, %44
  %46 = add nuw nsw <8 x i32> %34, %33
  %47 = add nuw nsw <8 x i32> %40, %39
  %48 = select <8 x i1> %45, <8 x i32> %46, <8 x i32> %47
  %49 = add nuw nsw <8 x i32> %48, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %50 = lshr <8 x i32> %49, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %51 = trunc <8 x i32> %50 to <8 x i16>
  %52 = getelementptr inbounds i16, ptr %out, i64 %index92
  store <8 x i16> %51, ptr %52, align 2, !tbaa !4
  %index.next97 = add nuw i64 %index92, 8
  %53 = icmp eq i64 %index.next97, %n.vec90
  br i1 %53, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n91 = icmp eq i64 %n.vec90, %wide.trip.count
  br i1 %cmp.n91, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec90, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %add.ptr, i64 %indvars.iv
  %54 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %55 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx4 = getelementptr inbounds i16, ptr %add.ptr, i64 %55
  %56 = load i16, ptr %arrayidx4, align 2, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %arrayidx7 = getelementptr inbounds i16, ptr %raw, i64 %indvars.iv.next
  %57 = load i16, ptr %arrayidx7, align 2, !tbaa !4
  %arrayidx10 = getelementptr inbounds i16, ptr %add.ptr2, i64 %indvars.iv.next
  %58 = load i16, ptr %arrayidx10, align 2, !tbaa !4
  %conv = zext i16 %54 to i32
  %conv11 = zext i16 %56 to i32
  %cmp12 = icmp ugt i16 %54, %56
  %sub = sub i16 %54, %56
  %sub18 = sub i16 %56, %54
  %cond = select i1 %cmp12, i16 %sub, i16 %sub18
  %conv20 = zext i16 %57 to i32
  %conv21 = zext i16 %58 to i32
  %cmp22 = icmp ugt i16 %57, %58
  %sub27 = sub i16 %57, %58
  %sub31 = sub i16 %58, %57
  %cond33 = select i1 %cmp22, i16 %sub27, i16 %sub31
  %cmp37 = icmp ult i16 %cond, %cond33
  %add42 = add nuw nsw i32 %conv11, %conv
  %add49 = add nuw nsw i32 %conv21, %conv20
  %cond55.in.in.in = select i1 %cmp37, i32 %add42, i32 %add49
  %cond55.in.in = add nuw nsw i32 %cond55.in.in.in, 1
  %cond55.in = lshr i32 %cond55.in.in, 1
  %conv56 = trunc i32 %cond55.in to i16
  %arrayidx58 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %conv56, ptr %arrayidx58, align 2, !tbaa !4
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !10, !9}
