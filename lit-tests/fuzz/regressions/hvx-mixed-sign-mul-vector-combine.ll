; Found by scripts/fuzz.py (seed 100376, hvx), reduced by hand. llc 16's hexagon-vector-combine
; pass miscompiles the multiply in (sext i16 * zext u8 + 32) >> 6 at i32 (a = 0x7fff, b = 0x7f:
; 0x0000fdfe expected, 0xfffffdfe computed), like the Q15 case of lit-tests/hvx/q15-miscompile.ll.
; fixsel lifts the rounding shift, and the mixed-sign multiply too (the zero-extended byte fits a
; signed halfword: vmpyhv); its rounding shifts shift with the vasrw intrinsic
; (lit-tests/hvx/hvc-mul-shift.ll), so that pass no longer sees a multiply-shift and the output is right.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s < %t
; llc alone is wrong on this input (if LLVM fixes it, this line fails):
; RUN: not %difftest-pair --target=hvx --cases=200 --after %s %s
; The failing step: fixsel's output against the reference.
; RUN: %difftest-pair --target=hvx --cases=200 --after %t %s

; CHECK-LABEL: @mul_round_shr_v64(
; CHECK: @llvm.hexagon.V6.vmpyhv.128B(
; CHECK: @llvm.hexagon.V6.vasrw.128B(
; CHECK: @llvm.hexagon.V6.vavgwrnd.128B(
define <64 x i32> @mul_round_shr_v64(<64 x i16> %a, <64 x i8> %b) {
  %xa = sext <64 x i16> %a to <64 x i32>
  %xb = zext <64 x i8> %b to <64 x i32>
  %p = mul <64 x i32> %xa, %xb
  %q = add <64 x i32> %p, <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>
  %s = ashr <64 x i32> %q, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  ret <64 x i32> %s
}
