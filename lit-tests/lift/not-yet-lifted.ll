; Forms that SHOULD lift but do not yet (each function says to what), written by hand. XFAIL
; until every one lifts; when a rule lands, move its function to lifting.idioms (or, if the term
; syntax cannot write it, to flags-and-broadcasts.ll). not-yet-lifted-exec.ll executes them.
; XFAIL: *
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s -o %t.lift
; RUN: FileCheck %s < %t.lift

; should be rounding_mul_shr.v16i16(a, b, 15): (2ab + 2^15) >> 16 is not recognized (lifts to extending_mul + rounding_shr.v16i64 + smin)
; CHECK-LABEL: define <16 x i16> @q15_doubling(
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: call <16 x i16> @fixsel.rounding_mul_shr.v16i16(<16 x i16> %a, <16 x i16> %b, <16 x i16> <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>)
; CHECK-NOT: {{= (zext|sext|trunc|add|sub|mul|shl|lshr|ashr|and|or|xor|icmp|select) |@llvm\.}}
; CHECK: ret <16 x i16>
define <16 x i16> @q15_doubling(<16 x i16> %a, <16 x i16> %b) {
  %xa = sext <16 x i16> %a to <16 x i64>
  %a2 = shl nsw <16 x i64> %xa, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %xb = sext <16 x i16> %b to <16 x i64>
  %p = mul nsw <16 x i64> %a2, %xb
  %r = add nsw <16 x i64> %p, <i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768, i64 32768>
  %s = ashr <16 x i64> %r, <i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16, i64 16>
  %m = call <16 x i64> @llvm.smin.v16i64(<16 x i64> %s, <16 x i64> <i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767>)
  %t = trunc <16 x i64> %m to <16 x i16>
  ret <16 x i16> %t
}

declare <16 x i64> @llvm.smin.v16i64(<16 x i64>, <16 x i64>)
