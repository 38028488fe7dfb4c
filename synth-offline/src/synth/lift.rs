//! Lifting synthesis (issue 12, item 3): for a residue, a piece of a lifted term left as plain
//! integer ops (`ruletable::residue`, collected from the corpus by `scripts/residues.py`), the
//! smallest term of FPIR ops, generic ops and casts that equals it on every input the residue's
//! interval predicates allow and has a strictly lower lifting cost (`ruletable::cost`), found by
//! the same bottom-up enumeration as lowering synthesis and proved by Z3 with CEGIS. The proved
//! rule is then generalized (`generalize.rs`).

use super::cegis::Settings;
use super::components::{for_lift, Component};
use super::enumerate::{Limits, Tree};
use super::problem::{op_count, solve, tree_graph, Cost, Problem, Space};
use ruletable::lift_cost::lift_cost;
use ruletable::defs::Defs;

/// A proved lifting of one residue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lifting {
    pub rhs: String,
    pub cost: Cost,
}

/// Test vectors per search at most.
const VECTORS: usize = 256;

/// Search limits for liftings: residues are small, and a lifting is rarely more than a few ops.
pub fn limits(ops: u32) -> Limits {
    Limits { max_cost: ops.clamp(1, 4), store_levels: 2, budget: 400_000, bank: 60_000, candidates: 4, hole_queries: 0 }
}

/// The cheapest proved lifting of `p`, if the search finds one within its limits.
pub fn synthesize(defs: &Defs, p: &Problem, settings: &Settings) -> Option<Lifting> {
    let widths = p.widths();
    let (vectors, _) = p.vectors(settings.random_lanes.max(64), VECTORS);
    let sample: Vec<u128> = vectors.iter().map(|v| v[0]).collect();
    let (consts, shifts) = p.offered_constants(&widths);
    let comps = for_lift(defs, &widths, &shifts, &sample);
    let source_ops = op_count(&p.graph, p.root);
    let cost_of = |t: &Tree| {
        let (g, r) = tree_graph(&comps, t, &p.inputs);
        (lift_cost(&g, r), g, r)
    };
    let accept = |t: &Tree| {
        let (cost, g, r) = cost_of(t);
        progress(cost, op_count(&g, r), p.cost, source_ops) && g.any_reachable(r, |n| defs.is_fpir(n.op)) && !degenerate(&comps, t)
    };
    let space = Space { comps: &comps, consts: &consts, vectors: VECTORS, limits: limits(source_ops as u32), accept: &accept, holes: false };
    // The cheapest by lifting cost first.
    let (tree, rhs) = solve(defs, p, &space, &|t| cost_of(t).0, settings)?;
    Some(Lifting { rhs, cost: cost_of(&tree).0 })
}

/// Whether a lifting is progress: a lower lifting cost (which keeps lifting terminating) and
/// fewer ops, an FPIR op counting as one. The cost's ranking alone would take any FPIR op that
/// equals a primitive on these operands (`rounding_shl.u(x, 2)` for `shl(x, 2)`: a new name, no
/// idiom), and narrower operands alone take reassociations that measured slower (conv3x3_a32's
/// rounding constant moved into an extending add: NEON 2.26 -> 2.32, HVX 0.180 -> 0.195 per
/// element); narrowing is `narrow.rules`' job, under the plugin's width-change guard.
fn progress(cost: Cost, ops: usize, source_cost: Cost, source_ops: usize) -> bool {
    cost < source_cost && ops < source_ops
}

/// An FPIR op used as a primitive in disguise: a constant as its first operand
/// (`rounding_shl.u(1, y)` for `shl(1, y)`) or a multiply by 0 or a power of two
/// (`mul_shr.u(x, 1, c)` for `lshr(x, c)`, `mul_shr.u(x, 32, 3)` for a saturating shift left
/// by 2). The lifting cost ranks FPIR ops below primitives, so without this such terms would win
/// over the ops they stand for, which the targets lower better (a shift is no multiply).
fn degenerate(comps: &[Component], t: &Tree) -> bool {
    let Tree::App(ci, args) = t else { return false };
    let c = &comps[*ci];
    let shift_like = |a: &Tree| matches!(a, Tree::Const(v, _) if *v == 0 || v.is_power_of_two());
    let own = matches!(c.kind, super::components::Kind::Instr(..))
        && (args.first().is_some_and(|a| matches!(a, Tree::Const(..))) || (c.name.contains("mul") && args.iter().any(shift_like)));
    own || args.iter().any(|a| degenerate(comps, a))
}

