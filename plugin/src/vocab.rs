//! The LLVM instructions and intrinsics fixsel understands, and the term op each one is. One table
//! serves the importer (LLVM -> term) and the emitter (term -> LLVM).

use llvm_plugin::inkwell::llvm_sys::{LLVMIntPredicate, LLVMOpcode};
use ruletable::op::{Cmp, Op};

pub const BINARY: &[(LLVMOpcode, Op)] = &[
    (LLVMOpcode::LLVMAdd, Op::Add),
    (LLVMOpcode::LLVMSub, Op::Sub),
    (LLVMOpcode::LLVMMul, Op::Mul),
    (LLVMOpcode::LLVMShl, Op::Shl),
    (LLVMOpcode::LLVMLShr, Op::LShr),
    (LLVMOpcode::LLVMAShr, Op::AShr),
    (LLVMOpcode::LLVMAnd, Op::And),
    (LLVMOpcode::LLVMOr, Op::Or),
    (LLVMOpcode::LLVMXor, Op::Xor),
    (LLVMOpcode::LLVMUDiv, Op::UDiv),
    (LLVMOpcode::LLVMSDiv, Op::SDiv),
    (LLVMOpcode::LLVMURem, Op::URem),
    (LLVMOpcode::LLVMSRem, Op::SRem),
];

pub const CASTS: &[(LLVMOpcode, Op)] =
    &[(LLVMOpcode::LLVMZExt, Op::ZExt), (LLVMOpcode::LLVMSExt, Op::SExt), (LLVMOpcode::LLVMTrunc, Op::Trunc)];

pub const PREDICATES: &[(LLVMIntPredicate, Cmp)] = &[
    (LLVMIntPredicate::LLVMIntEQ, Cmp::Eq),
    (LLVMIntPredicate::LLVMIntNE, Cmp::Ne),
    (LLVMIntPredicate::LLVMIntUGT, Cmp::Ugt),
    (LLVMIntPredicate::LLVMIntUGE, Cmp::Uge),
    (LLVMIntPredicate::LLVMIntULT, Cmp::Ult),
    (LLVMIntPredicate::LLVMIntULE, Cmp::Ule),
    (LLVMIntPredicate::LLVMIntSGT, Cmp::Sgt),
    (LLVMIntPredicate::LLVMIntSGE, Cmp::Sge),
    (LLVMIntPredicate::LLVMIntSLT, Cmp::Slt),
    (LLVMIntPredicate::LLVMIntSLE, Cmp::Sle),
];

/// Overloaded generic intrinsics, by base name (`llvm.umin` + `.v16i8`). `llvm.abs` has a
/// second, `i1` operand (is INT_MIN poison); either value is fine to import, and it is emitted
/// as `false` (the wrapping form, a refinement).
pub const INTRINSICS: &[(&str, Op)] = &[
    ("llvm.umin", Op::UMin),
    ("llvm.umax", Op::UMax),
    ("llvm.smin", Op::SMin),
    ("llvm.smax", Op::SMax),
    ("llvm.abs", Op::Abs),
    ("llvm.uadd.sat", Op::UAddSat),
    ("llvm.sadd.sat", Op::SAddSat),
    ("llvm.usub.sat", Op::USubSat),
    ("llvm.ssub.sat", Op::SSubSat),
];

pub fn opcode_of(op: Op) -> Option<LLVMOpcode> {
    BINARY.iter().chain(CASTS).find(|(_, o)| *o == op).map(|(c, _)| *c)
}

pub fn predicate_of(c: Cmp) -> LLVMIntPredicate {
    PREDICATES.iter().find(|(_, x)| *x == c).map(|(p, _)| *p).unwrap()
}

pub fn intrinsic_of(op: Op) -> Option<&'static str> {
    INTRINSICS.iter().find(|(_, o)| *o == op).map(|(n, _)| *n)
}

/// `llvm.umin.v16i8` -> `Op::UMin` (the overload suffix must be a fixed integer vector).
pub fn op_of_intrinsic(name: &str) -> Option<Op> {
    let (base, suffix) = name.rsplit_once('.')?;
    if !suffix.starts_with('v') || !suffix.contains('i') {
        return None;
    }
    INTRINSICS.iter().find(|(n, _)| *n == base).map(|(_, o)| *o)
}
