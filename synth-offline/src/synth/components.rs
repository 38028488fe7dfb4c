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

/// A definition expanded to primitives, flattened in operand-before-user order for fast
/// per-lane evaluation.
pub struct Program {
    /// (op, result bits, operands as (node index, bits)); `Op::Input(i)` reads operand i.
    nodes: Vec<(Op, u16, Vec<(usize, u16)>)>,
}

impl Program {
    /// `def` applied to `arity` operands of `width` bits, expanded.
    pub fn of_def(defs: &Defs, def: DefId, width: u16, result: u16) -> Program {
        let mut g = Graph::new();
        let arity = defs.get(def).params.len();
        let ins: Vec<Id> = (0..arity as u32).map(|i| g.input(i, Ty::new(1, width))).collect();
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
        let mut args: Vec<(u128, u16)> = Vec::with_capacity(3);
        for (op, bits, operands) in &self.nodes {
            let v = match op {
                Op::Input(i) => inputs[*i as usize] & mask(*bits),
                _ => {
                    args.clear();
                    args.extend(operands.iter().map(|&(i, w)| (buf[i], w)));
                    eval_prim(*op, *bits, &args)?
                }
            };
            buf.push(v);
        }
        buf.last().copied()
    }
}

pub enum Kind {
    Prim(Op),
    Instr(Program),
}

pub struct Component {
    pub name: String,
    pub kind: Kind,
    pub arity: usize,
    pub cost: u32,
    /// Operand order does not matter (only one order is enumerated).
    pub commutative: bool,
    /// A shift: its amount must be a constant (vector shifts by a register are not used).
    pub shift: bool,
}

impl Component {
    pub fn eval(&self, width: u16, args: &[u128], buf: &mut Vec<u128>) -> Option<u128> {
        match &self.kind {
            Kind::Prim(op) => {
                let a: Vec<(u128, u16)> = args.iter().map(|&v| (v, width)).collect();
                eval_prim(*op, width, &a)
            }
            Kind::Instr(p) => p.eval(args, buf),
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

/// Instructions of `target` with a native variant for `width`, taking and giving `width`-bit
/// lanes, then the generic ops. Deterministic order: definition order, then `GENERIC`.
pub fn for_width(defs: &Defs, target: &Target, width: u16, lanes: &[u128]) -> Vec<Component> {
    let mut out = Vec::new();
    for (id, def) in defs.all() {
        if def.kind != DefKind::Instr || def.family() != Some(target.family) {
            continue;
        }
        let arity = def.params.len();
        let native = def.variants.iter().any(|v| v.ty.bits == width && target.has(&v.feature));
        let same_width = def.bind(&vec![Some(width); arity]).is_ok() && def.result_width(defs, &vec![width; arity]).ok() == Some(width);
        if !native || !same_width || arity > 2 || is_plain_primitive(&def.body, arity) {
            continue;
        }
        let prog = Program::of_def(defs, id, width, width);
        let commutative = arity == 2 && commutes(&prog, lanes);
        out.push(Component { name: def.name.clone(), kind: Kind::Instr(prog), arity, cost: 1, commutative, shift: false });
    }
    for &op in GENERIC {
        out.push(Component {
            name: op.primitive_name().unwrap(),
            kind: Kind::Prim(op),
            arity: 2,
            cost: target.generic_cost(op, width),
            commutative: op.is_commutative(),
            shift: matches!(op, Op::Shl | Op::LShr | Op::AShr),
        });
    }
    out
}

/// Whether swapping the operands never changed the result on these sample values (a pruning
/// hint only: every rule is proved by Z3 afterwards).
fn commutes(p: &Program, lanes: &[u128]) -> bool {
    let mut buf = Vec::new();
    lanes.iter().zip(lanes.iter().rev()).all(|(&a, &b)| p.eval(&[a, b], &mut buf) == p.eval(&[b, a], &mut buf))
}
