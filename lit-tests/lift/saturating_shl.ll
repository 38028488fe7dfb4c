; A saturating narrow of a widened shift left by a constant (clang -O3's form of
; `v = (int32_t)x << c; clamp to the narrow type`) is one NEON SQSHL/UQSHL #c at the narrow width.
; 0x7F.., 0x80.. and 0xFF.. are among difftest's edge inputs; they saturate.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=hvx %s

; CHECK-LABEL: define <8 x i16> @sqshl_16(
; CHECK: call <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16> %x, <8 x i16> <i16 3,
; CHECK-NOT: smin
; CHECK: ret
define <8 x i16> @sqshl_16(<8 x i16> %x) {
  %w = sext <8 x i16> %x to <8 x i32>
  %s = shl <8 x i32> %w, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %c0 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %s, <8 x i32> <i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768>)
  %c1 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %c0, <8 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %r = trunc <8 x i32> %c1 to <8 x i16>
  ret <8 x i16> %r
}

; CHECK-LABEL: define <16 x i8> @sqshl_8(
; CHECK: call <16 x i8> @llvm.aarch64.neon.sqshl.v16i8(<16 x i8> %x, <16 x i8> <i8 2,
; CHECK-NOT: smin
; CHECK: ret
define <16 x i8> @sqshl_8(<16 x i8> %x) {
  %w = sext <16 x i8> %x to <16 x i32>
  %s = shl <16 x i32> %w, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %c0 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %s, <16 x i32> <i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128>)
  %c1 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %c0, <16 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %r = trunc <16 x i32> %c1 to <16 x i8>
  ret <16 x i8> %r
}

; CHECK-LABEL: define <16 x i8> @uqshl_8(
; CHECK: call <16 x i8> @llvm.aarch64.neon.uqshl.v16i8(<16 x i8> %x, <16 x i8> <i8 2,
; CHECK-NOT: umin
; CHECK: ret
define <16 x i8> @uqshl_8(<16 x i8> %x) {
  %w = zext <16 x i8> %x to <16 x i32>
  %s = shl <16 x i32> %w, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %c0 = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %s, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %r = trunc <16 x i32> %c0 to <16 x i8>
  ret <16 x i8> %r
}

; CHECK-LABEL: define <4 x i32> @uqshl_32(
; CHECK: call <4 x i32> @llvm.aarch64.neon.uqshl.v4i32(<4 x i32> %x, <4 x i32> <i32 5,
; CHECK-NOT: umin
; CHECK: ret
define <4 x i32> @uqshl_32(<4 x i32> %x) {
  %w = zext <4 x i32> %x to <4 x i64>
  %s = shl <4 x i64> %w, <i64 5, i64 5, i64 5, i64 5>
  %c0 = call <4 x i64> @llvm.umin.v4i64(<4 x i64> %s, <4 x i64> <i64 4294967295, i64 4294967295, i64 4294967295, i64 4294967295>)
  %r = trunc <4 x i64> %c0 to <4 x i32>
  ret <4 x i32> %r
}

; The clamps in the other order.
; CHECK-LABEL: define <8 x i16> @sqshl_16_min_first(
; CHECK: call <8 x i16> @llvm.aarch64.neon.sqshl.v8i16(<8 x i16> %x, <8 x i16> <i16 7,
; CHECK: ret
define <8 x i16> @sqshl_16_min_first(<8 x i16> %x) {
  %w = sext <8 x i16> %x to <8 x i32>
  %s = shl <8 x i32> %w, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %c0 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %s, <8 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %c1 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %c0, <8 x i32> <i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768>)
  %r = trunc <8 x i32> %c1 to <8 x i16>
  ret <8 x i16> %r
}

; A shift by 16 is not an SQSHL immediate for 16-bit lanes.
; CHECK-LABEL: define <8 x i16> @sqshl_16_too_far(
; CHECK-NOT: sqshl
; CHECK: ret
define <8 x i16> @sqshl_16_too_far(<8 x i16> %x) {
  %w = sext <8 x i16> %x to <8 x i32>
  %s = shl <8 x i32> %w, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %c0 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %s, <8 x i32> <i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768>)
  %c1 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %c0, <8 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %r = trunc <8 x i32> %c1 to <8 x i16>
  ret <8 x i16> %r
}

declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)
declare <4 x i64> @llvm.umin.v4i64(<4 x i64>, <4 x i64>)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>)
