#!/usr/bin/env python3
"""Writes the x86 lowering lit tests lit-tests/x86/fpir-*.ll (FPIR-call inputs).

Every lowering rule of ruletable/rules/x86/lower.rules is exercised here by at least one
function, at 128, 256, 512 and 1024 bits (legalization: split into native registers), with the
expected intrinsic spelled per target: x86-sse4.1 and x86-avx2 (FileCheck + execution) and
x86-avx512 (FileCheck only: the host has no AVX-512). The intrinsic names come from
ruletable/rules/x86/instructions.def with the emitter's variant choice (narrowest native form that holds
all lanes, else the widest, split). Execution: llc knows no @fixsel.*, so the reference is the
same file expanded through the FPIR definitions (plain `fixsel`, no target: expand-only), run
against the lowered file by scripts/difftest.py on random and edge inputs, bit-exactly. The
plain-IR (clang form) tests are written by hand: plain-*.ll.

    python3 lit-tests/x86/gen_tests.py
"""
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "scripts"))
from generated import finish, put  # noqa: E402
TARGETS = {
    "SSE41": ("x86-sse4.1", {"sse2", "ssse3", "sse4.1"}),
    "AVX2": ("x86-avx2", {"sse2", "ssse3", "sse4.1", "avx2"}),
    "AVX512": ("x86-avx512", {"sse2", "ssse3", "sse4.1", "avx2", "avx512bw"}),
}
WIDTHS = [128, 256, 512, 1024]


def parse_defs():
    variants, cur = {}, None
    for line in open(os.path.join(ROOT, "ruletable/rules/x86/instructions.def")):
        m = re.match(r"instr x86\.(\w+)\(", line)
        if m:
            cur = m.group(1)
            variants[cur] = []
            continue
        m = re.match(r"\s+on (\S+) (.*) -> (\S+)", line)
        if m and cur:
            for ty in m.group(2).split():
                lanes, bits = map(int, ty[1:].split("i"))
                variants[cur].append((m.group(1), lanes, bits, m.group(3).replace("{ty}", ty)))
    return variants


VARIANTS = parse_defs()


def intrinsic(instr, lanes, bits, features):
    usable = sorted((v for v in VARIANTS[instr] if v[2] == bits and v[0] in features), key=lambda v: v[1])
    assert usable, (instr, bits)
    pick = next((v for v in usable if v[1] >= lanes), usable[-1])
    return pick[3]


def splat(n, bits, value):
    return "<" + ", ".join([f"i{bits} {value}"] * n) + ">"


def fname(op, sign, n, bits, res=None):
    """@fixsel.<op>.<types> for an op on <n x i{bits}> (result sign/width for two-letter casts)."""
    s = f"v{n}{'u' if sign[0] == 'u' else 'i'}{bits}"
    if res:
        s += f".v{n}{'u' if res[0] == 'u' else 'i'}{res[1]}"
    return f"fixsel.{op}.{s}"


# A case: name, element bits of %a/%b, result bits, body (n, t) -> (lines, decls),
# expected instructions [(instr, bits)] (or {check prefix or "*": [...]}) and other check lines [(kind, text)].
CASES = []


def case(group, name, t, rt, body, expect, extra=(), nargs=2, widths=WIDTHS):
    CASES.append(dict(group=group, name=name, t=t, rt=rt, body=body, expect=expect, extra=list(extra), nargs=nargs, widths=widths))


def binop(op, sign):
    def body(n, t):
        V = f"<{n} x i{t}>"
        f = fname(op, sign, n, t)
        return [f"%r = call {V} @{f}({V} %a, {V} %b)"], [f"declare {V} @{f}({V}, {V})"]
    return body


def shift_op(op, sign, c, pre=None, wide=None):
    """op(x, c) on <n x i{t}>, x = %a, optionally prepared by `pre` (a line with %a -> %x) or
    extended to i{wide} first."""
    def body(n, t):
        V = f"<{n} x i{t}>"
        lines, x, ty, bits = [], "%a", V, t
        if pre:
            lines.append(pre(n, t))
            x = "%x"
        if wide:
            ext = "zext" if sign == "u" else "sext"
            ty, bits = f"<{n} x i{wide}>", wide
            lines.append(f"%w = {ext} {V} {x} to {ty}")
            x = "%w"
        f = fname(op, sign, n, bits)
        lines.append(f"%s = call {ty} @{f}({ty} {x}, {ty} {splat(n, bits, c)})")
        if wide:
            lines.append(f"%r = trunc {ty} %s to {V}")
        else:
            lines[-1] = lines[-1].replace("%s =", "%r =")
        return lines, [f"declare {ty} @{f}({ty}, {ty})"]
    return body


