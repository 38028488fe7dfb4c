//! Instantiating a template (a rule's right-hand side) into the term graph, with the element
//! widths of its ops.

use crate::defs::Defs;
use crate::graph::{mask, Graph, Id, Ty, MAX_BITS};
use crate::matching::Bindings;
use crate::op::Op;
use crate::predicates::eval_const;
use crate::syntax::Term;

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
            if let Op::Def(d) = op {
                check_immediates(g, defs.get(*d), &ids, bits)?;
            }
            Ok(g.add(*op, Ty::new(lanes, bits), ids))
        }
    }
}

/// An instruction's immediate operands within what the target encodes (`Def::immediate_range`).
fn check_immediates(g: &Graph, def: &crate::defs::Def, ids: &[Id], bits: u16) -> Result<(), Unfit> {
    let Some((positions, lo, hi)) = def.immediate_range(bits) else { return Ok(()) };
    for &k in positions {
        match g.node(ids[k]).op {
            Op::Const(v) if (lo..=hi).contains(&v) => {}
            _ => return Err(Unfit(format!("{} takes an immediate in [{lo}, {hi}] as operand {k}", def.name))),
        }
    }
    Ok(())
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
