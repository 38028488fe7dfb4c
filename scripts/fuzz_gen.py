#!/usr/bin/env python3
"""Random fixed-point expression DAGs in plain LLVM 16 IR, one function per case seed.

``fuzz_gen.py FIRST COUNT`` prints a module holding the functions ``@fuzz_<seed>`` for seeds
FIRST .. FIRST+COUNT-1. A function depends only on its seed (``random.Random(seed)``), so any
case can be regenerated alone.

Each function takes 1-3 integer vector arguments of one lane count (1 .. 256 lanes, element types
i8/i16/i32, sometimes i64) and builds a DAG from two kinds of steps:

* idioms fixsel lifts, with their usual variations (rounding/halving averages, saturating add/sub
  as intrinsics or clamps, saturating narrows, Q15 multiplies with or without the clang clamp,
  multiply-high, absolute differences in four spellings, rounding shifts, widening ops, sobel's
  weighted sum), written at the widths C promotion produces (2T or i32), and stencil-like sums of
  promoted pixels truncated back (width minimization);
* plain steps: casts, add/sub/mul, shifts by constants, and/or/xor, min/max as intrinsics or
  icmp+select, selects, ``llvm.*.sat``, ``llvm.abs``, with constants near the edges of their type.

Values are reused as operands (shared subexpressions); every value left unused is folded into the
result with xor so nothing is dead. The IR is poison-free for all inputs: shift amounts are
constants below the width, ``llvm.abs`` has ``is_int_min_poison`` false, and ``nsw``/``nuw`` only
appear where the operands' ranges guarantee them.
"""

from __future__ import annotations

import random
import sys
from dataclasses import dataclass

WIDTHS = (8, 16, 32)
LANE_COUNTS = (1, 2, 4, 8, 16, 32, 64, 128, 256, 3, 5, 12, 24)
MAX_VECTOR_BITS = 4096  # several registers on every target, 4 HVX registers


@dataclass(frozen=True)
class Val:
    name: str
    width: int


def smin(w: int) -> int:
    return -(1 << (w - 1))


def smax(w: int) -> int:
    return (1 << (w - 1)) - 1


def as_signed(value: int, w: int) -> int:
    value &= (1 << w) - 1
    return value - (1 << w) if value >> (w - 1) else value


