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

use crate::cost::{dag_cost, Model};
use crate::emit::Emitter;
use crate::import::{import_block, Block};
use crate::ir::{self, Builder, Value};
use crate::remark::{self, Kind};
use crate::select::{delete_dead, is_fpir, is_instruction, lowerable, Outcome};
use crate::target::Target;
use crate::RuleTable;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::graph::{Graph, Ty};
use ruletable::op::Op;
use ruletable::regroup::matching;
use ruletable::rewrite::Rewriter;
use std::collections::{HashMap, HashSet};

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
        while let Some(p) = regroup_one(func, block, &sums, table, target, out, debug) {
            sums.remove(&p);
            done += 1;
        }
    }
    done
}

fn regroup_one(
    func: Value,
    block: llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef,
    sums: &HashSet<Value>,
    table: &RuleTable,
    target: &Target,
    out: &mut Outcome,
    debug: bool,
) -> Option<Value> {
    let defs = table.defs;
    let b = import_block(block, defs);
    let model = Model::for_target(defs, target);
    let all = |_: &Graph, _: u32| true;
    let native = |g: &Graph, id: u32| lowerable(g, id, defs, target);
    for &(p, id) in b.imported.iter().filter(|(i, _)| sums.contains(i)) {
        let mut g = b.graph.clone();
        let old_cost = dag_cost(&g, &[id], &model);
        let mut lift = Rewriter::new(defs, &table.lift, &all).assume_inputs(&b.leaf_ranges);
        let lifted = lift.normalize(&mut g, id);
        let Some((lemma, x, y)) = matching(&g, defs, lifted) else { continue };
        let lanes = g.ty(lifted).lanes;
        let packed_ty = Ty::new(lanes / lemma.k, 32);
        // D = packed(X, Y) over the bitcast operands, lowered by the target's rules.
        let mut pg = Graph::new();
        let (xi, yi) = (pg.input(0, packed_ty), pg.input(1, packed_ty));
        let d = pg.add(Op::Def(defs.by_name(lemma.packed)?), packed_ty, vec![xi, yi]);
        let mut lower = Rewriter::new(defs, table.lowering(target.family), &native).outermost_first();
        let lowered = lower.normalize(&mut pg, d);
        if lowered == d
            || pg.any_reachable(lowered, |n| is_fpir(defs, n.op))
            || !pg.any_reachable(lowered, |n| is_instruction(defs, n.op))
            || !lowerable(&pg, lowered, defs, target)
        {
            continue;
        }
        let new_cost = dag_cost(&g, &[x, y], &model) + dag_cost(&pg, &[lowered], &model);
        let take = new_cost < old_cost;
        if debug {
            eprintln!(
                "fixsel: cost: @{} {} regroup {}: {old_cost} -> {new_cost}: {}",
                ir::name_of(func),
                Some(ir::name_of(p)).filter(|n| !n.is_empty()).map_or("(unnamed)".into(), |n| format!("%{n}")),
                lemma.name,
                if take { "taken" } else { "kept" }
            );
        }
        if !take {
            continue;
        }
        remark::emit(p, Kind::Passed, "Regrouped", || {
            format!("fixsel: lane-sum-only {} regrouped into {} (cost {old_cost} -> {new_cost})", lemma.mul, lemma.packed)
        });
        emit(ir::module_of(func), p, &b, &g, x, y, &pg, lowered, packed_ty, lanes, table, target);
        out.rules.push(format!("regroup {}", lemma.name));
        out.rules.extend(lift.applied.iter().chain(&lower.applied).map(|(r, _)| r.clone()));
        out.replaced += 1;
        out.erased += delete_dead(vec![p], &b);
        return Some(p);
    }
    None
}

/// Emits `concat(lowered(bitcast x, bitcast y), zeroes)` before `p` and replaces `p` by it. If
/// emission panics, what was emitted is removed and the panic goes on.
#[allow(clippy::too_many_arguments)]
fn emit(module: llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef, p: Value, b: &Block, g: &Graph, x: u32, y: u32, pg: &Graph, lowered: u32, packed_ty: Ty, lanes: u32, table: &RuleTable, target: &Target) {
    let mut em = Emitter::new(Builder::new(module), g, b, table.defs, target);
    let operands = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let (xv, yv) = (em.emit_before(p, x), em.emit_before(p, y));
        let ty = em.builder.vector_type(packed_ty.lanes, 32);
        (em.builder.cast(LLVMOpcode::LLVMBitCast, xv, ty), em.builder.cast(LLVMOpcode::LLVMBitCast, yv, ty))
    }));
    let (xb, yb) = match operands {
        Ok(v) => v,
        Err(e) => {
            em.builder.undo();
            std::panic::resume_unwind(e);
        }
    };
    let packed = Block {
        graph: pg.clone(),
        leaves: vec![xb, yb],
        leaf_ranges: vec![],
        imported: vec![],
        computed_by: HashMap::new(),
        position: HashMap::from([(p, 0)]),
        fpir_calls: vec![],
        warnings: vec![],
    };
    let mut em2 = Emitter::new(Builder::new(module), pg, &packed, table.defs, target);
    let wide = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let d = em2.emit_before(p, lowered);
        let zero = em2.builder.splat(packed_ty.lanes, 32, 0);
        let mask: Vec<Option<u32>> = (0..lanes).map(|i| Some(if i < packed_ty.lanes { i } else { packed_ty.lanes })).collect();
        em2.builder.shuffle(d, zero, &mask)
    }));
    match wide {
        Ok(w) => ir::replace_all_uses(p, w),
        Err(e) => {
            em2.builder.undo();
            em.builder.undo();
            std::panic::resume_unwind(e);
        }
    }
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
