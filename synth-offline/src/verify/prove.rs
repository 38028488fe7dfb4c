//! Proving one rule: every instance `ruletable::check::instances_for_proof` builds (each commuted
//! variant, width and allowed constant) is expanded to primitives and handed to Z3 as
//!
//!   assumptions ∧ lhs not poison  ⇒  rhs not poison ∧ lhs == rhs
//!
//! (the negation is asserted; `unsat` is a proof). The assumptions are the rule's predicates
//! over symbolic interval bounds (`preds.rs`) and what they imply of single inputs; a model is
//! replayed through the interpreter (`ruletable::eval::eval`), so a reported counterexample is
//! a real one, and an encoder that disagreed with the interpreter would be caught, not trusted.

use super::encode::{constant, numeral, Encoder};
use super::lia;
use super::preds::PredEncoder;
use ruletable::check::{instances_for_proof, Instance};
use ruletable::defs::Defs;
use ruletable::eval::{eval, expand};
use ruletable::graph::{Graph, Id};
use ruletable::interval::Range;
use ruletable::op::Op;
use ruletable::rules::Rule;
use ruletable::syntax::{ConstExpr, Pred};
use ruletable::check::Counterexample;
use std::collections::HashMap;
use std::time::Duration;
use z3::ast::{Bool, BV};
use z3::{Params, SatResult, Solver};

/// What Z3 said about one instance.
#[derive(Debug)]
pub enum Verdict {
    Proved,
    Refuted(Counterexample),
    /// Timeout or another reason Z3 gave up: not a proof.
    Unknown(String),
}

/// What happened to a whole rule.
#[derive(Debug)]
pub enum RuleVerdict {
    /// `sampled`: instances whose predicates the symbolic-bound encoding lacks, proved over the
    /// instance's sampled input ranges only (0 everywhere in today's table).
    Proved { instances: usize, sampled: usize },
    Refuted(Counterexample),
    /// Every instance was proved or unknown; `unknown` lists the instances Z3 gave up on.
    Unknown { instances: usize, unknown: Vec<String> },
    /// The encoder and the interpreter disagree on a model: a bug in the verifier itself.
    EncoderBug(String),
    /// No instance, or none whose assumptions any input satisfies with a non-poison left-hand
    /// side: the proof would be vacuous.
    Vacuous,
}

/// What proving one instance learned besides the verdict.
#[derive(Default)]
pub struct Notes {
    /// Ask Z3 whether some input meets the assumptions with a non-poison left-hand side.
    pub want_witness: bool,
    pub has_witness: bool,
    /// The predicates were encoded over symbolic bounds (or need none).
    pub exact: bool,
}

/// Proves every instance of `rule`; stops at the first counterexample.
pub fn prove_rule(defs: &Defs, rule: &Rule, timeout: Duration) -> RuleVerdict {
    let insts = instances_for_proof(defs, rule);
    let total = insts.len();
    let (mut unknown, mut sampled, mut witnessed) = (Vec::new(), 0, false);
    for inst in insts {
        let description = inst.description.clone();
        let mut notes = Notes { want_witness: !witnessed, ..Notes::default() };
        let verdict = prove_instance(defs, &rule.preds, inst, timeout, &mut notes);
        witnessed |= notes.has_witness;
        match verdict {
            Ok(Verdict::Proved) => sampled += usize::from(!notes.exact),
            Ok(Verdict::Refuted(c)) => return RuleVerdict::Refuted(Counterexample { rule: rule.name.clone(), ..c }),
            Ok(Verdict::Unknown(why)) => unknown.push(format!("{description} ({why})")),
            Err(bug) => return RuleVerdict::EncoderBug(bug),
        }
    }
    if !witnessed {
        RuleVerdict::Vacuous
    } else if unknown.is_empty() {
        RuleVerdict::Proved { instances: total, sampled }
    } else {
        RuleVerdict::Unknown { instances: total, unknown }
    }
}

/// An input variable for values in `r`: when `r` fits a narrower width (unsigned or signed),
/// the narrower variable zero- or sign-extended. That is exact (each value in `r` has one
/// narrow representative; `within` still constrains the full value), and multipliers over
/// operands whose top bits are structurally constant or shared bit-blast far smaller.
pub fn input(name: &str, r: &Range) -> BV {
    let ubits = 128 - r.uhi.leading_zeros() as u16;
    let sbits = (1..=r.bits).find(|&b| r.slo >= -(1i128 << (b - 1)) && r.shi < (1i128 << (b - 1))).unwrap_or(r.bits);
    if ubits.max(1) < r.bits && ubits <= sbits {
        BV::new_const(name, ubits.max(1) as u32).zero_ext((r.bits - ubits.max(1)) as u32)
    } else if sbits < r.bits {
        BV::new_const(name, sbits as u32).sign_ext((r.bits - sbits) as u32)
    } else {
        BV::new_const(name, r.bits as u32)
    }
}

