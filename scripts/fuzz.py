#!/usr/bin/env python3
"""Differential fuzzing of fixsel: random fixed-point DAGs (scripts/fuzz_gen.py), run before and
after the pass on each target with scripts/difftest.py, compared bit-exactly.

Usage:
    fuzz.py [--seed S] (--count N | --seconds T) [--batch B] [--targets T,..] [--cases C]
            [--failures DIR] [--quiet]

Case seeds S, S+1, ... are generated in batches of B functions per module. Per batch and target:

1. ``opt -passes='fixsel<target=T>,verify'`` with ``FIXSEL_DEBUG=rules`` (which rules fired, per
   function). An opt failure (crash, verifier error) or a caught internal error ("internal error"
   warning) is a failure.
2. A function counts as *changed* when its body after the pass differs from the same module after
   ``opt -passes=verify`` (the printer's normal form).
3. The changed functions only (llvm-extract) go to ``difftest.py --after``; each MISMATCH is a
   failure, unless llc already miscompiles the unchanged input (HVX: the reference side is
   compiled without hexagon-vector-combine: target.ini's reference_llc; or the input compiled with
   llc -O0 agrees with fixsel's output), which is counted as LLVM's, or unless fixsel's output compiled with llc -O0 agrees with the input (llc's
   optimizations miscompile fixsel's output: counted, saved under DIR/llc-miscompiles-output/).
   If the harness cannot compile the batch, each function is retried alone: an llc
   failure on the unchanged input is LLVM's own bug (counted, not a failure), one on fixsel's
   output is a failure.

Each failure is saved as DIR/<target>-<seed>/ (input.ll: the function alone, regenerate it with
``fuzz_gen.py SEED 1``; after.ll; log.txt) and listed in DIR/failures.txt. The summary gives, per
target, the cases run, how many the pass changed, and the failures; exit status 1 if any.
"""

from __future__ import annotations

import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzz_gen  # noqa: E402
import targets  # noqa: E402

REPO = Path(__file__).resolve().parent.parent
LLVM_BIN = Path(os.environ.get("LLVM_BIN", "/usr/lib/llvm-16/bin"))
PLUGIN = Path(os.environ.get("FIXSEL_PLUGIN", REPO / "target" / "release" / "libfixsel.so"))
DIFFTEST = REPO / "scripts" / "difftest.py"
DEFAULT_TARGETS = ("hvx", "aarch64", "x86-avx2", "x86-sse4.1")
FUNCTION_RE = re.compile(r"^define [^@]*@([\w.$]+)\(.*?^}$", re.MULTILINE | re.DOTALL)
RULE_RE = re.compile(r"^fixsel: rule: @([\w.$]+) (.*)$", re.MULTILINE)
INTERNAL_ERROR_RE = re.compile(r"internal error in function '([\w.$]+)'")
MISMATCH_RE = re.compile(r"^MISMATCH @([\w.$]+):", re.MULTILINE)
TIMEOUT_SECONDS = 900
TIMED_OUT = 124
# difftest compiles the reference side with the target's reference_llc flags (HVX: without llc's
# hexagon-vector-combine pass, which miscompiles multiply-shift idioms,
# lit-tests/hvx/q15-miscompile.ll); fixsel's side gets llc's defaults, so a multiply fixsel
# leaves for that pass to miscompile is still caught.
REFERENCE_LLC_TARGETS = {name for name, t in targets.load().items() if t.reference_llc_flags}


@dataclass
class TargetStats:
    cases: int = 0
    changed: int = 0
    failures: list[str] = field(default_factory=list)
    llvm_failures: int = 0  # llc cannot compile the unchanged input
    llvm_miscompiles: int = 0  # llc's defaults disagree with the reference on the unchanged input
    llvm_output_miscompiles: int = 0  # llc -O0 and llc's defaults disagree on fixsel's output
    rules: collections.Counter = field(default_factory=collections.Counter)


