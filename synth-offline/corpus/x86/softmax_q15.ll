; ModuleID = 'bench/kernels/softmax_q15.c'
source_filename = "bench/kernels/softmax_q15.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @softmax_q15(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp34 = icmp sgt i32 %n, 0
  br i1 %cmp34, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check37 = icmp ult i32 %n, 16
  br i1 %min.iters.check37, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %x, i64 %index
  %wide.load = load <16 x i16>, ptr %0, align 2, !tbaa !4
  %1 = sext <16 x i16> %wide.load to <16 x i32>
  %2 = mul nsw <16 x i32> %1, <i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461>
  %3 = add nsw <16 x i32> %2, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %4 = lshr <16 x i32> %3, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %5 = add nuw nsw <16 x i32> %4, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %6 = and <16 x i32> %5, <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>
  %7 = mul nsw <16 x i32> %6, %1
  %8 = add nsw <16 x i32> %7, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %9 = ashr <16 x i32> %8, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %10 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %9, <16 x i32> zeroinitializer)
  %11 = add nsw <16 x i32> %10, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %12 = and <16 x i32> %11, <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>
  %13 = mul nsw <16 x i32> %12, %1
  %14 = add nsw <16 x i32> %13, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %15 = ashr <16 x i32> %14, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %16 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %15, <16 x i32> zeroinitializer)
  %17 = trunc <16 x i32> %16 to <16 x i16>
  %18 = add <16 x i16> %17, <i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767>
  %19 = getelementptr inbounds i16, ptr %out, i64 %index
  store <16 x i16> %18, ptr %19, align 2, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec39 = and i64 %wide.trip.count, 4294967288
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index41 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next43, %vec.epilog.vector.body ]
  %21 = getelementptr inbounds i16, ptr %x, i64 %index41
  %wide.load42 = load <8 x i16>, ptr %21, align 2, !tbaa !4
  %22 = sext <8 x i16> %wide.load42 to <8 x i32>
  %23 = mul nsw <8 x i32> %22, <i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461>
  %24 = add nsw <8 x i32> %23, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %25 = lshr <8 x i32> %24, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %26 = add nuw nsw <8 x i32> %25, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %27 = and <8 x i32> %26, <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>
  %28 = mul nsw <8 x i32> %27, %22
  %29 = add nsw <8 x i32> %28, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %30 = ashr <8 x i32> %29, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %31 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %30, <8 x i32> zeroinitializer)
  %32 = add nsw <8 x i32> %31, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %33 = and <8 x i32> %32, <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>
  %34 = mul nsw <8 x i32> %33, %22
  %35 = add nsw <8 x i32> %34, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %36 = ashr <8 x i32> %35, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %37 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %36, <8 x i32> zeroinitializer)
  %38 = trunc <8 x i32> %37 to <8 x i16>
  %39 = add <8 x i16> %38, <i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767>
  %40 = getelementptr inbounds i16, ptr %out, i64 %index41
  store <8 x i16> %39, ptr %40, align 2, !tbaa !4
  %index.next43 = add nuw i64 %index41, 8
  %41 = icmp eq i64 %index.next43, %n.vec39
  br i1 %41, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n40 = icmp eq i64 %n.vec39, %wide.trip.count
  br i1 %cmp.n40, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec39, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i16, ptr %x, i64 %indvars.iv
  %42 = load i16, ptr %arrayidx, align 2, !tbaa !4
  %conv1.i = sext i16 %42 to i32
  %mul.i = mul nsw i32 %conv1.i, 5461
  %add.i = add nsw i32 %mul.i, 16384
  %43 = lshr i32 %add.i, 15
  %conv11.i = add nuw nsw i32 %43, 16384
  %conv.i = and i32 %conv11.i, 65535
  %mul.i20 = mul nsw i32 %conv.i, %conv1.i
  %add.i21 = add nsw i32 %mul.i20, 16384
  %shr.i22 = ashr i32 %add.i21, 15
  %44 = tail call i32 @llvm.smin.i32(i32 %shr.i22, i32 0)
  %conv11.i25 = add nsw i32 %44, 32767
  %conv.i26 = and i32 %conv11.i25, 65535
  %mul.i28 = mul nsw i32 %conv.i26, %conv1.i
  %add.i29 = add nsw i32 %mul.i28, 16384
  %shr.i30 = ashr i32 %add.i29, 15
  %45 = tail call i32 @llvm.smin.i32(i32 %shr.i30, i32 0)
  %46 = trunc i32 %45 to i16
  %conv11.i33 = add i16 %46, 32767
  %arrayidx8 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %conv11.i33, ptr %arrayidx8, align 2, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
