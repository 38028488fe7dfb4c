; A call to @fixsel.<family>.<instr>.<types> is that target instruction (lit-tests/models runs
; every one against its model): the real intrinsic where the target has a native form, the
; model's definition as plain IR elsewhere (another target, target=generic, an immediate operand
; that is not a constant). A name the call's types do not spell stays a call, with a warning.
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.x86 2> %t.err
; RUN: FileCheck %s --check-prefix=X86 < %t.x86
; RUN: FileCheck %s --check-prefix=WARN < %t.err
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.a64
; RUN: FileCheck %s --check-prefix=A64 < %t.a64

; X86-LABEL: @pavg(
; X86: call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
; X86-NOT: @fixsel.
; X86: ret
; A64-LABEL: @pavg(
; A64-NOT: @fixsel.
; A64: zext <16 x i8>
; A64: lshr <16 x i16>
; A64: ret
define <16 x i8> @pavg(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @fixsel.x86.pavg.v16i8(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

; X86-LABEL: @shift_by_constant(
; X86: call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %a, i32 3)
define <8 x i16> @shift_by_constant(<8 x i16> %a) {
  %r = call <8 x i16> @fixsel.x86.psrli.v8i16(<8 x i16> %a, <8 x i16> <i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3, i16 3>)
  ret <8 x i16> %r
}

; X86-LABEL: @shift_by_variable(
; X86-NOT: @llvm.x86
; X86: lshr <8 x i16> %a, %n
; X86: ret
define <8 x i16> @shift_by_variable(<8 x i16> %a, <8 x i16> %n) {
  %r = call <8 x i16> @fixsel.x86.psrli.v8i16(<8 x i16> %a, <8 x i16> %n)
  ret <8 x i16> %r
}

; WARN: fixsel: warning: @fixsel.x86.pavg.v16i8 is not an FPIR op for (<8 x i16>, <8 x i16>) -> <8 x i16>: these types spell @fixsel.x86.pavg.v8i16; left as a call
; X86-LABEL: @wrong_types(
; X86: call <8 x i16> @fixsel.x86.pavg.v16i8(<8 x i16> %a, <8 x i16> %b)
define <8 x i16> @wrong_types(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @fixsel.x86.pavg.v16i8(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <16 x i8> @fixsel.x86.pavg.v16i8(<16 x i8>, <16 x i8>)
declare <8 x i16> @fixsel.x86.psrli.v8i16(<8 x i16>, <8 x i16>)
