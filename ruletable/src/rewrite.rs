//! The term-rewriting engine: rules in rank order ([`Rank`]), each node rewritten to a
//! fixed point. Lifting is bottom-up (an idiom is recognized over already-lifted operands).
//! Lowering tries each node first with its operands as they are (the target's fused rules), then with
//! lowered operands, largest left-hand side first ([`RuleSet::most_specific_first`]). So a
//! fused rule (`add(a, widening_mul(x, y))` -> multiply-accumulate, a saturating narrow of a
//! rounding shift -> one instruction) sees the FPIR it consumes before the operands are lowered
//! on their own, and a rule may also match operands already lowered (`saturating_narrow.u(
//! x86.packus(x))`).

use crate::defs::Defs;
use crate::graph::{Graph, Id};
use crate::interval::{Intervals, Range};
use crate::op::Op;
use crate::pattern::{instantiate, match_term, preds_hold, Bindings};
use crate::rules::Rule;
use crate::syntax::Term;
use std::collections::HashMap;

/// Rules ready for matching: every commuted variant, indexed by root op, in the order they are
/// tried: by [`Rank`], then file order. Two rules that can rewrite the same term must differ in
/// rank (the static overlap check of `synth-offline build`), so file order decides nothing else.
pub struct RuleSet {
    rules: Vec<Rule>,
    rank: Vec<Rank>,
    variants: Vec<(usize, Term)>,
    by_root: HashMap<Op, Vec<usize>>,
}

/// Where a rule stands in its rule set; higher ranks are tried first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Rank {
    /// Lowering: 0 for the target's rules, -1 for the generic fallbacks. Lifting: 0, and -1 for
    /// the lifting rules after the narrowing ones.
    pub tier: i32,
    /// Lowering: the size of the left-hand side (maximal munch: a fused or specific-constant
    /// rule beats the direct rule for its root). Lifting: 0 (bottom-up, the operands are lifted
    /// first, so sizes say little).
    pub size: i32,
    /// What the rule states (`name (prio N): ..`), else 0: decides between rules of equal size
    /// (a predicated rule before its general fallback).
    pub prio: i32,
}

impl RuleSet {
    /// Lifting: tier by tier (the narrowing rules before the lifting ones), then stated priority.
    pub fn new(tiers: Vec<Vec<Rule>>) -> RuleSet {
        Self::ranked(tiers, |_| 0)
    }

    /// Lowering: tier by tier (the target's rules, then the generic fallbacks), then largest
    /// left-hand side first, then stated priority.
    pub fn most_specific_first(tiers: Vec<Vec<Rule>>) -> RuleSet {
        Self::ranked(tiers, |r| term_size(&r.lhs) as i32)
    }

    fn ranked(tiers: Vec<Vec<Rule>>, size: fn(&Rule) -> i32) -> RuleSet {
        let mut rank = Vec::new();
        for (t, rules) in tiers.iter().enumerate() {
            rank.extend(rules.iter().map(|r| Rank { tier: -(t as i32), size: size(r), prio: r.prio.unwrap_or(0) }));
        }
        Self::build(tiers.concat(), rank)
    }

    fn build(rules: Vec<Rule>, rank: Vec<Rank>) -> RuleSet {
        let mut variants = Vec::new();
        let mut by_root: HashMap<Op, Vec<usize>> = HashMap::new();
        for (r, rule) in rules.iter().enumerate() {
            for lhs in rule.lhs_variants() {
                if let Some(op) = lhs.root_op() {
                    by_root.entry(op).or_default().push(variants.len());
                }
                variants.push((r, lhs));
            }
        }
        for list in by_root.values_mut() {
            list.sort_by_key(|&v| std::cmp::Reverse(rank[variants[v].0]));
        }
        RuleSet { rules, rank, variants, by_root }
    }

    pub fn rank(&self, r: usize) -> Rank {
        self.rank[r]
    }

    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }
}

/// Bounds the work on one node, so a bad rule table cannot loop forever.
const FUEL_PER_NODE: usize = 32;

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
    /// Try rules at a node before normalizing its operands (lowering).
    outermost_first: bool,
}

impl<'a> Rewriter<'a> {
    pub fn new(defs: &'a Defs, rules: &'a RuleSet, accept: &'a dyn Fn(&Graph, Id) -> bool) -> Rewriter<'a> {
        Rewriter { defs, rules, accept, memo: HashMap::new(), intervals: Intervals::new(), applied: Vec::new(), outermost_first: false }
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
        for _ in 0..FUEL_PER_NODE {
            match self.rewrite_once(g, cur, false) {
                // Subterms the right-hand side built may themselves be rewritable.
                Some(next) => cur = self.with_normal_operands(g, next),
                None => break,
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
        let op = g.node(id).op;
        for &v in self.rules.by_root.get(&op)? {
            let (r, lhs) = &self.rules.variants[v];
            if fused_only && (self.rules.rank[*r].tier < 0 || term_size(lhs) < 2) {
                continue;
            }
            if let Some(new) = self.apply(g, id, v) {
                self.applied.push((self.rules.rules[*r].name.clone(), id));
                return Some(new);
            }
        }
        None
    }

    /// Every rule that would rewrite `id` itself (its match, predicates, right-hand side and the
    /// veto), in the order they are tried: the static overlap check's question.
    pub fn applicable(&mut self, g: &mut Graph, id: Id) -> Vec<usize> {
        let mut out: Vec<usize> = Vec::new();
        for &v in self.rules.by_root.get(&g.node(id).op).into_iter().flatten() {
            let r = self.rules.variants[v].0;
            if !out.contains(&r) && self.apply(g, id, v).is_some() {
                out.push(r);
            }
        }
        out
    }

    /// The right-hand side of variant `v` instantiated at `id`, if it matches, its predicates
    /// hold and the result is accepted.
    fn apply(&mut self, g: &mut Graph, id: Id, v: usize) -> Option<Id> {
        let (r, lhs) = &self.rules.variants[v];
        let rule = &self.rules.rules[*r];
        let mut b = Bindings::for_vars(&rule.vars);
        if !match_term(g, lhs, id, &mut b) {
            return None;
        }
        let (intervals, defs, graph) = (&mut self.intervals, self.defs, &*g);
        if !preds_hold(&rule.preds, graph, &b, &mut |n| Some(intervals.range(graph, defs, n))) {
            return None;
        }
        let (lanes, want) = (g.ty(id).lanes, g.ty(id).bits);
        let new = instantiate(g, self.defs, &rule.rhs, &b, lanes, Some(want)).ok()?;
        (g.ty(new) == g.ty(id) && (self.accept)(g, new)).then_some(new)
    }
}

/// Applications in a pattern (wildcards and constants are free).
fn term_size(t: &Term) -> usize {
    match t {
        Term::App { args, .. } => 1 + args.iter().map(term_size).sum::<usize>(),
        Term::Bind { pat, .. } => term_size(pat),
        _ => 0,
    }
}
