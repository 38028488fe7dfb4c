/* Driver for bench/kernels/ssd_u8.c: reference sum of (a - b) * (a - b) */
#include "fixed.h"
#define NAME ssd_u8
#define TR uint32_t
#define TA uint8_t
#define TB uint8_t

static int64_t term(int64_t a, int64_t b) { return (a - b) * (a - b); }
#include "reduce.h"
