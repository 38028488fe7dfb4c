; gemmlowp's SaturatingRoundingDoublingHighMul(v * (1 << 20), m) as TFLite's quantized ADD writes it
; (bench/kernels/tflite_add.c): clang folds the overflow test `v << 20 == INT32_MIN` into
; `v == -2048`, which is only the same test where the `shl nsw` does not overflow. Where it does,
; the shift is poison, and so is the wrapping product the select then picks: lift rule
; q_sat_select_shl (predicate nsw(s), read through plugin/shim/flags.cpp) makes the whole select
; rounding_mul_shr.s, i.e. sqrdmulh on NEON, vmpyewuh + vmpyowh:<<1:rnd:sat on HVX and the
; pmuldq form on x86 (even/odd 64-bit products llc selects as vpmuldq). Without the flag, or with another constant, nothing changes. The SLP
; vectorizer's packing of the invariant test (`<2 x i1>` with a lane broadcast, as clang emits it
; for x86) is seen through too. Executed before/after on all targets; the inputs keep the shift in
; range (v = a >> 20), as the difftest needs poison-free functions.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,A64
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,AVX2
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=aarch64>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s

; FIRED-DAG: fixsel: rule: @srdhm_shl q_sat_select_shl
; FIRED-DAG: fixsel: rule: @srdhm_shl_slp q_sat_select_shl
; FIRED-NOT: rule: @srdhm_shl_plain q_sat_select_shl
; FIRED-NOT: rule: @srdhm_shl_other q_sat_select_shl

