"""Idiom catalogue for scripts/probe_idioms.py: what each row computes and the best known code.

Data only; the probe turns it into IR. One IDIOMS entry per idiom:

  args    the parameters: names, typed S (source element) or D (destination element).
  types   row element types: "u8" (source = destination), "i16->u8" (narrowing), "u8->u16"
          (widening); a "@hvx,aarch64" suffix limits the type to those targets.
  plain   the idiom as plain integer IR, the way clang -O3 leaves it (the forms fixsel lifts,
          lit-tests/lift/*.ll): a string, or {fnmatch pattern on the type: string}, first match.
          "TYPE splat(V)" is a splat constant.
  best    {target family ("hvx", "aarch64", "x86") or target ("x86-avx512"): program}, the
          best known sequence in the probe's expression language (see its docstring); the
          program is a string or {type pattern: string}; the target's entry is tried before its
          family's. An idiom without an entry for a family is not probed on it.
  oracle  optional second formulation of the same function that llc is known to compile
          correctly where it miscompiles `plain`: fixsel, llc alone and best are judged against it.
  params  optional list of constants (a divisor, a shift): one row per type and value, the type
          shown as "u16 /7" (param_text, default "{p}", formatted with p), the function named
          udiv_const_u16_7; type patterns in plain/best/NOTES match that text ("u16 /*", "* /255").
  returns optional "sum": the function returns the i32 total of the lanes of D (a reduction row);
          best then computes any vector with that total, the probe adds the reduce.
  param_placeholders
          optional function (source Elem, value) -> dict of extra placeholders for that row (the
          divisor's magic numbers: div_placeholders).
A `best` program may also be a function of the placeholder dict returning the program text (or
None: no best known for that row), for sequences whose shape depends on the parameter (the
division rows: udiv_best, sdiv_best, rdbp_best).

Placeholders (str.format) in plain, oracle and best, for n lanes of S -> D elements:
  {S} {D} {W} {B}     vector types; W has twice the bits of S; B is <n x i1>
  {vS} {vW} {vD}      their intrinsic suffixes ("v16i16")
  {s} {d} {w} {n}     element bits, lane count
  {ext} {shr}         zext|sext, lshr|ashr by the signedness of S
  {fl} {mfl}          no-wrap flags of a widened add ("nuw nsw"|"nsw") and multiply ("nuw"|"nsw")
  {Smin} {Smax} {Dmin} {Dmax} {bias}   element ranges; bias = the sign bit of S (as signed)
  {half} {q} {qs}     1 << (d - 1); 1 << (s - 2) and s - 1 (Q format rounding constant, shift)
  {hx} {hd}           HVX element suffix of S / D: ub b uh h uw w
  {v} {vh} {vd} {vdh} {vwh}   NEON suffix of S, S at half the lanes, D, D at half the lanes, W at half
  {u} {ud}            "u"|"s" by signedness of S / D
  {x} {db} {sb}       x86 element letter of S (b w d q); D and S element bytes
  {p}                 the row's parameter (params rows only)
  {m} {sh} {add} {sqm} {sqsh} {m16}   division rows: magic number, post-shift, add form, doubling-
                      multiply magic and shift, u8 16-bit magic (div_placeholders)
  {mask} {thr}        rounding_divide_by_pot rows: (1 << e) - 1 and mask >> 1

The "why" column comes from NOTES at the end.
"""

# Native register bits per target.
REGISTER_BITS = {"hvx": 1024, "aarch64": 128, "aarch64-dotprod": 128, "x86-sse4.1": 128, "x86-avx2": 256, "x86-avx512": 512}
# Targets that differ from their family only in a few instructions: probed on the idioms whose
# `best` names them, not on every idiom of the family.
FEATURE_TARGETS = {"aarch64-dotprod"}

# x86 intrinsics by feature level (IntrinsicsX86.td names), for the names used in `best`.
X86_LEVELS = ("x86-sse4.1", "x86-avx2", "x86-avx512")
X86_INTRINSICS = {
    "pavgb": ("sse2_pavg_b", "avx2_pavg_b", "avx512_pavg_b_512"),
    "pavgw": ("sse2_pavg_w", "avx2_pavg_w", "avx512_pavg_w_512"),
    "pmulhrsw": ("ssse3_pmul_hr_sw_128", "avx2_pmul_hr_sw", "avx512_pmul_hr_sw_512"),
    "pmulhw": ("sse2_pmulh_w", "avx2_pmulh_w", "avx512_pmulh_w_512"),
    "pmulhuw": ("sse2_pmulhu_w", "avx2_pmulhu_w", "avx512_pmulhu_w_512"),
    "pmaddwd": ("sse2_pmadd_wd", "avx2_pmadd_wd", "avx512_pmaddw_d_512"),
    "psadbw": ("sse2_psad_bw", "avx2_psad_bw", "avx512_psad_bw_512"),
    "vpdpbusd": (None, None, "avx512_vpdpbusd_512"),  # AVX512-VNNI
    "packsswb": ("sse2_packsswb_128", "avx2_packsswb", "avx512_packsswb_512"),
    "packuswb": ("sse2_packuswb_128", "avx2_packuswb", "avx512_packuswb_512"),
    "packssdw": ("sse2_packssdw_128", "avx2_packssdw", "avx512_packssdw_512"),
    "packusdw": ("sse41_packusdw", "avx2_packusdw", "avx512_packusdw_512"),
    "psignd": ("ssse3_psign_d_128", "avx2_psign_d", None),  # AVX-512 has no vpsignd
}

BINARY = "a:S b:S"
SAME8 = ["u8", "i8", "u16", "i16"]
SAME32 = ["u32@hvx,aarch64", "i32@hvx,aarch64"]

# ------------------------------------------------------------------------------------------------
# Plain IR bodies (shared by several idioms).

EXT2 = """
  %xa = {ext} {S} %a to {W}
  %xb = {ext} {S} %b to {W}"""

CLAMP = {  # %v, of type {X}, clamped to the destination's range -> %c
    "u*->u*": """
  %c = call {X} @llvm.umin.{vX}({X} %v, {X} splat({Dmax}))""",
    "i*->u*": """
  %lo = call {X} @llvm.smax.{vX}({X} %v, {X} zeroinitializer)
  %c = call {X} @llvm.smin.{vX}({X} %lo, {X} splat({Dmax}))""",
    "i*->i*": """
  %hi = call {X} @llvm.smin.{vX}({X} %v, {X} splat({Dmax}))
  %c = call {X} @llvm.smax.{vX}({X} %hi, {X} splat({Dmin}))""",
}


