/* Halide fully_connected behind the C kernel's signature (see bench/kernels/fully_connected.c). */
#include "halide_shim.h"
int fully_connected__halide_pipeline(halide_buffer_t *in, halide_buffer_t *w, halide_buffer_t *bias,
                                     int32_t in_offset, int32_t w_offset, int32_t out_offset,
                                     int32_t out_mult, int32_t out_shift, int32_t act_min,
                                     int32_t act_max, halide_buffer_t *out);
void fully_connected__halide(uint8_t *restrict out, const uint8_t *restrict in, const uint8_t *restrict w,
                             const int32_t *restrict bias, int depth, int outputs,
                             int32_t in_offset, int32_t w_offset, int32_t out_offset,
                             int32_t out_mult, int out_shift, int32_t act_min, int32_t act_max) {
  halide_dimension_t di[1] = {{0, depth, 1, 0}}, dw[2] = {{0, depth, 1, 0}, {0, outputs, depth, 0}};
  halide_dimension_t db[1] = {{0, outputs, 1, 0}}, d_o[1] = {{0, outputs, 1, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 1, di), bw = hbuf(w, HT_UINT, 8, 2, dw);
  halide_buffer_t bb = hbuf(bias, HT_INT, 32, 1, db), bo = hbuf(out, HT_UINT, 8, 1, d_o);
  fully_connected__halide_pipeline(&bi, &bw, &bb, in_offset, w_offset, out_offset, out_mult, out_shift,
                                   act_min, act_max, &bo);
}
