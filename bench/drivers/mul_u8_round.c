/* Driver for bench/kernels/mul_u8_round.c: reference wrap_u(round_shr(a * b, 8), 8) */
#include "fixed.h"
#define NAME mul_u8_round
#define TO uint8_t
#define TA uint8_t
#define TB uint8_t
static int64_t ref(int64_t a, int64_t b) { return wrap_u(round_shr(a * b, 8), 8); }
#include "binary.h"