def mul_op(op, sign, c, pre_a=None, pre_b=None):
    def body(n, t):
        V = f"<{n} x i{t}>"
        lines, a, b = [], "%a", "%b"
        if pre_a:
            lines.append(pre_a(n, t).replace("%x =", "%xa =").replace("%a", "%a"))
            a = "%xa"
        if pre_b:
            lines.append(pre_b(n, t).replace("%x =", "%xb =").replace("%a", "%b"))
            b = "%xb"
        f = fname(op, sign, n, t)
        lines.append(f"%r = call {V} @{f}({V} {a}, {V} {b}, {V} {splat(n, t, c)})")
        return lines, [f"declare {V} @{f}({V}, {V}, {V})"]
    return body


def narrow(sign, res, pre=None, twice=None):
    """saturating_narrow.<sign> from 2T (%a is <n x i{2t}>) to T; `twice`: an inner narrow first."""
    def body(n, t):
        W, V = f"<{n} x i{2 * t}>", f"<{n} x i{t}>"
        lines, x, decls = [], "%a", []
        if twice:
            X = f"<{n} x i{4 * t}>"
            f0 = fname("saturating_narrow", twice[0], n, 4 * t, twice[1] and (twice[1], 2 * t))
            lines.append(f"%x = call {W} @{f0}({X} %a)")
            decls.append(f"declare {W} @{f0}({X})")
            x = "%x"
        elif pre:
            lines.append(pre(n, 2 * t))
            x = "%x"
        f = fname("saturating_narrow", sign, n, 2 * t, res and (res, t))
        lines.append(f"%r = call {V} @{f}({W} {x})")
        decls.append(f"declare {V} @{f}({W})")
        return lines, decls
    return body


lshr1 = lambda n, t: f"%x = lshr <{n} x i{t}> %a, {splat(n, t, 1)}"
ashr1 = lambda n, t: f"%x = ashr <{n} x i{t}> %a, {splat(n, t, 1)}"
ashr8 = lambda n, t: f"%x = ashr <{n} x i{t}> %a, {splat(n, t, 8)}"
ashr9 = lambda n, t: f"%x = ashr <{n} x i{t}> %a, {splat(n, t, 9)}"
lshr4 = lambda n, t: f"%x = lshr <{n} x i{t}> %a, {splat(n, t, 4)}"

# ---- saturating add/sub
for op, sign, instr in [("saturating_add", "u", "paddus"), ("saturating_add", "s", "padds"),
                        ("saturating_sub", "u", "psubus"), ("saturating_sub", "s", "psubs")]:
    for t in [8, 16]:
        case("sat", f"{op}_{sign}{t}", t, t, binop(op, sign), [(instr, t)])
# 32-bit lanes: the generic intrinsic, which llc expands (3-7 instructions).
for op, sign, instr in [("saturating_add", "u", "sat_addu32"), ("saturating_add", "s", "sat_adds32"),
                        ("saturating_sub", "u", "sat_subu32"), ("saturating_sub", "s", "sat_subs32")]:
    case("sat", f"{op}_{sign}32", 32, 32, binop(op, sign), [(instr, 32)])

# ---- averages
for t in [8, 16]:
    case("avg", f"rhadd_u{t}", t, t, binop("rounding_halving_add", "u"), [("pavg", t)])
    case("avg", f"rhadd_s{t}", t, t, binop("rounding_halving_add", "s"), [("pavg", t)], [("CHECK", "xor")])
    # Synthesized (ruletable/rules/synth/): x + (y - pavg(x, y)) and x - pavg(x, y).
    case("avg", f"hadd_u{t}", t, t, binop("halving_add", "u"), [("pavg", t)], [("CHECK", "sub"), ("CHECK", "add")])
    case("avg", f"hsub_u{t}", t, t, binop("halving_sub", "u"), [("pavg", t)])
    case("avg", f"hsub_s{t}", t, t, binop("halving_sub", "s"), [("pavg", t)])
