//! Z3 encoding of primitive terms: one lane, each node a bitvector of its own width plus a
//! poison flag. Mirrors `ruletable::eval::eval_prim` op for op; `eval::eval` treats a term as
//! poison when any node it reaches is, so poison propagates through every operand (also
//! through `select`'s unchosen arm). Definitions are never encoded: terms are expanded first.

use ruletable::graph::{mask, Graph, Id};
use ruletable::op::{Cmp, Op};
use std::collections::HashMap;
use z3::ast::{Ast, Bool, BV};

/// Bump when the encoding changes: it is part of every cached proof's key.
pub const ENCODER_VERSION: u32 = 1;

/// A node's value and whether it is poison.
#[derive(Clone, Debug)]
pub struct Lane {
    pub value: BV,
    pub poison: Bool,
}

/// A bitvector constant of any width up to 128 bits.
pub fn constant(v: u128, bits: u16) -> BV {
    BV::from_str(bits as u32, &(v & mask(bits)).to_string()).expect("numeral")
}

/// Encodes the nodes reachable from some roots; `inputs[i]` is `Op::Input(i)`'s bitvector.
pub struct Encoder<'g> {
    graph: &'g Graph,
    inputs: Vec<BV>,
    memo: HashMap<Id, Lane>,
}

impl<'g> Encoder<'g> {
    pub fn new(graph: &'g Graph, inputs: Vec<BV>) -> Encoder<'g> {
        Encoder { graph, inputs, memo: HashMap::new() }
    }

    pub fn encode(&mut self, root: Id) -> Lane {
        for id in self.graph.postorder(root) {
            if self.memo.contains_key(&id) {
                continue;
            }
            let node = self.graph.node(id);
            let lane = match node.op {
                Op::Input(i) => Lane { value: self.inputs[i as usize].clone(), poison: Bool::from_bool(false) },
                op => {
                    let args: Vec<&Lane> = node.args.iter().map(|a| &self.memo[a]).collect();
                    let arg_bits: Vec<u16> = node.args.iter().map(|&a| self.graph.ty(a).bits).collect();
                    let values: Vec<&BV> = args.iter().map(|l| &l.value).collect();
                    let (value, own_poison) = prim(op, node.ty.bits, &values, &arg_bits);
                    let mut flags: Vec<Bool> = args.iter().map(|l| l.poison.clone()).collect();
                    flags.extend(own_poison);
                    let poison = if flags.is_empty() { Bool::from_bool(false) } else { Bool::or(&flags) };
                    Lane { value, poison }
                }
            };
            self.memo.insert(id, lane);
        }
        self.memo[&root].clone()
    }
}

/// One primitive op at result width `bits`: its value, and its own poison condition (shifts).
pub fn prim(op: Op, bits: u16, args: &[&BV], arg_bits: &[u16]) -> (BV, Option<Bool>) {
    let w = bits as u32;
    let a = || args[0].clone();
    let b = || args[1].clone();
    let bool_bv = |c: Bool| c.ite(&constant(1, 1), &constant(0, 1));
    let value = match op {
        Op::Const(v) => constant(v, bits),
        Op::Add => a().bvadd(&b()),
        Op::Sub => a().bvsub(&b()),
        Op::Mul => a().bvmul(&b()),
        Op::Shl | Op::LShr | Op::AShr => {
            let value = match op {
                Op::Shl => a().bvshl(&b()),
                Op::LShr => a().bvlshr(&b()),
                _ => a().bvashr(&b()),
            };
            return (value, Some(b().bvuge(&constant(bits as u128, bits))));
        }
        Op::And => a().bvand(&b()),
        Op::Or => a().bvor(&b()),
        Op::Xor => a().bvxor(&b()),
        Op::ZExt => a().zero_ext(w - arg_bits[0] as u32),
        Op::SExt => a().sign_ext(w - arg_bits[0] as u32),
        Op::Trunc => a().extract(w - 1, 0),
        Op::UMin => a().bvule(&b()).ite(&a(), &b()),
        Op::UMax => a().bvuge(&b()).ite(&a(), &b()),
        Op::SMin => a().bvsle(&b()).ite(&a(), &b()),
        Op::SMax => a().bvsge(&b()).ite(&a(), &b()),
        // Wrapping at the signed minimum, like `i128::wrapping_abs` masked to the width.
        Op::Abs => a().bvslt(&constant(0, bits)).ite(&a().bvneg(), &a()),
        Op::ICmp(c) => bool_bv(icmp(c, &a(), &b())),
        Op::Select => a().eq(&constant(0, 1)).ite(args[2], &b()),
        // Saturating ops: compute one bit wider, then clamp.
        Op::UAddSat => {
            let sum = a().zero_ext(1).bvadd(&b().zero_ext(1));
            sum.extract(w, w).eq(&constant(1, 1)).ite(&constant(u128::MAX, bits), &sum.extract(w - 1, 0))
        }
        Op::USubSat => a().bvuge(&b()).ite(&a().bvsub(&b()), &constant(0, bits)),
        Op::SAddSat | Op::SSubSat => {
            let (x, y) = (a().sign_ext(1), b().sign_ext(1));
            let wide = if op == Op::SAddSat { x.bvadd(&y) } else { x.bvsub(&y) };
            let smax = constant((1u128 << (w - 1)) - 1, bits).sign_ext(1);
            let smin = constant(1u128 << (w - 1), bits).sign_ext(1);
            let clamped = wide.bvsgt(&smax).ite(&smax, &wide.bvslt(&smin).ite(&smin, &wide));
            clamped.extract(w - 1, 0)
        }
        Op::Input(_) | Op::Def(_) => panic!("encode: {op:?} is not a primitive"),
    };
    (value, None)
}

fn icmp(c: Cmp, a: &BV, b: &BV) -> Bool {
    match c {
        Cmp::Eq => a.eq(b),
        Cmp::Ne => a.eq(b).not(),
        Cmp::Ugt => a.bvugt(b),
        Cmp::Uge => a.bvuge(b),
        Cmp::Ult => a.bvult(b),
        Cmp::Ule => a.bvule(b),
        Cmp::Sgt => a.bvsgt(b),
        Cmp::Sge => a.bvsge(b),
        Cmp::Slt => a.bvslt(b),
        Cmp::Sle => a.bvsle(b),
    }
}

/// The value of a bitvector numeral (from a model), up to 128 bits.
pub fn numeral(v: &BV) -> u128 {
    let bits = v.get_size();
    if bits <= 64 {
        return v.as_u64().expect("numeral") as u128;
    }
    let lo = v.extract(63, 0).simplify().as_u64().expect("numeral");
    let hi = v.extract(bits - 1, 64).simplify().as_u64().expect("numeral");
    (hi as u128) << 64 | lo as u128
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruletable::eval::eval_prim;

    /// The encoding of every primitive agrees with the interpreter on edge and random operands
    /// (Z3 simplifies constant operands to a numeral), at widths 1 .. 128, poison included.
    #[test]
    fn encoding_matches_eval_prim() {
        let ops: Vec<Op> = [
            Op::Add, Op::Sub, Op::Mul, Op::Shl, Op::LShr, Op::AShr, Op::And, Op::Or, Op::Xor, Op::UMin, Op::UMax, Op::SMin,
            Op::SMax, Op::Abs, Op::UAddSat, Op::SAddSat, Op::USubSat, Op::SSubSat, Op::Select,
        ]
        .into_iter()
        .chain(Cmp::ALL.iter().map(|&c| Op::ICmp(c)))
        .collect();
        let mut state = 0x2545F4914F6CDD1Du64;
        let mut rand = move || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        let mut checked = 0;
        for bits in [1u16, 8, 9, 16, 32, 64, 128] {
            let m = mask(bits);
            let top = 1u128 << (bits - 1);
            let mut values = vec![0, 1, 2, m, m - 1, top, top - 1, top + 1, bits as u128, bits as u128 - 1];
            values.extend((0..6).map(|_| ((rand() as u128) << 64 | rand() as u128) & m));
            for &op in &ops {
                let res_bits = if matches!(op, Op::ICmp(_)) { 1 } else { bits };
                for &x in &values {
                    for &y in &values {
                        let (x, y) = (x & m, y & m);
                        let mut args = vec![(x, bits), (y, bits)];
                        if op == Op::Select {
                            args = vec![(x & 1, 1), (y, bits), (x, bits)];
                        }
                        let args: Vec<(u128, u16)> = if op == Op::Abs { args[..1].to_vec() } else { args };
                        let bvs: Vec<BV> = args.iter().map(|&(v, w)| constant(v, w)).collect();
                        let refs: Vec<&BV> = bvs.iter().collect();
                        let widths: Vec<u16> = args.iter().map(|a| a.1).collect();
                        let (value, poison) = prim(op, res_bits, &refs, &widths);
                        let poison = poison.map_or(false, |p| p.simplify().as_bool().unwrap());
                        let got = (!poison).then(|| numeral(&value.simplify()));
                        assert_eq!(got, eval_prim(op, res_bits, &args), "{op:?} at i{bits} on {args:?}");
                        checked += 1;
                    }
                }
            }
            // Casts between this width and its double.
            if bits <= 64 {
                for &x in &values {
                    let x = x & m;
                    for (op, from, to) in [(Op::ZExt, bits, 2 * bits), (Op::SExt, bits, 2 * bits), (Op::Trunc, 2 * bits, bits)] {
                        let v = if from > bits { x | x << bits } else { x };
                        let (value, _) = prim(op, to, &[&constant(v, from)], &[from]);
                        assert_eq!(Some(numeral(&value.simplify())), eval_prim(op, to, &[(v, from)]), "{op:?} i{from} -> i{to} on {v:#x}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 50_000, "{checked}");
    }
}
