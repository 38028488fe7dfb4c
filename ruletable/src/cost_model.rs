//! How much a block's terms cost, for deciding which rewrites to take.
//!
//! A block is a DAG: a subterm with several users is computed once. [`dag_cost`] therefore sums
//! the cost of the *distinct* nodes reachable from a set of roots, so a rewrite that replaces one
//! root but leaves a shared subterm needed by another root still pays for that subterm. A rewrite
//! is worth taking when the block's total does not go up (see the plugin's `select.rs`).
//!
//! The unit is deliberately coarse: one native vector register's worth of work.
//! - Leaves (values from outside the term) and constants are free: they are not computed here.
//!   So is a node computed from splats of scalars and constants only (`import::splat_term`): it
//!   is loop-invariant, and hoisted out of the loop (by LICM or llc's MachineLICM).
//! - A target instruction costs the number of native registers it is split into (`n` lanes on a
//!   variant of `v` lanes: `ceil(n / v)`, the calls the emitter makes); twice that for an x86
//!   pack wider than 128 bits (the permute restoring lane order).
//! - A primitive (or an FPIR op not yet expanded) costs the number of native registers of the
//!   target family that its widest value occupies: `ceil(lanes * bits / native_bits)`. The widest
//!   of result and operands, because a `trunc` from `<32 x i32>` reads four AVX2 registers.
//!   Primitives the target has no instruction for at a lane width are weighted by the length of
//!   llc's emulation ([`EMULATED`]: HVX 32-bit multiplies, x86 byte division, ...).
//! - Lifting without lowering (`lift-only`) has no target: there a node costs the bits it reads,
//!   the sum of `lanes * bits` over its operands (an FPIR op is one node, whatever it stands for).

use crate::defs::{DefKind, Defs, Variant};
use crate::graph::{Graph, Id};
use crate::op::Op;
use crate::target::Target;

pub enum Model<'a> {
    /// Lowering for a target: registers of work.
    Target { defs: &'a Defs, target: &'a Target, native_bits: u64, splat_leaves: Vec<u32> },
    /// `lift-only`: bits read.
    Lift,
}

impl<'a> Model<'a> {
    pub fn for_target(defs: &'a Defs, target: &'a Target) -> Model<'a> {
        Model::Target { defs, target, native_bits: target.register_bits() as u64, splat_leaves: Vec::new() }
    }

    /// The same model, knowing which leaves (`Op::Input(i)`) are splats of scalars.
    pub fn with_splat_leaves(mut self, leaves: Vec<u32>) -> Self {
        if let Model::Target { splat_leaves, .. } = &mut self {
            *splat_leaves = leaves;
        }
        self
    }

    /// True if `id` is computed from splat leaves and constants only.
    fn invariant(&self, g: &Graph, id: Id, memo: &mut Vec<Option<bool>>) -> bool {
        let Model::Target { splat_leaves, .. } = self else { return false };
        if let Some(known) = memo[id as usize] {
            return known;
        }
        let n = g.node(id);
        let v = match n.op {
            Op::Const(_) => true,
            Op::Input(i) => splat_leaves.contains(&i),
            _ => n.args.iter().all(|&a| self.invariant(g, a, memo)),
        };
        memo[id as usize] = Some(v);
        v
    }

    /// The cost of computing node `id` once, given its operands.
    pub fn node(&self, g: &Graph, id: Id) -> u64 {
        let n = g.node(id);
        if matches!(n.op, Op::Input(_) | Op::Const(_)) {
            return 0;
        }
        let bits = |a: Id| g.ty(a).lanes as u64 * g.ty(a).bits as u64;
        match self {
            Model::Lift => n.args.iter().map(|&a| bits(a)).sum(),
            Model::Target { defs, target, native_bits, .. } => {
                if let Op::Def(d) = n.op {
                    let def = defs.get(d);
                    if def.kind == DefKind::Instr {
                        if let Some(v) = def.pick_variant(n.ty, &|v| target.usable(v)) {
                            // An x86 pack or interleave wider than 128 bits works within 128-bit
                            // lanes: a permute restores lane order.
                            let per_call = if (v.abi.packs || v.abi.interleave) && v.ty.lanes * v.ty.bits as u32 > 128 { 2 } else { v.abi.instructions() as u64 };
                            return (n.ty.lanes as u64).div_ceil(v.ty.lanes as u64) * per_call;
                        }
                    }
                }
                let widest = n.args.iter().map(|&a| bits(a)).chain([bits(id)]).max().unwrap_or(0);
                widest.div_ceil(*native_bits).max(1) * (emulation_weight(target, n.op, n.ty.bits) + add_form_extra(target, g, id))
            }
        }
    }
}

