#pragma once
/* Fixed-point helpers for the scalar references, written independently of the kernels: every value in
 * int64 (no C overflow, no implementation-defined conversions), floor shifts, explicit saturation. */
#include <stdint.h>

static int64_t clamp64(int64_t x, int64_t lo, int64_t hi) { return x < lo ? lo : x > hi ? hi : x; }
/* Two's complement wrap of x to `bits` bits, read back signed or unsigned. */
static int64_t wrap_s(int64_t x, int bits) {
  uint64_t m = (1ull << bits) - 1, u = (uint64_t)x & m;
  return u >> (bits - 1) ? (int64_t)(u - m - 1) : (int64_t)u;
}
static int64_t wrap_u(int64_t x, int bits) { return (int64_t)((uint64_t)x & ((1ull << bits) - 1)); }
static int64_t floor_shr(int64_t x, int s) { return x >> s; } /* arithmetic: floor(x / 2^s) */
/* floor(x / 2^s + 1/2): round half up */
static int64_t round_shr(int64_t x, int s) { return s ? (x + ((int64_t)1 << (s - 1))) >> s : x; }
/* round(x / 2^s), halves away from zero (gemmlowp RoundingDivideByPOT) */
static int64_t round_shr_away(int64_t x, int s) {
  return x >= 0 ? round_shr(x, s) : -round_shr(-x, s);
}
/* gemmlowp SaturatingRoundingDoublingHighMul: round(a * b / 2^31), halves up, INT32_MIN^2 saturates. */
static int64_t q31_mul(int64_t a, int64_t b) {
  if (a == INT32_MIN && b == INT32_MIN) return INT32_MAX;
  return round_shr(a * b, 31);
}
