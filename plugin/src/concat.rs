//! The two parts of an unrolled vector iteration computed as one vector.
//!
//! The loop vectorizer sometimes picks vectors of half a register and interleaves two of them: on
//! AArch64 a u8 sliding window (box3_u8, mean3x3_u8) becomes two `<8 x i8>` parts, each widened to
//! `<8 x i16>`, so every step is a d-register `uaddl`/`sqdmulh`/`shrn` done twice. When the two
//! parts store to adjacent memory and compute the same lane-wise function of loads from adjacent
//! memory (and of equal values), their concatenation computes both: one q-register load per tap
//! and `uaddl`+`uaddl2`, one `shrn`+`shrn2`, one store.
//!
//! Exact by construction: lane i of the wide code reads lane i of the wide loads, which are the
//! very bytes the parts read. The wide load sits where the first store was, after every load it
//! replaces, and nothing writes memory between them; the wide store writes both halves at the first
//! store, and nothing touches memory between the two stores. Poison-generating flags are dropped
//! (which only refines), and a division is only widened when its divisor is a nonzero splat.

use crate::interleave::{erase_dead, lanewise, same_op, Kind};
use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::core::*;
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};

/// Merges every pair of adjacent stores in `block` whose values are the same function of adjacent
/// loads, where the merged vector fits `max_bits`; returns the wide stores.
pub fn run_on_block(block: LLVMBasicBlockRef, builder: &mut Builder, max_bits: u32) -> Vec<Value> {
    let mut done = Vec::new();
    loop {
        let insts = ir::instructions(block);
        let Some(store) = (0..insts.len()).find_map(|i| merge_at(&insts, i, builder, max_bits)) else { break };
        done.push(store);
    }
    done
}

/// The pointer operand of a simple load or store of an integer vector, split (`ir::split_address`),
/// and the vector's bytes.
fn access(inst: Value) -> Option<(Address, i64)> {
    let (ptr, value) = unsafe {
        if !LLVMIsAStoreInst(inst).is_null() && LLVMGetVolatile(inst) == 0 {
            (ir::operand(inst, 1), ir::operand(inst, 0))
        } else if !LLVMIsALoadInst(inst).is_null() && LLVMGetVolatile(inst) == 0 {
            (ir::operand(inst, 0), inst)
        } else {
            return None;
        }
    };
    let (lanes, bits) = ir::int_vector_shape(ir::type_of(value))?;
    Some((ir::split_address(ptr), lanes as i64 * bits as i64 / 8))
}

type Address = (Value, Vec<(Value, i64)>, i64);

/// Whether `b` is the `bytes` right after `a`.
fn adjacent(a: &Address, b: &Address, bytes: i64) -> bool {
    a.0 == b.0 && a.1 == b.1 && b.2 == a.2.wrapping_add(bytes)
}

fn touches_memory(inst: Value) -> bool {
    use LLVMOpcode::*;
    match ir::opcode(inst) {
        LLVMLoad | LLVMStore | LLVMFence | LLVMAtomicRMW | LLVMAtomicCmpXchg | LLVMVAArg => true,
        LLVMCall => lanewise(inst).is_none(),
        _ => false,
    }
}

fn writes_memory(inst: Value) -> bool {
    touches_memory(inst) && ir::opcode(inst) != LLVMOpcode::LLVMLoad
}

fn merge_at(insts: &[Value], i: usize, builder: &mut Builder, max_bits: u32) -> Option<Value> {
    if unsafe { LLVMIsAStoreInst(insts[i]).is_null() } {
        return None;
    }
    let (at, bytes) = access(insts[i])?;
    if bytes * 16 > max_bits as i64 {
        return None;
    }
    // The next instruction that touches memory must be the store of the next part.
    let j = i + 1 + insts[i + 1..].iter().position(|&v| touches_memory(v))?;
    let (at2, bytes2) = access(insts[j])?;
    if unsafe { LLVMIsAStoreInst(insts[j]).is_null() } || bytes2 != bytes || !adjacent(&at, &at2, bytes) {
        return None;
    }
    let (first, second) = (ir::operand(insts[i], 0), ir::operand(insts[j], 0));
    let position: HashMap<Value, usize> = insts.iter().enumerate().map(|(k, &v)| (v, k)).collect();
    builder.position_before(insts[i]);
    let mut plan = Plan { block: ir::block_of(insts[i]), position: &position, replaced: HashSet::new(), loads: Vec::new(), memo: HashMap::new(), builder };
    let wide = plan.concat(first, second);
    // The wide loads move to the first store: nothing may write memory from the earliest of them.
    let earliest = plan.loads.iter().map(|l| position[l]).min().unwrap_or(i);
    let moved_past_write = insts[earliest..i].iter().any(|&v| writes_memory(v));
    let escapes = plan.replaced.iter().any(|&v| ir::users(v).iter().any(|u| !plan.replaced.contains(u) && *u != insts[i] && *u != insts[j]));
    let (Some(wide), false, false) = (wide, moved_past_write, escapes) else {
        plan.builder.undo();
        return None;
    };
    let store = plan.builder.store(wide, ir::operand(insts[i], 1), unsafe { LLVMGetAlignment(insts[i]) });
    plan.builder.created.clear();
    ir::erase(insts[j]);
    ir::erase(insts[i]);
    erase_dead(plan.replaced.into_iter().chain(plan.loads).collect());
    Some(store)
}

