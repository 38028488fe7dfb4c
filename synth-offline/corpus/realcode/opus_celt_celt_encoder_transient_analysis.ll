; ModuleID = 'vecscan/opus_celt_celt_encoder.ll'
source_filename = "src/opus-1.3.1/celt/celt_encoder.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@transient_analysis.inv_table = external hidden unnamed_addr constant [128 x i8], align 16

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #0

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

; Function Attrs: nounwind uwtable
define hidden fastcc i32 @transient_analysis(ptr noalias nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, i32 noundef %5, ptr nocapture noundef writeonly %6) unnamed_addr #2 {
  %8 = zext i32 %1 to i64
  %9 = alloca i16, i64 %8, align 16
  store i32 0, ptr %6, align 4, !tbaa !5
  %10 = icmp ne i32 %5, 0
  %11 = select i1 %10, i32 5, i32 4
  %12 = icmp sgt i32 %2, 0
  br i1 %12, label %13, label %1028

13:                                               ; preds = %7
  %14 = sdiv i32 %1, 2
  %15 = icmp sgt i32 %1, 0
  %16 = icmp slt i32 %1, 1
  %17 = icmp sgt i32 %1, 1
  %18 = shl nuw nsw i32 1, %11
  %19 = lshr exact i32 %18, 1
  %20 = shl i32 %14, 15
  %21 = ashr i32 %20, 16
  %22 = shl i32 %14, 20
  %23 = add nsw i32 %14, -5
  %24 = icmp sgt i32 %1, 35
  %25 = mul i32 %14, 6
  %26 = add i32 %25, -102
  %27 = zext i32 %14 to i64
  %28 = sext i32 %23 to i64
  %29 = sext i32 %1 to i64
  %30 = zext i32 %2 to i64
  %31 = tail call i64 @llvm.smax.i64(i64 %28, i64 16)
  %32 = add nsw i64 %31, -13
  %33 = lshr i64 %32, 2
  %34 = add nuw nsw i64 %33, 1
  %35 = and i64 %8, 1
  %36 = icmp eq i32 %1, 1
  %37 = and i64 %8, 4294967294
  %38 = icmp eq i64 %35, 0
  %39 = and i64 %8, 3
  %40 = icmp ult i32 %1, 4
  %41 = and i64 %8, 4294967292
  %42 = icmp eq i64 %39, 0
  %43 = and i64 %8, 3
  %44 = icmp ult i32 %1, 4
  %45 = and i64 %8, 4294967292
  %46 = icmp eq i64 %43, 0
  %47 = icmp ult i32 %1, 8
  %48 = icmp ult i32 %1, 64
  %49 = and i64 %8, 4294967232
  %50 = icmp eq i64 %49, %8
  %51 = and i64 %8, 56
  %52 = icmp eq i64 %51, 0
  %53 = and i64 %8, 4294967288
  %54 = icmp eq i64 %53, %8
  %55 = and i64 %27, 1
  %56 = and i32 %1, -2
  %57 = icmp eq i32 %56, 2
  %58 = and i64 %27, 4294967294
  %59 = icmp eq i64 %55, 0
  %60 = icmp ult i64 %32, 128
  %61 = and i64 %34, 31
  %62 = icmp eq i64 %61, 0
  %63 = select i1 %62, i64 32, i64 %61
  %64 = sub nsw i64 %34, %63
  %65 = shl i64 %64, 2
  %66 = add i64 %65, 12
  br label %67

67:                                               ; preds = %1017, %13
  %68 = phi i64 [ 0, %13 ], [ %1019, %1017 ]
  %69 = phi i32 [ 0, %13 ], [ %1018, %1017 ]
  br i1 %15, label %71, label %70

70:                                               ; preds = %67
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  br label %276

71:                                               ; preds = %67
  %72 = mul nsw i64 %68, %29
  br i1 %36, label %120, label %73

73:                                               ; preds = %113, %71
  %74 = phi i64 [ %117, %113 ], [ 0, %71 ]
  %75 = phi i32 [ %105, %113 ], [ 0, %71 ]
  %76 = phi i32 [ %107, %113 ], [ 0, %71 ]
  %77 = phi i64 [ %118, %113 ], [ 0, %71 ]
  %78 = add nsw i64 %74, %72
  %79 = getelementptr inbounds i32, ptr %0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = ashr i32 %80, 12
  %82 = add nsw i32 %81, %75
  %83 = add nsw i32 %82, %76
  %84 = shl nsw i32 %81, 1
  %85 = sub i32 %83, %84
  %86 = ashr i32 %82, 1
  %87 = icmp sgt i32 %82, 131069
  br i1 %87, label %92, label %88

88:                                               ; preds = %73
  %89 = add nsw i32 %82, 2
  %90 = ashr i32 %89, 2
  %91 = tail call i32 @llvm.smax.i32(i32 %90, i32 -32767)
  br label %92

92:                                               ; preds = %88, %73
  %93 = phi i32 [ %91, %88 ], [ 32767, %73 ]
  %94 = trunc i32 %93 to i16
  %95 = getelementptr inbounds i16, ptr %9, i64 %74
  store i16 %94, ptr %95, align 4, !tbaa !9
  %96 = or i64 %74, 1
  %97 = add nsw i64 %96, %72
  %98 = getelementptr inbounds i32, ptr %0, i64 %97
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = ashr i32 %99, 12
  %101 = add nsw i32 %100, %85
  %102 = shl nsw i32 %100, 1
  %103 = add i32 %81, %101
  %104 = add nsw i32 %86, %102
  %105 = sub i32 %103, %104
  %106 = ashr i32 %101, 1
  %107 = sub nsw i32 %100, %106
  %108 = icmp sgt i32 %101, 131069
  br i1 %108, label %113, label %109

109:                                              ; preds = %92
  %110 = add nsw i32 %101, 2
  %111 = ashr i32 %110, 2
  %112 = tail call i32 @llvm.smax.i32(i32 %111, i32 -32767)
  br label %113

113:                                              ; preds = %109, %92
  %114 = phi i32 [ %112, %109 ], [ 32767, %92 ]
  %115 = trunc i32 %114 to i16
  %116 = getelementptr inbounds i16, ptr %9, i64 %96
  store i16 %115, ptr %116, align 2, !tbaa !9
  %117 = add nuw nsw i64 %74, 2
  %118 = add i64 %77, 2
  %119 = icmp eq i64 %118, %37
  br i1 %119, label %120, label %73, !llvm.loop !11

120:                                              ; preds = %113, %71
  %121 = phi i64 [ 0, %71 ], [ %117, %113 ]
  %122 = phi i32 [ 0, %71 ], [ %105, %113 ]
  br i1 %38, label %138, label %123

123:                                              ; preds = %120
  %124 = add nsw i64 %121, %72
  %125 = getelementptr inbounds i32, ptr %0, i64 %124
  %126 = load i32, ptr %125, align 4, !tbaa !5
  %127 = ashr i32 %126, 12
  %128 = add nsw i32 %127, %122
  %129 = icmp sgt i32 %128, 131069
  br i1 %129, label %134, label %130

130:                                              ; preds = %123
  %131 = add nsw i32 %128, 2
  %132 = ashr i32 %131, 2
  %133 = tail call i32 @llvm.smax.i32(i32 %132, i32 -32767)
  br label %134

134:                                              ; preds = %130, %123
  %135 = phi i32 [ %133, %130 ], [ 32767, %123 ]
  %136 = trunc i32 %135 to i16
  %137 = getelementptr inbounds i16, ptr %9, i64 %121
  store i16 %136, ptr %137, align 2, !tbaa !9
  br label %138

138:                                              ; preds = %134, %120
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  br i1 %15, label %139, label %276

139:                                              ; preds = %138
  br i1 %40, label %179, label %140

