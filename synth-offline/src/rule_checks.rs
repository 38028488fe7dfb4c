//! The static checks of `synth-offline build` (issue 18): rules that can never fire, pairs of
//! rules of equal rank that can rewrite one term, and rules that rewrite forever. Each lowering rule's own instances
//! (`check::instances`) are lowered by its family's rule set, in the table's order, on every
//! target of the family; each lifting and narrowing rule's are lifted bottom-up as the plugin
//! lifts a root (the lifting rules, and the narrowing ones before them). A rule that applies to
//! none of its instances anywhere is shadowed by the rules that took them (or, lowering, vetoed
//! everywhere: no native form for any instance's width). A synthesized rule that never fires is
//! not adopted (a commuted twin of an adopted one, say); a hand rule that never fires fails
//! `synth-offline build`, naming the rules that take its instances.

use crate::synth::target;
use ruletable::check::{instances, Instance};
use ruletable::defs::{DefKind, Defs};
use ruletable::graph::{Graph, Id};
use ruletable::interval::Range;
use ruletable::op::Op;
use ruletable::rewrite::{RuleSet, Rewriter};
use ruletable::rules::{Origin, Rule};
use ruletable::table::Table;
use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::rc::Rc;

/// Each rule's instances (`check::instances`), made once for all the checks (names are unique).
pub struct Instances<'d> {
    defs: &'d Defs,
    made: RefCell<HashMap<String, Rc<Vec<Instance>>>>,
}

impl<'d> Instances<'d> {
    pub fn new(defs: &'d Defs) -> Instances<'d> {
        Instances { defs, made: RefCell::default() }
    }

    fn of(&self, rule: &Rule) -> Rc<Vec<Instance>> {
        self.made.borrow_mut().entry(rule.name.clone()).or_insert_with(|| Rc::new(instances(self.defs, rule))).clone()
    }
}

/// A rule no instance of which any target lowers with it, and the rules that lowered them.
#[derive(Debug, PartialEq, Eq)]
pub struct Shadowed {
    pub family: String,
    pub rule: String,
    pub origin: Origin,
    pub by: BTreeSet<String>,
}

/// Every rule of the table (lowering, lifting, narrowing) that never fires on its own instances.
pub fn never_firing(defs: &Defs, table: &Table, all_instances: &Instances) -> Vec<Shadowed> {
    let mut fired: BTreeSet<(String, String)> = BTreeSet::new();
    let mut shadowers: BTreeMap<(String, String), BTreeSet<String>> = BTreeMap::new();
    for target in target::all() {
        let family = target.family;
        let rules = RuleSet::most_specific_first(table.lowering_for(family));
        let native = |g: &Graph, id: Id| native_on(defs, &target, g, id);
        for rule in table.lower_rules(family) {
            let key = (family.to_string(), rule.name.clone());
            if fired.contains(&key) {
                continue;
            }
            for inst in all_instances.of(rule).iter() {
                let rw = Rewriter::new(defs, &rules, &native).outermost_first().assume_inputs(&input_ranges(inst));
                match applied(rw, inst, &rule.name) {
                    // Outermost first, the rules that took the root itself.
                    Err(others) => shadowers.entry(key.clone()).or_default().extend(others.into_iter().filter(|(_, id)| *id == inst.lhs).map(|(r, _)| r)),
                    Ok(()) => {
                        fired.insert(key.clone());
                        break;
                    }
                }
            }
        }
    }
    // Lifting: bottom-up by priority, in the lifting rewriter or in the narrowing one (the
    // narrowing rules, then the lifting ones), as the plugin lifts each root both ways.
    let all = |_: &Graph, _: Id| true;
    let lift = RuleSet::new(vec![table.lift.clone()]);
    let narrowing = RuleSet::new(vec![table.narrow.clone(), table.lift.clone()]);
    for (family, rules) in [("narrow", &table.narrow), ("lift", &table.lift)] {
        for rule in rules.iter() {
            let key = (family.to_string(), rule.name.clone());
            'instances: for inst in all_instances.of(rule).iter() {
                for set in [&lift, &narrowing] {
                    match applied(Rewriter::new(defs, set, &all).assume_inputs(&input_ranges(inst)), inst, &rule.name) {
                        // Bottom-up, the rules that lifted the operands first (the root is rebuilt).
                        Err(others) => shadowers.entry(key.clone()).or_default().extend(others.into_iter().map(|(r, _)| r)),
                        Ok(()) => {
                            fired.insert(key.clone());
                            break 'instances;
                        }
                    }
                }
            }
        }
    }
    let mut out = Vec::new();
    for (family, rules) in table.rule_sets().into_iter().filter(|(f, _)| *f != "generic") {
        for rule in rules {
            let key = (family.to_string(), rule.name.clone());
            if !fired.contains(&key) {
                out.push(Shadowed { family: family.into(), rule: rule.name.clone(), origin: rule.origin, by: shadowers.remove(&key).unwrap_or_default() });
            }
        }
    }
    out
}

