; IR that looks like an idiom but is not one (or is not ours to touch) must come out unchanged,
; on every target.
; RUN: %plain-opt -passes=verify -S %s -o %t.before
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.hvx
; RUN: diff %t.before %t.hvx
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.a64
; RUN: diff %t.before %t.a64
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.x86
; RUN: diff %t.before %t.x86

; Clamp to 256 is not a saturating add (256 wraps to 0).
define <32 x i8> @clamp_256(<32 x i8> %a, <32 x i8> %b) {
  %xa = zext <32 x i8> %a to <32 x i16>
  %xb = zext <32 x i8> %b to <32 x i16>
  %s = add <32 x i16> %xa, %xb
  %m = call <32 x i16> @llvm.umin.v32i16(<32 x i16> %s, <32 x i16> <i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256, i16 256>)
  %r = trunc <32 x i16> %m to <32 x i8>
  ret <32 x i8> %r
}

; Rounds with + 2, and shifts by 2: neither is a rounding average.
define <16 x i8> @plus_two(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s1 = add <16 x i16> %xa, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %s2 = add <16 x i16> %s1, %xb
  %sh = lshr <16 x i16> %s2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i16> @shift_two(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s1 = add <16 x i16> %xa, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %s2 = add <16 x i16> %s1, %xb
  %sh = lshr <16 x i16> %s2, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  ret <16 x i16> %sh
}

; The select arms are swapped: this is -|a - b|.
define <16 x i8> @absd_wrong_arms(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d2, <16 x i8> %d1
  ret <16 x i8> %r
}


; Scalars and scalable vectors are not fixsel's.
define i8 @scalar(i8 %a, i8 %b) {
  %c = icmp ugt i8 %a, %b
  %d1 = sub i8 %a, %b
  %d2 = sub i8 %b, %a
  %r = select i1 %c, i8 %d1, i8 %d2
  ret i8 %r
}

define <vscale x 16 x i8> @scalable(<vscale x 16 x i8> %a, <vscale x 16 x i8> %b) {
  %c = icmp ugt <vscale x 16 x i8> %a, %b
  %d1 = sub <vscale x 16 x i8> %a, %b
  %d2 = sub <vscale x 16 x i8> %b, %a
  %r = select <vscale x 16 x i1> %c, <vscale x 16 x i8> %d1, <vscale x 16 x i8> %d2
  ret <vscale x 16 x i8> %r
}

; optnone is respected.
define <16 x i8> @not_optimized(<16 x i8> %a, <16 x i8> %b) noinline optnone {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  ret <16 x i8> %r
}

declare <16 x i8> @external(<16 x i8>)
declare <32 x i16> @llvm.umin.v32i16(<32 x i16>, <32 x i16>)