case("avg", "hadd_s8", 8, 8, binop("halving_add", "s"), [("pavg", 8)])
case("avg", "hadd_s16", 16, 16, binop("halving_add", "s"), [("psrai", 16)], [("NOT", "pavg")])
case("avg", "hadd_s32", 32, 32, binop("halving_add", "s"), [("psrai", 32)])
case("avg", "hadd_u32", 32, 32, binop("halving_add", "u"), [("psrli", 32)])
case("avg", "rhadd_u32", 32, 32, binop("rounding_halving_add", "u"), [("psrli", 32)], [("CHECK", "or")])
case("avg", "rhadd_s32", 32, 32, binop("rounding_halving_add", "s"), [("psrai", 32)], [("CHECK", "or")])
case("avg", "hsub_u32", 32, 32, binop("halving_sub", "u"), [("psrli", 32)])
case("avg", "hsub_s32", 32, 32, binop("halving_sub", "s"), [("psrai", 32)])

# ---- absolute difference
for t in [8, 16]:
    case("absd", f"absd_u{t}", t, t, binop("absd", "u"), [("psubus", t)], [("CHECK", "or")])
for t in [8, 16, 32]:
    case("absd", f"absd_s{t}", t, t, binop("absd", "s"), [("pmaxs", t), ("pmins", t)], [("CHECK", "sub")])
case("absd", "absd_u32", 32, 32, binop("absd", "u"), [("pmaxu", 32), ("pminu", 32)], [("CHECK", "sub")])

# ---- saturating narrows (T = result bits)
for t in [8, 16]:
    case("narrow", f"narrow_s{2*t}_s{t}", 2 * t, t, narrow("s", None), [("packss", t)], [("NOT", "@llvm.smin")], nargs=1)
    case("narrow", f"narrow_s{2*t}_u{t}", 2 * t, t, narrow("s", "u"), [("packus", t)], [("NOT", "@llvm.smin")], nargs=1)
    case("narrow", f"narrow_u{2*t}_u{t}", 2 * t, t, narrow("u", None),
         {"*": [("pminu", 2 * t), ("packus", t)], "AVX512": [("pmovus", t)]}, nargs=1)
    # Synthesized: packss, then the negative (past T.smax) results clamped by an unsigned min.
    case("narrow", f"narrow_u{2*t}_s{t}", 2 * t, t, narrow("u", "s"), [("packss", t)], [("CHECK", "@llvm.umin")], nargs=1)
    # Predicated: the source is nonnegative (lshr by 1), so no pminu clamp is needed.
    case("narrow", f"narrow_u{2*t}_u{t}_nonneg", 2 * t, t, narrow("u", None, pre=lshr1), [("packus", t)], [("NOT", "@llvm.umin")], nargs=1)
    case("narrow", f"narrow_u{2*t}_s{t}_nonneg", 2 * t, t, narrow("u", "s", pre=lshr1), [("packss", t)], [("NOT", "@llvm.umin")], nargs=1)
# i32 -> u8 in two steps: packssdw then packuswb.
case("narrow", "narrow_s32_u8", 32, 8, narrow("u", None, twice=("s", "u")), [("packss", 16), ("packus", 8)], [("NOT", "@llvm.umin")], nargs=1)
case("narrow", "narrow_u32_u8", 32, 8, narrow("u", None, twice=("u", None)),
     {"*": [("pminu", 32), ("packss", 16), ("packus", 8)], "AVX512": [("pmovus", 16), ("pmovus", 8)]}, nargs=1)

