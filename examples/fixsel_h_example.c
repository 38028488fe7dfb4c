/* Averaging two rows of u8 pixels with include/fixsel.h (README "FPIR from C").
 *   clang -O2 -march=haswell -Iinclude examples/fixsel_h_example.c                  (portable C)
 *   clang -O2 -march=haswell -Iinclude -DFIXSEL_PLUGIN -fpass-plugin=libfixsel.so \
 *         examples/fixsel_h_example.c                                               (vpavgb)
 * u8x16 is an x86-64 and AArch64 type (urhadd there); HVX's vectors are 128 bytes (u8x128). */
#include <stdio.h>
#include <string.h>
#include "fixsel.h"

/* (a + b + 1) >> 1 per lane without overflow; one vpavgb / urhadd with the plugin. */
u8x16 average(u8x16 a, u8x16 b) { return fixsel_rounding_halving_add_u8x16(a, b); }

int main(void) {
  unsigned char a[16], b[16], out[16];
  for (int i = 0; i < 16; i++) { a[i] = (unsigned char)(i * 17); b[i] = (unsigned char)(255 - i * 3); }
  u8x16 va, vb;
  memcpy(&va, a, 16);
  memcpy(&vb, b, 16);
  u8x16 avg = average(va, vb);
  memcpy(out, &avg, 16);
  for (int i = 0; i < 16; i++) printf("%d ", out[i]);
  printf("\n");
  return 0;
}
