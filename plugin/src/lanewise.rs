//! Lane-wise instructions: which LLVM instructions compute each result lane from the same lane of
//! their vector operands alone, and how to build one like another on other operands. Shared by the
//! passes that move such code past shuffles (`interleave`, `recurrence`): a lane-wise instruction
//! commutes with any fixed lane permutation, poison included.

use crate::ir::{self, Builder, Type, Value};
use crate::vocab;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;

#[derive(Clone, Copy, PartialEq)]
pub enum Kind {
    Binary,
    Cast,
    ICmp,
    Select,
    /// A lane-wise intrinsic with `args` vector operands.
    Call { args: u32 },
}

impl Kind {
    /// How many vector operands it has (the first ones).
    pub fn vector_operands(self) -> u32 {
        match self {
            Kind::Cast => 1,
            Kind::Binary | Kind::ICmp => 2,
            Kind::Select => 3,
            Kind::Call { args } => args,
        }
    }
}

/// What kind of lane-wise instruction `v` is; `None` if it is not one.
pub fn kind(v: Value) -> Option<Kind> {
    if !ir::is_instruction(v) {
        return None;
    }
    let opc = ir::opcode(v);
    if vocab::BINARY.iter().any(|(c, _)| *c == opc) {
        // Division by zero is immediate UB in any lane: keep it out.
        return (!matches!(opc, LLVMOpcode::LLVMUDiv | LLVMOpcode::LLVMSDiv | LLVMOpcode::LLVMURem | LLVMOpcode::LLVMSRem)).then_some(Kind::Binary);
    }
    if vocab::CASTS.iter().any(|(c, _)| *c == opc) {
        return Some(Kind::Cast);
    }
    match opc {
        LLVMOpcode::LLVMICmp => Some(Kind::ICmp),
        LLVMOpcode::LLVMSelect => ir::int_vector_shape(ir::type_of(ir::operand(v, 0))).map(|_| Kind::Select),
        LLVMOpcode::LLVMCall => {
            vocab::op_of_intrinsic(&ir::callee_name(v)?)?;
            let args = ir::call_args(v).iter().take_while(|&&a| ir::int_vector_shape(ir::type_of(a)).is_some()).count();
            Some(Kind::Call { args: args as u32 })
        }
        _ => None,
    }
}

/// Whether two instructions do the same thing to their operands (opcode, types, predicate,
/// callee, scalar call operands).
pub fn same_op(a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let shape = |v: Value| ir::int_vector_shape(ir::type_of(v));
    let opc = ir::opcode(a);
    if opc != ir::opcode(b) || shape(a) != shape(b) || ir::num_operands(a) != ir::num_operands(b) {
        return false;
    }
    if (0..ir::num_operands(a)).any(|k| shape(ir::operand(a, k)) != shape(ir::operand(b, k))) {
        return false;
    }
    match opc {
        LLVMOpcode::LLVMICmp => ir::icmp_predicate(a) == ir::icmp_predicate(b),
        LLVMOpcode::LLVMCall => {
            ir::callee_name(a) == ir::callee_name(b)
                && ir::call_args(a).iter().zip(ir::call_args(b)).all(|(&x, y)| shape(x).is_some() || x == y)
        }
        _ => true,
    }
}

/// `like`'s operation on `args` (its vector operands) with `lanes` lanes, at the builder's
/// position. Poison-generating flags (nsw, nuw, exact) are not copied: dropping them only refines.
pub fn build(b: &mut Builder, like: Value, kind: Kind, args: Vec<Value>, lanes: u32) -> Option<Value> {
    let (_, bits) = ir::int_vector_shape(ir::type_of(like))?;
    let ty: Type = b.vector_type(lanes, bits);
    let opc = ir::opcode(like);
    Some(match kind {
        Kind::Binary => b.binary(opc, args[0], args[1]),
        Kind::Cast => b.cast(opc, args[0], ty),
        Kind::ICmp => b.icmp(ir::icmp_predicate(like), args[0], args[1]),
        Kind::Select => b.select(args[0], args[1], args[2]),
        Kind::Call { args: n } => {
            let name = ir::callee_name(like)?;
            let base = name.rsplit_once('.')?.0;
            let mut all = args;
            // Scalar operands past the vector ones (llvm.abs's i1) are kept as they are.
            all.extend((n..ir::call_args(like).len() as u32).map(|k| ir::operand(like, k)));
            b.call(&format!("{base}.v{lanes}i{bits}"), ty, &all)
        }
    })
}
