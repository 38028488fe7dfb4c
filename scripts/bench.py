#!/usr/bin/env python3
"""Benchmark fixsel on the portable C kernels of bench/kernels against clang-16 alone.

Usage: scripts/bench.py [--check] [--jobs N] [--only K1,K2] [--targets T1,T2] [--out DIR]

Per kernel and target, the kernel is compiled by `clang-16 -O3` twice, without and with
`-fpass-plugin=target/release/libfixsel.so` (symbols renamed to <kernel>__base / <kernel>__fixsel), and
linked into one freestanding executable with its driver (bench/drivers/<kernel>.c, built without
vectorization), which checks both against a scalar reference on edge and random inputs: natively on
x86-64, under qemu-aarch64-static (AArch64, +dotprod) and qemu-hexagon-static (Hexagon v66 HVX-128).
A Halide 21 version (bench/halide/, built by scripts/bench_halide.py) joins as a third variant where
one exists.

--check stops there (CI: correctness of every kernel on every target, with and without fixsel).
The full run also measures, and writes bench/RESULTS.md, bench/results.json and bench/charts/*.png:
  * x86: time per element, native; the variants alternate within one process, median of 21 samples,
    the mean of two processes that link the clang and fixsel objects in either order;
  * hot-loop cost per element from the assembly (`-S`, same flags plus -gline-tables-only):
    llvm-mca cycles (x86 -mcpu=skylake, AArch64 -mcpu=cortex-a76) or VLIW packets (HVX);
  * compile time of `clang -O3 -c` with and without the plugin (median of 3, alternated) and the time
    of the fixsel pass itself (its line in clang's -ftime-report).

Hot loop (see bench/RESULTS.md, "How the hot loop is found"): clang's verbose assembly marks every
machine loop (`=>This Inner Loop Header`, `in Loop: Header=BBx_y`). The innermost loops holding
vector registers are grouped by the source loop they come from (the `-Rpass=loop-vectorize` remark
whose line, the loop's `for`, appears among the loop's `.loc` lines, else the closest one before its
last line); per source loop the vector body is the most
deeply nested copy, then the one moving the most bytes with vector loads and stores (the others are
epilogue loops), then the longest, and it computes VF x interleave
elements (from the remark; times N where the loop's `for` line says `/* bench: N elements per iteration */`)
per iteration. A source loop inside a nest that fixsel unroll-and-jammed by F (the
`-Rpass=loop-unroll-and-jam` remark on the outer `for`; the first vectorized loop after it) has a
jammed copy and a remainder copy: its vector body is, of the copies that read more rows per row
of accumulators written than the remainder (F against one), the one costing the most per
iteration (the others are its vector epilogues), computing F x the smaller VF x interleave of the
line's remarks (if that is the remainder's, fewer elements than it computes: a cost per element
too high, never too low). Only the most deeply nested source loops count (not one marked `/* bench: remainder loop */`); their costs
per element are summed (two-pass filters: both passes).
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
LLVM_BIN = Path("/usr/lib/llvm-16/bin")
CLANG = str(LLVM_BIN / "clang")
MCA = str(LLVM_BIN / "llvm-mca")
PLUGIN = Path(os.environ.get("FIXSEL_PLUGIN", REPO / "target" / "release" / "libfixsel.so"))
KERNELS = REPO / "bench" / "kernels"
DRIVERS = REPO / "bench" / "drivers"
HARNESS = REPO / "bench" / "harness"
VARIANTS = ("base", "fixsel", "halide")


@dataclass(frozen=True)
class Target:
    name: str
    title: str
    clang: tuple[str, ...]
    runner: tuple[str, ...]
    mca: tuple[str, ...] | None  # llvm-mca flags; None: count HVX packets instead
    timed: bool = False  # run natively with timing


TARGETS = {
    t.name: t
    for t in (
        Target("x86-avx2", "x86-64 AVX2 (-march=haswell)", ("--target=x86_64-linux-gnu", "-march=haswell"),
               (), ("-mtriple=x86_64-linux-gnu", "-mcpu=skylake"), timed=True),
        Target("aarch64", "AArch64 NEON", ("--target=aarch64-linux-gnu",),
               ("/usr/bin/qemu-aarch64-static", "-cpu", "max"),
               ("-mtriple=aarch64-linux-gnu", "-mcpu=cortex-a76")),
        Target("aarch64-dotprod", "AArch64 NEON +dotprod",
               ("--target=aarch64-linux-gnu", "-march=armv8.2-a+dotprod"),
               ("/usr/bin/qemu-aarch64-static", "-cpu", "max"),
               ("-mtriple=aarch64-linux-gnu", "-mcpu=cortex-a76", "-mattr=+dotprod")),
        # Opt-in (--targets x86-avx512vnni; needs a host with AVX512-VNNI): not in the default run.
        Target("x86-avx512vnni", "x86-64 AVX-512 VNNI (-march=icelake-server)",
               ("--target=x86_64-linux-gnu", "-march=icelake-server"), (),
               ("-mtriple=x86_64-linux-gnu", "-mcpu=icelake-server"), timed=True),
        Target("hvx", "Hexagon v66 HVX-128",
               ("--target=hexagon-unknown-linux-musl", "-mv66", "-mhvx", "-mhvx-length=128b",
                "-mllvm", "-hexagon-autohvx=true", "-G0"),
               ("/usr/bin/qemu-hexagon-static",), None),
    )
}

DEFAULT_TARGETS = ("x86-avx2", "aarch64", "aarch64-dotprod", "hvx")


def resource_dir() -> str:
    return subprocess.run([CLANG, "-print-resource-dir"], capture_output=True, text=True,
                          check=True).stdout.strip()


def run(cmd: list[str], allow_fail: bool = False, **kw) -> subprocess.CompletedProcess:
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0 and not allow_fail:
        raise RuntimeError(f"command failed ({p.returncode}): {' '.join(cmd)}\n{p.stdout}{p.stderr}")
    return p


class Build:
    """Compiles and links one kernel for one target; all files live in `work`."""

    def __init__(self, kernel: str, target: Target, work: Path, res: str):
        self.k, self.t, self.res = kernel, target, res
        self.dir = work / target.name / kernel
        self.dir.mkdir(parents=True, exist_ok=True)

    def kernel_cmd(self, variant: str, out: Path, extra: tuple[str, ...] = ()) -> list[str]:
        cmd = [CLANG, "-std=c11", "-O3", *self.t.clang, "-nostdinc", "-isystem", f"{self.res}/include",
               f"-D{self.k}={self.k}__{variant}",
               # Same code must time the same: start every kernel on a 64-byte boundary, so the
               # variants' loops sit alike relative to fetch/uop-cache lines.
               "-falign-functions=64", *extra, str(KERNELS / f"{self.k}.c"), "-o", str(out)]
        if variant == "fixsel":
            cmd.insert(3, f"-fpass-plugin={PLUGIN}")
        return cmd

    def object(self, variant: str) -> Path:
        out = self.dir / f"{variant}.o"
        run(self.kernel_cmd(variant, out, ("-c",)))
        return out

    def asm(self, variant: str) -> tuple[str, str]:
        """Assembly with loop comments and line tables, and clang's remarks and -ftime-report."""
        out = self.dir / f"{variant}.s"
        p = run(self.kernel_cmd(variant, out, ("-S", "-gline-tables-only",
                                               "-Rpass=loop-vectorize|loop-unroll-and-jam",
                                               "-ftime-report")))
        return out.read_text(), p.stderr

    def executables(self, timed: bool, halide: list[Path]) -> list[Path]:
        """The kernel's executable; timed, two, with the clang and fixsel objects linked in either
        order: where a function lands moves a memory-bound kernel's time by about 2% (absd_u8 on
        x86: the same two objects measure 0.98 linked one way and 1.00 the other)."""
        drv = self.dir / ("driver_timed.o" if timed else "driver.o")
        run([CLANG, "-std=c11", "-O2", "-ffreestanding", "-fno-vectorize", "-fno-slp-vectorize",
             *self.t.clang, "-I", str(HARNESS), *(["-DBENCH_TIME"] if timed else []), "-c",
             str(DRIVERS / f"{self.k}.c"), "-o", str(drv)])
        orders = [("base", "fixsel"), ("fixsel", "base")] if timed else [("base", "fixsel")]
        exes = []
        for i, order in enumerate(orders):
            exe = self.dir / (("bench_timed" if timed else "bench") + ("_swapped" if i else ""))
            objs = [drv, *(self.dir / f"{v}.o" for v in order), *halide]
            run([CLANG, *self.t.clang, "-nostdlib", "-static", "-fuse-ld=lld", *map(str, objs), "-o", str(exe)])
            exes.append(exe)
        return exes

    def execute(self, exe: Path) -> str:
        p = run([*self.t.runner, str(exe)], allow_fail=True, timeout=1200)
        return p.stdout + p.stderr + ("" if p.returncode == 0 else f"\nexit status {p.returncode}\n")


