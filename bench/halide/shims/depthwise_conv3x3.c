/* Halide depthwise_conv3x3 behind the C kernel's signature (see bench/kernels/depthwise_conv3x3.c). */
#include "halide_shim.h"
int depthwise_conv3x3__halide_pipeline(halide_buffer_t *in, halide_buffer_t *filter, halide_buffer_t *bias,
                                       int32_t in_zero, int32_t out_mult, int32_t out_shift,
                                       int32_t out_zero, halide_buffer_t *out);
void depthwise_conv3x3__halide(uint8_t *restrict out, const uint8_t *restrict in,
                               const int8_t *restrict filter, const int32_t *restrict bias,
                               int width, int channels, int in_row_stride,
                               int32_t in_zero, int32_t out_mult, int out_shift, int32_t out_zero) {
  halide_dimension_t di[3] = {{0, channels, 1, 0}, {0, width + 2, channels, 0}, {0, 3, in_row_stride, 0}};
  halide_dimension_t df[2] = {{0, channels, 1, 0}, {0, 9, channels, 0}}, db[1] = {{0, channels, 1, 0}};
  halide_dimension_t d_o[2] = {{0, channels, 1, 0}, {0, width, channels, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 3, di), bf = hbuf(filter, HT_INT, 8, 2, df);
  halide_buffer_t bb = hbuf(bias, HT_INT, 32, 1, db), bo = hbuf(out, HT_UINT, 8, 2, d_o);
  depthwise_conv3x3__halide_pipeline(&bi, &bf, &bb, in_zero, out_mult, out_shift, out_zero, &bo);
}
