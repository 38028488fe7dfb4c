; Saturating negate (x == MIN ? MAX : -x) and saturating abs (x > 0 ? x : satneg(x)), in the
; form clang -O3 vectorizes them: lifted to saturating_sub.s(0, x) and saturating_cast.us(abs.s(x)),
; lowered to NEON sqneg/sqabs, x86 psubs from zero, HVX vsub:sat. MIN (0x80..) and MAX (0x7F..) are
; among difftest's edge inputs.
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s | FileCheck %s --check-prefix=LIFT
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s | FileCheck %s --check-prefix=NEON
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s | FileCheck %s --check-prefix=X86
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=hvx %s

; LIFT-LABEL: define <16 x i8> @satneg_8(
; LIFT: call <16 x i8> @fixsel.saturating_sub.v16i8(<16 x i8> zeroinitializer, <16 x i8> %x)
; NEON-LABEL: define <16 x i8> @satneg_8(
; NEON: call <16 x i8> @llvm.aarch64.neon.sqneg.v16i8(<16 x i8> %x)
; NEON-NOT: select
; X86-LABEL: define <16 x i8> @satneg_8(
; X86-NOT: select
; X86: ret
define <16 x i8> @satneg_8(<16 x i8> %x) {
  %min = icmp eq <16 x i8> %x, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %neg = sub <16 x i8> zeroinitializer, %x
  %r = select <16 x i1> %min, <16 x i8> <i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127>, <16 x i8> %neg
  ret <16 x i8> %r
}

; LIFT-LABEL: define <16 x i8> @satabs_8(
; LIFT: call <16 x i8> @fixsel.abs.v16i8(
; LIFT: call <16 x i8> @fixsel.saturating_cast.v16u8.v16i8(
; NEON-LABEL: define <16 x i8> @satabs_8(
; NEON: call <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8> %x)
; NEON-NOT: select
define <16 x i8> @satabs_8(<16 x i8> %x) {
  %pos = icmp sgt <16 x i8> %x, zeroinitializer
  %min = icmp eq <16 x i8> %x, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %neg = sub <16 x i8> zeroinitializer, %x
  %s = select <16 x i1> %min, <16 x i8> <i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127>, <16 x i8> %neg
  %r = select <16 x i1> %pos, <16 x i8> %x, <16 x i8> %s
  ret <16 x i8> %r
}

; x >= 0 ? x : satneg(x), as icmp sgt x, -1.
; NEON-LABEL: define <16 x i8> @satabs_ge_8(
; NEON: call <16 x i8> @llvm.aarch64.neon.sqabs.v16i8(<16 x i8> %x)
define <16 x i8> @satabs_ge_8(<16 x i8> %x) {
  %pos = icmp sgt <16 x i8> %x, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %min = icmp eq <16 x i8> %x, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %neg = sub <16 x i8> zeroinitializer, %x
  %s = select <16 x i1> %min, <16 x i8> <i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127>, <16 x i8> %neg
  %r = select <16 x i1> %pos, <16 x i8> %x, <16 x i8> %s
  ret <16 x i8> %r
}

; LIFT-LABEL: define <8 x i16> @satneg_16(
; LIFT: call <8 x i16> @fixsel.saturating_sub.v8i16(<8 x i16> zeroinitializer, <8 x i16> %x)
; NEON-LABEL: define <8 x i16> @satneg_16(
; NEON: call <8 x i16> @llvm.aarch64.neon.sqneg.v8i16(<8 x i16> %x)
; NEON-NOT: select
; X86-LABEL: define <8 x i16> @satneg_16(
; X86-NOT: select
; X86: ret
define <8 x i16> @satneg_16(<8 x i16> %x) {
  %min = icmp eq <8 x i16> %x, <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>
  %neg = sub <8 x i16> zeroinitializer, %x
  %r = select <8 x i1> %min, <8 x i16> <i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767>, <8 x i16> %neg
  ret <8 x i16> %r
}

; LIFT-LABEL: define <8 x i16> @satabs_16(
; LIFT: call <8 x i16> @fixsel.abs.v8i16(
; LIFT: call <8 x i16> @fixsel.saturating_cast.v8u16.v8i16(
; NEON-LABEL: define <8 x i16> @satabs_16(
; NEON: call <8 x i16> @llvm.aarch64.neon.sqabs.v8i16(<8 x i16> %x)
; NEON-NOT: select
define <8 x i16> @satabs_16(<8 x i16> %x) {
  %pos = icmp sgt <8 x i16> %x, zeroinitializer
  %min = icmp eq <8 x i16> %x, <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>
  %neg = sub <8 x i16> zeroinitializer, %x
  %s = select <8 x i1> %min, <8 x i16> <i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767>, <8 x i16> %neg
  %r = select <8 x i1> %pos, <8 x i16> %x, <8 x i16> %s
  ret <8 x i16> %r
}

; x >= 0 ? x : satneg(x), as icmp sgt x, -1.
; NEON-LABEL: define <8 x i16> @satabs_ge_16(
; NEON: call <8 x i16> @llvm.aarch64.neon.sqabs.v8i16(<8 x i16> %x)
define <8 x i16> @satabs_ge_16(<8 x i16> %x) {
  %pos = icmp sgt <8 x i16> %x, <i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1, i16 -1>
  %min = icmp eq <8 x i16> %x, <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>
  %neg = sub <8 x i16> zeroinitializer, %x
  %s = select <8 x i1> %min, <8 x i16> <i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767, i16 32767>, <8 x i16> %neg
  %r = select <8 x i1> %pos, <8 x i16> %x, <8 x i16> %s
  ret <8 x i16> %r
}

; LIFT-LABEL: define <4 x i32> @satneg_32(
; LIFT: call <4 x i32> @fixsel.saturating_sub.v4i32(<4 x i32> zeroinitializer, <4 x i32> %x)
; NEON-LABEL: define <4 x i32> @satneg_32(
; NEON: call <4 x i32> @llvm.aarch64.neon.sqneg.v4i32(<4 x i32> %x)
; NEON-NOT: select
; X86-LABEL: define <4 x i32> @satneg_32(
; X86-NOT: select
; X86: ret
define <4 x i32> @satneg_32(<4 x i32> %x) {
  %min = icmp eq <4 x i32> %x, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %neg = sub <4 x i32> zeroinitializer, %x
  %r = select <4 x i1> %min, <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32> %neg
  ret <4 x i32> %r
}

; LIFT-LABEL: define <4 x i32> @satabs_32(
; LIFT: call <4 x i32> @fixsel.abs.v4i32(
; LIFT: call <4 x i32> @fixsel.saturating_cast.v4u32.v4i32(
; NEON-LABEL: define <4 x i32> @satabs_32(
; NEON: call <4 x i32> @llvm.aarch64.neon.sqabs.v4i32(<4 x i32> %x)
; NEON-NOT: select
define <4 x i32> @satabs_32(<4 x i32> %x) {
  %pos = icmp sgt <4 x i32> %x, zeroinitializer
  %min = icmp eq <4 x i32> %x, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %neg = sub <4 x i32> zeroinitializer, %x
  %s = select <4 x i1> %min, <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32> %neg
  %r = select <4 x i1> %pos, <4 x i32> %x, <4 x i32> %s
  ret <4 x i32> %r
}

; x >= 0 ? x : satneg(x), as icmp sgt x, -1.
; NEON-LABEL: define <4 x i32> @satabs_ge_32(
; NEON: call <4 x i32> @llvm.aarch64.neon.sqabs.v4i32(<4 x i32> %x)
define <4 x i32> @satabs_ge_32(<4 x i32> %x) {
  %pos = icmp sgt <4 x i32> %x, <i32 -1, i32 -1, i32 -1, i32 -1>
  %min = icmp eq <4 x i32> %x, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
  %neg = sub <4 x i32> zeroinitializer, %x
  %s = select <4 x i1> %min, <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32> %neg
  %r = select <4 x i1> %pos, <4 x i32> %x, <4 x i32> %s
  ret <4 x i32> %r
}

; Not saturating: MIN maps to something other than MAX. Not lifted.
; LIFT-LABEL: define <16 x i8> @neg_wrong_max(
; LIFT-NOT: @fixsel.
; LIFT: ret
define <16 x i8> @neg_wrong_max(<16 x i8> %x) {
  %min = icmp eq <16 x i8> %x, <i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128, i8 -128>
  %neg = sub <16 x i8> zeroinitializer, %x
  %r = select <16 x i1> %min, <16 x i8> <i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126, i8 126>, <16 x i8> %neg
  ret <16 x i8> %r
}
