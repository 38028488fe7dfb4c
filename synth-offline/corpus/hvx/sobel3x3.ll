; ModuleID = 'bench/kernels/sobel3x3.c'
source_filename = "bench/kernels/sobel3x3.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @sobel3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp138 = icmp sgt i32 %height, 0
  %cmp6136 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp138, %cmp6136
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %y.0139.us = phi i32 [ %inc94.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.0139.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %stride
  %mul3.us = mul nsw i32 %y.0139.us, %width
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul3.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %arrayidx9.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i32 1
  %.pre142 = load i8, ptr %arrayidx9.us.phi.trans.insert, align 1, !tbaa !4
  %.pre143 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx21.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i32 1
  %.pre144 = load i8, ptr %arrayidx21.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre144, i64 127
  %vector.recur.init145 = insertelement <128 x i8> poison, i8 %.pre143, i64 127
  %vector.recur.init147 = insertelement <128 x i8> poison, i8 %.pre142, i64 127
  %vector.recur.init149 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load151, %vector.body ]
  %vector.recur146 = phi <128 x i8> [ %vector.recur.init145, %vector.ph ], [ %11, %vector.body ]
  %vector.recur148 = phi <128 x i8> [ %vector.recur.init147, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur150 = phi <128 x i8> [ %vector.recur.init149, %vector.ph ], [ %2, %vector.body ]
  %0 = or i32 %index, 2
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %0
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = shufflevector <128 x i8> %vector.recur148, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %3 = shufflevector <128 x i8> %vector.recur150, <128 x i8> %2, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %4 = zext <128 x i8> %3 to <128 x i32>
  %5 = zext <128 x i8> %2 to <128 x i32>
  %6 = shl nuw nsw <128 x i32> %5, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %7 = add nuw nsw <128 x i32> %6, %4
  %8 = zext <128 x i8> %wide.load to <128 x i32>
  %9 = add nuw nsw <128 x i32> %7, %8
  %10 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %0
  %wide.load151 = load <128 x i8>, ptr %10, align 1, !tbaa !4
  %11 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load151, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %12 = shufflevector <128 x i8> %vector.recur146, <128 x i8> %11, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %13 = zext <128 x i8> %12 to <128 x i32>
  %14 = zext <128 x i8> %11 to <128 x i32>
  %15 = shl nuw nsw <128 x i32> %14, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %16 = add nuw nsw <128 x i32> %15, %13
  %17 = zext <128 x i8> %wide.load151 to <128 x i32>
  %18 = add nuw nsw <128 x i32> %16, %17
  %19 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %index
  %wide.load152 = load <128 x i8>, ptr %19, align 1, !tbaa !4
  %20 = zext <128 x i8> %wide.load152 to <128 x i32>
  %21 = shl nuw nsw <128 x i32> %20, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %22 = add nuw nsw <128 x i32> %13, %4
  %23 = add nuw nsw <128 x i32> %22, %21
  %24 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %0
  %wide.load153 = load <128 x i8>, ptr %24, align 1, !tbaa !4
  %25 = zext <128 x i8> %wide.load153 to <128 x i32>
  %26 = shl nuw nsw <128 x i32> %25, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %27 = add nuw nsw <128 x i32> %17, %8
  %28 = add nuw nsw <128 x i32> %27, %26
  %29 = icmp ugt <128 x i32> %9, %18
  %30 = sub nsw <128 x i32> %9, %18
  %31 = sub nsw <128 x i32> %18, %9
  %32 = select <128 x i1> %29, <128 x i32> %30, <128 x i32> %31
  %33 = icmp ugt <128 x i32> %23, %28
  %34 = sub nsw <128 x i32> %23, %28
  %35 = sub nsw <128 x i32> %28, %23
  %36 = select <128 x i1> %33, <128 x i32> %34, <128 x i32> %35
  %37 = add nsw <128 x i32> %36, %32
  %38 = and <128 x i32> %37, <i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280, i32 65280>
  %39 = icmp eq <128 x i32> %38, zeroinitializer
  %40 = trunc <128 x i32> %37 to <128 x i8>
  %41 = select <128 x i1> %39, <128 x i8> %40, <128 x i8> <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %42 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %41, ptr %42, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %43 = icmp eq i32 %index.next, %n.vec
  br i1 %43, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load151, i64 127
  %vector.recur.extract154 = extractelement <128 x i8> %wide.load151, i64 126
  %vector.recur.extract158 = extractelement <128 x i8> %wide.load, i64 127
  %vector.recur.extract162 = extractelement <128 x i8> %wide.load, i64 126
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us.preheader

for.body8.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre144, %for.body.us ]
  %scalar.recur157.ph = phi i8 [ %vector.recur.extract154, %middle.block ], [ %.pre143, %for.body.us ]
  %scalar.recur161.ph = phi i8 [ %vector.recur.extract158, %middle.block ], [ %.pre142, %for.body.us ]
  %scalar.recur165.ph = phi i8 [ %vector.recur.extract162, %middle.block ], [ %.pre, %for.body.us ]
  %x.0137.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body8.us

