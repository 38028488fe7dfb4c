//! Regrouping lemmas for reductions (plugin/src/reduction.rs).
//!
//! A lane-sum-only value (one whose lanes are only ever observed through their total, e.g. the
//! products added into a vector accumulator that is finally `llvm.vector.reduce.add`ed) may be
//! replaced by any vector with the same total. A lemma says: for K lanes of narrow inputs
//! `x_0..x_{K-1}`, `y_0..y_{K-1}` (`in_bits` each),
//!
//!   sum_k ext<32>(mul(x_k, y_k))  ==  packed(pack(x), pack(y))    (mod 2^32)
//!
//! where `pack` puts x_k at bits `in_bits * k` of one 32-bit lane (what a bitcast of
//! `<N x i8>` to `<N/4 x i32>` does on a little-endian target) and `packed` is a packed-lane
//! FPIR op (`dot4.u`, ...). So N lanes of products become N/K lanes of `packed`, the other
//! lanes zero. `synth-offline verify` proves every lemma with Z3 (`verify/regroup.rs`).
//!
//! A product with no packed op of its own is first *rebiased* lane by lane into a sum of
//! products that have one ([`Rebias`], also proved): u8 x i8 without `usdot` is
//! `sext(x) * zext(y) = sext(x) * sext(y ^ 0x80) + sext(x) * 0x7F + sext(x) * 0x01`
//! (zext(y) = sext(y ^ 0x80) + 128), three signed dot products whose totals add up. Each goes to
//! its own group of lanes, so each accumulates on its own. A byte product may also be *widened*
//! ([`Widen`], proved): `ext(x) * ext(y)` as a product of 16-bit values, which `dot2.s` pairs
//! (x86 `pmaddwd`).

use crate::defs::Defs;
use crate::graph::{Graph, Id, Ty};
use crate::op::Op;

#[derive(Clone, Copy, Debug)]
pub struct Lemma {
    pub name: &'static str,
    /// How the product reaches 32 bits: `Op::ZExt` or `Op::SExt`; `None` if it has 32 bits
    /// (16-bit inputs).
    pub ext: Option<Op>,
    /// The lane-wise op on the narrow inputs (`widening_mul.u`, `absd.u`).
    pub mul: &'static str,
    pub in_bits: u16,
    /// Lanes summed into one packed lane.
    pub k: u32,
    /// The packed-lane FPIR op.
    pub packed: &'static str,
    /// The packed op's result width: 32 or 64 (read as 32-bit lanes), at least K narrow lanes.
    pub out_bits: u16,
}

impl Lemma {
    /// The packed op's operand type for `lanes` packed lanes: K narrow lanes in each.
    pub fn packed_ty(&self, lanes: u32) -> Ty {
        Ty::new(lanes, self.k as u16 * self.in_bits)
    }

    /// The packed op's result type for `lanes` packed lanes.
    pub fn out_ty(&self, lanes: u32) -> Ty {
        Ty::new(lanes, self.out_bits)
    }
}

/// In order of preference: where a target lowers two lemmas for one product, the first that is
/// cheaper than the product is taken (four byte products per lane before two).
pub const LEMMAS: &[Lemma] = &[
    Lemma { name: "dot4_u", ext: Some(Op::ZExt), mul: "widening_mul.u", in_bits: 8, k: 4, packed: "dot4.u", out_bits: 32 },
    Lemma { name: "dot4_s", ext: Some(Op::SExt), mul: "widening_mul.s", in_bits: 8, k: 4, packed: "dot4.s", out_bits: 32 },
    Lemma { name: "dot4_su", ext: Some(Op::SExt), mul: "widening_mul.su", in_bits: 8, k: 4, packed: "dot4.su", out_bits: 32 },
    Lemma { name: "dot2_s", ext: None, mul: "widening_mul.s", in_bits: 16, k: 2, packed: "dot2.s", out_bits: 32 },
    Lemma { name: "sad8_u", ext: Some(Op::ZExt), mul: "absd.u", in_bits: 8, k: 8, packed: "sad8.u", out_bits: 64 },
    // Two byte products per 32-bit lane (NEON without dotprod: umull/smull, then uadalp/sadalp).
    Lemma { name: "dot2b_u", ext: Some(Op::ZExt), mul: "widening_mul.u", in_bits: 8, k: 2, packed: "dot2b.u", out_bits: 32 },
    Lemma { name: "dot2b_s", ext: Some(Op::SExt), mul: "widening_mul.s", in_bits: 8, k: 2, packed: "dot2b.s", out_bits: 32 },
];

