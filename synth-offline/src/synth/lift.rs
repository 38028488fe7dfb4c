//! Lifting synthesis (issue 12, item 3): for a residue, a piece of a lifted term left as plain
//! integer ops (`ruletable::residue`, collected from the corpus by `scripts/residues.py`), the
//! smallest term of FPIR ops, generic ops and casts that equals it on every input the residue's
//! interval predicates allow and has a strictly lower lifting cost (`ruletable::cost`), found by
//! the same bottom-up enumeration as lowering synthesis and proved by Z3 with CEGIS. The proved
//! rule is then generalized (`generalize.rs`).

use super::cegis::{render_named, Settings};
use super::components::{for_lift, Component};
use super::enumerate::{eval_tree, Limits, Search, Tree};
use crate::verify::prove::{prove_rule, RuleVerdict};
use ruletable::check::{input_columns, into_range};
use ruletable::cost::lift_cost;
use ruletable::defs::Defs;
use ruletable::eval::{eval, expand};
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::pattern::{instantiate, Bindings};
use ruletable::syntax::{parse_pattern, Term, Width};

pub type Cost = (u64, u64, u64);

/// Test vectors per search: counterexamples from Z3 add to them.
const MAX_VECTORS: usize = 256;

/// A residue read back: its graph (one lane), wildcards as inputs in order of appearance.
pub struct Problem {
    pub term: String,
    pub preds: Vec<String>,
    pub names: Vec<String>,
    pub graph: Graph,
    pub root: Id,
    pub inputs: Vec<Ty>,
    pub ranges: Vec<Range>,
    pub constants: Vec<(u128, u16)>,
    pub cost: Cost,
}

/// A proved lifting of one residue.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lifting {
    pub rhs: String,
    pub cost: Cost,
}

impl Problem {
    /// `term` and `preds` in the rule language, as `ruletable::residue` prints them.
    pub fn parse(defs: &Defs, term: &str, preds: &[String]) -> Result<Problem, String> {
        let (t, vars) = parse_pattern(term, defs).map_err(|e| format!("{term}: {e}"))?;
        let names = vars.terms.clone();
        let mut widths = vec![0u16; names.len()];
        wildcard_widths(&t, &mut widths);
        if widths.contains(&0) {
            return Err(format!("{term}: every wildcard needs a width (x:16)"));
        }
        let mut graph = Graph::new();
        let mut b = Bindings::for_vars(&vars);
        for (i, &w) in widths.iter().enumerate() {
            b.terms[i] = Some(graph.input(i as u32, Ty::new(1, w)));
        }
        let root = instantiate(&mut graph, defs, &t, &b, 1, None).map_err(|e| format!("{term}: {}", e.0))?;
        let cost = lift_cost(&graph, root);
        let inputs: Vec<Ty> = widths.iter().map(|&w| Ty::new(1, w)).collect();
        let mut ranges: Vec<Range> = widths.iter().map(|&w| Range::full(w)).collect();
        for pred in preds {
            let (i, r) = parse_bound(pred, &names, &widths).ok_or_else(|| format!("predicate '{pred}': expected lo_u/hi_u/lo_s/hi_s(x) >=/<= N"))?;
            ranges[i] = ranges[i].meet(r);
        }
        let mut constants = Vec::new();
        for id in graph.postorder(root) {
            if let ruletable::op::Op::Const(v) = graph.node(id).op {
                constants.push((v, graph.ty(id).bits));
            }
        }
        Ok(Problem { term: term.to_string(), preds: preds.to_vec(), names, graph, root, inputs, ranges, constants, cost })
    }

    /// The widths of the residue's values, narrowest first.
    fn widths(&self) -> Vec<u16> {
        let mut w: Vec<u16> = self.graph.postorder(self.root).iter().map(|&n| self.graph.ty(n).bits).filter(|&b| b > 1).collect();
        w.sort();
        w.dedup();
        w
    }

