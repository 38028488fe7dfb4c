; A trunc of a value that interval analysis proves in range is the pack alone
; (trunc_pk_u/trunc_pk_s in x86/lower.rules): llc masks (pand) or shuffles before its own pack
; unless it sees the high bits are zero. Out of range, the trunc stays a trunc.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | llc -O3 -mtriple=x86_64-linux-gnu -mcpu=haswell | FileCheck %s --check-prefix=ASM
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=RULES
; Rules shadowed at their generated rule tests' instances fire here (x86-avx2; synth-offline coverage):
; RULES-DAG: fixsel: rule: @sra8_s16 trunc_pk_s{{$}}

; (a + b + c) / 3 of bytes: the quotient is at most 255, so packuswb needs no pand.
; CHECK-LABEL: define <32 x i8> @div3_u8(
; CHECK: @llvm.x86.{{avx2.pmulhu.w|sse2.pmulhu.w}}(
; CHECK: @llvm.x86.{{avx2.packuswb|sse2.packuswb.128}}(
; CHECK-NOT: trunc
; CHECK: ret <32 x i8>
; ASM-LABEL: div3_u8:
; ASM-NOT: vpand
; ASM: vpackuswb
; ASM: retq
define <32 x i8> @div3_u8(<32 x i8> %a, <32 x i8> %b, <32 x i8> %c) {
  %xa = zext <32 x i8> %a to <32 x i16>
  %xb = zext <32 x i8> %b to <32 x i16>
  %xc = zext <32 x i8> %c to <32 x i16>
  %s1 = add <32 x i16> %xa, %xb
  %s = add <32 x i16> %s1, %xc
  %q = udiv <32 x i16> %s, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %r = trunc <32 x i16> %q to <32 x i8>
  ret <32 x i8> %r
}

; An arithmetic shift by 8 of i16 lanes is within [-128, 127]: packsswb.
; CHECK-LABEL: define <32 x i8> @sra8_s16(
; CHECK: @llvm.x86.{{avx2.packsswb|sse2.packsswb.128}}(
; CHECK-NOT: trunc
; CHECK: ret <32 x i8>
define <32 x i8> @sra8_s16(<32 x i16> %x) {
  %h = ashr <32 x i16> %x, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %r = trunc <32 x i16> %h to <32 x i8>
  ret <32 x i8> %r
}

; A logical shift by 17 of u32 lanes is at most 32767: packusdw.
; CHECK-LABEL: define <16 x i16> @srl17_u32(
; CHECK: @llvm.x86.{{avx2.packusdw|sse41.packusdw}}(
; CHECK-NOT: trunc
; CHECK: ret <16 x i16>
define <16 x i16> @srl17_u32(<16 x i32> %x) {
  %h = lshr <16 x i32> %x, <i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17, i32 17>
  %r = trunc <16 x i32> %h to <16 x i16>
  ret <16 x i16> %r
}

; Out of range (up to 511, or negative below -128): the trunc stays.
; CHECK-LABEL: define <32 x i8> @srl7_u16(
; CHECK: trunc <32 x i16>
; CHECK-NOT: pack
; CHECK: ret <32 x i8>
define <32 x i8> @srl7_u16(<32 x i16> %x) {
  %h = lshr <32 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %r = trunc <32 x i16> %h to <32 x i8>
  ret <32 x i8> %r
}

; CHECK-LABEL: define <32 x i8> @sra7_s16(
; CHECK: trunc <32 x i16>
; CHECK-NOT: pack
; CHECK: ret <32 x i8>
define <32 x i8> @sra7_s16(<32 x i16> %x) {
  %h = ashr <32 x i16> %x, <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
  %r = trunc <32 x i16> %h to <32 x i8>
  ret <32 x i8> %r
}
