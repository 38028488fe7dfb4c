; lift-only: the idioms of ../x86/rhadd.ll become @fixsel.rounding_halving_add calls on their
; original operands, with declarations, and no widened arithmetic is left.
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s -o %t.lift
; RUN: FileCheck %s < %t.lift
;
; Round trip: the full pass on the lift-only output picks the same x86 intrinsics, in the same
; functions, as on the original (both outputs, minus their module header, are identical)...
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %t.lift -o %t.roundtrip
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.direct
; RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t.roundtrip > %t.roundtrip.body
; RUN: grep -v -e '^; ModuleID' -e '^source_filename' %t.direct > %t.direct.body
; RUN: diff %t.direct.body %t.roundtrip.body
; RUN: FileCheck %s --check-prefix=X86 < %t.roundtrip
; ... and it computes what the original plain IR computes, on the machine.
; RUN: %difftest-pair --target=x86-avx2 --after %t.roundtrip %s
;
; Without lowering, the lift-only output is expanded back to plain IR (this module has no
; triple: expand-only), which must compute the same too.
; RUN: %opt -passes='fixsel,verify' -S %t.lift -o %t.expanded
; RUN: not grep '@fixsel\.' %t.expanded
; RUN: %difftest-pair --target=x86-avx2 --after %t.expanded %s

; CHECK-LABEL: define <16 x i8> @rhadd_u8_v16(
; CHECK-NOT: {{zext|sext|add|lshr|trunc}}
; CHECK: %1 = call <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8> %a, <16 x i8> %b)
; CHECK-NEXT: ret <16 x i8> %1
; X86-LABEL: @rhadd_u8_v16(
; X86: call {{.*}} @llvm.x86.sse2.pavg.b(
define <16 x i8> @rhadd_u8_v16(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s1 = add nsw <16 x i16> %xa, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %s2 = add nsw <16 x i16> %s1, %xb
  %sh = lshr <16 x i16> %s2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  ret <16 x i8> %r
}

; CHECK-LABEL: define <32 x i8> @rhadd_u8_v32_i32(
; CHECK-NOT: {{zext|sext|add|lshr|trunc}}
; CHECK: %1 = call <32 x i8> @fixsel.rounding_halving_add.v32u8(<32 x i8> %a, <32 x i8> %b)
; CHECK-NEXT: ret <32 x i8> %1
; X86-LABEL: @rhadd_u8_v32_i32(
; X86: call {{.*}} @llvm.x86.avx2.pavg.b(
define <32 x i8> @rhadd_u8_v32_i32(<32 x i8> %a, <32 x i8> %b) {
  %xa = zext <32 x i8> %a to <32 x i32>
  %xb = zext <32 x i8> %b to <32 x i32>
  %s1 = add nsw <32 x i32> %xa, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %s2 = add nsw <32 x i32> %s1, %xb
  %sh = lshr <32 x i32> %s2, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <32 x i32> %sh to <32 x i8>
  ret <32 x i8> %r
}

; CHECK-LABEL: define <64 x i8> @rhadd_s8_v64(
; CHECK-NOT: {{zext|sext|add|lshr|trunc}}
; CHECK: %1 = call <64 x i8> @fixsel.rounding_halving_add.v64i8(<64 x i8> %a, <64 x i8> %b)
; CHECK-NEXT: ret <64 x i8> %1
; X86-LABEL: @rhadd_s8_v64(
; X86: call {{.*}} @llvm.x86.avx2.pavg.b(
define <64 x i8> @rhadd_s8_v64(<64 x i8> %a, <64 x i8> %b) {
  %xa = sext <64 x i8> %a to <64 x i16>
  %xb = sext <64 x i8> %b to <64 x i16>
  %s1 = add nsw <64 x i16> %xa, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %s2 = add nsw <64 x i16> %s1, %xb
  %sh = lshr <64 x i16> %s2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <64 x i16> %sh to <64 x i8>
  ret <64 x i8> %r
}

; CHECK-LABEL: define <8 x i16> @rhadd_u16_v8(
; CHECK-NOT: {{zext|sext|add|lshr|trunc}}
; CHECK: %1 = call <8 x i16> @fixsel.rounding_halving_add.v8u16(<8 x i16> %a, <8 x i16> %b)
; CHECK-NEXT: ret <8 x i16> %1
; X86-LABEL: @rhadd_u16_v8(
; X86: call {{.*}} @llvm.x86.sse2.pavg.w(
define <8 x i16> @rhadd_u16_v8(<8 x i16> %a, <8 x i16> %b) {
  %xa = zext <8 x i16> %a to <8 x i32>
  %xb = zext <8 x i16> %b to <8 x i32>
  %s1 = add nsw <8 x i32> %xa, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %s2 = add nsw <8 x i32> %s1, %xb
  %sh = lshr <8 x i32> %s2, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <8 x i32> %sh to <8 x i16>
  ret <8 x i16> %r
}

; CHECK-DAG: declare <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8>, <16 x i8>) [[ATTR:#[0-9]+]]
; CHECK-DAG: declare <32 x i8> @fixsel.rounding_halving_add.v32u8(<32 x i8>, <32 x i8>) [[ATTR:#[0-9]+]]
; CHECK-DAG: declare <64 x i8> @fixsel.rounding_halving_add.v64i8(<64 x i8>, <64 x i8>) [[ATTR:#[0-9]+]]
; CHECK-DAG: declare <8 x i16> @fixsel.rounding_halving_add.v8u16(<8 x i16>, <8 x i16>) [[ATTR:#[0-9]+]]
; CHECK: attributes [[ATTR]] = { nounwind willreturn memory(none) }
