; A byte shifted left into 32-bit lanes (l2norm_output's 128 * (x - 128) as clang writes it) under
; a saturating narrow (here through an xor, which keeps the extension a node of its own): lifting makes zext<32>(widening_shl.u(x, 7)), which x86 computes as one
; pmovzxbd and a pslld per 8 lanes (wshl_u_zext), not as a 16-bit shift extended again (a
; vextracti128 more per register: l2norm_output was 0.98x of clang alone).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=x86-avx2 %s

; CHECK-LABEL: define <16 x i8> @scaled_narrow(
; CHECK-NOT: {{zext|shl}} {{.*}}<16 x i16>
; CHECK: zext <16 x i8> %x to <16 x i32>
; CHECK: shl {{.*}}<16 x i32> %z, <i32 7,
; CHECK-NOT: {{zext|shl}} {{.*}}<16 x i16>
; CHECK: @llvm.x86.sse2.packsswb.128(
define <16 x i8> @scaled_narrow(<16 x i8> %x, <16 x i32> %y) {
  %z = zext <16 x i8> %x to <16 x i32>
  %s = shl nuw nsw <16 x i32> %z, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %a = xor <16 x i32> %s, %y
  %lo = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %a, <16 x i32> <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>)
  %c = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %lo, <16 x i32> <i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128, i32 -128>)
  %t = trunc <16 x i32> %c to <16 x i8>
  ret <16 x i8> %t
}

declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
