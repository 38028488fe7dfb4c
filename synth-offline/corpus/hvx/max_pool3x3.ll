; ModuleID = 'bench/kernels/max_pool3x3.c'
source_filename = "bench/kernels/max_pool3x3.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @max_pool3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp60 = icmp sgt i32 %height, 0
  %cmp658 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp60, %cmp658
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %y.061.us = phi i32 [ %inc31.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.061.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %stride
  %mul3.us = mul nsw i32 %y.061.us, %width
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul3.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %.pre64 = load i8, ptr %add.ptr1.us, align 1, !tbaa !4
  %.pre65 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %arrayidx12.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i32 1
  %.pre66 = load i8, ptr %arrayidx12.us.phi.trans.insert, align 1, !tbaa !4
  %arrayidx14.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr1.us, i32 1
  %.pre67 = load i8, ptr %arrayidx14.us.phi.trans.insert, align 1, !tbaa !4
  %arrayidx17.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i32 1
  %.pre68 = load i8, ptr %arrayidx17.us.phi.trans.insert, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre68, i64 127
  %vector.recur.init69 = insertelement <128 x i8> poison, i8 %.pre67, i64 127
  %vector.recur.init71 = insertelement <128 x i8> poison, i8 %.pre66, i64 127
  %vector.recur.init73 = insertelement <128 x i8> poison, i8 %.pre65, i64 127
  %vector.recur.init75 = insertelement <128 x i8> poison, i8 %.pre64, i64 127
  %vector.recur.init77 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load80, %vector.body ]
  %vector.recur70 = phi <128 x i8> [ %vector.recur.init69, %vector.ph ], [ %wide.load79, %vector.body ]
  %vector.recur72 = phi <128 x i8> [ %vector.recur.init71, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur74 = phi <128 x i8> [ %vector.recur.init73, %vector.ph ], [ %11, %vector.body ]
  %vector.recur76 = phi <128 x i8> [ %vector.recur.init75, %vector.ph ], [ %5, %vector.body ]
  %vector.recur78 = phi <128 x i8> [ %vector.recur.init77, %vector.ph ], [ %2, %vector.body ]
  %0 = or i32 %index, 2
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %0
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = shufflevector <128 x i8> %vector.recur72, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %3 = shufflevector <128 x i8> %vector.recur78, <128 x i8> %2, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %4 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %0
  %wide.load79 = load <128 x i8>, ptr %4, align 1, !tbaa !4
  %5 = shufflevector <128 x i8> %vector.recur70, <128 x i8> %wide.load79, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %6 = shufflevector <128 x i8> %vector.recur76, <128 x i8> %5, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %7 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %3, <128 x i8> %6)
  %8 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %2, <128 x i8> %5)
  %9 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load79)
  %10 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %0
  %wide.load80 = load <128 x i8>, ptr %10, align 1, !tbaa !4
  %11 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load80, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %12 = shufflevector <128 x i8> %vector.recur74, <128 x i8> %11, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %13 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %7, <128 x i8> %12)
  %14 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %8, <128 x i8> %11)
  %15 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %9, <128 x i8> %wide.load80)
  %16 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %13, <128 x i8> %14)
  %17 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %16, <128 x i8> %15)
  %18 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %17, ptr %18, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %19 = icmp eq i32 %index.next, %n.vec
  br i1 %19, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load80, i64 127
  %vector.recur.extract81 = extractelement <128 x i8> %wide.load79, i64 127
  %vector.recur.extract85 = extractelement <128 x i8> %wide.load, i64 127
  %vector.recur.extract89 = extractelement <128 x i8> %wide.load80, i64 126
  %vector.recur.extract93 = extractelement <128 x i8> %wide.load79, i64 126
  %vector.recur.extract97 = extractelement <128 x i8> %wide.load, i64 126
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us.preheader

for.body8.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre68, %for.body.us ]
  %scalar.recur84.ph = phi i8 [ %vector.recur.extract81, %middle.block ], [ %.pre67, %for.body.us ]
  %scalar.recur88.ph = phi i8 [ %vector.recur.extract85, %middle.block ], [ %.pre66, %for.body.us ]
  %scalar.recur92.ph = phi i8 [ %vector.recur.extract89, %middle.block ], [ %.pre65, %for.body.us ]
  %scalar.recur96.ph = phi i8 [ %vector.recur.extract93, %middle.block ], [ %.pre64, %for.body.us ]
  %scalar.recur100.ph = phi i8 [ %vector.recur.extract97, %middle.block ], [ %.pre, %for.body.us ]
  %x.059.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body8.us

for.body8.us:                                     ; preds = %for.body8.us.preheader, %for.body8.us
  %scalar.recur = phi i8 [ %27, %for.body8.us ], [ %scalar.recur.ph, %for.body8.us.preheader ]
  %scalar.recur84 = phi i8 [ %25, %for.body8.us ], [ %scalar.recur84.ph, %for.body8.us.preheader ]
  %scalar.recur88 = phi i8 [ %24, %for.body8.us ], [ %scalar.recur88.ph, %for.body8.us.preheader ]
  %scalar.recur92 = phi i8 [ %scalar.recur, %for.body8.us ], [ %scalar.recur92.ph, %for.body8.us.preheader ]
  %scalar.recur96 = phi i8 [ %scalar.recur84, %for.body8.us ], [ %scalar.recur96.ph, %for.body8.us.preheader ]
  %scalar.recur100 = phi i8 [ %scalar.recur88, %for.body8.us ], [ %scalar.recur100.ph, %for.body8.us.preheader ]
  %x.059.us = phi i32 [ %add.us, %for.body8.us ], [ %x.059.us.ph, %for.body8.us.preheader ]
  %20 = tail call i8 @llvm.umax.i8(i8 %scalar.recur100, i8 %scalar.recur96)
  %21 = tail call i8 @llvm.umax.i8(i8 %20, i8 %scalar.recur92)
  %add.us = add nuw nsw i32 %x.059.us, 1
  %22 = tail call i8 @llvm.umax.i8(i8 %scalar.recur88, i8 %scalar.recur84)
  %23 = tail call i8 @llvm.umax.i8(i8 %22, i8 %scalar.recur)
  %add19.us = add nuw nsw i32 %x.059.us, 2
  %arrayidx20.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add19.us
  %24 = load i8, ptr %arrayidx20.us, align 1, !tbaa !4
  %arrayidx22.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add19.us
  %25 = load i8, ptr %arrayidx22.us, align 1, !tbaa !4
  %26 = tail call i8 @llvm.umax.i8(i8 %24, i8 %25)
  %arrayidx25.us = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add19.us
  %27 = load i8, ptr %arrayidx25.us, align 1, !tbaa !4
  %28 = tail call i8 @llvm.umax.i8(i8 %26, i8 %27)
  %29 = tail call i8 @llvm.umax.i8(i8 %21, i8 %23)
  %30 = tail call i8 @llvm.umax.i8(i8 %29, i8 %28)
  %arrayidx29.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %x.059.us
  store i8 %30, ptr %arrayidx29.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i32 %add.us, %width
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us, !llvm.loop !10

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.body8.us, %middle.block
  %inc31.us = add nuw nsw i32 %y.061.us, 1
  %exitcond63.not = icmp eq i32 %inc31.us, %height
  br i1 %exitcond63.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.umax.v128i8(<128 x i8>, <128 x i8>) #1

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
