#!/usr/bin/env python3
"""Idiom probe: llc alone vs fixsel vs the best known sequence, per idiom, type and target.

Usage:
    scripts/probe_idioms.py [--targets hvx,aarch64,...] [--only IDIOM[,IDIOM]] [--plugin LIB]
                            [--out bench/IDIOMS.md] [--cases N] [--keep DIR] [--table NAME=PATH ...]

For every row of bench/idioms/catalogue.py (idiom, element type(s), target; one row per value
of the idiom's `params`, e.g. each divisor, shown as type "u16 /7"), on one native register of
output (narrowing rows) or input (the others):
  1. writes the idiom as plain integer vector IR (`plain`), and the best known sequence as IR
     with the target's LLVM 16 intrinsics (`best`), same function name and signature;
  2. runs `opt -load-pass-plugin=LIB -passes='fixsel<target=T>,verify'` on the plain IR;
  3. checks fixsel against plain with scripts/difftest.py (default mode) and best against plain
     (`--after best.ll`), executed natively or under qemu; a row with an `oracle` is judged
     against the oracle instead, and llc alone is checked too;
  4. compiles plain, fixsel and best with llc-16 (difftest's flags for the target) and counts,
     per function, the instructions of the body (no directives, labels, comments or return);
     for HVX also VLIW packets (a `{ ... }` bundle or a lone instruction is one packet);
  5. writes the report (bench/IDIOMS.md): one table per target and a summary line.
The plugin is copied to a private temporary directory first. Each `--table NAME=PATH` (a rule table
file, as `synth-offline build --out` writes it) adds a column NAME: steps 2-4 again with
`fixsel<target=T;table=PATH>`, and NAME's rates in the summary line.

The `best` expression language: statements `name = expr` separated by `;`, the last one an
expression giving the result (bitcast to the return type if needed). A catalogue program is
str.format'ed with the row's placeholders, or is a function of them returning the text. Expressions are integer
literals, names (function parameters or earlier statements) and calls:
  add sub mul and or xor shl lshr ashr     IR binary ops; a literal operand is a splat
  udiv sdiv                                (to show llc's own lowering where no transcription
                                           of it compiles as well)
  umin umax smin smax {u,s}{add,sub}.sat   generic LLVM intrinsics (llvm.umin.v16i8, ...)
  abs(x)                                   llvm.abs (INT_MIN stays INT_MIN: 2^(bits-1) unsigned)
  eq(x, y)                                 icmp eq, sign-extended to a lane mask
  zext/sext/trunc(x, bits), as(x, bits)    change the element width / bitcast
  splatlike(x, v)                          a splat constant of x's type
  lo(x) hi(x) concat(x, y)                 halves and concatenation
  evens(x, y) odds(x, y) blend_odd(x, y)   even/odd lanes of concat(x, y); even of x, odd of y
  unpacklo/unpackhi(x, y)                  x86 punpckl/h: interleave within each 128-bit lane
  lanes128(x, y)                           concat by alternating 128-bit chunks (vperm2i128)
  fixlanes(x)                              undo the per-128-bit-lane order of x86 packs (vpermq)
  dup_odd(x)                               each odd lane twice: x1 x1 x3 x3 ... (x86 pshufd 0xF5)
anything else is a target intrinsic: HVX `vavgubrnd` -> llvm.hexagon.V6.vavgubrnd.128B,
AArch64 `uqadd.v16i8` -> llvm.aarch64.neon.uqadd.v16i8, x86 by the catalogue's
X86_INTRINSICS table. HVX and x86 signatures come from LLVM's Intrinsics*.td; operands of
another type but the same size are bitcast, integer literals are i32 operands.
"""

from __future__ import annotations

import argparse
import concurrent.futures
import datetime
import fnmatch
import hashlib
import importlib.util
import re
import shlex
import shutil
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "scripts"))
import difftest  # noqa: E402  (targets, llc flags, host checks)

LLVM_BIN = difftest.LLVM_BIN
TD_DIR = Path("/usr/lib/llvm-16/include/llvm/IR")


def load_catalogue():
    spec = importlib.util.spec_from_file_location("catalogue", REPO / "bench/idioms/catalogue.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


CAT = load_catalogue()


def family(target: str) -> str:
    return target.split("-")[0]


def run(cmd: list[str], timeout: int = 600) -> subprocess.CompletedProcess:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout)


def first_error(stderr: str) -> str:
    """The telling line of a tool's stderr: the error, or the pass that crashed."""
    passes = re.findall(r"Running pass '([^']+)'", stderr)
    if "Stack dump" in stderr and passes:
        return f"in {passes[-1]}"
    lines = [line.strip() for line in stderr.splitlines() if line.strip()]
    return next((line for line in lines if "error" in line.lower()), lines[0] if lines else "")[:160]


# ------------------------------------------------------------------------------------------------
# Types and placeholders

@dataclass(frozen=True)
class Elem:
    signed: bool
    bits: int

    @property
    def smin(self): return -(1 << (self.bits - 1))

    @property
    def smax(self): return (1 << (self.bits - 1)) - 1

    @property
    def lo(self): return self.smin if self.signed else 0

    @property
    def hi(self): return self.smax if self.signed else (1 << self.bits) - 1


def parse_elem(text: str) -> Elem:
    return Elem(text[0] == "i", int(text[1:]))


