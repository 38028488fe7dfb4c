; ModuleID = 'bench/kernels/conv3x3_a16.c'
source_filename = "bench/kernels/conv3x3_a16.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @conv3x3_a16(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, ptr noalias nocapture noundef readonly %mask, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp86 = icmp sgt i32 %height, 0
  %cmp684 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp86, %cmp684
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %.pre.pre = load i8, ptr %mask, align 1, !tbaa !4
  %arrayidx22.us.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 3
  %.pre90.pre = load i8, ptr %arrayidx22.us.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx30.us.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 6
  %.pre91.pre = load i8, ptr %arrayidx30.us.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx14.us.1.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 1
  %.pre92.pre = load i8, ptr %arrayidx14.us.1.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx22.us.1.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 4
  %.pre93.pre = load i8, ptr %arrayidx22.us.1.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx30.us.1.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 7
  %.pre94.pre = load i8, ptr %arrayidx30.us.1.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx14.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 2
  %.pre95.pre = load i8, ptr %arrayidx14.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx22.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 5
  %.pre96.pre = load i8, ptr %arrayidx22.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %arrayidx30.us.2.phi.trans.insert.phi.trans.insert = getelementptr inbounds i8, ptr %mask, i32 8
  %.pre97.pre = load i8, ptr %arrayidx30.us.2.phi.trans.insert.phi.trans.insert, align 1, !tbaa !4
  %conv15.us = sext i8 %.pre.pre to i16
  %conv23.us = sext i8 %.pre90.pre to i16
  %conv31.us = sext i8 %.pre91.pre to i16
  %conv15.us.1 = sext i8 %.pre92.pre to i16
  %conv23.us.1 = sext i8 %.pre93.pre to i16
  %conv31.us.1 = sext i8 %.pre94.pre to i16
  %conv15.us.2 = sext i8 %.pre95.pre to i16
  %conv23.us.2 = sext i8 %.pre96.pre to i16
  %conv31.us.2 = sext i8 %.pre97.pre to i16
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %broadcast.splatinsert = insertelement <128 x i16> poison, i16 %conv15.us, i64 0
  %broadcast.splat = shufflevector <128 x i16> %broadcast.splatinsert, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert104 = insertelement <128 x i16> poison, i16 %conv15.us.1, i64 0
  %broadcast.splat105 = shufflevector <128 x i16> %broadcast.splatinsert104, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert107 = insertelement <128 x i16> poison, i16 %conv23.us, i64 0
  %broadcast.splat108 = shufflevector <128 x i16> %broadcast.splatinsert107, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert109 = insertelement <128 x i16> poison, i16 %conv23.us.1, i64 0
  %broadcast.splat110 = shufflevector <128 x i16> %broadcast.splatinsert109, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert112 = insertelement <128 x i16> poison, i16 %conv31.us, i64 0
  %broadcast.splat113 = shufflevector <128 x i16> %broadcast.splatinsert112, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert114 = insertelement <128 x i16> poison, i16 %conv31.us.1, i64 0
  %broadcast.splat115 = shufflevector <128 x i16> %broadcast.splatinsert114, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert117 = insertelement <128 x i16> poison, i16 %conv15.us.2, i64 0
  %broadcast.splat118 = shufflevector <128 x i16> %broadcast.splatinsert117, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert120 = insertelement <128 x i16> poison, i16 %conv23.us.2, i64 0
  %broadcast.splat121 = shufflevector <128 x i16> %broadcast.splatinsert120, <128 x i16> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert123 = insertelement <128 x i16> poison, i16 %conv31.us.2, i64 0
  %broadcast.splat124 = shufflevector <128 x i16> %broadcast.splatinsert123, <128 x i16> poison, <128 x i32> zeroinitializer
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %y.087.us = phi i32 [ %inc54.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.087.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %stride
  %mul3.us = mul nsw i32 %y.087.us, %width
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul3.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %.pre98 = load i8, ptr %add.ptr1.us, align 1, !tbaa !4
  %.pre99 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.cond9.preheader.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre99, i64 127
  %vector.recur.init100 = insertelement <128 x i8> poison, i8 %.pre98, i64 127
  %vector.recur.init102 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load111, %vector.body ]
  %vector.recur101 = phi <128 x i8> [ %vector.recur.init100, %vector.ph ], [ %wide.load106, %vector.body ]
  %vector.recur103 = phi <128 x i8> [ %vector.recur.init102, %vector.ph ], [ %wide.load, %vector.body ]
  %0 = or i32 %index, 1
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %0
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = shufflevector <128 x i8> %vector.recur103, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %3 = zext <128 x i8> %2 to <128 x i16>
  %4 = mul nsw <128 x i16> %broadcast.splat, %3
  %5 = zext <128 x i8> %wide.load to <128 x i16>
  %6 = mul nsw <128 x i16> %broadcast.splat105, %5
  %7 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %0
  %wide.load106 = load <128 x i8>, ptr %7, align 1, !tbaa !4
  %8 = shufflevector <128 x i8> %vector.recur101, <128 x i8> %wide.load106, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %9 = zext <128 x i8> %8 to <128 x i16>
  %10 = mul nsw <128 x i16> %broadcast.splat108, %9
  %11 = add <128 x i16> %4, %10
  %12 = zext <128 x i8> %wide.load106 to <128 x i16>
  %13 = mul nsw <128 x i16> %broadcast.splat110, %12
  %14 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %0
  %wide.load111 = load <128 x i8>, ptr %14, align 1, !tbaa !4
  %15 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load111, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %16 = zext <128 x i8> %15 to <128 x i16>
  %17 = mul nsw <128 x i16> %broadcast.splat113, %16
  %18 = add <128 x i16> %11, %17
  %19 = add <128 x i16> %6, %18
  %20 = add <128 x i16> %19, %13
  %21 = zext <128 x i8> %wide.load111 to <128 x i16>
  %22 = mul nsw <128 x i16> %broadcast.splat115, %21
  %23 = add <128 x i16> %20, %22
  %24 = or i32 %index, 2
  %25 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %24
  %wide.load116 = load <128 x i8>, ptr %25, align 1, !tbaa !4
  %26 = zext <128 x i8> %wide.load116 to <128 x i16>
  %27 = mul nsw <128 x i16> %broadcast.splat118, %26
  %28 = add <128 x i16> %27, %23
  %29 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %24
  %wide.load119 = load <128 x i8>, ptr %29, align 1, !tbaa !4
  %30 = zext <128 x i8> %wide.load119 to <128 x i16>
  %31 = mul nsw <128 x i16> %broadcast.splat121, %30
  %32 = add <128 x i16> %28, %31
  %33 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %24
  %wide.load122 = load <128 x i8>, ptr %33, align 1, !tbaa !4
  %34 = zext <128 x i8> %wide.load122 to <128 x i16>
  %35 = mul nsw <128 x i16> %broadcast.splat124, %34
  %36 = add <128 x i16> %32, %35
  %37 = ashr <128 x i16> %36, <i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4>
  %38 = tail call <128 x i16> @llvm.smin.v128i16(<128 x i16> %37, <128 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %39 = tail call <128 x i16> @llvm.smax.v128i16(<128 x i16> %38, <128 x i16> zeroinitializer)
  %40 = trunc <128 x i16> %39 to <128 x i8>
  %41 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %40, ptr %41, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %42 = icmp eq i32 %index.next, %n.vec
  br i1 %42, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load111, i64 127
  %vector.recur.extract125 = extractelement <128 x i8> %wide.load106, i64 127
  %vector.recur.extract129 = extractelement <128 x i8> %wide.load, i64 127
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.cond9.preheader.us.preheader

for.cond9.preheader.us.preheader:                 ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre99, %for.body.us ]
  %scalar.recur128.ph = phi i8 [ %vector.recur.extract125, %middle.block ], [ %.pre98, %for.body.us ]
  %scalar.recur132.ph = phi i8 [ %vector.recur.extract129, %middle.block ], [ %.pre, %for.body.us ]
  %x.085.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.cond9.preheader.us

