// CPUs that prefer 256-bit vectors (skylake-avx512, icelake-server, x86-64-v4): clang marks plain C
// functions "min-legal-vector-width"="0", and llc 16 then has no 512-bit registers; a 512-bit
// intrinsic aborts it ("Do not know how to split the result of this operator!"). fixsel used
// them and crashed these builds (box3_u8, average_pool2x2, l2norm_output, fully_connected); now
// it picks 256-bit forms there (target.rs, zmm_usable), and 512-bit ones where llc has the
// registers (znver4, or -mprefer-vector-width=512).
// RUN: %clang -O3 --target=x86_64-linux-gnu -march=skylake-avx512 -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=YMM
// RUN: %clang -O3 --target=x86_64-linux-gnu -march=icelake-server -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=YMM
// RUN: %clang -O3 --target=x86_64-linux-gnu -march=x86-64-v4 -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=YMM
// RUN: %clang -O3 --target=x86_64-linux-gnu -march=skylake-avx512 -mprefer-vector-width=512 -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=ZMM
// RUN: %clang -O3 --target=x86_64-linux-gnu -march=znver4 -fpass-plugin=%plugin -S %s -o - | FileCheck %s --check-prefix=ZMM
// RUN: env FIXSEL_DEBUG=rules %clang -O3 --target=x86_64-linux-gnu -march=skylake-avx512 -fpass-plugin=%plugin -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=FIRED
// YMM-LABEL: box3_u8:
// YMM-NOT: zmm
// YMM: vpmulhuw {{.*}}%ymm
// YMM-NOT: zmm
// YMM: .Lfunc_end
// ZMM-LABEL: box3_u8:
// ZMM: vpmulhuw {{.*}}%zmm
// FIRED: fixsel: rule: @box3_u8
#include <stdint.h>

void box3_u8(uint8_t *restrict out, const uint8_t *restrict in, int width, int height, int stride)
{
    for (int y = 0; y < height; y++) {
        const uint8_t *r = in + y * stride;
        uint8_t *o = out + y * width;
        for (int x = 0; x < width; x++)
            o[x] = (uint8_t)((r[x] + r[x + 1] + r[x + 2]) / 3);
    }
}
