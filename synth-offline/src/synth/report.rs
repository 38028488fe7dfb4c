//! The comparison with the hand-written table, and the rules file.

use super::cegis::{rule_name, rule_text, Result};
use super::hand::HandLowering;
use super::target::Target;

pub struct Row {
    pub result: Result,
    /// The op's operand lane widths (the rule's wildcard types).
    pub params: Vec<u16>,
    pub hand: HandLowering,
}

impl Row {
    /// Against the hand rule: `cheaper`, `equal`, `worse` or `missed` (hand rule only); where
    /// there is none, `new` (against the expanded definition: `new-cheaper` when it beats it)
    /// or `none`.
    pub fn verdict(&self) -> &'static str {
        let h = &self.hand;
        match &self.result.found {
            Some(s) if !h.is_rule() && s.cost < h.cost => "new-cheaper",
            Some(_) if !h.is_rule() => "new",
            Some(s) if s.cost < h.cost => "cheaper",
            Some(s) if s.cost == h.cost => "equal",
            Some(_) => "worse",
            None if h.is_rule() => "missed",
            None => "none",
        }
    }

    /// Why the synthesized rule is worse than (or missing next to) the hand rule.
    pub fn why(&self) -> String {
        match self.verdict() {
            "worse" => format!("nothing cheaper within the search: {}", if self.result.bound.is_empty() { "found at a higher cost level" } else { &self.result.bound }),
            "missed" | "none" => self.result.bound.clone(),
            _ => String::new(),
        }
    }

    /// The comment before each rule; `ruletable::adopt::read_provenance` reads it back.
    fn provenance(&self) -> String {
        let h = &self.hand;
        let hand = if h.is_rule() { format!("hand rule {} cost {}", h.rules, h.cost) } else { format!("no hand rule; definition cost {}", h.cost) };
        let cost = self.result.found.as_ref().map_or(0, |s| s.cost);
        format!("# synthesized: {} {} cost {cost} ({hand})", self.result.op, self.result.width)
    }
}

/// Rows sorted by (op, width), so the output never depends on the search order.
pub fn sort(rows: &mut [Row]) {
    rows.sort_by(|a, b| (&a.result.op, a.result.width).cmp(&(&b.result.op, b.result.width)));
}

/// `ruletable/rules/synth/<target>.rules`: every proved rule with its provenance.
pub fn rules_file(target: &Target, rows: &[Row]) -> String {
    let mut s = format!(
        "# Lowering rules for {} found by `synth-offline synthesize --target {}` (do not edit: rerun it).\n\
         # Each was enumerated bottom-up by cost and proved by Z3 like every table rule. Costs count\n\
         # instructions over one register of the op's narrow lanes (synth-offline/src/synth/target.rs);\n\
         # the hand rule is what the committed table lowers the op to, costed the same way.\n",
        target.name, target.name
    );
    for r in rows {
        if let Some(found) = &r.result.found {
            let name = rule_name(target, &r.result.op, r.result.width);
            s += &format!("\n{}\n{}\n", r.provenance(), rule_text(&name, &r.result.op, &r.params, &found.rhs));
        }
    }
    s
}

/// The table printed after a run, and the counts per verdict.
pub fn table(target: &Target, rows: &[Row]) -> String {
    let mut s = format!("{:<26} {:>5} {:>6} {:>6} {:<11} {}\n", format!("{}: op", target.name), "width", "synth", "hand", "verdict", "hand rule / why");
    for r in rows {
        let synth = r.result.found.as_ref().map_or("-".to_string(), |f| f.cost.to_string());
        let hand = if r.hand.is_rule() { r.hand.cost.to_string() } else { format!("({})", r.hand.cost) };
        let rules = if r.hand.is_rule() { r.hand.rules.clone() } else { "(no hand rule: expanded definition)".into() };
        let note = [rules, r.why()].iter().filter(|x| !x.is_empty()).cloned().collect::<Vec<_>>().join("; ");
        s += &format!("{:<26} {:>5} {:>6} {:>6} {:<11} {note}\n", r.result.op, r.result.width, synth, hand, r.verdict());
    }
    let count = |v: &str| rows.iter().filter(|r| r.verdict() == v).count();
    s += &format!(
        "{}: {} cheaper, {} equal, {} worse, {} new (no hand rule; {} of them beat the expanded definition), {} missed (hand rule only), {} neither\n",
        target.name,
        count("cheaper"),
        count("equal"),
        count("worse"),
        count("new") + count("new-cheaper"),
        count("new-cheaper"),
        count("missed"),
        count("none")
    );
    s
}
