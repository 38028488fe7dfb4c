#!/usr/bin/env bash
# Self-test for scripts/difftest.py.
#
# For each target family (x86-avx2 natively, aarch64 and hvx under qemu) it
# checks that correct transforms pass (instcombine / -O2 output, and
# hand-written equivalents calling real target intrinsics) and that subtly
# wrong ones fail with exit status 1, naming the broken function:
#   - rounding vs truncating average (urhadd -> uhadd, vavgubrnd -> vavgub),
#   - a saturating add clamping at 254 instead of 255,
#   - ssub.sat(a, b) rewritten as sadd.sat(a, 0 - b), wrong only when
#     b = INT_MIN: random inputs never find it, the edge-value combinations do,
#   - a signed dot product (aarch64-dotprod) lowered to udot instead of sdot.
# x86-sse4.1 gets one correct-transform run. It also checks unusual shapes (i1/i7 vectors, odd scalar widths, quoted
# names, COMDAT functions), skipping, and the usage/toolchain errors (exit 2).
#
# Inputs live in lit-tests/difftest-selftest/. Exits nonzero if any
# expectation is violated. SELFTEST_VERBOSE=1 shows every run's output.

set -u

HERE=$(cd "$(dirname "$0")" && pwd)
REPO=$(dirname "$HERE")
INPUTS=$REPO/lit-tests/difftest-selftest
OPT=/usr/lib/llvm-16/bin/opt
PLUGIN=$REPO/target/release/libfixsel.so
WORK=$(mktemp -d "${TMPDIR:-/tmp}/difftest-selftest.XXXXXX")
trap 'rm -rf "$WORK"' EXIT

failures=0
checks=0

now() { date +%s.%N; }
elapsed() { awk -v a="$1" -v b="$(now)" 'BEGIN { printf "%.2f", b - a }'; }

# expect STATUS REGEX DESCRIPTION -- DIFFTEST-ARGS...
# Runs difftest.py and checks its exit status and that its output matches REGEX.
expect() {
  local want=$1 pattern=$2 what=$3
  shift 4
  local start output status verdict=ok
  start=$(now)
  output=$(python3 "$HERE/difftest.py" "$@" 2>&1)
  status=$?
  checks=$((checks + 1))
  if [[ $status != "$want" ]] || ! grep -qE -- "$pattern" <<<"$output"; then
    verdict=FAIL
    failures=$((failures + 1))
  fi
  printf '%-4s %6ss  exit %d (want %d)  %s\n' "$verdict" "$(elapsed "$start")" \
    "$status" "$want" "$what"
  if [[ $verdict == FAIL || ${SELFTEST_VERBOSE:-0} == 1 ]]; then
    sed 's/^/      | /' <<<"$output"
  elif [[ $want == 1 ]]; then  # show the mismatch report
    awk '/^MISMATCH/ { show = 1 } show && /^(MISMATCH|  )/ { print "      | " $0; next } { show = 0 }' \
      <<<"$output"
  fi
}

# optimized NAME TAG PIPELINE: $INPUTS/NAME.ll through opt, as $WORK/NAME.TAG.ll.
optimized() {
  local out=$WORK/$1.$2.ll
  "$OPT" "-passes=$3" -S "$INPUTS/$1.ll" -o "$out" || exit 2
  echo "$out"
}

# mutate NAME SED-SCRIPT TAG: a copy of the instcombine output with one edit.
mutate() {
  local out=$WORK/$1.$3.ll
  sed "$2" "$WORK/$1.instcombine.ll" >"$out"
  if cmp -s "$out" "$WORK/$1.instcombine.ll"; then
    echo "selftest bug: mutation $2 changed nothing" >&2
    exit 2
  fi
  echo "$out"
}

bit_exact() { echo "$1 .*$2\\.ll: $3 functions, [0-9.]+ cases each, all bit-exact"; }

total_start=$(now)

# Correct and wrong transforms, per target family.
declare -A SSUB=([x86]=ssubsat_i64 [aarch64]=ssubsat_i64 [hvx]=ssubsat_i32)
for family in x86 aarch64 hvx; do
  target=$family
  [[ $family == x86 ]] && target=x86-avx2
  echo "== $target"
  input=$INPUTS/$family.ll
  expect 0 "$(bit_exact "$target" "$family" 3)" "$family.ll vs instcombine" -- \
    --target "$target" --after "$(optimized "$family" instcombine instcombine)" "$input"
  expect 0 "$(bit_exact "$target" "$family" 3)" "$family.ll vs -O2" -- \
    --target "$target" --after "$(optimized "$family" O2 "default<O2>")" "$input"
  expect 0 "$(bit_exact "$target" "$family" 3)" "$family.ll vs target intrinsics" -- \
    --target "$target" --after "$INPUTS/$family-intrinsics.ll" "$input"
  if [[ $family == x86 ]]; then
    expect 1 'MISMATCH @uaddsat_u8' "WRONG: saturating add clamps at 254" -- \
      --target "$target" --after "$INPUTS/x86-wrong-clamp.ll" "$input"
  else
    expect 1 'MISMATCH @avg_u8' "WRONG: truncating instead of rounding average" -- \
      --target "$target" --after "$INPUTS/$family-wrong-round.ll" "$input"
  fi
  expect 1 "MISMATCH @${SSUB[$family]}: case [0-9]+, .*" \
    "WRONG: ssub.sat(a, b) as sadd.sat(a, 0 - b) (only b = INT_MIN)" -- \
    --target "$target" --after "$INPUTS/$family-wrong-ssub.ll" "$input"
done

