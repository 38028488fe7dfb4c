//! Lane-wise code between a de-interleave and a re-interleave, computed on the whole vectors.
//!
//! For interleaved data (RGBA pixels, stereo samples) the loop vectorizer loads whole vectors,
//! splits them into one vector per channel with strided shuffles, computes each channel, and
//! interleaves the results again before the store. When every channel computes the same lane-wise
//! function, the shuffles cancel out: lane i of the result is f applied to lane i of the loaded
//! vectors. That is what this pass builds (once the shuffles are gone the usual lifting and
//! lowering see one wide idiom): an x86 `vpaddusb` on interleaved pixels no longer pays for
//! `vpshufb` de-interleaves, and AArch64 no longer needs `ld4`/`st4`.
//!
//! Exact by construction: lane-wise operations commute with any fixed lane permutation, poison
//! included, and the result's lanes are computed from the very operand lanes they were computed
//! from before. The channel code is only replaced when nothing else uses it (no work is kept twice),
//! and poison-generating flags (nsw, nuw, exact) are dropped, which only refines.

use crate::ir::{self, Builder, Value};
use crate::lanewise;
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use std::collections::{HashMap, HashSet};

/// Where one lane comes from: a value that is not a shuffle, and its lane.
type Lane = (Value, u32);

/// Rewrites every re-interleave in `block` whose channels compute the same lane-wise function of
/// de-interleaved vectors; returns the wide values that replaced them.
pub fn run_on_block(block: LLVMBasicBlockRef, builder: &mut Builder) -> Vec<Value> {
    let mut done = Vec::new();
    for inst in ir::instructions(block) {
        let is_tree_root = ir::shuffle_mask(inst).is_some() && !ir::users(inst).iter().any(|&u| ir::shuffle_mask(u).is_some());
        if is_tree_root {
            done.extend(rewrite(inst, block, builder));
        }
    }
    done
}

/// Lane `lane` of `v`, followed through shuffles to a value that is not one.
fn source(v: Value, lane: u32) -> Option<Lane> {
    match ir::shuffle_mask(v) {
        None => Some((v, lane)),
        Some(mask) => {
            let m = mask[lane as usize]?;
            let (n, _) = ir::int_vector_shape(ir::type_of(ir::operand(v, 0)))?;
            if m < n { source(ir::operand(v, 0), m) } else { source(ir::operand(v, 1), m - n) }
        }
    }
}

/// The wide form of one position of the channel code: per result lane, the lane it reads.
struct Plan<'a> {
    block: LLVMBasicBlockRef,
    wide_lanes: u32,
    /// Instructions the wide code replaces (channel code and shuffles).
    replaced: HashSet<Value>,
    /// The de-interleaving shuffles the channel code reads: dead afterwards unless used elsewhere.
    leaf_shuffles: HashSet<Value>,
    memo: HashMap<Vec<Lane>, Value>,
    builder: &'a mut Builder,
}

fn rewrite(root: Value, block: LLVMBasicBlockRef, builder: &mut Builder) -> Option<Value> {
    let (wide_lanes, _) = ir::int_vector_shape(ir::type_of(root))?;
    let lanes = (0..wide_lanes).map(|i| source(root, i)).collect::<Option<Vec<Lane>>>()?;
    // Only a merge of several computed values is a re-interleave.
    let bases: HashSet<Value> = lanes.iter().map(|l| l.0).collect();
    if bases.len() < 2 {
        return None;
    }
    builder.position_before(root);
    let mut plan = Plan { block, wide_lanes, replaced: HashSet::new(), leaf_shuffles: HashSet::new(), memo: HashMap::new(), builder };
    collect_shuffles(root, &mut plan.replaced);
    let wide = plan.widen(&lanes);
    // Nothing the wide code replaces may be used elsewhere: it would be computed twice.
    let escapes = || plan.replaced.iter().any(|&v| v != root && ir::users(v).iter().any(|u| !plan.replaced.contains(u)));
    if wide.is_none() || escapes() {
        plan.builder.undo();
        return None;
    }
    plan.builder.created.clear();
    ir::replace_all_uses(root, wide?);
    ir::erase_unused(plan.replaced, |_| false);
    ir::erase_unused(plan.leaf_shuffles, |_| false);
    wide
}

fn collect_shuffles(v: Value, out: &mut HashSet<Value>) {
    if ir::shuffle_mask(v).is_some() && out.insert(v) {
        for i in 0..2 {
            collect_shuffles(ir::operand(v, i), out);
        }
    }
}

impl Plan<'_> {
    /// The wide value whose lane i is `lanes[i]`, or `None` if the channels differ.
    fn widen(&mut self, lanes: &[Lane]) -> Option<Value> {
        if let Some(&v) = self.memo.get(lanes) {
            return Some(v);
        }
        let v = self.widen_new(lanes)?;
        self.memo.insert(lanes.to_vec(), v);
        Some(v)
    }

    fn widen_new(&mut self, lanes: &[Lane]) -> Option<Value> {
        let first = lanes[0].0;
        // A whole vector read lane for lane: a leaf (the loaded vector itself).
        if lanes.iter().enumerate().all(|(i, &(v, l))| v == first && l == i as u32) {
            return (ir::int_vector_shape(ir::type_of(first))?.0 == self.wide_lanes).then_some(first);
        }
        let nodes: Vec<Value> = {
            let mut seen = Vec::new();
            for &(v, _) in lanes {
                if !seen.contains(&v) {
                    seen.push(v);
                }
            }
            seen
        };
        let (_, bits) = ir::int_vector_shape(ir::type_of(first))?;
        // The same splat constant in every channel.
        if let Some(c) = ir::splat_value(first) {
            return nodes.iter().all(|&n| ir::splat_value(n) == Some(c)).then(|| self.builder.splat(self.wide_lanes, bits, c));
        }
        if !nodes.iter().all(|&n| ir::is_instruction(n) && ir::block_of(n) == self.block && lanewise::same_op(n, first)) {
            return None;
        }
        let kind = lanewise::kind(first)?;
        let mut wide_args = Vec::new();
        for k in 0..kind.vector_operands() {
            for &n in &nodes {
                collect_shuffles(ir::operand(n, k), &mut self.leaf_shuffles);
            }
            let arg_lanes: Option<Vec<Lane>> = lanes.iter().map(|&(v, l)| source(ir::operand(v, k), l)).collect();
            wide_args.push(self.widen(&arg_lanes?)?);
        }
        self.replaced.extend(nodes.iter().copied());
        lanewise::build(self.builder, first, kind, wide_args, self.wide_lanes)
    }
}
