; ModuleID = 'bench/kernels/softmax_q15.c'
source_filename = "bench/kernels/softmax_q15.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @softmax_q15(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %x, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp34 = icmp sgt i32 %n, 0
  br i1 %cmp34, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader37, label %vector.ph

vector.ph:                                        ; preds = %for.body.preheader
  %n.vec = and i64 %wide.trip.count, 4294967288
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i16, ptr %x, i64 %index
  %wide.load = load <8 x i16>, ptr %0, align 2, !tbaa !5
  %1 = sext <8 x i16> %wide.load to <8 x i32>
  %2 = mul nsw <8 x i32> %1, <i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461, i32 5461>
  %3 = add nsw <8 x i32> %2, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %4 = lshr <8 x i32> %3, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %5 = add nuw nsw <8 x i32> %4, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %6 = and <8 x i32> %5, <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>
  %7 = mul nsw <8 x i32> %6, %1
  %8 = add nsw <8 x i32> %7, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %9 = ashr <8 x i32> %8, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %10 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %9, <8 x i32> zeroinitializer)
  %11 = add nsw <8 x i32> %10, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %12 = and <8 x i32> %11, <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>
  %13 = mul nsw <8 x i32> %12, %1
  %14 = add nsw <8 x i32> %13, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %15 = ashr <8 x i32> %14, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %16 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %15, <8 x i32> zeroinitializer)
  %17 = trunc <8 x i32> %16 to <8 x i16>
  %18 = add <8 x i16> %17, <i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767>
  %19 = getelementptr inbounds i16, ptr %out, i64 %index
  store <8 x i16> %18, ptr %19, align 2, !tbaa !5
  %index.next = add nuw i64 %index, 8
  %20 = icmp eq i64 %index.next, %n.vec
  br i1 %20, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %for.body.preheader37

for.body.preheader37:                             ; preds = %for.body.preheader, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.body.preheader ], [ %n.vec, %middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader37, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader37 ]
  %arrayidx = getelementptr inbounds i16, ptr %x, i64 %indvars.iv
  %21 = load i16, ptr %arrayidx, align 2, !tbaa !5
  %conv1.i = sext i16 %21 to i32
  %mul.i = mul nsw i32 %conv1.i, 5461
  %add.i = add nsw i32 %mul.i, 16384
  %22 = lshr i32 %add.i, 15
  %conv11.i = add nuw nsw i32 %22, 16384
  %conv.i = and i32 %conv11.i, 65535
  %mul.i20 = mul nsw i32 %conv.i, %conv1.i
  %add.i21 = add nsw i32 %mul.i20, 16384
  %shr.i22 = ashr i32 %add.i21, 15
  %23 = tail call i32 @llvm.smin.i32(i32 %shr.i22, i32 0)
  %conv11.i25 = add nsw i32 %23, 32767
  %conv.i26 = and i32 %conv11.i25, 65535
  %mul.i28 = mul nsw i32 %conv.i26, %conv1.i
  %add.i29 = add nsw i32 %mul.i28, 16384
  %shr.i30 = ashr i32 %add.i29, 15
  %24 = tail call i32 @llvm.smin.i32(i32 %shr.i30, i32 0)
  %25 = trunc i32 %24 to i16
  %conv11.i33 = add i16 %25, 32767
  %arrayidx8 = getelementptr inbounds i16, ptr %out, i64 %indvars.iv
  store i16 %conv11.i33, ptr %arrayidx8, align 2, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"short", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !11, !10}
