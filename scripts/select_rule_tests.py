#!/usr/bin/env python3
"""Keeps, of the candidate rule tests synth-offline wrote (stdin), the functions in which their own
rule fires on the target (`FIXSEL_DEBUG=rules`), at most --keep per rule (spread over the
candidates); a rule with none left is listed in a comment. Usage: select_rule_tests.py OPT PLUGIN
TARGET [--keep N] < candidates.ll > tests.ll"""
import os, re, subprocess, sys, tempfile

opt, plugin, target = sys.argv[1:4]
keep = int(sys.argv[sys.argv.index("--keep") + 1]) if "--keep" in sys.argv else 3
text = sys.stdin.read()
blocks = text.strip("\n").split("\n\n")
functions = [b for b in blocks if "\ndefine " in "\n" + b]
rest = [b for b in blocks if b not in functions]
with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
    f.write(text)
env = dict(os.environ, FIXSEL_DEBUG="rules")
run = subprocess.run([opt, f"-load-pass-plugin={plugin}", f"-passes=fixsel<target={target}>", "-disable-output", f.name],
                     env=env, capture_output=True, text=True)
os.unlink(f.name)
if run.returncode != 0:
    sys.exit(f"opt failed: {run.stderr}")
fired = set(re.findall(r"^fixsel: rule: @(\S+) (\S+)$", run.stderr, re.M))
by_rule = {}
for b in functions:
    m = re.search(r"^; FIRED-DAG: fixsel: rule: @(\S+) (\S+)\{\{\$\}\}$", b, re.M)
    by_rule.setdefault(m.group(2), [])
    if m.groups() in fired:
        by_rule[m.group(2)].append(b)
out = []
for rule, kept in by_rule.items():
    if not kept:
        out.append(f"; {rule}: shadowed by other rules at every candidate instance")
        continue
    picks = sorted({round(k * (len(kept) - 1) / max(keep - 1, 1)) for k in range(keep)})
    out += [kept[i] for i in picks]
print("\n\n".join(out + rest))
