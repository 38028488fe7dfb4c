; fixsel's HVX output for @fuzz_200438 written as plain IR (vavguwrnd(x >> 7, 0) as (x >> 7 + 1) >> 1,
; vavgub(y, y) as y).
define <16 x i64> @fuzz_200438(<16 x i32> %a0) {
  %v1 = lshr <16 x i32> %a0, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %p = add <16 x i32> %v1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %v4 = lshr <16 x i32> %p, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %v5 = zext <16 x i32> %v4 to <16 x i64>
  %v6 = shl <16 x i64> %v5, <i64 33, i64 4, i64 3, i64 9, i64 37, i64 47, i64 43, i64 62, i64 53, i64 37, i64 39, i64 20, i64 33, i64 61, i64 5, i64 13>
  %v7 = add <16 x i32> %a0, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %v8 = lshr <16 x i32> %v7, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %v9 = trunc <16 x i32> %v8 to <16 x i16>
  %v10 = zext <16 x i16> %v9 to <16 x i64>
  %v11 = xor <16 x i64> %v6, %v10
  %v12 = trunc <16 x i32> %v4 to <16 x i8>
  %v20 = zext <16 x i8> %v12 to <16 x i64>
  %v21 = xor <16 x i64> %v11, %v20
  ret <16 x i64> %v21
}
