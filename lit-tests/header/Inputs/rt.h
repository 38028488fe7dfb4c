/* Freestanding runtime of the fixsel.h test programs: the one the bench and difftest's drivers use
 * (no libc, so the same program runs natively on x86-64 and under qemu-aarch64-static /
 * qemu-hexagon-static), with main's return value as the exit status. Build with -ffreestanding
 * -nostdlib -static -fuse-ld=lld. */
#include "../../../bench/harness/freestanding.h"

int main(void);
__attribute__((used, noreturn)) void harness_main(void) { harness_exit(main()); }
