//! The lifting and lowering rule sets applied to the forms clang 16 really emits.

use ruletable::defs::{builtin, Defs};
use ruletable::graph::{Graph, Id, Ty};
use ruletable::op::{Cmp, Op};
use ruletable::rewrite::{RuleSet, Rewriter};
use ruletable::table::{compile_dir, Table};

fn table() -> Table {
    compile_dir(&std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules"), builtin()).unwrap()
}

fn lift(g: &mut Graph, root: Id) -> String {
    let defs = builtin();
    let rules = RuleSet::new(vec![table().lift]);
    let accept = |_: &Graph, _: Id| true;
    let mut rw = Rewriter::new(defs, &rules, &accept);
    for id in 0..=root {
        rw.normalize(g, id);
    }
    let out = rw.normalize(g, root);
    show(defs, g, out)
}

fn show(defs: &Defs, g: &Graph, id: Id) -> String {
    let n = g.node(id);
    if n.args.is_empty() {
        return defs.op_name(n.op);
    }
    let args: Vec<String> = n.args.iter().map(|&a| show(defs, g, a)).collect();
    format!("{}({})", defs.op_name(n.op), args.join(", "))
}

/// `trunc((zext a + 1) + zext b) >> 1)` as clang -O2 emits it for uint8_t, at wide `w`.
fn rhadd_form(g: &mut Graph, lanes: u32, t: u16, w: u16, ext: Op, one: u128) -> Id {
    let a = g.input(0, Ty::new(lanes, t));
    let b = g.input(1, Ty::new(lanes, t));
    let wt = Ty::new(lanes, w);
    let za = g.add(ext, wt, vec![a]);
    let zb = g.add(ext, wt, vec![b]);
    let c1 = g.constant(one, wt);
    let s1 = g.add(Op::Add, wt, vec![za, c1]);
    let s2 = g.add(Op::Add, wt, vec![zb, s1]);
    let sh = g.add(Op::LShr, wt, vec![s2, c1]);
    g.add(Op::Trunc, Ty::new(lanes, t), vec![sh])
}

#[test]
fn lifts_rounding_average_at_any_width_and_extension() {
    let mut g = Graph::new();
    let r = rhadd_form(&mut g, 128, 8, 16, Op::ZExt, 1);
    assert_eq!(lift(&mut g, r), "rounding_halving_add.u(in0, in1)");
    let mut g = Graph::new();
    let r = rhadd_form(&mut g, 16, 16, 32, Op::SExt, 1);
    assert_eq!(lift(&mut g, r), "rounding_halving_add.s(in0, in1)");
    // (a + b + 2) >> 2 is a rounding shift of the sum, but not a rounding average.
    let mut g = Graph::new();
    let r = rhadd_form(&mut g, 16, 8, 16, Op::ZExt, 2);
    assert_eq!(lift(&mut g, r), "trunc(rounding_shr.u(widening_add.u(in0, in1), 2))");
}

fn clamp_form(g: &mut Graph, limit: u128, a_bits: u16, b_bits: u16) -> Id {
    let a = g.input(0, Ty::new(32, a_bits));
    let b = g.input(1, Ty::new(32, b_bits));
    let wt = Ty::new(32, 32);
    let za = g.add(Op::ZExt, wt, vec![a]);
    let zb = g.add(Op::ZExt, wt, vec![b]);
    let s = g.add(Op::Add, wt, vec![zb, za]);
    let c = g.constant(limit, wt);
    let m = g.add(Op::UMin, wt, vec![s, c]);
    g.add(Op::Trunc, Ty::new(32, 8), vec![m])
}

#[test]
fn lifts_the_unsigned_clamp_only_at_the_type_maximum() {
    let mut g = Graph::new();
    let r = clamp_form(&mut g, 255, 8, 8);
    assert_eq!(lift(&mut g, r), "saturating_add.u(in1, in0)");
    let mut g = Graph::new();
    let r = clamp_form(&mut g, 254, 8, 8);
    assert!(!lift(&mut g, r).contains("saturating"));
    // mismatched operand widths: a saturating narrow of the i32 sum, but not a saturating add
    let mut g = Graph::new();
    let r = clamp_form(&mut g, 255, 8, 16);
    assert!(!lift(&mut g, r).contains("saturating_add"));
}

#[test]
fn lifts_select_form_absd_both_signs_and_mirrored() {
    for (cmp, want) in [(Cmp::Ugt, "absd.u"), (Cmp::Ult, "absd.u"), (Cmp::Sgt, "absd.s"), (Cmp::Sge, "absd.s")] {
        let mut g = Graph::new();
        let t = Ty::new(64, 16);
        let a = g.input(0, t);
        let b = g.input(1, t);
        let c = g.add(Op::ICmp(cmp), t.with_bits(1), vec![a, b]);
        let (d1, d2) = (g.add(Op::Sub, t, vec![a, b]), g.add(Op::Sub, t, vec![b, a]));
        // a < b picks b - a
        let (x, y) = if matches!(cmp, Cmp::Ult) { (d2, d1) } else { (d1, d2) };
        let s = g.add(Op::Select, t, vec![c, x, y]);
        assert!(lift(&mut g, s).starts_with(want), "{cmp:?}");
    }
}

#[test]
fn lowering_respects_native_widths() {
    let defs = builtin();
    let t = table();
    let rules = RuleSet::most_specific_first(t.lowering_for("hvx"));
    let has = |v: &ruletable::defs::Variant| v.feature == "hvxv60" || v.feature == "hvxv62";
    let accept = |g: &Graph, id: Id| {
        g.postorder(id).iter().all(|&n| match g.node(n).op {
            Op::Def(d) if defs.get(d).family().is_some() => defs.get(d).pick_variant(g.ty(n), &has).is_some(),
            _ => true,
        })
    };
    let mut g = Graph::new();
    let ty = Ty::new(256, 8);
    let (a, b) = (g.input(0, ty), g.input(1, ty));
    let rhadd_s = g.add(Op::Def(defs.by_name("rounding_halving_add.s").unwrap()), ty, vec![a, b]);
    let rhadd_u = g.add(Op::Def(defs.by_name("rounding_halving_add.u").unwrap()), ty, vec![a, b]);
    let mut rw = Rewriter::new(defs, &rules, &accept).outermost_first();
    // vavgbrnd needs v65: on a v62 machine the generic compound form at the same width is used.
    let s = rw.normalize(&mut g, rhadd_s);
    assert_eq!(show(defs, &g, s), "sub(or(in0, in1), ashr(xor(in0, in1), 1))");
    let u = rw.normalize(&mut g, rhadd_u);
    assert_eq!(show(defs, &g, u), "hvx.vavgrnd_u(in0, in1)");
}

/// Rules are tried by rank, not file order: a stated priority puts a later rule first among
/// rules of the same size (lifting: among all), never ahead of a larger lowering left-hand side.
#[test]
fn stated_priorities_order_rules_of_equal_rank() {
    let defs = builtin();
    let compile = |name: &str, text: &str| ruletable::table::compile(&[(name.to_string(), text.to_string())], defs).unwrap();
    let rhadd = |g: &mut Graph| {
        let ty = Ty::new(64, 16);
        let (a, b) = (g.input(0, ty), g.input(1, ty));
        g.add(Op::Def(defs.by_name("rounding_halving_add.u").unwrap()), ty, vec![a, b])
    };
    let first = |rules: &RuleSet| {
        let mut g = Graph::new();
        let root = rhadd(&mut g);
        let accept = |_: &Graph, _: Id| true;
        let mut rw = Rewriter::new(defs, rules, &accept);
        let out = rw.normalize(&mut g, root);
        (rw.applied[0].0.clone(), show(defs, &g, out))
    };
    let lower = "plain: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n\
                 preferred (prio 1): rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(y, x)\n";
    let t = compile("hvx/lower.rules", lower);
    assert_eq!(first(&RuleSet::most_specific_first(t.lowering_for("hvx"))).0, "preferred");
    assert_eq!(first(&RuleSet::new(vec![t.lower_rules("hvx").to_vec()])).0, "preferred");
    let t = compile("hvx/lower.rules", "plain: rounding_halving_add.u(x:16, y:16) -> hvx.vavgrnd_u(x, y)\n");
    assert_eq!(first(&RuleSet::most_specific_first(t.lowering_for("hvx"))), ("plain".to_string(), "hvx.vavgrnd_u(in0, in1)".to_string()));
}

#[test]
fn an_aarch64_shift_immediate_outside_its_encoding_is_not_instantiated() {
    // A synthesized rule's generalized shift has no bound of its own: sqshrn encodes 1 to the
    // narrow lanes' bits, and llc cannot select another (`Def::immediate_range`).
    let defs = builtin();
    let text = "r: mul_shr.s(x:T, y:T, c0) -> aarch64.sqshrn(aarch64.smull(x, y), c0)\n";
    let rules = ruletable::rules::parse_rules("t.rules", text, defs, ruletable::rules::Origin::Synthesized).unwrap();
    let set = RuleSet::new(vec![rules]);
    let accept = |_: &Graph, _: Id| true;
    for (shift, lowered) in [(16, true), (9, true), (17, false), (0, false)] {
        let mut g = Graph::new();
        let ty = Ty::new(8, 16);
        let (a, b) = (g.input(0, ty), g.input(1, ty));
        let c = g.constant(shift, ty);
        let m = g.add(Op::Def(defs.by_name("mul_shr.s").unwrap()), ty, vec![a, b, c]);
        let out = Rewriter::new(defs, &set, &accept).normalize(&mut g, m);
        assert_eq!(show(defs, &g, out).starts_with("aarch64.sqshrn"), lowered, "shift {shift}: {}", show(defs, &g, out));
    }
}
