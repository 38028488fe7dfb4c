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
define dso_local void @compute_band_energies(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #1 {
  %8 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 5
  %9 = load ptr, ptr %8, align 8, !tbaa !5
  %10 = icmp sgt i32 %3, 0
  %11 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 2
  %12 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 11
  %13 = add i32 %5, 1
  br i1 %10, label %14, label %299

14:                                               ; preds = %7
  %15 = getelementptr inbounds %struct.OpusCustomMode, ptr %0, i64 0, i32 8
  %16 = load i32, ptr %15, align 8, !tbaa !13
  %17 = shl i32 %16, %5
  %18 = sext i32 %17 to i64
  %19 = tail call i32 @llvm.smax.i32(i32 %4, i32 1)
  %20 = zext i32 %19 to i64
  %21 = zext i32 %3 to i64
  br label %22

22:                                               ; preds = %296, %14
  %23 = phi i64 [ 0, %14 ], [ %297, %296 ]
  %24 = mul nsw i64 %23, %18
  %25 = trunc i64 %23 to i32
  br label %26

26:                                               ; preds = %156, %22
  %27 = phi i64 [ 0, %22 ], [ %35, %156 ]
  %28 = getelementptr inbounds i16, ptr %9, i64 %27
  %29 = load i16, ptr %28, align 2, !tbaa !14
  %30 = sext i16 %29 to i32
  %31 = shl i32 %30, %5
  %32 = sext i32 %31 to i64
  %33 = add nsw i64 %24, %32
  %34 = getelementptr inbounds i32, ptr %1, i64 %33
  %35 = add nuw nsw i64 %27, 1
  %36 = getelementptr inbounds i16, ptr %9, i64 %35
  %37 = load i16, ptr %36, align 2, !tbaa !14
  %38 = sext i16 %37 to i32
  %39 = sub nsw i32 %38, %30
  %40 = shl i32 %39, %5
  %41 = icmp sgt i32 %40, 0
  br i1 %41, label %42, label %99

42:                                               ; preds = %26
  %43 = zext i32 %40 to i64
  %44 = icmp ult i32 %40, 32
  br i1 %44, label %85, label %45

45:                                               ; preds = %42
  %46 = and i64 %43, 4294967264
  br label %47

47:                                               ; preds = %47, %45
  %48 = phi i64 [ 0, %45 ], [ %73, %47 ]
  %49 = phi <8 x i32> [ zeroinitializer, %45 ], [ %69, %47 ]
  %50 = phi <8 x i32> [ zeroinitializer, %45 ], [ %70, %47 ]
  %51 = phi <8 x i32> [ zeroinitializer, %45 ], [ %71, %47 ]
  %52 = phi <8 x i32> [ zeroinitializer, %45 ], [ %72, %47 ]
  %53 = phi <8 x i32> [ zeroinitializer, %45 ], [ %65, %47 ]
  %54 = phi <8 x i32> [ zeroinitializer, %45 ], [ %66, %47 ]
  %55 = phi <8 x i32> [ zeroinitializer, %45 ], [ %67, %47 ]
  %56 = phi <8 x i32> [ zeroinitializer, %45 ], [ %68, %47 ]
  %57 = getelementptr inbounds i32, ptr %34, i64 %48
  %58 = load <8 x i32>, ptr %57, align 4, !tbaa !16
  %59 = getelementptr inbounds i32, ptr %57, i64 8
  %60 = load <8 x i32>, ptr %59, align 4, !tbaa !16
  %61 = getelementptr inbounds i32, ptr %57, i64 16
  %62 = load <8 x i32>, ptr %61, align 4, !tbaa !16
  %63 = getelementptr inbounds i32, ptr %57, i64 24
  %64 = load <8 x i32>, ptr %63, align 4, !tbaa !16
  %65 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %53, <8 x i32> %58)
  %66 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %54, <8 x i32> %60)
  %67 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %55, <8 x i32> %62)
  %68 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %56, <8 x i32> %64)
  %69 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %49, <8 x i32> %58)
  %70 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %50, <8 x i32> %60)
  %71 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %51, <8 x i32> %62)
  %72 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %52, <8 x i32> %64)
  %73 = add nuw i64 %48, 32
  %74 = icmp eq i64 %73, %46
  br i1 %74, label %75, label %47, !llvm.loop !17

75:                                               ; preds = %47
  %76 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %65, <8 x i32> %66)
  %77 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %76, <8 x i32> %67)
  %78 = tail call <8 x i32> @llvm.smax.v8i32(<8 x i32> %77, <8 x i32> %68)
  %79 = tail call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %78)
  %80 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %69, <8 x i32> %70)
  %81 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %80, <8 x i32> %71)
  %82 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %81, <8 x i32> %72)
  %83 = tail call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %82)
  %84 = icmp eq i64 %46, %43
  br i1 %84, label %99, label %85

