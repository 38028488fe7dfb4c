; ModuleID = 'bench/kernels/median3x3.c'
source_filename = "bench/kernels/median3x3.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @median3x3(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %width, i32 noundef %height, i32 noundef %stride) local_unnamed_addr #0 {
entry:
  %cmp84 = icmp sgt i32 %height, 0
  br i1 %cmp84, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %stride to i64
  %cmp982 = icmp sgt i32 %width, 0
  br i1 %cmp982, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %width to i64
  %wide.trip.count95 = zext i32 %height to i64
  %wide.trip.count = zext i32 %width to i64
  %min.iters.check = icmp ult i32 %width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv90 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next91, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv90, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv90, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !4
  %.pre97 = load i8, ptr %add.ptr2.us, align 1, !tbaa !4
  %.pre98 = load i8, ptr %add.ptr4.us, align 1, !tbaa !4
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre98, i64 15
  %vector.recur.init99 = insertelement <16 x i8> poison, i8 %.pre97, i64 15
  %vector.recur.init101 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load104, %vector.body ]
  %vector.recur100 = phi <16 x i8> [ %vector.recur.init99, %vector.ph ], [ %wide.load103, %vector.body ]
  %vector.recur102 = phi <16 x i8> [ %vector.recur.init101, %vector.ph ], [ %wide.load, %vector.body ]
  %3 = or i64 %index, 1
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !4
  %5 = shufflevector <16 x i8> %vector.recur102, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load103 = load <16 x i8>, ptr %6, align 1, !tbaa !4
  %7 = shufflevector <16 x i8> %vector.recur100, <16 x i8> %wide.load103, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %8 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %5, <16 x i8> %7)
  %9 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %5, <16 x i8> %7)
  %10 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load104 = load <16 x i8>, ptr %10, align 1, !tbaa !4
  %11 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load104, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %12 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %8, <16 x i8> %11)
  %13 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %9, <16 x i8> %11)
  %14 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %8, <16 x i8> %13)
  %15 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %9, <16 x i8> %11)
  %16 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %wide.load, <16 x i8> %wide.load103)
  %17 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %16, <16 x i8> %wide.load104)
  %18 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %wide.load, <16 x i8> %wide.load103)
  %19 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %18, <16 x i8> %wide.load104)
  %20 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %16, <16 x i8> %19)
  %21 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %18, <16 x i8> %wide.load104)
  %22 = or i64 %index, 2
  %23 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %22
  %wide.load105 = load <16 x i8>, ptr %23, align 1, !tbaa !4
  %24 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %22
  %wide.load106 = load <16 x i8>, ptr %24, align 1, !tbaa !4
  %25 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %22
  %wide.load107 = load <16 x i8>, ptr %25, align 1, !tbaa !4
  %26 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %wide.load105, <16 x i8> %wide.load106)
  %27 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %26, <16 x i8> %wide.load107)
  %28 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %wide.load105, <16 x i8> %wide.load106)
  %29 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %28, <16 x i8> %wide.load107)
  %30 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %26, <16 x i8> %29)
  %31 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %28, <16 x i8> %wide.load107)
  %32 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %12, <16 x i8> %17)
  %33 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %32, <16 x i8> %27)
  %34 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %14, <16 x i8> %20)
  %35 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %14, <16 x i8> %20)
  %36 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %35, <16 x i8> %30)
  %37 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %34, <16 x i8> %36)
  %38 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %15, <16 x i8> %21)
  %39 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %38, <16 x i8> %31)
  %40 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %33, <16 x i8> %37)
  %41 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %33, <16 x i8> %37)
  %42 = tail call <16 x i8> @llvm.umin.v16i8(<16 x i8> %41, <16 x i8> %39)
  %43 = tail call <16 x i8> @llvm.umax.v16i8(<16 x i8> %40, <16 x i8> %42)
  %44 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %43, ptr %44, align 1, !tbaa !4
  %index.next = add nuw i64 %index, 16
  %45 = icmp eq i64 %index.next, %n.vec
  br i1 %45, label %middle.block, label %vector.body, !llvm.loop !7

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load104, i64 15
  %vector.recur.extract108 = extractelement <16 x i8> %wide.load103, i64 15
  %vector.recur.extract112 = extractelement <16 x i8> %wide.load, i64 15
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre98, %for.body.us ]
  %scalar.recur111.ph = phi i8 [ %vector.recur.extract108, %middle.block ], [ %.pre97, %for.body.us ]
  %scalar.recur115.ph = phi i8 [ %vector.recur.extract112, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %55, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur111 = phi i8 [ %54, %for.body11.us ], [ %scalar.recur111.ph, %for.body11.us.preheader ]
  %scalar.recur115 = phi i8 [ %53, %for.body11.us ], [ %scalar.recur115.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %52, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %46 = tail call i8 @llvm.umin.i8(i8 %scalar.recur115, i8 %scalar.recur111)
  %47 = tail call i8 @llvm.umin.i8(i8 %46, i8 %scalar.recur)
  %48 = tail call i8 @llvm.umax.i8(i8 %scalar.recur115, i8 %scalar.recur111)
  %49 = tail call i8 @llvm.umin.i8(i8 %48, i8 %scalar.recur)
  %50 = tail call i8 @llvm.umax.i8(i8 %46, i8 %49)
  %51 = tail call i8 @llvm.umax.i8(i8 %48, i8 %scalar.recur)
  %52 = add nuw nsw i64 %indvars.iv, 1
  %arrayidx.us.1 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %52
  %53 = load i8, ptr %arrayidx.us.1, align 1, !tbaa !4
  %arrayidx18.us.1 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %52
  %54 = load i8, ptr %arrayidx18.us.1, align 1, !tbaa !4
  %arrayidx21.us.1 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %52
  %55 = load i8, ptr %arrayidx21.us.1, align 1, !tbaa !4
  %56 = tail call i8 @llvm.umin.i8(i8 %53, i8 %54)
  %57 = tail call i8 @llvm.umin.i8(i8 %56, i8 %55)
  %58 = tail call i8 @llvm.umax.i8(i8 %53, i8 %54)
  %59 = tail call i8 @llvm.umin.i8(i8 %58, i8 %55)
  %60 = tail call i8 @llvm.umax.i8(i8 %56, i8 %59)
  %61 = tail call i8 @llvm.umax.i8(i8 %58, i8 %55)
  %62 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx.us.2 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %62
  %63 = load i8, ptr %arrayidx.us.2, align 1, !tbaa !4
  %arrayidx18.us.2 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %62
  %64 = load i8, ptr %arrayidx18.us.2, align 1, !tbaa !4
  %arrayidx21.us.2 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %62
  %65 = load i8, ptr %arrayidx21.us.2, align 1, !tbaa !4
  %66 = tail call i8 @llvm.umin.i8(i8 %63, i8 %64)
  %67 = tail call i8 @llvm.umin.i8(i8 %66, i8 %65)
  %68 = tail call i8 @llvm.umax.i8(i8 %63, i8 %64)
  %69 = tail call i8 @llvm.umin.i8(i8 %68, i8 %65)
  %70 = tail call i8 @llvm.umax.i8(i8 %66, i8 %69)
  %71 = tail call i8 @llvm.umax.i8(i8 %68, i8 %65)
  %72 = tail call i8 @llvm.umax.i8(i8 %47, i8 %57)
  %73 = tail call i8 @llvm.umax.i8(i8 %72, i8 %67)
  %74 = tail call i8 @llvm.umin.i8(i8 %50, i8 %60)
  %75 = tail call i8 @llvm.umax.i8(i8 %50, i8 %60)
  %76 = tail call i8 @llvm.umin.i8(i8 %75, i8 %70)
  %77 = tail call i8 @llvm.umax.i8(i8 %74, i8 %76)
  %78 = tail call i8 @llvm.umin.i8(i8 %51, i8 %61)
  %79 = tail call i8 @llvm.umin.i8(i8 %78, i8 %71)
  %80 = tail call i8 @llvm.umin.i8(i8 %73, i8 %77)
  %81 = tail call i8 @llvm.umax.i8(i8 %73, i8 %77)
  %82 = tail call i8 @llvm.umin.i8(i8 %81, i8 %79)
  %83 = tail call i8 @llvm.umax.i8(i8 %80, i8 %82)
  %arrayidx48.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %83, ptr %arrayidx48.us, align 1, !tbaa !4
  %exitcond.not = icmp eq i64 %52, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !10

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next91 = add nuw nsw i64 %indvars.iv90, 1
  %exitcond96.not = icmp eq i64 %indvars.iv.next91, %wide.trip.count95
  br i1 %exitcond96.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umin.v16i8(<16 x i8>, <16 x i8>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>) #1

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
!10 = distinct !{!10, !9, !8}
