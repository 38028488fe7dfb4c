//! A rule's predicates as Z3 constraints over *symbolic* interval bounds.
//!
//! The rewriter decides `fits_u(s, T)`, `hi_u(x) + hi_u(y) <= N.umax`, ... on whatever intervals
//! interval analysis computes for the matched subterms; sound analysis means each interval
//! contains its subterm's value. So the rule must be right for every input such that *some*
//! bounds containing the values satisfy the predicates: each `lo_u(x)`, `hi_s(s)`, ... becomes a
//! free variable constrained to contain the value of `x`'s (expanded) subterm and to lie in the
//! width's range. That covers every interval the analysis could report, not only the one range
//! per input the evaluation checker samples from (which, for predicates over two inputs, is a
//! halved range). Arithmetic is on 160-bit signed bitvectors: bounds, widths and constants fit,
//! and the predicates' sums and constant multiples cannot wrap.

use super::encode::{constant, Encoder};
use ruletable::graph::{mask, Graph, Id};
use ruletable::pattern::{eval_const, Bindings};
use ruletable::syntax::{BinOp, Bound, ConstExpr, Pred, RelOp};
use std::collections::HashMap;
use z3::ast::{Bool, BV};

const WIDE: u32 = 160;

fn wide(v: i128) -> BV {
    let bv = constant(v as u128, 128);
    bv.sign_ext(WIDE - 128)
}

/// Encodes predicates for one instance; `None` if one uses something this encoding lacks
/// (the caller then falls back to the instance's sampled input ranges).
pub struct PredEncoder<'a, 'g> {
    pub bindings: &'a Bindings,
    /// Expanded node of each bound term wildcard.
    pub nodes: HashMap<u8, Id>,
    pub graph: &'g Graph,
    pub bounds: HashMap<(Bound, u8), BV>,
    pub facts: Vec<Bool>,
}

impl<'a, 'g> PredEncoder<'a, 'g> {
    /// Constraints that hold exactly when some bounds containing the values satisfy `preds`.
    pub fn encode(&mut self, enc: &mut Encoder, preds: &[Pred]) -> Option<Vec<Bool>> {
        let mut out = Vec::new();
        for p in preds {
            let c = match p {
                Pred::Rel(rel, x, y) => {
                    let (x, y) = (self.expr(enc, x)?, self.expr(enc, y)?);
                    match rel {
                        RelOp::Eq => x.eq(&y),
                        RelOp::Ne => x.eq(&y).not(),
                        RelOp::Lt => x.bvslt(&y),
                        RelOp::Le => x.bvsle(&y),
                        RelOp::Gt => x.bvsgt(&y),
                        RelOp::Ge => x.bvsge(&y),
                    }
                }
                // `is_pow2(..)` of constants only: decided at instance construction.
                Pred::Test(e) => Bool::from_bool(eval_const(e, self.bindings)? == 1),
                // The instance graph marks the node: its poison is in the encoding.
                Pred::NoSignedWrap(_) => Bool::from_bool(true),
            };
            out.push(c);
        }
        out.append(&mut self.facts);
        Some(out)
    }

    fn expr(&mut self, enc: &mut Encoder, e: &ConstExpr) -> Option<BV> {
        if let Some(v) = eval_const(e, self.bindings) {
            return Some(wide(v));
        }
        Some(match e {
            ConstExpr::Bound(which, var) => self.bound(enc, *which, *var)?,
            ConstExpr::Bin(op, x, y) => {
                let (cx, cy) = (eval_const(x, self.bindings), eval_const(y, self.bindings));
                let (x, y) = (self.expr(enc, x)?, self.expr(enc, y)?);
                match op {
                    BinOp::Add => x.bvadd(&y),
                    BinOp::Sub => x.bvsub(&y),
                    BinOp::Mul if cx.is_some() || cy.is_some() => x.bvmul(&y),
                    BinOp::Shl if cy.is_some_and(|k| (0..126).contains(&k)) => x.bvmul(&wide(1i128 << cy?)),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    /// The free variable standing for one bound of wildcard `var`'s subterm.
    fn bound(&mut self, enc: &mut Encoder, which: Bound, var: u8) -> Option<BV> {
        if let Some(b) = self.bounds.get(&(which, var)) {
            return Some(b.clone());
        }
        let node = *self.nodes.get(&var)?;
        let bits = self.graph.ty(node).bits;
        let value = enc.encode(node).value;
        let b = BV::new_const(format!("{}_{var}", which.name()), WIDE);
        let (uval, sval) = (value.zero_ext(WIDE - bits as u32), value.sign_ext(WIDE - bits as u32));
        let smin = -1i128 << (bits - 1);
        let smax = !smin;
        self.facts.extend(match which {
            Bound::LoU => [b.bvsge(&wide(0)), b.bvsle(&uval)],
            Bound::HiU => [b.bvsge(&uval), b.bvsle(&constant(mask(bits), 128).zero_ext(WIDE - 128))],
            Bound::LoS => [b.bvsge(&wide(smin)), b.bvsle(&sval)],
            Bound::HiS => [b.bvsge(&sval), b.bvsle(&wide(smax))],
        });
        self.bounds.insert((which, var), b.clone());
        Some(b)
    }
}