85:                                               ; preds = %75, %42
  %86 = phi i64 [ 0, %42 ], [ %46, %75 ]
  %87 = phi i32 [ 0, %42 ], [ %83, %75 ]
  %88 = phi i32 [ 0, %42 ], [ %79, %75 ]
  br label %89

89:                                               ; preds = %89, %85
  %90 = phi i64 [ %97, %89 ], [ %86, %85 ]
  %91 = phi i32 [ %96, %89 ], [ %87, %85 ]
  %92 = phi i32 [ %95, %89 ], [ %88, %85 ]
  %93 = getelementptr inbounds i32, ptr %34, i64 %90
  %94 = load i32, ptr %93, align 4, !tbaa !16
  %95 = tail call i32 @llvm.smax.i32(i32 %92, i32 %94)
  %96 = tail call i32 @llvm.smin.i32(i32 %91, i32 %94)
  %97 = add nuw nsw i64 %90, 1
  %98 = icmp eq i64 %97, %43
  br i1 %98, label %99, label %89, !llvm.loop !21

99:                                               ; preds = %89, %75, %26
  %100 = phi i32 [ 0, %26 ], [ %79, %75 ], [ %95, %89 ]
  %101 = phi i32 [ 0, %26 ], [ %83, %75 ], [ %96, %89 ]
  %102 = sub nsw i32 0, %101
  %103 = tail call i32 @llvm.smax.i32(i32 %100, i32 %102)
  %104 = icmp sgt i32 %103, 0
  br i1 %104, label %105, label %156

105:                                              ; preds = %99
  %106 = tail call i32 @llvm.ctlz.i32(i32 %103, i1 true), !range !22
  %107 = sub nsw i32 17, %106
  %108 = load ptr, ptr %12, align 8, !tbaa !23
  %109 = getelementptr inbounds i16, ptr %108, i64 %27
  %110 = load i16, ptr %109, align 2, !tbaa !14
  %111 = ashr i16 %110, 3
  %112 = sext i16 %111 to i32
  %113 = add i32 %13, %112
  %114 = ashr i32 %113, 1
  %115 = add nsw i32 %114, %107
  %116 = icmp sgt i32 %115, 0
  br i1 %116, label %165, label %230

117:                                              ; preds = %293, %117
  %118 = phi i64 [ %128, %117 ], [ %294, %293 ]
  %119 = phi i32 [ %127, %117 ], [ %295, %293 ]
  %120 = add nsw i64 %118, %24
  %121 = getelementptr inbounds i32, ptr %1, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !16
  %123 = shl i32 %122, %231
  %124 = shl i32 %123, 16
  %125 = ashr exact i32 %124, 16
  %126 = mul nsw i32 %125, %125
  %127 = add nuw nsw i32 %126, %119
  %128 = add nsw i64 %118, 1
  %129 = icmp slt i64 %128, %233
  br i1 %129, label %117, label %143, !llvm.loop !24

130:                                              ; preds = %227, %130
  %131 = phi i64 [ %141, %130 ], [ %228, %227 ]
  %132 = phi i32 [ %140, %130 ], [ %229, %227 ]
  %133 = add nsw i64 %131, %24
  %134 = getelementptr inbounds i32, ptr %1, i64 %133
  %135 = load i32, ptr %134, align 4, !tbaa !16
  %136 = ashr i32 %135, %115
  %137 = shl i32 %136, 16
  %138 = ashr exact i32 %137, 16
  %139 = mul nsw i32 %138, %138
  %140 = add nuw nsw i32 %139, %132
  %141 = add nsw i64 %131, 1
  %142 = icmp slt i64 %141, %167
  br i1 %142, label %130, label %143, !llvm.loop !25

143:                                              ; preds = %287, %221, %130, %117
  %144 = phi i32 [ %225, %221 ], [ %291, %287 ], [ %140, %130 ], [ %127, %117 ]
  %145 = icmp slt i32 %115, 0
  br i1 %145, label %149, label %146

146:                                              ; preds = %143
  %147 = tail call i32 @celt_sqrt(i32 noundef %144) #4
  %148 = shl i32 %147, %115
  br label %153

149:                                              ; preds = %143
  %150 = sub nsw i32 0, %115
  %151 = tail call i32 @celt_sqrt(i32 noundef %144) #4
  %152 = ashr i32 %151, %150
  br label %153

153:                                              ; preds = %149, %146
  %154 = phi i32 [ %152, %149 ], [ %148, %146 ]
  %155 = add nsw i32 %154, 1
  br label %156

