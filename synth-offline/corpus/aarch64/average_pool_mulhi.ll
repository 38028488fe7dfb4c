; ModuleID = 'bench/kernels/average_pool_mulhi.c'
source_filename = "bench/kernels/average_pool_mulhi.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @average_pool_mulhi(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %in, i32 noundef %out_width, i32 noundef %out_height, i32 noundef %in_stride, i16 noundef %inv) local_unnamed_addr #0 {
entry:
  %cmp90 = icmp sgt i32 %out_height, 0
  br i1 %cmp90, label %for.body.lr.ph, label %for.cond.cleanup

for.body.lr.ph:                                   ; preds = %entry
  %idx.ext1 = sext i32 %in_stride to i64
  %cmp988 = icmp sgt i32 %out_width, 0
  %conv51 = zext i16 %inv to i32
  br i1 %cmp988, label %for.body.us.preheader, label %for.cond.cleanup

for.body.us.preheader:                            ; preds = %for.body.lr.ph
  %0 = zext i32 %out_width to i64
  %wide.trip.count100 = zext i32 %out_height to i64
  %wide.trip.count = zext i32 %out_width to i64
  %min.iters.check = icmp ult i32 %out_width, 16
  %n.vec = and i64 %wide.trip.count, 4294967280
  %broadcast.splatinsert = insertelement <16 x i32> poison, i32 %conv51, i64 0
  %broadcast.splat = shufflevector <16 x i32> %broadcast.splatinsert, <16 x i32> poison, <16 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br label %for.body.us

for.body.us:                                      ; preds = %for.body.us.preheader, %for.cond8.for.cond.cleanup10_crit_edge.us
  %indvars.iv95 = phi i64 [ 0, %for.body.us.preheader ], [ %indvars.iv.next96, %for.cond8.for.cond.cleanup10_crit_edge.us ]
  %1 = mul nsw i64 %indvars.iv95, %idx.ext1
  %add.ptr.us = getelementptr inbounds i8, ptr %in, i64 %1
  %add.ptr2.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %idx.ext1
  %add.ptr4.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %idx.ext1
  %2 = mul nsw i64 %indvars.iv95, %0
  %add.ptr7.us = getelementptr inbounds i8, ptr %out, i64 %2
  %.pre = load i8, ptr %add.ptr.us, align 1, !tbaa !5
  %arrayidx13.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr.us, i64 1
  %.pre102 = load i8, ptr %arrayidx13.us.phi.trans.insert, align 1, !tbaa !5
  %.pre103 = load i8, ptr %add.ptr2.us, align 1, !tbaa !5
  %arrayidx27.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr2.us, i64 1
  %.pre104 = load i8, ptr %arrayidx27.us.phi.trans.insert, align 1, !tbaa !5
  %.pre105 = load i8, ptr %add.ptr4.us, align 1, !tbaa !5
  %arrayidx41.us.phi.trans.insert = getelementptr inbounds i8, ptr %add.ptr4.us, i64 1
  %.pre106 = load i8, ptr %arrayidx41.us.phi.trans.insert, align 1, !tbaa !5
  br i1 %min.iters.check, label %for.body11.us.preheader, label %vector.ph

