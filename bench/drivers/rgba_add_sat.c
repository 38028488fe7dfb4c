/* Driver for bench/kernels/rgba_add_sat.c: reference clamp64(a + b, 0, UINT8_MAX) per byte */
#include "fixed.h"
#define NAME rgba_add_sat
#define TO uint8_t
#define TA uint8_t
#define TB uint8_t
static int64_t ref(int64_t a, int64_t b) { return clamp64(a + b, 0, UINT8_MAX); }
#include "binary.h"
