; Division by constants (issue 14): C's (a + b + c) / 3 on u8 pixels is a udiv of i32 lanes; it
; is narrowed to the u16 the sum fits and lifted to a multiply-high by the magic number
; (mul_shr.u(x, 0xAAAB, 17)), which each target lowers with its own high multiply. A dividend past
; the magic number's exact range (u16 / 7 over all of u16) takes the 17-bit multiplier's low bits and
; a halving add where that is shorter than llc's expansion (HVX). A sum below 2^15 uses
; the multiplier whose shift is exactly 16 (x86: pmulhuw, no shift after it); on HVX, an odd divisor
; of a sum below 2^14 is one Q15 multiply per register, vmpyhvsrs(x - (d-1)/2, ceil(2^15 / d))
; (udiv_vmpyhvsrs), and the sum stays dealt from vaddubh to the narrowing vshuffe.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s

; HVX-LABEL: define <64 x i8> @box3(
; HVX: @llvm.hexagon.V6.vmpyhvsrs.128B(
; HVX-NOT: udiv
; HVX-NOT: vmpyuhv
; HVX: ret <64 x i8>
; X86-LABEL: define <64 x i8> @box3(
; X86: @llvm.x86.avx2.pmulhu.w(
; X86-NOT: udiv
; X86-NOT: psrli
; X86: ret <64 x i8>
define <64 x i8> @box3(<64 x i8> %a, <64 x i8> %b, <64 x i8> %c) {
  %za = zext <64 x i8> %a to <64 x i32>
  %zb = zext <64 x i8> %b to <64 x i32>
  %zc = zext <64 x i8> %c to <64 x i32>
  %s1 = add nuw nsw <64 x i32> %zb, %za
  %s = add nuw nsw <64 x i32> %s1, %zc
  %q = udiv <64 x i32> %s, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %t = trunc <64 x i32> %q to <64 x i8>
  ret <64 x i8> %t
}

; u16 by 9, 10, 11 and 255 over the whole u16 range.
; HVX-LABEL: define <64 x i16> @by_constants(
; HVX-NOT: udiv
; HVX: ret <64 x i16>
; X86-LABEL: define <64 x i16> @by_constants(
; X86-NOT: udiv
; X86: ret <64 x i16>
define <64 x i16> @by_constants(<64 x i16> %x) {
  %a = udiv <64 x i16> %x, <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>
  %b = udiv <64 x i16> %x, <i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10>
  %c = udiv <64 x i16> %x, <i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11, i16 11>
  %d = udiv <64 x i16> %x, <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>
  %ab = xor <64 x i16> %a, %b
  %cd = xor <64 x i16> %c, %d
  %r = xor <64 x i16> %ab, %cd
  ret <64 x i16> %r
}

; u8 by 3 and 5 (on Hexagon, the high bytes of the product after a halfword shift).
; HVX-LABEL: define <128 x i8> @u8_by_constants(
; HVX: @llvm.hexagon.V6.vmpyubv.128B(
; HVX-NOT: udiv
; HVX: ret <128 x i8>
define <128 x i8> @u8_by_constants(<128 x i8> %x) {
  %a = udiv <128 x i8> %x, <i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3, i8 3>
  %b = udiv <128 x i8> %x, <i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5, i8 5>
  %r = xor <128 x i8> %a, %b
  ret <128 x i8> %r
}

; u16 / 7 needs a 17-bit multiplier for x > 43690: its low 16 bits and a halving add on HVX
; (udiv_magic_add); x86 keeps llc's expansion (pmulhuw, psubw, psrlw, paddw, psrlw), as short.
; HVX-LABEL: define <64 x i16> @by_7_full_range(
; HVX: @llvm.hexagon.V6.vavguh.128B(
; HVX-NOT: udiv
; X86-LABEL: define <64 x i16> @by_7_full_range(
; X86: udiv <64 x i16>
define <64 x i16> @by_7_full_range(<64 x i16> %x) {
  %q = udiv <64 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  ret <64 x i16> %q
}

; ... but a sum of u8 values below the limit divides by 7 through the multiply-high.
; HVX-LABEL: define <64 x i16> @by_7_bounded(
; HVX-NOT: udiv
; HVX: ret <64 x i16>
define <64 x i16> @by_7_bounded(<64 x i8> %a, <64 x i8> %b) {
  %za = zext <64 x i8> %a to <64 x i16>
  %zb = zext <64 x i8> %b to <64 x i16>
  %s = add nuw nsw <64 x i16> %za, %zb
  %q = udiv <64 x i16> %s, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  ret <64 x i16> %q
}

; A remainder (through its quotient) and a signed division (sdiv-const.ll) on HVX.
; HVX-LABEL: define <64 x i16> @rem_and_sdiv(
; HVX-NOT: urem
; HVX-NOT: sdiv
; HVX: ret <64 x i16>
define <64 x i16> @rem_and_sdiv(<64 x i16> %x) {
  %r = urem <64 x i16> %x, <i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10>
  %q = sdiv <64 x i16> %x, <i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10>
  %s = add <64 x i16> %r, %q
  ret <64 x i16> %s
}

; A whole register of u8: the sum dealt by vaddubh, the third tap accumulated into it
; (vaddubh_acc_ext1), the division per register, the dealt pair narrowed by one vshuffe, with no
; interleaving or dealing shuffle in between (only the split into registers and the concatenation).
; The bias (d-1)/2 = 1 is the accumulator's start (bias_vaddubh, bias_acc): 0xFFFF in each i16, no vsub.
; HVX-LABEL: define <128 x i8> @box3_128(
; HVX-NOT: sub <128 x i16>
; HVX: @llvm.hexagon.V6.vaddubh.acc.128B(<64 x i32> <i32 -1, i32 -1,
; HVX-NOT: sub <128 x i16>
; HVX: @llvm.hexagon.V6.vaddubh.acc.128B(
; HVX-NOT: i32 0, i32 64, i32 1, i32 65
; HVX-NOT: i32 0, i32 2, i32 4, i32 6
; HVX: @llvm.hexagon.V6.vmpyhvsrs.128B(
; HVX: @llvm.hexagon.V6.vmpyhvsrs.128B(
; HVX-NOT: i32 0, i32 64, i32 1, i32 65
; HVX-NOT: i32 0, i32 2, i32 4, i32 6
; HVX: @llvm.hexagon.V6.vshuffeb.128B(
; HVX-NOT: udiv
; HVX: ret <128 x i8>
define <128 x i8> @box3_128(<128 x i8> %a, <128 x i8> %b, <128 x i8> %c) {
  %za = zext <128 x i8> %a to <128 x i32>
  %zb = zext <128 x i8> %b to <128 x i32>
  %zc = zext <128 x i8> %c to <128 x i32>
  %s1 = add nuw nsw <128 x i32> %zb, %za
  %s = add nuw nsw <128 x i32> %s1, %zc
  %q = udiv <128 x i32> %s, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %t = trunc <128 x i32> %q to <128 x i8>
  ret <128 x i8> %t
}
