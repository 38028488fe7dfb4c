; ModuleID = 'bench/kernels/tflite_mul.c'
source_filename = "bench/kernels/tflite_mul.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @tflite_mul(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in1, ptr noalias nocapture noundef readonly %in2, i32 noundef %n, i32 noundef %in1_offset, i32 noundef %in2_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift, i32 noundef %act_min, i32 noundef %act_max) local_unnamed_addr #0 {
entry:
  %cmp25 = icmp sgt i32 %n, 0
  br i1 %cmp25, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %0 = icmp eq i32 %out_mult, -2147483648
  %conv2.i = sext i32 %out_mult to i64
  %notmask.i = shl nsw i32 -1, %out_shift
  %sub.i = xor i32 %notmask.i, -1
  %shr.i = ashr i32 %sub.i, 1
  %min.iters.check = icmp ult i32 %n, 32
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check27 = icmp ult i32 %n, 128
  br i1 %min.iters.check27, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i32 %n, -128
  %broadcast.splatinsert = insertelement <128 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat = shufflevector <128 x i32> %broadcast.splatinsert, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert29 = insertelement <128 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat30 = shufflevector <128 x i32> %broadcast.splatinsert29, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert31 = insertelement <128 x i1> poison, i1 %0, i64 0
  %broadcast.splat32 = shufflevector <128 x i1> %broadcast.splatinsert31, <128 x i1> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert33 = insertelement <128 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat34 = shufflevector <128 x i64> %broadcast.splatinsert33, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert35 = insertelement <128 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat36 = shufflevector <128 x i32> %broadcast.splatinsert35, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert37 = insertelement <128 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat38 = shufflevector <128 x i32> %broadcast.splatinsert37, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert39 = insertelement <128 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat40 = shufflevector <128 x i32> %broadcast.splatinsert39, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert41 = insertelement <128 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat42 = shufflevector <128 x i32> %broadcast.splatinsert41, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert43 = insertelement <128 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat44 = shufflevector <128 x i32> %broadcast.splatinsert43, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert45 = insertelement <128 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat46 = shufflevector <128 x i32> %broadcast.splatinsert45, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = getelementptr inbounds i8, ptr %in1, i32 %index
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = zext <128 x i8> %wide.load to <128 x i32>
  %3 = add nsw <128 x i32> %broadcast.splat, %2
  %4 = getelementptr inbounds i8, ptr %in2, i32 %index
  %wide.load28 = load <128 x i8>, ptr %4, align 1, !tbaa !4
  %5 = zext <128 x i8> %wide.load28 to <128 x i32>
  %6 = add nsw <128 x i32> %broadcast.splat30, %5
  %7 = mul nsw <128 x i32> %6, %3
  %8 = icmp eq <128 x i32> %7, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %9 = and <128 x i1> %broadcast.splat32, %8
  %10 = sext <128 x i32> %7 to <128 x i64>
  %11 = mul nsw <128 x i64> %broadcast.splat34, %10
  %12 = icmp sgt <128 x i64> %11, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %13 = select <128 x i1> %12, <128 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <128 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %14 = add nsw <128 x i64> %13, %11
  %15 = sdiv <128 x i64> %14, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %16 = trunc <128 x i64> %15 to <128 x i32>
  %17 = select <128 x i1> %9, <128 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <128 x i32> %16
  %18 = and <128 x i32> %17, %broadcast.splat36
  %19 = lshr <128 x i32> %17, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %20 = add nsw <128 x i32> %19, %broadcast.splat38
  %21 = ashr <128 x i32> %17, %broadcast.splat40
  %22 = icmp sgt <128 x i32> %18, %20
  %23 = zext <128 x i1> %22 to <128 x i32>
  %24 = add <128 x i32> %21, %broadcast.splat42
  %25 = add <128 x i32> %24, %23
  %26 = icmp slt <128 x i32> %25, %broadcast.splat44
  %27 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %25, <128 x i32> %broadcast.splat46)
  %28 = select <128 x i1> %26, <128 x i32> %broadcast.splat44, <128 x i32> %27
  %29 = trunc <128 x i32> %28 to <128 x i8>
  %30 = getelementptr inbounds i8, ptr %out, i32 %index
  store <128 x i8> %29, ptr %30, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %31 = icmp eq i32 %index.next, %n.vec
  br i1 %31, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i32 %n.vec, %n
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec48 = and i32 %n, -32
  %broadcast.splatinsert52 = insertelement <32 x i32> poison, i32 %in1_offset, i64 0
  %broadcast.splat53 = shufflevector <32 x i32> %broadcast.splatinsert52, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert55 = insertelement <32 x i32> poison, i32 %in2_offset, i64 0
  %broadcast.splat56 = shufflevector <32 x i32> %broadcast.splatinsert55, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert57 = insertelement <32 x i1> poison, i1 %0, i64 0
  %broadcast.splat58 = shufflevector <32 x i1> %broadcast.splatinsert57, <32 x i1> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert59 = insertelement <32 x i64> poison, i64 %conv2.i, i64 0
  %broadcast.splat60 = shufflevector <32 x i64> %broadcast.splatinsert59, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert61 = insertelement <32 x i32> poison, i32 %sub.i, i64 0
  %broadcast.splat62 = shufflevector <32 x i32> %broadcast.splatinsert61, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert63 = insertelement <32 x i32> poison, i32 %shr.i, i64 0
  %broadcast.splat64 = shufflevector <32 x i32> %broadcast.splatinsert63, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert65 = insertelement <32 x i32> poison, i32 %out_shift, i64 0
  %broadcast.splat66 = shufflevector <32 x i32> %broadcast.splatinsert65, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert67 = insertelement <32 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat68 = shufflevector <32 x i32> %broadcast.splatinsert67, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert69 = insertelement <32 x i32> poison, i32 %act_min, i64 0
  %broadcast.splat70 = shufflevector <32 x i32> %broadcast.splatinsert69, <32 x i32> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert71 = insertelement <32 x i32> poison, i32 %act_max, i64 0
  %broadcast.splat72 = shufflevector <32 x i32> %broadcast.splatinsert71, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index50 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next73, %vec.epilog.vector.body ]
  %32 = getelementptr inbounds i8, ptr %in1, i32 %index50
  %wide.load51 = load <32 x i8>, ptr %32, align 1, !tbaa !4
  %33 = zext <32 x i8> %wide.load51 to <32 x i32>
  %34 = add nsw <32 x i32> %broadcast.splat53, %33
  %35 = getelementptr inbounds i8, ptr %in2, i32 %index50
  %wide.load54 = load <32 x i8>, ptr %35, align 1, !tbaa !4
  %36 = zext <32 x i8> %wide.load54 to <32 x i32>
  %37 = add nsw <32 x i32> %broadcast.splat56, %36
  %38 = mul nsw <32 x i32> %37, %34
  %39 = icmp eq <32 x i32> %38, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %40 = and <32 x i1> %broadcast.splat58, %39
  %41 = sext <32 x i32> %38 to <32 x i64>
  %42 = mul nsw <32 x i64> %broadcast.splat60, %41
  %43 = icmp sgt <32 x i64> %42, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %44 = select <32 x i1> %43, <32 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <32 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %45 = add nsw <32 x i64> %44, %42
  %46 = sdiv <32 x i64> %45, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %47 = trunc <32 x i64> %46 to <32 x i32>
  %48 = select <32 x i1> %40, <32 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <32 x i32> %47
  %49 = and <32 x i32> %48, %broadcast.splat62
  %50 = lshr <32 x i32> %48, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %51 = add nsw <32 x i32> %50, %broadcast.splat64
  %52 = ashr <32 x i32> %48, %broadcast.splat66
  %53 = icmp sgt <32 x i32> %49, %51
  %54 = zext <32 x i1> %53 to <32 x i32>
  %55 = add <32 x i32> %52, %broadcast.splat68
  %56 = add <32 x i32> %55, %54
  %57 = icmp slt <32 x i32> %56, %broadcast.splat70
  %58 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %56, <32 x i32> %broadcast.splat72)
  %59 = select <32 x i1> %57, <32 x i32> %broadcast.splat70, <32 x i32> %58
  %60 = trunc <32 x i32> %59 to <32 x i8>
  %61 = getelementptr inbounds i8, ptr %out, i32 %index50
  store <32 x i8> %60, ptr %61, align 1, !tbaa !4
  %index.next73 = add nuw i32 %index50, 32
  %62 = icmp eq i32 %index.next73, %n.vec48
  br i1 %62, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !10

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n49 = icmp eq i32 %n.vec48, %n
  br i1 %cmp.n49, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %i.026.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec48, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  ret void

