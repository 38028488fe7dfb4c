; ModuleID = 'bench/kernels/average_pool_mulhi.c'
source_filename = "bench/kernels/average_pool_mulhi.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @average_pool_mulhi(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %out_width, i32 noundef %out_height, i32 noundef %in_stride, i16 noundef zeroext %inv) local_unnamed_addr #0 {
entry:
  %cmp78 = icmp sgt i32 %out_height, 0
  br i1 %cmp78, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %cmp676 = icmp sgt i32 %out_width, 0
  %conv40 = zext i16 %inv to i32
  br i1 %cmp676, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %min.iters.check = icmp ult i32 %out_width, 128
  %n.vec = and i32 %out_width, -128
  %broadcast.splatinsert = insertelement <128 x i32> poison, i32 %conv40, i64 0
  %broadcast.splat = shufflevector <128 x i32> %broadcast.splatinsert, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n = icmp eq i32 %n.vec, %out_width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %y.079.us = phi i32 [ %inc48.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.079.us, %in_stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %in_stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %in_stride
  %mul3.us = mul nsw i32 %y.079.us, %out_width
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul3.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %arrayidx9.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i32 1
  %.pre82 = load i8, ptr %arrayidx9.us.phi.trans.insert, align 1, !tbaa !4
  %.pre83 = load i8, ptr %add.ptr1.us, align 1, !tbaa !4
  %arrayidx20.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr1.us, i32 1
  %.pre84 = load i8, ptr %arrayidx20.us.phi.trans.insert, align 1, !tbaa !4
  %.pre85 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx31.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i32 1
  %.pre86 = load i8, ptr %arrayidx31.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre86, i64 127
  %vector.recur.init87 = insertelement <128 x i8> poison, i8 %.pre85, i64 127
  %vector.recur.init89 = insertelement <128 x i8> poison, i8 %.pre84, i64 127
  %vector.recur.init91 = insertelement <128 x i8> poison, i8 %.pre83, i64 127
  %vector.recur.init93 = insertelement <128 x i8> poison, i8 %.pre82, i64 127
  %vector.recur.init95 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load98, %vector.body ]
  %vector.recur88 = phi <128 x i8> [ %vector.recur.init87, %vector.ph ], [ %19, %vector.body ]
  %vector.recur90 = phi <128 x i8> [ %vector.recur.init89, %vector.ph ], [ %wide.load97, %vector.body ]
  %vector.recur92 = phi <128 x i8> [ %vector.recur.init91, %vector.ph ], [ %10, %vector.body ]
  %vector.recur94 = phi <128 x i8> [ %vector.recur.init93, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur96 = phi <128 x i8> [ %vector.recur.init95, %vector.ph ], [ %2, %vector.body ]
  %0 = or i32 %index, 2
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %0
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = shufflevector <128 x i8> %vector.recur94, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %3 = shufflevector <128 x i8> %vector.recur96, <128 x i8> %2, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %4 = zext <128 x i8> %3 to <128 x i32>
  %5 = zext <128 x i8> %2 to <128 x i32>
  %6 = add nuw nsw <128 x i32> %5, %4
  %7 = zext <128 x i8> %wide.load to <128 x i32>
  %8 = add nuw nsw <128 x i32> %6, %7
  %9 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %0
  %wide.load97 = load <128 x i8>, ptr %9, align 1, !tbaa !4
  %10 = shufflevector <128 x i8> %vector.recur90, <128 x i8> %wide.load97, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %11 = shufflevector <128 x i8> %vector.recur92, <128 x i8> %10, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %12 = zext <128 x i8> %11 to <128 x i32>
  %13 = add nuw nsw <128 x i32> %8, %12
  %14 = zext <128 x i8> %10 to <128 x i32>
  %15 = add nuw nsw <128 x i32> %13, %14
  %16 = zext <128 x i8> %wide.load97 to <128 x i32>
  %17 = add nuw nsw <128 x i32> %15, %16
  %18 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %0
  %wide.load98 = load <128 x i8>, ptr %18, align 1, !tbaa !4
  %19 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load98, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %20 = shufflevector <128 x i8> %vector.recur88, <128 x i8> %19, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %21 = zext <128 x i8> %20 to <128 x i32>
  %22 = add nuw nsw <128 x i32> %17, %21
  %23 = zext <128 x i8> %19 to <128 x i32>
  %24 = add nuw nsw <128 x i32> %22, %23
  %25 = zext <128 x i8> %wide.load98 to <128 x i32>
  %26 = add nuw nsw <128 x i32> %24, %25
  %27 = mul nuw nsw <128 x i32> %26, %broadcast.splat
  %28 = add nuw nsw <128 x i32> %27, <i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768>
  %29 = lshr <128 x i32> %28, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %30 = tail call <128 x i32> @llvm.umin.v128i32(<128 x i32> %29, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %31 = trunc <128 x i32> %30 to <128 x i8>
  %32 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %31, ptr %32, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %33 = icmp eq i32 %index.next, %n.vec
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load98, i64 127
  %vector.recur.extract99 = extractelement <128 x i8> %wide.load98, i64 126
  %vector.recur.extract103 = extractelement <128 x i8> %wide.load97, i64 127
  %vector.recur.extract107 = extractelement <128 x i8> %wide.load97, i64 126
  %vector.recur.extract111 = extractelement <128 x i8> %wide.load, i64 127
  %vector.recur.extract115 = extractelement <128 x i8> %wide.load, i64 126
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us.preheader

for.body8.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre86, %for.body.us ]
  %scalar.recur102.ph = phi i8 [ %vector.recur.extract99, %middle.block ], [ %.pre85, %for.body.us ]
  %scalar.recur106.ph = phi i8 [ %vector.recur.extract103, %middle.block ], [ %.pre84, %for.body.us ]
  %scalar.recur110.ph = phi i8 [ %vector.recur.extract107, %middle.block ], [ %.pre83, %for.body.us ]
  %scalar.recur114.ph = phi i8 [ %vector.recur.extract111, %middle.block ], [ %.pre82, %for.body.us ]
  %scalar.recur118.ph = phi i8 [ %vector.recur.extract115, %middle.block ], [ %.pre, %for.body.us ]
  %x.077.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body8.us

for.body8.us:                                     ; preds = %for.body8.us.preheader, %for.body8.us
  %scalar.recur = phi i8 [ %36, %for.body8.us ], [ %scalar.recur.ph, %for.body8.us.preheader ]
  %scalar.recur102 = phi i8 [ %scalar.recur, %for.body8.us ], [ %scalar.recur102.ph, %for.body8.us.preheader ]
  %scalar.recur106 = phi i8 [ %35, %for.body8.us ], [ %scalar.recur106.ph, %for.body8.us.preheader ]
  %scalar.recur110 = phi i8 [ %scalar.recur106, %for.body8.us ], [ %scalar.recur110.ph, %for.body8.us.preheader ]
  %scalar.recur114 = phi i8 [ %34, %for.body8.us ], [ %scalar.recur114.ph, %for.body8.us.preheader ]
  %scalar.recur118 = phi i8 [ %scalar.recur114, %for.body8.us ], [ %scalar.recur118.ph, %for.body8.us.preheader ]
  %x.077.us = phi i32 [ %add.us, %for.body8.us ], [ %x.077.us.ph, %for.body8.us.preheader ]
  %conv.us = zext i8 %scalar.recur118 to i32
  %add.us = add nuw nsw i32 %x.077.us, 1
  %conv10.us = zext i8 %scalar.recur114 to i32
  %add11.us = add nuw nsw i32 %conv10.us, %conv.us
  %add12.us = add nuw nsw i32 %x.077.us, 2
  %arrayidx13.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add12.us
  %34 = load i8, ptr %arrayidx13.us, align 1, !tbaa !4
  %conv14.us = zext i8 %34 to i32
  %add15.us = add nuw nsw i32 %add11.us, %conv14.us
  %conv17.us = zext i8 %scalar.recur110 to i32
  %add18.us = add nuw nsw i32 %add15.us, %conv17.us
  %conv21.us = zext i8 %scalar.recur106 to i32
  %add22.us = add nuw nsw i32 %add18.us, %conv21.us
  %arrayidx24.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add12.us
  %35 = load i8, ptr %arrayidx24.us, align 1, !tbaa !4
  %conv25.us = zext i8 %35 to i32
  %add26.us = add nuw nsw i32 %add22.us, %conv25.us
  %conv28.us = zext i8 %scalar.recur102 to i32
  %add29.us = add nuw nsw i32 %add26.us, %conv28.us
  %conv32.us = zext i8 %scalar.recur to i32
  %add33.us = add nuw nsw i32 %add29.us, %conv32.us
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add12.us
  %36 = load i8, ptr %arrayidx35.us, align 1, !tbaa !4
  %conv36.us = zext i8 %36 to i32
  %add37.us = add nuw nsw i32 %add33.us, %conv36.us
  %mul41.us = mul nuw nsw i32 %add37.us, %conv40
  %add42.us = add nuw nsw i32 %mul41.us, 32768
  %shr.us = lshr i32 %add42.us, 16
  %cond.us = tail call i32 @llvm.umin.i32(i32 %shr.us, i32 255)
  %conv45.us = trunc i32 %cond.us to i8
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %x.077.us
  store i8 %conv45.us, ptr %arrayidx46.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i32 %add.us, %out_width
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us, !llvm.loop !10

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.body8.us, %middle.block
  %inc48.us = add nuw nsw i32 %y.079.us, 1
  %exitcond81.not = icmp eq i32 %inc48.us, %out_height
  br i1 %exitcond81.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.umin.v128i32(<128 x i32>, <128 x i32>) #1

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
!10 = distinct !{!10, !9, !8}
