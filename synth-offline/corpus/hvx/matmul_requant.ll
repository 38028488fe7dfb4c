; ModuleID = 'bench/kernels/matmul_requant.c'
source_filename = "bench/kernels/matmul_requant.c"
target datalayout = "e-m:e-p:32:32:32-a:0-n16:32-i64:64:64-i32:32:32-i16:16:16-i1:8:8-f32:32:32-f64:64:64-v32:32:32-v64:64:64-v512:512:512-v1024:1024:1024-v2048:2048:2048"
target triple = "hexagon-unknown-linux-musl"

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite)
define dso_local void @matmul_requant(ptr noalias nocapture noundef writeonly %c, ptr noalias nocapture noundef readonly %a, ptr noalias nocapture noundef readonly %b, ptr noalias nocapture noundef readonly %bias, ptr noalias nocapture noundef %acc, i32 noundef %m, i32 noundef %n, i32 noundef %k, i32 noundef %a_offset, i32 noundef %b_offset, i32 noundef %out_offset, i32 noundef %out_mult, i32 noundef %out_shift) local_unnamed_addr #0 {
entry:
  %cmp101 = icmp sgt i32 %m, 0
  br i1 %cmp101, label %for.cond1.preheader.lr.ph, label %for.cond.cleanup

for.cond1.preheader.lr.ph:                        ; preds = %entry
  %cmp293 = icmp sgt i32 %n, 0
  %cmp797 = icmp sgt i32 %k, 0
  %conv41 = sext i32 %out_mult to i64
  %mul42 = shl nsw i64 %conv41, 1
  %sub = add nsw i32 %out_shift, -1
  %sh_prom = zext i32 %sub to i64
  %shl = shl nuw i64 1, %sh_prom
  %sh_prom47 = zext i32 %out_shift to i64
  br i1 %cmp797, label %for.cond1.preheader.us.preheader, label %for.cond1.preheader.lr.ph.split

for.cond1.preheader.us.preheader:                 ; preds = %for.cond1.preheader.lr.ph
  %0 = shl nuw i32 %n, 2
  %xtraiter = and i32 %k, 1
  %1 = icmp eq i32 %k, 1
  %unroll_iter = and i32 %k, -2
  %min.iters.check237 = icmp ult i32 %n, 64
  %min.iters.check240 = icmp ult i32 %n, 128
  %n.vec244 = and i32 %n, -128
  %broadcast.splatinsert249 = insertelement <128 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat250 = shufflevector <128 x i32> %broadcast.splatinsert249, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n245 = icmp eq i32 %n.vec244, %n
  %n.vec.remaining259 = and i32 %n, 64
  %min.epilog.iters.check260.not.not = icmp eq i32 %n.vec.remaining259, 0
  %n.vec263 = and i32 %n, -64
  %broadcast.splatinsert269 = insertelement <64 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat270 = shufflevector <64 x i32> %broadcast.splatinsert269, <64 x i32> poison, <64 x i32> zeroinitializer
  %cmp.n265 = icmp eq i32 %n.vec263, %n
  %min.iters.check237.1 = icmp ult i32 %n, 64
  %min.iters.check240.1 = icmp ult i32 %n, 128
  %n.vec244.1 = and i32 %n, -128
  %broadcast.splatinsert249.1 = insertelement <128 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat250.1 = shufflevector <128 x i32> %broadcast.splatinsert249.1, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n245.1 = icmp eq i32 %n.vec244.1, %n
  %n.vec.remaining259.1 = and i32 %n, 64
  %min.epilog.iters.check260.not.not.1 = icmp eq i32 %n.vec.remaining259.1, 0
  %n.vec263.1 = and i32 %n, -64
  %broadcast.splatinsert269.1 = insertelement <64 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat270.1 = shufflevector <64 x i32> %broadcast.splatinsert269.1, <64 x i32> poison, <64 x i32> zeroinitializer
  %cmp.n265.1 = icmp eq i32 %n.vec263.1, %n
  %lcmp.mod.not = icmp eq i32 %xtraiter, 0
  %min.iters.check237.epil = icmp ult i32 %n, 64
  %min.iters.check240.epil = icmp ult i32 %n, 128
  %n.vec244.epil = and i32 %n, -128
  %broadcast.splatinsert249.epil = insertelement <128 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat250.epil = shufflevector <128 x i32> %broadcast.splatinsert249.epil, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n245.epil = icmp eq i32 %n.vec244.epil, %n
  %n.vec.remaining259.epil = and i32 %n, 64
  %min.epilog.iters.check260.not.not.epil = icmp eq i32 %n.vec.remaining259.epil, 0
  %n.vec263.epil = and i32 %n, -64
  %broadcast.splatinsert269.epil = insertelement <64 x i32> poison, i32 %b_offset, i64 0
  %broadcast.splat270.epil = shufflevector <64 x i32> %broadcast.splatinsert269.epil, <64 x i32> poison, <64 x i32> zeroinitializer
  %cmp.n265.epil = icmp eq i32 %n.vec263.epil, %n
  %min.iters.check192 = icmp ult i32 %n, 32
  %min.iters.check195 = icmp ult i32 %n, 128
  %n.vec199 = and i32 %n, -128
  %broadcast.splatinsert204 = insertelement <128 x i64> poison, i64 %mul42, i64 0
  %broadcast.splat205 = shufflevector <128 x i64> %broadcast.splatinsert204, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert206 = insertelement <128 x i64> poison, i64 %shl, i64 0
  %broadcast.splat207 = shufflevector <128 x i64> %broadcast.splatinsert206, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert208 = insertelement <128 x i64> poison, i64 %sh_prom47, i64 0
  %broadcast.splat209 = shufflevector <128 x i64> %broadcast.splatinsert208, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert210 = insertelement <128 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat211 = shufflevector <128 x i32> %broadcast.splatinsert210, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n200 = icmp eq i32 %n.vec199, %n
  %n.vec.remaining217 = and i32 %n, 96
  %min.epilog.iters.check218 = icmp eq i32 %n.vec.remaining217, 0
  %n.vec221 = and i32 %n, -32
  %broadcast.splatinsert227 = insertelement <32 x i64> poison, i64 %mul42, i64 0
  %broadcast.splat228 = shufflevector <32 x i64> %broadcast.splatinsert227, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert229 = insertelement <32 x i64> poison, i64 %shl, i64 0
  %broadcast.splat230 = shufflevector <32 x i64> %broadcast.splatinsert229, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert231 = insertelement <32 x i64> poison, i64 %sh_prom47, i64 0
  %broadcast.splat232 = shufflevector <32 x i64> %broadcast.splatinsert231, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert233 = insertelement <32 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat234 = shufflevector <32 x i32> %broadcast.splatinsert233, <32 x i32> poison, <32 x i32> zeroinitializer
  %cmp.n223 = icmp eq i32 %n.vec221, %n
  br label %for.cond1.preheader.us

