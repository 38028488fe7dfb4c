; exit_extracts (window.rs; HVX and x86): a lane of the loop's last vector load read after the
; loop becomes a byte load of that address, where the memory cannot change during the function (a
; noalias argument no store is based on); otherwise the extractelement stays. llc 16 extracts an
; HVX lane through a stack slot, storing the vector in every iteration of the loop; on x86 the
; extract keeps a vector load in the loop whose other uses fold into vpmovzx. Not on AArch64.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=A64
target triple = "hexagon-unknown-linux-musl"

; CHECK-LABEL: define i8 @last_lane(
; CHECK: exit:
; CHECK-NEXT: [[P:%.*]] = getelementptr inbounds i8, ptr %p, i64 127
; CHECK-NEXT: [[B:%.*]] = load i8, ptr [[P]], align 1
; CHECK-NEXT: ret i8 [[B]]
; A64-LABEL: define i8 @last_lane(
; A64: extractelement <128 x i8> %v, i64 127
define i8 @last_lane(ptr noalias %r, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, ptr %r, i32 %i
  %v = load <128 x i8>, ptr %p, align 1
  %i.next = add nuw i32 %i, 128
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %e = extractelement <128 x i8> %v, i64 127
  ret i8 %e
}

; Not noalias: a store through another pointer may change the memory.
; CHECK-LABEL: define i8 @may_alias(
; CHECK: extractelement <128 x i8> %v, i64 127
define i8 @may_alias(ptr %r, ptr %o, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr inbounds i8, ptr %r, i32 %i
  %v = load <128 x i8>, ptr %p, align 1
  %q = getelementptr inbounds i8, ptr %o, i32 %i
  store <128 x i8> %v, ptr %q, align 1
  %i.next = add nuw i32 %i, 128
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %e = extractelement <128 x i8> %v, i64 127
  ret i8 %e
}

; The address recomputed after the load on some path out of the loop: kept.
; CHECK-LABEL: define i8 @address_elsewhere(
; CHECK: extractelement <128 x i8> %v, i64 127
define i8 @address_elsewhere(ptr noalias %r, i32 %n, i1 %skip) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %latch ]
  %p = getelementptr inbounds i8, ptr %r, i32 %i
  br label %body
body:
  %v = load <128 x i8>, ptr %p, align 1
  br label %latch
latch:
  %i.next = add nuw i32 %i, 128
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %e = extractelement <128 x i8> %v, i64 127
  ret i8 %e
}
