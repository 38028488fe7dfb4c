//! Fused lowering synthesis (issue 12, item 2): for an FPIR term of 2-4 ops that lifting makes in
//! the corpus (`ruletable::residue::fused`, collected by `scripts/residues.py --kind fused`), the
//! cheapest term over a target's instructions (with the three-operand accumulating ones) and
//! the generic ops, `mul` included, that equals the whole term, searched only below the cost of
//! what the hand rules lower it to (`hand::lower_term`, the hand-written fused rules included),
//! so every find is strictly cheaper. Proved by Z3 with CEGIS (`problem::solve`); its constants
//! are then generalized (`generalize.rs`).

use super::cegis::{holes, Settings};
use super::components::for_widths;
use super::enumerate::{tree_cost, Limits};
use super::hand::{lower_term, HandLowering};
use super::problem::{solve, Problem, Space};
use super::target::Target;
use ruletable::defs::Defs;
use ruletable::table::Table;

/// A proved lowering of a fused term, cheaper than the hand rules'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fused {
    /// Over the term's wildcards, with its concrete constants.
    pub rhs: String,
    pub cost: u32,
}

/// What the hand rules make of `p` on `target`, costed as the search costs.
pub fn hand(defs: &Defs, table: &Table, target: &Target, p: &Problem) -> HandLowering {
    let width = p.widths()[0];
    let (mut g, root) = p.instantiate(defs, target.register_lanes(width));
    lower_term(defs, table, target, &mut g, root, width, &p.input_ranges())
}

/// Test vectors per search at most.
const VECTORS: usize = 64;

/// Search limits: below the hand lowering's cost, at most 5 instructions; a third of the
/// lowering search's budgets, as fused terms bring three widths, three-operand instructions and
/// many constants (a term takes 5-60 s on this machine).
fn limits(hand_cost: u32) -> Limits {
    Limits { max_cost: hand_cost.saturating_sub(1).min(5), store_levels: 3, budget: 1_000_000, bank: 100_000, candidates: 8, hole_queries: 30 }
}

/// The cheapest proved lowering of `p` on `target` that costs less than `hand_cost`.
pub fn synthesize(defs: &Defs, target: &Target, p: &Problem, hand_cost: u32, settings: &Settings) -> Option<Fused> {
    let widths = p.widths();
    let (vectors, _) = p.vectors(settings.random_lanes.max(64), VECTORS);
    let sample: Vec<u128> = vectors.iter().map(|v| v[0]).collect();
    let comps = for_widths(defs, target, &widths, 3, true, &sample);
    let (mut consts, _) = p.offered_constants(&widths);
    consts.extend(widths.iter().flat_map(|&w| holes(w).into_iter().map(move |c| (c, w))));
    consts.sort();
    consts.dedup();
    let accept = |_: &super::enumerate::Tree| true;
    let space = Space { comps: &comps, consts: &consts, vectors: VECTORS, limits: limits(hand_cost), accept: &accept, holes: true };
    if space.limits.max_cost == 0 {
        return None;
    }
    let (tree, rhs) = solve(defs, p, &space, &|t| tree_cost(&comps, t), settings)?;
    Some(Fused { rhs, cost: tree_cost(&comps, &tree) })
}
