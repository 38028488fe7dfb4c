//! Z3 proofs of the regrouping lemmas (`ruletable::regroup`): over K lanes of narrow inputs, the
//! sum of the lane-wise products equals the packed op on the inputs packed into one 32-bit lane.
//! Both sides are expanded to primitives and encoded like rules (`encode.rs`); a model is
//! replayed through the interpreter before it is reported.

use super::encode::{numeral, Encoder};
use super::prove::solver_with_timeout;
use ruletable::defs::Defs;
use ruletable::eval::{eval, expand};
use ruletable::graph::Graph;
use ruletable::graph::Id;
use ruletable::factor::factor_sides;
use ruletable::regroup::{distribute_sides, rebias_sides, scaled_sum_sides, sides, square_sides, unit_sides, widen_sides, Lemma, Rebias, ScaledSum, Square, Unit, Widen};
use std::time::Duration;
use z3::ast::{Bool, BV};
use z3::SatResult;

pub enum Verdict {
    Proved,
    /// The inputs (x's lanes, then y's) and both sides' values.
    Refuted(Vec<u128>, Option<u128>, Option<u128>),
    Unknown(String),
}

pub fn prove_lemma(defs: &Defs, lemma: &Lemma, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let Some((lhs, rhs)) = sides(defs, lemma, &mut g) else { return Verdict::Unknown(format!("{}: unknown op", lemma.name)) };
    prove_equal(defs, g, lhs, rhs, &vec![lemma.in_bits; 2 * lemma.k as usize], timeout)
}

/// A rebias lemma, on one lane of x and y.
pub fn prove_rebias(defs: &Defs, r: &Rebias, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let Some((lhs, rhs)) = rebias_sides(defs, r, &mut g) else { return Verdict::Unknown(format!("{}: unknown op", r.name)) };
    prove_equal(defs, g, lhs, rhs, &[r.in_bits; 2], timeout)
}

/// A product-by-one lemma, on one lane of x and y.
pub fn prove_unit(defs: &Defs, u: &Unit, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let Some((lhs, rhs)) = unit_sides(defs, u, &mut g) else { return Verdict::Unknown(format!("{}: unknown op", u.name)) };
    prove_equal(defs, g, lhs, rhs, &[u.in_bits; 2], timeout)
}

/// A widening lemma, on one lane of x and y.
pub fn prove_widen(defs: &Defs, w: &Widen, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let Some((lhs, rhs)) = widen_sides(defs, w, &mut g) else { return Verdict::Unknown(format!("{}: unknown op", w.name)) };
    prove_equal(defs, g, lhs, rhs, &[w.in_bits; 2], timeout)
}

/// A scaled-sum lemma, on one packed lane and the scale.
pub fn prove_scaled_sum(defs: &Defs, ss: &ScaledSum, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let Some((lhs, rhs)) = scaled_sum_sides(defs, ss, &mut g) else { return Verdict::Unknown(format!("{}: unknown op", ss.name)) };
    let k = ruletable::regroup::LEMMAS.iter().find(|l| l.name == ss.lemma).map_or(0, |l| l.k as usize);
    let mut widths = vec![ss.in_bits; k];
    widths.push(32);
    prove_equal(defs, g, lhs, rhs, &widths, timeout)
}

/// A square lemma, on one lane of x and y.
pub fn prove_square(defs: &Defs, sq: &Square, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let Some((lhs, rhs)) = square_sides(defs, sq, &mut g) else { return Verdict::Unknown(format!("{}: unknown op", sq.name)) };
    prove_equal(defs, g, lhs, rhs, &[sq.in_bits; 2], timeout)
}

/// Distributivity at 32 bits (`ruletable::regroup::distribute`).
pub fn prove_distribute(defs: &Defs, timeout: Duration) -> Verdict {
    let mut g = Graph::new();
    let (lhs, rhs) = distribute_sides(&mut g);
    prove_equal(defs, g, lhs, rhs, &[32; 4], timeout)
}

/// The factoring of a shared uniform summand (`ruletable::factor`) at 8, 16 and 32 bits.
pub fn prove_factor(defs: &Defs, timeout: Duration) -> Verdict {
    for bits in [8, 16, 32] {
        let mut g = Graph::new();
        let (lhs, rhs) = factor_sides(&mut g, bits);
        match prove_equal(defs, g, lhs, rhs, &[bits; 5], timeout) {
            Verdict::Proved => {}
            other => return other,
        }
    }
    Verdict::Proved
}

