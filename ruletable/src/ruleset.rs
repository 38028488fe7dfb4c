//! A rule set ready for matching (issue 18, item 7): every commuted left-hand side of every
//! rule, indexed by root op and ranked. What rules share is numbered once, so the rewriter
//! decides it once per node whatever the number of rules that share it: a left-hand side
//! (pattern), each predicate of a pattern, each (pattern, right-hand side). A node is matched
//! against each distinct pattern of its root op's bucket after a check of its operands' ops, and
//! only the variants of the patterns that match are tried, in rank order.

use crate::op::Op;
use crate::rules::{Origin, Rule};
use crate::syntax::{Pred, Term, Vars};
use std::collections::HashMap;

/// Rules ready for matching, in the order they are tried: by [`Rank`], then file order. Two
/// rules that can rewrite the same term must differ in rank (the static overlap check of
/// `synth-offline build`), so file order decides nothing else.
pub struct RuleSet {
    pub(crate) rules: Vec<Rule>,
    rank: Vec<Rank>,
    pub(crate) variants: Vec<Variant>,
    pub(crate) patterns: Vec<Pattern>,
    /// The distinct (pattern, predicate) pairs' predicates.
    pub(crate) preds: Vec<Pred>,
    /// How many distinct (pattern, right-hand side) pairs.
    pub(crate) actions: usize,
    pub(crate) by_root: HashMap<Op, Bucket>,
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
    /// Between rules of equal stated priority, where a rule comes from: an adopted synthesized
    /// lowering rule is cheaper than the hand rules for its term (`adopt.rs`), so it comes
    /// first (1); a synthesized lifting rule fires only where no hand rule does, so it comes
    /// last (hand rules 1). Hand files thus need not know which rules synthesis adopted.
    pub origin: i32,
}

/// One commuted left-hand side of a rule.
pub(crate) struct Variant {
    pub rule: usize,
    pub pattern: usize,
    /// Its predicates (numbered per pattern).
    pub preds: Vec<usize>,
    /// Its (pattern, right-hand side): an instantiation that failed is not retried at the node.
    pub action: usize,
    /// A target rule of two or more ops (the lowering's first pass over unlowered operands).
    pub fused: bool,
}

pub(crate) struct Pattern {
    pub term: Term,
    /// Its variables (all bound by the left-hand side, so equal terms have equal ones).
    pub vars: Vars,
    /// What the root's operands must be, checked before the full match.
    pub operands: Vec<Operand>,
}

/// A pattern's demand on one operand of its root.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum Operand {
    Any,
    Const,
    App(Op),
}

impl Operand {
    fn of(t: &Term) -> Operand {
        match t {
            Term::Const(_) => Operand::Const,
            t => t.root_op().map_or(Operand::Any, Operand::App),
        }
    }

    pub fn admits(self, op: Op) -> bool {
        match self {
            Operand::Any => true,
            Operand::Const => matches!(op, Op::Const(_)),
            Operand::App(want) => want == op,
        }
    }
}

/// The variants of one root op.
pub(crate) struct Bucket {
    /// In the order they are tried.
    pub variants: Vec<usize>,
    /// Whether each is unlike every earlier one (not a rule's exact copy, nor a commuted form
    /// equal to the original): an equal one cannot apply where the earlier did not.
    pub first_of_equals: Vec<bool>,
    /// The bucket's distinct patterns, each with the positions of its variants.
    pub patterns: Vec<(usize, Vec<u32>)>,
}

impl Bucket {
    fn new(mut list: Vec<usize>, variants: &[Variant], rank: &[Rank]) -> Bucket {
        list.sort_by_key(|&v| std::cmp::Reverse(rank[variants[v].rule]));
        let same = |a: usize, b: usize| variants[a].action == variants[b].action && variants[a].preds == variants[b].preds;
        let first_of_equals = (0..list.len()).map(|i| !list[..i].iter().any(|&k| same(k, list[i]))).collect();
        let mut patterns: Vec<(usize, Vec<u32>)> = Vec::new();
        for (pos, &v) in list.iter().enumerate() {
            match patterns.iter_mut().find(|(p, _)| *p == variants[v].pattern) {
                Some((_, at)) => at.push(pos as u32),
                None => patterns.push((variants[v].pattern, vec![pos as u32])),
            }
        }
        Bucket { variants: list, first_of_equals, patterns }
    }
}

/// Numbers what rules share while a rule set is built.
#[derive(Default)]
struct Shared<'r> {
    patterns: Vec<Pattern>,
    /// Per pattern: its predicates and right-hand sides so far, with their numbers.
    of_pattern: Vec<(Vec<(&'r Pred, usize)>, Vec<(&'r Term, usize)>)>,
    /// Pattern numbers by root op (equal patterns have equal roots).
    by_root: HashMap<Op, Vec<usize>>,
    preds: Vec<Pred>,
    actions: usize,
}

impl<'r> Shared<'r> {
    fn pattern(&mut self, op: Op, term: Term, vars: &Vars) -> usize {
        let known = self.by_root.entry(op).or_default();
        if let Some(&p) = known.iter().find(|&&p| self.patterns[p].term == term) {
            return p;
        }
        known.push(self.patterns.len());
        self.patterns.push(Pattern { operands: root_args(&term).iter().map(Operand::of).collect(), vars: vars.clone(), term });
        self.of_pattern.push(Default::default());
        self.patterns.len() - 1
    }

    fn pred(&mut self, pattern: usize, pred: &'r Pred) -> usize {
        let known = &mut self.of_pattern[pattern].0;
        if let Some(&(_, id)) = known.iter().find(|(q, _)| *q == pred) {
            return id;
        }
        known.push((pred, self.preds.len()));
        self.preds.push(pred.clone());
        self.preds.len() - 1
    }

