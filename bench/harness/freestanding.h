#pragma once
/* The freestanding runtime shared by the bench drivers (bench_rt.h) and the execution harness's
 * drivers (scripts/difftest.py): no libc. It enters the program's harness_main() from _start, makes
 * the write/exit/clock_gettime syscalls itself on x86-64, AArch64 and Hexagon (natively, or under
 * qemu-aarch64-static / qemu-hexagon-static), provides the libc and compiler-rt functions clang may
 * call, and buffers output (decimal printing without division: Hexagon has none). */
#include <stddef.h>
#include <stdint.h>

/* ---- system interface ---- */
#if defined(__x86_64__)
#define SYS_WRITE 1
#define SYS_EXIT 60
#define SYS_CLOCK_GETTIME 228
static long sys3(long n, long a, long b, long c) {
  long r;
  __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
  return r;
}
__asm__(".globl _start\n_start:\n xor %ebp, %ebp\n and $-16, %rsp\n call harness_main\n");
#elif defined(__aarch64__)
#define SYS_WRITE 64
#define SYS_EXIT 93
#define SYS_CLOCK_GETTIME 113
static long sys3(long n, long a, long b, long c) {
  register long x8 __asm__("x8") = n, x0 __asm__("x0") = a;
  register long x1 __asm__("x1") = b, x2 __asm__("x2") = c;
  __asm__ volatile("svc #0" : "+r"(x0) : "r"(x8), "r"(x1), "r"(x2) : "memory");
  return x0;
}
__asm__(".globl _start\n_start:\n bl harness_main\n");
#elif defined(__hexagon__)
#define SYS_WRITE 64
#define SYS_EXIT 93
#define SYS_CLOCK_GETTIME 113
static long sys3(long n, long a, long b, long c) {
  register long r6 __asm__("r6") = n, r0 __asm__("r0") = a;
  register long r1 __asm__("r1") = b, r2 __asm__("r2") = c;
  __asm__ volatile("trap0(#1)" : "+r"(r0) : "r"(r6), "r"(r1), "r"(r2) : "memory");
  return r0;
}
/* 256-byte aligned: HVX register pairs. */
__asm__(".globl _start\n_start:\n r29 = and(r29, #-256)\n call harness_main\n");
#else
#error "unsupported target"
#endif

/* ---- the libc subset compilers may call (built -ffreestanding: no self-recursion) ---- */
__attribute__((used)) void *memcpy(void *d, const void *s, size_t n) {
  unsigned char *dp = d; const unsigned char *sp = s;
  while (n--) *dp++ = *sp++;
  return d;
}
__attribute__((used)) void *memmove(void *d, const void *s, size_t n) {
  unsigned char *dp = d; const unsigned char *sp = s;
  if (dp < sp) while (n--) *dp++ = *sp++;
  else while (n--) dp[n] = sp[n];
  return d;
}
__attribute__((used)) void *memset(void *d, int c, size_t n) {
  unsigned char *dp = d;
  while (n--) *dp++ = (unsigned char)c;
  return d;
}
__attribute__((used)) int memcmp(const void *a, const void *b, size_t n) {
  const unsigned char *ap = a, *bp = b;
  for (; n--; ap++, bp++) if (*ap != *bp) return *ap - *bp;
  return 0;
}

#ifdef __hexagon__
/* Hexagon has no hardware divide; clang calls these compiler-rt helpers, which -nostdlib leaves out.
 * Restoring shift-subtract division, standard calling convention. */
static uint64_t udivmod64(uint64_t n, uint64_t d, uint64_t *rem) {
  uint64_t q = 0, r = 0;
  for (int i = 63; i >= 0; i--) {
    r = (r << 1) | ((n >> i) & 1);
    if (r >= d) { r -= d; q |= 1ull << i; }
  }
  *rem = r;
  return q;
}
static int64_t sdivmod64(int64_t n, int64_t d, int64_t *rem) {
  uint64_t un = n < 0 ? 0 - (uint64_t)n : (uint64_t)n, ud = d < 0 ? 0 - (uint64_t)d : (uint64_t)d, r;
  uint64_t q = udivmod64(un, ud, &r);
  *rem = n < 0 ? -(int64_t)r : (int64_t)r;
  return (n < 0) != (d < 0) ? -(int64_t)q : (int64_t)q;
}
__attribute__((used)) uint64_t __hexagon_udivdi3(uint64_t n, uint64_t d) { uint64_t r; return udivmod64(n, d, &r); }
__attribute__((used)) uint64_t __hexagon_umoddi3(uint64_t n, uint64_t d) { uint64_t r; udivmod64(n, d, &r); return r; }
__attribute__((used)) int64_t __hexagon_divdi3(int64_t n, int64_t d) { int64_t r; return sdivmod64(n, d, &r); }
__attribute__((used)) int64_t __hexagon_moddi3(int64_t n, int64_t d) { int64_t r; sdivmod64(n, d, &r); return r; }
__attribute__((used)) uint32_t __hexagon_udivsi3(uint32_t n, uint32_t d) { uint64_t r; return (uint32_t)udivmod64(n, d, &r); }
__attribute__((used)) uint32_t __hexagon_umodsi3(uint32_t n, uint32_t d) { uint64_t r; udivmod64(n, d, &r); return (uint32_t)r; }
__attribute__((used)) int32_t __hexagon_divsi3(int32_t n, int32_t d) { int64_t r; return (int32_t)sdivmod64(n, d, &r); }
__attribute__((used)) int32_t __hexagon_modsi3(int32_t n, int32_t d) { int64_t r; sdivmod64(n, d, &r); return (int32_t)r; }
#endif

/* ---- output (decimal without 64-bit division: Hexagon has no libgcc here) ---- */
static char stdout_buf[4096];
static unsigned stdout_len;
static void flush(void) {
  if (stdout_len) sys3(SYS_WRITE, 1, (long)stdout_buf, stdout_len);
  stdout_len = 0;
}
static void put_char(char c) {
  if (stdout_len == sizeof stdout_buf) flush();
  stdout_buf[stdout_len++] = c;
}
static void put_str(const char *s) { while (*s) put_char(*s++); }
static void put_u64(uint64_t v) {
  static const uint64_t pow10[] = {10000000000000000000ull, 1000000000000000000ull, 100000000000000000ull,
    10000000000000000ull, 1000000000000000ull, 100000000000000ull, 10000000000000ull, 1000000000000ull,
    100000000000ull, 10000000000ull, 1000000000ull, 100000000ull, 10000000ull, 1000000ull, 100000ull,
    10000ull, 1000ull, 100ull, 10ull, 1ull};
  int started = 0;
  for (unsigned i = 0; i < sizeof pow10 / sizeof pow10[0]; i++) {
    char d = '0';
    while (v >= pow10[i]) { v -= pow10[i]; d++; }
    if (d != '0' || started || i + 1 == sizeof pow10 / sizeof pow10[0]) { put_char(d); started = 1; }
  }
}
static void put_i64(int64_t v) {
  if (v < 0) { put_char('-'); put_u64(0 - (uint64_t)v); } else put_u64((uint64_t)v);
}
static void put_hex_digits(uint64_t v, int digits) {
  for (int i = digits - 1; i >= 0; i--) put_char("0123456789abcdef"[(v >> (4 * i)) & 15]);
}
static void put_hex(uint64_t v, int digits) {
  put_str("0x");
  put_hex_digits(v, digits);
}
static __attribute__((noreturn)) void harness_exit(int status) {
  flush();
  sys3(SYS_EXIT, status, 0, 0);
  for (;;) {}
}
