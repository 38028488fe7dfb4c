/* Driver for bench/kernels/mul_q15.c: reference clamp64(round_shr(a * b, 15), INT16_MIN, INT16_MAX) */
#include "fixed.h"
#define NAME mul_q15
#define TO int16_t
#define TA int16_t
#define TB int16_t
static int64_t ref(int64_t a, int64_t b) { return clamp64(round_shr(a * b, 15), INT16_MIN, INT16_MAX); }
#include "binary.h"