140:                                              ; preds = %140, %139
  %141 = phi i64 [ %176, %140 ], [ 0, %139 ]
  %142 = phi i16 [ %175, %140 ], [ 0, %139 ]
  %143 = phi i16 [ %174, %140 ], [ 0, %139 ]
  %144 = phi i64 [ %177, %140 ], [ 0, %139 ]
  %145 = zext i16 %143 to i32
  %146 = getelementptr inbounds i16, ptr %9, i64 %141
  %147 = load i16, ptr %146, align 8, !tbaa !9
  %148 = sext i16 %147 to i32
  %149 = icmp sgt i32 %145, %148
  %150 = select i1 %149, i16 %143, i16 %147
  %151 = tail call i16 @llvm.smin.i16(i16 %142, i16 %147)
  %152 = or i64 %141, 1
  %153 = zext i16 %150 to i32
  %154 = getelementptr inbounds i16, ptr %9, i64 %152
  %155 = load i16, ptr %154, align 2, !tbaa !9
  %156 = sext i16 %155 to i32
  %157 = icmp sgt i32 %153, %156
  %158 = select i1 %157, i16 %150, i16 %155
  %159 = tail call i16 @llvm.smin.i16(i16 %151, i16 %155)
  %160 = or i64 %141, 2
  %161 = zext i16 %158 to i32
  %162 = getelementptr inbounds i16, ptr %9, i64 %160
  %163 = load i16, ptr %162, align 4, !tbaa !9
  %164 = sext i16 %163 to i32
  %165 = icmp sgt i32 %161, %164
  %166 = select i1 %165, i16 %158, i16 %163
  %167 = tail call i16 @llvm.smin.i16(i16 %159, i16 %163)
  %168 = or i64 %141, 3
  %169 = zext i16 %166 to i32
  %170 = getelementptr inbounds i16, ptr %9, i64 %168
  %171 = load i16, ptr %170, align 2, !tbaa !9
  %172 = sext i16 %171 to i32
  %173 = icmp sgt i32 %169, %172
  %174 = select i1 %173, i16 %166, i16 %171
  %175 = tail call i16 @llvm.smin.i16(i16 %167, i16 %171)
  %176 = add nuw nsw i64 %141, 4
  %177 = add i64 %144, 4
  %178 = icmp eq i64 %177, %41
  br i1 %178, label %179, label %140, !llvm.loop !13

179:                                              ; preds = %140, %139
  %180 = phi i16 [ undef, %139 ], [ %174, %140 ]
  %181 = phi i16 [ undef, %139 ], [ %175, %140 ]
  %182 = phi i64 [ 0, %139 ], [ %176, %140 ]
  %183 = phi i16 [ 0, %139 ], [ %175, %140 ]
  %184 = phi i16 [ 0, %139 ], [ %174, %140 ]
  br i1 %42, label %200, label %185

185:                                              ; preds = %185, %179
  %186 = phi i64 [ %197, %185 ], [ %182, %179 ]
  %187 = phi i16 [ %196, %185 ], [ %183, %179 ]
  %188 = phi i16 [ %195, %185 ], [ %184, %179 ]
  %189 = phi i64 [ %198, %185 ], [ 0, %179 ]
  %190 = zext i16 %188 to i32
  %191 = getelementptr inbounds i16, ptr %9, i64 %186
  %192 = load i16, ptr %191, align 2, !tbaa !9
  %193 = sext i16 %192 to i32
  %194 = icmp sgt i32 %190, %193
  %195 = select i1 %194, i16 %188, i16 %192
  %196 = tail call i16 @llvm.smin.i16(i16 %187, i16 %192)
  %197 = add nuw nsw i64 %186, 1
  %198 = add i64 %189, 1
  %199 = icmp eq i64 %198, %39
  br i1 %199, label %200, label %185, !llvm.loop !14

200:                                              ; preds = %185, %179
  %201 = phi i16 [ %180, %179 ], [ %195, %185 ]
  %202 = phi i16 [ %181, %179 ], [ %196, %185 ]
  %203 = zext i16 %201 to i32
  %204 = sext i16 %202 to i32
  %205 = sub nsw i32 0, %204
  %206 = tail call i32 @llvm.smax.i32(i32 %203, i32 %205)
  %207 = icmp eq i32 %206, 0
  br i1 %207, label %276, label %208

208:                                              ; preds = %200
  br i1 %44, label %248, label %209

209:                                              ; preds = %209, %208
  %210 = phi i64 [ %245, %209 ], [ 0, %208 ]
  %211 = phi i16 [ %244, %209 ], [ 0, %208 ]
  %212 = phi i16 [ %243, %209 ], [ 0, %208 ]
  %213 = phi i64 [ %246, %209 ], [ 0, %208 ]
  %214 = zext i16 %212 to i32
  %215 = getelementptr inbounds i16, ptr %9, i64 %210
  %216 = load i16, ptr %215, align 8, !tbaa !9
  %217 = sext i16 %216 to i32
  %218 = icmp sgt i32 %214, %217
  %219 = select i1 %218, i16 %212, i16 %216
  %220 = tail call i16 @llvm.smin.i16(i16 %211, i16 %216)
  %221 = or i64 %210, 1
  %222 = zext i16 %219 to i32
  %223 = getelementptr inbounds i16, ptr %9, i64 %221
  %224 = load i16, ptr %223, align 2, !tbaa !9
  %225 = sext i16 %224 to i32
  %226 = icmp sgt i32 %222, %225
  %227 = select i1 %226, i16 %219, i16 %224
  %228 = tail call i16 @llvm.smin.i16(i16 %220, i16 %224)
  %229 = or i64 %210, 2
  %230 = zext i16 %227 to i32
  %231 = getelementptr inbounds i16, ptr %9, i64 %229
  %232 = load i16, ptr %231, align 4, !tbaa !9
  %233 = sext i16 %232 to i32
  %234 = icmp sgt i32 %230, %233
  %235 = select i1 %234, i16 %227, i16 %232
  %236 = tail call i16 @llvm.smin.i16(i16 %228, i16 %232)
  %237 = or i64 %210, 3
  %238 = zext i16 %235 to i32
  %239 = getelementptr inbounds i16, ptr %9, i64 %237
  %240 = load i16, ptr %239, align 2, !tbaa !9
  %241 = sext i16 %240 to i32
  %242 = icmp sgt i32 %238, %241
  %243 = select i1 %242, i16 %235, i16 %240
  %244 = tail call i16 @llvm.smin.i16(i16 %236, i16 %240)
  %245 = add nuw nsw i64 %210, 4
  %246 = add i64 %213, 4
  %247 = icmp eq i64 %246, %45
  br i1 %247, label %248, label %209, !llvm.loop !13

248:                                              ; preds = %209, %208
  %249 = phi i16 [ undef, %208 ], [ %243, %209 ]
  %250 = phi i16 [ undef, %208 ], [ %244, %209 ]
  %251 = phi i64 [ 0, %208 ], [ %245, %209 ]
  %252 = phi i16 [ 0, %208 ], [ %244, %209 ]
  %253 = phi i16 [ 0, %208 ], [ %243, %209 ]
  br i1 %46, label %269, label %254

254:                                              ; preds = %254, %248
  %255 = phi i64 [ %266, %254 ], [ %251, %248 ]
  %256 = phi i16 [ %265, %254 ], [ %252, %248 ]
  %257 = phi i16 [ %264, %254 ], [ %253, %248 ]
  %258 = phi i64 [ %267, %254 ], [ 0, %248 ]
  %259 = zext i16 %257 to i32
  %260 = getelementptr inbounds i16, ptr %9, i64 %255
  %261 = load i16, ptr %260, align 2, !tbaa !9
  %262 = sext i16 %261 to i32
  %263 = icmp sgt i32 %259, %262
  %264 = select i1 %263, i16 %257, i16 %261
  %265 = tail call i16 @llvm.smin.i16(i16 %256, i16 %261)
  %266 = add nuw nsw i64 %255, 1
  %267 = add i64 %258, 1
  %268 = icmp eq i64 %267, %43
  br i1 %268, label %269, label %254, !llvm.loop !16

