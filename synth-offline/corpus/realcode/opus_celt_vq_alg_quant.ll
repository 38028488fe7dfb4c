; ModuleID = 'vecscan/opus_celt_vq.ll'
source_filename = "src/opus-1.3.1/celt/vq.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = external hidden unnamed_addr constant [59 x i8], align 1
@.str.1 = external hidden unnamed_addr constant [25 x i8], align 1
@.str.2 = external hidden unnamed_addr constant [64 x i8], align 1

; Function Attrs: nounwind uwtable
declare dso_local void @exp_rotation(ptr nocapture noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
declare dso_local signext i16 @op_pvq_search_c(ptr nocapture noundef, ptr nocapture noundef, i32 noundef, i32 noundef, i32) local_unnamed_addr #0

; Function Attrs: nounwind uwtable
define dso_local i32 @alg_quant(ptr nocapture noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i16 noundef signext %6, i32 noundef %7, i32 noundef %8) local_unnamed_addr #0 {
  %10 = icmp sgt i32 %2, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %9
  tail call void @celt_fatal(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, i32 noundef 338) #6
  unreachable

12:                                               ; preds = %9
  %13 = icmp sgt i32 %1, 1
  br i1 %13, label %15, label %14

14:                                               ; preds = %12
  tail call void @celt_fatal(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.1, i32 noundef 339) #6
  unreachable

15:                                               ; preds = %12
  %16 = add nuw nsw i32 %1, 3
  %17 = zext i32 %16 to i64
  %18 = alloca i32, i64 %17, align 16
  tail call void @exp_rotation(ptr noundef %0, i32 noundef %1, i32 noundef 1, i32 noundef %4, i32 noundef %2, i32 noundef %3)
  %19 = call signext i16 @op_pvq_search_c(ptr noundef %0, ptr noundef nonnull %18, i32 noundef %2, i32 noundef %1, i32 poison)
  call void @encode_pulses(ptr noundef nonnull %18, i32 noundef %1, i32 noundef %2, ptr noundef %5) #7
  %20 = icmp eq i32 %7, 0
  br i1 %20, label %131, label %21

21:                                               ; preds = %15
  %22 = sext i16 %19 to i32
  call void @llvm.experimental.noalias.scope.decl(metadata !5)
  call void @llvm.experimental.noalias.scope.decl(metadata !8)
  %23 = call i32 @llvm.ctlz.i32(i32 %22, i1 true), !range !10
  %24 = trunc i32 %23 to i16
  %25 = xor i16 %24, 31
  %26 = lshr i16 %25, 1
  %27 = zext i16 %26 to i32
  %28 = shl nuw nsw i32 %27, 1
  %29 = icmp ugt i16 %25, 15
  %30 = add nsw i32 %28, -14
  %31 = ashr i32 %22, %30
  %32 = sub nsw i32 14, %28
  %33 = shl nsw i32 %22, %32
  %34 = select i1 %29, i32 %31, i32 %33
  %35 = call signext i16 @celt_rsqrt_norm(i32 noundef %34) #7, !noalias !11
  %36 = sext i16 %35 to i32
  %37 = sext i16 %6 to i32
  %38 = shl nsw i32 %37, 1
  %39 = mul i32 %38, %36
  %40 = add i32 %39, 32768
  %41 = ashr i32 %40, 16
  %42 = add nuw nsw i32 %27, 1
  %43 = shl i32 2, %27
  %44 = lshr exact i32 %43, 1
  %45 = zext i32 %1 to i64
  %46 = icmp ult i32 %1, 32
  br i1 %46, label %115, label %47

47:                                               ; preds = %21
  %48 = and i64 %45, 4294967264
  %49 = insertelement <8 x i32> poison, i32 %41, i64 0
  %50 = shufflevector <8 x i32> %49, <8 x i32> poison, <8 x i32> zeroinitializer
  %51 = insertelement <8 x i32> poison, i32 %41, i64 0
  %52 = shufflevector <8 x i32> %51, <8 x i32> poison, <8 x i32> zeroinitializer
  %53 = insertelement <8 x i32> poison, i32 %41, i64 0
  %54 = shufflevector <8 x i32> %53, <8 x i32> poison, <8 x i32> zeroinitializer
  %55 = insertelement <8 x i32> poison, i32 %41, i64 0
  %56 = shufflevector <8 x i32> %55, <8 x i32> poison, <8 x i32> zeroinitializer
  %57 = insertelement <8 x i32> poison, i32 %44, i64 0
  %58 = shufflevector <8 x i32> %57, <8 x i32> poison, <8 x i32> zeroinitializer
  %59 = insertelement <8 x i32> poison, i32 %44, i64 0
  %60 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> zeroinitializer
  %61 = insertelement <8 x i32> poison, i32 %44, i64 0
  %62 = shufflevector <8 x i32> %61, <8 x i32> poison, <8 x i32> zeroinitializer
  %63 = insertelement <8 x i32> poison, i32 %44, i64 0
  %64 = shufflevector <8 x i32> %63, <8 x i32> poison, <8 x i32> zeroinitializer
  %65 = insertelement <8 x i32> poison, i32 %42, i64 0
  %66 = shufflevector <8 x i32> %65, <8 x i32> poison, <8 x i32> zeroinitializer
  %67 = insertelement <8 x i32> poison, i32 %42, i64 0
  %68 = shufflevector <8 x i32> %67, <8 x i32> poison, <8 x i32> zeroinitializer
  %69 = insertelement <8 x i32> poison, i32 %42, i64 0
  %70 = shufflevector <8 x i32> %69, <8 x i32> poison, <8 x i32> zeroinitializer
  %71 = insertelement <8 x i32> poison, i32 %42, i64 0
  %72 = shufflevector <8 x i32> %71, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %73

73:                                               ; preds = %73, %47
  %74 = phi i64 [ 0, %47 ], [ %111, %73 ]
  %75 = getelementptr inbounds i32, ptr %18, i64 %74
  %76 = load <8 x i32>, ptr %75, align 16, !tbaa !12, !alias.scope !5, !noalias !8
  %77 = getelementptr inbounds i32, ptr %75, i64 8
  %78 = load <8 x i32>, ptr %77, align 16, !tbaa !12, !alias.scope !5, !noalias !8
  %79 = getelementptr inbounds i32, ptr %75, i64 16
  %80 = load <8 x i32>, ptr %79, align 16, !tbaa !12, !alias.scope !5, !noalias !8
  %81 = getelementptr inbounds i32, ptr %75, i64 24
  %82 = load <8 x i32>, ptr %81, align 16, !tbaa !12, !alias.scope !5, !noalias !8
  %83 = shl <8 x i32> %76, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %84 = shl <8 x i32> %78, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %85 = shl <8 x i32> %80, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %86 = shl <8 x i32> %82, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %87 = ashr exact <8 x i32> %83, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %88 = ashr exact <8 x i32> %84, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %89 = ashr exact <8 x i32> %85, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %90 = ashr exact <8 x i32> %86, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %91 = mul nsw <8 x i32> %87, %50
  %92 = mul nsw <8 x i32> %88, %52
  %93 = mul nsw <8 x i32> %89, %54
  %94 = mul nsw <8 x i32> %90, %56
  %95 = add nsw <8 x i32> %91, %58
  %96 = add nsw <8 x i32> %92, %60
  %97 = add nsw <8 x i32> %93, %62
  %98 = add nsw <8 x i32> %94, %64
  %99 = ashr <8 x i32> %95, %66
  %100 = ashr <8 x i32> %96, %68
  %101 = ashr <8 x i32> %97, %70
  %102 = ashr <8 x i32> %98, %72
  %103 = trunc <8 x i32> %99 to <8 x i16>
  %104 = trunc <8 x i32> %100 to <8 x i16>
  %105 = trunc <8 x i32> %101 to <8 x i16>
  %106 = trunc <8 x i32> %102 to <8 x i16>
  %107 = getelementptr inbounds i16, ptr %0, i64 %74
  store <8 x i16> %103, ptr %107, align 2, !tbaa !16, !alias.scope !8, !noalias !5
  %108 = getelementptr inbounds i16, ptr %107, i64 8
  store <8 x i16> %104, ptr %108, align 2, !tbaa !16, !alias.scope !8, !noalias !5
  %109 = getelementptr inbounds i16, ptr %107, i64 16
  store <8 x i16> %105, ptr %109, align 2, !tbaa !16, !alias.scope !8, !noalias !5
  %110 = getelementptr inbounds i16, ptr %107, i64 24
  store <8 x i16> %106, ptr %110, align 2, !tbaa !16, !alias.scope !8, !noalias !5
  %111 = add nuw i64 %74, 32
  %112 = icmp eq i64 %111, %48
  br i1 %112, label %113, label %73, !llvm.loop !18

113:                                              ; preds = %73
  %114 = icmp eq i64 %48, %45
  br i1 %114, label %130, label %115

115:                                              ; preds = %113, %21
  %116 = phi i64 [ 0, %21 ], [ %48, %113 ]
  br label %117

117:                                              ; preds = %117, %115
  %118 = phi i64 [ %128, %117 ], [ %116, %115 ]
  %119 = getelementptr inbounds i32, ptr %18, i64 %118
  %120 = load i32, ptr %119, align 4, !tbaa !12, !alias.scope !5, !noalias !8
  %121 = shl i32 %120, 16
  %122 = ashr exact i32 %121, 16
  %123 = mul nsw i32 %122, %41
  %124 = add nsw i32 %123, %44
  %125 = ashr i32 %124, %42
  %126 = trunc i32 %125 to i16
  %127 = getelementptr inbounds i16, ptr %0, i64 %118
  store i16 %126, ptr %127, align 2, !tbaa !16, !alias.scope !8, !noalias !5
  %128 = add nuw nsw i64 %118, 1
  %129 = icmp eq i64 %128, %45
  br i1 %129, label %130, label %117, !llvm.loop !22

130:                                              ; preds = %117, %113
  call void @exp_rotation(ptr noundef nonnull %0, i32 noundef %1, i32 noundef -1, i32 noundef %4, i32 noundef %2, i32 noundef %3)
  br label %131

131:                                              ; preds = %130, %15
  %132 = icmp slt i32 %4, 2
  br i1 %132, label %193, label %133

133:                                              ; preds = %131
  %134 = udiv i32 %1, %4
  %135 = zext i32 %134 to i64
  %136 = zext i32 %4 to i64
  %137 = call i32 @llvm.smax.i32(i32 %134, i32 1)
  %138 = zext i32 %137 to i64
  %139 = icmp ult i32 %137, 32
  %140 = and i64 %138, 2147483616
  %141 = icmp eq i64 %140, %138
  br label %142

142:                                              ; preds = %184, %133
  %143 = phi i64 [ %191, %184 ], [ 0, %133 ]
  %144 = phi i32 [ %190, %184 ], [ 0, %133 ]
  %145 = mul nuw nsw i64 %143, %135
  br i1 %139, label %172, label %146

146:                                              ; preds = %146, %142
  %147 = phi i64 [ %165, %146 ], [ 0, %142 ]
  %148 = phi <8 x i32> [ %161, %146 ], [ zeroinitializer, %142 ]
  %149 = phi <8 x i32> [ %162, %146 ], [ zeroinitializer, %142 ]
  %150 = phi <8 x i32> [ %163, %146 ], [ zeroinitializer, %142 ]
  %151 = phi <8 x i32> [ %164, %146 ], [ zeroinitializer, %142 ]
  %152 = add nuw nsw i64 %147, %145
  %153 = getelementptr inbounds i32, ptr %18, i64 %152
  %154 = load <8 x i32>, ptr %153, align 4, !tbaa !12
  %155 = getelementptr inbounds i32, ptr %153, i64 8
  %156 = load <8 x i32>, ptr %155, align 4, !tbaa !12
  %157 = getelementptr inbounds i32, ptr %153, i64 16
  %158 = load <8 x i32>, ptr %157, align 4, !tbaa !12
  %159 = getelementptr inbounds i32, ptr %153, i64 24
  %160 = load <8 x i32>, ptr %159, align 4, !tbaa !12
  %161 = or <8 x i32> %154, %148
  %162 = or <8 x i32> %156, %149
  %163 = or <8 x i32> %158, %150
  %164 = or <8 x i32> %160, %151
  %165 = add nuw i64 %147, 32
  %166 = icmp eq i64 %165, %140
  br i1 %166, label %167, label %146, !llvm.loop !23

167:                                              ; preds = %146
  %168 = or <8 x i32> %162, %161
  %169 = or <8 x i32> %163, %168
  %170 = or <8 x i32> %164, %169
  %171 = call i32 @llvm.vector.reduce.or.v8i32(<8 x i32> %170)
  br i1 %141, label %184, label %172

172:                                              ; preds = %167, %142
  %173 = phi i64 [ 0, %142 ], [ %140, %167 ]
  %174 = phi i32 [ 0, %142 ], [ %171, %167 ]
  br label %175

175:                                              ; preds = %175, %172
  %176 = phi i64 [ %182, %175 ], [ %173, %172 ]
  %177 = phi i32 [ %181, %175 ], [ %174, %172 ]
  %178 = add nuw nsw i64 %176, %145
  %179 = getelementptr inbounds i32, ptr %18, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !12
  %181 = or i32 %180, %177
  %182 = add nuw nsw i64 %176, 1
  %183 = icmp eq i64 %182, %138
  br i1 %183, label %184, label %175, !llvm.loop !24

184:                                              ; preds = %175, %167
  %185 = phi i32 [ %171, %167 ], [ %181, %175 ]
  %186 = icmp ne i32 %185, 0
  %187 = zext i1 %186 to i32
  %188 = trunc i64 %143 to i32
  %189 = shl nuw i32 %187, %188
  %190 = or i32 %189, %144
  %191 = add nuw nsw i64 %143, 1
  %192 = icmp eq i64 %191, %136
  br i1 %192, label %193, label %142, !llvm.loop !25

193:                                              ; preds = %184, %131
  %194 = phi i32 [ 1, %131 ], [ %190, %184 ]
  ret i32 %194
}

; Function Attrs: noreturn
declare void @celt_fatal(ptr noundef, ptr noundef, i32 noundef) local_unnamed_addr #1

declare void @encode_pulses(ptr noundef, i32 noundef, i32 noundef, ptr noundef) local_unnamed_addr #2

declare signext i16 @celt_rsqrt_norm(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v8i32(<8 x i32>) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #1 = { noreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { noreturn nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6}
!6 = distinct !{!6, !7, !"normalise_residual: argument 0"}
!7 = distinct !{!7, !"normalise_residual"}
!8 = !{!9}
!9 = distinct !{!9, !7, !"normalise_residual: argument 1"}
!10 = !{i32 0, i32 33}
!11 = !{!6, !9}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C/C++ TBAA"}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !14, i64 0}
!18 = distinct !{!18, !19, !20, !21}
!19 = !{!"llvm.loop.mustprogress"}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !19, !21, !20}
!23 = distinct !{!23, !19, !20, !21}
!24 = distinct !{!24, !19, !21, !20}
!25 = distinct !{!25, !19}
