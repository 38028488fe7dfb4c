#!/usr/bin/env python3
"""Writes the per-target idiom lit tests: lit-tests/<target>/<idiom>.ll.

Each function is one idiom at one element type and vector width, written the way clang 16 -O2
emits it (over-wide i32 intermediates included). Each test checks that the expected intrinsic
appears and the widened arithmetic is gone, verifies the IR, and runs the execution harness
(before vs after, bit-exact, on the target). Rerun after changing the table below:
    python3 scripts/gen_idiom_tests.py [--check]
(--check writes nothing and fails if a committed file is not what this writes.)
"""
import os

from generated import finish, put

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# lit target directory -> (pass target, widths to test per element width, expected output per
# (idiom, sign, bits)).  `None` means the target has no instruction: the function must be unchanged.
TARGETS = {
    "hvx": ("hvx", {8: [64, 128, 256], 16: [32, 64, 128]}, {
        ("rhadd", "u", 8): "llvm.hexagon.V6.vavgubrnd.128B", ("rhadd", "u", 16): "llvm.hexagon.V6.vavguhrnd.128B",
        ("rhadd", "s", 8): "llvm.hexagon.V6.vavgbrnd.128B", ("rhadd", "s", 16): "llvm.hexagon.V6.vavghrnd.128B",
        ("sadd", "u", 8): "llvm.hexagon.V6.vaddubsat.128B", ("sadd", "u", 16): "llvm.hexagon.V6.vadduhsat.128B",
        ("sadd", "s", 8): "llvm.hexagon.V6.vaddbsat.128B", ("sadd", "s", 16): "llvm.hexagon.V6.vaddhsat.128B",
        ("absd", "u", 8): "llvm.hexagon.V6.vabsdiffub.128B", ("absd", "u", 16): "llvm.hexagon.V6.vabsdiffuh.128B",
        # No vabsdiffb: the generic max - min at the same width (no widening).
        ("absd", "s", 8): "llvm.smax.v{full}i{t}", ("absd", "s", 16): "llvm.hexagon.V6.vabsdiffh.128B",
    }),
    "aarch64": ("aarch64", {8: [8, 16, 32], 16: [4, 8, 16]}, {
        ("rhadd", "u", 8): "llvm.aarch64.neon.urhadd.v{n}i8", ("rhadd", "u", 16): "llvm.aarch64.neon.urhadd.v{n}i16",
        ("rhadd", "s", 8): "llvm.aarch64.neon.srhadd.v{n}i8", ("rhadd", "s", 16): "llvm.aarch64.neon.srhadd.v{n}i16",
        ("sadd", "u", 8): "llvm.aarch64.neon.uqadd.v{n}i8", ("sadd", "u", 16): "llvm.aarch64.neon.uqadd.v{n}i16",
        ("sadd", "s", 8): "llvm.aarch64.neon.sqadd.v{n}i8", ("sadd", "s", 16): "llvm.aarch64.neon.sqadd.v{n}i16",
        ("absd", "u", 8): "llvm.aarch64.neon.uabd.v{n}i8", ("absd", "u", 16): "llvm.aarch64.neon.uabd.v{n}i16",
        ("absd", "s", 8): "llvm.aarch64.neon.sabd.v{n}i8", ("absd", "s", 16): "llvm.aarch64.neon.sabd.v{n}i16",
    }),
    "x86": ("x86-avx2", {8: [16, 32, 64], 16: [8, 16, 32]}, {
        ("rhadd", "u", 8): "llvm.x86.{avx}.pavg.b", ("rhadd", "u", 16): "llvm.x86.{avx}.pavg.w",
        ("rhadd", "s", 8): "llvm.x86.{avx}.pavg.b", ("rhadd", "s", 16): "llvm.x86.{avx}.pavg.w",
        ("sadd", "u", 8): "llvm.uadd.sat.v{n}i8", ("sadd", "u", 16): "llvm.uadd.sat.v{n}i16",
        ("sadd", "s", 8): "llvm.sadd.sat.v{n}i8", ("sadd", "s", 16): "llvm.sadd.sat.v{n}i16",
        ("absd", "u", 8): "llvm.usub.sat.v{n}i8", ("absd", "u", 16): "llvm.usub.sat.v{n}i16",
        ("absd", "s", 8): "llvm.smax.v{n}i8", ("absd", "s", 16): "llvm.smax.v{n}i16",
    }),
}

NATIVE_BITS = {"hvx": 1024, "aarch64": 128, "x86": 256}


def splat(n, bits, value):
    return "<" + ", ".join([f"i{bits} {value}"] * n) + ">"


