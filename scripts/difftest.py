#!/usr/bin/env python3
"""Differential tester: run IR before and after a transform on the real target.

Usage:
    difftest.py [--target T] [--cases N] [--seed S]
                [--after FILE.ll | [--passes PIPELINE] [--plugin LIB.so]]
                [--keep DIR] [--before-llc-flag FLAG].. [--allow-unsupported] [-v] INPUT.ll

Contract
--------
INPUT.ll is the IR before the transform. The transformed IR is either
``--after FILE.ll`` or the output of
``opt -load-pass-plugin=LIB -passes=PIPELINE INPUT.ll -S`` (default plugin
``<repo>/target/release/libfixsel.so``, default pipeline
``fixsel<target=T>``). The transformed IR must pass
``opt -passes=verify``.

Test functions are the functions *defined* in INPUT.ll whose return type and
parameter types are all integer scalars ``iW`` or fixed-length integer
vectors ``<N x iW>`` with 1 <= W <= 64 and N <= MAX_LANES, with at most
MAX_PARAMS parameters (and, for hvx, no ``<N x i1>``: Hexagon cannot pass
those). Every other function is reported as skipped, with the reason, and
is not compiled. No testable function at all is an error. Each test
function must also be defined, with the same signature, in the transformed
IR. Function headers must be on one line (as LLVM prints them); calling
conventions and signext/zeroext/inreg attributes are honoured.

Both versions are compiled with llc for the target and linked into one
freestanding executable, run natively (x86) or under qemu (aarch64, hvx).
Per side, an IR wrapper ``void @difftest_wrap_<side>_<i>(ptr out, ptr a0,
...)`` is appended to the module; it loads each argument with ``align 1``,
calls the function and stores the result. Elements are held in memory in
containers of 8/16/32/64 bits (the wrapper truncates inputs to W bits and
zero-extends the result), so results compare bit-exactly with no padding
garbage. llvm-extract keeps only the wrappers and what they call. After
llc, every global symbol except the wrappers is made local and COMDAT
groups are dropped (llvm-objcopy), so the two sides never clash or get
deduplicated at link time.

The generated C driver feeds every function ``--cases`` input vectors
(more if needed for the edge phase below) and compares both results:

* Edge phase: each argument gets the edge values of its element width
  (0, 1, 2, signed max/min, unsigned max, 0x55.., 0xAA.., 0x0101..,
  unsigned max-1, signed min+1, signed max-1, deduplicated). Every
  combination of edge values across all arguments appears in some lane:
  vector arguments enumerate their combinations across the lanes they all
  share, scalar arguments (one value per call) enumerate theirs across
  calls. Other lanes get the per-lane mix of the random phase.
* Random phase: per argument and call, lanes are uniform random, random
  edge values, edge values +-4, small values in [-8, 8], or a per-lane mix
  of these, from a xorshift64 PRNG seeded by ``--seed`` and the function.

Inputs include values on which IR may legitimately produce poison (e.g.
an out-of-range shift amount); test functions must be poison-free for all
inputs, otherwise the comparison checks llc's arbitrary choices.

On a mismatch the driver prints the function, case, first differing lane,
every argument's value for that lane (whole vector if its lane count
differs from the result's) and both results in hex, then moves on to the
next function and finally prints ``difftest: <target> <input>: N functions,
K MISMATCHED``. On success it prints one line per function and
``difftest: <target> <input>: N functions, M cases each, all bit-exact``
(``M..M2`` when the edge phase needed more than ``--cases`` somewhere).

Exit status: 0 all bit-exact; 1 mismatch; 2 usage, toolchain or compile
error (the failing command and its stderr are printed). For x86-avx512 on a
host without AVX-512 the tester exits 2, or prints ``UNSUPPORTED: host lacks
avx512bw...`` and exits 0 when ``--allow-unsupported`` is given.

Nothing is cached; work files live in a temporary directory that is
removed afterwards unless ``--keep DIR`` is given.
"""

from __future__ import annotations

import argparse
import contextlib
import re
import shlex
import signal
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Iterator

import targets

LLVM_BIN = Path("/usr/lib/llvm-16/bin")
REPO = Path(__file__).resolve().parent.parent
DEFAULT_PLUGIN = REPO / "target" / "release" / "libfixsel.so"
SIDES = ("before", "after")
WRAPPER_PREFIX = "difftest_wrap_"
MAX_PARAMS = 5
MAX_LANES = 4096
RUN_TIMEOUT_SECONDS = 600
EXIT_OK, EXIT_MISMATCH, EXIT_ERROR = 0, 1, 2


class HarnessError(Exception):
    """A usage, toolchain or compile problem (exit status 2)."""


# --------------------------------------------------------------------------
# Targets


# Each target's llc and clang flags, emulator and host CPU flags: ruletable/rules/<family>/target.ini.
Target = targets.Toolchain
TARGETS = targets.load()

