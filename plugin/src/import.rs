//! LLVM IR -> terms, one basic block at a time. Vector integer instructions in the vocabulary
//! (`vocab.rs`) become nodes; anything else they use (loads, phis, values from other blocks,
//! non-splat constants) becomes an opaque leaf. Staying inside one block keeps every leaf
//! dominating the place where a rewrite is emitted.

use crate::ir::{self, Value};
use crate::vocab;
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::op::Op;
use std::collections::HashMap;

/// Lanes wider than this are left alone (FPIR widens once, to at most 128 bits).
const MAX_IMPORTED_BITS: u16 = 64;

pub struct Block {
    pub graph: Graph,
    /// `Op::Input(i)` is `leaves[i]`.
    pub leaves: Vec<Value>,
    /// Imported instructions in block order, with their nodes.
    pub imported: Vec<(Value, Id)>,
    /// For a node computed by an imported instruction: that instruction and its position.
    pub computed_by: HashMap<Id, (Value, usize)>,
    pub position: HashMap<Value, usize>,
}

pub fn import_block(block: LLVMBasicBlockRef) -> Block {
    let mut b = Block {
        graph: Graph::new(),
        leaves: Vec::new(),
        imported: Vec::new(),
        computed_by: HashMap::new(),
        position: HashMap::new(),
    };
    let mut node_of: HashMap<Value, Id> = HashMap::new();
    for (pos, inst) in ir::instructions(block).into_iter().enumerate() {
        b.position.insert(inst, pos);
        let Some((lanes, bits)) = ir::int_vector_shape(ir::type_of(inst)) else { continue };
        if bits > MAX_IMPORTED_BITS {
            continue;
        }
        let Some((op, operands)) = classify(inst) else { continue };
        if operands.iter().any(|&v| ir::int_vector_shape(ir::type_of(v)).map_or(true, |(_, w)| w > MAX_IMPORTED_BITS)) {
            continue;
        }
        let args: Vec<Id> = operands.iter().map(|&v| operand_term(&mut b, &node_of, v)).collect();
        let id = b.graph.add(op, Ty::new(lanes, bits), args);
        node_of.insert(inst, id);
        b.imported.push((inst, id));
        b.computed_by.entry(id).or_insert((inst, pos));
    }
    b
}

/// The op an instruction is, and the operands that become the node's arguments.
fn classify(inst: Value) -> Option<(Op, Vec<Value>)> {
    let opc = ir::opcode(inst);
    if let Some((_, op)) = vocab::BINARY.iter().chain(vocab::CASTS).find(|(c, _)| *c == opc) {
        let n = ir::num_operands(inst);
        return Some((*op, (0..n).map(|i| ir::operand(inst, i)).collect()));
    }
    match opc {
        LLVMOpcode::LLVMICmp => {
            let pred = ir::icmp_predicate(inst);
            let (_, c) = vocab::PREDICATES.iter().find(|(p, _)| *p == pred)?;
            Some((Op::ICmp(*c), vec![ir::operand(inst, 0), ir::operand(inst, 1)]))
        }
        // A select on a scalar condition is a different op: leave it.
        LLVMOpcode::LLVMSelect => {
            ir::int_vector_shape(ir::type_of(ir::operand(inst, 0)))?;
            Some((Op::Select, (0..3).map(|i| ir::operand(inst, i)).collect()))
        }
        LLVMOpcode::LLVMCall => {
            let op = vocab::op_of_intrinsic(&ir::callee_name(inst)?)?;
            let mut args = ir::call_args(inst);
            if op == Op::Abs {
                args.truncate(1);
            }
            Some((op, args))
        }
        _ => None,
    }
}

fn operand_term(b: &mut Block, node_of: &HashMap<Value, Id>, v: Value) -> Id {
    if let Some(&id) = node_of.get(&v) {
        return id;
    }
    let (lanes, bits) = ir::int_vector_shape(ir::type_of(v)).expect("checked by the caller");
    if let Some(c) = ir::splat_value(v) {
        return b.graph.constant(c, Ty::new(lanes, bits));
    }
    let index = match b.leaves.iter().position(|&l| l == v) {
        Some(i) => i,
        None => {
            b.leaves.push(v);
            b.leaves.len() - 1
        }
    };
    b.graph.input(index as u32, Ty::new(lanes, bits))
}
