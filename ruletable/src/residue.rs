//! Residues: what lifting leaves as plain integer ops, the input of lifting synthesis
//! (`synth-offline synthesize-lift`, issue 12). Each primitive op left in a lifted term is
//! printed with its operands down to [`MAX_DEPTH`] levels (FPIR ops included: a fused form may
//! replace them too) as a left-hand side of the rule language: concrete widths, the leaves as
//! typed wildcards, and what interval analysis knows of the leaves as predicates.

use crate::defs::Defs;
use crate::graph::{mask, Graph, Id};
use crate::interval::{Intervals, Range};
use crate::op::Op;

/// Levels of operands kept under a residue's root: deep enough for the idioms of Table 1
/// (`trunc(lshr(add(x, y), 1))`), shallow enough that synthesis stays small.
pub const MAX_DEPTH: usize = 3;

const WILDCARDS: &[&str] = &["x", "y", "z", "u", "v", "s", "t", "p", "q", "r"];

/// One residue: the term and its predicates, in rule syntax (`trunc<8>(lshr<16>(x:16, 1))`,
/// `[hi_u(x) <= 510]`).
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Residue {
    pub term: String,
    pub preds: Vec<String>,
}

impl std::fmt::Display for Residue {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}", self.term)?;
        if !self.preds.is_empty() {
            write!(f, " [{}]", self.preds.join(", "))?;
        }
        Ok(())
    }
}

/// The residues of the term at `root`: one per primitive op in it with at least one more op
/// below it (a lone op is already as lifted as FPIR can make it, or a cast of a leaf), and one
/// per FPIR op over other ops at other widths (an FPIR composition a single op at the narrow
/// width may replace: `saturating_narrow(rounding_mul_shr(sext(b), widening_shl(a, 1), 16))`).
pub fn residues(g: &Graph, defs: &Defs, root: Id, intervals: &mut Intervals) -> Vec<Residue> {
    let mut out = Vec::new();
    for id in g.postorder(root) {
        let n = g.node(id);
        if !is_op(g, id) || !n.args.iter().any(|&a| is_op(g, a)) {
            continue;
        }
        if matches!(n.op, Op::Def(_)) && !mixes_widths(g, id, MAX_DEPTH) {
            continue;
        }
        push_term(g, defs, id, &|_, depth| depth < MAX_DEPTH, intervals, &mut out);
    }
    out
}

/// Ops in a fused term at most: multiply-shift-narrow and multiply-accumulate chains.
pub const MAX_FUSED: usize = 4;

/// The fused terms of the term at `root` (issue 12, item 2: what a target's fused instruction may
/// lower as a whole): each FPIR op, add/sub over one (an accumulation) or trunc of one (a
/// narrowing), with the FPIR ops below it, breadth first, [`MAX_FUSED`] ops at most; every other
/// operand is a leaf. A lone FPIR op is a term too where `synthesize` cannot search it: with a
/// constant operand (a shift), three operands, or a wider result (the widening ops).
pub fn fused(g: &Graph, defs: &Defs, root: Id, intervals: &mut Intervals) -> Vec<Residue> {
    let mut out = Vec::new();
    for id in g.postorder(root) {
        let n = g.node(id);
        let over_fpir = matches!(n.op, Op::Add | Op::Sub | Op::Trunc) && n.args.iter().any(|&a| defs.is_fpir(g.node(a).op));
        if !defs.is_fpir(n.op) && !over_fpir {
            continue;
        }
        let mut kept = vec![id];
        let mut next = 0;
        while next < kept.len() {
            for &a in &g.node(kept[next]).args {
                if kept.len() < MAX_FUSED && defs.is_fpir(g.node(a).op) && !kept.contains(&a) {
                    kept.push(a);
                }
            }
            next += 1;
        }
        if kept.len() >= 2 || beyond_op_synthesis(g, id) {
            push_term(g, defs, id, &|n, _| kept.contains(&n), intervals, &mut out);
        }
    }
    out
}

/// Whether `synthesize`, which searches ops over variables of the op's width, cannot search the
/// op at `id`: it has a constant operand, three operands, or a result wider than its operands.
fn beyond_op_synthesis(g: &Graph, id: Id) -> bool {
    let n = g.node(id);
    n.args.len() > 2 || n.args.iter().any(|&a| matches!(g.node(a).op, Op::Const(_)) || g.ty(a).bits < n.ty.bits)
}

/// Adds the term at `id`, its operands shown while `expand(node, depth)` holds, if new and
/// its leaves have names.
fn push_term(g: &Graph, defs: &Defs, id: Id, expand: &dyn Fn(Id, usize) -> bool, intervals: &mut Intervals, out: &mut Vec<Residue>) {
    let mut leaves = Vec::new();
    let term = show(g, defs, id, 0, expand, &mut leaves);
    if leaves.len() > WILDCARDS.len() {
        return;
    }
    let preds = leaves.iter().enumerate().flat_map(|(k, &leaf)| bounds(WILDCARDS[k], intervals.range(g, defs, leaf))).collect();
    let r = Residue { term, preds };
    if !out.contains(&r) {
        out.push(r);
    }
}

/// Whether an op within `depth` levels below `id` has another width than `id`.
fn mixes_widths(g: &Graph, id: Id, depth: usize) -> bool {
    let bits = g.ty(id).bits;
    fn walk(g: &Graph, id: Id, depth: usize, bits: u16) -> bool {
        depth > 0 && g.node(id).args.iter().any(|&a| is_op(g, a) && (g.ty(a).bits != bits || walk(g, a, depth - 1, bits)))
    }
    walk(g, id, depth, bits)
}

fn is_op(g: &Graph, id: Id) -> bool {
    !matches!(g.node(id).op, Op::Input(_) | Op::Const(_))
}

