//! Reductions: values whose lanes are only ever observed through their total, and regrouping
//! their products into dot-product instructions.
//!
//! A vector integer value is *lane-sum-only* if every use of it is
//! - an operand of `llvm.vector.reduce.add`, or
//! - an operand of a vector `add` or `sub` (either side: negation is linear) that is itself
//!   lane-sum-only, or
//! - an incoming value of a vector phi that is itself lane-sum-only.
//!
//! (the greatest fixpoint: every candidate starts in the set and one with a disqualifying use
//! leaves it, until nothing changes; so a loop's accumulator phi and its update qualify together).
//! Such a value may be replaced by any vector with the same total, because addition mod 2^W is
//! associative and commutative: this is how clang's vectorized dot products
//! (`acc += sext(a) * zext(b)` in `<16 x i32>`, reduced after the loop) can use instructions that
//! sum four byte products into one 32-bit lane. [`regroup`] replaces a lane-sum-only
//! `ext<32>(widening_mul(x:8, y:8))` of N lanes by `concat(D, zeroes)`, D (N/4 lanes) being the
//! packed-lane FPIR op of a regrouping lemma (`ruletable::regroup`, proved by
//! `synth-offline verify`) on x and y bitcast to `<N/4 x i32>`, lowered by the target's
//! ordinary (lane-wise, verified) rules. llc folds the zero lanes into the accumulator add.
//! A product with no packed op (u8 x i8 without `usdot`) is first rebiased lane by lane into
//! several that have one (also a proved lemma); each gets its own group of N/4 lanes,
//! `concat(D_0, D_1, D_2, zeroes)`, so that llc accumulates each into its own register.

use ruletable::cost_model::{dag_cost, Model};
use crate::emit::Emitter;
use crate::import::{import_block, Block};
use crate::ir::{self, Builder, Value};
use crate::remark::{self, Kind};
use crate::select::{delete_dead, Outcome};
use ruletable::lowering::{is_instruction, lowerable};
use crate::target::Target;
use crate::RuleTable;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::op::Op;
use ruletable::regroup::{matching, Match, Operand};
use ruletable::rewrite::Rewriter;
use std::collections::{HashMap, HashSet};

mod distribute;

/// How one use of a candidate value sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Use {
    /// An operand of `llvm.vector.reduce.add`.
    Reduce,
    /// An operand of candidate `i` (an add, sub or phi) that passes sums through linearly.
    Into(usize),
    /// Anything else: the lanes are observed.
    Other,
}

/// The greatest fixpoint: `uses[v]` lists the uses of candidate `v`; the result says which
/// candidates are lane-sum-only.
pub fn lane_sum_only(uses: &[Vec<Use>]) -> Vec<bool> {
    let mut ok = vec![true; uses.len()];
    loop {
        let mut changed = false;
        for v in 0..uses.len() {
            if ok[v] && !uses[v].iter().all(|u| matches!(*u, Use::Reduce) || matches!(*u, Use::Into(w) if ok[w])) {
                ok[v] = false;
                changed = true;
            }
        }
        if !changed {
            return ok;
        }
    }
}

/// The lane-sum-only instructions of a function.
pub fn analyze(func: Value) -> HashSet<Value> {
    let candidates: Vec<Value> = ir::blocks(func)
        .into_iter()
        .flat_map(ir::instructions)
        .filter(|&i| ir::int_vector_shape(ir::type_of(i)).is_some())
        .collect();
    let index: HashMap<Value, usize> = candidates.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    let uses: Vec<Vec<Use>> = candidates
        .iter()
        .map(|&v| {
            ir::users(v)
                .into_iter()
                .map(|u| {
                    if ir::callee_name(u).is_some_and(|n| n.starts_with("llvm.vector.reduce.add.")) {
                        return Use::Reduce;
                    }
                    let linear = matches!(ir::opcode(u), LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub | LLVMOpcode::LLVMPHI);
                    match index.get(&u) {
                        Some(&w) if linear => Use::Into(w),
                        _ => Use::Other,
                    }
                })
                .collect()
        })
        .collect();
    lane_sum_only(&uses).into_iter().zip(candidates).filter_map(|(ok, v)| ok.then_some(v)).collect()
}

/// Regroups every lane-sum-only product in `func` that a lemma matches and the target lowers
/// more cheaply; returns how many.
pub fn regroup(func: Value, table: &RuleTable, target: &Target, out: &mut Outcome, debug: bool) -> usize {
    // Packing bytes into lanes by a bitcast assumes little-endian lanes.
    if ir::triple(ir::module_of(func)).contains("_be") {
        return 0;
    }
    let mut sums = analyze(func);
    let mut done = 0;
    for block in ir::blocks(func) {
        // Each regroup changes the block: import it again until nothing more matches.
        while let Some(replaced) = regroup_one(Site { func, block, sums: &sums, table, target, debug }, out) {
            replaced.iter().for_each(|p| {
                sums.remove(p);
            });
            done += 1;
        }
    }
    done
}

