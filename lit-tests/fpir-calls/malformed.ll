; A @fixsel.* call that is not exactly an FPIR op on its own types stays an opaque call (it is
; the user's function, not ours), with one warning per function name; the rest of the block is
; still selected.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.ll 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; The same in lift-only mode, which also does not lift @unknown_op's rounding average: its
; FPIR name is taken by the user's declaration with other types.
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s 2>&1 -o %t.lift | FileCheck %s --check-prefix=LIFT
; RUN: FileCheck %s --check-prefix=LIFTIR < %t.lift
; LIFT: fixsel: warning: @fixsel.rounding_halving_add.v16u8 is not an FPIR op for (<8 x i16>, <8 x i16>) -> <8 x i16>
; LIFT: fixsel: warning: @fixsel.rounding_halving_add.v16u8 is declared with other types; that idiom is not lifted
; LIFTIR-LABEL: @unknown_op(
; LIFTIR: lshr <16 x i16>
; LIFTIR-LABEL: @wrong_arity(
; LIFTIR: call <16 x i8> @fixsel.absd.v16u8(<16 x i8> %a)

; WARN-DAG: fixsel: warning: @fixsel.rounding_halving_add.v16u8 is not an FPIR op for (<8 x i16>, <8 x i16>) -> <8 x i16>: these types spell @fixsel.rounding_halving_add.v8u16; left as a call
; WARN-DAG: fixsel: warning: @fixsel.frobnicate.v16u8 is not an FPIR op (known: abs, absd, dot2, dot2b, dot4, extending_add,
; WARN-DAG: fixsel: warning: @fixsel.absd.v16u8 is not an FPIR op for (<16 x i8>) -> <16 x i8>: absd.u takes 2 operands; left as a call
; WARN-DAG: fixsel: warning: @fixsel.saturating_narrow.v8i16.v8u8 is not an FPIR op for (<8 x i16>) -> <8 x i16>: width 8 where 16 is required; left as a call
; Once per name, although called twice.
; WARN-NOT: rounding_halving_add.v16u8

; CHECK-LABEL: @wrong_types(
; CHECK: %r = call <8 x i16> @fixsel.rounding_halving_add.v16u8(<8 x i16> %a, <8 x i16> %b)
; CHECK: %r2 = call <8 x i16> @fixsel.rounding_halving_add.v16u8(<8 x i16> %r, <8 x i16> %b)
define <8 x i16> @wrong_types(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @fixsel.rounding_halving_add.v16u8(<8 x i16> %a, <8 x i16> %b)
  %r2 = call <8 x i16> @fixsel.rounding_halving_add.v16u8(<8 x i16> %r, <8 x i16> %b)
  ret <8 x i16> %r2
}

; The idiom next to an unknown call is still selected; the call's result is an opaque operand.
; CHECK-LABEL: @unknown_op(
; CHECK: %u = call <16 x i8> @fixsel.frobnicate.v16u8(<16 x i8> %a)
; CHECK: call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %u, <16 x i8> %b)
define <16 x i8> @unknown_op(<16 x i8> %a, <16 x i8> %b) {
  %u = call <16 x i8> @fixsel.frobnicate.v16u8(<16 x i8> %a)
  %xa = zext <16 x i8> %u to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s1 = add <16 x i16> %xa, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %s2 = add <16 x i16> %s1, %xb
  %sh = lshr <16 x i16> %s2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  ret <16 x i8> %r
}

; CHECK-LABEL: @wrong_arity(
; CHECK: call <16 x i8> @fixsel.absd.v16u8(<16 x i8> %a)
define <16 x i8> @wrong_arity(<16 x i8> %a) {
  %r = call <16 x i8> @fixsel.absd.v16u8(<16 x i8> %a)
  ret <16 x i8> %r
}

; A narrowing op whose result is not narrower.
; CHECK-LABEL: @wrong_result(
; CHECK: call <8 x i16> @fixsel.saturating_narrow.v8i16.v8u8(<8 x i16> %x)
define <8 x i16> @wrong_result(<8 x i16> %x) {
  %r = call <8 x i16> @fixsel.saturating_narrow.v8i16.v8u8(<8 x i16> %x)
  ret <8 x i16> %r
}

; CHECK: declare <8 x i16> @fixsel.rounding_halving_add.v16u8(<8 x i16>, <8 x i16>)
declare <8 x i16> @fixsel.rounding_halving_add.v16u8(<8 x i16>, <8 x i16>)
declare <16 x i8> @fixsel.frobnicate.v16u8(<16 x i8>)
declare <16 x i8> @fixsel.absd.v16u8(<16 x i8>)
declare <8 x i16> @fixsel.saturating_narrow.v8i16.v8u8(<8 x i16>)
