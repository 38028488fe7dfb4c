//! Lane-wise sums of products that share a lane-uniform summand, such as a depthwise
//! convolution's `sum_t (in_t - zero) * w_t` with a runtime zero point: the summand is distributed
//! out of each product and factored out of the sum once, `sum_t in_t * w_t - zero * sum_t w_t`
//! (equal mod 2^N by the ring's laws; lemma [`FACTOR`]). The products of narrow inputs then lift
//! as widening multiplies (NEON SMLAL), and the sum of the other factors is multiplied once.
//! Whether that is cheaper is for the caller's cost model to say.

use crate::graph::{Graph, Id, Ty};
use crate::op::Op;
use std::collections::HashMap;

/// Flattening stops at this many summands: a sum is a block's expression, not a long chain.
const MAX_SUMMANDS: usize = 64;

/// `root` with every sum in it factored where two or more of its products share a lane-uniform
/// summand (`uniform`: a node whose value is the same in every lane), or `None` if none does.
pub fn factor_uniform(g: &mut Graph, root: Id, uniform: &dyn Fn(&Graph, Id) -> bool) -> Option<Id> {
    let mut f = Factoring { uniform, memo: HashMap::new() };
    // Unchanged terms are the same nodes (the graph shares them), so any factoring shows.
    let out = f.rebuild(g, root, false);
    (out != root).then_some(out)
}

struct Factoring<'a> {
    uniform: &'a dyn Fn(&Graph, Id) -> bool,
    memo: HashMap<Id, Id>,
}

/// A product `(rest + sign * u) * other` of a sum: `u` the uniform summand it shares.
struct Split {
    term: usize,
    u: Id,
    /// The product's sign in the sum times u's sign in its factor.
    neg: bool,
    other: Id,
    rest: Vec<(bool, Id)>,
}

fn is_sum(op: Op) -> bool {
    matches!(op, Op::Add | Op::Sub)
}

impl Factoring<'_> {
    /// `id` with its sums factored; `in_sum`: `id` is a summand of a sum being flattened.
    fn rebuild(&mut self, g: &mut Graph, id: Id, in_sum: bool) -> Id {
        if let Some(&done) = self.memo.get(&id) {
            return done;
        }
        let n = g.node(id).clone();
        let out = match (is_sum(n.op) && !in_sum).then(|| self.factor_sum(g, id)).flatten() {
            Some(f) => f,
            None => {
                let args: Vec<Id> = n.args.iter().map(|&a| self.rebuild(g, a, false)).collect();
                if args == n.args { id } else { g.add(n.op, n.ty, args) }
            }
        };
        self.memo.insert(id, out);
        out
    }

    /// The sum at `id` with the products that share a uniform summand factored, or `None` if
    /// fewer than two products share one.
    fn factor_sum(&mut self, g: &mut Graph, id: Id) -> Option<Id> {
        let ty = g.ty(id);
        let terms = g.summands(id, MAX_SUMMANDS);
        let splits: Vec<Split> = terms.iter().enumerate().filter_map(|(k, &(neg, t))| self.split(g, k, neg, t)).collect();
        let mut count: HashMap<Id, usize> = HashMap::new();
        for s in &splits {
            *count.entry(s.u).or_default() += 1;
        }
        let shared = |s: &&Split| count[&s.u] >= 2;
        if !splits.iter().any(|s| shared(&s)) {
            return None;
        }
        let factored: HashMap<usize, &Split> = splits.iter().filter(shared).map(|s| (s.term, s)).collect();
        let mut out = Vec::new();
        // The co-factors of each shared summand, in the order it first appears.
        let mut groups: Vec<(Id, Vec<(bool, Id)>)> = Vec::new();
        for (k, &(neg, t)) in terms.iter().enumerate() {
            let Some(s) = factored.get(&k) else {
                out.push((neg, self.rebuild(g, t, true)));
                continue;
            };
            let rest: Vec<(bool, Id)> = s.rest.iter().map(|&(rn, r)| (rn, self.rebuild(g, r, true))).collect();
            let other = self.rebuild(g, s.other, false);
            let rest = g.sum(ty, &rest);
            out.push((neg, g.add(Op::Mul, ty, vec![rest, other])));
            match groups.iter_mut().find(|(u, _)| *u == s.u) {
                Some((_, co)) => co.push((s.neg, other)),
                None => groups.push((s.u, vec![(s.neg, other)])),
            }
        }
        for (u, mut co) in groups {
            let u = self.rebuild(g, u, false);
            // A zero point is subtracted: u * (b + d) subtracted, not u * (0 - b - d) added.
            let neg = co.iter().all(|&(n, _)| n);
            if neg {
                co.iter_mut().for_each(|c| c.0 = false);
            }
            let co = g.sum(ty, &co);
            out.push((neg, g.add(Op::Mul, ty, vec![u, co])));
        }
        Some(g.sum(ty, &out))
    }

    /// Term `k` of a sum, `± t`, as a [`Split`] if t is a product one of whose factors is a sum
    /// of non-uniform summands and exactly one uniform one, and whose other factor is not uniform.
    fn split(&self, g: &Graph, term: usize, neg: bool, t: Id) -> Option<Split> {
        let n = g.node(t);
        let (Op::Mul, &[a, b]) = (n.op, n.args.as_slice()) else { return None };
        [(a, b), (b, a)].into_iter().find_map(|(f, other)| {
            if (self.uniform)(g, other) || !is_sum(g.node(f).op) {
                return None;
            }
            let parts = g.summands(f, MAX_SUMMANDS);
            let (us, rest): (Vec<_>, Vec<_>) = parts.into_iter().partition(|&(_, p)| (self.uniform)(g, p));
            match (us.as_slice(), rest.is_empty()) {
                (&[(un, u)], false) => Some(Split { term, u, neg: neg ^ un, other, rest }),
                _ => None,
            }
        })
    }
}

