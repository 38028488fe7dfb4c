; pairwise.rs (x86 from SSSE3): an add tree summing the extended even and odd bytes of the same
; vector (the loop vectorizer's stride-2 loads, as in 2x2 pooling) is regrouped so that each such
; pair becomes one pmaddubsw by ones (u8 + u8 never saturates), before lifting; the rest of the
; tree is lifted and lowered as usual. Other shuffles and unpaired leaves stay. Executed before
; and after on random and edge inputs. AArch64 gets uaddlp instead (lit-tests/aarch64/byte-pairs.ll
; executes it).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefix=SSE
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %difftest --target=x86-avx2 %s
target triple = "x86_64-unknown-linux-gnu"

; 2x2 mean of u8, rounded: two pmaddubsw, no byte shuffles left.
; CHECK-LABEL: define <32 x i8> @pool2x2(
; CHECK-NOT: shufflevector <64 x i8>
; CHECK-COUNT-4: @llvm.x86.avx2.pmadd.ub.sw(
; CHECK-NOT: shufflevector <64 x i8>
; CHECK: ret <32 x i8>
; SSE-LABEL: define <32 x i8> @pool2x2(
; SSE-COUNT-8: @llvm.x86.ssse3.pmadd.ub.sw.128(
; A64-LABEL: define <32 x i8> @pool2x2(
; A64-NOT: pmadd
; A64-COUNT-8: @llvm.aarch64.neon.uaddlp.v8i16.v16i8(
; A64: ret <32 x i8>
define <32 x i8> @pool2x2(<64 x i8> %r0, <64 x i8> %r1) {
  %e0 = shufflevector <64 x i8> %r0, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %o0 = shufflevector <64 x i8> %r0, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %e1 = shufflevector <64 x i8> %r1, <64 x i8> poison, <32 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30, i32 32, i32 34, i32 36, i32 38, i32 40, i32 42, i32 44, i32 46, i32 48, i32 50, i32 52, i32 54, i32 56, i32 58, i32 60, i32 62>
  %o1 = shufflevector <64 x i8> %r1, <64 x i8> poison, <32 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31, i32 33, i32 35, i32 37, i32 39, i32 41, i32 43, i32 45, i32 47, i32 49, i32 51, i32 53, i32 55, i32 57, i32 59, i32 61, i32 63>
  %ze0 = zext <32 x i8> %e0 to <32 x i16>
  %zo0 = zext <32 x i8> %o0 to <32 x i16>
  %ze1 = zext <32 x i8> %e1 to <32 x i16>
  %zo1 = zext <32 x i8> %o1 to <32 x i16>
  %a = add nuw nsw <32 x i16> %ze0, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %b = add nuw nsw <32 x i16> %a, %zo0
  %c = add nuw nsw <32 x i16> %b, %ze1
  %d = add nuw nsw <32 x i16> %c, %zo1
  %s = lshr <32 x i16> %d, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %r = trunc <32 x i16> %s to <32 x i8>
  ret <32 x i8> %r
}

; Extended to i32, with a leaf that has no partner (the even bytes of another vector): the pair
; becomes a pmaddubsw extended to i32; the other leaf stays.
; CHECK-LABEL: define <16 x i32> @pair_and_other(
; CHECK-DAG: @llvm.x86.avx2.pmadd.ub.sw(
; CHECK-DAG: shufflevector <32 x i8> %w
; CHECK: ret <16 x i32>
define <16 x i32> @pair_and_other(<32 x i8> %v, <32 x i8> %w, <16 x i32> %acc) {
  %e = shufflevector <32 x i8> %v, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %o = shufflevector <32 x i8> %v, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %f = shufflevector <32 x i8> %w, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %ze = zext <16 x i8> %e to <16 x i32>
  %zo = zext <16 x i8> %o to <16 x i32>
  %zf = zext <16 x i8> %f to <16 x i32>
  %a = add <16 x i32> %acc, %ze
  %b = add <16 x i32> %a, %zf
  %c = add <16 x i32> %b, %zo
  ret <16 x i32> %c
}

; The even bytes of one vector and the odd bytes of another: not a pair.
; CHECK-LABEL: define <16 x i16> @different_vectors(
; CHECK-NOT: pmadd
; CHECK: ret <16 x i16>
define <16 x i16> @different_vectors(<32 x i8> %v, <32 x i8> %w) {
  %e = shufflevector <32 x i8> %v, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %o = shufflevector <32 x i8> %w, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %ze = zext <16 x i8> %e to <16 x i16>
  %zo = zext <16 x i8> %o to <16 x i16>
  %r = add <16 x i16> %ze, %zo
  ret <16 x i16> %r
}

; An inner add with another use is a leaf of the tree above it: its even bytes are not there to
; pair with the odd ones, so nothing changes.
; CHECK-LABEL: define <16 x i16> @shared_inner_add(
; CHECK-NOT: pmadd
; CHECK: ret <16 x i16>
define <16 x i16> @shared_inner_add(<32 x i8> %v, ptr %p) {
  %e = shufflevector <32 x i8> %v, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %o = shufflevector <32 x i8> %v, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %ze = zext <16 x i8> %e to <16 x i16>
  %zo = zext <16 x i8> %o to <16 x i16>
  %a = add <16 x i16> %ze, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  store <16 x i16> %a, ptr %p
  %r = add <16 x i16> %a, %zo
  ret <16 x i16> %r
}
