; Width minimization: gaussian3x3's u8 taps promoted to i32 by C. Interval analysis bounds every
; partial sum below 2^16, so the whole stencil is computed in u16 lanes (the i32 lanes, and the
; unpacks to and packs from them, go), and the rounding shift is lifted at 16 bits.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: env FIXSEL_DEBUG=width %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=WIDTH
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=aarch64>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRED
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=NEON
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s

; X86-LABEL: define <16 x i8> @blur121(
; X86-NOT: {{(add|shl|lshr|zext|trunc) .*i32>}}
; X86: ret <16 x i8>
; WIDTH-NOT: width: %za
; WIDTH: fixsel: width: %s01 add: i32 -> i16, zero-extended: unsigned [0, 510], signed [0, 510]
; WIDTH: fixsel: width: %t4 shl: i32 -> i16, zero-extended: unsigned [0, 1020], signed [0, 1020]
; WIDTH: fixsel: width: %s4 add: i32 -> i16, zero-extended: unsigned [8, 2558], signed [8, 2558]
; WIDTH: fixsel: width: %sh lshr: i32 -> i16, zero-extended: unsigned [0, 159], signed [0, 159]
; FIRED: nw_add_u16
; FIRED: nw_shl_u16
; FIRED: rshrn_u
; NEON-LABEL: define <16 x i8> @blur121(
; NEON-NOT: {{(add|shl|lshr|zext|trunc) .*i32>}}
; NEON: ret <16 x i8>
; HVX-LABEL: define <128 x i8> @blur121_hvx(
; HVX-NOT: {{(add|shl|lshr|zext|trunc) .*i32>}}
; HVX: ret <128 x i8>

define <16 x i8> @blur121(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c, <16 x i8> %d) {
  %za = zext <16 x i8> %a to <16 x i32>
  %zb = zext <16 x i8> %b to <16 x i32>
  %zc = zext <16 x i8> %c to <16 x i32>
  %zd = zext <16 x i8> %d to <16 x i32>
  %s01 = add nuw nsw <16 x i32> %za, %zc
  %t4 = shl nuw nsw <16 x i32> %zb, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %s2 = add nuw nsw <16 x i32> %s01, %zd
  %t2 = shl nuw nsw <16 x i32> %s2, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %s3 = add nuw nsw <16 x i32> %t2, %t4
  %s4 = add nuw nsw <16 x i32> %s3, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %sh = lshr <16 x i32> %s4, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %r = trunc <16 x i32> %sh to <16 x i8>
  ret <16 x i8> %r
}

define <128 x i8> @blur121_hvx(<128 x i8> %a, <128 x i8> %b, <128 x i8> %c, <128 x i8> %d) {
  %za = zext <128 x i8> %a to <128 x i32>
  %zb = zext <128 x i8> %b to <128 x i32>
  %zc = zext <128 x i8> %c to <128 x i32>
  %zd = zext <128 x i8> %d to <128 x i32>
  %s01 = add nuw nsw <128 x i32> %za, %zc
  %t4 = shl nuw nsw <128 x i32> %zb, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %s2 = add nuw nsw <128 x i32> %s01, %zd
  %t2 = shl nuw nsw <128 x i32> %s2, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %s3 = add nuw nsw <128 x i32> %t2, %t4
  %s4 = add nuw nsw <128 x i32> %s3, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %sh = lshr <128 x i32> %s4, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %r = trunc <128 x i32> %sh to <128 x i8>
  ret <128 x i8> %r
}
