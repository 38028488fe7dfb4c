; A rounding shift by half the width, narrowed (clang's (uint8_t)((x + 128) >> 8) in wider
; lanes): the rounding add is done at the source width, where it may wrap without changing the
; bits kept; the shifted value fits the narrow type, so the trunc is one pack (trunc_rshr_u_pack/
; trunc_rshr_s_pack, then trunc_pk_u, in x86/lower.rules). For u16 -> u8 the synthesizer also
; finds trunc(pmulhrsw(x, 2^(15 - 8))) (the signed product's wrap is truncated away), but that trunc
; is a pand + pack, so it is not cheaper on SSE4.1 and not adopted (x86 takes a fused rule only
; where all three targets found it; gaussian5x5 ran 25% slower natively with it).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=x86-avx2>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=RULES
; Rules shadowed at their generated rule tests' instances fire here (x86-avx2; synth-offline coverage):
; RULES-DAG: fixsel: rule: @rnarrow_u16_8 trunc_pk_u{{$}}

; CHECK-LABEL: define <32 x i8> @rnarrow_u16_8(
; CHECK-NOT: {{zext|sext}}
; CHECK: add <32 x i16>
; CHECK: lshr <32 x i16>
; CHECK: @llvm.x86.{{avx2.packuswb|sse2.packuswb.128}}(
; CHECK: ret <32 x i8>
define <32 x i8> @rnarrow_u16_8(<32 x i16> %x) {
  %z = zext <32 x i16> %x to <32 x i32>
  %s = add nsw <32 x i32> %z, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %h = lshr <32 x i32> %s, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %r = trunc <32 x i32> %h to <32 x i8>
  ret <32 x i8> %r
}

; CHECK-LABEL: define <32 x i8> @rnarrow_s16_8(
; CHECK-NOT: {{zext|sext}}
; CHECK: add <32 x i16>
; CHECK: lshr <32 x i16>
; CHECK: @llvm.x86.{{avx2.packuswb|sse2.packuswb.128}}(
; CHECK: ret <32 x i8>
define <32 x i8> @rnarrow_s16_8(<32 x i16> %x) {
  %z = sext <32 x i16> %x to <32 x i32>
  %s = add nsw <32 x i32> %z, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %h = ashr <32 x i32> %s, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %r = trunc <32 x i32> %h to <32 x i8>
  ret <32 x i8> %r
}

; CHECK-LABEL: define <16 x i16> @rnarrow_u32_16(
; CHECK-NOT: {{zext|sext}}
; CHECK: add <16 x i32>
; CHECK: lshr <16 x i32>
; CHECK: @llvm.x86.{{avx2.packusdw|sse41.packusdw}}(
; CHECK: ret <16 x i16>
define <16 x i16> @rnarrow_u32_16(<16 x i32> %x) {
  %z = zext <16 x i32> %x to <16 x i64>
  %s = add nsw <16 x i64> %z, <i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768>
  %h = lshr <16 x i64> %s, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %r = trunc <16 x i64> %h to <16 x i16>
  ret <16 x i16> %r
}

; CHECK-LABEL: define <16 x i16> @rnarrow_s32_16(
; CHECK-NOT: {{zext|sext}}
; CHECK: add <16 x i32>
; CHECK: lshr <16 x i32>
; CHECK: @llvm.x86.{{avx2.packusdw|sse41.packusdw}}(
; CHECK: ret <16 x i16>
define <16 x i16> @rnarrow_s32_16(<16 x i32> %x) {
  %z = sext <16 x i32> %x to <16 x i64>
  %s = add nsw <16 x i64> %z, <i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768>
  %h = ashr <16 x i64> %s, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %r = trunc <16 x i64> %h to <16 x i16>
  ret <16 x i16> %r
}
