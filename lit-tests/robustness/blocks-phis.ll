; A function with many blocks and phis. fixsel rewrites each block on its own; the phis and
; branches are untouched. Executed before/after on every target.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,HVX
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,ARM
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,X86
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s | FileCheck %s --check-prefixes=CHECK,X86
; RUN: %opt -passes='fixsel<target=generic>,verify' -S %s | FileCheck %s --check-prefixes=CHECK
; RUN: %difftest --target=x86-avx2 --cases=300 %s
; RUN: %difftest --target=x86-sse4.1 --cases=300 %s
; RUN: %difftest --target=aarch64 --cases=300 %s
; RUN: %difftest --target=hvx --cases=300 %s

; A loop over four iterations with phis of vector values and idioms in several blocks. A value
; from another block is an opaque leaf: the saturating subtract whose zext is in the loop header
; (%m) is not lifted in %sat, while the one written inside %sat (%m.sat) is.
; CHECK-LABEL: @blocks_and_phis(
; CHECK: phi <16 x i8>
; CHECK: phi <16 x i16>
; HVX: @llvm.hexagon.V6.vavgubrnd.128B(
; ARM: @llvm.aarch64.neon.urhadd.v16i8(
; X86: @llvm.x86.sse2.pavg.b(
; CHECK: %m = call <16 x i16> @llvm.smax.v16i16(<16 x i16> %d, <16 x i16> zeroinitializer)
; HVX: @llvm.hexagon.V6.vsububsat.128B(
; ARM: @llvm.aarch64.neon.uqsub.v16i8(
; X86: @llvm.{{x86.sse2.psubus.b|usub.sat.v16i8}}(
; CHECK: ret <16 x i8>
define <16 x i8> @blocks_and_phis(<16 x i8> %a, <16 x i8> %b, i8 %n) {
entry:
  %xb = zext <16 x i8> %b to <16 x i16>
  %odd = and i8 %n, 1
  %c = icmp eq i8 %odd, 0
  br i1 %c, label %loop, label %other

other:
  %xa0 = zext <16 x i8> %a to <16 x i16>
  %w0 = add <16 x i16> %xa0, %xb
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ 0, %other ], [ %i1, %latch ]
  %acc = phi <16 x i8> [ %a, %entry ], [ %a, %other ], [ %avg, %latch ]
  %wide = phi <16 x i16> [ %xb, %entry ], [ %w0, %other ], [ %w1, %latch ]
  %xb.loop = zext <16 x i8> %b to <16 x i16>
  %xa = zext <16 x i8> %acc to <16 x i16>
  %s = add <16 x i16> %xa, %xb.loop
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %avg = trunc <16 x i16> %h to <16 x i8>
  %big = icmp ugt i8 %i, 1
  br i1 %big, label %sat, label %latch

sat:
  %d = sub <16 x i16> %xa, %xb
  %m = call <16 x i16> @llvm.smax.v16i16(<16 x i16> %d, <16 x i16> zeroinitializer)
  %xa.sat = zext <16 x i8> %acc to <16 x i16>
  %xb.sat = zext <16 x i8> %b to <16 x i16>
  %d.sat = sub <16 x i16> %xa.sat, %xb.sat
  %m.sat = call <16 x i16> @llvm.smax.v16i16(<16 x i16> %d.sat, <16 x i16> zeroinitializer)
  %m.low = trunc <16 x i16> %m.sat to <16 x i8>
  %m.wide = zext <16 x i8> %m.low to <16 x i16>
  %w2.0 = add <16 x i16> %wide, %m
  %w2 = add <16 x i16> %w2.0, %m.wide
  br label %latch

latch:
  %w1 = phi <16 x i16> [ %wide, %loop ], [ %w2, %sat ]
  %i1 = add i8 %i, 1
  %done = icmp eq i8 %i1, 4
  br i1 %done, label %exit, label %loop

exit:
  %t = trunc <16 x i16> %w1 to <16 x i8>
  %r = xor <16 x i8> %t, %avg
  ret <16 x i8> %r
}

declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>)
