; ModuleID = 'bench/kernels/gaussian3x3.c'
source_filename = "bench/kernels/gaussian3x3.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @gaussian3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp80 = icmp sgt i32 %height, 0
  %cmp678 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp80, %cmp678
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %y.081.us = phi i32 [ %inc49.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.081.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %stride
  %mul3.us = mul nsw i32 %y.081.us, %width
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul3.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %arrayidx9.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i32 1
  %.pre84 = load i8, ptr %arrayidx9.us.phi.trans.insert, align 1, !tbaa !4
  %.pre85 = load i8, ptr %add.ptr1.us, align 1, !tbaa !4
  %arrayidx22.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr1.us, i32 1
  %.pre86 = load i8, ptr %arrayidx22.us.phi.trans.insert, align 1, !tbaa !4
  %.pre87 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx35.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i32 1
  %.pre88 = load i8, ptr %arrayidx35.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre88, i64 127
  %vector.recur.init89 = insertelement <128 x i8> poison, i8 %.pre87, i64 127
  %vector.recur.init91 = insertelement <128 x i8> poison, i8 %.pre86, i64 127
  %vector.recur.init93 = insertelement <128 x i8> poison, i8 %.pre85, i64 127
  %vector.recur.init95 = insertelement <128 x i8> poison, i8 %.pre84, i64 127
  %vector.recur.init97 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load100, %vector.body ]
  %vector.recur90 = phi <128 x i8> [ %vector.recur.init89, %vector.ph ], [ %15, %vector.body ]
  %vector.recur92 = phi <128 x i8> [ %vector.recur.init91, %vector.ph ], [ %wide.load99, %vector.body ]
  %vector.recur94 = phi <128 x i8> [ %vector.recur.init93, %vector.ph ], [ %8, %vector.body ]
  %vector.recur96 = phi <128 x i8> [ %vector.recur.init95, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur98 = phi <128 x i8> [ %vector.recur.init97, %vector.ph ], [ %2, %vector.body ]
  %0 = or i32 %index, 2
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %0
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = shufflevector <128 x i8> %vector.recur96, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %3 = shufflevector <128 x i8> %vector.recur98, <128 x i8> %2, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %4 = zext <128 x i8> %3 to <128 x i32>
  %5 = zext <128 x i8> %2 to <128 x i32>
  %6 = zext <128 x i8> %wide.load to <128 x i32>
  %7 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %0
  %wide.load99 = load <128 x i8>, ptr %7, align 1, !tbaa !4
  %8 = shufflevector <128 x i8> %vector.recur92, <128 x i8> %wide.load99, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %9 = shufflevector <128 x i8> %vector.recur94, <128 x i8> %8, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %10 = zext <128 x i8> %9 to <128 x i32>
  %11 = zext <128 x i8> %8 to <128 x i32>
  %12 = shl nuw nsw <128 x i32> %11, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %13 = zext <128 x i8> %wide.load99 to <128 x i32>
  %14 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %0
  %wide.load100 = load <128 x i8>, ptr %14, align 1, !tbaa !4
  %15 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load100, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %16 = shufflevector <128 x i8> %vector.recur90, <128 x i8> %15, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %17 = zext <128 x i8> %16 to <128 x i32>
  %18 = zext <128 x i8> %15 to <128 x i32>
  %19 = zext <128 x i8> %wide.load100 to <128 x i32>
  %20 = add nuw nsw <128 x i32> %10, %5
  %21 = add nuw nsw <128 x i32> %20, %13
  %22 = add nuw nsw <128 x i32> %21, %18
  %23 = shl nuw nsw <128 x i32> %22, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %24 = add nuw nsw <128 x i32> %4, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %25 = add nuw nsw <128 x i32> %24, %6
  %26 = add nuw nsw <128 x i32> %25, %12
  %27 = add nuw nsw <128 x i32> %26, %17
  %28 = add nuw nsw <128 x i32> %27, %19
  %29 = add nuw nsw <128 x i32> %28, %23
  %30 = lshr <128 x i32> %29, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %31 = trunc <128 x i32> %30 to <128 x i8>
  %32 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %31, ptr %32, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %33 = icmp eq i32 %index.next, %n.vec
  br i1 %33, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load100, i64 127
  %vector.recur.extract101 = extractelement <128 x i8> %wide.load100, i64 126
  %vector.recur.extract105 = extractelement <128 x i8> %wide.load99, i64 127
  %vector.recur.extract109 = extractelement <128 x i8> %wide.load99, i64 126
  %vector.recur.extract113 = extractelement <128 x i8> %wide.load, i64 127
  %vector.recur.extract117 = extractelement <128 x i8> %wide.load, i64 126
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us.preheader

for.body8.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre88, %for.body.us ]
  %scalar.recur104.ph = phi i8 [ %vector.recur.extract101, %middle.block ], [ %.pre87, %for.body.us ]
  %scalar.recur108.ph = phi i8 [ %vector.recur.extract105, %middle.block ], [ %.pre86, %for.body.us ]
  %scalar.recur112.ph = phi i8 [ %vector.recur.extract109, %middle.block ], [ %.pre85, %for.body.us ]
  %scalar.recur116.ph = phi i8 [ %vector.recur.extract113, %middle.block ], [ %.pre84, %for.body.us ]
  %scalar.recur120.ph = phi i8 [ %vector.recur.extract117, %middle.block ], [ %.pre, %for.body.us ]
  %x.079.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body8.us

