//! Lane-sum-only products of sums, such as TFLite's `(in + in_offset) * (w + w_offset)` with
//! runtime zero points: distributed (`ruletable::regroup::distribute`), each product regrouped by
//! a lemma or a scaled sum, a lane-uniform one folded into a scaled sum, and a product no lemma
//! regroups kept lane-wise; unrolled parts merged first where that is cheaper per part.

use super::{coefficients, emit_parts, forget, place, plan, Plan, Site, Widened};
use ruletable::cost_model::{dag_cost, Model};
use crate::emit::Emitter;
use crate::import::Block;
use crate::ir::{self, Builder, Value};
use crate::remark::{self, Kind};
use crate::select::{delete_dead, Outcome};
use ruletable::lowering::lowerable;
use crate::target::Target;
use crate::RuleTable;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::graph::{Graph, Id};
use ruletable::op::Op;
use ruletable::regroup::{matching, Match};
use ruletable::rewrite::Rewriter;
use std::collections::HashMap;

/// Regroups lane-sum-only product `p` (node `id` of `b`) that is a product of sums, such as
/// `(zext(a) + za) * (zext(b) + zb)` with runtime zero points ([`distributed`]), alone or else
/// merged with the next 1 or 3 parts of an unrolled iteration (the same expression over the loads
/// that follow, seen by the reductions as `p` is: their totals go into p's lanes), whichever costs
/// least per part, if less than the parts as they are.
pub(super) fn distribute_one(site: Site, p: Value, id: Id, b: &Block, out: &mut Outcome) -> Option<Vec<Value>> {
    let Site { func, block, sums, table, target, debug } = site;
    let model = Model::for_target(table.defs, target).with_splat_leaves(b.splat_leaves());
    let order: HashMap<Value, usize> = ir::instructions(block).into_iter().enumerate().map(|(i, v)| (v, i)).collect();
    let before_p = |v: Value| order.get(&v).is_some_and(|&i| i < order[&p]);
    let coeffs = coefficients(p);
    let mut chain: Vec<(Value, Id)> = Vec::new();
    if !coeffs.is_empty() {
        let candidates: Vec<(Value, Id)> = b.imported.iter().copied().filter(|&(q, qid)| q != p && sums.contains(&q) && b.graph.ty(qid) == b.graph.ty(id) && coefficients(q) == coeffs).collect();
        while chain.len() < 3 {
            let ids = |q: Id| std::iter::once(id).chain(chain.iter().map(|c| c.1)).chain([q]).collect::<Vec<Id>>();
            match candidates.iter().find(|(q, qid)| !chain.iter().any(|c| c.0 == *q) && Widened::node(&b.graph, b, &ids(*qid), &before_p).is_some()) {
                Some(&c) => chain.push(c),
                None => break,
            }
        }
    }
    let lanes = b.graph.ty(id).lanes;
    // Parts are merged only up to a register of their narrowest operands: the model does not see
    // what concatenating whole registers costs (HVX fully_connected: 0.039 packets per element
    // alone, 0.047 with two parts merged, though merged was costed 14 against 2 x 8).
    let splats = b.splat_leaves();
    let narrowest = b.graph.postorder(id).into_iter().filter_map(|n| match b.graph.node(n).op {
        Op::Input(i) if !splats.contains(&i) => Some(b.graph.ty(n).bits as u64),
        _ => None,
    }).min().unwrap_or(32);
    let fits = |n: usize| n == 1 || n as u64 * lanes as u64 * narrowest <= target.register_bits() as u64;
    let mut best: Option<(usize, Option<Widened>, Distributed)> = None;
    for n in [1usize, 2, 4].into_iter().filter(|&n| n <= chain.len() + 1 && fits(n)) {
        let ids: Vec<Id> = std::iter::once(id).chain(chain[..n - 1].iter().map(|c| c.1)).collect();
        let old_cost: u64 = ids.iter().map(|&q| dag_cost(&b.graph, &[q], &model)).sum();
        let (widened, d) = if n == 1 {
            (None, distributed(id, b, lanes, table, target))
        } else {
            let (w, root) = Widened::node(&b.graph, b, &ids, &before_p)?;
            // For planning, a vector leaf stands for its concatenation (only scalars matter).
            let wb = Block { leaves: w.leaves.iter().map(|vs| vs[0]).collect(), ..Block::over(w.graph.clone(), p) };
            let d = distributed(root, &wb, lanes, table, target);
            (Some(w), d)
        };
        let Some(d) = d else { continue };
        let take = d.cost < old_cost && best.as_ref().map_or(true, |(bn, _, bd)| d.cost * (*bn as u64) < bd.cost * n as u64);
        if debug {
            eprintln!("fixsel: cost: @{} {} regroup distributed ({}) of {n} parts: {old_cost} -> {}: {}", ir::name_of(func), ir::display_name(p), d.names.join(", "), d.cost, if take { "best so far" } else { "kept" });
        }
        if take {
            best = Some((n, widened, d));
        }
    }
    let (n, widened, d) = best?;
    let module = ir::module_of(func);
    remark::emit(p, Kind::Passed, "Regrouped", || format!("fixsel: lane-sum-only product of sums ({n} parts) distributed and regrouped ({}) (cost -> {})", d.names.join(", "), d.cost));
    match widened {
        None => emit_distributed(module, p, b, &d, lanes, table, target),
        Some(w) => emit_distributed(module, p, &w.block(module, p), &d, lanes, table, target),
    }
    let siblings: Vec<Value> = chain[..n - 1].iter().map(|c| c.0).collect();
    siblings.iter().for_each(|&q| forget(q));
    out.rules.push(format!("regroup distributed ({})", d.names.join(", ")));
    out.rules.extend(d.rules.iter().cloned());
    out.replaced += n;
    let replaced: Vec<Value> = std::iter::once(p).chain(siblings).collect();
    out.erased += delete_dead(replaced.clone(), b);
    Some(replaced)
}

