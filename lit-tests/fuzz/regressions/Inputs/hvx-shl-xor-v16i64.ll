; llc 16 -O2 for Hexagon miscompiles this plain IR (x = y = 0 gives 0x7fffffff00000000 in lane 0); llc -O0 is right.
define <16 x i64> @shl_xor_zext_v16i64(<16 x i64> %x, <16 x i32> %y) {
  %s = shl <16 x i64> %x, <i64 33, i64 4, i64 3, i64 9, i64 37, i64 47, i64 43, i64 62, i64 53, i64 37, i64 39, i64 20, i64 33, i64 61, i64 5, i64 13>
  %z = zext <16 x i32> %y to <16 x i64>
  %r = xor <16 x i64> %s, %z
  ret <16 x i64> %r
}
