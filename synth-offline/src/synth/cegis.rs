//! Counterexample-guided synthesis of one (op, width): enumerate candidates that agree with the
//! op on the test vectors, prove the first with Z3 exactly as `synth-offline verify` proves a
//! hand rule (`prove_rule` on the rule compiled from its DSL text), and when Z3 refutes it, add
//! the counterexample to the test vectors and search again.

use super::components::{for_width, Component, Program};
use super::enumerate::{eval_tree, tree_cost, Limits, Search, Tree};
use super::target::Target;
use crate::verify::prove::{prove_rule, RuleVerdict};
use ruletable::defs::Defs;
use ruletable::graph::mask;
use ruletable::op::DefId;
use ruletable::rules::{parse_rules, Origin, Rule};
use std::time::Duration;

pub struct Settings {
    pub limits: Limits,
    pub random_lanes: usize,
    pub max_rounds: usize,
    pub timeout: Duration,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            limits: Limits { max_cost: 5, store_levels: 3, budget: 3_000_000, bank: 300_000, candidates: 8, hole_queries: 200 },
            random_lanes: 24,
            max_rounds: 8,
            timeout: Duration::from_secs(30),
        }
    }
}

/// What synthesis of one (op, width) gave.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Synthesized {
    /// The rule's right-hand side in the DSL (`x`, `y` are the op's operands).
    pub rhs: String,
    pub cost: u32,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Result {
    pub op: String,
    /// The narrow lane width (an op that widens or narrows also has `2 * width`-bit lanes).
    pub width: u16,
    pub found: Option<Synthesized>,
    /// Why nothing cheaper was found (the search bound that stopped it).
    pub bound: String,
    /// Counterexamples Z3 returned (each added to the test vectors).
    pub refuted: usize,
    pub evaluated: u64,
}

/// Edge values of a width: 0, 1, the signed and unsigned extremes and their neighbours.
pub fn edge_values(width: u16) -> Vec<u128> {
    let m = mask(width);
    let smin = 1u128 << (width - 1);
    vec![0, 1, smin, smin - 1, m, smin + 1, m - 1]
}

/// The constant holes: 0, 1, T.smin (= 1 << (T.bits - 1)), T.smax, T.umax, and T.bits - 1
/// (the sign shift).
pub fn holes(width: u16) -> Vec<u128> {
    let smin = 1u128 << (width - 1);
    vec![0, 1, smin, smin - 1, mask(width), width as u128 - 1]
}

/// Deterministic test vectors for operands of these widths: every pair (or single) of edge
/// values, then pseudo-random lanes.
pub fn test_vectors(widths: &[u16], random: usize) -> Vec<Vec<u128>> {
    let mut out: Vec<Vec<u128>> = match widths {
        [w] => edge_values(*w).into_iter().map(|e| vec![e]).collect(),
        _ => edge_values(widths[0]).into_iter().flat_map(|a| edge_values(widths[1]).into_iter().map(move |b| vec![a, b])).collect(),
    };
    let mut s: u64 = 0x9e37_79b9_7f4a_7c15 ^ widths[0] as u64;
    let mut next = |w: u16| {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        s as u128 & mask(w)
    };
    for _ in 0..random {
        out.push(widths.iter().map(|&w| next(w)).collect());
    }
    out
}

/// The lane widths of an op's operands and result at narrow width `width` (`None` if the op
/// does not take operands of `width` or `2 * width` bits giving one of them).
pub fn op_widths(defs: &Defs, op: DefId, width: u16) -> Option<(Vec<u16>, u16)> {
    let def = defs.get(op);
    let n = def.params.len();
    (0..1usize << n).find_map(|combo| {
        let params: Vec<u16> = (0..n).map(|i| if combo >> i & 1 == 1 { 2 * width } else { width }).collect();
        def.bind(&params.iter().map(|&w| Some(w)).collect::<Vec<_>>()).ok()?;
        let result = def.result_width(defs, &params).ok()?;
        let all: Vec<u16> = params.iter().copied().chain([result]).collect();
        (all.iter().all(|w| [width, 2 * width].contains(w)) && all.contains(&width)).then_some((params, result))
    })
}

pub fn rule_name(target: &Target, op: &str, width: u16) -> String {
    format!("{}_{}_{width}", target.slug(), op.replace('.', "_"))
}

/// The DSL text of a tree over the operands `x`, `y`, `z`.
pub fn render(comps: &[Component], t: &Tree) -> String {
    render_named(comps, t, &["x", "y", "z"].map(String::from))
}