def parse_type(text: str) -> tuple[Elem, Elem]:
    src, _, dst = text.partition("->")
    return parse_elem(src), parse_elem(dst or src)


def vt(n: int, bits: int) -> str:
    return f"<{n} x i{bits}>"


def placeholders(src: Elem, dst: Elem, n: int) -> dict:
    hx = {8: "b", 16: "h", 32: "w"}
    w = 2 * src.bits
    return dict(
        n=n, s=src.bits, d=dst.bits, w=w, S=vt(n, src.bits), D=vt(n, dst.bits), W=vt(n, w),
        B=vt(n, 1), vS=f"v{n}i{src.bits}", vW=f"v{n}i{w}", vD=f"v{n}i{dst.bits}",
        ext="sext" if src.signed else "zext", shr="ashr" if src.signed else "lshr",
        fl="nsw" if src.signed else "nuw nsw", mfl="nsw" if src.signed else "nuw",
        Smin=src.lo, Smax=src.hi, bias=src.smin, Dmin=dst.lo, Dmax=dst.hi, half=1 << (dst.bits - 1),
        q=1 << (src.bits - 2), qs=src.bits - 1,
        hx=("" if src.signed else "u") + hx.get(src.bits, "?"),
        hd=("" if dst.signed else "u") + hx.get(dst.bits, "?"),
        v=f"v{n}i{src.bits}", vh=f"v{n // 2}i{src.bits}", vd=f"v{n}i{dst.bits}",
        vdh=f"v{n // 2}i{dst.bits}", vwh=f"v{n // 2}i{w}",
        u="s" if src.signed else "u", ud="s" if dst.signed else "u",
        x={8: "b", 16: "w", 32: "d", 64: "q"}[src.bits], db=dst.bits // 8, sb=src.bits // 8,
    )


def pick(spec, type_text: str):
    """A catalogue entry for a type: a string (or a function of the placeholders returning one),
    or the first {fnmatch pattern: entry} match."""
    if spec is None or isinstance(spec, str) or callable(spec):
        return spec
    return next((v for k, v in spec.items() if fnmatch.fnmatchcase(type_text, k)), None)


def best_spec(idiom: dict, target: str, type_text: str):
    specs = (pick(idiom["best"].get(key), type_text) for key in (target, family(target)))
    return next((spec for spec in specs if spec), None)


SPLAT_RE = re.compile(r"<(\d+) x i(\d+)>( [%@][\w.]+,)? splat\((-?\d+)\)")


def expand_splats(text: str) -> str:
    def splat(m):
        n, bits, value = int(m[1]), int(m[2]), int(m[4])
        return f"<{n} x i{bits}>{m[3] or ''} " + const(n, bits, value)
    return SPLAT_RE.sub(splat, text)


def signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def const(n: int | None, bits: int, value: int) -> str:
    v = signed(value, bits)
    if n is None:
        return str(v)
    return "zeroinitializer" if v == 0 else "<" + ", ".join([f"i{bits} {v}"] * n) + ">"


# ------------------------------------------------------------------------------------------------
# Intrinsic signatures from LLVM's .td files

TYPE_RE = re.compile(r"v(\d+)i(\d+)|i(\d+)")


def td_type(text: str) -> tuple[int | None, int]:
    m = TYPE_RE.fullmatch(text)
    return (int(m[1]), int(m[2])) if m[1] else (None, int(m[3]))


def load_signatures() -> dict[str, tuple]:
    """td def name (int_...) -> (IR name, return type, [argument types])."""
    sigs = {}
    hexagon = (TD_DIR / "IntrinsicsHexagonDep.td").read_text()
    for name, cls in re.findall(r"def (int_hexagon_\w+) :\s*\n?\s*Hexagon_(\w+?)_Intrinsic<", hexagon):
        ret, _, args = cls.partition("_")
        sigs[name] = (ret, [a[0] for a in TYPE_RE.finditer(args)])
    x86 = (TD_DIR / "IntrinsicsX86.td").read_text()
    for name, ret, args in re.findall(
            r"def (int_x86_\w+)\s*:[^;]*?Intrinsic<\[llvm_(\w+)_ty\],\s*\[([^\]]*)\]", x86):
        sigs[name] = (ret, re.findall(r"llvm_(\w+)_ty", args))
    return {k: (k.replace("int_", "llvm.", 1).replace("_", "."), td_type(r), [td_type(a) for a in args])
            for k, (r, args) in sigs.items() if all(TYPE_RE.fullmatch(t) for t in [r, *args])}


SIGS = load_signatures()


# ------------------------------------------------------------------------------------------------
# The best-known expression language -> IR

TOKEN_RE = re.compile(r"\s*(?:(-?(?:0x[0-9a-fA-F]+|\d+))|([A-Za-z_][\w.]*)|([(),;=]))")
BINOPS = {"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv"}
GENERIC = {"umin", "umax", "smin", "smax", "uadd.sat", "sadd.sat", "usub.sat", "ssub.sat"}


class DSLError(Exception):
    pass


