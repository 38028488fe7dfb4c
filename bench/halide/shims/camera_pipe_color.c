/* Halide camera_pipe_color behind the C kernel's signature (see bench/kernels/camera_pipe_color.c); the
 * pipeline's Tuple output is three buffers. */
#include "halide_shim.h"
int camera_pipe_color__halide_pipeline(halide_buffer_t *r, halide_buffer_t *g, halide_buffer_t *b,
                                       halide_buffer_t *m, halide_buffer_t *out_r, halide_buffer_t *out_g,
                                       halide_buffer_t *out_b);
void camera_pipe_color__halide(int16_t *restrict out_r, int16_t *restrict out_g, int16_t *restrict out_b,
                               const int16_t *restrict r, const int16_t *restrict g,
                               const int16_t *restrict b, const int32_t *restrict m, int n) {
  halide_dimension_t d[6][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}},
                                {{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_dimension_t dm[1] = {{0, 12, 1, 0}};
  halide_buffer_t br = hbuf(r, HT_INT, 16, 1, d[0]), bg = hbuf(g, HT_INT, 16, 1, d[1]);
  halide_buffer_t bb = hbuf(b, HT_INT, 16, 1, d[2]), bm = hbuf(m, HT_INT, 32, 1, dm);
  halide_buffer_t o_r = hbuf(out_r, HT_INT, 16, 1, d[3]), o_g = hbuf(out_g, HT_INT, 16, 1, d[4]);
  halide_buffer_t o_b = hbuf(out_b, HT_INT, 16, 1, d[5]);
  camera_pipe_color__halide_pipeline(&br, &bg, &bb, &bm, &o_r, &o_g, &o_b);
}
