#!/usr/bin/env python3
"""Differential fuzzing of fixsel on whole loops: random u8 stencils over three rows and the taps
x, x + 1, x + 2 (the form in which the loop vectorizer carries taps across iterations as
first-order recurrences, which plugin/src/recurrence.rs and window.rs rewrite), built with
clang -O3 with and without the plugin and executed on every width from 0 to 200 over rows of 0,
255, 0x80/0x7F and random bytes; the two builds must print the same checksums.

Usage: fuzz_stencil.py [--seed S] [--modules M] [--kernels K] [--targets T,..] [--keep DIR]

Targets: x86-avx2 (native; skipped without AVX2), aarch64 (qemu-aarch64-static), hvx
(qemu-hexagon-static). Exit status 1 on any difference or build failure. The summary gives the
kernels run per target, how many the plugin rewrote and in how many it moved ops before
recurrence splices (FIXSEL_DEBUG=rules).
"""

import argparse
import os
import random
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CLANG = "/usr/lib/llvm-16/bin/clang"
PLUGIN = os.environ.get("FIXSEL_PLUGIN", os.path.join(REPO, "target", "release", "libfixsel.so"))
RT = os.path.join(REPO, "lit-tests", "header", "Inputs")

TARGETS = {
    "x86-avx2": (["--target=x86_64-linux-gnu", "-march=haswell"], []),
    "aarch64": (["--target=aarch64-linux-gnu"], ["qemu-aarch64-static"]),
    "hvx": (["--target=hexagon-unknown-linux-musl", "-mv66", "-mhvx", "-mhvx-length=128b",
             "-mllvm", "-hexagon-autohvx=true", "-G0"], ["qemu-hexagon-static"]),
}

# Binary u8 operations as C expressions (every one defined for all inputs).
BINARY = [
    "MX({a}, {b})", "MN({a}, {b})", "(uint8_t)({a} & {b})", "(uint8_t)({a} | {b})",
    "(uint8_t)({a} ^ {b})", "(uint8_t)({a} + {b})", "(uint8_t)({a} - {b})", "SAT({a}, {b})",
    "(uint8_t)(({a} + {b} + 1) >> 1)", "MX(MN({a}, {b}), MN(MX({a}, {b}), {c}))",
]
UNARY = ["(uint8_t)({a} >> 1)", "(uint8_t)({a} | 0x11)", "(uint8_t)~{a}"]


def expr(rng, depth, col=None):
    """A random expression; `col` fixes the column so that whole columns repeat per tap."""
    if depth == 0 or rng.random() < 0.2:
        row, k = rng.randrange(3), col if col is not None else rng.randrange(3)
        return f"r{row}[x + {k}]"
    if rng.random() < 0.15:
        return rng.choice(UNARY).format(a=expr(rng, depth - 1, col))
    return rng.choice(BINARY).format(a=expr(rng, depth - 1, col), b=expr(rng, depth - 1, col),
                                     c=expr(rng, depth - 1, col))


def kernel_body(rng):
    """Either a column function applied to the three taps and combined (the separable form the
    recurrence pass targets), or a free expression over all taps."""
    if rng.random() < 0.6:
        seed = rng.random()
        cols = []
        for k in range(3):
            crng = random.Random(seed)  # the same function for every column
            cols.append(expr(crng, 2, col=k))
        combine = rng.choice(BINARY)
        return combine.format(a=combine.format(a=cols[0], b=cols[1], c=cols[2]), b=cols[2], c=cols[1])
    return expr(rng, 4)