def run(cmd: list[str], env: dict | None = None, stdin: str | None = None) -> subprocess.CompletedProcess:
    """Run a command; one that outlives TIMEOUT_SECONDS is killed and reported as status 124."""
    try:
        return subprocess.run(cmd, capture_output=True, text=True, env=env, input=stdin,
                              timeout=TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired:
        return subprocess.CompletedProcess(cmd, TIMED_OUT, "", f"timed out after {TIMEOUT_SECONDS} s")


def function_bodies(ir_text: str) -> dict[str, str]:
    return {m.group(1): m.group(0) for m in FUNCTION_RE.finditer(ir_text)}


def seed_of(name: str) -> int:
    return int(name.rsplit("_", 1)[1])


def opt(pipeline: str, path: Path, env: dict | None = None) -> subprocess.CompletedProcess:
    return run([str(LLVM_BIN / "opt"), f"-load-pass-plugin={PLUGIN}", f"-passes={pipeline}",
                str(path), "-S"], env=env)


def extract(src: Path, names: list[str], dst: Path) -> None:
    cmd = [str(LLVM_BIN / "llvm-extract"), "-S", str(src), "-o", str(dst)]
    cmd += [f"-func={name}" for name in names]
    result = run(cmd)
    if result.returncode != 0:
        raise RuntimeError(f"llvm-extract failed: {result.stderr}")


class Fuzzer:
    def __init__(self, args: argparse.Namespace, work: Path):
        self.args, self.work = args, work
        self.failure_dir = Path(args.failures)
        self.stats = {t: TargetStats() for t in args.targets}

    def log(self, message: str) -> None:
        if not self.args.quiet:
            print(message, flush=True)

    def save_failure(self, target: str, seed: int, kind: str, after_text: str, log: str) -> None:
        self.stats[target].failures.append(f"{seed} {kind}")
        case_dir = self.failure_dir / f"{target}-{seed}"
        case_dir.mkdir(parents=True, exist_ok=True)
        (case_dir / "input.ll").write_text(fuzz_gen.generate_module([seed]))
        (case_dir / "after.ll").write_text(after_text)
        (case_dir / "log.txt").write_text(log)
        with open(self.failure_dir / "failures.txt", "a") as listing:
            listing.write(f"{target} {seed} {kind}\n")
        print(f"FAILURE: target {target} seed {seed}: {kind} (saved in {case_dir})", flush=True)

    def run_batch(self, seeds: list[int]) -> None:
        module = self.work / "batch.ll"
        module.write_text(fuzz_gen.generate_module(seeds))
        normal = opt("verify", module)
        if normal.returncode != 0:
            raise RuntimeError(f"generator wrote invalid IR for seeds {seeds[0]}..:\n{normal.stderr}")
        before = function_bodies(normal.stdout)
        for target in self.args.targets:
            self.run_target(target, module, before, seeds)

    def run_target(self, target: str, module: Path, before: dict[str, str], seeds: list[int]) -> None:
        stats = self.stats[target]
        stats.cases += len(seeds)
        env = dict(os.environ, FIXSEL_DEBUG="rules")
        result = opt(f"fixsel<target={target}>,verify", module, env)
        if result.returncode != 0:
            self.bisect_opt_failure(target, seeds, result.stderr)
            return
        for name in INTERNAL_ERROR_RE.findall(result.stderr):
            self.save_failure(target, seed_of(name), "internal error (panic)", "", result.stderr)
        for name, rule in RULE_RE.findall(result.stderr):
            stats.rules[rule] += 1
        after = function_bodies(result.stdout)
        changed = [name for name in before if after.get(name) != before[name]]
        stats.changed += len(changed)
        if not changed:
            return
        after_path = self.work / f"after-{target}.ll"
        after_path.write_text(result.stdout)
        before_sub, after_sub = self.work / "before-sub.ll", self.work / f"after-sub-{target}.ll"
        extract(module, changed, before_sub)
        extract(after_path, changed, after_sub)
        status, output = self.difftest(target, before_sub, after_sub)
        if status not in (0, 1):  # compile error or timeout: find the function(s)
            self.retry_alone(target, changed, after_path)
            return
        for name in sorted(set(MISMATCH_RE.findall(output))):
            self.triage_mismatch(target, module, after_path, name, output)
        self.log(f"  {target}: {len(changed)}/{len(seeds)} changed, difftest status {status}")

    def difftest(self, target: str, before: Path, after: Path) -> tuple[int, str]:
        cmd = [sys.executable, str(DIFFTEST), f"--target={target}", f"--cases={self.args.cases}",
               f"--after={after}", str(before)]
        result = run(cmd)
        return result.returncode, result.stdout + result.stderr

    def triage_mismatch(self, target: str, module: Path, after_path: Path, name: str, output: str) -> None:
        """A mismatch is fixsel's unless llc is shown to be the one that is wrong."""
        if self.llvm_miscompiles_input(target, module, name):
            return
        after_one = self.work / "after-one.ll"
        extract(after_path, [name], after_one)
        if self.reference_miscompiled(target, module, after_one, name):
            return
        if self.llvm_miscompiles_output(target, module, after_one, name):
            return
        self.save_failure(target, seed_of(name), "mismatch", after_one.read_text(), output)

    def reference_miscompiled(self, target: str, module: Path, after_one: Path, name: str) -> bool:
        """Does the unchanged input compiled with llc -O0 agree with fixsel's output? Then the
        reference (the input through llc's optimizations) is what llc got wrong."""
        input_one = self.work / "input-one.ll"
        extract(module, [name], input_one)
        cmd = [sys.executable, str(DIFFTEST), f"--target={target}", f"--cases={self.args.cases}",
               "--before-llc-flag=-O0", f"--after={after_one}", str(input_one)]
        if run(cmd).returncode != 0:
            return False
        self.stats[target].llvm_miscompiles += 1
        self.log(f"  {target}: seed {seed_of(name)}: llc miscompiles the unchanged input "
                 f"(llc -O0 on it agrees with fixsel's output)")
        return True

    def llvm_miscompiles_output(self, target: str, module: Path, after_one: Path, name: str) -> bool:
        """Does fixsel's output, compiled with llc -O0, agree with the unchanged input compiled
        with llc's defaults (which agree with the reference, see llvm_miscompiles_input)? Then
        fixsel's IR is right and llc's optimizations miscompile it: an LLVM bug that fixsel's
        output exposes. Counted and saved under llc-miscompiles-output/, not a fuzz failure."""
        input_one = self.work / "input-one.ll"
        extract(module, [name], input_one)
        cmd = [sys.executable, str(DIFFTEST), f"--target={target}", f"--cases={self.args.cases}",
               "--before-llc-flag=-O0", f"--after={input_one}", str(after_one)]
        result = run(cmd)
        if result.returncode != 0:
            return False
        self.stats[target].llvm_output_miscompiles += 1
        case_dir = self.failure_dir / "llc-miscompiles-output" / f"{target}-{seed_of(name)}"
        case_dir.mkdir(parents=True, exist_ok=True)
        (case_dir / "input.ll").write_text(input_one.read_text())
        (case_dir / "after.ll").write_text(after_one.read_text())
        print(f"note: target {target} seed {seed_of(name)}: llc miscompiles fixsel's output "
              f"(llc -O0 on it agrees with the input; saved in {case_dir})", flush=True)
        return True

    def llvm_miscompiles_input(self, target: str, module: Path, name: str) -> bool:
        """For targets whose reference side turns off an llc pass: does llc with its defaults
        already disagree with the reference on the unchanged input? Then the mismatch is that
        pass's (LLVM's) miscompile of code fixsel left alone, not fixsel's; counted, not saved."""
        if target not in REFERENCE_LLC_TARGETS:
            return False
        one = self.work / "input-one.ll"
        extract(module, [name], one)
        if self.difftest(target, one, one)[0] != 1:
            return False
        self.stats[target].llvm_miscompiles += 1
        self.log(f"  {target}: seed {seed_of(name)}: llc miscompiles the unchanged input too")
        return True

    def retry_alone(self, target: str, names: list[str], after_path: Path) -> None:
        """The batch did not compile: find which functions, and on which side."""
        module = self.work / "batch.ll"
        for name in names:
            before_one, after_one = self.work / "before-one.ll", self.work / "after-one.ll"
            extract(module, [name], before_one)
            extract(after_path, [name], after_one)
            status, output = self.difftest(target, before_one, after_one)
            if status == 0:
                continue
            if status == 1:
                self.triage_mismatch(target, module, after_path, name, output)
                continue
            if self.difftest(target, before_one, before_one)[0] == status:
                self.stats[target].llvm_failures += 1
                self.log(f"  {target}: seed {seed_of(name)}: llc fails or times out on the unchanged input")
                continue
            kind = "timeout" if status == TIMED_OUT else "fixsel output does not compile"
            self.save_failure(target, seed_of(name), kind, after_one.read_text(), output)

    def bisect_opt_failure(self, target: str, seeds: list[int], stderr: str) -> None:
        for seed in seeds:
            one = self.work / "one.ll"
            one.write_text(fuzz_gen.generate_module([seed]))
            result = opt(f"fixsel<target={target}>,verify", one)
            if result.returncode != 0:
                self.save_failure(target, seed, "opt crash or invalid IR", "", result.stderr)

    def summary(self, elapsed: float) -> str:
        lines = [f"fuzz: {elapsed:.0f} s"]
        for target, s in self.stats.items():
            fraction = 100.0 * s.changed / s.cases if s.cases else 0.0
            lines.append(f"fuzz: {target}: {s.cases} cases, {s.changed} changed by the pass "
                         f"({fraction:.1f}%), {len(s.rules)} distinct rules fired, "
                         f"{len(s.failures)} failures; LLVM alone: {s.llvm_failures} llc crashes, "
                         f"{s.llvm_miscompiles} llc miscompiles on the unchanged input, "
                         f"{s.llvm_output_miscompiles} on fixsel's output (-O0 agrees)")
        return "\n".join(lines)


def parse_args() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seed", type=int, default=0, help="first case seed")
    limit = parser.add_mutually_exclusive_group(required=True)
    limit.add_argument("--count", type=int, help="number of cases")
    limit.add_argument("--seconds", type=float, help="run batches until this much time has passed")
    parser.add_argument("--batch", type=int, default=40, help="functions per module")
    parser.add_argument("--targets", default=",".join(DEFAULT_TARGETS))
    parser.add_argument("--cases", type=int, default=300, help="difftest input vectors per function")
    parser.add_argument("--failures", default=str(REPO / "fuzz-failures"))
    parser.add_argument("--rules", action="store_true", help="list how often each rule fired")
    parser.add_argument("--quiet", action="store_true")
    args = parser.parse_args()
    args.targets = args.targets.split(",")
    return args


def main() -> int:
    args = parse_args()
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="fixsel-fuzz-") as tmp:
        fuzzer = Fuzzer(args, Path(tmp))
        seed = args.seed
        while True:
            if args.count is not None:
                count = min(args.batch, args.seed + args.count - seed)
                if count <= 0:
                    break
            elif time.monotonic() - start >= args.seconds:
                break
            else:
                count = args.batch
            fuzzer.log(f"fuzz: seeds {seed}..{seed + count - 1}")
            fuzzer.run_batch(list(range(seed, seed + count)))
            seed += count
    print(fuzzer.summary(time.monotonic() - start))
    if args.rules:
        for target, s in fuzzer.stats.items():
            for rule, n in sorted(s.rules.items()):
                print(f"rule {target} {n} {rule}")
    return 1 if any(s.failures for s in fuzzer.stats.values()) else 0


if __name__ == "__main__":
    sys.exit(main())