# ---------------------------------------------------------------------------------------------
# Hot loops from the assembly

@dataclass
class Block:
    label: str  # "BB0_8" or "" for fall-through blocks named only in a comment
    comments: list[str] = field(default_factory=list)
    insns: list[str] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # .loc source lines of its instructions


@dataclass
class Loop:
    header: str
    depth: int
    insns: list[str]
    lines: list[int]
    # HVX: the stack pointer and the registers the function sets from it (spill slots), and those
    # it sets from pc (constant-pool vectors, e.g. vrdelta controls).
    stack_regs: frozenset[str] = frozenset({"r29"})
    const_regs: frozenset[str] = frozenset()



def function_body(asm: str, func: str) -> list[str]:
    out, inside = [], False
    for line in asm.splitlines():
        if re.match(rf"^{re.escape(func)}:", line):
            inside = True
            continue
        if inside:
            if line.startswith(".Lfunc_end"):
                break
            out.append(line)
    if not out:
        raise RuntimeError(f"function {func} not found in the assembly")
    return out


def parse_blocks(body: list[str]) -> list[Block]:
    blocks = [Block("entry")]
    cur_line = 0  # the last .loc line, which the following instructions belong to
    for raw in body:
        m = re.match(r"^\.L(BB\d+_\d+):(.*)$", raw)
        m2 = re.match(r"^\s*(?:#|//)\s*%bb\.\d+:(.*)$", raw)
        if m:
            blocks.append(Block(m.group(1), [m.group(2)]))
            continue
        if m2:
            blocks.append(Block("", [m2.group(1)]))
            continue
        s = raw.strip()
        if not s:
            continue
        if s.startswith("#") or s.startswith("//"):
            blocks[-1].comments.append(s)
            continue
        loc = re.match(r"^\.loc\s+\d+\s+(\d+)", s)
        if loc:
            cur_line = int(loc.group(1))
            continue
        if s.startswith(".") or s.endswith(":"):
            continue  # directives and local labels
        blocks[-1].insns.append(s)
        blocks[-1].lines.append(cur_line)
    return blocks


