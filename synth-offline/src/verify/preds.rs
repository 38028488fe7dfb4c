//! A rule's predicates as Z3 constraints over *symbolic* interval bounds.
//!
//! The rewriter decides `fits_u(s, T)`, `hi_u(x) + hi_u(y) <= N.umax`, ... on whatever intervals
//! interval analysis computes for the matched subterms; sound analysis means each interval
//! contains its subterm's value. So the rule must be right for every input such that *some*
//! bounds containing the values satisfy the predicates: each `lo_u(x)`, `hi_s(s)`, ... becomes a
//! free variable constrained to contain the value of `x`'s (expanded) subterm and to lie in the
//! width's range. That covers every interval the analysis could report, not only the one range
//! per input the evaluation checker samples from (which, for predicates over two inputs, is a
//! halved range). The arithmetic is exact either way: 160-bit signed bitvectors for the
//! bitvector encoding (bounds, widths and constants fit, and the predicates' sums and constant
//! multiples cannot wrap), integers for the linear-integer one (`lia.rs`).

use super::encode::{constant, Encoder};
use ruletable::graph::{mask, Graph, Id};
use ruletable::matching::Bindings;
use ruletable::predicates::eval_const;
use ruletable::syntax::{BinOp, Bound, ConstExpr, Pred, RelOp};
use std::collections::HashMap;
use z3::ast::{Bool, Int, BV};

const WIDE: u32 = 160;

/// Exact integer arithmetic for predicates, in either encoding.
pub trait Num: Clone {
    fn lit(v: i128) -> Self;
    fn umax(bits: u16) -> Self;
    fn var(name: String) -> Self;
    fn add(&self, y: &Self) -> Self;
    fn sub(&self, y: &Self) -> Self;
    fn mul(&self, y: &Self) -> Self;
    fn rel(&self, rel: RelOp, y: &Self) -> Bool;
}

impl Num for BV {
    fn lit(v: i128) -> BV {
        constant(v as u128, 128).sign_ext(WIDE - 128)
    }
    fn umax(bits: u16) -> BV {
        constant(mask(bits), 128).zero_ext(WIDE - 128)
    }
    fn var(name: String) -> BV {
        BV::new_const(name, WIDE)
    }
    fn add(&self, y: &BV) -> BV {
        self.bvadd(y)
    }
    fn sub(&self, y: &BV) -> BV {
        self.bvsub(y)
    }
    fn mul(&self, y: &BV) -> BV {
        self.bvmul(y)
    }
    fn rel(&self, rel: RelOp, y: &BV) -> Bool {
        match rel {
            RelOp::Eq => self.eq(y),
            RelOp::Ne => self.eq(y).not(),
            RelOp::Lt => self.bvslt(y),
            RelOp::Le => self.bvsle(y),
            RelOp::Gt => self.bvsgt(y),
            RelOp::Ge => self.bvsge(y),
        }
    }
}

impl Num for Int {
    fn lit(v: i128) -> Int {
        v.to_string().parse().expect("numeral")
    }
    fn umax(bits: u16) -> Int {
        mask(bits).to_string().parse().expect("numeral")
    }
    fn var(name: String) -> Int {
        Int::new_const(name)
    }
    fn add(&self, y: &Int) -> Int {
        Int::add(&[self, y])
    }
    fn sub(&self, y: &Int) -> Int {
        Int::sub(&[self, y])
    }
    fn mul(&self, y: &Int) -> Int {
        Int::mul(&[self, y])
    }
    fn rel(&self, rel: RelOp, y: &Int) -> Bool {
        match rel {
            RelOp::Eq => self.eq(y),
            RelOp::Ne => self.eq(y).not(),
            RelOp::Lt => self.lt(y),
            RelOp::Le => self.le(y),
            RelOp::Gt => self.gt(y),
            RelOp::Ge => self.ge(y),
        }
    }
}