DRIVER_COMPILE_FLAGS = (
    "-Os",  # -O2 compiles several times slower (notably for Hexagon) for no gain
    "-ffreestanding",
    "-fno-builtin",
    "-fno-stack-protector",
    f"-I{REPO / 'bench' / 'harness'}",  # freestanding.h, the runtime shared with the bench
)
LINK_FLAGS = ("-nostdlib", "-static", "-fuse-ld=lld")


def missing_host_features(target: Target) -> list[str]:
    """CPU features the host lacks for running this target natively."""
    if not target.host_cpu_flags:
        return []
    flags: set[str] = set()
    with contextlib.suppress(OSError):
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("flags"):
                flags.update(line.split(":", 1)[1].split())
    return [flag for flag in target.host_cpu_flags if flag not in flags]


def tool(name: str) -> str:
    return str(LLVM_BIN / name)


def require_tools(target: Target) -> None:
    """Fail early, with a clear message, if a needed executable is missing."""
    needed = [Path(tool(name)) for name in ("opt", "llvm-extract", "llc", "clang", "llvm-objcopy")]
    needed += [Path(exe) for exe in target.runner[:1]]
    for path in needed:
        if not path.is_file():
            raise HarnessError(f"required tool not found: {path}")


# --------------------------------------------------------------------------
# Running commands


def describe_failure(cmd: list[str], status: int, stdout: str, stderr: str) -> str:
    output = (stderr + stdout).strip()
    if status < 0:
        status_text = f"killed by {signal.Signals(-status).name}"
    else:
        status_text = f"status {status}"
    return f"command failed ({status_text}): {shlex.join(cmd)}\n{output}"


def run_commands(commands: list[list[str]], verbose: bool) -> None:
    """Run independent commands in parallel; raise on the first failure."""
    processes = []
    for cmd in commands:
        if verbose:
            print(f"difftest: running {shlex.join(cmd)}", file=sys.stderr)
        processes.append(
            (cmd, subprocess.Popen(cmd, stdout=subprocess.PIPE,
                                   stderr=subprocess.PIPE, text=True))
        )
    failures = []
    for cmd, process in processes:
        stdout, stderr = process.communicate()
        if process.returncode != 0:
            failures.append(describe_failure(cmd, process.returncode, stdout, stderr))
    if failures:
        raise HarnessError(failures[0])


# --------------------------------------------------------------------------
# IR signatures

ABI_ATTRIBUTES = ("signext", "zeroext", "inreg")
# A function header is one line, as LLVM prints it: "define ... {".
DEFINE_RE = re.compile(r"^define\b(.*)\{[ \t]*(?:;.*)?$", re.MULTILINE)
CALLING_CONVENTION_RE = re.compile(r"(?<![\w.\"])(?:cc\s*\d+|\w+cc|aarch64_\w*_pcs)(?![\w\"])")
NAME_RE = re.compile(r'@("(?:[^"\\]|\\.)*"|[-a-zA-Z$._][-a-zA-Z$._0-9]*|\d+)\s*\(')
LEADING_INT_RE = re.compile(r"\s*(?:<\s*(\d+)\s*x\s*i(\d+)\s*>|i(\d+))(?![\w*])")
TRAILING_INT_RE = re.compile(r"(?:<\s*(\d+)\s*x\s*i(\d+)\s*>|\bi(\d+))\s*$")
LEADING_TYPE_RE = re.compile(r"\s*(<[^<>]*>|\{[^{}]*\}|\[[^\[\]]*\]|[^\s,]+)")
TRAILING_TYPE_RE = re.compile(r"(<[^<>]*>|\{[^{}]*\}|\[[^\[\]]*\]|\S+)\s*$")


@dataclass(frozen=True)
class IntType:
    """``iW`` (lanes is None) or ``<lanes x iW>``."""

    width: int
    lanes: int | None

    @property
    def container_width(self) -> int:
        return next(c for c in (8, 16, 32, 64) if self.width <= c)

    def ir(self, width: int | None = None) -> str:
        element = f"i{width or self.width}"
        return element if self.lanes is None else f"<{self.lanes} x {element}>"


@dataclass(frozen=True)
class Value:
    """A parameter or return value: its type and call-ABI attributes."""

    type: IntType
    abi_attributes: tuple[str, ...]

    def as_argument(self) -> str:
        return " ".join((self.type.ir(),) + self.abi_attributes)

    def as_return(self) -> str:
        return " ".join(self.abi_attributes + (self.type.ir(),))


def symbol_name(symbol: str) -> str:
    """The name of an IR symbol token: unquoted, escapes (\\\\, \\HH) decoded."""
    if not symbol.startswith('"'):
        return symbol
    raw = re.sub(rb"\\(\\|[0-9A-Fa-f]{2})",
                 lambda m: b"\\" if m.group(1) == b"\\" else bytes([int(m.group(1), 16)]),
                 symbol[1:-1].encode())
    return raw.decode(errors="replace")