def inner_loops(asm: str, func: str) -> list[Loop]:
    body = function_body(asm, func)
    blocks = parse_blocks(body)
    stack = frozenset({"r29"} | set(re.findall(r"\b(r\d+) = add\(r29,", "\n".join(body))))
    const = frozenset(re.findall(r"\b(r\d+) = add\(pc,", "\n".join(body)))
    loops: dict[str, Loop] = {}
    for b in blocks:
        text = " ".join(b.comments)
        h = re.search(r"This Inner Loop Header: Depth=(\d+)", text)
        if h and b.label:
            loops[b.label] = Loop(b.label, int(h.group(1)), list(b.insns), list(b.lines), stack, const)
    for b in blocks:
        m = re.search(r"in Loop: Header=(BB\d+_\d+) Depth=\d+", " ".join(b.comments))
        if m and m.group(1) in loops and b.label != m.group(1):
            loops[m.group(1)].insns += b.insns
            loops[m.group(1)].lines += b.lines
    return list(loops.values())


def vector_bits(loop: Loop, target: Target) -> int:
    text = "\n".join(loop.insns)
    if target.name == "x86-avx2":
        return 256 if "%ymm" in text else 128 if "%xmm" in text else 0
    if target.name.startswith("aarch64"):
        if re.search(r"\bv\d+\.(16b|8h|4s|2d)|\bq\d+\b", text):
            return 128
        return 64 if re.search(r"\bv\d+\.(8b|4h|2s)", text) else 0
    return 1024 if re.search(r"\bv\d+(:\d+)?\b|vmem", text) else 0


