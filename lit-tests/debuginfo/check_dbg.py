#!/usr/bin/env python3
"""check_dbg.py BEFORE.ll AFTER.ll: fails unless every call to a target intrinsic
(@llvm.x86/aarch64/hexagon.*) in AFTER carries a !dbg location, and every instruction of AFTER
without one was already in BEFORE (fixsel adds no instruction without a location)."""
import re
import sys
from collections import Counter

INST = re.compile(r"^  (%[-\w.]+ = )?[a-z]")


def no_dbg(path):
    """Instructions without !dbg (phis aside), value names erased so the two files compare."""
    lines = [l for l in open(path) if INST.match(l) and "!dbg" not in l and not re.match(r"^  %[-\w.]+ = phi", l)]
    return Counter(re.sub(r"%[-\w.]+", "%_", l.strip()) for l in lines)


before, after = sys.argv[1:3]
calls = [l for l in open(after) if re.search(r"\bcall\b.*@llvm\.(x86|aarch64|hexagon)\.", l)]
bad = [l.strip() for l in calls if "!dbg" not in l]
bad += list((no_dbg(after) - no_dbg(before)).elements())
for l in bad:
    print("no !dbg:", l[:200], file=sys.stderr)
if not calls:
    sys.exit("no target intrinsic call to check")
print(f"{len(calls)} target intrinsic calls, {len(bad)} new instructions without !dbg")
sys.exit(1 if bad else 0)