269:                                              ; preds = %254, %248
  %270 = phi i16 [ %249, %248 ], [ %264, %254 ]
  %271 = phi i16 [ %250, %248 ], [ %265, %254 ]
  %272 = sext i16 %271 to i32
  %273 = zext i16 %270 to i32
  %274 = sub nsw i32 0, %272
  %275 = tail call i32 @llvm.smax.i32(i32 %273, i32 %274)
  br label %276

276:                                              ; preds = %269, %200, %138, %70
  %277 = phi i32 [ %275, %269 ], [ 1, %200 ], [ 1, %138 ], [ 1, %70 ]
  %278 = tail call i32 @llvm.ctlz.i32(i32 %277, i1 true), !range !17
  %279 = trunc i32 %278 to i16
  %280 = xor i16 %279, 31
  %281 = zext i16 %280 to i32
  %282 = sub nsw i32 14, %281
  %283 = icmp eq i16 %280, 14
  %284 = or i1 %283, %16
  br i1 %284, label %347, label %285

285:                                              ; preds = %276
  br i1 %47, label %336, label %286

286:                                              ; preds = %285
  br i1 %48, label %322, label %287

287:                                              ; preds = %286
  %288 = insertelement <16 x i32> poison, i32 %282, i64 0
  %289 = shufflevector <16 x i32> %288, <16 x i32> poison, <16 x i32> zeroinitializer
  %290 = insertelement <16 x i32> poison, i32 %282, i64 0
  %291 = shufflevector <16 x i32> %290, <16 x i32> poison, <16 x i32> zeroinitializer
  %292 = insertelement <16 x i32> poison, i32 %282, i64 0
  %293 = shufflevector <16 x i32> %292, <16 x i32> poison, <16 x i32> zeroinitializer
  %294 = insertelement <16 x i32> poison, i32 %282, i64 0
  %295 = shufflevector <16 x i32> %294, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %296

296:                                              ; preds = %296, %287
  %297 = phi i64 [ 0, %287 ], [ %318, %296 ]
  %298 = getelementptr inbounds i16, ptr %9, i64 %297
  %299 = load <16 x i16>, ptr %298, align 16, !tbaa !9
  %300 = getelementptr inbounds i16, ptr %298, i64 16
  %301 = load <16 x i16>, ptr %300, align 16, !tbaa !9
  %302 = getelementptr inbounds i16, ptr %298, i64 32
  %303 = load <16 x i16>, ptr %302, align 16, !tbaa !9
  %304 = getelementptr inbounds i16, ptr %298, i64 48
  %305 = load <16 x i16>, ptr %304, align 16, !tbaa !9
  %306 = zext <16 x i16> %299 to <16 x i32>
  %307 = zext <16 x i16> %301 to <16 x i32>
  %308 = zext <16 x i16> %303 to <16 x i32>
  %309 = zext <16 x i16> %305 to <16 x i32>
  %310 = shl <16 x i32> %306, %289
  %311 = shl <16 x i32> %307, %291
  %312 = shl <16 x i32> %308, %293
  %313 = shl <16 x i32> %309, %295
  %314 = trunc <16 x i32> %310 to <16 x i16>
  %315 = trunc <16 x i32> %311 to <16 x i16>
  %316 = trunc <16 x i32> %312 to <16 x i16>
  %317 = trunc <16 x i32> %313 to <16 x i16>
  store <16 x i16> %314, ptr %298, align 16, !tbaa !9
  store <16 x i16> %315, ptr %300, align 16, !tbaa !9
  store <16 x i16> %316, ptr %302, align 16, !tbaa !9
  store <16 x i16> %317, ptr %304, align 16, !tbaa !9
  %318 = add nuw i64 %297, 64
  %319 = icmp eq i64 %318, %49
  br i1 %319, label %320, label %296, !llvm.loop !18

320:                                              ; preds = %296
  br i1 %50, label %347, label %321

321:                                              ; preds = %320
  br i1 %52, label %336, label %322

322:                                              ; preds = %321, %286
  %323 = phi i64 [ %49, %321 ], [ 0, %286 ]
  %324 = insertelement <8 x i32> poison, i32 %282, i64 0
  %325 = shufflevector <8 x i32> %324, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %326

326:                                              ; preds = %326, %322
  %327 = phi i64 [ %323, %322 ], [ %333, %326 ]
  %328 = getelementptr inbounds i16, ptr %9, i64 %327
  %329 = load <8 x i16>, ptr %328, align 16, !tbaa !9
  %330 = zext <8 x i16> %329 to <8 x i32>
  %331 = shl <8 x i32> %330, %325
  %332 = trunc <8 x i32> %331 to <8 x i16>
  store <8 x i16> %332, ptr %328, align 16, !tbaa !9
  %333 = add nuw i64 %327, 8
  %334 = icmp eq i64 %333, %53
  br i1 %334, label %335, label %326, !llvm.loop !21

335:                                              ; preds = %326
  br i1 %54, label %347, label %336

336:                                              ; preds = %335, %321, %285
  %337 = phi i64 [ 0, %285 ], [ %49, %321 ], [ %53, %335 ]
  br label %338

338:                                              ; preds = %338, %336
  %339 = phi i64 [ %345, %338 ], [ %337, %336 ]
  %340 = getelementptr inbounds i16, ptr %9, i64 %339
  %341 = load i16, ptr %340, align 2, !tbaa !9
  %342 = zext i16 %341 to i32
  %343 = shl i32 %342, %282
  %344 = trunc i32 %343 to i16
  store i16 %344, ptr %340, align 2, !tbaa !9
  %345 = add nuw nsw i64 %339, 1
  %346 = icmp eq i64 %345, %8
  br i1 %346, label %347, label %338, !llvm.loop !22

347:                                              ; preds = %338, %335, %320, %276
  br i1 %17, label %348, label %449

348:                                              ; preds = %347
  br i1 %57, label %349, label %377

349:                                              ; preds = %377, %348
  %350 = phi i32 [ undef, %348 ], [ %418, %377 ]
  %351 = phi i64 [ 0, %348 ], [ %427, %377 ]
  %352 = phi i32 [ 0, %348 ], [ %426, %377 ]
  %353 = phi i32 [ 0, %348 ], [ %418, %377 ]
  br i1 %59, label %375, label %354

354:                                              ; preds = %349
  %355 = shl nuw nsw i64 %351, 1
  %356 = getelementptr inbounds i16, ptr %9, i64 %355
  %357 = load i16, ptr %356, align 4, !tbaa !9
  %358 = sext i16 %357 to i32
  %359 = mul nsw i32 %358, %358
  %360 = or i64 %355, 1
  %361 = getelementptr inbounds i16, ptr %9, i64 %360
  %362 = load i16, ptr %361, align 2, !tbaa !9
  %363 = sext i16 %362 to i32
  %364 = mul nsw i32 %363, %363
  %365 = add nuw nsw i32 %359, 32768
  %366 = add nuw i32 %365, %364
  %367 = lshr i32 %366, 16
  %368 = add nuw nsw i32 %367, %353
  %369 = sub nsw i32 %19, %352
  %370 = add nsw i32 %369, %367
  %371 = ashr i32 %370, %11
  %372 = add nsw i32 %371, %352
  %373 = trunc i32 %372 to i16
  %374 = getelementptr inbounds i16, ptr %9, i64 %351
  store i16 %373, ptr %374, align 2, !tbaa !9
  br label %375

375:                                              ; preds = %354, %349
  %376 = phi i32 [ %350, %349 ], [ %368, %354 ]
  br i1 %17, label %430, label %449

