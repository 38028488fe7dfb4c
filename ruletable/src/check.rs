//! Checking a rule by evaluation: instantiate its left-hand side at concrete widths and constants,
//! rewrite with the rule, expand both sides to primitives and compare them on many inputs
//! (exhaustively when the inputs have at most 16 bits in total). This is the fast filter rule
//! synthesis uses before a Z3 proof, and the unit tests' soundness check for every rule.

use crate::defs::Defs;
use crate::eval::{eval_lanes, expand};
use crate::graph::{mask, Graph, Id, Ty, MAX_BITS};
use crate::interval::{Intervals, Range};
use crate::graph::sign_extend;
use crate::matching::{match_term, Bindings, UNSIZED};
use crate::predicates::{eval_const, preds_hold};
use crate::template::instantiate;
use crate::op::Op;
use crate::rules::Rule;
use crate::syntax::{Bound, ConstExpr, ConstFn, Pred, RelOp, Term};

/// Widths tried for every width variable and untyped wildcard (9 catches rules that silently
/// assume a power-of-two intermediate).
pub const WIDTHS: &[u16] = &[8, 9, 16, 32, 64];
// The matcher binds width variables to nothing narrower than what is proved here.
const _: () = assert!(WIDTHS[0] == crate::matching::MIN_VAR_WIDTH);

#[derive(Debug)]
pub struct Counterexample {
    pub rule: String,
    pub instance: String,
    pub inputs: Vec<u128>,
    pub lhs: u128,
    pub rhs: Option<u128>,
}

impl std::fmt::Display for Counterexample {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let ins: Vec<String> = self.inputs.iter().map(|v| format!("{v:#x}")).collect();
        let rhs = self.rhs.map_or("poison".to_string(), |v| format!("{v:#x}"));
        write!(f, "rule {} at {}: inputs [{}] give {:#x} before, {rhs} after", self.rule, self.instance, ins.join(", "), self.lhs)
    }
}

/// One concrete instance of a rule: the left-hand side built at fixed widths, and its rewrite.
pub struct Instance {
    pub graph: Graph,
    pub lhs: Id,
    pub rhs: Id,
    pub inputs: Vec<Ty>,
    /// What the rule's predicates assume of each input (inputs are drawn from these ranges).
    pub ranges: Vec<Range>,
    /// What a bound predicate on the input alone implies (`upper_bounded(x, c)`), before
    /// `ranges` narrows unconstrained inputs to make predicates over several inputs hold.
    pub assumed: Vec<Range>,
    /// The rule's match of the left-hand side (term wildcards, widths, constants).
    pub bindings: Bindings,
    pub description: String,
}

/// Every instance of `rule` (each commuted variant) over [`WIDTHS`] and interesting constants.
pub fn instances(defs: &Defs, rule: &Rule) -> Vec<Instance> {
    instances_with(defs, rule, false)
}

/// Like [`instances`], but a constant its predicates limit to a small range (shift amounts,
/// `c0 in [1, T.bits]`) takes every allowed value, not only the interesting ones: what a proof
/// (`synth-offline verify`) needs to cover the whole rule.
pub fn instances_for_proof(defs: &Defs, rule: &Rule) -> Vec<Instance> {
    instances_with(defs, rule, true)
}

