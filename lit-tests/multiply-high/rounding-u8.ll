; The u8 x u8 product rescaled to u8 with rounding, (a * b + 128) >> 8 (bench mul_u8_round), as
; clang -O3 writes it at 32 bits: lifted to rounding_mul_shr.u(a, b, 8). x86 has no rule of its
; own for it: the generic rmul_shr_u_unfold leaves the rounding shift to x86's rshr_u_headroom,
; which adds the bias at 16 bits (255 * 255 + 128 < 2^16), so no lane is widened to 32 bits.
; On NEON, umull + rshrn (by exactly 8 the rounded high byte cannot saturate).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=NEON
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s

; X86-LABEL: define <32 x i8> @mul_u8_round(
; X86-NOT: to <32 x i32>
; X86: mul <32 x i16>
; X86-NOT: <32 x i32> %
; X86: packuswb
; X86: ret <32 x i8>
; NEON-LABEL: define <32 x i8> @mul_u8_round(
; NEON: call <8 x i8> @llvm.aarch64.neon.rshrn.v8i8(<8 x i16> %{{.*}}, i32 8)
; NEON-NOT: <32 x i32> %
; NEON: ret <32 x i8>
define <32 x i8> @mul_u8_round(<32 x i8> %a, <32 x i8> %b) {
  %za = zext <32 x i8> %a to <32 x i32>
  %zb = zext <32 x i8> %b to <32 x i32>
  %p = mul nuw nsw <32 x i32> %zb, %za
  %q = add nuw nsw <32 x i32> %p, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %s = lshr <32 x i32> %q, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %r = trunc <32 x i32> %s to <32 x i8>
  ret <32 x i8> %r
}

; A 16-bit product by 2^-15 with rounding, (a * b + 2^14) >> 15 saturated to u16: the bias fits
; too (c0 = 15 <= T + 1), saturating where the result passes 65535.
; X86-LABEL: define <16 x i16> @mul_u16_q15(
; X86-NOT: i64
; X86: ret <16 x i16>
define <16 x i16> @mul_u16_q15(<16 x i16> %a, <16 x i16> %b) {
  %za = zext <16 x i16> %a to <16 x i32>
  %zb = zext <16 x i16> %b to <16 x i32>
  %p = mul nuw <16 x i32> %zb, %za
  %q = add nuw <16 x i32> %p, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %s = lshr <16 x i32> %q, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %c = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %s, <16 x i32> <i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535, i32 65535>)
  %r = trunc <16 x i32> %c to <16 x i16>
  ret <16 x i16> %r
}

declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)