for.cond9.preheader.us:                           ; preds = %for.cond9.preheader.us.preheader, %for.cond9.preheader.us
  %scalar.recur = phi i8 [ %45, %for.cond9.preheader.us ], [ %scalar.recur.ph, %for.cond9.preheader.us.preheader ]
  %scalar.recur128 = phi i8 [ %44, %for.cond9.preheader.us ], [ %scalar.recur128.ph, %for.cond9.preheader.us.preheader ]
  %scalar.recur132 = phi i8 [ %43, %for.cond9.preheader.us ], [ %scalar.recur132.ph, %for.cond9.preheader.us.preheader ]
  %x.085.us = phi i32 [ %add.us.1, %for.cond9.preheader.us ], [ %x.085.us.ph, %for.cond9.preheader.us.preheader ]
  %conv13.us = zext i8 %scalar.recur132 to i16
  %mul16.us = mul nsw i16 %conv15.us, %conv13.us
  %conv20.us = zext i8 %scalar.recur128 to i16
  %mul24.us = mul nsw i16 %conv23.us, %conv20.us
  %add25.us = add i16 %mul16.us, %mul24.us
  %conv28.us = zext i8 %scalar.recur to i16
  %mul32.us = mul nsw i16 %conv31.us, %conv28.us
  %add33.us = add i16 %add25.us, %mul32.us
  %add.us.1 = add nuw nsw i32 %x.085.us, 1
  %arrayidx.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add.us.1
  %43 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !4
  %conv13.us.1 = zext i8 %43 to i16
  %mul16.us.1 = mul nsw i16 %conv15.us.1, %conv13.us.1
  %add17.us.1 = add i16 %mul16.us.1, %add33.us
  %arrayidx19.us.1 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add.us.1
  %44 = load i8, ptr %arrayidx19.us.1, align 1, !tbaa !4
  %conv20.us.1 = zext i8 %44 to i16
  %mul24.us.1 = mul nsw i16 %conv23.us.1, %conv20.us.1
  %add25.us.1 = add i16 %add17.us.1, %mul24.us.1
  %arrayidx27.us.1 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add.us.1
  %45 = load i8, ptr %arrayidx27.us.1, align 1, !tbaa !4
  %conv28.us.1 = zext i8 %45 to i16
  %mul32.us.1 = mul nsw i16 %conv31.us.1, %conv28.us.1
  %add33.us.1 = add i16 %add25.us.1, %mul32.us.1
  %add.us.2 = add nuw nsw i32 %x.085.us, 2
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add.us.2
  %46 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !4
  %conv13.us.2 = zext i8 %46 to i16
  %mul16.us.2 = mul nsw i16 %conv15.us.2, %conv13.us.2
  %add17.us.2 = add i16 %mul16.us.2, %add33.us.1
  %arrayidx19.us.2 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add.us.2
  %47 = load i8, ptr %arrayidx19.us.2, align 1, !tbaa !4
  %conv20.us.2 = zext i8 %47 to i16
  %mul24.us.2 = mul nsw i16 %conv23.us.2, %conv20.us.2
  %add25.us.2 = add i16 %add17.us.2, %mul24.us.2
  %arrayidx27.us.2 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add.us.2
  %48 = load i8, ptr %arrayidx27.us.2, align 1, !tbaa !4
  %conv28.us.2 = zext i8 %48 to i16
  %mul32.us.2 = mul nsw i16 %conv31.us.2, %conv28.us.2
  %add33.us.2 = add i16 %add25.us.2, %mul32.us.2
  %49 = ashr i16 %add33.us.2, 4
  %50 = tail call i16 @llvm.smin.i16(i16 %49, i16 255)
  %51 = tail call i16 @llvm.smax.i16(i16 %50, i16 0)
  %conv48.us = trunc i16 %51 to i8
  %arrayidx49.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %x.085.us
  store i8 %conv48.us, ptr %arrayidx49.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i32 %add.us.1, %width
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.cond9.preheader.us, !llvm.loop !10

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.cond9.preheader.us, %middle.block
  %inc54.us = add nuw nsw i32 %y.087.us, 1
  %exitcond89.not = icmp eq i32 %inc54.us, %height
  br i1 %exitcond89.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i16> @llvm.smin.v128i16(<128 x i16>, <128 x i16>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i16> @llvm.smax.v128i16(<128 x i16>, <128 x i16>) #1

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
