#!/usr/bin/env bash
# Benchmark fixsel against clang-16 alone on bench/kernels for x86-64 AVX2, AArch64 (+dotprod) and
# Hexagon v66 HVX-128, with Halide 21 as the anchor; see scripts/bench.py for what is measured.
#
#   scripts/bench.sh            everything: checks, timings, bench/RESULTS.md, bench/charts/*.png
#   scripts/bench.sh --check    correctness only, every kernel on every target with and without fixsel
#                               (and Halide where installed): the CI mode
# Other arguments go to scripts/bench.py (--only K1,K2  --targets T1,T2  --jobs N  --work DIR).
# Needs: scripts/setup.sh done (LLVM 16, qemu-user-static, the plugin built). Halide 21 and
# matplotlib come from pip (installed here if missing; without Halide the column stays empty).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
start=$(date +%s)

[ -f "$FIXSEL_PLUGIN" ] || cargo build --release -p fixsel

check_only=0
for a in "$@"; do [ "$a" = --check ] && check_only=1; done
if [ $check_only = 0 ]; then
    python3 -c 'import matplotlib' 2>/dev/null || pip install --quiet matplotlib
    python3 -c 'import halide' 2>/dev/null || pip install --quiet 'halide>=21,<22' \
        || echo "bench.sh: pip install halide failed: no Halide 21 column" >&2
fi

# The Halide anchor kernels (bench/halide), if the halide module is there.
rm -rf target/bench/halide
if python3 -c 'import halide' 2>/dev/null; then
    python3 scripts/bench_halide.py target/bench/halide >/dev/null
else
    echo "bench.sh: python module halide not installed: no Halide variant" >&2
fi

python3 scripts/bench.py "$@"
echo "bench.sh: total $(( $(date +%s) - start )) s"