/// A primitive a target family lacks (every family: `None`; at one lane width, or any: `None`;
/// unless it has feature `unless`), and how many instructions llc emulates it with per register.
struct Emulated {
    family: Option<&'static str>,
    unless: Option<&'static str>,
    bits: Option<u16>,
    ops: &'static [Op],
    weight: u64,
}

/// AVX2 has no 64-bit arithmetic shift (vpsraq) or min/max (vpminsq): llc emits
/// vpsrad + vpsrlq + vpblendd, and vpcmpgtq + vblendvpd. No target divides vectors: by a
/// constant, llc multiplies by a magic number (a multiply-high and a shift; a signed division adds
/// a sign fix-up, a remainder a multiply and a subtract).
const EMULATED: &[Emulated] = &[
    Emulated { family: Some("x86"), unless: Some("avx512bw"), bits: Some(64), ops: &[Op::AShr], weight: 3 },
    Emulated { family: Some("x86"), unless: Some("avx512bw"), bits: Some(64), ops: &[Op::SMin, Op::SMax, Op::UMin, Op::UMax], weight: 2 },
    // HVX has no 32-bit multiply: llc emits vmpyieo + vmpyie:acc per register.
    Emulated { family: Some("hvx"), unless: None, bits: Some(32), ops: &[Op::Mul], weight: 2 },
    // x86 has no byte multiply: llc divides u8 lanes at 16 bits (pmovzx/punpck, pmullw, shifts,
    // pand + packuswb: 11-15 instructions per register for 3..255).
    Emulated { family: Some("x86"), unless: None, bits: Some(8), ops: &[Op::UDiv], weight: 10 },
    Emulated { family: Some("x86"), unless: None, bits: Some(8), ops: &[Op::URem], weight: 13 },
    // llc's HVX u32 division: a multiply-high from vmpye + vmpyo:acc (as hvx.vmpyewo_hi), its
    // unsigned correction from compares against a zero register, a shift: 12 instructions for
    // / 9, 16 for / 7 (bench/IDIOMS.md, llc alone).
    Emulated { family: Some("hvx"), unless: None, bits: Some(32), ops: &[Op::UDiv], weight: 10 },
    Emulated { family: None, unless: None, bits: None, ops: &[Op::UDiv], weight: 4 },
    Emulated { family: None, unless: None, bits: None, ops: &[Op::SDiv, Op::URem], weight: 6 },
    Emulated { family: None, unless: None, bits: None, ops: &[Op::SRem], weight: 8 },
];

fn emulation_weight(target: &Target, op: Op, bits: u16) -> u64 {
    EMULATED
        .iter()
        .find(|e| {
            e.family.is_none_or(|f| f == target.family)
                && !e.unless.is_some_and(|f| target.has(f))
                && e.bits.is_none_or(|b| b == bits)
                && e.ops.contains(&op)
        })
        .map_or(1, |e| e.weight)
}

/// An unsigned division whose magic multiplier needs T + 1 bits over the whole range: llc's
/// expansion has a subtract, a halving shift and an add more (Granlund-Montgomery's add form),
/// where the target's own lowering needs less (`Target::udiv_add_form_costs_more`).
fn add_form_extra(target: &Target, g: &Graph, id: Id) -> u64 {
    let n = g.node(id);
    if n.op != Op::UDiv || !target.udiv_add_form_costs_more() {
        return 0;
    }
    let (Op::Const(d), bits) = (g.node(n.args[1]).op, n.ty.bits as i128) else { return 0 };
    let d = d as i128;
    let full_range = crate::magic::udiv_magic(d, bits).is_some_and(|(_, _, limit)| limit >= (1 << bits) - 1);
    if d < 3 || d & (d - 1) == 0 || full_range { 0 } else { 2 }
}

/// True if instruction node `id` would run on variant `v` whose operands and result are all
/// narrower than the native register (vpsignd on AVX-512) in several calls: it would split whole
/// registers, an extract per operand and an insert per call, which a full-width sequence beats.
pub fn splits_registers(g: &Graph, id: Id, v: &Variant, target: &Target) -> bool {
    let n = g.node(id);
    let widest = n.args.iter().map(|&a| g.ty(a).bits).chain([n.ty.bits]).max().unwrap_or(0);
    n.ty.lanes > v.ty.lanes && (v.ty.lanes as u64 * widest as u64) < target.register_bits() as u64
}

