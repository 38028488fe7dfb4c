//! A term to synthesize an equivalent of (issue 12): a residue of lifting or a fused FPIR term of
//! the corpus, read back from the rule language with its interval predicates, its test vectors
//! drawn inside them, and the counterexample-guided loop that proves a found equivalent with Z3
//! (`prove_rule`, as `synth-offline verify` does) as the rule `term -> found [preds]`.

use super::cegis::{compile_rule, render_named, Settings};
use super::components::Component;
use super::enumerate::{eval_tree, Limits, Search, Tree};
use crate::verify::prove::{prove_rule, RuleVerdict};
use ruletable::check::{input_columns, into_range};
use ruletable::lift_cost::lift_cost;
use ruletable::defs::Defs;
use ruletable::eval::{eval, expand};
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::matching::Bindings;
use ruletable::template::instantiate;
use ruletable::syntax::{parse_pattern, Term, Width};

/// A lifting cost (`ruletable::lift_cost::lift_cost`).
pub type Cost = (u64, u64, u64);

/// A term to synthesize (a residue, or a fused FPIR term), read back from the rule language:
/// its graph (one lane), wildcards as inputs in order of appearance.
pub struct Problem {
    pub term: String,
    pub preds: Vec<String>,
    pub names: Vec<String>,
    pub graph: Graph,
    pub root: Id,
    pub inputs: Vec<Ty>,
    pub ranges: Vec<Range>,
    pub constants: Vec<(u128, u16)>,
    /// Its lifting cost.
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
        let (graph, root) = build(defs, &t, &vars, &widths, 1).map_err(|e| format!("{term}: {e}"))?;
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

    /// The term over `lanes` lanes (what a target's lowering rewriter sees).
    pub fn instantiate(&self, defs: &Defs, lanes: u32) -> (Graph, Id) {
        let (t, vars) = parse_pattern(&self.term, defs).expect("parsed before");
        let widths: Vec<u16> = self.inputs.iter().map(|t| t.bits).collect();
        build(defs, &t, &vars, &widths, lanes).expect("instantiated before")
    }

    /// Each input's range, as a rewriter assumes it.
    pub fn input_ranges(&self) -> Vec<(u32, Range)> {
        self.ranges.iter().enumerate().map(|(i, &r)| (i as u32, r)).collect()
    }

    /// The widths of the residue's values, narrowest first.
    pub fn widths(&self) -> Vec<u16> {
        let mut w: Vec<u16> = self.graph.postorder(self.root).iter().map(|&n| self.graph.ty(n).bits).filter(|&b| b > 1).collect();
        w.sort();
        w.dedup();
        w
    }

    /// The term's lane widths and those of the products its definition multiplies in (its
    /// ops expanded to generic ones): `mul_shr.s(x:16, y:16, 16)` takes the high half of a
    /// 32-bit product.
    pub fn product_widths(&self) -> Vec<u16> {
        let mut g = self.graph.clone();
        let root = expand(&mut g, ruletable::defs::builtin(), self.root);
        let products = g.postorder(root).into_iter().filter(|&n| g.node(n).op == ruletable::op::Op::Mul).map(|n| g.ty(n).bits);
        let mut w: Vec<u16> = self.widths().into_iter().chain(products).collect();
        w.sort();
        w.dedup();
        w
    }