    fn action(&mut self, pattern: usize, rhs: &'r Term) -> usize {
        let known = &mut self.of_pattern[pattern].1;
        if let Some(&(_, id)) = known.iter().find(|(t, _)| *t == rhs) {
            return id;
        }
        known.push((rhs, self.actions));
        self.actions += 1;
        self.actions - 1
    }
}

impl RuleSet {
    /// Lifting: tier by tier (the narrowing rules before the lifting ones), then stated
    /// priority, then hand rules before synthesized ones.
    pub fn new(tiers: Vec<Vec<Rule>>) -> RuleSet {
        Self::ranked(tiers, |_| 0, Origin::Hand)
    }

    /// Lowering: tier by tier (the target's rules, then the generic fallbacks), then largest
    /// left-hand side first, then stated priority, then adopted synthesized rules first.
    pub fn most_specific_first(tiers: Vec<Vec<Rule>>) -> RuleSet {
        Self::ranked(tiers, |r| term_size(&r.lhs) as i32, Origin::Synthesized)
    }

    fn ranked(tiers: Vec<Vec<Rule>>, size: fn(&Rule) -> i32, first: Origin) -> RuleSet {
        let mut rank = Vec::new();
        for (t, rules) in tiers.iter().enumerate() {
            rank.extend(rules.iter().map(|r| Rank { tier: -(t as i32), size: size(r), prio: r.prio.unwrap_or(0), origin: (r.origin == first) as i32 }));
        }
        Self::build(tiers.concat(), rank)
    }

    fn build(rules: Vec<Rule>, rank: Vec<Rank>) -> RuleSet {
        let mut variants = Vec::new();
        let mut shared = Shared::default();
        let mut by_root: HashMap<Op, Vec<usize>> = HashMap::new();
        for (r, rule) in rules.iter().enumerate() {
            for lhs in rule.lhs_variants() {
                let Some(op) = lhs.root_op() else { continue };
                let fused = rank[r].tier == 0 && term_size(&lhs) >= 2;
                let pattern = shared.pattern(op, lhs, &rule.vars);
                let preds = rule.preds.iter().map(|p| shared.pred(pattern, p)).collect();
                let action = shared.action(pattern, &rule.rhs);
                by_root.entry(op).or_default().push(variants.len());
                variants.push(Variant { rule: r, pattern, preds, action, fused });
            }
        }
        let Shared { patterns, preds, actions, .. } = shared;
        let by_root = by_root.into_iter().map(|(op, list)| (op, Bucket::new(list, &variants, &rank))).collect();
        RuleSet { rules, rank, variants, patterns, preds, actions, by_root }
    }

    pub fn rank(&self, r: usize) -> Rank {
        self.rank[r]
    }

    pub fn rules(&self) -> &[Rule] {
        &self.rules
    }
}

/// The operands of a pattern's root application.
fn root_args(t: &Term) -> &[Term] {
    match t {
        Term::App { args, .. } => args,
        Term::Bind { pat, .. } => root_args(pat),
        _ => &[],
    }
}

/// Applications in a pattern (wildcards and constants are free).
pub(crate) fn term_size(t: &Term) -> usize {
    match t {
        Term::App { args, .. } => 1 + args.iter().map(term_size).sum::<usize>(),
        Term::Bind { pat, .. } => term_size(pat),
        _ => 0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defs::builtin;
    use crate::table::compile;

    #[test]
    fn rules_that_share_a_left_hand_side_share_its_pattern_and_an_exact_copy_is_marked() {
        let text = "narrow_case (prio 1): rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y) [hi_u(x) <= 255]\n\
                    plain: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n\
                    plain_copy: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n";
        let table = compile(&[("hvx/lower.rules".to_string(), text.to_string())], builtin()).unwrap();
        let set = RuleSet::most_specific_first(vec![table.lower_rules("hvx").to_vec()]);
        let bucket = set.by_root.values().next().unwrap();
        // One pattern for the three rules, tried in rank order; the copy is marked.
        assert_eq!((set.patterns.len(), bucket.patterns.len()), (1, 1));
        let names: Vec<&str> = bucket.variants.iter().map(|&v| set.rules[set.variants[v].rule].name.as_str()).collect();
        assert_eq!(names, ["narrow_case", "plain", "plain_copy"]);
        assert_eq!(bucket.first_of_equals, [true, true, false]);
        // One right-hand side on one pattern: one action; the predicate is numbered once.
        assert_eq!((set.actions, set.preds.len()), (1, 1));
    }

    #[test]
    fn at_equal_priority_a_synthesized_rule_goes_first_in_lowering_and_last_in_lifting() {
        let text = "hand: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n\
                    found: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(y, x)\n";
        let table = compile(&[("hvx/lower.rules".to_string(), text.to_string())], builtin()).unwrap();
        let mut rules = table.lower_rules("hvx").to_vec();
        rules[1].origin = Origin::Synthesized;
        let first = |set: &RuleSet| {
            let bucket = set.by_root.values().next().unwrap();
            set.rules[set.variants[bucket.variants[0]].rule].name.clone()
        };
        assert_eq!(first(&RuleSet::most_specific_first(vec![rules.clone()])), "found");
        assert_eq!(first(&RuleSet::new(vec![rules.clone()])), "hand");
        // A stated priority still decides first.
        rules[0].prio = Some(1);
        assert_eq!(first(&RuleSet::most_specific_first(vec![rules])), "hand");
    }
}
