#!/usr/bin/env python3
"""Generate include/fixsel.h (FPIR ops as C functions) and its test program from one op table.

Usage: gen_fixsel_h.py [--check]   (--check: fail if the checked-in files are stale)
Each op's portable C definition is a lane loop over a scalar formula that follows
ruletable/semantics/fpir.def; with -DFIXSEL_PLUGIN each function calls `@fixsel.<op>.<types>`.
"""
import os
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTHS = [8, 16]  # element widths T; T vectors are 128-bit, 2T vectors 256-bit
VEC_BITS = 128

# (op, sig letters, operand kinds, result kind, scalar formula). Kinds: T, 2T; the formula sees
# x, y, z as long long (already sign/zero-extended per lane type) and W = T's bits.
OPS = [
    ("widening_add", "u", ["T", "T"], "2T", "x + y"),
    ("widening_add", "s", ["T", "T"], "2T", "x + y"),
    ("widening_sub", "u", ["T", "T"], "2Ts", "x - y"),
    ("widening_sub", "s", ["T", "T"], "2T", "x - y"),
    ("widening_mul", "u", ["T", "T"], "2T", "x * y"),
    ("widening_mul", "s", ["T", "T"], "2T", "x * y"),
    ("widening_mul", "su", ["T", "T"], "2Ts", "x * y"),
    ("widening_shl", "u", ["T", "T"], "2T", "(long long)((unsigned long long)x << y)"),
    ("widening_shl", "s", ["T", "Tu"], "2T", "(long long)((unsigned long long)x << y)"),
    ("widening_shr", "u", ["T", "T"], "2T", "x >> y"),
    ("widening_shr", "s", ["T", "Tu"], "2T", "x >> y"),
    ("extending_add", "u", ["2T", "T"], "2T", "x + y"),
    ("extending_add", "s", ["2T", "T"], "2T", "x + y"),
    ("extending_sub", "u", ["2T", "T"], "2T", "x - y"),
    ("extending_sub", "s", ["2T", "T"], "2T", "x - y"),
    ("extending_mul", "u", ["2T", "T"], "2T", "(long long)((unsigned long long)x * (unsigned long long)y)"),
    ("extending_mul", "s", ["2T", "T"], "2T", "(long long)((unsigned long long)x * (unsigned long long)y)"),
    ("saturating_narrow", "u", ["2T"], "T", "fixsel__clamp(x, 0, FIXSEL__UMAX(W))"),
    ("saturating_narrow", "s", ["2T"], "T", "fixsel__clamp(x, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    ("saturating_narrow", "su", ["2T"], "T", "fixsel__clamp(x, 0, FIXSEL__UMAX(W))"),
    ("saturating_narrow", "us", ["2T"], "T", "fixsel__clamp(x, 0, FIXSEL__SMAX(W))"),
    ("saturating_cast", "su", ["T"], "T", "x < 0 ? 0 : x"),
    ("saturating_cast", "us", ["T"], "T", "x > FIXSEL__SMAX(W) ? FIXSEL__SMAX(W) : x"),
    ("saturating_add", "u", ["T", "T"], "T", "fixsel__clamp(x + y, 0, FIXSEL__UMAX(W))"),
    ("saturating_add", "s", ["T", "T"], "T", "fixsel__clamp(x + y, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    ("saturating_sub", "u", ["T", "T"], "T", "fixsel__clamp(x - y, 0, FIXSEL__UMAX(W))"),
    ("saturating_sub", "s", ["T", "T"], "T", "fixsel__clamp(x - y, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    ("halving_add", "u", ["T", "T"], "T", "(x + y) >> 1"),
    ("halving_add", "s", ["T", "T"], "T", "(x + y) >> 1"),
    ("halving_sub", "u", ["T", "T"], "T", "(x - y) >> 1"),
    ("halving_sub", "s", ["T", "T"], "T", "(x - y) >> 1"),
    ("rounding_halving_add", "u", ["T", "T"], "T", "(x + y + 1) >> 1"),
    ("rounding_halving_add", "s", ["T", "T"], "T", "(x + y + 1) >> 1"),
    ("rounding_shr", "u", ["T", "T"], "T", "fixsel__rounding_shr(x, fixsel__sext(y, W), W)"),
    ("rounding_shr", "s", ["T", "T"], "T", "fixsel__rounding_shr(x, y, W)"),
    ("rounding_shl", "u", ["T", "T"], "T", "fixsel__rounding_shr(x, fixsel__sext(-y, W), W)"),
    ("rounding_shl", "s", ["T", "T"], "T", "fixsel__rounding_shr(x, fixsel__sext(-y, W), W)"),
    ("mul_shr", "u", ["T", "T", "T"], "T", "fixsel__clamp((x * y) >> z, 0, FIXSEL__UMAX(W))"),
    ("mul_shr", "s", ["T", "T", "Tu"], "T", "fixsel__clamp((x * y) >> z, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    ("rounding_mul_shr", "u", ["T", "T", "T"], "T",
     "fixsel__clamp(fixsel__rounding_shr(x * y, z, 2 * W), 0, FIXSEL__UMAX(W))"),
    ("rounding_mul_shr", "s", ["T", "T", "Tu"], "T",
     "fixsel__clamp(fixsel__rounding_shr(x * y, z, 2 * W), FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    ("abs", "s", ["T"], "Tu", "x < 0 ? -x : x"),
    ("absd", "u", ["T", "T"], "Tu", "x < y ? y - x : x - y"),
    ("absd", "s", ["T", "T"], "Tu", "x < y ? y - x : x - y"),
]


def vty(sign, bits, lanes):
    return f"{'u' if sign == 'u' else 'i'}{bits}x{lanes}"


def c_spelling(llvm_ty):
    """`v16u8` -> `u8x16` (the C name's spelling of an LLVM-name type)."""
    lanes, rest = llvm_ty[1:].split("u") if "u" in llvm_ty else llvm_ty[1:].split("i")
    return f"{'u' if 'u' in llvm_ty else 'i'}{rest}x{lanes}"


def signature(op, sig, kinds, res, w):
    """C types of the operands and result, and the LLVM name's type list (as fpir_names.rs)."""
    lanes = VEC_BITS // w
    letters = list(sig)
    ops = []
    for i, k in enumerate(kinds):
        s = letters[min(i, len(letters) - 1)] if len(letters) > 1 else letters[0]
        if k.endswith("u"):  # an unsigned amount of a signed op: same LLVM type, C lane unsigned
            ops.append(("u", w, s))
        else:
            ops.append((s, 2 * w if k.startswith("2T") else w, s))
    rsign = letters[-1] if len(letters) == len(kinds) + 1 else letters[0]
    if res.endswith("s"):
        rsign = "s"
    elif res.endswith("u"):
        rsign = "u"
    rbits = 2 * w if res.startswith("2T") else w
    slots = [(n, b) for (_, b, n) in ops]
    if len(letters) == len(kinds) + 1:
        slots.append((letters[-1], rbits))
    spelled = [f"v{lanes}{'u' if s == 'u' else 'i'}{b}" for s, b in slots]
    if all(t == spelled[0] for t in spelled):
        spelled = spelled[:1]
    cname = "fixsel_" + op + "_" + "_".join(c_spelling(t) for t in spelled)
    return [vty(s, b, lanes) for s, b, _ in ops], vty(rsign, rbits, lanes), "fixsel." + op + "." + ".".join(spelled), cname, lanes


def functions():
    for op, sig, kinds, res, expr in OPS:
        for w in WIDTHS:
            args, ret, llname, cname, lanes = signature(op, sig, kinds, res, w)
            yield op, sig, w, args, ret, llname, cname, lanes, expr


HEADER_TOP = """\
/* fixsel.h: FPIR, the portable fixed-point vector ops, as C functions. GENERATED by
 * scripts/gen_fixsel_h.py (edit the generator, then run it; a lit test checks staleness).
 *
 * One function per op and type, fixsel_<op>_<types>(...), e.g. fixsel_rounding_halving_add_u8x16(a, b);
 * the types spell ruletable/semantics/fpir.def's signedness suffix as in `@fixsel.<op>.<types>`.
 * Semantics are fpir.def's exactly (absd/abs return unsigned, widening_sub is signed 2T, halving
 * rounds toward -inf, rounding_shr/shl take a signed amount, mul_shr/rounding_mul_shr saturate;
 * shift amounts of widening_shl/shr and mul_shr must be below 2T's bits).
 *
 * Without FIXSEL_PLUGIN the portable lane-loop definitions below are used (any compiler with
 * clang's ext_vector_type). Compile with -DFIXSEL_PLUGIN -fpass-plugin=libfixsel.so and each function
 * instead calls `@fixsel.<op>.<types>`, which the plugin lowers to the target's instruction. A header
 * cannot detect -fpass-plugin, so the macro is explicit: with the macro but without the plugin the link
 * fails on an undefined `fixsel.*` symbol, a clear error rather than a silent fallback.
 *
 * Sizes: T vectors are 128-bit, 2T vectors (widening results, narrowing inputs) 256-bit. Tested with
 * the plugin on x86-64 -march=haswell only (see lit-tests/header/); element widths 8 and 16.
 */
#ifndef FIXSEL_H
#define FIXSEL_H

"""


def header():
    out = [HEADER_TOP]
    types = set()
    for *_, args, ret, _, _, lanes, _ in functions():
        types.update(args + [ret])
    ctype = lambda t: f"{'unsigned ' if t[0] == 'u' else 'signed '}{ {8: 'char', 16: 'short', 32: 'int'}[int(t[1:t.index('x')])]}"
    for t in sorted(types):
        lanes = int(t[t.index("x") + 1:])
        out.append(f"typedef {ctype(t)} {t} __attribute__((ext_vector_type({lanes})));\n")
    out.append("""
#define FIXSEL__UMAX(w) ((1LL << (w)) - 1)
#define FIXSEL__SMAX(w) ((1LL << ((w) - 1)) - 1)
#define FIXSEL__SMIN(w) (-(1LL << ((w) - 1)))
static inline long long fixsel__clamp(long long v, long long lo, long long hi) { return v < lo ? lo : v > hi ? hi : v; }
/* v wrapped to a signed w-bit value (the T-wide `sub(0, y)` of rounding_shl, and .u amounts read as signed). */
static inline long long fixsel__sext(long long v, int w) { unsigned long long m = 1ULL << (w - 1); unsigned long long u = (unsigned long long)v & ((m << 1) - 1); return (long long)(u ^ m) - (long long)m; }
/* fpir.def's rounding_shr on a w-bit lane x (already extended) by a signed amount y, computed in 2w bits. */
static inline long long fixsel__rounding_shr(long long x, long long y, int w) {
  if (y < 0) return (long long)((unsigned long long)x << (-y < w ? -y : w));
  long long s = y < 2 * w - 1 ? y : 2 * w - 1;
  return (x + ((1LL << s) >> 1)) >> s;
}

""")
    for op, sig, w, args, ret, llname, cname, lanes, expr in functions():
        names = "xyz"[: len(args)]
        params = ", ".join(f"{t} {n}" for t, n in zip(args, names))
        out.append(f"/* {op}.{sig} */\n")
        out.append("#ifdef FIXSEL_PLUGIN\n")
        out.append(f"{ret} fixsel__ir_{cname[7:]}({', '.join(args)}) __asm__(\"{llname}\");\n")
        out.append(f"static inline {ret} {cname}({params}) {{ return fixsel__ir_{cname[7:]}({', '.join(names)}); }}\n")
        out.append("#else\n")
        body = "".join(f"long long {n} = {n}v[i]; " for n in names)
        vparams = ", ".join(f"{t} {n}v" for t, n in zip(args, names))
        out.append(f"static inline {ret} {cname}({vparams}) {{\n  {ret} r; const int W = {w}; (void)W;\n"
                   f"  for (int i = 0; i < {lanes}; i++) {{ {body}r[i] = ({expr}); }}\n  return r;\n}}\n")
        out.append("#endif\n\n")
    out.append("#endif /* FIXSEL_H */\n")
    return "".join(out)


def test_program():
    """Runs every function on edge and pseudo-random inputs and prints one FNV-1a hash per function."""
    out = ["/* GENERATED by scripts/gen_fixsel_h.py: every fixsel.h function on edge and random inputs. */\n",
           '#include <stdio.h>\n#include <string.h>\n#include "fixsel.h"\n\n',
           "static unsigned char buf[3][32];\nstatic unsigned long long seed = 0x9E3779B97F4A7C15ULL;\n",
           "static const unsigned char edge[] = {0x00, 0x01, 0x80, 0x7F, 0x55, 0xAA, 0xFF, 0xFE};\n",
           "static void fill(int round) { for (int k = 0; k < 3; k++) for (int i = 0; i < 32; i++) {\n"
           "  seed = seed * 6364136223846793005ULL + 1442695040888963407ULL;\n"
           "  buf[k][i] = round < 64 ? edge[(round >> (k * 3 % 6)) & 7 ^ (i & k)] : (unsigned char)(seed >> 56); } }\n",
           "static unsigned long long hash(const void *p, int n, unsigned long long h) {\n"
           "  for (int i = 0; i < n; i++) h = (h ^ ((const unsigned char *)p)[i]) * 0x100000001B3ULL; return h; }\n\n",
           "int main(void) {\n"]
    for op, sig, w, args, ret, llname, cname, lanes, expr in functions():
        out.append(f"  {{ unsigned long long h = 0xCBF29CE484222325ULL;\n    for (int round = 0; round < 200; round++) {{ fill(round);\n")
        for k, t in enumerate(args):
            out.append(f"      {t} a{k}; memcpy(&a{k}, buf[{k}], sizeof a{k});\n")
        # Amounts that are poison when >= 2T's bits are masked into range.
        shifted = {"widening_shl": 1, "widening_shr": 1, "mul_shr": 2, "rounding_mul_shr": 2}
        if op in shifted:
            out.append(f"      a{shifted[op]} &= ({args[shifted[op]]})({2 * w - 1});\n")
        call = ", ".join(f"a{k}" for k in range(len(args)))
        out.append(f"      {ret} r = {cname}({call}); h = hash(&r, sizeof r, h); }}\n")
        out.append(f'    printf("{cname} %016llx\\n", h); }}\n')
    out.append("  return 0;\n}\n")
    return "".join(out)


def main():
    files = {os.path.join(REPO, "include", "fixsel.h"): header(),
             os.path.join(REPO, "lit-tests", "header", "Inputs", "all_ops.c"): test_program()}
    if "--check" in sys.argv:
        stale = [p for p, text in files.items() if not os.path.exists(p) or open(p).read() != text]
        for p in stale:
            print(f"stale: {p} (run scripts/gen_fixsel_h.py)", file=sys.stderr)
        sys.exit(1 if stale else 0)
    for p, text in files.items():
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "w") as f:
            f.write(text)


if __name__ == "__main__":
    main()