for.cond1.preheader.us:                           ; preds = %for.cond1.preheader.us.preheader, %for.cond.cleanup37.us
  %i.0102.us = phi i32 [ %inc65.us, %for.cond.cleanup37.us ], [ 0, %for.cond1.preheader.us.preheader ]
  br i1 %cmp293, label %for.body9.us.us.preheader, label %for.cond.cleanup37.us

for.cond.cleanup37.us:                            ; preds = %for.body38.us, %middle.block191, %vec.epilog.middle.block213, %for.cond1.preheader.us, %for.cond6.for.cond.cleanup8_crit_edge.us
  %inc65.us = add nuw nsw i32 %i.0102.us, 1
  %exitcond163.not = icmp eq i32 %inc65.us, %m
  br i1 %exitcond163.not, label %for.cond.cleanup, label %for.cond1.preheader.us

for.body38.us:                                    ; preds = %for.body38.us.preheader, %for.body38.us
  %j33.0100.us = phi i32 [ %inc62.us, %for.body38.us ], [ %j33.0100.us.ph, %for.body38.us.preheader ]
  %arrayidx39.us = getelementptr inbounds i32, ptr %acc, i32 %j33.0100.us
  %2 = load i32, ptr %arrayidx39.us, align 4, !tbaa !4
  %conv40.us = sext i32 %2 to i64
  %add43.us = mul i64 %mul42, %conv40.us
  %3 = add i64 %add43.us, 2147483648
  %conv45.us = ashr i64 %3, 32
  %add46.us = add nsw i64 %conv45.us, %shl
  %shr48.us = ashr i64 %add46.us, %sh_prom47
  %conv49.us = trunc i64 %shr48.us to i32
  %add50.us = add nsw i32 %conv49.us, %out_offset
  %cond.us = tail call i32 @llvm.smin.i32(i32 %add50.us, i32 255)
  %cond58.us = tail call i32 @llvm.smax.i32(i32 %cond.us, i32 0)
  %conv59.us = trunc i32 %cond58.us to i8
  %arrayidx60.us = getelementptr inbounds i8, ptr %add.ptr32.us, i32 %j33.0100.us
  store i8 %conv59.us, ptr %arrayidx60.us, align 1, !tbaa !8
  %inc62.us = add nuw nsw i32 %j33.0100.us, 1
  %exitcond162.not = icmp eq i32 %inc62.us, %n
  br i1 %exitcond162.not, label %for.cond.cleanup37.us, label %for.body38.us, !llvm.loop !9

for.body9.us.us.preheader:                        ; preds = %for.cond1.preheader.us
  tail call void @llvm.memcpy.p0.p0.i32(ptr align 4 %acc, ptr align 4 %bias, i32 %0, i1 false), !tbaa !4
  %mul.us164 = mul nsw i32 %i.0102.us, %k
  br i1 %1, label %for.cond6.for.cond.cleanup8_crit_edge.us.unr-lcssa, label %iter.check239

for.cond6.for.cond.cleanup8_crit_edge.us.unr-lcssa: ; preds = %for.cond14.for.cond.cleanup17_crit_edge.us.us.1, %for.body9.us.us.preheader
  %p.098.us.us.unr = phi i32 [ 0, %for.body9.us.us.preheader ], [ %inc29.us.us.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.1 ]
  br i1 %lcmp.mod.not, label %for.cond6.for.cond.cleanup8_crit_edge.us, label %iter.check239.epil

iter.check239.epil:                               ; preds = %for.cond6.for.cond.cleanup8_crit_edge.us.unr-lcssa
  %add.us.us.epil = add nsw i32 %p.098.us.us.unr, %mul.us164
  %arrayidx10.us.us.epil = getelementptr inbounds i8, ptr %a, i32 %add.us.us.epil
  %4 = load i8, ptr %arrayidx10.us.us.epil, align 1, !tbaa !8
  %conv.us.us.epil = zext i8 %4 to i32
  %add11.us.us.epil = add nsw i32 %conv.us.us.epil, %a_offset
  %mul12.us.us.epil = mul nsw i32 %p.098.us.us.unr, %n
  %add.ptr.us.us.epil = getelementptr inbounds i8, ptr %b, i32 %mul12.us.us.epil
  br i1 %min.iters.check237.epil, label %for.body18.us.us.preheader.epil, label %vector.main.loop.iter.check241.epil

vector.main.loop.iter.check241.epil:              ; preds = %iter.check239.epil
  br i1 %min.iters.check240.epil, label %vec.epilog.ph258.epil, label %vector.ph242.epil

vector.ph242.epil:                                ; preds = %vector.main.loop.iter.check241.epil
  %broadcast.splatinsert251.epil = insertelement <128 x i32> poison, i32 %add11.us.us.epil, i64 0
  %broadcast.splat252.epil = shufflevector <128 x i32> %broadcast.splatinsert251.epil, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body246.epil

