; Plain integer IR for the functions of ../ops.ll, written by hand from each op's meaning (not
; generated from fpir.def): the "before" side of that test's execution comparisons.

; (a + b + 1) >> 1 without overflow.
define <16 x i8> @rhadd_u8(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i16>
  %xb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %xa, %xb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}

; Signed add clamped to [-32768, 32767].
define <8 x i16> @sadd_i16(<8 x i16> %a, <8 x i16> %b) {
  %xa = sext <8 x i16> %a to <8 x i32>
  %xb = sext <8 x i16> %b to <8 x i32>
  %s = add <8 x i32> %xa, %xb
  %hi = icmp sgt <8 x i32> %s, <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>
  %c1 = select <8 x i1> %hi, <8 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>, <8 x i32> %s
  %lo = icmp slt <8 x i32> %c1, <i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768>
  %c2 = select <8 x i1> %lo, <8 x i32> <i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768, i32 -32768>, <8 x i32> %c1
  %r = trunc <8 x i32> %c2 to <8 x i16>
  ret <8 x i16> %r
}

; |a - b| of unsigned bytes.
define <16 x i8> @absd_u8(<16 x i8> %a, <16 x i8> %b) {
  %gt = icmp ugt <16 x i8> %a, %b
  %d1 = sub <16 x i8> %a, %b
  %d2 = sub <16 x i8> %b, %a
  %r = select <16 x i1> %gt, <16 x i8> %d1, <16 x i8> %d2
  ret <16 x i8> %r
}

; Signed i16 to unsigned u8, saturating.
define <8 x i8> @narrow_su(<8 x i16> %x) {
  %neg = icmp slt <8 x i16> %x, zeroinitializer
  %big = icmp sgt <8 x i16> %x, <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>
  %c1 = select <8 x i1> %big, <8 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>, <8 x i16> %x
  %c2 = select <8 x i1> %neg, <8 x i16> zeroinitializer, <8 x i16> %c1
  %r = trunc <8 x i16> %c2 to <8 x i8>
  ret <8 x i8> %r
}

; Q15: (x * y + 2^14) >> 15, saturated to i16 (only -32768 * -32768 overflows).
define <8 x i16> @q15_mul(<8 x i16> %x, <8 x i16> %y) {
  %xx = sext <8 x i16> %x to <8 x i64>
  %xy = sext <8 x i16> %y to <8 x i64>
  %p = mul <8 x i64> %xx, %xy
  %p1 = add <8 x i64> %p, <i64 16384, i64 16384, i64 16384, i64 16384, i64 16384, i64 16384, i64 16384, i64 16384>
  %q = ashr <8 x i64> %p1, <i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15, i64 15>
  %hi = icmp sgt <8 x i64> %q, <i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767>
  %c1 = select <8 x i1> %hi, <8 x i64> <i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767, i64 32767>, <8 x i64> %q
  %lo = icmp slt <8 x i64> %c1, <i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768>
  %c2 = select <8 x i1> %lo, <8 x i64> <i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768, i64 -32768>, <8 x i64> %c1
  %r = trunc <8 x i64> %c2 to <8 x i16>
  ret <8 x i16> %r
}

; Signed x times unsigned y, exact in 16 bits.
define <8 x i16> @wmul_su(<8 x i8> %x, <8 x i8> %y) {
  %xx = sext <8 x i8> %x to <8 x i32>
  %xy = zext <8 x i8> %y to <8 x i32>
  %p = mul <8 x i32> %xx, %xy
  %r = trunc <8 x i32> %p to <8 x i16>
  ret <8 x i16> %r
}

; (a - b) >> 1, the difference signed and exact, rounded towards -inf, wrapped to 8 bits.
define <16 x i8> @hsub_u8(<16 x i8> %a, <16 x i8> %b) {
  %xa = zext <16 x i8> %a to <16 x i32>
  %xb = zext <16 x i8> %b to <16 x i32>
  %d = sub <16 x i32> %xa, %xb
  %h = sdiv <16 x i32> %d, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %odd = and <16 x i32> %d, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %isodd = icmp ne <16 x i32> %odd, zeroinitializer
  %isneg = icmp slt <16 x i32> %d, zeroinitializer
  %fix = and <16 x i1> %isodd, %isneg
  %fixw = sext <16 x i1> %fix to <16 x i32>
  %f = add <16 x i32> %h, %fixw
  %r = trunc <16 x i32> %f to <16 x i8>
  ret <16 x i8> %r
}

