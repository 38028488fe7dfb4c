; Found by scripts/fuzz.py (seed 200438, hvx; the generator has changed since, this is the saved
; case; seed 162 of lit-tests/fuzz/hvx.test hit the same bug with <8 x i64>). fixsel's output was
; right: the same computation written as plain IR (the rounding shift as (x >> 7 + 1) >> 1 at
; i32, then zext, shl by per-lane amounts, xor) is bit-exact against the input on x86. But llc 16
; for Hexagon miscompiles that shape: xor of a <16 x i64> shl by non-uniform amounts with a zext
; from <16 x i32> (Inputs/hvx-shl-xor-v16i64.ll, plain IR, wrong at -O2 and, for the whole
; function, at -O0 too). HVX has no 64-bit lanes: fixsel now leaves terms with arithmetic on
; 64-bit lanes alone on Hexagon (target.rs, LLC_LIMITS), so this function is unchanged there.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s < %t
; RUN: %difftest-pair --target=hvx --after %t %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; The plain-IR form of fixsel's former output is equivalent to the input (run on x86):
; RUN: %difftest-pair --target=x86-avx2 --after %S/Inputs/hvx-shl-xor-v16i64-plain.ll %s
; and llc for Hexagon gets that plain IR wrong (if LLVM fixes it, this line fails):
; RUN: not %difftest-pair --target=hvx --after %S/Inputs/hvx-shl-xor-v16i64-plain.ll %s
; llc alone is wrong on the plain reproducer (if LLVM fixes it, this line fails):
; RUN: not %difftest-pair --target=hvx --cases=100 --before-llc-flag=-O0 --after %S/Inputs/hvx-shl-xor-v16i64.ll %S/Inputs/hvx-shl-xor-v16i64.ll

; CHECK-LABEL: @fuzz_200438(
; CHECK-NOT: @llvm.hexagon
; CHECK: ret <16 x i64>
define <16 x i64> @fuzz_200438(<16 x i32> %a0) {
  %t1 = zext <16 x i32> %a0 to <16 x i64>
  %t2 = add <16 x i64> %t1, <i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128, i64 128>
  %t3 = lshr <16 x i64> %t2, <i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8, i64 8>
  %t4 = trunc <16 x i64> %t3 to <16 x i16>
  %t5 = trunc <16 x i64> %t3 to <16 x i8>
  %t6 = zext <16 x i8> %t5 to <16 x i16>
  %t7 = zext <16 x i8> %t5 to <16 x i16>
  %t8 = add <16 x i16> %t6, %t7
  %t9 = lshr <16 x i16> %t8, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %t10 = trunc <16 x i16> %t9 to <16 x i8>
  %t11 = shl <16 x i64> %t3, <i64 33, i64 4, i64 3, i64 9, i64 37, i64 47, i64 43, i64 62, i64 53, i64 37, i64 39, i64 20, i64 33, i64 61, i64 5, i64 13>
  %t12 = zext <16 x i16> %t4 to <16 x i64>
  %t13 = xor <16 x i64> %t11, %t12
  %t14 = zext <16 x i8> %t10 to <16 x i64>
  %t15 = xor <16 x i64> %t13, %t14
  ret <16 x i64> %t15
}


