#!/usr/bin/env bash
# Every test: unit and rule checks (cargo test), the execution harness's self-test, and the
# lit suites (FileCheck + before/after execution on x86, qemu-aarch64 and qemu-hexagon).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"
scripts/setup.sh

echo "== cargo test"
cargo test --release --workspace

echo "== difftest self-test"
scripts/difftest_selftest.sh

echo "== lit"
python3 "$LIT" -sv -j"$(nproc)" lit-tests
