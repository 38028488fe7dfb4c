//! Trees of vector adds in one block: the sums whose leaves `pairwise.rs` and `tap_pairs.rs`
//! regroup (integer addition modulo 2^W is associative and commutative).

use crate::ir::{self, Value};
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;

pub fn is_add(v: Value) -> bool {
    ir::is_instruction(v) && ir::opcode(v) == LLVMOpcode::LLVMAdd && ir::int_vector_shape(ir::type_of(v)).is_some()
}

/// An add whose only use is another add of the same block: part of that add's tree.
pub fn is_inner(v: Value, block: LLVMBasicBlockRef) -> bool {
    matches!(ir::users(v).as_slice(), [u] if is_add(*u) && ir::block_of(*u) == block)
}

/// The leaves of `v`'s add tree (through inner adds), as `Some` so that pairs can be taken out.
pub fn collect_leaves(v: Value, root: Value, block: LLVMBasicBlockRef, out: &mut Vec<Option<Value>>) {
    if is_add(v) && (v == root || is_inner(v, block)) {
        collect_leaves(ir::operand(v, 0), root, block, out);
        collect_leaves(ir::operand(v, 1), root, block, out);
    } else {
        out.push(Some(v));
    }
}

/// The adds of `block` that are the roots of their trees.
pub fn roots(block: LLVMBasicBlockRef) -> Vec<Value> {
    ir::instructions(block).into_iter().filter(|&v| is_add(v) && !is_inner(v, block)).collect()
}

/// Replaces `root` by the sum of `terms` (adds without poison flags) and erases what that leaves
/// unused in the block.
pub fn replace_sum(builder: &mut crate::ir::Builder, root: Value, terms: &[Value]) {
    let sum = terms[1..].iter().fold(terms[0], |acc, &t| builder.binary(LLVMOpcode::LLVMAdd, acc, t));
    let block = ir::block_of(root);
    ir::replace_all_uses(root, sum);
    ir::erase_unused([root], |v| ir::block_of(v) == block);
}
