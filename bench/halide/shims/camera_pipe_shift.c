/* Halide camera_pipe_shift behind the C kernel's signature (see bench/kernels/camera_pipe_shift.c). */
#include "halide_shim.h"
int camera_pipe_shift__halide_pipeline(halide_buffer_t *in, halide_buffer_t *out);
void camera_pipe_shift__halide(uint8_t *restrict out, const uint16_t *restrict in, int n) {
  halide_dimension_t di[1] = {{0, n, 1, 0}}, d_o[1] = {{0, n, 1, 0}};
  halide_buffer_t bi = hbuf(in, HT_UINT, 16, 1, di), bo = hbuf(out, HT_UINT, 8, 1, d_o);
  camera_pipe_shift__halide_pipeline(&bi, &bo);
}
