; ModuleID = 'bench/kernels/median3x3.c'
source_filename = "bench/kernels/median3x3.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @median3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp75 = icmp sgt i32 %height, 0
  %cmp673 = icmp sgt i32 %width, 0
  %or.cond = and i1 %cmp75, %cmp673
  br i1 %or.cond, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %entry
  %min.iters.check = icmp ult i32 %width, 128
  %n.vec = and i32 %width, -128
  %cmp.n = icmp eq i32 %n.vec, %width
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond5.for.cond.cleanup7_crit_edge.us
  %y.076.us = phi i32 [ %inc44.us, %for.cond5.for.cond.cleanup7_crit_edge.us ], [ 0, %for.body.us.preheader ]
  %mul.us = mul nsw i32 %y.076.us, %stride
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i32 %mul.us
  %add.ptr1.us = getelementptr inbounds i8, ptr %add.ptr.us, i32 %stride
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %stride
  %mul3.us = mul nsw i32 %y.076.us, %width
  %add.ptr4.us = getelementptr inbounds i8, ptr %out, i32 %mul3.us
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %.pre79 = load i8, ptr %add.ptr1.us, align 1, !tbaa !4
  %.pre80 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body8.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <128 x i8> poison, i8 %.pre80, i64 127
  %vector.recur.init81 = insertelement <128 x i8> poison, i8 %.pre79, i64 127
  %vector.recur.init83 = insertelement <128 x i8> poison, i8 %.pre, i64 127
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i32 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <128 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load86, %vector.body ]
  %vector.recur82 = phi <128 x i8> [ %vector.recur.init81, %vector.ph ], [ %wide.load85, %vector.body ]
  %vector.recur84 = phi <128 x i8> [ %vector.recur.init83, %vector.ph ], [ %wide.load, %vector.body ]
  %0 = or i32 %index, 1
  %1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %0
  %wide.load = load <128 x i8>, ptr %1, align 1, !tbaa !4
  %2 = shufflevector <128 x i8> %vector.recur84, <128 x i8> %wide.load, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %3 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %0
  %wide.load85 = load <128 x i8>, ptr %3, align 1, !tbaa !4
  %4 = shufflevector <128 x i8> %vector.recur82, <128 x i8> %wide.load85, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %5 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %2, <128 x i8> %4)
  %6 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %2, <128 x i8> %4)
  %7 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %0
  %wide.load86 = load <128 x i8>, ptr %7, align 1, !tbaa !4
  %8 = shufflevector <128 x i8> %vector.recur, <128 x i8> %wide.load86, <128 x i32> <i32 127, i32 128, i32 129, i32 130, i32 131, i32 132, i32 133, i32 134, i32 135, i32 136, i32 137, i32 138, i32 139, i32 140, i32 141, i32 142, i32 143, i32 144, i32 145, i32 146, i32 147, i32 148, i32 149, i32 150, i32 151, i32 152, i32 153, i32 154, i32 155, i32 156, i32 157, i32 158, i32 159, i32 160, i32 161, i32 162, i32 163, i32 164, i32 165, i32 166, i32 167, i32 168, i32 169, i32 170, i32 171, i32 172, i32 173, i32 174, i32 175, i32 176, i32 177, i32 178, i32 179, i32 180, i32 181, i32 182, i32 183, i32 184, i32 185, i32 186, i32 187, i32 188, i32 189, i32 190, i32 191, i32 192, i32 193, i32 194, i32 195, i32 196, i32 197, i32 198, i32 199, i32 200, i32 201, i32 202, i32 203, i32 204, i32 205, i32 206, i32 207, i32 208, i32 209, i32 210, i32 211, i32 212, i32 213, i32 214, i32 215, i32 216, i32 217, i32 218, i32 219, i32 220, i32 221, i32 222, i32 223, i32 224, i32 225, i32 226, i32 227, i32 228, i32 229, i32 230, i32 231, i32 232, i32 233, i32 234, i32 235, i32 236, i32 237, i32 238, i32 239, i32 240, i32 241, i32 242, i32 243, i32 244, i32 245, i32 246, i32 247, i32 248, i32 249, i32 250, i32 251, i32 252, i32 253, i32 254>
  %9 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %5, <128 x i8> %8)
  %10 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %6, <128 x i8> %8)
  %11 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %5, <128 x i8> %10)
  %12 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %6, <128 x i8> %8)
  %13 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load85)
  %14 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %13, <128 x i8> %wide.load86)
  %15 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %wide.load, <128 x i8> %wide.load85)
  %16 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %15, <128 x i8> %wide.load86)
  %17 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %13, <128 x i8> %16)
  %18 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %15, <128 x i8> %wide.load86)
  %19 = or i32 %index, 2
  %20 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %19
  %wide.load87 = load <128 x i8>, ptr %20, align 1, !tbaa !4
  %21 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %19
  %wide.load88 = load <128 x i8>, ptr %21, align 1, !tbaa !4
  %22 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %19
  %wide.load89 = load <128 x i8>, ptr %22, align 1, !tbaa !4
  %23 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %wide.load87, <128 x i8> %wide.load88)
  %24 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %23, <128 x i8> %wide.load89)
  %25 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %wide.load87, <128 x i8> %wide.load88)
  %26 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %25, <128 x i8> %wide.load89)
  %27 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %23, <128 x i8> %26)
  %28 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %25, <128 x i8> %wide.load89)
  %29 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %9, <128 x i8> %14)
  %30 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %29, <128 x i8> %24)
  %31 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %11, <128 x i8> %17)
  %32 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %11, <128 x i8> %17)
  %33 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %32, <128 x i8> %27)
  %34 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %31, <128 x i8> %33)
  %35 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %12, <128 x i8> %18)
  %36 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %35, <128 x i8> %28)
  %37 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %30, <128 x i8> %34)
  %38 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %30, <128 x i8> %34)
  %39 = tail call <128 x i8> @llvm.umin.v128i8(<128 x i8> %38, <128 x i8> %36)
  %40 = tail call <128 x i8> @llvm.umax.v128i8(<128 x i8> %37, <128 x i8> %39)
  %41 = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %index
  store <128 x i8> %40, ptr %41, align 1, !tbaa !4
  %index.next = add nuw i32 %index, 128
  %42 = icmp eq i32 %index.next, %n.vec
  br i1 %42, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <128 x i8> %wide.load86, i64 127
  %vector.recur.extract90 = extractelement <128 x i8> %wide.load85, i64 127
  %vector.recur.extract94 = extractelement <128 x i8> %wide.load, i64 127
  br i1 %cmp.n, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us.preheader

