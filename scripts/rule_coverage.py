#!/usr/bin/env python3
"""Checks that every lowering rule fires somewhere in the lit tests: runs the pass with
FIXSEL_DEBUG=rules over every .ll file of each target's lit directory (for the targets listed)
and lists the rules of lower-<family>.rules that never fired. Exit 1 if any.
Usage: rule_coverage.py OPT PLUGIN REPO SYNTH_OFFLINE"""
import os, re, subprocess, sys
from pathlib import Path

opt, plugin, repo, synth = sys.argv[1], sys.argv[2], Path(sys.argv[3]), sys.argv[4]
# family, file:line, rule (families of rules expanded)
listed = [l.split("\t") for l in subprocess.run([synth, "list"], check=True, capture_output=True, text=True).stdout.splitlines()]
# family -> (lit directory, targets its tests are run for)
FAMILIES = {
    "hvx": ("hvx", ["hvx"]),
    "aarch64": ("aarch64", ["aarch64", "aarch64-dotprod"]),
    "x86": ("x86", ["x86-sse4.1", "x86-avx2", "x86-avx512"]),
    "generic": ("{fpir-calls,multiply-high}", ["generic", "x86-avx2", "aarch64", "hvx"]),
}
missing = []
for family, (directory, targets) in FAMILIES.items():
    # The hand rules of lower-<family>.rules, by name (unique in the table).
    names = [rule.split(":")[0].split(" (prio")[0] for _, source, rule in listed
             if source.startswith(f"lower-{family}.rules:")]
    dirs = directory.strip("{}").split(",")
    files = sorted(str(p) for d in dirs for p in (repo / "lit-tests" / d).glob("*.ll"))
    fired = set()
    for target in targets:
        for f in files:
            run = subprocess.run([opt, f"-load-pass-plugin={plugin}", f"-passes=fixsel<target={target}>",
                                  "-disable-output", f], env=dict(os.environ, FIXSEL_DEBUG="rules"),
                                 capture_output=True, text=True)
            fired |= set(re.findall(r"^fixsel: rule: @\S+ (\S+)$", run.stderr, re.M))
    never = [n for n in names if n not in fired]
    print(f"{family}: {len(names) - len(never)}/{len(names)} rules fire in lit-tests/{directory}")
    missing += [f"lower-{family}.rules: {n}" for n in never]
for m in missing:
    print(f"never fires: {m}")
sys.exit(1 if missing else 0)