156:                                              ; preds = %153, %99
  %157 = phi i32 [ %155, %153 ], [ 1, %99 ]
  %158 = load i32, ptr %11, align 8, !tbaa !26
  %159 = mul nsw i32 %158, %25
  %160 = trunc i64 %27 to i32
  %161 = add nsw i32 %159, %160
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds i32, ptr %2, i64 %162
  store i32 %157, ptr %163, align 4, !tbaa !16
  %164 = icmp eq i64 %35, %21
  br i1 %164, label %296, label %26, !llvm.loop !27

165:                                              ; preds = %105
  %166 = shl i32 %38, %5
  %167 = sext i32 %166 to i64
  %168 = add nsw i64 %32, 1
  %169 = tail call i64 @llvm.smax.i64(i64 %168, i64 %167)
  %170 = sub i64 %169, %32
  %171 = icmp ult i64 %170, 32
  br i1 %171, label %227, label %172

172:                                              ; preds = %165
  %173 = and i64 %170, -32
  %174 = add i64 %173, %32
  %175 = insertelement <8 x i32> poison, i32 %115, i64 0
  %176 = shufflevector <8 x i32> %175, <8 x i32> poison, <8 x i32> zeroinitializer
  %177 = insertelement <8 x i32> poison, i32 %115, i64 0
  %178 = shufflevector <8 x i32> %177, <8 x i32> poison, <8 x i32> zeroinitializer
  %179 = insertelement <8 x i32> poison, i32 %115, i64 0
  %180 = shufflevector <8 x i32> %179, <8 x i32> poison, <8 x i32> zeroinitializer
  %181 = insertelement <8 x i32> poison, i32 %115, i64 0
  %182 = shufflevector <8 x i32> %181, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %183

183:                                              ; preds = %183, %172
  %184 = phi i64 [ 0, %172 ], [ %219, %183 ]
  %185 = phi <8 x i32> [ zeroinitializer, %172 ], [ %215, %183 ]
  %186 = phi <8 x i32> [ zeroinitializer, %172 ], [ %216, %183 ]
  %187 = phi <8 x i32> [ zeroinitializer, %172 ], [ %217, %183 ]
  %188 = phi <8 x i32> [ zeroinitializer, %172 ], [ %218, %183 ]
  %189 = add i64 %184, %32
  %190 = add nsw i64 %189, %24
  %191 = getelementptr inbounds i32, ptr %1, i64 %190
  %192 = load <8 x i32>, ptr %191, align 4, !tbaa !16
  %193 = getelementptr inbounds i32, ptr %191, i64 8
  %194 = load <8 x i32>, ptr %193, align 4, !tbaa !16
  %195 = getelementptr inbounds i32, ptr %191, i64 16
  %196 = load <8 x i32>, ptr %195, align 4, !tbaa !16
  %197 = getelementptr inbounds i32, ptr %191, i64 24
  %198 = load <8 x i32>, ptr %197, align 4, !tbaa !16
  %199 = ashr <8 x i32> %192, %176
  %200 = ashr <8 x i32> %194, %178
  %201 = ashr <8 x i32> %196, %180
  %202 = ashr <8 x i32> %198, %182
  %203 = shl <8 x i32> %199, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %204 = shl <8 x i32> %200, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %205 = shl <8 x i32> %201, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %206 = shl <8 x i32> %202, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %207 = ashr exact <8 x i32> %203, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %208 = ashr exact <8 x i32> %204, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %209 = ashr exact <8 x i32> %205, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %210 = ashr exact <8 x i32> %206, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %211 = mul nsw <8 x i32> %207, %207
  %212 = mul nsw <8 x i32> %208, %208
  %213 = mul nsw <8 x i32> %209, %209
  %214 = mul nsw <8 x i32> %210, %210
  %215 = add <8 x i32> %211, %185
  %216 = add <8 x i32> %212, %186
  %217 = add <8 x i32> %213, %187
  %218 = add <8 x i32> %214, %188
  %219 = add nuw i64 %184, 32
  %220 = icmp eq i64 %219, %173
  br i1 %220, label %221, label %183, !llvm.loop !28

221:                                              ; preds = %183
  %222 = add <8 x i32> %216, %215
  %223 = add <8 x i32> %217, %222
  %224 = add <8 x i32> %218, %223
  %225 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %224)
  %226 = icmp eq i64 %170, %173
  br i1 %226, label %143, label %227

227:                                              ; preds = %221, %165
  %228 = phi i64 [ %32, %165 ], [ %174, %221 ]
  %229 = phi i32 [ 0, %165 ], [ %225, %221 ]
  br label %130

230:                                              ; preds = %105
  %231 = sub nsw i32 0, %115
  %232 = shl i32 %38, %5
  %233 = sext i32 %232 to i64
  %234 = add nsw i64 %32, 1
  %235 = tail call i64 @llvm.smax.i64(i64 %234, i64 %233)
  %236 = sub i64 %235, %32
  %237 = icmp ult i64 %236, 32
  br i1 %237, label %293, label %238

