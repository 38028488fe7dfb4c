//! Evaluating a rule's predicates and constant expressions over a match's bindings, with
//! interval analysis answering questions about matched subterms.

use crate::graph::{sign_extend, Graph, Id, MAX_BITS};
use crate::interval::Range;
use crate::matching::{Bindings, UNSIZED};
use crate::op::Op;
use crate::syntax::{BinOp, Bound, ConstExpr, ConstFn, Pred, RelOp};

/// Answers interval questions about matched subterms (`None`: no analysis available).
pub type BoundsOf<'a> = &'a mut dyn FnMut(Id) -> Option<Range>;

/// Evaluates an integer expression; `None` if undefined (unbound, overflow, log2 of a non-power,
/// or an interval bound, which needs [`eval_const_with`]).
pub fn eval_const(e: &ConstExpr, b: &Bindings) -> Option<i128> {
    eval_const_with(e, b, &mut |_| None)
}

pub fn eval_const_with(e: &ConstExpr, b: &Bindings, bounds: BoundsOf) -> Option<i128> {
    let mut eval_const = |e: &ConstExpr, b: &Bindings| eval_const_with(e, b, &mut *bounds);
    Some(match e {
        ConstExpr::Bound(which, var) => {
            let r = bounds(b.terms[*var as usize]?)?;
            match which {
                Bound::LoU => i128::try_from(r.ulo).ok()?,
                Bound::HiU => i128::try_from(r.uhi).ok()?,
                Bound::LoS => r.slo,
                Bound::HiS => r.shi,
            }
        }
        ConstExpr::Int(n) => *n,
        ConstExpr::Var(v) => match b.consts[*v as usize]? {
            (bits, UNSIZED) => bits as i128,
            (bits, _) => i128::try_from(bits).ok()?,
        },
        ConstExpr::Width(v) => b.widths[*v as usize]? as i128,
        ConstExpr::Call(f, args) => {
            let arg = &args[0];
            match f {
                ConstFn::UMax | ConstFn::SMax | ConstFn::SMin => {
                    let w = eval_const(arg, b)?;
                    if !(1..=MAX_BITS as i128 - 1).contains(&w) {
                        return None;
                    }
                    match f {
                        ConstFn::UMax => (1i128 << w) - 1,
                        ConstFn::SMax => (1i128 << (w - 1)) - 1,
                        _ => -(1i128 << (w - 1)),
                    }
                }
                ConstFn::SVal => match arg {
                    ConstExpr::Var(v) => match b.consts[*v as usize]? {
                        (bits, UNSIZED) => bits as i128,
                        (bits, w) => sign_extend(bits, w),
                    },
                    _ => return None,
                },
                ConstFn::Log2 => {
                    let v = eval_const(arg, b)?;
                    if v <= 0 || v & (v - 1) != 0 {
                        return None;
                    }
                    v.trailing_zeros() as i128
                }
                ConstFn::Half => eval_const(arg, b)?.div_euclid(2),
                ConstFn::IsPow2 => {
                    let v = eval_const(arg, b)?;
                    (v > 0 && v & (v - 1) == 0) as i128
                }
                ConstFn::UDivMagic | ConstFn::UDivShift | ConstFn::UDivLimit
                | ConstFn::UDivMagicAdd | ConstFn::UDivAddShift | ConstFn::SDivMagic | ConstFn::SDivShift => {
                    use crate::magic::*;
                    let (d, bits) = (eval_const(arg, b)?, eval_const(&args[1], b)?);
                    match f {
                        ConstFn::UDivMagic => udiv_magic(d, bits)?.0,
                        ConstFn::UDivShift => udiv_magic(d, bits)?.1,
                        ConstFn::UDivLimit => udiv_magic(d, bits)?.2,
                        ConstFn::UDivMagicAdd => udiv_magic_add(d, bits)?.0,
                        ConstFn::UDivAddShift => udiv_magic_add(d, bits)?.1,
                        ConstFn::SDivMagic => sdiv_magic(d, bits)?.0,
                        _ => sdiv_magic(d, bits)?.1,
                    }
                }
            }
        }
        ConstExpr::Bin(op, x, y) => {
            let (x, y) = (eval_const(x, b)?, eval_const(y, b)?);
            match op {
                BinOp::Add => x.checked_add(y)?,
                BinOp::Sub => x.checked_sub(y)?,
                BinOp::Mul => x.checked_mul(y)?,
                BinOp::Div => {
                    if y == 0 || x % y != 0 {
                        return None;
                    }
                    x / y
                }
                BinOp::Shl => {
                    if !(0..126).contains(&y) {
                        return None;
                    }
                    x.checked_mul(1i128 << y)?
                }
            }
        }
    })
}

pub fn preds_hold(preds: &[Pred], g: &Graph, b: &Bindings, bounds: BoundsOf) -> bool {
    let mut eval_const = |e: &ConstExpr, b: &Bindings| eval_const_with(e, b, &mut *bounds);
    preds.iter().all(|p| match p {
        Pred::Rel(r, x, y) => match (eval_const(x, b), eval_const(y, b)) {
            (Some(x), Some(y)) => match r {
                RelOp::Eq => x == y,
                RelOp::Ne => x != y,
                RelOp::Lt => x < y,
                RelOp::Le => x <= y,
                RelOp::Gt => x > y,
                RelOp::Ge => x >= y,
            },
            _ => false,
        },
        Pred::Test(e) => eval_const(e, b) == Some(1),
        Pred::NoSignedWrap(v) => b.terms[*v as usize].is_some_and(|s| g.node(s).op == Op::Shl && g.is_nsw(s)),
    })
}