/// The term at `id` (at `depth` below the root), operands shown while `expand` holds.
fn show(g: &Graph, defs: &Defs, id: Id, depth: usize, expand: &dyn Fn(Id, usize) -> bool, leaves: &mut Vec<Id>) -> String {
    let n = g.node(id);
    let bits = n.ty.bits;
    if let Op::Const(v) = n.op {
        return if v == mask(bits) { "-1".into() } else { v.to_string() };
    }
    if !is_op(g, id) || (depth > 0 && !expand(id, depth)) {
        let k = leaves.iter().position(|&l| l == id).unwrap_or_else(|| {
            leaves.push(id);
            leaves.len() - 1
        });
        return format!("{}:{bits}", WILDCARDS.get(k).unwrap_or(&"overflow"));
    }
    let args: Vec<String> = n.args.iter().map(|&a| show(g, defs, a, depth + 1, expand, leaves)).collect();
    // Primitives carry their result width (casts need it; the others read clearer with it),
    // except comparisons, whose result is always one bit.
    let width = if matches!(n.op, Op::Def(_) | Op::ICmp(_)) { String::new() } else { format!("<{bits}>") };
    format!("{}{width}({})", defs.op_name(n.op), args.join(", "))
}

/// What the range says beyond the width, as predicates on wildcard `name` (unsigned bounds when
/// the range does not straddle the sign boundary unsigned-wise, else signed ones).
fn bounds(name: &str, r: Range) -> Vec<String> {
    let full = Range::full(r.bits);
    let mut out = Vec::new();
    if r.ulo <= r.uhi && (r.ulo, r.uhi) != (full.ulo, full.uhi) {
        if r.ulo > 0 {
            out.push(format!("lo_u({name}) >= {}", r.ulo));
        }
        if r.uhi < full.uhi {
            out.push(format!("hi_u({name}) <= {}", r.uhi));
        }
    } else if (r.slo, r.shi) != (full.slo, full.shi) {
        if r.slo > full.slo {
            out.push(format!("lo_s({name}) >= {}", r.slo));
        }
        if r.shi < full.shi {
            out.push(format!("hi_s({name}) <= {}", r.shi));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::graph::Ty;
    use crate::interval::Intervals;

    #[test]
    fn a_promoted_average_is_printed_with_its_leaf_bounds() {
        let defs = crate::defs::builtin();
        let mut g = Graph::new();
        let t8 = Ty::new(16, 8);
        let t16 = Ty::new(16, 16);
        let (a, b) = (g.input(0, t8), g.input(1, t8));
        let (za, zb) = (g.add(Op::ZExt, t16, vec![a]), g.add(Op::ZExt, t16, vec![b]));
        let s = g.add(Op::Add, t16, vec![za, zb]);
        let one = g.constant(1, t16);
        let h = g.add(Op::LShr, t16, vec![s, one]);
        let root = g.add(Op::Trunc, t8, vec![h]);
        let r = residues(&g, defs, root, &mut Intervals::new());
        let texts: Vec<String> = r.iter().map(|r| r.to_string()).collect();
        assert_eq!(texts, vec!["add<16>(zext<16>(x:8), zext<16>(y:8))", "lshr<16>(add<16>(zext<16>(x:8), zext<16>(y:8)), 1)", "trunc<8>(lshr<16>(add<16>(x:16, y:16), 1)) [hi_u(x) <= 255, hi_u(y) <= 255]"]);
    }

    /// The fused terms, as text, of the graph `build` makes (given the FPIR op of a name).
    fn fused_texts(build: impl FnOnce(&mut Graph, &dyn Fn(&str) -> Op) -> Id) -> Vec<String> {
        let defs = crate::defs::builtin();
        let op = |n: &str| Op::Def(defs.by_name(n).unwrap());
        let mut g = Graph::new();
        let root = build(&mut g, &op);
        fused(&g, defs, root, &mut Intervals::new()).iter().map(|r| r.to_string()).collect()
    }

    #[test]
    fn a_multiply_shift_narrow_is_one_fused_term_and_its_tails_are_others() {
        let texts = fused_texts(|g, op| {
            let (t8, t16) = (Ty::new(16, 8), Ty::new(16, 16));
            let (a, b) = (g.input(0, t8), g.input(1, t8));
            let m = g.add(op("widening_mul.u"), t16, vec![a, b]);
            let six = g.constant(6, t16);
            let r = g.add(op("rounding_shr.u"), t16, vec![m, six]);
            g.add(op("saturating_narrow.u"), t8, vec![r])
        });
        // The lone widening multiply too: `synthesize` does not search widening ops.
        assert_eq!(texts, vec!["widening_mul.u(x:8, y:8)", "rounding_shr.u(widening_mul.u(x:8, y:8), 6)", "saturating_narrow.u(rounding_shr.u(widening_mul.u(x:8, y:8), 6))"]);
    }

    #[test]
    fn a_narrowing_trunc_is_a_root_and_a_lone_op_of_variables_is_left_to_synthesize() {
        let texts = fused_texts(|g, op| {
            let (t8, t16) = (Ty::new(16, 8), Ty::new(16, 16));
            let (a, b) = (g.input(0, t16), g.input(1, t16));
            let avg = g.add(op("rounding_halving_add.u"), t16, vec![a, b]);
            let eight = g.constant(8, t16);
            let r = g.add(op("rounding_shr.u"), t16, vec![avg, eight]);
            g.add(Op::Trunc, t8, vec![r])
        });
        assert_eq!(texts, vec!["rounding_shr.u(rounding_halving_add.u(x:16, y:16), 8)", "trunc<8>(rounding_shr.u(rounding_halving_add.u(x:16, y:16), 8))"]);
    }
}