fn instances_with(defs: &Defs, rule: &Rule, every_allowed: bool) -> Vec<Instance> {
    let mut out = Vec::new();
    for lhs in rule.lhs_variants() {
        let untyped = (0..rule.vars.terms.len()).any(|v| wildcard_width(&lhs, v as u8).is_none());
        let frees: &[u16] = if untyped { WIDTHS } else { &WIDTHS[..1] };
        for widths in product(&vec![WIDTHS.to_vec(); rule.vars.widths.len()]) {
            let mut b = Bindings::for_vars(&rule.vars);
            b.widths = widths.iter().map(|&w| Some(w)).collect();
            // Constants defined by an equation (`c0 == 1 << (c1 - 1)`) follow the free ones.
            let defining: Vec<Option<&ConstExpr>> = (0..rule.vars.consts.len()).map(|c| defining_expr(rule, c as u8)).collect();
            let choices: Vec<Vec<i128>> = defining
                .iter()
                .enumerate()
                .map(|(c, d)| match (d, every_allowed) {
                    (Some(_), _) => vec![0],
                    (None, _) if divisor(&lhs, c as u8) && tests_pow2(rule, c as u8) => POW2_DIVISORS.to_vec(),
                    (None, _) if divisor(&lhs, c as u8) => DIVISORS.to_vec(),
                    (None, true) => allowed_constants(rule, &lhs, c as u8, &b),
                    // The ends of a predicate's range too: `c0 in [32, 63]` has no interesting value.
                    (None, false) => {
                        let allowed = allowed_constants(rule, &lhs, c as u8, &b);
                        let mut v = interesting_constants();
                        v.extend(allowed.first().into_iter().chain(allowed.last()).copied());
                        v
                    }
                })
                .collect();
            for free in frees {
                for mut consts in product(&choices) {
                    if !solve_defined(&mut consts, &defining, &b) {
                        continue;
                    }
                    if let Some(inst) = instance(defs, rule, &lhs, &widths, *free, &consts) {
                        if !out.iter().any(|o: &Instance| o.description == inst.description) {
                            out.push(inst);
                        }
                    }
                }
            }
        }
    }
    out
}

fn interesting_constants() -> Vec<i128> {
    // Small values and shift amounts, rounding constants, and each width's extremes.
    let mut v = vec![0, 1, 2, 3, -1, 4, 7, 8, 15, 16, 31, 1 << 6, 1 << 14, 1 << 30, 0xff00, 0xffff_ff00, 0xffff_0000];
    for w in [8, 16, 32, 64] {
        v.extend([(1i128 << w) - 1, (1i128 << w) - 2, (1i128 << (w - 1)) - 1, 1i128 << (w - 1), -(1i128 << (w - 1))]);
    }
    v
}

/// Largest range of constant values enumerated one by one: every shift amount of the widest
/// lane, 0 ..= 128.
const MAX_ENUMERATED: i128 = MAX_BITS as i128 + 1;

/// The values of free constant `c` worth proving at these widths: every value its predicates
/// allow when that is a small range, else the interesting constants plus the range's ends.
/// `cN` is unsigned (lower bound 0); a shift amount of the left-hand side needs no values past
/// the widest lane ([`MAX_BITS`]): larger ones make the left-hand side poison at every width.
fn allowed_constants(rule: &Rule, lhs: &Term, c: u8, b: &Bindings) -> Vec<i128> {
    let (mut lo, mut hi, mut unsigned) = (None::<i128>, None::<i128>, false);
    for p in &rule.preds {
        let Pred::Rel(rel, x, y) = p else { continue };
        for (side, rel, other) in [(x, *rel, y), (y, flip(*rel), x)] {
            let Some(v) = eval_const(other, b).filter(|_| names_const(side, c)) else { continue };
            unsigned |= matches!(side, ConstExpr::Var(_));
            match rel {
                RelOp::Ge => lo = Some(lo.map_or(v, |l| l.max(v))),
                RelOp::Gt => lo = Some(lo.map_or(v + 1, |l| l.max(v + 1))),
                RelOp::Le => hi = Some(hi.map_or(v, |h| h.min(v))),
                RelOp::Lt => hi = Some(hi.map_or(v - 1, |h| h.min(v - 1))),
                _ => {}
            }
        }
    }
    if unsigned && lo.is_none() {
        lo = Some(0);
    }
    if shift_amount(lhs, c) {
        hi = Some(hi.map_or(MAX_BITS as i128, |h| h.min(MAX_BITS as i128)));
    }
    match (lo, hi) {
        (Some(l), Some(h)) if h - l < MAX_ENUMERATED => (l..=h).collect(),
        _ => {
            let mut v = interesting_constants();
            v.extend(lo.into_iter().chain(hi));
            v
        }
    }
}