@dataclass(frozen=True)
class TestFunction:
    symbol: str  # as written after '@', quotes included
    calling_convention: str  # e.g. "fastcc"; empty for the C convention
    ret: Value
    params: tuple[Value, ...]

    @property
    def name(self) -> str:
        return symbol_name(self.symbol)

    @property
    def signature(self) -> tuple[IntType, ...]:
        return (self.ret.type,) + tuple(param.type for param in self.params)


@dataclass(frozen=True)
class Skipped:
    symbol: str
    reason: str

    @property
    def name(self) -> str:
        return symbol_name(self.symbol)


def int_type_from_match(match: re.Match) -> IntType:
    lanes, vector_width, scalar_width = match.groups()
    if lanes is None:
        return IntType(int(scalar_width), None)
    return IntType(int(vector_width), int(lanes))


def split_top_level(text: str) -> list[str]:
    """Split on commas outside any (), <>, [] or {}."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "(<[{":
            depth += 1
        elif char in ")>]}":
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:index])
            start = index + 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def parameter_text(header: str, start: int) -> str:
    """The text between the '(' before ``start`` and its matching ')'."""
    depth = 1
    for index in range(start, len(header)):
        depth += {"(": 1, ")": -1}.get(header[index], 0)
        if depth == 0:
            return header[start:index]
    raise HarnessError(f"unbalanced parentheses in: define{header}")


def check_shape(value_type: IntType, what: str) -> str | None:
    """Why the driver cannot handle this type, if it cannot."""
    if not 1 <= value_type.width <= 64:
        return f"{what} {value_type.ir()} has elements wider than 64 bits"
    if (value_type.lanes or 1) > MAX_LANES:
        return f"{what} {value_type.ir()} has more than {MAX_LANES} lanes"
    return None


def parse_parameter(text: str, position: int) -> Value | str:
    """A parameter Value, or the reason it is not testable."""
    if text == "...":
        return "variadic"
    match = LEADING_INT_RE.match(text)
    if not match:
        found = LEADING_TYPE_RE.match(text)
        return f"parameter {position} has type {found.group(1) if found else text}"
    param_type = int_type_from_match(match)
    reason = check_shape(param_type, f"parameter {position}")
    if reason:
        return reason
    words = text[match.end():].split()
    return Value(param_type, tuple(a for a in ABI_ATTRIBUTES if a in words))


def parse_return(prefix: str) -> Value | str:
    """The return Value from the text between 'define' and '@name'."""
    match = TRAILING_INT_RE.search(prefix)
    if not match:
        found = TRAILING_TYPE_RE.search(prefix)
        return f"return type {found.group(1) if found else prefix.strip()}"
    ret_type = int_type_from_match(match)
    reason = check_shape(ret_type, "return type")
    if reason:
        return reason
    words = prefix[: match.start()].split()
    return Value(ret_type, tuple(a for a in ABI_ATTRIBUTES if a in words))


def parse_definition(header: str) -> TestFunction | Skipped:
    """Classify one function from the text between 'define' and '{'."""
    name = NAME_RE.search(header)
    if not name:
        raise HarnessError(f"cannot find the function name in: define{header}")
    symbol, prefix = name.group(1), header[: name.start()]
    ret = parse_return(prefix)
    if isinstance(ret, str):
        return Skipped(symbol, ret)
    param_texts = split_top_level(parameter_text(header, name.end()))
    if len(param_texts) > MAX_PARAMS:
        return Skipped(symbol, f"more than {MAX_PARAMS} parameters (too many edge combinations)")
    params = []
    for position, text in enumerate(param_texts):
        param = parse_parameter(text, position)
        if isinstance(param, str):
            return Skipped(symbol, param)
        params.append(param)
    convention = CALLING_CONVENTION_RE.search(prefix)
    return TestFunction(symbol, convention.group(0) if convention else "", ret, tuple(params))


def parse_module(ir_text: str) -> tuple[list[TestFunction], list[Skipped]]:
    """Classify every function defined in a module."""
    testable, skipped = [], []
    for match in DEFINE_RE.finditer(ir_text):
        result = parse_definition(match.group(1))
        (testable if isinstance(result, TestFunction) else skipped).append(result)
    return testable, skipped


def match_transformed(functions: list[TestFunction], after_text: str) -> list[TestFunction]:
    """The transformed version of each test function, same signature required."""
    testable, skipped = parse_module(after_text)
    after = {function.name: function for function in testable}
    untestable = {item.name: item.reason for item in skipped}
    matched = []
    for function in functions:
        if function.name in untestable:
            raise HarnessError(f"@{function.symbol} changed its signature in the transformed "
                               f"IR: {untestable[function.name]}")
        if function.name not in after:
            raise HarnessError(f"@{function.symbol} is not defined in the transformed IR")
        if after[function.name].signature != function.signature:
            raise HarnessError(f"@{function.symbol} changed its signature in the transformed IR")
        matched.append(after[function.name])
    return matched


# --------------------------------------------------------------------------
# IR wrappers


def wrapper_name(side: str, index: int) -> str:
    return f"{WRAPPER_PREFIX}{side}_{index}"


def load_argument(index: int, param: Value) -> list[str]:
    """IR lines loading parameter ``index`` from %p<index> into %a<index>."""
    value_type = param.type
    container = value_type.ir(value_type.container_width)
    if value_type.width == value_type.container_width:
        return [f"  %a{index} = load {container}, ptr %p{index}, align 1"]
    return [
        f"  %m{index} = load {container}, ptr %p{index}, align 1",
        f"  %a{index} = trunc {container} %m{index} to {value_type.ir()}",
    ]


def store_result(ret: Value) -> list[str]:
    """IR lines storing %r to %out, zero-extended to its container."""
    value_type = ret.type
    container = value_type.ir(value_type.container_width)
    if value_type.width == value_type.container_width:
        return [f"  store {container} %r, ptr %out, align 1"]
    return [
        f"  %z = zext {value_type.ir()} %r to {container}",
        f"  store {container} %z, ptr %out, align 1",
    ]


def wrapper_ir(side: str, index: int, function: TestFunction) -> str:
    """``void @difftest_wrap_<side>_<index>(ptr %out, ptr %p0, ...)``."""
    pointers = "".join(f", ptr %p{i}" for i in range(len(function.params)))
    arguments = ", ".join(
        f"{param.as_argument()} %a{i}" for i, param in enumerate(function.params)
    )
    lines = [f"define void @{wrapper_name(side, index)}(ptr %out{pointers}) {{"]
    for i, param in enumerate(function.params):
        lines += load_argument(i, param)
    call = " ".join(filter(None, ("call", function.calling_convention, function.ret.as_return())))
    lines.append(f"  %r = {call} @{function.symbol}({arguments})")
    lines += store_result(function.ret)
    lines += ["  ret void", "}"]
    return "\n".join(lines)


def module_with_wrappers(ir_text: str, side: str, functions: list[TestFunction]) -> str:
    """The module text with one wrapper per test function appended."""
    wrappers = (wrapper_ir(side, i, f) for i, f in enumerate(functions))
    return ir_text + "\n\n" + "\n\n".join(wrappers) + "\n"


# --------------------------------------------------------------------------
# C driver

C_PRELUDE = r"""
#include <stddef.h>
#include <stdint.h>

