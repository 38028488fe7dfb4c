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
  %0 = insertelement <2 x i32> poison, i32 %in2_shift, i64 0
  %1 = insertelement <2 x i32> %0, i32 %in1_shift, i64 1
  %2 = shl nsw <2 x i32> <i32 -1, i32 -1>, %1
  %3 = insertelement <2 x i32> poison, i32 %in2_mult, i64 0
  %4 = insertelement <2 x i32> %3, i32 %in1_mult, i64 1
  %5 = icmp eq <2 x i32> %4, <i32 -2147483648, i32 -2147483648>
  %6 = sext <2 x i32> %4 to <2 x i64>
  %7 = xor <2 x i32> %2, <i32 -1, i32 -1>
  %8 = ashr <2 x i32> %7, <i32 1, i32 1>
  %9 = icmp eq i32 %out_mult, -2147483648
  %conv2.i55 = sext i32 %out_mult to i64
  %notmask.i63 = shl nsw i32 -1, %out_shift
  %sub.i64 = xor i32 %notmask.i63, -1
  %shr.i66 = ashr i32 %sub.i64, 1
  %wide.trip.count = zext i32 %n to i64
  %min.iters.check = icmp ult i32 %n, 16
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check76 = icmp ult i32 %n, 32
  br i1 %min.iters.check76, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967264
  %broadcast.splatinsert = insertelement <32 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat = shufflevector <32 x i32> %broadcast.splatinsert, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert78 = insertelement <32 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat79 = shufflevector <32 x i32> %broadcast.splatinsert78, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splat81 = shufflevector <2 x i1> %5, <2 x i1> poison, <32 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat83 = shufflevector <2 x i64> %6, <2 x i64> poison, <32 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat85 = shufflevector <2 x i32> %7, <2 x i32> poison, <32 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat87 = shufflevector <2 x i32> %8, <2 x i32> poison, <32 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splatinsert88 = insertelement <32 x i32> poison, i32 %in1_shift, i64 0
  %broadcast.splat89 = shufflevector <32 x i32> %broadcast.splatinsert88, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splat91 = shufflevector <2 x i1> %5, <2 x i1> poison, <32 x i32> zeroinitializer
  %broadcast.splat93 = shufflevector <2 x i64> %6, <2 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splat95 = shufflevector <2 x i32> %7, <2 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splat97 = shufflevector <2 x i32> %8, <2 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert98 = insertelement <32 x i32> poison, i32 %in2_shift, i64 0
  %broadcast.splat99 = shufflevector <32 x i32> %broadcast.splatinsert98, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert100 = insertelement <32 x i1> poison, i1 %9, i64 0
  %broadcast.splat101 = shufflevector <32 x i1> %broadcast.splatinsert100, <32 x i1> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert102 = insertelement <32 x i64> poison, i64 %conv2.i55, i64 0
  %broadcast.splat103 = shufflevector <32 x i64> %broadcast.splatinsert102, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert104 = insertelement <32 x i32> poison, i32 %sub.i64, i64 0
  %broadcast.splat105 = shufflevector <32 x i32> %broadcast.splatinsert104, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert106 = insertelement <32 x i32> poison, i32 %shr.i66, i64 0
  %broadcast.splat107 = shufflevector <32 x i32> %broadcast.splatinsert106, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert108 = insertelement <32 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat109 = shufflevector <32 x i32> %broadcast.splatinsert108, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert110 = insertelement <32 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat111 = shufflevector <32 x i32> %broadcast.splatinsert110, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert112 = insertelement <32 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat113 = shufflevector <32 x i32> %broadcast.splatinsert112, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <32 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat115 = shufflevector <32 x i32> %broadcast.splatinsert114, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %10 = getelementptr inbounds i8, ptr %in1, i64 %index
  %wide.load = load <32 x i8>, ptr %10, align 1, !tbaa !4
  %11 = zext <32 x i8> %wide.load to <32 x i32>
  %12 = add nsw <32 x i32> %broadcast.splat, %11
  %13 = getelementptr inbounds i8, ptr %in2, i64 %index
  %wide.load77 = load <32 x i8>, ptr %13, align 1, !tbaa !4
  %14 = zext <32 x i8> %wide.load77 to <32 x i32>
  %15 = add nsw <32 x i32> %broadcast.splat79, %14
  %16 = shl nsw <32 x i32> %12, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %17 = icmp eq <32 x i32> %12, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %18 = and <32 x i1> %broadcast.splat81, %17
  %19 = sext <32 x i32> %16 to <32 x i64>
  %20 = mul nsw <32 x i64> %broadcast.splat83, %19
  %21 = icmp sgt <32 x i64> %20, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %22 = select <32 x i1> %21, <32 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <32 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %23 = add nsw <32 x i64> %22, %20
  %24 = sdiv <32 x i64> %23, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %25 = trunc <32 x i64> %24 to <32 x i32>
  %26 = select <32 x i1> %18, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %25
  %27 = and <32 x i32> %26, %broadcast.splat85
  %28 = lshr <32 x i32> %26, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %29 = add nsw <32 x i32> %28, %broadcast.splat87
  %30 = ashr <32 x i32> %26, %broadcast.splat89
  %31 = icmp sgt <32 x i32> %27, %29
  %32 = zext <32 x i1> %31 to <32 x i32>
  %33 = shl nsw <32 x i32> %15, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %34 = icmp eq <32 x i32> %15, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %35 = and <32 x i1> %broadcast.splat91, %34
  %36 = sext <32 x i32> %33 to <32 x i64>
  %37 = mul nsw <32 x i64> %broadcast.splat93, %36
  %38 = icmp sgt <32 x i64> %37, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %39 = select <32 x i1> %38, <32 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <32 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %40 = add nsw <32 x i64> %39, %37
  %41 = sdiv <32 x i64> %40, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %42 = trunc <32 x i64> %41 to <32 x i32>
  %43 = select <32 x i1> %35, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %42
  %44 = and <32 x i32> %43, %broadcast.splat95
  %45 = lshr <32 x i32> %43, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %46 = add nsw <32 x i32> %45, %broadcast.splat97
  %47 = ashr <32 x i32> %43, %broadcast.splat99
  %48 = icmp sgt <32 x i32> %44, %46
  %49 = zext <32 x i1> %48 to <32 x i32>
  %50 = add <32 x i32> %47, %30
  %51 = add <32 x i32> %50, %32
  %52 = add <32 x i32> %51, %49
  %53 = icmp eq <32 x i32> %52, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %54 = and <32 x i1> %broadcast.splat101, %53
  %55 = sext <32 x i32> %52 to <32 x i64>
  %56 = mul nsw <32 x i64> %broadcast.splat103, %55
  %57 = icmp sgt <32 x i64> %56, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %58 = select <32 x i1> %57, <32 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <32 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %59 = add nsw <32 x i64> %58, %56
  %60 = sdiv <32 x i64> %59, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %61 = trunc <32 x i64> %60 to <32 x i32>
  %62 = select <32 x i1> %54, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %61
  %63 = and <32 x i32> %62, %broadcast.splat105
  %64 = lshr <32 x i32> %62, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %65 = add nsw <32 x i32> %64, %broadcast.splat107
  %66 = ashr <32 x i32> %62, %broadcast.splat109
  %67 = icmp sgt <32 x i32> %63, %65
  %68 = zext <32 x i1> %67 to <32 x i32>
  %69 = add <32 x i32> %66, %broadcast.splat111
  %70 = add <32 x i32> %69, %68
  %71 = icmp slt <32 x i32> %70, %broadcast.splat113
  %72 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %70, <32 x i32> %broadcast.splat115)
  %73 = select <32 x i1> %71, <32 x i32> %broadcast.splat113, <32 x i32> %72
  %74 = trunc <32 x i32> %73 to <32 x i8>
  %75 = getelementptr inbounds i8, ptr %out, i64 %index
  store <32 x i8> %74, ptr %75, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 32
  %76 = icmp eq i64 %index.next, %n.vec
  br i1 %76, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 16
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec117 = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert121 = insertelement <16 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat122 = shufflevector <16 x i32> %broadcast.splatinsert121, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert124 = insertelement <16 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat125 = shufflevector <16 x i32> %broadcast.splatinsert124, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splat127 = shufflevector <2 x i1> %5, <2 x i1> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat129 = shufflevector <2 x i64> %6, <2 x i64> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat131 = shufflevector <2 x i32> %7, <2 x i32> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splat133 = shufflevector <2 x i32> %8, <2 x i32> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %broadcast.splatinsert134 = insertelement <16 x i32> poison, i32 %in1_shift, i64 0
  %broadcast.splat135 = shufflevector <16 x i32> %broadcast.splatinsert134, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splat137 = shufflevector <2 x i1> %5, <2 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splat139 = shufflevector <2 x i64> %6, <2 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splat141 = shufflevector <2 x i32> %7, <2 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splat143 = shufflevector <2 x i32> %8, <2 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert144 = insertelement <16 x i32> poison, i32 %in2_shift, i64 0
  %broadcast.splat145 = shufflevector <16 x i32> %broadcast.splatinsert144, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert146 = insertelement <16 x i1> poison, i1 %9, i64 0
  %broadcast.splat147 = shufflevector <16 x i1> %broadcast.splatinsert146, <16 x i1> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert148 = insertelement <16 x i64> poison, i64 %conv2.i55, i64 0
  %broadcast.splat149 = shufflevector <16 x i64> %broadcast.splatinsert148, <16 x i64> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <16 x i32> poison, i32 %sub.i64, i64 0
  %broadcast.splat151 = shufflevector <16 x i32> %broadcast.splatinsert150, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <16 x i32> poison, i32 %shr.i66, i64 0
  %broadcast.splat153 = shufflevector <16 x i32> %broadcast.splatinsert152, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <16 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat155 = shufflevector <16 x i32> %broadcast.splatinsert154, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert156 = insertelement <16 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat157 = shufflevector <16 x i32> %broadcast.splatinsert156, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert158 = insertelement <16 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat159 = shufflevector <16 x i32> %broadcast.splatinsert158, <16 x i32> poison, <16 x i32> zeroinitializer
  %broadcast.splatinsert160 = insertelement <16 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat161 = shufflevector <16 x i32> %broadcast.splatinsert160, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index119 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next162, %vec.epilog.vector.body ]
  %77 = getelementptr inbounds i8, ptr %in1, i64 %index119
  %wide.load120 = load <16 x i8>, ptr %77, align 1, !tbaa !4
  %78 = zext <16 x i8> %wide.load120 to <16 x i32>
  %79 = add nsw <16 x i32> %broadcast.splat122, %78
  %80 = getelementptr inbounds i8, ptr %in2, i64 %index119
  %wide.load123 = load <16 x i8>, ptr %80, align 1, !tbaa !4
  %81 = zext <16 x i8> %wide.load123 to <16 x i32>
  %82 = add nsw <16 x i32> %broadcast.splat125, %81
  %83 = shl nsw <16 x i32> %79, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %84 = icmp eq <16 x i32> %79, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %85 = and <16 x i1> %broadcast.splat127, %84
  %86 = sext <16 x i32> %83 to <16 x i64>
  %87 = mul nsw <16 x i64> %broadcast.splat129, %86
  %88 = icmp sgt <16 x i64> %87, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %89 = select <16 x i1> %88, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %90 = add nsw <16 x i64> %89, %87
  %91 = sdiv <16 x i64> %90, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %92 = trunc <16 x i64> %91 to <16 x i32>
  %93 = select <16 x i1> %85, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %92
  %94 = and <16 x i32> %93, %broadcast.splat131
  %95 = lshr <16 x i32> %93, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %96 = add nsw <16 x i32> %95, %broadcast.splat133
  %97 = ashr <16 x i32> %93, %broadcast.splat135
  %98 = icmp sgt <16 x i32> %94, %96
  %99 = zext <16 x i1> %98 to <16 x i32>
  %100 = shl nsw <16 x i32> %82, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %101 = icmp eq <16 x i32> %82, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %102 = and <16 x i1> %broadcast.splat137, %101
  %103 = sext <16 x i32> %100 to <16 x i64>
  %104 = mul nsw <16 x i64> %broadcast.splat139, %103
  %105 = icmp sgt <16 x i64> %104, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %106 = select <16 x i1> %105, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %107 = add nsw <16 x i64> %106, %104
  %108 = sdiv <16 x i64> %107, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %109 = trunc <16 x i64> %108 to <16 x i32>
  %110 = select <16 x i1> %102, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %109
  %111 = and <16 x i32> %110, %broadcast.splat141
  %112 = lshr <16 x i32> %110, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %113 = add nsw <16 x i32> %112, %broadcast.splat143
  %114 = ashr <16 x i32> %110, %broadcast.splat145
  %115 = icmp sgt <16 x i32> %111, %113
  %116 = zext <16 x i1> %115 to <16 x i32>
  %117 = add <16 x i32> %114, %97
  %118 = add <16 x i32> %117, %99
  %119 = add <16 x i32> %118, %116
  %120 = icmp eq <16 x i32> %119, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %121 = and <16 x i1> %broadcast.splat147, %120
  %122 = sext <16 x i32> %119 to <16 x i64>
  %123 = mul nsw <16 x i64> %broadcast.splat149, %122
  %124 = icmp sgt <16 x i64> %123, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %125 = select <16 x i1> %124, <16 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <16 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %126 = add nsw <16 x i64> %125, %123
  %127 = sdiv <16 x i64> %126, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %128 = trunc <16 x i64> %127 to <16 x i32>
  %129 = select <16 x i1> %121, <16 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <16 x i32> %128
  %130 = and <16 x i32> %129, %broadcast.splat151
  %131 = lshr <16 x i32> %129, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %132 = add nsw <16 x i32> %131, %broadcast.splat153
  %133 = ashr <16 x i32> %129, %broadcast.splat155
  %134 = icmp sgt <16 x i32> %130, %132
  %135 = zext <16 x i1> %134 to <16 x i32>
  %136 = add <16 x i32> %133, %broadcast.splat157
  %137 = add <16 x i32> %136, %135
  %138 = icmp slt <16 x i32> %137, %broadcast.splat159
  %139 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %137, <16 x i32> %broadcast.splat161)
  %140 = select <16 x i1> %138, <16 x i32> %broadcast.splat159, <16 x i32> %139
  %141 = trunc <16 x i32> %140 to <16 x i8>
  %142 = getelementptr inbounds i8, ptr %out, i64 %index119
  store <16 x i8> %141, ptr %142, align 1, !tbaa !4
  %index.next162 = add nuw i64 %index119, 16
  %143 = icmp eq i64 %index.next162, %n.vec117
  br i1 %143, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n118 = icmp eq i64 %n.vec117, %wide.trip.count
  br i1 %cmp.n118, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec117, %vec.epilog.middle.block ]
  %144 = insertelement <2 x i32> poison, i32 %in2_offset, i64 0
  %145 = insertelement <2 x i32> %144, i32 %in1_offset, i64 1
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %in1, i64 %indvars.iv
  %arrayidx2 = getelementptr inbounds i8, ptr %in2, i64 %indvars.iv
  %146 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %147 = load i8, ptr %arrayidx2, align 1, !tbaa !4
  %148 = insertelement <2 x i8> poison, i8 %147, i64 0
  %149 = insertelement <2 x i8> %148, i8 %146, i64 1
  %150 = zext <2 x i8> %149 to <2 x i32>
  %151 = add nsw <2 x i32> %145, %150
  %152 = shl nsw <2 x i32> %151, <i32 20, i32 20>
  %153 = icmp eq <2 x i32> %151, <i32 -2048, i32 -2048>
  %154 = and <2 x i1> %5, %153
  %155 = sext <2 x i32> %152 to <2 x i64>
  %156 = mul nsw <2 x i64> %155, %6
  %157 = icmp sgt <2 x i64> %156, <i64 -1, i64 -1>
  %158 = select <2 x i1> %157, <2 x i64> <i64 1073741824, i64 1073741824>, <2 x i64> <i64 -1073741823, i64 -1073741823>
  %159 = add nsw <2 x i64> %158, %156
  %160 = sdiv <2 x i64> %159, <i64 2147483648, i64 2147483648>
  %161 = trunc <2 x i64> %160 to <2 x i32>
  %162 = select <2 x i1> %154, <2 x i32> <i32 2147483647, i32 2147483647>, <2 x i32> %161
  %163 = ashr <2 x i32> %162, %1
  %164 = and <2 x i32> %162, %7
  %165 = lshr <2 x i32> %162, <i32 31, i32 31>
  %166 = add nsw <2 x i32> %165, %8
  %167 = icmp sgt <2 x i32> %164, %166
  %168 = extractelement <2 x i1> %167, i64 1
  %cond3.i = zext i1 %168 to i32
  %169 = extractelement <2 x i1> %167, i64 0
  %cond3.i51 = zext i1 %169 to i32
  %shift = shufflevector <2 x i32> %163, <2 x i32> poison, <2 x i32> <i32 1, i32 undef>
  %170 = add <2 x i32> %163, %shift
  %add4.i52 = extractelement <2 x i32> %170, i64 0
  %add4.i = add i32 %add4.i52, %cond3.i
  %add9 = add i32 %add4.i, %cond3.i51
  %cmp1.i53 = icmp eq i32 %add9, -2147483648
  %171 = and i1 %9, %cmp1.i53
  %conv.i54 = sext i32 %add9 to i64
  %mul.i56 = mul nsw i64 %conv.i54, %conv2.i55
  %cmp3.i57 = icmp sgt i64 %mul.i56, -1
  %conv5.i58 = select i1 %cmp3.i57, i64 1073741824, i64 -1073741823
  %add.i59 = add nsw i64 %conv5.i58, %mul.i56
  %div.i60 = sdiv i64 %add.i59, 2147483648
  %conv6.i61 = trunc i64 %div.i60 to i32
  %cond7.i62 = select i1 %171, i32 2147483647, i32 %conv6.i61
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
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
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
