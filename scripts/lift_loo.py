#!/usr/bin/env python3
"""Leave-one-out for lifting synthesis (issue 12): for each bench kernel, the synthesized lifting
rules learned from the corpus without that kernel's files, and whether the rules that fire in the
kernel are among them.

A kernel whose firing synthesized rules are all learned elsewhere gets the same table, hence the
same code and speedup, as with the full corpus. Uses the synthesis cache (run
`synth-offline synthesize-lift` first); needs target/release/libfixsel.so built with the table.

usage: scripts/lift_loo.py
"""
import glob
import os
import re
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPT = os.environ.get("OPT", "/usr/lib/llvm-16/bin/opt")
PLUGIN = os.path.join(REPO, "target/release/libfixsel.so")
SYNTH = os.path.join(REPO, "target/release/synth-offline")
TARGETS = {"x86": "x86-avx2", "x86-sse41": "x86-sse4.1", "aarch64": "aarch64", "hvx": "hvx"}
RULE = re.compile(r"^(synth_lift_[0-9a-f]+): (.*)$", re.M)


def rules(path):
    return {body: name for name, body in RULE.findall(open(path).read())}


def fired(kernel):
    names = set()
    for corpus, target in TARGETS.items():
        path = os.path.join(REPO, "synth-offline/corpus", corpus, kernel + ".ll")
        run = subprocess.run([OPT, f"-load-pass-plugin={PLUGIN}", f"-passes=fixsel<target={target}>", "-disable-output", path],
                             capture_output=True, text=True, env=dict(os.environ, FIXSEL_DEBUG="rules"))
        names |= set(re.findall(r"synth_lift_[0-9a-f]+", run.stderr))
    return names


def main():
    full = rules(os.path.join(REPO, "ruletable/rules/synth/lift.rules"))
    kernels = sorted(os.path.basename(p)[:-2] for p in glob.glob(os.path.join(REPO, "bench/kernels/*.c")))
    reached = using = 0
    with tempfile.TemporaryDirectory() as tmp:
        for k in kernels:
            uses = fired(k)
            if not uses:
                continue
            using += 1
            out = os.path.join(tmp, "loo.rules")
            subprocess.run([SYNTH, "synthesize-lift", "--exclude", k, "--out", out], check=True, capture_output=True)
            kept = set(rules(out))
            lost = sorted(full[b] for b in full if b not in kept and full[b] in uses)
            reached += not lost
            print(f"{k:24} fires {', '.join(sorted(uses))}: " + ("all learned elsewhere" if not lost else "not learned without it: " + ", ".join(lost)))
    print(f"{reached} of {using} kernels that use synthesized lifting rules get them from the rest of the corpus")


if __name__ == "__main__":
    sys.exit(main())
