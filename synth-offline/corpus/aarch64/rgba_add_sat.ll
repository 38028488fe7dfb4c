; ModuleID = 'bench/kernels/rgba_add_sat.c'
source_filename = "bench/kernels/rgba_add_sat.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @rgba_add_sat(ptr noalias nocapture noundef writeonly %out, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, i32 noundef %n) local_unnamed_addr #0 {
entry:
  %div = sdiv i32 %n, 4
  %cmp118 = icmp sgt i32 %n, 3
  br i1 %cmp118, label %iter.check, label %for.cond.cleanup

iter.check:                                       ; preds = %entry
  %wide.trip.count = zext i32 %div to i64
  %min.iters.check = icmp ult i32 %div, 8
  br i1 %min.iters.check, label %for.body.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  %min.iters.check132 = icmp ult i32 %div, 16
  br i1 %min.iters.check132, label %vec.epilog.ph, label %vector.ph

vector.ph:                                        ; preds = %vector.main.loop.iter.check
  %n.vec = and i64 %wide.trip.count, 4294967280
  %0 = getelementptr i8, ptr %out, i64 -3
  br label %vector.body

vector.body:                                      ; preds = %vector.body, %vector.ph
  %index = phi i64 [ 0, %vector.ph ], [ %index.next, %vector.body ]
  %1 = shl nsw i64 %index, 2
  %2 = getelementptr inbounds i8, ptr %a, i64 %1
  %wide.vec = load <64 x i8>, ptr %2, align 1, !tbaa !5
  %strided.vec = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec133 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec134 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec135 = shufflevector <64 x i8> %wide.vec, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %3 = zext <16 x i8> %strided.vec to <16 x i32>
  %4 = getelementptr inbounds i8, ptr %b, i64 %1
  %wide.vec136 = load <64 x i8>, ptr %4, align 1, !tbaa !5
  %strided.vec137 = shufflevector <64 x i8> %wide.vec136, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %strided.vec138 = shufflevector <64 x i8> %wide.vec136, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %strided.vec139 = shufflevector <64 x i8> %wide.vec136, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %strided.vec140 = shufflevector <64 x i8> %wide.vec136, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %5 = zext <16 x i8> %strided.vec137 to <16 x i32>
  %6 = add nuw nsw <16 x i32> %5, %3
  %7 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %6, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %8 = trunc <16 x i32> %7 to <16 x i8>
  %9 = zext <16 x i8> %strided.vec133 to <16 x i32>
  %10 = zext <16 x i8> %strided.vec138 to <16 x i32>
  %11 = add nuw nsw <16 x i32> %10, %9
  %12 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %11, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %13 = trunc <16 x i32> %12 to <16 x i8>
  %14 = zext <16 x i8> %strided.vec134 to <16 x i32>
  %15 = zext <16 x i8> %strided.vec139 to <16 x i32>
  %16 = add nuw nsw <16 x i32> %15, %14
  %17 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %16, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %18 = trunc <16 x i32> %17 to <16 x i8>
  %19 = or i64 %1, 3
  %20 = zext <16 x i8> %strided.vec135 to <16 x i32>
  %21 = zext <16 x i8> %strided.vec140 to <16 x i32>
  %22 = add nuw nsw <16 x i32> %21, %20
  %23 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %22, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %24 = trunc <16 x i32> %23 to <16 x i8>
  %25 = getelementptr i8, ptr %0, i64 %19
  %26 = shufflevector <16 x i8> %8, <16 x i8> %13, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %27 = shufflevector <16 x i8> %18, <16 x i8> %24, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %interleaved.vec = shufflevector <32 x i8> %26, <32 x i8> %27, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  store <64 x i8> %interleaved.vec, ptr %25, align 1, !tbaa !5
  %index.next = add nuw i64 %index, 16
  %28 = icmp eq i64 %index.next, %n.vec
  br i1 %28, label %middle.block, label %vector.body, !llvm.loop !8

