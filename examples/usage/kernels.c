// Two u8 loops fixsel rewrites (see README "Using the plugin"): clang vectorizes them with
// widened arithmetic, fixsel selects the saturating/averaging instruction.
#include <stddef.h>
#include <stdint.h>

void avg_u8(uint8_t *restrict out, const uint8_t *a, const uint8_t *b, size_t n) {
  for (size_t i = 0; i < n; i++) out[i] = (uint8_t)((a[i] + b[i] + 1) >> 1);
}

void sat_add_u8(uint8_t *restrict out, const uint8_t *a, const uint8_t *b, size_t n) {
  for (size_t i = 0; i < n; i++) {
    unsigned s = a[i] + b[i];
    out[i] = (uint8_t)(s > 255 ? 255 : s);
  }
}
