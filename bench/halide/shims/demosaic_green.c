/* Halide demosaic_green behind the C kernel's signature (see bench/kernels/demosaic_green.c). */
#include "halide_shim.h"
int demosaic_green__halide_pipeline(halide_buffer_t *raw, halide_buffer_t *out);
void demosaic_green__halide(uint16_t *restrict out, const uint16_t *restrict raw, int n, int stride) {
  halide_dimension_t dr[2] = {{0, n + 2, 1, 0}, {0, 3, stride, 0}}, d_o[1] = {{0, n, 1, 0}};
  halide_buffer_t br = hbuf(raw, HT_UINT, 16, 2, dr), bo = hbuf(out, HT_UINT, 16, 1, d_o);
  demosaic_green__halide_pipeline(&br, &bo);
}
