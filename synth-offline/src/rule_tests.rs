//! `synth-offline rule-tests --target T [--beyond B]`: a lit test with functions per lowering rule
//! of T's family. Each function is the rule's left-hand side at a checked instance whose widths
//! the family's instructions support, `register bits / narrowest width` lanes wide, written as
//! plain IR with FPIR ops as `@fixsel.*` calls; inputs a predicate constrains are clamped into the
//! assumed range first, so interval analysis can prove it. Of up to `CANDIDATES` such instances,
//! at most `KEEP` are kept where the planner (`ruletable::planner`, run as the plugin runs it on
//! the function) fires the rule: none other may shadow it. CHECK lines name the intrinsics of the
//! right-hand side's instructions, FIRED lines the rule itself (as `FIXSEL_DEBUG=rules` reports
//! it). The RUN lines (written by the caller's script) lower it for the target and execute it
//! against `target=generic`, which expands the same FPIR by definition: the real instructions are
//! checked against the FPIR semantics.

use ruletable::check::{instances, Instance};
use ruletable::defs::{DefKind, Defs};
use ruletable::eval::expand_where;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::op::Op;
use ruletable::planner::{BlockTerms, Mode, Planner, Report};
use ruletable::rule_table::RuleTable;
use ruletable::rules::Rule;
use ruletable::target::Target;
use crate::ir_text::{function, Param};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

/// Instances written per rule, before selection.
const CANDIDATES: usize = 12;

/// Instances kept per rule, spread over those where it fires.
const KEEP: usize = 3;

/// Widths LLVM vectors and the targets' instructions come in.
const NATIVE_WIDTHS: &[u16] = &[8, 16, 32, 64];

/// The tests of `table`'s lowering rules for `target`; with `only_beyond`, only rules whose
/// instructions have no variant with those features.
pub fn rule_tests(table: &RuleTable, rules: &[Rule], target: &Target, only_beyond: Option<&[String]>) -> String {
    let defs = table.defs;
    let features: Vec<String> = target.features.iter().cloned().collect();
    let (mut tests, mut untested) = (Vec::new(), Vec::new());
    let mut declares = BTreeSet::new();
    for rule in rules {
        let all: Vec<Instance> = instances(defs, rule).into_iter().filter(|i| usable(defs, &i.graph, i.lhs, i.rhs, &features) && defined(defs, i)).collect();
        let usable: Vec<Instance> = match only_beyond {
            Some(base) => all.into_iter().filter(|i| !usable(defs, &i.graph, i.lhs, i.rhs, base)).collect(),
            None => all,
        };
        if usable.is_empty() {
            untested.push(format!("; {}: no instance at native widths with these features", rule.name));
            continue;
        }
        // Up to CANDIDATES instances spread over the list (widths, commuted forms, constants at
        // both ends of a predicate's range: an instruction may take an amount modulo less).
        let mut picked: Vec<&Instance> = Vec::new();
        for k in 0..CANDIDATES {
            let i = &usable.get(k * usable.len().saturating_sub(1) / (CANDIDATES - 1));
            if let Some(i) = i.filter(|i| !picked.iter().any(|p| p.description == i.description)) {
                picked.push(i);
            }
        }
        // (text, the declarations it needs) of each candidate where the rule fires.
        let mut firing = Vec::new();
        for (k, inst) in picked.into_iter().enumerate() {
            let fname = if k == 0 { rule.name.clone() } else { format!("{}.{k}", rule.name) };
            let mut needs = BTreeSet::new();
            let (text, fires) = one_test(&mut needs, table, target, rule, inst, &fname);
            if fires {
                firing.push((text, needs));
            }
        }
        if firing.is_empty() {
            tests.push(format!("; {}: shadowed by other rules at every candidate instance", rule.name));
        }
        for i in spread(firing.len(), KEEP) {
            let (text, needs) = std::mem::take(&mut firing[i]);
            tests.push(text);
            declares.extend(needs);
        }
    }
    let declares: Vec<String> = declares.into_iter().collect();
    let mut out = tests.into_iter().chain(untested).collect::<Vec<_>>().join("\n\n");
    if !declares.is_empty() {
        out += "\n\n";
        out += &declares.join("\n");
    }
    out + "\n"
}

