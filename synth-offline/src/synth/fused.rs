//! Fused lowering synthesis (issue 12, item 2): for an FPIR term of 1-4 ops that lifting makes in
//! the corpus (`ruletable::residue::fused`, collected by `scripts/residues.py --kind fused`), the
//! cheapest term over a target's instructions (with the three-operand accumulating ones) and
//! the generic ops, `mul` included, that equals the whole term, searched up to the cost of what
//! the hand rules lower it to (`hand::lower_term`, the hand-written fused rules included): below
//! it, or up to it where that is cheap to search ([`search_bound`]). Proved by Z3 with CEGIS
//! (`problem::solve`); its constants are then generalized (`generalize.rs`). The table takes
//! only the strictly cheaper finds; the equal ones give the synthesis-only table its rules.

use super::cegis::{holes, Settings};
use super::components::for_widths;
use super::components::Component;
use super::enumerate::{tree_cost, Limits, Tree};
use super::hand::{lower_term, HandLowering};
use super::problem::{solve, Problem, Space};
use super::target::Target;
use ruletable::defs::Defs;
use ruletable::table::Table;

/// A proved lowering of a fused term.
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

/// Instructions a fused lowering has at most.
pub const MAX_COST: u32 = 5;

/// Hand costs up to which a lowering as costly as the hand one is searched for too: the
/// searches up to 3 instructions take seconds, the 4th and 5th levels minutes.
pub const EQUAL_UP_TO: u32 = 3;

/// The most a lowering of a term whose hand lowering costs `hand_cost` may cost.
pub fn search_bound(hand_cost: u32) -> u32 {
    let bound = if hand_cost <= EQUAL_UP_TO { hand_cost } else { hand_cost - 1 };
    bound.min(MAX_COST)
}

/// Search limits up to `max_cost`, with the target's `budget` (`Target::fused_budget`): fused
/// terms bring three widths, three-operand instructions and many constants (a term takes 5-60 s
/// on this machine).
fn limits(max_cost: u32, budget: u64) -> Limits {
    Limits { max_cost, store_levels: 3, budget, bank: 100_000, candidates: 8, hole_queries: 30 }
}

/// The cheapest proved lowering of `p` on `target` that costs at most `max_cost`.
pub fn synthesize(defs: &Defs, target: &Target, p: &Problem, max_cost: u32, settings: &Settings) -> Option<Fused> {
    let widths = p.widths();
    let (vectors, _) = p.vectors(settings.random_lanes.max(64), VECTORS);
    let sample: Vec<u128> = vectors.iter().map(|v| v[0]).collect();
    let comps = for_widths(defs, target, &widths, 3, true, &sample);
    let (mut consts, _) = p.offered_constants(&widths);
    consts.extend(widths.iter().flat_map(|&w| holes(w).into_iter().map(move |c| (c, w))));
    consts.sort();
    consts.dedup();
    let accept = |t: &Tree| !constant_accumulator(&comps, t);
    let space = Space { comps: &comps, consts: &consts, vectors: VECTORS, limits: limits(max_cost, target.fused_budget()), accept: &accept, holes: true };
    if space.limits.max_cost == 0 {
        return None;
    }
    let (tree, rhs) = solve(defs, p, &space, &|t| tree_cost(&comps, t), settings)?;
    Some(Fused { rhs, cost: tree_cost(&comps, &tree) })
}

/// Whether an accumulating instruction (three operands, the accumulator first) in `t` has a
/// constant accumulator. It overwrites its accumulator, so a constant one is copied into a
/// register at every use, which the cost model does not count: HVX `vmpyowh_rnd_sacc(0, x,
/// 2^27)` for a rounding shift looked one instruction against the hand rules' two, and took
/// a packet more.
fn constant_accumulator(comps: &[Component], t: &Tree) -> bool {
    match t {
        Tree::App(ci, args) => (comps[*ci].arity == 3 && matches!(args[0], Tree::Const(..))) || args.iter().any(|a| constant_accumulator(comps, a)),
        _ => false,
    }
}