377:                                              ; preds = %377, %348
  %378 = phi i64 [ %427, %377 ], [ 0, %348 ]
  %379 = phi i32 [ %426, %377 ], [ 0, %348 ]
  %380 = phi i32 [ %418, %377 ], [ 0, %348 ]
  %381 = phi i64 [ %428, %377 ], [ 0, %348 ]
  %382 = shl nuw nsw i64 %378, 1
  %383 = getelementptr inbounds i16, ptr %9, i64 %382
  %384 = load i16, ptr %383, align 8, !tbaa !9
  %385 = sext i16 %384 to i32
  %386 = mul nsw i32 %385, %385
  %387 = or i64 %382, 1
  %388 = getelementptr inbounds i16, ptr %9, i64 %387
  %389 = load i16, ptr %388, align 2, !tbaa !9
  %390 = sext i16 %389 to i32
  %391 = mul nsw i32 %390, %390
  %392 = add nuw nsw i32 %386, 32768
  %393 = add nuw i32 %392, %391
  %394 = lshr i32 %393, 16
  %395 = add nuw nsw i32 %394, %380
  %396 = sub nsw i32 %19, %379
  %397 = add nsw i32 %396, %394
  %398 = ashr i32 %397, %11
  %399 = add nsw i32 %398, %379
  %400 = trunc i32 %399 to i16
  %401 = getelementptr inbounds i16, ptr %9, i64 %378
  store i16 %400, ptr %401, align 4, !tbaa !9
  %402 = shl i32 %399, 16
  %403 = ashr exact i32 %402, 16
  %404 = or i64 %378, 1
  %405 = shl nuw nsw i64 %404, 1
  %406 = getelementptr inbounds i16, ptr %9, i64 %405
  %407 = load i16, ptr %406, align 4, !tbaa !9
  %408 = sext i16 %407 to i32
  %409 = mul nsw i32 %408, %408
  %410 = or i64 %405, 1
  %411 = getelementptr inbounds i16, ptr %9, i64 %410
  %412 = load i16, ptr %411, align 2, !tbaa !9
  %413 = sext i16 %412 to i32
  %414 = mul nsw i32 %413, %413
  %415 = add nuw nsw i32 %409, 32768
  %416 = add nuw i32 %415, %414
  %417 = lshr i32 %416, 16
  %418 = add nuw nsw i32 %417, %395
  %419 = sub nsw i32 %19, %403
  %420 = add nsw i32 %419, %417
  %421 = ashr i32 %420, %11
  %422 = add nsw i32 %421, %403
  %423 = trunc i32 %422 to i16
  %424 = getelementptr inbounds i16, ptr %9, i64 %404
  store i16 %423, ptr %424, align 2, !tbaa !9
  %425 = shl i32 %422, 16
  %426 = ashr exact i32 %425, 16
  %427 = add nuw nsw i64 %378, 2
  %428 = add i64 %381, 2
  %429 = icmp eq i64 %428, %58
  br i1 %429, label %349, label %377, !llvm.loop !23

430:                                              ; preds = %430, %375
  %431 = phi i64 [ %434, %430 ], [ %27, %375 ]
  %432 = phi i32 [ %445, %430 ], [ 0, %375 ]
  %433 = phi i32 [ %447, %430 ], [ 0, %375 ]
  %434 = add nsw i64 %431, -1
  %435 = and i64 %434, 4294967295
  %436 = getelementptr inbounds i16, ptr %9, i64 %435
  %437 = load i16, ptr %436, align 2, !tbaa !9
  %438 = sext i16 %437 to i32
  %439 = sub nsw i32 4, %432
  %440 = add nsw i32 %439, %438
  %441 = lshr i32 %440, 3
  %442 = add nsw i32 %441, %432
  %443 = trunc i32 %442 to i16
  store i16 %443, ptr %436, align 2, !tbaa !9
  %444 = shl i32 %442, 16
  %445 = ashr exact i32 %444, 16
  %446 = and i32 %433, 65535
  %447 = tail call i32 @llvm.smax.i32(i32 %445, i32 %446)
  %448 = icmp sgt i64 %431, 1
  br i1 %448, label %430, label %449, !llvm.loop !24

449:                                              ; preds = %430, %375, %347
  %450 = phi i32 [ %376, %375 ], [ 0, %347 ], [ %376, %430 ]
  %451 = phi i32 [ 0, %375 ], [ 0, %347 ], [ %447, %430 ]
  %452 = tail call i32 @celt_sqrt(i32 noundef %450) #5
  %453 = mul nsw i32 %451, %21
  %454 = tail call i32 @celt_sqrt(i32 noundef %453) #5
  br i1 %24, label %455, label %1010

455:                                              ; preds = %449
  %456 = shl i32 %454, 16
  %457 = ashr exact i32 %456, 16
  %458 = shl i32 %452, 16
  %459 = ashr exact i32 %458, 16
  %460 = mul nsw i32 %457, %459
  %461 = ashr i32 %460, 1
  %462 = add nsw i32 %461, 1
  %463 = sdiv i32 %22, %462
  %464 = sext i32 %463 to i64
  br i1 %60, label %984, label %465

465:                                              ; preds = %455
  %466 = insertelement <32 x i64> poison, i64 %464, i64 0
  %467 = shufflevector <32 x i64> %466, <32 x i64> poison, <32 x i32> zeroinitializer
  br label %468