/// How the reductions see a lane-sum-only value's total: each `llvm.vector.reduce.add` it
/// reaches, with its coefficient summed over the paths (+1 through add and phi, -1 through the
/// right side of a sub; a path that comes back to a value it passed is the loop carrying the
/// total to the next iteration, counted by the path that leaves the loop).
fn coefficients(v: Value) -> Vec<(usize, i64)> {
    fn walk(v: Value, sign: i64, path: &mut Vec<Value>, out: &mut HashMap<usize, i64>) {
        if path.contains(&v) {
            return;
        }
        path.push(v);
        for u in ir::users(v) {
            if ir::callee_name(u).is_some_and(|n| n.starts_with("llvm.vector.reduce.add.")) {
                *out.entry(u as usize).or_default() += sign;
            } else if ir::opcode(u) == LLVMOpcode::LLVMSub && ir::operand(u, 1) == v {
                walk(u, -sign, path, out);
            } else {
                walk(u, sign, path, out);
            }
        }
        path.pop();
    }
    let mut out = HashMap::new();
    walk(v, 1, &mut Vec::new(), &mut out);
    let mut out: Vec<(usize, i64)> = out.into_iter().collect();
    out.sort();
    out
}

/// A regrouping made ready to emit: the packed ops over the bitcast operands, lowered.
struct Plan {
    pg: Graph,
    lowered: Vec<u32>,
    /// The packed ops' operand and result types.
    packed_ty: Ty,
    out_ty: Ty,
    cost: u64,
}

impl Plan {
    /// How many 32-bit lanes one packed op's result is read as (a 64-bit packed lane is two).
    fn lanes32(&self) -> u32 {
        self.out_ty.lanes * self.out_ty.bits as u32 / 32
    }
}

/// Lowers match `m`'s packed ops for `lanes` input lanes (the packed op sums `m.lemma.k` of them
/// per 32-bit lane) and costs it with the operands; `None` if the target cannot lower them.
/// With `accumulate`, each packed op is added to an accumulator input (`2 * terms + j`, a group
/// of the accumulator's lanes), and the plan exists only if the target's rules fold that add into
/// the instruction (HVX `vrmpy` accumulating, AVX512-VNNI `vpdpbusd`).
#[allow(clippy::too_many_arguments)]
fn plan(g: &Graph, (x, y): (Id, Id), m: &Match, lanes: u32, accumulate: bool, table: &RuleTable, target: &Target, model: &Model) -> Option<Plan> {
    let defs = table.defs;
    let native = |g: &Graph, id: u32| lowerable(g, id, defs, target);
    let (packed_ty, out_ty) = (m.lemma.packed_ty(lanes / m.lemma.k), m.lemma.out_ty(lanes / m.lemma.k));
    if accumulate && (out_ty.bits != 32 || m.scale.is_some()) {
        return None;
    }
    // One packed op per product, over its bitcast operands (inputs 2j and 2j+1), lowered by the
    // target's rules.
    let mut pg = Graph::new();
    let packed = defs.by_name(m.lemma.packed)?;
    let mut lowered = Vec::new();
    let mut lower = Rewriter::new(defs, table.lowering(target.family), &native).outermost_first();
    for (j, t) in (0..).zip(&m.terms) {
        // A constant y is a constant to the rules (a dot product by ones has rules of its own).
        let yi = match *t {
            Operand::Splat(c) => pg.constant((0..m.lemma.k).fold(0, |acc, k| acc | c << (k as u16 * m.lemma.in_bits)), packed_ty),
            _ => pg.input(2 * j + 1, packed_ty),
        };
        let xi = pg.input(2 * j, packed_ty);
        let mut d = pg.add(Op::Def(packed), out_ty, vec![xi, yi]);
        if accumulate {
            let a = pg.input(2 * m.terms.len() as u32 + j, out_ty);
            d = pg.add(Op::Add, out_ty, vec![a, d]);
        }
        let l = lower.normalize(&mut pg, d);
        if accumulate && pg.node(l).op == Op::Add {
            return None;
        }
        lowered.push(l);
    }
    if lowered.iter().any(|&l| {
        pg.any_reachable(l, |n| defs.is_fpir(n.op)) || !pg.any_reachable(l, |n| is_instruction(defs, n.op)) || !lowerable(&pg, l, defs, target)
    }) {
        return None;
    }
    // The operands: x and y as computed in the block; xors and extensions one op each.
    let registers = |bits: u16| (lanes as u64 * bits as u64).div_ceil(target.register_bits() as u64).max(1);
    let xors = m.terms.iter().filter(|t| matches!(t, Operand::YXor(_))).count() as u64;
    let exts = [m.x_ext, m.y_ext].iter().flatten().count() as u64;
    let extra = xors * registers(g.ty(y).bits) + exts * registers(m.lemma.in_bits);
    let mut cost = dag_cost(g, &[x, y], model) + extra + dag_cost(&pg, &lowered, model);
    if m.scale.is_some() {
        // One 32-bit multiply per packed result, by the (uniform, hoisted) scale.
        let mut t = Graph::new();
        let ty = Ty::new(out_ty.lanes * out_ty.bits as u32 / 32, 32);
        let (a, b) = (t.input(0, ty), t.input(1, ty));
        let mul = t.add(Op::Mul, ty, vec![a, b]);
        cost += m.terms.len() as u64 * model.node(&t, mul);
    }
    Some(Plan { pg, lowered, packed_ty, out_ty, cost })
}

