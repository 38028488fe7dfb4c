/* Driver for bench/kernels/softmax_q15.c: reference softmax_ref(in[i]) */
#include "fixed.h"
#define NAME softmax_q15
#define TO int16_t
#define TA int16_t
static int64_t q15_step(int64_t p, int64_t x, int64_t c) { return clamp64(round_shr(p * x, 15) + c, INT16_MIN, INT16_MAX); }
static int64_t softmax_ref(int64_t x) { return q15_step(q15_step(q15_step(5461, x, 16384), x, 32767), x, 32767); }
static int64_t ref(const TA *in, int i) { return softmax_ref(in[i]); }
#include "unary.h"
