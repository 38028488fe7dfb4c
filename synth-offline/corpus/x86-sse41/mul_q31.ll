; ModuleID = 'bench/kernels/mul_q31.c'
source_filename = "bench/kernels/mul_q31.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @mul_q31(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %cmp20 = icmp sgt i32 %n, 0
  br i1 %cmp20, label %for.body.preheader, label %for.cond.cleanup

for.body.preheader:                               ; preds = %entry
  %wide.trip.count = zext i32 %n to i64
  %xtraiter = and i64 %wide.trip.count, 1
  %0 = icmp eq i32 %n, 1
  br i1 %0, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body.preheader.new

for.body.preheader.new:                           ; preds = %for.body.preheader
  %unroll_iter = and i64 %wide.trip.count, 4294967294
  br label %for.body

for.cond.cleanup.loopexit.unr-lcssa:              ; preds = %for.body, %for.body.preheader
  %indvars.iv.unr = phi i64 [ 0, %for.body.preheader ], [ %indvars.iv.next.1, %for.body ]
  %lcmp.mod.not = icmp eq i64 %xtraiter, 0
  br i1 %lcmp.mod.not, label %for.cond.cleanup, label %for.body.epil

for.body.epil:                                    ; preds = %for.cond.cleanup.loopexit.unr-lcssa
  %arrayidx.epil = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.unr
  %1 = load i32, ptr %arrayidx.epil, align 4, !tbaa !4
  %conv.epil = sext i32 %1 to i64
  %arrayidx2.epil = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.unr
  %2 = load i32, ptr %arrayidx2.epil, align 4, !tbaa !4
  %conv3.epil = sext i32 %2 to i64
  %mul.epil = mul nsw i64 %conv3.epil, %conv.epil
  %add.epil = add nsw i64 %mul.epil, 1073741824
  %shr.epil = ashr i64 %add.epil, 31
  %spec.store.select.epil = tail call i64 @llvm.smin.i64(i64 %shr.epil, i64 2147483647)
  %conv10.epil = trunc i64 %spec.store.select.epil to i32
  %arrayidx12.epil = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.unr
  store i32 %conv10.epil, ptr %arrayidx12.epil, align 4, !tbaa !4
  br label %for.cond.cleanup

for.cond.cleanup:                                 ; preds = %for.body.epil, %for.cond.cleanup.loopexit.unr-lcssa, %entry
  ret void

for.body:                                         ; preds = %for.body, %for.body.preheader.new
  %indvars.iv = phi i64 [ 0, %for.body.preheader.new ], [ %indvars.iv.next.1, %for.body ]
  %niter = phi i64 [ 0, %for.body.preheader.new ], [ %niter.next.1, %for.body ]
  %arrayidx = getelementptr inbounds i32, ptr %a, i64 %indvars.iv
  %3 = load i32, ptr %arrayidx, align 4, !tbaa !4
  %conv = sext i32 %3 to i64
  %arrayidx2 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv
  %4 = load i32, ptr %arrayidx2, align 4, !tbaa !4
  %conv3 = sext i32 %4 to i64
  %mul = mul nsw i64 %conv3, %conv
  %add = add nsw i64 %mul, 1073741824
  %shr = ashr i64 %add, 31
  %spec.store.select = tail call i64 @llvm.smin.i64(i64 %shr, i64 2147483647)
  %conv10 = trunc i64 %spec.store.select to i32
  %arrayidx12 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv
  store i32 %conv10, ptr %arrayidx12, align 4, !tbaa !4
  %indvars.iv.next = or i64 %indvars.iv, 1
  %arrayidx.1 = getelementptr inbounds i32, ptr %a, i64 %indvars.iv.next
  %5 = load i32, ptr %arrayidx.1, align 4, !tbaa !4
  %conv.1 = sext i32 %5 to i64
  %arrayidx2.1 = getelementptr inbounds i32, ptr %b, i64 %indvars.iv.next
  %6 = load i32, ptr %arrayidx2.1, align 4, !tbaa !4
  %conv3.1 = sext i32 %6 to i64
  %mul.1 = mul nsw i64 %conv3.1, %conv.1
  %add.1 = add nsw i64 %mul.1, 1073741824
  %shr.1 = ashr i64 %add.1, 31
  %spec.store.select.1 = tail call i64 @llvm.smin.i64(i64 %shr.1, i64 2147483647)
  %conv10.1 = trunc i64 %spec.store.select.1 to i32
  %arrayidx12.1 = getelementptr inbounds i32, ptr %out, i64 %indvars.iv.next
  store i32 %conv10.1, ptr %arrayidx12.1, align 4, !tbaa !4
  %indvars.iv.next.1 = add nuw nsw i64 %indvars.iv, 2
  %niter.next.1 = add i64 %niter, 2
  %niter.ncmp.1 = icmp eq i64 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond.cleanup.loopexit.unr-lcssa, label %for.body
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+sse3,+sse4.1,+ssse3,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