vector.body246.epil:                              ; preds = %vector.body246.epil, %vector.ph242.epil
  %index247.epil = phi i32 [ 0, %vector.ph242.epil ], [ %index.next254.epil, %vector.body246.epil ]
  %5 = getelementptr inbounds i8, ptr %add.ptr.us.us.epil, i32 %index247.epil
  %wide.load248.epil = load <128 x i8>, ptr %5, align 1, !tbaa !8
  %6 = zext <128 x i8> %wide.load248.epil to <128 x i32>
  %7 = add nsw <128 x i32> %broadcast.splat250.epil, %6
  %8 = mul nsw <128 x i32> %7, %broadcast.splat252.epil
  %9 = getelementptr inbounds i32, ptr %acc, i32 %index247.epil
  %wide.load253.epil = load <128 x i32>, ptr %9, align 4, !tbaa !4
  %10 = add nsw <128 x i32> %8, %wide.load253.epil
  store <128 x i32> %10, ptr %9, align 4, !tbaa !4
  %index.next254.epil = add nuw i32 %index247.epil, 128
  %11 = icmp eq i32 %index.next254.epil, %n.vec244.epil
  br i1 %11, label %middle.block236.epil, label %vector.body246.epil, !llvm.loop !12

middle.block236.epil:                             ; preds = %vector.body246.epil
  br i1 %cmp.n245.epil, label %for.cond6.for.cond.cleanup8_crit_edge.us, label %vec.epilog.iter.check257.epil

vec.epilog.iter.check257.epil:                    ; preds = %middle.block236.epil
  br i1 %min.epilog.iters.check260.not.not.epil, label %for.body18.us.us.preheader.epil, label %vec.epilog.ph258.epil

vec.epilog.ph258.epil:                            ; preds = %vec.epilog.iter.check257.epil, %vector.main.loop.iter.check241.epil
  %vec.epilog.resume.val261.epil = phi i32 [ %n.vec244.epil, %vec.epilog.iter.check257.epil ], [ 0, %vector.main.loop.iter.check241.epil ]
  %broadcast.splatinsert271.epil = insertelement <64 x i32> poison, i32 %add11.us.us.epil, i64 0
  %broadcast.splat272.epil = shufflevector <64 x i32> %broadcast.splatinsert271.epil, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vec.epilog.vector.body266.epil

vec.epilog.vector.body266.epil:                   ; preds = %vec.epilog.vector.body266.epil, %vec.epilog.ph258.epil
  %index267.epil = phi i32 [ %vec.epilog.resume.val261.epil, %vec.epilog.ph258.epil ], [ %index.next274.epil, %vec.epilog.vector.body266.epil ]
  %12 = getelementptr inbounds i8, ptr %add.ptr.us.us.epil, i32 %index267.epil
  %wide.load268.epil = load <64 x i8>, ptr %12, align 1, !tbaa !8
  %13 = zext <64 x i8> %wide.load268.epil to <64 x i32>
  %14 = add nsw <64 x i32> %broadcast.splat270.epil, %13
  %15 = mul nsw <64 x i32> %14, %broadcast.splat272.epil
  %16 = getelementptr inbounds i32, ptr %acc, i32 %index267.epil
  %wide.load273.epil = load <64 x i32>, ptr %16, align 4, !tbaa !4
  %17 = add nsw <64 x i32> %15, %wide.load273.epil
  store <64 x i32> %17, ptr %16, align 4, !tbaa !4
  %index.next274.epil = add nuw i32 %index267.epil, 64
  %18 = icmp eq i32 %index.next274.epil, %n.vec263.epil
  br i1 %18, label %vec.epilog.middle.block255.epil, label %vec.epilog.vector.body266.epil, !llvm.loop !13

vec.epilog.middle.block255.epil:                  ; preds = %vec.epilog.vector.body266.epil
  br i1 %cmp.n265.epil, label %for.cond6.for.cond.cleanup8_crit_edge.us, label %for.body18.us.us.preheader.epil

for.body18.us.us.preheader.epil:                  ; preds = %vec.epilog.middle.block255.epil, %vec.epilog.iter.check257.epil, %iter.check239.epil
  %j13.096.us.us.ph.epil = phi i32 [ 0, %iter.check239.epil ], [ %n.vec244.epil, %vec.epilog.iter.check257.epil ], [ %n.vec263.epil, %vec.epilog.middle.block255.epil ]
  br label %for.body18.us.us.epil

for.body18.us.us.epil:                            ; preds = %for.body18.us.us.epil, %for.body18.us.us.preheader.epil
  %j13.096.us.us.epil = phi i32 [ %inc26.us.us.epil, %for.body18.us.us.epil ], [ %j13.096.us.us.ph.epil, %for.body18.us.us.preheader.epil ]
  %arrayidx19.us.us.epil = getelementptr inbounds i8, ptr %add.ptr.us.us.epil, i32 %j13.096.us.us.epil
  %19 = load i8, ptr %arrayidx19.us.us.epil, align 1, !tbaa !8
  %conv20.us.us.epil = zext i8 %19 to i32
  %add21.us.us.epil = add nsw i32 %conv20.us.us.epil, %b_offset
  %mul22.us.us.epil = mul nsw i32 %add21.us.us.epil, %add11.us.us.epil
  %arrayidx23.us.us.epil = getelementptr inbounds i32, ptr %acc, i32 %j13.096.us.us.epil
  %20 = load i32, ptr %arrayidx23.us.us.epil, align 4, !tbaa !4
  %add24.us.us.epil = add nsw i32 %mul22.us.us.epil, %20
  store i32 %add24.us.us.epil, ptr %arrayidx23.us.us.epil, align 4, !tbaa !4
  %inc26.us.us.epil = add nuw nsw i32 %j13.096.us.us.epil, 1
  %exitcond160.not.epil = icmp eq i32 %inc26.us.us.epil, %n
  br i1 %exitcond160.not.epil, label %for.cond6.for.cond.cleanup8_crit_edge.us, label %for.body18.us.us.epil, !llvm.loop !14

