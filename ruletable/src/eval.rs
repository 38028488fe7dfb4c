//! The interpreter. Only primitives have semantics here; FPIR ops and instructions are first
//! expanded through their definitions (`expand`), so there is one definition per op.

use crate::defs::{Def, Defs};
use crate::graph::{mask, Graph, Id};
use crate::op::{Cmp, Op};
use crate::graph::sign_extend;
use crate::template::instantiate;
use std::collections::HashMap;

/// One lane of a primitive op. Operands are `(bits, width)`; the result is masked to `bits`.
/// `None` is poison (a shift by at least the width).
pub fn eval_prim(op: Op, bits: u16, args: &[(u128, u16)]) -> Option<u128> {
    let m = mask(bits);
    let a = args.first().map_or(0, |x| x.0);
    let b = args.get(1).map_or(0, |x| x.0);
    let aw = args.first().map_or(bits, |x| x.1);
    let (sa, sb) = (sign_extend(a, aw), sign_extend(b, aw));
    let smin = if bits >= 128 { i128::MIN } else { -(1i128 << (bits - 1)) };
    let smax = if bits >= 128 { i128::MAX } else { (1i128 << (bits - 1)) - 1 };
    let clamp_s = |v: Option<i128>, overflow: i128| v.map_or(overflow, |v| v.clamp(smin, smax)) as u128 & m;
    Some(match op {
        Op::Const(v) => v & m,
        Op::Add => a.wrapping_add(b) & m,
        Op::Sub => a.wrapping_sub(b) & m,
        Op::Mul => a.wrapping_mul(b) & m,
        Op::Shl | Op::LShr | Op::AShr if b >= bits as u128 => return None,
        Op::Shl => (a << b) & m,
        Op::LShr => a >> b,
        Op::AShr => (sa >> b) as u128 & m,
        Op::And => a & b,
        Op::Or => a | b,
        Op::Xor => a ^ b,
        Op::ZExt => a,
        Op::SExt => sa as u128 & m,
        Op::Trunc => a & m,
        Op::UMin => a.min(b),
        Op::UMax => a.max(b),
        Op::SMin => sa.min(sb) as u128 & m,
        Op::SMax => sa.max(sb) as u128 & m,
        Op::Abs => sa.wrapping_abs() as u128 & m,
        Op::ICmp(c) => icmp(c, a, b, sa, sb) as u128,
        Op::Select => {
            if a != 0 {
                b
            } else {
                args[2].0
            }
        }
        Op::UAddSat => a.checked_add(b).filter(|&s| s <= m).unwrap_or(m),
        Op::USubSat => a.saturating_sub(b),
        Op::SAddSat => clamp_s(sa.checked_add(sb), if sa < 0 { smin } else { smax }),
        Op::SSubSat => clamp_s(sa.checked_sub(sb), if sa < 0 { smin } else { smax }),
        Op::UDiv | Op::URem | Op::SDiv | Op::SRem if b == 0 => return None,
        Op::SDiv | Op::SRem if sa == smin && sb == -1 => return None,
        Op::UDiv => a / b,
        Op::URem => a % b,
        // Rust's i128 division truncates towards zero and its remainder takes the dividend's sign,
        // as LLVM's sdiv/srem do.
        Op::SDiv => (sa / sb) as u128 & m,
        Op::SRem => (sa % sb) as u128 & m,
        Op::Input(_) | Op::Def(_) => panic!("eval_prim: {op:?} is not a primitive"),
    })
}

fn icmp(c: Cmp, a: u128, b: u128, sa: i128, sb: i128) -> bool {
    match c {
        Cmp::Eq => a == b,
        Cmp::Ne => a != b,
        Cmp::Ugt => a > b,
        Cmp::Uge => a >= b,
        Cmp::Ult => a < b,
        Cmp::Ule => a <= b,
        Cmp::Sgt => sa > sb,
        Cmp::Sge => sa >= sb,
        Cmp::Slt => sa < sb,
        Cmp::Sle => sa <= sb,
    }
}

