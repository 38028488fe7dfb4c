#!/usr/bin/env python3
"""Generate include/fixsel.h (FPIR ops as C functions) and its test program from one op table.

Usage: gen_fixsel_h.py [--check]   (--check: fail if the checked-in files are stale)

Each op's portable C definition is a lane loop over one scalar formula that follows
ruletable/rules/fpir.def; with -DFIXSEL_PLUGIN each function calls `@fixsel.<op>.<types>`.
Vector sizes are chosen per target (TARGETS): the sizes whose calls the target's C ABI passes in
registers, so that the IR has one `@fixsel.*` call with vector operands for the plugin to lower.
"""
import os
import sys
import zlib
from collections import namedtuple
from generated import finish, put

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WIDTHS = [8, 16, 32]  # element widths T (2T lanes are 16, 32, 64 bits)

# One FPIR op variant of fpir.def.
#   operands, result: kinds. T, 2T: a lane of T or 2T bits whose C signedness is the op's suffix
#   letter for that operand; Tu: an unsigned T lane (the zero-extended amount of a .s op; the LLVM
#   name still spells the suffix letter); 2Ts, Tu as a result: a signed 2T / unsigned T result
#   whatever the suffix (widening_sub.u, abs, absd).
#   formula: one lane's result as a C expression over x, y, z (long long: the lanes' values, sign-
#   or zero-extended per their C type; an unsigned 64-bit lane wraps to negative, so formulas that
#   read 2T lanes of 32-bit ops compare them as unsigned) and W (T's bits). It must be exact for
#   W = 8, 16 and 32 without signed overflow.
#   masked: the operand (index) whose values must be below 2T's bits (poison above, as in LLVM); the
#   test keeps it there. amount: an operand that is a shift amount (the test also draws small values).
Op = namedtuple("Op", "name sig operands result formula masked amount", defaults=(None, None))