for.cond6.for.cond.cleanup8_crit_edge.us:         ; preds = %middle.block236.epil, %vec.epilog.middle.block255.epil, %for.body18.us.us.epil, %for.cond6.for.cond.cleanup8_crit_edge.us.unr-lcssa
  %mul31.us = mul nsw i32 %i.0102.us, %n
  %add.ptr32.us = getelementptr inbounds i8, ptr %c, i32 %mul31.us
  br i1 %cmp293, label %iter.check194, label %for.cond.cleanup37.us

iter.check194:                                    ; preds = %for.cond6.for.cond.cleanup8_crit_edge.us
  br i1 %min.iters.check192, label %for.body38.us.preheader, label %vector.main.loop.iter.check196

vector.main.loop.iter.check196:                   ; preds = %iter.check194
  br i1 %min.iters.check195, label %vec.epilog.ph216, label %vector.body201

vector.body201:                                   ; preds = %vector.main.loop.iter.check196, %vector.body201
  %index202 = phi i32 [ %index.next212, %vector.body201 ], [ 0, %vector.main.loop.iter.check196 ]
  %21 = getelementptr inbounds i32, ptr %acc, i32 %index202
  %wide.load203 = load <128 x i32>, ptr %21, align 4, !tbaa !4
  %22 = sext <128 x i32> %wide.load203 to <128 x i64>
  %23 = mul <128 x i64> %broadcast.splat205, %22
  %24 = add <128 x i64> %23, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %25 = ashr <128 x i64> %24, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %26 = add nsw <128 x i64> %25, %broadcast.splat207
  %27 = ashr <128 x i64> %26, %broadcast.splat209
  %28 = trunc <128 x i64> %27 to <128 x i32>
  %29 = add nsw <128 x i32> %broadcast.splat211, %28
  %30 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %29, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %31 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %30, <128 x i32> zeroinitializer)
  %32 = trunc <128 x i32> %31 to <128 x i8>
  %33 = getelementptr inbounds i8, ptr %add.ptr32.us, i32 %index202
  store <128 x i8> %32, ptr %33, align 1, !tbaa !8
  %index.next212 = add nuw i32 %index202, 128
  %34 = icmp eq i32 %index.next212, %n.vec199
  br i1 %34, label %middle.block191, label %vector.body201, !llvm.loop !15

middle.block191:                                  ; preds = %vector.body201
  br i1 %cmp.n200, label %for.cond.cleanup37.us, label %vec.epilog.iter.check215

vec.epilog.iter.check215:                         ; preds = %middle.block191
  br i1 %min.epilog.iters.check218, label %for.body38.us.preheader, label %vec.epilog.ph216

vec.epilog.ph216:                                 ; preds = %vector.main.loop.iter.check196, %vec.epilog.iter.check215
  %vec.epilog.resume.val219 = phi i32 [ %n.vec199, %vec.epilog.iter.check215 ], [ 0, %vector.main.loop.iter.check196 ]
  br label %vec.epilog.vector.body224

vec.epilog.vector.body224:                        ; preds = %vec.epilog.vector.body224, %vec.epilog.ph216
  %index225 = phi i32 [ %vec.epilog.resume.val219, %vec.epilog.ph216 ], [ %index.next235, %vec.epilog.vector.body224 ]
  %35 = getelementptr inbounds i32, ptr %acc, i32 %index225
  %wide.load226 = load <32 x i32>, ptr %35, align 4, !tbaa !4
  %36 = sext <32 x i32> %wide.load226 to <32 x i64>
  %37 = mul <32 x i64> %broadcast.splat228, %36
  %38 = add <32 x i64> %37, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %39 = ashr <32 x i64> %38, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %40 = add nsw <32 x i64> %39, %broadcast.splat230
  %41 = ashr <32 x i64> %40, %broadcast.splat232
  %42 = trunc <32 x i64> %41 to <32 x i32>
  %43 = add nsw <32 x i32> %broadcast.splat234, %42
  %44 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %43, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %45 = tail call <32 x i32> @llvm.smax.v32i32(<32 x i32> %44, <32 x i32> zeroinitializer)
  %46 = trunc <32 x i32> %45 to <32 x i8>
  %47 = getelementptr inbounds i8, ptr %add.ptr32.us, i32 %index225
  store <32 x i8> %46, ptr %47, align 1, !tbaa !8
  %index.next235 = add nuw i32 %index225, 32
  %48 = icmp eq i32 %index.next235, %n.vec221
  br i1 %48, label %vec.epilog.middle.block213, label %vec.epilog.vector.body224, !llvm.loop !16

vec.epilog.middle.block213:                       ; preds = %vec.epilog.vector.body224
  br i1 %cmp.n223, label %for.cond.cleanup37.us, label %for.body38.us.preheader

for.body38.us.preheader:                          ; preds = %iter.check194, %vec.epilog.iter.check215, %vec.epilog.middle.block213
  %j33.0100.us.ph = phi i32 [ 0, %iter.check194 ], [ %n.vec199, %vec.epilog.iter.check215 ], [ %n.vec221, %vec.epilog.middle.block213 ]
  br label %for.body38.us

iter.check239:                                    ; preds = %for.body9.us.us.preheader, %for.cond14.for.cond.cleanup17_crit_edge.us.us.1
  %p.098.us.us = phi i32 [ %inc29.us.us.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.1 ], [ 0, %for.body9.us.us.preheader ]
  %niter = phi i32 [ %niter.next.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us.1 ], [ 0, %for.body9.us.us.preheader ]
  %add.us.us = add nsw i32 %p.098.us.us, %mul.us164
  %arrayidx10.us.us = getelementptr inbounds i8, ptr %a, i32 %add.us.us
  %49 = load i8, ptr %arrayidx10.us.us, align 1, !tbaa !8
  %conv.us.us = zext i8 %49 to i32
  %add11.us.us = add nsw i32 %conv.us.us, %a_offset
  %mul12.us.us = mul nsw i32 %p.098.us.us, %n
  %add.ptr.us.us = getelementptr inbounds i8, ptr %b, i32 %mul12.us.us
  br i1 %min.iters.check237, label %for.body18.us.us.preheader, label %vector.main.loop.iter.check241