/// The divisors a rule dividing by a constant is checked and proved at: the box filters' and
/// means' (3, 5, 7, 9, 25), decimal scaling (10, 100, 1000) and the 8-bit normalization (255),
/// plus divisors whose multipliers need the largest shifts or have no exact range at some width.
const DIVISORS: &[i128] = &[2, 3, 5, 6, 7, 9, 10, 11, 25, 100, 255, 641, 1000, 4097, 65535];

/// Divisors for rules that require a power of two (`is_pow2(c0)`): none of `DIVISORS` but 2.
const POW2_DIVISORS: &[i128] = &[2, 4, 1 << 7, 1 << 15, 1 << 16, 1 << 31, 1 << 62];

/// True if the rule requires constant `c` to be a power of two.
fn tests_pow2(rule: &Rule, c: u8) -> bool {
    rule.preds.iter().any(|p| matches!(p, Pred::Test(ConstExpr::Call(ConstFn::IsPow2, a)) if a[0] == ConstExpr::Var(c)))
}

/// True if constant `c` is the divisor of a primitive division or remainder in `t`.
fn divisor(t: &Term, c: u8) -> bool {
    match t {
        Term::Bind { pat, .. } => divisor(pat, c),
        Term::App { op, args, .. } => {
            let direct = matches!(op, Op::UDiv | Op::SDiv | Op::URem | Op::SRem) && matches!(&args[1], Term::Const(ConstExpr::Var(v)) if *v == c);
            direct || args.iter().any(|a| divisor(a, c))
        }
        _ => false,
    }
}

/// True if constant `c` is the amount of a primitive shift in `t`.
fn shift_amount(t: &Term, c: u8) -> bool {
    match t {
        Term::Bind { pat, .. } => shift_amount(pat, c),
        Term::App { op, args, .. } => {
            let direct = matches!(op, Op::Shl | Op::LShr | Op::AShr) && matches!(&args[1], Term::Const(ConstExpr::Var(v)) if *v == c);
            direct || args.iter().any(|a| shift_amount(a, c))
        }
        _ => false,
    }
}

/// `e` is constant `c` itself, `cN` or `sval(cN)`.
fn names_const(e: &ConstExpr, c: u8) -> bool {
    matches!(e, ConstExpr::Var(v) if *v == c) || matches!(e, ConstExpr::Call(ConstFn::SVal, a) if a[0] == ConstExpr::Var(c))
}

/// The expression a predicate `cN == e` (or `sval(cN) == e`) defines constant `c` by.
fn defining_expr(rule: &Rule, c: u8) -> Option<&ConstExpr> {
    rule.preds.iter().find_map(|p| match p {
        Pred::Rel(RelOp::Eq, x, y) if names_const(x, c) => Some(y),
        Pred::Rel(RelOp::Eq, x, y) if names_const(y, c) => Some(x),
        _ => None,
    })
}

/// Fills in the defined constants from the free ones (in as many passes as the chain needs).
fn solve_defined(consts: &mut [i128], defining: &[Option<&ConstExpr>], b: &Bindings) -> bool {
    let mut known: Vec<bool> = defining.iter().map(Option::is_none).collect();
    for _ in 0..defining.len() {
        let mut bb = b.clone();
        bb.consts = consts.iter().zip(&known).map(|(&c, &k)| k.then_some((c as u128, 128))).collect();
        for (i, d) in defining.iter().enumerate() {
            if let (Some(e), false) = (d, known[i]) {
                if let Some(v) = eval_const(e, &bb) {
                    consts[i] = v;
                    known[i] = true;
                }
            }
        }
    }
    known.iter().all(|&k| k)
}

/// Every way to pick one element from each list.
fn product<T: Copy>(choices: &[Vec<T>]) -> Vec<Vec<T>> {
    choices.iter().fold(vec![vec![]], |acc, cs| acc.iter().flat_map(|a| cs.iter().map(move |c| [a.clone(), vec![*c]].concat())).collect())
}

