/* Halide tflite_mul behind the C kernel's signature (see bench/kernels/tflite_mul.c). */
#include "halide_shim.h"
int tflite_mul__halide_pipeline(halide_buffer_t *in1, halide_buffer_t *in2, int32_t in1_offset,
                                int32_t in2_offset, int32_t out_offset, int32_t out_mult, int32_t out_shift,
                                int32_t act_min, int32_t act_max, halide_buffer_t *out);
void tflite_mul__halide(uint8_t *restrict out, const uint8_t *restrict in1, const uint8_t *restrict in2,
                        int n, int32_t in1_offset, int32_t in2_offset, int32_t out_offset,
                        int32_t out_mult, int out_shift, int32_t act_min, int32_t act_max) {
  halide_dimension_t d[3][1] = {{{0, n, 1, 0}}, {{0, n, 1, 0}}, {{0, n, 1, 0}}};
  halide_buffer_t b1 = hbuf(in1, HT_UINT, 8, 1, d[0]), b2 = hbuf(in2, HT_UINT, 8, 1, d[1]);
  halide_buffer_t bo = hbuf(out, HT_UINT, 8, 1, d[2]);
  tflite_mul__halide_pipeline(&b1, &b2, in1_offset, in2_offset, out_offset, out_mult, out_shift, act_min,
                              act_max, &bo);
}
