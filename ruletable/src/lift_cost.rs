//! The target-agnostic lifting cost (Pitchfork §3.2): first the sum, over every op node, of its
//! operands' bit widths (fewer and narrower ops are better), then a ranking of the ops (FPIR ops
//! below the primitive sequences they replace, multiplies above other primitives), then how deep
//! constants sit (so reassociating `(x + 8) + y` into `(x + y) + 8`, which exposes a rounding
//! constant, counts as progress). Every lifting rule must strictly lower it, which is what makes
//! bottom-up lifting terminate.

use crate::graph::{Graph, Id};
use crate::op::Op;

fn rank(op: Op) -> u64 {
    match op {
        Op::Def(_) => 1,
        Op::Mul => 3,
        Op::UDiv | Op::SDiv | Op::URem | Op::SRem => 4,
        _ => 2,
    }
}

/// Cost of the term at `root` (shared nodes counted once), compared lexicographically.
pub fn lift_cost(g: &Graph, root: Id) -> (u64, u64, u64) {
    let (widths, ranks) = g.postorder(root).into_iter().map(|id| g.node(id)).filter(|n| !n.args.is_empty()).fold((0, 0), |(w, r), n| {
        let widths: u64 = n.args.iter().map(|&a| g.ty(a).bits as u64).sum();
        (w + widths, r + rank(n.op))
    });
    (widths, ranks, constant_depth(g, root, 0))
}

/// Sum of the depths of the constant operands, reading the term as a tree.
fn constant_depth(g: &Graph, id: Id, depth: u64) -> u64 {
    g.node(id)
        .args
        .iter()
        .map(|&a| if matches!(g.node(a).op, Op::Const(_)) { depth + 1 } else { constant_depth(g, a, depth + 1) })
        .sum()
}
