#!/usr/bin/env python3
"""What lifting leaves as plain integer ops in the corpus (the input of lifting synthesis), or the
fused FPIR terms it makes (the input of fused lowering synthesis).

Runs `opt -passes='fixsel<lift-only>'` with FIXSEL_DEBUG=residue (or =fused) on every IR file of
synth-offline/corpus/<target>/ and writes one row per distinct term (see ruletable/src/residue.rs):
how often it occurs, the corpus files (kernel names) it occurs in, and the term itself. For
residues, the table used is built without the synthesized lifting rules
(ruletable/rules/synth/lift.rules): the residues are what the hand rules leave, so rerunning
synthesis reproduces the same rules. Fused terms are those of the whole committed lifting.

usage: scripts/residues.py [--kind residue|fused] [--out FILE] [--targets x86,x86-sse41,aarch64,hvx] [--plugin SO]
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


def terms(kind, path, plugin, table):
    env = dict(os.environ, FIXSEL_DEBUG=kind)
    options = f"lift-only;table={table}" if table else "lift-only"
    run = subprocess.run([OPT, f"-load-pass-plugin={plugin}", f"-passes=fixsel<{options}>", "-disable-output", path],
                         capture_output=True, text=True, env=env)
    if run.returncode != 0:
        sys.exit(f"residues.py: opt failed on {path}: {run.stderr.strip()[-400:]}")
    prefix = f"fixsel: {kind}: "
    return [l[len(prefix):] for l in run.stderr.splitlines() if l.startswith(prefix)]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kind", choices=["residue", "fused"], default="residue")
    ap.add_argument("--out")
    ap.add_argument("--targets", default="x86,x86-sse41,aarch64,hvx")
    ap.add_argument("--plugin", default=os.environ.get("FIXSEL_PLUGIN", os.path.join(REPO, "target/release/libfixsel.so")))
    args = ap.parse_args()
    out = args.out or os.path.join(REPO, "synth-offline/corpus", "residues.tsv" if args.kind == "residue" else "fused.tsv")
    count = collections.Counter()
    sources = collections.defaultdict(set)
    files = 0
    work = tempfile.mkdtemp()
    table = hand_table(work) if args.kind == "residue" else None
    for target in args.targets.split(","):
        paths = sorted(glob.glob(os.path.join(REPO, "synth-offline/corpus", target, "*.ll")))
        if not paths:
            sys.exit(f"residues.py: no corpus files for target '{target}'")
        for path in paths:
            files += 1
            kernel = os.path.basename(path)[:-3]
            for r in terms(args.kind, path, args.plugin, table):
                count[r] += 1
                sources[r].add(kernel)
    shutil.rmtree(work)
    what = "Residues of lifting" if args.kind == "residue" else "Fused FPIR terms"
    with open(out, "w") as f:
        f.write(f"# {what} over the corpus (scripts/residues.py --kind {args.kind}): count, corpus files, term.\n")
        for r, n in sorted(count.items(), key=lambda kv: (-kv[1], kv[0])):
            f.write(f"{n}\t{','.join(sorted(sources[r]))}\t{r}\n")
    print(f"{len(count)} distinct {args.kind} terms ({sum(count.values())} occurrences) in {files} files -> {out}")


if __name__ == "__main__":
    main()