/// Two rules of one rule set, of equal rank, that both rewrite an instance of one of them: which
/// applies would be decided by file order. The build fails on them; a stated priority
/// (`name (prio N): ..`, with a comment saying why) settles it.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Overlap {
    pub family: String,
    /// In the order they are tried today.
    pub first: String,
    pub second: String,
    /// The instance both rewrite.
    pub example: String,
}

/// Every pair of equal-rank rules that both rewrite (match, predicates, and on some target of
/// the family the veto) the root of one of their instances.
pub fn overlapping(defs: &Defs, table: &Table, all_instances: &Instances) -> Vec<Overlap> {
    let mut found = BTreeMap::new();
    for target in target::all() {
        let rules = RuleSet::most_specific_first(table.lowering_for(target.family));
        let native = |g: &Graph, id: Id| native_on(defs, &target, g, id);
        for family in [target.family, "generic"] {
            scan_overlaps(defs, all_instances, family, &rules, table.lower_rules(family), &native, &mut found);
        }
    }
    for (family, rules) in [("narrow", &table.narrow), ("lift", &table.lift)] {
        scan_overlaps(defs, all_instances, family, &RuleSet::new(vec![rules.clone()]), rules, &|_, _| true, &mut found);
    }
    found.into_iter().map(|((family, first, second), example)| Overlap { family, first, second, example }).collect()
}

/// The equal-rank pairs (by family and names, in tried order) among the rules of `set` that
/// rewrite an instance of one of `of`, with the first such instance.
fn scan_overlaps(defs: &Defs, all_instances: &Instances, family: &str, set: &RuleSet, of: &[Rule], accept: &dyn Fn(&Graph, Id) -> bool, found: &mut BTreeMap<(String, String, String), String>) {
    for rule in of {
        let Some(me) = set.rules().iter().position(|r| r.name == rule.name) else { continue };
        for inst in all_instances.of(rule).iter() {
            let mut g = inst.graph.clone();
            let both = Rewriter::new(defs, set, accept).assume_inputs(&input_ranges(inst)).applicable(&mut g, inst.lhs);
            // Only where the rule itself rewrites its instance (a width-polymorphic instruction
            // has no native form at some of its rule's widths).
            if !both.contains(&me) {
                continue;
            }
            for other in both.into_iter().filter(|&o| o != me && set.rank(o) == set.rank(me)) {
                let (a, b) = (other.min(me), other.max(me));
                let key = (family.to_string(), set.rules()[a].name.clone(), set.rules()[b].name.clone());
                found.entry(key).or_insert_with(|| inst.description.clone());
            }
        }
    }
}

/// A rule's instance whose rewriting ran out of fuel (`rewrite::FUEL_PER_NODE` rewrites at one
/// node): rules that undo each other, or grow a term forever. The plugin would stop there too,
/// with whatever term it had reached.
#[derive(Debug, PartialEq, Eq)]
pub struct Looping {
    pub family: String,
    pub rule: String,
    pub example: String,
    /// The rules that rewrote it, in first-applied order.
    pub rules: Vec<String>,
}