middle.block:                                     ; preds = %vector.body
  %cmp.n = icmp eq i64 %n.vec, %wide.trip.count
  br i1 %cmp.n, label %for.cond.cleanup, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  %n.vec.remaining = and i64 %wide.trip.count, 8
  %min.epilog.iters.check.not.not = icmp eq i64 %n.vec.remaining, 0
  br i1 %min.epilog.iters.check.not.not, label %for.body.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i64 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  %n.vec142 = and i64 %wide.trip.count, 4294967288
  %29 = getelementptr i8, ptr %out, i64 -3
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index144 = phi i64 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next156, %vec.epilog.vector.body ]
  %30 = shl nsw i64 %index144, 2
  %31 = getelementptr inbounds i8, ptr %a, i64 %30
  %wide.vec145 = load <32 x i8>, ptr %31, align 1, !tbaa !5
  %strided.vec146 = shufflevector <32 x i8> %wide.vec145, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec147 = shufflevector <32 x i8> %wide.vec145, <32 x i8> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec148 = shufflevector <32 x i8> %wide.vec145, <32 x i8> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec149 = shufflevector <32 x i8> %wide.vec145, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %32 = zext <8 x i8> %strided.vec146 to <8 x i32>
  %33 = getelementptr inbounds i8, ptr %b, i64 %30
  %wide.vec150 = load <32 x i8>, ptr %33, align 1, !tbaa !5
  %strided.vec151 = shufflevector <32 x i8> %wide.vec150, <32 x i8> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %strided.vec152 = shufflevector <32 x i8> %wide.vec150, <32 x i8> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %strided.vec153 = shufflevector <32 x i8> %wide.vec150, <32 x i8> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %strided.vec154 = shufflevector <32 x i8> %wide.vec150, <32 x i8> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %34 = zext <8 x i8> %strided.vec151 to <8 x i32>
  %35 = add nuw nsw <8 x i32> %34, %32
  %36 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %35, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %37 = trunc <8 x i32> %36 to <8 x i8>
  %38 = zext <8 x i8> %strided.vec147 to <8 x i32>
  %39 = zext <8 x i8> %strided.vec152 to <8 x i32>
  %40 = add nuw nsw <8 x i32> %39, %38
  %41 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %40, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %42 = trunc <8 x i32> %41 to <8 x i8>
  %43 = zext <8 x i8> %strided.vec148 to <8 x i32>
  %44 = zext <8 x i8> %strided.vec153 to <8 x i32>
  %45 = add nuw nsw <8 x i32> %44, %43
  %46 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %45, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %47 = trunc <8 x i32> %46 to <8 x i8>
  %48 = or i64 %30, 3
  %49 = zext <8 x i8> %strided.vec149 to <8 x i32>
  %50 = zext <8 x i8> %strided.vec154 to <8 x i32>
  %51 = add nuw nsw <8 x i32> %50, %49
  %52 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %51, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %53 = trunc <8 x i32> %52 to <8 x i8>
  %54 = getelementptr i8, ptr %29, i64 %48
  %55 = shufflevector <8 x i8> %37, <8 x i8> %42, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %56 = shufflevector <8 x i8> %47, <8 x i8> %53, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %interleaved.vec155 = shufflevector <16 x i8> %55, <16 x i8> %56, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  store <32 x i8> %interleaved.vec155, ptr %54, align 1, !tbaa !5
  %index.next156 = add nuw i64 %index144, 8
  %57 = icmp eq i64 %index.next156, %n.vec142
  br i1 %57, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !11

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  %cmp.n143 = icmp eq i64 %n.vec142, %wide.trip.count
  br i1 %cmp.n143, label %for.cond.cleanup, label %for.body.preheader

for.body.preheader:                               ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %indvars.iv.ph = phi i64 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec142, %vec.epilog.middle.block ]
  br label %for.body

for.cond.cleanup:                                 ; preds = %for.body, %middle.block, %vec.epilog.middle.block, %entry
  %mul60 = shl nsw i32 %div, 2
  %cmp62120 = icmp slt i32 %mul60, %n
  br i1 %cmp62120, label %iter.check160, label %for.cond.cleanup64