/// `ext<32>(mul(x, y)) == to(x_ext<2T>(x), y_ext<2T>(y))` lane by lane (T = `in_bits`): byte
/// products as products of 16-bit values, which `dot2_s` then pairs (x86 `pmaddwd`; exact, as
/// the products of extended bytes and their pair sums fit in 32 bits).
#[derive(Clone, Copy, Debug)]
pub struct Widen {
    pub name: &'static str,
    pub ext: Op,
    pub mul: &'static str,
    pub in_bits: u16,
    pub x_ext: Op,
    pub y_ext: Op,
    pub to: &'static str,
}

pub const WIDENS: &[Widen] = &[
    Widen { name: "u8_as_s16", ext: Op::ZExt, mul: "widening_mul.u", in_bits: 8, x_ext: Op::ZExt, y_ext: Op::ZExt, to: "widening_mul.s" },
    Widen { name: "s8_as_s16", ext: Op::SExt, mul: "widening_mul.s", in_bits: 8, x_ext: Op::SExt, y_ext: Op::SExt, to: "widening_mul.s" },
    Widen { name: "su8_as_s16", ext: Op::SExt, mul: "widening_mul.su", in_bits: 8, x_ext: Op::SExt, y_ext: Op::ZExt, to: "widening_mul.s" },
];

/// `ext<32>(mul(x, y)) == sum_j ext<32>(to(x, y ^ y_xor[j]) or to(x, splat c_j))`, lane by lane:
/// `terms[j]` is `(xor y with c, true)` or `(the constant c, false)` as the second operand.
#[derive(Clone, Copy, Debug)]
pub struct Rebias {
    pub name: &'static str,
    pub ext: Op,
    pub mul: &'static str,
    pub in_bits: u16,
    /// The multiply of each term (a [`Lemma`]'s `mul` with the same `ext`).
    pub to: &'static str,
    pub terms: &'static [(u128, bool)],
}

pub const REBIASES: &[Rebias] = &[Rebias {
    name: "su_as_s",
    ext: Op::SExt,
    mul: "widening_mul.su",
    in_bits: 8,
    to: "widening_mul.s",
    terms: &[(0x80, true), (0x7F, false), (0x01, false)],
}];

/// `ext<32>(op(x, y)) == ext<32>(to(op(x, y), 1))`, lane by lane: a lane-wise value (an
/// absolute difference) as its product by one, which a dot product then sums (HVX `vrmpy` of
/// `vabsdiff` by ones).
#[derive(Clone, Copy, Debug)]
pub struct Unit {
    pub name: &'static str,
    pub ext: Op,
    pub op: &'static str,
    pub in_bits: u16,
    /// The multiply of a [`Lemma`] with the same `ext`.
    pub to: &'static str,
}

pub const UNITS: &[Unit] = &[Unit { name: "absd_u_by_one", ext: Op::ZExt, op: "absd.u", in_bits: 8, to: "widening_mul.u" }];

/// `widening_mul.s(d, d) == zext<32>(widening_mul.u(e, e))` lane by lane, where
/// `d = sub(x, y)` (a widening subtract of bytes) and `e = absd(x, y)`: a squared byte difference
/// as the square of its absolute difference, an unsigned byte that `dot4.u` then sums (udot or
/// vrmpy of e by itself).
#[derive(Clone, Copy, Debug)]
pub struct Square {
    pub name: &'static str,
    pub sub: &'static str,
    pub absd: &'static str,
    pub in_bits: u16,
}

pub const SQUARES: &[Square] = &[
    Square { name: "square_u_as_absd", sub: "widening_sub.u", absd: "absd.u", in_bits: 8 },
    Square { name: "square_s_as_absd", sub: "widening_sub.s", absd: "absd.s", in_bits: 8 },
];

/// `sum_k ext<32>(x_k) * s == (sum of K lanes by `lemma`'s packed op with constant c) * s`
/// (mod 2^32): a lane-uniform 32-bit factor `s` (a loop-invariant splat, such as the other side's
/// zero point in `(a + za) * (b + zb)` once distributed) times extended narrow lanes. The packed op
/// sums K lanes by a constant (`dot4` by ones, `sad8` by zero: `absd(x, 0) = x`), then one
/// multiply per packed register scales the sum.
#[derive(Clone, Copy, Debug)]
pub struct ScaledSum {
    pub name: &'static str,
    pub ext: Op,
    pub in_bits: u16,
    /// The [`Lemma`] (by name) whose packed op sums the lanes.
    pub lemma: &'static str,
    /// The constant the lemma's product takes as y.
    pub by: u128,
}

