; difftest self-test input (scripts/difftest_selftest.sh).
; Correct after-IR for aarch64-dotprod.ll: the SDOT intrinsic.

define <4 x i32> @sdot(<4 x i32> %acc, <16 x i8> %a, <16 x i8> %b) {
  %r = call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(<4 x i32> %acc, <16 x i8> %a, <16 x i8> %b)
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(<4 x i32>, <16 x i8>, <16 x i8>)
