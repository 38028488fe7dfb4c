// The demo kernels: the three idioms of fixsel's first rule set, in plain C, one loop each.
#include <stdint.h>

void average(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) o[i] = (a[i] + b[i] + 1) >> 1;
}

void brighten(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) { int s = a[i] + b[i]; o[i] = s > 255 ? 255 : s; }
}

void difference(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) o[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
}