typedef uint64_t u64;
typedef uint32_t u32;
/* One argument or result: element width, container bytes, lanes. */
typedef struct { uint8_t width, bytes, scalar; uint16_t lanes; } Shape;
typedef void Thunk(uint8_t *out, uint8_t *const *args);
typedef struct {
  const char *name; int nargs; const Shape *args; Shape ret; Thunk *before, *after;
} TestFn;
"""

C_RUNTIME = r"""
/* The runtime the bench drivers use too: _start, syscalls, libc subset, buffered output. */
#include "freestanding.h"

/* A lane's bits as hex digits. */
static void put_bits(u64 v, int width) { put_hex(v, (width + 3) / 4); }

/* ---- PRNG (division-free: Hexagon has no divide instruction) ---- */
static u64 next(u64 *s) {
  u64 x = *s;
  x ^= x << 13; x ^= x >> 7; x ^= x << 17;
  return *s = x;
}
static u32 below(u64 *s, u32 n) { return (u32)(((next(s) >> 32) * (u64)n) >> 32); }
static u64 seed_for(u32 test) {
  u64 z = (u64)SEED * 0x9E3779B97F4A7C15ull + test + 1;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return z ? z : 1;
}

/* ---- lanes ---- */
static u64 width_mask(int width) { return width == 64 ? ~0ull : (1ull << width) - 1; }
static u64 get_lane(const uint8_t *buf, Shape s, u32 lane) {
  const uint8_t *p = buf + lane * s.bytes; u64 v = 0;
  for (int b = s.bytes - 1; b >= 0; b--) v = v << 8 | p[b];
  return v;
}
static void set_lane(uint8_t *buf, Shape s, u32 lane, u64 v) {
  uint8_t *p = buf + lane * s.bytes;
  v &= width_mask(s.width);
  for (int b = 0; b < s.bytes; b++) p[b] = (uint8_t)(v >> (8 * b));
}

