//! The hand-written lowering of an (op, width) on a target: what the plugin's lowering rewriter
//! makes of the op applied to two leaves, with the committed rule table (the target family's
//! rules, then the generic ones), accepting only instructions with a native variant, as the
//! plugin's `select.rs` does. Its cost uses the synthesizer's model (`target.rs`). Where no hand
//! rule applies, the cost of the op's expanded definition (what the plugin then emits) instead.

use super::target::Target;
use ruletable::defs::{DefKind, Defs};
use ruletable::eval::expand_where;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::op::{DefId, Op};
use ruletable::rewrite::{RuleSet, Rewriter};
use ruletable::table::Table;

pub struct HandLowering {
    /// The rules that fired, root first (`a+b` when the right-hand side was lowered further,
    /// `+definition` when an FPIR op was left to expand); empty when no rule fired.
    pub rules: String,
    /// Of the lowering, or else of the expanded definition.
    pub cost: u32,
    /// An FPIR op left to its definition multiplies: llc selects its own widening multiply
    /// (smull, pmuldq, ..) from `mul(ext, ext)`, which this cost model prices as the plain ops.
    pub leaves_mul_to_llc: bool,
}

impl HandLowering {
    pub fn is_rule(&self) -> bool {
        !self.rules.is_empty()
    }
}

pub fn lowering(defs: &Defs, table: &Table, target: &Target, op: DefId, width: u16, params: &[u16]) -> HandLowering {
    let mut g = Graph::new();
    let lanes = target.register_lanes(width);
    let args: Vec<Id> = params.iter().enumerate().map(|(i, &w)| g.input(i as u32, Ty::new(lanes, w))).collect();
    let result = defs.get(op).result_width(defs, params).expect("op_widths checked the operand widths");
    let root = g.add(Op::Def(op), Ty::new(lanes, result), args);
    lower_term(defs, table, target, &mut g, root, width, &[])
}

/// The same for any term at `root` of `g` (a fused term), its inputs in these ranges, costed
/// over registers of `width`-bit lanes.
pub fn lower_term(defs: &Defs, table: &Table, target: &Target, g: &mut Graph, root: Id, width: u16, ranges: &[(u32, Range)]) -> HandLowering {
    let rules = RuleSet::most_specific_first(table.lowering_for(target.family));
    let native = |g: &Graph, id: Id| {
        g.postorder(id).into_iter().all(|n| match g.node(n).op {
            Op::Def(d) if defs.get(d).kind == DefKind::Instr => defs.get(d).pick_variant(g.ty(n), &|v| target.has(&v.feature)).is_some_and(|v| {
                v.abi.imm.iter().all(|&k| matches!(g.node(g.node(n).args[k]).op, Op::Const(_)))
            }),
            _ => true,
        })
    };
    let mut rw = Rewriter::new(defs, &rules, &native).outermost_first().assume_inputs(ranges);
    let out = rw.normalize(g, root);
    let names: Vec<String> = rw.applied.iter().map(|(r, _)| r.clone()).collect();
    // What no rule lowered the plugin expands to its definition.
    let partial = g.any_reachable(out, |n| defs.is_fpir(n.op));
    let (from, rules) = if names.is_empty() { (root, String::new()) } else { (out, names.join("+") + if partial { "+definition" } else { "" }) };
    let expanded = expand_where(g, defs, from, &|d| d.kind == DefKind::Fpir);
    let leaves_mul_to_llc = (partial || names.is_empty()) && g.any_reachable(expanded, |n| n.op == Op::Mul);
    HandLowering { rules, cost: cost(defs, g, expanded, target, width), leaves_mul_to_llc }
}

/// The same model as the search's components (`Target::instr_cost`, `Target::prim_cost`), with
/// two folds the components cannot see: an extension that only adds and subtracts read costs
/// nothing where llc folds it into them (`Target::folds_extend_into_add`: AArch64 uaddw/saddl..),
/// and so does the add of a widening product llc accumulates (`Target::mla_products`: UMLAL).
fn cost(defs: &Defs, g: &Graph, root: Id, target: &Target, width: u16) -> u32 {
    let order = g.postorder(root);
    let users = |n: Id| order.iter().filter(move |&&u| g.node(u).args.contains(&n));
    let folded = |n: Id| {
        let node = g.node(n);
        matches!(node.op, Op::ZExt | Op::SExt)
            && node.ty.bits == 2 * g.ty(node.args[0]).bits
            && target.folds_extend_into_add()
            && users(n).all(|&u| matches!(g.node(u).op, Op::Add | Op::Sub))
    };
    let accumulates = |n: Id| {
        let node = g.node(n);
        node.op == Op::Add
            && node.args.iter().any(|&a| users(a).count() == 1 && matches!(g.node(a).op, Op::Def(d) if target.mla_products().contains(&defs.get(d).name.as_str())))
    };
    order
        .iter()
        .map(|&n| {
            let node = g.node(n);
            let widest = node.args.iter().map(|&a| g.ty(a).bits).chain([node.ty.bits]).max().unwrap();
            match node.op {
                Op::Input(_) | Op::Const(_) => 0,
                _ if folded(n) || accumulates(n) => 0,
                Op::Def(d) if defs.get(d).kind == DefKind::Instr => target.instr_cost(defs.get(d), node.ty.bits, width).unwrap_or(1),
                Op::Trunc => target.trunc_cost(widest, width, fits_after_shift(g, n)),
                op => target.prim_cost(op, node.ty.bits, widest, width),
            }
        })
        .sum()
}

/// Whether truncation `n` drops only bits a right shift by a constant below it already cleared
/// (or filled with the sign): llc then narrows with packs alone. The search's components cannot
/// see their operands and price every truncation without this (`Target::trunc_cost`).
fn fits_after_shift(g: &Graph, n: Id) -> bool {
    let arg = g.node(n).args[0];
    let shift = g.node(arg);
    let dropped = (g.ty(arg).bits - g.ty(n).bits) as u128;
    matches!(shift.op, Op::LShr | Op::AShr) && matches!(g.node(shift.args[1]).op, Op::Const(c) if c >= dropped)
}