468:                                              ; preds = %468, %465
  %469 = phi i64 [ 0, %465 ], [ %977, %468 ]
  %470 = phi <8 x i32> [ zeroinitializer, %465 ], [ %973, %468 ]
  %471 = phi <8 x i32> [ zeroinitializer, %465 ], [ %974, %468 ]
  %472 = phi <8 x i32> [ zeroinitializer, %465 ], [ %975, %468 ]
  %473 = phi <8 x i32> [ zeroinitializer, %465 ], [ %976, %468 ]
  %474 = shl i64 %469, 2
  %475 = or i64 %474, 12
  %476 = or i64 %474, 16
  %477 = or i64 %474, 20
  %478 = or i64 %474, 24
  %479 = or i64 %474, 28
  %480 = or i64 %474, 32
  %481 = or i64 %474, 36
  %482 = or i64 %474, 40
  %483 = or i64 %474, 44
  %484 = or i64 %474, 48
  %485 = or i64 %474, 52
  %486 = or i64 %474, 56
  %487 = or i64 %474, 60
  %488 = or i64 %474, 64
  %489 = or i64 %474, 68
  %490 = or i64 %474, 72
  %491 = or i64 %474, 76
  %492 = or i64 %474, 80
  %493 = or i64 %474, 84
  %494 = or i64 %474, 88
  %495 = or i64 %474, 92
  %496 = or i64 %474, 96
  %497 = or i64 %474, 100
  %498 = or i64 %474, 104
  %499 = or i64 %474, 108
  %500 = or i64 %474, 112
  %501 = or i64 %474, 116
  %502 = or i64 %474, 120
  %503 = or i64 %474, 124
  %504 = add i64 %474, 128
  %505 = add i64 %474, 132
  %506 = add i64 %474, 136
  %507 = getelementptr inbounds i16, ptr %9, i64 %475
  %508 = getelementptr inbounds i16, ptr %9, i64 %476
  %509 = getelementptr inbounds i16, ptr %9, i64 %477
  %510 = getelementptr inbounds i16, ptr %9, i64 %478
  %511 = getelementptr inbounds i16, ptr %9, i64 %479
  %512 = getelementptr inbounds i16, ptr %9, i64 %480
  %513 = getelementptr inbounds i16, ptr %9, i64 %481
  %514 = getelementptr inbounds i16, ptr %9, i64 %482
  %515 = getelementptr inbounds i16, ptr %9, i64 %483
  %516 = getelementptr inbounds i16, ptr %9, i64 %484
  %517 = getelementptr inbounds i16, ptr %9, i64 %485
  %518 = getelementptr inbounds i16, ptr %9, i64 %486
  %519 = getelementptr inbounds i16, ptr %9, i64 %487
  %520 = getelementptr inbounds i16, ptr %9, i64 %488
  %521 = getelementptr inbounds i16, ptr %9, i64 %489
  %522 = getelementptr inbounds i16, ptr %9, i64 %490
  %523 = getelementptr inbounds i16, ptr %9, i64 %491
  %524 = getelementptr inbounds i16, ptr %9, i64 %492
  %525 = getelementptr inbounds i16, ptr %9, i64 %493
  %526 = getelementptr inbounds i16, ptr %9, i64 %494
  %527 = getelementptr inbounds i16, ptr %9, i64 %495
  %528 = getelementptr inbounds i16, ptr %9, i64 %496
  %529 = getelementptr inbounds i16, ptr %9, i64 %497
  %530 = getelementptr inbounds i16, ptr %9, i64 %498
  %531 = getelementptr inbounds i16, ptr %9, i64 %499
  %532 = getelementptr inbounds i16, ptr %9, i64 %500
  %533 = getelementptr inbounds i16, ptr %9, i64 %501
  %534 = getelementptr inbounds i16, ptr %9, i64 %502
  %535 = getelementptr inbounds i16, ptr %9, i64 %503
  %536 = getelementptr inbounds i16, ptr %9, i64 %504
  %537 = getelementptr inbounds i16, ptr %9, i64 %505
  %538 = getelementptr inbounds i16, ptr %9, i64 %506
  %539 = load i16, ptr %507, align 8, !tbaa !9
  %540 = load i16, ptr %508, align 16, !tbaa !9
  %541 = load i16, ptr %509, align 8, !tbaa !9
  %542 = load i16, ptr %510, align 16, !tbaa !9
  %543 = load i16, ptr %511, align 8, !tbaa !9
  %544 = load i16, ptr %512, align 16, !tbaa !9
  %545 = load i16, ptr %513, align 8, !tbaa !9
  %546 = load i16, ptr %514, align 16, !tbaa !9
  %547 = load i16, ptr %515, align 8, !tbaa !9
  %548 = load i16, ptr %516, align 16, !tbaa !9
  %549 = load i16, ptr %517, align 8, !tbaa !9
  %550 = load i16, ptr %518, align 16, !tbaa !9
  %551 = load i16, ptr %519, align 8, !tbaa !9
  %552 = load i16, ptr %520, align 16, !tbaa !9
  %553 = load i16, ptr %521, align 8, !tbaa !9
  %554 = load i16, ptr %522, align 16, !tbaa !9
  %555 = load i16, ptr %523, align 8, !tbaa !9
  %556 = load i16, ptr %524, align 16, !tbaa !9
  %557 = load i16, ptr %525, align 8, !tbaa !9
  %558 = load i16, ptr %526, align 16, !tbaa !9
  %559 = load i16, ptr %527, align 8, !tbaa !9
  %560 = load i16, ptr %528, align 16, !tbaa !9
  %561 = load i16, ptr %529, align 8, !tbaa !9
  %562 = load i16, ptr %530, align 16, !tbaa !9
  %563 = load i16, ptr %531, align 8, !tbaa !9
  %564 = load i16, ptr %532, align 16, !tbaa !9
  %565 = load i16, ptr %533, align 8, !tbaa !9
  %566 = load i16, ptr %534, align 16, !tbaa !9
  %567 = load i16, ptr %535, align 8, !tbaa !9
  %568 = load i16, ptr %536, align 16, !tbaa !9
  %569 = load i16, ptr %537, align 8, !tbaa !9
  %570 = load i16, ptr %538, align 16, !tbaa !9
  %571 = insertelement <32 x i16> poison, i16 %570, i64 0
  %572 = insertelement <32 x i16> %571, i16 %569, i64 1
  %573 = insertelement <32 x i16> %572, i16 %568, i64 2
  %574 = insertelement <32 x i16> %573, i16 %567, i64 3
  %575 = insertelement <32 x i16> %574, i16 %566, i64 4
  %576 = insertelement <32 x i16> %575, i16 %565, i64 5
  %577 = insertelement <32 x i16> %576, i16 %564, i64 6
  %578 = insertelement <32 x i16> %577, i16 %563, i64 7
  %579 = insertelement <32 x i16> %578, i16 %562, i64 8
  %580 = insertelement <32 x i16> %579, i16 %561, i64 9
  %581 = insertelement <32 x i16> %580, i16 %560, i64 10
  %582 = insertelement <32 x i16> %581, i16 %559, i64 11
  %583 = insertelement <32 x i16> %582, i16 %558, i64 12
  %584 = insertelement <32 x i16> %583, i16 %557, i64 13
  %585 = insertelement <32 x i16> %584, i16 %556, i64 14
  %586 = insertelement <32 x i16> %585, i16 %555, i64 15
  %587 = insertelement <32 x i16> %586, i16 %554, i64 16
  %588 = insertelement <32 x i16> %587, i16 %553, i64 17
  %589 = insertelement <32 x i16> %588, i16 %552, i64 18
  %590 = insertelement <32 x i16> %589, i16 %551, i64 19
  %591 = insertelement <32 x i16> %590, i16 %550, i64 20
  %592 = insertelement <32 x i16> %591, i16 %549, i64 21
  %593 = insertelement <32 x i16> %592, i16 %548, i64 22
  %594 = insertelement <32 x i16> %593, i16 %547, i64 23
  %595 = insertelement <32 x i16> %594, i16 %546, i64 24
  %596 = insertelement <32 x i16> %595, i16 %545, i64 25
  %597 = insertelement <32 x i16> %596, i16 %544, i64 26
  %598 = insertelement <32 x i16> %597, i16 %543, i64 27
  %599 = insertelement <32 x i16> %598, i16 %542, i64 28
  %600 = insertelement <32 x i16> %599, i16 %541, i64 29
  %601 = insertelement <32 x i16> %600, i16 %540, i64 30
  %602 = insertelement <32 x i16> %601, i16 %539, i64 31
  %603 = add <32 x i16> %602, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %604 = sext <32 x i16> %603 to <32 x i64>
  %605 = mul nsw <32 x i64> %467, %604
  %606 = lshr <32 x i64> %605, <i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15>
  %607 = trunc <32 x i64> %606 to <32 x i32>
  %608 = shufflevector <32 x i32> %607, <32 x i32> poison, <8 x i32> <i32 31, i32 30, i32 29, i32 28, i32 27, i32 26, i32 25, i32 24>
  %609 = shufflevector <32 x i32> %607, <32 x i32> poison, <8 x i32> <i32 23, i32 22, i32 21, i32 20, i32 19, i32 18, i32 17, i32 16>
  %610 = shufflevector <32 x i32> %607, <32 x i32> poison, <8 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8>
  %611 = shufflevector <32 x i32> %607, <32 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  %612 = icmp sgt <32 x i32> %607, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %613 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %608, <8 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %614 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %609, <8 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %615 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %610, <8 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %616 = tail call <8 x i32> @llvm.smin.v8i32(<8 x i32> %611, <8 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %617 = extractelement <8 x i32> %613, i64 0
  %618 = icmp slt i32 %617, 0
  %619 = extractelement <8 x i32> %613, i64 1
  %620 = icmp slt i32 %619, 0
  %621 = extractelement <8 x i32> %613, i64 2
  %622 = icmp slt i32 %621, 0
  %623 = extractelement <8 x i32> %613, i64 3
  %624 = icmp slt i32 %623, 0
  %625 = extractelement <8 x i32> %613, i64 4
  %626 = icmp slt i32 %625, 0
  %627 = extractelement <8 x i32> %613, i64 5
  %628 = icmp slt i32 %627, 0
  %629 = extractelement <8 x i32> %613, i64 6
  %630 = icmp slt i32 %629, 0
  %631 = extractelement <8 x i32> %613, i64 7
  %632 = icmp slt i32 %631, 0
  %633 = extractelement <8 x i32> %614, i64 0
  %634 = icmp slt i32 %633, 0
  %635 = extractelement <8 x i32> %614, i64 1
  %636 = icmp slt i32 %635, 0
  %637 = extractelement <8 x i32> %614, i64 2
  %638 = icmp slt i32 %637, 0
  %639 = extractelement <8 x i32> %614, i64 3
  %640 = icmp slt i32 %639, 0
  %641 = extractelement <8 x i32> %614, i64 4
  %642 = icmp slt i32 %641, 0
  %643 = extractelement <8 x i32> %614, i64 5
  %644 = icmp slt i32 %643, 0
  %645 = extractelement <8 x i32> %614, i64 6
  %646 = icmp slt i32 %645, 0
  %647 = extractelement <8 x i32> %614, i64 7
  %648 = icmp slt i32 %647, 0
  %649 = extractelement <8 x i32> %615, i64 0
  %650 = icmp slt i32 %649, 0
  %651 = extractelement <8 x i32> %615, i64 1
  %652 = icmp slt i32 %651, 0
  %653 = extractelement <8 x i32> %615, i64 2
  %654 = icmp slt i32 %653, 0
  %655 = extractelement <8 x i32> %615, i64 3
  %656 = icmp slt i32 %655, 0
  %657 = extractelement <8 x i32> %615, i64 4
  %658 = icmp slt i32 %657, 0
  %659 = extractelement <8 x i32> %615, i64 5
  %660 = icmp slt i32 %659, 0
  %661 = extractelement <8 x i32> %615, i64 6
  %662 = icmp slt i32 %661, 0
  %663 = extractelement <8 x i32> %615, i64 7
  %664 = icmp slt i32 %663, 0
  %665 = extractelement <8 x i32> %616, i64 0
  %666 = icmp slt i32 %665, 0
  %667 = extractelement <8 x i32> %616, i64 1
  %668 = icmp slt i32 %667, 0
  %669 = extractelement <8 x i32> %616, i64 2
  %670 = icmp slt i32 %669, 0
  %671 = extractelement <8 x i32> %616, i64 3
  %672 = icmp slt i32 %671, 0
  %673 = extractelement <8 x i32> %616, i64 4
  %674 = icmp slt i32 %673, 0
  %675 = extractelement <8 x i32> %616, i64 5
  %676 = icmp slt i32 %675, 0
  %677 = extractelement <8 x i32> %616, i64 6
  %678 = icmp slt i32 %677, 0
  %679 = extractelement <8 x i32> %616, i64 7
  %680 = icmp slt i32 %679, 0
  %681 = extractelement <32 x i64> %606, i64 31
  %682 = shl i64 %681, 32
  %683 = extractelement <32 x i64> %606, i64 30
  %684 = shl i64 %683, 32
  %685 = extractelement <32 x i64> %606, i64 29
  %686 = shl i64 %685, 32
  %687 = extractelement <32 x i64> %606, i64 28
  %688 = shl i64 %687, 32
  %689 = extractelement <32 x i64> %606, i64 27
  %690 = shl i64 %689, 32
  %691 = extractelement <32 x i64> %606, i64 26
  %692 = shl i64 %691, 32
  %693 = extractelement <32 x i64> %606, i64 25
  %694 = shl i64 %693, 32
  %695 = extractelement <32 x i64> %606, i64 24
  %696 = shl i64 %695, 32
  %697 = extractelement <32 x i64> %606, i64 23
  %698 = shl i64 %697, 32
  %699 = extractelement <32 x i64> %606, i64 22
  %700 = shl i64 %699, 32
  %701 = extractelement <32 x i64> %606, i64 21
  %702 = shl i64 %701, 32
  %703 = extractelement <32 x i64> %606, i64 20
  %704 = shl i64 %703, 32
  %705 = extractelement <32 x i64> %606, i64 19
  %706 = shl i64 %705, 32
  %707 = extractelement <32 x i64> %606, i64 18
  %708 = shl i64 %707, 32
  %709 = extractelement <32 x i64> %606, i64 17
  %710 = shl i64 %709, 32
  %711 = extractelement <32 x i64> %606, i64 16
  %712 = shl i64 %711, 32
  %713 = extractelement <32 x i64> %606, i64 15
  %714 = shl i64 %713, 32
  %715 = extractelement <32 x i64> %606, i64 14
  %716 = shl i64 %715, 32
  %717 = extractelement <32 x i64> %606, i64 13
  %718 = shl i64 %717, 32
  %719 = extractelement <32 x i64> %606, i64 12
  %720 = shl i64 %719, 32
  %721 = extractelement <32 x i64> %606, i64 11
  %722 = shl i64 %721, 32
  %723 = extractelement <32 x i64> %606, i64 10
  %724 = shl i64 %723, 32
  %725 = extractelement <32 x i64> %606, i64 9
  %726 = shl i64 %725, 32
  %727 = extractelement <32 x i64> %606, i64 8
  %728 = shl i64 %727, 32
  %729 = extractelement <32 x i64> %606, i64 7
  %730 = shl i64 %729, 32
  %731 = extractelement <32 x i64> %606, i64 6
  %732 = shl i64 %731, 32
  %733 = extractelement <32 x i64> %606, i64 5
  %734 = shl i64 %733, 32
  %735 = extractelement <32 x i64> %606, i64 4
  %736 = shl i64 %735, 32
  %737 = extractelement <32 x i64> %606, i64 3
  %738 = shl i64 %737, 32
  %739 = extractelement <32 x i64> %606, i64 2
  %740 = shl i64 %739, 32
  %741 = extractelement <32 x i64> %606, i64 1
  %742 = shl i64 %741, 32
  %743 = extractelement <32 x i64> %606, i64 0
  %744 = shl i64 %743, 32
  %745 = ashr exact i64 %682, 32
  %746 = ashr exact i64 %684, 32
  %747 = ashr exact i64 %686, 32
  %748 = ashr exact i64 %688, 32
  %749 = ashr exact i64 %690, 32
  %750 = ashr exact i64 %692, 32
  %751 = ashr exact i64 %694, 32
  %752 = ashr exact i64 %696, 32
  %753 = ashr exact i64 %698, 32
  %754 = ashr exact i64 %700, 32
  %755 = ashr exact i64 %702, 32
  %756 = ashr exact i64 %704, 32
  %757 = ashr exact i64 %706, 32
  %758 = ashr exact i64 %708, 32
  %759 = ashr exact i64 %710, 32
  %760 = ashr exact i64 %712, 32
  %761 = ashr exact i64 %714, 32
  %762 = ashr exact i64 %716, 32
  %763 = ashr exact i64 %718, 32
  %764 = ashr exact i64 %720, 32
  %765 = ashr exact i64 %722, 32
  %766 = ashr exact i64 %724, 32
  %767 = ashr exact i64 %726, 32
  %768 = ashr exact i64 %728, 32
  %769 = ashr exact i64 %730, 32
  %770 = ashr exact i64 %732, 32
  %771 = ashr exact i64 %734, 32
  %772 = ashr exact i64 %736, 32
  %773 = ashr exact i64 %738, 32
  %774 = ashr exact i64 %740, 32
  %775 = ashr exact i64 %742, 32
  %776 = ashr exact i64 %744, 32
  %777 = extractelement <32 x i1> %612, i64 31
  %778 = select i1 %777, i64 127, i64 %745
  %779 = extractelement <32 x i1> %612, i64 30
  %780 = select i1 %779, i64 127, i64 %746
  %781 = extractelement <32 x i1> %612, i64 29
  %782 = select i1 %781, i64 127, i64 %747
  %783 = extractelement <32 x i1> %612, i64 28
  %784 = select i1 %783, i64 127, i64 %748
  %785 = extractelement <32 x i1> %612, i64 27
  %786 = select i1 %785, i64 127, i64 %749
  %787 = extractelement <32 x i1> %612, i64 26
  %788 = select i1 %787, i64 127, i64 %750
  %789 = extractelement <32 x i1> %612, i64 25
  %790 = select i1 %789, i64 127, i64 %751
  %791 = extractelement <32 x i1> %612, i64 24
  %792 = select i1 %791, i64 127, i64 %752
  %793 = extractelement <32 x i1> %612, i64 23
  %794 = select i1 %793, i64 127, i64 %753
  %795 = extractelement <32 x i1> %612, i64 22
  %796 = select i1 %795, i64 127, i64 %754
  %797 = extractelement <32 x i1> %612, i64 21
  %798 = select i1 %797, i64 127, i64 %755
  %799 = extractelement <32 x i1> %612, i64 20
  %800 = select i1 %799, i64 127, i64 %756
  %801 = extractelement <32 x i1> %612, i64 19
  %802 = select i1 %801, i64 127, i64 %757
  %803 = extractelement <32 x i1> %612, i64 18
  %804 = select i1 %803, i64 127, i64 %758
  %805 = extractelement <32 x i1> %612, i64 17
  %806 = select i1 %805, i64 127, i64 %759
  %807 = extractelement <32 x i1> %612, i64 16
  %808 = select i1 %807, i64 127, i64 %760
  %809 = extractelement <32 x i1> %612, i64 15
  %810 = select i1 %809, i64 127, i64 %761
  %811 = extractelement <32 x i1> %612, i64 14
  %812 = select i1 %811, i64 127, i64 %762
  %813 = extractelement <32 x i1> %612, i64 13
  %814 = select i1 %813, i64 127, i64 %763
  %815 = extractelement <32 x i1> %612, i64 12
  %816 = select i1 %815, i64 127, i64 %764
  %817 = extractelement <32 x i1> %612, i64 11
  %818 = select i1 %817, i64 127, i64 %765
  %819 = extractelement <32 x i1> %612, i64 10
  %820 = select i1 %819, i64 127, i64 %766
  %821 = extractelement <32 x i1> %612, i64 9
  %822 = select i1 %821, i64 127, i64 %767
  %823 = extractelement <32 x i1> %612, i64 8
  %824 = select i1 %823, i64 127, i64 %768
  %825 = extractelement <32 x i1> %612, i64 7
  %826 = select i1 %825, i64 127, i64 %769
  %827 = extractelement <32 x i1> %612, i64 6
  %828 = select i1 %827, i64 127, i64 %770
  %829 = extractelement <32 x i1> %612, i64 5
  %830 = select i1 %829, i64 127, i64 %771
  %831 = extractelement <32 x i1> %612, i64 4
  %832 = select i1 %831, i64 127, i64 %772
  %833 = extractelement <32 x i1> %612, i64 3
  %834 = select i1 %833, i64 127, i64 %773
  %835 = extractelement <32 x i1> %612, i64 2
  %836 = select i1 %835, i64 127, i64 %774
  %837 = extractelement <32 x i1> %612, i64 1
  %838 = select i1 %837, i64 127, i64 %775
  %839 = extractelement <32 x i1> %612, i64 0
  %840 = select i1 %839, i64 127, i64 %776
  %841 = select i1 %618, i64 0, i64 %778
  %842 = select i1 %620, i64 0, i64 %780
  %843 = select i1 %622, i64 0, i64 %782
  %844 = select i1 %624, i64 0, i64 %784
  %845 = select i1 %626, i64 0, i64 %786
  %846 = select i1 %628, i64 0, i64 %788
  %847 = select i1 %630, i64 0, i64 %790
  %848 = select i1 %632, i64 0, i64 %792
  %849 = select i1 %634, i64 0, i64 %794
  %850 = select i1 %636, i64 0, i64 %796
  %851 = select i1 %638, i64 0, i64 %798
  %852 = select i1 %640, i64 0, i64 %800
  %853 = select i1 %642, i64 0, i64 %802
  %854 = select i1 %644, i64 0, i64 %804
  %855 = select i1 %646, i64 0, i64 %806
  %856 = select i1 %648, i64 0, i64 %808
  %857 = select i1 %650, i64 0, i64 %810
  %858 = select i1 %652, i64 0, i64 %812
  %859 = select i1 %654, i64 0, i64 %814
  %860 = select i1 %656, i64 0, i64 %816
  %861 = select i1 %658, i64 0, i64 %818
  %862 = select i1 %660, i64 0, i64 %820
  %863 = select i1 %662, i64 0, i64 %822
  %864 = select i1 %664, i64 0, i64 %824
  %865 = select i1 %666, i64 0, i64 %826
  %866 = select i1 %668, i64 0, i64 %828
  %867 = select i1 %670, i64 0, i64 %830
  %868 = select i1 %672, i64 0, i64 %832
  %869 = select i1 %674, i64 0, i64 %834
  %870 = select i1 %676, i64 0, i64 %836
  %871 = select i1 %678, i64 0, i64 %838
  %872 = select i1 %680, i64 0, i64 %840
  %873 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %841
  %874 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %842
  %875 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %843
  %876 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %844
  %877 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %845
  %878 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %846
  %879 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %847
  %880 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %848
  %881 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %849
  %882 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %850
  %883 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %851
  %884 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %852
  %885 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %853
  %886 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %854
  %887 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %855
  %888 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %856
  %889 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %857
  %890 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %858
  %891 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %859
  %892 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %860
  %893 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %861
  %894 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %862
  %895 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %863
  %896 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %864
  %897 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %865
  %898 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %866
  %899 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %867
  %900 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %868
  %901 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %869
  %902 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %870
  %903 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %871
  %904 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %872
  %905 = load i8, ptr %873, align 1, !tbaa !25
  %906 = load i8, ptr %874, align 1, !tbaa !25
  %907 = load i8, ptr %875, align 1, !tbaa !25
  %908 = load i8, ptr %876, align 1, !tbaa !25
  %909 = load i8, ptr %877, align 1, !tbaa !25
  %910 = load i8, ptr %878, align 1, !tbaa !25
  %911 = load i8, ptr %879, align 1, !tbaa !25
  %912 = load i8, ptr %880, align 1, !tbaa !25
  %913 = insertelement <8 x i8> poison, i8 %905, i64 0
  %914 = insertelement <8 x i8> %913, i8 %906, i64 1
  %915 = insertelement <8 x i8> %914, i8 %907, i64 2
  %916 = insertelement <8 x i8> %915, i8 %908, i64 3
  %917 = insertelement <8 x i8> %916, i8 %909, i64 4
  %918 = insertelement <8 x i8> %917, i8 %910, i64 5
  %919 = insertelement <8 x i8> %918, i8 %911, i64 6
  %920 = insertelement <8 x i8> %919, i8 %912, i64 7
  %921 = load i8, ptr %881, align 1, !tbaa !25
  %922 = load i8, ptr %882, align 1, !tbaa !25
  %923 = load i8, ptr %883, align 1, !tbaa !25
  %924 = load i8, ptr %884, align 1, !tbaa !25
  %925 = load i8, ptr %885, align 1, !tbaa !25
  %926 = load i8, ptr %886, align 1, !tbaa !25
  %927 = load i8, ptr %887, align 1, !tbaa !25
  %928 = load i8, ptr %888, align 1, !tbaa !25
  %929 = insertelement <8 x i8> poison, i8 %921, i64 0
  %930 = insertelement <8 x i8> %929, i8 %922, i64 1
  %931 = insertelement <8 x i8> %930, i8 %923, i64 2
  %932 = insertelement <8 x i8> %931, i8 %924, i64 3
  %933 = insertelement <8 x i8> %932, i8 %925, i64 4
  %934 = insertelement <8 x i8> %933, i8 %926, i64 5
  %935 = insertelement <8 x i8> %934, i8 %927, i64 6
  %936 = insertelement <8 x i8> %935, i8 %928, i64 7
  %937 = load i8, ptr %889, align 1, !tbaa !25
  %938 = load i8, ptr %890, align 1, !tbaa !25
  %939 = load i8, ptr %891, align 1, !tbaa !25
  %940 = load i8, ptr %892, align 1, !tbaa !25
  %941 = load i8, ptr %893, align 1, !tbaa !25
  %942 = load i8, ptr %894, align 1, !tbaa !25
  %943 = load i8, ptr %895, align 1, !tbaa !25
  %944 = load i8, ptr %896, align 1, !tbaa !25
  %945 = insertelement <8 x i8> poison, i8 %937, i64 0
  %946 = insertelement <8 x i8> %945, i8 %938, i64 1
  %947 = insertelement <8 x i8> %946, i8 %939, i64 2
  %948 = insertelement <8 x i8> %947, i8 %940, i64 3
  %949 = insertelement <8 x i8> %948, i8 %941, i64 4
  %950 = insertelement <8 x i8> %949, i8 %942, i64 5
  %951 = insertelement <8 x i8> %950, i8 %943, i64 6
  %952 = insertelement <8 x i8> %951, i8 %944, i64 7
  %953 = load i8, ptr %897, align 1, !tbaa !25
  %954 = load i8, ptr %898, align 1, !tbaa !25
  %955 = load i8, ptr %899, align 1, !tbaa !25
  %956 = load i8, ptr %900, align 1, !tbaa !25
  %957 = load i8, ptr %901, align 1, !tbaa !25
  %958 = load i8, ptr %902, align 1, !tbaa !25
  %959 = load i8, ptr %903, align 1, !tbaa !25
  %960 = load i8, ptr %904, align 1, !tbaa !25
  %961 = insertelement <8 x i8> poison, i8 %953, i64 0
  %962 = insertelement <8 x i8> %961, i8 %954, i64 1
  %963 = insertelement <8 x i8> %962, i8 %955, i64 2
  %964 = insertelement <8 x i8> %963, i8 %956, i64 3
  %965 = insertelement <8 x i8> %964, i8 %957, i64 4
  %966 = insertelement <8 x i8> %965, i8 %958, i64 5
  %967 = insertelement <8 x i8> %966, i8 %959, i64 6
  %968 = insertelement <8 x i8> %967, i8 %960, i64 7
  %969 = zext <8 x i8> %920 to <8 x i32>
  %970 = zext <8 x i8> %936 to <8 x i32>
  %971 = zext <8 x i8> %952 to <8 x i32>
  %972 = zext <8 x i8> %968 to <8 x i32>
  %973 = add <8 x i32> %470, %969
  %974 = add <8 x i32> %471, %970
  %975 = add <8 x i32> %472, %971
  %976 = add <8 x i32> %473, %972
  %977 = add nuw i64 %469, 32
  %978 = icmp eq i64 %977, %64
  br i1 %978, label %979, label %468, !llvm.loop !26

979:                                              ; preds = %468
  %980 = add <8 x i32> %974, %973
  %981 = add <8 x i32> %975, %980
  %982 = add <8 x i32> %976, %981
  %983 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %982)
  br label %984