def strip_comment(insn: str) -> str:
    return re.split(r"\s(?:#|//)\s", " " + insn, maxsplit=1)[0].strip()


def loop_cost(loop: Loop, target: Target) -> tuple[float, int]:
    """(cycles per iteration from llvm-mca, or VLIW packets for HVX; instructions in the loop)."""
    insns = [strip_comment(i) for i in loop.insns]
    if target.mca is None:
        packets = sum(1 for i in insns if i.startswith("}"))
        return float(packets), sum(1 for i in insns if i not in ("{",) and not i.startswith("}"))
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write("\n".join(insns) + "\n")
        path = f.name
    try:
        p = run([MCA, *target.mca, "-iterations=200", path])
    finally:
        os.unlink(path)
    iters = int(re.search(r"Iterations:\s+(\d+)", p.stdout).group(1))
    cycles = int(re.search(r"Total Cycles:\s+(\d+)", p.stdout).group(1))
    return cycles / iters, len(insns)


REMARK = re.compile(r":(\d+):\d+: remark: vectorized loop \(vectorization width: (\d+), "
                    r"interleaved count: (\d+)\)")
JAM_REMARK = re.compile(r":(\d+):\d+: remark: unroll and jammed loop by a factor of (\d+)")


def jam_factors(remarks: str, vector_lines: list[int]) -> dict[int, int]:
    """Source lines of vectorized loops that an unroll-and-jam multiplied, with its factor: the
    first vectorized line after each jammed outer loop's line."""
    out = {}
    for m in JAM_REMARK.finditer(remarks):
        inner = min((g for g in vector_lines if g > int(m.group(1))), default=None)
        if inner is not None:
            out[inner] = int(m.group(2))
    return out


def loads_per_store(loop: Loop, target: Target) -> float:
    """Vector load instructions (x86: also loads folded into an operation) per vector store
    instruction, registers counted for AArch64's load and store pairs and lists; 0 if the loop
    stores no vector. A jammed copy reads F rows per row of accumulators it writes back."""
    loads = stores = 0
    data = hvx_data_base(loop)
    for i in map(strip_comment, loop.insns):
        if spill(i, target):
            continue
        if target.name.startswith("x86"):
            if re.search(r"%[xyz]mm", i) and "(" in i:
                if re.match(r"v?mov\w*\s+%[xyz]mm\d+,", i):
                    stores += 1
                else:
                    loads += 1
        elif target.name.startswith("aarch64"):
            m = re.match(r"(ld|st)[pr1]\w*\s+(.*)", i)
            regs = len(re.findall(r"\b[qd]\d+\b|\bv\d+\.", m.group(2))) if m else 0
            if m and m.group(1) == "ld":
                loads += regs
            elif m:
                stores += regs
        else:
            loads += len([b for b in re.findall(r"=\s*vmem\w*\((r\d+)", i) if data(b)])
            stores += len([b for b in re.findall(r"vmem\w*\((r\d+)[^)]*\)\s*=", i) if data(b)])
    return loads / stores if stores else 0.0


LOOP_NOTE = re.compile(r"/\* bench: (?:(\d+) elements per iteration|(remainder) loop) \*/")


def loop_notes(source: str) -> dict[int, int | None]:
    """A kernel's notes on its `for` lines, by line: elements one source iteration computes (an
    RGBA pixel is 4 bytes of the kernel's n), or None for a remainder loop (not a hot loop)."""
    notes = {}
    for i, line in enumerate(source.splitlines(), 1):
        if m := LOOP_NOTE.search(line):
            notes[i] = int(m.group(1)) if m.group(1) else None
    return notes


