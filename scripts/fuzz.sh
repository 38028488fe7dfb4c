#!/usr/bin/env bash
# Differential fuzzing of fixsel on hvx, aarch64, x86-avx2 and x86-sse4.1 (scripts/fuzz.py).
# Usage: scripts/fuzz.sh [--seconds N] [--seed S] [other fuzz.py options]
# Defaults: 600 seconds from a seed taken from the clock; failures go to fuzz-failures/ with their
# seed (regenerate a case with: scripts/fuzz_gen.py SEED 1).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"
[ -f "$FIXSEL_PLUGIN" ] || scripts/setup.sh
seconds=600
seed=$(( $(date +%s) % 1000000 * 1000 ))
args=()
while [ $# -gt 0 ]; do
  case "$1" in
    --seconds) seconds="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    *) args+=("$1"); shift ;;
  esac
done
echo "fuzz: seed $seed, $seconds s"
exec python3 scripts/fuzz.py --seed "$seed" --seconds "$seconds" "${args[@]}"
