; 32-bit lanes times sign-extended halfwords on HVX (camera_pipe_color's i32 weights by i16
; pixels, lifted to extending_mul.s): one vmpyie (even halfwords, accumulating) and one vmpyio
; (odd halfwords, plus an add) per register pair of products, in dealt order, instead of
; widening the pixels and two multiplies per register (hvx/instructions.def vmpyi_wh_acc, the `eo` operand
; convention; hvx/lower.rules vmpyi_wh, vmpyi_wh_acc). A sum of such products accumulates into
; one chain; the narrowing shift reads the dealt pair (vasrwh_lshr). bench camera_pipe_color:
; 36 -> 21 packets per 64 pixels. Executed before/after (weights and pixels at their edges).
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: FileCheck %s --check-prefix=IR < %t
; RUN: llc -O2 -mtriple=hexagon -mattr=+hvxv66,+hvx-length128b %t -o - | FileCheck %s --check-prefix=ASM
; RUN: %difftest --target=hvx %s

; IR-LABEL: define <64 x i16> @color_row(
; IR-NOT: mul <
; IR-COUNT-3: @llvm.hexagon.V6.vmpyiewh.acc.128B(
; IR: @llvm.hexagon.V6.vasrwh.128B(
; IR: ret <64 x i16>
; ASM-LABEL: color_row:
; ASM-NOT: vunpack
; ASM-COUNT-3: += vmpyie(
; ASM: = vasr(
; ASM: jumpr r31
; IR-LABEL: define <64 x i32> @mul_vec(
; IR: @llvm.hexagon.V6.vmpyiewh.acc.128B(
; IR: @llvm.hexagon.V6.vmpyiowh.128B(
; IR-NOT: mul <
; IR: ret <64 x i32>
; IR-LABEL: define <32 x i32> @mul_acc_half(
; IR: mul <32 x i32>
; IR-LABEL: define <64 x i32> @compare_product(
; IR: @llvm.hexagon.V6.vmpyiewh.acc.128B(
; IR-NOT: shufflevector <64 x i1>
; IR: ret <64 x i32>
; IR-LABEL: define <64 x i32> @mul_zext(
; IR-NOT: vmpyi
; IR: ret <64 x i32>
define <64 x i16> @color_row(<64 x i16> %r, <64 x i16> %g, <64 x i16> %b, i32 %m0, i32 %m1, i32 %m2, i32 %m3) {
  %s0.i = insertelement <64 x i32> poison, i32 %m0, i32 0
  %s0 = shufflevector <64 x i32> %s0.i, <64 x i32> poison, <64 x i32> zeroinitializer
  %s1.i = insertelement <64 x i32> poison, i32 %m1, i32 0
  %s1 = shufflevector <64 x i32> %s1.i, <64 x i32> poison, <64 x i32> zeroinitializer
  %s2.i = insertelement <64 x i32> poison, i32 %m2, i32 0
  %s2 = shufflevector <64 x i32> %s2.i, <64 x i32> poison, <64 x i32> zeroinitializer
  %s3.i = insertelement <64 x i32> poison, i32 %m3, i32 0
  %s3 = shufflevector <64 x i32> %s3.i, <64 x i32> poison, <64 x i32> zeroinitializer
  %xr = sext <64 x i16> %r to <64 x i32>
  %xg = sext <64 x i16> %g to <64 x i32>
  %xb = sext <64 x i16> %b to <64 x i32>
  %pr = mul <64 x i32> %s0, %xr
  %a0 = add <64 x i32> %pr, %s3
  %pg = mul <64 x i32> %s1, %xg
  %a1 = add <64 x i32> %a0, %pg
  %pb = mul <64 x i32> %s2, %xb
  %a2 = add <64 x i32> %a1, %pb
  %q = lshr <64 x i32> %a2, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %t = trunc <64 x i32> %q to <64 x i16>
  ret <64 x i16> %t
}

; A vector of weights (not a splat) is read dealt like the products; the result, natural.
define <64 x i32> @mul_vec(<64 x i32> %m, <64 x i16> %x) {
  %xx = sext <64 x i16> %x to <64 x i32>
  %p = mul <64 x i32> %xx, %m
  ret <64 x i32> %p
}

; Half a register pair: left to llc.
define <32 x i32> @mul_acc_half(<32 x i32> %a, <32 x i32> %m, <32 x i16> %x) {
  %xx = sext <32 x i16> %x to <32 x i32>
  %p = mul <32 x i32> %m, %xx
  %s = add <32 x i32> %a, %p
  ret <32 x i32> %s
}

; The dealt product subtracted from a dealt sum (vaddhw), compared and combined with a compare of
; natural-order data: the compare is made in natural order from reordered data (emit.rs,
; Target::reorders_predicates), never a shuffle of predicates, which llc expands lane by lane on
; HVX (depthwise_conv3x3's zero-point product before its INT_MIN test).
define <64 x i32> @compare_product(<64 x i16> %u, <64 x i16> %v, <64 x i16> %x, <64 x i32> %z, i32 %w) {
  %s.i = insertelement <64 x i32> poison, i32 %w, i32 0
  %s = shufflevector <64 x i32> %s.i, <64 x i32> poison, <64 x i32> zeroinitializer
  %xu = sext <64 x i16> %u to <64 x i32>
  %xv = sext <64 x i16> %v to <64 x i32>
  %y = add <64 x i32> %xu, %xv
  %xx = sext <64 x i16> %x to <64 x i32>
  %p = mul <64 x i32> %s, %xx
  %d = sub <64 x i32> %y, %p
  %k = icmp sgt <64 x i32> %z, zeroinitializer
  %e = icmp eq <64 x i32> %d, zeroinitializer
  %both = and <64 x i1> %k, %e
  %r = select <64 x i1> %both, <64 x i32> %z, <64 x i32> %d
  ret <64 x i32> %r
}

; A zero extension is not this instruction's (vmpyie/vmpyio read signed halfwords).
define <64 x i32> @mul_zext(<64 x i32> %m, <64 x i16> %x) {
  %xx = zext <64 x i16> %x to <64 x i32>
  %p = mul <64 x i32> %m, %xx
  ret <64 x i32> %p
}
