//! The operators of the term language.
//!
//! Three vocabularies share one enum:
//! - LLVM's signless integer ops (signedness lives in the op: `zext`/`sext`, `lshr`/`ashr`,
//!   `umin`/`smin`, `icmp.ugt`/`icmp.sgt`). These are the only *primitives*: they alone have
//!   semantics written in Rust (`eval.rs`).
//! - FPIR ops and target instructions, both [`Op::Def`]: an index into the definition table
//!   (`defs.rs`), where each one is defined by a term over other ops. The interpreter, interval
//!   analysis and the Z3 encoding all work by expanding definitions down to primitives, so each op has
//!   exactly one semantic definition.

use serde::{Deserialize, Serialize};

/// Integer comparison predicates, as in LLVM's `icmp`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Cmp {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl Cmp {
    pub const ALL: [Cmp; 10] = [
        Cmp::Eq,
        Cmp::Ne,
        Cmp::Ugt,
        Cmp::Uge,
        Cmp::Ult,
        Cmp::Ule,
        Cmp::Sgt,
        Cmp::Sge,
        Cmp::Slt,
        Cmp::Sle,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Cmp::Eq => "eq",
            Cmp::Ne => "ne",
            Cmp::Ugt => "ugt",
            Cmp::Uge => "uge",
            Cmp::Ult => "ult",
            Cmp::Ule => "ule",
            Cmp::Sgt => "sgt",
            Cmp::Sge => "sge",
            Cmp::Slt => "slt",
            Cmp::Sle => "sle",
        }
    }

    /// The predicate that gives the same answer with the operands swapped (`a > b` == `b < a`).
    pub fn swapped(self) -> Cmp {
        match self {
            Cmp::Eq | Cmp::Ne => self,
            Cmp::Ugt => Cmp::Ult,
            Cmp::Uge => Cmp::Ule,
            Cmp::Ult => Cmp::Ugt,
            Cmp::Ule => Cmp::Uge,
            Cmp::Sgt => Cmp::Slt,
            Cmp::Sge => Cmp::Sle,
            Cmp::Slt => Cmp::Sgt,
            Cmp::Sle => Cmp::Sge,
        }
    }
}

/// Index of an FPIR op or target instruction in the definition table.
pub type DefId = u16;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Op {
    /// An opaque leaf: a value the term language does not look into (index chosen by the importer).
    Input(u32),
    /// A splat constant; the bit pattern, masked to the node's width.
    Const(u128),
    Add,
    Sub,
    Mul,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
    ZExt,
    SExt,
    Trunc,
    UMin,
    UMax,
    SMin,
    SMax,
    /// `llvm.abs` with wrapping semantics at the signed minimum.
    Abs,
    ICmp(Cmp),
    /// `select(cond: i1, a, b)`
    Select,
    UAddSat,
    SAddSat,
    USubSat,
    SSubSat,
    /// Division and remainder, poison for a zero divisor (and `sdiv`/`srem` of the signed
    /// minimum by -1), where LLVM has undefined behaviour.
    UDiv,
    SDiv,
    URem,
    SRem,
    /// An FPIR op or a target instruction (see `defs.rs`).
    Def(DefId),
}

/// Name, arity of the primitive ops, in the spelling used by the rule language.
const PRIMITIVES: &[(&str, Op, usize)] = &[
    ("add", Op::Add, 2),
    ("sub", Op::Sub, 2),
    ("mul", Op::Mul, 2),
    ("shl", Op::Shl, 2),
    ("lshr", Op::LShr, 2),
    ("ashr", Op::AShr, 2),
    ("and", Op::And, 2),
    ("or", Op::Or, 2),
    ("xor", Op::Xor, 2),
    ("zext", Op::ZExt, 1),
    ("sext", Op::SExt, 1),
    ("trunc", Op::Trunc, 1),
    ("umin", Op::UMin, 2),
    ("umax", Op::UMax, 2),
    ("smin", Op::SMin, 2),
    ("smax", Op::SMax, 2),
    ("abs", Op::Abs, 1),
    ("select", Op::Select, 3),
    ("uadd_sat", Op::UAddSat, 2),
    ("sadd_sat", Op::SAddSat, 2),
    ("usub_sat", Op::USubSat, 2),
    ("ssub_sat", Op::SSubSat, 2),
    ("udiv", Op::UDiv, 2),
    ("sdiv", Op::SDiv, 2),
    ("urem", Op::URem, 2),
    ("srem", Op::SRem, 2),
];

impl Op {
    /// Looks up a primitive op by its rule-language name (`add`, `icmp.ugt`, ...).
    pub fn primitive(name: &str) -> Option<(Op, usize)> {
        if let Some(pred) = name.strip_prefix("icmp.") {
            return Cmp::ALL.iter().find(|c| c.name() == pred).map(|&c| (Op::ICmp(c), 2));
        }
        PRIMITIVES.iter().find(|(n, _, _)| *n == name).map(|&(_, op, arity)| (op, arity))
    }

    /// The rule-language name of a primitive (definitions are named by the definition table).
    pub fn primitive_name(self) -> Option<String> {
        if let Op::ICmp(c) = self {
            return Some(format!("icmp.{}", c.name()));
        }
        PRIMITIVES.iter().find(|(_, op, _)| *op == self).map(|(n, _, _)| n.to_string())
    }

    pub fn is_commutative(self) -> bool {
        matches!(
            self,
            Op::Add
                | Op::Mul
                | Op::And
                | Op::Or
                | Op::Xor
                | Op::UMin
                | Op::UMax
                | Op::SMin
                | Op::SMax
                | Op::UAddSat
                | Op::SAddSat
                | Op::ICmp(Cmp::Eq)
                | Op::ICmp(Cmp::Ne)
        )
    }

    /// Casts are the only primitives whose result width is not implied by their operands.
    pub fn is_cast(self) -> bool {
        matches!(self, Op::ZExt | Op::SExt | Op::Trunc)
    }
}