vector.main.loop.iter.check241:                   ; preds = %iter.check239
  br i1 %min.iters.check240, label %vec.epilog.ph258, label %vector.ph242

vector.ph242:                                     ; preds = %vector.main.loop.iter.check241
  %broadcast.splatinsert251 = insertelement <128 x i32> poison, i32 %add11.us.us, i64 0
  %broadcast.splat252 = shufflevector <128 x i32> %broadcast.splatinsert251, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body246

vector.body246:                                   ; preds = %vector.body246, %vector.ph242
  %index247 = phi i32 [ 0, %vector.ph242 ], [ %index.next254, %vector.body246 ]
  %50 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index247
  %wide.load248 = load <128 x i8>, ptr %50, align 1, !tbaa !8
  %51 = zext <128 x i8> %wide.load248 to <128 x i32>
  %52 = add nsw <128 x i32> %broadcast.splat250, %51
  %53 = mul nsw <128 x i32> %52, %broadcast.splat252
  %54 = getelementptr inbounds i32, ptr %acc, i32 %index247
  %wide.load253 = load <128 x i32>, ptr %54, align 4, !tbaa !4
  %55 = add nsw <128 x i32> %53, %wide.load253
  store <128 x i32> %55, ptr %54, align 4, !tbaa !4
  %index.next254 = add nuw i32 %index247, 128
  %56 = icmp eq i32 %index.next254, %n.vec244
  br i1 %56, label %middle.block236, label %vector.body246, !llvm.loop !12

middle.block236:                                  ; preds = %vector.body246
  br i1 %cmp.n245, label %for.cond14.for.cond.cleanup17_crit_edge.us.us, label %vec.epilog.iter.check257

vec.epilog.iter.check257:                         ; preds = %middle.block236
  br i1 %min.epilog.iters.check260.not.not, label %for.body18.us.us.preheader, label %vec.epilog.ph258

vec.epilog.ph258:                                 ; preds = %vector.main.loop.iter.check241, %vec.epilog.iter.check257
  %vec.epilog.resume.val261 = phi i32 [ %n.vec244, %vec.epilog.iter.check257 ], [ 0, %vector.main.loop.iter.check241 ]
  %broadcast.splatinsert271 = insertelement <64 x i32> poison, i32 %add11.us.us, i64 0
  %broadcast.splat272 = shufflevector <64 x i32> %broadcast.splatinsert271, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vec.epilog.vector.body266

vec.epilog.vector.body266:                        ; preds = %vec.epilog.vector.body266, %vec.epilog.ph258
  %index267 = phi i32 [ %vec.epilog.resume.val261, %vec.epilog.ph258 ], [ %index.next274, %vec.epilog.vector.body266 ]
  %57 = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %index267
  %wide.load268 = load <64 x i8>, ptr %57, align 1, !tbaa !8
  %58 = zext <64 x i8> %wide.load268 to <64 x i32>
  %59 = add nsw <64 x i32> %broadcast.splat270, %58
  %60 = mul nsw <64 x i32> %59, %broadcast.splat272
  %61 = getelementptr inbounds i32, ptr %acc, i32 %index267
  %wide.load273 = load <64 x i32>, ptr %61, align 4, !tbaa !4
  %62 = add nsw <64 x i32> %60, %wide.load273
  store <64 x i32> %62, ptr %61, align 4, !tbaa !4
  %index.next274 = add nuw i32 %index267, 64
  %63 = icmp eq i32 %index.next274, %n.vec263
  br i1 %63, label %vec.epilog.middle.block255, label %vec.epilog.vector.body266, !llvm.loop !13

vec.epilog.middle.block255:                       ; preds = %vec.epilog.vector.body266
  br i1 %cmp.n265, label %for.cond14.for.cond.cleanup17_crit_edge.us.us, label %for.body18.us.us.preheader

for.body18.us.us.preheader:                       ; preds = %iter.check239, %vec.epilog.iter.check257, %vec.epilog.middle.block255
  %j13.096.us.us.ph = phi i32 [ 0, %iter.check239 ], [ %n.vec244, %vec.epilog.iter.check257 ], [ %n.vec263, %vec.epilog.middle.block255 ]
  br label %for.body18.us.us

for.body18.us.us:                                 ; preds = %for.body18.us.us.preheader, %for.body18.us.us
  %j13.096.us.us = phi i32 [ %inc26.us.us, %for.body18.us.us ], [ %j13.096.us.us.ph, %for.body18.us.us.preheader ]
  %arrayidx19.us.us = getelementptr inbounds i8, ptr %add.ptr.us.us, i32 %j13.096.us.us
  %64 = load i8, ptr %arrayidx19.us.us, align 1, !tbaa !8
  %conv20.us.us = zext i8 %64 to i32
  %add21.us.us = add nsw i32 %conv20.us.us, %b_offset
  %mul22.us.us = mul nsw i32 %add21.us.us, %add11.us.us
  %arrayidx23.us.us = getelementptr inbounds i32, ptr %acc, i32 %j13.096.us.us
  %65 = load i32, ptr %arrayidx23.us.us, align 4, !tbaa !4
  %add24.us.us = add nsw i32 %mul22.us.us, %65
  store i32 %add24.us.us, ptr %arrayidx23.us.us, align 4, !tbaa !4
  %inc26.us.us = add nuw nsw i32 %j13.096.us.us, 1
  %exitcond160.not = icmp eq i32 %inc26.us.us, %n
  br i1 %exitcond160.not, label %for.cond14.for.cond.cleanup17_crit_edge.us.us, label %for.body18.us.us, !llvm.loop !14

for.cond14.for.cond.cleanup17_crit_edge.us.us:    ; preds = %for.body18.us.us, %vec.epilog.middle.block255, %middle.block236
  %inc29.us.us = or i32 %p.098.us.us, 1
  %add.us.us.1 = add nsw i32 %inc29.us.us, %mul.us164
  %arrayidx10.us.us.1 = getelementptr inbounds i8, ptr %a, i32 %add.us.us.1
  %66 = load i8, ptr %arrayidx10.us.us.1, align 1, !tbaa !8
  %conv.us.us.1 = zext i8 %66 to i32
  %add11.us.us.1 = add nsw i32 %conv.us.us.1, %a_offset
  %mul12.us.us.1 = mul nsw i32 %inc29.us.us, %n
  %add.ptr.us.us.1 = getelementptr inbounds i8, ptr %b, i32 %mul12.us.us.1
  br i1 %min.iters.check237.1, label %for.body18.us.us.preheader.1, label %vector.main.loop.iter.check241.1

