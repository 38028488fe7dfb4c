/* Driver for bench/kernels/halving_add_u8.c: reference floor_shr(a + b, 1) */
#include "fixed.h"
#define NAME halving_add_u8
#define TO uint8_t
#define TA uint8_t
#define TB uint8_t
static int64_t ref(int64_t a, int64_t b) { return floor_shr(a + b, 1); }
#include "binary.h"
