//! Matching a pattern (a rule's left-hand side) against the term graph: what a match binds.

use crate::graph::{mask, Graph, Id};
use crate::op::Op;
use crate::syntax::{ConstExpr, Term, Vars, Width};

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
