/* Halide average_pool_mulhi behind the C kernel's signature (see bench/kernels/average_pool_mulhi.c). */
#include "halide_shim.h"
int average_pool_mulhi__halide_pipeline(halide_buffer_t *in, uint16_t inv, halide_buffer_t *out);
void average_pool_mulhi__halide(uint8_t *restrict out, const uint8_t *restrict in, int out_width,
                                int out_height, int in_stride, uint16_t inv) {
  halide_dimension_t di[2] = {{0, out_width + 2, 1, 0}, {0, out_height + 2, in_stride, 0}};
  halide_dimension_t d_o[2] = {{0, out_width, 1, 0}, {0, out_height, out_width, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 2, di), bo = hbuf(out, HT_UINT, 8, 2, d_o);
  average_pool_mulhi__halide_pipeline(&bi, inv, &bo);
}