def hot_loop_cost(asm: str, remarks: str, func: str, target: Target,
                  out_elem_bytes: int | None = None, in_elem_bytes: int | None = None,
                  notes: dict[int, int | None] | None = None) -> dict | None:
    """Cost per element of the kernel's innermost vector loops (see the module docstring).

    Without remarks (Halide), elements per iteration are the bytes the loop stores divided by
    out_elem_bytes, or for a reduction (its loop stores nothing) the bytes its vector loads move
    divided by in_elem_bytes (the input bytes one element reads). With remarks, `notes`
    (loop_notes) scale a source loop's VF x interleave or leave the loop out."""
    loops = [l for l in inner_loops(asm, func) if vector_bits(l, target)]
    if not loops:
        return None
    if out_elem_bytes is not None:
        groups = {0: loops}
        vf, jams = {0: None}, {}
    else:
        notes = notes or {}
        rem = sorted((int(m.group(1)), int(m.group(2)) * int(m.group(3)) * (notes.get(int(m.group(1))) or 1))
                     for m in REMARK.finditer(remarks))
        if not rem:
            return None
        jams = jam_factors(remarks, [g for g, _ in rem])
        groups, vf = {}, dict(rem)
        for g, f in jams.items():
            vf[g] = f * min(e for r, e in rem if r == g)
        for l in loops:
            # The loop's own `for` line carries its increment and exit test; inlined helpers and
            # the body may sit on other (even earlier) lines.
            # Otherwise the nearest remark before its last line (the body follows its `for`), or
            # after it when every line is in a helper defined above.
            own = [r for r, _ in rem if r in l.lines]
            line = max(l.lines, default=0)
            owner = max(own) if own else max((r for r, _ in rem if r <= line), default=None)
            if owner is None:
                # A body made only of lines of helpers inlined from above the loop: the nearest.
                owner = min((r for r, _ in rem), key=lambda r: r - line)
            groups.setdefault(owner, []).append(l)
    # Deepest copy first (loop unswitching or peeling may leave a shallower copy outside the nest),
    # then the most bytes moved by vector loads and stores (epilogue loops are narrower or gather
    # their vectors from scalar loads), then the longest body (of two versioned copies, the slower).
    mains = {g: jammed_body(ls, target) if g in jams else
             max(ls, key=lambda l: (l.depth, vector_mem_bytes(l, target), len(l.insns)))
             for g, ls in groups.items() if not (notes and g in notes and notes[g] is None)}
    if not mains:
        return None
    depth = max(l.depth for l in mains.values())
    total, parts = 0.0, []
    for g, l in sorted(mains.items()):
        if l.depth != depth:
            continue
        cost, n_insns = loop_cost(l, target)
        elems = (vf[g] if vf[g] is not None else vector_mem_bytes(l, target) / in_elem_bytes
                 if in_elem_bytes else stored_bytes(l, target) / out_elem_bytes)
        if not elems:
            continue
        total += cost / elems
        parts.append({"line": g, "elements_per_iter": elems, "cost_per_iter": cost, "insns": n_insns,
                      "vector_bits": vector_bits(l, target)})
    return {"per_element": total, "loops": parts} if parts else None


def vector_mem_bytes(loop: Loop, target: Target) -> int:
    """Bytes that the loop's vector loads and stores move per iteration."""
    n = 0
    data = hvx_data_base(loop)
    for i in map(strip_comment, loop.insns):
        if spill(i, target):
            continue
        if target.name == "x86-avx2":
            if "(" in i and re.match(r"v?mov", i):
                n += 32 if "%ymm" in i else 16 if "%xmm" in i else 0
        elif target.name.startswith("aarch64"):
            m = re.match(r"(ld[pr]|st[pr]|ld1|st1)\w*\s+(.*)", i)
            if m and i.startswith("ld1r"):  # one element loaded and replicated
                n += {"b": 1, "h": 2, "s": 4, "d": 8}[re.search(r"\.\d*([bhsd])\b", i).group(1)]
            elif m:
                n += 16 * len(re.findall(r"\bq\d+\b|\bv\d+\.(?:16b|8h|4s|2d)", m.group(2)))
                n += 8 * len(re.findall(r"\bd\d+\b|\bv\d+\.(?:8b|4h|2s)", m.group(2)))
        else:
            n += 128 * len([b for b in re.findall(r"vmem\w*\((r\d+)", i) if data(b)])
    return n


