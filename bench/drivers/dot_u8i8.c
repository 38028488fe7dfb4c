/* Driver for bench/kernels/dot_u8i8.c: reference sum of a * b */
#include "fixed.h"
#define NAME dot_u8i8
#define TR int32_t
#define TA uint8_t
#define TB int8_t

static int64_t term(int64_t a, int64_t b) { return a * b; }
#include "reduce.h"
