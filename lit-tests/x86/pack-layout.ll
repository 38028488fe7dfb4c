; x86 packs interleave their two operand registers per 128-bit lane. A chain that zero-extends
; bytes, computes lane-wise and packs back is built in the order the pack undoes (emit.rs,
; Layout::PackIn): the extensions are in-lane unpacks with zero (vpunpcklbw/vpunpckhbw) and no
; vpermq restores the order after the pack. A zero extension used twice is built once in that
; order too (camera_pipe_sharpen's r1[x + 1], in the mask and in the sum); a result that is not
; a whole number of registers keeps natural order. An unpack (x86.unpack_wd, the operands of a
; pmaddwd) over two registers is built in the same in-lane order (vpunpckl/hwd, no cross-lane
; move): the lane-wise pmaddwd keeps it, one permute pair restores natural order at the root
; (dot2_s16), and a pack after it needs none (dot2_narrow).
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | llc -O3 -mtriple=x86_64-linux-gnu -mcpu=haswell | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | llc -O3 -mtriple=x86_64-linux-gnu -mcpu=skylake-avx512 | FileCheck %s --check-prefix=AVX512
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s

; CHECK-LABEL: mul_round_u8:
; CHECK: vpunpcklbw
; CHECK: vpunpckhbw
; CHECK: vpackuswb
; CHECK-NOT: vpermq
; CHECK: retq
; AVX512-LABEL: mul_round_u8:
; AVX512-NOT: vpermq
; AVX512: retq
define <32 x i8> @mul_round_u8(<32 x i8> %a, <32 x i8> %b) {
  %xa = zext <32 x i8> %a to <32 x i16>
  %xb = zext <32 x i8> %b to <32 x i16>
  %p = mul nuw <32 x i16> %xa, %xb
  %s = add nuw <32 x i16> %p, <i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128, i16 128>
  %h = lshr <32 x i16> %s, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %r = trunc <32 x i16> %h to <32 x i8>
  ret <32 x i8> %r
}

; Two registers of result: each pack reads its own pair of unpacked registers.
; CHECK-LABEL: div3_u8_x2:
; CHECK: vpunpcklbw
; CHECK: vpackuswb
; CHECK: vpackuswb
; CHECK-NOT: vpermq
; CHECK: retq
define <64 x i8> @div3_u8_x2(<64 x i8> %a, <64 x i8> %b, <64 x i8> %c) {
  %xa = zext <64 x i8> %a to <64 x i16>
  %xb = zext <64 x i8> %b to <64 x i16>
  %xc = zext <64 x i8> %c to <64 x i16>
  %s1 = add <64 x i16> %xa, %xb
  %s = add <64 x i16> %s1, %xc
  %q = udiv <64 x i16> %s, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %r = trunc <64 x i16> %q to <64 x i8>
  ret <64 x i8> %r
}

; The extension of %a is used twice (x2 + b): one unpack pair, no vpermq after the pack.
; CHECK-LABEL: div3_twice_u8:
; CHECK-COUNT-4: vpunpck{{[lh]}}bw
; CHECK-NOT: vpunpck
; CHECK: vpackuswb
; CHECK-NOT: vpermq
; CHECK: retq
define <32 x i8> @div3_twice_u8(<32 x i8> %a, <32 x i8> %b) {
  %xa = zext <32 x i8> %a to <32 x i16>
  %xb = zext <32 x i8> %b to <32 x i16>
  %s1 = add <32 x i16> %xa, %xa
  %s = add <32 x i16> %s1, %xb
  %q = udiv <32 x i16> %s, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %r = trunc <32 x i16> %q to <32 x i8>
  ret <32 x i8> %r
}

; Half a register of result: natural order.
; CHECK-LABEL: div3_u8_half:
; CHECK-NOT: vpunpck
; CHECK: retq
define <16 x i8> @div3_u8_half(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %xc = zext <16 x i8> %c to <16 x i16>
  %s1 = add <16 x i16> %xa, %xb
  %s = add <16 x i16> %s1, %xc
  %q = udiv <16 x i16> %s, <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>
  %r = trunc <16 x i16> %q to <16 x i8>
  ret <16 x i8> %r
}

; CHECK-LABEL: dot2_s16:
; CHECK-NOT: {{vperm|vinserti}}
; CHECK: vpmaddwd
; CHECK: vpmaddwd
; CHECK-NOT: vpmaddwd
; CHECK: vperm2i128
; CHECK: retq
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

; CHECK-LABEL: dot2_narrow:
; CHECK-NOT: {{vperm|vinserti}}
; CHECK: vpackssdw
; CHECK-NOT: {{vperm|vinserti}}
; CHECK: retq
define <16 x i16> @dot2_narrow(<16 x i16> %a, <16 x i16> %b, <16 x i16> %c, <16 x i16> %d) {
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %b to <16 x i32>
  %xc = sext <16 x i16> %c to <16 x i32>
  %xd = sext <16 x i16> %d to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %q = mul nsw <16 x i32> %xc, %xd
  %s = add <16 x i32> %p, %q
  %lo = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %s, <16 x i32> <i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768>)
  %hi = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %lo, <16 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %r = trunc <16 x i32> %hi to <16 x i16>
  ret <16 x i16> %r
}
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)