def jammed_body(loops: list[Loop], target: Target) -> Loop:
    """Of a jammed source loop's copies, the jammed vector body: among the most deeply nested
    copies that read more rows per row written than the fewest any copy reads (the remainder's),
    the one that costs the most per iteration (the widest; the others are its vector epilogues).
    This needs the remainder's copies in the code (a runtime outer trip count); checked against
    every copy of matmul_u8 and matmul_requant on each target."""
    depth = max(l.depth for l in loops)
    deep = [l for l in loops if l.depth == depth]
    ratio = {l.header: loads_per_store(l, target) for l in deep}
    least = min((r for r in ratio.values() if r), default=0.0)
    jammed = [l for l in deep if ratio[l.header] > least] or deep
    return max(jammed, key=lambda l: loop_cost(l, target)[0])


def hvx_data_base(loop: Loop):
    """Whether an HVX base register addresses data, not spills or constants: not one of
    `Loop.stack_regs` unless the loop steps it (registers are reused; spill slots are fixed
    addresses), nor one of `Loop.const_regs` unless the loop also sets it otherwise."""
    text = "\n".join(loop.insns)
    stepped = set(re.findall(r"\b(r\d+)\+\+", text)) | set(re.findall(r"\b(r\d+) = add\(\1,", text))
    # A copy of a stepped pointer (`r8 = r7`, software pipelining keeps last iteration's) is one too.
    copies = re.findall(r"\b(r\d+) = (r\d+)$", text, re.M)
    while new := {a for a, b in copies if b in stepped} - stepped:
        stepped |= new
    reused = set(re.findall(r"\b(r\d+) = (?!add\(pc,)", text))
    return lambda b: b in stepped or (b not in loop.stack_regs and (b not in loop.const_regs or b in reused))


def spill(insn: str, target: Target) -> bool:
    """An x86 or AArch64 access to the stack (a spill or reload, not the kernel's data). HVX
    spills are told apart by their base register (`Loop.stack_regs`)."""
    return (target.name == "x86-avx2" and "(%rsp" in insn) or (target.name.startswith("aarch64") and "[sp" in insn)


def stored_bytes(loop: Loop, target: Target) -> float:
    n = 0
    data = hvx_data_base(loop)
    for i in map(strip_comment, loop.insns):
        if spill(i, target):
            continue
        if target.name == "x86-avx2":
            if re.match(r"v?mov\w*\s+%ymm\d+,\s*\S*\(", i):
                n += 32
            elif re.match(r"v?mov\w*\s+%xmm\d+,\s*\S*\(", i):
                n += 16
        elif target.name.startswith("aarch64"):
            m = re.match(r"(st[pr]|st1)\s+(.*)", i)
            if m:
                regs = re.findall(r"\bq\d+\b|\bv\d+\.16b|\bv\d+\.8h|\bv\d+\.4s|\bv\d+\.2d", m.group(2))
                n += 16 * len(regs)
        else:
            n += 128 * len([b for b in re.findall(r"vmem\w*\((r\d+)[^)]*\)\s*=", i) if data(b)])
    return n


def fixsel_pass_seconds(time_report: str) -> float | None:
    """User+system time of the plugin's pass (llvm-plugin wraps it as `{anonymous}::Pass<ModuleIR>`)."""
    for line in time_report.splitlines():
        if "Pass<ModuleIR>" in line:
            nums = re.findall(r"(\d+\.\d+) \(", line)
            if len(nums) >= 3:
                return float(nums[2])
    return None


# ---------------------------------------------------------------------------------------------

KNOWN_FAILURES = {k: v for k, v in json.loads((REPO / "bench" / "known_failures.json").read_text()).items()
                  if not k.startswith("_")}