/// The operands of consecutive parts (`p`'s first), as terms of as many times the lanes over
/// leaves that concatenate theirs.
struct Widened {
    graph: Graph,
    /// Each leaf of `graph`: the parts' values concatenated (the same scalar in each: its splat).
    leaves: Vec<Vec<Value>>,
    x: Id,
    y: Id,
}

impl Widened {
    /// The nodes `ids` (one per part) as one node of `ids.len()` times the lanes, if each is the
    /// previous one over the next lanes: the same ops, each vector leaf replaced by the load of
    /// the lanes that follow it (llc loads them at once), each scalar leaf and constant alike.
    /// The loads must come before `p`, where the concatenation is emitted.
    fn add(&mut self, g: &Graph, blk: &Block, ids: &[Id], before_p: &dyn Fn(Value) -> bool, memo: &mut HashMap<Vec<Id>, Id>) -> Option<Id> {
        if let Some(&w) = memo.get(ids) {
            return Some(w);
        }
        let n0 = g.node(ids[0]);
        let alike = |id: &Id| {
            let n = g.node(*id);
            (n.op == n0.op || matches!((n.op, n0.op), (Op::Input(_), Op::Input(_)))) && n.ty == n0.ty && n.args.len() == n0.args.len()
        };
        if !ids.iter().all(alike) {
            return None;
        }
        let ty = Ty::new(ids.len() as u32 * n0.ty.lanes, n0.ty.bits);
        let w = match n0.op {
            Op::Input(_) => {
                let vs: Vec<Value> = ids.iter().map(|&id| match g.node(id).op {
                    Op::Input(i) => blk.leaves[i as usize],
                    _ => unreachable!("checked alike"),
                }).collect();
                let stride = n0.ty.lanes as i64 * n0.ty.bits as i64 / 8;
                let loads: Option<Vec<(Value, i64)>> = vs.iter().map(|&v| ir::load_address(v)).collect();
                let next = loads.is_some_and(|l| l.windows(2).all(|w| w[1].0 == w[0].0 && w[1].1 == w[0].1 + stride))
                    && vs[1..].iter().all(|&v| before_p(v));
                let scalar = ir::int_vector_shape(ir::type_of(vs[0])).is_none() && vs.iter().all(|&v| v == vs[0]);
                if !(next || scalar) {
                    return None;
                }
                self.leaves.push(vs);
                self.graph.input(self.leaves.len() as u32 - 1, ty)
            }
            op => {
                let args = (0..n0.args.len())
                    .map(|t| self.add(g, blk, &ids.iter().map(|&id| g.node(id).args[t]).collect::<Vec<_>>(), before_p, memo))
                    .collect::<Option<Vec<Id>>>()?;
                self.graph.add(op, ty, args)
            }
        };
        memo.insert(ids.to_vec(), w);
        Some(w)
    }

    /// The block of `graph`, its vector leaves concatenated before `p` (where it is emitted).
    fn block(&self, module: llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef, p: Value) -> Block {
        let mut builder = Builder::new(module);
        builder.position_before(p);
        let leaves = self.leaves.iter().map(|vs| match ir::int_vector_shape(ir::type_of(vs[0])) {
            Some(_) => concat(&mut builder, vs),
            None => vs[0],
        });
        Block { leaves: leaves.collect(), ..Block::over(self.graph.clone(), p) }
    }

    /// The nodes `ids` (one per part) widened as one, with that node; `None` unless each part
    /// continues the one before.
    fn node(g: &Graph, blk: &Block, ids: &[Id], before_p: &dyn Fn(Value) -> bool) -> Option<(Widened, Id)> {
        let mut w = Widened { graph: Graph::new(), leaves: Vec::new(), x: 0, y: 0 };
        let root = w.add(g, blk, ids, before_p, &mut HashMap::new())?;
        Some((w, root))
    }