/// Every rule one of whose instances its rule set rewrites without end (lowering: on any target
/// of the family; lifting: with or without the narrowing rules).
pub fn looping(defs: &Defs, table: &Table, all_instances: &Instances) -> Vec<Looping> {
    let mut out = Vec::new();
    let mut scan = |family: &str, set: &RuleSet, of: &[Rule], accept: &dyn Fn(&Graph, Id) -> bool, lowering: bool| {
        for rule in of {
            if out.iter().any(|l: &Looping| l.family == family && l.rule == rule.name) {
                continue;
            }
            for inst in all_instances.of(rule).iter() {
                let mut rw = Rewriter::new(defs, set, accept).assume_inputs(&input_ranges(inst));
                if lowering {
                    rw = rw.outermost_first();
                }
                let mut g = inst.graph.clone();
                for id in g.postorder(inst.lhs) {
                    rw.normalize(&mut g, id);
                }
                if !rw.out_of_fuel.is_empty() {
                    let mut rules: Vec<String> = Vec::new();
                    for (r, _) in rw.applied {
                        if !rules.contains(&r) {
                            rules.push(r);
                        }
                    }
                    out.push(Looping { family: family.into(), rule: rule.name.clone(), example: inst.description.clone(), rules });
                    break;
                }
            }
        }
    };
    for target in target::all() {
        let rules = RuleSet::most_specific_first(table.lowering_for(target.family));
        let native = |g: &Graph, id: Id| native_on(defs, &target, g, id);
        scan(target.family, &rules, table.lower_rules(target.family), &native, true);
    }
    let lifting = [RuleSet::new(vec![table.lift.clone()]), RuleSet::new(vec![table.narrow.clone(), table.lift.clone()])];
    for (family, rules) in [("narrow", &table.narrow), ("lift", &table.lift)] {
        for set in &lifting {
            scan(family, set, rules, &|_, _| true, false);
        }
    }
    out
}

/// Every instruction of `id`'s subgraph has a native form on `target` (the lowering veto).
fn native_on(defs: &Defs, target: &crate::synth::target::Target, g: &Graph, id: Id) -> bool {
    g.postorder(id).into_iter().all(|n| match g.node(n).op {
        Op::Def(d) if defs.get(d).kind == DefKind::Instr => defs.get(d).pick_variant(g.ty(n), &|v| target.has(&v.feature)).is_some(),
        _ => true,
    })
}

/// Rewrites `inst`'s left-hand side with `rw`: `Ok` if rule `name` applied, else every rule that
/// did, with the node it rewrote.
fn applied(mut rw: Rewriter, inst: &Instance, name: &str) -> Result<(), Vec<(String, Id)>> {
    let mut g = inst.graph.clone();
    rw.normalize(&mut g, inst.lhs);
    if rw.applied.iter().any(|(r, _)| r == name) { Ok(()) } else { Err(rw.applied) }
}

fn input_ranges(inst: &Instance) -> Vec<(u32, Range)> {
    inst.ranges.iter().enumerate().map(|(i, &r)| (i as u32, r)).collect()
}

/// [`drop_shadowed`] of the rules [`never_firing`] finds: the table as `synth-offline build`
/// writes it; the never-firing rules kept.
pub fn drop_never_firing(defs: &Defs, table: &mut Table, instances: &Instances, hand_too: bool) -> Vec<Shadowed> {
    let shadowed = never_firing(defs, table, instances);
    drop_shadowed(table, shadowed, hand_too)
}

/// The table without its synthesized rules that never fire (and its hand ones too with
/// `hand_too`: a table assembled from synthesized files, `scripts/synth_only_table.py`); the
/// never-firing rules kept.
pub fn drop_shadowed(table: &mut Table, shadowed: Vec<Shadowed>, hand_too: bool) -> Vec<Shadowed> {
    let (gone, kept): (Vec<Shadowed>, Vec<Shadowed>) = shadowed.into_iter().partition(|s| hand_too || s.origin == Origin::Synthesized);
    let dropped = |family: &str, r: &ruletable::rules::Rule| gone.iter().any(|s| s.family == family && s.rule == r.name);
    table.lift.retain(|r| !dropped("lift", r));
    table.narrow.retain(|r| !dropped("narrow", r));
    for (family, rules) in table.lower.iter_mut() {
        rules.retain(|r| !dropped(family, r));
    }
    kept
}

impl std::fmt::Display for Looping {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}/{}: rewriting {} never ends (rules applied: {})", self.family, self.rule, self.example, self.rules.join(", "))
    }
}

impl std::fmt::Display for Overlap {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}/{} and {}/{} both rewrite {} at equal rank: state which comes first with `(prio N)`", self.family, self.first, self.family, self.second, self.example)
    }
}

