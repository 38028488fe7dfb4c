/* Driver for bench/kernels/mul_q31.c: reference clamp64(round_shr(a * b, 31), INT32_MIN, INT32_MAX) */
#include "fixed.h"
#define NAME mul_q31
#define TO int32_t
#define TA int32_t
#define TB int32_t
static int64_t ref(int64_t a, int64_t b) { return clamp64(round_shr(a * b, 31), INT32_MIN, INT32_MAX); }
#include "binary.h"