    /// The operands of the parts matched by `ms`, widened; `None` unless each part continues
    /// the one before.
    fn of(g: &Graph, blk: &Block, ms: &[&Match], before_p: &dyn Fn(Value) -> bool) -> Option<Widened> {
        let mut w = Widened { graph: Graph::new(), leaves: Vec::new(), x: 0, y: 0 };
        let mut memo = HashMap::new();
        w.x = w.add(g, blk, &ms.iter().map(|m| m.x).collect::<Vec<_>>(), before_p, &mut memo)?;
        w.y = w.add(g, blk, &ms.iter().map(|m| m.y).collect::<Vec<_>>(), before_p, &mut memo)?;
        Some(w)
    }
}

/// The lane-sum-only products of the block that continue `p`'s, in order (the next parts of an
/// unrolled vector iteration), up to `max` parts in all: each regrouped alike, its operands
/// the previous part's over the next lanes ([`Widened::add`]), and seen by the reductions as
/// `p` is, so that their totals can be moved into `p`'s lanes. With each: its node and match.
#[allow(clippy::too_many_arguments)]
fn continuations(g: &mut Graph, b: &Block, sums: &HashSet<Value>, p: Value, m: &Match, table: &RuleTable, max: usize, before_p: &dyn Fn(Value) -> bool) -> Vec<(Value, Id, Match)> {
    let defs = table.defs;
    let all = |_: &Graph, _: u32| true;
    let mut lift = Rewriter::new(defs, &table.lift, &all).assume_inputs(&b.leaf_ranges);
    let coeffs = coefficients(p);
    let mut chain: Vec<(Value, Id, Match)> = Vec::new();
    if coeffs.is_empty() {
        return chain;
    }
    let mut candidates: Vec<(Value, Id, Id)> = Vec::new();
    for &(q, qid) in b.imported.iter().filter(|(q, _)| *q != p && sums.contains(q) && coefficients(*q) == coeffs) {
        let lifted = lift.normalize(g, qid);
        if g.ty(lifted) == Ty::new(g.ty(m.x).lanes, 32) {
            candidates.push((q, qid, lifted));
        }
    }
    while chain.len() + 1 < max {
        let last = chain.last().map_or(m, |(_, _, mq)| mq);
        let next = candidates.iter().filter(|(q, _, _)| !chain.iter().any(|(c, _, _)| c == q)).find_map(|&(q, qid, lifted)| {
            let mq = matching(g, defs, lifted).into_iter().find(|mq| mq.name == m.name && mq.terms == m.terms && Widened::of(g, b, &[last, mq], before_p).is_some())?;
            Some((q, qid, mq))
        });
        match next {
            Some(c) => chain.push(c),
            None => break,
        }
    }
    chain
}

/// Where regrouping runs: a block of `func`, the lane-sum-only values of the function, the
/// table and target, and whether to print cost decisions (`FIXSEL_DEBUG=cost`).
#[derive(Clone, Copy)]
struct Site<'a> {
    func: Value,
    block: llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef,
    sums: &'a HashSet<Value>,
    table: &'a RuleTable,
    target: &'a Target,
    debug: bool,
}

