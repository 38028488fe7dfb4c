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
}

impl Lemma {
    /// The packed op's type for `lanes` packed lanes: K narrow lanes in each (32 or 64 bits).
    pub fn packed_ty(&self, lanes: u32) -> Ty {
        Ty::new(lanes, self.k as u16 * self.in_bits)
    }
}

pub const LEMMAS: &[Lemma] = &[
    Lemma { name: "dot4_u", ext: Some(Op::ZExt), mul: "widening_mul.u", in_bits: 8, k: 4, packed: "dot4.u" },
    Lemma { name: "dot4_s", ext: Some(Op::SExt), mul: "widening_mul.s", in_bits: 8, k: 4, packed: "dot4.s" },
    Lemma { name: "dot4_su", ext: Some(Op::SExt), mul: "widening_mul.su", in_bits: 8, k: 4, packed: "dot4.su" },
    Lemma { name: "dot2_s", ext: None, mul: "widening_mul.s", in_bits: 16, k: 2, packed: "dot2.s" },
    Lemma { name: "sad8_u", ext: Some(Op::ZExt), mul: "absd.u", in_bits: 8, k: 8, packed: "sad8.u" },
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
}

/// The ways node `id` of `g` (`ext<32>(mul(x, y))`, or a 32-bit `mul` of 16-bit values, at any
/// lane count divisible by K) may be regrouped, best first: a lemma of its own, a rebias, a
/// widening to 16 bits.
pub fn matching(g: &Graph, defs: &Defs, id: Id) -> Vec<Match> {
    let mut out = Vec::new();
    let n = g.node(id);
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
    let lemma_for = |ext: Option<Op>, mul: &str, bits: u16| LEMMAS.iter().find(|l| l.ext == ext && l.mul == mul && l.in_bits == bits);
    let fits = |l: &Lemma| n.ty.lanes % l.k == 0;
    if let Some(l) = lemma_for(ext, name, bits).filter(|l| fits(l)) {
        out.push(Match { name: l.name, lemma: l, x, y, x_ext: None, y_ext: None, terms: vec![Operand::Y] });
    }
    for r in REBIASES.iter().filter(|r| Some(r.ext) == ext && r.mul == name && r.in_bits == bits) {
        if let Some(l) = lemma_for(ext, r.to, bits).filter(|l| fits(l)) {
            let terms = r.terms.iter().map(|&(c, xor)| if xor { Operand::YXor(c) } else { Operand::Splat(c) }).collect();
            out.push(Match { name: r.name, lemma: l, x, y, x_ext: None, y_ext: None, terms });
        }
    }
    for u in UNITS.iter().filter(|u| Some(u.ext) == ext && u.op == name && u.in_bits == bits) {
        if let Some(l) = lemma_for(ext, u.to, bits).filter(|l| fits(l)) {
            out.push(Match { name: u.name, lemma: l, x: m, y: m, x_ext: None, y_ext: None, terms: vec![Operand::Splat(1)] });
        }
    }
    for w in WIDENS.iter().filter(|w| Some(w.ext) == ext && w.mul == name && w.in_bits == bits) {
        if let Some(l) = lemma_for(None, w.to, 2 * bits).filter(|l| fits(l)) {
            out.push(Match { name: w.name, lemma: l, x, y, x_ext: Some(w.x_ext), y_ext: Some(w.y_ext), terms: vec![Operand::Y] });
        }
    }
    out
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
    let (narrow, wide, packed_ty) = (Ty::new(1, lemma.in_bits), Ty::new(1, 32), lemma.packed_ty(1));
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
    let pack = |vs: &[Id], g: &mut Graph| {
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
        acc.unwrap()
    };
    let (px, py) = (pack(&xs, g), pack(&ys, g));
    let d = g.add(Op::Def(packed), packed_ty, vec![px, py]);
    let mut rhs = None;
    for chunk in 0..packed_ty.bits / 32 {
        let part = if chunk == 0 {
            d
        } else {
            let amount = g.constant(32 * chunk as u128, packed_ty);
            g.add(Op::LShr, packed_ty, vec![d, amount])
        };
        let part = if packed_ty.bits == 32 { part } else { g.add(Op::Trunc, wide, vec![part]) };
        rhs = Some(match rhs {
            None => part,
            Some(r) => g.add(Op::Add, wide, vec![r, part]),
        });
    }
    Some((sum?, rhs?))
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
        for bad in [Lemma { name: "sext_u", ext: Some(Op::SExt), ..LEMMAS[0] }, Lemma { name: "zext_s", ext: Some(Op::ZExt), ..LEMMAS[1] }, Lemma { name: "u_as_s", packed: "dot4.s", ..LEMMAS[0] }] {
            assert!(!holds(&bad), "{}", bad.name);
        }
    }

    /// Every rebias holds on all 2^16 byte pairs; one with a constant off by one does not.
    #[test]
    fn rebiases_hold_exhaustively_and_mutants_do_not() {
        let defs = builtin();
        let exhaustive = |r: &Rebias| {
            let mut g = Graph::new();
            let (lhs, rhs) = rebias_sides(defs, r, &mut g).unwrap();
            let (lhs, rhs) = (expand(&mut g, defs, lhs), expand(&mut g, defs, rhs));
            (0..1u128 << 16).all(|v| {
                let feed = |i: u32| vec![if i == 0 { v & 0xFF } else { v >> 8 }];
                eval(&g, lhs, &feed) == eval(&g, rhs, &feed)
            })
        };
        for r in REBIASES {
            assert!(exhaustive(r), "{}", r.name);
        }
        let bad = Rebias { terms: &[(0x80, true), (0x7E, false), (0x01, false)], ..REBIASES[0] };
        assert!(!exhaustive(&bad));
        let bad = Rebias { terms: &[(0x7F, true), (0x7F, false), (0x01, false)], ..REBIASES[0] };
        assert!(!exhaustive(&bad));
        let widen = |w: &Widen| {
            let mut g = Graph::new();
            let (lhs, rhs) = widen_sides(defs, w, &mut g).unwrap();
            let (lhs, rhs) = (expand(&mut g, defs, lhs), expand(&mut g, defs, rhs));
            (0..1u128 << 16).all(|v| {
                let feed = |i: u32| vec![if i == 0 { v & 0xFF } else { v >> 8 }];
                eval(&g, lhs, &feed) == eval(&g, rhs, &feed)
            })
        };
        for w in WIDENS {
            assert!(widen(w), "{}", w.name);
        }
        assert!(!widen(&Widen { y_ext: Op::SExt, ..WIDENS[2] }));
        assert!(!widen(&Widen { x_ext: Op::SExt, ..WIDENS[0] }));
    }
}