iter.check160:                                    ; preds = %for.cond.cleanup
  %58 = sext i32 %mul60 to i64
  %wide.trip.count130 = sext i32 %n to i64
  %59 = sub nsw i64 %wide.trip.count130, %58
  %min.iters.check158 = icmp ult i64 %59, 8
  br i1 %min.iters.check158, label %for.body65.preheader, label %vector.main.loop.iter.check162

vector.main.loop.iter.check162:                   ; preds = %iter.check160
  %min.iters.check161 = icmp ult i64 %59, 16
  br i1 %min.iters.check161, label %vec.epilog.ph174, label %vector.ph163

vector.ph163:                                     ; preds = %vector.main.loop.iter.check162
  %n.vec165 = and i64 %59, -16
  br label %vector.body167

vector.body167:                                   ; preds = %vector.body167, %vector.ph163
  %index168 = phi i64 [ 0, %vector.ph163 ], [ %index.next170, %vector.body167 ]
  %offset.idx = add i64 %index168, %58
  %60 = getelementptr inbounds i8, ptr %a, i64 %offset.idx
  %wide.load = load <16 x i8>, ptr %60, align 1, !tbaa !5
  %61 = zext <16 x i8> %wide.load to <16 x i32>
  %62 = getelementptr inbounds i8, ptr %b, i64 %offset.idx
  %wide.load169 = load <16 x i8>, ptr %62, align 1, !tbaa !5
  %63 = zext <16 x i8> %wide.load169 to <16 x i32>
  %64 = add nuw nsw <16 x i32> %63, %61
  %65 = tail call <16 x i32> @llvm.smin.v16i32(<16 x i32> %64, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %66 = trunc <16 x i32> %65 to <16 x i8>
  %67 = getelementptr inbounds i8, ptr %out, i64 %offset.idx
  store <16 x i8> %66, ptr %67, align 1, !tbaa !5
  %index.next170 = add nuw i64 %index168, 16
  %68 = icmp eq i64 %index.next170, %n.vec165
  br i1 %68, label %middle.block157, label %vector.body167, !llvm.loop !12

middle.block157:                                  ; preds = %vector.body167
  %cmp.n166 = icmp eq i64 %59, %n.vec165
  br i1 %cmp.n166, label %for.cond.cleanup64, label %vec.epilog.iter.check173

vec.epilog.iter.check173:                         ; preds = %middle.block157
  %ind.end180 = add nsw i64 %n.vec165, %58
  %n.vec.remaining175 = and i64 %59, 8
  %min.epilog.iters.check176.not.not = icmp eq i64 %n.vec.remaining175, 0
  br i1 %min.epilog.iters.check176.not.not, label %for.body65.preheader, label %vec.epilog.ph174

vec.epilog.ph174:                                 ; preds = %vector.main.loop.iter.check162, %vec.epilog.iter.check173
  %vec.epilog.resume.val177 = phi i64 [ %n.vec165, %vec.epilog.iter.check173 ], [ 0, %vector.main.loop.iter.check162 ]
  %n.vec179 = and i64 %59, -8
  %ind.end = add nsw i64 %n.vec179, %58
  br label %vec.epilog.vector.body183

vec.epilog.vector.body183:                        ; preds = %vec.epilog.vector.body183, %vec.epilog.ph174
  %index184 = phi i64 [ %vec.epilog.resume.val177, %vec.epilog.ph174 ], [ %index.next188, %vec.epilog.vector.body183 ]
  %offset.idx185 = add i64 %index184, %58
  %69 = getelementptr inbounds i8, ptr %a, i64 %offset.idx185
  %wide.load186 = load <8 x i8>, ptr %69, align 1, !tbaa !5
  %70 = zext <8 x i8> %wide.load186 to <8 x i32>
  %71 = getelementptr inbounds i8, ptr %b, i64 %offset.idx185
  %wide.load187 = load <8 x i8>, ptr %71, align 1, !tbaa !5
  %72 = zext <8 x i8> %wide.load187 to <8 x i32>
  %73 = add nuw nsw <8 x i32> %72, %70
  %74 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %73, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %75 = trunc <8 x i32> %74 to <8 x i8>
  %76 = getelementptr inbounds i8, ptr %out, i64 %offset.idx185
  store <8 x i8> %75, ptr %76, align 1, !tbaa !5
  %index.next188 = add nuw i64 %index184, 8
  %77 = icmp eq i64 %index.next188, %n.vec179
  br i1 %77, label %vec.epilog.middle.block171, label %vec.epilog.vector.body183, !llvm.loop !13

vec.epilog.middle.block171:                       ; preds = %vec.epilog.vector.body183
  %cmp.n182 = icmp eq i64 %59, %n.vec179
  br i1 %cmp.n182, label %for.cond.cleanup64, label %for.body65.preheader

for.body65.preheader:                             ; preds = %iter.check160, %vec.epilog.iter.check173, %vec.epilog.middle.block171
  %indvars.iv127.ph = phi i64 [ %58, %iter.check160 ], [ %ind.end180, %vec.epilog.iter.check173 ], [ %ind.end, %vec.epilog.middle.block171 ]
  br label %for.body65

for.body:                                         ; preds = %for.body.preheader, %for.body
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body ], [ %indvars.iv.ph, %for.body.preheader ]
  %78 = shl nsw i64 %indvars.iv, 2
  %arrayidx = getelementptr inbounds i8, ptr %a, i64 %78
  %arrayidx4 = getelementptr inbounds i8, ptr %b, i64 %78
  %arrayidx10 = getelementptr inbounds i8, ptr %out, i64 %78
  %79 = load <4 x i8>, ptr %arrayidx, align 1, !tbaa !5
  %80 = zext <4 x i8> %79 to <4 x i32>
  %81 = load <4 x i8>, ptr %arrayidx4, align 1, !tbaa !5
  %82 = zext <4 x i8> %81 to <4 x i32>
  %83 = add nuw nsw <4 x i32> %82, %80
  %84 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %83, <4 x i32> <i32 255, i32 255, i32 255, i32 255>)
  %85 = trunc <4 x i32> %84 to <4 x i8>
  store <4 x i8> %85, ptr %arrayidx10, align 1, !tbaa !5
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %wide.trip.count
  br i1 %exitcond.not, label %for.cond.cleanup, label %for.body, !llvm.loop !14