    /// Test vectors: edge and random values moved into each input's range; rows where the
    /// residue is poison are dropped (they constrain nothing).
    fn vectors(&self, random: usize) -> (Vec<Vec<u128>>, Vec<u128>) {
        let cols = input_columns(&self.inputs, random);
        let cols: Vec<Vec<u128>> = cols.into_iter().zip(&self.ranges).map(|(c, r)| c.into_iter().map(|v| into_range(v, r)).collect()).collect();
        // Narrow inputs come exhaustively, several come as every pair of edge values: keep
        // at most MAX_VECTORS rows, scattered (the search stores every value of every banked
        // term on every row). An odd multiplier visits distinct rows of a power-of-two count.
        let rows = cols.first().map_or(0, Vec::len);
        let picked: Vec<usize> = if rows <= MAX_VECTORS { (0..rows).collect() } else { (0..MAX_VECTORS).map(|k| (k * 40503 + 17) % rows).collect() };
        let mut g = self.graph.clone();
        let root = expand(&mut g, ruletable::defs::builtin(), self.root);
        let mut vectors = Vec::new();
        let mut goal = Vec::new();
        for r in picked {
            let row: Vec<u128> = cols.iter().map(|c| c[r]).collect();
            if let Some(v) = eval(&g, root, &|i| vec![row[i as usize]]) {
                vectors.push(row);
                goal.push(v[0]);
            }
        }
        (vectors, goal)
    }

    /// Constants worth offering the search: the residue's own and their neighbours, each power
    /// of two's log2 (a rounding constant gives its shift), and 0 and 1 at every width.
    fn offered_constants(&self, widths: &[u16]) -> (Vec<(u128, u16)>, Vec<u128>) {
        let mut values: Vec<u128> = vec![0, 1];
        for &(v, _) in &self.constants {
            values.push(v);
            // A doubling's product shifted by one less (Q15's 2ab >> 16 is ab >> 15).
            values.extend([v.saturating_sub(1), v + 1]);
            if v.is_power_of_two() {
                values.push(v.trailing_zeros() as u128);
                values.push(v.trailing_zeros() as u128 + 1);
            }
        }
        values.sort();
        values.dedup();
        let consts = widths.iter().flat_map(|&w| values.iter().filter(move |&&v| v <= ruletable::graph::mask(w)).map(move |&v| (v, w))).collect();
        let shifts = values.iter().copied().filter(|&v| v >= 1 && v < 64).collect();
        (consts, shifts)
    }
}

fn wildcard_widths(t: &Term, out: &mut [u16]) {
    match t {
        Term::Var { var, width: Some(Width::Fixed(w)) } => out[*var as usize] = *w,
        Term::Bind { pat, .. } => wildcard_widths(pat, out),
        Term::App { args, .. } => args.iter().for_each(|a| wildcard_widths(a, out)),
        _ => {}
    }
}

/// `hi_u(x) <= 765` and the like: the input's index and the range it implies.
fn parse_bound(pred: &str, names: &[String], widths: &[u16]) -> Option<(usize, Range)> {
    let (lhs, rel, value) = {
        let mut it = pred.split_whitespace();
        (it.next()?, it.next()?, it.next()?.parse::<i128>().ok()?)
    };
    let (bound, name) = lhs.strip_suffix(')')?.split_once('(')?;
    let i = names.iter().position(|n| n == name)?;
    let w = widths[i];
    let full = Range::full(w);
    let r = match (bound, rel) {
        ("hi_u", "<=") => Range::unsigned(w, Some((0, value as u128))),
        ("lo_u", ">=") => Range::unsigned(w, Some((value as u128, full.uhi))),
        ("hi_s", "<=") => Range::signed(w, Some((full.slo, value))),
        ("lo_s", ">=") => Range::signed(w, Some((value, full.shi))),
        _ => return None,
    };
    Some((i, r))
}

