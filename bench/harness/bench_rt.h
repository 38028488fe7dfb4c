#pragma once
/* Freestanding benchmark/check runtime shared by every bench/drivers/<kernel>.c.
 *
 * Runs natively on x86-64 and under qemu-aarch64-static / qemu-hexagon-static: no libc, the program
 * makes the write/exit (and, for timing, clock_gettime) syscalls itself (DESIGN.md section 3).
 *
 * A driver defines, before including nothing else but this header:
 *   KERNEL(ret, name, (params))   declares name__base, name__fixsel (the kernel compiled by clang-16 -O3
 *                                 without / with the plugin) and the weak name__halide (Halide 21 shim)
 *   static void prepare(int round)   fill the inputs for check round `round` (0 = edge values, 1 = binary
 *                                    extremes, >= 2 random mixtures) and set the problem size
 *   static void run(int v)           call variant v (V_BASE, V_FIXSEL, V_HALIDE) on the current inputs
 *   static long check(int v)         compute the scalar reference and compare: number of mismatches
 *   static long elements(void)       output elements (or reduced input elements) of one run
 * and ends with BENCH_MAIN(name).
 *
 * Output (one line each): "check <variant> round <r> ok|MISMATCH ..." , "time <variant> <N> fs/elem" (femtoseconds per element)
 * (x86 timing build, -DBENCH_TIME), and finally "result ok" or "result FAIL" (exit status 0 / 1). */
#include <stddef.h>
#include <stdint.h>

#ifndef CHECK_ROUNDS
#define CHECK_ROUNDS 6
#endif
#ifndef TIME_REPS
#define TIME_REPS 21 /* alternations of all variants; the median is reported */
#endif
#ifndef TIME_SAMPLE_NS
#define TIME_SAMPLE_NS 2000000ull /* each sample runs the kernel for at least this long */
#endif

enum { V_BASE, V_FIXSEL, V_HALIDE, N_VARIANTS };
static const char *const variant_name[N_VARIANTS] = {"base", "fixsel", "halide"};

#define ALIGNED __attribute__((aligned(128)))

#include "freestanding.h"

/* ---- inputs ---- */
static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rng(void) { /* xorshift64 */
  uint64_t x = rng_state;
  x ^= x << 13; x ^= x >> 7; x ^= x << 17;
  return rng_state = x;
}
static void rng_seed(uint64_t s) { rng_state = s * 0x9e3779b97f4a7c15ull + 0x2545f4914f6cdd1dull; rng(); }

/* Edge values of a `bits`-wide element (as an unsigned bit pattern). */
#define N_EDGES 11
static uint64_t edge_value(int bits, int i) {
  uint64_t umax = bits == 64 ? ~0ull : (1ull << bits) - 1, smax = umax >> 1, smin = smax + 1;
  switch (i) {
  case 0: return 0;
  case 1: return 1;
  case 2: return 2;
  case 3: return smax;
  case 4: return smin;
  case 5: return umax;
  case 6: return 0x5555555555555555ull & umax;
  case 7: return 0xaaaaaaaaaaaaaaaaull & umax;
  case 8: return umax - 1;
  case 9: return smin + 1;
  default: return smax - 1;
  }
}
static void store_elem(void *p, size_t i, int bytes, uint64_t v) {
  switch (bytes) {
  case 1: ((uint8_t *)p)[i] = (uint8_t)v; break;
  case 2: ((uint16_t *)p)[i] = (uint16_t)v; break;
  case 4: ((uint32_t *)p)[i] = (uint32_t)v; break;
  default: ((uint64_t *)p)[i] = v; break;
  }
}
static uint64_t load_elem(const void *p, size_t i, int bytes) {
  switch (bytes) {
  case 1: return ((const uint8_t *)p)[i];
  case 2: return ((const uint16_t *)p)[i];
  case 4: return ((const uint32_t *)p)[i];
  default: return ((const uint64_t *)p)[i];
  }
}
/* One random element: uniform, an edge value, an edge value +-4, or a small value in [-8, 8]. */
static uint64_t random_elem(int bits) {
  uint64_t r = rng(), umax = bits == 64 ? ~0ull : (1ull << bits) - 1;
  switch (r & 7) {
  case 0: case 1: case 2: case 3: return (r >> 8) & umax;
  case 4: return edge_value(bits, (int)((r >> 8) % N_EDGES));
  case 5: return (edge_value(bits, (int)((r >> 8) % N_EDGES)) + ((r >> 20) & 7) - 4) & umax;
  default: return (((r >> 8) % 17) - 8) & umax;
  }
}
/* Fill n elements of `bytes` each for check round `round`. Round 0: edge values, buffer `salt` cycling
 * N_EDGES^salt times slower than buffer 0, so buffers 0..2 meet in every combination of edge values;
 * round 1: only 0 and the maximum; later rounds: random mixtures. */
static void fill(void *p, size_t n, int bytes, int round, int salt) {
  int bits = 8 * bytes;
  size_t period = 1;
  for (int s = 0; s < salt; s++) period *= N_EDGES;
  for (size_t i = 0; i < n; i++) {
    uint64_t v;
    if (round == 0) v = edge_value(bits, (int)((i / period) % N_EDGES));
    else if (round == 1) v = (rng() & 1) ? edge_value(bits, 5) : 0;
    else v = random_elem(bits);
    store_elem(p, i, bytes, v);
  }
}
/* Fill with values in [lo, hi] (signed), edge-biased: both ends, their neighbours, and uniform. */
static void fill_range(void *p, size_t n, int bytes, int64_t lo, int64_t hi) {
  uint64_t span = (uint64_t)(hi - lo) + 1;
  for (size_t i = 0; i < n; i++) {
    uint64_t r = rng();
    int64_t v;
    switch (r & 7) {
    case 0: v = lo; break;
    case 1: v = hi; break;
    case 2: v = lo + (int64_t)((r >> 8) % 3 < span ? (r >> 8) % 3 : 0); break;
    case 3: v = hi - (int64_t)((r >> 8) % 3 < span ? (r >> 8) % 3 : 0); break;
    default: v = span ? lo + (int64_t)((r >> 8) % span) : (int64_t)(r >> 8); break;
    }
    store_elem(p, i, bytes, (uint64_t)v);
  }
}

