"""Write bench/RESULTS.md, bench/results.json and bench/charts/<target>.png from scripts/bench.py's results."""

from __future__ import annotations

import datetime
import json
import math
import platform
import subprocess
from pathlib import Path


def geomean(xs):
    xs = [x for x in xs if x is not None and x > 0]
    return math.exp(sum(map(math.log, xs)) / len(xs)) if xs else None


def ratio(a, b):
    return a / b if a is not None and b else None


def cost(r: dict, variant: str):
    s = (r.get("static") or {}).get(variant)
    return s["per_element"] if s else None


def fmt(x, digits=2, suffix=""):
    return "–" if x is None else f"{x:.{digits}f}{suffix}"


def status_cell(r: dict) -> str:
    st = r.get("status", {})
    if not st:
        return "build error"
    bad = [f"{v} {s}" for v, s in st.items() if s != "ok"]
    return "ok" if not bad else ", ".join(bad)


def speedups(results: dict, target, kernels) -> dict:
    """Per kernel: the target's headline speedup of fixsel over clang alone (and Halide's)."""
    out = {}
    for k in kernels:
        r = results[target.name][k]
        if target.timed:
            t = r.get("ns_per_elem", {})
            out[k] = (ratio(t.get("base"), t.get("fixsel")), ratio(t.get("base"), t.get("halide")))
        else:
            out[k] = (ratio(cost(r, "base"), cost(r, "fixsel")), ratio(cost(r, "base"), cost(r, "halide")))
    return out


def chart(path: Path, title: str, metric: str, sp: dict) -> None:
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    import matplotlib.ticker

    ks = [k for k in sp if sp[k][0] is not None]
    ks.sort(key=lambda k: sp[k][0])
    fig, ax = plt.subplots(figsize=(max(8, 0.32 * len(ks) + 2), 4.2))
    xs = range(len(ks))
    vals = [sp[k][0] for k in ks]
    colors = ["#2b7bba" if v > 1.02 else "#d9534f" if v < 0.98 else "#999999" for v in vals]
    ax.bar(xs, [v - 1 for v in vals], bottom=1, color=colors)  # bars grow from 1x, up or down
    ax.bar([0], [0], bottom=1, color="#2b7bba", label="clang-16 -O3 + fixsel (red: >2% slower, grey: within 2%)")
    hx = [i for i, k in enumerate(ks) if sp[k][1] is not None]
    if hx:
        ax.scatter(hx, [sp[ks[i]][1] for i in hx], marker="D", color="#f0ad4e", edgecolor="black",
                   zorder=3, label="Halide 21")
    ax.axhline(1.0, color="black", linewidth=0.8)
    ax.set_yscale("log", base=2)  # slowdowns and speedups alike; Halide reaches 20x+ where clang scalarizes
    ax.yaxis.set_major_formatter(matplotlib.ticker.FuncFormatter(lambda v, _: f"{v:g}x"))
    g = geomean(vals)
    ax.set_title(f"{title}: speedup over clang-16 -O3 ({metric}), geomean {g:.2f}x" if g else title)
    ax.set_xticks(list(xs))
    ax.set_xticklabels(ks, rotation=70, ha="right", fontsize=8)
    ax.set_ylabel("speedup (log scale)")
    ax.legend(fontsize=8, loc="upper left")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def tool_versions() -> dict:
    v = {}
    try:
        v["clang"] = subprocess.run(["/usr/lib/llvm-16/bin/clang", "--version"], capture_output=True,
                                    text=True).stdout.splitlines()[0]
    except Exception:
        v["clang"] = "?"
    try:
        import halide
        v["halide"] = getattr(halide, "__version__", None) or subprocess.run(
            ["pip", "show", "halide"], capture_output=True, text=True).stdout.split("Version: ")[1].split()[0]
    except Exception:
        v["halide"] = "not installed"
    try:
        v["cpu"] = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
    except Exception:
        v["cpu"] = platform.processor()
    return v