# ---- rounding shifts by a constant
case("rshr", "rshr_u8_by1", 8, 8, shift_op("rounding_shr", "u", 1), [("pavg", 8)], nargs=1)
case("rshr", "rshr_u8_by3", 8, 8, shift_op("rounding_shr", "u", 3), [("pavg", 8)], nargs=1)
case("rshr", "rshr_u8_by8", 8, 8, shift_op("rounding_shr", "u", 8), [("pavg", 8)], nargs=1)
case("rshr", "rshr_u16_by5", 16, 16, shift_op("rounding_shr", "u", 5), [("pavg", 16)], nargs=1)
case("rshr", "rshr_u16_by16", 16, 16, shift_op("rounding_shr", "u", 16), [("pavg", 16)], nargs=1)
case("rshr", "rshr_s8_by3", 8, 8, shift_op("rounding_shr", "s", 3), [("pavg", 8)], [("CHECK", "xor")], nargs=1)
case("rshr", "rshr_s16_by1", 16, 16, shift_op("rounding_shr", "s", 1), [("pmulhrsw", 16)], nargs=1)
case("rshr", "rshr_s16_by7", 16, 16, shift_op("rounding_shr", "s", 7), [("pmulhrsw", 16)], nargs=1)
case("rshr", "rshr_s16_by15", 16, 16, shift_op("rounding_shr", "s", 15), [("pmulhrsw", 16)], nargs=1)
case("rshr", "rshr_u32_by9", 32, 32, shift_op("rounding_shr", "u", 9), [("psrli", 32)], nargs=1)
case("rshr", "rshr_s32_by9", 32, 32, shift_op("rounding_shr", "s", 9), [("psrai", 32)], nargs=1)
# With headroom (lshr/ashr by 1 first): the plain add + shift, no instruction.
case("rshr", "rshr_u8_headroom", 8, 8, shift_op("rounding_shr", "u", 2, pre=lshr1), [], [("NOT", "@llvm.x86"), ("CHECK", "add <")], nargs=1)
case("rshr", "rshr_s8_headroom", 8, 8, shift_op("rounding_shr", "s", 2, pre=ashr1), [], [("NOT", "@llvm.x86"), ("CHECK", "add <")], nargs=1)
case("rshr", "rshr_u32_headroom", 32, 32, shift_op("rounding_shr", "u", 9, pre=lshr1), [], [("NOT", "@llvm.x86"), ("CHECK", "add <")], nargs=1)
case("rshr", "rshr_s32_headroom", 32, 32, shift_op("rounding_shr", "s", 9, pre=ashr1), [], [("NOT", "@llvm.x86"), ("CHECK", "add <")], nargs=1)
# Extended sources round at their own width.
case("rshr", "rshr_u16_in_i32", 16, 16, shift_op("rounding_shr", "u", 4, wide=32), [("pavg", 16)], nargs=1)
case("rshr", "rshr_s16_in_i32", 16, 16, shift_op("rounding_shr", "s", 4, wide=32), [("pmulhrsw", 16)], nargs=1)
case("rshr", "rshr_u8_in_i32", 8, 8, shift_op("rounding_shr", "u", 3, wide=32), [("pavg", 8)], nargs=1)
case("rshr", "rshr_s8_in_i32", 8, 8, shift_op("rounding_shr", "s", 3, wide=32), [("pavg", 8)], nargs=1)

# ---- high halves of products (16-bit lanes)
case("mulh", "mulhs", 16, 16, mul_op("mul_shr", "s", 16), [("pmulhw", 16)])
case("mulh", "mulhu", 16, 16, mul_op("mul_shr", "u", 16), [("pmulhuw", 16)])
case("mulh", "mulhs_by20", 16, 16, mul_op("mul_shr", "s", 20), [("pmulhw", 16), ("psrai", 16)])
case("mulh", "mulhu_by20", 16, 16, mul_op("mul_shr", "u", 20), [("pmulhuw", 16), ("psrli", 16)])
case("mulh", "mulhs_by15", 16, 16, mul_op("mul_shr", "s", 15), [("pmulhw", 16), ("psrli", 16)], [("CHECK", "icmp eq")])
case("mulh", "mulhs_by8_small_y", 16, 16, mul_op("mul_shr", "s", 8, pre_b=ashr8), [("pmulhw", 16)], [("NOT", "icmp")])
case("mulh", "mulhs_by8_small_x", 16, 16, mul_op("mul_shr", "s", 8, pre_a=ashr8), [("pmulhw", 16)], [("NOT", "icmp")])
case("mulh", "mulhu_by12_small_y", 16, 16, mul_op("mul_shr", "u", 12, pre_b=lshr4), [("pmulhuw", 16)])
case("mulh", "mulhu_by12_small_x", 16, 16, mul_op("mul_shr", "u", 12, pre_a=lshr4), [("pmulhuw", 16)])
# Negative: nothing bounds the operands, so a shift by 12 is no pmulhuw (expanded instead).
case("mulh", "mulhu_by12_unbounded", 16, 16, mul_op("mul_shr", "u", 12), [], [("NOT", "@llvm.x86")], widths=[128, 256])