impl std::fmt::Display for Shadowed {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let by: Vec<&str> = self.by.iter().map(String::as_str).collect();
        match by.is_empty() {
            true => write!(f, "{}/{} fires on none of its instances, nor does any other rule (no native form, or a predicate the instances miss?)", self.family, self.rule),
            false => write!(f, "{}/{} fires on none of its instances: taken first by {}", self.family, self.rule, by.join(", ")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruletable::defs::builtin;
    use ruletable::table::compile;

    fn table(lower_hvx: &str) -> Table {
        compile(&[("hvx/lower.rules".to_string(), lower_hvx.to_string())], builtin()).expect("rules compile")
    }

    #[test]
    fn committed_table_is_what_build_writes() {
        // The rules and the synthesized rules the table takes, less those that never fire (a
        // fused find below a hand rule stated `(above synthesis)`, ruletable/src/adopt.rs).
        let defs = builtin();
        let root = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ruletable");
        let mut fresh = ruletable::table::compile_dir(&root.join("rules"), defs).unwrap();
        drop_never_firing(defs, &mut fresh, &Instances::new(defs), false);
        let path = root.join(ruletable::COMMITTED_TABLE_PATH);
        let committed = std::fs::read(&path).unwrap_or_default();
        assert!(committed == ruletable::table::encode(&fresh), "{} is stale: run `cargo run -p synth-offline -- build` and commit the result", path.display());
    }

    #[test]
    fn a_lifting_rule_whose_operands_are_lifted_first_is_shadowed() {
        let lift = "inner: add(zext<2T>(x:T), zext<2T>(y:T)) -> widening_add.u(x, y)\n\
                    outer: lshr(add(zext<2T>(x:T), zext<2T>(y:T)), 1) -> zext<2T>(halving_add.u(x, y))\n";
        let t = compile(&[("lift.rules".to_string(), lift.to_string())], builtin()).expect("rules compile");
        let found = never_firing(builtin(), &t, &Instances::new(builtin()));
        assert_eq!(found.iter().map(|s| (s.family.as_str(), s.rule.as_str())).collect::<Vec<_>>(), vec![("lift", "outer")]);
        assert!(found[0].by.contains("inner"), "{found:?}");
    }

    #[test]
    fn a_rule_behind_an_equal_one_is_shadowed_by_it() {
        let t = table("first: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\nsecond: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(y, x)\n");
        let found = never_firing(builtin(), &t, &Instances::new(builtin()));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].rule.as_str(), found[0].by.iter().map(String::as_str).collect::<Vec<_>>()), ("second", vec!["first"]));
        assert!(found[0].to_string().contains("second") && found[0].to_string().contains("first"));
    }

    #[test]
    fn two_rules_that_rewrite_one_instance_at_equal_rank_overlap_until_a_priority_is_stated() {
        let pair = |prio: &str| format!("narrow_case{prio}: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y) [hi_u(x) <= 255]\nfallback: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(y, x)\n");
        let found = overlapping(builtin(), &table(&pair("")), &Instances::new(builtin()));
        assert_eq!(found.iter().map(|o| (o.first.as_str(), o.second.as_str())).collect::<Vec<_>>(), vec![("narrow_case", "fallback")], "{found:?}");
        let message = found[0].to_string();
        assert!(message.contains("hvx/narrow_case") && message.contains("hvx/fallback") && message.contains("(prio N)"), "{message}");
        assert_eq!(overlapping(builtin(), &table(&pair(" (prio 1)")), &Instances::new(builtin())), vec![]);
        // A larger left-hand side outranks a smaller one: no overlap to state.
        let fused = "fused: rounding_halving_add.u(x:16, add(y:16, z:16)) -> hvx.vavgrnd_u(x, add(y, z))\n\
                     direct: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n";
        assert_eq!(overlapping(builtin(), &table(fused), &Instances::new(builtin())), vec![]);
    }

    #[test]
    fn a_rule_that_undoes_itself_loops_and_is_named() {
        let found = looping(builtin(), &table("swap: rounding_halving_add.u(x:16, y:16) -> rounding_halving_add.u(y, x)\n"), &Instances::new(builtin()));
        assert_eq!(found.len(), 1, "{found:?}");
        assert_eq!((found[0].rule.as_str(), found[0].rules.clone()), ("swap", vec!["swap".to_string()]));
        assert!(found[0].to_string().contains("never ends"));
        assert_eq!(looping(builtin(), &table("vavguhrnd: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n"), &Instances::new(builtin())), vec![]);
    }

    #[test]
    fn a_predicated_rule_before_its_fallback_shadows_nothing() {
        let t = table("narrow_case: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y) [hi_u(x) <= 255]\nfallback: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(y, x)\n");
        assert_eq!(never_firing(builtin(), &t, &Instances::new(builtin())), vec![]);
    }
}
