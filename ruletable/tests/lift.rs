//! Properties of the lifting rule set and of interval analysis.

use ruletable::check::instances;
use ruletable::lift_cost::lift_cost;
use ruletable::defs::builtin;
use ruletable::eval::{eval, expand};
use ruletable::graph::{mask, Graph, Id, Ty};
use ruletable::interval::{Intervals, Range};
use ruletable::op::{Cmp, Op};
use ruletable::table::compile_dir;
use std::path::PathBuf;

fn rules_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules")
}

/// Every instance of every rule has a lower `measure` after its rewrite than before: what makes
/// rewriting with the rules terminate.
fn assert_each_rule_lowers<M: PartialOrd + std::fmt::Debug>(rules: &[ruletable::rules::Rule], measure: impl Fn(&Graph, Id) -> M) {
    let defs = builtin();
    assert!(!rules.is_empty());
    for rule in rules {
        let insts = instances(defs, rule);
        assert!(!insts.is_empty(), "{} has no instance", rule.name);
        for inst in insts {
            let (before, after) = (measure(&inst.graph, inst.lhs), measure(&inst.graph, inst.rhs));
            assert!(after < before, "rule {} at {}: {before:?} -> {after:?}", rule.name, inst.description);
        }
    }
}

#[test]
fn every_lift_rule_strictly_lowers_the_lifting_cost() {
    assert_each_rule_lowers(&compile_dir(&rules_dir(), builtin()).unwrap().lift, lift_cost);
}

/// The operand and result widths of the ops that are not casts: what every narrowing step lowers
/// (it adds casts, which simplify away against the operands' own in a real term but not in an
/// instance).
fn op_widths(g: &Graph, root: Id) -> u64 {
    let casts = [Op::ZExt, Op::SExt, Op::Trunc];
    let ops = g.postorder(root).into_iter().map(|id| g.node(id)).filter(|n| !n.args.is_empty() && !casts.contains(&n.op));
    ops.map(|n| n.ty.bits as u64 + n.args.iter().map(|&a| g.ty(a).bits as u64).sum::<u64>()).sum()
}

#[test]
fn every_narrowing_rule_strictly_lowers_the_width_of_the_ops() {
    assert_each_rule_lowers(&compile_dir(&rules_dir(), builtin()).unwrap().narrow, op_widths);
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn wide(&mut self) -> u128 {
        (self.next() as u128) << 64 | self.next() as u128
    }
}

/// A random value of `bits`, biased towards edges and small numbers.
fn value(rng: &mut Rng, bits: u16) -> u128 {
    let m = mask(bits);
    match rng.below(6) {
        0 => [0, 1, m, m >> 1, (m >> 1) + 1, 2][rng.below(6)],
        1 => rng.next() as u128 % 40,
        _ => rng.wide() & m,
    }
}

