//! The planner on block graphs, with the committed table: which roots are rewritten, to what,
//! and what it reports.

use ruletable::defs::builtin;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::op::Op;
use ruletable::planner::{idioms, instructions, BlockTerms, Event, Mode, Planner, Report};
use ruletable::rule_table::RuleTable;
use ruletable::table::decode;
use ruletable::target::by_name;
use std::path::PathBuf;

fn table() -> RuleTable {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(ruletable::COMMITTED_TABLE_PATH);
    RuleTable::new(decode(&std::fs::read(path).unwrap(), builtin()).unwrap())
}

/// `(a + b + 1) >> 1` on `lanes` u8 lanes computed at 16 bits (the rounding average, truncated),
/// in graph `g`; returns the truncation, the shift and the sum.
fn rounding_average(g: &mut Graph, lanes: u32) -> (Id, Id, Id) {
    let (narrow, wide) = (Ty::new(lanes, 8), Ty::new(lanes, 16));
    let (a, b) = (g.input(0, narrow), g.input(1, narrow));
    let (wa, wb) = (g.add(Op::ZExt, wide, vec![a]), g.add(Op::ZExt, wide, vec![b]));
    let sum = g.add(Op::Add, wide, vec![wa, wb]);
    let one = g.constant(1, wide);
    let rounded = g.add(Op::Add, wide, vec![sum, one]);
    let half = g.add(Op::LShr, wide, vec![rounded, one]);
    (g.add(Op::Trunc, narrow, vec![half]), half, sum)
}

/// What the planner says of each root (`root taken|kept: idioms -> instructions (cost before ->
/// after)`, lifted idioms it does not lower, warnings) and the rules that fired.
fn plan(target: &str, mode: Mode, g: &Graph, roots: &[Id], declared_otherwise: &dyn Fn(&Graph, Id) -> Option<String>) -> (Vec<String>, Vec<String>) {
    let (table, target) = (table(), by_name(target).unwrap());
    let terms = BlockTerms { graph: g, computed: Vec::new(), roots: roots.to_vec(), leaf_ranges: &[], splat_leaves: Vec::new() };
    let planner = Planner { table: &table, target: &target, mode, report: Report::Decisions, declared_otherwise };
    let mut said = Vec::new();
    let plan = planner.plan(&terms, &mut |g, e| match e {
        Event::Decision { root, before, after, lifted, candidate, shared, taken, .. } => said.push(format!(
            "{root} {}: {} -> {} ({before} -> {after}{})",
            if taken { "taken" } else { "kept" },
            idioms(g, lifted, table.defs),
            instructions(g, candidate, table.defs),
            if shared { ", shared" } else { "" }
        )),
        Event::NotLowered { root, lifted, .. } => said.push(format!("{root} not lowered: {}", idioms(g, lifted, table.defs))),
        Event::Warning(w) => said.push(w),
        _ => {}
    });
    let taken: Vec<usize> = plan.taken.iter().map(|&(k, _)| k).collect();
    let decided: Vec<usize> = said.iter().filter(|s| s.contains(" taken: ")).map(|s| s[..1].parse().unwrap()).collect();
    assert_eq!(taken, decided, "the plan takes the roots it says it takes");
    (said, plan.rules)
}

fn full(target: &str, g: &Graph, roots: &[Id]) -> (Vec<String>, Vec<String>) {
    plan(target, Mode::Full, g, roots, &|_, _| None)
}

#[test]
fn a_rounding_average_becomes_each_targets_instruction() {
    let mut g = Graph::new();
    let (avg, _, _) = rounding_average(&mut g, 32);
    for (target, instr, cost, rule) in [("x86-avx2", "x86.pavg", "12 -> 1", "rhadd_u_pavg"), ("aarch64", "aarch64.urhadd", "24 -> 2", "urhadd"), ("hvx", "hvx.vavgrnd_u", "6 -> 1", "vavgrnd_u")] {
        let (said, rules) = full(target, &g, &[avg]);
        assert_eq!(said, [format!("0 taken: rounding_halving_add.u8 -> {instr} ({cost})")], "{target}");
        assert_eq!(rules, ["wadd_u", "rshr_u_add", "rhadd_u_ext", "trunc_zext_same", rule], "{target}");
    }
}

/// lit-tests/negative/shared-subterm.ll's `shift_shared`: the shift is needed by another block
/// too, so the average's rewrite duplicates it and is taken only where it still saves.
#[test]
fn a_rewrite_that_duplicates_a_shared_term_must_save_more() {
    let mut g = Graph::new();
    let (avg, shift, _) = rounding_average(&mut g, 16);
    let (said, _) = full("x86-avx2", &g, &[shift, avg]);
    assert_eq!(said, ["0 kept: rounding_halving_add.u8 -> x86.pavg (6 -> 8, shared)", "1 kept: rounding_halving_add.u8 -> x86.pavg (6 -> 6, shared)"]);
    let (said, _) = full("aarch64", &g, &[shift, avg]);
    assert!(said.contains(&"1 taken: rounding_halving_add.u8 -> aarch64.urhadd (12 -> 11, shared)".to_string()), "{said:?}");
}

#[test]
fn a_lifted_idiom_without_a_lowering_is_reported() {
    let mut g = Graph::new();
    let (avg, _, sum) = rounding_average(&mut g, 32);
    let (said, _) = full("x86-avx2", &g, &[avg, sum]);
    assert_eq!(said, ["0 taken: rounding_halving_add.u8 -> x86.pavg (12 -> 7, shared)", "1 not lowered: widening_add.u16"]);
}

#[test]
fn without_target_instructions_only_fpir_calls_are_rewritten() {
    let mut g = Graph::new();
    let (avg, _, _) = rounding_average(&mut g, 32);
    assert_eq!(full("generic", &g, &[avg]), (vec![], vec![]));
    // The FPIR op as a call: expanded by its definition, whatever the cost.
    let ty = Ty::new(32, 8);
    let (a, b) = (g.input(0, ty), g.input(1, ty));
    let call = g.add(Op::Def(builtin().by_name("rounding_halving_add.u").unwrap()), ty, vec![a, b]);
    let (said, _) = full("generic", &g, &[call]);
    assert_eq!(said.len(), 1);
    assert!(said[0].starts_with("0 taken: rounding_halving_add.u8 -> - ("), "{said:?}");
}

#[test]
fn lift_only_lifts_unless_the_call_is_declared_otherwise() {
    let mut g = Graph::new();
    let (avg, _, _) = rounding_average(&mut g, 32);
    let (said, rules) = plan("x86-avx2", Mode::LiftOnly, &g, &[avg], &|_, _| None);
    assert_eq!(said, ["0 taken: rounding_halving_add.u8 -> - (4096 -> 512)"]);
    assert_eq!(rules, ["wadd_u", "rshr_u_add", "rhadd_u_ext", "trunc_zext_same"]);
    let (said, _) = plan("x86-avx2", Mode::LiftOnly, &g, &[avg], &|_, _| Some("fixsel.rounding_halving_add.v32i8".into()));
    assert_eq!(said, ["@fixsel.rounding_halving_add.v32i8 is declared with other types; that idiom is not lifted"]);
}
