/* Freestanding glue between the benchmark drivers and Halide AOT pipelines (built with no_runtime,
 * no_asserts, no_bounds_query, so they call nothing but what is defined here). The structs mirror
 * HalideRuntime.h of Halide 21 (which needs libc headers the cross targets do not have). */
#include <stddef.h>
#include <stdint.h>

struct halide_type_t { uint8_t code, bits; uint16_t lanes; };
typedef struct { int32_t min, extent, stride; uint32_t flags; } halide_dimension_t;
typedef struct halide_buffer_t {
  uint64_t device;
  const void *device_interface;
  uint8_t *host;
  uint64_t flags;
  struct halide_type_t type;
  int32_t dimensions;
  halide_dimension_t *dim;
  void *padding;
} halide_buffer_t;

enum { HT_INT = 0, HT_UINT = 1 };

static inline halide_buffer_t hbuf(const void *host, uint8_t code, uint8_t bits, int dims,
                                   halide_dimension_t *dim) {
  halide_buffer_t b = {0, 0, (uint8_t *)host, 0, {code, bits, 1}, dims, dim, 0};
  return b;
}

#ifdef __hexagon__
/* A Hexagon module brings code for QuRT (HVX context lock, VTCM) and error reporting; bare metal under
 * qemu-user there is nothing to lock, no VTCM, and the pipelines here allocate nothing. Weak stubs, the
 * allocator a bump arena so that a call would still work. */
__attribute__((weak)) int qurt_hvx_lock(int mode) { (void)mode; return 0; }
__attribute__((weak)) int qurt_hvx_unlock(void) { return 0; }
__attribute__((weak)) void *HAP_request_VTCM(unsigned size, unsigned single_page) { (void)size; (void)single_page; return 0; }
__attribute__((weak)) int HAP_release_VTCM(void *p) { (void)p; return 0; }
__attribute__((weak)) void halide_error(void *uc, const char *msg) { (void)uc; (void)msg; }
__attribute__((weak)) int halide_msan_annotate_memory_is_initialized(void *uc, const void *p, uint64_t n) { (void)uc; (void)p; (void)n; return 0; }
__attribute__((weak)) char *halide_string_to_string(char *dst, char *end, const char *arg) { (void)end; (void)arg; return dst; }
static char shim_arena[1 << 20] __attribute__((aligned(128)));
static size_t shim_arena_used;
__attribute__((weak)) void *malloc(size_t n) {
  size_t at = (shim_arena_used + 127) & ~(size_t)127;
  if (at + n > sizeof shim_arena) return 0;
  shim_arena_used = at + n;
  return shim_arena + at;
}
__attribute__((weak)) void free(void *p) { (void)p; }
#endif