vector.main.loop.iter.check241.1:                 ; preds = %for.cond14.for.cond.cleanup17_crit_edge.us.us
  br i1 %min.iters.check240.1, label %vec.epilog.ph258.1, label %vector.ph242.1

vector.ph242.1:                                   ; preds = %vector.main.loop.iter.check241.1
  %broadcast.splatinsert251.1 = insertelement <128 x i32> poison, i32 %add11.us.us.1, i64 0
  %broadcast.splat252.1 = shufflevector <128 x i32> %broadcast.splatinsert251.1, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %vector.body246.1

vector.body246.1:                                 ; preds = %vector.body246.1, %vector.ph242.1
  %index247.1 = phi i32 [ 0, %vector.ph242.1 ], [ %index.next254.1, %vector.body246.1 ]
  %67 = getelementptr inbounds i8, ptr %add.ptr.us.us.1, i32 %index247.1
  %wide.load248.1 = load <128 x i8>, ptr %67, align 1, !tbaa !8
  %68 = zext <128 x i8> %wide.load248.1 to <128 x i32>
  %69 = add nsw <128 x i32> %broadcast.splat250.1, %68
  %70 = mul nsw <128 x i32> %69, %broadcast.splat252.1
  %71 = getelementptr inbounds i32, ptr %acc, i32 %index247.1
  %wide.load253.1 = load <128 x i32>, ptr %71, align 4, !tbaa !4
  %72 = add nsw <128 x i32> %70, %wide.load253.1
  store <128 x i32> %72, ptr %71, align 4, !tbaa !4
  %index.next254.1 = add nuw i32 %index247.1, 128
  %73 = icmp eq i32 %index.next254.1, %n.vec244.1
  br i1 %73, label %middle.block236.1, label %vector.body246.1, !llvm.loop !12

middle.block236.1:                                ; preds = %vector.body246.1
  br i1 %cmp.n245.1, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.1, label %vec.epilog.iter.check257.1

vec.epilog.iter.check257.1:                       ; preds = %middle.block236.1
  br i1 %min.epilog.iters.check260.not.not.1, label %for.body18.us.us.preheader.1, label %vec.epilog.ph258.1

vec.epilog.ph258.1:                               ; preds = %vec.epilog.iter.check257.1, %vector.main.loop.iter.check241.1
  %vec.epilog.resume.val261.1 = phi i32 [ %n.vec244.1, %vec.epilog.iter.check257.1 ], [ 0, %vector.main.loop.iter.check241.1 ]
  %broadcast.splatinsert271.1 = insertelement <64 x i32> poison, i32 %add11.us.us.1, i64 0
  %broadcast.splat272.1 = shufflevector <64 x i32> %broadcast.splatinsert271.1, <64 x i32> poison, <64 x i32> zeroinitializer
  br label %vec.epilog.vector.body266.1

vec.epilog.vector.body266.1:                      ; preds = %vec.epilog.vector.body266.1, %vec.epilog.ph258.1
  %index267.1 = phi i32 [ %vec.epilog.resume.val261.1, %vec.epilog.ph258.1 ], [ %index.next274.1, %vec.epilog.vector.body266.1 ]
  %74 = getelementptr inbounds i8, ptr %add.ptr.us.us.1, i32 %index267.1
  %wide.load268.1 = load <64 x i8>, ptr %74, align 1, !tbaa !8
  %75 = zext <64 x i8> %wide.load268.1 to <64 x i32>
  %76 = add nsw <64 x i32> %broadcast.splat270.1, %75
  %77 = mul nsw <64 x i32> %76, %broadcast.splat272.1
  %78 = getelementptr inbounds i32, ptr %acc, i32 %index267.1
  %wide.load273.1 = load <64 x i32>, ptr %78, align 4, !tbaa !4
  %79 = add nsw <64 x i32> %77, %wide.load273.1
  store <64 x i32> %79, ptr %78, align 4, !tbaa !4
  %index.next274.1 = add nuw i32 %index267.1, 64
  %80 = icmp eq i32 %index.next274.1, %n.vec263.1
  br i1 %80, label %vec.epilog.middle.block255.1, label %vec.epilog.vector.body266.1, !llvm.loop !13

vec.epilog.middle.block255.1:                     ; preds = %vec.epilog.vector.body266.1
  br i1 %cmp.n265.1, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.1, label %for.body18.us.us.preheader.1

for.body18.us.us.preheader.1:                     ; preds = %vec.epilog.middle.block255.1, %vec.epilog.iter.check257.1, %for.cond14.for.cond.cleanup17_crit_edge.us.us
  %j13.096.us.us.ph.1 = phi i32 [ 0, %for.cond14.for.cond.cleanup17_crit_edge.us.us ], [ %n.vec244.1, %vec.epilog.iter.check257.1 ], [ %n.vec263.1, %vec.epilog.middle.block255.1 ]
  br label %for.body18.us.us.1