984:                                              ; preds = %979, %455
  %985 = phi i64 [ 12, %455 ], [ %66, %979 ]
  %986 = phi i32 [ 0, %455 ], [ %983, %979 ]
  br label %987

987:                                              ; preds = %987, %984
  %988 = phi i64 [ %1008, %987 ], [ %985, %984 ]
  %989 = phi i32 [ %1007, %987 ], [ %986, %984 ]
  %990 = getelementptr inbounds i16, ptr %9, i64 %988
  %991 = load i16, ptr %990, align 8, !tbaa !9
  %992 = add i16 %991, 1
  %993 = sext i16 %992 to i64
  %994 = mul nsw i64 %993, %464
  %995 = lshr i64 %994, 15
  %996 = trunc i64 %995 to i32
  %997 = icmp sgt i32 %996, 127
  %998 = tail call i32 @llvm.smin.i32(i32 %996, i32 127)
  %999 = icmp slt i32 %998, 0
  %1000 = shl i64 %995, 32
  %1001 = ashr exact i64 %1000, 32
  %1002 = select i1 %997, i64 127, i64 %1001
  %1003 = select i1 %999, i64 0, i64 %1002
  %1004 = getelementptr inbounds [128 x i8], ptr @transient_analysis.inv_table, i64 0, i64 %1003
  %1005 = load i8, ptr %1004, align 1, !tbaa !25
  %1006 = zext i8 %1005 to i32
  %1007 = add nuw nsw i32 %989, %1006
  %1008 = add nuw nsw i64 %988, 4
  %1009 = icmp slt i64 %1008, %28
  br i1 %1009, label %987, label %1010, !llvm.loop !27

