/* Halide mul_q31 behind the C kernel's signature (see bench/kernels/mul_q31.c). */
#include "halide_shim.h"
int mul_q31__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *out);
void mul_q31__halide(int32_t *restrict out, const int32_t *restrict a, const int32_t *restrict b, int n) {
  halide_dimension_t d[3][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t ba = hbuf(a, HT_INT, 32, 1, d[0]), bb = hbuf(b, HT_INT, 32, 1, d[1]);
  halide_buffer_t bo = hbuf(out, HT_INT, 32, 1, d[2]);
  mul_q31__halide_pipeline(&ba, &bb, &bo);
}
