; ModuleID = 'bench/kernels/conv3x3_a32.c'
source_filename = "bench/kernels/conv3x3_a32.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @conv3x3_a32(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %mask, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %0 = load i16, ptr %mask, align 2, !tbaa !4
  %conv = sext i16 %0 to i32
  %arrayidx1 = getelementptr inbounds i16, ptr %mask, i32 1
  %1 = load i16, ptr %arrayidx1, align 2, !tbaa !4
  %conv2 = sext i16 %1 to i32
  %arrayidx3 = getelementptr inbounds i16, ptr %mask, i32 2
  %2 = load i16, ptr %arrayidx3, align 2, !tbaa !4
  %conv4 = sext i16 %2 to i32
  %arrayidx5 = getelementptr inbounds i16, ptr %mask, i32 3
  %3 = load i16, ptr %arrayidx5, align 2, !tbaa !4
  %conv6 = sext i16 %3 to i32
  %arrayidx7 = getelementptr inbounds i16, ptr %mask, i32 4
  %4 = load i16, ptr %arrayidx7, align 2, !tbaa !4
  %conv8 = sext i16 %4 to i32
  %arrayidx9 = getelementptr inbounds i16, ptr %mask, i32 5
  %5 = load i16, ptr %arrayidx9, align 2, !tbaa !4
  %conv10 = sext i16 %5 to i32
  %arrayidx11 = getelementptr inbounds i16, ptr %mask, i32 6
  %6 = load i16, ptr %arrayidx11, align 2, !tbaa !4
  %conv12 = sext i16 %6 to i32
  %arrayidx13 = getelementptr inbounds i16, ptr %mask, i32 7
  %7 = load i16, ptr %arrayidx13, align 2, !tbaa !4
  %conv14 = sext i16 %7 to i32
  %arrayidx15 = getelementptr inbounds i16, ptr %mask, i32 8
  %8 = load i16, ptr %arrayidx15, align 2, !tbaa !4
  %conv16 = sext i16 %8 to i32
  %cmp119 = icmp sgt i32 %height, 0
  %cmp23117 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp119, %cmp23117
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %broadcast.splatinsert = insertelement <128 x i32> poison, i32 %conv, i64 0
  %broadcast.splat = shufflevector <128 x i32> %broadcast.splatinsert, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert138 = insertelement <128 x i32> poison, i32 %conv2, i64 0
  %broadcast.splat139 = shufflevector <128 x i32> %broadcast.splatinsert138, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert140 = insertelement <128 x i32> poison, i32 %conv4, i64 0
  %broadcast.splat141 = shufflevector <128 x i32> %broadcast.splatinsert140, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert143 = insertelement <128 x i32> poison, i32 %conv6, i64 0
  %broadcast.splat144 = shufflevector <128 x i32> %broadcast.splatinsert143, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert145 = insertelement <128 x i32> poison, i32 %conv8, i64 0
  %broadcast.splat146 = shufflevector <128 x i32> %broadcast.splatinsert145, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert147 = insertelement <128 x i32> poison, i32 %conv10, i64 0
  %broadcast.splat148 = shufflevector <128 x i32> %broadcast.splatinsert147, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert150 = insertelement <128 x i32> poison, i32 %conv12, i64 0
  %broadcast.splat151 = shufflevector <128 x i32> %broadcast.splatinsert150, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert152 = insertelement <128 x i32> poison, i32 %conv14, i64 0
  %broadcast.splat153 = shufflevector <128 x i32> %broadcast.splatinsert152, <128 x i32> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert154 = insertelement <128 x i32> poison, i32 %conv16, i64 0
  %broadcast.splat155 = shufflevector <128 x i32> %broadcast.splatinsert154, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond22.for.cond.cleanup25_crit_edge.us
  %y.0120.us = phi i32 [ %inc79.us, %for.cond22.for.cond.cleanup25_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.0120.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr18.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %stride
  %add.ptr19.us = getelementptr inbounds i8, ptr %add.ptr18.us, i32 %stride
  %mul20.us = mul nsw i32 %y.0120.us, %width
  %add.ptr21.us = getelementptr inbounds i8, ptr %out, i32 %mul20.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !8
  %arrayidx30.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i32 1
  %.pre123 = load i8, ptr %arrayidx30.us.phi.trans.insert, align 1, !tbaa !8
  %.pre124 = load i8, ptr %add.ptr18.us, align 1, !tbaa !8
  %arrayidx44.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr18.us, i32 1
  %.pre125 = load i8, ptr %arrayidx44.us.phi.trans.insert, align 1, !tbaa !8
  %.pre126 = load i8, ptr %add.ptr19.us, align 1, !tbaa !8
  %arrayidx58.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr19.us, i32 1
  %.pre127 = load i8, ptr %arrayidx58.us.phi.trans.insert, align 1, !tbaa !8
  br i1 %min.iters.check, label %for.body26.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre127, i64 127
  %vector.recur.init128 = insertelement <128 x i8> poison, i8 %.pre126, i64 127
  %vector.recur.init130 = insertelement <128 x i8> poison, i8 %.pre125, i64 127
  %vector.recur.init132 = insertelement <128 x i8> poison, i8 %.pre124, i64 127
  %vector.recur.init134 = insertelement <128 x i8> poison, i8 %.pre123, i64 127
  %vector.recur.init136 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load149, %vector.body ]
  %vector.recur129 = phi <128 x i8> [ %vector.recur.init128, %vector.ph ], [ %29, %vector.body ]
  %vector.recur131 = phi <128 x i8> [ %vector.recur.init130, %vector.ph ], [ %wide.load142, %vector.body ]
  %vector.recur133 = phi <128 x i8> [ %vector.recur.init132, %vector.ph ], [ %20, %vector.body ]
  %vector.recur135 = phi <128 x i8> [ %vector.recur.init134, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur137 = phi <128 x i8> [ %vector.recur.init136, %vector.ph ], [ %11, %vector.body ]
  %9 = or i32 %index, 2
  %10 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %9
  %wide.load = load <128 x i8>, ptr %10, align 1, !tbaa !8
  %11 = shufflevector <128 x i8> %vector.recur135, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %12 = shufflevector <128 x i8> %vector.recur137, <128 x i8> %11, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %13 = zext <128 x i8> %12 to <128 x i32>
  %14 = mul nsw <128 x i32> %broadcast.splat, %13
  %15 = zext <128 x i8> %11 to <128 x i32>
  %16 = mul nsw <128 x i32> %broadcast.splat139, %15
  %17 = zext <128 x i8> %wide.load to <128 x i32>
  %18 = mul nsw <128 x i32> %broadcast.splat141, %17
  %19 = getelementptr inbounds i8, ptr %add.ptr18.us, i32 %9
  %wide.load142 = load <128 x i8>, ptr %19, align 1, !tbaa !8
  %20 = shufflevector <128 x i8> %vector.recur131, <128 x i8> %wide.load142, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %21 = shufflevector <128 x i8> %vector.recur133, <128 x i8> %20, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %22 = zext <128 x i8> %21 to <128 x i32>
  %23 = mul nsw <128 x i32> %broadcast.splat144, %22
  %24 = zext <128 x i8> %20 to <128 x i32>
  %25 = mul nsw <128 x i32> %broadcast.splat146, %24
  %26 = zext <128 x i8> %wide.load142 to <128 x i32>
  %27 = mul nsw <128 x i32> %broadcast.splat148, %26
  %28 = getelementptr inbounds i8, ptr %add.ptr19.us, i32 %9
  %wide.load149 = load <128 x i8>, ptr %28, align 1, !tbaa !8
  %29 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load149, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %30 = shufflevector <128 x i8> %vector.recur129, <128 x i8> %29, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %31 = zext <128 x i8> %30 to <128 x i32>
  %32 = mul nsw <128 x i32> %broadcast.splat151, %31
  %33 = zext <128 x i8> %29 to <128 x i32>
  %34 = mul nsw <128 x i32> %broadcast.splat153, %33
  %35 = zext <128 x i8> %wide.load149 to <128 x i32>
  %36 = mul nsw <128 x i32> %broadcast.splat155, %35
  %37 = add nsw <128 x i32> %14, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %38 = add nsw <128 x i32> %37, %16
  %39 = add nsw <128 x i32> %38, %18
  %40 = add nsw <128 x i32> %39, %23
  %41 = add nsw <128 x i32> %40, %25
  %42 = add <128 x i32> %41, %27
  %43 = add <128 x i32> %42, %32
  %44 = add <128 x i32> %43, %34
  %45 = add <128 x i32> %44, %36
  %46 = ashr <128 x i32> %45, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %47 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %46, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %48 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %47, <128 x i32> zeroinitializer)
  %49 = trunc <128 x i32> %48 to <128 x i8>
  %50 = getelementptr inbounds i8, ptr %add.ptr21.us, i32 %index
  store <128 x i8> %49, ptr %50, align 1, !tbaa !8
  %index.next = add nuw i32 %index, 128
  %51 = icmp eq i32 %index.next, %n.vec
  br i1 %51, label %middle.block, label %vector.body, !llvm.loop !9

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load149, i64 127
  %vector.recur.extract156 = extractelement <128 x i8> %wide.load149, i64 126
  %vector.recur.extract160 = extractelement <128 x i8> %wide.load142, i64 127
  %vector.recur.extract164 = extractelement <128 x i8> %wide.load142, i64 126
  %vector.recur.extract168 = extractelement <128 x i8> %wide.load, i64 127
  %vector.recur.extract172 = extractelement <128 x i8> %wide.load, i64 126
  br i1 %cmp.n, label %for.cond22.for.cond.cleanup25_crit_edge.us, label %for.body26.us.preheader