/// An encoder of terms, as seen by predicates: a node's unsigned and signed value (`None` if the
/// encoder cannot express the node).
pub trait Views {
    type N: Num;
    fn views(&mut self, node: Id) -> Option<(Self::N, Self::N)>;
}

impl Views for Encoder<'_> {
    type N = BV;
    fn views(&mut self, node: Id) -> Option<(BV, BV)> {
        let value = self.encode(node).value;
        let bits = value.get_size();
        Some((value.zero_ext(WIDE - bits), value.sign_ext(WIDE - bits)))
    }
}

/// Encodes predicates for one instance; `None` if one uses something this encoding lacks
/// (the caller then falls back to the instance's sampled input ranges).
pub struct PredEncoder<'a, 'g, N> {
    pub bindings: &'a Bindings,
    /// Expanded node of each bound term wildcard.
    pub nodes: HashMap<u8, Id>,
    pub graph: &'g Graph,
    pub bounds: HashMap<(Bound, u8), N>,
    pub facts: Vec<Bool>,
}

impl<'a, 'g, N: Num> PredEncoder<'a, 'g, N> {
    pub fn new(bindings: &'a Bindings, nodes: HashMap<u8, Id>, graph: &'g Graph) -> Self {
        PredEncoder { bindings, nodes, graph, bounds: HashMap::new(), facts: vec![] }
    }

    /// Constraints that hold exactly when some bounds containing the values satisfy `preds`.
    pub fn encode(&mut self, enc: &mut impl Views<N = N>, preds: &[Pred]) -> Option<Vec<Bool>> {
        let mut out = Vec::new();
        for p in preds {
            let c = match p {
                Pred::Rel(rel, x, y) => {
                    let (x, y) = (self.expr(enc, x)?, self.expr(enc, y)?);
                    x.rel(*rel, &y)
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

    fn expr(&mut self, enc: &mut impl Views<N = N>, e: &ConstExpr) -> Option<N> {
        if let Some(v) = eval_const(e, self.bindings) {
            return Some(N::lit(v));
        }
        Some(match e {
            ConstExpr::Bound(which, var) => self.bound(enc, *which, *var)?,
            ConstExpr::Bin(op, x, y) => {
                let (cx, cy) = (eval_const(x, self.bindings), eval_const(y, self.bindings));
                let (x, y) = (self.expr(enc, x)?, self.expr(enc, y)?);
                match op {
                    BinOp::Add => x.add(&y),
                    BinOp::Sub => x.sub(&y),
                    BinOp::Mul if cx.is_some() || cy.is_some() => x.mul(&y),
                    BinOp::Shl if cy.is_some_and(|k| (0..126).contains(&k)) => x.mul(&N::lit(1i128 << cy?)),
                    _ => return None,
                }
            }
            _ => return None,
        })
    }

    /// The free variable standing for one bound of wildcard `var`'s subterm.
    fn bound(&mut self, enc: &mut impl Views<N = N>, which: Bound, var: u8) -> Option<N> {
        if let Some(b) = self.bounds.get(&(which, var)) {
            return Some(b.clone());
        }
        let node = *self.nodes.get(&var)?;
        let bits = self.graph.ty(node).bits;
        let (uval, sval) = enc.views(node)?;
        let b = N::var(format!("{}_{var}", which.name()));
        let smin = -1i128 << (bits - 1);
        let smax = !smin;
        self.facts.extend(match which {
            Bound::LoU => [b.rel(RelOp::Ge, &N::lit(0)), b.rel(RelOp::Le, &uval)],
            Bound::HiU => [b.rel(RelOp::Ge, &uval), b.rel(RelOp::Le, &N::umax(bits))],
            Bound::LoS => [b.rel(RelOp::Ge, &N::lit(smin)), b.rel(RelOp::Le, &sval)],
            Bound::HiS => [b.rel(RelOp::Ge, &sval), b.rel(RelOp::Le, &N::lit(smax))],
        });
        self.bounds.insert((which, var), b.clone());
        Some(b)
    }
}