def clamped(body, x, value="%v"):
    """`body` (defining `value` of type x, "S" or "W"), clamped and truncated to D."""
    def fill(text):
        return text.replace("%v", value).replace("{X}", "{%s}" % x).replace("{vX}", "{v%s}" % x)
    return {k: fill(body + clamp + "\n  %r = trunc {X} %c to {D}\n  ret {D} %r")
            for k, clamp in CLAMP.items()}


# ------------------------------------------------------------------------------------------------
# Best-known x86 building blocks.

X86_Q31 = """A = as(a, 64); B = as(b, 64);
pe = mul(ashr(shl(A, 32), 32), ashr(shl(B, 32), 32));
po = mul(ashr(A, 32), ashr(B, 32));
re = lshr(add(pe, 1073741824), 31);
ro = shl(add(po, 1073741824), 1);
r = blend_odd(as(re, 32), as(ro, 32));
xor(r, eq(r, -2147483648))"""


# ------------------------------------------------------------------------------------------------
# Division by a constant: magic numbers (the rows' params) and the best-known programs.

def _udiv_exact(bits, d, m, k):
    """floor(x * m / 2^k) == x // d for every x < 2^bits (per residue the largest x is the worst,
    so beyond 16 bits the top d values decide)."""
    return all((x * m) >> k == x // d for x in range(0 if bits <= 16 else (1 << bits) - d, 1 << bits))


def udiv_magic(bits, d):
    """Unsigned division by d at `bits` bits as (add, m, sh): q = mulhi(x, m) >> sh with m < 2^bits
    (the smallest exact post-shift), else Granlund-Montgomery's "add" form with the bits+1-bit
    magic: t = mulhi(x, m), q = halving_add(x, t) >> sh (halving_add(x, t) = t + ((x - t) >> 1))."""
    for s in range(bits + 1):
        m = -(-(1 << (bits + s)) // d)
        if m >= 1 << bits:
            break
        if _udiv_exact(bits, d, m, bits + s):
            return False, m, s
    l = (d - 1).bit_length()
    m = -(-(1 << (bits + l)) // d)
    assert _udiv_exact(bits, d, m, bits + l)
    return True, m - (1 << bits), l - 1


def _sdiv_exact(bits, d, m, k):
    h = 1 << (bits - 1)
    xs = range(-h, h) if bits <= 16 else [*range(h - d, h), *range(-h, -h + d)]
    return all((x * m >> k) + (x < 0) == (abs(x) // d) * (1 if x >= 0 else -1) for x in xs)


def sdiv_magic(bits, d):
    """Signed division by d > 1 (Hacker's Delight): (add, m, sh), m signed; q = t - (x >> (bits-1))
    with t = mulhs(x, m) >> sh, or (mulhs(x, m) + x) >> sh when add (the magic needed bits bits)."""
    for s in range(bits):
        m = (1 << (bits + s)) // d + 1
        if m >= 1 << bits:
            break
        if _sdiv_exact(bits, d, m, bits + s):
            add = m >= 1 << (bits - 1)
            return add, m - (1 << bits) if add else m, s
    raise ValueError(f"no signed magic for {d}")


def div_placeholders(elem, d):
    """{p} is the divisor; {m} {sh} {add}: its magic number, post-shift and form (udiv_magic,
    sdiv_magic; m as a signed value for signed rows, m - 2^bits in the unsigned add form);
    {sqm} {sqsh}: for signed rows, a magic and shift for a doubling high multiply (NEON sqdmulh,
    HVX vmpyhss): floor(x * m / 2^(bits + sh)) = sqdmulh(x, sqm) >> sqsh (m halved when sh = 0);
    {m16}: for u8 rows, the magic of the 16-bit high multiply of the zero-extended byte (no shift)."""
    add, m, sh = (sdiv_magic if elem.signed else udiv_magic)(elem.bits, d)
    ph = dict(m=m, sh=sh, add=int(add), sqm=None, sqsh=None, m16=None)
    if elem.signed and not add and (sh or m % 2 == 0):
        ph.update(sqm=m, sqsh=sh + 1) if sh else ph.update(sqm=m // 2, sqsh=0)
    if elem.bits == 8:
        m16 = -(-(1 << 16) // d)
        assert _udiv_exact(8, d, m16, 16)
        ph.update(m16=m16)
    return ph


def shr(text, op, amount):
    return f"{op}({text}, {amount})" if amount else text


def x86_mulh32(signed, m, avx512=False):
    """The high halves of x * m for 32-bit lanes: even and odd lanes (pshufd) by pmul(u)dq, then
    the even products' high halves shifted down and blended with the odd ones (AVX-512: merged
    by one vpternlog with a mask instead of a blend, which would need a k register)."""
    ext = (lambda v: f"ashr(shl({v}, 32), 32)") if signed else (lambda v: f"and({v}, 4294967295)")
    merge = ("h = as(or(and(po, -4294967296), lshr(pe, 32)), 32)" if avx512
             else "h = blend_odd(dup_odd(as(pe, 32)), as(po, 32))")
    return (f"pe = mul({m}, {ext('as(x, 64)')}); po = mul({ext('as(dup_odd(x), 64)')}, {m}); " + merge)


def hvx_mulhs32(m):
    """mulhs of 32-bit lanes on HVX: vmpye(w, uh) then the 64-bit accumulating vmpyo(w, h)."""
    return f"k = splatlike(x, {m}); h = hi(vmpyowh_64_acc(vmpyewuh_64(x, k), x, k))"


def udiv_best(fam, level=""):
    """Unsigned division by a constant: the high half of x * magic, then the shift (or the add
    form's halving add and shift). u8 / 255 is x >= 255: one saturating subtract of 254."""
    def program(ph):
        s, m, sh, add, d = ph["s"], ph["m"], ph["sh"], ph["add"], ph["p"]
        if s == 8 and d == 255:
            return {"x86": "usub.sat(x, 254)", "aarch64": "uqsub.v16i8(x, splatlike(x, 254))",
                    "hvx": "vsububsat(x, splatlike(x, 254))"}[fam]
        if (level, s, add) == ("sse", 32, 1):  # llc's own: its register allocation saves a movdqa
            return f"udiv(x, {d})"
        if fam == "x86" and s == 8:  # per-128-bit-lane unpack with zero, pmulhuw, packuswb: no fixlanes
            return ("z = splatlike(x, 0); k = splatlike(as(x, 16), {m16}); "
                    "packuswb(pmulhuw(as(unpacklo(x, z), 16), k), pmulhuw(as(unpackhi(x, z), 16), k))"
                    ).format(**ph)
        neon = (f"k = lo(splatlike(x, {m})); h = odds(as(umull.v{64 // s}i{2 * s}(lo(x), k), {s}), "
                f"as(umull.v{64 // s}i{2 * s}(hi(x), k), {s}))")
        mulhi = {
            "x86": {16: f"h = pmulhuw(x, splatlike(x, {m}))", 32: x86_mulh32(False, m, level == "avx512")},
            "aarch64": {8: neon, 16: neon, 32: neon},
            "hvx": {8: f"p = vmpyubv(x, splatlike(x, {m})); h = vshuffob(hi(p), lo(p))",
                    16: f"p = vmpyuhv(x, splatlike(x, {m})); h = as(vshufoh(hi(p), lo(p)), 16)",
                    # mulhu = mulhs(x, m) + (x < 0 ? m : 0) + (m < 0 ? x : 0), m as signed
                    32: hvx_mulhs32(m - (1 << 32) if m >= 1 << 31 else m) + "; "
                        + f"h = vaddwq(vgtw(vd0(), x), h, k)" + ("; h = add(h, x)" if m >= 1 << 31 else "")},
        }[fam][s]
        if not add:
            if (fam, s) == ("aarch64", 8):  # llc's own umull, umull2, uzp2, ushr: transcribed, the
                return f"udiv(x, {d})"       # magic's splat is materialised twice (movi .8b, .16b)
            return f"{mulhi}; " + shr("h", "vlsrb" if (fam, s) == ("hvx", 8) else "lshr", sh)
        halving = {"x86": "add(lshr(sub(x, h), 1), h)", "aarch64": f"uhadd.{ph['v']}(x, h)",
                   "hvx": f"as(vavg{ph['hx']}(x, h), {s})"}[fam]
        return f"{mulhi}; " + shr(halving, "vlsrb" if (fam, s) == ("hvx", 8) else "lshr", sh)
    return program


def sdiv_best(fam, level=""):
    """Signed division by a constant: v = mulhs(x, magic) (+ x in the add form); t = v >> sh;
    q = t + (v >>u (bits - 1)) (NEON usra, HVX vasr-accumulate). A doubling high multiply (NEON
    sqdmulh, HVX vmpyhss) gives mulhs with the shift in one instruction where the magic allows;
    NEON's add form takes mulhs as sqdmulh >> 1, accumulated onto x (ssra)."""
    def program(ph):
        s, m, sh, add = ph["s"], ph["m"], ph["sh"], ph["add"]
        q = "add({t}, lshr(v, {top}))"
        if (level, s, add) == ("sse", 32, 1):  # llc's own: its register allocation saves a movdqa
            return f"sdiv(x, {ph['p']})"
        if fam == "hvx":
            q = f"vasr{'h' if s == 16 else 'w'}_acc(lshr(v, {{top}}), v, {{sh}})" if sh else q
        if ph["sqm"] is not None and fam in ("aarch64", "hvx"):
            sqm, sqsh = ph["sqm"], ph["sqsh"]
            if fam == "aarch64":
                v = f"v = sqdmulh.{ph['v']}(x, splatlike(x, {sqm}))"
            elif s == 16:
                v = f"v = as(vmpyhss(x, {(sqm & 0xFFFF) * 0x10001}), 16)"
            else:
                v = None
            if v:
                return f"{v}; " + q.format(t=shr("v", "ashr", sqsh), top=s - 1, sh=sqsh)
        mulhs = {
            "x86": {16: f"h = pmulhw(x, splatlike(x, {m}))", 32: x86_mulh32(True, m, level == "avx512")},
            "aarch64": {b: f"k = splatlike(x, {m}); h = odds(as(smull.v{64 // b}i{2 * b}(lo(x), lo(k)), {b}), "
                           f"as(smull.v{64 // b}i{2 * b}(hi(x), hi(k)), {b}))" for b in (16, 32)},
            "hvx": {16: f"p = vmpyhv(x, splatlike(x, {m})); h = as(vshufoh(hi(p), lo(p)), 16)",
                    32: hvx_mulhs32(m)},
        }[fam][s]
        if fam == "aarch64" and add:  # mulhs = sqdmulh >> 1, accumulated onto x: ssra
            mulhs, v = f"h = ashr(sqdmulh.{ph['v']}(x, splatlike(x, {m})), 1)", "v = add(x, h)"
        else:
            v = "v = add(h, x)" if add else "v = h"
        return f"{mulhs}; {v}; " + q.format(t=shr("v", "ashr", sh), top=s - 1, sh=sh)
    return program


def rdbp_best(fam):
    """gemmlowp RoundingDivideByPOT(x, e): x / 2^e rounded half away from zero."""
    def program(ph):
        e = ph["p"]
        if fam == "aarch64":  # gemmlowp's NEON form: fixup = x >> 31, saturating add, rounding shift
            return f"f = sqadd.v4i32(x, ashr(x, 31)); srshl.v4i32(f, splatlike(x, {-e}))"
        if fam == "hvx":  # the same fixup (saturating), round half up as a rounding average with 0
            f = "f = vaddwsat(x, ashr(x, 31)); "
            return f + f"vavgwrnd({shr('f', 'ashr', e - 1)}, vd0())"
        # x86: |x| (INT_MIN: 2^31 unsigned), round half up unsigned, the sign back
        if fam == "avx512" and e == 1:  # + 1 where x is odd and not negative: one vpternlog
            return "s = ashr(x, 31); add(ashr(x, 1), and(and(x, xor(s, -1)), 1))"
        r = f"r = lshr(add(abs(x), {1 << (e - 1)}), {e}); "
        return r + ("s = ashr(x, 31); sub(xor(r, s), s)" if fam == "avx512" else "psignd(r, x)")
    return program


DIVISORS = [3, 5, 7, 9, 10, 25, 255]


def division_row(op, types, best):
    """A row dividing x by each of DIVISORS (one row per divisor), with `best(fam, level)`."""
    return dict(
        args="x:S", types=types, params=DIVISORS, param_text="/{p}", param_placeholders=div_placeholders,
        plain="""
  %r = """ + op + """ {S} %x, splat({p})
  ret {S} %r""",
        best={**{fam: best(fam) for fam in ("hvx", "aarch64", "x86")}, "x86-sse4.1": best("x86", "sse"),
              "x86-avx512": best("x86", "avx512")},
    )

def reduced(body):
    """A reduction row's plain IR: `body` defines %p (type D), added to %acc and reduced."""
    return body + """
  %s = add {D} %acc, %p
  %r = call i32 @llvm.vector.reduce.add.{vD}({D} %s)
  ret i32 %r"""


def product(ext_a, ext_b):
    """%p = ext_a(a) * ext_b(b) in D."""
    return f"""
  %xa = {ext_a} {{S}} %a to {{D}}
  %xb = {ext_b} {{S}} %b to {{D}}
  %p = mul nsw {{D}} %xa, %xb"""


IDIOMS = {
    "saturating_add": dict(
        args=BINARY, types=SAME8 + SAME32,
        plain={
            "u*": EXT2 + """
  %s = add nuw nsw {W} %xa, %xb
  %m = call {W} @llvm.umin.{vW}({W} %s, {W} splat({Smax}))
  %r = trunc {W} %m to {S}
  ret {S} %r""",
            "i*": EXT2 + """
  %s = add nsw {W} %xa, %xb
  %m1 = call {W} @llvm.smin.{vW}({W} %s, {W} splat({Smax}))
  %m2 = call {W} @llvm.smax.{vW}({W} %m1, {W} splat({Smin}))
  %r = trunc {W} %m2 to {S}
  ret {S} %r"""},
        best={"hvx": "vadd{hx}sat(a, b)", "aarch64": "{u}qadd.{v}(a, b)", "x86": "{u}add.sat(a, b)"},
    ),
    "saturating_sub": dict(
        args=BINARY, types=SAME8 + SAME32,
        plain={
            "u*": EXT2 + """
  %s = sub nsw {W} %xa, %xb
  %m = call {W} @llvm.smax.{vW}({W} %s, {W} zeroinitializer)
  %r = trunc {W} %m to {S}
  ret {S} %r""",
            "i*": EXT2 + """
  %s = sub nsw {W} %xa, %xb
  %m1 = call {W} @llvm.smax.{vW}({W} %s, {W} splat({Smin}))
  %m2 = call {W} @llvm.smin.{vW}({W} %m1, {W} splat({Smax}))
  %r = trunc {W} %m2 to {S}
  ret {S} %r"""},
        best={"hvx": "vsub{hx}sat(a, b)", "aarch64": "{u}qsub.{v}(a, b)", "x86": "{u}sub.sat(a, b)"},
    ),
    "rounding_halving_add": dict(
        args=BINARY, types=SAME8 + ["u32", "i32"],
        plain=EXT2 + """
  %s1 = add {fl} {W} %xa, splat(1)
  %s2 = add {fl} {W} %s1, %xb
  %h = lshr {W} %s2, splat(1)
  %r = trunc {W} %h to {S}
  ret {S} %r""",
        best={"hvx": "vavg{hx}rnd(a, b)", "aarch64": "{u}rhadd.{v}(a, b)",
              "x86": {"u8": "pavgb(a, b)", "u16": "pavgw(a, b)",
                      "*32": "sub(or(a, b), {shr}(xor(a, b), 1))",
                      "i*": "xor(pavg{x}(xor(a, {bias}), xor(b, {bias})), {bias})"}},
    ),
    "halving_add": dict(
        args=BINARY, types=SAME8,
        plain=EXT2 + """
  %s = add {fl} {W} %xa, %xb
  %h = lshr {W} %s, splat(1)
  %r = trunc {W} %h to {S}
  ret {S} %r""",
        # x86: floor((a+b)/2) = a + (b - pavg(a, b)) (found by synth-offline synthesize); signed
        # through the 0x80 bias: pavg(a^0x7F, b^0x7F)^0x7F.
        best={"hvx": "vavg{hx}(a, b)", "aarch64": "{u}hadd.{v}(a, b)",
              "x86": {"u*": "add(a, sub(b, pavg{x}(a, b)))",
                      "i*": "xor(pavg{x}(xor(a, {Smax}), xor(b, {Smax})), {Smax})"}},
    ),
    "halving_sub": dict(
        args=BINARY, types=SAME8,
        plain=EXT2 + """
  %s = sub nsw {W} %xa, %xb
  %h = ashr {W} %s, splat(1)
  %r = trunc {W} %h to {S}
  ret {S} %r""",
        # Unsigned: floor((a-b)/2) = a - pavg(a, b) (found by synth-offline synthesize); x86 signed:
        # pavg(a, ~b) = floor((a-b)/2) + 0x80 through the bias.
        best={"hvx": {"u8": "vnavgub(a, b)", "i8": "vnavgb(a, b)", "i16": "vnavgh(a, b)",
                      "u16": "sub(a, vavguhrnd(a, b))"},
              "aarch64": "{u}hsub.{v}(a, b)",
              "x86": {"u*": "sub(a, pavg{x}(a, b))",
                      "i*": "xor(pavg{x}(xor(a, {bias}), xor(b, {Smax})), {bias})"}},
    ),
    "absd": dict(
        args=BINARY, types=SAME8 + SAME32,
        plain=EXT2 + """
  %s = sub nsw {W} %xa, %xb
  %m = call {W} @llvm.abs.{vW}({W} %s, i1 true)
  %r = trunc {W} %m to {S}
  ret {S} %r""",
        best={"hvx": {"u8": "vabsdiffub(a, b)", "u16": "vabsdiffuh(a, b)", "i16": "vabsdiffh(a, b)",
                      "i32": "vabsdiffw(a, b)", "i8": "sub(as(vmaxb(a, b), 8), vminb(a, b))",
                      "u32": "or(vsubuwsat(a, b), vsubuwsat(b, a))"},
              "aarch64": "{u}abd.{v}(a, b)",
              "x86": {"u*": "or(usub.sat(a, b), usub.sat(b, a))", "i*": "sub(smax(a, b), smin(a, b))"}},
    ),
    "saturating_narrow": dict(
        args="x:S", types=["i16->i8", "i16->u8", "u16->u8", "i32->i16", "i32->u16", "u32->u16"],
        plain=clamped("", "S", "%x"),
        best={"hvx": {"i16->u8": "vpackhub_sat(hi(x), lo(x))", "i16->i8": "vpackhb_sat(hi(x), lo(x))",
                      "i32->i16": "vpackwh_sat(hi(x), lo(x))", "i32->u16": "vpackwuh_sat(hi(x), lo(x))",
                      "u16->u8": "p = vdealvdd(hi(x), lo(x), -2); vasruhubsat(hi(p), lo(p), 0)",
                      "u32->u16": "p = vdealvdd(hi(x), lo(x), -4); vsatuwuh(hi(p), lo(p))"},
              "aarch64": {"i*->i*": "concat(sqxtn.{vdh}(lo(x)), sqxtn.{vdh}(hi(x)))",
                          "i*->u*": "concat(sqxtun.{vdh}(lo(x)), sqxtun.{vdh}(hi(x)))",
                          "u*->u*": "concat(uqxtn.{vdh}(lo(x)), uqxtn.{vdh}(hi(x)))"},
              "x86": {"i16->i8": "fixlanes(packsswb(lo(x), hi(x)))",
                      "i16->u8": "fixlanes(packuswb(lo(x), hi(x)))",
                      "u16->u8": "m = umin(x, 255); fixlanes(packuswb(lo(m), hi(m)))",
                      "i32->i16": "fixlanes(packssdw(lo(x), hi(x)))",
                      "i32->u16": "fixlanes(packusdw(lo(x), hi(x)))",
                      "u32->u16": "m = umin(x, 65535); fixlanes(packusdw(lo(m), hi(m)))"},
              # AVX-512BW: vpmovuswb/vpmovusdw (what llc makes of a umin and a trunc).
              "x86-avx512": {"u*": "trunc(umin(x, {Dmax}), {d})"}},
    ),
    "rounding_shr": dict(  # (x + 8) >> 4, computed in 2x the bits
        args="x:S", types=["u16", "i16", "u32", "i32"],
        plain="""
  %z = {ext} {S} %x to {W}
  %s = add {fl} {W} %z, splat(8)
  %h = {shr} {W} %s, splat(4)
  %r = trunc {W} %h to {S}
  ret {S} %r""",
        # round(x / 16) = ((x >> 3) + 1) >> 1: a rounding average of x >> 3 with zero.
        best={"hvx": "vavg{hx}rnd({shr}(x, 3), vd0())",
              "aarch64": "{u}rshl.{v}(x, splatlike(x, -4))",
              "x86": {"u16": "pavgw(lshr(x, 3), splatlike(x, 0))", "*": "{shr}(add({shr}(x, 3), 1), 1)"}},
    ),
    "rounding_narrow": dict(  # (x + 2^(d-1)) >> d, narrowed: the high half, rounded
        args="x:S", types=["u16->u8", "i16->i8", "u32->u16", "i32->i16"],
        plain="""
  %z = {ext} {S} %x to {W}
  %s = add {fl} {W} %z, splat({half})
  %h = {shr} {W} %s, splat({d})
  %r = trunc {W} %h to {D}
  ret {D} %r""",
        # The rounding add may wrap in the source width: only the high half is kept.
        best={"hvx": {"*->*8": "k = lvsplath(128); vpackob(vaddh(hi(x), k), vaddh(lo(x), k))",
                      "*->*16": "k = lvsplatw(32768); vpackoh(vaddw(hi(x), k), vaddw(lo(x), k))"},
              "aarch64": "concat(rshrn.{vdh}(lo(x), {d}), rshrn.{vdh}(hi(x), {d}))",
              "x86": {"*->*8": "t = lshr(add(x, 128), 8); fixlanes(packuswb(lo(t), hi(t)))",
                      "*->*16": "t = lshr(add(x, 32768), 16); fixlanes(packusdw(lo(t), hi(t)))"}},
    ),
    "saturating_rounding_narrow": dict(  # clamp((x + 8) >> 4), computed in 2x the bits
        args="x:S", types=["i16->u8", "i16->i8", "u16->u8", "i32->i16", "i32->u16", "u32->u16"],
        plain=clamped("""
  %z = {ext} {S} %x to {W}
  %s = add {fl} {W} %z, splat(8)
  %v = {shr} {W} %s, splat(4)""", "W"),
        # HVX's vasr:rnd:sat writes even lanes from Vv and odd lanes from Vu: deal first.
        # x86, 16-bit: the saturating +8 only changes results that clamp anyway.
        best={"hvx": "p = vdealvdd(hi(x), lo(x), -{sb}); vasr{hx}{hd}rndsat(hi(p), lo(p), 4)",
              "aarch64": {"i*->i*": "concat(sqrshrn.{vdh}(lo(x), 4), sqrshrn.{vdh}(hi(x), 4))",
                          "i*->u*": "concat(sqrshrun.{vdh}(lo(x), 4), sqrshrun.{vdh}(hi(x), 4))",
                          "u*->u*": "concat(uqrshrn.{vdh}(lo(x), 4), uqrshrn.{vdh}(hi(x), 4))"},
              "x86": {"i16->i8": "t = ashr(sadd.sat(x, 8), 4); fixlanes(packsswb(lo(t), hi(t)))",
                      "i16->u8": "t = ashr(sadd.sat(x, 8), 4); fixlanes(packuswb(lo(t), hi(t)))",
                      "u16->u8": "t = lshr(uadd.sat(x, 8), 4); fixlanes(packuswb(lo(t), hi(t)))",
                      "i32->i16": "t = ashr(add(ashr(x, 3), 1), 1); fixlanes(packssdw(lo(t), hi(t)))",
                      "i32->u16": "t = ashr(add(ashr(x, 3), 1), 1); fixlanes(packusdw(lo(t), hi(t)))",
                      "u32->u16": "t = lshr(add(lshr(x, 3), 1), 1); fixlanes(packusdw(lo(t), hi(t)))"}},
    ),
    "rounding_mul_shr": dict(  # Q15 / Q31 with saturation, clang's form (the low clamp cannot fire)
        args=BINARY, types=["i16", "i32"],
        plain=EXT2 + """
  %p = mul nsw {W} %xb, %xa
  %s = add nsw {W} %p, splat({q})
  %h = ashr {W} %s, splat({qs})
  %m = call {W} @llvm.smin.{vW}({W} %h, {W} splat({Smax}))
  %r = trunc {W} %m to {S}
  ret {S} %r""",
        # x86 Q15: pmulhrsw wraps -32768 * -32768 to 0x8000; flip that lane to 0x7FFF.
        best={"hvx": {"i16": "vmpyhvsrs(a, b)", "i32": "vmpyowh_rnd_sacc(vmpyewuh(a, b), a, b)"},
              "aarch64": "sqrdmulh.{v}(a, b)",
              "x86": {"i16": "r = pmulhrsw(a, b); xor(r, eq(r, -32768))", "i32": X86_Q31}},
    ),
    "q31_srdhm": dict(  # gemmlowp's SaturatingRoundingDoublingHighMul as C writes it (tflite_add.c)
        args=BINARY, types=["i32@hvx,aarch64,x86"],
        plain=EXT2 + """
  %p = mul nsw {W} %xb, %xa
  %pos = icmp sgt {W} %p, splat(-1)
  %nudge = select <{n} x i1> %pos, {W} splat(1073741824), {W} splat(-1073741823)
  %s = add nsw {W} %nudge, %p
  %q = sdiv {W} %s, splat(2147483648)
  %t = trunc {W} %q to {S}
  %amin = icmp eq {S} %a, splat(-2147483648)
  %bmin = icmp eq {S} %b, splat(-2147483648)
  %both = and <{n} x i1> %amin, %bmin
  %r = select <{n} x i1> %both, {S} splat(2147483647), {S} %t
  ret {S} %r""",
        # The same function as rounding_mul_shr by 31 (the nudge rounds half up, like the shift).
        best={"hvx": "vmpyowh_rnd_sacc(vmpyewuh(a, b), a, b)", "aarch64": "sqrdmulh.{v}(a, b)", "x86": X86_Q31},
    ),
    "q15_mul_nosat": dict(  # trunc((a * b + 0x4000) >> 15): wraps at -32768 * -32768
        args=BINARY, types=["i16"],
        plain=EXT2 + """
  %p = mul nsw {W} %xb, %xa
  %s = add nsw {W} %p, splat(16384)
  %h = lshr {W} %s, splat(15)
  %r = trunc {W} %h to {S}
  ret {S} %r""",
        # The same value as (p >> 15) + ((p >> 14) & 1), which llc's HVX idiom matcher leaves alone.
        oracle=EXT2 + """
  %p = mul nsw {W} %xb, %xa
  %h = ashr {W} %p, splat(15)
  %l = lshr {W} %p, splat(14)
  %o = and {W} %l, splat(1)
  %s = add {W} %h, %o
  %r = trunc {W} %s to {S}
  ret {S} %r""",
        best={"hvx": "k = lvsplatw(16384); p = vmpyhv(a, b); vasrwh(vaddw(hi(p), k), vaddw(lo(p), k), 15)",
              "aarch64": "concat(rshrn.v4i16(smull.v4i32(lo(a), lo(b)), 15), "
                         "rshrn.v4i16(smull.v4i32(hi(a), hi(b)), 15))",
              "x86": "pmulhrsw(a, b)"},
    ),
    "mul_shr": dict(  # the high half of the product: (a * b) >> 16
        args=BINARY, types=["i16", "u16"],
        plain=EXT2 + """
  %p = mul {mfl} {W} %xb, %xa
  %h = lshr {W} %p, splat({s})
  %r = trunc {W} %h to {S}
  ret {S} %r""",
        best={"hvx": "p = vmpy{hx}v(a, b); vshufoh(hi(p), lo(p))",
              "aarch64": "odds(as({u}mull.{vwh}(lo(a), lo(b)), 16), as({u}mull.{vwh}(hi(a), hi(b)), 16))",
              "x86": {"i16": "pmulhw(a, b)", "u16": "pmulhuw(a, b)"}},
    ),
    "widening_mul": dict(
        args=BINARY, types=["u8->u16", "i8->i16", "u16->u32", "i16->i32"],
        plain="""
  %xa = {ext} {S} %a to {D}
  %xb = {ext} {S} %b to {D}
  %r = mul {mfl} {D} %xa, %xb
  ret {D} %r""",
        # HVX widening ops return (even lanes, odd lanes): vshuff restores the natural order.
        best={"hvx": "p = vmpy{hx}v(a, b); vshuffvdd(hi(p), lo(p), -{db})",
              "aarch64": "concat({u}mull.{vdh}(lo(a), lo(b)), {u}mull.{vdh}(hi(a), hi(b)))",
              "x86": {"*8->*": "mul({ext}(a, 16), {ext}(b, 16))",
                      "u16->*": "l = mul(a, b); h = pmulhuw(a, b); lanes128(unpacklo(l, h), unpackhi(l, h))",
                      "i16->*": "l = mul(a, b); h = pmulhw(a, b); lanes128(unpacklo(l, h), unpackhi(l, h))"}},
    ),
    "widening_add": dict(
        args=BINARY, types=["u8->u16", "i16->i32"],
        plain="""
  %xa = {ext} {S} %a to {D}
  %xb = {ext} {S} %b to {D}
  %r = add {fl} {D} %xa, %xb
  ret {D} %r""",
        best={"hvx": {"u8->*": "p = vaddubh(a, b); vshuffvdd(hi(p), lo(p), -2)",
                      "i16->*": "p = vaddhw(a, b); vshuffvdd(hi(p), lo(p), -4)"},
              "aarch64": "concat(add({ext}(lo(a), {d}), {ext}(lo(b), {d})), "
                         "add({ext}(hi(a), {d}), {ext}(hi(b), {d})))",
              "x86": "add({ext}(a, {d}), {ext}(b, {d}))"},
    ),
    "widening_mla": dict(  # acc + a * b, the product widened
        args="acc:D a:S b:S", types=["u8->u16", "i16->i32"],
        plain="""
  %xa = {ext} {S} %a to {D}
  %xb = {ext} {S} %b to {D}
  %p = mul {mfl} {D} %xa, %xb
  %r = add {D} %acc, %p
  ret {D} %r""",
        best={"hvx": "p = vdealvdd(hi(acc), lo(acc), -{db}); q = vmpy{hx}v_acc(p, a, b); "
                     "vshuffvdd(hi(q), lo(q), -{db})",
              "aarch64": "add(acc, concat({u}mull.{vdh}(lo(a), lo(b)), {u}mull.{vdh}(hi(a), hi(b))))",
              "x86": {"u8->*": "add(acc, mul(zext(a, 16), zext(b, 16)))",
                      "i16->*": "l = mul(a, b); h = pmulhw(a, b); "
                                "add(acc, lanes128(unpacklo(l, h), unpackhi(l, h)))"}},
    ),
    "widening_dot2": dict(  # a * b + c * d, i16 products summed in i32
        args="a:S b:S c:S d:S", types=["i16->i32"],
        plain="""
  %xa = sext {S} %a to {D}
  %xb = sext {S} %b to {D}
  %xc = sext {S} %c to {D}
  %xd = sext {S} %d to {D}
  %p = mul nsw {D} %xa, %xb
  %q = mul nsw {D} %xc, %xd
  %r = add {D} %p, %q
  ret {D} %r""",
        best={"hvx": "p = vmpyhv_acc(vmpyhv(a, b), c, d); vshuffvdd(hi(p), lo(p), -4)",
              "aarch64": "add(concat(smull.v4i32(lo(a), lo(b)), smull.v4i32(hi(a), hi(b))), "
                         "concat(smull.v4i32(lo(c), lo(d)), smull.v4i32(hi(c), hi(d))))",
              "x86": "lanes128(pmaddwd(unpacklo(a, c), unpacklo(b, d)), "
                     "pmaddwd(unpackhi(a, c), unpackhi(b, d)))"},
    ),
    "udiv_const": division_row("udiv", ["u8", "u16", "u32"], udiv_best),  # x / d over the full input range
    "sdiv_const": division_row("sdiv", ["i16", "i32"], sdiv_best),  # x / d truncating
    # Reductions (`returns="sum"`): acc (one i32 lane per input byte or halfword: 4 or 2 registers)
    # plus the products of one register of inputs, returned as the total (llvm.vector.reduce.add,
    # the same tail in every version). A best program gives any vector with that total; the probe
    # appends the reduce. acc's registers: r0 = lo(lo(acc)), r1 = hi(lo(acc)), rest = hi(acc).
    "sum_dot4": dict(  # sum(acc) + sum of a * b, bytes of one signedness
        args="acc:D a:S b:S", types=["u8->i32", "i8->i32"], returns="sum",
        plain=reduced(product("{ext}", "{ext}")),
        best={"aarch64-dotprod": "concat(concat({u}dot.v4i32.v16i8(lo(lo(acc)), a, b), hi(lo(acc))), hi(acc))",
              "aarch64": "p = {u}mull.v8i16(lo(a), lo(b)); q = {u}mull.v8i16(hi(a), hi(b)); "
                         "concat(concat(add(lo(lo(acc)), {u}addlp.v4i32.v8i16(p)), "
                         "add(hi(lo(acc)), {u}addlp.v4i32.v8i16(q))), hi(acc))",
              "hvx": {"u8->*": "concat(concat(vrmpyubv_acc(lo(lo(acc)), a, b), hi(lo(acc))), hi(acc))",
                      "i8->*": "concat(concat(vrmpybv_acc(lo(lo(acc)), a, b), hi(lo(acc))), hi(acc))"},
              "x86": "p = pmaddwd({ext}(lo(a), 16), {ext}(lo(b), 16)); q = pmaddwd({ext}(hi(a), 16), {ext}(hi(b), 16)); "
                     "concat(concat(add(lo(lo(acc)), p), add(hi(lo(acc)), q)), hi(acc))"},
    ),
    "sum_dot4_su": dict(  # sum(acc) + sum of a * b, a unsigned and b signed bytes
        args="acc:D a:S b:S", types=["u8->i32"], returns="sum",
        plain=reduced(product("zext", "sext")),
        # No usdot without +i8mm: zext(a) = sext(a ^ 0x80) + 128 (three signed dot products); NEON
        # without dotprod: the products at 16 bits (uxtl, sxtl, smull/smlal pairs into i32).
        best={"aarch64-dotprod": "c = xor(a, -128); s = sdot.v4i32.v16i8(lo(lo(acc)), b, c); "
                                 "t = sdot.v4i32.v16i8(hi(lo(acc)), b, splatlike(a, 127)); "
                                 "u = sdot.v4i32.v16i8(lo(hi(acc)), b, splatlike(a, 1)); concat(concat(s, t), concat(u, hi(hi(acc))))",
              "aarch64": "xa = zext(a, 16); xb = sext(b, 16); "
                         "p = smull.v4i32(lo(lo(xa)), lo(lo(xb))); q = smull.v4i32(hi(lo(xa)), hi(lo(xb))); "
                         "r = smull.v4i32(lo(hi(xa)), lo(hi(xb))); s = smull.v4i32(hi(hi(xa)), hi(hi(xb))); "
                         "add(acc, concat(concat(p, q), concat(r, s)))",
              "hvx": "concat(concat(vrmpybusv_acc(lo(lo(acc)), a, b), hi(lo(acc))), hi(acc))",
              "x86-avx512": "concat(concat(vpdpbusd(lo(lo(acc)), a, b), hi(lo(acc))), hi(acc))",
              "x86": "p = pmaddwd(zext(lo(a), 16), sext(lo(b), 16)); q = pmaddwd(zext(hi(a), 16), sext(hi(b), 16)); "
                     "concat(concat(add(lo(lo(acc)), p), add(hi(lo(acc)), q)), hi(acc))"},
    ),
    "sum_sad": dict(  # sum(acc) + sum of |a - b|, unsigned bytes
        args="acc:D a:S b:S", types=["u8->u32"], returns="sum",
        plain=reduced("""
  %xa = zext {S} %a to {D}
  %xb = zext {S} %b to {D}
  %d = sub nsw {D} %xa, %xb
  %p = call {D} @llvm.abs.{vD}({D} %d, i1 true)"""),
        best={"aarch64-dotprod": "d = uabd.v16i8(a, b); concat(concat(udot.v4i32.v16i8(lo(lo(acc)), d, splatlike(d, 1)), hi(lo(acc))), hi(acc))",
              "aarch64": "d = uabd.v16i8(a, b); concat(concat(add(lo(lo(acc)), uaddlp.v4i32.v8i16(uaddlp.v8i16.v16i8(d))), hi(lo(acc))), hi(acc))",
              "hvx": "d = vabsdiffub(a, b); concat(concat(vrmpyub_acc(lo(lo(acc)), d, 16843009), hi(lo(acc))), hi(acc))",
              "x86": "concat(concat(add(lo(lo(acc)), as(psadbw(a, b), 32)), hi(lo(acc))), hi(acc))"},
    ),
    "sum_ssd": dict(  # sum(acc) + sum of (a - b)^2, unsigned bytes
        args="acc:D a:S b:S", types=["u8->u32"], returns="sum",
        plain=reduced("""
  %xa = zext {S} %a to {D}
  %xb = zext {S} %b to {D}
  %d = sub nsw {D} %xa, %xb
  %p = mul nsw {D} %d, %d"""),
        best={"aarch64-dotprod": "d = uabd.v16i8(a, b); concat(concat(udot.v4i32.v16i8(lo(lo(acc)), d, d), hi(lo(acc))), hi(acc))",
              "aarch64": "d = uabd.v16i8(a, b); p = umull.v8i16(lo(d), lo(d)); q = umull.v8i16(hi(d), hi(d)); "
                         "concat(concat(add(lo(lo(acc)), uaddlp.v4i32.v8i16(p)), add(hi(lo(acc)), uaddlp.v4i32.v8i16(q))), hi(acc))",
              "hvx": "d = vabsdiffub(a, b); concat(concat(vrmpyubv_acc(lo(lo(acc)), d, d), hi(lo(acc))), hi(acc))",
              "x86": "d = sub(zext(a, 16), zext(b, 16)); p = pmaddwd(lo(d), lo(d)); q = pmaddwd(hi(d), hi(d)); "
                     "concat(concat(add(lo(lo(acc)), p), add(hi(lo(acc)), q)), hi(acc))"},
    ),
    "sum_dot2": dict(  # sum(acc) + sum of a * b, signed halfwords
        args="acc:D a:S b:S", types=["i16->i32"], returns="sum",
        plain=reduced(product("sext", "sext")),
        best={"aarch64": "add(acc, concat(smull.v4i32(lo(a), lo(b)), smull.v4i32(hi(a), hi(b))))",
              "hvx": "vmpyhv_acc(acc, a, b)",
              "x86": "concat(add(lo(acc), pmaddwd(a, b)), hi(acc))"},
    ),
    "rounding_divide_by_pot": dict(  # gemmlowp RoundingDivideByPOT(x, e), e constant: C in the NOTES
        args="x:S", types=["i32"], params=[1, 5], param_text="/2^{p}",
        # clang -O3 of: mask = (1 << e) - 1; rem = x & mask; thr = (mask >> 1) + (x < 0);
        #               return (x >> e) + (rem > thr);   (for e = 1 the threshold is just x < 0)
        plain={"* /2^1": """
  %rem = and {S} %x, splat(1)
  %neg = lshr {S} %x, splat(31)
  %q = ashr {S} %x, splat(1)
  %c = icmp ugt {S} %rem, %neg
  %z = zext {B} %c to {S}
  %r = add nsw {S} %q, %z
  ret {S} %r""", "*": """
  %rem = and {S} %x, splat({mask})
  %neg = lshr {S} %x, splat(31)
  %thr = add nuw nsw {S} %neg, splat({thr})
  %q = ashr {S} %x, splat({p})
  %c = icmp ugt {S} %rem, %thr
  %z = zext {B} %c to {S}
  %r = add nsw {S} %q, %z
  ret {S} %r"""},
        param_placeholders=lambda elem, e: dict(mask=(1 << e) - 1, thr=((1 << e) - 1) >> 1),
        best={**{fam: rdbp_best(fam) for fam in ("hvx", "aarch64", "x86")}, "x86-avx512": rdbp_best("avx512")},
    ),
}

# Combinations left out on purpose.
SKIPPED = {
    "saturating_add/sub u32, i32 on x86": "x86 (up to AVX-512) has no 32-bit saturating add/sub",
    "absd u32, i32 on x86": "not probed: no dedicated instruction (max - min, as the signed rows)",
    "rounding_shr u8, i8": "not probed: x86 has no 8-bit shifts; NEON/HVX as the 16-bit rows",
    "dot products into reductions (udot/sdot, vrmpy, pmaddwd), SAD/SSD":
        "not probed yet: a row returns one vector, a reduction a scalar; the bench kernels dot_u8i8, "
        "dot_i16, sad_u8, ssd_u8 and l2norm_u8 measure them (bench/RESULTS.md)",
}


def no_rule(op, instructions=""):
    return f"lifted to {op}; no lowering rule{instructions} yet, so expanded back"


# The "why not best" column, shown only on rows fixsel does not bring to the best known:
# {idiom: {"scope[:type pattern]": text}}, scope a target, a family or "*"; the first matching
# entry is shown. Written from the probe's results (bench/IDIOMS.md); keep it to the open gaps.
NOTES = {
    "rounding_narrow": {
        "hvx": "same instructions (wrapping vadd, vpacko), one packet more: llc schedules the splat "
               "of the rounding constant into its own packet",
        "x86-avx512": "fixsel: wrapping add + shift, then llc's vpackusdw + vpermq; best takes the "
                      "high halves with one vpermi2w (no shift)",
    },
    "q15_mul_nosat": {
        "hvx": "llc alone is wrong at a = b = -32768 (its hexagon-vector-combine makes the multiply "
               "vmpy:<<1:rnd:sat); fixsel: vmpyhvsrs + 2 vcmp + and + vmux (6 instructions, 5 packets); "
               "best: vmpyhv + vaddw + vasrwh (7 instructions, 4 packets)",
    },
    "widening_mul": {
        "x86:*16->*": "pmullw + pmulh + unpack; " + no_rule("widening_mul", " for 16-bit x86"),
    },
    "widening_mla": {
        "x86:i16->*": "kept as clang's add(acc, mul(sext, sext)) on purpose (mla_s16_keep): llc pairs such "
                      "products into pmaddwd, in a reduction (bench dot_i16: 0.13 vs 0.38 cycles/elem with "
                      "pmullw + pmulhw + unpack) and in sums of taps (conv3x3_a32: 1.42x vs 1.17x over clang "
                      "alone); a lone one, as here, would be 1-2 instructions shorter in the unpack form",
    },
    "udiv_const": {
        "hvx:u8 /255": "x / 255 is x == 255: best is one saturating subtract, vsub(x.ub, 254):sat; "
                       "llc: vcmp.eq + vmux of two splats",
        "aarch64:u8 /255": "x / 255 is x == 255: best uqsub(x, 254); llc: cmeq + and with two movi",
        "x86:u8 /255": "x / 255 is x == 255: best psubusb(x, 254), one instruction with a memory operand; "
                        "llc: pcmpeqd + pcmpeqb + pand",
        "x86:u8*": "fixsel (udiv_u8_wide): zero-extend (vpmovzxbw), pmulhuw by a magic exact for bytes, "
                    "packuswb, and vpermq to restore lane order; best unpacks with zero per 128-bit lane, "
                    "which the in-lane packuswb undoes (no vpermq): the emitter has no in-lane x86 layout",
    },
    "sdiv_const": {
        "hvx:i16 /255": "add form: best vmpy(x.h, m.h) + vshuffo.h + vadd x, then q = (v >>u 15) + "
                        "(v >> 7) as vlsr + vasr-accumulate (vasrh_acc); fixsel: vlsr + vasr + vadd",
    },
}
