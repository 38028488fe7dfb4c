; difftest self-test input (scripts/difftest_selftest.sh).
; Correct after-IR for aarch64.ll using NEON intrinsics.

define <16 x i8> @avg_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @uaddsat_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <2 x i64> @ssubsat_i64(<2 x i64> %a, <2 x i64> %b) {
  %r = call <2 x i64> @llvm.aarch64.neon.sqsub.v2i64(<2 x i64> %a, <2 x i64> %b)
  ret <2 x i64> %r
}

declare <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.aarch64.neon.sqsub.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64>, <2 x i64>)