/// The graph of a candidate over the problem's inputs, for its lifting cost.
fn tree_graph(comps: &[Component], t: &Tree, inputs: &[Ty]) -> (Graph, Id) {
    fn build(g: &mut Graph, comps: &[Component], t: &Tree, inputs: &[Ty]) -> Id {
        match t {
            Tree::Input(k) => g.input(*k as u32, inputs[*k as usize]),
            Tree::Const(v, w) => g.constant(*v, Ty::new(1, *w)),
            Tree::App(ci, args) => {
                let c = &comps[*ci];
                let mut ids: Vec<Id> = args.iter().map(|a| build(g, comps, a, inputs)).collect();
                ids.extend(c.fixed.iter().map(|&(v, w)| g.constant(v, Ty::new(1, w))));
                g.add(c.op(), Ty::new(1, c.result), ids)
            }
        }
    }
    let mut g = Graph::new();
    let root = build(&mut g, comps, t, inputs);
    (g, root)
}

/// The rule text `name: residue -> rhs [preds]`.
pub fn rule_with_preds(name: &str, lhs: &str, rhs: &str, preds: &[String]) -> String {
    if preds.is_empty() {
        format!("{name}: {lhs} -> {rhs}")
    } else {
        format!("{name}: {lhs} -> {rhs} [{}]", preds.join(", "))
    }
}

/// Search limits for liftings: residues are small, and a lifting is rarely more than a few ops.
pub fn limits(ops: u32) -> Limits {
    Limits { max_cost: ops.clamp(1, 4), store_levels: 2, budget: 400_000, bank: 60_000, candidates: 4, hole_queries: 0 }
}

/// The cheapest proved lifting of `p`, if the search finds one within its limits.
pub fn synthesize(defs: &Defs, p: &Problem, settings: &Settings) -> Option<Lifting> {
    let widths = p.widths();
    let (mut vectors, mut goal) = p.vectors(settings.random_lanes.max(64));
    if vectors.is_empty() {
        return None;
    }
    let sample: Vec<u128> = vectors.iter().map(|v| v[0]).collect();
    let (consts, shifts) = p.offered_constants(&widths);
    let comps = for_lift(defs, &widths, &shifts, &sample);
    let goal_width = p.graph.ty(p.root).bits;
    let input_widths: Vec<u16> = p.inputs.iter().map(|t| t.bits).collect();
    let ops = op_count(&p.graph, p.root) as u32;
    let source_ops = op_count(&p.graph, p.root);
    let accept = |t: &Tree| {
        let (g, r) = tree_graph(&comps, t, &p.inputs);
        let cost = lift_cost(&g, r);
        progress(cost, op_count(&g, r), p.cost, source_ops) && g.any_reachable(r, |n| defs.is_fpir(n.op)) && !degenerate(&comps, t)
    };
    let mut rejected: Vec<Tree> = Vec::new();
    for _round in 0..settings.max_rounds {
        let search = Search { comps: &comps, inputs: &vectors, input_widths: &input_widths, goal: &goal, goal_width, consts: &consts, rejected: &rejected, defs: None, accept: Some(&accept) };
        let out = search.run(&limits(ops));
        if out.found.is_empty() {
            return None;
        }
        // The cheapest by lifting cost first.
        let mut found: Vec<(Tree, Cost)> = out.found.into_iter().map(|(t, _)| {
            let (g, r) = tree_graph(&comps, &t, &p.inputs);
            let c = lift_cost(&g, r);
            (t, c)
        }).collect();
        found.sort_by_key(|(_, c)| *c);
        let mut refuted = false;
        for (tree, cost) in found {
            let rhs = render_named(&comps, &tree, &p.names);
            let text = rule_with_preds("lift_candidate", &p.term, &rhs, &p.preds);
            let rule = match super::cegis::compile_rule(defs, &text) {
                Ok(r) => r,
                Err(_) => {
                    rejected.push(tree);
                    continue;
                }
            };
            let verdict = prove_rule(defs, &rule, settings.timeout);
            if std::env::var_os("SYNTH_DEBUG").is_some() {
                eprintln!("  candidate {rhs}: {}", match &verdict { RuleVerdict::Proved { .. } => "proved".to_string(), RuleVerdict::Refuted(c) => format!("refuted: {c}"), RuleVerdict::Unknown { unknown, .. } => format!("unknown: {unknown:?}"), RuleVerdict::Vacuous => "vacuous".into(), RuleVerdict::EncoderBug(b) => format!("encoder bug: {b}") });
            }
            match verdict {
                RuleVerdict::Proved { .. } => return Some(Lifting { rhs, cost }),
                RuleVerdict::Refuted(ce) => {
                    let lane: Vec<u128> = ce.inputs.iter().zip(&input_widths).map(|(&v, &w)| v & ruletable::graph::mask(w)).collect();
                    let mut g = p.graph.clone();
                    let root = expand(&mut g, defs, p.root);
                    let want = eval(&g, root, &|i| vec![lane[i as usize]]).map(|v| v[0]);
                    let separates = lane.len() == input_widths.len() && want.is_some() && eval_tree(&comps, &tree, &lane, &input_widths) != want;
                    if separates && !vectors.contains(&lane) {
                        vectors.push(lane);
                        goal.push(want.unwrap());
                        refuted = true;
                        break;
                    }
                    rejected.push(tree);
                }
                _ => rejected.push(tree),
            }
        }
        if !refuted && rejected.is_empty() {
            return None;
        }
    }
    None
}

