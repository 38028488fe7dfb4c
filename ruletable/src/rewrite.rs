//! The term-rewriting engine: rules in rank order ([`Rank`]), each node rewritten to a
//! fixed point. Lifting is bottom-up (an idiom is recognized over already-lifted operands).
//! Lowering tries each node first with its operands as they are (the target's fused rules), then
//! with lowered operands, largest left-hand side first ([`RuleSet::most_specific_first`]; the
//! rule index is `ruleset.rs`). So a fused rule (`add(a, widening_mul(x, y))` ->
//! multiply-accumulate, a saturating narrow of a rounding shift -> one instruction) sees the FPIR
//! it consumes before the operands are lowered on their own, and a rule may also match operands
//! already lowered (`saturating_narrow.u(x86.packus(x))`).

use crate::defs::Defs;
use crate::graph::{Graph, Id};
use crate::interval::{Intervals, Range};
use crate::matching::{match_term, Bindings};
use crate::predicates::preds_hold;
use crate::template::instantiate;
pub use crate::ruleset::{Rank, RuleSet};
use crate::ruleset::Bucket;
use std::collections::HashMap;

/// Bounds the work on one node, so a bad rule table cannot loop forever (where it runs out,
/// [`Rewriter::out_of_fuel`] says so; `synth-offline build` fails on a table where any rule's
/// instance does).
pub const FUEL_PER_NODE: usize = 32;

pub struct Rewriter<'a> {
    pub defs: &'a Defs,
    pub rules: &'a RuleSet,
    /// Vetoes an instantiated right-hand side (lowering: an instruction with no native form
    /// for this width or feature set).
    pub accept: &'a dyn Fn(&Graph, Id) -> bool,
    memo: HashMap<Id, Id>,
    /// Bounds of every node asked about by a predicate (ids are stable: the graph only grows).
    intervals: Intervals,
    /// (name of the rule, node it rewrote) for every rewrite, in order.
    pub applied: Vec<(String, Id)>,
    /// Nodes whose rewriting stopped after [`FUEL_PER_NODE`] rewrites (rules that undo each
    /// other, or grow a term forever).
    pub out_of_fuel: Vec<Id>,
    /// Try rules at a node before normalizing its operands (lowering).
    outermost_first: bool,
    /// What is known at the node being rewritten (reset per node).
    at_node: AtNode,
    /// Scratch: positions of a bucket's variants whose pattern matches the node.
    candidates: Vec<u32>,
}

/// Per node: the bindings of the bucket's patterns (`None`: no match), the predicates decided
/// and the actions that failed (valid while their stamp is the node's), each indexed by its
/// number in the rule set. What rules share is decided once per node, in constant time.
struct AtNode {
    stamp: u32,
    matched: Vec<Option<Bindings>>,
    preds: Vec<(u32, bool)>,
    failed: Vec<u32>,
}

impl AtNode {
    fn new(rules: &RuleSet) -> AtNode {
        AtNode { stamp: 0, matched: vec![None; rules.patterns.len()], preds: vec![(0, false); rules.preds.len()], failed: vec![0; rules.actions] }
    }
}

