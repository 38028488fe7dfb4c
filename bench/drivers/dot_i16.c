/* Driver for bench/kernels/dot_i16.c: reference sum of a * b */
#include "fixed.h"
#define NAME dot_i16
#define TR int32_t
#define TA int16_t
#define TB int16_t

static int64_t term(int64_t a, int64_t b) { return a * b; }
#include "reduce.h"