pub const SCALED_SUMS: &[ScaledSum] = &[
    ScaledSum { name: "scaled_sum_u8_dot4", ext: Op::ZExt, in_bits: 8, lemma: "dot4_u", by: 1 },
    ScaledSum { name: "scaled_sum_u8_sad8", ext: Op::ZExt, in_bits: 8, lemma: "sad8_u", by: 0 },
    ScaledSum { name: "scaled_sum_s8_dot4", ext: Op::SExt, in_bits: 8, lemma: "dot4_s", by: 1 },
    ScaledSum { name: "scaled_sum_s16_dot2", ext: Op::SExt, in_bits: 16, lemma: "dot2_s", by: 1 },
];

/// The second operand of one product a matched value is regrouped into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Operand {
    /// The matched product's y.
    Y,
    /// y xor a constant (in every narrow lane).
    YXor(u128),
    /// A constant in every narrow lane.
    Splat(u128),
}

/// What a lane-sum-only value is regrouped into: products `(x, operand)` whose totals add up
/// to its total, each regrouped by `lemma`.
#[derive(Clone, Debug)]
pub struct Match {
    pub name: &'static str,
    pub lemma: &'static Lemma,
    pub x: Id,
    pub y: Id,
    /// x and y extended to the lemma's input width first (a [`Widen`]).
    pub x_ext: Option<Op>,
    pub y_ext: Option<Op>,
    pub terms: Vec<Operand>,
    /// A lane-uniform 32-bit node the regrouped sum is multiplied by (a [`ScaledSum`]).
    pub scale: Option<Id>,
}

/// The ways node `id` of `g` (`ext<32>(mul(x, y))`, or a 32-bit `mul` of 16-bit values, at any
/// lane count divisible by K) may be regrouped, best first: a lemma of its own, a rebias, a
/// widening to 16 bits.
pub fn matching(g: &mut Graph, defs: &Defs, id: Id) -> Vec<Match> {
    let mut out = Vec::new();
    let n = g.node(id).clone();
    if n.ty.bits != 32 {
        return out;
    }
    let def_name = |i: Id| match g.node(i).op {
        Op::Def(d) => Some(defs.get(d).name.as_str()),
        _ => None,
    };
    let (ext, m) = match (n.op, n.args.first()) {
        (Op::SExt | Op::ZExt, Some(&a)) if def_name(a).is_some() => (Some(n.op), a),
        (Op::Def(_), _) => (None, id),
        _ => return out,
    };
    let Some(name) = def_name(m) else { return out };
    // Only binary products regroup (a unary def such as abs does not).
    let &[x, y] = g.node(m).args.as_slice() else { return out };
    let bits = g.ty(x).bits;
    if g.ty(y).bits != bits {
        return out;
    }
    let lanes = n.ty.lanes;
    let lemmas_for = |ext, mul, bits| lemmas_for(ext, mul, bits, lanes);
    for l in lemmas_for(ext, name, bits) {
        out.push(Match { name: l.name, lemma: l, x, y, x_ext: None, y_ext: None, terms: vec![Operand::Y], scale: None });
    }
    for r in REBIASES.iter().filter(|r| Some(r.ext) == ext && r.mul == name && r.in_bits == bits) {
        for l in lemmas_for(ext, r.to, bits) {
            let terms = r.terms.iter().map(|&(c, xor)| if xor { Operand::YXor(c) } else { Operand::Splat(c) }).collect();
            out.push(Match { name: r.name, lemma: l, x, y, x_ext: None, y_ext: None, terms, scale: None });
        }
    }
    for u in UNITS.iter().filter(|u| Some(u.ext) == ext && u.op == name && u.in_bits == bits) {
        for l in lemmas_for(ext, u.to, bits) {
            out.push(Match { name: u.name, lemma: l, x: m, y: m, x_ext: None, y_ext: None, terms: vec![Operand::Splat(1)], scale: None });
        }
    }
    for w in WIDENS.iter().filter(|w| Some(w.ext) == ext && w.mul == name && w.in_bits == bits) {
        for l in lemmas_for(None, w.to, 2 * bits) {
            out.push(Match { name: w.name, lemma: l, x, y, x_ext: Some(w.x_ext), y_ext: Some(w.y_ext), terms: vec![Operand::Y], scale: None });
        }
    }
    // A square of a byte difference (x == y, a widening subtract): its absolute difference squared.
    let squares: Vec<(&Square, &'static Lemma)> = if ext.is_none() && name == "widening_mul.s" && x == y {
        SQUARES
            .iter()
            .filter(|sq| def_name(x) == Some(sq.sub) && g.node(x).args.iter().all(|&a| g.ty(a).bits == sq.in_bits))
            .flat_map(|sq| lemmas_for(Some(Op::ZExt), "widening_mul.u", sq.in_bits).map(move |l| (sq, l)))
            .collect()
    } else {
        Vec::new()
    };
    for (sq, l) in squares {
        let Some(absd) = defs.by_name(sq.absd) else { continue };
        let args = g.node(x).args.clone();
        let e = g.add(Op::Def(absd), Ty::new(n.ty.lanes, sq.in_bits), args);
        out.push(Match { name: sq.name, lemma: l, x: e, y: e, x_ext: None, y_ext: None, terms: vec![Operand::Y], scale: None });
    }
    out
}

