; Stock llc 16 crashes (segfault in Hexagon ISel) on llvm.sadd.sat.v256i8 with HVX.
; fixsel rewrites it to two vaddbsat calls, which compile.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %plain-opt -passes=verify %t.ll | llc -mtriple=hexagon-unknown-linux-musl -mcpu=hexagonv66 -mattr=+hvxv66,+hvx-length128b -o - | FileCheck %s --check-prefix=ASM

; CHECK-COUNT-2: call <32 x i32> @llvm.hexagon.V6.vaddbsat.128B(
; CHECK-NOT: call {{.*}}@llvm.sadd.sat
; ASM-COUNT-2: vadd({{v[0-9]+}}.b,{{v[0-9]+}}.b):sat
define <256 x i8> @f(<256 x i8> %a, <256 x i8> %b) {
  %r = call <256 x i8> @llvm.sadd.sat.v256i8(<256 x i8> %a, <256 x i8> %b)
  ret <256 x i8> %r
}
declare <256 x i8> @llvm.sadd.sat.v256i8(<256 x i8>, <256 x i8>)
