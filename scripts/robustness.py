#!/usr/bin/env python3
"""Robustness of the fixsel pass on inputs it was not written for: nothing may crash, the
verifier must accept every output, and no internal error may be caught.

Usage:
    robustness.py stress [--first S] [--count N] [--batch B] [--targets T,..]
    robustness.py inputs [--targets T,..] [--root DIR] [FILE.ll ...]

``stress``: modules from llvm-stress-16 (seeds S .. S+N-1; size and vector-heavy or not vary with
the seed), linked in batches of B with llvm-link (each module defines only @autogen_SD<seed>), run
through ``opt -passes='fixsel<P>,verify'`` for every pass configuration P. When a batch fails,
each of its modules is run alone, and the failing seeds are reported with the command that
reproduces them.

``inputs``: every given file, with every pass configuration forced. Files opt cannot parse on its
own are skipped with a note (there are none in lit-tests/ today).

A run fails (exit 1) on: opt exiting non-zero (crash, verifier error), or a "fixsel: warning:
internal error" (a caught Rust panic: the rest of the function is left as it was, but it is a bug).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin"))
PLUGIN = Path(os.environ.get("FIXSEL_PLUGIN", REPO / "target" / "release" / "libfixsel.so"))
PASS_CONFIGS = ("target=hvx", "target=aarch64", "target=aarch64-dotprod", "target=x86-sse4.1",
                "target=x86-avx2", "target=x86-avx512", "target=generic", "lift-only")
STRESS_SIZES = (20, 60, 150, 400, 1000)
INTERNAL_ERROR = "internal error"
TIMEOUT_SECONDS = 300


def opt_fixsel(config: str, path: Path) -> tuple[bool, str]:
    """Run the pass and the verifier; (ok, diagnostics)."""
    cmd = [str(LLVM_BIN / "opt"), f"-load-pass-plugin={PLUGIN}",
           f"-passes=fixsel<{config}>,verify", str(path), "-disable-output"]
    try:
        result = subprocess.run(cmd, capture_output=True, text=True, timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return False, f"timed out after {TIMEOUT_SECONDS} s: {' '.join(cmd)}"
    ok = result.returncode == 0 and INTERNAL_ERROR not in result.stderr
    return ok, f"$ {' '.join(cmd)}\nexit {result.returncode}\n{result.stderr.strip()}"


def parses(path: Path) -> bool:
    return subprocess.run([str(LLVM_BIN / "opt"), "-passes=verify", str(path), "-disable-output"],
                          capture_output=True).returncode == 0


def stress_module(seed: int, directory: Path) -> Path:
    """llvm-stress module for a seed: size from the seed, scalar-heavy or vector-heavy."""
    path = directory / f"stress-{seed}.ll"
    size = STRESS_SIZES[seed % len(STRESS_SIZES)]
    subprocess.run([str(LLVM_BIN / "llvm-stress"), f"-seed={seed}", f"-size={size}", "-o", str(path)],
                   check=True)
    return path


def run_stress(args: argparse.Namespace) -> int:
    failures = 0
    seeds = list(range(args.first, args.first + args.count))
    with tempfile.TemporaryDirectory(prefix="fixsel-stress-") as tmp:
        work = Path(tmp)
        for start in range(0, len(seeds), args.batch):
            batch = seeds[start:start + args.batch]
            modules = [stress_module(seed, work) for seed in batch]
            linked = work / "linked.ll"
            subprocess.run([str(LLVM_BIN / "llvm-link"), "-S", "-o", str(linked)] + [str(m) for m in modules],
                           check=True)
            for config in args.targets:
                ok, _ = opt_fixsel(config, linked)
                if ok:
                    continue
                for seed, module in zip(batch, modules):  # find the culprits
                    ok, log = opt_fixsel(config, module)
                    if not ok:
                        failures += 1
                        size = STRESS_SIZES[seed % len(STRESS_SIZES)]
                        print(f"FAIL stress seed {seed} size {size} fixsel<{config}>\n"
                              f"  reproduce: llvm-stress -seed={seed} -size={size} -o s.ll\n{log}\n")
            for module in modules:
                module.unlink()
    print(f"robustness: stress: {len(seeds)} llvm-stress modules (seeds {args.first}.."
          f"{args.first + args.count - 1}) x {len(args.targets)} pass configurations: "
          f"{failures} failures")
    return 1 if failures else 0


def run_inputs(args: argparse.Namespace) -> int:
    failures, checked, skipped = 0, 0, 0
    files = list(args.files)
    if args.root:
        files += sorted(str(p) for p in Path(args.root).rglob("*.ll") if "Output" not in p.parts)
    for name in files:
        path = Path(name)
        if not parses(path):
            skipped += 1
            print(f"note: skipped {path}: opt cannot parse it on its own")
            continue
        checked += 1
        for config in args.targets:
            ok, log = opt_fixsel(config, path)
            if not ok:
                failures += 1
                print(f"FAIL {path} fixsel<{config}>\n{log}\n")
    print(f"robustness: inputs: {checked} files x {len(args.targets)} pass configurations "
          f"({skipped} unparsable skipped): {failures} failures")
    return 1 if failures else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = parser.add_subparsers(dest="command", required=True)
    stress = sub.add_parser("stress")
    stress.add_argument("--first", type=int, default=1)
    stress.add_argument("--count", type=int, default=1000)
    stress.add_argument("--batch", type=int, default=25)
    inputs = sub.add_parser("inputs")
    inputs.add_argument("--root", help="also every *.ll under this directory (not in Output/)")
    inputs.add_argument("files", nargs="*")
    for p in (stress, inputs):
        p.add_argument("--targets", default=",".join(PASS_CONFIGS),
                       help="comma-separated fixsel parameters, e.g. target=hvx,lift-only")
    args = parser.parse_args()
    args.targets = args.targets.split(",")
    start = time.monotonic()
    status = run_stress(args) if args.command == "stress" else run_inputs(args)
    print(f"robustness: {time.monotonic() - start:.0f} s")
    return status


if __name__ == "__main__":
    sys.exit(main())
