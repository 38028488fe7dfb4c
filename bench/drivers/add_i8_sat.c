/* Driver for bench/kernels/add_i8_sat.c: reference clamp64(a + b, INT8_MIN, INT8_MAX) */
#include "fixed.h"
#define NAME add_i8_sat
#define TO int8_t
#define TA int8_t
#define TB int8_t
static int64_t ref(int64_t a, int64_t b) { return clamp64(a + b, INT8_MIN, INT8_MAX); }
#include "binary.h"
