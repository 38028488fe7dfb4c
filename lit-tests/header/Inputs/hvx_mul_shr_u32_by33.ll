; mul_shr.u of u32 lanes by the constant 33 on HVX-128B (see hvx-mul-shr-u32.test).
target triple = "hexagon-unknown-linux-musl"
define <32 x i32> @mul_shr_u32_by33(<32 x i32> %a, <32 x i32> %b) #0 {
  %r = call <32 x i32> @fixsel.mul_shr.v32u32(<32 x i32> %a, <32 x i32> %b, <32 x i32> <i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33, i32 33>)
  ret <32 x i32> %r
}
declare <32 x i32> @fixsel.mul_shr.v32u32(<32 x i32>, <32 x i32>, <32 x i32>)
attributes #0 = { "target-cpu"="hexagonv66" "target-features"="+hvx-length128b,+hvxv66,+v66" }