OPS = [
    Op("widening_add", "u", ["T", "T"], "2T", "x + y"),
    Op("widening_add", "s", ["T", "T"], "2T", "x + y"),
    Op("widening_sub", "u", ["T", "T"], "2Ts", "x - y"),
    Op("widening_sub", "s", ["T", "T"], "2T", "x - y"),
    Op("widening_mul", "u", ["T", "T"], "2T", "FIXSEL__WRAP(x, *, y)"),
    Op("widening_mul", "s", ["T", "T"], "2T", "FIXSEL__WRAP(x, *, y)"),
    Op("widening_mul", "su", ["T", "T"], "2Ts", "FIXSEL__WRAP(x, *, y)"),
    Op("widening_shl", "u", ["T", "T"], "2T", "FIXSEL__WRAP(x, <<, y)", masked=1, amount=1),
    Op("widening_shl", "s", ["T", "Tu"], "2T", "FIXSEL__WRAP(x, <<, y)", masked=1, amount=1),
    Op("widening_shr", "u", ["T", "T"], "2T", "x >> y", masked=1, amount=1),
    Op("widening_shr", "s", ["T", "Tu"], "2T", "x >> y", masked=1, amount=1),
    Op("extending_add", "u", ["2T", "T"], "2T", "FIXSEL__WRAP(x, +, y)"),
    Op("extending_add", "s", ["2T", "T"], "2T", "FIXSEL__WRAP(x, +, y)"),
    Op("extending_sub", "u", ["2T", "T"], "2T", "FIXSEL__WRAP(x, -, y)"),
    Op("extending_sub", "s", ["2T", "T"], "2T", "FIXSEL__WRAP(x, -, y)"),
    Op("extending_mul", "u", ["2T", "T"], "2T", "FIXSEL__WRAP(x, *, y)"),
    Op("extending_mul", "s", ["2T", "T"], "2T", "FIXSEL__WRAP(x, *, y)"),
    Op("saturating_narrow", "u", ["2T"], "T", "fixsel__umin(x, FIXSEL__UMAX(W))"),
    Op("saturating_narrow", "s", ["2T"], "T", "fixsel__clamp(x, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    Op("saturating_narrow", "su", ["2T"], "T", "fixsel__clamp(x, 0, FIXSEL__UMAX(W))"),
    Op("saturating_narrow", "us", ["2T"], "T", "fixsel__umin(x, FIXSEL__SMAX(W))"),
    Op("saturating_cast", "su", ["T"], "T", "x < 0 ? 0 : x"),
    Op("saturating_cast", "us", ["T"], "T", "fixsel__umin(x, FIXSEL__SMAX(W))"),
    Op("saturating_add", "u", ["T", "T"], "T", "fixsel__clamp(x + y, 0, FIXSEL__UMAX(W))"),
    Op("saturating_add", "s", ["T", "T"], "T", "fixsel__clamp(x + y, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    Op("saturating_sub", "u", ["T", "T"], "T", "fixsel__clamp(x - y, 0, FIXSEL__UMAX(W))"),
    Op("saturating_sub", "s", ["T", "T"], "T", "fixsel__clamp(x - y, FIXSEL__SMIN(W), FIXSEL__SMAX(W))"),
    Op("halving_add", "u", ["T", "T"], "T", "(x + y) >> 1"),
    Op("halving_add", "s", ["T", "T"], "T", "(x + y) >> 1"),
    Op("halving_sub", "u", ["T", "T"], "T", "(x - y) >> 1"),
    Op("halving_sub", "s", ["T", "T"], "T", "(x - y) >> 1"),
    Op("rounding_halving_add", "u", ["T", "T"], "T", "(x + y + 1) >> 1"),
    Op("rounding_halving_add", "s", ["T", "T"], "T", "(x + y + 1) >> 1"),
    Op("rounding_shr", "u", ["T", "T"], "T", "fixsel__rounding_shr(x, fixsel__sext(y, W), W)", amount=1),
    Op("rounding_shr", "s", ["T", "T"], "T", "fixsel__rounding_shr(x, y, W)", amount=1),
    Op("rounding_shl", "u", ["T", "T"], "T", "fixsel__rounding_shr(x, fixsel__sext(-y, W), W)", amount=1),
    Op("rounding_shl", "s", ["T", "T"], "T", "fixsel__rounding_shr(x, fixsel__sext(-y, W), W)", amount=1),
    Op("mul_shr", "u", ["T", "T", "T"], "T", "fixsel__umin((long long)(FIXSEL__U(x) * FIXSEL__U(y) >> z), FIXSEL__UMAX(W))",
       masked=2, amount=2),
    Op("mul_shr", "s", ["T", "T", "Tu"], "T", "fixsel__clamp((x * y) >> z, FIXSEL__SMIN(W), FIXSEL__SMAX(W))",
       masked=2, amount=2),
    Op("rounding_mul_shr", "u", ["T", "T", "T"], "T",
       "fixsel__umin(fixsel__round_shr_u(FIXSEL__WRAP(x, *, y), z, 4 * W), FIXSEL__UMAX(W))", masked=2, amount=2),
    Op("rounding_mul_shr", "s", ["T", "T", "Tu"], "T",
       "fixsel__clamp(fixsel__round_shr_s(x * y, z, 4 * W), FIXSEL__SMIN(W), FIXSEL__SMAX(W))", masked=2, amount=2),
    Op("abs", "s", ["T"], "Tu", "x < 0 ? -x : x"),
    Op("absd", "u", ["T", "T"], "Tu", "x < y ? y - x : x - y"),
    Op("absd", "s", ["T", "T"], "Tu", "x < y ? y - x : x - y"),
]

# The test also calls the ops with a shift amount with these constant amounts (a splat vector; an
# expression in W), the form the plugin's lowering rules with constant amounts match (sqrdmulh, urshr,
# vmpy:<<1:rnd:sat, ...).
CONST_AMOUNTS = {
    "widening_shl": ["3"],
    "widening_shr": ["3"],
    "rounding_shr": ["3"],
    "rounding_shl": ["3"],
    "mul_shr": ["W - 1", "W + 1"],
    "rounding_mul_shr": ["W - 1", "W + 1"],
}

# Per target: the predefined-macro test selecting it, and its vector sizes: (T's bits, which ops).
# "all": every op (T and 2T vectors both passed in registers); "same-width": only ops whose operands
# and result are all T vectors (the 2T vector of that size would be passed in memory).
#   Hexagon: clang passes HVX-register-sized vectors (one register, or a pair for 2T) in registers;
#     any other vector over 64 bits in memory (even 128-bit results, through sret).
#   AArch64: AAPCS64 passes vectors of up to 128 bits in registers and larger ones in memory, so
#     T = 64 bits (2T = 128) for every op, and also T = 128 bits for the same-width ops.
#   x86-64: 128 and 256-bit vectors in registers with AVX; without AVX 256-bit arguments go to memory
#     (see PORTABLE_2T_ARGS_IF). Other targets get this block too, untested with the plugin.
Target = namedtuple("Target", "name cond sizes")
TARGETS = [
    Target("Hexagon HVX, 128-byte vectors", "defined(__hexagon__) && defined(__HVX__) && __HVX_LENGTH__ == 128",
           [(1024, "all")]),
    Target("AArch64", "defined(__aarch64__)", [(64, "all"), (128, "same-width")]),
    Target("x86-64 (and any other target, untested with the plugin)", None, [(128, "all")]),
]
# With the plugin on x86-64 without AVX, ops with a 2T operand use the portable definition (a call
# would pass the 256-bit operand in memory, which is not an FPIR call the plugin can read).
PORTABLE_2T_ARGS_IF = "defined(__x86_64__) && !defined(__AVX__)"
PLUGIN_ERROR_IF = ("defined(__hexagon__) && !(defined(__HVX__) && __HVX_LENGTH__ == 128)",
                   "with FIXSEL_PLUGIN, Hexagon needs -mhvx -mhvx-length=128b (clang passes other vectors "
                   "over 64 bits in memory, so no call would reach the plugin as an FPIR op)")


def c_type(sign, bits, lanes):
    return f"{'u' if sign == 'u' else 'i'}{bits}x{lanes}"


def same_width(op):
    return all(k.startswith("T") for k in op.operands + [op.result])


Fn = namedtuple("Fn", "op w lanes args ret llname cname key")


def signature(op, w, lanes):
    """C types of the operands and result, the LLVM name (as ruletable's fpir_names.rs spells it),
    the C name, and the test's lane-count-free key."""
    letters = list(op.sig)
    args, slots = [], []
    for i, k in enumerate(op.operands):
        s = letters[min(i, len(letters) - 1)]
        bits = 2 * w if k.startswith("2T") else w
        args.append(c_type("u" if k == "Tu" else s, bits, lanes))
        slots.append((s, bits))
    rbits = 2 * w if op.result.startswith("2T") else w
    rsign = letters[-1] if len(letters) == len(op.operands) + 1 else letters[0]
    rsign = {"2Ts": "s", "Tu": "u"}.get(op.result, rsign)
    if len(letters) == len(op.operands) + 1:
        slots.append((letters[-1], rbits))
    spelled = [f"v{lanes}{'u' if s == 'u' else 'i'}{b}" for s, b in slots]
    if all(t == spelled[0] for t in spelled):
        spelled = spelled[:1]
    ctypes = [c_type("u" if t[len(str(lanes)) + 1] == "u" else "s", t[len(str(lanes)) + 2:], lanes) for t in spelled]
    cname = "fixsel_" + op.name + "_" + "_".join(ctypes)
    key = op.name + "_" + "_".join(t[: t.index("x")] for t in ctypes)
    return Fn(op, w, lanes, args, c_type(rsign, rbits, lanes), "fixsel." + op.name + "." + ".".join(spelled), cname, key)


def functions(target):
    for bits, which in target.sizes:
        for op in OPS:
            if which == "same-width" and not same_width(op):
                continue
            for w in WIDTHS:
                yield signature(op, w, bits // w)


def scalar_name(op):
    return f"fixsel__{op.name}_{op.sig}"


HEADER_TOP = """\
/* fixsel.h: FPIR, the portable fixed-point vector ops, as C functions. GENERATED by
 * scripts/gen_fixsel_h.py (edit the generator, then run it; a lit test checks staleness).
 *
 * One function per op and type, fixsel_<op>_<types>(...), e.g. fixsel_rounding_halving_add_u8x16(a, b);
 * the types spell ruletable/rules/fpir.def's signedness suffix as in `@fixsel.<op>.<types>`.
 * Semantics are fpir.def's exactly (absd/abs return unsigned, widening_sub is signed 2T, halving
 * rounds toward -inf, rounding_shr/shl take a signed amount, mul_shr/rounding_mul_shr saturate;
 * shift amounts of widening_shl/shr, mul_shr and rounding_mul_shr must be below 2T's bits).
 *
 * Without FIXSEL_PLUGIN the portable lane-loop definitions are used (any compiler with clang's
 * ext_vector_type). Compile with -DFIXSEL_PLUGIN -fpass-plugin=libfixsel.so and each function
 * instead calls `@fixsel.<op>.<types>`, which the plugin lowers to the target's instruction(s) or
 * expands to plain IR. A header cannot detect -fpass-plugin, so the macro is explicit: with the macro
 * but without the plugin the link fails on an undefined `fixsel.*` symbol. Shift amounts that are
 * constants (a splat: fixsel_rounding_mul_shr_i16x8(a, b, (u16x8)15)) reach the plugin's rules for
 * constant amounts (sqrdmulh, vpmulhrsw, vmpy:<<1:rnd:sat, ...); variable amounts are expanded.
 *
 * Vector sizes depend on the target, so that the C ABI passes every operand in registers and the
 * call reaches the plugin as an FPIR op (FIXSEL_VECTOR_BITS: T's bits; element widths 8, 16, 32):
%s */
#ifndef FIXSEL_H
#define FIXSEL_H

#if defined(FIXSEL_PLUGIN) && %s
#error "fixsel.h: %s"
#endif

#define FIXSEL__UMAX(w) ((1LL << (w)) - 1)
#define FIXSEL__SMAX(w) ((1LL << ((w) - 1)) - 1)
#define FIXSEL__SMIN(w) (-(1LL << ((w) - 1)))
/* x op y in 64-bit two's complement (the 2T bits of a product or sum of 32-bit lanes, no overflow). */
#define FIXSEL__U(x) ((unsigned long long)(x))
#define FIXSEL__WRAP(x, op, y) ((long long)(FIXSEL__U(x) op FIXSEL__U(y)))
static inline long long fixsel__clamp(long long v, long long lo, long long hi) { return v < lo ? lo : v > hi ? hi : v; }
/* umin of v read as unsigned 64-bit (an unsigned 2T lane of a 32-bit op may be above 2^63) and hi >= 0. */
static inline long long fixsel__umin(long long v, long long hi) { return (unsigned long long)v > (unsigned long long)hi ? hi : v; }
/* v wrapped to a signed w-bit value (the T-wide `sub(0, y)` of rounding_shl, and .u amounts read as signed). */
static inline long long fixsel__sext(long long v, int w) { unsigned long long m = 1ULL << (w - 1); unsigned long long u = (unsigned long long)v & ((m << 1) - 1); return (long long)(u ^ m) - (long long)m; }
/* fpir.def's rounding_shr on a w-bit lane x (already extended) by a signed amount y, computed in 2w bits. */
static inline long long fixsel__rounding_shr(long long x, long long y, int w) {
  if (y < 0) return (long long)((unsigned long long)x << (-y < w ? -y : w));
  long long s = y < 2 * w - 1 ? y : 2 * w - 1;
  return (x + (long long)((1ULL << s) >> 1)) >> s;
}
/* rounding_shr of a 2T product p (at most 64 bits) by an amount z >= 0, computed in wide = 4T bits
 * (so never overflowing): floor((p + 2^(s-1)) / 2^s) with s = min(z, wide - 1) is (p >> s) plus bit s-1 of
 * p; for s >= 64 the sum is below 2^s (0), except bit 63 of an unsigned p at s = 64. */
static inline long long fixsel__round_shr_u(long long p, long long z, int wide) {
  unsigned long long u = (unsigned long long)p; long long s = z < wide - 1 ? z : wide - 1;
  if (s == 0) return p;
  if (s >= 64) return s == 64 ? (long long)(u >> 63) : 0;
  return (long long)((u >> s) + ((u >> (s - 1)) & 1));
}
static inline long long fixsel__round_shr_s(long long p, long long z, int wide) {
  long long s = z < wide - 1 ? z : wide - 1;
  if (s == 0) return p;
  if (s >= 64) return 0; /* |p| <= 2^62 < 2^(s-1) */
  return (p >> s) + ((p >> (s - 1)) & 1);
}

/* The portable definitions: one scalar formula per op (x, y, z: the lanes, W: T's bits). */
"""

MACROS = """
/* FIXSEL__FN<n>(result type, name, operand types..., LLVM name, scalar formula, W, lanes).
 * The portable loops run over arrays: llc 16 miscompiles the lane-by-lane extractelement/insertelement
 * form of such loops on HVX vector pairs (some lanes of a 2T result wrong). */
#define FIXSEL__IN(v, N) __typeof__(v[0]) v##_[N]; __builtin_memcpy(v##_, &v, sizeof v##_)
#define FIXSEL__OUT(R, N) R r; __typeof__(r[0]) r_[N]
#define FIXSEL__RET(R) __builtin_memcpy(&r, r_, sizeof r); return r
#define FIXSEL__PORTABLE1(R, F, A, IR, OP, W, N) \
  static inline R F(A x) { FIXSEL__IN(x, N); FIXSEL__OUT(R, N); for (int i = 0; i < N; i++) r_[i] = OP(x_[i], W); FIXSEL__RET(R); }
#define FIXSEL__PORTABLE2(R, F, A, B, IR, OP, W, N) \
  static inline R F(A x, B y) { FIXSEL__IN(x, N); FIXSEL__IN(y, N); FIXSEL__OUT(R, N); \
    for (int i = 0; i < N; i++) r_[i] = OP(x_[i], y_[i], W); FIXSEL__RET(R); }
#define FIXSEL__PORTABLE3(R, F, A, B, C, IR, OP, W, N) \
  static inline R F(A x, B y, C z) { FIXSEL__IN(x, N); FIXSEL__IN(y, N); FIXSEL__IN(z, N); FIXSEL__OUT(R, N); \
    for (int i = 0; i < N; i++) r_[i] = OP(x_[i], y_[i], z_[i], W); FIXSEL__RET(R); }
#ifdef FIXSEL_PLUGIN
#define FIXSEL__FN1(R, F, A, IR, OP, W, N) R F##__ir(A) __asm__(IR); static inline R F(A x) { return F##__ir(x); }
#define FIXSEL__FN2(R, F, A, B, IR, OP, W, N) R F##__ir(A, B) __asm__(IR); static inline R F(A x, B y) { return F##__ir(x, y); }
#define FIXSEL__FN3(R, F, A, B, C, IR, OP, W, N) \\
  R F##__ir(A, B, C) __asm__(IR); static inline R F(A x, B y, C z) { return F##__ir(x, y, z); }
#else
#define FIXSEL__FN1 FIXSEL__PORTABLE1
#define FIXSEL__FN2 FIXSEL__PORTABLE2
#define FIXSEL__FN3 FIXSEL__PORTABLE3
#endif
/* Ops with a 2T operand (extending_*, saturating_narrow). */
#if defined(FIXSEL_PLUGIN) && %s
#define FIXSEL__FN1_2T FIXSEL__PORTABLE1
#define FIXSEL__FN2_2T FIXSEL__PORTABLE2
#else
#define FIXSEL__FN1_2T FIXSEL__FN1
#define FIXSEL__FN2_2T FIXSEL__FN2
#endif
"""


def ctype_of(t):
    bits = int(t[1:t.index("x")])
    return f"{'unsigned' if t[0] == 'u' else 'signed'} {dict([(8, 'char'), (16, 'short'), (32, 'int'), (64, 'long long')])[bits]}"


def fn_line(f):
    n = len(f.args)
    macro = f"FIXSEL__FN{n}" + ("_2T" if "2T" in f.op.operands else "")
    return f'{macro}({f.ret}, {f.cname}, {", ".join(f.args)}, "{f.llname}", {scalar_name(f.op)}, {f.w}, {f.lanes})\n'


def describe_sizes(t):
    parts = []
    for bits, which in t.sizes:
        parts.append(f"T = {bits}-bit vectors" + (" for the ops with no 2T vector" if which == "same-width"
                                                  else f" (2T = {2 * bits})"))
    return f" *   {t.name}: " + "; ".join(parts) + "\n"


def header():
    out = [HEADER_TOP % ("".join(describe_sizes(t) for t in TARGETS), PLUGIN_ERROR_IF[0], PLUGIN_ERROR_IF[1])]
    for op in OPS:
        params = ", ".join(f"long long {n}" for n in "xyz"[: len(op.operands)])
        out.append(f"static inline long long {scalar_name(op)}({params}, int W) {{ (void)W; return {op.formula}; }}\n")
    out.append(MACROS % PORTABLE_2T_ARGS_IF)
    for i, t in enumerate(TARGETS):
        out.append(f"\n/* ---- {t.name} ---- */\n")
        out.append(("#if " if i == 0 else "#elif ") + t.cond + "\n" if t.cond else "#else\n")
        out.append(f"#define FIXSEL_VECTOR_BITS {t.sizes[0][0]}\n")
        fns = list(functions(t))
        types = sorted({ty for f in fns for ty in f.args + [f.ret]}, key=lambda s: (s[0], int(s[1:s.index("x")]), int(s[s.index("x") + 1:])))
        for ty in types:
            out.append(f"typedef {ctype_of(ty)} {ty} __attribute__((ext_vector_type({ty[ty.index('x') + 1:]})));\n")
        last = None
        for f in fns:
            if (f.op, f.lanes * f.w) != last:
                out.append(f"/* {f.op.name}.{f.op.sig} */\n")
                last = (f.op, f.lanes * f.w)
            out.append(fn_line(f))
    out.append("#endif\n\n#endif /* FIXSEL_H */\n")
    return "".join(out)


TEST_TOP = """\
/* GENERATED by scripts/gen_fixsel_h.py: every fixsel.h function of the target on edge and random inputs.
 * Each operand is a stream of LANES lanes (edge values first: every combination of 8 edge values over
 * up to 3 operands, then pseudo-random lanes, a function of the lane's index only), cut into vectors
 * of the function's size; one line per function: its name and a hash of the result lanes. The hash
 * does not depend on the vector size, so results for different sizes and targets compare with the
 * lane counts removed from the names. Freestanding (rt.h): runs natively and under qemu. */
#include "rt.h"
#include "fixsel.h"

#define LANES 2048
typedef void Thunk(unsigned char *r, unsigned char *const *in);
typedef struct {
  const char *name; Thunk *fn; unsigned seed; unsigned char nargs, lanes, w, bits[3], rbits; signed char masked, amount;
} Test;
#define LD(T, k) T a##k; __builtin_memcpy(&a##k, in[k], sizeof a##k)
#define ST(r, v) __builtin_memcpy(r, &v, sizeof v)

"""

TEST_MAIN = """
static unsigned long long mix(unsigned long long v) { /* splitmix64's finalizer */
  v ^= v >> 30; v *= 0xBF58476D1CE4E5B9ULL; v ^= v >> 27; v *= 0x94D049BB133111EBULL; return v ^ (v >> 31);
}
static unsigned long long edge(unsigned e, unsigned bits) {
  unsigned long long m = bits == 64 ? ~0ULL : (1ULL << bits) - 1, h = 1ULL << (bits - 1);
  const unsigned long long v[8] = {0, 1, h, h - 1, m, m - 1, 0x5555555555555555ULL, 0xAAAAAAAAAAAAAAAAULL};
  return v[e & 7] & m;
}
/* Operand k's lane j of test t (bits wide; seed: from the name without lane counts): edges, then random mixtures of small signed values
 * (shift amounts around 0 and T's bits), T's edges +-4 (extended: narrowing bounds) and random bits. */
static unsigned long long lane(const Test *t, int k, int j) {
  unsigned bits = t->bits[k], w = t->w;
  unsigned long long m = bits == 64 ? ~0ULL : (1ULL << bits) - 1, v;
  if (j < 512) {
    v = edge((unsigned)(j >> (3 * k)), bits);
  } else {
    unsigned long long r = mix(((unsigned long long)t->seed << 32) ^ ((unsigned long long)k << 16) ^ (unsigned)j);
    switch (r & 3) {
    case 0: v = ((r >> 8) & (8 * w - 1)) - 4 * w; break;
    case 1: v = edge((unsigned)(r >> 8), w) + ((r >> 16) & 7) - 4;
            if ((r >> 24) & 1 && (edge((unsigned)(r >> 8), w) >> (w - 1)) & 1) v |= ~0ULL << w; break;
    default: v = r >> 2; break;
    }
    if (k == t->amount && ((r >> 28) & 1)) v = (r >> 32) & (4 * w - 1);
  }
  if (k == t->masked) v &= 2 * w - 1;
  return v & m;
}

static unsigned char in_buf[3][256] __attribute__((aligned(256))), out_buf[256] __attribute__((aligned(256)));

int main(void) {
  int n = sizeof tests / sizeof tests[0];
  for (int ti = 0; ti < n; ti++) {
    const Test *t = &tests[ti];
    unsigned char *in[3] = {in_buf[0], in_buf[1], in_buf[2]};
    unsigned long long h = 0xCBF29CE484222325ULL;
    for (int c = 0; c < LANES; c += t->lanes) {
      for (int k = 0; k < t->nargs; k++)
        for (int i = 0; i < t->lanes; i++) {
          unsigned long long v = lane(t, k, c + i);
          for (int b = 0; b < t->bits[k] / 8; b++) in_buf[k][i * (t->bits[k] / 8) + b] = (unsigned char)(v >> (8 * b));
        }
      t->fn(out_buf, in);
      for (int i = 0; i < t->lanes * (t->rbits / 8); i++) h = (h ^ out_buf[i]) * 0x100000001B3ULL;
    }
    put_str(t->name); put_str(" "); put_hex_digits(h, 16); put_str("\\n");
  }
  return 0;
}
"""


def test_program():
    """Runs every function on edge and pseudo-random inputs and prints one hash per function."""
    out = [TEST_TOP]
    for i, t in enumerate(TARGETS):
        out.append(("#if " if i == 0 else "#elif ") + t.cond + "\n" if t.cond else "#else\n")
        rows = []
        for f in functions(t):
            n = len(f.args)
            bits = [int(a[1:a.index("x")]) for a in f.args] + [0] * (3 - n)
            rbits = int(f.ret[1:f.ret.index("x")])
            m = -1 if f.op.masked is None else f.op.masked
            a = -1 if f.op.amount is None else f.op.amount
            variants = [("", None)] + [(f"_by{eval(c, {'W': f.w})}", eval(c, {"W": f.w}))
                                       for c in CONST_AMOUNTS.get(f.op.name, [])]
            for suffix, const in variants:
                th = f"t_{f.cname[7:]}{suffix}"
                loads = " ".join(f"LD({ty}, {k});" for k, ty in enumerate(f.args) if k != a or const is None)
                call = ", ".join(f"({ty}){const}" if k == a and const is not None else f"a{k}"
                                 for k, ty in enumerate(f.args))
                out.append(f"static void {th}(unsigned char *r, unsigned char *const *in) {{ {loads} {f.ret} v = {f.cname}({call}); ST(r, v); }}\n")
                seed = zlib.crc32((f.key + suffix).encode())
                rows.append(f'  {{"{f.cname}{suffix}", {th}, {seed}u, {n}, {f.lanes}, {f.w}, {{{", ".join(map(str, bits))}}}, {rbits}, {m}, {a}}},\n')
        out.append("static const Test tests[] = {\n" + "".join(rows) + "};\n")
    out.append("#endif\n")
    out.append(TEST_MAIN)
    return "".join(out)


def main():
    files = {os.path.join(REPO, "include", "fixsel.h"): header(),
             os.path.join(REPO, "lit-tests", "header", "Inputs", "all_ops.c"): test_program()}
    if "--list" in sys.argv:  # per target: functions, and LLVM names (for the README's counts)
        for t in TARGETS:
            fns = list(functions(t))
            print(t.name, len(fns), "functions,", len(fns) + sum(len(CONST_AMOUNTS.get(f.op.name, [])) for f in fns), "tests")
        return
    for p, text in files.items():
        put(p, text)
    finish("scripts/gen_fixsel_h.py")


if __name__ == "__main__":
    main()