# ---- Q15 rounding multiplies
case("qmul", "q15", 16, 16, mul_op("rounding_mul_shr", "s", 15), [("pmulhrsw", 16)], [("CHECK", "icmp eq"), ("CHECK", "xor")])
case("qmul", "q15_x_not_min", 16, 16, mul_op("rounding_mul_shr", "s", 15, pre_a=ashr1), [("pmulhrsw", 16)], [("NOT", "icmp")])
case("qmul", "q15_y_not_min", 16, 16, mul_op("rounding_mul_shr", "s", 15, pre_b=ashr1), [("pmulhrsw", 16)], [("NOT", "icmp")])
case("qmul", "qmulr_by8_small_y", 16, 16, mul_op("rounding_mul_shr", "s", 8, pre_b=ashr9), [("pmulhrsw", 16)], [("NOT", "icmp")])
case("qmul", "qmulr_by8_small_x", 16, 16, mul_op("rounding_mul_shr", "s", 8, pre_a=ashr9), [("pmulhrsw", 16)], [("NOT", "icmp")])
case("qmul", "rmulhu", 16, 16, mul_op("rounding_mul_shr", "u", 16), [("pmulhuw", 16), ("psrli", 16)])
case("qmul", "rmulhs", 16, 16, mul_op("rounding_mul_shr", "s", 16), [("pmulhw", 16), ("psrli", 16)])


def q15_wrap(n, t):
    V, W = f"<{n} x i16>", f"<{n} x i32>"
    fm, fr = fname("widening_mul", "s", n, 16), fname("rounding_shr", "s", n, 32)
    return ([f"%p = call {W} @{fm}({V} %a, {V} %b)", f"%s = call {W} @{fr}({W} %p, {W} {splat(n, 32, 15)})",
             f"%r = trunc {W} %s to {V}"], [f"declare {W} @{fm}({V}, {V})", f"declare {W} @{fr}({W}, {W})"])


# The non-saturating Q15 multiply (wraps like pmulhrsw): no fix-up.
case("qmul", "q15_wrapping", 16, 16, q15_wrap, [("pmulhrsw", 16)], [("NOT", "icmp")])


def write(group, title):
    cases = [c for c in CASES if c["group"] == group]
    out = [f"; Generated by lit-tests/x86/gen_tests.py: x86 lowering of {title}, from FPIR calls.",
           "; Each function names one lowering rule's case; the checks spell the intrinsic per target.",
           ";",
           "; RUN: %opt -passes='fixsel,verify' -S %s -o %t.ref",
           "; RUN: not grep '@fixsel\\.' %t.ref"]
    for p, (tgt, _) in TARGETS.items():
        out.append(f"; RUN: %opt -passes='fixsel<target={tgt}>,verify' -S %s -o %t.{p}")
        out.append(f"; RUN: FileCheck %s --check-prefix={p} < %t.{p}")
        out.append(f"; RUN: not grep '@fixsel\\.' %t.{p}")
        if p != "AVX512":
            out.append(f"; RUN: %difftest-pair --target={tgt} --after %t.{p} %t.ref")
    out.append("")
    decls = []
    for c in cases:
        for w in c["widths"]:
            n = w // c["rt"]
            t = c["t"] if c["nargs"] == 2 or c["group"] != "narrow" else c["rt"]
            lines, ds = c["body"](n, t if c["group"] != "narrow" else c["rt"])
            name = f"{c['name']}_v{n}"
            for p, (_, feats) in TARGETS.items():
                out.append(f"; {p}-LABEL: define <{n} x i{c['rt']}> @{name}(")
                expect = c["expect"].get(p, c["expect"].get("*")) if isinstance(c["expect"], dict) else c["expect"]
                for instr, bits in expect:
                    out.append(f"; {p}-DAG: @{intrinsic(instr, n, bits, feats)}(")
                for kind, text in c["extra"]:
                    text = text.replace("{n}", str(n))
                    out.append(f"; {p}-{kind}: {text}" if kind != "CHECK" else f"; {p}-DAG: {text}")
                out.append(f"; {p}: ret <{n} x i{c['rt']}>")
            arg_bits = c["t"] if c["group"] != "narrow" else c["t"]
            A = f"<{n} x i{arg_bits}>"
            params = ", ".join(f"{A} %{v}" for v in "ab"[: c["nargs"]])
            out.append(f"define <{n} x i{c['rt']}> @{name}({params}) {{")
            out += ["  " + l for l in lines]
            out += [f"  ret <{n} x i{c['rt']}> %r", "}", ""]
            decls += [d for d in ds if d not in decls]
    put(os.path.join(HERE, f"fpir-{group}.ll"), "\n".join(out + decls) + "\n")