class FunctionBuilder:
    """Emits the instructions of one function and tracks its value pool."""

    def __init__(self, rng: random.Random, name: str, lanes: int):
        self.rng, self.name, self.lanes = rng, name, lanes
        self.lines: list[str] = []
        self.params: list[Val] = []
        self.pool: list[Val] = []
        self.used: set[str] = set()
        self.counter = 0
        self.intrinsics: set[str] = set()

    # -- types and constants ------------------------------------------------------------------

    def ty(self, w: int) -> str:
        return f"i{w}" if self.lanes == 1 else f"<{self.lanes} x i{w}>"

    def suffix(self, w: int) -> str:
        return f"i{w}" if self.lanes == 1 else f"v{self.lanes}i{w}"

    def const(self, w: int, value: int) -> str:
        value = as_signed(value, w)
        if self.lanes == 1:
            return str(value)
        if value == 0 and self.rng.random() < 0.5:
            return "zeroinitializer"
        return "<" + ", ".join([f"i{w} {value}"] * self.lanes) + ">"

    def const_lanes(self, w: int, values: list[int]) -> str:
        if self.lanes == 1:
            return str(as_signed(values[0], w))
        return "<" + ", ".join(f"i{w} {as_signed(v, w)}" for v in values) + ">"

    def edge_value(self, w: int) -> int:
        k = self.rng.randrange(1, w)
        return self.rng.choice([
            0, 1, 2, 3, (1 << w) - 1, smax(w), smin(w), smin(w) + 1, smax(w) - 1,
            1 << k, (1 << k) + 1, (1 << k) - 1, -(1 << k), self.rng.randrange(-8, 9),
            self.rng.getrandbits(w),
        ])

    def edge_const(self, w: int) -> str:
        if self.lanes > 1 and self.rng.random() < 0.15:
            return self.const_lanes(w, [self.edge_value(w) for _ in range(self.lanes)])
        return self.const(w, self.edge_value(w))

    # -- emission -------------------------------------------------------------------------------

    def fresh(self) -> str:
        self.counter += 1
        return f"%t{self.counter}"

    def emit(self, w: int, text: str, keep: bool = True) -> Val:
        name = self.fresh()
        self.lines.append(f"  {name} = {text}")
        value = Val(name, w)
        if keep:
            self.pool.append(value)
        return value

    def use(self, *values: Val) -> None:
        self.used.update(v.name for v in values)

    def operand(self, v: Val | str) -> str:
        if isinstance(v, Val):
            self.use(v)
            return v.name
        return v

    def binop(self, op: str, a: Val, b: Val | str, flags: str = "") -> Val:
        flags = f" {flags}" if flags else ""
        return self.emit(a.width, f"{op}{flags} {self.ty(a.width)} {self.operand(a)}, {self.operand(b)}")

    def negate(self, a: Val) -> Val:
        return self.emit(a.width, f"sub {self.ty(a.width)} {self.const(a.width, 0)}, {self.operand(a)}")

    def shift(self, op: str, a: Val, amount: int) -> Val:
        assert 0 <= amount < a.width
        return self.binop(op, a, self.const(a.width, amount))

    def cast(self, v: Val, w: int, signed: bool) -> Val:
        if w == v.width:
            return v
        op = "trunc" if w < v.width else ("sext" if signed else "zext")
        return self.emit(w, f"{op} {self.ty(v.width)} {self.operand(v)} to {self.ty(w)}")

    def call(self, base: str, w: int, args: list[str], ret_w: int | None = None) -> Val:
        ret_w = ret_w or w
        name = f"llvm.{base}.{self.suffix(w)}"
        arg_types = ", ".join(self.ty(w) if not a.startswith("i1 ") else "i1" for a in args)
        self.intrinsics.add(f"declare {self.ty(ret_w)} @{name}({arg_types})")
        text = ", ".join(a if a.startswith("i1 ") else f"{self.ty(w)} {a}" for a in args)
        return self.emit(ret_w, f"call {self.ty(ret_w)} @{name}({text})")

    def icmp(self, pred: str, a: Val, b: Val | str) -> Val:
        return self.emit(1, f"icmp {pred} {self.ty(a.width)} {self.operand(a)}, {self.operand(b)}",
                         keep=False)

    def select(self, cond: Val, a: Val | str, b: Val | str, w: int) -> Val:
        return self.emit(w, f"select {self.ty(1)} {cond.name}, {self.ty(w)} {self.operand(a)}, "
                            f"{self.ty(w)} {self.operand(b)}")

    def minmax(self, kind: str, a: Val, b: Val | str) -> Val:
        """umin/umax/smin/smax as the intrinsic or as icmp+select (either operand order)."""
        if self.rng.random() < 0.5:
            return self.call(kind, a.width, [self.operand(a), self.operand(b)])
        sign = kind[0]
        strict = self.rng.choice(["t", "e"])
        takes_first_if_greater = kind.endswith("max")
        if self.rng.random() < 0.5:  # a > b ? a : b  /  a < b ? a : b
            pred = f"{sign}{'g' if takes_first_if_greater else 'l'}{strict}"
            return self.select(self.icmp(pred, a, b), a, b, a.width)
        pred = f"{sign}{'l' if takes_first_if_greater else 'g'}{strict}"  # a < b ? b : a
        return self.select(self.icmp(pred, a, b), b, a, a.width)

    def clamp(self, v: Val, lo: int, hi: int, signed: bool) -> Val:
        s = "s" if signed else "u"
        lo_c, hi_c = self.const(v.width, lo), self.const(v.width, hi)
        if self.rng.random() < 0.5:
            return self.minmax(f"{s}min", self.minmax(f"{s}max", v, lo_c), hi_c)
        return self.minmax(f"{s}max", self.minmax(f"{s}min", v, hi_c), lo_c)

    # -- operand choice -----------------------------------------------------------------------

    def pick(self, w: int | None = None, avoid: Val | None = None) -> Val:
        """A pool value (recent ones more likely), cast to width w if given; another than
        `avoid` when there is one (x op x is rarely interesting)."""
        candidates = [v for v in self.pool if (w is None or v.width == w) and v != avoid]
        if candidates and self.rng.random() < 0.8:
            index = len(candidates) - 1 - min(int(self.rng.expovariate(0.4)), len(candidates) - 1)
            return candidates[index]
        v = self.rng.choice(self.pool)
        return v if w is None else self.cast(v, w, self.rng.random() < 0.5)