def parse_program(text: str) -> list[tuple[str | None, tuple]]:
    tokens, pos = [], 0
    while pos < len(text.rstrip()):
        m = TOKEN_RE.match(text, pos)
        if not m:
            raise DSLError(f"cannot parse at: {text[pos:pos + 20]!r}")
        tokens.append(("num", int(m[1], 0)) if m[1] else ("name", m[2]) if m[2] else ("p", m[3]))
        pos = m.end()
    tokens.append(("p", "EOF"))
    i = 0

    def take(kind=None, value=None):
        nonlocal i
        tok = tokens[i]
        if (kind and tok[0] != kind) or (value and tok[1] != value):
            raise DSLError(f"expected {value or kind}, got {tok[1]!r}")
        i += 1
        return tok

    def expr():
        kind, value = take()
        if kind == "num":
            return ("num", value)
        if kind != "name":
            raise DSLError(f"unexpected {value!r}")
        if tokens[i] != ("p", "("):
            return ("var", value)
        take("p", "(")
        args = []
        while tokens[i] != ("p", ")"):
            args.append(expr())
            if tokens[i] == ("p", ","):
                take()
        take("p", ")")
        return ("call", value, args)

    program = []
    while tokens[i] != ("p", "EOF"):
        target = None
        if tokens[i][0] == "name" and tokens[i + 1] == ("p", "="):
            target = take()[1]
            take("p", "=")
        program.append((target, expr()))
        if tokens[i] == ("p", ";"):
            take()
    return program


@dataclass(frozen=True)
class Val:
    ref: str
    lanes: int | None
    bits: int

    @property
    def ty(self) -> str:
        return f"i{self.bits}" if self.lanes is None else vt(self.lanes, self.bits)

    @property
    def size(self) -> int:
        return (self.lanes or 1) * self.bits