238:                                              ; preds = %230
  %239 = and i64 %236, -32
  %240 = add i64 %239, %32
  %241 = insertelement <8 x i32> poison, i32 %231, i64 0
  %242 = shufflevector <8 x i32> %241, <8 x i32> poison, <8 x i32> zeroinitializer
  %243 = insertelement <8 x i32> poison, i32 %231, i64 0
  %244 = shufflevector <8 x i32> %243, <8 x i32> poison, <8 x i32> zeroinitializer
  %245 = insertelement <8 x i32> poison, i32 %231, i64 0
  %246 = shufflevector <8 x i32> %245, <8 x i32> poison, <8 x i32> zeroinitializer
  %247 = insertelement <8 x i32> poison, i32 %231, i64 0
  %248 = shufflevector <8 x i32> %247, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %249

249:                                              ; preds = %249, %238
  %250 = phi i64 [ 0, %238 ], [ %285, %249 ]
  %251 = phi <8 x i32> [ zeroinitializer, %238 ], [ %281, %249 ]
  %252 = phi <8 x i32> [ zeroinitializer, %238 ], [ %282, %249 ]
  %253 = phi <8 x i32> [ zeroinitializer, %238 ], [ %283, %249 ]
  %254 = phi <8 x i32> [ zeroinitializer, %238 ], [ %284, %249 ]
  %255 = add i64 %250, %32
  %256 = add nsw i64 %255, %24
  %257 = getelementptr inbounds i32, ptr %1, i64 %256
  %258 = load <8 x i32>, ptr %257, align 4, !tbaa !16
  %259 = getelementptr inbounds i32, ptr %257, i64 8
  %260 = load <8 x i32>, ptr %259, align 4, !tbaa !16
  %261 = getelementptr inbounds i32, ptr %257, i64 16
  %262 = load <8 x i32>, ptr %261, align 4, !tbaa !16
  %263 = getelementptr inbounds i32, ptr %257, i64 24
  %264 = load <8 x i32>, ptr %263, align 4, !tbaa !16
  %265 = shl <8 x i32> %258, %242
  %266 = shl <8 x i32> %260, %244
  %267 = shl <8 x i32> %262, %246
  %268 = shl <8 x i32> %264, %248
  %269 = shl <8 x i32> %265, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %270 = shl <8 x i32> %266, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %271 = shl <8 x i32> %267, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %272 = shl <8 x i32> %268, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %273 = ashr exact <8 x i32> %269, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %274 = ashr exact <8 x i32> %270, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %275 = ashr exact <8 x i32> %271, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %276 = ashr exact <8 x i32> %272, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %277 = mul nsw <8 x i32> %273, %273
  %278 = mul nsw <8 x i32> %274, %274
  %279 = mul nsw <8 x i32> %275, %275
  %280 = mul nsw <8 x i32> %276, %276
  %281 = add <8 x i32> %277, %251
  %282 = add <8 x i32> %278, %252
  %283 = add <8 x i32> %279, %253
  %284 = add <8 x i32> %280, %254
  %285 = add nuw i64 %250, 32
  %286 = icmp eq i64 %285, %239
  br i1 %286, label %287, label %249, !llvm.loop !29

287:                                              ; preds = %249
  %288 = add <8 x i32> %282, %281
  %289 = add <8 x i32> %283, %288
  %290 = add <8 x i32> %284, %289
  %291 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %290)
  %292 = icmp eq i64 %236, %239
  br i1 %292, label %143, label %293

293:                                              ; preds = %287, %230
  %294 = phi i64 [ %32, %230 ], [ %240, %287 ]
  %295 = phi i32 [ 0, %230 ], [ %291, %287 ]
  br label %117

296:                                              ; preds = %156
  %297 = add nuw nsw i64 %23, 1
  %298 = icmp eq i64 %297, %20
  br i1 %298, label %299, label %22, !llvm.loop !30

299:                                              ; preds = %296, %7
  ret void
}

declare i32 @celt_sqrt(i32 noundef) local_unnamed_addr #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #0

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #3

attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nounwind }

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
!14 = !{!15, !15, i64 0}
!15 = !{!"short", !8, i64 0}
!16 = !{!7, !7, i64 0}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !20, !19}
!22 = !{i32 0, i32 33}
!23 = !{!6, !10, i64 56}
!24 = distinct !{!24, !18, !20, !19}
!25 = distinct !{!25, !18, !20, !19}
!26 = !{!6, !7, i64 8}
!27 = distinct !{!27, !18}
!28 = distinct !{!28, !18, !19, !20}
!29 = distinct !{!29, !18, !19, !20}
!30 = distinct !{!30, !18}
