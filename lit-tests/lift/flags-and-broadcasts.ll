; Lifting forms the term syntax of lifting.idioms cannot write, kept by hand: a broadcast scalar
; operand (insertelement + shufflevector), clang's nuw/nsw flags and abs's int-min-is-poison flag,
; none of which may keep a form from lifting (lifting.idioms writes its forms without flags).
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s -o %t.lift
; RUN: FileCheck %s < %t.lift
;
; The full pass computes what the original computes, on each target's machine:
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s
;
; The lift-only output, expanded back to plain IR (no triple: expand-only), computes it too:
; RUN: %opt -passes='fixsel,verify' -S %t.lift -o %t.expanded
; RUN: not grep '@fixsel\.' %t.expanded
; RUN: %difftest-pair --target=x86-avx2 --after %t.expanded %s

; CHECK-LABEL: define <16 x i16> @wmul_u8_scalar(
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor) |@llvm\.}}
; CHECK: call <16 x i16> @fixsel.widening_mul.v16u8(
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor) |@llvm\.}}
; CHECK: ret <16 x i16>
define <16 x i16> @wmul_u8_scalar(<16 x i8> %a, i8 %s) {
  %xs = zext i8 %s to i16
  %ins = insertelement <16 x i16> poison, i16 %xs, i64 0
  %bs = shufflevector <16 x i16> %ins, <16 x i16> poison, <16 x i32> zeroinitializer
  %xa = zext <16 x i8> %a to <16 x i16>
  %r = mul nuw <16 x i16> %bs, %xa
  ret <16 x i16> %r
}

; CHECK-LABEL: define <8 x i32> @eacc_i32_i16_nsw(
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: call <8 x i32> @fixsel.extending_add.v8i32.v8i16(<8 x i32> %acc, <8 x i16> %b)
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: ret <8 x i32>
define <8 x i32> @eacc_i32_i16_nsw(<8 x i32> %acc, <8 x i16> %b) {
  %xb = sext <8 x i16> %b to <8 x i32>
  %r = add nsw <8 x i32> %acc, %xb
  ret <8 x i32> %r
}

; CHECK-LABEL: define <32 x i32> @sobel_row_i32_nuw_nsw(
; CHECK-NOT: {{= (sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: [[B2:%[0-9]+]] = call <32 x i16> @fixsel.widening_shl.v32u8(<32 x i8> %b, <32 x i8> <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>)
; CHECK-NOT: {{= (sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: [[S1:%[0-9]+]] = call <32 x i16> @fixsel.extending_add.v32u16.v32u8(<32 x i16> [[B2]], <32 x i8> %c)
; CHECK-NOT: {{= (sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: [[S2:%[0-9]+]] = call <32 x i16> @fixsel.extending_add.v32u16.v32u8(<32 x i16> [[S1]], <32 x i8> %a)
; CHECK-NOT: {{= (sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: zext <32 x i16> [[S2]] to <32 x i32>
; CHECK-NOT: {{= (sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: ret <32 x i32>
define <32 x i32> @sobel_row_i32_nuw_nsw(<32 x i8> %a, <32 x i8> %b, <32 x i8> %c) {
  %xc = zext <32 x i8> %c to <32 x i32>
  %xb = zext <32 x i8> %b to <32 x i32>
  %b2 = shl nuw nsw <32 x i32> %xb, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %s1 = add nuw nsw <32 x i32> %b2, %xc
  %xa = zext <32 x i8> %a to <32 x i32>
  %s2 = add nuw nsw <32 x i32> %s1, %xa
  ret <32 x i32> %s2
}

; CHECK-LABEL: define <16 x i16> @wshl_s8_shl_nsw(
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: call <16 x i16> @fixsel.widening_shl.v16i8(<16 x i8> %a, <16 x i8> <i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2, i8 2>)
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: ret <16 x i16>
define <16 x i16> @wshl_s8_shl_nsw(<16 x i8> %a) {
  %xa = sext <16 x i8> %a to <16 x i16>
  %r = shl nsw <16 x i16> %xa, <i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2, i16 2>
  ret <16 x i16> %r
}

; CHECK-LABEL: define <16 x i16> @absd_s16_abs_in_i32_poison(
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: call <16 x i16> @fixsel.absd.v16i16({{<16 x i16> %a, <16 x i16> %b|<16 x i16> %b, <16 x i16> %a}})
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: ret <16 x i16>
define <16 x i16> @absd_s16_abs_in_i32_poison(<16 x i16> %a, <16 x i16> %b) {
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %b to <16 x i32>
  %d = sub nsw <16 x i32> %xa, %xb
  %m = call <16 x i32> @llvm.abs.v16i32(<16 x i32> %d, i1 true)
  %r = trunc <16 x i32> %m to <16 x i16>
  ret <16 x i16> %r
}

declare <16 x i32> @llvm.abs.v16i32(<16 x i32>, i1)
