; Odd element widths and lane counts (<3 x i7>, <5 x i12>, <7 x i24>) and i1 vectors widened
; into arithmetic. No target has instructions for these widths: only the generic forms at the
; op's own width may apply, and the result must be bit-exact on every target.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=x86-avx2 --cases=500 %s
; RUN: %difftest --target=aarch64 --cases=500 %s
; RUN: %difftest --target=hvx --cases=500 %s

; CHECK-LABEL: @rhadd_v3i7(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <3 x i7> @rhadd_v3i7(<3 x i7> %a, <3 x i7> %b) {
  %xa = zext <3 x i7> %a to <3 x i14>
  %xb = zext <3 x i7> %b to <3 x i14>
  %s = add <3 x i14> %xa, %xb
  %s1 = add <3 x i14> %s, <i14 1, i14 1, i14 1>
  %h = lshr <3 x i14> %s1, <i14 1, i14 1, i14 1>
  %r = trunc <3 x i14> %h to <3 x i7>
  ret <3 x i7> %r
}

; CHECK-LABEL: @sadd_clamp_v3i7(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <3 x i7> @sadd_clamp_v3i7(<3 x i7> %a, <3 x i7> %b) {
  %xa = sext <3 x i7> %a to <3 x i32>
  %xb = sext <3 x i7> %b to <3 x i32>
  %s = add <3 x i32> %xa, %xb
  %lo = call <3 x i32> @llvm.smax.v3i32(<3 x i32> %s, <3 x i32> <i32 -64, i32 -64, i32 -64>)
  %hi = call <3 x i32> @llvm.smin.v3i32(<3 x i32> %lo, <3 x i32> <i32 63, i32 63, i32 63>)
  %r = trunc <3 x i32> %hi to <3 x i7>
  ret <3 x i7> %r
}

; CHECK-LABEL: @absd_v5i12(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <5 x i12> @absd_v5i12(<5 x i12> %a, <5 x i12> %b) {
  %xa = sext <5 x i12> %a to <5 x i24>
  %xb = sext <5 x i12> %b to <5 x i24>
  %d = sub <5 x i24> %xa, %xb
  %m = call <5 x i24> @llvm.abs.v5i24(<5 x i24> %d, i1 false)
  %r = trunc <5 x i24> %m to <5 x i12>
  ret <5 x i12> %r
}

; CHECK-LABEL: @q_mul_v7i24(
; CHECK-NOT: @llvm.{{x86|aarch64|hexagon}}
; CHECK: ret
define <7 x i24> @q_mul_v7i24(<7 x i24> %a, <7 x i24> %b) {
  %xa = sext <7 x i24> %a to <7 x i48>
  %xb = sext <7 x i24> %b to <7 x i48>
  %p = mul <7 x i48> %xa, %xb
  %q = add <7 x i48> %p, <i48 4194304, i48 4194304, i48 4194304, i48 4194304, i48 4194304, i48 4194304, i48 4194304>
  %s = ashr <7 x i48> %q, <i48 23, i48 23, i48 23, i48 23, i48 23, i48 23, i48 23>
  %r = trunc <7 x i48> %s to <7 x i24>
  ret <7 x i24> %r
}

; i1 lanes from compares, widened and averaged with bytes.
; CHECK-LABEL: @i1_into_average(
; CHECK: ret <16 x i8>
define <16 x i8> @i1_into_average(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %xc = zext <16 x i1> %c to <16 x i16>
  %xa = zext <16 x i8> %a to <16 x i16>
  %s = add <16 x i16> %xa, %xc
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}

declare <3 x i32> @llvm.smax.v3i32(<3 x i32>, <3 x i32>)
declare <3 x i32> @llvm.smin.v3i32(<3 x i32>, <3 x i32>)
declare <5 x i24> @llvm.abs.v5i24(<5 x i24>, i1)
