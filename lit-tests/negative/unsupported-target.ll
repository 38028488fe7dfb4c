; A module for a target fixsel does not support passes through unchanged (no target= given).
; RUN: %plain-opt -passes=verify -S %s -o %t.before
; RUN: %opt -passes='fixsel,verify' -S %s -o %t.after
; RUN: diff %t.before %t.after
target triple = "riscv64-unknown-linux-gnu"

define <16 x i8> @absd(<16 x i8> %a, <16 x i8> %b) {
  %c = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %c, <16 x i8> %d1, <16 x i8> %d2
  ret <16 x i8> %r
}
