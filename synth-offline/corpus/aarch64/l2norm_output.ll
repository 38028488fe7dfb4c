; ModuleID = 'bench/kernels/l2norm_output.c'
source_filename = "bench/kernels/l2norm_output.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @l2norm_output(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %n, i32 noundef %inv_l2norm_mult, i32 noundef %inv_l2norm_shift) local_unnamed_addr #0 {
entry:
  %cmp19 = icmp sgt i32 %n, 0
  br i1 %cmp19, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %conv2.i = sext i32 %inv_l2norm_mult to i64
  %notmask.i = shl nsw i32 -1, %inv_l2norm_shift
  %sub.i = xor i32 %notmask.i, -1
  %shr.i = ashr i32 %sub.i, 1
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check22 = icmp ult i32 %n, 16
  br i1 %min.iters.check22, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat = shufflevector <16 x i64> %broadcast.splatinsert, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert23 = insertelement <16 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat24 = shufflevector <16 x i32> %broadcast.splatinsert23, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert25 = insertelement <16 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat26 = shufflevector <16 x i32> %broadcast.splatinsert25, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert27 = insertelement <16 x i32> poison, i32 %inv_l2norm_shift, i64 0
  %broadcast.splat28 = shufflevector <16 x i32> %broadcast.splatinsert27, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %0 = getelementptr inbounds i8, ptr %in, i64 %index
  %wide.load = load <16 x i8>, ptr %0, align 1, !tbaa !5
  %1 = zext <16 x i8> %wide.load to <16 x i32>
  %2 = shl nuw nsw <16 x i32> %1, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %3 = add nsw <16 x i32> %2, <i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384>
  %4 = sext <16 x i32> %3 to <16 x i64>
  %5 = mul nsw <16 x i64> %broadcast.splat, %4
  %6 = icmp sgt <16 x i64> %5, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %7 = select <16 x i1> %6, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %8 = add nsw <16 x i64> %7, %5
  %9 = sdiv <16 x i64> %8, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %10 = trunc <16 x i64> %9 to <16 x i32>
  %11 = and <16 x i32> %broadcast.splat24, %10
  %12 = lshr <16 x i32> %10, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %13 = add nsw <16 x i32> %12, %broadcast.splat26
  %14 = ashr <16 x i32> %10, %broadcast.splat28
  %15 = icmp sgt <16 x i32> %11, %13
  %16 = zext <16 x i1> %15 to <16 x i32>
  %17 = add nsw <16 x i32> %14, %16
  %18 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %17, <16 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %19 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %18, <16 x i32> <i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128>)
  %20 = trunc <16 x i32> %19 to <16 x i8>
  %21 = xor <16 x i8> %20, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %22 = getelementptr inbounds i8, ptr %out, i64 %index
  store <16 x i8> %21, ptr %22, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %23 = icmp eq i64 %index.next, %n.vec
  br i1 %23, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec30 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert34 = insertelement <8 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat35 = shufflevector <8 x i64> %broadcast.splatinsert34, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert36 = insertelement <8 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat37 = shufflevector <8 x i32> %broadcast.splatinsert36, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert38 = insertelement <8 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat39 = shufflevector <8 x i32> %broadcast.splatinsert38, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert40 = insertelement <8 x i32> poison, i32 %inv_l2norm_shift, i64 0
  %broadcast.splat41 = shufflevector <8 x i32> %broadcast.splatinsert40, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index32 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next42, %vec.epilog.vector.body ]
  %24 = getelementptr inbounds i8, ptr %in, i64 %index32
  %wide.load33 = load <8 x i8>, ptr %24, align 1, !tbaa !5
  %25 = zext <8 x i8> %wide.load33 to <8 x i32>
  %26 = shl nuw nsw <8 x i32> %25, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %27 = add nsw <8 x i32> %26, <i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384, i32 -16384>
  %28 = sext <8 x i32> %27 to <8 x i64>
  %29 = mul nsw <8 x i64> %broadcast.splat35, %28
  %30 = icmp sgt <8 x i64> %29, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %31 = select <8 x i1> %30, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %32 = add nsw <8 x i64> %31, %29
  %33 = sdiv <8 x i64> %32, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %34 = trunc <8 x i64> %33 to <8 x i32>
  %35 = and <8 x i32> %broadcast.splat37, %34
  %36 = lshr <8 x i32> %34, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %37 = add nsw <8 x i32> %36, %broadcast.splat39
  %38 = ashr <8 x i32> %34, %broadcast.splat41
  %39 = icmp sgt <8 x i32> %35, %37
  %40 = zext <8 x i1> %39 to <8 x i32>
  %41 = add nsw <8 x i32> %38, %40
  %42 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %41, <8 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %43 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %42, <8 x i32> <i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128>)
  %44 = trunc <8 x i32> %43 to <8 x i8>
  %45 = xor <8 x i8> %44, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %46 = getelementptr inbounds i8, ptr %out, i64 %index32
  store <8 x i8> %45, ptr %46, align 1, !tbaa !5
  %index.next42 = add nuw i64 %index32, 8
  %47 = icmp eq i64 %index.next42, %n.vec30
  br i1 %47, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n31 = icmp eq i64 %n.vec30, %wide.trip.count
  br i1 %cmp.n31, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec30, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %in, i64 %indvars.iv
  %48 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %48 to i32
  %sub = shl nuw nsw i32 %conv, 7
  %mul = add nsw i32 %sub, -16384
  %conv.i = sext i32 %mul to i64
  %mul.i = mul nsw i64 %conv.i, %conv2.i
  %cmp3.i = icmp sgt i64 %mul.i, -1
  %conv5.i = select i1 %cmp3.i, i64 1073741824, i64 -1073741823
  %add.i = add nsw i64 %conv5.i, %mul.i
  %div.i = sdiv i64 %add.i, 2147483648
  %conv6.i = trunc i64 %div.i to i32
  %and.i = and i32 %conv6.i, %sub.i
  %x.lobit.i = lshr i32 %conv6.i, 31
  %add.i18 = add nsw i32 %x.lobit.i, %shr.i
  %shr1.i = ashr i32 %conv6.i, %inv_l2norm_shift
  %cmp2.i = icmp sgt i32 %and.i, %add.i18
  %cond3.i = zext i1 %cmp2.i to i32
  %add4.i = add nsw i32 %shr1.i, %cond3.i
  %49 = tail call i32 @llvm.smin.i32(i32 %add4.i, i32 127)
  %50 = tail call i32 @llvm.smax.i32(i32 %49, i32 -128)
  %51 = trunc i32 %50 to i8
  %conv10 = xor i8 %51, -128
  %arrayidx12 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv10, ptr %arrayidx12, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !12
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !10, !9}