fn instance(defs: &Defs, rule: &Rule, lhs: &Term, widths: &[u16], free: u16, consts: &[i128]) -> Option<Instance> {
    let mut g = Graph::new();
    let mut b = Bindings::for_vars(&rule.vars);
    b.widths = widths.iter().map(|&w| Some(w)).collect();
    b.consts = consts.iter().map(|&c| Some((c as u128, UNSIZED))).collect();
    let mut inputs = Vec::new();
    let mut assumed = Vec::new();
    for v in 0..rule.vars.terms.len() as u8 {
        if binds_subterm(lhs, v) {
            continue;
        }
        let w = wildcard_width(lhs, v).map_or(Some(free), |w| b.width(&w)).filter(|&w| w <= MAX_BITS)?;
        let ty = Ty::new(1, w);
        b.terms[v as usize] = Some(g.input(inputs.len() as u32, ty));
        assumed.push(assumed_range(rule, v, w, &b));
        inputs.push(ty);
    }
    let built = instantiate(&mut g, defs, lhs, &b, 1, None).ok()?;
    // Match the built term like the rewriter would: bindings come from the real widths. A
    // predicate over several inputs (`hi_u(x) + hi_u(y) <= N.umax`) may need narrower inputs than
    // their types: try halving and quartering the unconstrained ones, in either view; then, for a
    // predicate on the result (`fits_u(r, 8)` of a product of two inputs that fit u8), the
    // constrained ones shrunk by up to 8 bits (within what the predicates assume of them).
    let mut m = Bindings::for_vars(&rule.vars);
    if !match_term(&g, lhs, built, &mut m) {
        return None;
    }
    // `nsw(s)`: the instance's shift is an `nsw` one, its poison part of the semantics checked.
    for p in &rule.preds {
        if let Pred::NoSignedWrap(v) = p {
            let s = m.terms[*v as usize].filter(|&s| g.node(s).op == Op::Shl)?;
            g.mark_nsw(s);
        }
    }
    let shrink = |r: &Range, k: u32, signed: bool, constrained: bool| {
        if (*r != Range::full(r.bits)) != constrained || k == 0 {
            *r
        } else if signed {
            Range::signed(r.bits, Some((r.slo >> k, r.shi >> k)))
        } else {
            Range::unsigned(r.bits, Some((0, r.uhi >> k)))
        }
    };
    let tries = [(0, false, false), (1, false, false), (1, true, false), (2, false, false), (2, true, false)];
    let deeper = [1, 2, 4, 8].into_iter().flat_map(|k| [(k, false, true), (k, true, true)]);
    let ranges = tries.into_iter().chain(deeper).find_map(|(k, signed, constrained)| {
        let ranges: Vec<Range> = assumed.iter().map(|r| shrink(r, k, signed, constrained)).collect();
        let mut intervals = Intervals::new();
        for (i, r) in ranges.iter().enumerate() {
            intervals.assume_input(i as u32, *r);
        }
        preds_hold(&rule.preds, &g, &m, &mut |n| Some(intervals.range(&g, defs, n))).then_some(ranges)
    })?;
    let want = g.ty(built).bits;
    let rhs = instantiate(&mut g, defs, &rule.rhs, &m, 1, Some(want)).ok()?;
    if g.ty(rhs) != g.ty(built) {
        return None;
    }
    let ws: Vec<String> = inputs.iter().map(|t| format!("i{}", t.bits)).collect();
    let cs: Vec<String> = m.consts.iter().flatten().map(|(v, _)| format!("{v:#x}")).collect();
    let description = format!("{} inputs ({}) consts [{}] root i{}", lhs_shape(defs, lhs, &rule.vars), ws.join(", "), cs.join(", "), g.ty(built).bits);
    Some(Instance { graph: g, lhs: built, rhs, inputs, ranges, assumed, bindings: m, description })
}