/* ---- edge values ---- */
#define MAX_EDGES 16
typedef struct { u64 v[MAX_EDGES]; u32 n; } Edges;
static void edge_values(int width, Edges *e) {
  u64 mask = width_mask(width), smin = 1ull << (width - 1);
  u64 candidates[] = {0, 1, 2, smin - 1, smin, mask, 0x5555555555555555ull,
                      0xAAAAAAAAAAAAAAAAull, 0x0101010101010101ull, mask - 1,
                      smin + 1, smin - 2};
  e->n = 0;
  for (u32 i = 0; i < sizeof candidates / sizeof candidates[0]; i++) {
    u64 v = candidates[i] & mask; u32 j = 0;
    while (j < e->n && e->v[j] != v) j++;
    if (j == e->n) e->v[e->n++] = v;
  }
}

/* ---- input generation ---- */
enum { UNIFORM, EDGE, NEAR_EDGE, SMALL, NUM_STRATEGIES, MIXED = NUM_STRATEGIES };
static u64 random_value(u64 *rng, int strategy, const Edges *e) {
  switch (strategy) {
  case UNIFORM: return next(rng);
  case EDGE: return e->v[below(rng, e->n)];
  case NEAR_EDGE: return e->v[below(rng, e->n)] + (u64)below(rng, 9) - 4;
  default: return (u64)below(rng, 17) - 8;
  }
}
static void fill_random(u64 *rng, int mode, Shape s, const Edges *e, uint8_t *buf) {
  for (u32 lane = 0; lane < s.lanes; lane++) {
    int strategy = mode == MIXED ? (int)below(rng, NUM_STRATEGIES) : mode;
    set_lane(buf, s, lane, random_value(rng, strategy, e));
  }
}
static void fill_random_case(const TestFn *t, const Edges *edges, u64 *rng, uint8_t *const *args) {
  for (int i = 0; i < t->nargs; i++)
    fill_random(rng, (int)below(rng, NUM_STRATEGIES + 1), t->args[i], &edges[i], args[i]);
}

/* Walk over all combinations of edge values: an odometer over the vector
   arguments runs across the lanes they share, an odometer over the scalar
   arguments advances each time the vector one wraps around. */
typedef struct {
  u32 lanes;                /* lanes shared by every vector argument */
  u32 scalar[MAX_ARGS];     /* digits of the scalar arguments */
  u32 vector[MAX_ARGS];     /* digits of the vector arguments */
  int done;
} EdgeWalk;
static EdgeWalk start_walk(const TestFn *t) {
  EdgeWalk w = {0};
  for (int i = 0; i < t->nargs; i++)
    if (!t->args[i].scalar && (!w.lanes || t->args[i].lanes < w.lanes)) w.lanes = t->args[i].lanes;
  if (!w.lanes) w.lanes = 1;
  return w;
}
/* Advance the digits of the arguments with scalar flag `scalar`; 1 if wrapped. */
static int advance(u32 *digits, const TestFn *t, const Edges *edges, int scalar) {
  for (int i = 0; i < t->nargs; i++) {
    if (t->args[i].scalar != scalar) continue;
    if (++digits[i] < edges[i].n) return 0;
    digits[i] = 0;
  }
  return 1;
}
static void fill_edge_case(const TestFn *t, const Edges *edges, EdgeWalk *w, u64 *rng,
                           uint8_t *const *args) {
  for (int i = 0; i < t->nargs; i++) {
    fill_random(rng, MIXED, t->args[i], &edges[i], args[i]);
    if (t->args[i].scalar) set_lane(args[i], t->args[i], 0, edges[i].v[w->scalar[i]]);
  }
  for (u32 lane = 0; lane < w->lanes; lane++) {
    for (int i = 0; i < t->nargs; i++)
      if (!t->args[i].scalar) set_lane(args[i], t->args[i], lane, edges[i].v[w->vector[i]]);
    if (advance(w->vector, t, edges, 0)) {
      w->done = advance(w->scalar, t, edges, 1);
      return;
    }
  }
}

/* ---- checking ---- */
static uint8_t arg_buf[MAX_ARGS][MAX_BYTES] __attribute__((aligned(128)));
static uint8_t out_before[MAX_BYTES] __attribute__((aligned(128)));
static uint8_t out_after[MAX_BYTES] __attribute__((aligned(128)));