def parse_run(output: str, target: str, kernel: str) -> dict:
    """Per variant: "ok", "XFAIL" (a known wrong build, bench/known_failures.json), "XPASS" or "FAIL"."""
    checks = {v: [] for v in VARIANTS}
    for m in re.finditer(r"^check (\w+) round (\d+)( ok|.*)$", output, re.M):
        checks[m.group(1)].append(m.group(3).strip())
    times = {m.group(1): int(m.group(2)) / 1e6
             for m in re.finditer(r"^time (\w+) (\d+) fs/elem", output, re.M)}
    status = {}
    for v, c in checks.items():
        if not c:
            continue
        correct = all(x == "ok" for x in c)
        known = f"{target}/{kernel}/{v}" in KNOWN_FAILURES
        status[v] = ("XPASS" if known else "ok") if correct else ("XFAIL" if known else "FAIL")
    complete = bool(re.search(r"^result (ok|FAIL)", output, re.M)) and "base" in status and "fixsel" in status
    ok = complete and all(s in ("ok", "XFAIL") for s in status.values())
    return {"ok": ok, "status": status, "ns_per_elem": times,
            "failures": [l for l in output.splitlines() if "MISMATCH" in l or "exit status" in l][:6]
                        if not ok else []}


HALIDE_BUILD = REPO / "target" / "bench" / "halide"  # written by scripts/bench_halide.py


def halide_objects(kernel: str, target: Target) -> list[Path]:
    d = HALIDE_BUILD / target.name
    objs = [d / f"{kernel}.o", d / f"{kernel}_shim.o"]
    return objs if all(o.exists() for o in objs) else []


def check_kernel(kernel: str, target: Target, work: Path, res: str, timed: bool) -> dict:
    b = Build(kernel, target, work, res)
    b.object("base")
    b.object("fixsel")
    exes = b.executables(timed and target.timed, halide_objects(kernel, target))
    if timed and target.timed:
        return {"exes": [str(e) for e in exes]}  # run later, one at a time
    return parse_run(b.execute(exes[0]), target.name, kernel)


def timed_run(outputs: list[str], target: str, kernel: str) -> dict:
    """One result from the runs of a kernel's link orders: correct only if every run is, each
    variant's time the mean of its medians."""
    runs = [parse_run(o, target, kernel) for o in outputs]
    r = dict(runs[0])
    r["ok"] = all(x["ok"] for x in runs)
    r["failures"] = [f for x in runs for f in x["failures"]]
    r["ns_per_elem"] = {v: statistics.mean(x["ns_per_elem"][v] for x in runs)
                        for v in runs[0]["ns_per_elem"] if all(v in x["ns_per_elem"] for x in runs)}
    return r


def static_metrics(kernel: str, target: Target, work: Path, res: str) -> dict:
    b = Build(kernel, target, work, res)
    out = {}
    notes = loop_notes((KERNELS / f"{kernel}.c").read_text())
    for v in ("base", "fixsel"):
        asm, err = b.asm(v)
        out[v] = hot_loop_cost(asm, err, f"{kernel}__{v}", target, notes=notes)
        if v == "fixsel":
            out["fixsel_pass_s"] = fixsel_pass_seconds(err)
    meta = HALIDE_BUILD / target.name / f"{kernel}.json"
    if meta.exists():
        m = json.loads(meta.read_text())
        asm = (meta.parent / f"{kernel}.s").read_text()
        if "in_elem_bytes" in m and target.name == "x86-avx2":
            out["halide"] = None  # x86 folds loads into pmaddwd & co., which vector_mem_bytes misses
        else:
            out["halide"] = hot_loop_cost(asm, "", m["function"], target, m["out_elem_bytes"],
                                          m.get("in_elem_bytes"))
    return out


def compile_times(kernel: str, target: Target, work: Path, res: str, reps: int = 3) -> dict:
    b = Build(kernel, target, work, res)
    t = {"base": [], "fixsel": []}
    for _ in range(reps):
        for v in ("base", "fixsel"):
            cmd = b.kernel_cmd(v, b.dir / f"ct_{v}.o", ("-c",))
            s = time.perf_counter()
            run(cmd)
            t[v].append(time.perf_counter() - s)
    return {v: statistics.median(x) for v, x in t.items()}


