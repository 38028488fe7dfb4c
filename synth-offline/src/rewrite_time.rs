//! `synth-offline rewrite-time [--copies N]`: what a rewrite costs per node, and how that grows
//! with the table (issue 18, item 7). The workload is every rule's own instances (`check::
//! instances`): the lifting and narrowing rules' lifted bottom-up by the narrowing rule set, the
//! lowering rules' lowered by their family's rule set on each of its targets, as `rule_checks.rs`
//! does. `--copies N` puts N copies of every rule in the table (renamed, each right after its
//! original: same rank, so the same rewrites), the "10 times larger" table; with
//! `--distinct` each copy also states an always-true predicate of its own (`k >= 0`), so no two
//! are the same rule and only their left-hand sides are shared.

use crate::synth::target;
use ruletable::check::{instances, Instance};
use ruletable::defs::Defs;
use ruletable::graph::{Graph, Id};
use ruletable::rewrite::{RuleSet, Rewriter};
use ruletable::rules::Rule;
use ruletable::syntax::{ConstExpr, Pred, RelOp};
use ruletable::table::Table;
use std::time::Instant;

/// Nodes rewritten and the time it took.
pub struct Timing {
    /// Building the rule sets (the plugin builds the lifting ones and one lowering one per compile).
    pub build_seconds: f64,
    pub nodes: usize,
    pub seconds: f64,
    pub rewrites: usize,
}

/// `rules` with `copies` copies of each, right after it.
fn copied(rules: &[Rule], copies: usize, distinct: bool) -> Vec<Rule> {
    let copy = |r: &Rule, k: usize| {
        let mut c = Rule { name: format!("{}__copy{k}", r.name), ..r.clone() };
        if distinct {
            c.preds.push(Pred::Rel(RelOp::Ge, ConstExpr::Int(k as i128), ConstExpr::Int(0)));
        }
        c
    };
    rules.iter().flat_map(|r| (0..copies).map(move |k| if k == 0 { r.clone() } else { copy(r, k) })).collect()
}

pub fn rewrite_time(defs: &Defs, table: &Table, copies: usize, distinct: bool) -> Timing {
    let all = |_: &Graph, _: Id| true;
    let mut work: Vec<(RuleSet, bool, Vec<Instance>)> = Vec::new();
    let mut build_seconds = 0.0;
    let mut timed = |build: &dyn Fn() -> RuleSet| {
        let start = Instant::now();
        let set = build();
        build_seconds += start.elapsed().as_secs_f64();
        set
    };
    let lifted: Vec<Instance> = table.narrow.iter().chain(&table.lift).flat_map(|r| instances(defs, r)).collect();
    let (narrow, lift) = (copied(&table.narrow, copies, distinct), copied(&table.lift, copies, distinct));
    work.push((timed(&|| RuleSet::new(vec![narrow.clone(), lift.clone()])), false, lifted));
    for target in target::all() {
        let tiers: Vec<Vec<Rule>> = table.lowering_for(target.family).iter().map(|t| copied(t, copies, distinct)).collect();
        let lowered: Vec<Instance> = table.lower_rules(target.family).iter().flat_map(|r| instances(defs, r)).collect();
        work.push((timed(&|| RuleSet::most_specific_first(tiers.clone())), true, lowered));
    }
    let (mut nodes, mut rewrites) = (0, 0);
    let start = Instant::now();
    for (rules, lowering, insts) in &work {
        for inst in insts {
            let mut g = inst.graph.clone();
            let mut rw = Rewriter::new(defs, rules, &all);
            if *lowering {
                rw = rw.outermost_first();
            }
            // As the plugin does: operands first.
            let order = g.postorder(inst.lhs);
            for &id in &order {
                rw.normalize(&mut g, id);
            }
            nodes += order.len();
            rewrites += rw.applied.len();
        }
    }
    Timing { build_seconds, nodes, seconds: start.elapsed().as_secs_f64(), rewrites }
}
