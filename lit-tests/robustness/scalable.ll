; Scalable vectors: fixsel has no rules for them (every lowering needs a known lane count), so
; the idioms below must come out exactly as they went in, on every target and in lift-only mode.
; RUN: %plain-opt -passes=verify -S %s -o %t.plain
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=aarch64>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=x86-sse4.1>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=x86-avx2>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=x86-avx512>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<target=generic>,verify' -S %s -o %t.out && diff %t.plain %t.out
; RUN: %opt -passes='fixsel<lift-only>,verify' -S %s -o %t.out && diff %t.plain %t.out

define <vscale x 16 x i8> @rhadd_nxv16i8(<vscale x 16 x i8> %a, <vscale x 16 x i8> %b) {
  %xa = zext <vscale x 16 x i8> %a to <vscale x 16 x i16>
  %xb = zext <vscale x 16 x i8> %b to <vscale x 16 x i16>
  %s = add <vscale x 16 x i16> %xa, %xb
  %s1 = add <vscale x 16 x i16> %s, shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %h = lshr <vscale x 16 x i16> %s1, shufflevector (<vscale x 16 x i16> insertelement (<vscale x 16 x i16> poison, i16 1, i64 0), <vscale x 16 x i16> poison, <vscale x 16 x i32> zeroinitializer)
  %r = trunc <vscale x 16 x i16> %h to <vscale x 16 x i8>
  ret <vscale x 16 x i8> %r
}

define <vscale x 8 x i16> @uadd_sat_clamp_nxv8i16(<vscale x 8 x i16> %a, <vscale x 8 x i16> %b) {
  %xa = zext <vscale x 8 x i16> %a to <vscale x 8 x i32>
  %xb = zext <vscale x 8 x i16> %b to <vscale x 8 x i32>
  %s = add <vscale x 8 x i32> %xa, %xb
  %m = call <vscale x 8 x i32> @llvm.umin.nxv8i32(<vscale x 8 x i32> %s, <vscale x 8 x i32> shufflevector (<vscale x 8 x i32> insertelement (<vscale x 8 x i32> poison, i32 65535, i64 0), <vscale x 8 x i32> poison, <vscale x 8 x i32> zeroinitializer))
  %r = trunc <vscale x 8 x i32> %m to <vscale x 8 x i16>
  ret <vscale x 8 x i16> %r
}

define <vscale x 4 x i32> @sat_intrinsics_nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b) {
  %s = call <vscale x 4 x i32> @llvm.sadd.sat.nxv4i32(<vscale x 4 x i32> %a, <vscale x 4 x i32> %b)
  %d = call <vscale x 4 x i32> @llvm.abs.nxv4i32(<vscale x 4 x i32> %s, i1 false)
  ret <vscale x 4 x i32> %d
}

declare <vscale x 8 x i32> @llvm.umin.nxv8i32(<vscale x 8 x i32>, <vscale x 8 x i32>)
declare <vscale x 4 x i32> @llvm.sadd.sat.nxv4i32(<vscale x 4 x i32>, <vscale x 4 x i32>)
declare <vscale x 4 x i32> @llvm.abs.nxv4i32(<vscale x 4 x i32>, i1)
