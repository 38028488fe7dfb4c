; camera_pipe_sharpen's output stage, as clang -O3 vectorizes
;   int16_t delta = (int16_t)((int16_t)(mask * strength) >> 5);  o = u8_sat(in + delta)
; C's promotions compute it in i32: the multiplier is hoisted as splat(zext(strength) << 16) and
; the product is shifted right by 21. Only the product's low 16 bits are demanded, so the import
; sees through the hoisted splat (import::splat_term), and lifting moves the shift out of the
; product (mul_shl_c), halves the shifts (ashr_shl_half), takes the low half of the product
; (trunc_wmul_su) and narrows the sum (narrow_add_zs): the whole stage runs on i16 lanes, then a
; saturating narrow (x86 packuswb). It was 0.80x of clang alone on x86 when the sub was narrowed
; but the multiply was not.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; LLVM 16 miscompiles the original IR on HVX (hexagon-vector-combine, above): the reference is
; compiled without that pass.
; RUN: %difftest --target=hvx %s

; X86-LABEL: define <32 x i8> @sharpen(
; X86: body:
; X86-NOT: {{(mul|add|sub|ashr|zext|sext) <32 x i32>}}
; X86: mul <32 x i16>
; X86: ashr <32 x i16> %{{.*}}, <i16 5,
; X86: add <32 x i16>
; X86: @llvm.x86.avx2.packuswb
; X86-NOT: {{(mul|add|sub|ashr|zext|sext) <32 x i32>}}
; X86: ret <32 x i8>
; A64-LABEL: define <32 x i8> @sharpen(
; A64: body:
; A64-NOT: {{(mul|add|sub|ashr|zext|sext) <32 x i32>}}
; A64: mul <32 x i16>
; A64: ret <32 x i8>
define <32 x i8> @sharpen(<32 x i8> %in, <32 x i8> %unsharp, i8 %strength) {
entry:
  %s32 = zext i8 %strength to i32
  %k = shl nuw nsw i32 %s32, 16
  %ins = insertelement <32 x i32> poison, i32 %k, i64 0
  %splat = shufflevector <32 x i32> %ins, <32 x i32> poison, <32 x i32> zeroinitializer
  br label %body

body:
  %in32 = zext <32 x i8> %in to <32 x i32>
  %u32 = zext <32 x i8> %unsharp to <32 x i32>
  %mask = sub nsw <32 x i32> %in32, %u32
  %p = mul <32 x i32> %splat, %mask
  %delta = ashr <32 x i32> %p, <i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21>
  %sum = add nsw <32 x i32> %delta, %in32
  %lo = tail call <32 x i32> @llvm.smin.v32i32(<32 x i32> %sum, <32 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %c = tail call <32 x i32> @llvm.smax.v32i32(<32 x i32> %lo, <32 x i32> zeroinitializer)
  %o = trunc <32 x i32> %c to <32 x i8>
  ret <32 x i8> %o
}

; One HVX register pair of pixels: the i16 product is shifted with vasrh, out of reach of LLVM
; 16's hexagon-vector-combine, which miscompiles `ashr(mul(..), 5)` in IR (the kernel's XFAIL
; base build): hvx/lower.rules mul_asr16_eu.
; HVX-LABEL: define <128 x i8> @sharpen_hvx(
; HVX: body:
; HVX-NOT: {{(mul|add|sub|ashr|zext|sext) <128 x i32>}}
; HVX: mul <128 x i16>
; HVX: @llvm.hexagon.V6.vasrh.128B(
; HVX-NOT: ashr
; HVX: ret <128 x i8>
define <128 x i8> @sharpen_hvx(<128 x i8> %in, <128 x i8> %unsharp, i8 %strength) {
entry:
  %s32 = zext i8 %strength to i32
  %k = shl nuw nsw i32 %s32, 16
  %ins = insertelement <128 x i32> poison, i32 %k, i64 0
  %splat = shufflevector <128 x i32> %ins, <128 x i32> poison, <128 x i32> zeroinitializer
  br label %body

body:
  %in32 = zext <128 x i8> %in to <128 x i32>
  %u32 = zext <128 x i8> %unsharp to <128 x i32>
  %mask = sub nsw <128 x i32> %in32, %u32
  %p = mul <128 x i32> %splat, %mask
  %delta = ashr <128 x i32> %p, <i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21, i32 21>
  %sum = add nsw <128 x i32> %delta, %in32
  %lo = tail call <128 x i32> @llvm.smin.v128i32(<128 x i32> %sum, <128 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %c = tail call <128 x i32> @llvm.smax.v128i32(<128 x i32> %lo, <128 x i32> zeroinitializer)
  %o = trunc <128 x i32> %c to <128 x i8>
  ret <128 x i8> %o
}


; The unsigned form: (uint16_t)(m * k) >> 3 on u16 lanes computed in i32.
; X86-LABEL: define <16 x i16> @scale_u16(
; X86: body:
; X86: mul <16 x i16>
; X86: lshr <16 x i16> %{{.*}}, <i16 3,
; X86-NOT: mul <16 x i32>
define <16 x i16> @scale_u16(<16 x i16> %x, i16 %k) {
entry:
  %k32 = zext i16 %k to i32
  %kk = shl nuw i32 %k32, 16
  %ins = insertelement <16 x i32> poison, i32 %kk, i64 0
  %splat = shufflevector <16 x i32> %ins, <16 x i32> poison, <16 x i32> zeroinitializer
  br label %body

body:
  %x32 = zext <16 x i16> %x to <16 x i32>
  %p = mul <16 x i32> %x32, %splat
  %s = lshr <16 x i32> %p, <i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19, i32 19>
  %t = trunc <16 x i32> %s to <16 x i16>
  ret <16 x i16> %t
}

declare <32 x i32> @llvm.smin.v32i32(<32 x i32>, <32 x i32>)
declare <128 x i32> @llvm.smin.v128i32(<128 x i32>, <128 x i32>)
declare <128 x i32> @llvm.smax.v128i32(<128 x i32>, <128 x i32>)
declare <32 x i32> @llvm.smax.v32i32(<32 x i32>, <32 x i32>)
