; difftest self-test input (scripts/difftest_selftest.sh).
; Before: open-coded rounding average, unsigned saturating add, signed saturating sub.

define <16 x i8> @avg_u8(<16 x i8> %a, <16 x i8> %b) {
  %za = zext <16 x i8> %a to <16 x i16>
  %zb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %za, %zb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @uaddsat_u8(<16 x i8> %a, <16 x i8> %b) {
  %za = zext <16 x i8> %a to <16 x i16>
  %zb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %za, %zb
  %c = icmp ugt <16 x i16> %s, <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>
  %m = select <16 x i1> %c, <16 x i16> <i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255, i16 255>, <16 x i16> %s
  %r = trunc <16 x i16> %m to <16 x i8>
  ret <16 x i8> %r
}

define <2 x i64> @ssubsat_i64(<2 x i64> %a, <2 x i64> %b) {
  %xa = sext <2 x i64> %a to <2 x i128>
  %xb = sext <2 x i64> %b to <2 x i128>
  %d = sub <2 x i128> %xa, %xb
  %below = icmp slt <2 x i128> %d, <i128 -9223372036854775808, i128 -9223372036854775808>
  %d1 = select <2 x i1> %below, <2 x i128> <i128 -9223372036854775808, i128 -9223372036854775808>, <2 x i128> %d
  %above = icmp sgt <2 x i128> %d1, <i128 9223372036854775807, i128 9223372036854775807>
  %d2 = select <2 x i1> %above, <2 x i128> <i128 9223372036854775807, i128 9223372036854775807>, <2 x i128> %d1
  %r = trunc <2 x i128> %d2 to <2 x i64>
  ret <2 x i64> %r
}
