//! Hash-consed term DAG: structurally equal terms get the same [`Id`], so sharing is explicit
//! and equality of subterms (needed by non-linear patterns like `sub(x, y) .. sub(y, x)`) is an
//! integer comparison. Nodes are only ever appended, so every node's operands have smaller ids:
//! id order is a topological order.

use crate::op::Op;
use std::collections::{HashMap, HashSet};

pub type Id = u32;

/// A vector type: `lanes` x `bits`-wide integers. Scalars are 1-lane vectors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Ty {
    pub lanes: u32,
    pub bits: u16,
}

impl Ty {
    pub fn new(lanes: u32, bits: u16) -> Ty {
        Ty { lanes, bits }
    }
    pub fn with_bits(self, bits: u16) -> Ty {
        Ty { bits, ..self }
    }
}

impl std::fmt::Display for Ty {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "<{} x i{}>", self.lanes, self.bits)
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Node {
    pub op: Op,
    pub ty: Ty,
    pub args: Vec<Id>,
}

#[derive(Default, Clone, Debug)]
pub struct Graph {
    nodes: Vec<Node>,
    index: HashMap<Node, Id>,
    /// `shl` nodes computed only by instructions marked `nsw`: poison where the shift overflows
    /// as a signed value (LLVM's semantics), which the rule predicate `nsw(s)` asks for.
    nsw: HashSet<Id>,
}

/// Widest element the term language handles (64-bit lanes widened once).
pub const MAX_BITS: u16 = 128;

pub fn mask(bits: u16) -> u128 {
    if bits >= 128 {
        u128::MAX
    } else {
        (1u128 << bits) - 1
    }
}

impl Graph {
    pub fn new() -> Graph {
        Graph::default()
    }

    /// Adds a node, or returns the id of the identical node already present.
    pub fn add(&mut self, op: Op, ty: Ty, args: Vec<Id>) -> Id {
        let op = match op {
            Op::Const(v) => Op::Const(v & mask(ty.bits)),
            op => op,
        };
        let node = Node { op, ty, args };
        if let Some(&id) = self.index.get(&node) {
            return id;
        }
        let id = self.nodes.len() as Id;
        self.nodes.push(node.clone());
        self.index.insert(node, id);
        id
    }

    /// Marks `shl` node `id` as poison on signed overflow (an `nsw` instruction computes it).
    pub fn mark_nsw(&mut self, id: Id) {
        debug_assert_eq!(self.nodes[id as usize].op, Op::Shl);
        self.nsw.insert(id);
    }

    pub fn is_nsw(&self, id: Id) -> bool {
        self.nsw.contains(&id)
    }

    /// `add(op, ty, args)` for a node rebuilt from `from` with equal operands (normalized or
    /// expanded): keeps `from`'s `nsw` mark if the node is new (an existing node may be computed
    /// by an instruction without the flag).
    pub fn rebuild(&mut self, from: Id, op: Op, ty: Ty, args: Vec<Id>) -> Id {
        let before = self.nodes.len();
        let id = self.add(op, ty, args);
        if self.nodes.len() > before && self.is_nsw(from) {
            self.nsw.insert(id);
        }
        id
    }

    pub fn constant(&mut self, value: u128, ty: Ty) -> Id {
        self.add(Op::Const(value), ty, vec![])
    }

    pub fn input(&mut self, index: u32, ty: Ty) -> Id {
        self.add(Op::Input(index), ty, vec![])
    }

    pub fn node(&self, id: Id) -> &Node {
        &self.nodes[id as usize]
    }

    pub fn ty(&self, id: Id) -> Ty {
        self.nodes[id as usize].ty
    }

    pub fn len(&self) -> usize {
        self.nodes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.nodes.is_empty()
    }

