; Absolute differences summed without +dotprod: each |a - b| is its product by one
; (absd_u_by_one), and a dot product by ones is two pairwise widening adds (dot4_u_ones: uaddlp of
; the bytes, then of the 16-bit sums; llc makes the second an accumulating uadalp).
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64 %s
; RUN: %opt -passes='fixsel<target=aarch64>' %s | llc -O2 -mtriple=aarch64-linux-gnu | FileCheck %s --check-prefix=ASM

; CHECK-LABEL: define i32 @sad_u8(
; CHECK-COUNT-2: call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(
; CHECK-COUNT-2: call <8 x i16> @llvm.aarch64.neon.uaddlp.v8i16.v16i8(
; CHECK-COUNT-2: call <4 x i32> @llvm.aarch64.neon.uaddlp.v4i32.v8i16(
; CHECK: call i32 @llvm.vector.reduce.add.v32i32(
; ASM-LABEL: sad_u8:
; ASM-COUNT-2: uabd v{{[0-9]+}}.16b
; ASM: uaddlp v{{[0-9]+}}.8h
; ASM: uadalp v{{[0-9]+}}.4s
; ASM-NOT: tbl
; ASM: ret
define i32 @sad_u8(<32 x i8> %a, <32 x i8> %b, <32 x i32> %acc) {
  %xa = zext <32 x i8> %a to <32 x i32>
  %xb = zext <32 x i8> %b to <32 x i32>
  %d = sub nsw <32 x i32> %xa, %xb
  %ad = call <32 x i32> @llvm.abs.v32i32(<32 x i32> %d, i1 true)
  %s = add <32 x i32> %ad, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

declare <32 x i32> @llvm.abs.v32i32(<32 x i32>, i1)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>)