for.cond.cleanup64:                               ; preds = %for.body65, %middle.block157, %vec.epilog.middle.block171, %for.cond.cleanup
  ret void

for.body65:                                       ; preds = %for.body65.preheader, %for.body65
  %indvars.iv127 = phi i64 [ %indvars.iv.next128, %for.body65 ], [ %indvars.iv127.ph, %for.body65.preheader ]
  %arrayidx67 = getelementptr inbounds i8, ptr %a, i64 %indvars.iv127
  %86 = load i8, ptr %arrayidx67, align 1, !tbaa !5
  %conv68 = zext i8 %86 to i32
  %arrayidx70 = getelementptr inbounds i8, ptr %b, i64 %indvars.iv127
  %87 = load i8, ptr %arrayidx70, align 1, !tbaa !5
  %conv71 = zext i8 %87 to i32
  %add72 = add nuw nsw i32 %conv71, %conv68
  %cond.i116 = tail call i32 @llvm.smin.i32(i32 %add72, i32 255)
  %conv.i117 = trunc i32 %cond.i116 to i8
  %arrayidx75 = getelementptr inbounds i8, ptr %out, i64 %indvars.iv127
  store i8 %conv.i117, ptr %arrayidx75, align 1, !tbaa !5
  %indvars.iv.next128 = add nsw i64 %indvars.iv127, 1
  %exitcond131.not = icmp eq i64 %indvars.iv.next128, %wide.trip.count130
  br i1 %exitcond131.not, label %for.cond.cleanup64, label %for.body65, !llvm.loop !15
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #1

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
!11 = distinct !{!11, !9, !10}
!12 = distinct !{!12, !9, !10}
!13 = distinct !{!13, !9, !10}
!14 = distinct !{!14, !10, !9}
!15 = distinct !{!15, !10, !9}
