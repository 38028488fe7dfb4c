; ModuleID = 'bench/kernels/matmul_requant.c'
source_filename = "bench/kernels/matmul_requant.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul_requant(ptr noalias nocapture noundef writeonly %c, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %bias, ptr noalias nocapture noundef %acc, i32 noundef %m, i32 noundef %n, i32 noundef %k, i32 noundef %a_offset, i32 noundef %b_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift) local_unnamed_addr #0 {
entry:
  %cmp108 = icmp sgt i32 %m, 0
  br i1 %cmp108, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp2100 = icmp sgt i32 %n, 0
  %cmp8104 = icmp sgt i32 %k, 0
  %conv47 = sext i32 %out_mult to i64
  %mul48 = shl nsw i64 %conv47, 1
  %sub = add nsw i32 %out_shift, -1
  %sh_prom = zext i32 %sub to i64
  %shl = shl nuw i64 1, %sh_prom
  %sh_prom53 = zext i32 %out_shift to i64
  br i1 %cmp8104, label %for.cond1.preheader.us.preheader, label %for.cond1.preheader.lr.ph.split

for.cond1.preheader.us.preheader:                 ; preds = %for.cond1.preheader.lr.ph
  %0 = zext i32 %n to i64
  %1 = shl nuw nsw i64 %0, 2
  %2 = sext i32 %n to i64
  %3 = zext i32 %k to i64
  %wide.trip.count203 = zext i32 %m to i64
  %wide.trip.count191 = zext i32 %k to i64
  %min.iters.check236 = icmp ult i32 %n, 8
  %n.vec239 = and i64 %0, 4294967288
  %broadcast.splatinsert245 = insertelement <8 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat246 = shufflevector <8 x i32> %broadcast.splatinsert245, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n241 = icmp eq i64 %n.vec239, %0
  %min.iters.check216 = icmp ult i32 %n, 8
  %n.vec219 = and i64 %0, 4294967288
  %broadcast.splatinsert225 = insertelement <8 x i64> poison, i64 %mul48, i64 0
  %broadcast.splat226 = shufflevector <8 x i64> %broadcast.splatinsert225, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert227 = insertelement <8 x i64> poison, i64 %shl, i64 0
  %broadcast.splat228 = shufflevector <8 x i64> %broadcast.splatinsert227, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <8 x i64> poison, i64 %sh_prom53, i64 0
  %broadcast.splat230 = shufflevector <8 x i64> %broadcast.splatinsert229, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat232 = shufflevector <8 x i32> %broadcast.splatinsert231, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n221 = icmp eq i64 %n.vec219, %0
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond.cleanup42.us
  %indvars.iv198 = phi i64 [ 0, %for.cond1.preheader.us.preheader ], [ %indvars.iv.next199, %for.cond.cleanup42.us ]
  br i1 %cmp2100, label %for.body10.us.us.preheader, label %for.cond.cleanup42.us

for.cond.cleanup42.us:                            ; preds = %for.body43.us, %middle.block214, %for.cond1.preheader.us, %for.cond7.for.cond.cleanup9_crit_edge.us
  %indvars.iv.next199 = add nuw nsw i64 %indvars.iv198, 1
  %exitcond204.not = icmp eq i64 %indvars.iv.next199, %wide.trip.count203
  br i1 %exitcond204.not, label %for.cond.cleanup, label %for.cond1.preheader.us

for.body43.us:                                    ; preds = %for.body43.us.preheader251, %for.body43.us
  %indvars.iv193 = phi i64 [ %indvars.iv.next194, %for.body43.us ], [ %indvars.iv193.ph, %for.body43.us.preheader251 ]
  %arrayidx45.us = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv193
  %4 = load i32, ptr %arrayidx45.us, align 4, !tbaa !4
  %conv46.us = sext i32 %4 to i64
  %add49.us = mul i64 %mul48, %conv46.us
  %5 = add i64 %add49.us, 2147483648
  %conv51.us = ashr i64 %5, 32
  %add52.us = add nsw i64 %conv51.us, %shl
  %shr54.us = ashr i64 %add52.us, %sh_prom53
  %conv55.us = trunc i64 %shr54.us to i32
  %add56.us = add nsw i32 %conv55.us, %out_offset
  %cond.us = tail call i32 @llvm.smin.i32(i32 %add56.us, i32 255)
  %cond64.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv65.us = trunc i32 %cond64.us to i8
  %arrayidx67.us = getelementptr inbounds i8, ptr %add.ptr37.us, i64 %indvars.iv193
  store i8 %conv65.us, ptr %arrayidx67.us, align 1, !tbaa !8
  %indvars.iv.next194 = add nuw nsw i64 %indvars.iv193, 1
  %exitcond197.not = icmp eq i64 %indvars.iv.next194, %0
  br i1 %exitcond197.not, label %for.cond.cleanup42.us, label %for.body43.us, !llvm.loop !9

