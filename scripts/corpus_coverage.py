#!/usr/bin/env python3
"""How much of the clang-16 corpus fixsel lifts to FPIR.

For every IR file of synth-offline/corpus/<target>/, runs `opt -passes='fixsel<lift-only>'` and
reports, per kernel, the FPIR ops it lifted (the @fixsel.* calls in the vector loop bodies) and
the arithmetic still done on widened vectors there afterwards (extensions, truncations and the
ops between them), which is where an unlifted idiom would show. Writes a markdown table.

usage: scripts/corpus_coverage.py [--out FILE] [--targets x86,aarch64,hvx] [--only bench|idioms|all]
"""
import argparse
import collections
import os
import re
import subprocess
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OPT = os.environ.get("OPT", "/usr/lib/llvm-16/bin/opt")
PLUGIN = os.environ.get("FIXSEL_PLUGIN", os.path.join(REPO, "target/release/libfixsel.so"))

CALL = re.compile(r"call <\d+ x i\d+> @fixsel\.([a-z_]+)\.([^(]+)\(")
# Widened arithmetic left in a vector body: the shape an unlifted idiom leaves behind.
RESIDUAL = re.compile(
    r"= (?:(zext|sext|trunc) <\d+ x i\d+>|(add|sub|mul|shl|lshr|ashr)(?: nuw| nsw| exact)* <\d+ x i(\d+)>|"
    r"(?:tail )?call <\d+ x i\d+> @llvm\.(umin|umax|smin|smax|abs)\.|(select) <\d+ x i1>)"
)


def vector_bodies(ir):
    """The text of every vectorized loop body block (what the vectorizer produced)."""
    blocks = re.split(r"\n(?=[\w.]+:)", ir)
    return [b for b in blocks if re.match(r"(vector\.body|vec\.epilog\.vector\.body)\d*:", b)]


def analyse(path):
    lifted = subprocess.run(
        [OPT, f"-load-pass-plugin={PLUGIN}", "-passes=fixsel<lift-only>,verify", "-S", path],
        capture_output=True, text=True)
    if lifted.returncode != 0:
        return None, lifted.stderr.strip().splitlines()[-1:]
    ops = collections.Counter()
    residual = collections.Counter()
    for body in vector_bodies(lifted.stdout):
        for m in CALL.finditer(body):
            ops[f"{m.group(1)}.{m.group(2)}"] += 1
        for m in RESIDUAL.finditer(body):
            kind = m.group(1) or m.group(4) or m.group(5) or m.group(2)
            # Plain narrow arithmetic (address math, i8/i16 lanes) is not an unlifted idiom.
            if m.group(2) and int(m.group(3)) <= 16 and m.group(2) in ("add", "sub"):
                continue
            residual[kind] += 1
    return ops, residual


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=os.path.join(REPO, "synth-offline/corpus/COVERAGE.md"))
    ap.add_argument("--targets", default="x86,aarch64,hvx")
    ap.add_argument("--only", default="all", choices=["bench", "idioms", "all"])
    args = ap.parse_args()
    bench = {os.path.splitext(f)[0] for f in os.listdir(os.path.join(REPO, "bench/kernels"))}
    lines = [
        "# Lifting coverage of the clang-16 corpus",
        "",
        "Made by `scripts/corpus_coverage.py`: `opt -passes='fixsel<lift-only>'` on every corpus file;",
        "per vector loop body, the FPIR ops lifted (`op.types` x count) and the widened arithmetic left",
        "(extensions, truncations, min/max/abs/select, and add/sub on lanes wider than 16 bits).",
        "",
    ]
    totals = collections.Counter()
    for target in args.targets.split(","):
        lines += [f"## {target}", "", "| kernel | FPIR ops lifted | left in vector bodies |", "|---|---|---|"]
        d = os.path.join(REPO, "synth-offline/corpus", target)
        for f in sorted(os.listdir(d)):
            name = os.path.splitext(f)[0]
            kind = "bench" if name in bench else "idioms"
            if args.only != "all" and kind != args.only:
                continue
            ops, residual = analyse(os.path.join(d, f))
            if ops is None:
                lines.append(f"| {name} | **opt failed**: {residual} | |")
                totals["failed"] += 1
                continue
            totals["files"] += 1
            totals["fpir calls"] += sum(ops.values())
            totals["residual"] += sum(residual.values())
            fmt = lambda c: ", ".join(f"{k} x{v}" if v > 1 else k for k, v in sorted(c.items())) or "-"
            lines.append(f"| {name}{'' if kind == 'bench' else ' (idioms)'} | {fmt(ops)} | {fmt(residual)} |")
        lines.append("")
    lines.append(f"Totals: {dict(totals)}")
    with open(args.out, "w") as out:
        out.write("\n".join(lines) + "\n")
    print(f"wrote {args.out}: {dict(totals)}")
    return 1 if totals["failed"] else 0


if __name__ == "__main__":
    sys.exit(main())
