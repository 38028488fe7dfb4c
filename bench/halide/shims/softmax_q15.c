/* Halide softmax_q15 behind the C kernel's signature (see bench/kernels/softmax_q15.c). */
#include "halide_shim.h"
int softmax_q15__halide_pipeline(halide_buffer_t *x, halide_buffer_t *out);
void softmax_q15__halide(int16_t *restrict out, const int16_t *restrict x, int n) {
  halide_dimension_t d[2][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t bx = hbuf(x, HT_INT, 16, 1, d[0]), bo = hbuf(out, HT_INT, 16, 1, d[1]);
  softmax_q15__halide_pipeline(&bx, &bo);
}
