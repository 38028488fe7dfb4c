; Found by scripts/fuzz.py (seed 500088, hvx): a mismatch that was llc's, not fixsel's. llc 16 -O2
; for Hexagon miscompiles this 12-lane input itself (lane 1 for a0 = 1, a1 = a2 = 0: 0xfd
; instead of 0x01), with or without hexagon-vector-combine; llc -O0 gets it right, and so does
; fixsel's output (generic forms: HVX instructions take no 12-lane vectors). The fuzzer now
; triages this case (input at -O0 against fixsel's output) as LLVM's.
; RUN: %opt -passes='fixsel<target=hvx>,verify' -S %s -o %t
; RUN: %difftest-pair --target=hvx --before-llc-flag=-O0 --after %t %s
; RUN: %difftest --target=aarch64 %s
; RUN: %difftest --target=x86-avx2 %s
; llc alone is wrong on the input (if LLVM fixes it, this line fails):
; RUN: not %difftest-pair --target=hvx --before-llc-flag=-O0 --after %s %s

define <12 x i8> @fuzz_500088(<12 x i8> %a0, <12 x i16> %a1, <12 x i16> %a2) {
  %t1 = trunc <12 x i16> %a2 to <12 x i8>
  %t2 = icmp ugt <12 x i8> %a0, %t1
  %t3 = sub <12 x i8> %a0, %t1
  %t4 = sub <12 x i8> %t1, %a0
  %t5 = select <12 x i1> %t2, <12 x i8> %t3, <12 x i8> %t4
  %t6 = zext <12 x i8> %t5 to <12 x i32>
  %t7 = zext <12 x i8> %t1 to <12 x i32>
  %t8 = mul <12 x i32> %t6, %t7
  %t9 = add <12 x i32> %t6, %t8
  %t10 = zext <12 x i32> %t8 to <12 x i64>
  %t11 = zext <12 x i32> %t8 to <12 x i64>
  %t12 = zext <12 x i32> %t6 to <12 x i64>
  %t13 = mul <12 x i64> %t11, <i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2, i64 2>
  %t14 = add <12 x i64> %t10, %t13
  %t15 = add <12 x i64> %t14, %t12
  %t16 = zext <12 x i8> %t5 to <12 x i32>
  %t17 = zext <12 x i8> %t3 to <12 x i32>
  %t18 = add <12 x i32> %t16, %t17
  %t19 = add <12 x i32> %t18, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %t20 = lshr <12 x i32> %t19, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %t21 = trunc <12 x i32> %t20 to <12 x i8>
  %t22 = trunc <12 x i32> %t17 to <12 x i8>
  %t23 = zext <12 x i8> %t22 to <12 x i32>
  %t24 = zext <12 x i8> %a0 to <12 x i32>
  %t25 = sub <12 x i32> %t23, %t24
  %t26 = icmp sge <12 x i32> %t25, zeroinitializer
  %t27 = select <12 x i1> %t26, <12 x i32> %t25, <12 x i32> zeroinitializer
  %t28 = trunc <12 x i32> %t27 to <12 x i8>
  %t29 = trunc <12 x i32> %t9 to <12 x i8>
  %t30 = xor <12 x i8> %t28, %t29
  %t31 = trunc <12 x i64> %t15 to <12 x i8>
  %t32 = xor <12 x i8> %t30, %t31
  %t33 = xor <12 x i8> %t32, %t21
  ret <12 x i8> %t33
}


