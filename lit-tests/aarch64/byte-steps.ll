; Conversions between bytes and 32-bit lanes written in two steps (through 16 bits) on AArch64
; (plugin/src/byte_steps.rs), which keeps llc 16 from making tbl of them inside loops
; (CodeGenPrepare's optimizeExtendOrTruncateConversion): a zero extension that feeds only adds
; and subtracts (the second step folds into uaddw/usubw), and a truncation of a select (three
; uzp1, no moves into a four-register table). An extension with another user, a truncation of
; something else, and every conversion on the other targets keep their one step. Executed
; before/after. Measured (llvm-mca -mcpu=cortex-a76 on bench/kernels/tflite_mul.c's loop):
; 54.8 -> 42.5 -> 39.5 cycles per 16 outputs.
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t
; RUN: FileCheck %s --check-prefix=IR < %t
; RUN: llc -O3 -mtriple=aarch64-linux-gnu -mcpu=cortex-a76 %t -o - | FileCheck %s --check-prefix=ASM
; RUN: llc -O3 -mtriple=aarch64-linux-gnu -mcpu=cortex-a76 %s -o - | FileCheck %s --check-prefix=BASE
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %difftest --target=aarch64 --cases=500 %s

; Offsets added to bytes in a loop (tflite_mul's inputs): four iterations over shifted bytes.
; IR-LABEL: define <16 x i32> @offset_bytes(
; IR: %[[H:.*]] = zext <16 x i8> %{{.*}} to <16 x i16>
; IR-NEXT: %[[W:.*]] = zext <16 x i16> %[[H]] to <16 x i32>
; IR-NEXT: add <16 x i32> %[[W]], %off
; IR: %[[H2:.*]] = zext <16 x i8> %{{.*}} to <16 x i16>
; IR-NEXT: %[[W2:.*]] = zext <16 x i16> %[[H2]] to <16 x i32>
; IR-NEXT: sub <16 x i32> %{{.*}}, %[[W2]]
; ASM-LABEL: offset_bytes:
; ASM-NOT: tbl
; ASM: uaddw
; ASM: usubw
; BASE-LABEL: offset_bytes:
; BASE: tbl
; X86-LABEL: define <16 x i32> @offset_bytes(
; X86-NOT: zext <16 x i8> %{{.*}} to <16 x i16>
; X86: ret
define <16 x i32> @offset_bytes(<16 x i8> %a, <16 x i8> %b, <16 x i32> %off) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <16 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %x = phi <16 x i8> [ %a, %entry ], [ %x1, %loop ]
  %xw = zext <16 x i8> %x to <16 x i32>
  %v = add <16 x i32> %xw, %off
  %bw = zext <16 x i8> %b to <16 x i32>
  %d = sub <16 x i32> %v, %bw
  %p = mul <16 x i32> %d, %v
  %acc1 = add <16 x i32> %acc, %p
  %x1 = add <16 x i8> %x, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %i1 = add i8 %i, 1
  %done = icmp eq i8 %i1, 4
  br i1 %done, label %exit, label %loop

exit:
  ret <16 x i32> %acc1
}

; The extension is also multiplied: one step, as clang wrote it.
; IR-LABEL: define <16 x i32> @other_user(
; IR: zext <16 x i8> %{{.*}} to <16 x i32>
; IR-NOT: to <16 x i16>
; IR: ret
define <16 x i32> @other_user(<16 x i8> %a, <16 x i32> %off) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <16 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %x = phi <16 x i8> [ %a, %entry ], [ %x1, %loop ]
  %xw = zext <16 x i8> %x to <16 x i32>
  %v = add <16 x i32> %xw, %off
  %p = mul <16 x i32> %xw, %v
  %acc1 = add <16 x i32> %acc, %p
  %x1 = add <16 x i8> %x, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %i1 = add i8 %i, 1
  %done = icmp eq i8 %i1, 4
  br i1 %done, label %exit, label %loop

exit:
  ret <16 x i32> %acc1
}

; A clamp narrowed to bytes in a loop: the truncation of the select goes through 16 bits.
; IR-LABEL: define <16 x i8> @clamp_bytes(
; IR: %[[S:.*]] = select <16 x i1>
; IR-NEXT: %[[H:.*]] = trunc <16 x i32> %[[S]] to <16 x i16>
; IR-NEXT: trunc <16 x i16> %[[H]] to <16 x i8>
; ASM-LABEL: clamp_bytes:
; ASM-NOT: tbl
; ASM: uzp1
; BASE-LABEL: clamp_bytes:
; BASE: tbl
define <16 x i8> @clamp_bytes(<16 x i32> %a, <16 x i32> %lo, <16 x i32> %hi) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <16 x i8> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %x = phi <16 x i32> [ %a, %entry ], [ %x1, %loop ]
  %below = icmp slt <16 x i32> %x, %lo
  %m = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %x, <16 x i32> %hi)
  %c = select <16 x i1> %below, <16 x i32> %lo, <16 x i32> %m
  %t = trunc <16 x i32> %c to <16 x i8>
  %acc1 = xor <16 x i8> %acc, %t
  %x1 = mul <16 x i32> %x, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %i1 = add i8 %i, 1
  %done = icmp eq i8 %i1, 4
  br i1 %done, label %exit, label %loop

exit:
  ret <16 x i8> %acc1
}

; A truncation of something else keeps its one step.
; IR-LABEL: define <16 x i8> @shifted_bytes(
; IR: trunc <16 x i32> %{{.*}} to <16 x i8>
; IR-NOT: to <16 x i16>
; IR: ret
define <16 x i8> @shifted_bytes(<16 x i32> %a) {
entry:
  br label %loop

loop:
  %i = phi i8 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <16 x i8> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %x = phi <16 x i32> [ %a, %entry ], [ %x1, %loop ]
  %s = lshr <16 x i32> %x, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %t = trunc <16 x i32> %s to <16 x i8>
  %acc1 = xor <16 x i8> %acc, %t
  %x1 = mul <16 x i32> %x, <i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7, i32 -7>
  %i1 = add i8 %i, 1
  %done = icmp eq i8 %i1, 4
  br i1 %done, label %exit, label %loop

exit:
  ret <16 x i8> %acc1
}

declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)
