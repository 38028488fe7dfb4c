; fixsel's HVX output for @rhadd_of_trunc_v5i64 before the fix, reduced with llvm-reduce: llc 16 segfaults on it.

define <5 x i16> @fuzz_100068(<5 x i64> %a0) {
  %t1 = trunc <5 x i64> %a0 to <5 x i16>
  %1 = shufflevector <5 x i16> %t1, <5 x i16> zeroinitializer, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef, i32 undef>
  %2 = bitcast <64 x i16> %1 to <32 x i32>
  %3 = call <32 x i32> @llvm.hexagon.V6.vavguhrnd.128B(<32 x i32> zeroinitializer, <32 x i32> %2)
  %4 = bitcast <32 x i32> %3 to <64 x i16>
  %5 = shufflevector <64 x i16> %4, <64 x i16> zeroinitializer, <5 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4>
  ret <5 x i16> %5
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare <32 x i32> @llvm.hexagon.V6.vavguhrnd.128B(<32 x i32>, <32 x i32>) #0

attributes #0 = { nocallback nofree nosync nounwind willreturn memory(none) }