if __name__ == "__main__":
    for g, title in [("sat", "saturating add/sub"), ("avg", "halving and rounding averages"),
                     ("absd", "absolute differences"), ("narrow", "saturating narrows"),
                     ("rshr", "rounding shifts by constants"), ("mulh", "high halves of products (mul_shr)"),
                     ("qmul", "rounding multiplies (rounding_mul_shr)")]:
        write(g, title)


# ---------------------------------------------------------------------------------------------
# Plain IR as clang 16 writes it (functions copied from lit-tests/lift/*.ll and a few written
# here): FileCheck per target, and the pass itself executed before/after (%difftest).
LIFT = os.path.join(ROOT, "lit-tests", "lift")


def lift_functions():
    funcs, decls = {}, []
    for fn in sorted(os.listdir(LIFT)):
        if not fn.endswith(".ll"):
            continue
        text = open(os.path.join(LIFT, fn)).read()
        for m in re.finditer(r"^define [^@]*@(\w+)\(.*?^}$", text, re.S | re.M):
            funcs[m.group(1)] = m.group(0)
        decls += re.findall(r"^declare .*$", text, re.M)
    return funcs, decls


EXTRA_PLAIN = {
    # Q15 multiply whose first operand is halved: interval analysis excludes -32768, so pmulhrsw
    # needs no fix-up.
    "q15_select_halved_a": """define <16 x i16> @q15_select_halved_a(<16 x i16> %a0, <16 x i16> %b) {
  %a = ashr <16 x i16> %a0, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %b to <16 x i32>
  %p = mul nsw <16 x i32> %xb, %xa
  %s = add nsw <16 x i32> %p, <i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384, i32 16384>
  %h = ashr <16 x i32> %s, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %c = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %h, <16 x i32> <i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767, i32 32767>)
  %r = trunc <16 x i32> %c to <16 x i16>
  ret <16 x i16> %r
}""",
    # (a * (b >> 8)) >> 8 in i32: the shifted operand has 8 significant bits, so pmulhw of
    # a and (b >> 8) << 8 is exact.
    "mul_shr8_small_operand": """define <16 x i16> @mul_shr8_small_operand(<16 x i16> %a, <16 x i16> %b) {
  %bs = ashr <16 x i16> %b, <i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8, i16 8>
  %xa = sext <16 x i16> %a to <16 x i32>
  %xb = sext <16 x i16> %bs to <16 x i32>
  %p = mul nsw <16 x i32> %xa, %xb
  %h = ashr <16 x i32> %p, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %r = trunc <16 x i32> %h to <16 x i16>
  ret <16 x i16> %r
}""",
    # (a * b) >> 20 in i32 (unsigned): pmulhuw then psrlw 4.
    "mul_shr20_u16": """define <16 x i16> @mul_shr20_u16(<16 x i16> %a, <16 x i16> %b) {
  %xa = zext <16 x i16> %a to <16 x i32>
  %xb = zext <16 x i16> %b to <16 x i32>
  %p = mul nuw <16 x i32> %xa, %xb
  %h = lshr <16 x i32> %p, <i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20, i32 20>
  %r = trunc <16 x i32> %h to <16 x i16>
  ret <16 x i16> %r
}""",
    # u16 -> u8 rounding narrow by 8 written in C's int: (x + 128) >> 8, clamped to 255.
    "rshr8_sat_u16_u8": """define <16 x i8> @rshr8_sat_u16_u8(<16 x i16> %x) {
  %z = zext <16 x i16> %x to <16 x i32>
  %s = add nuw nsw <16 x i32> %z, <i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128, i32 128>
  %h = lshr <16 x i32> %s, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %m = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %h, <16 x i32> <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>)
  %r = trunc <16 x i32> %m to <16 x i8>
  ret <16 x i8> %r
}""",
}

