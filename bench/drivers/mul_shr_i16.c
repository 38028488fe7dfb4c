/* Driver for bench/kernels/mul_shr_i16.c: reference floor_shr(a * b, 16) */
#include "fixed.h"
#define NAME mul_shr_i16
#define TO int16_t
#define TA int16_t
#define TB int16_t
static int64_t ref(int64_t a, int64_t b) { return floor_shr(a * b, 16); }
#include "binary.h"
