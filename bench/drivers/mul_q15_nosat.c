/* Driver for bench/kernels/mul_q15_nosat.c: reference wrap_s(round_shr(a * b, 15), 16) */
#include "fixed.h"
#define NAME mul_q15_nosat
#define TO int16_t
#define TA int16_t
#define TB int16_t
static int64_t ref(int64_t a, int64_t b) { return wrap_s(round_shr(a * b, 15), 16); }
#include "binary.h"
