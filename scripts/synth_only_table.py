#!/usr/bin/env python3
"""Build the synthesis-only rule table (issue 12): lowering rules only from synthesis.

A copy of ruletable/rules/ in which the target families' hand lowering files (hvx/lower.rules,
aarch64/lower.rules, x86/lower.rules) are emptied and then given every rule of the synthesized
files of the family's targets (synth/fused-<target>.rules if any, then synth/<target>.rules; x86
by the feature level a rule needs, highest first, then narrowest target first; in a file, rules
with more predicates first), each rule body
(the text after `name:`) once, names kept unique. lift.rules,
narrow.rules, generic/lower.rules (target-independent fallbacks) and synth/lift.rules stay; the
other synth/ rule files are removed from the copy so nothing is adopted a second time. The copy
is compiled with `synth-offline build`. Compare it with the built-in table with
`scripts/probe_idioms.py --table synth-only=FILE`.

usage: scripts/synth_only_table.py [--out FILE]   (default /tmp/fixsel-synth-only.table)
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FAMILIES = {"hvx": ["hvx"], "aarch64": ["aarch64", "aarch64-dotprod"],
            "x86": ["x86-sse4.1", "x86-avx2", "x86-avx512"]}
# x86 feature levels: a rule goes before those of lower levels (it fires only where its
# instructions exist); within a level, the narrowest target's finds first (costed for it, valid
# on the wider ones: AVX-512's trunc<16>(..) of i32 is one vpmovdw there and a pand + pack per
# register pair on SSE4.1).
LEVELS = {"avx512bw": 2, "avx512vnni": 2, "avxvnni": 1, "avx2": 1}
INSTR_RE = re.compile(r"\b(x86\.[a-z0-9_]+)\(")
LABEL_RE = re.compile(r"\s*([A-Za-z_{][\w.{}]*)\s*(?:\(prio -?\d+\)\s*)?:(.*)", re.S)


def entries(text):
    """The rules of a file as (line, text), as ruletable's syntax::entries reads them: `#` starts a
    comment, a line starting with whitespace continues the previous rule."""
    out = []
    for i, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0]
        if not line.strip():
            continue
        if raw[:1].isspace() and out:
            out[-1][1] += " " + line.strip()
        else:
            out.append([i, line.strip()])
    return out


def x86_levels():
    """Instruction -> the lowest feature level it exists at (instructions.def `on FEATURE` lines)."""
    levels, name = {}, None
    for line in open(os.path.join(REPO, "ruletable/rules/x86/instructions.def")):
        m = re.match(r"instr (x86\.\w+)", line)
        if m:
            name = m[1]
        m = re.match(r"\s+on (\S+)", line)
        if m and name:
            levels[name] = min(levels.get(name, 9), LEVELS.get(m[1], 0))
    return levels


def rule_level(body, levels):
    """The feature level a rule's right-hand side needs (0 for rules of other families)."""
    rhs = body.split("->", 1)[1]
    return max((levels.get(i, 0) for i in INSTR_RE.findall(rhs)), default=0)


def predicate_count(body):
    """How many predicates a rule body states (`lhs -> rhs [p1, c0 in [1, 8]]` has 2)."""
    if not body.endswith("]"):
        return 0
    depth, count = 0, 1
    for c in reversed(body[:-1]):
        if c in ")]":
            depth += 1
        elif c == "(" or (c == "[" and depth > 0):
            depth -= 1
        elif c == "[":
            return count
        elif c == "," and depth == 0:
            count += 1
    return 0


def split_rule(path, line, text):
    m = LABEL_RE.fullmatch(text)
    if not m or "->" not in m[2]:
        sys.exit(f"synth_only_table.py: {path}:{line}: not a `name: lhs -> rhs` rule: {text}")
    return m[1], " ".join(m[2].split())


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="/tmp/fixsel-synth-only.table")
    args = ap.parse_args()
    work = tempfile.mkdtemp(prefix="synth-only-")
    try:
        rules = os.path.join(work, "rules")
        shutil.copytree(os.path.join(REPO, "ruletable/rules"), rules)
        synth = os.path.join(rules, "synth")
        # Names already taken by the files that stay.
        # Names already taken: every rule of the table, families expanded (`synth-offline list`:
        # family, file:line, rule), so no family syntax is parsed here.
        listed = subprocess.run(["bash", "-c", 'source scripts/env.sh && exec cargo run --release -q -p synth-offline -- list'],
                                cwd=REPO, check=True, capture_output=True, text=True).stdout
        names = {line.split("\t")[2].split(":")[0].split(" (prio")[0] for line in listed.splitlines()}
        levels = x86_levels()
        for fam, targets in FAMILIES.items():
            sources = [os.path.join(synth, f"fused-{t}.rules") for t in targets]
            sources = [p for p in sources if os.path.exists(p)] + [os.path.join(synth, f"{t}.rules") for t in targets]
            picked, bodies, dropped = [], set(), 0
            for source, path in enumerate(sources):
                if not os.path.exists(path):
                    sys.exit(f"synth_only_table.py: missing {os.path.relpath(path, rules)}")
                rel = os.path.relpath(path, rules)
                for line, text in entries(open(path).read()):
                    name, body = split_rule(rel, line, text)
                    if body in bodies:
                        dropped += 1
                        continue
                    bodies.add(body)
                    unique, k = name, 2
                    while unique in names:
                        unique, k = f"{name}_{k}", k + 1
                    names.add(unique)
                    picked.append(((-rule_level(body, levels), source, -predicate_count(body)), rel, f"{unique}: {body}"))
            # Within a level, the files' order, and in a file the rules that state more first (a
            # rule with a condition before the general one it specializes, as hand files rank them).
            out = [f"{rule}  # from {rel}" for _, rel, rule in sorted(picked, key=lambda r: r[0])]
            with open(os.path.join(rules, fam, "lower.rules"), "w") as f:
                f.write(f"# Synthesis only (scripts/synth_only_table.py): the hand rules are removed; "
                        f"{len(bodies)} distinct synthesized rules of {', '.join(targets)}.\n"
                        + "\n".join(out) + "\n")
            print(f"{fam}/lower.rules: {len(bodies)} synthesized rules ({dropped} duplicate bodies dropped)")
        for f in os.listdir(synth):
            if f.endswith(".rules") and f != "lift.rules":
                os.remove(os.path.join(synth, f))
        cmd = ["cargo", "run", "--release", "-q", "-p", "synth-offline", "--", "build", "--rules", rules,
               "--out", os.path.abspath(args.out), "--drop-shadowed", "--allow-overlaps"]
        proc = subprocess.run(["bash", "-c", 'source scripts/env.sh && exec "$@"', "bash", *cmd], cwd=REPO,
                              capture_output=True, text=True)
        sys.stdout.write(proc.stdout)
        if proc.returncode:
            sys.exit(f"synth_only_table.py: build failed:\n{proc.stderr}")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