; y >= 0: x / 2^y rounded half up (y >= 31 gives 0 or -1 .. i.e. the rounded value, computed in
; 64 bits); y < 0: x << -y wrapped to 16 bits (0 from 16 on).
define <8 x i16> @rshr_s16(<8 x i16> %x, <8 x i16> %y) {
  %xx = sext <8 x i16> %x to <8 x i64>
  %yy = sext <8 x i16> %y to <8 x i64>
  %neg = icmp slt <8 x i64> %yy, zeroinitializer
  %big = icmp sgt <8 x i64> %yy, <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>
  %amt = select <8 x i1> %big, <8 x i64> <i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40, i64 40>, <8 x i64> %yy
  %amt0 = select <8 x i1> %neg, <8 x i64> zeroinitializer, <8 x i64> %amt
  %iszero = icmp eq <8 x i64> %amt0, zeroinitializer
  %am1 = sub <8 x i64> %amt0, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %am1c = select <8 x i1> %iszero, <8 x i64> zeroinitializer, <8 x i64> %am1
  %half0 = shl <8 x i64> <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>, %am1c
  %half = select <8 x i1> %iszero, <8 x i64> zeroinitializer, <8 x i64> %half0
  %sum = add <8 x i64> %xx, %half
  %right = ashr <8 x i64> %sum, %amt0
  %ny = sub <8 x i64> zeroinitializer, %yy
  %lbig = icmp sgt <8 x i64> %ny, <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>
  %lamt = select <8 x i1> %lbig, <8 x i64> <i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20, i64 20>, <8 x i64> %ny
  %lamt0 = select <8 x i1> %neg, <8 x i64> %lamt, <8 x i64> zeroinitializer
  %left = shl <8 x i64> %xx, %lamt0
  %v = select <8 x i1> %neg, <8 x i64> %left, <8 x i64> %right
  %r = trunc <8 x i64> %v to <8 x i16>
  ret <8 x i16> %r
}

; max(a - b, 0) of unsigned bytes.
define <16 x i8> @ssub_u8(<16 x i8> %a, <16 x i8> %b) {
  %gt = icmp ugt <16 x i8> %a, %b
  %d = sub <16 x i8> %a, %b
  %r = select <16 x i1> %gt, <16 x i8> %d, <16 x i8> zeroinitializer
  ret <16 x i8> %r
}

; x + zext(y), wrapping in 16 bits.
define <8 x i16> @eadd_u(<8 x i16> %x, <8 x i8> %y) {
  %xy = zext <8 x i8> %y to <8 x i16>
  %r = add <8 x i16> %x, %xy
  ret <8 x i16> %r
}

; |x| wrapping (abs(-128) = -128 as bits, 128 unsigned).
define <16 x i8> @abs_s8(<16 x i8> %x) {
  %neg = icmp slt <16 x i8> %x, zeroinitializer
  %n = sub <16 x i8> zeroinitializer, %x
  %r = select <16 x i1> %neg, <16 x i8> %n, <16 x i8> %x
  ret <16 x i8> %r
}

; avg_round(min(a + b, 255), c) ^ a.
define <16 x i8> @chain(<16 x i8> %a, <16 x i8> %b, <16 x i8> %c) {
  %s = call <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8> %a, <16 x i8> %b)
  %xs = zext <16 x i8> %s to <16 x i16>
  %xc = zext <16 x i8> %c to <16 x i16>
  %t = add <16 x i16> %xs, %xc
  %t1 = add <16 x i16> %t, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %t1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %n = trunc <16 x i16> %h to <16 x i8>
  %r = xor <16 x i8> %n, %a
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.uadd.sat.v16i8(<16 x i8>, <16 x i8>)