    /// The ids reachable from `root`, operands before users.
    pub fn postorder(&self, root: Id) -> Vec<Id> {
        let mut seen = vec![false; self.nodes.len()];
        let mut out = Vec::new();
        let mut stack = vec![(root, false)];
        while let Some((id, expanded)) = stack.pop() {
            if expanded {
                out.push(id);
                continue;
            }
            if std::mem::replace(&mut seen[id as usize], true) {
                continue;
            }
            stack.push((id, true));
            for &a in self.node(id).args.iter().rev() {
                if !seen[a as usize] {
                    stack.push((a, false));
                }
            }
        }
        out
    }

    /// The summands of `id` with their signs (true: subtracted), adds and subtracts looked
    /// through until there are `max` (the rest stay sums).
    pub fn summands(&self, id: Id, max: usize) -> Vec<(bool, Id)> {
        fn walk(g: &Graph, id: Id, neg: bool, max: usize, out: &mut Vec<(bool, Id)>) {
            let n = g.node(id);
            match (n.op, n.args.as_slice()) {
                (Op::Add | Op::Sub, &[a, b]) if out.len() < max => {
                    walk(g, a, neg, max, out);
                    walk(g, b, neg ^ (n.op == Op::Sub), max, out);
                }
                _ => out.push((neg, id)),
            }
        }
        let mut out = Vec::new();
        walk(self, id, false, max, &mut out);
        out
    }

    /// `± t_0 ± t_1 ...` (true: subtracted) as a chain of adds and subtracts, in order; the
    /// inverse of [`Graph::summands`].
    pub fn sum(&mut self, ty: Ty, terms: &[(bool, Id)]) -> Id {
        let mut acc: Option<Id> = None;
        for &(neg, t) in terms {
            acc = Some(match (acc, neg) {
                (None, false) => t,
                (None, true) => {
                    let zero = self.constant(0, ty);
                    self.add(Op::Sub, ty, vec![zero, t])
                }
                (Some(s), false) => self.add(Op::Add, ty, vec![s, t]),
                (Some(s), true) => self.add(Op::Sub, ty, vec![s, t]),
            });
        }
        acc.unwrap_or_else(|| self.constant(0, ty))
    }

    /// True if any node reachable from `root` satisfies `pred`.
    pub fn any_reachable(&self, root: Id, pred: impl Fn(&Node) -> bool) -> bool {
        self.postorder(root).into_iter().any(|id| pred(self.node(id)))
    }

    /// How often the term at `root` changes width between computed values: its casts below the
    /// root whose operand is neither a leaf nor a constant.
    pub fn width_changes(&self, root: Id) -> usize {
        let computed = |a: Id| !matches!(self.node(a).op, Op::Input(_) | Op::Const(_));
        let cast = |op: Op| matches!(op, Op::ZExt | Op::SExt | Op::Trunc);
        self.postorder(root).into_iter().filter(|&n| n != root && cast(self.node(n).op) && computed(self.node(n).args[0])).count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn width_changes_count_casts_of_computed_values_below_the_root() {
        let mut g = Graph::new();
        let (t8, t16) = (Ty::new(16, 8), Ty::new(16, 16));
        let (a, b) = (g.input(0, t8), g.input(1, t8));
        let (za, zb) = (g.add(Op::ZExt, t16, vec![a]), g.add(Op::ZExt, t16, vec![b]));
        let sum = g.add(Op::Add, t16, vec![za, zb]);
        let root = g.add(Op::Trunc, t8, vec![sum]);
        // Extensions of leaves and the root's own truncation are free of the count.
        assert_eq!(g.width_changes(root), 0);
        let back = g.add(Op::ZExt, t16, vec![root]);
        let twice = g.add(Op::Add, t16, vec![back, sum]);
        assert_eq!(g.width_changes(twice), 2);
    }
}

/// The two's complement value of the low `w` bits of `bits`.
pub fn sign_extend(bits: u128, w: u16) -> i128 {
    if w >= 128 {
        return bits as i128;
    }
    let sh = 128 - w as u32;
    ((bits << sh) as i128) >> sh
}