/* ---- comparison ---- */
static long compare(const char *what, const void *got, const void *want, size_t n, int bytes) {
  long bad = 0;
  size_t first = 0;
  for (size_t i = 0; i < n; i++)
    if (load_elem(got, i, bytes) != load_elem(want, i, bytes)) { if (!bad++) first = i; }
  if (bad) {
    put_str(" MISMATCH ");
    put_str(what);
    put_str(": ");
    put_i64(bad);
    put_str(" of ");
    put_u64(n);
    put_str(" elements differ, first at ");
    put_u64(first);
    put_str(" got ");
    put_hex(load_elem(got, first, bytes), 2 * bytes);
    put_str(" want ");
    put_hex(load_elem(want, first, bytes), 2 * bytes);
  }
  return bad;
}

/* ---- kernel declarations ---- */
#define KERNEL(ret, name, params)                                                                    \
  typedef ret name##_fn params;                                                                      \
  name##_fn name##__base, name##__fixsel;                                                            \
  __attribute__((weak)) name##_fn name##__halide;                                                    \
  static name##_fn *const impl[N_VARIANTS] = {name##__base, name##__fixsel, name##__halide};

/* ---- timing (x86 native build only) ---- */
#ifdef BENCH_TIME
struct bench_timespec { long sec, nsec; };
/* CPU time of this thread, not wall time: the benchmark shares its cores with other work, and time spent
 * preempted would otherwise land in whichever variant's sample it hit. */
static uint64_t now_ns(void) {
  struct bench_timespec t;
  sys3(SYS_CLOCK_GETTIME, 3 /* CLOCK_THREAD_CPUTIME_ID */, (long)&t, 0);
  return (uint64_t)t.sec * 1000000000ull + (uint64_t)t.nsec;
}
static void sort_u64(uint64_t *a, int n) {
  for (int i = 1; i < n; i++)
    for (int j = i; j > 0 && a[j - 1] > a[j]; j--) { uint64_t t = a[j]; a[j] = a[j - 1]; a[j - 1] = t; }
}
#endif

#define BENCH_MAIN(kname)                                                                            \
  static int has_impl(int v) { return impl[v] != 0; }                                                \
  __attribute__((used)) void harness_main(void) {                                                    \
    int fail = 0;                                                                                    \
    for (int v = 0; v < N_VARIANTS; v++) {                                                           \
      if (!impl[v]) continue;                                                                        \
      for (int r = 0; r < CHECK_ROUNDS; r++) {                                                       \
        rng_seed((uint64_t)r + 1);                                                                   \
        prepare(r);                                                                                  \
        run(v);                                                                                      \
        put_str("check ");                                                                           \
        put_str(variant_name[v]);                                                                    \
        put_str(" round ");                                                                          \
        put_u64((uint64_t)r);                                                                        \
        long bad = check(v);                                                                         \
        put_str(bad ? "\n" : " ok\n");                                                               \
        fail |= bad != 0;                                                                            \
      }                                                                                              \
    }                                                                                                \
    bench_time(has_impl);                                                                            \
    put_str(fail ? "result FAIL " kname "\n" : "result ok " kname "\n");                             \
    harness_exit(fail);                                                                              \
  }

#ifdef BENCH_TIME
/* Variants alternate within each repetition, so drift (frequency, other load) hits all of them alike. */
static void prepare(int round);
static void run(int v);
static long elements(void);
static void bench_time(int (*has_impl)(int)) {
  static uint64_t samples[N_VARIANTS][TIME_REPS];
  rng_seed(99);
  prepare(CHECK_ROUNDS); /* a random round at full size */
  for (int v = 0; v < N_VARIANTS; v++) if (has_impl(v)) run(v); /* warm up caches */
  uint64_t iters = 1, t0 = now_ns();
  for (;;) { /* calibrate on the baseline */
    t0 = now_ns();
    for (uint64_t i = 0; i < iters; i++) run(V_BASE);
    if (now_ns() - t0 >= TIME_SAMPLE_NS) break;
    iters *= 2;
  }
  for (int rep = 0; rep < TIME_REPS; rep++)
    for (int i = 0; i < N_VARIANTS; i++) {
      int v = rep & 1 ? N_VARIANTS - 1 - i : i; /* every other repetition in reverse order */
      if (!has_impl(v)) continue;
      uint64_t s = now_ns();
      for (uint64_t i = 0; i < iters; i++) run(v);
      samples[v][rep] = now_ns() - s;
    }
  for (int v = 0; v < N_VARIANTS; v++) {
    if (!has_impl(v)) continue;
    sort_u64(samples[v], TIME_REPS);
    uint64_t med = samples[v][TIME_REPS / 2];
    put_str("time ");
    put_str(variant_name[v]);
    put_char(' ');
    /* femtoseconds per element: a fast kernel takes 20-30 ps, where one picosecond would be 4% */
    put_u64(med * 1000000 / (iters * (uint64_t)elements()));
    put_str(" fs/elem\n");
  }
}
#else
static void bench_time(int (*has_impl)(int)) { (void)has_impl; }
#endif