/// `x` lies in both views of `r`.
pub fn within(x: &BV, r: &Range) -> Bool {
    let c = |v: u128| constant(v, r.bits);
    Bool::and(&[x.bvuge(&c(r.ulo)), x.bvule(&c(r.uhi)), x.bvsge(&c(r.slo as u128)), x.bvsle(&c(r.shi as u128))])
}

/// A solver for quantifier-free bitvector formulas (Z3's QF_BV tactic: simplify, bit-blast, SAT;
/// several times faster here than the default combined solver on multiplies).
pub fn solver_with_timeout(timeout: Duration) -> Solver {
    with_timeout(Solver::new_for_logic("QF_BV").expect("Z3 knows QF_BV"), timeout)
}

pub fn with_timeout(solver: Solver, timeout: Duration) -> Solver {
    let mut p = Params::new();
    p.set_u32("timeout", timeout.as_millis().min(u32::MAX as u128) as u32);
    solver.set_params(&p);
    solver
}

/// One instance; `Err` if a model Z3 found is not a counterexample for the interpreter.
///
/// Predicates over interval bounds are encoded over symbolic bounds (`preds.rs`), so the proof
/// covers every input some intervals satisfying them contain; inputs are then only narrowed by
/// what a bound predicate on one input implies exactly (`Instance::assumed`). A predicate the
/// symbolic encoding lacks falls back to the instance's sampled ranges (`Instance::ranges`).
pub fn prove_instance(defs: &Defs, preds: &[Pred], mut inst: Instance, timeout: Duration, notes: &mut Notes) -> Result<Verdict, String> {
    let lhs = expand(&mut inst.graph, defs, inst.lhs);
    let rhs = expand(&mut inst.graph, defs, inst.rhs);
    notes.exact = true;
    if always_poison(&inst.graph, lhs) {
        // E.g. a shift amount past the lane width: the interpreter never gives the left-hand
        // side a value, so there is nothing to preserve.
        return Ok(Verdict::Proved);
    }
    let nodes: HashMap<u8, Id> =
        inst.bindings.terms.clone().iter().enumerate().filter_map(|(v, id)| Some((v as u8, expand(&mut inst.graph, defs, (*id)?)))).collect();
    let uses_bounds = preds.iter().any(|p| matches!(p, Pred::Rel(_, x, y) if has_bound(x) || has_bound(y)));
    // Symbolic bounds need the inputs over their exact ranges; try that encoding first.
    for symbolic in [uses_bounds, false] {
        let ranges = if symbolic { &inst.assumed } else { &inst.ranges };
        // Linear integer arithmetic (lia.rs): first where bit-blasting is hopeless (with an
        // eighth of the time: its proofs take milliseconds or do not come), else where it gave
        // up. Only a decided verdict counts; otherwise the bitvector one stands.
        let integers_first = lia::prefer(&inst.graph, lhs, rhs);
        let integers = |notes: &mut Notes, timeout: Duration| {
            let v = lia::prove(&inst, preds, &nodes, (lhs, rhs), ranges, symbolic, timeout, notes)?;
            notes.exact = symbolic || !uses_bounds;
            (!matches!(v, Ok(Verdict::Unknown(_)))).then_some(v)
        };
        if integers_first {
            if let Some(decided) = integers(notes, timeout / 8) {
                return decided;
            }
        }
        let inputs: Vec<BV> = ranges.iter().enumerate().map(|(i, r)| input(&format!("in{i}"), r)).collect();
        let mut enc = Encoder::new(&inst.graph, inputs.clone());
        // Wide products: split into limb products, first abstracted (sound when it proves;
        // otherwise the exact split encoding decides).
        let split = enc.wants_split_products(lhs, rhs);
        if split {
            enc = enc.splitting_products();
            let mut abstracted = Encoder::new(&inst.graph, inputs.clone()).abstracting_products();
            let mut constraints: Vec<Bool> = inputs.iter().zip(ranges).map(|(x, r)| within(x, r)).collect();
            let mut pe = PredEncoder::new(&inst.bindings, nodes.clone(), &inst.graph);
            let preds_ok = !symbolic || pe.encode(&mut abstracted, preds).map(|cs| constraints.extend(cs)).is_some();
            if preds_ok {
                let (l, r) = (abstracted.encode(lhs), abstracted.encode(rhs));
                constraints.extend(abstracted.facts.iter().cloned());
                let solver = solver_with_timeout(timeout);
                obligation(&solver, &l.poison, &r.poison, l.value.eq(&r.value).not(), &constraints, notes);
                if solver.check() == SatResult::Unsat {
                    notes.exact = symbolic || !uses_bounds;
                    return Ok(Verdict::Proved);
                }
            }
        }
        let mut constraints: Vec<Bool> = inputs.iter().zip(ranges).map(|(x, r)| within(x, r)).collect();
        if symbolic {
            match PredEncoder::new(&inst.bindings, nodes.clone(), &inst.graph).encode(&mut enc, preds) {
                Some(cs) => constraints.extend(cs),
                None => continue,
            }
        }
        notes.exact = symbolic || !uses_bounds;
        let verdict = solve(&inst, lhs, rhs, &inputs, &mut enc, &constraints, timeout, notes);
        if !integers_first && matches!(verdict, Ok(Verdict::Unknown(_))) {
            if let Some(decided) = integers(notes, timeout) {
                return decided;
            }
        }
        return verdict;
    }
    unreachable!("the sampled-range encoding always applies")
}