for.body10.us.us.preheader:                       ; preds = %for.cond1.preheader.us
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %acc, ptr align 4 %bias, i64 %1, i1 false), !tbaa !4
  %6 = mul nsw i64 %indvars.iv198, %3
  br label %for.body10.us.us

for.cond7.for.cond.cleanup9_crit_edge.us:         ; preds = %for.cond16.for.cond.cleanup19_crit_edge.us.us
  %7 = mul nsw i64 %indvars.iv198, %2
  %add.ptr37.us = getelementptr inbounds i8, ptr %c, i64 %7
  br i1 %cmp2100, label %for.body43.us.preheader, label %for.cond.cleanup42.us

for.body43.us.preheader:                          ; preds = %for.cond7.for.cond.cleanup9_crit_edge.us
  br i1 %min.iters.check216, label %for.body43.us.preheader251, label %vector.body222

vector.body222:                                   ; preds = %for.body43.us.preheader, %vector.body222
  %index223 = phi i64 [ %index.next233, %vector.body222 ], [ 0, %for.body43.us.preheader ]
  %8 = getelementptr inbounds i32, ptr %acc, i64 %index223
  %wide.load224 = load <8 x i32>, ptr %8, align 4, !tbaa !4
  %9 = sext <8 x i32> %wide.load224 to <8 x i64>
  %10 = mul <8 x i64> %broadcast.splat226, %9
  %11 = add <8 x i64> %10, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %12 = ashr <8 x i64> %11, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %13 = add nsw <8 x i64> %12, %broadcast.splat228
  %14 = ashr <8 x i64> %13, %broadcast.splat230
  %15 = trunc <8 x i64> %14 to <8 x i32>
  %16 = add nsw <8 x i32> %broadcast.splat232, %15
  %17 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %16, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %18 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %17, <8 x i32> zeroinitializer)
  %19 = trunc <8 x i32> %18 to <8 x i8>
  %20 = getelementptr inbounds i8, ptr %add.ptr37.us, i64 %index223
  store <8 x i8> %19, ptr %20, align 1, !tbaa !8
  %index.next233 = add nuw i64 %index223, 8
  %21 = icmp eq i64 %index.next233, %n.vec219
  br i1 %21, label %middle.block214, label %vector.body222, !llvm.loop !12

middle.block214:                                  ; preds = %vector.body222
  br i1 %cmp.n221, label %for.cond.cleanup42.us, label %for.body43.us.preheader251

for.body43.us.preheader251:                       ; preds = %for.body43.us.preheader, %middle.block214
  %indvars.iv193.ph = phi i64 [ 0, %for.body43.us.preheader ], [ %n.vec219, %middle.block214 ]
  br label %for.body43.us

for.body10.us.us:                                 ; preds = %for.body10.us.us.preheader, %for.cond16.for.cond.cleanup19_crit_edge.us.us
  %indvars.iv186 = phi i64 [ 0, %for.body10.us.us.preheader ], [ %indvars.iv.next187, %for.cond16.for.cond.cleanup19_crit_edge.us.us ]
  %22 = add nuw nsw i64 %indvars.iv186, %6
  %arrayidx12.us.us = getelementptr inbounds i8, ptr %a, i64 %22
  %23 = load i8, ptr %arrayidx12.us.us, align 1, !tbaa !8
  %conv.us.us = zext i8 %23 to i32
  %add13.us.us = add nsw i32 %conv.us.us, %a_offset
  %24 = mul nsw i64 %indvars.iv186, %2
  %add.ptr.us.us = getelementptr inbounds i8, ptr %b, i64 %24
  br i1 %min.iters.check236, label %for.body20.us.us.preheader, label %vector.ph237

vector.ph237:                                     ; preds = %for.body10.us.us
  %broadcast.splatinsert247 = insertelement <8 x i32> poison, i32 %add13.us.us, i64 0
  %broadcast.splat248 = shufflevector <8 x i32> %broadcast.splatinsert247, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %vector.body242

vector.body242:                                   ; preds = %vector.body242, %vector.ph237
  %index243 = phi i64 [ 0, %vector.ph237 ], [ %index.next250, %vector.body242 ]
  %25 = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %index243
  %wide.load244 = load <8 x i8>, ptr %25, align 1, !tbaa !8
  %26 = zext <8 x i8> %wide.load244 to <8 x i32>
  %27 = add nsw <8 x i32> %broadcast.splat246, %26
  %28 = mul nsw <8 x i32> %27, %broadcast.splat248
  %29 = getelementptr inbounds i32, ptr %acc, i64 %index243
  %wide.load249 = load <8 x i32>, ptr %29, align 4, !tbaa !4
  %30 = add nsw <8 x i32> %28, %wide.load249
  store <8 x i32> %30, ptr %29, align 4, !tbaa !4
  %index.next250 = add nuw i64 %index243, 8
  %31 = icmp eq i64 %index.next250, %n.vec239
  br i1 %31, label %middle.block234, label %vector.body242, !llvm.loop !13

