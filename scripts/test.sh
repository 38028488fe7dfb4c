#!/usr/bin/env bash
# Every test: unit and rule checks (cargo test), Z3 proofs of every rule, the execution harness's
# self-test, and the lit suites (FileCheck + before/after execution on x86, qemu-aarch64 and
# qemu-hexagon, instruction models against the real instructions), the README's usage, the bench
# kernels' results, and three real libraries' own test suites built with the plugin.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"
scripts/setup.sh

echo "== cargo test"
cargo test --release --workspace

echo "== Z3 proofs of every rule and of interval analysis"
cargo run --release -q -p synth-offline -- verify --no-cache | grep -v '^proved'

echo "== difftest self-test"
scripts/difftest_selftest.sh

echo "== lit"
python3 "$LIT" -sv -j"$(nproc)" lit-tests

echo "== README usage: CMake, make, LTO, optimization levels, troubleshooting claims"
scripts/usage_test.sh

echo "== bench kernels: correct on x86, AArch64 and HVX, with and without fixsel"
scripts/bench.sh --check

echo "== real code: libjpeg-turbo, opus, pixman with and without fixsel, their own test suites"
scripts/realcode.sh --quick