vector.ph:                                        ; preds = %for.body.us
  %vector.recur.init = insertelement <16 x i8> poison, i8 %.pre106, i64 15
  %vector.recur.init107 = insertelement <16 x i8> poison, i8 %.pre105, i64 15
  %vector.recur.init109 = insertelement <16 x i8> poison, i8 %.pre104, i64 15
  %vector.recur.init111 = insertelement <16 x i8> poison, i8 %.pre103, i64 15
  %vector.recur.init113 = insertelement <16 x i8> poison, i8 %.pre102, i64 15
  %vector.recur.init115 = insertelement <16 x i8> poison, i8 %.pre, i64 15
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %vector.recur = phi <16 x i8> [ %vector.recur.init, %vector.ph ], [ %wide.load118, %vector.body ]
  %vector.recur108 = phi <16 x i8> [ %vector.recur.init107, %vector.ph ], [ %22, %vector.body ]
  %vector.recur110 = phi <16 x i8> [ %vector.recur.init109, %vector.ph ], [ %wide.load117, %vector.body ]
  %vector.recur112 = phi <16 x i8> [ %vector.recur.init111, %vector.ph ], [ %13, %vector.body ]
  %vector.recur114 = phi <16 x i8> [ %vector.recur.init113, %vector.ph ], [ %wide.load, %vector.body ]
  %vector.recur116 = phi <16 x i8> [ %vector.recur.init115, %vector.ph ], [ %5, %vector.body ]
  %3 = or i64 %index, 2
  %4 = getelementptr inbounds i8, ptr %add.ptr.us, i64 %3
  %wide.load = load <16 x i8>, ptr %4, align 1, !tbaa !5
  %5 = shufflevector <16 x i8> %vector.recur114, <16 x i8> %wide.load, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %6 = shufflevector <16 x i8> %vector.recur116, <16 x i8> %5, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %7 = zext <16 x i8> %6 to <16 x i32>
  %8 = zext <16 x i8> %5 to <16 x i32>
  %9 = add nuw nsw <16 x i32> %8, %7
  %10 = zext <16 x i8> %wide.load to <16 x i32>
  %11 = add nuw nsw <16 x i32> %9, %10
  %12 = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %3
  %wide.load117 = load <16 x i8>, ptr %12, align 1, !tbaa !5
  %13 = shufflevector <16 x i8> %vector.recur110, <16 x i8> %wide.load117, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %14 = shufflevector <16 x i8> %vector.recur112, <16 x i8> %13, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %15 = zext <16 x i8> %14 to <16 x i32>
  %16 = add nuw nsw <16 x i32> %11, %15
  %17 = zext <16 x i8> %13 to <16 x i32>
  %18 = add nuw nsw <16 x i32> %16, %17
  %19 = zext <16 x i8> %wide.load117 to <16 x i32>
  %20 = add nuw nsw <16 x i32> %18, %19
  %21 = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %3
  %wide.load118 = load <16 x i8>, ptr %21, align 1, !tbaa !5
  %22 = shufflevector <16 x i8> %vector.recur, <16 x i8> %wide.load118, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %23 = shufflevector <16 x i8> %vector.recur108, <16 x i8> %22, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %24 = zext <16 x i8> %23 to <16 x i32>
  %25 = add nuw nsw <16 x i32> %20, %24
  %26 = zext <16 x i8> %22 to <16 x i32>
  %27 = add nuw nsw <16 x i32> %25, %26
  %28 = zext <16 x i8> %wide.load118 to <16 x i32>
  %29 = add nuw nsw <16 x i32> %27, %28
  %30 = mul nuw nsw <16 x i32> %29, %broadcast.splat
  %31 = add nuw nsw <16 x i32> %30, <i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768>
  %32 = lshr <16 x i32> %31, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %33 = tail call <16 x i32> @llvm.umin.v16i32(<16 x i32> %32, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %34 = trunc <16 x i32> %33 to <16 x i8>
  %35 = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %index
  store <16 x i8> %34, ptr %35, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %36 = icmp eq i64 %index.next, %n.vec
  br i1 %36, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %vector.recur.extract = extractelement <16 x i8> %wide.load118, i64 15
  %vector.recur.extract119 = extractelement <16 x i8> %wide.load118, i64 14
  %vector.recur.extract123 = extractelement <16 x i8> %wide.load117, i64 15
  %vector.recur.extract127 = extractelement <16 x i8> %wide.load117, i64 14
  %vector.recur.extract131 = extractelement <16 x i8> %wide.load, i64 15
  %vector.recur.extract135 = extractelement <16 x i8> %wide.load, i64 14
  br i1 %cmp.n, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us.preheader

for.body11.us.preheader:                          ; preds = %for.body.us, %middle.block
  %scalar.recur.ph = phi i8 [ %vector.recur.extract, %middle.block ], [ %.pre106, %for.body.us ]
  %scalar.recur122.ph = phi i8 [ %vector.recur.extract119, %middle.block ], [ %.pre105, %for.body.us ]
  %scalar.recur126.ph = phi i8 [ %vector.recur.extract123, %middle.block ], [ %.pre104, %for.body.us ]
  %scalar.recur130.ph = phi i8 [ %vector.recur.extract127, %middle.block ], [ %.pre103, %for.body.us ]
  %scalar.recur134.ph = phi i8 [ %vector.recur.extract131, %middle.block ], [ %.pre102, %for.body.us ]
  %scalar.recur138.ph = phi i8 [ %vector.recur.extract135, %middle.block ], [ %.pre, %for.body.us ]
  %indvars.iv.ph = phi i64 [ %n.vec, %middle.block ], [ 0, %for.body.us ]
  br label %for.body11.us

for.body11.us:                                    ; preds = %for.body11.us.preheader, %for.body11.us
  %scalar.recur = phi i8 [ %40, %for.body11.us ], [ %scalar.recur.ph, %for.body11.us.preheader ]
  %scalar.recur122 = phi i8 [ %scalar.recur, %for.body11.us ], [ %scalar.recur122.ph, %for.body11.us.preheader ]
  %scalar.recur126 = phi i8 [ %39, %for.body11.us ], [ %scalar.recur126.ph, %for.body11.us.preheader ]
  %scalar.recur130 = phi i8 [ %scalar.recur126, %for.body11.us ], [ %scalar.recur130.ph, %for.body11.us.preheader ]
  %scalar.recur134 = phi i8 [ %38, %for.body11.us ], [ %scalar.recur134.ph, %for.body11.us.preheader ]
  %scalar.recur138 = phi i8 [ %scalar.recur134, %for.body11.us ], [ %scalar.recur138.ph, %for.body11.us.preheader ]
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body11.us ], [ %indvars.iv.ph, %for.body11.us.preheader ]
  %conv.us = zext i8 %scalar.recur138 to i32
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %conv14.us = zext i8 %scalar.recur134 to i32
  %add15.us = add nuw nsw i32 %conv14.us, %conv.us
  %37 = add nuw nsw i64 %indvars.iv, 2
  %arrayidx18.us = getelementptr inbounds i8, ptr %add.ptr.us, i64 %37
  %38 = load i8, ptr %arrayidx18.us, align 1, !tbaa !5
  %conv19.us = zext i8 %38 to i32
  %add20.us = add nuw nsw i32 %add15.us, %conv19.us
  %conv23.us = zext i8 %scalar.recur130 to i32
  %add24.us = add nuw nsw i32 %add20.us, %conv23.us
  %conv28.us = zext i8 %scalar.recur126 to i32
  %add29.us = add nuw nsw i32 %add24.us, %conv28.us
  %arrayidx32.us = getelementptr inbounds i8, ptr %add.ptr2.us, i64 %37
  %39 = load i8, ptr %arrayidx32.us, align 1, !tbaa !5
  %conv33.us = zext i8 %39 to i32
  %add34.us = add nuw nsw i32 %add29.us, %conv33.us
  %conv37.us = zext i8 %scalar.recur122 to i32
  %add38.us = add nuw nsw i32 %add34.us, %conv37.us
  %conv42.us = zext i8 %scalar.recur to i32
  %add43.us = add nuw nsw i32 %add38.us, %conv42.us
  %arrayidx46.us = getelementptr inbounds i8, ptr %add.ptr4.us, i64 %37
  %40 = load i8, ptr %arrayidx46.us, align 1, !tbaa !5
  %conv47.us = zext i8 %40 to i32
  %add48.us = add nuw nsw i32 %add43.us, %conv47.us
  %mul52.us = mul nuw nsw i32 %add48.us, %conv51
  %add53.us = add nuw nsw i32 %mul52.us, 32768
  %shr.us = lshr i32 %add53.us, 16
  %cond.us = tail call i32 @llvm.umin.i32(i32 %shr.us, i32 255)
  %conv56.us = trunc i32 %cond.us to i8
  %arrayidx58.us = getelementptr inbounds i8, ptr %add.ptr7.us, i64 %indvars.iv
  store i8 %conv56.us, ptr %arrayidx58.us, align 1, !tbaa !5
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond8.for.cond.cleanup10_crit_edge.us, label %for.body11.us, !llvm.loop !11

for.cond8.for.cond.cleanup10_crit_edge.us:        ; preds = %for.body11.us, %middle.block
  %indvars.iv.next96 = add nuw nsw i64 %indvars.iv95, 1
  %exitcond101.not = icmp eq i64 %indvars.iv.next96, %wide.trip.count100
  br i1 %exitcond101.not, label %for.cond.cleanup, label %for.body.us

for.cond.cleanup:                                 ; preds = %for.cond8.for.cond.cleanup10_crit_edge.us, %for.body.lr.ph, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10}
!9 = !{!"llvm.loop.isvectorized", i32 1}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = distinct !{!11, !10, !9}