fn regroup_one(site: Site, out: &mut Outcome) -> Option<Vec<Value>> {
    let Site { func, block, sums, table, target, debug } = site;
    let defs = table.defs;
    let b = import_block(block, defs);
    let model = Model::for_target(defs, target);
    let all = |_: &Graph, _: u32| true;
    for &(p, id) in b.imported.iter().filter(|(i, _)| sums.contains(i)) {
        let mut g = b.graph.clone();
        let old_cost = dag_cost(&g, &[id], &model);
        let mut lift = Rewriter::new(defs, &table.lift, &all).assume_inputs(&b.leaf_ranges);
        let lifted = lift.normalize(&mut g, id);
        let order: HashMap<Value, usize> = ir::instructions(block).into_iter().enumerate().map(|(i, v)| (v, i)).collect();
        let before_p = |v: Value| order.get(&v).is_some_and(|&i| i < order[&p]);
        let into = accumulator(p, sums, &order, target);
        for m in matching(&mut g, defs, lifted) {
            let lanes = g.ty(lifted).lanes;
            let log = |what: &str, old: u64, new: u64, take: bool| {
                if debug {
                    eprintln!("fixsel: cost: @{} {} regroup {}{what}: {old} -> {new}: {}", ir::name_of(func), ir::display_name(p), m.name, if take { "taken" } else { "kept" });
                }
            };
            // The plan `pl` for operands (x, y) of `g` over `n` input lanes, or the same
            // accumulating into `into`'s accumulator where the target folds the add.
            let accumulating = |pl: Plan, g: &Graph, (x, y): (Id, Id), n: u32| {
                let fits = |a: &Plan| a.lanes32() * m.terms.len() as u32 <= lanes;
                match into.and_then(|_| plan(g, (x, y), &m, n, true, table, target, &model)).filter(fits) {
                    Some(acc_plan) => (acc_plan, into),
                    None => (pl, None),
                }
            };
            // Parts of an unrolled iteration as one product of 2 or 4 times the lanes, when its
            // packed result still fits one part's lanes.
            let mut g2 = g.clone();
            let chain = continuations(&mut g2, &b, sums, p, &m, table, 4, &before_p);
            let merged = [4usize, 2].into_iter().filter(|&n| n <= chain.len() + 1).find_map(|n| {
                let ms: Vec<&Match> = std::iter::once(&m).chain(chain[..n - 1].iter().map(|(_, _, mq)| mq)).collect();
                let w = Widened::of(&g2, &b, &ms, &before_p)?;
                let pl = plan(&w.graph, (w.x, w.y), &m, n as u32 * lanes, false, table, target, &model)?;
                let fits = pl.lanes32() * m.terms.len() as u32 <= lanes;
                let qs: Vec<Id> = chain[..n - 1].iter().map(|&(_, qid, _)| qid).collect();
                let old = old_cost + qs.iter().map(|&q| dag_cost(&b.graph, &[q], &model)).sum::<u64>();
                let take = fits && pl.cost < old;
                log(&format!(" merged with {} more parts", n - 1), old, pl.cost, take);
                take.then(|| {
                    let (pl, into) = accumulating(pl, &w.graph, (w.x, w.y), n as u32 * lanes);
                    (chain[..n - 1].iter().map(|&(q, _, _)| q).collect::<Vec<Value>>(), w, pl, into)
                })
            });
            if let Some((qs, w, plan, into)) = merged {
                remark::emit(p, Kind::Passed, "Regrouped", || {
                    format!("fixsel: {} parts of a lane-sum-only product regrouped ({}) into {} x {} of {} lanes (cost -> {})", qs.len() + 1, m.name, m.terms.len(), m.lemma.packed, plan.packed_ty.lanes, plan.cost)
                });
                let module = ir::module_of(func);
                let wb = w.block(module, p);
                emit(module, p, &wb, &w.graph, (w.x, w.y), &m, &plan, lanes, into, table, target);
                qs.iter().for_each(|&q| forget(q));
                out.rules.push(format!("regroup {} (merged)", m.name));
                out.rules.extend(lift.applied.iter().map(|(r, _)| r.clone()));
                out.replaced += 1 + qs.len();
                let replaced: Vec<Value> = into.map(|(u, _)| u).into_iter().chain([p]).chain(qs).collect();
                out.erased += delete_dead(replaced.clone(), &b);
                return Some(replaced);
            }
            let Some(pl) = plan(&g, (m.x, m.y), &m, lanes, false, table, target, &model) else { continue };
            let take = pl.cost < old_cost;
            log("", old_cost, pl.cost, take);
            if !take {
                continue;
            }
            let (plan, into) = accumulating(pl, &g, (m.x, m.y), lanes);
            remark::emit(p, Kind::Passed, "Regrouped", || {
                format!("fixsel: lane-sum-only product regrouped ({}) into {} x {} (cost {old_cost} -> {})", m.name, m.terms.len(), m.lemma.packed, plan.cost)
            });
            emit(ir::module_of(func), p, &b, &g, (m.x, m.y), &m, &plan, lanes, into, table, target);
            out.rules.push(format!("regroup {}", m.name));
            out.rules.extend(lift.applied.iter().map(|(r, _)| r.clone()));
            out.replaced += 1;
            let replaced: Vec<Value> = into.map(|(u, _)| u).into_iter().chain([p]).collect();
            out.erased += delete_dead(replaced.clone(), &b);
            return Some(replaced);
        }
        if let Some(replaced) = distribute::distribute_one(site, p, id, &b, out) {
            return Some(replaced);
        }
    }
    None
}

