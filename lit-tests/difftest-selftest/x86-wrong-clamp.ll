; difftest self-test input (scripts/difftest_selftest.sh).
; WRONG after-IR for x86.ll: @uaddsat_u8 clamps at 254 instead of 255.

define <32 x i8> @avg_u8(<32 x i8> %a, <32 x i8> %b) {
  %r = call <32 x i8> @llvm.x86.avx2.pavg.b(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @uaddsat_u8(<32 x i8> %a, <32 x i8> %b) {
  %za = zext <32 x i8> %a to <32 x i16>
  %zb = zext <32 x i8> %b to <32 x i16>
  %s = add <32 x i16> %za, %zb
  %c = icmp ugt <32 x i16> %s, <i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254>
  %m = select <32 x i1> %c, <32 x i16> <i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254, i16 254>, <32 x i16> %s
  %r = trunc <32 x i16> %m to <32 x i8>
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