def program(rng, kernels):
    src = ['#include <stdint.h>', '#include "rt.h"',
           'static inline uint8_t MX(uint8_t a, uint8_t b) { return a > b ? a : b; }',
           'static inline uint8_t MN(uint8_t a, uint8_t b) { return a < b ? a : b; }',
           'static inline uint8_t SAT(uint8_t a, uint8_t b) { uint8_t s = a + b; return s < a ? 255 : s; }']
    for i in range(kernels):
        src.append(f"__attribute__((noinline)) void k{i}(uint8_t *restrict o, const uint8_t *restrict r0, "
                   f"const uint8_t *restrict r1, const uint8_t *restrict r2, int w) {{\n"
                   f"  for (int x = 0; x < w; x++) o[x] = {kernel_body(rng)};\n}}")
    src.append("""#define N 200
#define S (N + 2)
static uint8_t in[3 * S], out[N];
int main(void) {
  unsigned seed = 12345;
  for (int round = 0; round < 5; round++) {
    for (int i = 0; i < 3 * S; i++) {
      seed = seed * 1103515245u + 12345u;
      in[i] = round == 0 ? 0 : round == 1 ? 255 : round == 2 ? (i & 1 ? 0x80 : 0x7F) : (uint8_t)(seed >> 16);
    }""")
    for i in range(kernels):
        src.append(f"""    {{ unsigned long long h = 0;
      for (int w = 0; w <= N; w++) {{
        for (int x = 0; x < N; x++) out[x] = 0xA5;
        k{i}(out, in, in + S, in + 2 * S, w);
        for (int x = 0; x < N; x++) h = h * 1099511628211ull + out[x];
      }}
      put_str("k{i} "); put_hex(h); put_str("\\n"); }}""")
    src.append("  }\n  return 0;\n}")
    return "\n".join(src) + "\n"


def build_and_run(target, source, workdir, plugin):
    flags, runner = TARGETS[target]
    exe = os.path.join(workdir, f"{target}-{'plugin' if plugin else 'plain'}")
    cmd = [CLANG, *flags, "-O3", "-ffreestanding", "-nostdlib", "-static", "-fuse-ld=lld", f"-I{RT}", source, "-o", exe]
    env = dict(os.environ)
    if plugin:
        cmd.insert(1, f"-fpass-plugin={PLUGIN}")
        env["FIXSEL_DEBUG"] = "rules"
    p = subprocess.run(cmd, capture_output=True, text=True, env=env)
    if p.returncode != 0:
        return None, p.stderr
    rules = p.stderr
    r = subprocess.run([*runner, exe], capture_output=True, text=True, timeout=600)
    if r.returncode != 0:
        return None, f"exit {r.returncode}: {r.stderr}"
    return r.stdout, rules


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--modules", type=int, default=4)
    ap.add_argument("--kernels", type=int, default=12)
    ap.add_argument("--targets", default="x86-avx2,aarch64,hvx")
    ap.add_argument("--keep", help="directory for the sources of failing modules")
    args = ap.parse_args()
    targets = args.targets.split(",")
    if "x86-avx2" in targets and "avx2" not in open("/proc/cpuinfo").read().split():
        print("fuzz_stencil: no AVX2 on this host: x86-avx2 skipped")
        targets.remove("x86-avx2")
    failures = 0
    stats = {t: [0, 0, 0] for t in targets}
    with tempfile.TemporaryDirectory() as tmp:
        for m in range(args.modules):
            seed = args.seed + m
            source = os.path.join(tmp, f"stencil-{seed}.c")
            with open(source, "w") as f:
                f.write(program(random.Random(seed), args.kernels))
            for t in targets:
                plain, err = build_and_run(t, source, tmp, False)
                if plain is None:
                    print(f"fuzz_stencil: {t} seed {seed}: the build without the plugin failed (not fixsel's): {err[-400:]}")
                    continue
                fixsel, rules = build_and_run(t, source, tmp, True)
                stats[t][0] += args.kernels
                stats[t][1] += len(set(re.findall(r"rule: @(k\d+) ", rules or "")))
                stats[t][2] += len(set(re.findall(r"rule: @(k\d+) recurrence_sink", rules or "")))
                if fixsel != plain:
                    failures += 1
                    bad = [a for a, b in zip(plain.splitlines(), (fixsel or "").splitlines()) if a != b]
                    print(f"fuzz_stencil: FAIL {t} seed {seed}: {bad[:4] or rules[-400:]}")
                    if args.keep:
                        os.makedirs(args.keep, exist_ok=True)
                        with open(source) as src, open(os.path.join(args.keep, f"{t}-{seed}.c"), "w") as out:
                            out.write(src.read())
    for t, (n, changed, sunk) in stats.items():
        print(f"fuzz_stencil: {t}: {n} kernels, {changed} rewritten by fixsel, {sunk} with ops moved before recurrence splices")
    print(f"fuzz_stencil: {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