; CHECK-LABEL: define <8 x i32> @srdhm_shl(
; A64: @llvm.aarch64.neon.sqrdmulh.v4i32(
; HVX: @llvm.hexagon.V6.vmpyewuh.128B(
; HVX: @llvm.hexagon.V6.vmpyowh.rnd.sacc.128B(
; AVX2: mul <4 x i64>
; CHECK-NOT: sdiv
; CHECK: ret <8 x i32>
define <8 x i32> @srdhm_shl(<8 x i32> %a, i32 %m) {
  %v = ashr <8 x i32> %a, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %ym = icmp eq i32 %m, -2147483648
  %yi = insertelement <8 x i1> poison, i1 %ym, i64 0
  %ys = shufflevector <8 x i1> %yi, <8 x i1> poison, <8 x i32> zeroinitializer
  %m64 = sext i32 %m to i64
  %mi = insertelement <8 x i64> poison, i64 %m64, i64 0
  %ms = shufflevector <8 x i64> %mi, <8 x i64> poison, <8 x i32> zeroinitializer
  %x = shl nsw <8 x i32> %v, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %veq = icmp eq <8 x i32> %v, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %ov = and <8 x i1> %ys, %veq
  %x64 = sext <8 x i32> %x to <8 x i64>
  %p = mul nsw <8 x i64> %ms, %x64
  %pos = icmp sgt <8 x i64> %p, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %nudge = select <8 x i1> %pos, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %s = add nsw <8 x i64> %nudge, %p
  %d = sdiv <8 x i64> %s, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %t = trunc <8 x i64> %d to <8 x i32>
  %r = select <8 x i1> %ov, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %t
  ret <8 x i32> %r
}

; The invariant test packed with another one by the SLP vectorizer, broadcast from lane 1.
; CHECK-LABEL: define <8 x i32> @srdhm_shl_slp(
; A64: @llvm.aarch64.neon.sqrdmulh.v4i32(
; AVX2: mul <4 x i64>
; CHECK-NOT: sdiv
; CHECK: ret <8 x i32>
define <8 x i32> @srdhm_shl_slp(<8 x i32> %a, i32 %m0, i32 %m) {
  %v = ashr <8 x i32> %a, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %pair0 = insertelement <2 x i32> poison, i32 %m0, i64 0
  %pair = insertelement <2 x i32> %pair0, i32 %m, i64 1
  %pair.min = icmp eq <2 x i32> %pair, <i32 -2147483648, i32 -2147483648>
  %pair64 = sext <2 x i32> %pair to <2 x i64>
  %ys = shufflevector <2 x i1> %pair.min, <2 x i1> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %ms = shufflevector <2 x i64> %pair64, <2 x i64> poison, <8 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %x = shl nsw <8 x i32> %v, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %veq = icmp eq <8 x i32> %v, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %ov = and <8 x i1> %ys, %veq
  %x64 = sext <8 x i32> %x to <8 x i64>
  %p = mul nsw <8 x i64> %ms, %x64
  %pos = icmp sgt <8 x i64> %p, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %nudge = select <8 x i1> %pos, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %s = add nsw <8 x i64> %nudge, %p
  %d = sdiv <8 x i64> %s, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %t = trunc <8 x i64> %d to <8 x i32>
  %r = select <8 x i1> %ov, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %t
  ret <8 x i32> %r
}

; Without nsw, v = 2048 shifts to INT32_MIN too and the select does not catch it: left as it is
; (the wrapping product is still lowered where a target has a form for it).
; CHECK-LABEL: define <8 x i32> @srdhm_shl_plain(
; CHECK: select <8 x i1> %ov, <8 x i32> <i32 2147483647
define <8 x i32> @srdhm_shl_plain(<8 x i32> %a, i32 %m) {
  %v = ashr <8 x i32> %a, <i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19>
  %ym = icmp eq i32 %m, -2147483648
  %yi = insertelement <8 x i1> poison, i1 %ym, i64 0
  %ys = shufflevector <8 x i1> %yi, <8 x i1> poison, <8 x i32> zeroinitializer
  %m64 = sext i32 %m to i64
  %mi = insertelement <8 x i64> poison, i64 %m64, i64 0
  %ms = shufflevector <8 x i64> %mi, <8 x i64> poison, <8 x i32> zeroinitializer
  %x = shl <8 x i32> %v, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %veq = icmp eq <8 x i32> %v, <i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048, i32 -2048>
  %ov = and <8 x i1> %ys, %veq
  %x64 = sext <8 x i32> %x to <8 x i64>
  %p = mul nsw <8 x i64> %ms, %x64
  %pos = icmp sgt <8 x i64> %p, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %nudge = select <8 x i1> %pos, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %s = add nsw <8 x i64> %nudge, %p
  %d = sdiv <8 x i64> %s, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %t = trunc <8 x i64> %d to <8 x i32>
  %r = select <8 x i1> %ov, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %t
  ret <8 x i32> %r
}

; A constant that is not INT32_MIN >> 20: left as it is.
; CHECK-LABEL: define <8 x i32> @srdhm_shl_other(
; CHECK: select <8 x i1> %ov, <8 x i32> <i32 2147483647
define <8 x i32> @srdhm_shl_other(<8 x i32> %a, i32 %m) {
  %v = ashr <8 x i32> %a, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %ym = icmp eq i32 %m, -2147483648
  %yi = insertelement <8 x i1> poison, i1 %ym, i64 0
  %ys = shufflevector <8 x i1> %yi, <8 x i1> poison, <8 x i32> zeroinitializer
  %m64 = sext i32 %m to i64
  %mi = insertelement <8 x i64> poison, i64 %m64, i64 0
  %ms = shufflevector <8 x i64> %mi, <8 x i64> poison, <8 x i32> zeroinitializer
  %x = shl nsw <8 x i32> %v, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %veq = icmp eq <8 x i32> %v, <i32 -2047, i32 -2047, i32 -2047, i32 -2047, i32 -2047, i32 -2047, i32 -2047, i32 -2047>
  %ov = and <8 x i1> %ys, %veq
  %x64 = sext <8 x i32> %x to <8 x i64>
  %p = mul nsw <8 x i64> %ms, %x64
  %pos = icmp sgt <8 x i64> %p, <i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1, i64 -1>
  %nudge = select <8 x i1> %pos, <8 x i64> <i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824, i64 1073741824>, <8 x i64> <i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823, i64 -1073741823>
  %s = add nsw <8 x i64> %nudge, %p
  %d = sdiv <8 x i64> %s, <i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648, i64 2147483648>
  %t = trunc <8 x i64> %d to <8 x i32>
  %r = select <8 x i1> %ov, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %t
  ret <8 x i32> %r
}
