; pairwise.rs on AArch64: the extended even and odd bytes of the same vector summed (2x2 pooling's
; stride-2 loads) become one uaddlp per register (aarch64.uaddlp_bh, checked against the
; instruction in lit-tests/models/aarch64.ll), and llc folds the add of a second row's into
; uadalp: no ld2 de-interleave, no uaddl/uaddw. bench average_pool2x2: 1.00x -> 1.25x (llvm-mca,
; cortex-a76; Halide 1.00x). Executed before/after.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t
; RUN: FileCheck %s --check-prefix=IR < %t
; RUN: llc -O3 -mtriple=aarch64-linux-gnu -mcpu=cortex-a76 %t -o - | FileCheck %s --check-prefix=ASM
; RUN: %difftest --target=aarch64 %s

; IR-LABEL: define <16 x i8> @pool2x2(
; IR-NOT: shufflevector <32 x i8>
; IR-COUNT-4: @llvm.aarch64.neon.uaddlp.v8i16.v16i8(
; IR: ret <16 x i8>
; ASM-LABEL: pool2x2:
; ASM-NOT: ld2
; ASM-NOT: uzp
; ASM-COUNT-2: uaddlp
; ASM-COUNT-2: uadalp
; ASM: ret
define <16 x i8> @pool2x2(<32 x i8> %r0, <32 x i8> %r1) {
  %e0 = shufflevector <32 x i8> %r0, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %o0 = shufflevector <32 x i8> %r0, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %e1 = shufflevector <32 x i8> %r1, <32 x i8> poison, <16 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14, i32 16, i32 18, i32 20, i32 22, i32 24, i32 26, i32 28, i32 30>
  %o1 = shufflevector <32 x i8> %r1, <32 x i8> poison, <16 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15, i32 17, i32 19, i32 21, i32 23, i32 25, i32 27, i32 29, i32 31>
  %ze0 = zext <16 x i8> %e0 to <16 x i16>
  %zo0 = zext <16 x i8> %o0 to <16 x i16>
  %ze1 = zext <16 x i8> %e1 to <16 x i16>
  %zo1 = zext <16 x i8> %o1 to <16 x i16>
  %a = add nuw nsw <16 x i16> %ze0, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %b = add nuw nsw <16 x i16> %a, %zo0
  %c = add nuw nsw <16 x i16> %b, %ze1
  %d = add nuw nsw <16 x i16> %c, %zo1
  %s = lshr <16 x i16> %d, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  %r = trunc <16 x i16> %s to <16 x i8>
  ret <16 x i8> %r
}

; Summed in 32-bit lanes with an accumulator: the pair's sums extended.
; IR-LABEL: define <8 x i32> @pair_acc(
; IR: @llvm.aarch64.neon.uaddlp.v8i16.v16i8(
; IR: ret <8 x i32>
define <8 x i32> @pair_acc(<16 x i8> %v, <8 x i32> %acc) {
  %e = shufflevector <16 x i8> %v, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %o = shufflevector <16 x i8> %v, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %ze = zext <8 x i8> %e to <8 x i32>
  %zo = zext <8 x i8> %o to <8 x i32>
  %a = add <8 x i32> %acc, %ze
  %b = add <8 x i32> %a, %zo
  ret <8 x i32> %b
}
