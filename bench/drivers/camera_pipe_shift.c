/* Driver for bench/kernels/camera_pipe_shift.c: reference clamp64(round_shr(in[i], 4), 0, 255) */
#include "fixed.h"
#define NAME camera_pipe_shift
#define TO uint8_t
#define TA uint16_t
static int64_t ref(const TA *in, int i) { return clamp64(round_shr(in[i], 4), 0, 255); }
#include "unary.h"
