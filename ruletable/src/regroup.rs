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

use crate::defs::Defs;
use crate::graph::{Graph, Id, Ty};
use crate::op::Op;

#[derive(Clone, Copy, Debug)]
pub struct Lemma {
    pub name: &'static str,
    /// How the product reaches 32 bits: `Op::ZExt` or `Op::SExt`.
    pub ext: Op,
    /// The widening multiply of the narrow inputs (`widening_mul.u`).
    pub mul: &'static str,
    pub in_bits: u16,
    /// Lanes summed into one packed lane.
    pub k: u32,
    /// The packed-lane FPIR op.
    pub packed: &'static str,
}

pub const LEMMAS: &[Lemma] = &[
    Lemma { name: "dot4_u", ext: Op::ZExt, mul: "widening_mul.u", in_bits: 8, k: 4, packed: "dot4.u" },
    Lemma { name: "dot4_s", ext: Op::SExt, mul: "widening_mul.s", in_bits: 8, k: 4, packed: "dot4.s" },
    Lemma { name: "dot4_su", ext: Op::SExt, mul: "widening_mul.su", in_bits: 8, k: 4, packed: "dot4.su" },
];

/// The lemma whose left-hand side `ext<32>(mul(x, y))` is node `id` of `g` (at any lane count
/// divisible by its K), with x's and y's nodes.
pub fn matching(g: &Graph, defs: &Defs, id: Id) -> Option<(&'static Lemma, Id, Id)> {
    let n = g.node(id);
    if n.ty.bits != 32 {
        return None;
    }
    let m = g.node(*n.args.first()?);
    let Op::Def(d) = m.op else { return None };
    let name = defs.get(d).name.as_str();
    let lemma = LEMMAS.iter().find(|l| l.ext == n.op && l.mul == name)?;
    let (x, y) = (m.args[0], m.args[1]);
    (g.ty(x).bits == lemma.in_bits && g.ty(y).bits == lemma.in_bits && n.ty.lanes % lemma.k == 0).then_some((lemma, x, y))
}

/// Both sides of `lemma` on one packed lane, as terms over inputs `0..K` (x's lanes) and
/// `K..2K` (y's): `(lane-wise sum, packed op on the packed inputs)`. `None` if an op is unknown.
pub fn sides(defs: &Defs, lemma: &Lemma, g: &mut Graph) -> Option<(Id, Id)> {
    let mul = defs.by_name(lemma.mul)?;
    let packed = defs.by_name(lemma.packed)?;
    let (narrow, wide) = (Ty::new(1, lemma.in_bits), Ty::new(1, 32));
    let product_bits = 2 * lemma.in_bits;
    let xs: Vec<Id> = (0..lemma.k).map(|i| g.input(i, narrow)).collect();
    let ys: Vec<Id> = (0..lemma.k).map(|i| g.input(lemma.k + i, narrow)).collect();
    let mut sum = None;
    for (&x, &y) in xs.iter().zip(&ys) {
        let p = g.add(Op::Def(mul), Ty::new(1, product_bits), vec![x, y]);
        let e = g.add(lemma.ext, wide, vec![p]);
        sum = Some(match sum {
            None => e,
            Some(s) => g.add(Op::Add, wide, vec![s, e]),
        });
    }
    let pack = |vs: &[Id], g: &mut Graph| {
        let mut acc = None;
        for (k, &v) in vs.iter().enumerate() {
            let z = g.add(Op::ZExt, wide, vec![v]);
            let shifted = if k == 0 {
                z
            } else {
                let amount = g.constant(lemma.in_bits as u128 * k as u128, wide);
                g.add(Op::Shl, wide, vec![z, amount])
            };
            acc = Some(match acc {
                None => shifted,
                Some(a) => g.add(Op::Or, wide, vec![a, shifted]),
            });
        }
        acc.unwrap()
    };
    let (px, py) = (pack(&xs, g), pack(&ys, g));
    let rhs = g.add(Op::Def(packed), wide, vec![px, py]);
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
        for bad in [
            Lemma { name: "sext_u", ext: Op::SExt, ..LEMMAS[0] },
            Lemma { name: "zext_s", ext: Op::ZExt, ..LEMMAS[1] },
            Lemma { name: "s_as_su", packed: "dot4.su", ..LEMMAS[1] },
        ] {
            assert!(!holds(&bad), "{}", bad.name);
        }
    }
}