/// Proves `lhs == rhs` over inputs of the given widths (input i has `widths[i]` bits).
fn prove_equal(defs: &Defs, mut g: Graph, lhs: Id, rhs: Id, widths: &[u16], timeout: Duration) -> Verdict {
    let (lhs, rhs) = (expand(&mut g, defs, lhs), expand(&mut g, defs, rhs));
    let inputs: Vec<BV> = widths.iter().enumerate().map(|(i, &bits)| BV::new_const(format!("in{i}"), bits as u32)).collect();
    let mut enc = Encoder::new(&g, inputs.clone());
    let (l, r) = (enc.encode(lhs), enc.encode(rhs));
    let solver = solver_with_timeout(timeout);
    for f in &enc.facts {
        solver.assert(f);
    }
    solver.assert(l.poison.not());
    solver.assert(Bool::or(&[r.poison.clone(), l.value.eq(&r.value).not()]));
    match solver.check() {
        SatResult::Unsat => Verdict::Proved,
        SatResult::Unknown => Verdict::Unknown(solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())),
        SatResult::Sat => {
            let model = solver.get_model().expect("sat with a model");
            let values: Vec<u128> = inputs.iter().map(|x| numeral(&model.eval(x, true).expect("input value"))).collect();
            let feed = |i: u32| vec![values[i as usize]];
            let (a, b) = (eval(&g, lhs, &feed).map(|v| v[0]), eval(&g, rhs, &feed).map(|v| v[0]));
            Verdict::Refuted(values, a, b)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruletable::defs::builtin;
    use ruletable::op::Op;
    use ruletable::regroup::{LEMMAS, REBIASES, SCALED_SUMS, SQUARES, UNITS, WIDENS};

    #[test]
    fn lemmas_are_proved_and_mutants_refuted() {
        let defs = builtin();
        let t = Duration::from_secs(120);
        for l in LEMMAS {
            assert!(matches!(prove_lemma(defs, l, t), Verdict::Proved), "{} not proved", l.name);
        }
        let sad = LEMMAS.iter().find(|l| l.packed == "sad8.u").expect("the SAD lemma");
        for bad in [
            Lemma { name: "sext_u", ext: Some(Op::SExt), ..LEMMAS[0] },
            Lemma { name: "zext_s", ext: Some(Op::ZExt), ..LEMMAS[1] },
            Lemma { name: "u_as_s", packed: "dot4.s", ..LEMMAS[0] },
            Lemma { name: "sad_sext", ext: Some(Op::SExt), ..*sad },
        ] {
            match prove_lemma(defs, &bad, t) {
                Verdict::Refuted(_, a, b) => assert_ne!(a, b, "{}: the interpreter confirms the counterexample", bad.name),
                _ => panic!("{} not refuted", bad.name),
            }
        }
        for r in REBIASES {
            assert!(matches!(prove_rebias(defs, r, t), Verdict::Proved), "{} not proved", r.name);
        }
        for bad in [
            Rebias { terms: &[(0x80, true), (0x7E, false), (0x01, false)], ..REBIASES[0] },
            Rebias { ext: Op::ZExt, ..REBIASES[0] },
        ] {
            match prove_rebias(defs, &bad, t) {
                Verdict::Refuted(_, a, b) => assert_ne!(a, b),
                _ => panic!("rebias mutant not refuted"),
            }
        }
        for u in UNITS {
            assert!(matches!(prove_unit(defs, u, t), Verdict::Proved), "{} not proved", u.name);
        }
        for bad in [Unit { ext: Op::SExt, ..UNITS[0] }, Unit { to: "widening_mul.s", ..UNITS[0] }] {
            match prove_unit(defs, &bad, t) {
                Verdict::Refuted(_, a, b) => assert_ne!(a, b),
                _ => panic!("unit mutant not refuted"),
            }
        }
        for w in WIDENS {
            assert!(matches!(prove_widen(defs, w, t), Verdict::Proved), "{} not proved", w.name);
        }
        assert!(matches!(prove_distribute(defs, t), Verdict::Proved));
        assert!(matches!(prove_factor(defs, t), Verdict::Proved));
        // The factored form with z added instead of subtracted is refuted.
        let mut g = Graph::new();
        let (lhs, rhs) = factor_sides(&mut g, 16);
        let (Op::Sub, &[kept, zs]) = (g.node(rhs).op, g.node(rhs).args.as_slice()) else { panic!("z * (b + d) subtracted") };
        let bad = g.add(Op::Add, g.ty(rhs), vec![kept, zs]);
        match prove_equal(defs, g, lhs, bad, &[16; 5], t) {
            Verdict::Refuted(_, a, b) => assert_ne!(a, b),
            _ => panic!("factor mutant not refuted"),
        }
        for sq in SQUARES {
            assert!(matches!(prove_square(defs, sq, t), Verdict::Proved), "{} not proved", sq.name);
        }
        match prove_square(defs, &Square { absd: "absd.s", ..SQUARES[0] }, t) {
            Verdict::Refuted(_, a, b) => assert_ne!(a, b),
            _ => panic!("square mutant not refuted"),
        }
        for ss in SCALED_SUMS {
            assert!(matches!(prove_scaled_sum(defs, ss, t), Verdict::Proved), "{} not proved", ss.name);
        }
        for bad in [ScaledSum { ext: Op::SExt, ..SCALED_SUMS[0] }, ScaledSum { by: 1, ..SCALED_SUMS[1] }, ScaledSum { ext: Op::ZExt, ..SCALED_SUMS[2] }] {
            match prove_scaled_sum(defs, &bad, t) {
                Verdict::Refuted(_, a, b) => assert_ne!(a, b),
                _ => panic!("scaled-sum mutant {} not refuted", bad.name),
            }
        }
        for bad in [Widen { y_ext: Op::SExt, ..WIDENS[2] }, Widen { x_ext: Op::SExt, ..WIDENS[0] }] {
            match prove_widen(defs, &bad, t) {
                Verdict::Refuted(_, a, b) => assert_ne!(a, b),
                _ => panic!("widen mutant {} not refuted", bad.name),
            }
        }
    }
}
