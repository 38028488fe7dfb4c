; A caught internal error (a Rust panic; FIXSEL_DEBUG=internal-error raises one at the start of
; each function) still leaves valid IR without @fixsel.* calls: the FPIR calls of the input (or
; of a reduction regrouped before the panic) are expanded to plain IR, and the warning names the
; function.
; RUN: env FIXSEL_DEBUG=internal-error %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.ll 2>%t.err
; RUN: FileCheck --check-prefix=WARN %s < %t.err
; RUN: FileCheck %s < %t.ll
; RUN: not grep '@fixsel\.' %t.ll
; RUN: %difftest-pair --target=x86-avx2 --after %t.ll %S/Inputs/internal-error-plain.ll
; WARN: fixsel: warning: internal error in function 'uqadd'; rewriting stopped there
; WARN: fixsel: warning: internal error in function 'rhadd'; rewriting stopped there

; CHECK-LABEL: @uqadd(
; CHECK: call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
define <16 x i8> @uqadd(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.saturating_add.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; CHECK-LABEL: @rhadd(
; CHECK-NOT: pavg
; CHECK: ret <16 x i8>
define <16 x i8> @rhadd(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

declare <16 x i8> @fixsel.saturating_add.v16u8(<16 x i8>, <16 x i8>)
declare <16 x i8> @fixsel.rounding_halving_add.v16u8(<16 x i8>, <16 x i8>)
