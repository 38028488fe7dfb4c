#include <stdint.h>
void rhadd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) o[i] = (a[i] + b[i] + 1) >> 1;
}
void sadd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) { int s = a[i] + b[i]; o[i] = s > 255 ? 255 : s; }
}
void absd_u8(uint8_t *restrict o, const uint8_t *restrict a, const uint8_t *restrict b, int n) {
  for (int i = 0; i < n; i++) o[i] = a[i] > b[i] ? a[i] - b[i] : b[i] - a[i];
}