def body(idiom, sign, n, t, wide):
    """The idiom on <n x i{t}> arguments %a and %b, with intermediates in i{wide}."""
    V, W = f"<{n} x i{t}>", f"<{n} x i{wide}>"
    ext = "zext" if sign == "u" else "sext"
    if idiom == "rhadd":
        return [f"%xa = {ext} {V} %a to {W}", f"%xb = {ext} {V} %b to {W}",
                f"%s1 = add nsw {W} %xa, {splat(n, wide, 1)}", f"%s2 = add nsw {W} %s1, %xb",
                f"%sh = lshr {W} %s2, {splat(n, wide, 1)}", f"%r = trunc {W} %sh to {V}"]
    if idiom == "sadd" and sign == "u":
        return [f"%xa = zext {V} %a to {W}", f"%xb = zext {V} %b to {W}", f"%s = add nuw nsw {W} %xb, %xa",
                f"%m = call {W} @llvm.umin.v{n}i{wide}({W} %s, {W} {splat(n, wide, 2**t - 1)})",
                f"%r = trunc {W} %m to {V}"]
    if idiom == "sadd" and wide == 4 * t:
        # The signed clamp as written in C, before InstCombine makes it llvm.sadd.sat.
        return [f"%xa = sext {V} %a to {W}", f"%xb = sext {V} %b to {W}", f"%s = add nsw {W} %xa, %xb",
                f"%hi = call {W} @llvm.smin.v{n}i{wide}({W} %s, {W} {splat(n, wide, 2**(t-1) - 1)})",
                f"%lo = call {W} @llvm.smax.v{n}i{wide}({W} %hi, {W} {splat(n, wide, -2**(t-1))})",
                f"%r = trunc {W} %lo to {V}"]
    if idiom == "sadd":
        # What InstCombine makes of the signed clamp.
        return [f"%r = call {V} @llvm.sadd.sat.v{n}i{t}({V} %a, {V} %b)"]
    cmp = "ugt" if sign == "u" else "sgt"
    return [f"%c = icmp {cmp} {V} %a, %b", f"%d1 = sub {V} %a, %b", f"%d2 = sub {V} %b, %a",
            f"%r = select <{n} x i1> %c, {V} %d1, {V} %d2"]


def declarations(idiom, sign, n, t, wide):
    if idiom == "sadd" and sign == "u":
        return [f"declare <{n} x i{wide}> @llvm.umin.v{n}i{wide}(<{n} x i{wide}>, <{n} x i{wide}>)"]
    if idiom == "sadd" and wide == 4 * t:
        return [f"declare <{n} x i{wide}> @llvm.s{m}.v{n}i{wide}(<{n} x i{wide}>, <{n} x i{wide}>)" for m in ["min", "max"]]
    if idiom == "sadd":
        return [f"declare <{n} x i{t}> @llvm.sadd.sat.v{n}i{t}(<{n} x i{t}>, <{n} x i{t}>)"]
    return []


def expected_name(pattern, n, t, target_dir):
    native_lanes = NATIVE_BITS[target_dir] // t
    lanes = min(n, native_lanes)
    return pattern.format(n=lanes, full=n, t=t, avx="avx2" if lanes * t == 256 else "sse2")


def write(target_dir):
    pass_target, widths, expect = TARGETS[target_dir]
    for idiom in ["rhadd", "sadd", "absd"]:
        lines = [f"; Generated by scripts/gen_idiom_tests.py: {idiom} on {pass_target}.",
                 f"; RUN: %opt -passes='fixsel<target={pass_target}>,verify' -S %s | FileCheck %s",
                 f"; RUN: %difftest --target={pass_target} %s", ""]
        decls = []
        for sign in ["u", "s"]:
            for t in [8, 16]:
                for i, n in enumerate(widths[t]):
                    # The middle width uses clang's over-wide i32 intermediates; the signed
                    # saturating add at the widest width is written as a clamp (stock llc 16
                    # crashes on llvm.sadd.sat.v256i8 for HVX, so that form cannot be executed).
                    wide = 32 if (i == 1 and idiom != "absd") else 2 * t
                    if idiom == "sadd" and sign == "s" and i == 2:
                        wide = 4 * t
                    name = f"{idiom}_{sign}{t}_v{n}" + (f"_i{wide}" if wide > 2 * t else "")
                    V = f"<{n} x i{t}>"
                    pattern = expect[(idiom, sign, t)]
                    lines.append(f"; CHECK-LABEL: define {V} @{name}(")
                    if pattern is None:
                        lines.append(f"; CHECK-NOT: call")
                    else:
                        # The generic max - min form of absd is itself made of smax/smin.
                        gone = "{{zext|sext|select|icmp}}" if "smax" in pattern else "{{zext|sext|umin|smin|smax|select|icmp}}"
                        lines.append(f"; CHECK-NOT: {gone}")
                        lines.append(f"; CHECK: call {{{{.*}}}} @{expected_name(pattern, n, t, target_dir)}(")
                        lines.append(f"; CHECK-NOT: {gone}")
                    lines.append(f"; CHECK: ret {V}")
                    lines.append(f"define {V} @{name}({V} %a, {V} %b) {{")
                    lines += ["  " + l for l in body(idiom, sign, n, t, wide)]
                    lines += [f"  ret {V} %r", "}", ""]
                    decls += [d for d in declarations(idiom, sign, n, t, wide) if d not in decls]
        path = os.path.join(ROOT, "lit-tests", target_dir, f"{idiom}.ll")
        text = "\n".join(lines + decls) + "\n"
        put(path, text)


if __name__ == "__main__":
    for d in TARGETS:
        write(d)
    finish("scripts/gen_idiom_tests.py")
