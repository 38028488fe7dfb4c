/* Driver for bench/kernels/absd_u8.c: reference a > b ? a - b : b - a */
#include "fixed.h"
#define NAME absd_u8
#define TO uint8_t
#define TA uint8_t
#define TB uint8_t
static int64_t ref(int64_t a, int64_t b) { return a > b ? a - b : b - a; }
#include "binary.h"
