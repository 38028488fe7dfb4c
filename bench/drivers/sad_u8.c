/* Driver for bench/kernels/sad_u8.c: reference sum of a > b ? a - b : b - a */
#include "fixed.h"
#define NAME sad_u8
#define TR uint32_t
#define TA uint8_t
#define TB uint8_t

static int64_t term(int64_t a, int64_t b) { return a > b ? a - b : b - a; }
#include "reduce.h"
