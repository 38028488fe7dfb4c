; Lane-wise code moved before recurrence splices (recurrence.rs), on hand-written loops:
; - umax of two splices whose next values' umax exists: one splice of it, a new recurrence whose
;   first value is the umax of the first values (in the preheader);
; - udiv is never moved (a poison lane of the preheader's op would be UB);
; - a whole expression of splices (umax, xor, sub) becomes one splice of its value on the next values;
; - a splice that stays alive for another user (a store), with no existing op on the next values:
;   moving would trade one op for an op and a splice, so the loop is left as it is;
; - an add with nuw on the next values is not reused (its flags are unknown to the plugin): a new
;   add without flags is built.
; RUN: %opt -passes='fixsel<target=x86-avx2>' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -disable-output %s

; CHECK-LABEL: define void @max_cols(
; CHECK: entry:
; CHECK: [[INIT:%.*]] = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %ia, <16 x i8> %ib)
; CHECK: loop:
; CHECK: [[R:%.*]] = phi <16 x i8> [ [[INIT]], %entry ], [ [[M2:%.*]], %loop ]
; CHECK-NOT: shufflevector
; CHECK: [[M2]] = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
; CHECK: [[S:%.*]] = shufflevector <16 x i8> [[R]], <16 x i8> [[M2]], <16 x i32> <i32 15, i32 16,
; CHECK-NOT: shufflevector
; CHECK: call <16 x i8> @llvm.umax.v16i8(<16 x i8> [[S]], <16 x i8> [[M2]])
; CHECK: ret void
define void @max_cols(ptr noalias %o, ptr noalias %p, ptr noalias %q, i64 %n, <16 x i8> %ia, <16 x i8> %ib) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = phi <16 x i8> [ %ia, %entry ], [ %a, %loop ]
  %pb = phi <16 x i8> [ %ib, %entry ], [ %b, %loop ]
  %pp = getelementptr inbounds i8, ptr %p, i64 %i
  %a = load <16 x i8>, ptr %pp, align 1
  %qq = getelementptr inbounds i8, ptr %q, i64 %i
  %b = load <16 x i8>, ptr %qq, align 1
  %sa = shufflevector <16 x i8> %pa, <16 x i8> %a, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %sb = shufflevector <16 x i8> %pb, <16 x i8> %b, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %m1 = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %sa, <16 x i8> %sb)
  %m2 = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
  %m = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %m1, <16 x i8> %m2)
  %oo = getelementptr inbounds i8, ptr %o, i64 %i
  store <16 x i8> %m, ptr %oo, align 1
  %i.next = add i64 %i, 16
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define void @udiv_cols(
; CHECK: %sa = shufflevector
; CHECK: %sb = shufflevector
; CHECK: %d1 = udiv <16 x i8> %sa, %sb
define void @udiv_cols(ptr noalias %o, ptr noalias %p, ptr noalias %q, i64 %n, <16 x i8> %ia, <16 x i8> %ib) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = phi <16 x i8> [ %ia, %entry ], [ %a, %loop ]
  %pb = phi <16 x i8> [ %ib, %entry ], [ %b1, %loop ]
  %pp = getelementptr inbounds i8, ptr %p, i64 %i
  %a = load <16 x i8>, ptr %pp, align 1
  %qq = getelementptr inbounds i8, ptr %q, i64 %i
  %b = load <16 x i8>, ptr %qq, align 1
  %b1 = or <16 x i8> %b, <i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1, i8 1>
  %sa = shufflevector <16 x i8> %pa, <16 x i8> %a, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %sb = shufflevector <16 x i8> %pb, <16 x i8> %b1, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %d1 = udiv <16 x i8> %sa, %sb
  %d2 = udiv <16 x i8> %a, %b1
  %m = add <16 x i8> %d1, %d2
  %oo = getelementptr inbounds i8, ptr %o, i64 %i
  store <16 x i8> %m, ptr %oo, align 1
  %i.next = add i64 %i, 16
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define void @whole_chain(
; CHECK: loop:
; CHECK: [[U:%.*]] = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %a, <16 x i8> %b)
; CHECK: [[X:%.*]] = xor <16 x i8> %a, %b
; CHECK: [[D:%.*]] = sub <16 x i8> [[U]], [[X]]
; CHECK: [[S:%.*]] = shufflevector <16 x i8> {{%.*}}, <16 x i8> [[D]]
; CHECK-NOT: shufflevector
; CHECK: store <16 x i8> [[S]]
define void @whole_chain(ptr noalias %o, ptr noalias %p, ptr noalias %q, i64 %n, <16 x i8> %ia, <16 x i8> %ib) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = phi <16 x i8> [ %ia, %entry ], [ %a, %loop ]
  %pb = phi <16 x i8> [ %ib, %entry ], [ %b, %loop ]
  %pp = getelementptr inbounds i8, ptr %p, i64 %i
  %a = load <16 x i8>, ptr %pp, align 1
  %qq = getelementptr inbounds i8, ptr %q, i64 %i
  %b = load <16 x i8>, ptr %qq, align 1
  %sa = shufflevector <16 x i8> %pa, <16 x i8> %a, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %sb = shufflevector <16 x i8> %pb, <16 x i8> %b, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %m1 = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %sa, <16 x i8> %sb)
  %x = xor <16 x i8> %sa, %sb
  %m = sub <16 x i8> %m1, %x
  %oo = getelementptr inbounds i8, ptr %o, i64 %i
  store <16 x i8> %m, ptr %oo, align 1
  %i.next = add i64 %i, 16
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define void @shared_splices(
; CHECK: %sa = shufflevector
; CHECK: %sb = shufflevector
; CHECK: umax{{.*}}(<16 x i8> %sa, <16 x i8> %sb)
; CHECK-NOT: phi
; CHECK: ret void
define void @shared_splices(ptr noalias %o, ptr noalias %p, ptr noalias %q, i64 %n, <16 x i8> %ia, <16 x i8> %ib) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = phi <16 x i8> [ %ia, %entry ], [ %a, %loop ]
  %pb = phi <16 x i8> [ %ib, %entry ], [ %b, %loop ]
  %pp = getelementptr inbounds i8, ptr %p, i64 %i
  %a = load <16 x i8>, ptr %pp, align 1
  %qq = getelementptr inbounds i8, ptr %q, i64 %i
  %b = load <16 x i8>, ptr %qq, align 1
  %sa = shufflevector <16 x i8> %pa, <16 x i8> %a, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %sb = shufflevector <16 x i8> %pb, <16 x i8> %b, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %m1 = call <16 x i8> @llvm.umax.v16i8(<16 x i8> %sa, <16 x i8> %sb)
  %m = sub <16 x i8> %m1, %sb
  %oa = getelementptr inbounds i8, ptr %o, i64 %n
  store <16 x i8> %sa, ptr %oa, align 1
  %oo = getelementptr inbounds i8, ptr %o, i64 %i
  store <16 x i8> %m, ptr %oo, align 1
  %i.next = add i64 %i, 16
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; CHECK-LABEL: define void @add_flags(
; CHECK: loop:
; CHECK: [[NEW:%.*]] = add <16 x i8> %a, %b
; CHECK: shufflevector <16 x i8> {{%.*}}, <16 x i8> [[NEW]]
; CHECK: %s2 = add nuw <16 x i8> %a, %b
; CHECK: ret void
define void @add_flags(ptr noalias %o, ptr noalias %p, ptr noalias %q, i64 %n, <16 x i8> %ia, <16 x i8> %ib) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pa = phi <16 x i8> [ %ia, %entry ], [ %a, %loop ]
  %pb = phi <16 x i8> [ %ib, %entry ], [ %b, %loop ]
  %pp = getelementptr inbounds i8, ptr %p, i64 %i
  %a = load <16 x i8>, ptr %pp, align 1
  %qq = getelementptr inbounds i8, ptr %q, i64 %i
  %b = load <16 x i8>, ptr %qq, align 1
  %sa = shufflevector <16 x i8> %pa, <16 x i8> %a, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %sb = shufflevector <16 x i8> %pb, <16 x i8> %b, <16 x i32> <i32 15, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30>
  %s1 = add <16 x i8> %sa, %sb
  %s2 = add nuw <16 x i8> %a, %b
  %m = xor <16 x i8> %s1, %s2
  %oo = getelementptr inbounds i8, ptr %o, i64 %i
  store <16 x i8> %m, ptr %oo, align 1
  %i.next = add i64 %i, 16
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare <16 x i8> @llvm.umax.v16i8(<16 x i8>, <16 x i8>)
