#!/usr/bin/env python3
"""Workload speed of the realcode.sh x86 builds: clang alone vs +fixsel, alternated in one run.

usage: realcode_bench.py WORKDIR REPS OUT.md
WORKDIR is target/realcode (builds in build/LIB-x86-{plain,fixsel}, summary-*.tsv beside them).
Each workload's child CPU time (user+sys) is measured per run; ratios are plain/fixsel
(> 1: fixsel faster), min and median over REPS alternated runs.
"""
import os, re, resource, statistics, subprocess, sys

W, REPS, OUT = sys.argv[1], int(sys.argv[2]), sys.argv[3]
DATA = os.path.join(W, "bench-data")
os.makedirs(DATA, exist_ok=True)


def make_inputs():
    """A 4096x3072 PPM with smooth gradients and texture; 20 s of stereo 48 kHz PCM (chords + noise)."""
    ppm = os.path.join(DATA, "big.ppm")
    if not os.path.exists(ppm):
        w, h = 4096, 3072
        row = bytearray(w * 3)
        with open(ppm, "wb") as f:
            f.write(b"P6\n%d %d\n255\n" % (w, h))
            for y in range(h):
                for x in range(w):
                    row[3 * x] = (x + y) & 255
                    row[3 * x + 1] = (x * y >> 7) & 255
                    row[3 * x + 2] = ((x ^ y) * 37) & 255
                f.write(row)
    pcm = os.path.join(DATA, "audio.pcm")
    if not os.path.exists(pcm):
        import math, random, struct
        rnd = random.Random(1)
        n = 48000 * 20
        buf = bytearray()
        for i in range(n):
            t = i / 48000.0
            s = 0.3 * math.sin(2 * math.pi * 220 * t) + 0.2 * math.sin(2 * math.pi * 277 * t) \
                + 0.1 * math.sin(2 * math.pi * 3300 * t) + 0.05 * (rnd.random() - 0.5)
            v = int(max(-1, min(1, s)) * 32000)
            buf += struct.pack("<hh", v, -v // 2)
        open(pcm, "wb").write(buf)
    return ppm, pcm


def workloads(ppm, pcm):
    """name -> function(builddir) returning the argv lists to run in sequence."""
    def jpeg(b):
        j = os.path.join(DATA, os.path.basename(b) + ".jpg")
        return [[f"{b}/cjpeg-static", "-quality", "90", "-outfile", j, ppm],
                [f"{b}/djpeg-static", "-outfile", "/dev/null", j]]

    def opus(b):
        bit = os.path.join(DATA, os.path.basename(b) + ".bit")
        return [[f"{b}/opus_demo", "-e", "audio", "48000", "2", "64000", pcm, bit],
                [f"{b}/opus_demo", "-d", "48000", "2", bit, "/dev/null"]]

    def pixman(b):
        return [[f"{b}/test/lowlevel-blt-bench", "-m", "1000", p]
                for p in ("over_8888_8888", "add_8_8", "over_n_8_0565")]
    return {"jpeg": ("cjpeg -quality 90 + djpeg of a 4096x3072 PPM", jpeg),
            "opus": ("opus_demo encode (64 kbit/s) + decode of 20 s stereo 48 kHz", opus),
            "pixman": ("lowlevel-blt-bench over_8888_8888, add_8_8, over_n_8_0565", pixman)}


def functions(obj):
    """function name -> its instructions, addresses and branch targets left out (they move
    whenever anything before them changes)."""
    out = subprocess.run(["llvm-objdump-16", "-d", "--no-show-raw-insn", "--no-leading-addr", obj],
                         capture_output=True, text=True).stdout
    funcs, cur = {}, None
    for line in out.splitlines():
        m = re.match(r"^[0-9a-f]* ?<(.+)>:$", line)
        if m:
            cur = funcs.setdefault(m.group(1), [])
        elif cur is not None and line.strip():
            cur.append(re.sub(r"\b(0x)?[0-9a-f]{3,}\b|<[^>]*>", "_", line.split("//")[0].split("#")[0].strip()))
    return funcs


def changed_code(build):
    """The functions of a library whose machine code differs between its two builds:
    [(object/function, instructions plain, instructions fixsel)]."""
    plain, fixsel = build + "-plain", build + "-fixsel"
    changed = set()  # a file built into two libraries (libjpeg, libturbojpeg) counts once
    for root, _, files in os.walk(plain):
        for name in files:
            if not name.endswith(".o") or "/test" in root or "CMakeFiles/test" in root:
                continue
            a = os.path.join(root, name)
            b = os.path.join(fixsel, os.path.relpath(a, plain))
            if not os.path.exists(b):
                continue
            fa, fb = functions(a), functions(b)
            for f in fa.keys() & fb.keys():
                if fa[f] != fb[f]:
                    changed.add((f"{name[:-2]}/{f}", len(fa[f]), len(fb[f])))
    return sorted(changed, key=lambda c: -abs(c[1] - c[2]))


def cpu_time(cmds):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    for c in cmds:
        subprocess.run(c, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main():
    ppm, pcm = make_inputs()
    rows = []
    for lib, (desc, cmds) in workloads(ppm, pcm).items():
        b = {v: os.path.join(W, "build", f"{lib}-x86-{v}") for v in ("plain", "fixsel")}
        if not all(os.path.isdir(d) for d in b.values()):
            continue
        times = {"plain": [], "fixsel": []}
        for _ in range(REPS):
            for v in ("plain", "fixsel"):
                times[v].append(cpu_time(cmds(b[v])))
        ratios = [p / f for p, f in zip(times["plain"], times["fixsel"])]
        rows.append((lib, desc, min(times["plain"]), min(times["fixsel"]),
                     min(times["plain"]) / min(times["fixsel"]), statistics.median(ratios)))
        print(f"   {lib}: plain {rows[-1][2]:.3f} s, fixsel {rows[-1][3]:.3f} s, "
              f"ratio of mins {rows[-1][4]:.3f}, median ratio {rows[-1][5]:.3f}")
    with open(OUT, "w") as f:
        f.write(REPORT_HEAD)
        for name in sorted(os.listdir(W)):
            if name.startswith("summary-") and name.endswith(".tsv"):
                f.write(f"\n`{name}`:\n\n")
                lines = open(os.path.join(W, name)).read().split("\n")
                head = lines[0].split("\t")
                f.write("| " + " | ".join(head) + " |\n|" + "---|" * len(head) + "\n")
                for l in lines[1:]:
                    if l:
                        f.write("| " + " | ".join(l.split("\t")) + " |\n")
        f.write(f"\n## x86-64 haswell workloads (CPU time, {REPS} alternated runs; ratio = clang alone / +fixsel)\n\n"
                "| library | workload | clang min (s) | +fixsel min (s) | ratio of mins | median ratio |\n"
                "|---|---|---|---|---|---|\n")
        for r in rows:
            f.write(f"| {r[0]} | {r[1]} | {r[2]:.3f} | {r[3]:.3f} | {r[4]:.3f} | {r[5]:.3f} |\n")
        f.write("\n## Functions whose machine code changed\n\n"
                "A rule firing need not change the code llc emits (the lifted term may be lowered "
                "back to what it was); this compares each function's instructions between the two "
                "builds (library objects, not the test programs), largest size change first.\n")
        for name in sorted(os.listdir(os.path.join(W, "build"))):
            if not name.endswith("-plain") or not os.path.isdir(os.path.join(W, "build", name[:-6] + "-fixsel")):
                continue
            changed = changed_code(os.path.join(W, "build", name[:-6]))
            f.write(f"\n{name[:-6]}: {len(changed)} functions changed" + (":\n\n" if changed else ".\n"))
            for fn, a, b in changed[:8]:
                f.write(f"- `{fn}`: {a} -> {b} instructions\n")
        f.write("\n## Most frequent rules\n")
        for name in sorted(os.listdir(os.path.join(W, "build"))):
            log = os.path.join(W, "build", name, "rules.log")
            if not name.endswith("-fixsel") or not os.path.exists(log):
                continue
            counts = {}
            for l in open(log):
                if l.startswith("fixsel: rule: "):
                    rule = l.split(" ", 3)[3].strip()
                    counts[rule] = counts.get(rule, 0) + 1
            if counts:
                f.write(f"\n{name} ({sum(counts.values())} rewrites):\n\n")
                for rule, n in sorted(counts.items(), key=lambda kv: -kv[1])[:8]:
                    f.write(f"- {n} × `{rule}`\n")


REPORT_HEAD = """# fixsel on real code

Written by `scripts/realcode.sh` (`scripts/realcode_bench.py`): libjpeg-turbo 2.1.5 (`WITH_SIMD=0`),
opus 1.3.1 (fixed point, no intrinsics, no asm) and pixman 0.42.2 (no SIMD paths), from Debian
bookworm's source packages, built with clang-16 -O3 alone (`plain`) and with
`-fpass-plugin=libfixsel.so` (`fixsel`), each running its own test suite (libjpeg-turbo `ctest`,
opus and pixman `make check`): x86-64 `-march=haswell` natively, AArch64 under qemu-aarch64.
`suite`: `full` is the library's whole suite; `quick` (what CI runs) shortens its random-case
loops (see `scripts/realcode.sh`). The `hvx` rows count the C files compiled with the plugin for
Hexagon v66 HVX-128 against newlib's headers, verified with `opt-16 -passes=verify` and compiled
to assembly (pass = files, fail = files that crashed, failed to verify, printed a fixsel warning
or that the backend fails on only with the plugin; `skipped` files are not C for Hexagon even
without the plugin: GTK demos, x86 intrinsics, files only #included by others; `llc-fails` files
make LLVM 16's Hexagon backend run out of memory with clang alone too). `build_s` is the whole
build's wall time; rewrites are the `FIXSEL_DEBUG=rules` lines of the build.

## Test suites and rewrites
"""

if __name__ == "__main__":
    main()