def geomean(xs: list[float]) -> float | None:
    xs = [x for x in xs if x and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--check", action="store_true", help="correctness only (CI)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--only", help="comma-separated kernels")
    ap.add_argument("--targets", help="comma-separated targets: " + ", ".join(TARGETS))
    ap.add_argument("--out", default=str(REPO / "bench"), help="where RESULTS.md, results.json, charts/ go")
    ap.add_argument("--work", help="build directory (default: a temporary one)")
    args = ap.parse_args()

    kernels = sorted(p.stem for p in KERNELS.glob("*.c"))
    if args.only:
        kernels = [k for k in kernels if k in args.only.split(",")]
    targets = [TARGETS[t] for t in (args.targets.split(",") if args.targets else DEFAULT_TARGETS)]
    if not PLUGIN.exists():
        print(f"bench: {PLUGIN} missing (cargo build --release)", file=sys.stderr)
        return 2
    res = resource_dir()
    t_start = time.time()
    tmp = None
    if args.work:
        work = Path(args.work)
        work.mkdir(parents=True, exist_ok=True)
    else:
        tmp = tempfile.TemporaryDirectory(prefix="fixsel-bench-")
        work = Path(tmp.name)

    timed = not args.check
    results: dict = {t.name: {} for t in targets}
    failed = []
    with cf.ThreadPoolExecutor(args.jobs) as pool:
        futs = {pool.submit(check_kernel, k, t, work, res, timed): (k, t) for t in targets for k in kernels}
        for f in cf.as_completed(futs):
            k, t = futs[f]
            try:
                r = f.result()
            except Exception as e:  # a compile error is a failure of that kernel, reported at the end
                r = {"ok": False, "failures": [str(e)[:2000]], "status": {}, "ns_per_elem": {}}
            results[t.name][k] = r
            if "exes" not in r:
                status = "ok" if r["ok"] else "FAIL"
                variants = " ".join(f"{v}:{x}" for v, x in r["status"].items())
                print(f"[{time.time() - t_start:6.1f}s] {t.name:16} {k:22} {status:4} {variants}", flush=True)
                if not r["ok"]:
                    failed.append((t.name, k))
                    for line in r["failures"]:
                        print("    " + line, flush=True)

    if timed:
        # Native timing, one process at a time (the other core is left to the machine's other load).
        for t in targets:
            if not t.timed:
                continue
            for k in kernels:
                r = results[t.name][k]
                if "exes" not in r:
                    continue
                b = Build(k, t, work, res)
                results[t.name][k] = timed_run([b.execute(Path(e)) for e in r["exes"]], t.name, k)
                r = results[t.name][k]
                status = "ok" if r["ok"] else "FAIL"
                ns = "  ".join(f"{v} {x:.4f}" for v, x in r["ns_per_elem"].items())
                print(f"[{time.time() - t_start:6.1f}s] {t.name:16} {k:22} {status}  ns/elem: {ns}", flush=True)
                if not r["ok"]:
                    failed.append((t.name, k))
                    for line in r["failures"]:
                        print("    " + line, flush=True)
        with cf.ThreadPoolExecutor(args.jobs) as pool:
            futs = {pool.submit(static_metrics, k, t, work, res): (k, t) for t in targets for k in kernels}
            for f in cf.as_completed(futs):
                k, t = futs[f]
                try:
                    results[t.name][k]["static"] = f.result()
                except Exception as e:
                    results[t.name][k]["static"] = {"error": str(e)[:500]}
                    print(f"static metrics {t.name} {k}: {str(e)[:300]}", flush=True)
        print(f"[{time.time() - t_start:6.1f}s] compile times ...", flush=True)
        for t in targets:  # sequential: compile time is a timing
            for k in kernels:
                results[t.name][k]["compile_s"] = compile_times(k, t, work, res)
        elapsed = time.time() - t_start
        import bench_report  # scripts/bench_report.py: tables and charts
        bench_report.write(results, targets, kernels, Path(args.out), elapsed, sys.argv, KNOWN_FAILURES)

    n = len(targets) * len(kernels)
    xfail = sum(s == "XFAIL" for t in targets for k in kernels
                for s in results[t.name].get(k, {}).get("status", {}).values())
    print(f"bench: {n - len(failed)}/{n} kernel x target builds pass (every variant correct or a known "
          f"failure; {xfail} known-wrong variant builds, bench/known_failures.json) in {time.time() - t_start:.0f}s")
    for t, k in failed:
        print(f"bench: FAIL {t} {k}")
    if tmp:
        tmp.cleanup()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
