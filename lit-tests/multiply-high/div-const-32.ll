; 32-bit division by constants (issue 14): the magic-number rules at 32 bits, proved in linear
; integer arithmetic (synth-offline/src/verify/lia.rs; bit-blasting times out on them). On AArch64
; a signed i32 division is SQDMULH by the magic number plus the sign fix-up (sdiv_sqdmulh*, 5-8
; instructions where llc takes 7-9), and u32 / 7 UMULL + UMULL2 + UZP2 + UHADD + USHR (mulhi_u32,
; 8 where llc takes 9). On HVX an unsigned u32 division is the signed high word from
; vmpye + vmpyo:acc plus one conditional add (vaddwq) where the multiplier is below 2^31
; (udiv_magic_31 for / 9, / 25; the add form for / 7): 6-7 packets where llc takes 7-10.
; x86 keeps llc's pmuludq/pmuldq sequences.
; Executed before/after on the targets, on edge values (0, 1, max, 0x80000000, 0x7FFFFFFF) and
; random ones, and (@near_multiples) on k * d - 1, k * d, k * d + 1.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=RULES
; Rules shadowed at their generated rule tests' instances fire here (x86-avx2; synth-offline coverage):
; RULES-DAG: fixsel: rule: @udiv9 udiv_magic{{$}}

