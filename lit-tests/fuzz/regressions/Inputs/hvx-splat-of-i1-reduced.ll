
define <8 x i8> @fuzz_864782639(i8 %0) {
body:
  %1 = icmp ne i8 %0, 0
  %2 = zext i1 %1 to i16
  %3 = insertelement <8 x i16> zeroinitializer, i16 %2, i64 0
  %4 = trunc <8 x i16> %3 to <8 x i8>
  ret <8 x i8> %4
}
