; Inputs fixsel must leave exactly as they are, on every target and in lift-only mode:
; vectors of pointers, i1 vectors, declarations without bodies (including an unused FPIR
; declaration's look-alike with a wrong name), an optnone function holding an idiom, and a
; function whose only vector work is on pointers and floats.
; RUN: %plain-opt -passes=verify -S %s -o %t.plain
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=generic>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel,verify' -S %s -o %t.out && diff %t.plain %t.out

@table = global [64 x i8] zeroinitializer

define <4 x ptr> @pointer_vectors(<4 x ptr> %p, <4 x ptr> %q, <4 x i64> %i) {
  %g = getelementptr i8, <4 x ptr> %p, <4 x i64> %i
  %c = icmp ult <4 x ptr> %g, %q
  %s = select <4 x i1> %c, <4 x ptr> %g, <4 x ptr> %q
  %x = ptrtoint <4 x ptr> %s to <4 x i64>
  %y = add <4 x i64> %x, <i64 1, i64 1, i64 1, i64 1>
  %z = inttoptr <4 x i64> %y to <4 x ptr>
  ret <4 x ptr> %z
}

define <16 x i1> @i1_vectors(<16 x i1> %a, <16 x i1> %b, <16 x i1> %c) {
  %x = xor <16 x i1> %a, %b
  %y = and <16 x i1> %x, %c
  %o = or <16 x i1> %y, <i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false, i1 true, i1 false>
  %s = select <16 x i1> %a, <16 x i1> %o, <16 x i1> %c
  %ad = add <16 x i1> %s, %b
  %m = call <16 x i1> @llvm.umin.v16i1(<16 x i1> %ad, <16 x i1> %c)
  ret <16 x i1> %m
}

; The rounding average, but optnone: fixsel skips the function.
define <16 x i8> @optnone_rhadd(<16 x i8> %a, <16 x i8> %b) noinline optnone {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %xa, %xb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}

define <8 x float> @float_vectors(<8 x float> %a, <8 x i32> %b) {
  %f = sitofp <8 x i32> %b to <8 x float>
  %s = fadd <8 x float> %a, %f
  %c = fcmp olt <8 x float> %s, zeroinitializer
  %r = select <8 x i1> %c, <8 x float> zeroinitializer, <8 x float> %s
  ret <8 x float> %r
}

declare <16 x i8> @external_kernel(<16 x i8>, <16 x i8>)
declare <16 x i8> @fixsel_not_an_op.v16u8(<16 x i8>)
declare <16 x i1> @llvm.umin.v16i1(<16 x i1>, <16 x i1>)
