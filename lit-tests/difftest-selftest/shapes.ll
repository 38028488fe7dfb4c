; difftest self-test input (scripts/difftest_selftest.sh).
; Unusual shapes and linkage the harness must handle: i1 and i7 vectors,
; odd scalar widths, a scalar shift amount, a reduction to a scalar, ABI
; extension attributes, a quoted internal fastcc function and a linkonce_odr
; COMDAT function (which must not be deduplicated between the two sides).
; The last five functions must be reported as skipped.

$linkonce_or = comdat any

define <16 x i1> @andnot_i1(<16 x i1> %a, <16 x i1> %b) {
  %x = xor <16 x i1> %a, %b
  %r = and <16 x i1> %x, %a
  ret <16 x i1> %r
}

define <8 x i7> @add_i7(<8 x i7> %a, <8 x i7> %b) {
  %r = add <8 x i7> %a, %b
  ret <8 x i7> %r
}

define i3 @mul_i3_i5(i3 %a, i5 %b) {
  %t = trunc i5 %b to i3
  %r = mul i3 %a, %t
  ret i3 %r
}

define <16 x i16> @shl_var(<16 x i16> %a, i16 %s) {
  %m = and i16 %s, 15
  %i = insertelement <16 x i16> poison, i16 %m, i64 0
  %v = shufflevector <16 x i16> %i, <16 x i16> poison, <16 x i32> zeroinitializer
  %r = shl <16 x i16> %a, %v
  ret <16 x i16> %r
}

define i32 @reduce_add(<16 x i8> %a) {
  %z = zext <16 x i8> %a to <16 x i32>
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %z)
  ret i32 %r
}

define signext i16 @mulhi_s16(i16 signext %a, i16 signext %b) {
  %xa = sext i16 %a to i32
  %xb = sext i16 %b to i32
  %p = mul i32 %xa, %xb
  %h = ashr i32 %p, 16
  %r = trunc i32 %h to i16
  ret i16 %r
}

define internal fastcc <4 x i32> @"dotted.name"(<4 x i32> %a, <4 x i32> %b) {
  %r = and <4 x i32> %a, %b
  ret <4 x i32> %r
}

define linkonce_odr <4 x i32> @linkonce_or(<4 x i32> %a, <4 x i32> %b) comdat {
  %r = or <4 x i32> %a, %b
  ret <4 x i32> %r
}

define i128 @too_wide(i128 %a) {
  ret i128 %a
}

define { i32, i32 } @pair(i32 %a) {
  %p = insertvalue { i32, i32 } poison, i32 %a, 0
  %r = insertvalue { i32, i32 } %p, i32 %a, 1
  ret { i32, i32 } %r
}

define float @not_integer(float %a) {
  ret float %a
}

define void @no_result(ptr %p) {
  ret void
}

define <vscale x 4 x i32> @scalable(<vscale x 4 x i32> %a) {
  ret <vscale x 4 x i32> %a
}

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