/// The factoring [`factor_uniform`] rests on, proved at 8, 16 and 32 bits by `synth-offline`:
/// `(a - z) * b + (c - z) * d == (a * b + c * d) - z * (b + d)`.
pub const FACTOR: &str = "factor";

/// Both sides of [`FACTOR`] at `bits`: a, b, c, d, z are inputs 0..5, z the uniform one; the
/// right side is what [`factor_uniform`] makes of the left.
pub fn factor_sides(g: &mut Graph, bits: u16) -> (Id, Id) {
    let t = Ty::new(1, bits);
    let [a, b, c, d, z] = [0, 1, 2, 3, 4].map(|i| g.input(i, t));
    let (az, cz) = (g.add(Op::Sub, t, vec![a, z]), g.add(Op::Sub, t, vec![c, z]));
    let (p, q) = (g.add(Op::Mul, t, vec![az, b]), g.add(Op::Mul, t, vec![cz, d]));
    let lhs = g.add(Op::Add, t, vec![p, q]);
    let rhs = factor_uniform(g, lhs, &|_, n| n == z).expect("two products share z");
    (lhs, rhs)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::eval;

    fn uniform_inputs(g: &Graph, id: Id, splats: &[u32]) -> bool {
        g.postorder(id).iter().all(|&n| !matches!(g.node(n).op, Op::Input(i) if !splats.contains(&i)))
    }

    /// bias + sum_t (in_t - z) * w_t over three taps, 32-bit lanes; z is input 7.
    fn depthwise(g: &mut Graph) -> Id {
        let t = Ty::new(4, 32);
        let z = g.input(7, t);
        let mut acc = g.input(0, t);
        for k in 0..3 {
            let (x, w) = (g.input(1 + 2 * k, t), g.input(2 + 2 * k, t));
            let xz = g.add(Op::Sub, t, vec![x, z]);
            let p = g.add(Op::Mul, t, vec![xz, w]);
            acc = g.add(Op::Add, t, vec![acc, p]);
        }
        acc
    }

    #[test]
    fn factors_a_shared_zero_point_and_keeps_the_value() {
        let mut g = Graph::new();
        let root = depthwise(&mut g);
        let f = factor_uniform(&mut g, root, &|g, n| uniform_inputs(g, n, &[7])).expect("factored");
        // One multiply by z, three products without it.
        let muls = g.postorder(f).iter().filter(|&&n| g.node(n).op == Op::Mul).count();
        assert_eq!(muls, 4);
        for seed in 0..50u128 {
            let feed = |i: u32| {
                let v = (seed * 2654435761 + i as u128 * 40503) ^ (seed << 7);
                vec![v & 0xffff_ffff, (v >> 3) & 0xffff_ffff, 0x8000_0000 ^ (v & 0xff), 0xffff_ffff - i as u128]
            };
            assert_eq!(eval(&g, root, &feed), eval(&g, f, &feed));
        }
    }

    #[test]
    fn leaves_a_lone_or_uniform_product_alone() {
        let mut g = Graph::new();
        let t = Ty::new(4, 32);
        let (x, w, z, b) = (g.input(0, t), g.input(1, t), g.input(2, t), g.input(3, t));
        let xz = g.add(Op::Sub, t, vec![x, z]);
        let p = g.add(Op::Mul, t, vec![xz, w]);
        let root = g.add(Op::Add, t, vec![b, p]);
        assert_eq!(factor_uniform(&mut g, root, &|g, n| uniform_inputs(g, n, &[2])), None);
        // Both products' other factor uniform: nothing to factor out.
        let q = g.add(Op::Mul, t, vec![xz, z]);
        let root = g.add(Op::Add, t, vec![q, q]);
        assert_eq!(factor_uniform(&mut g, root, &|g, n| uniform_inputs(g, n, &[2])), None);
    }

    #[test]
    fn factors_inside_a_larger_term() {
        let mut g = Graph::new();
        let acc = depthwise(&mut g);
        let t = Ty::new(4, 32);
        let s = g.constant(3, t);
        let root = g.add(Op::AShr, t, vec![acc, s]);
        let f = factor_uniform(&mut g, root, &|g, n| uniform_inputs(g, n, &[7])).expect("factored");
        assert_eq!(g.node(f).op, Op::AShr);
        let feed = |i: u32| vec![(i as u128 * 0x9e3779b9) & 0xffff_ffff; 4];
        assert_eq!(eval(&g, root, &feed), eval(&g, f, &feed));
    }
}