/// Whether a lifting is progress: a lower lifting cost (which keeps lifting terminating) and
/// fewer ops, an FPIR op counting as one. The cost's ranking alone would take any FPIR op that
/// equals a primitive on these operands (`rounding_shl.u(x, 2)` for `shl(x, 2)`: a new name, no
/// idiom), and narrower operands alone take reassociations that measured slower (conv3x3_a32's
/// rounding constant moved into an extending add: NEON 2.26 -> 2.32, HVX 0.180 -> 0.195 per
/// element); narrowing is `narrow.rules`' job, under the plugin's width-change guard.
fn progress(cost: Cost, ops: usize, source_cost: Cost, source_ops: usize) -> bool {
    cost < source_cost && ops < source_ops
}

/// An FPIR op used as a primitive in disguise: a constant as its first operand
/// (`rounding_shl.u(1, y)` for `shl(1, y)`) or a multiply by 0 or 1 (`mul_shr.u(x, 1, c)` for
/// `lshr(x, c)`). The lifting cost ranks FPIR ops below primitives, so without this such terms
/// would win over the plain op they stand for.
fn degenerate(comps: &[Component], t: &Tree) -> bool {
    let Tree::App(ci, args) = t else { return false };
    let c = &comps[*ci];
    let is_const = |a: &Tree, vals: &[u128]| matches!(a, Tree::Const(v, _) if vals.is_empty() || vals.contains(v));
    let own = matches!(c.kind, super::components::Kind::Instr(..))
        && (args.first().is_some_and(|a| is_const(a, &[])) || (c.name.contains("mul") && args.iter().any(|a| is_const(a, &[0, 1]))));
    own || args.iter().any(|a| degenerate(comps, a))
}

fn op_count(g: &Graph, root: Id) -> usize {
    g.postorder(root).iter().filter(|&&n| !g.node(n).args.is_empty()).count()
}

/// Splits `term [p1, p2]` as the plugin prints a residue.
pub fn split_residue(text: &str) -> (String, Vec<String>) {
    match text.trim().strip_suffix(']').and_then(|t| t.rsplit_once(" [")) {
        Some((term, preds)) => (term.to_string(), preds.split(", ").map(String::from).collect()),
        None => (text.trim().to_string(), Vec::new()),
    }
}