# On AVX-512 a <16 x i32> intermediate is one register: the cost model keeps llc's widened
# form there (vpmovsxwd/vpmovdw are single instructions), which is as short.
Q15_FLOOR = {"SSE41": [("pmulhw", 16), ("psrli", 16)], "AVX2": [("pmulhw", 16), ("psrli", 16)], "AVX512": []}
# name -> expected instructions [(instr, bits)] (same on every target unless a dict per prefix);
# [] means the function must come out without any x86 intrinsic (llc alone is as good).
PLAIN = {
    "sat": {
        "sadd_u8_umin_in_i32": [("paddus", 8)], "sadd_u16_umin_in_i32": [("paddus", 16)],
        "sadd_u8_select_ult": [("paddus", 8)], "ssub_u8_smax_in_i32": [("psubus", 8)],
        "ssub_u16_smax_in_i32": [("psubus", 16)], "ssub_u8_select": [("psubus", 8)],
        "sadd_s8_minmax_in_i32": [("padds", 8)], "sadd_s16_selects": [("padds", 16)],
        "ssub_s8_in_i16": [("psubs", 8)], "ssub_s16_in_i32": [("psubs", 16)],
        "sadd_u32_umin_in_i64": [("sat_addu32", 32)],
    },
    "avg": {
        "rhadd_i8_v16": [("pavg", 8)], "rhadd_i16_v16": [("pavg", 16)], "rhadd_i8_in_i32": [("pavg", 8)],
        "rhadd_u32_v4": [("psrli", 32)], "rhadd_i32_v4": [("psrai", 32)],
        "hadd_u8_v16_lshr": [("pavg", 8)], "hadd_u8_in_i32": [("pavg", 8)], "hadd_u16_v8_lshr": [("pavg", 16)],
        "hadd_i8_v32_ashr": [("pavg", 8)], "hadd_i16_v8_ashr": [("psrai", 16)],
        "hadd_u32_v4_lshr": [("psrli", 32)], "hadd_i32_v4_ashr": [("psrai", 32)],
        "hsub_u8_v16_ashr": [("pavg", 8)], "hsub_u8_v32_lshr": [("pavg", 8)], "hsub_i8_in_i32": [("pavg", 8)],
        "hsub_u16_v8_lshr": [("pavg", 16)], "hsub_i16_v8_ashr": [("pavg", 16)],
        "hsub_u32_v4_ashr": [("psrli", 32)], "hsub_i32_v4_lshr": [("psrai", 32)],
    },
    "absd": {
        "absd_u8_abs_in_i32": [("psubus", 8)], "absd_u8_v32_select": [("psubus", 8)],
        "absd_i8_v16_select": [("pmaxs", 8), ("pmins", 8)], "absd_i16_abs_in_i32": [("pmaxs", 16), ("pmins", 16)],
        "absd_i8_abs_in_i32": [("pmaxs", 8), ("pmins", 8)],
        "absd_u32_v4_select": [("pmaxu", 32), ("pminu", 32)], "absd_i32_v4_select": [("pmaxs", 32), ("pmins", 32)],
        "absd_then_hadd": [("psubus", 8), ("pavg", 8)],
    },
    "narrow": {
        "snarrow_i16_u8_umin_smax": [("packus", 8)], "snarrow_i32_u16_umin_smax": [("packus", 16)],
        "snarrow_i16_u8_split": [("packus", 8)], "snarrow_i32_u8": [("packss", 16), ("packus", 8)],
        "snarrow_i32_u8_smin_first": [("packss", 16), ("packus", 8)],
        "snarrow_u16_u8_mask": {"SSE41": [("packus", 8)], "AVX2": [("packus", 8)], "AVX512": [("pmovus", 8)]},
        "snarrow_u16_u8_mask_in_i32": {"SSE41": [("packus", 8)], "AVX2": [("packus", 8)], "AVX512": [("pmovus", 8)]},
        "snarrow_nonneg_smin": [("packus", 8)], "snarrow_i16_i8_smin_smax": [("packss", 8)],
    },
    "rshr": {
        "rshr_s16_v8": [("pmulhrsw", 16)], "rshr_s16_v16": [("pmulhrsw", 16)],
        "rshr_u16_in_i32": [("pavg", 16)], "rshr_i16_in_i32": [("pmulhrsw", 16)],
        "rshr_sat_u16_u8_in_i32": [("pavg", 16), ("packus", 8)], "rshr8_sat_u16_u8": [("pavg", 16), ("packus", 8)],
        "rshr_wadd_u8": [("pmulhrsw", 16)], "rshr_u32_v4": [],
    },
    "mulh": {
        "mul_shr15_i16_sat": Q15_FLOOR, "mul_shr15_i16_clamp": Q15_FLOOR,
        "mul_shr8_small_operand": [("pmulhw", 16)], "mul_shr20_u16": [("pmulhuw", 16), ("psrli", 16)],
        "mulhi_u16_shr8": [("pmulhuw", 16)],
    },
    "qmul": {
        "q15_select": [("pmulhrsw", 16)], "q15_select_v8": [("pmulhrsw", 16)], "q15_smin": [("pmulhrsw", 16)],
        "q15_clamp": [("pmulhrsw", 16)], "q15_nosat": [("pmulhrsw", 16)], "q15_select_halved_a": [("pmulhrsw", 16)],
        "q15_mac": [("pmulhrsw", 16)], "rmulshr_u16": [("pmulhuw", 16), ("psrli", 16)],
        "q15_wrong_threshold": [("pmulhrsw", 16)],
    },
}
# Extra check lines per function (same on every target).
PLAIN_EXTRA = {
    "q15_select": [("DAG", "icmp eq")], "q15_select_halved_a": [("NOT", "icmp")], "q15_nosat": [("NOT", "icmp")],
    "mul_shr8_small_operand": [("NOT", "mul <")],
}