struct Plan<'a> {
    block: LLVMBasicBlockRef,
    position: &'a HashMap<Value, usize>,
    /// Instructions of the two parts the wide code replaces (but their loads).
    replaced: HashSet<Value>,
    /// The parts' loads, erased if nothing else uses them.
    loads: Vec<Value>,
    memo: HashMap<(Value, Value), Value>,
    builder: &'a mut Builder,
}

impl Plan<'_> {
    /// The concatenation of `a` and `b` (same type), computed from concatenated operands.
    fn concat(&mut self, a: Value, b: Value) -> Option<Value> {
        if let Some(&v) = self.memo.get(&(a, b)) {
            return Some(v);
        }
        let v = self.concat_new(a, b)?;
        self.memo.insert((a, b), v);
        Some(v)
    }

    fn concat_new(&mut self, a: Value, b: Value) -> Option<Value> {
        let (lanes, bits) = ir::int_vector_shape(ir::type_of(a))?;
        let ty = self.builder.vector_type(2 * lanes, bits);
        let ours = |v: Value| ir::is_instruction(v) && ir::block_of(v) == self.block && self.position.contains_key(&v);
        // Values from outside the parts (constants, invariants): their concatenation.
        if !ours(a) || !ours(b) {
            let both: Vec<Option<u32>> = (0..2 * lanes).map(Some).collect();
            return (!ours(a) && !ours(b)).then(|| self.builder.shuffle(a, b, &both));
        }
        if ir::opcode(a) == LLVMOpcode::LLVMLoad {
            let ((at_a, bytes), (at_b, _)) = (access(a)?, access(b)?);
            if ir::opcode(b) != LLVMOpcode::LLVMLoad || !adjacent(&at_a, &at_b, bytes) {
                return None;
            }
            // A part's load may stay for other users (a recurrence read after the loop).
            self.loads.extend([a, b]);
            return Some(self.builder.load(ty, ir::operand(a, 0), unsafe { LLVMGetAlignment(a) }));
        }
        if a == b || !same_op(a, b) {
            return None;
        }
        let kind = lanewise(a).or_else(|| division_by_constant(a).then_some(Kind::Binary))?;
        let operands = match kind {
            Kind::Call { args } => args,
            _ => ir::num_operands(a),
        };
        let mut wide = Vec::new();
        for k in 0..operands {
            wide.push(self.concat(ir::operand(a, k), ir::operand(b, k))?);
        }
        self.replaced.extend([a, b]);
        let opc = ir::opcode(a);
        Some(match kind {
            Kind::Binary => self.builder.binary(opc, wide[0], wide[1]),
            Kind::Cast => self.builder.cast(opc, wide[0], ty),
            Kind::ICmp => self.builder.icmp(ir::icmp_predicate(a), wide[0], wide[1]),
            Kind::Select => self.builder.select(wide[0], wide[1], wide[2]),
            Kind::Call { args } => {
                let name = ir::callee_name(a)?;
                let mut all = wide;
                all.extend((args..ir::call_args(a).len() as u32).map(|k| ir::operand(a, k)));
                self.builder.call(&format!("{}.v{}i{bits}", name.rsplit_once('.')?.0, 2 * lanes), ty, &all)
            }
        })
    }
}

/// A division or remainder by a splat constant that is neither 0 nor (signed) -1: defined in
/// every lane whatever the dividend, so computing more lanes of it adds no undefined behavior.
fn division_by_constant(v: Value) -> bool {
    use LLVMOpcode::*;
    let opc = ir::opcode(v);
    if !matches!(opc, LLVMUDiv | LLVMSDiv | LLVMURem | LLVMSRem) {
        return false;
    }
    let Some((_, bits)) = ir::int_vector_shape(ir::type_of(v)) else { return false };
    let minus_one = (1u128 << bits) - 1;
    ir::splat_value(ir::operand(v, 1)).is_some_and(|d| d != 0 && (matches!(opc, LLVMUDiv | LLVMURem) || d != minus_one))
}