    /// Test vectors: edge and random values moved into each input's range; rows where the
    /// residue is poison are dropped (they constrain nothing).
    pub fn vectors(&self, random: usize, max: usize) -> (Vec<Vec<u128>>, Vec<u128>) {
        let cols = input_columns(&self.inputs, random);
        let cols: Vec<Vec<u128>> = cols.into_iter().zip(&self.ranges).map(|(c, r)| c.into_iter().map(|v| into_range(v, r)).collect()).collect();
        // Narrow inputs come exhaustively, several come as every pair of edge values: keep
        // at most `max` rows, scattered (the search stores every value of every banked
        // term on every row). An odd multiplier visits distinct rows of a power-of-two count.
        let rows = cols.first().map_or(0, Vec::len);
        let picked: Vec<usize> = if rows <= max { (0..rows).collect() } else { (0..max).map(|k| (k * 40503 + 17) % rows).collect() };
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
    pub fn offered_constants(&self, widths: &[u16]) -> (Vec<(u128, u16)>, Vec<u128>) {
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
        let mask = ruletable::graph::mask;
        let mut consts: Vec<(u128, u16)> = widths.iter().flat_map(|&w| values.iter().filter(move |&&v| v <= mask(w)).map(move |&v| (v, w))).collect();
        // Negated shifts: NEON shifts right by shifting left by a negative amount; and shifts
        // as multipliers of a multiply-high (x86's pmulhrsw by 2^(15 - c) is a rounding shift).
        for &(v, w) in &self.constants {
            if (1..64).contains(&v) {
                consts.push((v.wrapping_neg() & mask(w), w));
            }
            if v + 1 < w as u128 {
                consts.push((1 << (w as u128 - 1 - v), w));
            }
        }
        consts.sort();
        consts.dedup();
        let shifts = values.iter().copied().filter(|&v| v >= 1 && v < 64).collect();
        (consts, shifts)
    }
}

fn build(defs: &Defs, t: &Term, vars: &ruletable::syntax::Vars, widths: &[u16], lanes: u32) -> Result<(Graph, Id), String> {
    let mut graph = Graph::new();
    let mut b = Bindings::for_vars(vars);
    for (i, &w) in widths.iter().enumerate() {
        b.terms[i] = Some(graph.input(i as u32, Ty::new(lanes, w)));
    }
    let root = instantiate(&mut graph, defs, t, &b, lanes, None).map_err(|e| e.0)?;
    Ok((graph, root))
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
pub fn tree_graph(comps: &[Component], t: &Tree, inputs: &[Ty]) -> (Graph, Id) {
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

/// What a search over `comps` may use and which of its finds count.
pub struct Space<'a> {
    pub comps: &'a [Component],
    pub consts: &'a [(u128, u16)],
    pub limits: Limits,
    /// Test vectors at most (counterexamples from Z3 add to them).
    pub vectors: usize,
    pub accept: &'a dyn Fn(&Tree) -> bool,
    /// Solve constant holes with Z3 (`hole.rs`).
    pub holes: bool,
}

/// The first found term, in `rank` order, that Z3 proves equal to `p` under its predicates
/// (with CEGIS: a counterexample joins the test vectors and the search runs again), as a tree
/// and its rule text over `p`'s wildcard names.
pub fn solve<K: Ord>(defs: &Defs, p: &Problem, space: &Space, rank: &dyn Fn(&Tree) -> K, settings: &Settings) -> Option<(Tree, String)> {
    let (mut vectors, mut goal) = p.vectors(settings.random_lanes.max(64), space.vectors);
    if vectors.is_empty() {
        return None;
    }
    let comps = space.comps;
    let goal_width = p.graph.ty(p.root).bits;
    let input_widths: Vec<u16> = p.inputs.iter().map(|t| t.bits).collect();
    let mut rejected: Vec<Tree> = Vec::new();
    for _round in 0..settings.max_rounds {
        let search = Search {
            comps,
            inputs: &vectors,
            input_widths: &input_widths,
            goal: &goal,
            goal_width,
            consts: space.consts,
            rejected: &rejected,
            defs: space.holes.then_some(defs),
            accept: Some(space.accept),
        };
        let out = search.run(&space.limits);
        if out.found.is_empty() {
            return None;
        }
        let mut found: Vec<Tree> = out.found.into_iter().map(|(t, _)| t).collect();
        found.sort_by_key(|t| rank(t));
        let mut refuted = false;
        for tree in found {
            let rhs = render_named(comps, &tree, &p.names);
            let Ok(rule) = compile_rule(defs, &rule_with_preds("candidate", &p.term, &rhs, &p.preds)) else {
                rejected.push(tree);
                continue;
            };
            let verdict = prove_rule(defs, &rule, settings.timeout);
            if std::env::var_os("SYNTH_DEBUG").is_some() {
                eprintln!("  candidate {rhs}: {}", match &verdict { RuleVerdict::Proved { .. } => "proved".to_string(), RuleVerdict::Refuted(c) => format!("refuted: {c}"), RuleVerdict::Unknown { unknown, .. } => format!("unknown: {unknown:?}"), RuleVerdict::Vacuous => "vacuous".into(), RuleVerdict::EncoderBug(b) => format!("encoder bug: {b}") });
            }
            match verdict {
                RuleVerdict::Proved { .. } => return Some((tree, rhs)),
                RuleVerdict::Refuted(ce) => {
                    let lane: Vec<u128> = ce.inputs.iter().zip(&input_widths).map(|(&v, &w)| v & ruletable::graph::mask(w)).collect();
                    let mut g = p.graph.clone();
                    let root = expand(&mut g, defs, p.root);
                    let want = eval(&g, root, &|i| vec![lane[i as usize]]).map(|v| v[0]);
                    let separates = lane.len() == input_widths.len() && want.is_some() && eval_tree(comps, &tree, &lane, &input_widths) != want;
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

/// Ops (not leaves, not constants) in the term at `root`.
pub fn op_count(g: &Graph, root: Id) -> usize {
    g.postorder(root).iter().filter(|&&n| !g.node(n).args.is_empty()).count()
}

/// Splits `term [p1, p2]` as the plugin prints a residue (and a rule its predicates), brackets
/// and parentheses within the predicates (`c0 in [1, 8]`) kept whole.
pub fn split_residue(text: &str) -> (String, Vec<String>) {
    let text = text.trim();
    let Some(inner) = text.strip_suffix(']') else { return (text.to_string(), Vec::new()) };
    // The `[` that the last `]` closes, and the top-level commas inside.
    let (mut depth, mut commas) = (0i32, Vec::new());
    for (i, c) in inner.char_indices().rev() {
        match c {
            ']' | ')' => depth += 1,
            '(' => depth -= 1,
            '[' if depth == 0 => {
                let Some(term) = text[..i].strip_suffix(' ') else { break };
                let mut preds = Vec::new();
                let mut end = inner.len();
                for &k in &commas {
                    preds.push(inner[k + 1..end].trim().to_string());
                    end = k;
                }
                preds.push(inner[i + 1..end].trim().to_string());
                preds.reverse();
                return (term.to_string(), preds);
            }
            '[' => depth -= 1,
            ',' if depth == 0 => commas.push(i),
            _ => {}
        }
    }
    (text.to_string(), Vec::new())
}
