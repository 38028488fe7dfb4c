/* Driver for bench/kernels/mul_shr_u16.c: reference floor_shr(a * b, 16) */
#include "fixed.h"
#define NAME mul_shr_u16
#define TO uint16_t
#define TA uint16_t
#define TB uint16_t
static int64_t ref(int64_t a, int64_t b) { return floor_shr(a * b, 16); }
#include "binary.h"
