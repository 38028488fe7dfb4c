//! The building blocks of a search at one lane width: the target's instructions that have a
//! native variant there, and the generic LLVM ops. Each is evaluated lane by lane with the
//! ruletable interpreter (`eval_prim`, instructions first expanded through their definitions by
//! `ruletable::eval::expand`), so the search and the Z3 proof read the same semantics.

use super::target::Target;
use ruletable::defs::{DefKind, Defs};
use ruletable::eval::{eval_prim, expand};
use ruletable::graph::{mask, Graph, Id, Ty};
use ruletable::op::{DefId, Op};
use ruletable::syntax::Term;

/// Operands of a primitive op at most (`select`, `fshl`).
const MAX_OPERANDS: usize = 3;

/// A definition expanded to primitives, flattened in operand-before-user order for fast
/// per-lane evaluation.
pub struct Program {
    /// (op, result bits, operands as (node index, bits)); `Op::Input(i)` reads operand i.
    nodes: Vec<(Op, u16, Vec<(usize, u16)>)>,
}

impl Program {
    /// `def` applied to operands of the given widths, expanded.
    pub fn of_def(defs: &Defs, def: DefId, widths: &[u16], result: u16) -> Program {
        let mut g = Graph::new();
        let ins: Vec<Id> = widths.iter().enumerate().map(|(i, &w)| g.input(i as u32, Ty::new(1, w))).collect();
        let app = g.add(Op::Def(def), Ty::new(1, result), ins);
        let root = expand(&mut g, defs, app);
        let order = g.postorder(root);
        let pos = |id: Id| order.iter().position(|&o| o == id).unwrap();
        let nodes = order
            .iter()
            .map(|&id| {
                let n = g.node(id);
                (n.op, n.ty.bits, n.args.iter().map(|&a| (pos(a), g.ty(a).bits)).collect())
            })
            .collect();
        Program { nodes }
    }

    /// One lane; `None` if it is poison.
    pub fn eval(&self, inputs: &[u128], buf: &mut Vec<u128>) -> Option<u128> {
        buf.clear();
        for (op, bits, operands) in &self.nodes {
            let v = match op {
                Op::Input(i) => inputs[*i as usize] & mask(*bits),
                _ => {
                    // On the stack: this runs for every lane of every candidate.
                    let mut args = [(0u128, 0u16); MAX_OPERANDS];
                    for (a, &(i, w)) in args.iter_mut().zip(operands) {
                        *a = (buf[i], w);
                    }
                    eval_prim(*op, *bits, &args[..operands.len()])?
                }
            };
            buf.push(v);
        }
        buf.last().copied()
    }
}

pub enum Kind {
    Prim(Op),
    Instr(DefId, Program),
}

pub struct Component {
    /// As the rule language spells it (`zext<16>` for a cast).
    pub name: String,
    pub kind: Kind,
    pub arity: usize,
    /// Operand and result lane widths.
    pub params: Vec<u16>,
    pub result: u16,
    pub cost: u32,
    /// Operand order does not matter (only one order is enumerated).
    pub commutative: bool,
    /// Operands that must be constants: a shift amount (vector shifts by a register are not
    /// used) or an instruction's immediate.
    pub imm: Vec<usize>,
    /// Constant operands after the `arity` searched ones (value, width): the shift of
    /// `rounding_mul_shr(x, y, 15)` in lifting synthesis.
    pub fixed: Vec<(u128, u16)>,
}

impl Component {
    pub fn eval(&self, args: &[u128], buf: &mut Vec<u128>) -> Option<u128> {
        match &self.kind {
            Kind::Prim(op) => {
                let mut a = [(0u128, 0u16); MAX_OPERANDS];
                for (slot, (&v, &w)) in a.iter_mut().zip(args.iter().zip(&self.params)) {
                    *slot = (v, w);
                }
                eval_prim(*op, self.result, &a[..args.len()])
            }
            Kind::Instr(_, p) if self.fixed.is_empty() => p.eval(args, buf),
            Kind::Instr(_, p) => {
                let all: Vec<u128> = args.iter().copied().chain(self.fixed.iter().map(|&(v, _)| v)).collect();
                p.eval(&all, buf)
            }
        }
    }

