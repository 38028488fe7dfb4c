; DAG-aware acceptance (select.rs, cost.rs): a subterm with several users is computed once. A
; rewrite is taken if the block's total cost (each distinct node once, over all roots) goes down;
; a subterm still needed by another root stays paid for, so a rewrite that duplicates its work
; must save more elsewhere (equal cost is only enough when nothing is shared). Costs are native
; registers of work: AVX2 256 bits, NEON 128, HVX 1024; an instruction costs one per native call.
; FIXSEL_DEBUG=cost prints each decision (block cost before -> with the rewrite); the COST lines
; below are what the cost model says, and the CHECK lines what follows from it.
;
; Each "other user" is in another block (outside the imported block, so the shared value is a
; root of its own) and the results are combined there, so difftest executes every function.
; RUN: env FIXSEL_DEBUG=cost %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.x86 2> %t.x86.cost
; RUN: FileCheck %s --check-prefix=X86COST < %t.x86.cost
; RUN: FileCheck %s --check-prefix=X86 < %t.x86
; RUN: %difftest-pair --target=x86-avx2 --after %t.x86 %s
; RUN: env FIXSEL_DEBUG=cost %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.a64 2> %t.a64.cost
; RUN: FileCheck %s --check-prefix=A64COST < %t.a64.cost
; RUN: FileCheck %s --check-prefix=A64 < %t.a64
; RUN: %difftest-pair --target=aarch64 --after %t.a64 %s
; RUN: env FIXSEL_DEBUG=cost %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.hvx 2> %t.hvx.cost
; RUN: FileCheck %s --check-prefix=HVXCOST < %t.hvx.cost
; RUN: FileCheck %s --check-prefix=HVX < %t.hvx
; RUN: %difftest-pair --target=hvx --after %t.hvx %s

; 1. The widened sum %s is also stored. Sharing does not prevent the rounding average: on AVX2
; the block costs 6 (zext, zext, add, add 1, lshr, trunc: one <16 x i16> register each); with
; pavg it is 4 (the zexts and the add stay for the store, plus one pavg). The sum is kept.
; X86COST: @sum_stored %r: 6 -> 4, shares work with another root: taken
; X86-LABEL: @sum_stored(
; X86: %s = add <16 x i16>
; X86: call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
; X86: store <16 x i16> %s, ptr %p
; X86-NOT: lshr
; X86: ret
define <16 x i8> @sum_stored(<16 x i8> %a, <16 x i8> %b, ptr %p) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %xa, %xb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %sh = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  store <16 x i16> %s, ptr %p
  ret <16 x i8> %r
}

; 2. The same, the sum used in the next block (executable). NEON: <16 x i16> is two registers,
; so the widening and the sum cost 2 each (12 in all); the rewrite leaves 6 + urhadd.
; X86COST: @sum_shared %r: 6 -> 4, shares work with another root: taken
; A64COST: @sum_shared %r: 12 -> 7, shares work with another root: taken
; HVXCOST: @sum_shared %r: 6 -> 4, shares work with another root: taken
; X86-LABEL: @sum_shared(
; X86: call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
; A64-LABEL: @sum_shared(
; A64: call <16 x i8> @llvm.aarch64.neon.urhadd.v16i8(<16 x i8> %a, <16 x i8> %b)
; HVX-LABEL: @sum_shared(
; HVX: call <32 x i32> @llvm.hexagon.V6.vavgubrnd.128B(
define <16 x i8> @sum_shared(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %xa, %xb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %sh = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  br label %next
next:
  %t = trunc <16 x i16> %s to <16 x i8>
  %o = xor <16 x i8> %r, %t
  ret <16 x i8> %o
}

; 3. The shifted sum %sh is shared: only the trunc is left to save, and on AVX2 it costs what
; pavg costs (one register each), a tie, so with sharing the rewrite is not taken. On NEON the
; trunc reads two registers (<16 x i16>): urhadd (1) still pays. On HVX both are one register:
; not taken.
; X86COST: @shift_shared %r: 6 -> 6, shares work with another root: kept
; A64COST: @shift_shared %r: 12 -> 11, shares work with another root: taken
; HVXCOST: @shift_shared %r: 6 -> 6, shares work with another root: kept
; X86-LABEL: @shift_shared(
; X86-NOT: pavg
; X86: ret
; A64-LABEL: @shift_shared(
; A64: urhadd
; HVX-LABEL: @shift_shared(
; HVX-NOT: vavgubrnd
; HVX: ret
define <16 x i8> @shift_shared(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %xa, %xb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %sh = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  br label %next
next:
  %t = trunc <16 x i16> %sh to <16 x i8>
  %o = xor <16 x i8> %r, %t
  ret <16 x i8> %o
}

; 4. |a - b| where both differences are needed elsewhere: a rewrite can only save the icmp and
; the select (2). x86's form or(psubus(a, b), psubus(b, a)) costs 3, redoing the subtractions'
; work: the total would rise (4 -> 5), so it is not taken. NEON's uabd and HVX's vabsdiffub cost 1
; and still pay (4 -> 3), although the subtractions stay.
; X86COST: @absd_both_shared %r: 4 -> 5, shares work with another root: kept
; A64COST: @absd_both_shared %r: 4 -> 3, shares work with another root: taken
; HVXCOST: @absd_both_shared %r: 4 -> 3, shares work with another root: taken
; X86-LABEL: @absd_both_shared(
; X86: select
; X86-NOT: usub.sat
; X86: ret
; A64-LABEL: @absd_both_shared(
; A64: %d1 = sub <16 x i8> %a, %b
; A64: %d2 = sub <16 x i8> %b, %a
; A64: call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %a, <16 x i8> %b)
; A64-NOT: select
; A64: ret
; HVX-LABEL: @absd_both_shared(
; HVX: vabsdiffub
define <16 x i8> @absd_both_shared(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  br label %next
next:
  %o1 = xor <16 x i8> %r, %d1
  %o = xor <16 x i8> %o1, %d2
  ret <16 x i8> %o
}

; 5. Only a - b is needed elsewhere: the rewrite saves icmp, b - a and the select (3). On x86
; the psubus form costs 3 too: a tie, and with sharing a tie is not enough. uabd (1) pays.
; X86COST: @absd_one_shared %r: 4 -> 4, shares work with another root: kept
; A64COST: @absd_one_shared %r: 4 -> 2, shares work with another root: taken
; HVXCOST: @absd_one_shared %r: 4 -> 2, shares work with another root: taken
; X86-LABEL: @absd_one_shared(
; X86-NOT: usub.sat
; X86: ret
; A64-LABEL: @absd_one_shared(
; A64: call <16 x i8> @llvm.aarch64.neon.uabd.v16i8(<16 x i8> %a, <16 x i8> %b)
define <16 x i8> @absd_one_shared(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  br label %next
next:
  %o = xor <16 x i8> %r, %d1
  ret <16 x i8> %o
}
