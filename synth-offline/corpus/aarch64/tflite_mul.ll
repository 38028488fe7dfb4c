; ModuleID = 'bench/kernels/tflite_mul.c'
source_filename = "bench/kernels/tflite_mul.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tflite_mul(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in1, ptr noalias nocapture noundef readonly %in2, i32 noundef %n, i32 noundef %in1_offset, i32 noundef %in2_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %act_min, i32 noundef %act_max) local_unnamed_addr #0 {
entry:
  %cmp27 = icmp sgt i32 %n, 0
  br i1 %cmp27, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = icmp eq i32 %out_mult, -2147483648
  %conv2.i = sext i32 %out_mult to i64
  %notmask.i = shl nsw i32 -1, %out_shift
  %sub.i = xor i32 %notmask.i, -1
  %shr.i = ashr i32 %sub.i, 1
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check30 = icmp ult i32 %n, 16
  br i1 %min.iters.check30, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert32 = insertelement <16 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat33 = shufflevector <16 x i32> %broadcast.splatinsert32, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert34 = insertelement <16 x i1> poison, i1 %0, i64 0
  %broadcast.splat35 = shufflevector <16 x i1> %broadcast.splatinsert34, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert36 = insertelement <16 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat37 = shufflevector <16 x i64> %broadcast.splatinsert36, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert38 = insertelement <16 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat39 = shufflevector <16 x i32> %broadcast.splatinsert38, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert40 = insertelement <16 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat41 = shufflevector <16 x i32> %broadcast.splatinsert40, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert42 = insertelement <16 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat43 = shufflevector <16 x i32> %broadcast.splatinsert42, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert44 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat45 = shufflevector <16 x i32> %broadcast.splatinsert44, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert46 = insertelement <16 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat47 = shufflevector <16 x i32> %broadcast.splatinsert46, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert48 = insertelement <16 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat49 = shufflevector <16 x i32> %broadcast.splatinsert48, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i8, ptr %in1, i64 %index
  %wide.load = load <16 x i8>, ptr %1, align 1, !tbaa !5
  %2 = zext <16 x i8> %wide.load to <16 x i32>
  %3 = add nsw <16 x i32> %broadcast.splat, %2
  %4 = getelementptr inbounds i8, ptr %in2, i64 %index
  %wide.load31 = load <16 x i8>, ptr %4, align 1, !tbaa !5
  %5 = zext <16 x i8> %wide.load31 to <16 x i32>
  %6 = add nsw <16 x i32> %broadcast.splat33, %5
  %7 = mul nsw <16 x i32> %6, %3
  %8 = icmp eq <16 x i32> %7, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %9 = and <16 x i1> %broadcast.splat35, %8
  %10 = sext <16 x i32> %7 to <16 x i64>
  %11 = mul nsw <16 x i64> %broadcast.splat37, %10
  %12 = icmp sgt <16 x i64> %11, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %13 = select <16 x i1> %12, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %14 = add nsw <16 x i64> %13, %11
  %15 = sdiv <16 x i64> %14, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %16 = trunc <16 x i64> %15 to <16 x i32>
  %17 = select <16 x i1> %9, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %16
  %18 = and <16 x i32> %17, %broadcast.splat39
  %19 = lshr <16 x i32> %17, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %20 = add nsw <16 x i32> %19, %broadcast.splat41
  %21 = ashr <16 x i32> %17, %broadcast.splat43
  %22 = icmp sgt <16 x i32> %18, %20
  %23 = zext <16 x i1> %22 to <16 x i32>
  %24 = add <16 x i32> %21, %broadcast.splat45
  %25 = add <16 x i32> %24, %23
  %26 = icmp slt <16 x i32> %25, %broadcast.splat47
  %27 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %25, <16 x i32> %broadcast.splat49)
  %28 = select <16 x i1> %26, <16 x i32> %broadcast.splat47, <16 x i32> %27
  %29 = trunc <16 x i32> %28 to <16 x i8>
  %30 = getelementptr inbounds i8, ptr %out, i64 %index
  store <16 x i8> %29, ptr %30, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %31 = icmp eq i64 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec51 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert55 = insertelement <8 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat56 = shufflevector <8 x i32> %broadcast.splatinsert55, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert58 = insertelement <8 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat59 = shufflevector <8 x i32> %broadcast.splatinsert58, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert60 = insertelement <8 x i1> poison, i1 %0, i64 0
  %broadcast.splat61 = shufflevector <8 x i1> %broadcast.splatinsert60, <8 x i1> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert62 = insertelement <8 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat63 = shufflevector <8 x i64> %broadcast.splatinsert62, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert64 = insertelement <8 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat65 = shufflevector <8 x i32> %broadcast.splatinsert64, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert66 = insertelement <8 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat67 = shufflevector <8 x i32> %broadcast.splatinsert66, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert68 = insertelement <8 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat69 = shufflevector <8 x i32> %broadcast.splatinsert68, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert70 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat71 = shufflevector <8 x i32> %broadcast.splatinsert70, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert72 = insertelement <8 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat73 = shufflevector <8 x i32> %broadcast.splatinsert72, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert74 = insertelement <8 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat75 = shufflevector <8 x i32> %broadcast.splatinsert74, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index53 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next76, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i8, ptr %in1, i64 %index53
  %wide.load54 = load <8 x i8>, ptr %32, align 1, !tbaa !5
  %33 = zext <8 x i8> %wide.load54 to <8 x i32>
  %34 = add nsw <8 x i32> %broadcast.splat56, %33
  %35 = getelementptr inbounds i8, ptr %in2, i64 %index53
  %wide.load57 = load <8 x i8>, ptr %35, align 1, !tbaa !5
  %36 = zext <8 x i8> %wide.load57 to <8 x i32>
  %37 = add nsw <8 x i32> %broadcast.splat59, %36
  %38 = mul nsw <8 x i32> %37, %34
  %39 = icmp eq <8 x i32> %38, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %40 = and <8 x i1> %broadcast.splat61, %39
  %41 = sext <8 x i32> %38 to <8 x i64>
  %42 = mul nsw <8 x i64> %broadcast.splat63, %41
  %43 = icmp sgt <8 x i64> %42, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %44 = select <8 x i1> %43, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %45 = add nsw <8 x i64> %44, %42
  %46 = sdiv <8 x i64> %45, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %47 = trunc <8 x i64> %46 to <8 x i32>
  %48 = select <8 x i1> %40, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %47
  %49 = and <8 x i32> %48, %broadcast.splat65
  %50 = lshr <8 x i32> %48, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %51 = add nsw <8 x i32> %50, %broadcast.splat67
  %52 = ashr <8 x i32> %48, %broadcast.splat69
  %53 = icmp sgt <8 x i32> %49, %51
  %54 = zext <8 x i1> %53 to <8 x i32>
  %55 = add <8 x i32> %52, %broadcast.splat71
  %56 = add <8 x i32> %55, %54
  %57 = icmp slt <8 x i32> %56, %broadcast.splat73
  %58 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %56, <8 x i32> %broadcast.splat75)
  %59 = select <8 x i1> %57, <8 x i32> %broadcast.splat73, <8 x i32> %58
  %60 = trunc <8 x i32> %59 to <8 x i8>
  %61 = getelementptr inbounds i8, ptr %out, i64 %index53
  store <8 x i8> %60, ptr %61, align 1, !tbaa !5
  %index.next76 = add nuw i64 %index53, 8
  %62 = icmp eq i64 %index.next76, %n.vec51
  br i1 %62, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n52 = icmp eq i64 %n.vec51, %wide.trip.count
  br i1 %cmp.n52, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec51, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %in1, i64 %indvars.iv
  %63 = load i8, ptr %arrayidx, align 1, !tbaa !5
  %conv = zext i8 %63 to i32
  %add = add nsw i32 %conv, %in1_offset
  %arrayidx2 = getelementptr inbounds i8, ptr %in2, i64 %indvars.iv
  %64 = load i8, ptr %arrayidx2, align 1, !tbaa !5
  %conv3 = zext i8 %64 to i32
  %add4 = add nsw i32 %conv3, %in2_offset
  %mul = mul nsw i32 %add4, %add
  %cmp1.i = icmp eq i32 %mul, -2147483648
  %65 = and i1 %0, %cmp1.i
  %conv.i = sext i32 %mul to i64
  %mul.i = mul nsw i64 %conv.i, %conv2.i
  %cmp3.i = icmp sgt i64 %mul.i, -1
  %conv5.i = select i1 %cmp3.i, i64 1073741824, i64 -1073741823
  %add.i = add nsw i64 %conv5.i, %mul.i
  %div.i = sdiv i64 %add.i, 2147483648
  %conv6.i = trunc i64 %div.i to i32
  %cond7.i = select i1 %65, i32 2147483647, i32 %conv6.i
  %and.i = and i32 %cond7.i, %sub.i
  %x.lobit.i = lshr i32 %cond7.i, 31
  %add.i26 = add nsw i32 %x.lobit.i, %shr.i
  %shr1.i = ashr i32 %cond7.i, %out_shift
  %cmp2.i = icmp sgt i32 %and.i, %add.i26
  %cond3.i = zext i1 %cmp2.i to i32
  %add4.i = add i32 %shr1.i, %out_offset
  %add6 = add i32 %add4.i, %cond3.i
  %cmp7 = icmp slt i32 %add6, %act_min
  %cond = tail call i32 @llvm.smin.i32(i32 %add6, i32 %act_max)
  %cond14 = select i1 %cmp7, i32 %act_min, i32 %cond
  %conv15 = trunc i32 %cond14 to i8
  %arrayidx17 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv15, ptr %arrayidx17, align 1, !tbaa !5
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