/// The range a predicate like `fits_u(x, T)` or `upper_bounded(x, c0)` assumes of input
/// wildcard `var`: a bound compared with something that does not depend on intervals.
fn assumed_range(rule: &Rule, var: u8, bits: u16, b: &Bindings) -> Range {
    let mut r = Range::full(bits);
    for p in &rule.preds {
        let Pred::Rel(rel, x, y) = p else { continue };
        for (bound, rel, other) in [(x, *rel, y), (y, flip(*rel), x)] {
            let (ConstExpr::Bound(which, v), Some(c)) = (bound, eval_const(other, b)) else { continue };
            if *v != var {
                continue;
            }
            let (lo, hi) = match rel {
                RelOp::Le => (None, Some(c)),
                RelOp::Lt => (None, Some(c - 1)),
                RelOp::Ge => (Some(c), None),
                RelOp::Gt => (Some(c + 1), None),
                RelOp::Eq => (Some(c), Some(c)),
                RelOp::Ne => (None, None),
            };
            let limit = match which {
                Bound::LoU | Bound::HiU => {
                    let lo = lo.map_or(r.ulo, |l| l.max(0) as u128);
                    let hi = hi.map_or(r.uhi, |h| (h.max(0) as u128).min(r.uhi));
                    Range::unsigned(bits, Some((lo, hi)))
                }
                Bound::LoS | Bound::HiS => Range::signed(bits, Some((lo.unwrap_or(r.slo).max(r.slo), hi.unwrap_or(r.shi).min(r.shi)))),
            };
            r = r.meet(limit);
        }
    }
    r
}

fn flip(r: RelOp) -> RelOp {
    match r {
        RelOp::Lt => RelOp::Gt,
        RelOp::Le => RelOp::Ge,
        RelOp::Gt => RelOp::Lt,
        RelOp::Ge => RelOp::Le,
        r => r,
    }
}

/// `var@pattern` names a subterm, not an input.
fn binds_subterm(t: &Term, var: u8) -> bool {
    match t {
        Term::Bind { var: v, pat } => *v == var || binds_subterm(pat, var),
        Term::App { args, .. } => args.iter().any(|a| binds_subterm(a, var)),
        _ => false,
    }
}

fn lhs_shape(defs: &Defs, t: &Term, vars: &crate::syntax::Vars) -> String {
    crate::syntax::show(t, vars, &|op| defs.op_name(op))
}

/// The width written on wildcard `var`'s first occurrence in `t` that has one.
pub fn wildcard_width(t: &Term, var: u8) -> Option<crate::syntax::Width> {
    match t {
        Term::Var { var: v, width } if *v == var => *width,
        Term::Bind { pat, .. } => wildcard_width(pat, var),
        Term::App { args, .. } => args.iter().find_map(|a| wildcard_width(a, var)),
        _ => None,
    }
}

/// Compares both sides of every instance; returns the number of (instance, input) pairs checked.
pub fn check_rule(defs: &Defs, rule: &Rule, random_cases: usize) -> Result<usize, Counterexample> {
    let mut checked = 0;
    for mut inst in instances(defs, rule) {
        let lhs = expand(&mut inst.graph, defs, inst.lhs);
        let rhs = expand(&mut inst.graph, defs, inst.rhs);
        let columns = input_columns(&inst.inputs, random_cases);
        let columns: Vec<Vec<u128>> = columns.into_iter().zip(&inst.ranges).map(|(c, r)| c.into_iter().map(|v| into_range(v, r)).collect()).collect();
        let n = columns.first().map_or(1, Vec::len);
        let g = vectorize(&inst.graph, n as u32);
        let feed = |i: u32| columns[i as usize].clone();
        let (before, after) = (eval_lanes(&g, lhs, &feed), eval_lanes(&g, rhs, &feed));
        // Lanes where the left-hand side is poison (a shift by a runtime amount at least the
        // width, an overflowing `nsw` shift) have nothing to preserve.
        for lane in (0..n).filter(|&l| before[l].is_some()) {
            compare(rule, &inst.description, &columns, lane, before[lane].unwrap(), after[lane])?;
            checked += 1;
        }
    }
    Ok(checked)
}

