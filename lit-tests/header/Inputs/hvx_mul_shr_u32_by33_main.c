/* Driver of Inputs/hvx_mul_shr_u32_by33.ll: 32 lanes of a*b >> 33 against a scalar reference. */
#include "rt.h"
typedef unsigned int u32x32 __attribute__((ext_vector_type(32)));
u32x32 mul_shr_u32_by33(u32x32 a, u32x32 b);
int main(void) {
  u32x32 a, b;
  unsigned long long s = 88172645463325252ULL;
  for (int i = 0; i < 32; i++) { s ^= s << 13; s ^= s >> 7; s ^= s << 17; a[i] = (unsigned)s; b[i] = (unsigned)(s >> 32); }
  a[0] = 0xFFFFFFFFu; b[0] = 0xFFFFFFFFu;
  u32x32 r = mul_shr_u32_by33(a, b);
  int bad = 0;
  for (int i = 0; i < 32; i++) { volatile unsigned want = (unsigned)(((unsigned long long)a[i] * b[i]) >> 33); if (r[i] != want) { if (!bad++) { put_str("first wrong lane "); put_hex_digits(i, 16); put_str(" got "); put_hex_digits(r[i], 16); put_str(" want "); put_hex_digits(want, 16); put_str("\n"); } } }
  put_str(bad ? "BAD\n" : "ok\n");
  return bad != 0;
}
