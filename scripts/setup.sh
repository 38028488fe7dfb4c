#!/usr/bin/env bash
# Installs what fixsel needs on Debian bookworm (skipping what is present) and builds it.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"

# llvm-15: usage_test.sh loads the plugin into another LLVM; the arm64 cross libc: C programs with
# stdio linked for AArch64 and run under qemu (lit-tests/header, scripts/bench.sh).
packages=(llvm-16 llvm-16-dev llvm-16-tools clang-16 lld-16 libz3-dev libclang-dev qemu-user-static python3 cmake llvm-15
          libc6-dev-arm64-cross libgcc-12-dev-arm64-cross)
missing=()
for p in "${packages[@]}"; do
  dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi
for tool in opt llc clang ld.lld FileCheck; do
  [ -x "$LLVM_BIN/$tool" ] || { echo "setup: $LLVM_BIN/$tool is missing" >&2; exit 1; }
done
[ -f "$LIT" ] || { echo "setup: lit not found at $LIT (package llvm-16-tools)" >&2; exit 1; }

cargo build --release --workspace
echo "setup: built $FIXSEL_PLUGIN"
