; A regrouped product whose only use is add(acc, p) (lane-sum-only) goes into acc itself where the
; target has an accumulating dot product (reduction.rs, `accumulator`): HVX vrmpy accumulating
; into acc's first register, AVX512-VNNI vpdpbusd accumulating, acc's other lanes passed through.
; Not for an accumulator a loop carries (the accumulating form would put the multiply on the
; loop-carried chain): there the product goes into zero and the add stays; except on HVX for a
; product that reads one loaded vector (l2norm's x * x), where llc still software-pipelines the
; accumulating vrmpy. Nor where acc is not available at p, or p has another use. (The loops that
; load are not executed by difftest, which passes no pointers; bench l2norm_u8 and dot_u8i8 run
; them on qemu-hexagon.)
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s --check-prefix=HVX
; RUN: %opt -passes='fixsel<target=hvx>' %s | llc -O2 -mtriple=hexagon -mattr=+hvxv66,+hvx-length128b | FileCheck %s --check-prefix=HVX-ASM
; RUN: %difftest --target=hvx %s
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s | FileCheck %s --check-prefix=VNNI
; RUN: %difftest --target=x86-avx512 --allow-unsupported %s

; HVX-LABEL: define i32 @su(
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpybusv.acc.128B(<32 x i32> %{{.*}}, <32 x i32> %{{.*}}, <32 x i32> %{{.*}})
; HVX-NOT: add <128 x i32>
; HVX: ret i32
; HVX-ASM-LABEL: su:
; HVX-ASM: += vrmpy(v{{[0-9]+}}.ub,v{{[0-9]+}}.b)
; VNNI-LABEL: define i32 @su(
; VNNI: call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> %{{[0-9]+}}, <16 x i32> %{{.*}}, <16 x i32> %{{.*}})
; VNNI-NOT: add <64 x i32>
; VNNI: ret i32
define i32 @su(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = sext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %acc, %p
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; In a loop: vrmpy / vpdpbusd into zero, then the add into the loop's phi.
; HVX-LABEL: define i32 @uu_loop(
; HVX: loop:
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpyubv.128B(
; HVX: add <128 x i32> %acc,
; HVX: exit:
; HVX-ASM-LABEL: uu_loop:
; HVX-ASM: Inner Loop Header
; HVX-ASM-NOT: += vrmpy
; HVX-ASM: endloop
; VNNI-LABEL: define i32 @su_loop(
; VNNI: loop:
; VNNI: call <16 x i32> @llvm.x86.avx512.vpdpbusd.512(<16 x i32> zeroinitializer,
; VNNI: add <64 x i32> %acc,
; VNNI: exit:
define i32 @uu_loop(<128 x i8> %a0, <128 x i8> %b0, <128 x i32> %init, i32 %n) {
entry:
  %count = and i32 %n, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi <128 x i8> [ %a0, %entry ], [ %a1, %loop ]
  %acc = phi <128 x i32> [ %init, %entry ], [ %acc1, %loop ]
  %xa = zext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b0 to <128 x i32>
  %p = mul nuw nsw <128 x i32> %xa, %xb
  %acc1 = add <128 x i32> %acc, %p
  %a1 = add <128 x i8> %a, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %count
  br i1 %c, label %loop, label %exit
exit:
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %acc1)
  ret i32 %r
}

define i32 @su_loop(<64 x i8> %a0, <64 x i8> %b0, <64 x i32> %init, i32 %n) {
entry:
  %count = and i32 %n, 7
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi <64 x i8> [ %a0, %entry ], [ %a1, %loop ]
  %acc = phi <64 x i32> [ %init, %entry ], [ %acc1, %loop ]
  %xa = sext <64 x i8> %a to <64 x i32>
  %xb = zext <64 x i8> %b0 to <64 x i32>
  %p = mul nsw <64 x i32> %xa, %xb
  %acc1 = add <64 x i32> %acc, %p
  %a1 = add <64 x i8> %a, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %i1 = add i32 %i, 1
  %c = icmp ult i32 %i1, %count
  br i1 %c, label %loop, label %exit
exit:
  %r = call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %acc1)
  ret i32 %r
}

; One loaded vector, squared, in a loop: vrmpy accumulates into the phi on HVX; llc pipelines it
; as one vrmpy-accumulate beside each load. Two loads (a dot product): the add stays.
; HVX-LABEL: define i32 @squares_loop(
; HVX: loop:
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpyubv.acc.128B(
; HVX-NOT: add <128 x i32> %acc,
; HVX: exit:
; HVX-ASM-LABEL: squares_loop:
; HVX-ASM: Inner Loop Header
; HVX-ASM: += vrmpy(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub)
; HVX-ASM: endloop
; HVX-LABEL: define i32 @dot_loop(
; HVX: loop:
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpyubv.128B(
; HVX: add <128 x i32> %acc,
; HVX: exit:
define i32 @squares_loop(ptr %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <128 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %px = getelementptr inbounds i8, ptr %x, i32 %i
  %v = load <128 x i8>, ptr %px, align 1
  %xv = zext <128 x i8> %v to <128 x i32>
  %p = mul nuw nsw <128 x i32> %xv, %xv
  %acc1 = add <128 x i32> %acc, %p
  %i1 = add i32 %i, 128
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %acc1)
  ret i32 %r
}

define i32 @dot_loop(ptr %a, ptr %b, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi <128 x i32> [ zeroinitializer, %entry ], [ %acc1, %loop ]
  %pa = getelementptr inbounds i8, ptr %a, i32 %i
  %pb = getelementptr inbounds i8, ptr %b, i32 %i
  %va = load <128 x i8>, ptr %pa, align 1
  %vb = load <128 x i8>, ptr %pb, align 1
  %xa = zext <128 x i8> %va to <128 x i32>
  %xb = zext <128 x i8> %vb to <128 x i32>
  %p = mul nuw nsw <128 x i32> %xa, %xb
  %acc1 = add <128 x i32> %acc, %p
  %i1 = add i32 %i, 128
  %c = icmp ult i32 %i1, %n
  br i1 %c, label %loop, label %exit
exit:
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %acc1)
  ret i32 %r
}

; The accumulator is computed after the product: not available where the product is emitted.
; HVX-LABEL: define i32 @acc_after(
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpybv.128B(
; HVX: ret i32
define i32 @acc_after(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc0, <128 x i32> %c) {
  %xa = sext <128 x i8> %a to <128 x i32>
  %xb = sext <128 x i8> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %acc = xor <128 x i32> %acc0, %c
  %s = add <128 x i32> %acc, %p
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; The product has two uses: regrouped into zero, then added (twice).
; HVX-LABEL: define i32 @two_uses(
; HVX: call <32 x i32> @llvm.hexagon.V6.vrmpybv.128B(
; HVX: ret i32
define i32 @two_uses(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = sext <128 x i8> %a to <128 x i32>
  %xb = sext <128 x i8> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %acc, %p
  %t = add <128 x i32> %s, %p
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %t)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>)
declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>)
