/* Halide halfpel_avg_u8 behind the C kernel's signature (see bench/kernels/halfpel_avg_u8.c). */
#include "halide_shim.h"
int halfpel_avg_u8__halide_pipeline(halide_buffer_t *in, halide_buffer_t *out);
void halfpel_avg_u8__halide(uint8_t *restrict dst, const uint8_t *restrict src, int n) {
  halide_dimension_t di[1] = {{0, n + 1, 1, 0}}, d_o[1] = {{0, n, 1, 0}};
  halide_buffer_t bi = hbuf(src, HT_UINT, 8, 1, di), bo = hbuf(dst, HT_UINT, 8, 1, d_o);
  halfpel_avg_u8__halide_pipeline(&bi, &bo);
}