/// The cost of every distinct node reachable from `roots`, each counted once.
pub fn dag_cost(g: &Graph, roots: &[Id], model: &Model) -> u64 {
    let mut seen = vec![false; g.len()];
    let mut invariant = vec![None; g.len()];
    let mut stack: Vec<Id> = roots.to_vec();
    let mut total = 0;
    while let Some(id) = stack.pop() {
        if std::mem::replace(&mut seen[id as usize], true) {
            continue;
        }
        if !model.invariant(g, id, &mut invariant) {
            total += model.node(g, id);
        }
        stack.extend(g.node(id).args.iter().copied().filter(|&a| !seen[a as usize]));
    }
    total
}

/// True if a node of `term` that is computed (not a leaf or constant) is also needed by `others`.
pub fn shares_work(g: &Graph, term: Id, others: &[Id]) -> bool {
    let mut needed = vec![false; g.len()];
    let mut stack: Vec<Id> = others.to_vec();
    while let Some(id) = stack.pop() {
        if !std::mem::replace(&mut needed[id as usize], true) {
            stack.extend(g.node(id).args.iter().copied());
        }
    }
    g.postorder(term).into_iter().any(|id| needed[id as usize] && !matches!(g.node(id).op, Op::Input(_) | Op::Const(_)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defs::builtin;
    use crate::graph::Ty;

    #[test]
    fn shared_nodes_count_once() {
        let defs = builtin();
        let t = crate::target::by_name("x86-avx2").unwrap();
        let m = Model::for_target(defs, &t);
        let mut g = Graph::new();
        let v16 = Ty::new(16, 8);
        let (a, b) = (g.input(0, v16), g.input(1, v16));
        let za = g.add(Op::ZExt, Ty::new(16, 16), vec![a]);
        let zb = g.add(Op::ZExt, Ty::new(16, 16), vec![b]);
        let s = g.add(Op::Add, Ty::new(16, 16), vec![za, zb]);
        let r = g.add(Op::Trunc, v16, vec![s]);
        assert_eq!(dag_cost(&g, &[r], &m), 4);
        assert_eq!(dag_cost(&g, &[r, s], &m), 4);
        // <32 x i32> is four AVX2 registers, and so is the trunc that reads it.
        let c = g.input(2, Ty::new(32, 8));
        let w = g.add(Op::ZExt, Ty::new(32, 32), vec![c]);
        let n = g.add(Op::Trunc, Ty::new(32, 8), vec![w]);
        assert_eq!((m.node(&g, w), m.node(&g, n)), (4, 4));
        let pavg = g.add(Op::Def(defs.by_name("x86.pavg").unwrap()), Ty::new(64, 8), vec![a, a]);
        assert_eq!(m.node(&g, pavg), 2, "64 x i8 is two avx2 pavg.b");
        assert_eq!(Model::Lift.node(&g, s), 512);
    }

    #[test]
    fn what_llc_emulates_costs_its_length_and_loop_invariant_nodes_are_free() {
        let defs = builtin();
        let (hvx, avx2) = (crate::target::by_name("hvx").unwrap(), crate::target::by_name("x86-avx2").unwrap());
        let mut g = Graph::new();
        let w = Ty::new(32, 32);
        let (a, b) = (g.input(0, w), g.input(1, w));
        let mul = g.add(Op::Mul, w, vec![a, b]);
        // HVX has no 32-bit multiply (vmpyieo + vmpyie:acc); AVX2 has vpmulld.
        assert_eq!(Model::for_target(defs, &hvx).node(&g, mul), 2);
        assert_eq!(Model::for_target(defs, &avx2).node(&g, mul), 4, "<32 x i32> is four AVX2 registers");
        let bytes = Ty::new(32, 8);
        let x = g.input(2, bytes);
        let three = g.constant(3, bytes);
        let div = g.add(Op::UDiv, bytes, vec![x, three]);
        assert_eq!(Model::for_target(defs, &avx2).node(&g, div), 10, "x86 divides bytes at 16 bits");
        // A product of splats is computed once, outside the loop.
        let m = Model::for_target(defs, &avx2).with_splat_leaves(vec![0, 1]);
        assert_eq!(dag_cost(&g, &[mul], &m), 0);
        let c = g.input(3, w);
        let s = g.add(Op::Add, w, vec![mul, c]);
        assert_eq!(dag_cost(&g, &[s], &m), 4);
    }
}
