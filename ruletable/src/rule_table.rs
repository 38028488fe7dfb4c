//! A decoded rule table with its rule sets ready for matching: what the planner runs.

use crate::defs::{builtin, Defs};
use crate::rewrite::RuleSet;
use crate::table::Table;
use std::collections::HashMap;
use std::sync::OnceLock;

/// A family's lowering set is built the first time a function of that family asks for it (a
/// compile uses one target).
pub struct RuleTable {
    pub defs: &'static Defs,
    pub lift: RuleSet,
    /// The width-minimization rules, then the lifting rules: the other lifting of each root.
    pub narrowing: RuleSet,
    /// The table's lowering rules, and each family's rule set once built.
    table: Table,
    lowering: HashMap<String, OnceLock<RuleSet>>,
    empty: RuleSet,
}

impl RuleTable {
    pub fn new(mut table: Table) -> RuleTable {
        let (narrow, lift) = (std::mem::take(&mut table.narrow), std::mem::take(&mut table.lift));
        let lowering = table.lower.iter().map(|(f, _)| (f.clone(), OnceLock::new())).collect();
        let narrowing = RuleSet::new(vec![narrow, lift.clone()]);
        RuleTable { defs: builtin(), lift: RuleSet::new(vec![lift]), narrowing, table, lowering, empty: RuleSet::new(vec![]) }
    }

    pub fn lowering(&self, family: &str) -> &RuleSet {
        match self.lowering.get(family) {
            Some(set) => set.get_or_init(|| RuleSet::most_specific_first(self.table.lowering_for(family))),
            None => &self.empty,
        }
    }
}