for.body8.us.preheader:                           ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre80, %for.body.us ]
  %scalar.recur93.ph = phi i8 [ %vector.recur.extract90, %middle.block ], [ %.pre79, %for.body.us ]
  %scalar.recur97.ph = phi i8 [ %vector.recur.extract94, %middle.block ], [ %.pre, %for.body.us ]
  %x.074.us.ph = phi i32 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body8.us

for.body8.us:                                     ; preds = %for.body8.us.preheader, %for.body8.us
  %scalar.recur = phi i8 [ %51, %for.body8.us ], [ %scalar.recur.ph, %for.body8.us.preheader ]
  %scalar.recur93 = phi i8 [ %50, %for.body8.us ], [ %scalar.recur93.ph, %for.body8.us.preheader ]
  %scalar.recur97 = phi i8 [ %49, %for.body8.us ], [ %scalar.recur97.ph, %for.body8.us.preheader ]
  %x.074.us = phi i32 [ %add.us.1, %for.body8.us ], [ %x.074.us.ph, %for.body8.us.preheader ]
  %43 = tail call i8 @llvm.umin.i8(i8 %scalar.recur97, i8 %scalar.recur93)
  %44 = tail call i8 @llvm.umin.i8(i8 %43, i8 %scalar.recur)
  %45 = tail call i8 @llvm.umax.i8(i8 %scalar.recur97, i8 %scalar.recur93)
  %46 = tail call i8 @llvm.umin.i8(i8 %45, i8 %scalar.recur)
  %47 = tail call i8 @llvm.umax.i8(i8 %43, i8 %46)
  %48 = tail call i8 @llvm.umax.i8(i8 %45, i8 %scalar.recur)
  %add.us.1 = add nuw nsw i32 %x.074.us, 1
  %arrayidx.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add.us.1
  %49 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !4
  %arrayidx14.us.1 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add.us.1
  %50 = load i8, ptr %arrayidx14.us.1, align 1, !tbaa !4
  %arrayidx16.us.1 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add.us.1
  %51 = load i8, ptr %arrayidx16.us.1, align 1, !tbaa !4
  %52 = tail call i8 @llvm.umin.i8(i8 %49, i8 %50)
  %53 = tail call i8 @llvm.umin.i8(i8 %52, i8 %51)
  %54 = tail call i8 @llvm.umax.i8(i8 %49, i8 %50)
  %55 = tail call i8 @llvm.umin.i8(i8 %54, i8 %51)
  %56 = tail call i8 @llvm.umax.i8(i8 %52, i8 %55)
  %57 = tail call i8 @llvm.umax.i8(i8 %54, i8 %51)
  %add.us.2 = add nuw nsw i32 %x.074.us, 2
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i32 %add.us.2
  %58 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !4
  %arrayidx14.us.2 = getelementptr inbounds i8, ptr %add.ptr1.us, i32 %add.us.2
  %59 = load i8, ptr %arrayidx14.us.2, align 1, !tbaa !4
  %arrayidx16.us.2 = getelementptr inbounds i8, ptr %add.ptr2.us, i32 %add.us.2
  %60 = load i8, ptr %arrayidx16.us.2, align 1, !tbaa !4
  %61 = tail call i8 @llvm.umin.i8(i8 %58, i8 %59)
  %62 = tail call i8 @llvm.umin.i8(i8 %61, i8 %60)
  %63 = tail call i8 @llvm.umax.i8(i8 %58, i8 %59)
  %64 = tail call i8 @llvm.umin.i8(i8 %63, i8 %60)
  %65 = tail call i8 @llvm.umax.i8(i8 %61, i8 %64)
  %66 = tail call i8 @llvm.umax.i8(i8 %63, i8 %60)
  %67 = tail call i8 @llvm.umax.i8(i8 %44, i8 %53)
  %68 = tail call i8 @llvm.umax.i8(i8 %67, i8 %62)
  %69 = tail call i8 @llvm.umin.i8(i8 %47, i8 %56)
  %70 = tail call i8 @llvm.umax.i8(i8 %47, i8 %56)
  %71 = tail call i8 @llvm.umin.i8(i8 %70, i8 %65)
  %72 = tail call i8 @llvm.umax.i8(i8 %69, i8 %71)
  %73 = tail call i8 @llvm.umin.i8(i8 %48, i8 %57)
  %74 = tail call i8 @llvm.umin.i8(i8 %73, i8 %66)
  %75 = tail call i8 @llvm.umin.i8(i8 %68, i8 %72)
  %76 = tail call i8 @llvm.umax.i8(i8 %68, i8 %72)
  %77 = tail call i8 @llvm.umin.i8(i8 %76, i8 %74)
  %78 = tail call i8 @llvm.umax.i8(i8 %75, i8 %77)
  %arrayidx39.us = getelementptr inbounds i8, ptr %add.ptr4.us, i32 %x.074.us
  store i8 %78, ptr %arrayidx39.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i32 %add.us.1, %width
  br i1 %exitcond.not, label %for.cond5.for.cond.cleanup7_crit_edge.us, label %for.body8.us, !llvm.loop !10

for.cond5.for.cond.cleanup7_crit_edge.us:         ; preds = %for.body8.us, %middle.block
  %inc44.us = add nuw nsw i32 %y.076.us, 1
  %exitcond78.not = icmp eq i32 %inc44.us, %height
  br i1 %exitcond78.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond5.for.cond.cleanup7_crit_edge.us, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i8> @llvm.umin.v128i8(<128 x i8>, <128 x i8>) #1

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
