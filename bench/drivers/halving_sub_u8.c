/* Driver for bench/kernels/halving_sub_u8.c: reference wrap_s(floor_shr(a - b, 1), 8) */
#include "fixed.h"
#define NAME halving_sub_u8
#define TO int8_t
#define TA uint8_t
#define TB uint8_t
static int64_t ref(int64_t a, int64_t b) { return wrap_s(floor_shr(a - b, 1), 8); }
#include "binary.h"