static void put_shape(Shape s) {
  if (!s.scalar) { put_char('<'); put_u64(s.lanes); put_str(" x "); }
  put_char('i'); put_u64(s.width);
  if (!s.scalar) put_char('>');
}
static void put_vector(const uint8_t *buf, Shape s) {
  put_char('<');
  for (u32 lane = 0; lane < s.lanes; lane++) {
    if (lane) put_str(", ");
    put_bits(get_lane(buf, s, lane), s.width);
  }
  put_char('>');
}
__attribute__((noinline, cold)) static void report_mismatch(const TestFn *t, u32 k, u32 lane,
                                                           u32 differing, uint8_t *const *args) {
  Shape r = t->ret;
  put_str("MISMATCH @"); put_str(t->name); put_str(": case "); put_u64(k);
  put_str(", lane "); put_u64(lane); put_str(" ("); put_u64(differing);
  put_str(" of "); put_u64(r.lanes); put_str(" lanes differ)\n");
  for (int i = 0; i < t->nargs; i++) {
    Shape s = t->args[i];
    put_str("  arg"); put_u64(i); put_char(' '); put_shape(s);
    if (s.scalar) { put_str(" = "); put_bits(get_lane(args[i], s, 0), s.width); }
    else if (s.lanes == r.lanes) {
      put_str(" ["); put_u64(lane); put_str("] = "); put_bits(get_lane(args[i], s, lane), s.width);
    }
    else { put_str(" = "); put_vector(args[i], s); }
    put_char('\n');
  }
  put_str("  before = "); put_bits(get_lane(out_before, r, lane), r.width);
  put_str("\n  after  = "); put_bits(get_lane(out_after, r, lane), r.width);
  put_char('\n');
}
/* 1 (after reporting) if the two results differ. */
static int compare(const TestFn *t, u32 k, uint8_t *const *args) {
  u32 first = 0, differing = 0;
  for (u32 lane = 0; lane < t->ret.lanes; lane++) {
    if (get_lane(out_before, t->ret, lane) == get_lane(out_after, t->ret, lane)) continue;
    if (!differing++) first = lane;
  }
  if (differing) report_mismatch(t, k, first, differing, args);
  return differing != 0;
}

/* Run one function; returns 1 on mismatch. Stores the cases run in *cases.
   Not inlined: one copy serves every test, which keeps the driver quick to compile. */
__attribute__((noinline)) static int run_test(const TestFn *t, u32 index, u32 *cases) {
  Edges edges[MAX_ARGS];
  uint8_t *args[MAX_ARGS];
  u32 combinations = 1, edge_cases = 0, k;
  for (int i = 0; i < t->nargs; i++) {
    edge_values(t->args[i].width, &edges[i]);
    combinations *= edges[i].n;
    args[i] = arg_buf[i];
  }
  EdgeWalk walk = start_walk(t);
  u64 rng = seed_for(index);
  for (k = 0; !walk.done || k < CASES; k++) {
    if (!walk.done) {
      fill_edge_case(t, edges, &walk, &rng, args);
      edge_cases = k + 1;
    } else {
      fill_random_case(t, edges, &rng, args);
    }
    t->before(out_before, args);
    t->after(out_after, args);
    if (compare(t, k, args)) { *cases = k + 1; return 1; }
  }
  *cases = k;
  put_str("difftest: ok @"); put_str(t->name); put_str(": "); put_u64(k);
  put_str(" cases ("); put_u64(combinations); put_str(" edge-value combinations in the first ");
  put_u64(edge_cases); put_str(")\n");
  return 0;
}