    /// The op this component applies.
    pub fn op(&self) -> Op {
        match self.kind {
            Kind::Prim(op) => op,
            Kind::Instr(d, _) => Op::Def(d),
        }
    }
}

/// The generic LLVM ops the search may use at any width. Bitwise ops first: of two equivalent
/// terms the first one enumerated is kept, and `xor(x, T.smin)` says "bias" better than an add.
const GENERIC: &[Op] = &[Op::Xor, Op::And, Op::Or, Op::Add, Op::Sub, Op::Shl, Op::LShr, Op::AShr, Op::UMin, Op::UMax, Op::SMin, Op::SMax];

/// True if the instruction is one primitive over its parameters in order (x86 pminu, psrli):
/// the generic op is the same thing and llc selects the instruction from it.
fn is_plain_primitive(body: &Term, arity: usize) -> bool {
    let Term::App { op, args, .. } = body else { return false };
    !matches!(op, Op::Def(_))
        && args.len() == arity
        && args.iter().enumerate().all(|(i, a)| matches!(a, Term::Var { var, .. } if *var as usize == i))
}

/// Instructions of `target` with a native variant, then the generic ops, over lanes of
/// `width` bits and, if `wide`, also of `2 * width` bits (with the casts between them).
///
/// Costs count instructions per register of `width`-bit lanes (as the plugin's model counts
/// registers): a value of 2W-bit lanes fills two, so an op on it costs twice; an instruction
/// costs one call per native variant it is split into.
pub fn for_width(defs: &Defs, target: &Target, width: u16, wide: bool, lanes: &[u128]) -> Vec<Component> {
    let widths: Vec<u16> = if wide { vec![width, 2 * width] } else { vec![width] };
    for_widths(defs, target, &widths, 2, false, lanes)
}

/// The same over lanes of each of `widths` (the narrowest first: costs count its registers),
/// instructions of up to `max_arity` operands, `mul` among the generic ops if asked (fused
/// terms multiply), and every cast between the widths. Deterministic order: definition order,
/// then `GENERIC` by width, then the casts.
pub fn for_widths(defs: &Defs, target: &Target, widths: &[u16], max_arity: usize, mul: bool, lanes: &[u128]) -> Vec<Component> {
    let width = widths[0];
    let mut out = Vec::new();
    for (id, def) in defs.all() {
        if def.kind != DefKind::Instr || def.family() != Some(target.family) {
            continue;
        }
        let arity = def.params.len();
        if arity > max_arity || is_plain_primitive(&def.body, arity) {
            continue;
        }
        // Every assignment of the search's widths to the operands that the definition takes.
        for combo in 0..widths.len().pow(arity as u32) {
            let params: Vec<u16> = (0..arity).map(|i| widths[combo / widths.len().pow(i as u32) % widths.len()]).collect();
            let opt: Vec<Option<u16>> = params.iter().map(|&w| Some(w)).collect();
            let Some(result) = def.bind(&opt).ok().and_then(|_| def.result_width(defs, &params).ok()).filter(|r| widths.contains(r)) else { continue };
            let Some(cost) = target.instr_cost(def, result, width) else { continue };
            let imm = def.pick_variant(Ty::new(target.register_lanes(width), result), &|v| target.has(&v.feature)).map_or(vec![], |v| v.abi.imm.clone());
            let prog = Program::of_def(defs, id, &params, result);
            let mut comp = Component { name: def.name.clone(), kind: Kind::Instr(id, prog), arity, params, result, cost, commutative: false, imm, fixed: vec![] };
            comp.commutative = arity == 2 && comp.params[0] == comp.params[1] && commutes(&comp, lanes, width);
            out.push(comp);
        }
    }
    let generic: Vec<Op> = GENERIC.iter().copied().chain(mul.then_some(Op::Mul)).collect();
    for &w in widths {
        for &op in &generic {
            out.push(Component {
                name: op.primitive_name().unwrap(),
                kind: Kind::Prim(op),
                arity: 2,
                params: vec![w, w],
                result: w,
                cost: target.prim_cost(op, w, w, width),
                commutative: op.is_commutative(),
                imm: if matches!(op, Op::Shl | Op::LShr | Op::AShr) { vec![1] } else { vec![] },
                fixed: vec![],
            });
        }
    }
    for &from in widths {
        for &to in widths {
            let ops: &[Op] = if to > from { &[Op::ZExt, Op::SExt] } else if to < from { &[Op::Trunc] } else { &[] };
            for &op in ops {
                let name = format!("{}<{to}>", op.primitive_name().unwrap());
                let cost = target.prim_cost(op, to, from.max(to), width);
                out.push(Component { name, kind: Kind::Prim(op), arity: 1, params: vec![from], result: to, cost, commutative: false, imm: vec![], fixed: vec![] });
            }
        }
    }
    out
}