1010:                                             ; preds = %987, %449
  %1011 = phi i32 [ 0, %449 ], [ %1007, %987 ]
  %1012 = shl nsw i32 %1011, 8
  %1013 = sdiv i32 %1012, %26
  %1014 = icmp sgt i32 %1013, %69
  br i1 %1014, label %1015, label %1017

1015:                                             ; preds = %1010
  %1016 = trunc i64 %68 to i32
  store i32 %1016, ptr %4, align 4, !tbaa !5
  br label %1017

1017:                                             ; preds = %1015, %1010
  %1018 = phi i32 [ %1013, %1015 ], [ %69, %1010 ]
  %1019 = add nuw nsw i64 %68, 1
  %1020 = icmp eq i64 %1019, %30
  br i1 %1020, label %1021, label %67, !llvm.loop !28

1021:                                             ; preds = %1017
  %1022 = icmp sgt i32 %1018, 200
  %1023 = zext i1 %1022 to i32
  %1024 = select i1 %10, i1 %1022, i1 false
  %1025 = icmp slt i32 %1018, 600
  %1026 = select i1 %1024, i1 %1025, i1 false
  br i1 %1026, label %1027, label %1028

1027:                                             ; preds = %1021
  store i32 1, ptr %6, align 4, !tbaa !5
  br label %1028

