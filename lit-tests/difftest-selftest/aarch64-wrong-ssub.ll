; difftest self-test input (scripts/difftest_selftest.sh).
; WRONG after-IR for aarch64.ll: @ssubsat_i64 as sqadd(a, 0 - b), wrong only for b = INT64_MIN.

define <16 x i8> @avg_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @uaddsat_u8(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <2 x i64> @ssubsat_i64(<2 x i64> %a, <2 x i64> %b) {
  %nb = sub <2 x i64> zeroinitializer, %b
  %r = call <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64> %a, <2 x i64> %nb)
  ret <2 x i64> %r
}

declare <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.neon.uhadd.v16i8(<16 x i8>, <16 x i8>)
declare <16 x i8> @llvm.aarch64.neon.uqadd.v16i8(<16 x i8>, <16 x i8>)
declare <2 x i64> @llvm.aarch64.neon.sqsub.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.aarch64.neon.sqadd.v2i64(<2 x i64>, <2 x i64>)
