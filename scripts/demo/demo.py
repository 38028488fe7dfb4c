#!/usr/bin/env python3
"""Compiles scripts/demo/kernel.c for each target with clang-16 -O2, with and without fixsel, and
prints each kernel's hot vector loop (the first block that branches back to itself and uses
vector registers), the target instructions fixsel chose, and the loop's instruction count (and VLIW
packets on Hexagon)."""
import os, re, subprocess

REPO = os.environ["REPO"]
CLANG = os.path.join(os.environ["LLVM_BIN"], "clang")
PLUGIN = os.environ["FIXSEL_PLUGIN"]
KERNEL = os.path.join(REPO, "scripts", "demo", "kernel.c")
FUNCTIONS = ["average", "brighten", "difference"]

TARGETS = [
    ("Hexagon HVX v66, 128-byte", ["--target=hexagon-unknown-linux-musl", "-mv66", "-mhvx", "-mhvx-length=128b",
                                    "-mllvm", "-hexagon-autohvx=true"], r"\bv\d+(:\d+)?\b"),
    ("AArch64 NEON", ["--target=aarch64-linux-gnu"], r"\bv\d+\.\d*[bhsd]\b"),
    ("x86-64 AVX2", ["--target=x86_64-linux-gnu", "-mavx2"], r"%[xy]mm\d+"),
]


def compile_asm(flags, plugin):
    cmd = [CLANG, "-O2", "-ffreestanding", "-S", "-o", "-", KERNEL] + flags
    if plugin:
        cmd.append("-fpass-plugin=" + PLUGIN)
    return subprocess.run(cmd, check=True, capture_output=True, text=True).stdout


def function_asm(asm, name):
    m = re.search(rf"^{name}:.*?^\s*\.size\s+{name}", asm, re.S | re.M)
    return m.group(0) if m else ""


def hot_loop(asm, vector_re):
    blocks, label, cur = [], None, []
    for line in asm.splitlines():
        m = re.match(r"^(\.LBB\d+_\d+):", line)
        if m or re.match(r"^\s*(//|#) %bb\.", line):
            blocks.append((label, cur))
            label, cur = (m.group(1) if m else None), []
        cur.append(line)
    blocks.append((label, cur))
    loops = [b for l, b in blocks if l and any(l in x or "endloop" in x for x in b[1:])]
    # The main vector loop is laid out first; later ones are remainder/epilogue loops.
    return next((b for b in loops if any(re.search(vector_re, x) for x in b)), [])


def is_instruction(line):
    s = line.strip()
    return bool(s) and line.startswith("\t") and not s.startswith((".", "//", "#", "{", "}"))


def main():
    for title, flags, vector_re in TARGETS:
        print("=" * 78)
        print(f"{title}:  clang-16 -O2 {' '.join(flags)} [-fpass-plugin=libfixsel.so]")
        asm = {p: compile_asm(flags, p) for p in (False, True)}
        for fn in FUNCTIONS:
            rows = []
            for plugin in (False, True):
                loop = hot_loop(function_asm(asm[plugin], fn), vector_re)
                n = sum(map(is_instruction, loop))
                packets = sum(1 for x in loop if x.strip().startswith("}"))
                rows.append((plugin, loop, n, packets))
            print(f"--- {fn}: hot loop")
            for plugin, loop, n, packets in rows:
                who = "clang + fixsel" if plugin else "clang alone"
                count = f"{n} instructions" + (f" in {packets} packets" if "hexagon" in flags[0] else "")
                print(f"  [{who}] {count}")
                if plugin or n <= 24:
                    for x in loop:
                        if x.strip() and not x.strip().startswith(("//", "#", ".p2align")):
                            print("      " + x.strip())
    print("=" * 78)


if __name__ == "__main__":
    main()
