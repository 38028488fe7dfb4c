; ModuleID = 'vecscan/opus_celt_bands.ll'
source_filename = "src/opus-1.3.1/celt/bands.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.OpusCustomMode = type { i32, i32, i32, i32, [4 x i16], ptr, i32, i32, i32, i32, ptr, ptr, ptr, %struct.mdct_lookup, %struct.PulseCache }
%struct.mdct_lookup = type { i32, i32, [4 x ptr], ptr }
%struct.PulseCache = type { i32, ptr, ptr, ptr }

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0

; Function Attrs: nounwind uwtable
define dso_local void @normalise_bands(ptr nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 5
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 8
  %11 = load i32, ptr %10, align 8, !tbaa !13
  %12 = mul nsw i32 %11, %6
  %13 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 2
  %14 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %15 = sext i32 %12 to i64
  %16 = tail call i32 @llvm.smax.i32(i32 %5, i32 1)
  %17 = zext i32 %16 to i64
  %18 = zext i32 %14 to i64
  br label %19

19:                                               ; preds = %229, %7
  %20 = phi i64 [ %230, %229 ], [ 0, %7 ]
  %21 = mul nsw i64 %20, %15
  %22 = trunc i64 %20 to i32
  br label %23

23:                                               ; preds = %227, %19
  %24 = phi i64 [ %54, %227 ], [ 0, %19 ]
  %25 = load i32, ptr %13, align 8, !tbaa !14
  %26 = mul nsw i32 %25, %22
  %27 = trunc i64 %24 to i32
  %28 = add nsw i32 %26, %27
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %3, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !15
  %32 = icmp slt i32 %31, 1
  %33 = tail call i32 @llvm.ctlz.i32(i32 %31, i1 true), !range !16
  %34 = trunc i32 %33 to i16
  %35 = xor i16 %34, 31
  %36 = select i1 %32, i16 0, i16 %35
  %37 = zext i16 %36 to i32
  %38 = icmp ugt i16 %36, 13
  %39 = add nsw i32 %37, -13
  %40 = ashr i32 %31, %39
  %41 = sub nsw i32 13, %37
  %42 = shl i32 %31, %41
  %43 = select i1 %38, i32 %40, i32 %42
  %44 = shl i32 %43, 16
  %45 = ashr exact i32 %44, 13
  %46 = tail call i32 @celt_rcp(i32 noundef %45) #3
  %47 = getelementptr inbounds i16, ptr %9, i64 %24
  %48 = load i16, ptr %47, align 2, !tbaa !17
  %49 = sext i16 %48 to i32
  %50 = mul i32 %49, %6
  %51 = icmp ugt i16 %36, 14
  %52 = shl i32 %46, 16
  %53 = ashr exact i32 %52, 16
  %54 = add nuw nsw i64 %24, 1
  %55 = getelementptr inbounds i16, ptr %9, i64 %54
  %56 = load i16, ptr %55, align 2, !tbaa !17
  %57 = sext i16 %56 to i32
  %58 = mul nsw i32 %57, %6
  %59 = sub nsw i32 14, %37
  %60 = add nsw i32 %37, -14
  %61 = sext i32 %50 to i64
  %62 = sext i32 %58 to i64
  %63 = add nsw i64 %61, 1
  %64 = tail call i64 @llvm.smax.i64(i64 %63, i64 %62)
  %65 = sub i64 %64, %61
  %66 = icmp ult i64 %65, 32
  br i1 %51, label %133, label %67

67:                                               ; preds = %23
  br i1 %66, label %131, label %68

68:                                               ; preds = %67
  %69 = and i64 %65, -32
  %70 = add i64 %69, %61
  %71 = insertelement <8 x i32> poison, i32 %59, i64 0
  %72 = shufflevector <8 x i32> %71, <8 x i32> poison, <8 x i32> zeroinitializer
  %73 = insertelement <8 x i32> poison, i32 %59, i64 0
  %74 = shufflevector <8 x i32> %73, <8 x i32> poison, <8 x i32> zeroinitializer
  %75 = insertelement <8 x i32> poison, i32 %59, i64 0
  %76 = shufflevector <8 x i32> %75, <8 x i32> poison, <8 x i32> zeroinitializer
  %77 = insertelement <8 x i32> poison, i32 %59, i64 0
  %78 = shufflevector <8 x i32> %77, <8 x i32> poison, <8 x i32> zeroinitializer
  %79 = insertelement <8 x i32> poison, i32 %53, i64 0
  %80 = shufflevector <8 x i32> %79, <8 x i32> poison, <8 x i32> zeroinitializer
  %81 = insertelement <8 x i32> poison, i32 %53, i64 0
  %82 = shufflevector <8 x i32> %81, <8 x i32> poison, <8 x i32> zeroinitializer
  %83 = insertelement <8 x i32> poison, i32 %53, i64 0
  %84 = shufflevector <8 x i32> %83, <8 x i32> poison, <8 x i32> zeroinitializer
  %85 = insertelement <8 x i32> poison, i32 %53, i64 0
  %86 = shufflevector <8 x i32> %85, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %87

87:                                               ; preds = %87, %68
  %88 = phi i64 [ 0, %68 ], [ %127, %87 ]
  %89 = add i64 %88, %61
  %90 = add nsw i64 %89, %21
  %91 = getelementptr inbounds i32, ptr %1, i64 %90
  %92 = load <8 x i32>, ptr %91, align 4, !tbaa !15
  %93 = getelementptr inbounds i32, ptr %91, i64 8
  %94 = load <8 x i32>, ptr %93, align 4, !tbaa !15
  %95 = getelementptr inbounds i32, ptr %91, i64 16
  %96 = load <8 x i32>, ptr %95, align 4, !tbaa !15
  %97 = getelementptr inbounds i32, ptr %91, i64 24
  %98 = load <8 x i32>, ptr %97, align 4, !tbaa !15
  %99 = shl <8 x i32> %92, %72
  %100 = shl <8 x i32> %94, %74
  %101 = shl <8 x i32> %96, %76
  %102 = shl <8 x i32> %98, %78
  %103 = shl <8 x i32> %99, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %104 = shl <8 x i32> %100, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %105 = shl <8 x i32> %101, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %106 = shl <8 x i32> %102, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %107 = ashr exact <8 x i32> %103, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %108 = ashr exact <8 x i32> %104, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %109 = ashr exact <8 x i32> %105, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %110 = ashr exact <8 x i32> %106, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %111 = mul nsw <8 x i32> %107, %80
  %112 = mul nsw <8 x i32> %108, %82
  %113 = mul nsw <8 x i32> %109, %84
  %114 = mul nsw <8 x i32> %110, %86
  %115 = lshr <8 x i32> %111, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %116 = lshr <8 x i32> %112, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %117 = lshr <8 x i32> %113, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %118 = lshr <8 x i32> %114, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %119 = trunc <8 x i32> %115 to <8 x i16>
  %120 = trunc <8 x i32> %116 to <8 x i16>
  %121 = trunc <8 x i32> %117 to <8 x i16>
  %122 = trunc <8 x i32> %118 to <8 x i16>
  %123 = getelementptr inbounds i16, ptr %2, i64 %90
  store <8 x i16> %119, ptr %123, align 2, !tbaa !17
  %124 = getelementptr inbounds i16, ptr %123, i64 8
  store <8 x i16> %120, ptr %124, align 2, !tbaa !17
  %125 = getelementptr inbounds i16, ptr %123, i64 16
  store <8 x i16> %121, ptr %125, align 2, !tbaa !17
  %126 = getelementptr inbounds i16, ptr %123, i64 24
  store <8 x i16> %122, ptr %126, align 2, !tbaa !17
  %127 = add nuw i64 %88, 32
  %128 = icmp eq i64 %127, %69
  br i1 %128, label %129, label %87, !llvm.loop !19

129:                                              ; preds = %87
  %130 = icmp eq i64 %65, %69
  br i1 %130, label %227, label %131

131:                                              ; preds = %129, %67
  %132 = phi i64 [ %61, %67 ], [ %70, %129 ]
  br label %213

133:                                              ; preds = %23
  br i1 %66, label %197, label %134

134:                                              ; preds = %133
  %135 = and i64 %65, -32
  %136 = add i64 %135, %61
  %137 = insertelement <8 x i32> poison, i32 %60, i64 0
  %138 = shufflevector <8 x i32> %137, <8 x i32> poison, <8 x i32> zeroinitializer
  %139 = insertelement <8 x i32> poison, i32 %60, i64 0
  %140 = shufflevector <8 x i32> %139, <8 x i32> poison, <8 x i32> zeroinitializer
  %141 = insertelement <8 x i32> poison, i32 %60, i64 0
  %142 = shufflevector <8 x i32> %141, <8 x i32> poison, <8 x i32> zeroinitializer
  %143 = insertelement <8 x i32> poison, i32 %60, i64 0
  %144 = shufflevector <8 x i32> %143, <8 x i32> poison, <8 x i32> zeroinitializer
  %145 = insertelement <8 x i32> poison, i32 %53, i64 0
  %146 = shufflevector <8 x i32> %145, <8 x i32> poison, <8 x i32> zeroinitializer
  %147 = insertelement <8 x i32> poison, i32 %53, i64 0
  %148 = shufflevector <8 x i32> %147, <8 x i32> poison, <8 x i32> zeroinitializer
  %149 = insertelement <8 x i32> poison, i32 %53, i64 0
  %150 = shufflevector <8 x i32> %149, <8 x i32> poison, <8 x i32> zeroinitializer
  %151 = insertelement <8 x i32> poison, i32 %53, i64 0
  %152 = shufflevector <8 x i32> %151, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %153

153:                                              ; preds = %153, %134
  %154 = phi i64 [ 0, %134 ], [ %193, %153 ]
  %155 = add i64 %154, %61
  %156 = add nsw i64 %155, %21
  %157 = getelementptr inbounds i32, ptr %1, i64 %156
  %158 = load <8 x i32>, ptr %157, align 4, !tbaa !15
  %159 = getelementptr inbounds i32, ptr %157, i64 8
  %160 = load <8 x i32>, ptr %159, align 4, !tbaa !15
  %161 = getelementptr inbounds i32, ptr %157, i64 16
  %162 = load <8 x i32>, ptr %161, align 4, !tbaa !15
  %163 = getelementptr inbounds i32, ptr %157, i64 24
  %164 = load <8 x i32>, ptr %163, align 4, !tbaa !15
  %165 = ashr <8 x i32> %158, %138
  %166 = ashr <8 x i32> %160, %140
  %167 = ashr <8 x i32> %162, %142
  %168 = ashr <8 x i32> %164, %144
  %169 = shl <8 x i32> %165, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %170 = shl <8 x i32> %166, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %171 = shl <8 x i32> %167, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %172 = shl <8 x i32> %168, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %173 = ashr exact <8 x i32> %169, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %174 = ashr exact <8 x i32> %170, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %175 = ashr exact <8 x i32> %171, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %176 = ashr exact <8 x i32> %172, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %177 = mul nsw <8 x i32> %173, %146
  %178 = mul nsw <8 x i32> %174, %148
  %179 = mul nsw <8 x i32> %175, %150
  %180 = mul nsw <8 x i32> %176, %152
  %181 = lshr <8 x i32> %177, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %182 = lshr <8 x i32> %178, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %183 = lshr <8 x i32> %179, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %184 = lshr <8 x i32> %180, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %185 = trunc <8 x i32> %181 to <8 x i16>
  %186 = trunc <8 x i32> %182 to <8 x i16>
  %187 = trunc <8 x i32> %183 to <8 x i16>
  %188 = trunc <8 x i32> %184 to <8 x i16>
  %189 = getelementptr inbounds i16, ptr %2, i64 %156
  store <8 x i16> %185, ptr %189, align 2, !tbaa !17
  %190 = getelementptr inbounds i16, ptr %189, i64 8
  store <8 x i16> %186, ptr %190, align 2, !tbaa !17
  %191 = getelementptr inbounds i16, ptr %189, i64 16
  store <8 x i16> %187, ptr %191, align 2, !tbaa !17
  %192 = getelementptr inbounds i16, ptr %189, i64 24
  store <8 x i16> %188, ptr %192, align 2, !tbaa !17
  %193 = add nuw i64 %154, 32
  %194 = icmp eq i64 %193, %135
  br i1 %194, label %195, label %153, !llvm.loop !23

195:                                              ; preds = %153
  %196 = icmp eq i64 %65, %135
  br i1 %196, label %227, label %197

197:                                              ; preds = %195, %133
  %198 = phi i64 [ %61, %133 ], [ %136, %195 ]
  br label %199

199:                                              ; preds = %199, %197
  %200 = phi i64 [ %211, %199 ], [ %198, %197 ]
  %201 = add nsw i64 %200, %21
  %202 = getelementptr inbounds i32, ptr %1, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !15
  %204 = ashr i32 %203, %60
  %205 = shl i32 %204, 16
  %206 = ashr exact i32 %205, 16
  %207 = mul nsw i32 %206, %53
  %208 = lshr i32 %207, 15
  %209 = trunc i32 %208 to i16
  %210 = getelementptr inbounds i16, ptr %2, i64 %201
  store i16 %209, ptr %210, align 2, !tbaa !17
  %211 = add nsw i64 %200, 1
  %212 = icmp slt i64 %211, %62
  br i1 %212, label %199, label %227, !llvm.loop !24

213:                                              ; preds = %213, %131
  %214 = phi i64 [ %225, %213 ], [ %132, %131 ]
  %215 = add nsw i64 %214, %21
  %216 = getelementptr inbounds i32, ptr %1, i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !15
  %218 = shl i32 %217, %59
  %219 = shl i32 %218, 16
  %220 = ashr exact i32 %219, 16
  %221 = mul nsw i32 %220, %53
  %222 = lshr i32 %221, 15
  %223 = trunc i32 %222 to i16
  %224 = getelementptr inbounds i16, ptr %2, i64 %215
  store i16 %223, ptr %224, align 2, !tbaa !17
  %225 = add nsw i64 %214, 1
  %226 = icmp slt i64 %225, %62
  br i1 %226, label %213, label %227, !llvm.loop !25

227:                                              ; preds = %213, %199, %195, %129
  %228 = icmp eq i64 %54, %18
  br i1 %228, label %229, label %23, !llvm.loop !26

229:                                              ; preds = %227
  %230 = add nuw nsw i64 %20, 1
  %231 = icmp eq i64 %230, %17
  br i1 %231, label %232, label %19, !llvm.loop !27

232:                                              ; preds = %229
  ret void
}

