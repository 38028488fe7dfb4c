/* Halide absd_i16 behind the C kernel's signature (see bench/kernels/absd_i16.c). */
#include "halide_shim.h"
int absd_i16__halide_pipeline(halide_buffer_t *a, halide_buffer_t *b, halide_buffer_t *out);
void absd_i16__halide(uint16_t *restrict out, const int16_t *restrict a, const int16_t *restrict b, int n) {
  halide_dimension_t d[3][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t ba = hbuf(a, HT_INT, 16, 1, d[0]), bb = hbuf(b, HT_INT, 16, 1, d[1]);
  halide_buffer_t bo = hbuf(out, HT_UINT, 16, 1, d[2]);
  absd_i16__halide_pipeline(&ba, &bb, &bo);
}
