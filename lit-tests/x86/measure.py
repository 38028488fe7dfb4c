#!/usr/bin/env python3
"""Instruction counts of llc-16 -O3 on plain IR vs the fixsel output, per function.

    python3 lit-tests/x86/measure.py FILE.ll [FILE.ll ...]

For each function and each of x86-sse4.1 / x86-avx2: the number of machine instructions llc
emits for the original IR and for `opt -passes=fixsel<target=...>` output (ret excluded).
Not a lit test (lit runs only .ll files); used for the table in lit-tests/x86/README.md.
"""
import os, re, subprocess, sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
PLUGIN = os.environ.get("FIXSEL_PLUGIN", os.path.join(ROOT, "target/release/libfixsel.so"))
BIN = os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin")
TARGETS = {"x86-sse4.1": "+sse4.1", "x86-avx2": "+avx2"}


def counts(ir, mattr):
    asm = subprocess.run([f"{BIN}/llc", "-O3", "-mtriple=x86_64-linux-gnu", f"-mattr={mattr}", "-o", "-"],
                         input=ir, capture_output=True, text=True, check=True).stdout
    out, cur = {}, None
    for line in asm.splitlines():
        m = re.match(r"^([A-Za-z_.$][\w.$]*):", line)
        if m and not m.group(1).startswith("."):
            cur = m.group(1)
            out[cur] = 0
            continue
        if cur is None:
            continue
        s = line.strip()
        if s.startswith(".Lfunc_end") or s.startswith(".size"):
            cur = None
            continue
        if not s or s.startswith(("#", ".", "//")) or s.endswith(":"):
            continue
        if s.split()[0] in ("retq", "ret"):
            continue
        out[cur] += 1
    return out


def main():
    for path in sys.argv[1:]:
        ir = open(path).read()
        rows = {}
        for t, mattr in TARGETS.items():
            after = subprocess.run([f"{BIN}/opt", f"-load-pass-plugin={PLUGIN}", f"-passes=fixsel<target={t}>", "-S", path, "-o", "-"],
                                   capture_output=True, text=True, check=True).stdout
            b, a = counts(ir, mattr), counts(after, mattr)
            for f in b:
                rows.setdefault(f, []).append((b[f], a.get(f)))
        for f, cs in rows.items():
            print(f"{os.path.basename(path)}\t{f}\t" + "\t".join(f"{b}->{a}" for b, a in cs))


if __name__ == "__main__":
    main()
