/* Driver for bench/kernels/halfpel_avg_u8.c: reference round_shr((int64_t)in[i] + in[i + 1], 1) */
#include "fixed.h"
#define NAME halfpel_avg_u8
#define TO uint8_t
#define TA uint8_t
static int64_t ref(const TA *in, int i) { return round_shr((int64_t)in[i] + in[i + 1], 1); }
#include "unary.h"
