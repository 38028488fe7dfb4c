; Accumulators in a loop (clang's vectorized dot product: a <16 x i32> phi updated by
; add(acc, mul(ext a, ext b)), two interleaved accumulators summed after the loop, then
; llvm.vector.reduce.add): the products are lane-sum-only and become sdot/udot.
; The loop runs %n & 7 times over inputs that change each iteration; the start values wrap.
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s | FileCheck %s
; RUN: %difftest --target=aarch64-dotprod %s
; llc folds the zero lanes and the accumulator add into accumulating sdot/udot.
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>' %s | llc -O2 -mtriple=aarch64-linux-gnu -mattr=+dotprod | FileCheck --check-prefix=ASM %s

; CHECK-LABEL: define i32 @dot_loop_su(
; CHECK: loop:
; CHECK-NOT: mul
; CHECK-COUNT-3: call <4 x i32> @llvm.aarch64.neon.sdot.v4i32.v16i8(
; CHECK: shufflevector <4 x i32> %{{.*}}, <4 x i32> zeroinitializer, <8 x i32>
; CHECK: shufflevector <8 x i32> %{{.*}}, <8 x i32> %{{.*}}, <16 x i32>
; CHECK: exit:
; ASM-LABEL: dot_loop_su:
; ASM: Inner Loop Header
; ASM-NOT: movi
; ASM-COUNT-6: sdot v{{[0-9]+}}.4s, v{{[0-9]+}}.16b, v{{[0-9]+}}.16b
; ASM: b.lo
; ASM-LABEL: dot_loop_uu:
; ASM-NOT: umull
; ASM: udot v{{[0-9]+}}.4s, v{{[0-9]+}}.16b, v{{[0-9]+}}.16b
; ASM-NOT: umull
; ASM: udot v{{[0-9]+}}.4s, v{{[0-9]+}}.16b, v{{[0-9]+}}.16b
; ASM: addv
define i32 @dot_loop_su(<16 x i8> %a0, <16 x i8> %b0, <16 x i32> %init, i32 %n) {
entry:
  %count = and i32 %n, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi <16 x i8> [ %a0, %entry ], [ %a1, %loop ]
  %b = phi <16 x i8> [ %b0, %entry ], [ %b1, %loop ]
  %acc = phi <16 x i32> [ %init, %entry ], [ %acc1, %loop ]
  %acc2 = phi <16 x i32> [ zeroinitializer, %entry ], [ %acc3, %loop ]
  %xa = sext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %acc1 = add <16 x i32> %p, %acc
  %bb = xor <16 x i8> %b, <i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0, i8 -1, i8 0>
  %xbb = zext <16 x i8> %bb to <16 x i32>
  %q = mul nsw <16 x i32> %xbb, %xa
  %acc3 = add <16 x i32> %acc2, %q
  %a1 = add <16 x i8> %a, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %b1 = sub <16 x i8> %b, <i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91, i8 91>
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %count
  br i1 %c, label %loop, label %exit
exit:
  %s = add <16 x i32> %acc1, %acc3
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

; CHECK-LABEL: define i32 @dot_loop_uu(
; CHECK-COUNT-2: call <4 x i32> @llvm.aarch64.neon.udot.v4i32.v16i8(
define i32 @dot_loop_uu(<16 x i8> %a0, <16 x i8> %b0, <16 x i32> %init, i32 %n) {
entry:
  %count = and i32 %n, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi <16 x i8> [ %a0, %entry ], [ %a1, %loop ]
  %acc = phi <16 x i32> [ %init, %entry ], [ %acc1, %loop ]
  %acc2 = phi <16 x i32> [ %init, %entry ], [ %acc3, %loop ]
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b0 to <16 x i32>
  %p = mul nuw nsw <16 x i32> %xa, %xb
  %acc1 = add <16 x i32> %p, %acc
  %q = mul nuw nsw <16 x i32> %xa, %xa
  %acc3 = add <16 x i32> %acc2, %q
  %a1 = add <16 x i8> %a, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %count
  br i1 %c, label %loop, label %exit
exit:
  %s = add <16 x i32> %acc1, %acc3
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