/// The lemmas for a product `mul` of `bits`-bit lanes extended by `ext`, over `lanes` lanes.
fn lemmas_for(ext: Option<Op>, mul: &str, bits: u16, lanes: u32) -> impl Iterator<Item = &'static Lemma> + '_ {
    LEMMAS.iter().filter(move |l| l.ext == ext && l.mul == mul && l.in_bits == bits && lanes % l.k == 0)
}

/// Both sides of `sq` on one lane, over inputs 0 (x) and 1 (y).
pub fn square_sides(defs: &Defs, sq: &Square, g: &mut Graph) -> Option<(Id, Id)> {
    let (sub, absd) = (defs.by_name(sq.sub)?, defs.by_name(sq.absd)?);
    let (wmul_s, wmul_u) = (defs.by_name("widening_mul.s")?, defs.by_name("widening_mul.u")?);
    let (narrow, twice, wide) = (Ty::new(1, sq.in_bits), Ty::new(1, 2 * sq.in_bits), Ty::new(1, 4 * sq.in_bits));
    let (x, y) = (g.input(0, narrow), g.input(1, narrow));
    let d = g.add(Op::Def(sub), twice, vec![x, y]);
    let lhs = g.add(Op::Def(wmul_s), wide, vec![d, d]);
    let e = g.add(Op::Def(absd), narrow, vec![x, y]);
    let p = g.add(Op::Def(wmul_u), twice, vec![e, e]);
    let rhs = g.add(Op::ZExt, wide, vec![p]);
    Some((lhs, rhs))
}

/// The ways a 32-bit `mul(ext(x), s)` or `mul(s, ext(x))`, `s` lane-uniform (`uniform`), may be
/// regrouped ([`ScaledSum`]), in table order; x stands in for the (constant) y.
pub fn scaled_sums(g: &Graph, id: Id, uniform: &dyn Fn(Id) -> bool) -> Vec<Match> {
    let n = g.node(id);
    let (&[a, b], Op::Mul, 32) = (n.args.as_slice(), n.op, n.ty.bits) else { return Vec::new() };
    let (e, s) = if uniform(b) { (a, b) } else { (b, a) };
    let en = g.node(e);
    if !uniform(s) || uniform(e) || !matches!(en.op, Op::ZExt | Op::SExt) {
        return Vec::new();
    }
    let x = en.args[0];
    SCALED_SUMS
        .iter()
        .filter(|ss| ss.ext == en.op && ss.in_bits == g.ty(x).bits)
        .filter_map(|ss| {
            let lemma = LEMMAS.iter().find(|l| l.name == ss.lemma)?;
            (n.ty.lanes % lemma.k == 0).then(|| Match { name: ss.name, lemma, x, y: x, x_ext: None, y_ext: None, terms: vec![Operand::Splat(ss.by)], scale: Some(s) })
        })
        .collect()
}

/// Most products a distributed product may have.
pub const MAX_DISTRIBUTED: usize = 4;