for.body18.us.us.1:                               ; preds = %for.body18.us.us.1, %for.body18.us.us.preheader.1
  %j13.096.us.us.1 = phi i32 [ %inc26.us.us.1, %for.body18.us.us.1 ], [ %j13.096.us.us.ph.1, %for.body18.us.us.preheader.1 ]
  %arrayidx19.us.us.1 = getelementptr inbounds i8, ptr %add.ptr.us.us.1, i32 %j13.096.us.us.1
  %81 = load i8, ptr %arrayidx19.us.us.1, align 1, !tbaa !8
  %conv20.us.us.1 = zext i8 %81 to i32
  %add21.us.us.1 = add nsw i32 %conv20.us.us.1, %b_offset
  %mul22.us.us.1 = mul nsw i32 %add21.us.us.1, %add11.us.us.1
  %arrayidx23.us.us.1 = getelementptr inbounds i32, ptr %acc, i32 %j13.096.us.us.1
  %82 = load i32, ptr %arrayidx23.us.us.1, align 4, !tbaa !4
  %add24.us.us.1 = add nsw i32 %mul22.us.us.1, %82
  store i32 %add24.us.us.1, ptr %arrayidx23.us.us.1, align 4, !tbaa !4
  %inc26.us.us.1 = add nuw nsw i32 %j13.096.us.us.1, 1
  %exitcond160.not.1 = icmp eq i32 %inc26.us.us.1, %n
  br i1 %exitcond160.not.1, label %for.cond14.for.cond.cleanup17_crit_edge.us.us.1, label %for.body18.us.us.1, !llvm.loop !14

for.cond14.for.cond.cleanup17_crit_edge.us.us.1:  ; preds = %for.body18.us.us.1, %vec.epilog.middle.block255.1, %middle.block236.1
  %inc29.us.us.1 = add nuw nsw i32 %p.098.us.us, 2
  %niter.next.1 = add i32 %niter, 2
  %niter.ncmp.1 = icmp eq i32 %niter.next.1, %unroll_iter
  br i1 %niter.ncmp.1, label %for.cond6.for.cond.cleanup8_crit_edge.us.unr-lcssa, label %iter.check239

for.cond1.preheader.lr.ph.split:                  ; preds = %for.cond1.preheader.lr.ph
  br i1 %cmp293, label %for.cond1.preheader.us109.preheader, label %for.cond.cleanup

for.cond1.preheader.us109.preheader:              ; preds = %for.cond1.preheader.lr.ph.split
  %83 = shl nuw i32 %n, 2
  %min.iters.check = icmp ult i32 %n, 32
  %min.iters.check170 = icmp ult i32 %n, 128
  %n.vec = and i32 %n, -128
  %broadcast.splatinsert = insertelement <128 x i64> poison, i64 %mul42, i64 0
  %broadcast.splat = shufflevector <128 x i64> %broadcast.splatinsert, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert171 = insertelement <128 x i64> poison, i64 %shl, i64 0
  %broadcast.splat172 = shufflevector <128 x i64> %broadcast.splatinsert171, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert173 = insertelement <128 x i64> poison, i64 %sh_prom47, i64 0
  %broadcast.splat174 = shufflevector <128 x i64> %broadcast.splatinsert173, <128 x i64> poison, <128 x i32> zeroinitializer
  %broadcast.splatinsert175 = insertelement <128 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat176 = shufflevector <128 x i32> %broadcast.splatinsert175, <128 x i32> poison, <128 x i32> zeroinitializer
  %cmp.n = icmp eq i32 %n.vec, %n
  %n.vec.remaining = and i32 %n, 96
  %min.epilog.iters.check = icmp eq i32 %n.vec.remaining, 0
  %n.vec178 = and i32 %n, -32
  %broadcast.splatinsert182 = insertelement <32 x i64> poison, i64 %mul42, i64 0
  %broadcast.splat183 = shufflevector <32 x i64> %broadcast.splatinsert182, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert184 = insertelement <32 x i64> poison, i64 %shl, i64 0
  %broadcast.splat185 = shufflevector <32 x i64> %broadcast.splatinsert184, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert186 = insertelement <32 x i64> poison, i64 %sh_prom47, i64 0
  %broadcast.splat187 = shufflevector <32 x i64> %broadcast.splatinsert186, <32 x i64> poison, <32 x i32> zeroinitializer
  %broadcast.splatinsert188 = insertelement <32 x i32> poison, i32 %out_offset, i64 0
  %broadcast.splat189 = shufflevector <32 x i32> %broadcast.splatinsert188, <32 x i32> poison, <32 x i32> zeroinitializer
  %cmp.n179 = icmp eq i32 %n.vec178, %n
  br label %iter.check

for.body38.us114:                                 ; preds = %for.body38.us114.preheader, %for.body38.us114
  %j33.0100.us115 = phi i32 [ %inc62.us128, %for.body38.us114 ], [ %j33.0100.us115.ph, %for.body38.us114.preheader ]
  %arrayidx39.us116 = getelementptr inbounds i32, ptr %acc, i32 %j33.0100.us115
  %84 = load i32, ptr %arrayidx39.us116, align 4, !tbaa !4
  %conv40.us117 = sext i32 %84 to i64
  %add43.us118 = mul i64 %mul42, %conv40.us117
  %85 = add i64 %add43.us118, 2147483648
  %conv45.us119 = ashr i64 %85, 32
  %add46.us120 = add nsw i64 %conv45.us119, %shl
  %shr48.us121 = ashr i64 %add46.us120, %sh_prom47
  %conv49.us122 = trunc i64 %shr48.us121 to i32
  %add50.us123 = add nsw i32 %conv49.us122, %out_offset
  %cond.us124 = tail call i32 @llvm.smin.i32(i32 %add50.us123, i32 255)
  %cond58.us125 = tail call i32 @llvm.smax.i32(i32 %cond.us124, i32 0)
  %conv59.us126 = trunc i32 %cond58.us125 to i8
  %arrayidx60.us127 = getelementptr inbounds i8, ptr %add.ptr32.us138, i32 %j33.0100.us115
  store i8 %conv59.us126, ptr %arrayidx60.us127, align 1, !tbaa !8
  %inc62.us128 = add nuw nsw i32 %j33.0100.us115, 1
  %exitcond.not = icmp eq i32 %inc62.us128, %n
  br i1 %exitcond.not, label %for.cond34.for.cond.cleanup37_crit_edge.us142, label %for.body38.us114, !llvm.loop !17

