/* Driver for bench/kernels/l2norm_u8.c: reference sum of a * a */
#include "fixed.h"
#define NAME l2norm_u8
#define TR uint32_t
#define TA uint8_t
#define TB uint8_t
#define ONE_INPUT
static int64_t term(int64_t a, int64_t b) { return a * a; }
#include "reduce.h"