__attribute__((used)) _Noreturn void harness_main(void) {
  u32 failed = 0, fewest = ~0u, most = 0;
  for (u32 i = 0; i < NUM_TESTS; i++) {
    u32 cases;
    failed += run_test(&TESTS[i], i, &cases);
    if (cases < fewest) fewest = cases;
    if (cases > most) most = cases;
  }
  put_str("difftest: "); put_str(TARGET); put_char(' '); put_str(INPUT); put_str(": ");
  put_u64(NUM_TESTS); put_str(" functions, ");
  if (failed) {
    put_u64(failed); put_str(" MISMATCHED\n");
    harness_exit(1);
  }
  put_u64(fewest);
  if (most != fewest) { put_str(".."); put_u64(most); }
  put_str(" cases each, all bit-exact\n");
  harness_exit(0);
}
"""


def c_string(text: str) -> str:
    """A C string literal for ``text`` (octal escapes for anything unusual)."""
    body = "".join(
        char if char.isascii() and char.isprintable() and char not in '"\\?'
        else "".join(f"\\{byte:03o}" for byte in char.encode())
        for char in text
    )
    return f'"{body}"'


def c_shape(value: Value) -> str:
    value_type = value.type
    scalar = value_type.lanes is None
    lanes = 1 if scalar else value_type.lanes
    return f"{{{value_type.width}, {value_type.container_width // 8}, {int(scalar)}, {lanes}}}"


def byte_size(value: Value) -> int:
    return (value.type.lanes or 1) * value.type.container_width // 8


def c_thunks(index: int, function: TestFunction) -> list[str]:
    """Declarations of both wrappers and uniform-signature thunks calling them."""
    count = len(function.params)
    params = ", ".join(["uint8_t *"] * (count + 1))
    args = "".join(f", a[{i}]" for i in range(count))
    unused = "" if count else "(void)a; "
    lines = []
    for side in SIDES:
        wrapper = wrapper_name(side, index)
        lines.append(f"void {wrapper}({params});")
        lines.append(
            f"static void {side}_{index}(uint8_t *out, uint8_t *const *a) "
            f"{{ {unused}{wrapper}(out{args}); }}"
        )
    return lines


def c_test_table(functions: list[TestFunction], cases: int, seed: int,
                 target_name: str, input_name: str) -> str:
    """The generated part of the driver: parameters, thunks and test table."""
    all_values = [v for f in functions for v in (f.ret,) + f.params]
    lines = [
        f"#define CASES {cases}u",
        f"#define SEED {seed}ull",
        f"#define MAX_ARGS {max([1] + [len(f.params) for f in functions])}",
        f"#define MAX_BYTES {max(byte_size(v) for v in all_values)}",
        f"#define NUM_TESTS {len(functions)}u",
        f"static const char TARGET[] = {c_string(target_name)};",
        f"static const char INPUT[] = {c_string(input_name)};",
    ]
    entries = []
    for index, function in enumerate(functions):
        lines += c_thunks(index, function)
        shapes = "NULL"
        if function.params:
            lines.append(
                f"static const Shape args_{index}[] = "
                f"{{{', '.join(c_shape(p) for p in function.params)}}};"
            )
            shapes = f"args_{index}"
        entries.append(
            f"  {{{c_string(function.name)}, {len(function.params)}, {shapes}, "
            f"{c_shape(function.ret)}, before_{index}, after_{index}}},"
        )
    lines += ["static const TestFn TESTS[] = {", *entries, "};"]
    return "\n".join(lines) + "\n"


def driver_source(functions: list[TestFunction], cases: int, seed: int,
                  target_name: str, input_name: str) -> str:
    table = c_test_table(functions, cases, seed, target_name, input_name)
    return C_PRELUDE + table + C_RUNTIME


# --------------------------------------------------------------------------
# Build and run


def transformed_ir(args: argparse.Namespace, work: Path) -> Path:
    """The transformed IR file: --after, or the plugin pipeline's output."""
    if args.after:
        return Path(args.after)
    plugin = Path(args.plugin) if args.plugin else DEFAULT_PLUGIN
    if not plugin.is_file():
        raise HarnessError(f"pass plugin not found: {plugin} (build it or give --plugin/--after)")
    pipeline = args.passes or f"fixsel<target={args.target}>"
    output = work / "transformed.ll"
    run_commands([[tool("opt"), f"-load-pass-plugin={plugin}", f"-passes={pipeline}",
                   args.input, "-S", "-o", str(output)]], args.verbose)
    return output


def verify_ir(path: Path, verbose: bool) -> None:
    run_commands([[tool("opt"), "-passes=verify", "-disable-output", str(path)]], verbose)


def build_executable(work: Path, target: Target,
                     sources: dict[str, tuple[str, list[TestFunction]]],
                     driver: str, verbose: bool,
                     before_llc_flags: tuple[str, ...] = ()) -> Path:
    """Compile both sides (IR text and its test functions) and the driver
    into one static executable (the before side with extra llc flags)."""
    extracts, compiles, localizes, objects = [], [], [], []
    for side, (ir_text, functions) in sources.items():
        full, extracted, raw_object, obj = (
            work / f"{side}{suffix}" for suffix in (".full.ll", ".ll", ".raw.o", ".o"))
        full.write_text(module_with_wrappers(ir_text, side, functions))
        # Keep only the wrappers and what they call, so that functions which
        # are not tested cannot break code generation.
        extracts.append([tool("llvm-extract"), f"--rfunc=^{WRAPPER_PREFIX}", "--recursive",
                         "--keep-const-init", "-S", str(full), "-o", str(extracted)])
        extra = (*target.reference_llc_flags, *before_llc_flags) if side == "before" else ()
        compiles.append([tool("llc"), *target.llc_flags, *extra, "-filetype=obj",
                         str(extracted), "-o", str(raw_object)])
        localizes.append([tool("llvm-objcopy"), "--wildcard",
                          f"--keep-global-symbol={WRAPPER_PREFIX}*",
                          "--remove-section=.group", str(raw_object), str(obj)])
        objects.append(str(obj))
    driver_c, driver_object = work / "driver.c", work / "driver.o"
    driver_c.write_text(driver)
    driver_compile = [tool("clang"), *target.clang_flags, *DRIVER_COMPILE_FLAGS,
                      "-c", str(driver_c), "-o", str(driver_object)]
    executable = work / "difftest.exe"
    link = [tool("clang"), *target.clang_flags, *LINK_FLAGS, str(driver_object),
            *objects, "-o", str(executable)]
    for stage in (extracts + [driver_compile], compiles, localizes, [link]):
        run_commands(stage, verbose)
    return executable


