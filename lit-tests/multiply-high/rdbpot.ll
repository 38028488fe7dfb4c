; gemmlowp's RoundingDivideByPOT(x, e) with a constant exponent (issue 14), as clang -O3 writes
;   mask = (1 << e) - 1; rem = x & mask; thr = (mask >> 1) + (x < 0); (x >> e) + (rem > thr)
; lifted (rdbpot, rdbpot_1 for e = 1) to rounding_shr.s(saturating_add.s(x, x >> 31), e). NEON:
; cmlt + sqadd + srshr; on HVX vasr + vadd:sat + vasr + vavg:rnd (by one, vavg:rnd alone: rshr1_s);
; x86: |x| rounded half up with its sign put back, by psignd (rdbpot_psign), or on AVX-512, which
; has no vpsignd, by (r ^ s) - s (rdbpot_xorsign).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=AVX2
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | FileCheck %s --check-prefix=AVX512
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-avx512 --allow-unsupported %s

; HVX-LABEL: define <32 x i32> @rdbpot_e5(
; HVX: @llvm.hexagon.V6.vaddwsat.128B(
; HVX: @llvm.hexagon.V6.vavgwrnd.128B(
; HVX: ret <32 x i32>
; A64-LABEL: define <32 x i32> @rdbpot_e5(
; A64: @llvm.aarch64.neon.sqadd.v4i32(
; A64: @llvm.aarch64.neon.srshl.v4i32(
; A64: ret <32 x i32>
; AVX2-LABEL: define <32 x i32> @rdbpot_e5(
; AVX2: @llvm.abs.v32i32(
; AVX2: @llvm.x86.avx2.psign.d(
; AVX2: ret <32 x i32>
; AVX512-LABEL: define <32 x i32> @rdbpot_e5(
; AVX512: @llvm.abs.v32i32(
; AVX512-NOT: psign
; AVX512: ret <32 x i32>
define <32 x i32> @rdbpot_e5(<32 x i32> %x) {
  %rem = and <32 x i32> %x, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %neg = lshr <32 x i32> %x, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %thr = add nuw nsw <32 x i32> %neg, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %q = ashr <32 x i32> %x, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %c = icmp ugt <32 x i32> %rem, %thr
  %z = zext <32 x i1> %c to <32 x i32>
  %r = add nsw <32 x i32> %q, %z
  ret <32 x i32> %r
}

; By two: the threshold is mask >> 1 = 0 plus the sign, and HVX's vavg:rnd takes x directly.
; HVX-LABEL: define <32 x i32> @rdbpot_e1(
; HVX-NOT: vasrw.128B(<32 x i32> %{{.*}}, i32 0)
; HVX: @llvm.hexagon.V6.vavgwrnd.128B(
; HVX: ret <32 x i32>
; AVX2-LABEL: define <32 x i32> @rdbpot_e1(
; AVX2: @llvm.x86.avx2.psign.d(
define <32 x i32> @rdbpot_e1(<32 x i32> %x) {
  %rem = and <32 x i32> %x, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %neg = lshr <32 x i32> %x, <i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31, i32 31>
  %q = ashr <32 x i32> %x, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %c = icmp ugt <32 x i32> %rem, %neg
  %z = zext <32 x i1> %c to <32 x i32>
  %r = add nsw <32 x i32> %q, %z
  ret <32 x i32> %r
}

; The rules are width-generic: i16 lanes by 2^3 (psignw). HVX's 16-bit rounding shift is the
; synthesized vmpyhvsrs(x, 2^(15 - 3)).
; HVX-LABEL: define <64 x i16> @rdbpot_i16_e3(
; HVX: @llvm.hexagon.V6.vaddhsat.128B(
; HVX: @llvm.hexagon.V6.vmpyhvsrs.128B(
; AVX2-LABEL: define <64 x i16> @rdbpot_i16_e3(
; AVX2: @llvm.x86.avx2.psign.w(
define <64 x i16> @rdbpot_i16_e3(<64 x i16> %x) {
  %rem = and <64 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %neg = lshr <64 x i16> %x, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  %thr = add nuw nsw <64 x i16> %neg, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %q = ashr <64 x i16> %x, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %c = icmp ugt <64 x i16> %rem, %thr
  %z = zext <64 x i1> %c to <64 x i16>
  %r = add nsw <64 x i16> %q, %z
  ret <64 x i16> %r
}