class Emitter:
    """Compiles one best-known program to the body of an IR function."""

    def __init__(self, target: str, params: dict[str, Val]):
        self.target, self.env = target, dict(params)
        self.lines: list[str] = []
        self.count = 0

    def tmp(self, text: str, lanes: int | None, bits: int) -> Val:
        self.count += 1
        self.lines.append(f"%t{self.count} = {text}")
        return Val(f"%t{self.count}", lanes, bits)

    def vec(self, value, like: Val) -> Val:
        if isinstance(value, Val):
            return value
        return Val(const(like.lanes, like.bits, value), like.lanes, like.bits)

    def cast(self, value: Val, lanes: int | None, bits: int) -> Val:
        if (value.lanes, value.bits) == (lanes, bits):
            return value
        if value.size != (lanes or 1) * bits:
            raise DSLError(f"cannot bitcast {value.ty} to {vt(lanes, bits)}")
        return self.tmp(f"bitcast {value.ty} {value.ref} to {vt(lanes, bits)}", lanes, bits)

    def shuffle(self, x: Val, y: Val | None, mask: list[int]) -> Val:
        other = f"{y.ty} {y.ref}" if y else f"{x.ty} poison"
        m = ", ".join(f"i32 {i}" for i in mask)
        return self.tmp(f"shufflevector {x.ty} {x.ref}, {other}, <{len(mask)} x i32> <{m}>",
                        len(mask), x.bits)

    def call(self, name: str, ret: tuple, args: list[Val]) -> Val:
        text = ", ".join(f"{a.ty} {a.ref}" for a in args)
        return self.tmp(f"call {Val('', *ret).ty} @{name}({text})", *ret)

    def program(self, text: str) -> Val:
        result = None
        for name, expr in parse_program(text):
            result = self.expr(expr)
            if name:
                self.env[name] = result
        if not isinstance(result, Val):
            raise DSLError("the program does not compute a vector")
        return result

    def expr(self, e):
        if e[0] == "num":
            return e[1]
        if e[0] == "var":
            if e[1] not in self.env:
                raise DSLError(f"unknown name {e[1]}")
            return self.env[e[1]]
        return self.builtin(e[1], [self.expr(a) for a in e[2]])

    def builtin(self, op: str, args: list):
        vals = [a for a in args if isinstance(a, Val)]
        x = vals[0] if vals else None
        n, bits = (x.lanes, x.bits) if x else (None, None)
        lane = 128 // bits if bits else 0
        if op in BINOPS or op in GENERIC:
            a, b = (self.cast(self.vec(v, x), n, bits) for v in args)
            if op in GENERIC:
                return self.call(f"llvm.{op}.v{n}i{bits}", (n, bits), [a, b])
            return self.tmp(f"{op} {x.ty} {a.ref}, {b.ref}", n, bits)
        if op == "abs":
            return self.tmp(f"call {x.ty} @llvm.abs.v{n}i{bits}({x.ty} {x.ref}, i1 false)", n, bits)
        if op == "eq":
            c = self.tmp(f"icmp eq {x.ty} {x.ref}, {self.vec(args[1], x).ref}", n, 1)
            return self.tmp(f"sext {c.ty} {c.ref} to {x.ty}", n, bits)
        if op in ("zext", "sext", "trunc"):
            return self.tmp(f"{op} {x.ty} {x.ref} to {vt(n, args[1])}", n, args[1])
        if op == "as":
            return self.cast(x, x.size // args[1], args[1])
        if op == "splatlike":
            return self.vec(args[1], x)
        if op in ("lo", "hi"):
            return self.shuffle(x, None, list(range(n // 2)) if op == "lo" else list(range(n // 2, n)))
        y = vals[1] if len(vals) > 1 else None
        if op == "concat":
            return self.shuffle(x, y, list(range(2 * n)))
        if op in ("evens", "odds"):
            return self.shuffle(x, y, list(range(op == "odds", 2 * n, 2)))
        if op == "blend_odd":
            return self.shuffle(x, y, [i + (n if i % 2 else 0) for i in range(n)])
        if op in ("unpacklo", "unpackhi"):
            half = lane // 2 if op == "unpackhi" else 0
            return self.shuffle(x, y, [c * lane + half + i + n * k for c in range(n // lane)
                                       for i in range(lane // 2) for k in (0, 1)])
        if op == "lanes128":
            return self.shuffle(x, y, [c * lane + i + n * k for c in range(n // lane)
                                       for k in (0, 1) for i in range(lane)])
        if op == "dup_odd":
            return self.shuffle(x, None, [i | 1 for i in range(n)])
        if op == "fixlanes":
            per_q, quads = 64 // bits, n * bits // 64
            order = list(range(0, quads, 2)) + list(range(1, quads, 2))
            return self.shuffle(x, None, [q * per_q + i for q in order for i in range(per_q)])
        return self.intrinsic(op, args)

    def intrinsic(self, op: str, args: list):
        fam = family(self.target)
        if fam == "aarch64":
            m = re.search(r"\.v(\d+)i(\d+)", op)
            if not m:
                raise DSLError(f"{op}: give the NEON overload suffix (e.g. {op}.v16i8)")
            vals = [a if isinstance(a, Val) else Val(str(a), None, 32) for a in args]
            return self.call(f"llvm.aarch64.neon.{op}", (int(m[1]), int(m[2])), vals)
        if fam == "hvx":
            key = f"int_hexagon_V6_{op}_128B"
        else:
            names = CAT.X86_INTRINSICS.get(op)
            if not names:
                raise DSLError(f"unknown x86 intrinsic {op} (add it to X86_INTRINSICS)")
            key = "int_x86_" + names[CAT.X86_LEVELS.index(self.target)]
        if key not in SIGS:
            raise DSLError(f"{key} is not an LLVM 16 intrinsic")
        ir_name, ret, params = SIGS[key]
        if len(params) != len(args):
            raise DSLError(f"{op} takes {len(params)} operands, not {len(args)}")
        vals = [self.cast(a, *p) if isinstance(a, Val) else Val(const(None, p[1], a), *p)
                for a, p in zip(args, params)]
        return self.call(ir_name, ret, vals)


# ------------------------------------------------------------------------------------------------
# Modules

CALL_RE = re.compile(r"call (\S+(?: x \w+>)?) @(llvm\.[\w.]+)\((.*)\)")


def declarations(bodies: list[str]) -> list[str]:
    decls = {}
    for body in bodies:
        for m in CALL_RE.finditer(body):
            args = difftest.split_top_level(m[3])
            types = [difftest.LEADING_TYPE_RE.match(a)[1] for a in args]
            decls[m[2]] = f"declare {m[1]} @{m[2]}({', '.join(types)})"
    return [decls[k] for k in sorted(decls)]


def module(functions: list[str]) -> str:
    return "\n\n".join(functions) + "\n\n" + "\n".join(declarations(functions)) + "\n"


@dataclass
class Row:
    idiom: str
    type: str
    target: str
    name: str
    plain: str
    best: str | None = None
    best_error: str = ""
    oracle: str | None = None
    counts: dict = field(default_factory=dict)  # version -> (instructions, packets, mnemonics) | error
    checks: dict = field(default_factory=dict)  # check -> "yes" | "NO" | message


def header(name: str, params: str, ph: dict, returns_sum: bool) -> tuple[str, dict[str, Val]]:
    vals = {}
    for p in params.split():
        pname, kind = p.split(":")
        n, bits = ph["n"], ph["s" if kind == "S" else "d"]
        vals[pname] = Val(f"%{pname}", n, bits)
    args = ", ".join(f"{v.ty} {v.ref}" for v in vals.values())
    return f"define {'i%d' % ph['d'] if returns_sum else ph['D']} @{name}({args})", vals


def build_rows(target: str, only: set[str] | None) -> list[Row]:
    rows = []
    for idiom_name, idiom in CAT.IDIOMS.items():
        if only and idiom_name not in only:
            continue
        for type_spec, param in ((t, p) for t in idiom["types"] for p in idiom.get("params", [None])):
            elem_text, _, limit = type_spec.partition("@")
            if limit and target not in limit.split(",") and family(target) not in limit.split(","):
                continue
            if not {target, family(target)} & set(idiom["best"]):
                continue  # the idiom has no meaning on this target
            if target in CAT.FEATURE_TARGETS and target not in idiom["best"]:
                continue  # the family's row says it
            src, dst = parse_type(elem_text)
            n = CAT.REGISTER_BITS[target] // min(src.bits, dst.bits)
            ph = placeholders(src, dst, n)
            name = f"{idiom_name}_{elem_text.replace('->', '_to_')}"
            type_text = elem_text
            if param is not None:  # a parameterised row: "u16 /7", function udiv_const_u16_7
                type_text = f"{elem_text} {idiom.get('param_text', '{p}').format(p=param)}"
                name += f"_{param}"
                ph["p"] = param
                ph.update(idiom["param_placeholders"](src, param) if "param_placeholders" in idiom else {})
            spec = best_spec(idiom, target, type_text)
            returns_sum = idiom.get("returns") == "sum"
            head, params = header(name, idiom["args"], ph, returns_sum)
            fn = lambda body: expand_splats(f"{head} {{{body.format(**ph)}\n}}")
            row = Row(idiom_name, type_text, target, name, fn(pick(idiom["plain"], type_text)))
            if idiom.get("oracle"):
                row.oracle = fn(pick(idiom["oracle"], type_text))
            try:
                if spec is None:
                    raise DSLError("no best-known entry for this type")
                emitter = Emitter(target, params)
                text = spec(ph) if callable(spec) else spec.format(**ph)
                if text is None:
                    raise DSLError("no best-known sequence for this row")
                result = emitter.program(text)
                if returns_sum:  # any vector with the total: reduced
                    result = emitter.call(f"llvm.vector.reduce.add.v{result.lanes}i{result.bits}", (None, result.bits), [result])
                else:
                    result = emitter.cast(result, n, dst.bits)
                body = "".join(f"\n  {line}" for line in emitter.lines)
                row.best = f"{head} {{{body}\n  ret {result.ty} {result.ref}\n}}"
            except (DSLError, KeyError, IndexError, ValueError, TypeError) as error:
                row.best_error = f"{type(error).__name__}: {error}"
            rows.append(row)
    return rows


# ------------------------------------------------------------------------------------------------
# Compiling and counting

RETURNS = {"ret", "retq", "jumpr r31", "jumpr lr"}


def parse_asm(asm: str, names: list[str], fam: str) -> dict[str, tuple]:
    """Per function: (instructions, packets, mnemonics)."""
    comment = "#" if fam == "x86" else "//"
    result = {}
    for name in names:
        m = re.search(rf"^{re.escape(name)}:.*?$(.*?)^\.Lfunc_end\d+:", asm, re.M | re.S)
        if not m:
            continue
        instrs, packets, mnemonics, in_packet, packet_size = 0, 0, [], False, 0
        for raw in m[1].splitlines():
            line = raw.split(comment, 1)[0].strip()
            if line.startswith("{"):
                in_packet, packet_size = True, 0
                line = line[1:].strip()
            closing = line.startswith("}")
            if closing:
                line = ""
            if line and not line.startswith(".") and not line.endswith(":") and line not in RETURNS:
                instrs += 1
                packet_size += 1
                mnemonics.append(mnemonic(line, fam))
                if not in_packet:
                    packets += 1
            if closing:
                in_packet = False
                packets += packet_size > 0
        result[name] = (instrs, packets, mnemonics)
    return result


def mnemonic(line: str, fam: str) -> str:
    if fam != "hvx":
        return line.split()[0]
    m = re.match(r"[^=.]*(?:\.(\w+))?\s*[-+]?=\s*(\w+)\(([^)]*)\)(\S*)", line)
    if m:  # "v0.ub = vpack(v1.h,v0.h):sat" -> vpack.ub.h:sat
        types = dict.fromkeys(t for t in [m[1], *re.findall(r"\.(\w+)", m[3])] if t)
        return ".".join([m[2], *types]) + m[4]
    if "=" in line:
        rhs = line.split("=", 1)[1].strip()
        return "#imm" if rhs.startswith("#") else "mov"
    return line.split()[0]


def llc_flags(target: str) -> list[str]:
    return list(difftest.TARGETS[target].llc_flags)


def compile_module(path: Path, names: list[str], target: str, texts: dict[str, str] | None = None
                   ) -> dict[str, tuple | str]:
    """llc the module; if that fails, each function alone (its text from `texts`, else extracted).
    Returns counts or an error string per function."""
    asm = path.with_suffix(".s")
    proc = run([str(LLVM_BIN / "llc"), *llc_flags(target), str(path), "-o", str(asm)])
    if proc.returncode == 0:
        return parse_asm(asm.read_text(), names, family(target))
    result = {}
    for name in names:
        single = path.with_suffix(f".{name}.ll")
        if texts:
            single.write_text(module([texts[name]]))
        else:
            run([str(LLVM_BIN / "llvm-extract"), f"--func={name}", "-S", str(path), "-o", str(single)])
        proc = run([str(LLVM_BIN / "llc"), *llc_flags(target), str(single),
                    "-o", str(single.with_suffix(".s"))])
        if proc.returncode:
            crashed = proc.returncode < 0 or "Stack dump" in proc.stderr or "PLEASE submit" in proc.stderr
            result[name] = ("llc crash: " if crashed else "llc error: ") + first_error(proc.stderr)
        else:
            result.update(parse_asm(single.with_suffix(".s").read_text(), [name], family(target)))
    return result


def run_fixsel(plain: Path, out: Path, options: str, plugin: Path, names: list[str]) -> dict[str, str]:
    """opt with fixsel<options> on the module (per function if that fails): errors by function."""
    cmd = lambda src, dst: [str(LLVM_BIN / "opt"), f"-load-pass-plugin={plugin}",
                            f"-passes=fixsel<{options}>,verify", str(src), "-S", "-o", str(dst)]
    proc = run(cmd(plain, out))
    if proc.returncode == 0:
        return {}
    errors, pieces = {}, []
    for name in names:
        single, single_out = out.with_suffix(f".{name}.in.ll"), out.with_suffix(f".{name}.ll")
        run([str(LLVM_BIN / "llvm-extract"), f"--func={name}", "-S", str(plain), "-o", str(single)])
        proc = run(cmd(single, single_out))
        if proc.returncode:
            errors[name] = "opt failed: " + first_error(proc.stderr)
        else:
            pieces.append(single_out)
    link = run([str(LLVM_BIN / "llvm-link"), "-S", *map(str, pieces), "-o", str(out)])
    if not pieces:
        out.write_text("")
    elif link.returncode:
        raise RuntimeError(f"llvm-link failed: {link.stderr}")
    return errors


DIFF_OK_RE = re.compile(r"^difftest: ok @([\w.]+):", re.M)
DIFF_BAD_RE = re.compile(r"^MISMATCH @([\w.]+):", re.M)


def difftest_run(args: list[str], names: list[str], cases: int) -> dict[str, str]:
    proc = run([sys.executable, str(REPO / "scripts/difftest.py"), "--cases", str(cases), *args], 1200)
    result = {name: "yes" for name in DIFF_OK_RE.findall(proc.stdout)}
    result.update({name: "NO" for name in DIFF_BAD_RE.findall(proc.stdout)})
    error = "difftest error: " + first_error(proc.stderr) if proc.returncode == 2 else "not reported"
    return {name: result.get(name, error) for name in names}


def fixsel_variants(target: str, tables: dict[str, Path]) -> dict[str, str]:
    """Version key -> fixsel's pass options: the built-in table ("fixsel"), then each --table."""
    return {"fixsel": f"target={target}", **{k: f"target={target};table={p}" for k, p in tables.items()}}


def probe_target(target: str, rows: list[Row], plugin: Path, work: Path, cases: int,
                 tables: dict[str, Path]) -> None:
    work.mkdir(parents=True, exist_ok=True)
    by_name = {r.name: r for r in rows}
    names = list(by_name)
    plain, best = work / "plain.ll", work / "best.ll"
    plain.write_text(module([r.plain for r in rows]))
    best_texts = {r.name: r.best for r in rows if r.best}
    best.write_text(module(list(best_texts.values())))
    counts = {"plain": compile_module(plain, names, target, {r.name: r.plain for r in rows}),
              "best": compile_module(best, list(best_texts), target, best_texts) if best_texts else {}}
    for r in rows:
        r.counts = {version: table.get(r.name, "missing") for version, table in counts.items()}
        if r.best is None:
            r.counts["best"] = "no IR: " + r.best_error
    variants = fixsel_variants(target, tables)
    outputs = {key: work / ("fixsel.ll" if key == "fixsel" else f"fixsel-{key}.ll") for key in variants}
    for key, options in variants.items():  # opt, then llc's counts
        opt_errors = run_fixsel(plain, outputs[key], options, plugin, names)
        table = compile_module(outputs[key], [n for n in names if n not in opt_errors], target)
        for r in rows:
            r.counts[key] = table.get(r.name, opt_errors.get(r.name, "missing"))
    missing = difftest.missing_host_features(difftest.TARGETS[target])
    if missing:
        for r in rows:
            lacks = "AVX-512" if "avx512" in target else ", ".join(missing)
            r.checks = {key: f"not executed: host lacks {lacks}" for key in variants}
            r.checks["best"] = "not executed"
        return
    compiled = lambda r, *vs: all(isinstance(r.counts[v], tuple) for v in vs)
    # ref.ll: what each row is judged against (the oracle where there is one, else plain).
    for key, options in variants.items():
        ok = [r for r in rows if compiled(r, "plain", key) and not r.oracle]
        subset = work / ("plain_ok.ll" if key == "fixsel" else f"plain_ok-{key}.ll")
        subset.write_text(module([r.plain for r in ok]))
        if ok:
            for name, v in difftest_run(["--target", target, "--plugin", str(plugin),
                                         "--passes", f"fixsel<{options}>", str(subset)],
                                        [r.name for r in ok], cases).items():
                by_name[name].checks[key] = v
    ref_rows = [r for r in rows if compiled(r, "best") and (r.oracle or compiled(r, "plain"))]
    ref, best_ok = work / "ref.ll", work / "best_ok.ll"
    ref.write_text(module([r.oracle or r.plain for r in ref_rows]))
    best_ok.write_text(module([r.best for r in ref_rows]))
    if ref_rows:
        for name, v in difftest_run(["--target", target, "--after", str(best_ok), str(ref)],
                                    [r.name for r in ref_rows], cases).items():
            by_name[name].checks["best"] = v
    oracle_rows = [r for r in rows if r.oracle]
    if oracle_rows:
        oracle = work / "oracle.ll"
        oracle.write_text(module([r.oracle for r in oracle_rows]))
        for check, after in (("llc", plain), *outputs.items()):
            for name, v in difftest_run(["--target", target, "--after", str(after), str(oracle)],
                                        [r.name for r in oracle_rows], cases).items():
                by_name[name].checks[check] = v
    for r in rows:
        for key in variants:
            failed = [c for c in (r.counts["plain"], r.counts[key]) if isinstance(c, str)]
            r.checks.setdefault(key, "not run: " + (failed + ["?"])[0])
        r.checks.setdefault("best", "not run")


# ------------------------------------------------------------------------------------------------
# Report

def metric(target: str, count) -> int | None:
    if not isinstance(count, tuple):
        return None
    return count[1] if family(target) == "hvx" else count[0]


def show(target: str, count) -> str:
    if not isinstance(count, tuple):
        return count.split(":")[0]
    return f"{count[1]} ({count[0]})" if family(target) == "hvx" else str(count[0])


def sequence(count) -> str:
    if not isinstance(count, tuple):
        return ""
    out, items = [], count[2]
    for m in items:
        if out and out[-1][0] == m:
            out[-1][1] += 1
        else:
            out.append([m, 1])
    return " ".join(f"{m}×{k}" if k > 1 else m for m, k in out)


def status(target: str, r: Row, key: str = "fixsel") -> str:
    """For fixsel with the built-in table, or (key) with a --table."""
    plain, fixsel, best = (metric(target, r.counts[v]) for v in ("plain", key, "best"))
    if fixsel is None:
        return f"{key}: " + r.counts[key].split(":")[0]
    if r.checks[key] == "NO":
        return "WRONG"
    if best is not None and fixsel <= best:
        return "best"
    if plain is not None and fixsel > plain and r.checks.get("llc", "yes") == "yes":
        return "worse than llc"  # (not when llc alone computes the wrong values)
    return "gap"


def correct(r: Row) -> str:
    if "llc" in r.checks:
        return f"fixsel {r.checks['fixsel']}, llc alone {r.checks['llc']} (vs reference)"
    return r.checks["fixsel"]


def note(r: Row) -> str:
    """The first catalogue note whose "scope[:type pattern]" key matches the row."""
    for key, text in CAT.NOTES.get(r.idiom, {}).items():
        scope, _, pattern = key.partition(":")
        if scope in (r.target, family(r.target), "*") and fnmatch.fnmatchcase(r.type, pattern or "*"):
            return text
    return ""


def rates(target: str, trs: list[Row], key: str) -> str:
    """Correct, never worse than llc alone and at the best known, of fixsel or a --table."""
    n = len(trs)
    executed = [r for r in trs if r.checks[key] in ("yes", "NO")]
    good = sum(r.checks[key] == "yes" for r in executed)
    never_worse = sum(status(target, r, key) != "worse than llc" and metric(target, r.counts[key])
                      is not None for r in trs)
    at_best = sum(status(target, r, key) == "best" for r in trs)
    correct_text = (f"{good}/{len(executed)} correct" if executed
                    else f"correctness {trs[0].checks[key] if trs else 'not run'}")
    return (f"{correct_text}, {never_worse}/{n} never worse than llc alone, "
            f"{at_best}/{n} ({100 * at_best / max(n, 1):.0f}%) at the best known")


def table_cell(target: str, r: Row, key: str) -> str:
    """A --table's count, and its status unless it is at the best known (WRONG if not bit-exact)."""
    st = status(target, r, key)
    return show(target, r.counts[key]) + ("" if st == "best" or st.startswith(f"{key}:") else f" {st}")


def report(targets: list[str], rows: dict[str, list[Row]], command: str, elapsed: float,
           plugin_info: str, tables: dict[str, str] | None = None) -> str:
    tables = tables or {}
    llc_version = re.search(r"LLVM version ([\d.]+)", run([str(LLVM_BIN / "llc"), "--version"]).stdout)
    head = run(["git", "-C", str(REPO), "describe", "--always", "--dirty"]).stdout.strip()
    out = [
        "# Idiom probe: llc alone, fixsel, best known",
        "",
        f"Generated by `{command}` on {datetime.date.today()} in {elapsed:.0f} s "
        f"(LLVM {llc_version[1] if llc_version else '?'}, repo {head}, plugin {plugin_info}). "
        "Do not edit: rerun the probe. Rows, plain IR and best-known sequences: "
        "`bench/idioms/catalogue.py`.",
        "",
        "Each row is one function on one native register of output (narrowing rows) or input "
        "(HVX 1024 bits, NEON 128, SSE 128, AVX2 256, AVX-512 512). *llc alone* is llc-16 on the "
        "plain integer IR (the form clang -O3 leaves); *fixsel* is llc after "
        "`opt -passes='fixsel<target=T>,verify'`; *best known* is llc on the catalogue's best sequence "
        "written with the target's LLVM 16 intrinsics. Counts are the instructions of the function body "
        "in llc's assembly (difftest's llc flags for the target), without directives, labels, comments "
        "and the return; for HVX, VLIW packets (instructions in parentheses; a `{ ... }` bundle or a "
        "lone instruction is one packet). The sequence column lists the best version's instructions.",
        "",
        "*correct*: fixsel's output bit-exact with the plain IR under `scripts/difftest.py` (run on "
        "the target, natively or under qemu, edge and random inputs). *best ok*: the best-known IR "
        "bit-exact with the plain IR (`difftest.py --after`). Rows with a reference formulation "
        "(catalogue `oracle`) are judged against it, and llc alone is checked too. *status*: `best` if "
        "fixsel <= best known, `worse than llc` if fixsel > llc alone (and llc alone is correct), `WRONG` "
        "if fixsel is not bit-exact, else `gap` (HVX: by packets).",
        "",
    ]
    if tables:
        out += ["Rule tables: " + "; ".join(f"*{k}* is fixsel with {v}" for k, v in tables.items())
                + " (`fixsel<target=T;table=FILE>`), counted and difftested like *fixsel*; its cell is "
                "the count followed by the status if that is not `best`, and the summary line gives its "
                "rates after fixsel's.", ""]
    for target in targets:
        trs = rows[target]
        out += [f"## {target}", "", f"llc flags: `{' '.join(llc_flags(target))}`", "",
                "| idiom | type | llc alone | fixsel | " + "".join(f"{k} | " for k in tables)
                + "best known | best known sequence | correct | best ok | status | why not best |",
                "|---|---|---|---|" + "---|" * len(tables) + "---|---|---|---|---|---|"]
        for r in trs:
            cells = [r.idiom, r.type, show(target, r.counts["plain"]), show(target, r.counts["fixsel"]),
                     *(table_cell(target, r, k) for k in tables),
                     show(target, r.counts["best"]), f"`{sequence(r.counts['best'])}`" if r.best else "",
                     correct(r), r.checks["best"], (st := status(target, r)), "" if st == "best" else note(r)]
            out.append("| " + " | ".join(c.replace("|", "\\|") for c in cells) + " |")
        others = "".join(f" *{k}*: {rates(target, trs, k)}." for k in tables)
        out += ["", f"**Summary {target}:** {len(trs)} rows, {rates(target, trs, 'fixsel')}.{others}", ""]
        problems = [r for r in trs if r.checks["best"] not in ("yes", "not run") and
                    not r.checks["best"].startswith("not executed")] + [r for r in trs if r.best_error]
        for r in problems:
            out.append(f"- {r.name}: best known {r.checks['best']} {r.best_error}".rstrip())
        if problems:
            out.append("")
    if CAT.SKIPPED:
        out += ["## Left out", ""] + [f"- {k}: {v}" for k, v in CAT.SKIPPED.items()] + [""]
    return "\n".join(out)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--targets", default="hvx,aarch64,aarch64-dotprod,x86-sse4.1,x86-avx2,x86-avx512")
    parser.add_argument("--only", help="comma-separated idiom names")
    parser.add_argument("--plugin", default=str(REPO / "target/release/libfixsel.so"))
    parser.add_argument("--out", default=str(REPO / "bench/IDIOMS.md"))
    parser.add_argument("--cases", type=int, default=2000, help="difftest cases per function")
    parser.add_argument("--keep", help="keep the work files in this directory")
    parser.add_argument("--table", action="append", default=[], metavar="NAME=PATH",
                        help="also measure fixsel with this rule table file (repeatable)")
    args = parser.parse_args(argv)
    tables = dict(t.partition("=")[::2] for t in args.table)
    for name, path in tables.items():
        if not re.fullmatch(r"[A-Za-z][\w-]*", name) or name in ("fixsel", "plain", "best", "llc"):
            parser.error(f"--table {name}={path}: NAME is a word (letters, digits, _ and -) other than "
                         "fixsel, plain, best and llc")
        if not Path(path).is_file():
            parser.error(f"--table {name}={path}: no such file")
    if len(tables) != len(args.table):
        parser.error("--table: a NAME is given twice")
    targets = args.targets.split(",")
    for t in targets:
        if t not in CAT.REGISTER_BITS:
            parser.error(f"unknown target {t}; one of {', '.join(CAT.REGISTER_BITS)}")
    only = set(args.only.split(",")) if args.only else None
    if only and only - set(CAT.IDIOMS):
        parser.error(f"unknown idiom(s): {', '.join(sorted(only - set(CAT.IDIOMS)))}")
    start = datetime.datetime.now()
    with tempfile.TemporaryDirectory(prefix="probe-idioms-") as tmp:
        work = Path(args.keep or tmp)
        plugin = work / "libfixsel.so"
        work.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(args.plugin, plugin)
        digest = hashlib.sha256(plugin.read_bytes()).hexdigest()[:12]
        copies = {k: work / f"{k}.table" for k in tables}  # private copies, like the plugin
        for k, path in tables.items():
            shutil.copyfile(path, copies[k])
        table_info = {k: f"`table={path}` (sha256 {hashlib.sha256(copies[k].read_bytes()).hexdigest()[:12]})"
                      for k, path in tables.items()}
        rows = {t: build_rows(t, only) for t in targets}
        with concurrent.futures.ThreadPoolExecutor(max_workers=2) as pool:
            jobs = {t: pool.submit(probe_target, t, rows[t], plugin, work / t, args.cases, copies)
                    for t in targets}
            for t, job in jobs.items():
                job.result()
                print(f"probe: {t}: {len(rows[t])} rows done", file=sys.stderr)
    elapsed = (datetime.datetime.now() - start).total_seconds()
    # The options that shape the report (the plugin is identified by its hash).
    shown = [f"--{k}={v}" for k, v in (("targets", args.targets), ("only", args.only), ("cases", args.cases))
             if v is not None and v != parser.get_default(k)]
    shown += [f"--table={t}" for t in args.table]
    command = shlex.join(["scripts/probe_idioms.py", *shown])
    text = report(targets, rows, command, elapsed, f"{Path(args.plugin).name} sha256 {digest}", table_info)
    Path(args.out).write_text(text)
    print(f"probe: wrote {args.out} ({elapsed:.0f} s)", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
