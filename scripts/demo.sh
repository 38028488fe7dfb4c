#!/usr/bin/env bash
# Shows fixsel at work: the demo kernel's hot vector loop before and after, on every target.
set -euo pipefail
source "$(dirname "$0")/env.sh"
cd "$REPO"
[ -f "$FIXSEL_PLUGIN" ] && command -v "$LLVM_BIN/clang" >/dev/null || scripts/setup.sh >&2
python3 scripts/demo/demo.py