/// The add a regrouped product `p` can be folded into: `(u, acc)` if `p`'s only use is the
/// lane-sum-only `u = add(acc, p)` of `p`'s block (`order`) and `acc` is available at `p`.
/// In a loop (an accumulator the loop carries) only where [`Target::accumulates_one_stream`]
/// and `p` reads one loaded vector: elsewhere the accumulating instruction puts the multiply on
/// the loop-carried chain, where a separate add puts one cycle. Measured: AVX512-VNNI `vpdpbusd`
/// has 5 cycles of latency (see the freeze in [`emit_parts`]); on HVX, llc's software pipeliner
/// finds no schedule for bench dot_u8i8 (two loads) with `vrmpy` accumulating into the loop's
/// phi (6 packets per iteration instead of 4), but does for l2norm_u8 (one load: 3 -> 2).
fn accumulator(p: Value, sums: &HashSet<Value>, order: &HashMap<Value, usize>, target: &Target) -> Option<(Value, Value)> {
    let [u] = ir::users(p)[..] else { return None };
    let in_loop_ok = || target.accumulates_one_stream() && loads_read(p) == 1;
    if ir::opcode(u) != LLVMOpcode::LLVMAdd || !sums.contains(&u) || !order.contains_key(&u) || (loop_carried(p) && !in_loop_ok()) {
        return None;
    }
    let acc = if ir::operand(u, 0) == p { ir::operand(u, 1) } else { ir::operand(u, 0) };
    let available = order.get(&acc).map_or(true, |&i| i < order[&p]);
    (acc != p && available).then_some((u, acc))
}

/// How many loads of `p`'s block `p` reads, through the instructions of that block.
fn loads_read(p: Value) -> usize {
    let block = ir::block_of(p);
    let (mut stack, mut seen, mut loads) = (vec![p], HashSet::new(), 0);
    while let Some(v) = stack.pop() {
        if !ir::is_instruction(v) || ir::block_of(v) != block || !seen.insert(v) {
            continue;
        }
        if ir::opcode(v) == LLVMOpcode::LLVMLoad {
            loads += 1;
        } else {
            stack.extend((0..ir::num_operands(v)).map(|i| ir::operand(v, i)));
        }
    }
    loads
}

/// Lanes `start..start + count` of `v`.
fn slice(builder: &mut Builder, v: Value, start: u32, count: u32) -> Value {
    builder.shuffle(v, v, &(start..start + count).map(Some).collect::<Vec<_>>())
}

/// The vectors `vs` (of one type, a power-of-two count) concatenated, pairwise.
fn concat(builder: &mut Builder, vs: &[Value]) -> Value {
    let mut parts = vs.to_vec();
    let mut lanes = ir::int_vector_shape(ir::type_of(vs[0])).expect("vector leaves").0;
    while parts.len() > 1 {
        let mask: Vec<Option<u32>> = (0..2 * lanes).map(Some).collect();
        parts = parts.chunks(2).map(|c| builder.shuffle(c[0], c[1], &mask)).collect();
        lanes *= 2;
    }
    parts[0]
}

/// Removes a product whose total was moved into another's lanes: an `add` of it becomes its
/// other operand (any other use sees zeroes), and an accumulator phi left adding nothing to
/// itself becomes its initial constant.
fn forget(q: Value) {
    let zero = unsafe { llvm_plugin::inkwell::llvm_sys::core::LLVMConstNull(ir::type_of(q)) };
    for u in ir::users(q) {
        if ir::opcode(u) == LLVMOpcode::LLVMAdd {
            let other = if ir::operand(u, 0) == q { ir::operand(u, 1) } else { ir::operand(u, 0) };
            for phi in ir::users(u).into_iter().filter(|&v| ir::opcode(v) == LLVMOpcode::LLVMPHI) {
                let incoming: Vec<Value> = (0..ir::num_operands(phi)).map(|i| ir::operand(phi, i)).collect();
                let init: Vec<Value> = incoming.iter().copied().filter(|&v| v != u && v != phi).collect();
                if other == phi && init.len() == incoming.len() - 1 && init.iter().all(|&v| ir::const_is_null(v)) {
                    ir::replace_all_uses(u, init[0]);
                }
            }
            ir::replace_all_uses(u, other);
        }
    }
    ir::replace_all_uses(q, zero);
}

/// Emits the packed products of operands `x` and `y` (nodes of `g`, over `b`'s leaves) before
/// `p`, each read as 32-bit lanes and multiplied by the match's scale if it has one, and replaces
/// `p` by them, each in its own group of `out_lanes` lanes ([`place`]). With `into` (`(u, acc)`,
/// [`accumulator`]) the plan accumulated each into its group of acc's lanes, and the result,
/// with acc's other groups as they are, replaces `u = add(acc, p)`.
#[allow(clippy::too_many_arguments)]
fn emit(
    module: llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef,
    p: Value,
    b: &Block,
    g: &Graph,
    (x, y): (Id, Id),
    m: &Match,
    plan: &Plan,
    out_lanes: u32,
    into: Option<(Value, Value)>,
    table: &RuleTable,
    target: &Target,
) {
    let mut parts = emit_parts(module, p, b, g, (x, y), m, plan, None, into.map(|(_, acc)| acc), table, target);
    let mut builder = Builder::new(module);
    builder.position_before(p);
    match into {
        Some((u, acc)) => {
            let width = plan.lanes32();
            for j in parts.len() as u32..out_lanes / width {
                parts.push(slice(&mut builder, acc, j * width, width));
            }
            let sum = concat(&mut builder, &parts);
            ir::replace_all_uses(u, sum);
        }
        None => {
            let wide = place(&mut builder, parts, out_lanes);
            ir::replace_all_uses(p, wide);
        }
    }
}

