; What the synthesizers read from the plugin (scripts/residues.py): FIXSEL_DEBUG=residue prints
; what lifting leaves as plain ops (here the wrapping multiply-accumulate, with its shift), and
; FIXSEL_DEBUG=fused the lifted FPIR terms of 1-4 ops (a lone op only where `synthesize` cannot
; search it: a constant operand, a widening), a narrowing trunc of one included, in the rule language.
; RUN: env FIXSEL_DEBUG=residue %opt -passes='fixsel<lift-only>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=RESIDUE
; RUN: env FIXSEL_DEBUG=fused %opt -passes='fixsel<lift-only>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=FUSED

; RESIDUE-DAG: fixsel: residue: add<16>(x:16, mul<16>(y:16, z:16))
; RESIDUE-DAG: fixsel: residue: lshr<16>(add<16>(x:16, mul<16>(y:16, z:16)), 3)
; FUSED: fixsel: fused: widening_shl.u(x:8, 2)
; FUSED-NEXT: fixsel: fused: saturating_narrow.u(widening_shl.u(x:8, 2))
; FUSED-NEXT: fixsel: fused: rounding_shr.u(x:16, 8)
; FUSED-NEXT: fixsel: fused: trunc<8>(rounding_shr.u(x:16, 8))
; FUSED-NOT: fixsel: fused:

define <16 x i8> @sat_shl2(<16 x i8> %a) {
  %w = zext <16 x i8> %a to <16 x i16>
  %s = shl nuw nsw <16 x i16> %w, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %m = call <16 x i16> @llvm.umin.v16i16(<16 x i16> %s, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>)
  %t = trunc <16 x i16> %m to <16 x i8>
  ret <16 x i8> %t
}

define <16 x i8> @rounding_narrow(<16 x i16> %a) {
  %w = zext <16 x i16> %a to <16 x i32>
  %s = add nuw nsw <16 x i32> %w, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %h = lshr <16 x i32> %s, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %t = trunc <16 x i32> %h to <16 x i8>
  ret <16 x i8> %t
}

define <16 x i16> @mac_wrapping(<16 x i16> %acc, <16 x i16> %x, <16 x i16> %y) {
  %p = mul <16 x i16> %x, %y
  %s = add <16 x i16> %acc, %p
  %h = lshr <16 x i16> %s, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  ret <16 x i16> %h
}

declare <16 x i16> @llvm.umin.v16i16(<16 x i16>, <16 x i16>)