for.body26.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre127, %for.body.us ]
  %scalar.recur159.ph = phi i8 [ %vector.recur.extract156, %middle.block ], [ %.pre126, %for.body.us ]
  %scalar.recur163.ph = phi i8 [ %vector.recur.extract160, %middle.block ], [ %.pre125, %for.body.us ]
  %scalar.recur167.ph = phi i8 [ %vector.recur.extract164, %middle.block ], [ %.pre124, %for.body.us ]
  %scalar.recur171.ph = phi i8 [ %vector.recur.extract168, %middle.block ], [ %.pre123, %for.body.us ]
  %scalar.recur175.ph = phi i8 [ %vector.recur.extract172, %middle.block ], [ %.pre, %for.body.us ]
  %x.0118.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body26.us

for.body26.us:                                    ; preds = %for.body26.us.preheader, %for.body26.us
  %scalar.recur = phi i8 [ %54, %for.body26.us ], [ %scalar.recur.ph, %for.body26.us.preheader ]
  %scalar.recur159 = phi i8 [ %scalar.recur, %for.body26.us ], [ %scalar.recur159.ph, %for.body26.us.preheader ]
  %scalar.recur163 = phi i8 [ %53, %for.body26.us ], [ %scalar.recur163.ph, %for.body26.us.preheader ]
  %scalar.recur167 = phi i8 [ %scalar.recur163, %for.body26.us ], [ %scalar.recur167.ph, %for.body26.us.preheader ]
  %scalar.recur171 = phi i8 [ %52, %for.body26.us ], [ %scalar.recur171.ph, %for.body26.us.preheader ]
  %scalar.recur175 = phi i8 [ %scalar.recur171, %for.body26.us ], [ %scalar.recur175.ph, %for.body26.us.preheader ]
  %x.0118.us = phi i32 [ %add.us, %for.body26.us ], [ %x.0118.us.ph, %for.body26.us.preheader ]
  %conv28.us = zext i8 %scalar.recur175 to i32
  %mul29.us = mul nsw i32 %conv28.us, %conv
  %add.us = add nuw nsw i32 %x.0118.us, 1
  %conv31.us = zext i8 %scalar.recur171 to i32
  %mul32.us = mul nsw i32 %conv31.us, %conv2
  %add34.us = add nuw nsw i32 %x.0118.us, 2
  %arrayidx35.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add34.us
  %52 = load i8, ptr %arrayidx35.us, align 1, !tbaa !8
  %conv36.us = zext i8 %52 to i32
  %mul37.us = mul nsw i32 %conv36.us, %conv4
  %conv40.us = zext i8 %scalar.recur167 to i32
  %mul41.us = mul nsw i32 %conv40.us, %conv6
  %conv45.us = zext i8 %scalar.recur163 to i32
  %mul46.us = mul nsw i32 %conv45.us, %conv8
  %arrayidx49.us = getelementptr inbounds i8, ptr %add.ptr18.us, i32 %add34.us
  %53 = load i8, ptr %arrayidx49.us, align 1, !tbaa !8
  %conv50.us = zext i8 %53 to i32
  %mul51.us = mul nsw i32 %conv50.us, %conv10
  %conv54.us = zext i8 %scalar.recur159 to i32
  %mul55.us = mul nsw i32 %conv54.us, %conv12
  %conv59.us = zext i8 %scalar.recur to i32
  %mul60.us = mul nsw i32 %conv59.us, %conv14
  %arrayidx63.us = getelementptr inbounds i8, ptr %add.ptr19.us, i32 %add34.us
  %54 = load i8, ptr %arrayidx63.us, align 1, !tbaa !8
  %conv64.us = zext i8 %54 to i32
  %mul65.us = mul nsw i32 %conv64.us, %conv16
  %add33.us = add nsw i32 %mul29.us, 128
  %add38.us = add nsw i32 %add33.us, %mul32.us
  %add42.us = add nsw i32 %add38.us, %mul37.us
  %add47.us = add nsw i32 %add42.us, %mul41.us
  %add52.us = add nsw i32 %add47.us, %mul46.us
  %add56.us = add i32 %add52.us, %mul51.us
  %add61.us = add i32 %add56.us, %mul55.us
  %add66.us = add i32 %add61.us, %mul60.us
  %add67.us = add i32 %add66.us, %mul65.us
  %shr.us = ashr i32 %add67.us, 8
  %cond.us = tail call i32 @llvm.smin.i32(i32 %shr.us, i32 255)
  %cond75.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv76.us = trunc i32 %cond75.us to i8
  %arrayidx77.us = getelementptr inbounds i8, ptr %add.ptr21.us, i32 %x.0118.us
  store i8 %conv76.us, ptr %arrayidx77.us, align 1, !tbaa !8
  %exitcond.not = icmp eq i32 %add.us, %width
  br i1 %exitcond.not, label %for.cond22.for.cond.cleanup25_crit_edge.us, label %for.body26.us, !llvm.loop !12

for.cond22.for.cond.cleanup25_crit_edge.us:       ; preds = %for.body26.us, %middle.block
  %inc79.us = add nuw nsw i32 %y.0120.us, 1
  %exitcond122.not = icmp eq i32 %inc79.us, %height
  br i1 %exitcond122.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond22.for.cond.cleanup25_crit_edge.us, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smax.v128i32(<128 x i32>, <128 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"short", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !11, !10}