HOW = """\
## How the numbers are made

* **Builds.** Each kernel (`bench/kernels/<k>.c`) is compiled by `clang-16 -std=c11 -O3` for the target,
  once as is and once with `-fpass-plugin=target/release/libfixsel.so` (fixsel runs at the
  optimizer-last extension point, after the vectorizer), and linked with its driver
  (`bench/drivers/<k>.c`, `bench/harness/`) into one freestanding executable per target.
* **Correctness.** The driver runs every variant on 6 input rounds (edge values of each element type
  in every combination across the first inputs, only 0 and the maximum, random mixtures with a ragged
  size) and compares every output element, and the bytes past the end, with a scalar reference
  written independently in 64-bit arithmetic: natively on x86, under `qemu-aarch64-static -cpu max`
  and `qemu-hexagon-static`. A variant that differs and is listed in `bench/known_failures.json` is
  XFAIL (bugs of LLVM 16 or of fixsel, with their reproducers); the table's status column says which.
* **x86 time** (the host CPU above, AVX2): per kernel one process runs base, fixsel and Halide one
  after the other (every other repetition in reverse order), 21 times, each sample calling the kernel
  for >= 2 ms of the thread's CPU time (not wall time: the machine is shared); kernels start on
  64-byte boundaries (`-falign-functions=64`), so identical code times identically (checked: kernels
  fixsel leaves unchanged measure 1.00); the median per variant, and that twice, with the clang
  and fixsel objects linked in either order, the two medians averaged (where the functions land
  still moves a memory-bound kernel by about 2%: absd_u8 measured 0.98 one way, 1.00 the other),
  divided by the elements of one call (outputs; for the GEMM-like kernels multiply-accumulates; for
  reductions the input elements). Speedup = base time / fixsel time.
* **Hot-loop cost per element** from the assembly of the same compile (`-S`, plus
  `-gline-tables-only`, which does not change code): clang's verbose assembly marks each machine loop
  (`=>This Inner Loop Header`, `in Loop: Header=BBx_y`); innermost loops using vector registers are
  mapped to their source loop (the `-Rpass=loop-vectorize` remark whose line, the loop's `for`, is
  among the loop's `.loc` lines, else the nearest one before its last line; the remark gives
  VF x interleave = elements per iteration, times N where the kernel's `for` line says
  `/* bench: N elements per iteration */`: rgba_add_sat's pixel loop computes 4 of its byte
  elements per iteration); per source
  loop the vector body is the most deeply nested copy (unswitching or peeling can leave copies
  outside the nest), then the one moving the most bytes with vector loads and stores (epilogue loops
  are narrower or assemble vectors from scalar loads), then the longest (of two versioned copies,
  the slower one). A source loop inside a nest that fixsel unroll-and-jammed by F (clang's
  `-Rpass=loop-unroll-and-jam` remark on the outer `for`; the first vectorized loop after it) has a
  jammed and a remainder copy: its vector body is, of the copies that read more rows per row of
  accumulators written than the remainder (F against one), the one costing the most per
  iteration (the others are its vector epilogues), and it computes F x the smaller VF x
  interleave of the line's remarks (if that is the remainder's, fewer elements than the jammed
  copy computes: a cost per element too high, never too low). Only the
  most deeply nested source loops count, except one marked `/* bench: remainder loop */`, and
  their costs per element are summed (a two-pass filter's
  both passes, a GEMM's multiply-accumulate loop but not its requantize loop). The cost of one
  iteration is llvm-mca's `Total Cycles / Iterations` (200 iterations; x86 `-mcpu=skylake`, AArch64
  `-mcpu=cortex-a76`) or, for HVX, the number of VLIW packets (`{ ... }`) in the loop (llvm-mca does
  not model Hexagon). Halide's loops have no remarks: elements per iteration = bytes its vector stores
  write per iteration / output element size. `–` = no vector loop found (the kernel did not vectorize,
  or a reduction whose loop holds only scalar registers).
* **Compile time**: wall time of the whole `clang -O3 -c` invocation without and with the plugin,
  alternated, median of 3. **fixsel time**: user+system time of the plugin's pass
  (`{anonymous}::Pass<ModuleIR>`) in `-ftime-report`.
"""


