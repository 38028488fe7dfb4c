# Sourced by the other scripts: where LLVM 16 lives and how the workspace builds against it.
export LLVM_SYS_160_PREFIX=/usr/lib/llvm-16
export LLVM_BIN=/usr/lib/llvm-16/bin
export PATH="$LLVM_BIN:$PATH"
export LIT="$LLVM_SYS_160_PREFIX/build/utils/lit/lit.py"
REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export REPO
export FIXSEL_PLUGIN="$REPO/target/release/libfixsel.so"
