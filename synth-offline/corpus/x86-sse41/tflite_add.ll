; ModuleID = 'bench/kernels/tflite_add.c'
source_filename = "bench/kernels/tflite_add.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @tflite_add(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in1, ptr noalias nocapture noundef readonly %in2, i32 noundef %n, i32 noundef %in1_offset, i32 noundef %in1_mult, i32 noundef %in1_shift, i32 noundef %in2_offset, i32 noundef %in2_mult, i32 noundef %in2_shift, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %act_min, i32 noundef %act_max) local_unnamed_addr #0 {
entry:
  %cmp73 = icmp sgt i32 %n, 0
  br i1 %cmp73, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = icmp eq i32 %in1_mult, -2147483648
  %conv2.i = sext i32 %in1_mult to i64
  %notmask.i = shl nsw i32 -1, %in1_shift
  %sub.i = xor i32 %notmask.i, -1
  %shr.i = ashr i32 %sub.i, 1
  %1 = icmp eq i32 %in2_mult, -2147483648
  %conv2.i35 = sext i32 %in2_mult to i64
  %notmask.i43 = shl nsw i32 -1, %in2_shift
  %sub.i44 = xor i32 %notmask.i43, -1
  %shr.i46 = ashr i32 %sub.i44, 1
  %2 = icmp eq i32 %out_mult, -2147483648
  %conv2.i55 = sext i32 %out_mult to i64
  %notmask.i63 = shl nsw i32 -1, %out_shift
  %sub.i64 = xor i32 %notmask.i63, -1
  %shr.i66 = ashr i32 %sub.i64, 1
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check76 = icmp ult i32 %n, 16
  br i1 %min.iters.check76, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert78 = insertelement <16 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat79 = shufflevector <16 x i32> %broadcast.splatinsert78, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert80 = insertelement <16 x i1> poison, i1 %0, i64 0
  %broadcast.splat81 = shufflevector <16 x i1> %broadcast.splatinsert80, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert82 = insertelement <16 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat83 = shufflevector <16 x i64> %broadcast.splatinsert82, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert84 = insertelement <16 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat85 = shufflevector <16 x i32> %broadcast.splatinsert84, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert86 = insertelement <16 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat87 = shufflevector <16 x i32> %broadcast.splatinsert86, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert88 = insertelement <16 x i32> poison, i32 %in1_shift, i64 0
  %broadcast.splat89 = shufflevector <16 x i32> %broadcast.splatinsert88, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert90 = insertelement <16 x i1> poison, i1 %1, i64 0
  %broadcast.splat91 = shufflevector <16 x i1> %broadcast.splatinsert90, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert92 = insertelement <16 x i64> poison, i64 %conv2.i35, i64 0
  %broadcast.splat93 = shufflevector <16 x i64> %broadcast.splatinsert92, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert94 = insertelement <16 x i32> poison, i32 %sub.i44, i64 0
  %broadcast.splat95 = shufflevector <16 x i32> %broadcast.splatinsert94, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert96 = insertelement <16 x i32> poison, i32 %shr.i46, i64 0
  %broadcast.splat97 = shufflevector <16 x i32> %broadcast.splatinsert96, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert98 = insertelement <16 x i32> poison, i32 %in2_shift, i64 0
  %broadcast.splat99 = shufflevector <16 x i32> %broadcast.splatinsert98, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert100 = insertelement <16 x i1> poison, i1 %2, i64 0
  %broadcast.splat101 = shufflevector <16 x i1> %broadcast.splatinsert100, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert102 = insertelement <16 x i64> poison, i64 %conv2.i55, i64 0
  %broadcast.splat103 = shufflevector <16 x i64> %broadcast.splatinsert102, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert104 = insertelement <16 x i32> poison, i32 %sub.i64, i64 0
  %broadcast.splat105 = shufflevector <16 x i32> %broadcast.splatinsert104, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert106 = insertelement <16 x i32> poison, i32 %shr.i66, i64 0
  %broadcast.splat107 = shufflevector <16 x i32> %broadcast.splatinsert106, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <16 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat109 = shufflevector <16 x i32> %broadcast.splatinsert108, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert110 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat111 = shufflevector <16 x i32> %broadcast.splatinsert110, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert112 = insertelement <16 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat113 = shufflevector <16 x i32> %broadcast.splatinsert112, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <16 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat115 = shufflevector <16 x i32> %broadcast.splatinsert114, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %3 = getelementptr inbounds i8, ptr %in1, i64 %index
  %wide.load = load <16 x i8>, ptr %3, align 1, !tbaa !4
  %4 = zext <16 x i8> %wide.load to <16 x i32>
  %5 = add nsw <16 x i32> %broadcast.splat, %4
  %6 = getelementptr inbounds i8, ptr %in2, i64 %index
  %wide.load77 = load <16 x i8>, ptr %6, align 1, !tbaa !4
  %7 = zext <16 x i8> %wide.load77 to <16 x i32>
  %8 = add nsw <16 x i32> %broadcast.splat79, %7
  %9 = shl nsw <16 x i32> %5, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %10 = icmp eq <16 x i32> %5, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %11 = and <16 x i1> %broadcast.splat81, %10
  %12 = sext <16 x i32> %9 to <16 x i64>
  %13 = mul nsw <16 x i64> %broadcast.splat83, %12
  %14 = icmp sgt <16 x i64> %13, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %15 = select <16 x i1> %14, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %16 = add nsw <16 x i64> %15, %13
  %17 = sdiv <16 x i64> %16, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %18 = trunc <16 x i64> %17 to <16 x i32>
  %19 = select <16 x i1> %11, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %18
  %20 = and <16 x i32> %19, %broadcast.splat85
  %21 = lshr <16 x i32> %19, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %22 = add nsw <16 x i32> %21, %broadcast.splat87
  %23 = ashr <16 x i32> %19, %broadcast.splat89
  %24 = icmp sgt <16 x i32> %20, %22
  %25 = zext <16 x i1> %24 to <16 x i32>
  %26 = shl nsw <16 x i32> %8, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %27 = icmp eq <16 x i32> %8, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %28 = and <16 x i1> %broadcast.splat91, %27
  %29 = sext <16 x i32> %26 to <16 x i64>
  %30 = mul nsw <16 x i64> %broadcast.splat93, %29
  %31 = icmp sgt <16 x i64> %30, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %32 = select <16 x i1> %31, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %33 = add nsw <16 x i64> %32, %30
  %34 = sdiv <16 x i64> %33, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %35 = trunc <16 x i64> %34 to <16 x i32>
  %36 = select <16 x i1> %28, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %35
  %37 = and <16 x i32> %36, %broadcast.splat95
  %38 = lshr <16 x i32> %36, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %39 = add nsw <16 x i32> %38, %broadcast.splat97
  %40 = ashr <16 x i32> %36, %broadcast.splat99
  %41 = icmp sgt <16 x i32> %37, %39
  %42 = zext <16 x i1> %41 to <16 x i32>
  %43 = add <16 x i32> %40, %23
  %44 = add <16 x i32> %43, %25
  %45 = add <16 x i32> %44, %42
  %46 = icmp eq <16 x i32> %45, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %47 = and <16 x i1> %broadcast.splat101, %46
  %48 = sext <16 x i32> %45 to <16 x i64>
  %49 = mul nsw <16 x i64> %broadcast.splat103, %48
  %50 = icmp sgt <16 x i64> %49, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %51 = select <16 x i1> %50, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %52 = add nsw <16 x i64> %51, %49
  %53 = sdiv <16 x i64> %52, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %54 = trunc <16 x i64> %53 to <16 x i32>
  %55 = select <16 x i1> %47, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %54
  %56 = and <16 x i32> %55, %broadcast.splat105
  %57 = lshr <16 x i32> %55, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %58 = add nsw <16 x i32> %57, %broadcast.splat107
  %59 = ashr <16 x i32> %55, %broadcast.splat109
  %60 = icmp sgt <16 x i32> %56, %58
  %61 = zext <16 x i1> %60 to <16 x i32>
  %62 = add <16 x i32> %59, %broadcast.splat111
  %63 = add <16 x i32> %62, %61
  %64 = icmp slt <16 x i32> %63, %broadcast.splat113
  %65 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %63, <16 x i32> %broadcast.splat115)
  %66 = select <16 x i1> %64, <16 x i32> %broadcast.splat113, <16 x i32> %65
  %67 = trunc <16 x i32> %66 to <16 x i8>
  %68 = getelementptr inbounds i8, ptr %out, i64 %index
  store <16 x i8> %67, ptr %68, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %69 = icmp eq i64 %index.next, %n.vec
  br i1 %69, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec117 = and i64 %wide.trip.count, 4294967288
  %broadcast.splatinsert121 = insertelement <8 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat122 = shufflevector <8 x i32> %broadcast.splatinsert121, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <8 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat125 = shufflevector <8 x i32> %broadcast.splatinsert124, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert126 = insertelement <8 x i1> poison, i1 %0, i64 0
  %broadcast.splat127 = shufflevector <8 x i1> %broadcast.splatinsert126, <8 x i1> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert128 = insertelement <8 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat129 = shufflevector <8 x i64> %broadcast.splatinsert128, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert130 = insertelement <8 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat131 = shufflevector <8 x i32> %broadcast.splatinsert130, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert132 = insertelement <8 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat133 = shufflevector <8 x i32> %broadcast.splatinsert132, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert134 = insertelement <8 x i32> poison, i32 %in1_shift, i64 0
  %broadcast.splat135 = shufflevector <8 x i32> %broadcast.splatinsert134, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert136 = insertelement <8 x i1> poison, i1 %1, i64 0
  %broadcast.splat137 = shufflevector <8 x i1> %broadcast.splatinsert136, <8 x i1> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <8 x i64> poison, i64 %conv2.i35, i64 0
  %broadcast.splat139 = shufflevector <8 x i64> %broadcast.splatinsert138, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <8 x i32> poison, i32 %sub.i44, i64 0
  %broadcast.splat141 = shufflevector <8 x i32> %broadcast.splatinsert140, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert142 = insertelement <8 x i32> poison, i32 %shr.i46, i64 0
  %broadcast.splat143 = shufflevector <8 x i32> %broadcast.splatinsert142, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <8 x i32> poison, i32 %in2_shift, i64 0
  %broadcast.splat145 = shufflevector <8 x i32> %broadcast.splatinsert144, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <8 x i1> poison, i1 %2, i64 0
  %broadcast.splat147 = shufflevector <8 x i1> %broadcast.splatinsert146, <8 x i1> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <8 x i64> poison, i64 %conv2.i55, i64 0
  %broadcast.splat149 = shufflevector <8 x i64> %broadcast.splatinsert148, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <8 x i32> poison, i32 %sub.i64, i64 0
  %broadcast.splat151 = shufflevector <8 x i32> %broadcast.splatinsert150, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <8 x i32> poison, i32 %shr.i66, i64 0
  %broadcast.splat153 = shufflevector <8 x i32> %broadcast.splatinsert152, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <8 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat155 = shufflevector <8 x i32> %broadcast.splatinsert154, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat157 = shufflevector <8 x i32> %broadcast.splatinsert156, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <8 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat159 = shufflevector <8 x i32> %broadcast.splatinsert158, <8 x i32> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <8 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat161 = shufflevector <8 x i32> %broadcast.splatinsert160, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index119 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next162, %vec.epilog.vector.body ]
  %70 = getelementptr inbounds i8, ptr %in1, i64 %index119
  %wide.load120 = load <8 x i8>, ptr %70, align 1, !tbaa !4
  %71 = zext <8 x i8> %wide.load120 to <8 x i32>
  %72 = add nsw <8 x i32> %broadcast.splat122, %71
  %73 = getelementptr inbounds i8, ptr %in2, i64 %index119
  %wide.load123 = load <8 x i8>, ptr %73, align 1, !tbaa !4
  %74 = zext <8 x i8> %wide.load123 to <8 x i32>
  %75 = add nsw <8 x i32> %broadcast.splat125, %74
  %76 = shl nsw <8 x i32> %72, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %77 = icmp eq <8 x i32> %72, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %78 = and <8 x i1> %broadcast.splat127, %77
  %79 = sext <8 x i32> %76 to <8 x i64>
  %80 = mul nsw <8 x i64> %broadcast.splat129, %79
  %81 = icmp sgt <8 x i64> %80, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %82 = select <8 x i1> %81, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %83 = add nsw <8 x i64> %82, %80
  %84 = sdiv <8 x i64> %83, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %85 = trunc <8 x i64> %84 to <8 x i32>
  %86 = select <8 x i1> %78, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %85
  %87 = and <8 x i32> %86, %broadcast.splat131
  %88 = lshr <8 x i32> %86, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %89 = add nsw <8 x i32> %88, %broadcast.splat133
  %90 = ashr <8 x i32> %86, %broadcast.splat135
  %91 = icmp sgt <8 x i32> %87, %89
  %92 = zext <8 x i1> %91 to <8 x i32>
  %93 = shl nsw <8 x i32> %75, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %94 = icmp eq <8 x i32> %75, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %95 = and <8 x i1> %broadcast.splat137, %94
  %96 = sext <8 x i32> %93 to <8 x i64>
  %97 = mul nsw <8 x i64> %broadcast.splat139, %96
  %98 = icmp sgt <8 x i64> %97, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %99 = select <8 x i1> %98, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %100 = add nsw <8 x i64> %99, %97
  %101 = sdiv <8 x i64> %100, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %102 = trunc <8 x i64> %101 to <8 x i32>
  %103 = select <8 x i1> %95, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %102
  %104 = and <8 x i32> %103, %broadcast.splat141
  %105 = lshr <8 x i32> %103, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %106 = add nsw <8 x i32> %105, %broadcast.splat143
  %107 = ashr <8 x i32> %103, %broadcast.splat145
  %108 = icmp sgt <8 x i32> %104, %106
  %109 = zext <8 x i1> %108 to <8 x i32>
  %110 = add <8 x i32> %107, %90
  %111 = add <8 x i32> %110, %92
  %112 = add <8 x i32> %111, %109
  %113 = icmp eq <8 x i32> %112, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %114 = and <8 x i1> %broadcast.splat147, %113
  %115 = sext <8 x i32> %112 to <8 x i64>
  %116 = mul nsw <8 x i64> %broadcast.splat149, %115
  %117 = icmp sgt <8 x i64> %116, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %118 = select <8 x i1> %117, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %119 = add nsw <8 x i64> %118, %116
  %120 = sdiv <8 x i64> %119, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %121 = trunc <8 x i64> %120 to <8 x i32>
  %122 = select <8 x i1> %114, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %121
  %123 = and <8 x i32> %122, %broadcast.splat151
  %124 = lshr <8 x i32> %122, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %125 = add nsw <8 x i32> %124, %broadcast.splat153
  %126 = ashr <8 x i32> %122, %broadcast.splat155
  %127 = icmp sgt <8 x i32> %123, %125
  %128 = zext <8 x i1> %127 to <8 x i32>
  %129 = add <8 x i32> %126, %broadcast.splat157
  %130 = add <8 x i32> %129, %128
  %131 = icmp slt <8 x i32> %130, %broadcast.splat159
  %132 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %130, <8 x i32> %broadcast.splat161)
  %133 = select <8 x i1> %131, <8 x i32> %broadcast.splat159, <8 x i32> %132
  %134 = trunc <8 x i32> %133 to <8 x i8>
  %135 = getelementptr inbounds i8, ptr %out, i64 %index119
  store <8 x i8> %134, ptr %135, align 1, !tbaa !4
  %index.next162 = add nuw i64 %index119, 8
  %136 = icmp eq i64 %index.next162, %n.vec117
  br i1 %136, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n118 = icmp eq i64 %n.vec117, %wide.trip.count
  br i1 %cmp.n118, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec117, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %in1, i64 %indvars.iv
  %137 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %137 to i32
  %add = add nsw i32 %conv, %in1_offset
  %arrayidx2 = getelementptr inbounds i8, ptr %in2, i64 %indvars.iv
  %138 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %conv3 = zext i8 %138 to i32
  %add4 = add nsw i32 %conv3, %in2_offset
  %mul = shl nsw i32 %add, 20
  %cmp1.i = icmp eq i32 %add, -2048
  %139 = and i1 %0, %cmp1.i
  %conv.i = sext i32 %mul to i64
  %mul.i = mul nsw i64 %conv.i, %conv2.i
  %cmp3.i = icmp sgt i64 %mul.i, -1
  %conv5.i = select i1 %cmp3.i, i64 1073741824, i64 -1073741823
  %add.i = add nsw i64 %conv5.i, %mul.i
  %div.i = sdiv i64 %add.i, 2147483648
  %conv6.i = trunc i64 %div.i to i32
  %cond7.i = select i1 %139, i32 2147483647, i32 %conv6.i
  %and.i = and i32 %cond7.i, %sub.i
  %x.lobit.i = lshr i32 %cond7.i, 31
  %add.i32 = add nsw i32 %x.lobit.i, %shr.i
  %shr1.i = ashr i32 %cond7.i, %in1_shift
  %cmp2.i = icmp sgt i32 %and.i, %add.i32
  %cond3.i = zext i1 %cmp2.i to i32
  %mul6 = shl nsw i32 %add4, 20
  %cmp1.i33 = icmp eq i32 %add4, -2048
  %140 = and i1 %1, %cmp1.i33
  %conv.i34 = sext i32 %mul6 to i64
  %mul.i36 = mul nsw i64 %conv.i34, %conv2.i35
  %cmp3.i37 = icmp sgt i64 %mul.i36, -1
  %conv5.i38 = select i1 %cmp3.i37, i64 1073741824, i64 -1073741823
  %add.i39 = add nsw i64 %conv5.i38, %mul.i36
  %div.i40 = sdiv i64 %add.i39, 2147483648
  %conv6.i41 = trunc i64 %div.i40 to i32
  %cond7.i42 = select i1 %140, i32 2147483647, i32 %conv6.i41
  %and.i45 = and i32 %cond7.i42, %sub.i44
  %x.lobit.i47 = lshr i32 %cond7.i42, 31
  %add.i48 = add nsw i32 %x.lobit.i47, %shr.i46
  %shr1.i49 = ashr i32 %cond7.i42, %in2_shift
  %cmp2.i50 = icmp sgt i32 %and.i45, %add.i48
  %cond3.i51 = zext i1 %cmp2.i50 to i32
  %add4.i52 = add i32 %shr1.i49, %shr1.i
  %add4.i = add i32 %add4.i52, %cond3.i
  %add9 = add i32 %add4.i, %cond3.i51
  %cmp1.i53 = icmp eq i32 %add9, -2147483648
  %141 = and i1 %2, %cmp1.i53
  %conv.i54 = sext i32 %add9 to i64
  %mul.i56 = mul nsw i64 %conv.i54, %conv2.i55
  %cmp3.i57 = icmp sgt i64 %mul.i56, -1
  %conv5.i58 = select i1 %cmp3.i57, i64 1073741824, i64 -1073741823
  %add.i59 = add nsw i64 %conv5.i58, %mul.i56
  %div.i60 = sdiv i64 %add.i59, 2147483648
  %conv6.i61 = trunc i64 %div.i60 to i32
  %cond7.i62 = select i1 %141, i32 2147483647, i32 %conv6.i61
  %and.i65 = and i32 %cond7.i62, %sub.i64
  %x.lobit.i67 = lshr i32 %cond7.i62, 31
  %add.i68 = add nsw i32 %x.lobit.i67, %shr.i66
  %shr1.i69 = ashr i32 %cond7.i62, %out_shift
  %cmp2.i70 = icmp sgt i32 %and.i65, %add.i68
  %cond3.i71 = zext i1 %cmp2.i70 to i32
  %add4.i72 = add i32 %shr1.i69, %out_offset
  %add12 = add i32 %add4.i72, %cond3.i71
  %cmp13 = icmp slt i32 %add12, %act_min
  %cond = tail call i32 @llvm.smin.i32(i32 %add12, i32 %act_max)
  %cond20 = select i1 %cmp13, i32 %act_min, i32 %cond
  %conv21 = trunc i32 %cond20 to i8
  %arrayidx23 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv
  store i8 %conv21, ptr %arrayidx23, align 1, !tbaa !4
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !9, !8}