/// A counterexample if the right-hand side's value `rhs` (`None`: poison) is not `lhs`.
fn compare(rule: &Rule, instance: &str, columns: &[Vec<u128>], lane: usize, lhs: u128, rhs: Option<u128>) -> Result<(), Counterexample> {
    if rhs == Some(lhs) {
        return Ok(());
    }
    Err(Counterexample { rule: rule.name.clone(), instance: instance.to_string(), inputs: columns.iter().map(|c| c[lane]).collect(), lhs, rhs })
}

/// Moves a value into an assumed input range: values outside are clamped to the nearest end
/// (so the range's edges are covered) or, for odd values, wrapped into it.
pub fn into_range(v: u128, r: &Range) -> u128 {
    if r.contains(v) {
        return v;
    }
    let m = mask(r.bits);
    let signed_limited = r.slo != Range::full(r.bits).slo || r.shi != Range::full(r.bits).shi;
    if signed_limited {
        let s = sign_extend(v, r.bits);
        let span = r.shi.abs_diff(r.slo) + 1;
        let out = if v & 1 == 0 { s.clamp(r.slo, r.shi) } else { r.slo + (s.unsigned_abs() % span) as i128 };
        out as u128 & m
    } else {
        let span = r.uhi - r.ulo + 1;
        if v & 1 == 0 { v.clamp(r.ulo, r.uhi) } else { r.ulo + v % span }
    }
}

/// The same graph with every node `lanes` wide, so one evaluation covers all inputs.
fn vectorize(g: &Graph, lanes: u32) -> Graph {
    let mut out = Graph::new();
    for id in 0..g.len() as Id {
        let n = g.node(id);
        out.add(n.op, Ty::new(lanes, n.ty.bits), n.args.clone());
        if g.is_nsw(id) {
            out.mark_nsw(id);
        }
    }
    out
}

/// Input values, one column per input: every combination when the inputs total at most 16
/// bits; otherwise all pairs of edge values plus `random` seeded random rows.
pub fn input_columns(inputs: &[Ty], random: usize) -> Vec<Vec<u128>> {
    let total: u32 = inputs.iter().map(|t| t.bits as u32).sum();
    if total <= 16 {
        let rows = 1u128 << total;
        let mut cols = vec![Vec::with_capacity(rows as usize); inputs.len()];
        for r in 0..rows {
            let mut shift = 0;
            for (c, t) in inputs.iter().enumerate() {
                cols[c].push((r >> shift) & mask(t.bits));
                shift += t.bits as u32;
            }
        }
        return cols;
    }
    let edges = |bits: u16| -> Vec<u128> {
        let m = mask(bits);
        let top = 1u128 << (bits - 1);
        vec![0, 1, 2, m, m - 1, top, top - 1, top + 1, m / 3, (m / 3) << 1]
    };
    let mut cols: Vec<Vec<u128>> = vec![Vec::new(); inputs.len()];
    // Every pair of edge values for every pair of inputs (others at edge value i mod len).
    let e: Vec<Vec<u128>> = inputs.iter().map(|t| edges(t.bits)).collect();
    for i in 0..inputs.len() {
        for j in 0..inputs.len() {
            for (a, &va) in e[i].iter().enumerate() {
                for (bidx, &vb) in e[j].iter().enumerate() {
                    for (c, col) in cols.iter_mut().enumerate() {
                        col.push(if c == i { va } else if c == j { vb } else { e[c][(a + bidx) % e[c].len()] });
                    }
                }
            }
        }
    }
    let mut state = 0x9E3779B97F4A7C15u64;
    let mut next = || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for _ in 0..random {
        for (c, t) in inputs.iter().enumerate() {
            let v = ((next() as u128) << 64 | next() as u128) & mask(t.bits);
            cols[c].push(v);
        }
    }
    cols
}