/// A 32-bit `mul(a_0 ± a_1 .., b_0 ± b_1 ..)` as its distributed products `± mul(a_i, b_j)`
/// (added to `g`; true if negated): equal mod 2^32 by the ring's distributivity (lemma
/// [`DISTRIBUTE`]). `None` unless a side is a sum and there are at most [`MAX_DISTRIBUTED`].
pub fn distribute(g: &mut Graph, id: Id) -> Option<Vec<(bool, Id)>> {
    let n = g.node(id).clone();
    let (Op::Mul, 32, &[a, b]) = (n.op, n.ty.bits, n.args.as_slice()) else { return None };
    let (xs, ys) = (g.summands(a, MAX_DISTRIBUTED), g.summands(b, MAX_DISTRIBUTED));
    if xs.len() * ys.len() < 2 || xs.len() * ys.len() > MAX_DISTRIBUTED {
        return None;
    }
    let mut out = Vec::new();
    for &(nx, x) in &xs {
        for &(ny, y) in &ys {
            out.push((nx ^ ny, g.add(Op::Mul, n.ty, vec![x, y])));
        }
    }
    Some(out)
}

/// The distributivity the products of [`distribute`] rest on, at 32 bits over inputs 0..4:
/// `(a + b) * (c - d) == (a*c - a*d) + (b*c - b*d)`.
pub const DISTRIBUTE: &str = "distribute";

/// Both sides of [`DISTRIBUTE`], over 32-bit inputs a, b, c, d (0..4).
pub fn distribute_sides(g: &mut Graph) -> (Id, Id) {
    let t = Ty::new(1, 32);
    let [a, b, c, d] = [0, 1, 2, 3].map(|i| g.input(i, t));
    let (l, r) = (g.add(Op::Add, t, vec![a, b]), g.add(Op::Sub, t, vec![c, d]));
    let lhs = g.add(Op::Mul, t, vec![l, r]);
    let products = distribute(g, lhs).expect("a product of sums");
    let rhs = g.sum(t, &products);
    (lhs, rhs)
}

/// Both sides of `ss` over K narrow inputs (0..K) and the 32-bit scale (input K):
/// `sum_k ext<32>(x_k) * s` and the packed op's sum (as in [`sides`]) times s.
pub fn scaled_sum_sides(defs: &Defs, ss: &ScaledSum, g: &mut Graph) -> Option<(Id, Id)> {
    let lemma = LEMMAS.iter().find(|l| l.name == ss.lemma)?;
    let packed = defs.by_name(lemma.packed)?;
    let (narrow, wide) = (Ty::new(1, ss.in_bits), Ty::new(1, 32));
    let xs: Vec<Id> = (0..lemma.k).map(|i| g.input(i, narrow)).collect();
    let s = g.input(lemma.k, wide);
    let mut lhs = None;
    for &x in &xs {
        let e = g.add(ss.ext, wide, vec![x]);
        let p = g.add(Op::Mul, wide, vec![e, s]);
        lhs = Some(match lhs {
            None => p,
            Some(l) => g.add(Op::Add, wide, vec![l, p]),
        });
    }
    let by: Vec<Id> = (0..lemma.k).map(|_| g.constant(ss.by, narrow)).collect();
    let (px, pc) = (pack(g, lemma, &xs), pack(g, lemma, &by));
    let d = g.add(Op::Def(packed), lemma.out_ty(1), vec![px, pc]);
    let sum = chunk_sum(g, d);
    Some((lhs?, g.add(Op::Mul, wide, vec![sum, s])))
}

/// Narrow lanes `vs` packed into one lane of `lemma`'s packed type, the first lowest.
fn pack(g: &mut Graph, lemma: &Lemma, vs: &[Id]) -> Id {
    let packed_ty = lemma.packed_ty(1);
    let mut acc = None;
    for (k, &v) in vs.iter().enumerate() {
        let z = g.add(Op::ZExt, packed_ty, vec![v]);
        let shifted = if k == 0 {
            z
        } else {
            let amount = g.constant(lemma.in_bits as u128 * k as u128, packed_ty);
            g.add(Op::Shl, packed_ty, vec![z, amount])
        };
        acc = Some(match acc {
            None => shifted,
            Some(a) => g.add(Op::Or, packed_ty, vec![a, shifted]),
        });
    }
    acc.expect("at least one lane")
}

