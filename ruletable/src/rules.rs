//! Rules: `name: lhs -> rhs [predicates]` or `name (prio N): ..`, parsed from `.rules` files
//! and checked for scope.

use crate::defs::Defs;
use crate::family;
use crate::op::Op;
use crate::syntax::{entries, show, show_const, Parser, Pred, SyntaxError, Term, Vars, ABOVE_SYNTHESIS};
use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Origin {
    Hand,
    Synthesized,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rule {
    pub name: String,
    /// `file:line`, for messages that point a human at the source (never in output tests check).
    pub source: String,
    pub origin: Origin,
    pub vars: Vars,
    pub lhs: Term,
    pub rhs: Term,
    pub preds: Vec<Pred>,
    /// A stated priority (`name (prio N): ..`; [`crate::rewrite::Rank`]).
    pub prio: Option<i32>,
}

impl Rule {
    pub fn root_op(&self) -> Op {
        self.lhs.root_op().expect("validated: a rule's left-hand side is an application")
    }

    /// The rule in its source syntax.
    pub fn display(&self, defs: &Defs) -> String {
        let name = |op| defs.op_name(op);
        let prio = match self.prio {
            Some(ABOVE_SYNTHESIS) => " (above synthesis)".to_string(),
            Some(p) => format!(" (prio {p})"),
            None => String::new(),
        };
        let mut s = format!("{}{prio}: {} -> {}", self.name, show(&self.lhs, &self.vars, &name), show(&self.rhs, &self.vars, &name));
        if !self.preds.is_empty() {
            let ps: Vec<String> = self
                .preds
                .iter()
                .map(|p| match p {
                    Pred::Rel(r, a, b) => format!("{} {} {}", show_const(a, &self.vars), r.symbol(), show_const(b, &self.vars)),
                    Pred::Test(e) => show_const(e, &self.vars),
                    Pred::NoSignedWrap(v) => format!("nsw({})", self.vars.terms[*v as usize]),
                })
                .collect();
            s += &format!(" [{}]", ps.join(", "));
        }
        s
    }

    /// The left-hand sides equivalent up to commutativity: operands of commutative ops swapped,
    /// and comparisons mirrored (`icmp.ugt(a, b)` == `icmp.ult(b, a)`). Deduplicated, original first.
    pub fn lhs_variants(&self) -> Vec<Term> {
        let mut out: Vec<Term> = Vec::new();
        for t in commuted(&self.lhs) {
            if !out.contains(&t) {
                out.push(t);
            }
        }
        out
    }
}

fn commuted(t: &Term) -> Vec<Term> {
    if let Term::Bind { var, pat } = t {
        return commuted(pat).into_iter().map(|p| Term::Bind { var: *var, pat: Box::new(p) }).collect();
    }
    let Term::App { op, width, args } = t else { return vec![t.clone()] };
    let mut combos: Vec<Vec<Term>> = vec![vec![]];
    for a in args {
        let alts = commuted(a);
        combos = combos.iter().flat_map(|c| alts.iter().map(move |x| [c.clone(), vec![x.clone()]].concat())).collect();
    }
    let mut out = Vec::new();
    for c in combos {
        out.push(Term::App { op: *op, width: *width, args: c.clone() });
        let mirrored = match op {
            Op::ICmp(p) if p.swapped() != *p => Some(Op::ICmp(p.swapped())),
            o if o.is_commutative() => Some(*o),
            _ => None,
        };
        if let (Some(m), [x, y]) = (mirrored, &c[..]) {
            out.push(Term::App { op: m, width: *width, args: vec![y.clone(), x.clone()] });
        }
    }
    out
}

/// Parses every rule of one file; names must be unique within it.
pub fn parse_rules(file: &str, text: &str, defs: &Defs, origin: Origin) -> Result<Vec<Rule>, String> {
    let rules = rule_entries(text)
        .and_then(|rules| rules.into_iter().map(|(line, rule)| parse_rule(file, line, &rule, defs, origin)).collect::<Result<Vec<Rule>, _>>())
        .map_err(|e| format!("{file}:{e}"))?;
    check_unique_names(&rules)?;
    Ok(rules)
}

/// The text of every rule of a file with its entry's first line, rule families
/// ([`crate::family`]) expanded.
pub fn rule_entries(text: &str) -> Result<Vec<(usize, String)>, SyntaxError> {
    let mut out = Vec::new();
    for (line, entry) in entries(text) {
        out.extend(family::expand(line, &entry)?.into_iter().map(|rule| (line, rule)));
    }
    Ok(out)
}

/// Every rule name is used once (a name identifies a rule in debug output and tests).
pub fn check_unique_names<'a>(rules: impl IntoIterator<Item = &'a Rule>) -> Result<(), String> {
    let mut seen: std::collections::HashMap<&str, &str> = std::collections::HashMap::new();
    for r in rules {
        if let Some(first) = seen.insert(&r.name, &r.source) {
            return Err(format!("{}: rule name '{}' is already used at {first}", r.source, r.name));
        }
    }
    Ok(())
}

fn parse_rule(file: &str, line: usize, text: &str, defs: &Defs, origin: Origin) -> Result<Rule, SyntaxError> {
    let mut p = Parser::new(&text.replace('\n', " "), line, defs)?;
    let Some((name, prio)) = p.label()? else { return p.err("rule has no name (write `name: lhs -> rhs`)") };
    let lhs = p.term()?;
    if lhs.root_op().is_none() {
        return p.err("a rule's left-hand side must be an op application (possibly bound: `r@op(..)`)");
    }
    p.expect_sym("->")?;
    let bound = p.vars.clone();
    p.set_template(true);
    let rhs = p.term()?;
    let mut preds = Vec::new();
    if p.eat_sym("[") {
        loop {
            preds.extend(p.pred()?);
            if p.eat_sym("]") {
                break;
            }
            p.expect_sym(",")?;
        }
    }
    if !p.at_end() {
        return p.err("trailing text after the rule");
    }
    let vars = p.vars.clone();
    for (kind, before, after) in [("wildcard", &bound.terms, &vars.terms), ("constant", &bound.consts, &vars.consts), ("width", &bound.widths, &vars.widths)] {
        if let Some(extra) = after.get(before.len()..).and_then(|x| x.first()) {
            return p.err(format!("{kind} '{extra}' is used but not bound by the left-hand side"));
        }
    }
    check_rhs_untyped(&rhs, &p)?;
    Ok(Rule { name, source: format!("{file}:{line}"), origin, vars, lhs, rhs, preds, prio })
}

/// Wildcard types belong on the left-hand side, where they constrain the match.
fn check_rhs_untyped(t: &Term, p: &Parser) -> Result<(), SyntaxError> {
    match t {
        Term::Var { width: Some(_), .. } => p.err("write wildcard types on the left-hand side only"),
        Term::App { args, .. } => args.iter().try_for_each(|a| check_rhs_untyped(a, p)),
        _ => Ok(()),
    }
}