/// Asserts the negated obligation: under `assumptions`, wherever the left-hand side is not
/// poison the right-hand side is not either, and they do not `differ` (unsat: proved). Also
/// records whether some input meets the assumptions with the left-hand side defined, if asked.
pub fn obligation(solver: &Solver, l_poison: &Bool, r_poison: &Bool, differ: Bool, assumptions: &[Bool], notes: &mut Notes) {
    for a in assumptions {
        solver.assert(a);
    }
    solver.assert(l_poison.not());
    if notes.want_witness {
        notes.has_witness = solver.check() == SatResult::Sat;
    }
    solver.assert(Bool::or(&[r_poison.clone(), differ]));
}

fn has_bound(e: &ConstExpr) -> bool {
    match e {
        ConstExpr::Bound(..) => true,
        ConstExpr::Call(_, args) => args.iter().any(has_bound),
        ConstExpr::Bin(_, x, y) => has_bound(x) || has_bound(y),
        _ => false,
    }
}

#[allow(clippy::too_many_arguments)]
fn solve(
    inst: &Instance,
    lhs: Id,
    rhs: Id,
    inputs: &[BV],
    enc: &mut Encoder,
    assumptions: &[Bool],
    timeout: Duration,
    notes: &mut Notes,
) -> Result<Verdict, String> {
    let (l, r) = (enc.encode(lhs), enc.encode(rhs));
    let solver = solver_with_timeout(timeout);
    obligation(&solver, &l.poison, &r.poison, l.value.eq(&r.value).not(), assumptions, notes);
    match solver.check() {
        SatResult::Unsat => Ok(Verdict::Proved),
        SatResult::Unknown => Ok(Verdict::Unknown(solver.get_reason_unknown().unwrap_or_else(|| "unknown".into()))),
        SatResult::Sat => {
            let model = solver.get_model().ok_or("sat without a model")?;
            let values: Vec<u128> = inputs.iter().map(|x| numeral(&model.eval(x, true).expect("input value"))).collect();
            replay(inst, lhs, rhs, values)
        }
    }
}

/// A model's inputs through the interpreter: a counterexample, or `Err` if the interpreter
/// disagrees (a bug in an encoder, never trusted).
pub fn replay(inst: &Instance, lhs: Id, rhs: Id, values: Vec<u128>) -> Result<Verdict, String> {
    let feed = |i: u32| vec![values[i as usize]];
    let before = eval(&inst.graph, lhs, &feed).map(|v| v[0]);
    let after = eval(&inst.graph, rhs, &feed).map(|v| v[0]);
    match before {
        Some(b) if after != Some(b) => {
            Ok(Verdict::Refuted(Counterexample { rule: String::new(), instance: inst.description.clone(), inputs: values, lhs: b, rhs: after }))
        }
        _ => Err(format!("Z3's model {values:x?} at {} is no counterexample for the interpreter (lhs {before:x?}, rhs {after:x?})", inst.description)),
    }
}

/// True if a node `root` reaches shifts by a constant amount of at least its width (poison for
/// every input, so `eval` never gives `root` a value).
fn always_poison(g: &Graph, root: Id) -> bool {
    g.any_reachable(root, |n| {
        matches!(n.op, Op::Shl | Op::LShr | Op::AShr) && matches!(g.node(n.args[1]).op, Op::Const(k) if k >= n.ty.bits as u128)
    })
}
