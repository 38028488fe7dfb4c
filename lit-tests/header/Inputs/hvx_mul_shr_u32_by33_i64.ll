; a*b >> 33 on u32 lanes through <32 x i64> (what fixsel emitted for @fixsel.mul_shr.v32u32 by 33
; before hvx/lower.rules got mul_shr_u32_hi): right IR that llc 16 -O1/-O2 miscompiles on HVX.
target triple = "hexagon-unknown-linux-musl"
define <32 x i32> @mul_shr_u32_by33(<32 x i32> %a, <32 x i32> %b) #0 {
  %wa = zext <32 x i32> %a to <32 x i64>
  %wb = zext <32 x i32> %b to <32 x i64>
  %p = mul <32 x i64> %wa, %wb
  %s = lshr <32 x i64> %p, <i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33, i64 33>
  %r = trunc <32 x i64> %s to <32 x i32>
  ret <32 x i32> %r
}
attributes #0 = { "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66" }