def write(results: dict, targets, kernels, out: Path, elapsed: float, argv, known_failures: dict) -> None:
    out.mkdir(parents=True, exist_ok=True)
    (out / "charts").mkdir(exist_ok=True)
    versions = tool_versions()
    (out / "results.json").write_text(json.dumps({"versions": versions, "elapsed_s": elapsed,
                                                  "results": results}, indent=1, sort_keys=True))
    L = ["# fixsel benchmark results", "",
         "Produced by `scripts/bench.sh` (all of it: build, check, measure, this file and the charts) on "
         f"{datetime.datetime.utcnow():%Y-%m-%d %H:%M} UTC in {elapsed / 60:.1f} minutes.",
         f"Host: {versions['cpu']}; {versions['clang']}; Halide {versions['halide']} (pip).", "",
         "Speedup = clang-16 -O3 alone / clang-16 -O3 with fixsel (> 1: fixsel faster). "
         "Halide = clang alone / Halide 21 on the same metric.", ""]
    # Summary
    L += ["## Summary", "",
          "| target | metric | geomean speedup | kernels faster / slower (>2%) | Halide 21 geomean (its kernels) "
          "| compile time with / without plugin | fixsel pass, all kernels |",
          "|---|---|---|---|---|---|---|"]
    summary = {}
    for t in targets:
        sp = speedups(results, t, kernels)
        vals = [v[0] for v in sp.values() if v[0]]
        hal = [v[1] for v in sp.values() if v[1]]
        faster = sum(v > 1.02 for v in vals)
        slower = sum(v < 0.98 for v in vals)
        ct = [results[t.name][k].get("compile_s", {}) for k in kernels]
        cb = sum(c.get("base", 0) for c in ct)
        cf = sum(c.get("fixsel", 0) for c in ct)
        fp = sum((results[t.name][k].get("static") or {}).get("fixsel_pass_s") or 0 for k in kernels)
        metric = "native time (x86)" if t.timed else ("VLIW packets" if t.mca is None else "llvm-mca cycles")
        summary[t.name] = {"geomean": geomean(vals), "halide_geomean": geomean(hal), "faster": faster,
                           "slower": slower, "compile_ratio": ratio(cf, cb), "fixsel_pass_s": fp}
        L.append(f"| {t.title} | {metric} | **{fmt(geomean(vals))}x** ({len(vals)} kernels) | {faster} / {slower} "
                 f"| {fmt(geomean(hal))}x ({len(hal)}) | {fmt(ratio(cf, cb), 3)} ({cf:.1f} s / {cb:.1f} s) "
                 f"| {fp * 1000:.0f} ms |")
        if t.timed:
            mca = [ratio(cost(results[t.name][k], "base"), cost(results[t.name][k], "fixsel")) for k in kernels]
            L.append(f"| {t.title} | llvm-mca cycles (skylake) | {fmt(geomean(mca))}x "
                     f"({sum(1 for m in mca if m)} kernels) | {sum(1 for m in mca if m and m > 1.02)} / "
                     f"{sum(1 for m in mca if m and m < 0.98)} | "
                     f"{fmt(geomean([ratio(cost(results[t.name][k], 'base'), cost(results[t.name][k], 'halide')) for k in kernels]))}x | | |")
    L.append("")
    # Per target
    for t in targets:
        sp = speedups(results, t, kernels)
        unit = "packets/elem" if t.mca is None else "cycles/elem"
        L += [f"## {t.title}", "", f"![{t.name}](charts/{t.name}.png)", ""]
        head = "| kernel | "
        if t.timed:
            head += "ns/elem clang | ns/elem +fixsel | **speedup** | ns/elem Halide | "
        head += (f"{unit} clang | {unit} +fixsel | {'**speedup**' if not t.timed else 'ratio'} | {unit} Halide | "
                 "compile ms clang | +fixsel | ratio | fixsel pass ms | check |")
        L += [head, "|" + "---|" * (head.count("|") - 1)]
        for k in kernels:
            r = results[t.name][k]
            row = f"| {k} | "
            if t.timed:
                tm = r.get("ns_per_elem", {})
                row += (f"{fmt(tm.get('base'), 4)} | {fmt(tm.get('fixsel'), 4)} | **{fmt(sp[k][0])}** | "
                        f"{fmt(tm.get('halide'), 4)} | ")
            cb, cfx, ch = cost(r, "base"), cost(r, "fixsel"), cost(r, "halide")
            sr = ratio(cb, cfx)
            row += (f"{fmt(cb)} | {fmt(cfx)} | {('**' + fmt(sr) + '**') if not t.timed else fmt(sr)} | {fmt(ch)} | ")
            c = r.get("compile_s", {})
            fp = (r.get("static") or {}).get("fixsel_pass_s")
            row += (f"{fmt(c.get('base') and c['base'] * 1000, 0)} | {fmt(c.get('fixsel') and c['fixsel'] * 1000, 0)} | "
                    f"{fmt(ratio(c.get('fixsel'), c.get('base')), 3)} | {fmt(fp and fp * 1000, 1)} | {status_cell(r)} |")
            L.append(row)
        L.append("")
        metric = "native time" if t.timed else ("VLIW packets" if t.mca is None else "llvm-mca cycles")
        chart(out / "charts" / f"{t.name}.png", t.title, metric, sp)
    # Known failures
    L += ["## Known wrong builds (XFAIL)", ""]
    L += [f"* `{k}`: {v}" for k, v in sorted(known_failures.items())]
    L += ["", HOW, "## Command", "", "```sh", "scripts/bench.sh" + (" " + " ".join(argv[1:]) if len(argv) > 1 else ""),
          "```", ""]
    (out / "RESULTS.md").write_text("\n".join(L))
    (out / "summary.json").write_text(json.dumps(summary, indent=1))