; A64-LABEL: define <4 x i32> @sdiv3(
; A64: @llvm.aarch64.neon.sqdmulh.v4i32(
; A64-NOT: sdiv
; A64: ret <4 x i32>
; X86-LABEL: define <4 x i32> @sdiv3(
; X86: sdiv <4 x i32>

define <4 x i32> @sdiv3(<4 x i32> %x) {
  %q = sdiv <4 x i32> %x, <i32 3, i32 3, i32 3, i32 3>
  ret <4 x i32> %q
}

; A64-LABEL: define <4 x i32> @sdiv7(
; A64: @llvm.aarch64.neon.sqdmulh.v4i32(
; A64-NOT: sdiv
; A64: ret <4 x i32>
; X86-LABEL: define <4 x i32> @sdiv7(
; X86: sdiv <4 x i32>

define <4 x i32> @sdiv7(<4 x i32> %x) {
  %q = sdiv <4 x i32> %x, <i32 7, i32 7, i32 7, i32 7>
  ret <4 x i32> %q
}

; A64-LABEL: define <4 x i32> @sdiv10(
; A64: @llvm.aarch64.neon.sqdmulh.v4i32(
; A64-NOT: sdiv
; A64: ret <4 x i32>
; X86-LABEL: define <4 x i32> @sdiv10(
; X86: sdiv <4 x i32>

define <4 x i32> @sdiv10(<4 x i32> %x) {
  %q = sdiv <4 x i32> %x, <i32 10, i32 10, i32 10, i32 10>
  ret <4 x i32> %q
}

; A64-LABEL: define <4 x i32> @sdiv255(
; A64: @llvm.aarch64.neon.sqdmulh.v4i32(
; A64-NOT: sdiv
; A64: ret <4 x i32>
; X86-LABEL: define <4 x i32> @sdiv255(
; X86: sdiv <4 x i32>

define <4 x i32> @sdiv255(<4 x i32> %x) {
  %q = sdiv <4 x i32> %x, <i32 255, i32 255, i32 255, i32 255>
  ret <4 x i32> %q
}

; A64-LABEL: define <4 x i32> @udiv7(
; A64: @llvm.aarch64.neon.umull.v2i64(
; A64: @llvm.aarch64.neon.uhadd.v4i32(
; A64-NOT: udiv
; A64: ret <4 x i32>
; HVX-LABEL: define <4 x i32> @udiv7(
; HVX: @llvm.hexagon.V6.vmpyowh.64.acc.128B(
; HVX: @llvm.hexagon.V6.vaddwq.128B(
; HVX-NOT: udiv
; HVX: ret <4 x i32>
; X86-LABEL: define <4 x i32> @udiv7(
; X86: udiv <4 x i32>

define <4 x i32> @udiv7(<4 x i32> %x) {
  %q = udiv <4 x i32> %x, <i32 7, i32 7, i32 7, i32 7>
  ret <4 x i32> %q
}

; HVX-LABEL: define <4 x i32> @udiv9(
; HVX: @llvm.hexagon.V6.vmpyowh.64.acc.128B(
; HVX: @llvm.hexagon.V6.vaddwq.128B(
; HVX-NOT: udiv
; HVX: ret <4 x i32>
; X86-LABEL: define <4 x i32> @udiv9(
; X86: udiv <4 x i32>

define <4 x i32> @udiv9(<4 x i32> %x) {
  %q = udiv <4 x i32> %x, <i32 9, i32 9, i32 9, i32 9>
  ret <4 x i32> %q
}

; HVX-LABEL: define <4 x i32> @udiv25(
; HVX: @llvm.hexagon.V6.vmpyowh.64.acc.128B(
; HVX: @llvm.hexagon.V6.vaddwq.128B(
; HVX-NOT: udiv
; HVX: ret <4 x i32>
; X86-LABEL: define <4 x i32> @udiv25(
; X86: udiv <4 x i32>

define <4 x i32> @udiv25(<4 x i32> %x) {
  %q = udiv <4 x i32> %x, <i32 25, i32 25, i32 25, i32 25>
  ret <4 x i32> %q
}

; A64-LABEL: define <4 x i32> @srem25(
; A64: @llvm.aarch64.neon.sqdmulh.v4i32(
; A64-NOT: srem
; A64: ret <4 x i32>

define <4 x i32> @srem25(<4 x i32> %x) {
  %q = srem <4 x i32> %x, <i32 25, i32 25, i32 25, i32 25>
  ret <4 x i32> %q
}


define <4 x i32> @urem10(<4 x i32> %x) {
  %q = urem <4 x i32> %x, <i32 10, i32 10, i32 10, i32 10>
  ret <4 x i32> %q
}

; HVX-LABEL: define <32 x i32> @hvx_udiv9(
; HVX: @llvm.hexagon.V6.vmpyowh.64.acc.128B(
; HVX: @llvm.hexagon.V6.vaddwq.128B(
; HVX-NOT: udiv
; HVX: ret <32 x i32>
define <32 x i32> @hvx_udiv9(<32 x i32> %x) {
  %q = udiv <32 x i32> %x, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  ret <32 x i32> %q
}

; Dividends next to multiples of the divisor: k * d + (-1, 0, 1, 0) per lane (wrapping).
; A64-LABEL: define <4 x i32> @near_multiples_s(
; A64: @llvm.aarch64.neon.sqdmulh.v4i32(
; A64-NOT: sdiv
; A64: ret <4 x i32>
define <4 x i32> @near_multiples_s(<4 x i32> %k) {
  %m7 = mul <4 x i32> %k, <i32 7, i32 7, i32 7, i32 7>
  %x7 = add <4 x i32> %m7, <i32 -1, i32 0, i32 1, i32 0>
  %q7 = sdiv <4 x i32> %x7, <i32 7, i32 7, i32 7, i32 7>
  %m25 = mul <4 x i32> %k, <i32 25, i32 25, i32 25, i32 25>
  %x25 = add <4 x i32> %m25, <i32 0, i32 1, i32 -1, i32 1>
  %q25 = sdiv <4 x i32> %x25, <i32 25, i32 25, i32 25, i32 25>
  %r = xor <4 x i32> %q7, %q25
  ret <4 x i32> %r
}

define <4 x i32> @near_multiples_u(<4 x i32> %k) {
  %m7 = mul <4 x i32> %k, <i32 7, i32 7, i32 7, i32 7>
  %x7 = add <4 x i32> %m7, <i32 -1, i32 0, i32 1, i32 0>
  %q7 = udiv <4 x i32> %x7, <i32 7, i32 7, i32 7, i32 7>
  %m25 = mul <4 x i32> %k, <i32 25, i32 25, i32 25, i32 25>
  %x25 = add <4 x i32> %m25, <i32 0, i32 1, i32 -1, i32 1>
  %q25 = udiv <4 x i32> %x25, <i32 25, i32 25, i32 25, i32 25>
  %r = xor <4 x i32> %q7, %q25
  ret <4 x i32> %r
}