for.body8.us:                                     ; preds = %for.body8.us.preheader, %for.body8.us
  %scalar.recur = phi i8 [ %45, %for.body8.us ], [ %scalar.recur.ph, %for.body8.us.preheader ]
  %scalar.recur157 = phi i8 [ %scalar.recur, %for.body8.us ], [ %scalar.recur157.ph, %for.body8.us.preheader ]
  %scalar.recur161 = phi i8 [ %44, %for.body8.us ], [ %scalar.recur161.ph, %for.body8.us.preheader ]
  %scalar.recur165 = phi i8 [ %scalar.recur161, %for.body8.us ], [ %scalar.recur165.ph, %for.body8.us.preheader ]
  %x.0137.us = phi i32 [ %add.us, %for.body8.us ], [ %x.0137.us.ph, %for.body8.us.preheader ]
  %conv.us = zext i8 %scalar.recur165 to i32
  %add.us = add nuw nsw i32 %x.0137.us, 1
  %conv10.us = zext i8 %scalar.recur161 to i32
  %mul11.us = shl nuw nsw i32 %conv10.us, 1
  %add12.us = add nuw nsw i32 %mul11.us, %conv.us
  %add13.us = add nuw nsw i32 %x.0137.us, 2
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add13.us
  %44 = load i8, ptr %arrayidx14.us, align 1, !tbaa !4
  %conv15.us = zext i8 %44 to i32
  %add16.us = add nuw nsw i32 %add12.us, %conv15.us
  %conv19.us = zext i8 %scalar.recur157 to i32
  %conv22.us = zext i8 %scalar.recur to i32
  %mul23.us = shl nuw nsw i32 %conv22.us, 1
  %add24.us = add nuw nsw i32 %mul23.us, %conv19.us
  %arrayidx26.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add13.us
  %45 = load i8, ptr %arrayidx26.us, align 1, !tbaa !4
  %conv27.us = zext i8 %45 to i32
  %add28.us = add nuw nsw i32 %add24.us, %conv27.us
  %arrayidx32.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %x.0137.us
  %46 = load i8, ptr %arrayidx32.us, align 1, !tbaa !4
  %conv33.us = zext i8 %46 to i32
  %mul34.us = shl nuw nsw i32 %conv33.us, 1
  %add35.us = add nuw nsw i32 %conv19.us, %conv.us
  %add38.us = add nuw nsw i32 %add35.us, %mul34.us
  %arrayidx44.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add13.us
  %47 = load i8, ptr %arrayidx44.us, align 1, !tbaa !4
  %conv45.us = zext i8 %47 to i32
  %mul46.us = shl nuw nsw i32 %conv45.us, 1
  %add47.us = add nuw nsw i32 %conv27.us, %conv15.us
  %add51.us = add nuw nsw i32 %add47.us, %mul46.us
  %cmp55.us = icmp ugt i32 %add16.us, %add28.us
  %sub.us = sub nsw i32 %add16.us, %add28.us
  %sub61.us = sub nsw i32 %add28.us, %add16.us
  %cond.us = select i1 %cmp55.us, i32 %sub.us, i32 %sub61.us
  %cmp65.us = icmp ugt i32 %add38.us, %add51.us
  %sub70.us = sub nsw i32 %add38.us, %add51.us
  %sub74.us = sub nsw i32 %add51.us, %add38.us
  %cond76.us = select i1 %cmp65.us, i32 %sub70.us, i32 %sub74.us
  %add80.us = add nsw i32 %cond76.us, %cond.us
  %conv82.us = and i32 %add80.us, 65280
  %cmp83.not.us = icmp eq i32 %conv82.us, 0
  %48 = trunc i32 %add80.us to i8
  %conv91.us = select i1 %cmp83.not.us, i8 %48, i8 -1
  %arrayidx92.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %x.0137.us
  store i8 %conv91.us, ptr %arrayidx92.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i32 %add.us, %width
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us, !llvm.loop !10

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.body8.us, %middle.block
  %inc94.us = add nuw nsw i32 %y.0139.us, 1
  %exitcond141.not = icmp eq i32 %inc94.us, %height
  br i1 %exitcond141.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us, %entry
  ret void
}

attributes #0 = { nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }

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