impl<'a> Rewriter<'a> {
    pub fn new(defs: &'a Defs, rules: &'a RuleSet, accept: &'a dyn Fn(&Graph, Id) -> bool) -> Rewriter<'a> {
        Rewriter { defs, rules, accept, memo: HashMap::new(), intervals: Intervals::new(), applied: Vec::new(), out_of_fuel: Vec::new(), outermost_first: false, at_node: AtNode::new(rules), candidates: Vec::new() }
    }

    /// Facts about the leaves (e.g. a splat of a zero-extended scalar) that predicates may use.
    pub fn assume_inputs(mut self, ranges: &[(u32, Range)]) -> Self {
        for &(i, r) in ranges {
            self.intervals.assume_input(i, r);
        }
        self
    }

    /// Lowering order: rules are tried at a node before its operands are rewritten.
    pub fn outermost_first(mut self) -> Self {
        self.outermost_first = true;
        self
    }

    /// The normal form of `id`. Call in increasing id order for deep graphs: operands are then
    /// already memoized and recursion only descends into freshly built right-hand sides.
    pub fn normalize(&mut self, g: &mut Graph, id: Id) -> Id {
        if let Some(&n) = self.memo.get(&id) {
            return n;
        }
        // Lowering, first pass: only the target's fused rules (left-hand side of two or more
        // ops) over the operands as they are; single-op and generic rules wait for the operands'
        // own lowering.
        let outer = if self.outermost_first { self.rewrite_once(g, id, true) } else { None };
        let mut cur = self.with_normal_operands(g, outer.unwrap_or(id));
        let mut fuel = FUEL_PER_NODE;
        while let Some(next) = self.rewrite_once(g, cur, false) {
            // Subterms the right-hand side built may themselves be rewritable.
            cur = self.with_normal_operands(g, next);
            fuel -= 1;
            if fuel == 0 {
                self.out_of_fuel.push(id);
                break;
            }
        }
        self.memo.insert(id, cur);
        self.memo.insert(cur, cur);
        cur
    }

    /// The normal form of `id` if it was computed already.
    pub fn normal_form(&self, id: Id) -> Option<Id> {
        self.memo.get(&id).copied()
    }

    /// `id` with each operand replaced by its normal form.
    fn with_normal_operands(&mut self, g: &mut Graph, id: Id) -> Id {
        let node = g.node(id).clone();
        let args: Vec<Id> = node.args.iter().map(|&a| self.normalize(g, a)).collect();
        g.rebuild(id, node.op, node.ty, args)
    }

    /// Applies the first rule that matches at `id` (not below it); with `fused_only`, among the
    /// first tier's rules whose left-hand side has two or more ops.
    fn rewrite_once(&mut self, g: &mut Graph, id: Id, fused_only: bool) -> Option<Id> {
        let rules = self.rules;
        let bucket = rules.by_root.get(&g.node(id).op)?;
        let candidates = self.matching(g, id, bucket, false);
        let mut found = None;
        for &pos in &candidates {
            let v = bucket.variants[pos as usize];
            if fused_only && !rules.variants[v].fused {
                continue;
            }
            if let Some(new) = self.apply(g, id, v) {
                self.applied.push((rules.rules[rules.variants[v].rule].name.clone(), id));
                found = Some(new);
                break;
            }
        }
        self.candidates = candidates;
        found
    }

    /// Every rule that would rewrite `id` itself (its match, predicates, right-hand side and the
    /// veto), in the order they are tried: the static overlap check's question.
    pub fn applicable(&mut self, g: &mut Graph, id: Id) -> Vec<usize> {
        let rules = self.rules;
        let Some(bucket) = rules.by_root.get(&g.node(id).op) else { return Vec::new() };
        let mut out: Vec<usize> = Vec::new();
        for pos in self.matching(g, id, bucket, true) {
            let v = bucket.variants[pos as usize];
            let r = rules.variants[v].rule;
            if !out.contains(&r) && self.apply(g, id, v).is_some() {
                out.push(r);
            }
        }
        out
    }

    /// Starts node `id`: the positions, in try order, of `bucket`'s variants whose pattern
    /// matches it (with `equals`, also those equal to an earlier one).
    fn matching(&mut self, g: &Graph, id: Id, bucket: &Bucket, equals: bool) -> Vec<u32> {
        self.at_node.stamp += 1;
        let mut out = std::mem::take(&mut self.candidates);
        out.clear();
        for (p, at) in &bucket.patterns {
            if self.match_pattern(g, id, *p) {
                out.extend(at.iter().filter(|&&pos| equals || bucket.first_of_equals[pos as usize]));
            }
        }
        out.sort_unstable();
        out
    }

    /// The right-hand side of variant `v` instantiated at `id`, if it matches, its predicates
    /// hold and the result is accepted.
    fn apply(&mut self, g: &mut Graph, id: Id, v: usize) -> Option<Id> {
        let rules = self.rules;
        let var = &rules.variants[v];
        let stamp = self.at_node.stamp;
        if self.at_node.failed[var.action] == stamp || var.preds.iter().any(|&p| self.at_node.preds[p] == (stamp, false)) {
            return None;
        }
        let Rewriter { at_node, intervals, defs, .. } = self;
        let b = at_node.matched[var.pattern].as_ref()?;
        for &p in &var.preds {
            if at_node.preds[p].0 != stamp {
                let graph = &*g;
                let holds = preds_hold(std::slice::from_ref(&rules.preds[p]), graph, b, &mut |n| Some(intervals.range(graph, defs, n)));
                at_node.preds[p] = (stamp, holds);
            }
            if !at_node.preds[p].1 {
                return None;
            }
        }
        let rhs = &rules.rules[var.rule].rhs;
        let (lanes, want) = (g.ty(id).lanes, g.ty(id).bits);
        let new = instantiate(g, defs, rhs, b, lanes, Some(want)).ok().filter(|&new| g.ty(new) == g.ty(id) && (self.accept)(g, new));
        if new.is_none() {
            self.at_node.failed[var.action] = stamp;
        }
        new
    }

    /// Whether pattern `p` matches `id` (its bindings kept for the node).
    fn match_pattern(&mut self, g: &Graph, id: Id, p: usize) -> bool {
        let pattern = &self.rules.patterns[p];
        let node = g.node(id);
        let fits = node.args.len() == pattern.operands.len() && pattern.operands.iter().zip(&node.args).all(|(o, &a)| o.admits(g.node(a).op));
        let b = fits
            .then(|| {
                let mut b = Bindings::for_vars(&pattern.vars);
                match_term(g, &pattern.term, id, &mut b).then_some(b)
            })
            .flatten();
        let matched = b.is_some();
        self.at_node.matched[p] = b;
        matched
    }
}