/// Whether the instance's left-hand side is defined on some input: a constant that makes it
/// poison everywhere (`widening_shl.u(x:16, 32)`: amounts below 2T only, `fpir.def`) lets any
/// right-hand side refine it, and the reference the test compares with is poison too.
fn defined(defs: &Defs, inst: &Instance) -> bool {
    let mut g = inst.graph.clone();
    let lhs = ruletable::eval::expand(&mut g, defs, inst.lhs);
    let columns = ruletable::check::input_columns(&inst.inputs, 16);
    let rows = columns.first().map_or(1, Vec::len);
    // Some rows spread over all of them (every combination of two bytes is 65,536).
    (0..rows).step_by(rows.div_ceil(256)).any(|row| {
        let value = |i: u32| vec![ruletable::check::into_range(columns[i as usize][row], &inst.ranges[i as usize])];
        ruletable::eval::eval_lanes(&g, lhs, &value).iter().all(Option::is_some)
    })
}

/// `keep` indices spread evenly over `0..n` (rounded half to even), without repeats.
fn spread(n: usize, keep: usize) -> Vec<usize> {
    let d = keep.saturating_sub(1).max(1);
    let picks: BTreeSet<usize> = (0..keep)
        .filter(|_| n > 0)
        .map(|k| {
            let x = k * (n - 1);
            let (q, r) = (x / d, x % d);
            if 2 * r > d || (2 * r == d && q % 2 == 1) { q + 1 } else { q }
        })
        .collect();
    picks.into_iter().collect()
}

/// Whether the planner, run as the plugin runs it on the imported function `(g, root)`, fires
/// `rule`.
fn fires(table: &RuleTable, target: &Target, rule: &Rule, g: Graph, root: Id) -> bool {
    let terms = BlockTerms { graph: &g, computed: Vec::new(), roots: vec![root], leaf_ranges: &[], splat_leaves: Vec::new() };
    let planner = Planner { table, target, mode: Mode::Full, report: Report::Decisions, declared_otherwise: &|_, _| None };
    planner.plan(&terms, &mut |_, _| {}).rules.contains(&rule.name)
}

/// The test function of one instance, and whether the rule fires in it.
fn one_test(declares: &mut BTreeSet<String>, table: &RuleTable, target: &Target, rule: &Rule, inst: &Instance, fname: &str) -> (String, bool) {
    let defs = table.defs;
    let mut out = String::new();
    let narrowest = inst.graph.postorder(inst.lhs).iter().map(|&n| inst.graph.ty(n).bits).filter(|&b| b > 1).min().unwrap();
    let lanes = target.register_bits() / narrowest as u32;
    writeln!(&mut out, "; {}", rule.display(defs)).unwrap();
    writeln!(&mut out, "; {}", inst.description).unwrap();
    writeln!(&mut out, "; FIRED-DAG: fixsel: rule: @{fname} {}{{{{$}}}}", rule.name).unwrap();
    writeln!(&mut out, "; CHECK-LABEL: define {{{{.*}}}} @{fname}(").unwrap();
    for id in inst.graph.postorder(inst.rhs) {
        if let Op::Def(d) = inst.graph.node(id).op {
            let def = defs.get(d);
            if def.kind != DefKind::Instr {
                continue;
            }
            if def.variants.iter().all(|v| v.abi.is_shuffle()) {
                writeln!(&mut out, "; CHECK: shufflevector").unwrap();
            } else if def.variants.iter().all(|v| v.abi.dq_hi.is_some()) {
                // No call: the multiply of sign-extended 64-bit lanes llc selects as pmuldq.
                writeln!(&mut out, "; CHECK: mul <{{{{[0-9]+}}}} x i64>").unwrap();
            } else {
                let names: BTreeSet<&str> = def.variants.iter().map(|v| v.intrinsic.as_str()).collect();
                let alts: Vec<String> = names.iter().map(|n| n.replace('.', "\\.")).collect();
                writeln!(&mut out, "; CHECK: call {{{{.*}}}}@{{{{({})}}}}(", alts.join("|")).unwrap();
            }
        }
    }
    writeln!(&mut out, "; CHECK: ret").unwrap();
    // A left-hand side may match an instruction an earlier lowering produced: write that one as
    // its definition, the FPIR it is lowered from.
    let mut g = inst.graph.clone();
    let lhs = expand_where(&mut g, defs, inst.lhs, &|d| d.kind == DefKind::Instr);
    let params: Vec<Param> = inst.inputs.iter().zip(&inst.ranges).enumerate().map(|(i, (&ty, &range))| Param { name: format!("in{i}"), ty, range }).collect();
    out += &function(defs, fname, &g, lhs, &params, lanes, declares);
    let (imported, root) = imported(&g, lhs, &inst.inputs, &inst.ranges, lanes);
    let fires = fires(table, target, rule, imported, root);
    (out.trim_end().to_string(), fires)
}

