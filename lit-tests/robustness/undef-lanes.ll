; Undef and poison lanes in constant vectors: fixsel reads a splat constant only when every lane
; is defined, so these idioms are not lifted (lift-only still forms the widening add under them) (a conservative choice; treating undef as the
; splat's value would also be a legal refinement). The last function, with every lane defined,
; shows the same idiom is lowered, so the check is not vacuous.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,LOWER,HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,LOWER,ARM
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,LOWER,X86
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,LOWER,X86
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,LIFT
; RUN: %difftest --target=x86-avx2 %s

; CHECK-LABEL: @rhadd_undef_one(
; LOWER-NOT: call
; CHECK: add <8 x i16> {{%.*}}, <i16 1, i16 undef, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
; CHECK-NEXT: lshr
; CHECK-NEXT: trunc
; CHECK-LABEL: @rhadd_poison_shift(
; LOWER-NOT: call
; CHECK: lshr <8 x i16> {{%.*}}, <i16 1, i16 1, i16 poison, i16 1, i16 1, i16 1, i16 1, i16 1>
; CHECK-LABEL: @clamp_undef(
; CHECK: @llvm.smin.v8i16(<8 x i16> %a, <8 x i16> <i16 127, i16 127, i16 127, i16 undef,
; CHECK: @llvm.smax.v8i16(<8 x i16> %m, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 poison,
; CHECK-LABEL: @all_undef(
; LOWER-NOT: call
; CHECK: add <8 x i16> {{%.*}}, undef
; CHECK: lshr <8 x i16> {{%.*}}, poison
; CHECK-LABEL: @rhadd_defined(
; HVX: @llvm.hexagon.V6.vavgubrnd
; ARM: @llvm.aarch64.neon.urhadd.v8i8
; X86: @llvm.x86.sse2.pavg.b
; LIFT: @fixsel.rounding_halving_add.v8u8
; CHECK: ret <8 x i8>
define <8 x i8> @rhadd_undef_one(<8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = add <8 x i16> %xa, %xb
  %s1 = add <8 x i16> %s, <i16 1, i16 undef, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <8 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <8 x i16> %h to <8 x i8>
  ret <8 x i8> %r
}
define <8 x i8> @rhadd_poison_shift(<8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = add <8 x i16> %xa, %xb
  %s1 = add <8 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <8 x i16> %s1, <i16 1, i16 1, i16 poison, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <8 x i16> %h to <8 x i8>
  ret <8 x i8> %r
}
define <8 x i8> @clamp_undef(<8 x i16> %a) {
  %m = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %a, <8 x i16> <i16 127, i16 127, i16 127, i16 undef, i16 127, i16 127, i16 127, i16 127>)
  %n = call <8 x i16> @llvm.smax.v8i16(<8 x i16> %m, <8 x i16> <i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 -128, i16 poison, i16 -128>)
  %r = trunc <8 x i16> %n to <8 x i8>
  ret <8 x i8> %r
}
define <8 x i8> @all_undef(<8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = add <8 x i16> %xa, %xb
  %s1 = add <8 x i16> %s, undef
  %h = lshr <8 x i16> %s1, poison
  %r = trunc <8 x i16> %h to <8 x i8>
  ret <8 x i8> %r
}
define <8 x i8> @rhadd_defined(<8 x i8> %a, <8 x i8> %b) {
  %xa = zext <8 x i8> %a to <8 x i16>
  %xb = zext <8 x i8> %b to <8 x i16>
  %s = add <8 x i16> %xa, %xb
  %s1 = add <8 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <8 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <8 x i16> %h to <8 x i8>
  ret <8 x i8> %r
}

declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>)
