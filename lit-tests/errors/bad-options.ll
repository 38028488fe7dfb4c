; Bad pass parameters and bad rule tables stop opt with a message that names the problem.
; RUN: not %opt -passes='fixsel<target=mips>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TARGET
; TARGET: fixsel: error: unknown target 'mips' in 'fixsel<target=mips>'; accepted targets: hvx, aarch64, aarch64-dotprod, x86-sse4.1, x86-avx2, x86-avx512

; RUN: not %opt -passes='fixsel<speed=11>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=PARAM
; PARAM: fixsel: error: unknown parameter 'speed=11' in 'fixsel<speed=11>'; accepted parameters: target=

; RUN: not %opt -passes='fixsel<table=%t.missing>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: fixsel: error: cannot read rule table {{.*}}.missing: No such file

; RUN: head -c 200 %table > %t.truncated
; RUN: not %opt -passes='fixsel<table=%t.truncated>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=TRUNC
; TRUNC: fixsel: error: rule table {{.*}}.truncated: truncated or corrupt table

; RUN: python3 -c "import sys; d = open(sys.argv[1], 'rb').read(); open(sys.argv[2], 'wb').write(d[:8] + bytes([99, 0, 0, 0]) + d[12:])" %table %t.v99
; RUN: not %opt -passes='fixsel<table=%t.v99>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=VERSION
; VERSION: fixsel: error: rule table {{.*}}.v99: table format version 99, this build reads version {{[0-9]+}}

; RUN: echo hello > %t.text
; RUN: not %opt -passes='fixsel<table=%t.text>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MAGIC
; MAGIC: fixsel: error: rule table {{.*}}.text: not a fixsel rule table

; A good table file works, and the message is printed once although LLVM parses twice.
; RUN: %opt -passes='fixsel<target=x86-avx2;table=%table>,verify' -S %s | FileCheck %s --check-prefix=OK
; OK: @llvm.x86.sse2.pavg.b
; RUN: not %opt -passes='fixsel<target=mips>' -disable-output %s 2>&1 | grep -c 'fixsel: error' | FileCheck %s --check-prefix=ONCE
; ONCE: 1

define <16 x i8> @rhadd(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s1 = add <16 x i16> %xa, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %s2 = add <16 x i16> %s1, %xb
  %sh = lshr <16 x i16> %s2, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %sh to <16 x i8>
  ret <16 x i8> %r
}
