; Signed division and remainders by constants (issue 14). C's (short)x / 7 is an sdiv of sext'ed
; i32 lanes: narrowed to i16 (narrow_sdiv_s) and lowered as the floor of a multiply-high by the
; magic number plus one for a negative dividend (sdiv_magic; sdiv_magic_add where the multiplier
; is past i16's range). Remainders go through the quotient. Where the magic fits i16, the
; multiply-high is a doubling one: HVX vmpyhss by a scalar with the fix-up as the accumulator of
; a vasr (sdiv_vmpyhss, sdiv_vmpyhss_half for /3), NEON sqdmulh (sdiv_sqdmulh, _half; sdiv_sqdmulh_add
; halves it back onto x for the add form, /255). Otherwise HVX uses vmpyhv + vshufoh (llc's own
; expansion of a 16-bit sdiv is 1-2 packets longer); x86 keeps llc's expansion, which is already
; as short. A quotient of at most one is a compare (udiv_le1).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=RULES
; Rules shadowed at their generated rule tests' instances fire here (x86-avx2; synth-offline coverage):
; RULES-DAG: fixsel: rule: @sdiv7_from_i32 sdiv_magic{{$}}
; RULES-DAG: fixsel: rule: @sdiv_srem sdiv_magic_add{{$}}
; RULES-DAG: fixsel: rule: @sdiv_srem srem_by_sdiv{{$}}
; RULES-DAG: fixsel: rule: @udiv_u8 udiv_le1{{$}}
; RULES-DAG: fixsel: rule: @udiv7_urem25 udiv_magic_add{{$}}
; RULES-DAG: fixsel: rule: @udiv_u8 udiv_magic_hi{{$}}
; RULES-DAG: fixsel: rule: @udiv_u8 udiv_top{{$}}
; RULES-DAG: fixsel: rule: @udiv7_urem25 urem_by_udiv{{$}}

; HVX-LABEL: define <64 x i16> @sdiv7_from_i32(
; HVX: @llvm.hexagon.V6.vmpyhss.128B(<32 x i32> %{{.*}}, i32 1227180325)
;   (18725 = the magic for 7, in both halves)
; HVX: @llvm.hexagon.V6.vasrh.acc.128B(
; HVX-NOT: sdiv
; HVX: ret <64 x i16>
; A64-LABEL: define <64 x i16> @sdiv7_from_i32(
; A64: @llvm.aarch64.neon.sqdmulh.v8i16(
; A64-NOT: sdiv
; A64: ret <64 x i16>
define <64 x i16> @sdiv7_from_i32(<64 x i16> %x) {
  %w = sext <64 x i16> %x to <64 x i32>
  %q = sdiv <64 x i32> %w, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %t = trunc <64 x i32> %q to <64 x i16>
  ret <64 x i16> %t
}

; i16 by 3, 10, 25 (positive multipliers) and 255; the remainder by 9.
; HVX-LABEL: define <64 x i16> @sdiv_srem(
; HVX: @llvm.hexagon.V6.vmpyhss.128B(<32 x i32> %{{.*}}, i32 715860651)
; HVX-NOT: sdiv
; HVX-NOT: srem
; HVX: ret <64 x i16>
; A64-LABEL: define <64 x i16> @sdiv_srem(
; A64: @llvm.aarch64.neon.sqdmulh.v8i16(
; A64-NOT: sdiv
; A64-NOT: srem
; A64: ret <64 x i16>
define <64 x i16> @sdiv_srem(<64 x i16> %x) {
  %a = sdiv <64 x i16> %x, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %b = sdiv <64 x i16> %x, <i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10, i16 10>
  %c = sdiv <64 x i16> %x, <i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25>
  %d = sdiv <64 x i16> %x, <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>
  %e = srem <64 x i16> %x, <i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9, i16 9>
  %ab = xor <64 x i16> %a, %b
  %cd = xor <64 x i16> %c, %d
  %abcd = xor <64 x i16> %ab, %cd
  %r = xor <64 x i16> %abcd, %e
  ret <64 x i16> %r
}

; u16 by 7 over the whole range: the multiplier needs 17 bits, so its low 16 bits and a halving add
; (vavguh) put back the missing x (udiv_magic_add); the remainder by 25 through the quotient.
; HVX-LABEL: define <64 x i16> @udiv7_urem25(
; HVX: @llvm.hexagon.V6.vavguh.128B(
; HVX-NOT: udiv
; HVX-NOT: urem
; HVX: ret <64 x i16>
define <64 x i16> @udiv7_urem25(<64 x i16> %x) {
  %a = udiv <64 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %b = urem <64 x i16> %x, <i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25, i16 25>
  %r = xor <64 x i16> %a, %b
  ret <64 x i16> %r
}

; u8: by 7 over the whole range (halving add of bytes), by 200 (a compare: the quotient is 0 or 1)
; and by 255 (x - 254 saturated: udiv_top).
; HVX-LABEL: define <128 x i8> @udiv_u8(
; HVX: @llvm.hexagon.V6.vavgub.128B(
; HVX: @llvm.hexagon.V6.vsububsat.128B(
; HVX-NOT: udiv
; HVX: ret <128 x i8>
define <128 x i8> @udiv_u8(<128 x i8> %x) {
  %a = udiv <128 x i8> %x, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  %b = udiv <128 x i8> %x, <i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200, i8 200>
  %c = udiv <128 x i8> %x, <i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255, i8 255>
  %ab = xor <128 x i8> %a, %b
  %r = xor <128 x i8> %ab, %c
  ret <128 x i8> %r
}

; i8 by 7: its multiplier (147) is past i8's range, so sdiv_magic_add (on x86 and AArch64 llc's
; own expansion is kept).
define <128 x i8> @sdiv_i8(<128 x i8> %x) {
  %a = sdiv <128 x i8> %x, <i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7, i8 7>
  ret <128 x i8> %a
}
