/* Halide camera_pipe_sharpen behind the C kernel's signature (see bench/kernels/camera_pipe_sharpen.c);
 * no scratch needed. */
#include "halide_shim.h"
int camera_pipe_sharpen__halide_pipeline(halide_buffer_t *in, uint8_t strength_x32, halide_buffer_t *out);
void camera_pipe_sharpen__halide(uint8_t *restrict out, const uint8_t *restrict in, uint8_t *restrict tmp,
                                 int width, int height, int stride, uint8_t strength_x32) {
  (void)tmp;
  halide_dimension_t di[2] = {{0, width + 2, 1, 0}, {0, height + 2, stride, 0}};
  halide_dimension_t d_o[2] = {{0, width, 1, 0}, {0, height, width, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 8, 2, di), bo = hbuf(out, HT_UINT, 8, 2, d_o);
  camera_pipe_sharpen__halide_pipeline(&bi, strength_x32, &bo);
}
