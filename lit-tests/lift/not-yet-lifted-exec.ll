; Executes the functions of not-yet-lifted.ll (XFAIL there, so a miscompile would be hidden): the
; full pass on each target, and the lift-only output expanded back to plain IR.
; RUN: %difftest --target=x86-avx2 %S/not-yet-lifted.ll
; RUN: %difftest --target=aarch64 %S/not-yet-lifted.ll
; RUN: %difftest --target=hvx %S/not-yet-lifted.ll
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %S/not-yet-lifted.ll -o %t.lift
; RUN: %opt -passes='fixsel,verify' -S %t.lift -o %t.expanded
; RUN: not grep '@fixsel\.' %t.expanded
; RUN: %difftest-pair --target=x86-avx2 --after %t.expanded %S/not-yet-lifted.ll