/// A packed lane read as 32-bit lanes, summed.
fn chunk_sum(g: &mut Graph, d: Id) -> Id {
    let (packed_ty, wide) = (g.ty(d), Ty::new(1, 32));
    let mut sum = None;
    for chunk in 0..packed_ty.bits / 32 {
        let part = if chunk == 0 {
            d
        } else {
            let amount = g.constant(32 * chunk as u128, packed_ty);
            g.add(Op::LShr, packed_ty, vec![d, amount])
        };
        let part = if packed_ty.bits == 32 { part } else { g.add(Op::Trunc, wide, vec![part]) };
        sum = Some(match sum {
            None => part,
            Some(r) => g.add(Op::Add, wide, vec![r, part]),
        });
    }
    sum.expect("at least 32 bits")
}

/// Both sides of `w` on one lane, over inputs 0 (x) and 1 (y).
pub fn widen_sides(defs: &Defs, w: &Widen, g: &mut Graph) -> Option<(Id, Id)> {
    let (mul, to) = (defs.by_name(w.mul)?, defs.by_name(w.to)?);
    let (narrow, wide) = (Ty::new(1, w.in_bits), Ty::new(1, 2 * w.in_bits));
    let (x, y) = (g.input(0, narrow), g.input(1, narrow));
    let p = g.add(Op::Def(mul), wide, vec![x, y]);
    let lhs = g.add(w.ext, Ty::new(1, 32), vec![p]);
    let (xw, yw) = (g.add(w.x_ext, wide, vec![x]), g.add(w.y_ext, wide, vec![y]));
    let rhs = g.add(Op::Def(to), Ty::new(1, 4 * w.in_bits), vec![xw, yw]);
    Some((lhs, rhs))
}

/// Both sides of `u` on one lane, over inputs 0 (x) and 1 (y).
pub fn unit_sides(defs: &Defs, u: &Unit, g: &mut Graph) -> Option<(Id, Id)> {
    let (op, to) = (defs.by_name(u.op)?, defs.by_name(u.to)?);
    let narrow = Ty::new(1, u.in_bits);
    let (x, y) = (g.input(0, narrow), g.input(1, narrow));
    let v = g.add(Op::Def(op), narrow, vec![x, y]);
    let lhs = g.add(u.ext, Ty::new(1, 32), vec![v]);
    let one = g.constant(1, narrow);
    let p = g.add(Op::Def(to), Ty::new(1, 2 * u.in_bits), vec![v, one]);
    let rhs = g.add(u.ext, Ty::new(1, 32), vec![p]);
    Some((lhs, rhs))
}

/// Both sides of `r` on one lane, over inputs 0 (x) and 1 (y).
pub fn rebias_sides(defs: &Defs, r: &Rebias, g: &mut Graph) -> Option<(Id, Id)> {
    let (mul, to) = (defs.by_name(r.mul)?, defs.by_name(r.to)?);
    let (narrow, product, wide) = (Ty::new(1, r.in_bits), Ty::new(1, 2 * r.in_bits), Ty::new(1, 32));
    let (x, y) = (g.input(0, narrow), g.input(1, narrow));
    let p = g.add(Op::Def(mul), product, vec![x, y]);
    let lhs = g.add(r.ext, wide, vec![p]);
    let mut sum = None;
    for &(c, xor) in r.terms {
        let c = g.constant(c, narrow);
        let operand = if xor { g.add(Op::Xor, narrow, vec![y, c]) } else { c };
        let p = g.add(Op::Def(to), product, vec![x, operand]);
        let e = g.add(r.ext, wide, vec![p]);
        sum = Some(match sum {
            None => e,
            Some(s) => g.add(Op::Add, wide, vec![s, e]),
        });
    }
    Some((lhs, sum?))
}