/// The packed products of [`emit`], emitted before `p`: one vector of `plan.lanes32()` 32-bit
/// lanes per term; `offset` (`(t, k)`: lane-uniform node t of `g`, times k) is added to the first
/// before the scale multiplies it; `acc`'s lane groups are the accumulator inputs of a plan that
/// has them. If emission panics, what was emitted is removed and the panic
/// goes on.
#[allow(clippy::too_many_arguments)]
fn emit_parts(
    module: llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef,
    p: Value,
    b: &Block,
    g: &Graph,
    (x, y): (Id, Id),
    m: &Match,
    plan: &Plan,
    offset: Option<(Id, u32)>,
    acc: Option<Value>,
    table: &RuleTable,
    target: &Target,
) -> Vec<Value> {
    let lanes = g.ty(x).lanes;
    let width0 = plan.lanes32();
    let mut em = Emitter::new(Builder::new(module), g, b, table.defs, target);
    let operands = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let (mut xv, mut yv) = (em.emit_before(p, x), em.emit_before(p, y));
        let wide = em.builder.vector_type(lanes, m.lemma.in_bits);
        let ext = |op: Op| if op == Op::SExt { LLVMOpcode::LLVMSExt } else { LLVMOpcode::LLVMZExt };
        if let Some(op) = m.x_ext {
            xv = em.builder.cast(ext(op), xv, wide);
        }
        if let Some(op) = m.y_ext {
            yv = em.builder.cast(ext(op), yv, wide);
        }
        let ty = em.builder.vector_type(plan.packed_ty.lanes, plan.packed_ty.bits);
        let xb = em.builder.cast(LLVMOpcode::LLVMBitCast, xv, ty);
        let mut leaves = Vec::new();
        for t in &m.terms {
            let yt = match *t {
                Operand::Y => yv,
                Operand::YXor(c) => {
                    let c = em.builder.splat(lanes, g.ty(y).bits, c);
                    em.builder.binary(LLVMOpcode::LLVMXor, yv, c)
                }
                Operand::Splat(c) => em.builder.splat(lanes, g.ty(y).bits, c),
            };
            leaves.extend([xb, em.builder.cast(LLVMOpcode::LLVMBitCast, yt, ty)]);
        }
        if let Some(acc) = acc {
            for j in 0..m.terms.len() as u32 {
                leaves.push(slice(&mut em.builder, acc, j * width0, width0));
            }
        }
        // Uniform nodes by their first lanes.
        let first = |em: &mut Emitter, id: Id| {
            let v = em.emit_before(p, id);
            slice(&mut em.builder, v, 0, width0)
        };
        let scale = m.scale.map(|s| first(&mut em, s));
        let offset = offset.map(|(t, k)| {
            let tv = first(&mut em, t);
            let k = em.builder.splat(width0, 32, k as u128);
            em.builder.binary(LLVMOpcode::LLVMMul, tv, k)
        });
        (leaves, scale, offset)
    }));
    let (leaves, scale, offset) = match operands {
        Ok(v) => v,
        Err(e) => {
            em.builder.undo();
            std::panic::resume_unwind(e);
        }
    };
    let packed = Block { leaves, ..Block::over(plan.pg.clone(), p) };
    let mut em2 = Emitter::new(Builder::new(module), &plan.pg, &packed, table.defs, target);
    let parts = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        // Each packed result read as 32-bit lanes.
        let ty32 = em2.builder.vector_type(width0, 32);
        let mut parts: Vec<Value> = plan.lowered.iter().map(|&l| em2.emit_before(p, l)).collect();
        if plan.out_ty.bits != 32 {
            parts = parts.into_iter().map(|v| em2.builder.cast(LLVMOpcode::LLVMBitCast, v, ty32)).collect();
        }
        if let Some(c) = offset {
            parts[0] = em2.builder.binary(LLVMOpcode::LLVMAdd, parts[0], c);
        }
        if let Some(s) = scale {
            parts = parts.into_iter().map(|v| em2.builder.binary(LLVMOpcode::LLVMMul, v, s)).collect();
        }
        // With AVX512-VNNI llc fuses pmaddwd and the accumulator's add into vpdpwssd, whose
        // 5-cycle latency then bounds a loop (one per accumulator per iteration: icelake-server
        // l2norm_u8 0.025 -> 0.029 ns per element, slower than clang alone). A freeze (no code)
        // keeps them apart there: pmaddwd, then a 1-cycle vpaddd into the loop's accumulator.
        if m.lemma.packed == "dot2.s" && target.has("avx512vnni") && loop_carried(p) {
            parts = parts.into_iter().map(|v| em2.builder.freeze(v)).collect();
        }
        parts
    }));
    match parts {
        Ok(parts) => parts,
        Err(e) => {
            em2.builder.undo();
            em.builder.undo();
            std::panic::resume_unwind(e);
        }
    }
}