def run_executable(target: Target, executable: Path, verbose: bool) -> int:
    """Run the test executable, echo its report, return EXIT_OK/EXIT_MISMATCH."""
    cmd = [*target.runner, str(executable)]
    if verbose:
        print(f"difftest: running {shlex.join(cmd)}", file=sys.stderr)
    try:
        result = subprocess.run(cmd, capture_output=True, text=True,
                                timeout=RUN_TIMEOUT_SECONDS)
    except subprocess.TimeoutExpired as error:
        raise HarnessError(f"timed out after {RUN_TIMEOUT_SECONDS}s: {shlex.join(cmd)}") from error
    sys.stdout.write(result.stdout)
    if result.returncode not in (EXIT_OK, EXIT_MISMATCH):
        raise HarnessError(describe_failure(cmd, result.returncode, "", result.stderr))
    return result.returncode


@contextlib.contextmanager
def work_directory(keep: str | None) -> Iterator[Path]:
    if keep:
        path = Path(keep)
        path.mkdir(parents=True, exist_ok=True)
        yield path
    else:
        with tempfile.TemporaryDirectory(prefix="difftest-") as path:
            yield Path(path)


def read_file(path: str) -> str:
    try:
        return Path(path).read_text()
    except OSError as error:
        raise HarnessError(f"cannot read {path}: {error.strerror}") from error


def target_limitation(function: TestFunction, target: Target) -> str | None:
    """Why llc cannot compile this function for the target, if it cannot."""
    values = (function.ret,) + function.params
    has_i1_vector = any(v.type.width == 1 and v.type.lanes is not None for v in values)
    if has_i1_vector and not target.i1_vectors_at_calls:
        return "the target cannot pass or return vectors of i1"
    return None


def select_functions(input_text: str, input_name: str, target: Target) -> list[TestFunction]:
    parsed, skipped = parse_module(input_text)
    functions = []
    for function in parsed:
        reason = target_limitation(function, target)
        if reason:
            skipped.append(Skipped(function.symbol, reason))
        else:
            functions.append(function)
    for item in skipped:
        print(f"difftest: skipped @{item.symbol}: {item.reason}")
    if not functions:
        raise HarnessError(f"no testable functions in {input_name}")
    return functions


def difftest(args: argparse.Namespace) -> int:
    target = TARGETS[args.target]
    missing = missing_host_features(target)
    if missing:
        message = f"UNSUPPORTED: host lacks {', '.join(missing)} (target {args.target})"
        print(message)
        return EXIT_OK if args.allow_unsupported else EXIT_ERROR
    require_tools(target)
    input_text = read_file(args.input)
    functions = select_functions(input_text, args.input, target)
    with work_directory(args.keep) as work:
        after_path = transformed_ir(args, work)
        verify_ir(after_path, args.verbose)
        after_text = read_file(str(after_path))
        after_functions = match_transformed(functions, after_text)
        driver = driver_source(functions, args.cases, args.seed, args.target, args.input)
        sources = {"before": (input_text, functions), "after": (after_text, after_functions)}
        executable = build_executable(work, target, sources, driver, args.verbose,
                                      tuple(args.before_llc_flag))
        return run_executable(target, executable, args.verbose)


def positive_int(text: str) -> int:
    value = int(text)
    if value < 1 or value >= 2**31:
        raise argparse.ArgumentTypeError(f"must be in [1, 2^31): {text}")
    return value


def parse_arguments(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Differentially test IR before/after a transform on the target.")
    parser.add_argument("input", help="IR before the transform")
    parser.add_argument("--target", choices=sorted(TARGETS), default="x86-avx2")
    parser.add_argument("--cases", type=positive_int, default=2000,
                        help="input vectors per function (default 2000)")
    parser.add_argument("--seed", type=int, default=1, help="PRNG seed (default 1)")
    parser.add_argument("--after", help="transformed IR (instead of running opt)")
    parser.add_argument("--passes", help="opt pipeline (default fixsel<target=T>)")
    parser.add_argument("--plugin", help=f"pass plugin (default {DEFAULT_PLUGIN})")
    parser.add_argument("--keep", metavar="DIR", help="keep work files in DIR")
    parser.add_argument("--before-llc-flag", action="append", default=[], metavar="FLAG",
                        help="extra llc flag for the before side only (e.g. to turn off a "
                             "backend pass known to miscompile the input)")
    parser.add_argument("--allow-unsupported", action="store_true",
                        help="exit 0 when the host cannot run the target")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args(argv)
    if args.after and (args.passes or args.plugin):
        parser.error("--after excludes --passes and --plugin")
    args.seed &= 2**64 - 1
    return args


def main(argv: list[str]) -> int:
    args = parse_arguments(argv)
    try:
        return difftest(args)
    except HarnessError as error:
        print(f"difftest: error: {error}", file=sys.stderr)
        return EXIT_ERROR


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