1028:                                             ; preds = %1027, %1021, %7
  %1029 = phi i32 [ %1018, %1027 ], [ %1018, %1021 ], [ 0, %7 ]
  %1030 = phi i32 [ 0, %1027 ], [ %1023, %1021 ], [ 0, %7 ]
  %1031 = mul nsw i32 %1029, 27
  %1032 = tail call i32 @celt_sqrt(i32 noundef %1031) #5
  %1033 = icmp slt i32 %1032, 42
  br i1 %1033, label %1039, label %1034

1034:                                             ; preds = %1028
  %1035 = tail call i32 @celt_sqrt(i32 noundef %1031) #5
  %1036 = shl i32 %1035, 16
  %1037 = add i32 %1036, -2752512
  %1038 = ashr exact i32 %1037, 16
  br label %1039

1039:                                             ; preds = %1034, %1028
  %1040 = phi i32 [ %1038, %1034 ], [ 0, %1028 ]
  %1041 = tail call i32 @llvm.smin.i32(i32 %1040, i32 163)
  %1042 = mul i32 %1041, 1851392
  %1043 = icmp slt i32 %1042, 37312528
  %1044 = add nsw i32 %1042, -37312528
  %1045 = select i1 %1043, i32 0, i32 %1044
  %1046 = tail call i32 @celt_sqrt(i32 noundef %1045) #5
  %1047 = trunc i32 %1046 to i16
  store i16 %1047, ptr %3, align 2, !tbaa !9
  ret i32 %1030
}

declare i32 @celt_sqrt(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #1

attributes #0 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="haswell" "target-features"="+avx,+avx2,+bmi,+bmi2,+crc32,+cx16,+cx8,+f16c,+fma,+fsgsbase,+fxsr,+invpcid,+lzcnt,+mmx,+movbe,+pclmul,+popcnt,+rdrnd,+sahf,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave,+xsaveopt" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !15}
!17 = !{i32 0, i32 33}
!18 = distinct !{!18, !12, !19, !20}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !12, !19, !20}
!22 = distinct !{!22, !12, !20, !19}
!23 = distinct !{!23, !12}
!24 = distinct !{!24, !12}
!25 = !{!7, !7, i64 0}
!26 = distinct !{!26, !12, !19, !20}
!27 = distinct !{!27, !12, !20, !19}
!28 = distinct !{!28, !12}
