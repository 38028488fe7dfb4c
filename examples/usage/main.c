// Runs the kernels on every pair of u8 values and checks each result against its definition.
#include <stdint.h>
#include <stdio.h>

void avg_u8(uint8_t *restrict out, const uint8_t *a, const uint8_t *b, size_t n);
void sat_add_u8(uint8_t *restrict out, const uint8_t *a, const uint8_t *b, size_t n);

enum { N = 256 * 256 };
static uint8_t a[N], b[N], avg[N], sat[N];

int main(void) {
  for (int i = 0; i < N; i++) {
    a[i] = (uint8_t)(i >> 8);
    b[i] = (uint8_t)i;
  }
  avg_u8(avg, a, b, N);
  sat_add_u8(sat, a, b, N);
  int bad = 0;
  for (int i = 0; i < N; i++) {
    unsigned s = a[i] + b[i];
    bad += avg[i] != (s + 1) / 2;
    bad += sat[i] != (s > 255 ? 255 : s);
  }
  printf("%d of %d results wrong\n", bad, 2 * N);
  return bad != 0;
}
