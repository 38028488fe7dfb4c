//! Soundness of interval analysis, per primitive op: for each op, width (8, 16, 32, 64) and a
//! systematic set of operand intervals with edge-valued endpoints, Z3 looks for operands inside
//! the intervals (not poison: the analysis does not bound poison lanes) whose result lies outside
//! `ruletable::interval::transfer`'s interval. FPIR ops and instructions have no transfer
//! functions of their own (they are analysed through their expanded definitions), so the
//! primitives are all there is to prove.

use super::encode::prim;
use super::pool;
use super::prove::{input, solver_with_timeout, within};
use ruletable::graph::mask;
use ruletable::interval::{transfer, Range};
use ruletable::op::{Cmp, Op};
use std::time::Duration;
use z3::ast::BV;
use z3::SatResult;

pub const WIDTHS: &[u16] = &[8, 16, 32, 64];

/// One query: an op at a result width over operand intervals.
#[derive(Clone, Debug)]
pub struct Case {
    pub op: Op,
    pub bits: u16,
    pub args: Vec<Range>,
}

#[derive(Default, Debug)]
pub struct Tally {
    pub cases: usize,
    pub sound: usize,
    pub unknown: Vec<String>,
    /// Cases where operands inside the intervals give a result outside the computed one.
    pub unsound: Vec<String>,
}

/// Operand intervals at width `bits`: the full range, edge constants, unsigned intervals between
/// edge values (shift amounts, non-negative, negative, top values) and signed ones straddling 0.
pub fn operand_ranges(bits: u16) -> Vec<Range> {
    let m = mask(bits);
    let (smin, smax) = (1u128 << (bits - 1), (1u128 << (bits - 1)) - 1);
    let half = 1i128 << (bits / 2);
    let mut out = vec![Range::full(bits)];
    out.extend([0, 1, smax, smin, m].map(|v| Range::constant(v, bits)));
    for (lo, hi) in [(0, 1), (0, bits as u128), (1, bits as u128 - 1), (0, smax), (smin, m), (1, m), (smax - 1, smin + 1), (m - 1, m), (2, 3)] {
        out.push(Range::unsigned(bits, Some((lo, hi))));
    }
    let sneg = -(smin as i128);
    for (lo, hi) in [(-1, 1), (sneg, -1), (sneg, 0), (-half, half - 1), (sneg + 1, smax as i128)] {
        out.push(Range::signed(bits, Some((lo, hi))));
    }
    out.dedup();
    out
}

/// Every case: binary ops and comparisons over all pairs of operand intervals, `abs` and casts
/// (to and from twice the width) over each, `select` over each pair for each condition interval.
pub fn cases() -> Vec<Case> {
    let binary = [
        Op::Add, Op::Sub, Op::Mul, Op::Shl, Op::LShr, Op::AShr, Op::And, Op::Or, Op::Xor, Op::UMin, Op::UMax, Op::SMin, Op::SMax,
        Op::UAddSat, Op::SAddSat, Op::USubSat, Op::SSubSat, Op::UDiv, Op::SDiv, Op::URem, Op::SRem,
    ];
    let mut out = Vec::new();
    for &bits in WIDTHS {
        let rs = operand_ranges(bits);
        for a in &rs {
            for b in &rs {
                out.extend(binary.iter().map(|&op| Case { op, bits, args: vec![*a, *b] }));
                out.extend(Cmp::ALL.iter().map(|&c| Case { op: Op::ICmp(c), bits: 1, args: vec![*a, *b] }));
            }
            out.push(Case { op: Op::Abs, bits, args: vec![*a] });
            out.push(Case { op: Op::ZExt, bits: 2 * bits, args: vec![*a] });
            out.push(Case { op: Op::SExt, bits: 2 * bits, args: vec![*a] });
        }
        for a in operand_ranges(2 * bits) {
            out.push(Case { op: Op::Trunc, bits, args: vec![a] });
        }
        for cond in [Range::constant(0, 1), Range::constant(1, 1), Range::full(1)] {
            for a in &rs {
                for b in &rs {
                    out.push(Case { op: Op::Select, bits, args: vec![cond, *a, *b] });
                }
            }
        }
    }
    out
}

/// `Ok(None)`: sound; `Ok(Some(witness))`: a result escapes the interval; `Err`: Z3 gave up.
pub fn check_case(case: &Case, timeout: Duration) -> Result<Option<String>, String> {
    let xs: Vec<BV> = case.args.iter().enumerate().map(|(i, r)| input(&format!("x{i}"), r)).collect();
    let refs: Vec<&BV> = xs.iter().collect();
    let widths: Vec<u16> = case.args.iter().map(|r| r.bits).collect();
    let (value, poison) = prim(case.op, case.bits, &refs, &widths);
    let out = transfer(case.op, case.bits, &case.args);
    if out == Range::full(case.bits) {
        return Ok(None);
    }
    let solver = solver_with_timeout(timeout);
    for (x, r) in xs.iter().zip(&case.args) {
        solver.assert(within(x, r));
    }
    if let Some(p) = poison {
        solver.assert(p.not());
    }
    solver.assert(within(&value, &out).not());
    match solver.check() {
        SatResult::Unsat => Ok(None),
        SatResult::Unknown => Err(solver.get_reason_unknown().unwrap_or_default()),
        SatResult::Sat => {
            let model = solver.get_model().expect("model");
            let show = |b: &BV| format!("{:?}", model.eval(b, true).unwrap());
            let ops: Vec<String> = xs.iter().map(show).collect();
            Ok(Some(format!("{:?} at i{} over {:?}: operands [{}] give {} outside {:?}", case.op, case.bits, case.args, ops.join(", "), show(&value), out)))
        }
    }
}

/// Checks every case on `threads` workers.
pub fn check_all(threads: usize, timeout: Duration) -> Tally {
    let all = cases();
    let mut t = Tally { cases: all.len(), ..Tally::default() };
    pool::run(&all, threads, |c| check_case(c, timeout), |i, r| match r {
        Ok(None) => t.sound += 1,
        Ok(Some(witness)) => t.unsound.push(witness),
        Err(why) => t.unknown.push(format!("{:?} at i{} over {:?} ({why})", all[i].op, all[i].bits, all[i].args)),
    });
    t
}

