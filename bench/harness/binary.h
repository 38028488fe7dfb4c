/* Elementwise driver: void NAME(TO *out, const TA *a, const TB *b, int n) against int64 ref(a, b). */
#include "bench_rt.h"
#include "fixed.h"
#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#ifndef N_MAX
#define N_MAX 32768
#endif
typedef void CAT(NAME, _fn) (TO *restrict, const TA *restrict, const TB *restrict, int);
CAT(NAME, _fn) CAT(NAME, __base), CAT(NAME, __fixsel);
__attribute__((weak)) CAT(NAME, _fn) CAT(NAME, __halide);
static CAT(NAME, _fn) *const impl[N_VARIANTS] = {CAT(NAME, __base), CAT(NAME, __fixsel), CAT(NAME, __halide)};
static ALIGNED TA a[N_MAX];
static ALIGNED TB b[N_MAX];
static ALIGNED TO out[N_MAX], want[N_MAX];
static int n;
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX; /* one round with a ragged tail */
  fill(a, n, sizeof(TA), round, 0);
  fill(b, n, sizeof(TB), round, 1);
  memset(out, 0xa5, sizeof out);
}
static void run(int v) { impl[v](out, a, b, n); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  memset(want, 0xa5, sizeof want);
  for (int i = 0; i < n; i++) want[i] = (TO)ref(a[i], b[i]);
  return compare("out", out, want, N_MAX, sizeof(TO));
}
BENCH_MAIN(STR(NAME))