def write_plain(group, title, funcs, decls):
    out = [f"; Generated by lit-tests/x86/gen_tests.py: x86 lowering of {title}, plain IR as clang 16",
           "; writes it (most functions copied from lit-tests/lift). The pass runs before/after on the host.",
           ";"]
    for p, (tgt, _) in TARGETS.items():
        out.append(f"; RUN: %opt -passes='fixsel<target={tgt}>,verify' -S %s | FileCheck %s --check-prefix={p}")
    out += ["; RUN: %difftest --target=x86-sse4.1 %s", "; RUN: %difftest --target=x86-avx2 %s", ""]
    used = []
    for name, expect in PLAIN[group].items():
        text = EXTRA_PLAIN.get(name) or funcs[name]
        m = re.match(r"define (<(\d+) x i(\d+)>) ", text)
        rty, n = m.group(1), int(m.group(2))
        for p, (_, feats) in TARGETS.items():
            out.append(f"; {p}-LABEL: define {rty} @{name}(")
            exp = expect[p] if isinstance(expect, dict) else expect
            if not exp:
                out.append(f"; {p}-NOT: @llvm.x86")
            for instr, bits in exp:
                out.append(f"; {p}-DAG: @{intrinsic(instr, n, bits, feats)}(")
            for kind, t in PLAIN_EXTRA.get(name, []):
                out.append(f"; {p}-{kind}: {t}")
            out.append(f"; {p}: ret {rty}")
        out += [text, ""]
        used.append(text)
    body = "\n".join(used)
    ds = sorted({d for d in decls if re.search(r"@([\w.]+)\(", d).group(1) in body and not d.split("@")[1].startswith("fixsel")})
    put(os.path.join(HERE, f"plain-{group}.ll"), "\n".join(out + ds) + "\n")


def write_all_plain():
    funcs, decls = lift_functions()
    decls = decls + ["declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)",
                     "declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)"]
    for g, title in [("sat", "saturating add/sub"), ("avg", "halving and rounding averages"),
                     ("absd", "absolute differences"), ("narrow", "saturating narrows"),
                     ("rshr", "rounding shifts"), ("mulh", "shifted products"), ("qmul", "Q15 multiplies")]:
        write_plain(g, title, funcs, decls)


if __name__ == "__main__":
    write_all_plain()
    finish("lit-tests/x86/gen_tests.py")
