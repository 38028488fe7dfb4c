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

/// The most a lowering of a term whose hand lowering costs `hand_cost` may cost on `t`: as
/// much where the hand cost is at most `Target::fused_equal_up_to`, otherwise less.
pub fn search_bound(hand_cost: u32, t: &Target) -> u32 {
    let bound = if hand_cost <= t.fused_equal_up_to() { hand_cost } else { hand_cost - 1 };
    bound.min(MAX_COST)
}

/// Search limits up to `max_cost`, with the target's `budget` (`Target::fused_budget`): fused
/// terms bring three widths, three-operand instructions and many constants (a term takes 5-60 s
/// on this machine).
fn limits(max_cost: u32, budget: u64) -> Limits {
    Limits { max_cost, store_levels: 3, budget, bank: 100_000, candidates: 8, hole_queries: 30 }
}

/// The cheapest proved lowering of `p` on `target` that costs at most `max_cost`: over the
/// term's own widths, else with the widths of its definition's products too (a multiply-high
/// of 16-bit lanes goes through the 32-bit product).
pub fn synthesize(defs: &Defs, target: &Target, p: &Problem, max_cost: u32, settings: &Settings) -> Option<Fused> {
    let own = p.widths();
    let wider = p.product_widths();
    let extra = (wider != own).then_some(wider);
    std::iter::once(own).chain(extra).find_map(|widths| synthesize_over(defs, target, p, &widths, max_cost, settings))
}

fn synthesize_over(defs: &Defs, target: &Target, p: &Problem, widths: &[u16], max_cost: u32, settings: &Settings) -> Option<Fused> {
    if max_cost == 0 {
        return None;
    }
    let (vectors, _) = p.vectors(settings.random_lanes.max(64), VECTORS);
    let sample: Vec<u128> = vectors.iter().map(|v| v[0]).collect();
    let comps = for_widths(defs, target, widths, 3, true, &sample);
    let (mut consts, _) = p.offered_constants(widths);
    consts.extend(widths.iter().flat_map(|&w| holes(w).into_iter().map(move |c| (c, w))));
    consts.sort();
    consts.dedup();
    let cost = |t: &Tree| tree_cost(&comps, t) + copies(target, p, widths[0], t);
    let accept = |t: &Tree| !constant_accumulator(&comps, t) && cost(t) <= max_cost;
    let space = Space { comps: &comps, consts: &consts, vectors: VECTORS, limits: limits(max_cost, target.fused_budget()), accept: &accept, holes: true };
    let (tree, rhs) = solve(defs, p, &space, &|t| (cost(t), splats(&comps, target, t)), settings)?;
    Some(Fused { rhs, cost: cost(&tree) })
}

/// On x86 without AVX2 (SSE4.1), a movdqa per register for each instruction after the first
/// that reads an input: two-operand instructions overwrite their first operand. Counted in the
/// cost: sub(ashr(x, 3), ashr(x, 4)) is four instructions there, ashr(add(ashr(x, 3), 1), 1)
/// three, paddus(paddus(x, x), paddus(x, x)) two (one instruction reads x, computed once).
fn copies(target: &Target, p: &Problem, width: u16, t: &Tree) -> u32 {
    fn readers<'t>(t: &'t Tree, seen: &mut Vec<&'t Tree>, out: &mut Vec<u8>) {
        let Tree::App(_, args) = t else { return };
        if seen.contains(&t) {
            return;
        }
        seen.push(t);
        let mut read: Vec<u8> = args.iter().filter_map(|a| if let Tree::Input(i) = a { Some(*i) } else { None }).collect();
        read.sort();
        read.dedup();
        out.extend(read);
        args.iter().for_each(|a| readers(a, seen, out));
    }
    if target.family != "x86" || target.has("avx2") {
        return 0;
    }
    let mut read = Vec::new();
    readers(t, &mut Vec::new(), &mut read);
    read.sort();
    let regs = |i: u8| (p.inputs[i as usize].bits / width).max(1) as u32;
    read.windows(2).filter(|w| w[0] == w[1]).map(|w| regs(w[0])).sum()
}

/// On HVX, the constant operands of `t` other than immediates: a splat each, which the cost
/// does not count (the xors by 0x80 around vabsdiff.ub took a packet more than smax, smin,
/// sub). Orders finds of equal cost.
fn splats(comps: &[Component], target: &Target, t: &Tree) -> usize {
    fn walk(comps: &[Component], t: &Tree) -> usize {
        let Tree::App(ci, args) = t else { return 0 };
        let operand = |(k, a): (usize, &Tree)| if matches!(a, Tree::Const(..)) { usize::from(!comps[*ci].imm.contains(&k)) } else { walk(comps, a) };
        args.iter().enumerate().map(operand).sum()
    }
    if target.family == "hvx" { walk(comps, t) } else { 0 }
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