/// A random well-typed term over every primitive and FPIR op, at most `depth` deep, of element
/// width `bits`.
fn random_term(g: &mut Graph, rng: &mut Rng, bits: u16, depth: u32, leaves: &mut Vec<(Id, Range)>) -> Id {
    let defs = builtin();
    let ty = Ty::new(1, bits);
    if depth == 0 || rng.below(5) == 0 {
        if rng.below(3) == 0 {
            let v = value(rng, bits);
            return g.constant(v, ty);
        }
        // A leaf with a random range (what loads, masks and extensions give).
        let (a, b) = (value(rng, bits), value(rng, bits));
        let r = if rng.below(2) == 0 {
            Range::unsigned(bits, Some((a.min(b), a.max(b))))
        } else {
            let (sa, sb) = (ruletable::graph::sign_extend(a, bits), ruletable::graph::sign_extend(b, bits));
            Range::signed(bits, Some((sa.min(sb), sa.max(sb))))
        };
        let id = g.input(leaves.len() as u32, ty);
        leaves.push((id, r));
        return id;
    }
    let mut sub = |g: &mut Graph, rng: &mut Rng, w: u16| random_term(g, rng, w, depth - 1, leaves);
    loop {
        match rng.below(6) {
            0 | 1 => {
                let ops = [Op::Add, Op::Sub, Op::Mul, Op::Shl, Op::LShr, Op::AShr, Op::And, Op::Or, Op::Xor, Op::UMin, Op::UMax, Op::SMin, Op::SMax, Op::UAddSat, Op::SAddSat, Op::USubSat, Op::SSubSat, Op::UDiv, Op::SDiv, Op::URem, Op::SRem];
                let op = ops[rng.below(ops.len())];
                let a = sub(g, rng, bits);
                let b = if matches!(op, Op::Shl | Op::LShr | Op::AShr) {
                    let v = rng.next() as u128 % bits as u128;
                    g.constant(v, ty)
                } else {
                    sub(g, rng, bits)
                };
                return g.add(op, ty, vec![a, b]);
            }
            2 if bits > 8 => {
                let from = [8, 16, 32].into_iter().filter(|&w| w < bits).nth(rng.below(2)).unwrap_or(8);
                let a = sub(g, rng, from);
                return g.add([Op::ZExt, Op::SExt][rng.below(2)], ty, vec![a]);
            }
            3 if bits < 64 => {
                let a = sub(g, rng, bits * 2);
                return g.add(Op::Trunc, ty, vec![a]);
            }
            4 => {
                let (a, b, c, d) = (sub(g, rng, bits), sub(g, rng, bits), sub(g, rng, bits), sub(g, rng, bits));
                let cmp = g.add(Op::ICmp(Cmp::ALL[rng.below(10)]), Ty::new(1, 1), vec![a, b]);
                return if rng.below(2) == 0 { g.add(Op::Select, ty, vec![cmp, c, d]) } else { g.add(Op::Abs, ty, vec![c]) };
            }
            5 => {
                // An FPIR op that takes and returns `bits`-wide values, or narrows from 2x.
                let fpir: Vec<_> = defs.all().filter(|(_, d)| d.kind == ruletable::defs::DefKind::Fpir).collect();
                let (id, def) = fpir[rng.below(fpir.len())];
                // The first operand's width that makes the result `bits` wide (widening ops take
                // half, narrowing ops twice).
                let fit = [bits, bits / 2, bits * 2].into_iter().filter(|w| (8..=64).contains(w)).find_map(|w0| {
                    let ws: Vec<u16> = (0..def.params.len()).map(|i| def.param_width(i, &[Some(w0)]).unwrap_or(w0)).collect();
                    (ruletable::template::result_width(defs, Op::Def(id), &ws, None) == Ok(bits) && ws.iter().all(|&w| w <= 64)).then_some(ws)
                });
                let Some(widths) = fit else { continue };
                let args: Vec<Id> = widths
                    .iter()
                    .enumerate()
                    .map(|(i, &w)| if i >= 1 && def.name.contains("shr") || i == 2 { g.constant(rng.next() as u128 % w as u128, Ty::new(1, w)) } else { sub(g, rng, w) })
                    .collect();
                return g.add(Op::Def(id), ty, args);
            }
            _ => {}
        }
    }
}

#[test]
fn intervals_contain_every_computed_value() {
    let defs = builtin();
    let mut rng = Rng(0x2545F4914F6CDD1D);
    let mut samples = 0;
    for _ in 0..400 {
        let mut g = Graph::new();
        let mut leaves = Vec::new();
        let bits = [8, 16, 32, 64][rng.below(4)];
        let root = random_term(&mut g, &mut rng, bits, 4, &mut leaves);
        let mut iv = Intervals::new();
        for (i, (_, r)) in leaves.iter().enumerate() {
            iv.assume_input(i as u32, *r);
        }
        // Every node of the term, FPIR ops included, against its expanded evaluation.
        for node in g.postorder(root) {
            let range = iv.range(&g, defs, node);
            let mut e = g.clone();
            let expanded = expand(&mut e, defs, node);
            for _ in 0..64 {
                let ins: Vec<u128> = leaves
                    .iter()
                    .map(|(id, r)| {
                        let v = value(&mut rng, g.ty(*id).bits);
                        if r.contains(v) { v } else { r.ulo + v % (r.uhi - r.ulo + 1) }
                    })
                    .collect();
                if ins.iter().zip(&leaves).any(|(v, (_, r))| !r.contains(*v)) {
                    continue;
                }
                let Some(out) = eval(&e, expanded, &|i| vec![ins[i as usize]]) else { continue };
                samples += 1;
                if !range.contains(out[0]) {
                    let args: Vec<String> = g.node(node).args.iter().map(|&a| {
                        let x = expand(&mut e, defs, a);
                        format!("{:?} = {:?} in {:?}", g.node(a), eval(&e, x, &|i| vec![ins[i as usize]]), iv.range(&g, defs, a))
                    }).collect();
                    panic!("value {:#x} outside {range:?} for node {:?}; operands:\n{}", out[0], g.node(node), args.join("\n"));
                }
            }
        }
    }
    assert!(samples >= 100_000, "only {samples} samples");
}
