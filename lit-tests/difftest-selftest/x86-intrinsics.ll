; difftest self-test input (scripts/difftest_selftest.sh).
; Correct after-IR for x86.ll using target/generic intrinsics.

define <32 x i8> @avg_u8(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @uaddsat_u8(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <4 x i64> @ssubsat_i64(<4 x i64> %a, <4 x i64> %b) {
  %r = call <4 x i64> @llvm.ssub.sat.v4i64(<4 x i64> %a, <4 x i64> %b)
  ret <4 x i64> %r
}

declare <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8>, <32 x i8>)
declare <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8>, <32 x i8>)
declare <4 x i64> @llvm.ssub.sat.v4i64(<4 x i64>, <4 x i64>)
declare <4 x i64> @llvm.sadd.sat.v4i64(<4 x i64>, <4 x i64>)
