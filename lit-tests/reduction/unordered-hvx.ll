; HVX multiply-accumulates write register pairs dealt (even lanes in one register, odd in the
; other). An accumulator whose lanes are only summed (lane-sum-only, reduction.rs) may hold its
; lanes in any order, so the emitter neither deals the accumulator going in nor shuffles the
; product coming out, and the operands of the product stay in the order they are built in
; (emit.rs, Emitter::unordered): no vdeal/vshuff left in the code.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s | FileCheck %s
; RUN: %opt -passes='fixsel<target=hvx>' %s | llc -O2 -mtriple=hexagon -mattr=+hvxv66,+hvx-length128b | FileCheck %s --check-prefix=ASM
; RUN: %difftest --target=hvx %s

; CHECK-LABEL: define i32 @dot_i16(
; CHECK: @llvm.hexagon.V6.vmpyhv.acc.128B(
; CHECK: ret i32
; ASM-LABEL: dot_i16:
; ASM-NOT: {{vshuff|vdeal}}
; ASM: += vmpy(v{{[0-9]+}}.h,v{{[0-9]+}}.h)
; ASM-NOT: {{vshuff|vdeal}}
; ASM: .Lfunc_end
define i32 @dot_i16(<128 x i16> %a, <128 x i16> %b, <128 x i32> %acc) {
  %xa = sext <128 x i16> %a to <128 x i32>
  %xb = sext <128 x i16> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %acc, %p
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; Squared differences: the absolute difference squared (square_u_as_absd), four per lane by vrmpy.
; ASM-LABEL: ssd_u8:
; ASM-NOT: {{vshuff|vdeal}}
; ASM: vabsdiff(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub)
; ASM: vrmpy(v{{[0-9]+}}.ub,v{{[0-9]+}}.ub)
; ASM-NOT: {{vshuff|vdeal}}
; ASM: .Lfunc_end
define i32 @ssd_u8(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc) {
  %xa = zext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %d = sub nsw <128 x i32> %xa, %xb
  %p = mul nsw <128 x i32> %d, %d
  %s = add <128 x i32> %acc, %p
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

; The sum is also stored: its lanes are observed, so the order is restored.
; ASM-LABEL: observed:
; ASM: {{vshuff|vdeal}}
; ASM: .Lfunc_end
define i32 @observed(<128 x i16> %a, <128 x i16> %b, <128 x i32> %acc, ptr %out) {
  %xa = sext <128 x i16> %a to <128 x i32>
  %xb = sext <128 x i16> %b to <128 x i32>
  %p = mul nsw <128 x i32> %xa, %xb
  %s = add <128 x i32> %acc, %p
  store <128 x i32> %s, ptr %out
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>)
