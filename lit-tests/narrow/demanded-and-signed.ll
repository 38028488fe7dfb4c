; Width minimization, demanded bits and signed ranges.
; @wrap_sum: C's wrapping u16 sum (uint16_t)(a + b + c) computed in int: only the low 16 bits of
; the i32 adds are used, so the adds are done in u16 (dm_add), whatever the sum's range.
; @diff_abs: the difference of two u8 fits i16 and its absolute value u8: sobel's |a - b| in i32
; becomes an absolute difference of the u8 lanes (NEON uabd).
; @no_fit: a sum of three u16 needs 18 bits; the shift that follows is not narrowed (the i32
; lanes stay), and the result is still exact (difftest).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: env FIXSEL_DEBUG=width %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=NEON
; RUN: %opt -passes='fixsel<target=hvx>,verify' -disable-output %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s

; X86-LABEL: define <16 x i16> @wrap_sum(
; X86-NOT: i32>
; X86: ret <16 x i16>
; X86-LABEL: define <8 x i16> @no_fit(
; X86: lshr <8 x i32>
; WIDTH-NOT: width: %s1
; WIDTH: fixsel: width: %r trunc: i32 -> i16: only the bits kept are computed
; WIDTH-NOT: width: %sh
; NEON-LABEL: define <16 x i32> @diff_abs(
; NEON: @llvm.aarch64.neon.uabd.v16i8
; NEON-NOT: sub <16 x i32>

define <16 x i16> @wrap_sum(<16 x i16> %a, <16 x i16> %b, <16 x i16> %c) {
  %za = zext <16 x i16> %a to <16 x i32>
  %zb = zext <16 x i16> %b to <16 x i32>
  %zc = zext <16 x i16> %c to <16 x i32>
  %s1 = add nuw nsw <16 x i32> %za, %zb
  %s2 = add nuw nsw <16 x i32> %s1, %zc
  %r = trunc <16 x i32> %s2 to <16 x i16>
  ret <16 x i16> %r
}

define <16 x i32> @diff_abs(<16 x i8> %a, <16 x i8> %b) {
  %za = zext <16 x i8> %a to <16 x i32>
  %zb = zext <16 x i8> %b to <16 x i32>
  %d = sub nsw <16 x i32> %za, %zb
  %r = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %d, i1 false)
  ret <16 x i32> %r
}

define <8 x i16> @no_fit(<8 x i16> %a, <8 x i16> %b, <8 x i16> %c) {
  %za = zext <8 x i16> %a to <8 x i32>
  %zb = zext <8 x i16> %b to <8 x i32>
  %zc = zext <8 x i16> %c to <8 x i32>
  %s1 = add nuw nsw <8 x i32> %za, %zb
  %s2 = add nuw nsw <8 x i32> %s1, %zc
  %sh = lshr <8 x i32> %s2, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %r = trunc <8 x i32> %sh to <8 x i16>
  ret <8 x i16> %r
}

declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1)