/// The building blocks of lifting synthesis over lanes of the given widths: every FPIR op of one
/// or two operands whose operand and result widths are among them (a third operand, the shift of
/// `mul_shr` and `rounding_mul_shr`, fixed to each of `shifts`), the generic ops and `mul` at
/// each width, and the casts between the widths. Each costs 1: the search finds the smallest
/// terms, and the lifting cost (`ruletable::lift_cost::lift_cost`) decides which of them is progress.
pub fn for_lift(defs: &Defs, widths: &[u16], shifts: &[u128], lanes: &[u128]) -> Vec<Component> {
    let mut out = Vec::new();
    for (id, def) in defs.all() {
        // The packed ops (dot4, sad8) take fixed-width words, not lanes of an idiom.
        let generic = def.params.iter().all(|p| matches!(p, Term::Var { width: Some(ruletable::syntax::Width::Var { .. }), .. }));
        if def.kind != DefKind::Fpir || !generic || def.params.len() > 3 {
            continue;
        }
        let searched = def.params.len().min(2);
        for combo in 0..widths.len().pow(searched as u32) {
            let params: Vec<u16> = (0..searched).map(|i| widths[combo / widths.len().pow(i as u32) % widths.len()]).collect();
            let fixed_sets: Vec<Vec<(u128, u16)>> = if def.params.len() == 3 { shifts.iter().filter(|&&c| c < params[0] as u128).map(|&c| vec![(c, params[0])]).collect() } else { vec![vec![]] };
            for fixed in fixed_sets {
                let all: Vec<u16> = params.iter().copied().chain(fixed.iter().map(|f| f.1)).collect();
                let opt: Vec<Option<u16>> = all.iter().map(|&w| Some(w)).collect();
                let Some(result) = def.bind(&opt).ok().and_then(|_| def.result_width(defs, &all).ok()).filter(|r| widths.contains(r)) else { continue };
                let prog = Program::of_def(defs, id, &all, result);
                let mut comp = Component { name: def.name.clone(), kind: Kind::Instr(id, prog), arity: searched, params: params.clone(), result, cost: 1, commutative: false, imm: vec![], fixed };
                comp.commutative = searched == 2 && params[0] == params[1] && commutes(&comp, lanes, params[0]);
                out.push(comp);
            }
        }
    }
    for &w in widths {
        for &op in GENERIC.iter().chain(&[Op::Mul]) {
            let imm = if matches!(op, Op::Shl | Op::LShr | Op::AShr) { vec![1] } else { vec![] };
            let name = op.primitive_name().unwrap();
            out.push(Component { name, kind: Kind::Prim(op), arity: 2, params: vec![w, w], result: w, cost: 1, commutative: op.is_commutative(), imm, fixed: vec![] });
        }
    }
    for &from in widths {
        for &to in widths {
            let ops: &[Op] = if to > from { &[Op::ZExt, Op::SExt] } else if to < from { &[Op::Trunc] } else { &[] };
            for &op in ops {
                let name = format!("{}<{to}>", op.primitive_name().unwrap());
                out.push(Component { name, kind: Kind::Prim(op), arity: 1, params: vec![from], result: to, cost: 1, commutative: false, imm: vec![], fixed: vec![] });
            }
        }
    }
    out
}

/// Whether swapping the operands never changed the result on these sample values (a pruning
/// hint only: every rule is proved by Z3 afterwards).
fn commutes(c: &Component, lanes: &[u128], width: u16) -> bool {
    let mut buf = Vec::new();
    let m = mask(width);
    lanes.iter().zip(lanes.iter().rev()).all(|(&a, &b)| c.eval(&[a & m, b & m], &mut buf) == c.eval(&[b & m, a & m], &mut buf))
}