for.body8.us:                                     ; preds = %for.body8.us.preheader, %for.body8.us
  %scalar.recur = phi i8 [ %36, %for.body8.us ], [ %scalar.recur.ph, %for.body8.us.preheader ]
  %scalar.recur104 = phi i8 [ %scalar.recur, %for.body8.us ], [ %scalar.recur104.ph, %for.body8.us.preheader ]
  %scalar.recur108 = phi i8 [ %35, %for.body8.us ], [ %scalar.recur108.ph, %for.body8.us.preheader ]
  %scalar.recur112 = phi i8 [ %scalar.recur108, %for.body8.us ], [ %scalar.recur112.ph, %for.body8.us.preheader ]
  %scalar.recur116 = phi i8 [ %34, %for.body8.us ], [ %scalar.recur116.ph, %for.body8.us.preheader ]
  %scalar.recur120 = phi i8 [ %scalar.recur116, %for.body8.us ], [ %scalar.recur120.ph, %for.body8.us.preheader ]
  %x.079.us = phi i32 [ %add.us, %for.body8.us ], [ %x.079.us.ph, %for.body8.us.preheader ]
  %conv.us = zext i8 %scalar.recur120 to i32
  %add.us = add nuw nsw i32 %x.079.us, 1
  %conv10.us = zext i8 %scalar.recur116 to i32
  %add13.us = add nuw nsw i32 %x.079.us, 2
  %arrayidx14.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add13.us
  %34 = load i8, ptr %arrayidx14.us, align 1, !tbaa !4
  %conv15.us = zext i8 %34 to i32
  %conv18.us = zext i8 %scalar.recur112 to i32
  %conv23.us = zext i8 %scalar.recur108 to i32
  %mul24.us = shl nuw nsw i32 %conv23.us, 2
  %arrayidx27.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add13.us
  %35 = load i8, ptr %arrayidx27.us, align 1, !tbaa !4
  %conv28.us = zext i8 %35 to i32
  %conv32.us = zext i8 %scalar.recur104 to i32
  %conv36.us = zext i8 %scalar.recur to i32
  %arrayidx40.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add13.us
  %36 = load i8, ptr %arrayidx40.us, align 1, !tbaa !4
  %conv41.us = zext i8 %36 to i32
  %reass.add.us = add nuw nsw i32 %conv18.us, %conv10.us
  %reass.add76.us = add nuw nsw i32 %reass.add.us, %conv28.us
  %reass.add77.us = add nuw nsw i32 %reass.add76.us, %conv36.us
  %reass.mul.us = shl nuw nsw i32 %reass.add77.us, 1
  %add25.us = add nuw nsw i32 %conv.us, 8
  %add30.us = add nuw nsw i32 %add25.us, %conv15.us
  %add33.us = add nuw nsw i32 %add30.us, %mul24.us
  %add38.us = add nuw nsw i32 %add33.us, %conv32.us
  %add42.us = add nuw nsw i32 %add38.us, %conv41.us
  %add45.us = add nuw nsw i32 %add42.us, %reass.mul.us
  %shr.us = lshr i32 %add45.us, 4
  %conv46.us = trunc i32 %shr.us to i8
  %arrayidx47.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %x.079.us
  store i8 %conv46.us, ptr %arrayidx47.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i32 %add.us, %width
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us, !llvm.loop !10

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.body8.us, %middle.block
  %inc49.us = add nuw nsw i32 %y.081.us, 1
  %exitcond83.not = icmp eq i32 %inc49.us, %height
  br i1 %exitcond83.not, label %for.cond.cleanup, label %for.body.us

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
