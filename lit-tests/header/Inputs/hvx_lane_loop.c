/* llc 16 / Hexagon HVX-128B miscompile: a lane loop over ext_vector_type elements (clang -O2 unrolls
 * it by 8 into extractelement/insertelement with variable indices) gives wrong lanes (i % 8 == 5). */
#include "rt.h"
typedef signed char i8x128 __attribute__((ext_vector_type(128)));
typedef short i16x128 __attribute__((ext_vector_type(128)));
static signed char A[128] __attribute__((aligned(128))), B[128] __attribute__((aligned(128)));
static short R[128] __attribute__((aligned(256)));
__attribute__((noinline)) void th(short *r, const signed char *pa, const signed char *pb) {
  i8x128 x, y; i16x128 v;
  __builtin_memcpy(&x, pa, 128); __builtin_memcpy(&y, pb, 128);
  for (int i = 0; i < 128; i++) { long long a = x[i], b = y[i]; v[i] = a + b; }
  __builtin_memcpy(r, &v, 256);
}
int main(void) {
  for (int i = 0; i < 128; i++) { A[i] = (signed char)(i * 37 + 3); B[i] = (signed char)(i * 91 + 100); }
  th(R, A, B);
  int bad = 0;
  for (int i = 0; i < 128; i++) { volatile short want = (short)(A[i] + B[i]); if (R[i] != want) { if (!bad++) { put_str("first wrong lane "); put_hex_digits(i, 16); put_str("\n"); } } }
  put_str(bad ? "BAD\n" : "ok\n");
  return bad != 0;
}