iter.check:                                       ; preds = %for.cond1.preheader.us109.preheader, %for.cond34.for.cond.cleanup37_crit_edge.us142
  %i.0102.us110 = phi i32 [ %inc65.us112, %for.cond34.for.cond.cleanup37_crit_edge.us142 ], [ 0, %for.cond1.preheader.us109.preheader ]
  tail call void @llvm.memcpy.p0.p0.i32(ptr align 4 %acc, ptr align 4 %bias, i32 %83, i1 false), !tbaa !4
  %mul31.us137 = mul nsw i32 %i.0102.us110, %n
  %add.ptr32.us138 = getelementptr inbounds i8, ptr %c, i32 %mul31.us137
  br i1 %min.iters.check, label %for.body38.us114.preheader, label %vector.main.loop.iter.check

vector.main.loop.iter.check:                      ; preds = %iter.check
  br i1 %min.iters.check170, label %vec.epilog.ph, label %vector.body

vector.body:                                      ; preds = %vector.main.loop.iter.check, %vector.body
  %index = phi i32 [ %index.next, %vector.body ], [ 0, %vector.main.loop.iter.check ]
  %86 = getelementptr inbounds i32, ptr %acc, i32 %index
  %wide.load = load <128 x i32>, ptr %86, align 4, !tbaa !4
  %87 = sext <128 x i32> %wide.load to <128 x i64>
  %88 = mul <128 x i64> %broadcast.splat, %87
  %89 = add <128 x i64> %88, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %90 = ashr <128 x i64> %89, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %91 = add nsw <128 x i64> %90, %broadcast.splat172
  %92 = ashr <128 x i64> %91, %broadcast.splat174
  %93 = trunc <128 x i64> %92 to <128 x i32>
  %94 = add nsw <128 x i32> %broadcast.splat176, %93
  %95 = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %94, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %96 = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %95, <128 x i32> zeroinitializer)
  %97 = trunc <128 x i32> %96 to <128 x i8>
  %98 = getelementptr inbounds i8, ptr %add.ptr32.us138, i32 %index
  store <128 x i8> %97, ptr %98, align 1, !tbaa !8
  %index.next = add nuw i32 %index, 128
  %99 = icmp eq i32 %index.next, %n.vec
  br i1 %99, label %middle.block, label %vector.body, !llvm.loop !18

middle.block:                                     ; preds = %vector.body
  br i1 %cmp.n, label %for.cond34.for.cond.cleanup37_crit_edge.us142, label %vec.epilog.iter.check

vec.epilog.iter.check:                            ; preds = %middle.block
  br i1 %min.epilog.iters.check, label %for.body38.us114.preheader, label %vec.epilog.ph

vec.epilog.ph:                                    ; preds = %vector.main.loop.iter.check, %vec.epilog.iter.check
  %vec.epilog.resume.val = phi i32 [ %n.vec, %vec.epilog.iter.check ], [ 0, %vector.main.loop.iter.check ]
  br label %vec.epilog.vector.body

vec.epilog.vector.body:                           ; preds = %vec.epilog.vector.body, %vec.epilog.ph
  %index180 = phi i32 [ %vec.epilog.resume.val, %vec.epilog.ph ], [ %index.next190, %vec.epilog.vector.body ]
  %100 = getelementptr inbounds i32, ptr %acc, i32 %index180
  %wide.load181 = load <32 x i32>, ptr %100, align 4, !tbaa !4
  %101 = sext <32 x i32> %wide.load181 to <32 x i64>
  %102 = mul <32 x i64> %broadcast.splat183, %101
  %103 = add <32 x i64> %102, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %104 = ashr <32 x i64> %103, <i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32, i64 32>
  %105 = add nsw <32 x i64> %104, %broadcast.splat185
  %106 = ashr <32 x i64> %105, %broadcast.splat187
  %107 = trunc <32 x i64> %106 to <32 x i32>
  %108 = add nsw <32 x i32> %broadcast.splat189, %107
  %109 = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %108, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %110 = tail call <32 x i32> @llvm.smax.v32i32(<32 x i32> %109, <32 x i32> zeroinitializer)
  %111 = trunc <32 x i32> %110 to <32 x i8>
  %112 = getelementptr inbounds i8, ptr %add.ptr32.us138, i32 %index180
  store <32 x i8> %111, ptr %112, align 1, !tbaa !8
  %index.next190 = add nuw i32 %index180, 32
  %113 = icmp eq i32 %index.next190, %n.vec178
  br i1 %113, label %vec.epilog.middle.block, label %vec.epilog.vector.body, !llvm.loop !19

vec.epilog.middle.block:                          ; preds = %vec.epilog.vector.body
  br i1 %cmp.n179, label %for.cond34.for.cond.cleanup37_crit_edge.us142, label %for.body38.us114.preheader

for.body38.us114.preheader:                       ; preds = %iter.check, %vec.epilog.iter.check, %vec.epilog.middle.block
  %j33.0100.us115.ph = phi i32 [ 0, %iter.check ], [ %n.vec, %vec.epilog.iter.check ], [ %n.vec178, %vec.epilog.middle.block ]
  br label %for.body38.us114

for.cond34.for.cond.cleanup37_crit_edge.us142:    ; preds = %for.body38.us114, %vec.epilog.middle.block, %middle.block
  %inc65.us112 = add nuw nsw i32 %i.0102.us110, 1
  %exitcond159.not = icmp eq i32 %inc65.us112, %m
  br i1 %exitcond159.not, label %for.cond.cleanup, label %iter.check

for.cond.cleanup:                                 ; preds = %for.cond34.for.cond.cleanup37_crit_edge.us142, %for.cond.cleanup37.us, %for.cond1.preheader.lr.ph.split, %entry
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i32(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <128 x i32> @llvm.smax.v128i32(<128 x i32>, <128 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <32 x i32> @llvm.smax.v32i32(<32 x i32>, <32 x i32>) #1

attributes #0 = { nofree nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"frame-pointer", i32 2}
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
!15 = distinct !{!15, !11, !10}
!16 = distinct !{!16, !11, !10}
!17 = distinct !{!17, !10, !11}
!18 = distinct !{!18, !11, !10}
!19 = distinct !{!19, !11, !10}
