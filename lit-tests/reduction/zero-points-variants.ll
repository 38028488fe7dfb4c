; Products of sums with zero points, one per signedness, width, lane count and zero-point kind (an
; argument or a constant; added or subtracted; on one side or both), each a lane-sum-only
; reduction: whatever fixsel makes of them (distributed, regrouped, kept lane-wise, left alone) is
; executed against the input on every target, with zero points and accumulators at the edges.
; RUN: %opt -passes='fixsel<target=aarch64-dotprod>,verify' -disable-output %s
; RUN: %difftest --target=aarch64-dotprod %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=hvx %s
; RUN: %difftest --target=x86-avx2 %s
; RUN: %difftest --target=x86-sse4.1 %s
; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target=aarch64-dotprod>' -disable-output %s 2>&1 | FileCheck %s
; CHECK: regroup distributed

define i32 @zp0(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc, i32 %za, i32 %zb) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = sext <16 x i8> %b to <16 x i32>
  %iza = insertelement <16 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <16 x i32> %iza, <16 x i32> poison, <16 x i32> zeroinitializer
  %pa = add <16 x i32> %xa, %sza
  %izb = insertelement <16 x i32> poison, i32 %zb, i64 0
  %szb = shufflevector <16 x i32> %izb, <16 x i32> poison, <16 x i32> zeroinitializer
  %pb = sub <16 x i32> %xb, %szb
  %p = mul <16 x i32> %pa, %pb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

define i32 @zp1(<32 x i8> %a, <32 x i8> %b, <32 x i32> %acc, i32 %za) {
  %xa = sext <32 x i8> %a to <32 x i32>
  %xb = sext <32 x i8> %b to <32 x i32>
  %iza = insertelement <32 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <32 x i32> %iza, <32 x i32> poison, <32 x i32> zeroinitializer
  %pa = sub <32 x i32> %xa, %sza
  %pb = add <32 x i32> %xb, <i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255, i32 -255>
  %p = mul <32 x i32> %pa, %pb
  %s = add <32 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

define i32 @zp2(<64 x i8> %a, <64 x i8> %b, <64 x i32> %acc, i32 %za) {
  %xa = zext <64 x i8> %a to <64 x i32>
  %xb = zext <64 x i8> %b to <64 x i32>
  %iza = insertelement <64 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <64 x i32> %iza, <64 x i32> poison, <64 x i32> zeroinitializer
  %pa = add <64 x i32> %xa, %sza
  %p = mul <64 x i32> %pa, %xb
  %s = add <64 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %s)
  ret i32 %r
}

define i32 @zp3(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc, i32 %zb) {
  %xa = sext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %pa = sub <128 x i32> %xa, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %izb = insertelement <128 x i32> poison, i32 %zb, i64 0
  %szb = shufflevector <128 x i32> %izb, <128 x i32> poison, <128 x i32> zeroinitializer
  %pb = sub <128 x i32> %xb, %szb
  %p = mul <128 x i32> %pa, %pb
  %s = add <128 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

define i32 @zp4(<32 x i16> %a, <32 x i16> %b, <32 x i32> %acc, i32 %za, i32 %zb) {
  %xa = sext <32 x i16> %a to <32 x i32>
  %xb = sext <32 x i16> %b to <32 x i32>
  %iza = insertelement <32 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <32 x i32> %iza, <32 x i32> poison, <32 x i32> zeroinitializer
  %pa = add <32 x i32> %xa, %sza
  %izb = insertelement <32 x i32> poison, i32 %zb, i64 0
  %szb = shufflevector <32 x i32> %izb, <32 x i32> poison, <32 x i32> zeroinitializer
  %pb = add <32 x i32> %xb, %szb
  %p = mul <32 x i32> %pa, %pb
  %s = add <32 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v32i32(<32 x i32> %s)
  ret i32 %r
}

define i32 @zp5(<16 x i8> %a, <16 x i8> %b, <16 x i32> %acc, i32 %za, i32 %zb) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %iza = insertelement <16 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <16 x i32> %iza, <16 x i32> poison, <16 x i32> zeroinitializer
  %pa = add <16 x i32> %xa, %sza
  %izb = insertelement <16 x i32> poison, i32 %zb, i64 0
  %szb = shufflevector <16 x i32> %izb, <16 x i32> poison, <16 x i32> zeroinitializer
  %pb = add <16 x i32> %xb, %szb
  %p = mul <16 x i32> %pa, %pb
  %s = add <16 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %s)
  ret i32 %r
}

define i32 @zp6(<64 x i8> %a, <64 x i16> %b, <64 x i32> %acc, i32 %za) {
  %xa = zext <64 x i8> %a to <64 x i32>
  %xb = sext <64 x i16> %b to <64 x i32>
  %iza = insertelement <64 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <64 x i32> %iza, <64 x i32> poison, <64 x i32> zeroinitializer
  %pa = sub <64 x i32> %xa, %sza
  %p = mul <64 x i32> %pa, %xb
  %s = add <64 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v64i32(<64 x i32> %s)
  ret i32 %r
}

define i32 @zp7(<128 x i8> %a, <128 x i8> %b, <128 x i32> %acc, i32 %za, i32 %zb) {
  %xa = zext <128 x i8> %a to <128 x i32>
  %xb = zext <128 x i8> %b to <128 x i32>
  %iza = insertelement <128 x i32> poison, i32 %za, i64 0
  %sza = shufflevector <128 x i32> %iza, <128 x i32> poison, <128 x i32> zeroinitializer
  %pa = add <128 x i32> %xa, %sza
  %izb = insertelement <128 x i32> poison, i32 %zb, i64 0
  %szb = shufflevector <128 x i32> %izb, <128 x i32> poison, <128 x i32> zeroinitializer
  %pb = add <128 x i32> %xb, %szb
  %p = mul <128 x i32> %pa, %pb
  %s = add <128 x i32> %p, %acc
  %r = call i32 @llvm.vector.reduce.add.v128i32(<128 x i32> %s)
  ret i32 %r
}

declare i32 @llvm.vector.reduce.add.v128i32(<128 x i32>)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>)
declare i32 @llvm.vector.reduce.add.v32i32(<32 x i32>)
declare i32 @llvm.vector.reduce.add.v64i32(<64 x i32>)