echo "== x86-sse4.1, aarch64-dotprod"
expect 0 "$(bit_exact x86-sse4.1 x86 3)" "x86.ll vs instcombine on x86-sse4.1" -- \
  --target x86-sse4.1 --after "$WORK/x86.instcombine.ll" "$INPUTS/x86.ll"
dotprod=$INPUTS/aarch64-dotprod.ll
expect 0 "$(bit_exact aarch64-dotprod aarch64-dotprod 1)" "open-coded dot product vs instcombine" -- \
  --target aarch64-dotprod --after "$(optimized aarch64-dotprod instcombine instcombine)" "$dotprod"
expect 0 "$(bit_exact aarch64-dotprod aarch64-dotprod 1)" "open-coded dot product vs sdot" -- \
  --target aarch64-dotprod --after "$INPUTS/aarch64-dotprod-intrinsics.ll" "$dotprod"
expect 1 'MISMATCH @sdot' "WRONG: udot instead of sdot" -- \
  --target aarch64-dotprod --after "$INPUTS/aarch64-dotprod-wrong.ll" "$dotprod"

# Unusual shapes, linkage and skipping.
echo "== shapes.ll"
shapes=$INPUTS/shapes.ll
shapes_ok=$(optimized shapes instcombine instcombine)
expect 0 "skipped @scalable: return type <vscale x 4 x i32>" \
  "x86-avx2: i1/i7 vectors, i3/i5 scalars, quoted fastcc/COMDAT functions; 5 skipped" -- \
  --target x86-avx2 --after "$shapes_ok" "$shapes"
expect 0 "$(bit_exact aarch64 shapes 8)" "aarch64: the same shapes" -- \
  --target aarch64 --after "$shapes_ok" "$shapes"
expect 0 "skipped @andnot_i1: the target cannot pass or return vectors of i1" \
  "hvx: the same shapes, i1-vector function skipped" -- \
  --target hvx --after "$shapes_ok" "$shapes"
expect 1 'MISMATCH @linkonce_or' "WRONG: COMDAT function changed (no deduplication)" -- \
  --after "$(mutate shapes 's/or <4 x i32> %a, %b/xor <4 x i32> %a, %b/' comdat)" "$shapes"
expect 1 'MISMATCH @dotted\.name' "WRONG: quoted internal fastcc function changed" -- \
  --after "$(mutate shapes 's/and <4 x i32> %a, %b/or <4 x i32> %a, %b/' quoted)" "$shapes"
expect 1 'MISMATCH @shl_var' "WRONG: shift amount masked to 3 bits instead of 4" -- \
  --target aarch64 --after "$(mutate shapes 's/and i16 %s, 15/and i16 %s, 7/' shift)" "$shapes"
expect 0 'x86-avx2 .*x86\.ll: 3 functions, 10\.\.36 cases each' \
  "--cases 10 is extended to cover all edge combinations" -- \
  --cases 10 --seed 7 --after "$INPUTS/x86-intrinsics.ll" "$INPUTS/x86.ll"

# Usage, toolchain and compile errors.
echo "== errors"
cat >"$WORK/add.ll" <<'EOF'
define <4 x i32> @f(<4 x i32> %a) {
  %r = add <4 x i32> %a, %a
  ret <4 x i32> %r
}
EOF
cat >"$WORK/invalid.ll" <<'EOF'
define <4 x i32> @f(<4 x i32> %a) {
  %r = add <4 x i32> %s, %a
  %s = add <4 x i32> %a, %a
  ret <4 x i32> %r
}
EOF
cat >"$WORK/renamed.ll" <<'EOF'
define <4 x i32> @g(<4 x i32> %a) {
  %r = shl <4 x i32> %a, <i32 1, i32 1, i32 1, i32 1>
  ret <4 x i32> %r
}
EOF
cat >"$WORK/float.ll" <<'EOF'
define float @f(float %a) {
  ret float %a
}
EOF
expect 2 'no testable functions' "no testable function" -- --after "$WORK/float.ll" "$WORK/float.ll"
expect 2 '@f is not defined' "function missing after the transform" -- \
  --after "$WORK/renamed.ll" "$WORK/add.ll"
expect 2 'Instruction does not dominate all uses' \
  "transformed IR fails opt -passes=verify" -- --after "$WORK/invalid.ll" "$WORK/add.ll"
expect 2 'pass plugin not found' "missing pass plugin" -- \
  --plugin "$WORK/none.so" "$WORK/add.ll"
expect 2 'error: --after excludes --passes' "--after with --passes" -- \
  --after "$WORK/add.ll" --passes instcombine "$WORK/add.ll"
if grep -qw avx512bw /proc/cpuinfo; then
  expect 0 "$(bit_exact x86-avx512 add 1)" "x86-avx512 (host has AVX-512)" -- \
    --target x86-avx512 --after "$WORK/add.ll" "$WORK/add.ll"
else
  expect 2 'UNSUPPORTED: host lacks avx512bw' "x86-avx512 on this host" -- \
    --target x86-avx512 --after "$WORK/add.ll" "$WORK/add.ll"
  expect 0 'UNSUPPORTED: host lacks avx512bw' "x86-avx512 with --allow-unsupported" -- \
    --target x86-avx512 --allow-unsupported --after "$WORK/add.ll" "$WORK/add.ll"
fi
if [[ -f $PLUGIN ]]; then
  expect 0 "$(bit_exact x86-avx2 add 1)" "opt -load-pass-plugin path (instcombine via $PLUGIN)" -- \
    --plugin "$PLUGIN" --passes instcombine "$WORK/add.ll"
else
  echo "note: $PLUGIN not built; plugin path not exercised"
fi

echo "== $checks checks, $failures failed, $(elapsed "$total_start")s total"
[[ $failures == 0 ]]