# ------------------------------------------------------------------------------------------------
# Idioms: each takes the builder and returns the value it built.


def wide_width(rng: random.Random, n: int) -> int:
    """The width an idiom's intermediate lives at: 2T, or i32 as after C promotion."""
    options = [2 * n] + ([32] if n < 16 else []) + ([64] if n == 32 else [])
    return rng.choice([w for w in options if w <= 64 and w > n])


def idiom_average(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    signed, rounding = rng.random() < 0.4, rng.random() < 0.6
    w = wide_width(rng, n)
    x = b.pick(n)
    y = b.pick(n, avoid=x)
    wx, wy = b.cast(x, w, signed), b.cast(y, w, signed)
    flags = "nsw" if signed else rng.choice(["", "nuw nsw"])
    s = b.binop("add", wx, wy, flags)
    if rounding:
        s = b.binop("add", s, b.const(w, 1), flags)
    s = b.shift("ashr" if signed and rng.random() < 0.7 else "lshr", s, 1)
    return b.cast(s, n, False)


def idiom_halving_sub(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    signed = rng.random() < 0.5
    w = wide_width(rng, n)
    x = b.pick(n)
    y = b.pick(n, avoid=x)
    wx, wy = b.cast(x, w, signed), b.cast(y, w, signed)
    return b.cast(b.shift("ashr", b.binop("sub", wx, wy), 1), n, False)


def idiom_saturating_add_sub(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    signed, op = rng.random() < 0.5, rng.choice(["add", "sub"])
    x = b.pick(n)
    y = b.pick(n, avoid=x)
    if rng.random() < 0.35:
        return b.call(f"{'s' if signed else 'u'}{op}.sat", n, [b.operand(x), b.operand(y)])
    w = wide_width(rng, n)
    s = b.binop(op, b.cast(x, w, signed), b.cast(y, w, signed))
    if signed:
        c = b.clamp(s, smin(n), smax(n), True)
    elif op == "add":
        c = b.minmax("umin", s, b.const(w, (1 << n) - 1))
    else:
        c = b.minmax("smax", s, b.const(w, 0))
    return b.cast(c, n, False)


def idiom_saturating_narrow(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    w = wide_width(rng, n)
    x = b.pick(w)
    kind = rng.choice(["s", "u", "su", "us"])
    if kind == "s":
        c = b.clamp(x, smin(n), smax(n), True)
    elif kind == "su":
        c = b.clamp(x, 0, (1 << n) - 1, True)
    elif kind == "us":
        c = b.minmax("umin", x, b.const(w, smax(n)))
    else:
        c = b.minmax("umin", x, b.const(w, (1 << n) - 1))
    return b.cast(c, n, False)


def idiom_q15(b: FunctionBuilder, n: int) -> Val:
    """(sext a * sext b + 2^(s-1)) >> s, optionally saturated (clang's select form)."""
    rng = b.rng
    n = 16 if rng.random() < 0.6 else rng.choice([8, 32])
    w = 2 * n
    s = n - 1 if rng.random() < 0.7 else rng.randrange(1, n + 1)
    signed = rng.random() < 0.8
    p = b.binop("mul", b.cast(b.pick(n), w, signed), b.cast(b.pick(n), w, signed),
                "nsw" if signed and rng.random() < 0.5 else "")
    if rng.random() < 0.75:
        p = b.binop("add", p, b.const(w, 1 << (s - 1)))
    r = b.shift("ashr" if signed else "lshr", p, s)
    if rng.random() < 0.4:
        r = b.clamp(r, smin(n), smax(n), True) if signed else b.minmax("umin", r, b.const(w, (1 << n) - 1))
    return b.cast(r, n, False)


def idiom_mul_high(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    signed = rng.random() < 0.5
    w = 2 * n if n < 64 else n
    p = b.binop("mul", b.cast(b.pick(n), w, signed), b.cast(b.pick(n), w, signed))
    return b.cast(b.shift(rng.choice(["lshr", "ashr"]), p, rng.choice([n, n - 1, n // 2])), n, False)


def idiom_absd(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    signed = rng.random() < 0.5
    s = "s" if signed else "u"
    x = b.pick(n)
    y = b.pick(n, avoid=x)
    form = rng.randrange(4)
    if form == 0:  # max - min
        return b.binop("sub", b.minmax(f"{s}max", x, y), b.minmax(f"{s}min", x, y))
    if form == 1:  # a > b ? a - b : b - a
        return b.select(b.icmp(f"{s}gt", x, y), b.binop("sub", x, y), b.binop("sub", y, x), n)
    w = wide_width(rng, n)
    d = b.binop("sub", b.cast(x, w, signed), b.cast(y, w, signed))
    if form == 2:
        return b.cast(b.call("abs", w, [b.operand(d), "i1 false"]), n, False)
    neg = b.negate(d)  # select(d < 0, -d, d)
    return b.cast(b.select(b.icmp("slt", d, b.const(w, 0)), neg, d, w), n, False)


def idiom_rounding_shift(b: FunctionBuilder, n: int) -> Val:
    """(x + 2^(k-1)) >> k at a wider width, optionally narrowed, optionally with a clamp."""
    rng = b.rng
    signed = rng.random() < 0.5
    w = wide_width(rng, n)
    x = b.cast(b.pick(n), w, signed)
    k = rng.randrange(1, n + 1)
    r = b.shift("ashr" if signed else "lshr", b.binop("add", x, b.const(w, 1 << (k - 1))), k)
    out = n if rng.random() < 0.5 or n == 8 else n // 2
    if rng.random() < 0.5:
        r = b.clamp(r, smin(out), smax(out), True) if signed else b.minmax("umin", r, b.const(w, (1 << out) - 1))
    return b.cast(r, out, False)


def idiom_widening(b: FunctionBuilder, n: int) -> Val:
    rng = b.rng
    signed = rng.random() < 0.5
    w = wide_width(rng, n)
    op = rng.choice(["add", "sub", "mul", "shl"])
    x = b.cast(b.pick(n), w, signed)
    if op == "shl":
        return b.shift("shl", x, rng.randrange(0, n + 1))
    y = b.cast(b.pick(n), w, rng.random() < 0.8 and signed)
    r = b.binop(op, x, y)
    if rng.random() < 0.4:  # accumulate
        r = b.binop("add", b.pick(w), r)
    return r


def idiom_sobel(b: FunctionBuilder, n: int) -> Val:
    w = wide_width(b.rng, n)
    xs = [b.cast(b.pick(n), w, False) for _ in range(3)]
    two_b = b.shift("shl", xs[1], 1) if b.rng.random() < 0.5 else b.binop("mul", xs[1], b.const(w, 2))
    return b.binop("add", b.binop("add", xs[0], two_b), xs[2])


def idiom_abs(b: FunctionBuilder, n: int) -> Val:
    x = b.pick(n)
    if b.rng.random() < 0.5:
        return b.call("abs", n, [b.operand(x), "i1 false"])
    neg = b.negate(x)
    return b.select(b.icmp("slt", x, b.const(n, 0)), neg, x, n)


def idiom_promoted(b: FunctionBuilder, n: int) -> Val:
    """C's integer promotion: narrow pixels extended to int, combined there (sums, differences,
    small constant weights, shifts, masks, min/max, a rounding shift), then truncated back or
    clamped: intermediates far wider than their values, for width minimization."""
    rng = b.rng
    n = 8 if n > 16 else n
    w = rng.choice([32, 32, 2 * n]) if 2 * n < 32 else 32
    signed = rng.random() < 0.3
    terms = [b.cast(b.pick(n), w, signed and rng.random() < 0.7) for _ in range(rng.randrange(2, 6))]
    acc = terms[0]
    for t in terms[1:]:
        step = rng.randrange(6)
        if step == 0:
            t = b.binop("mul", t, b.const(w, rng.choice([2, 3, 5, 6, 15, 20, 255])))
        elif step == 1:
            t = b.shift("shl", t, rng.randrange(1, 4))
        elif step == 2:
            t = b.binop("and", t, b.const(w, rng.choice([0xFF, 0x7F, 0xFFFF, 0x3FF])))
        elif step == 3:
            t = b.minmax(rng.choice(["umin", "umax", "smin", "smax"]), t, acc)
        acc = b.binop("sub" if rng.random() < 0.25 else "add", acc, t)
    if rng.random() < 0.6:
        k = rng.randrange(1, 9)
        if rng.random() < 0.7:
            acc = b.binop("add", acc, b.const(w, 1 << (k - 1)))
        acc = b.shift(rng.choice(["lshr", "ashr"]), acc, k)
    if rng.random() < 0.4:
        lo, hi = (smin(n), smax(n)) if signed else (0, (1 << n) - 1)
        acc = b.clamp(acc, lo, hi, True)
    return b.cast(acc, n, False)


IDIOMS = [
    (idiom_average, 4), (idiom_halving_sub, 1), (idiom_saturating_add_sub, 4),
    (idiom_saturating_narrow, 3), (idiom_q15, 3), (idiom_mul_high, 2), (idiom_absd, 3),
    (idiom_rounding_shift, 3), (idiom_widening, 2), (idiom_sobel, 1), (idiom_abs, 1),
    (idiom_promoted, 5),
]


# ------------------------------------------------------------------------------------------------
# Plain steps


def plain_step(b: FunctionBuilder) -> Val:
    rng = b.rng
    x = b.pick()
    w = x.width
    kind = rng.randrange(9)
    if kind == 0:
        target = rng.choice([v for v in WIDTHS + (64,) if v != w])
        return b.cast(x, target, rng.random() < 0.5)
    if kind == 1:
        other = b.pick(w) if rng.random() < 0.7 else b.edge_const(w)
        return b.binop(rng.choice(["add", "sub", "mul"]), x, other)
    if kind == 2:
        op = rng.choice(["shl", "lshr", "ashr"])
        if b.lanes > 1 and rng.random() < 0.2:  # per-lane amounts, all below the width
            return b.binop(op, x, b.const_lanes(w, [rng.randrange(0, w) for _ in range(b.lanes)]))
        return b.shift(op, x, rng.randrange(0, w))
    if kind == 3:
        other = b.pick(w) if rng.random() < 0.5 else b.edge_const(w)
        return b.binop(rng.choice(["and", "or", "xor"]), x, other)
    if kind == 4:
        other = b.pick(w) if rng.random() < 0.6 else b.edge_const(w)
        return b.minmax(rng.choice(["umin", "umax", "smin", "smax"]), x, other)
    if kind == 5:
        pred = rng.choice(["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"])
        cond = b.icmp(pred, x, b.pick(w) if rng.random() < 0.5 else b.edge_const(w))
        return b.select(cond, b.pick(w), b.pick(w) if rng.random() < 0.6 else b.edge_const(w), w)
    if kind == 6:
        op = rng.choice(["uadd.sat", "sadd.sat", "usub.sat", "ssub.sat"])
        other = b.operand(b.pick(w)) if rng.random() < 0.7 else b.edge_const(w)
        return b.call(op, w, [b.operand(x), other])
    if kind == 7:
        return b.call("abs", w, [b.operand(x), "i1 false"])
    lo, hi = sorted((b.edge_value(w), b.edge_value(w)), key=lambda v: as_signed(v, w))
    return b.clamp(x, lo, hi, True)


# ------------------------------------------------------------------------------------------------
# Functions and modules


def choose_shape(rng: random.Random) -> tuple[int, list[int]]:
    """Lane count and parameter widths, keeping every vector within MAX_VECTOR_BITS at i32."""
    widths = [rng.choice(WIDTHS) if rng.random() < 0.95 else 64 for _ in range(rng.choice([1, 2, 2, 3, 3]))]
    lanes = rng.choice([l for l in LANE_COUNTS if l * 32 <= MAX_VECTOR_BITS * 2])
    while lanes * max(widths + [32]) > MAX_VECTOR_BITS * 2 and lanes > 1:
        lanes //= 2
    return lanes, widths


def invariant_operands(b: FunctionBuilder, rng: random.Random) -> list[str]:
    """A scalar parameter %s0 and a few scalar steps on it in the entry block, each splat into
    a vector the vector code (in the next block) takes as an operand or shift amount: the loop
    vectorizer's hoisted invariants (multipliers, masks `~(-1 << e)`, compares of a parameter),
    which fixsel imports as ops over a splat (import::splat_term) and re-emits in the entry block
    (emit::invariant_splat). Returns the entry block's lines."""
    lines, names = [], iter(range(1000))
    s = Val("%s0", 32)
    b.params.append(s)

    def scalar(w: int, text: str) -> Val:
        name = f"%s{next(names) + 1}"
        lines.append(f"  {name} = {text}")
        return Val(name, w)

    for _ in range(rng.randrange(1, 4)):
        w = rng.choice(WIDTHS)
        x = s if w == 32 else scalar(w, f"trunc i32 %s0 to i{w}")
        kind = rng.randrange(5)
        if kind == 0:  # a mask ~(-1 << e), e in range
            e = scalar(w, f"and i{w} {x.name}, {w - 1}")
            x = scalar(w, f"xor i{w} {scalar(w, f'shl i{w} -1, {e.name}').name}, -1")
        elif kind == 1:
            op = rng.choice(["shl", "lshr", "ashr"])
            x = scalar(w, f"{op} i{w} {x.name}, {rng.randrange(0, w)}")
        elif kind == 2:
            op = rng.choice(["and", "or", "xor", "add", "sub", "mul"])
            x = scalar(w, f"{op} i{w} {x.name}, {as_signed(b.edge_value(w), w)}")
        elif kind == 3:  # a compare, splat as i1 and extended in the vector code
            pred = rng.choice(["eq", "ne", "ult", "sgt"])
            c = scalar(1, f"icmp {pred} i{w} {x.name}, {as_signed(b.edge_value(w), w)}")
            x = scalar(w, f"{rng.choice(['zext', 'sext'])} i1 {c.name} to i{w}")
        else:  # a shift amount below the width
            x = scalar(w, f"and i{w} {x.name}, {w - 1}")
        v = scalar(w, f"insertelement <{b.lanes} x i{w}> poison, i{w} {x.name}, i64 0")
        splat = f"shufflevector <{b.lanes} x i{w}> {v.name}, <{b.lanes} x i{w}> poison, <{b.lanes} x i32> zeroinitializer"
        splat_val = scalar(w, splat)
        if kind == 4:  # used as a shift amount right away
            y = b.pick(w)
            b.binop(rng.choice(["shl", "lshr", "ashr"]), y, splat_val)
        else:
            b.pool.append(splat_val)
            b.use(splat_val)
    return lines


def generate_function(seed: int) -> tuple[str, set[str]]:
    rng = random.Random(seed)
    lanes, widths = choose_shape(rng)
    b = FunctionBuilder(rng, f"fuzz_{seed}", lanes)
    for i, w in enumerate(widths):
        v = Val(f"%a{i}", w)
        b.params.append(v)
        b.pool.append(v)
    # Its own generator, so the other cases of a seed stay what they were.
    inv_rng = random.Random(seed ^ 0x5EED)
    entry = invariant_operands(b, inv_rng) if lanes > 1 and inv_rng.random() < 0.3 else []
    idioms, weights = zip(*IDIOMS)
    for _ in range(rng.randrange(2, 9)):
        if rng.random() < 0.65:
            n = rng.choice([8, 8, 16, 16, 32]) if rng.random() < 0.7 else b.pick().width
            if n == 64 or n == 1:
                n = 32
            rng.choices(idioms, weights)[0](b, n)
        else:
            plain_step(b)
    result = b.pool[-1]
    for v in b.pool[:-1]:  # fold every unused value into the result
        if v.name not in b.used and not v.name.startswith(("%a", "%s")):
            result = b.binop("xor", result, b.cast(v, result.width, False))
    b.use(result)
    params = ", ".join(f"{'i32' if p.name == '%s0' else b.ty(p.width)} {p.name}" for p in b.params)
    body = "\n".join(b.lines)
    if entry:
        body = "\n".join(entry) + "\n  br label %body\nbody:\n" + body
    text = f"define {b.ty(result.width)} @{b.name}({params}) {{\n{body}\n  ret {b.ty(result.width)} {result.name}\n}}\n"
    return text, b.intrinsics


def generate_module(seeds: range | list[int]) -> str:
    functions, declarations = [], set()
    for seed in seeds:
        text, intrinsics = generate_function(seed)
        functions.append(text)
        declarations |= intrinsics
    return "\n".join(functions) + "\n" + "\n".join(sorted(declarations)) + "\n"


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit("usage: fuzz_gen.py FIRST_SEED COUNT")
    first, count = int(sys.argv[1]), int(sys.argv[2])
    sys.stdout.write(generate_module(range(first, first + count)))