middle.block234:                                  ; preds = %vector.body242
  br i1 %cmp.n241, label %for.cond16.for.cond.cleanup19_crit_edge.us.us, label %for.body20.us.us.preheader

for.body20.us.us.preheader:                       ; preds = %for.body10.us.us, %middle.block234
  %indvars.iv181.ph = phi i64 [ 0, %for.body10.us.us ], [ %n.vec239, %middle.block234 ]
  br label %for.body20.us.us

for.body20.us.us:                                 ; preds = %for.body20.us.us.preheader, %for.body20.us.us
  %indvars.iv181 = phi i64 [ %indvars.iv.next182, %for.body20.us.us ], [ %indvars.iv181.ph, %for.body20.us.us.preheader ]
  %arrayidx22.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i64 %indvars.iv181
  %32 = load i8, ptr %arrayidx22.us.us, align 1, !tbaa !8
  %conv23.us.us = zext i8 %32 to i32
  %add24.us.us = add nsw i32 %conv23.us.us, %b_offset
  %mul25.us.us = mul nsw i32 %add24.us.us, %add13.us.us
  %arrayidx27.us.us = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv181
  %33 = load i32, ptr %arrayidx27.us.us, align 4, !tbaa !4
  %add28.us.us = add nsw i32 %mul25.us.us, %33
  store i32 %add28.us.us, ptr %arrayidx27.us.us, align 4, !tbaa !4
  %indvars.iv.next182 = add nuw nsw i64 %indvars.iv181, 1
  %exitcond185.not = icmp eq i64 %indvars.iv.next182, %0
  br i1 %exitcond185.not, label %for.cond16.for.cond.cleanup19_crit_edge.us.us, label %for.body20.us.us, !llvm.loop !14

for.cond16.for.cond.cleanup19_crit_edge.us.us:    ; preds = %for.body20.us.us, %middle.block234
  %indvars.iv.next187 = add nuw nsw i64 %indvars.iv186, 1
  %exitcond192.not = icmp eq i64 %indvars.iv.next187, %wide.trip.count191
  br i1 %exitcond192.not, label %for.cond7.for.cond.cleanup9_crit_edge.us, label %for.body10.us.us

for.cond1.preheader.lr.ph.split:                  ; preds = %for.cond1.preheader.lr.ph
  br i1 %cmp2100, label %for.cond1.preheader.us116.preheader, label %for.cond.cleanup

for.cond1.preheader.us116.preheader:              ; preds = %for.cond1.preheader.lr.ph.split
  %34 = zext i32 %n to i64
  %35 = shl nuw nsw i64 %34, 2
  %36 = zext i32 %n to i64
  %wide.trip.count176 = zext i32 %m to i64
  %min.iters.check = icmp ult i32 %n, 8
  %n.vec = and i64 %34, 4294967288
  %broadcast.splatinsert = insertelement <8 x i64> poison, i64 %mul48, i64 0
  %broadcast.splat = shufflevector <8 x i64> %broadcast.splatinsert, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <8 x i64> poison, i64 %shl, i64 0
  %broadcast.splat209 = shufflevector <8 x i64> %broadcast.splatinsert208, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <8 x i64> poison, i64 %sh_prom53, i64 0
  %broadcast.splat211 = shufflevector <8 x i64> %broadcast.splatinsert210, <8 x i64> poison, <8 x i32> zeroinitializer
  %broadcast.splatinsert212 = insertelement <8 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat213 = shufflevector <8 x i32> %broadcast.splatinsert212, <8 x i32> poison, <8 x i32> zeroinitializer
  %cmp.n = icmp eq i64 %n.vec, %34
  br label %for.cond7.preheader.us145