/// The DSL text of a tree whose inputs are the wildcards `names`.
pub fn render_named(comps: &[Component], t: &Tree, names: &[String]) -> String {
    match t {
        Tree::Input(k) => names[*k as usize].clone(),
        Tree::Const(c, width) => {
            let width = *width;
            // All-ones reads best as -1, the sign bit as the negative minimum.
            let smin = 1u128 << (width - 1);
            if *c == mask(width) {
                "-1".into()
            } else if *c == smin {
                format!("-{smin}")
            } else {
                c.to_string()
            }
        }
        Tree::App(ci, args) => {
            let mut args: Vec<&Tree> = args.iter().collect();
            // A commutative op reads better with its constant last.
            if comps[*ci].commutative && matches!(args[..], [Tree::Const(..), ref b] if !matches!(b, Tree::Const(..))) {
                args.swap(0, 1);
            }
            let fixed = comps[*ci].fixed.iter().map(|(v, _)| v.to_string());
            format!("{}({})", comps[*ci].name, args.iter().map(|a| render_named(comps, a, names)).chain(fixed).collect::<Vec<_>>().join(", "))
        }
    }
}

/// The rule `name: op(x:W, y:W) -> rhs`.
pub fn rule_text(name: &str, op: &str, widths: &[u16], rhs: &str) -> String {
    let params: Vec<String> = ["x", "y", "z"].iter().zip(widths).map(|(v, w)| format!("{v}:{w}")).collect();
    format!("{name}: {op}({}) -> {rhs}", params.join(", "))
}

pub fn compile_rule(defs: &Defs, text: &str) -> std::result::Result<Rule, String> {
    let mut rules = parse_rules("synthesized", text, defs, Origin::Synthesized)?;
    rules.pop().ok_or_else(|| "no rule".into())
}

pub fn synthesize(defs: &Defs, target: &Target, op: DefId, width: u16, settings: &Settings) -> Result {
    let def = defs.get(op);
    let Some((params, goal_width)) = op_widths(defs, op, width) else {
        let bound = format!("{} takes no operands of {width} or {} bits", def.name, 2 * width);
        return Result { op: def.name.clone(), width, found: None, bound, refuted: 0, evaluated: 0 };
    };
    let arity = params.len();
    let mut vectors = test_vectors(&params, settings.random_lanes);
    let sample: Vec<u128> = vectors.iter().map(|v| v[0]).collect();
    // Ops that widen or narrow search over both widths; the others stay at one.
    let wide = params.iter().chain([&goal_width]).any(|&w| w != width);
    let comps = for_width(defs, target, width, wide, &sample);
    let goal_prog = Program::of_def(defs, op, &params, goal_width);
    let name = rule_name(target, &def.name, width);
    let mut rejected: Vec<Tree> = Vec::new();
    let (mut refuted, mut evaluated) = (0, 0);
    let result = |found, bound: String, refuted, evaluated| Result { op: def.name.clone(), width, found, bound, refuted, evaluated };
    for _round in 0..settings.max_rounds {
        let mut buf = Vec::new();
        // Lanes where the op itself is poison constrain nothing.
        vectors.retain(|v| goal_prog.eval(v, &mut buf).is_some());
        let goal: Vec<u128> = vectors.iter().map(|v| goal_prog.eval(v, &mut buf).unwrap()).collect();
        let widths: &[u16] = if wide { &[width, 2 * width] } else { &[width] };
        let consts: Vec<(u128, u16)> = widths.iter().flat_map(|&w| holes(w).into_iter().map(move |c| (c, w))).collect();
        let search = Search { comps: &comps, inputs: &vectors, input_widths: &params, goal: &goal, goal_width, consts: &consts, rejected: &rejected, defs: Some(defs), accept: None };
        let out = search.run(&settings.limits);
        evaluated += out.evaluated;
        if out.found.is_empty() {
            return result(None, out.bound, refuted, evaluated);
        }
        for (tree, _) in out.found {
            let rhs = render(&comps, &tree);
            let rule = match compile_rule(defs, &rule_text(&name, &def.name, &params, &rhs)) {
                Ok(r) => r,
                Err(e) => panic!("synthesized rule does not compile: {e}"),
            };
            match prove_rule(defs, &rule, settings.timeout) {
                RuleVerdict::Proved { .. } => {
                    let cost = tree_cost(&comps, &tree);
                    return result(Some(Synthesized { rhs, cost }), out.bound, refuted, evaluated);
                }
                RuleVerdict::Refuted(ce) => {
                    refuted += 1;
                    // The counterexample's inputs are the rule's wildcards in order; keep it only
                    // if it really separates the candidate from the op.
                    let lane: Vec<u128> = ce.inputs.iter().zip(&params).map(|(&v, &w)| v & mask(w)).collect();
                    let separates = lane.len() == arity
                        && goal_prog.eval(&lane, &mut buf).is_some()
                        && eval_tree(&comps, &tree, &lane, &params) != goal_prog.eval(&lane, &mut buf);
                    if separates && !vectors.contains(&lane) {
                        vectors.push(lane);
                        break;
                    }
                    rejected.push(tree);
                }
                // Unknown (timeout), vacuous or an encoder bug: not a proof, never emitted.
                _ => rejected.push(tree),
            }
        }
    }
    result(None, format!("no proof after {} CEGIS rounds", settings.max_rounds), refuted, evaluated)
}
