//! Matching patterns against the term graph, checking predicates, and instantiating templates.

use crate::defs::Defs;
use crate::graph::{mask, Graph, Id, Ty, MAX_BITS};
use crate::op::Op;
use crate::interval::Range;
use crate::syntax::{BinOp, Bound, ConstExpr, ConstFn, Pred, RelOp, Term, Vars, Width};

/// The narrowest width a width variable (`T`, `N`, `W`) binds to: rules are proved with their
/// width variables at 8, 9, 16, 32 and 64 bits (`check::WIDTHS`), not at 1..7, where a
/// definition's shift by one or more may be poison (rounding_halving_add.u at 1 bit: lshr by 1).
pub const MIN_VAR_WIDTH: u16 = 8;

/// What a successful match binds: term wildcards to nodes, width variables to widths, constant
/// wildcards to (bit pattern, width).
#[derive(Clone, Debug, Default)]
pub struct Bindings {
    pub terms: Vec<Option<Id>>,
    pub widths: Vec<Option<u16>>,
    pub consts: Vec<Option<(u128, u16)>>,
}

impl Bindings {
    pub fn for_vars(v: &Vars) -> Bindings {
        Bindings { terms: vec![None; v.terms.len()], widths: vec![None; v.widths.len()], consts: vec![None; v.consts.len()] }
    }

    /// Binds or checks a width pattern against an actual width.
    pub fn unify_width(&mut self, w: &Width, actual: u16) -> bool {
        match *w {
            Width::Fixed(n) => n == actual,
            Width::Var { var, mul, div } => {
                let slot = &mut self.widths[var as usize];
                match *slot {
                    Some(v) => v as u32 * mul as u32 == actual as u32 * div as u32,
                    None => {
                        let scaled = actual as u32 * div as u32;
                        if scaled % mul as u32 != 0 || scaled / (mul as u32) < MIN_VAR_WIDTH as u32 {
                            return false;
                        }
                        *slot = Some((scaled / mul as u32) as u16);
                        true
                    }
                }
            }
        }
    }

    /// Binds term wildcard `var` to `id`, or checks it is already bound to `id` (non-linear patterns).
    pub fn bind_term(&mut self, var: u8, id: Id) -> bool {
        let slot = &mut self.terms[var as usize];
        *slot.get_or_insert(id) == id
    }

    pub fn width(&self, w: &Width) -> Option<u16> {
        match *w {
            Width::Fixed(n) => Some(n),
            Width::Var { var, mul, div } => {
                let v = self.widths[var as usize]? as u32 * mul as u32;
                (v % div as u32 == 0).then(|| (v / div as u32) as u16)
            }
        }
    }
}

/// The width recorded for a constant wildcard bound to a plain integer rather than to a matched
/// constant (the checker binds constants this way): its bits are the two's complement value.
pub const UNSIZED: u16 = 0;

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