for.body:                                         ; preds = %for.body.preheader, %for.body
  %i.026 = phi i32 [ %inc, %for.body ], [ %i.026.ph, %for.body.preheader ]
  %arrayidx = getelementptr inbounds i8, ptr %in1, i32 %i.026
  %63 = load i8, ptr %arrayidx, align 1, !tbaa !4
  %conv = zext i8 %63 to i32
  %add = add nsw i32 %conv, %in1_offset
  %arrayidx1 = getelementptr inbounds i8, ptr %in2, i32 %i.026
  %64 = load i8, ptr %arrayidx1, align 1, !tbaa !4
  %conv2 = zext i8 %64 to i32
  %add3 = add nsw i32 %conv2, %in2_offset
  %mul = mul nsw i32 %add3, %add
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
  %add.i24 = add nsw i32 %x.lobit.i, %shr.i
  %shr1.i = ashr i32 %cond7.i, %out_shift
  %cmp2.i = icmp sgt i32 %and.i, %add.i24
  %cond3.i = zext i1 %cmp2.i to i32
  %add4.i = add i32 %shr1.i, %out_offset
  %add5 = add i32 %add4.i, %cond3.i
  %cmp6 = icmp slt i32 %add5, %act_min
  %cond = tail call i32 @llvm.smin.i32(i32 %add5, i32 %act_max)
  %cond13 = select i1 %cmp6, i32 %act_min, i32 %cond
  %conv14 = trunc i32 %cond13 to i8
  %arrayidx15 = getelementptr inbounds i8, ptr %out, i32 %i.026
  store i8 %conv14, ptr %arrayidx15, align 1, !tbaa !4
  %inc = add nuw nsw i32 %i.026, 1
  %exitcond.not = icmp eq i32 %inc, %n
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !11
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"omnipotent char", !6, i64 0}
!6 = !{!"Simple C/C++ TBAA"}
!7 = distinct !{!7, !8, !9}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = distinct !{!10, !8, !9}
!11 = distinct !{!11, !9, !8}
