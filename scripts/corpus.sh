#!/usr/bin/env bash
# Regenerate the clang-16 vectorized-IR corpus in synth-offline/corpus/<target>/<name>.ll
# from the portable C in bench/kernels/*.c and synth-offline/corpus/idioms/*.c.
#
# Flags (see synth-offline/corpus/README.md for the reasoning):
#   -O3 -S -emit-llvm -fno-discard-value-names   real -O3 pipeline, readable value names
#   -mllvm -force-vector-interleave=1            one copy of each vector body (no interleaving)
#                                                 instead of -fno-unroll-loops, which also turns off
#                                                 full unrolling of constant tap loops (those loops
#                                                 then do not vectorize at all)
#   -nostdinc -isystem <clang resource dir>/include
#                                                 only clang's own <stdint.h>; no libc headers are
#                                                 needed for the cross targets. Hosted mode (not
#                                                 -ffreestanding, which implies -fno-builtin) so that
#                                                 abs() is still recognised as llvm.abs.
#   -fno-ident + relative source paths           no machine-specific noise in the .ll
#
# Usage: scripts/corpus.sh            (CLANG=/path/to/clang-16 to override; JOBS=N, default 2;
#        ONLY=name,name to compile only those sources and keep the other .ll files as they are:
#        another clang 16 build may differ in attributes only, e.g. +outline-atomics on AArch64)
set -euo pipefail
cd "$(dirname "$0")/.."

CLANG=${CLANG:-/usr/lib/llvm-16/bin/clang}
JOBS=${JOBS:-2}
OUT=synth-offline/corpus

"$CLANG" --version | head -1 | grep -q 'clang version 16\.' \
    || { echo "corpus.sh: $CLANG is not clang 16" >&2; exit 1; }
RES=$("$CLANG" -print-resource-dir)

COMMON="-std=c99 -O3 -S -emit-llvm -fno-discard-value-names -fno-ident \
-nostdinc -isystem $RES/include -mllvm -force-vector-interleave=1 -Wall -Wno-unused-function"

# name|flags
TARGETS=(
    "x86|--target=x86_64-linux-gnu -mavx2"
    "x86-sse41|--target=x86_64-linux-gnu -msse4.1"
    "aarch64|--target=aarch64-linux-gnu"
    "hvx|--target=hexagon-unknown-linux-musl -mv66 -mhvx -mhvx-length=128b -mllvm -hexagon-autohvx=true"
)

shopt -s nullglob
SOURCES=(bench/kernels/*.c "$OUT"/idioms/*.c)
if [ -n "${ONLY:-}" ]; then
    picked=()
    for s in "${SOURCES[@]}"; do
        case ",$ONLY," in *",$(basename "$s" .c),"*) picked+=("$s") ;; esac
    done
    [ ${#picked[@]} -gt 0 ] || { echo "corpus.sh: ONLY=$ONLY names no source" >&2; exit 1; }
    SOURCES=("${picked[@]}")
fi

# Output names are flat (<target>/<basename>.ll): refuse duplicate basenames.
dups=$(for s in "${SOURCES[@]}"; do basename "$s" .c; done | sort | uniq -d)
[ -z "$dups" ] || { echo "corpus.sh: duplicate source basenames: $dups" >&2; exit 1; }

jobs_file=$(mktemp)
trap 'rm -f "$jobs_file"' EXIT
for t in "${TARGETS[@]}"; do
    tname=${t%%|*}
    mkdir -p "$OUT/$tname"
    [ -n "${ONLY:-}" ] || rm -f "$OUT/$tname"/*.ll
    for s in "${SOURCES[@]}"; do
        printf '%s\t%s\t%s\n' "${t#*|}" "$s" "$OUT/$tname/$(basename "$s" .c).ll" >>"$jobs_file"
    done
done

export CLANG COMMON
# shellcheck disable=SC2016
tr '\n' '\0' <"$jobs_file" | xargs -0 -P "$JOBS" -n 1 bash -c '
    IFS=$'"'"'\t'"'"' read -r tflags src dst <<<"$1"
    # shellcheck disable=SC2086
    "$CLANG" $tflags $COMMON "$src" -o "$dst"
' _

# Summary: one row per (target, file, function) with the number of instructions that
# produce or consume a vector value and the number of loop vector bodies.
summary="$OUT/SUMMARY.tsv"
{
    printf 'target\tfile\tfunction\tvector_insts\tvector_bodies\n'
    for t in "${TARGETS[@]}"; do
        tname=${t%%|*}
        for f in "$OUT/$tname"/*.ll; do
            awk -v t="$tname" -v file="$(basename "$f" .ll)" '
                /^define / { fn = $0; sub(/\(.*/, "", fn); sub(/.*@/, "", fn); vi = 0; vb = 0; next }
                fn != "" && /^}/ { printf "%s\t%s\t%s\t%d\t%d\n", t, file, fn, vi, vb; fn = ""; next }
                fn != "" && /^(vec\.epilog\.)?vector\.body:/ { vb++ }
                fn != "" && /^ +%.* = / && /<[0-9]+ x i[0-9]+>/ { vi++ }
            ' "$f"
        done
    done
} >"$summary"

n=$(find "$OUT" -mindepth 2 -name '*.ll' | wc -l)
echo "corpus.sh: wrote $n .ll files; summary in $summary"
novec=$(awk -F'\t' 'NR > 1 && $4 == 0 { print "  " $1 "/" $2 ":" $3 }' "$summary")
if [ -n "$novec" ]; then
    echo "corpus.sh: functions without vector code:"
    echo "$novec"
fi
