; Without target=, the target comes from the triple and each function's attributes.
; RUN: %opt -passes='fixsel,verify' -S %s | FileCheck %s
target triple = "hexagon-unknown-linux-musl"

; CHECK-LABEL: @with_hvx(
; CHECK: @llvm.hexagon.V6.vabsdiffub.128B
define <128 x i8> @with_hvx(<128 x i8> %a, <128 x i8> %b) #0 {
  %c = icmp ugt <128 x i8> %a, %b
  %d1 = sub <128 x i8> %a, %b
  %d2 = sub <128 x i8> %b, %a
  %r = select <128 x i1> %c, <128 x i8> %d1, <128 x i8> %d2
  ret <128 x i8> %r
}

; No HVX in this function's features: untouched.
; CHECK-LABEL: @without_hvx(
; CHECK-NOT: @llvm.hexagon
; CHECK: select
define <128 x i8> @without_hvx(<128 x i8> %a, <128 x i8> %b) #1 {
  %c = icmp ugt <128 x i8> %a, %b
  %d1 = sub <128 x i8> %a, %b
  %d2 = sub <128 x i8> %b, %a
  %r = select <128 x i1> %c, <128 x i8> %d1, <128 x i8> %d2
  ret <128 x i8> %r
}

attributes #0 = { "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66,-long-calls" }
attributes #1 = { "target-cpu"="hexagonv66" "target-features"="+v66,-long-calls" }