pub fn sign_extend(bits: u128, w: u16) -> i128 {
    if w >= 128 {
        return bits as i128;
    }
    let sh = 128 - w as u32;
    ((bits << sh) as i128) >> sh
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

/// Matches `pat` against node `id`, extending `b`. On failure `b` may be partially extended:
/// callers match on a copy.
pub fn match_term(g: &Graph, pat: &Term, id: Id, b: &mut Bindings) -> bool {
    let node = g.node(id);
    match pat {
        Term::Var { var, width } => {
            if let Some(w) = width {
                if !b.unify_width(w, node.ty.bits) {
                    return false;
                }
            }
            b.bind_term(*var, id)
        }
        Term::Bind { var, pat } => {
            match_term(g, pat, id, b) && b.bind_term(*var, id)
        }
        Term::Const(c) => {
            let Op::Const(value) = node.op else { return false };
            match c {
                ConstExpr::Int(n) => (*n as u128) & mask(node.ty.bits) == value,
                ConstExpr::Var(v) => {
                    let slot = &mut b.consts[*v as usize];
                    match *slot {
                        Some(prev) => prev == (value, node.ty.bits),
                        None => {
                            *slot = Some((value, node.ty.bits));
                            true
                        }
                    }
                }
                _ => false,
            }
        }
        Term::App { op, width, args } => {
            if node.op != *op || node.args.len() != args.len() {
                return false;
            }
            if let Some(w) = width {
                if !b.unify_width(w, node.ty.bits) {
                    return false;
                }
            }
            args.iter().zip(&node.args).all(|(p, &a)| match_term(g, p, a, b))
        }
    }
}

/// Errors while instantiating a template: the rule cannot apply at these widths.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unfit(pub String);

/// Builds the template `t` into `g`. `lanes` is the lane count of the term being rewritten;
/// `want` is the width the context expects (used for constants).
pub fn instantiate(
    g: &mut Graph,
    defs: &Defs,
    t: &Term,
    b: &Bindings,
    lanes: u32,
    want: Option<u16>,
) -> Result<Id, Unfit> {
    match t {
        Term::Var { var, .. } => b.terms[*var as usize].ok_or_else(|| Unfit("unbound wildcard".into())),
        Term::Bind { pat, .. } => instantiate(g, defs, pat, b, lanes, want),
        Term::Const(c) => {
            let w = want.ok_or_else(|| Unfit("constant without a width".into()))?;
            let v = eval_const(c, b).ok_or_else(|| Unfit("constant undefined here".into()))?;
            Ok(g.constant(v as u128 & mask(w), Ty::new(lanes, w)))
        }
        Term::App { op, width, args } => {
            let explicit = match width {
                Some(w) => Some(b.width(w).ok_or_else(|| Unfit("unbound width".into()))?),
                None => None,
            };
            // Operands that fix their own width go first; constants take their width from them.
            let hint = operand_width_hint(*op, explicit);
            let mut ids: Vec<Option<Id>> = vec![None; args.len()];
            for (i, a) in args.iter().enumerate() {
                if !matches!(a, Term::Const(_)) {
                    ids[i] = Some(instantiate(g, defs, a, b, lanes, hint)?);
                }
            }
            let known: Vec<Option<u16>> = ids.iter().map(|i| i.map(|i| g.ty(i).bits)).collect();
            for (i, a) in args.iter().enumerate() {
                if ids[i].is_none() {
                    let w = const_operand_width(defs, *op, i, hint, &known)
                        .ok_or_else(|| Unfit("cannot type a constant operand".into()))?;
                    ids[i] = Some(instantiate(g, defs, a, b, lanes, Some(w))?);
                }
            }
            let ids: Vec<Id> = ids.into_iter().map(Option::unwrap).collect();
            let widths: Vec<u16> = ids.iter().map(|&i| g.ty(i).bits).collect();
            let bits = result_width(defs, *op, &widths, explicit)?;
            // A cast of a constant is the constant (`trunc<8>(y)` with y bound to a splat).
            if let (Op::ZExt | Op::SExt | Op::Trunc, Op::Const(v)) = (*op, g.node(ids[0]).op) {
                if let Some(c) = crate::eval::eval_prim(*op, bits, &[(v, widths[0])]) {
                    return Ok(g.constant(c, Ty::new(lanes, bits)));
                }
            }
            Ok(g.add(*op, Ty::new(lanes, bits), ids))
        }
    }
}

fn operand_width_hint(op: Op, explicit: Option<u16>) -> Option<u16> {
    match op {
        Op::ZExt | Op::SExt | Op::Trunc | Op::ICmp(_) | Op::Def(_) => None,
        _ => explicit,
    }
}

fn const_operand_width(defs: &Defs, op: Op, i: usize, hint: Option<u16>, known: &[Option<u16>]) -> Option<u16> {
    match op {
        // A definition parameter of fixed width, or the width shared with its other parameters.
        Op::Def(d) => defs.get(d).param_width(i, known),
        Op::Select if i == 0 => Some(1),
        // Both arms constant: the width written on the select (`select<W>(c, c1, c2)`).
        Op::Select => known[1].or(known[2]).or(hint),
        _ => hint.or_else(|| known.iter().flatten().copied().next()),
    }
}

/// The result element width of `op` applied to operands of `widths`, checking operand widths.
pub fn result_width(defs: &Defs, op: Op, widths: &[u16], explicit: Option<u16>) -> Result<u16, Unfit> {
    let same = |ws: &[u16]| ws.windows(2).all(|p| p[0] == p[1]);
    let w = match op {
        Op::Input(_) | Op::Const(_) => explicit.ok_or_else(|| Unfit("leaf without width".into()))?,
        Op::ZExt | Op::SExt => {
            let to = explicit.ok_or_else(|| Unfit("extension without width".into()))?;
            if to <= widths[0] || to > MAX_BITS {
                return Err(Unfit(format!("cannot extend i{} to i{to}", widths[0])));
            }
            to
        }
        Op::Trunc => {
            let to = explicit.ok_or_else(|| Unfit("trunc without width".into()))?;
            if to >= widths[0] || to == 0 {
                return Err(Unfit(format!("cannot truncate i{} to i{to}", widths[0])));
            }
            to
        }
        Op::ICmp(_) => {
            if !same(widths) {
                return Err(Unfit("icmp of different widths".into()));
            }
            1
        }
        Op::Select => {
            if widths[0] != 1 || widths[1] != widths[2] {
                return Err(Unfit("ill-typed select".into()));
            }
            widths[1]
        }
        Op::Def(d) => defs.get(d).result_width(defs, widths)?,
        _ => {
            if !same(widths) {
                return Err(Unfit(format!("{op:?} of different widths {widths:?}")));
            }
            widths[0]
        }
    };
    if let Some(e) = explicit {
        if e != w {
            return Err(Unfit(format!("width {w} where {e} is required")));
        }
    }
    Ok(w)
}
