; difftest self-test input (scripts/difftest_selftest.sh).
; WRONG after-IR for hvx.ll: @ssubsat_i32 as vaddwsat(a, 0 - b), wrong only for b = INT32_MIN.

define <128 x i8> @avg_u8(<128 x i8> %a, <128 x i8> %b) {
  %wa = bitcast <128 x i8> %a to <32 x i32>
  %wb = bitcast <128 x i8> %b to <32 x i32>
  %w = call <32 x i32> @llvm.hexagon.V6.vavgubrnd.128B(<32 x i32> %wa, <32 x i32> %wb)
  %r = bitcast <32 x i32> %w to <128 x i8>
  ret <128 x i8> %r
}

define <128 x i8> @uaddsat_u8(<128 x i8> %a, <128 x i8> %b) {
  %wa = bitcast <128 x i8> %a to <32 x i32>
  %wb = bitcast <128 x i8> %b to <32 x i32>
  %w = call <32 x i32> @llvm.hexagon.V6.vaddubsat.128B(<32 x i32> %wa, <32 x i32> %wb)
  %r = bitcast <32 x i32> %w to <128 x i8>
  ret <128 x i8> %r
}

define <32 x i32> @ssubsat_i32(<32 x i32> %a, <32 x i32> %b) {
  %nb = sub <32 x i32> zeroinitializer, %b
  %r = call <32 x i32> @llvm.hexagon.V6.vaddwsat.128B(<32 x i32> %a, <32 x i32> %nb)
  ret <32 x i32> %r
}

declare <32 x i32> @llvm.hexagon.V6.vavgubrnd.128B(<32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.hexagon.V6.vavgub.128B(<32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.hexagon.V6.vaddubsat.128B(<32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.hexagon.V6.vsubwsat.128B(<32 x i32>, <32 x i32>)
declare <32 x i32> @llvm.hexagon.V6.vaddwsat.128B(<32 x i32>, <32 x i32>)