/// One distributed product of [`distributed`]: regrouped by a match, or lane-uniform.
enum Term {
    /// `offset`: a uniform node added to the sum before the scale (see [`distributed`]).
    Regrouped { m: Match, plan: Plan, offset: Option<Id> },
    Uniform(Id),
    /// A product no lemma regroups on this target, kept lane-wise: its lowered node (over `g`).
    Lanewise(Id),
}

/// A product of sums distributed, each product planned: a copy of the block's graph with the
/// products, the terms and what they cost in all.
struct Distributed {
    g: Graph,
    terms: Vec<(bool, Term)>,
    names: Vec<String>,
    /// The lift rules that made the products matchable.
    rules: Vec<String>,
    cost: u64,
    /// The product's lanes (more than the result's if parts were merged).
    lanes: u32,
}

/// Product of sums `id` of `b` (`ruletable::regroup::distribute`), each product regrouped by a
/// lemma or a scaled sum (`zext(a) * zb` is `zb` times a sum of bytes) or, lane-uniform (`za *
/// zb`), folded into a scaled sum or kept as few lanes with the same total; to be placed in
/// `out_lanes` lanes (fewer than id's if parts were merged). `None` unless every product that is
/// not uniform regroups, or if no product has a uniform factor.
fn distributed(id: Id, b: &Block, out_lanes: u32, table: &RuleTable, target: &Target) -> Option<Distributed> {
    let defs = table.defs;
    let model = Model::for_target(defs, target).with_splat_leaves(b.splat_leaves());
    let mut g = b.graph.clone();
    let products = ruletable::regroup::distribute(&mut g, id)?;
    let uniform = |g: &Graph, t: Id| b.uniform(g, t);
    // Only a uniform summand (a zero point) is worth distributing: it turns a product into a
    // scaled sum. A square of a difference is better squared as it is.
    if !products.iter().any(|&(_, t)| g.node(t).args.iter().any(|&f| uniform(&g, f))) {
        return None;
    }
    let lanes = g.ty(id).lanes;
    let all = |_: &Graph, _: u32| true;
    let mut lift = Rewriter::new(defs, &table.lift, &all).assume_inputs(&b.leaf_ranges);
    let native = |g: &Graph, n: u32| lowerable(g, n, defs, target);
    let mut lower = Rewriter::new(defs, table.lowering(target.family), &native).outermost_first();
    let mut terms = Vec::new();
    for &(neg, t) in &products {
        if uniform(&g, t) {
            terms.push((neg, Term::Uniform(t)));
            continue;
        }
        let mut candidates = ruletable::regroup::scaled_sums(&g, t, &|n| uniform(&g, n));
        let lifted = lift.normalize(&mut g, t);
        candidates.extend(matching(&mut g, defs, lifted));
        let best = candidates.into_iter().filter_map(|m| Some((plan(&g, (m.x, m.y), &m, lanes, false, table, target, &model)?, m))).min_by_key(|(plan, _)| plan.cost);
        let term = match best {
            Some((plan, m)) => Term::Regrouped { m, plan, offset: None },
            None => {
                let lowered = lower.normalize(&mut g, lifted);
                if g.any_reachable(lowered, |n| defs.is_fpir(n.op)) || !lowerable(&g, lowered, defs, target) {
                    return None;
                }
                Term::Lanewise(lowered)
            }
        };
        terms.push((neg, term));
    }
    // A lane-wise product alone gains nothing.
    if !terms.iter().any(|(_, t)| matches!(t, Term::Regrouped { .. })) {
        return None;
    }
    // A uniform product s * t whose factor s scales a term of the same sign is added to that
    // term's sum before the scale, as t times the lanes per packed lane (often free: llc starts
    // the packed op's accumulator there instead of at zero).
    let mut i = 0;
    while i < terms.len() {
        let (neg, Term::Uniform(u)) = terms[i] else {
            i += 1;
            continue;
        };
        let n = g.node(u);
        let into = match (n.op, n.args.as_slice()) {
            (Op::Mul, &[a, c]) => terms.iter_mut().find_map(|(nj, t)| match t {
                Term::Regrouped { m, offset, .. } if *nj == neg && offset.is_none() && (m.scale == Some(a) || m.scale == Some(c)) => {
                    Some((offset, if m.scale == Some(a) { c } else { a }))
                }
                _ => None,
            }),
            _ => None,
        };
        match into {
            Some((offset, other)) => {
                *offset = Some(other);
                terms.remove(i);
            }
            None => i += 1,
        }
    }
    // Each part's own cost, and per register of it: its negation, its offset, the folds of a part
    // wider than p (in halves), and an add into the others if the groups do not fit in p's lanes.
    let registers = |lanes32: u32| (lanes32 as u64 * 32).div_ceil(target.register_bits() as u64).max(1);
    let part_widths: Vec<(bool, u32)> = terms
        .iter()
        .flat_map(|(neg, t)| match t {
            Term::Regrouped { plan, .. } => vec![(*neg, plan.lanes32()); plan.lowered.len()],
            Term::Uniform(_) => vec![(*neg, 1)],
            Term::Lanewise(_) => vec![(*neg, lanes)],
        })
        .collect();
    let widest = part_widths.iter().map(|&(_, w)| w.min(out_lanes)).max().unwrap_or(1);
    let mut cost = 0;
    for &(neg, w) in &part_widths {
        let placed = w.min(out_lanes);
        cost += neg as u64 * registers(w) + if w > out_lanes { (w / out_lanes).ilog2() as u64 * registers(placed) } else { 0 };
        if part_widths.len() as u32 * widest > out_lanes {
            cost += registers(placed);
        }
    }
    if part_widths.len() as u32 * widest > out_lanes {
        cost -= registers(widest);
    }
    let offsets = terms.iter().filter_map(|(_, t)| match t {
        Term::Regrouped { plan, offset: Some(_), .. } => Some(registers(plan.lanes32())),
        _ => None,
    });
    cost += offsets.sum::<u64>();
    cost += terms.iter().map(|(_, t)| match t {
        Term::Regrouped { plan, .. } => plan.cost,
        Term::Uniform(_) => 0,
        Term::Lanewise(l) => dag_cost(&g, &[*l], &model),
    }).sum::<u64>();
    let names: Vec<String> = terms
        .iter()
        .map(|(_, t)| match t {
            Term::Regrouped { m, offset: Some(_), .. } => format!("{} + uniform", m.name),
            Term::Regrouped { m, .. } => m.name.to_string(),
            Term::Uniform(_) => "uniform".into(),
            Term::Lanewise(_) => "lane-wise".into(),
        })
        .collect();
    let rules = lift.applied.iter().map(|(r, _)| r.clone()).collect();
    Some(Distributed { g, terms, names, rules, cost, lanes })
}

