/* Halide l2norm_output behind the C kernel's signature (see bench/kernels/l2norm_output.c). */
#include "halide_shim.h"
int l2norm_output__halide_pipeline(halide_buffer_t *in, int32_t mult, int32_t shift, halide_buffer_t *out);
void l2norm_output__halide(uint8_t *restrict out, const uint8_t *restrict in, int n,
                           int32_t inv_l2norm_mult, int inv_l2norm_shift) {
  halide_dimension_t d[2][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 1, d[0]), bo = hbuf(out, HT_UINT, 8, 1, d[1]);
  l2norm_output__halide_pipeline(&bi, inv_l2norm_mult, inv_l2norm_shift, &bo);
}
