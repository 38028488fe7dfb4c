; Interleaved data (4-channel pixels, stereo samples): clang de-interleaves with strided shuffles,
; computes each channel, and re-interleaves. When every channel computes the same lane-wise function,
; fixsel computes it on the interleaved vectors themselves (plugin/src/interleave.rs): no shuffles
; left, then the usual lifting and lowering (vpaddusb, uqadd, vadd:sat). Channels that differ, code
; used elsewhere, and per-channel constants are left alone. Executed before/after on every target.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s

; FIRED-COUNT-2: fixsel: rule: @{{rgba_sat_add|stereo_sat_sub}} lanewise_interleave
; FIRED-NOT: interleave.rs

; RGBA u8 pixels, each channel min(a + b, 255) in clang's i32 form.
; CHECK-LABEL: define <64 x i8> @rgba_sat_add(
; CHECK-NOT: shufflevector <64 x i8> %{{a|b}}, <64 x i8> poison, <16 x i32>
; CHECK: @llvm.uadd.sat.v32i8
; CHECK: ret <64 x i8>
; A64-LABEL: define <64 x i8> @rgba_sat_add(
; A64: @llvm.aarch64.neon.uqadd.v16i8
; A64: ret <64 x i8>
define <64 x i8> @rgba_sat_add(<64 x i8> %a, <64 x i8> %b) {
  %a0 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %b0 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %a1 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %b1 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %a2 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %b2 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %a3 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %b3 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %za0 = zext <16 x i8> %a0 to <16 x i32>
  %zb0 = zext <16 x i8> %b0 to <16 x i32>
  %s0 = add nuw nsw <16 x i32> %zb0, %za0
  %m0 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s0, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o0 = trunc <16 x i32> %m0 to <16 x i8>
  %za1 = zext <16 x i8> %a1 to <16 x i32>
  %zb1 = zext <16 x i8> %b1 to <16 x i32>
  %s1 = add nuw nsw <16 x i32> %zb1, %za1
  %m1 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s1, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o1 = trunc <16 x i32> %m1 to <16 x i8>
  %za2 = zext <16 x i8> %a2 to <16 x i32>
  %zb2 = zext <16 x i8> %b2 to <16 x i32>
  %s2 = add nuw nsw <16 x i32> %zb2, %za2
  %m2 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s2, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o2 = trunc <16 x i32> %m2 to <16 x i8>
  %za3 = zext <16 x i8> %a3 to <16 x i32>
  %zb3 = zext <16 x i8> %b3 to <16 x i32>
  %s3 = add nuw nsw <16 x i32> %zb3, %za3
  %m3 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s3, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o3 = trunc <16 x i32> %m3 to <16 x i8>
  %lo = shufflevector <16 x i8> %o0, <16 x i8> %o1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %hi = shufflevector <16 x i8> %o2, <16 x i8> %o3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %r = shufflevector <32 x i8> %lo, <32 x i8> %hi, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  ret <64 x i8> %r
}

; Stereo i16 samples, each channel a saturating difference (llvm.ssub.sat), one interleaving shuffle.
; CHECK-LABEL: define <16 x i16> @stereo_sat_sub(
; CHECK-NOT: shufflevector
; CHECK: ret <16 x i16>
define <16 x i16> @stereo_sat_sub(<16 x i16> %a, <16 x i16> %b) {
  %l = shufflevector <16 x i16> %a, <16 x i16> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %r = shufflevector <16 x i16> %a, <16 x i16> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %gl = shufflevector <16 x i16> %b, <16 x i16> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %gr = shufflevector <16 x i16> %b, <16 x i16> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %dl = call <8 x i16> @llvm.ssub.sat.v8i16(<8 x i16> %l, <8 x i16> %gl)
  %dr = call <8 x i16> @llvm.ssub.sat.v8i16(<8 x i16> %r, <8 x i16> %gr)
  %o = shufflevector <8 x i16> %dl, <8 x i16> %dr, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>
  ret <16 x i16> %o
}

; Alpha copied, the other channels added: the channels differ, the shuffles stay.
; CHECK-LABEL: define <64 x i8> @rgb_add_alpha_copy(
; CHECK: shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32>
; CHECK: ret <64 x i8>
define <64 x i8> @rgb_add_alpha_copy(<64 x i8> %a, <64 x i8> %b) {
  %a0 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %b0 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %a1 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %b1 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %a2 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %b2 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %a3 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %b3 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %za0 = zext <16 x i8> %a0 to <16 x i32>
  %zb0 = zext <16 x i8> %b0 to <16 x i32>
  %s0 = add nuw nsw <16 x i32> %zb0, %za0
  %m0 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s0, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o0 = trunc <16 x i32> %m0 to <16 x i8>
  %za1 = zext <16 x i8> %a1 to <16 x i32>
  %zb1 = zext <16 x i8> %b1 to <16 x i32>
  %s1 = add nuw nsw <16 x i32> %zb1, %za1
  %m1 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s1, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o1 = trunc <16 x i32> %m1 to <16 x i8>
  %za2 = zext <16 x i8> %a2 to <16 x i32>
  %zb2 = zext <16 x i8> %b2 to <16 x i32>
  %s2 = add nuw nsw <16 x i32> %zb2, %za2
  %m2 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s2, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o2 = trunc <16 x i32> %m2 to <16 x i8>
  %lo = shufflevector <16 x i8> %o0, <16 x i8> %o1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %hi = shufflevector <16 x i8> %o2, <16 x i8> %a3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %r = shufflevector <32 x i8> %lo, <32 x i8> %hi, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  ret <64 x i8> %r
}

; A channel's sum is also returned on its own: widening would compute it twice, so nothing changes.
; CHECK-LABEL: define { <64 x i8>, <16 x i32> } @rgba_sat_add_escape(
; CHECK: shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32>
define { <64 x i8>, <16 x i32> } @rgba_sat_add_escape(<64 x i8> %a, <64 x i8> %b) {
  %a0 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %b0 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %a1 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %b1 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %a2 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %b2 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %a3 = shufflevector <64 x i8> %a, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %b3 = shufflevector <64 x i8> %b, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %za0 = zext <16 x i8> %a0 to <16 x i32>
  %zb0 = zext <16 x i8> %b0 to <16 x i32>
  %s0 = add nuw nsw <16 x i32> %zb0, %za0
  %m0 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s0, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o0 = trunc <16 x i32> %m0 to <16 x i8>
  %za1 = zext <16 x i8> %a1 to <16 x i32>
  %zb1 = zext <16 x i8> %b1 to <16 x i32>
  %s1 = add nuw nsw <16 x i32> %zb1, %za1
  %m1 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s1, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o1 = trunc <16 x i32> %m1 to <16 x i8>
  %za2 = zext <16 x i8> %a2 to <16 x i32>
  %zb2 = zext <16 x i8> %b2 to <16 x i32>
  %s2 = add nuw nsw <16 x i32> %zb2, %za2
  %m2 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s2, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o2 = trunc <16 x i32> %m2 to <16 x i8>
  %za3 = zext <16 x i8> %a3 to <16 x i32>
  %zb3 = zext <16 x i8> %b3 to <16 x i32>
  %s3 = add nuw nsw <16 x i32> %zb3, %za3
  %m3 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %s3, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %o3 = trunc <16 x i32> %m3 to <16 x i8>
  %lo = shufflevector <16 x i8> %o0, <16 x i8> %o1, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %hi = shufflevector <16 x i8> %o2, <16 x i8> %o3, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %r = shufflevector <32 x i8> %lo, <32 x i8> %hi, <64 x i32> <i32 0, i32 16, i32 32, i32 48, i32 1, i32 17, i32 33, i32 49, i32 2, i32 18, i32 34, i32 50, i32 3, i32 19, i32 35, i32 51, i32 4, i32 20, i32 36, i32 52, i32 5, i32 21, i32 37, i32 53, i32 6, i32 22, i32 38, i32 54, i32 7, i32 23, i32 39, i32 55, i32 8, i32 24, i32 40, i32 56, i32 9, i32 25, i32 41, i32 57, i32 10, i32 26, i32 42, i32 58, i32 11, i32 27, i32 43, i32 59, i32 12, i32 28, i32 44, i32 60, i32 13, i32 29, i32 45, i32 61, i32 14, i32 30, i32 46, i32 62, i32 15, i32 31, i32 47, i32 63>
  %p = insertvalue { <64 x i8>, <16 x i32> } poison, <64 x i8> %r, 0
  %q = insertvalue { <64 x i8>, <16 x i32> } %p, <16 x i32> %s1, 1
  ret { <64 x i8>, <16 x i32> } %q
}

; A different constant per channel (a per-channel gain): not one lane-wise function.
; CHECK-LABEL: define <32 x i16> @rgba_add_per_channel_constant(
; CHECK: shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32>
define <32 x i16> @rgba_add_per_channel_constant(<32 x i16> %a) {
  %a0 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %o0 = add <8 x i16> %a0, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %a1 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %o1 = add <8 x i16> %a1, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %a2 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %o2 = add <8 x i16> %a2, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %a3 = shufflevector <32 x i16> %a, <32 x i16> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %o3 = add <8 x i16> %a3, <i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4, i16 4>
  %lo = shufflevector <8 x i16> %o0, <8 x i16> %o1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %hi = shufflevector <8 x i16> %o2, <8 x i16> %o3, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r = shufflevector <16 x i16> %lo, <16 x i16> %hi, <32 x i32> <i32 0, i32 8, i32 16, i32 24, i32 1, i32 9, i32 17, i32 25, i32 2, i32 10, i32 18, i32 26, i32 3, i32 11, i32 19, i32 27, i32 4, i32 12, i32 20, i32 28, i32 5, i32 13, i32 21, i32 29, i32 6, i32 14, i32 22, i32 30, i32 7, i32 15, i32 23, i32 31>
  ret <32 x i16> %r
}

declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)
declare <8 x i16> @llvm.ssub.sat.v8i16(<8 x i16>, <8 x i16>)