/// The block the plugin imports from `function`'s output: the clamps of the inputs, then the
/// term's nodes, `lanes` wide, leaves numbered in the order the instructions first use them.
fn imported(g: &Graph, root: Id, inputs: &[Ty], ranges: &[Range], lanes: u32) -> (Graph, Id) {
    let mut out = Graph::new();
    let mut leaves: Vec<u32> = Vec::new();
    let mut leaf = |out: &mut Graph, i: u32, bits: u16| {
        let index = leaves.iter().position(|&l| l == i).unwrap_or_else(|| {
            leaves.push(i);
            leaves.len() - 1
        });
        out.input(index as u32, Ty::new(lanes, bits))
    };
    let mut clamped = Vec::new();
    for (i, (t, r)) in inputs.iter().zip(ranges).enumerate() {
        let full = Range::full(t.bits);
        let ty = Ty::new(lanes, t.bits);
        let bounds = [(Op::UMax, r.ulo != full.ulo, r.ulo), (Op::UMin, r.uhi != full.uhi, r.uhi), (Op::SMax, r.slo != full.slo, r.slo as u128), (Op::SMin, r.shi != full.shi, r.shi as u128)];
        let mut cur = None;
        for (op, _, v) in bounds.into_iter().filter(|b| b.1) {
            let x = cur.unwrap_or_else(|| leaf(&mut out, i as u32, t.bits));
            let c = out.constant(v, ty);
            cur = Some(out.add(op, ty, vec![x, c]));
        }
        clamped.push(cur);
    }
    let mut ids: HashMap<Id, Id> = HashMap::new();
    for id in g.postorder(root) {
        let n = g.node(id);
        if matches!(n.op, Op::Input(_) | Op::Const(_)) {
            continue;
        }
        let args = n
            .args
            .iter()
            .map(|&a| match g.node(a).op {
                Op::Input(i) => clamped[i as usize].unwrap_or_else(|| leaf(&mut out, i, g.ty(a).bits)),
                Op::Const(c) => out.constant(c, Ty::new(lanes, g.ty(a).bits)),
                _ => ids[&a],
            })
            .collect();
        ids.insert(id, out.add(n.op, Ty::new(lanes, n.ty.bits), args));
    }
    let root = ids[&root];
    (out, root)
}

/// Every value is a native width, and every instruction has a variant of its result width
/// with one of `features`.
fn usable(defs: &Defs, g: &Graph, lhs: Id, rhs: Id, features: &[String]) -> bool {
    let widths_ok = |root: Id| g.postorder(root).iter().all(|&n| g.ty(n).bits == 1 || NATIVE_WIDTHS.contains(&g.ty(n).bits));
    let has = |f: &str| features.iter().any(|x| x == f);
    let instrs_ok = g.postorder(rhs).iter().all(|&n| match g.node(n).op {
        Op::Def(d) if defs.get(d).kind == DefKind::Instr => defs.get(d).variants.iter().any(|v| v.ty.bits == g.ty(n).bits && has(&v.feature)),
        _ => true,
    });
    widths_ok(lhs) && widths_ok(rhs) && instrs_ok
}
