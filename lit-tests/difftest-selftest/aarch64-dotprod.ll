; difftest self-test input (scripts/difftest_selftest.sh).
; Before: open-coded signed 4-way dot product accumulate (target aarch64-dotprod).

define <4 x i32> @sdot(<4 x i32> %acc, <16 x i8> %a, <16 x i8> %b) {
  %xa = sext <16 x i8> %a to <16 x i32>
  %xb = sext <16 x i8> %b to <16 x i32>
  %p = mul <16 x i32> %xa, %xb
  %p0 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %p1 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %p2 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %p3 = shufflevector <16 x i32> %p, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %s01 = add <4 x i32> %p0, %p1
  %s23 = add <4 x i32> %p2, %p3
  %s = add <4 x i32> %s01, %s23
  %r = add <4 x i32> %acc, %s
  ret <4 x i32> %r
}
