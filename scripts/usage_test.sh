#!/usr/bin/env bash
# Builds examples/usage the ways README.md's "From a build system" section says, with the README's
# own commands (the fenced blocks after `<!-- usage_test: ... -->` markers), and checks for each
# build that the program's results are right and whether fixsel fired, plus the README's claims
# that are cheap to check (-O levels, where the plugin goes with LTO, -mhvx, another LLVM).
set -euo pipefail
source "$(dirname "$0")/env.sh"
[ -f "$FIXSEL_PLUGIN" ] || { echo "usage_test: $FIXSEL_PLUGIN is missing (run scripts/setup.sh)" >&2; exit 1; }
README="$REPO/README.md"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Cases run in command substitutions (subshells), so failures are counted in a file.
fail() { echo "FAIL: $*" | tee -a "$WORK/failures" >&2; }

# The fenced block after the marker `<!-- usage_test: $1 -->` in the README.
readme_block() {
  awk -v marker="<!-- usage_test: $1 -->" '
    $0 == marker { found = 1; next }
    found && /^```/ { if (inside) exit; inside = 1; next }
    inside { print }' "$README"
}

# A fresh copy of the example project; prints its directory.
fresh_project() {
  local dir="$WORK/$1"
  rm -rf "$dir" && cp -r "$REPO/examples/usage" "$dir" && echo "$dir"
}

# Runs commands ($2) in a fresh project named $1 with FIXSEL_DEBUG=rules; prints how many rules fired
# (in the functions matching $3, default all). Fails the case if a command fails or ./check (or
# build/check) gives wrong results.
build_and_run() {
  local name="$1" commands="$2" functions="${3:-.*}" dir
  dir="$(fresh_project "$name")"
  if ! (cd "$dir" && FIXSEL_DEBUG=rules bash -euo pipefail -c "$commands") >"$dir/log" 2>&1; then
    fail "$name: build failed:"; sed 's/^/    /' "$dir/log" >&2; echo -1; return
  fi
  local exe="$dir/check"
  [ -x "$exe" ] || exe="$dir/build/check"
  local out
  if ! out="$("$exe")" || [ "$out" != "0 of 131072 results wrong" ]; then fail "$name: $out"; fi
  grep -cE "^fixsel: rule: @($functions) " "$dir/log" || true
}

# expect NAME RULES_FIRED MODE: MODE is "some" (fixsel rewrote something) or "none".
expect() {
  local name="$1" fired="$2" mode="$3"
  [ "$fired" -lt 0 ] && return
  if [ "$mode" = some ] && [ "$fired" -eq 0 ]; then fail "$name: fixsel fired no rule"; return; fi
  if [ "$mode" = none ] && [ "$fired" -ne 0 ]; then fail "$name: fixsel fired $fired rules, expected none"; return; fi
  echo "ok: $name ($fired rules fired)"
}

echo "== README lines quoted from the example's files are in them"
for file in examples/usage/CMakeLists.txt examples/usage/Makefile; do
  block="$(readme_block "lines $file")"
  [ -n "$block" ] || { fail "README has no block for $file"; continue; }
  while IFS= read -r line; do
    grep -qxF -- "$line" "$REPO/$file" || fail "README line not in $file: $line"
  done <<<"$block"
done

echo "== README commands"
for name in cmake make lto-full lto-thin; do
  commands="$(readme_block "run $name")"
  [ -n "$commands" ] || { fail "README has no block for $name"; continue; }
  expect "$name" "$(build_and_run "$name" "$commands")" some
  # clang alone writes no vpaddusb for these sources: fixsel's saturating add made it into the program
  exe="$WORK/$name/check"; [ -x "$exe" ] || exe="$WORK/$name/build/check"
  [ -x "$exe" ] && ! objdump -d "$exe" | grep vpaddusb >/dev/null && fail "$name: no vpaddusb in the program"
done

echo "== optimization levels (the Makefile)"
make_cmd="$(readme_block "run make")"
kernels='avg_u8|sat_add_u8'
for opt in -O2 -O3 -Os -Oz; do
  mode=some; [[ "$opt" = -O[sz] ]] && mode=none   # clang 16 does not vectorize the kernels' loops
  expect "make $opt, in the kernels" "$(build_and_run "make$opt" "${make_cmd/OPT=-O3/OPT=$opt}" "$kernels")" "$mode"
done
# ... but it does main's fixed-count check loop, which fixsel rewrites.
expect "make -Os, in main" "$(build_and_run make-Os-main "${make_cmd/OPT=-O3/OPT=-Os}" main)" some
expect "make -Oz, in main" "$(build_and_run make-Oz-main "${make_cmd/OPT=-O3/OPT=-Oz}" main)" none

echo "== LTO: the plugin in the other step does nothing"
full_compile_only="$(readme_block "run lto-full")"
thin="$(readme_block "run lto-thin")"
# full LTO with the plugin at the link instead of the compile step
expect "lto-full, plugin at link only" "$(build_and_run lto-full-at-link "${full_compile_only//-fpass-plugin=\$FIXSEL_PLUGIN /}
  rm check; clang-16 -O2 -flto -fuse-ld=lld -Wl,--load-pass-plugin=\$FIXSEL_PLUGIN main.o kernels.o -o check")" none
# ThinLTO with the plugin at the compile instead of the link step
expect "lto-thin, plugin at compile only" "$(build_and_run lto-thin-at-compile "${thin//-Wl,--load-pass-plugin=\$FIXSEL_PLUGIN /}
  rm check; clang-16 -O2 -mavx2 -flto=thin -fpass-plugin=\$FIXSEL_PLUGIN -c main.c kernels.c
  clang-16 -O2 -flto=thin -fuse-ld=lld main.o kernels.o -o check")" none

echo "== -fdebug-pass-manager shows fixsel running, at every -O level"
pass_line='Running pass: {anonymous}::Pass<ModuleIR> on [module]'
for opt in -O0 -O1 -O2 -O3 -Os -Oz; do
  passes="$(clang-16 "$opt" -fpass-plugin="$FIXSEL_PLUGIN" -Xclang -fdebug-pass-manager \
    -c "$REPO/examples/usage/kernels.c" -o /dev/null 2>&1)"
  grep -qxF "$pass_line" <<<"$passes" || fail "$opt: -fdebug-pass-manager does not list fixsel"
done
plain="$(clang-16 -O2 -Xclang -fdebug-pass-manager -c "$REPO/examples/usage/kernels.c" -o /dev/null 2>&1)"
grep -qxF "$pass_line" <<<"$plain" && fail "-fdebug-pass-manager lists fixsel's pass without the plugin"
echo "ok: -fdebug-pass-manager lists fixsel at -O0 to -Oz, and only with the plugin"

link_commands="$(clang-16 -### -O2 -flto=thin -fuse-ld=lld -fpass-plugin="$FIXSEL_PLUGIN" "$REPO/examples/usage/main.c" -o check 2>&1)"
grep -q ld.lld <<<"$link_commands" || fail "clang-16 -### printed no link command"
grep -q load-pass-plugin <<<"$link_commands" && fail "clang-16 forwards -fpass-plugin to the linker: README's LTO section is out of date"
echo "ok: clang-16 does not forward -fpass-plugin to the linker"

echo "== Hexagon: fixsel needs -mhvx and -hexagon-autohvx"
hexagon="clang-16 -O2 --target=hexagon-unknown-linux-musl -mv66 -fpass-plugin=$FIXSEL_PLUGIN -S $REPO/examples/usage/kernels.c -o -"
hvx_rules() { FIXSEL_DEBUG=rules $hexagon "$@" 2>&1 >/dev/null | grep -c '^fixsel: rule:' || true; }
expect "hexagon without -mhvx" "$(hvx_rules)" none
expect "hexagon -mhvx without -hexagon-autohvx" "$(hvx_rules -mhvx -mhvx-length=128b)" none
expect "hexagon -mhvx -hexagon-autohvx" "$(hvx_rules -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true)" some
# and without -mhvx, the assembly is clang's own
if ! diff <($hexagon 2>/dev/null) <(${hexagon/-fpass-plugin=$FIXSEL_PLUGIN/} 2>/dev/null) >/dev/null; then
  fail "hexagon without -mhvx: fixsel changed the assembly"
fi

echo "== another LLVM: a clear error, no crash"
opt15=/usr/lib/llvm-15/bin/opt   # installed by scripts/setup.sh
echo 'define void @f() { ret void }' >"$WORK/empty.ll"
status=0
"$opt15" -load-pass-plugin="$FIXSEL_PLUGIN" -passes=fixsel "$WORK/empty.ll" -o /dev/null 2>"$WORK/opt15.err" || status=$?
if [ "$status" -ne 1 ] || ! grep -qF 'fixsel: error: this plugin is built for LLVM 16, but the program loading it runs libLLVM-15' "$WORK/opt15.err"; then
  fail "opt-15 exited with $status:"; sed 's/^/    /' "$WORK/opt15.err" >&2
else
  echo "ok: opt-15 refuses the plugin with fixsel's message"
fi

if [ -s "$WORK/failures" ]; then echo "usage_test: $(wc -l <"$WORK/failures") failures"; exit 1; fi
echo "usage_test: all passed"