/// Both sides of `lemma` on one packed lane, as terms over inputs `0..K` (x's lanes) and
/// `K..2K` (y's): `(lane-wise sum, packed op on the packed inputs)`, the packed lane (K narrow
/// lanes wide) read as 32-bit lanes and summed where it is wider. `None` if an op is unknown.
pub fn sides(defs: &Defs, lemma: &Lemma, g: &mut Graph) -> Option<(Id, Id)> {
    let mul = defs.by_name(lemma.mul)?;
    let packed = defs.by_name(lemma.packed)?;
    let (narrow, wide) = (Ty::new(1, lemma.in_bits), Ty::new(1, 32));
    let product_bits = defs.get(mul).result_width(defs, &[lemma.in_bits, lemma.in_bits]).ok()?;
    let xs: Vec<Id> = (0..lemma.k).map(|i| g.input(i, narrow)).collect();
    let ys: Vec<Id> = (0..lemma.k).map(|i| g.input(lemma.k + i, narrow)).collect();
    let mut sum = None;
    for (&x, &y) in xs.iter().zip(&ys) {
        let p = g.add(Op::Def(mul), Ty::new(1, product_bits), vec![x, y]);
        let e = match lemma.ext {
            Some(ext) => g.add(ext, wide, vec![p]),
            None => p,
        };
        sum = Some(match sum {
            None => e,
            Some(s) => g.add(Op::Add, wide, vec![s, e]),
        });
    }
    let (px, py) = (pack(g, lemma, &xs), pack(g, lemma, &ys));
    let d = g.add(Op::Def(packed), lemma.out_ty(1), vec![px, py]);
    let rhs = chunk_sum(g, d);
    Some((sum?, rhs))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defs::builtin;
    use crate::eval::{eval, expand};

    /// True if both sides agree on edge bytes and 20,000 pseudo-random rows.
    fn holds(l: &Lemma) -> bool {
        let defs = builtin();
        let mut g = Graph::new();
        let (lhs, rhs) = sides(defs, l, &mut g).unwrap();
        let (lhs, rhs) = (expand(&mut g, defs, lhs), expand(&mut g, defs, rhs));
        let edges = [0u128, 1, 0x7F, 0x80, 0xFF, 0x55, 0xAA];
        let mut seed = 0x9E3779B97F4A7C15u64;
        for row in 0..20_000usize {
            let vals: Vec<u128> = (0..2 * l.k as usize)
                .map(|i| {
                    if row < 49 {
                        edges[if i % 2 == 0 { row / 7 } else { row % 7 }]
                    } else {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        (seed & 0xFF) as u128
                    }
                })
                .collect();
            let feed = |i: u32| vec![vals[i as usize]];
            if eval(&g, lhs, &feed) != eval(&g, rhs, &feed) {
                return false;
            }
        }
        true
    }

    /// Every lemma holds by evaluation (Z3 proves them in synth-offline); a lemma with the
    /// product's extension or signedness swapped does not.
    #[test]
    fn lemmas_hold_by_evaluation_and_mutants_do_not() {
        for l in LEMMAS {
            assert!(holds(l), "{}", l.name);
        }
        let dot2b_u = *LEMMAS.iter().find(|l| l.name == "dot2b_u").unwrap();
        for bad in [
            Lemma { name: "sext_u", ext: Some(Op::SExt), ..LEMMAS[0] },
            Lemma { name: "zext_s", ext: Some(Op::ZExt), ..LEMMAS[1] },
            Lemma { name: "u_as_s", packed: "dot4.s", ..LEMMAS[0] },
            Lemma { name: "dot2b_u_as_s", packed: "dot2b.s", ..dot2b_u },
        ] {
            assert!(!holds(&bad), "{}", bad.name);
        }
    }

    /// Every scaled sum holds by evaluation on edge and pseudo-random lanes and scales; one that
    /// sums by the wrong constant, or extends the wrong way, does not.
    #[test]
    fn scaled_sums_hold_by_evaluation_and_mutants_do_not() {
        let defs = builtin();
        let holds = |ss: &ScaledSum| {
            let mut g = Graph::new();
            let (lhs, rhs) = scaled_sum_sides(defs, ss, &mut g).unwrap();
            let (lhs, rhs) = (expand(&mut g, defs, lhs), expand(&mut g, defs, rhs));
            let k = LEMMAS.iter().find(|l| l.name == ss.lemma).unwrap().k;
            let mask = (1u128 << ss.in_bits) - 1;
            let edges = [0u128, 1, mask >> 1, (mask >> 1) + 1, mask];
            let scales = [0u128, 1, 0xFFFF_FFFF, 0x8000_0000, 0x7FFF_FFFF, 0x1234_5678];
            let mut seed = 0x2545F4914F6CDD1Du64;
            (0..5000usize).all(|row| {
                let vals: Vec<u128> = (0..k as usize)
                    .map(|i| {
                        seed ^= seed << 13;
                        seed ^= seed >> 7;
                        seed ^= seed << 17;
                        if row < 50 { edges[(row + i) % edges.len()] } else { seed as u128 & mask }
                    })
                    .collect();
                let scale = if row < 300 { scales[row % scales.len()] } else { (seed >> 16) as u128 & 0xFFFF_FFFF };
                let feed = |i: u32| vec![if i < k { vals[i as usize] } else { scale }];
                eval(&g, lhs, &feed) == eval(&g, rhs, &feed)
            })
        };
        for ss in SCALED_SUMS {
            assert!(holds(ss), "{}", ss.name);
        }
        assert!(!holds(&ScaledSum { by: 1, ..SCALED_SUMS[1] }));
        assert!(!holds(&ScaledSum { ext: Op::SExt, ..SCALED_SUMS[0] }));
    }

    /// A product of two sums distributes into four signed products; a product of plain values
    /// or of more than four products does not.
    #[test]
    fn distribute_expands_products_of_sums_only() {
        let mut g = Graph::new();
        let (lhs, rhs) = distribute_sides(&mut g);
        let feed = |i: u32| vec![[0xFFFF_FFFFu128, 7, 0x8000_0000, 12345][i as usize]];
        assert_eq!(eval(&g, lhs, &feed), eval(&g, rhs, &feed));
        let t = Ty::new(4, 32);
        let [a, b, c] = [0, 1, 2].map(|i| g.input(10 + i, t));
        let plain = g.add(Op::Mul, t, vec![a, b]);
        assert!(distribute(&mut g, plain).is_none());
        let ab = g.add(Op::Add, t, vec![a, b]);
        let abc = g.add(Op::Sub, t, vec![ab, c]);
        let sum3 = g.add(Op::Mul, t, vec![abc, ab]);
        assert!(distribute(&mut g, sum3).is_none(), "six products");
        let one_side = g.add(Op::Mul, t, vec![abc, c]);
        let terms = distribute(&mut g, one_side).unwrap();
        assert_eq!(terms.iter().map(|&(neg, _)| neg).collect::<Vec<_>>(), vec![false, false, true]);
    }

    /// True if the two sides `sides` builds over inputs 0 and 1 (bytes) agree on all 2^16 pairs.
    fn holds_on_byte_pairs(sides: impl Fn(&mut Graph) -> Option<(Id, Id)>) -> bool {
        let defs = builtin();
        let mut g = Graph::new();
        let (lhs, rhs) = sides(&mut g).unwrap();
        let (lhs, rhs) = (expand(&mut g, defs, lhs), expand(&mut g, defs, rhs));
        (0..1u128 << 16).all(|v| {
            let feed = |i: u32| vec![if i == 0 { v & 0xFF } else { v >> 8 }];
            eval(&g, lhs, &feed) == eval(&g, rhs, &feed)
        })
    }

    /// Every square holds on all 2^16 byte pairs; absd of the other signedness does not.
    #[test]
    fn squares_hold_exhaustively_and_mutants_do_not() {
        let defs = builtin();
        let exhaustive = |sq: &Square| holds_on_byte_pairs(|g| square_sides(defs, sq, g));
        for sq in SQUARES {
            assert!(exhaustive(sq), "{}", sq.name);
        }
        assert!(!exhaustive(&Square { absd: "absd.s", ..SQUARES[0] }));
        assert!(!exhaustive(&Square { absd: "absd.u", ..SQUARES[1] }));
    }

    /// Every rebias holds on all 2^16 byte pairs; one with a constant off by one does not.
    #[test]
    fn rebiases_hold_exhaustively_and_mutants_do_not() {
        let defs = builtin();
        let exhaustive = |r: &Rebias| holds_on_byte_pairs(|g| rebias_sides(defs, r, g));
        for r in REBIASES {
            assert!(exhaustive(r), "{}", r.name);
        }
        let bad = Rebias { terms: &[(0x80, true), (0x7E, false), (0x01, false)], ..REBIASES[0] };
        assert!(!exhaustive(&bad));
        let bad = Rebias { terms: &[(0x7F, true), (0x7F, false), (0x01, false)], ..REBIASES[0] };
        assert!(!exhaustive(&bad));
        let widen = |w: &Widen| holds_on_byte_pairs(|g| widen_sides(defs, w, g));
        for w in WIDENS {
            assert!(widen(w), "{}", w.name);
        }
        assert!(!widen(&Widen { y_ext: Op::SExt, ..WIDENS[2] }));
        assert!(!widen(&Widen { x_ext: Op::SExt, ..WIDENS[0] }));
    }
}
