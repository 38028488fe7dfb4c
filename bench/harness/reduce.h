/* Reduction driver: TR NAME(const TA *a, const TB *b, int n) against the int64 sum of term(a, b),
 * wrapped to the result type (or, with ONE_INPUT, TR NAME(const TA *a, int n) and term(a, a)). */
#include "bench_rt.h"
#include "fixed.h"
#define STR2(x) #x
#define STR(x) STR2(x)
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#ifndef N_MAX
#define N_MAX 32768
#endif
#ifdef ONE_INPUT
#define PARAMS (const TA *restrict, int)
#define CALL(f) f(a, n)
#else
#define PARAMS (const TA *restrict, const TB *restrict, int)
#define CALL(f) f(a, b, n)
#endif
typedef TR CAT(NAME, _fn) PARAMS;
CAT(NAME, _fn) CAT(NAME, __base), CAT(NAME, __fixsel);
__attribute__((weak)) CAT(NAME, _fn) CAT(NAME, __halide);
static CAT(NAME, _fn) *const impl[N_VARIANTS] = {CAT(NAME, __base), CAT(NAME, __fixsel), CAT(NAME, __halide)};
static ALIGNED TA a[N_MAX];
static ALIGNED TB b[N_MAX];
static TR got;
static int n;
static void prepare(int round) {
  n = round == 2 ? N_MAX - 13 : N_MAX;
  fill(a, n, sizeof(TA), round, 0);
  fill(b, n, sizeof(TB), round, 1);
#ifdef ONE_INPUT
  for (int i = 0; i < n; i++) b[i] = (TB)a[i];
#endif
}
static void run(int v) { got = CALL(impl[v]); }
static long elements(void) { return n; }
static long check(int v) {
  (void)v;
  int64_t s = 0;
  for (int i = 0; i < n; i++) s += term(a[i], b[i]);
  TR want = (TR)s; /* the kernels accumulate in a wrapping 32-bit type */
  return compare("sum", &got, &want, 1, sizeof(TR));
}
BENCH_MAIN(STR(NAME))
