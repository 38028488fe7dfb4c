/* Driver for bench/kernels/add_i16_sat.c: reference clamp64(a + b, INT16_MIN, INT16_MAX) */
#include "fixed.h"
#define NAME add_i16_sat
#define TO int16_t
#define TA int16_t
#define TB int16_t
static int64_t ref(int64_t a, int64_t b) { return clamp64(a + b, INT16_MIN, INT16_MAX); }
#include "binary.h"