declare i32 @celt_rcp(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !10, i64 24}
!6 = !{!"OpusCustomMode", !7, i64 0, !7, i64 4, !7, i64 8, !7, i64 12, !8, i64 16, !10, i64 24, !7, i64 32, !7, i64 36, !7, i64 40, !7, i64 44, !10, i64 48, !10, i64 56, !10, i64 64, !11, i64 72, !12, i64 120}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"", !7, i64 0, !7, i64 4, !8, i64 8, !10, i64 40}
!12 = !{!"", !7, i64 0, !10, i64 8, !10, i64 16, !10, i64 24}
!13 = !{!6, !7, i64 40}
!14 = !{!6, !7, i64 8}
!15 = !{!7, !7, i64 0}
!16 = !{i32 0, i32 33}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !8, i64 0}
!19 = distinct !{!19, !20, !21, !22}
!20 = !{!"llvm.loop.mustprogress"}
!21 = !{!"llvm.loop.isvectorized", i32 1}
!22 = !{!"llvm.loop.unroll.runtime.disable"}
!23 = distinct !{!23, !20, !21, !22}
!24 = distinct !{!24, !20, !22, !21}
!25 = distinct !{!25, !20, !22, !21}
!26 = distinct !{!26, !20}
!27 = distinct !{!27, !20}