/// True if `v` is added (through adds and subs) into a phi: an accumulator a loop carries.
fn loop_carried(v: Value) -> bool {
    let (mut stack, mut seen) = (vec![v], HashSet::new());
    while let Some(x) = stack.pop() {
        for u in ir::users(x) {
            match ir::opcode(u) {
                LLVMOpcode::LLVMPHI => return true,
                LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub if seen.insert(u) => stack.push(u),
                _ => {}
            }
        }
    }
    false
}

/// `parts` (32-bit lanes, power-of-two widths) as one vector of `out_lanes` lanes with the same
/// total: each folded to at most `out_lanes`, zero-filled to the widest, then each in its own
/// group of lanes (so that each accumulates on its own), summed pairwise first if the groups do
/// not fit, and the rest zero.
fn place(builder: &mut Builder, mut parts: Vec<Value>, out_lanes: u32) -> Value {
    let width_of = |v: Value| ir::int_vector_shape(ir::type_of(v)).expect("vector parts").0;
    // A part wider than the result: its halves added.
    for v in parts.iter_mut() {
        while width_of(*v) > out_lanes {
            let half = width_of(*v) / 2;
            let (lo, hi) = (slice(builder, *v, 0, half), slice(builder, *v, half, half));
            *v = builder.binary(LLVMOpcode::LLVMAdd, lo, hi);
        }
    }
    let widest = parts.iter().map(|&v| width_of(v)).max().expect("at least one part");
    let doubled = |builder: &mut Builder, v: Value, width: u32| {
        let zero = builder.splat(width, 32, 0);
        builder.shuffle(v, zero, &(0..2 * width).map(Some).collect::<Vec<_>>())
    };
    for v in parts.iter_mut() {
        while width_of(*v) < widest {
            *v = doubled(builder, *v, width_of(*v));
        }
    }
    while parts.len() as u32 * widest > out_lanes {
        parts = parts.chunks(2).map(|c| if c.len() == 2 { builder.binary(LLVMOpcode::LLVMAdd, c[0], c[1]) } else { c[0] }).collect();
    }
    let groups = (out_lanes / widest).max(1) as usize;
    let zero = builder.splat(widest, 32, 0);
    parts.resize(groups, zero);
    let mut width = widest;
    while parts.len() > 1 {
        let mask: Vec<Option<u32>> = (0..2 * width).map(Some).collect();
        parts = parts.chunks(2).map(|c| builder.shuffle(c[0], c[1], &mask)).collect();
        width *= 2;
    }
    parts[0]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accumulator_loop_is_lane_sum_only() {
        // 0: phi(acc) <- 2;  1: mul -> 2;  2: add(1, 0) -> phi 0 and 3;  3: add(2, 4) -> reduce;
        // 4: another accumulator's update, also stored (Other).
        let uses = vec![
            vec![Use::Into(2)],
            vec![Use::Into(2)],
            vec![Use::Into(0), Use::Into(3)],
            vec![Use::Reduce],
            vec![Use::Into(3), Use::Other],
        ];
        assert_eq!(lane_sum_only(&uses), vec![true, true, true, true, false]);
    }

    #[test]
    fn an_observed_lane_disqualifies_the_whole_cycle() {
        // The phi's update is also stored each iteration: nothing in the cycle qualifies, nor
        // the product feeding it.
        let uses = vec![vec![Use::Into(2)], vec![Use::Into(2)], vec![Use::Into(0), Use::Into(3), Use::Other], vec![Use::Reduce]];
        assert_eq!(lane_sum_only(&uses), vec![false, false, false, true]);
        // A cycle with no reduction at all stays in the set only if nothing observes it (dead).
        assert_eq!(lane_sum_only(&[vec![Use::Into(1)], vec![Use::Into(0)]]), vec![true, true]);
        assert_eq!(lane_sum_only(&[vec![Use::Into(1)], vec![Use::Into(0), Use::Other]]), vec![false, false]);
    }
}
