#!/usr/bin/env python3
"""What lifting leaves as plain integer ops in the corpus: the input of lifting synthesis.

Runs `opt -passes='fixsel<lift-only>'` with FIXSEL_DEBUG=residue on every IR file of
synth-offline/corpus/<target>/ and writes one row per distinct residue (see ruletable/src/residue.rs):
how often it occurs, the corpus files (kernel names) it occurs in, and the residue itself. The
table used is built without the synthesized lifting rules (ruletable/rules/synth/lift.rules): the
residues are what the hand rules leave, so rerunning synthesis reproduces the same rules.

usage: scripts/residues.py [--out FILE] [--targets x86,x86-sse41,aarch64,hvx] [--plugin SO]
"""
import argparse
import collections
import glob
import os
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPT = os.environ.get("OPT", "/usr/lib/llvm-16/bin/opt")
PREFIX = "fixsel: residue: "


def hand_table(work):
    """A table of the hand rules and adopted lowering rules, without synth/lift.rules."""
    rules = os.path.join(work, "rules")
    shutil.copytree(os.path.join(REPO, "ruletable/rules"), rules)
    synthesized = os.path.join(rules, "synth/lift.rules")
    if os.path.exists(synthesized):
        os.remove(synthesized)
    table = os.path.join(work, "hand.table")
    subprocess.run(["cargo", "run", "--release", "-q", "-p", "synth-offline", "--", "build", "--rules", rules, "--out", table],
                   cwd=REPO, check=True, stdout=subprocess.DEVNULL)
    return table


def residues(path, plugin, table):
    env = dict(os.environ, FIXSEL_DEBUG="residue")
    run = subprocess.run([OPT, f"-load-pass-plugin={plugin}", f"-passes=fixsel<lift-only;table={table}>", "-disable-output", path],
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.exit(f"residues.py: opt failed on {path}: {run.stderr.strip()[-400:]}")
    return [l[len(PREFIX):] for l in run.stderr.splitlines() if l.startswith(PREFIX)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(REPO, "synth-offline/corpus/residues.tsv"))
    ap.add_argument("--targets", default="x86,x86-sse41,aarch64,hvx")
    ap.add_argument("--plugin", default=os.environ.get("FIXSEL_PLUGIN", os.path.join(REPO, "target/release/libfixsel.so")))
    args = ap.parse_args()
    count = collections.Counter()
    sources = collections.defaultdict(set)
    files = 0
    work = tempfile.mkdtemp()
    table = hand_table(work)
    for target in args.targets.split(","):
        paths = sorted(glob.glob(os.path.join(REPO, "synth-offline/corpus", target, "*.ll")))
        if not paths:
            sys.exit(f"residues.py: no corpus files for target '{target}'")
        for path in paths:
            files += 1
            kernel = os.path.basename(path)[:-3]
            for r in residues(path, args.plugin, table):
                count[r] += 1
                sources[r].add(kernel)
    shutil.rmtree(work)
    with open(args.out, "w") as f:
        f.write("# Residues of lifting over the corpus (scripts/residues.py): count, corpus files, residue.\n")
        for r, n in sorted(count.items(), key=lambda kv: (-kv[1], kv[0])):
            f.write(f"{n}\t{','.join(sorted(sources[r]))}\t{r}\n")
    print(f"{len(count)} distinct residues ({sum(count.values())} occurrences) in {files} files -> {args.out}")


if __name__ == "__main__":
    main()