/// Emits `d` (over block `b`) before `p` and replaces `p` by it, in `out_lanes` lanes.
#[allow(clippy::too_many_arguments)]
fn emit_distributed(module: llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef, p: Value, b: &Block, d: &Distributed, out_lanes: u32, table: &RuleTable, target: &Target) {
    let lanes = d.lanes;
    let mut values = Vec::new();
    for (neg, t) in &d.terms {
        let mut vs = match t {
            Term::Regrouped { m, plan, offset } => {
                let offset = offset.map(|t| (t, lanes / plan.lanes32()));
                emit_parts(module, p, b, &d.g, (m.x, m.y), m, plan, offset, None, table, target)
            }
            Term::Uniform(u) => {
                // N lanes of c have the total of one lane of N * c.
                let mut em = Emitter::new(Builder::new(module), &d.g, b, table.defs, target);
                let v = em.emit_before(p, *u);
                let mut builder = Builder::new(module);
                builder.position_before(p);
                let first = builder.shuffle(v, v, &[Some(0)]);
                let n = builder.splat(1, 32, lanes as u128);
                vec![builder.binary(LLVMOpcode::LLVMMul, first, n)]
            }
            Term::Lanewise(l) => vec![Emitter::new(Builder::new(module), &d.g, b, table.defs, target).emit_before(p, *l)],
        };
        if *neg {
            let mut builder = Builder::new(module);
            builder.position_before(p);
            vs = vs
                .into_iter()
                .map(|v| {
                    let zero = builder.splat(ir::int_vector_shape(ir::type_of(v)).expect("vector").0, 32, 0);
                    builder.binary(LLVMOpcode::LLVMSub, zero, v)
                })
                .collect();
        }
        values.extend(vs);
    }
    let mut builder = Builder::new(module);
    builder.position_before(p);
    let wide = place(&mut builder, values, out_lanes);
    ir::replace_all_uses(p, wide);
}
