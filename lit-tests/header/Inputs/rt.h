/* Freestanding runtime of the fixsel.h test programs: no libc, so the same program runs natively on
 * x86-64 and under qemu-aarch64-static / qemu-hexagon-static (as bench/harness/bench_rt.h). Build with
 * -ffreestanding -nostdlib -static -fuse-ld=lld. main's return value is the exit status. */
#include <stddef.h>

#if defined(__x86_64__)
#define SYS_WRITE 1
#define SYS_EXIT 60
static long sys3(long n, long a, long b, long c) {
  long r;
  __asm__ volatile("syscall" : "=a"(r) : "a"(n), "D"(a), "S"(b), "d"(c) : "rcx", "r11", "memory");
  return r;
}
__asm__(".globl _start\n_start:\n xor %ebp, %ebp\n and $-16, %rsp\n call rt_main\n");
#elif defined(__aarch64__)
#define SYS_WRITE 64
#define SYS_EXIT 93
static long sys3(long n, long a, long b, long c) {
  register long x8 __asm__("x8") = n, x0 __asm__("x0") = a;
  register long x1 __asm__("x1") = b, x2 __asm__("x2") = c;
  __asm__ volatile("svc #0" : "+r"(x0) : "r"(x8), "r"(x1), "r"(x2) : "memory");
  return x0;
}
__asm__(".globl _start\n_start:\n bl rt_main\n");
#elif defined(__hexagon__)
#define SYS_WRITE 64
#define SYS_EXIT 93
static long sys3(long n, long a, long b, long c) {
  register long r6 __asm__("r6") = n, r0 __asm__("r0") = a;
  register long r1 __asm__("r1") = b, r2 __asm__("r2") = c;
  __asm__ volatile("trap0(#1)" : "+r"(r0) : "r"(r6), "r"(r1), "r"(r2) : "memory");
  return r0;
}
__asm__(".globl _start\n_start:\n r29 = and(r29, #-256)\n call rt_main\n");
#else
#error "unsupported target"
#endif

/* What compilers may call even in freestanding code. */
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

static char rt_out[4096];
static unsigned rt_len;
static void rt_flush(void) { if (rt_len) sys3(SYS_WRITE, 1, (long)rt_out, rt_len); rt_len = 0; }
static void put_str(const char *s) { for (; *s; s++) { if (rt_len == sizeof rt_out) rt_flush(); rt_out[rt_len++] = *s; } }
static void put_hex(unsigned long long v) {
  char b[17];
  for (int i = 15; i >= 0; i--, v >>= 4) b[i] = "0123456789abcdef"[v & 15];
  b[16] = 0;
  put_str(b);
}

int main(void);
__attribute__((used, noreturn)) void rt_main(void) {
  int status = main();
  rt_flush();
  sys3(SYS_EXIT, status, 0, 0);
  __builtin_unreachable();
}
