#!/usr/bin/env bash
# Every synthesizer over every target, cold or warm, in two lanes on a 2-core machine (each
# synthesizer is one thread): lowering rules of single ops for all targets, then the fused terms
# of HVX and AArch64 | the fused terms of the x86 targets, then lifting rules. Each lane's log
# (with progress lines) goes to $OUT/<lane>.log; the outputs are written where the commands write
# them (ruletable/rules/synth/). Usage: scripts/synthesize_all.sh [--no-cache]
# (then check `git diff ruletable/rules/synth`: an unchanged rerun reproduces every file).
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"
cargo build --release -q -p synth-offline
S=target/release/synth-offline
OUT=${OUT:-target/synth-logs}
mkdir -p "$OUT"
lane() {
  local name=$1; shift
  local start=$SECONDS
  { for cmd in "$@"; do
      local t=$SECONDS
      echo "== $cmd"
      eval "$S $cmd"
      echo "== $cmd: $((SECONDS - t)) s"
    done
    echo "== lane $name: $((SECONDS - start)) s"
  } > "$OUT/$name.log" 2>&1
}
EXTRA="${1:-}"
lane a "synthesize --target all $EXTRA" "synthesize-fused --target hvx,aarch64,aarch64-dotprod $EXTRA" &
A=$!
lane b "synthesize-fused --target x86-sse4.1,x86-avx2,x86-avx512 $EXTRA" "synthesize-lift $EXTRA" &
B=$!
status=0
wait $A || status=1
wait $B || status=1
grep -h "^== " "$OUT/a.log" "$OUT/b.log"
exit $status