/// Replaces every definition reachable from `root` by its body, in place; returns the new root.
pub fn expand(g: &mut Graph, defs: &Defs, root: Id) -> Id {
    expand_where(g, defs, root, &|_| true)
}

/// Like [`expand`], but only for the definitions `which` selects (e.g. FPIR, keeping instructions).
pub fn expand_where(g: &mut Graph, defs: &Defs, root: Id, which: &dyn Fn(&Def) -> bool) -> Id {
    let mut memo = HashMap::new();
    expand_memo(g, defs, root, which, &mut memo)
}

fn expand_memo(g: &mut Graph, defs: &Defs, id: Id, which: &dyn Fn(&Def) -> bool, memo: &mut HashMap<Id, Id>) -> Id {
    if let Some(&e) = memo.get(&id) {
        return e;
    }
    let node = g.node(id).clone();
    let args: Vec<Id> = node.args.iter().map(|&a| expand_memo(g, defs, a, which, memo)).collect();
    let out = match node.op {
        Op::Def(d) if which(defs.get(d)) => {
            let def = defs.get(d);
            let widths: Vec<Option<u16>> = args.iter().map(|&a| Some(g.ty(a).bits)).collect();
            let mut b = def.bind(&widths).expect("definition applied to ill-typed operands");
            for (p, &a) in def.params.iter().zip(&args) {
                if let crate::syntax::Term::Var { var, .. } = p {
                    b.terms[*var as usize] = Some(a);
                }
            }
            let body = instantiate(g, defs, &def.body, &b, node.ty.lanes, Some(node.ty.bits))
                .unwrap_or_else(|e| panic!("{}: body does not instantiate: {}", def.name, e.0));
            expand_memo(g, defs, body, which, memo)
        }
        _ => g.rebuild(id, node.op, node.ty, args),
    };
    memo.insert(id, out);
    out
}

/// Evaluates a definition-free term on whole vectors; `inputs(i)` gives `Op::Input(i)`'s lanes.
/// `None` if a lane of the result is poison. Poison (a shift by at least the width, a division
/// by zero, an `nsw` shift that overflows) propagates through every operand except `select`'s
/// unchosen arm, as in LLVM.
pub fn eval(g: &Graph, root: Id, inputs: &dyn Fn(u32) -> Vec<u128>) -> Option<Vec<u128>> {
    eval_lanes(g, root, inputs).into_iter().collect()
}

/// Like [`eval`], each lane of the result on its own (`None`: that lane is poison).
pub fn eval_lanes(g: &Graph, root: Id, inputs: &dyn Fn(u32) -> Vec<u128>) -> Vec<Option<u128>> {
    let mut vals: HashMap<Id, Vec<Option<u128>>> = HashMap::new();
    for id in g.postorder(root) {
        let n = g.node(id);
        let v = match n.op {
            Op::Input(i) => inputs(i).into_iter().map(|x| Some(x & mask(n.ty.bits))).collect(),
            _ => (0..n.ty.lanes as usize).map(|l| eval_lane(g, id, |a| vals[&a][l])).collect(),
        };
        vals.insert(id, v);
    }
    vals.remove(&root).expect("the root is evaluated")
}

/// One lane of node `id`, its operands' lanes given by `arg` (`None`: poison).
pub fn eval_lane(g: &Graph, id: Id, arg: impl Fn(Id) -> Option<u128>) -> Option<u128> {
    let n = g.node(id);
    if n.op == Op::Select {
        let arm = if arg(n.args[0])? != 0 { n.args[1] } else { n.args[2] };
        return arg(arm);
    }
    let args: Vec<(u128, u16)> = n.args.iter().map(|&a| Some((arg(a)?, g.ty(a).bits))).collect::<Option<_>>()?;
    let v = eval_prim(n.op, n.ty.bits, &args)?;
    let wraps = || eval_prim(Op::AShr, n.ty.bits, &[(v, n.ty.bits), args[1]]) != Some(args[0].0);
    (!(g.is_nsw(id) && wraps())).then_some(v)
}