for.body43.us121:                                 ; preds = %for.body43.us121.preheader, %for.body43.us121
  %indvars.iv = phi i64 [ %indvars.iv.next, %for.body43.us121 ], [ %indvars.iv.ph, %for.body43.us121.preheader ]
  %arrayidx45.us124 = getelementptr inbounds i32, ptr %acc, i64 %indvars.iv
  %37 = load i32, ptr %arrayidx45.us124, align 4, !tbaa !4
  %conv46.us125 = sext i32 %37 to i64
  %add49.us126 = mul i64 %mul48, %conv46.us125
  %38 = add i64 %add49.us126, 2147483648
  %conv51.us127 = ashr i64 %38, 32
  %add52.us128 = add nsw i64 %conv51.us127, %shl
  %shr54.us129 = ashr i64 %add52.us128, %sh_prom53
  %conv55.us130 = trunc i64 %shr54.us129 to i32
  %add56.us131 = add nsw i32 %conv55.us130, %out_offset
  %cond.us132 = tail call i32 @llvm.smin.i32(i32 %add56.us131, i32 255)
  %cond64.us133 = tail call i32 @llvm.smax.i32(i32 %cond.us132, i32 0)
  %conv65.us134 = trunc i32 %cond64.us133 to i8
  %arrayidx67.us135 = getelementptr inbounds i8, ptr %add.ptr37.us148, i64 %indvars.iv
  store i8 %conv65.us134, ptr %arrayidx67.us135, align 1, !tbaa !8
  %indvars.iv.next = add nuw nsw i64 %indvars.iv, 1
  %exitcond.not = icmp eq i64 %indvars.iv.next, %34
  br i1 %exitcond.not, label %for.cond39.for.cond.cleanup42_crit_edge.us152, label %for.body43.us121, !llvm.loop !15

for.cond7.preheader.us145:                        ; preds = %for.cond1.preheader.us116.preheader, %for.cond39.for.cond.cleanup42_crit_edge.us152
  %indvars.iv172 = phi i64 [ 0, %for.cond1.preheader.us116.preheader ], [ %indvars.iv.next173, %for.cond39.for.cond.cleanup42_crit_edge.us152 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %acc, ptr align 4 %bias, i64 %35, i1 false), !tbaa !4
  %39 = mul nsw i64 %indvars.iv172, %36
  %add.ptr37.us148 = getelementptr inbounds i8, ptr %c, i64 %39
  br i1 %min.iters.check, label %for.body43.us121.preheader, label %vector.body

vector.body:                                      ; preds = %for.cond7.preheader.us145, %vector.body
  %index = phi i64 [ %index.next, %vector.body ], [ 0, %for.cond7.preheader.us145 ]
  %40 = getelementptr inbounds i32, ptr %acc, i64 %index
  %wide.load = load <8 x i32>, ptr %40, align 4, !tbaa !4
  %41 = sext <8 x i32> %wide.load to <8 x i64>
  %42 = mul <8 x i64> %broadcast.splat, %41
  %43 = add <8 x i64> %42, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %44 = ashr <8 x i64> %43, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %45 = add nsw <8 x i64> %44, %broadcast.splat209
  %46 = ashr <8 x i64> %45, %broadcast.splat211
  %47 = trunc <8 x i64> %46 to <8 x i32>
  %48 = add nsw <8 x i32> %broadcast.splat213, %47
  %49 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %48, <8 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %50 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %49, <8 x i32> zeroinitializer)
  %51 = trunc <8 x i32> %50 to <8 x i8>
  %52 = getelementptr inbounds i8, ptr %add.ptr37.us148, i64 %index
  store <8 x i8> %51, ptr %52, align 1, !tbaa !8
  %index.next = add nuw i64 %index, 8
  %53 = icmp eq i64 %index.next, %n.vec
  br i1 %53, label %middle.block, label %vector.body, !llvm.loop !16

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond39.for.cond.cleanup42_crit_edge.us152, label %for.body43.us121.preheader

for.body43.us121.preheader:                       ; preds = %for.cond7.preheader.us145, %middle.block
  %indvars.iv.ph = phi i64 [ 0, %for.cond7.preheader.us145 ], [ %n.vec, %middle.block ]
  br label %for.body43.us121

for.cond39.for.cond.cleanup42_crit_edge.us152:    ; preds = %for.body43.us121, %middle.block
  %indvars.iv.next173 = add nuw nsw i64 %indvars.iv172, 1
  %exitcond177.not = icmp eq i64 %indvars.iv.next173, %wide.trip.count176
  br i1 %exitcond177.not, label %for.cond.cleanup, label %for.cond7.preheader.us145

for.cond.cleanup:                                 ; preds = %for.cond39.for.cond.cleanup42_crit_edge.us152, %for.cond.cleanup42.us, %for.cond1.preheader.lr.ph.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!5, !5, i64 0}
!5 = !{!"int", !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!6, !6, i64 0}
!9 = distinct !{!9, !10, !11}
!10 = !{!"llvm.loop.unroll.runtime.disable"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = distinct !{!12, !11, !10}
!13 = distinct !{!13, !11, !10}
!14 = distinct !{!14, !10, !11}
!15 = distinct !{!15, !10, !11}
!16 = distinct !{!16, !11, !10}
