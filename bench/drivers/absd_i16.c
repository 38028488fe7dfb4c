/* Driver for bench/kernels/absd_i16.c: reference a > b ? a - b : b - a */
#include "fixed.h"
#define NAME absd_i16
#define TO uint16_t
#define TA int16_t
#define TB int16_t
static int64_t ref(int64_t a, int64_t b) { return a > b ? a - b : b - a; }
#include "binary.h"
