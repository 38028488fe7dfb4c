#!/usr/bin/env bash
# Robustness of the pass (scripts/robustness.py): llvm-stress modules and every lit input through
# fixsel with each target forced, generic and lift-only, then the verifier; then the edge-module
# lit suite (lit-tests/robustness). Nothing may crash, every output must verify.
# Usage: scripts/robustness.sh [--count N] [--first S]   (default: 1,000 llvm-stress modules from seed 1)
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"
[ -f "$FIXSEL_PLUGIN" ] || scripts/setup.sh
count=1000
first=1
while [ $# -gt 0 ]; do
  case "$1" in
    --count) count="$2"; shift 2 ;;
    --first) first="$2"; shift 2 ;;
    *) echo "usage: $0 [--count N] [--first S]" >&2; exit 2 ;;
  esac
done
python3 scripts/robustness.py stress --first "$first" --count "$count"
python3 scripts/robustness.py inputs --root lit-tests
python3 "$LIT" -sv -j"$(nproc)" lit-tests/robustness --filter '\.ll$'
