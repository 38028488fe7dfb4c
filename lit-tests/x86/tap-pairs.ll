; tap_pairs.rs (x86): in an add tree of 32-bit products whose operands fit signed 16-bit halves
; (bytes extended, i16 weights sign-extended and broadcast: a convolution with runtime
; weights), each two taps become one pmaddwd of the interleaved operands (pixel bytes interleaved
; before they are extended); an odd tap and the other leaves stay. Broadcast weights defined
; before the loop are interleaved there. Executed before and after on random and edge inputs
; (0x80.., 0x7F.., 0xFF..).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefix=SSE
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | FileCheck %s --check-prefix=AVX512
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: %difftest --target=x86-avx512 --allow-unsupported %s
target triple = "x86_64-unknown-linux-gnu"

; Three taps and a rounding constant: one pair (the pixel bytes interleaved, then extended), the
; third tap and the constant stay.
; CHECK-LABEL: define <16 x i32> @conv3(
; CHECK: shufflevector <16 x i8> %p0, <16 x i8> %p1, <32 x i32>
; CHECK-NEXT: zext <32 x i8>
; CHECK-COUNT-2: @llvm.x86.avx2.pmadd.wd(
; CHECK-NOT: @llvm.x86.avx2.pmadd.wd(
; CHECK: ret <16 x i32>
; SSE-LABEL: define <16 x i32> @conv3(
; SSE-COUNT-4: @llvm.x86.sse2.pmadd.wd(
; AVX512-LABEL: define <16 x i32> @conv3(
; AVX512-COUNT-1: @llvm.x86.avx512.pmaddw.d.512(
; A64-LABEL: define <16 x i32> @conv3(
; A64-NOT: pmadd
define <16 x i32> @conv3(<16 x i8> %p0, <16 x i8> %p1, <16 x i8> %p2, <4 x i16> %m) {
  %m32 = sext <4 x i16> %m to <4 x i32>
  %w0 = shufflevector <4 x i32> %m32, <4 x i32> poison, <16 x i32> zeroinitializer
  %w1 = shufflevector <4 x i32> %m32, <4 x i32> poison, <16 x i32> <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %w2 = shufflevector <4 x i32> %m32, <4 x i32> poison, <16 x i32> <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %z0 = zext <16 x i8> %p0 to <16 x i32>
  %z1 = zext <16 x i8> %p1 to <16 x i32>
  %z2 = zext <16 x i8> %p2 to <16 x i32>
  %t0 = mul nsw <16 x i32> %w0, %z0
  %t1 = mul nsw <16 x i32> %w1, %z1
  %t2 = mul nsw <16 x i32> %w2, %z2
  %a = add nsw <16 x i32> %t0, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %b = add nsw <16 x i32> %a, %t1
  %c = add nsw <16 x i32> %b, %t2
  ret <16 x i32> %c
}

; Products of 16-bit vectors are left to the lowering rules (dot2_s16, lit-tests/x86/pack-layout.ll),
; which keep the unpacks' lane order up to the narrowing packs.
; CHECK-LABEL: define <16 x i32> @dot2_s16(
; CHECK-NOT: i32 3, i32 19, i32 4, i32 20
; CHECK: shufflevector <16 x i16> %a, <16 x i16> %c, <32 x i32> <i32 0, i32 16, i32 1, i32 17, i32 2, i32 18, i32 3, i32 19, i32 8, i32 24,
; CHECK-NOT: i32 3, i32 19, i32 4, i32 20
; CHECK: ret <16 x i32>
define <16 x i32> @dot2_s16(<16 x i16> %a, <16 x i16> %b, <16 x i16> %c, <16 x i16> %d) {
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %b to <16 x i32>
  %xc = sext <16 x i16> %c to <16 x i32>
  %xd = sext <16 x i16> %d to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %q = mul nsw <16 x i32> %xc, %xd
  %s = add <16 x i32> %p, %q
  ret <16 x i32> %s
}

; A zero- and a sign-extended byte vector are not paired with each other: each pairs with its kind.
; CHECK-LABEL: define <8 x i32> @mixed(
; CHECK-COUNT-2: shufflevector <8 x i8>
; CHECK-NOT: shufflevector <8 x i8>
; CHECK: ret <8 x i32>
define <8 x i32> @mixed(<8 x i8> %a, <8 x i8> %b, <8 x i8> %c, <8 x i8> %d) {
  %za = zext <8 x i8> %a to <8 x i32>
  %sb = sext <8 x i8> %b to <8 x i32>
  %zc = zext <8 x i8> %c to <8 x i32>
  %sd = sext <8 x i8> %d to <8 x i32>
  %p = mul nsw <8 x i32> %za, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %q = mul nsw <8 x i32> %sb, %zc
  %r = mul nsw <8 x i32> %zc, <i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300, i32 300>
  %s = mul nsw <8 x i32> %sd, %sb
  %u = add <8 x i32> %p, %q
  %v = add <8 x i32> %u, %r
  %w = add <8 x i32> %v, %s
  ret <8 x i32> %w
}

; Signed bytes by constant weights: the bytes interleaved and sign-extended; the constants
; interleaved at compile time.
; CHECK-LABEL: define <16 x i32> @signed_bytes(
; CHECK: shufflevector <16 x i8> %x, <16 x i8> %y, <32 x i32>
; CHECK-NEXT: sext <32 x i8>
; CHECK-COUNT-2: @llvm.x86.avx2.pmadd.wd(
; CHECK: ret <16 x i32>
define <16 x i32> @signed_bytes(<16 x i8> %x, <16 x i8> %y) {
  %sx = sext <16 x i8> %x to <16 x i32>
  %sy = sext <16 x i8> %y to <16 x i32>
  %t0 = mul nsw <16 x i32> %sx, <i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300, i32 -300>
  %t1 = mul nsw <16 x i32> %sy, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %s = add nsw <16 x i32> %t0, %t1
  ret <16 x i32> %s
}

; A u16 operand does not fit a signed half, and a weight of 32768 does not either: nothing paired.
; CHECK-LABEL: define <8 x i32> @no_fit(
; CHECK-NOT: pmadd.wd
; CHECK: ret <8 x i32>
define <8 x i32> @no_fit(<8 x i16> %a, <8 x i16> %b, <8 x i8> %c) {
  %za = zext <8 x i16> %a to <8 x i32>
  %zb = zext <8 x i16> %b to <8 x i32>
  %zc = zext <8 x i8> %c to <8 x i32>
  %t0 = mul <8 x i32> %za, %zb
  %t1 = mul <8 x i32> %zc, <i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768, i32 32768>
  %s = add <8 x i32> %t0, %t1
  ret <8 x i32> %s
}

; A loop over pixels with weights broadcast before it: the weights' interleave is made in the
; entry block, once, not in the loop. (Not executed here, difftest takes no pointers: the bench's
; conv3x3_a32 is this loop, checked against a scalar reference by `bench.py --check`.)
; CHECK-LABEL: define void @conv2_loop(
; CHECK: entry:
; CHECK: trunc <16 x i32> %w0 to <16 x i16>
; CHECK: loop:
; CHECK-NOT: trunc <16 x i32> %w
; CHECK: @llvm.x86.avx2.pmadd.wd(
; CHECK: exit:
define void @conv2_loop(ptr %out, ptr %in, i16 %m0, i16 %m1, i64 %n) {
entry:
  %s0 = sext i16 %m0 to i32
  %s1 = sext i16 %m1 to i32
  %i0 = insertelement <16 x i32> poison, i32 %s0, i64 0
  %w0 = shufflevector <16 x i32> %i0, <16 x i32> poison, <16 x i32> zeroinitializer
  %i1 = insertelement <16 x i32> poison, i32 %s1, i64 0
  %w1 = shufflevector <16 x i32> %i1, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %loop
loop:
  %k = phi i64 [ 0, %entry ], [ %k1, %loop ]
  %pa = getelementptr inbounds i8, ptr %in, i64 %k
  %pb = getelementptr inbounds i8, ptr %pa, i64 1
  %va = load <16 x i8>, ptr %pa, align 1
  %vb = load <16 x i8>, ptr %pb, align 1
  %za = zext <16 x i8> %va to <16 x i32>
  %zb = zext <16 x i8> %vb to <16 x i32>
  %t0 = mul nsw <16 x i32> %w0, %za
  %t1 = mul nsw <16 x i32> %w1, %zb
  %s = add nsw <16 x i32> %t0, %t1
  %po = getelementptr inbounds i32, ptr %out, i64 %k
  store <16 x i32> %s, ptr %po, align 4
  %k1 = add i64 %k, 16
  %done = icmp uge i64 %k1, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
