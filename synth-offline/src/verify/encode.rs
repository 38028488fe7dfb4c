//! Z3 encoding of primitive terms: one lane, each node a bitvector of its own width plus a
//! poison flag. Mirrors `ruletable::eval::eval_prim` op for op and `eval::eval`'s poison: it
//! propagates through every operand except `select`'s unchosen arm (LLVM's semantics, which the
//! `nsw(s)` predicate relies on: a `select` may hide an overflowing shift), and an `nsw` shift
//! is poison where it overflows. Definitions are never encoded: terms are expanded first.

use ruletable::graph::{mask, Graph, Id};
use ruletable::op::{Cmp, Op};
use std::collections::HashMap;
use z3::ast::{Ast, Bool, BV};

/// Bump when the encoding changes: it is part of every cached proof's key.
pub const ENCODER_VERSION: u32 = 6;

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
    /// Partial products of limbs (see `limb_product`) as free variables, by their operands.
    abstracted: Option<HashMap<String, BV>>,
    split: bool,
    /// What is known of the abstracted products: their ranges. Assumptions of any proof made
    /// with this encoder.
    pub facts: Vec<Bool>,
}

impl<'g> Encoder<'g> {
    pub fn new(graph: &'g Graph, inputs: Vec<BV>) -> Encoder<'g> {
        Encoder { graph, inputs, memo: HashMap::new(), abstracted: None, split: false, facts: Vec::new() }
    }

    /// Encodes each partial product of limbs as a variable constrained to the product's range
    /// (an over-approximation: a proof with it holds for the real products, which lie in those
    /// ranges; a counterexample may be spurious, so callers retry without).
    pub fn abstracting_products(mut self) -> Self {
        self.split = true;
        self.abstracted = Some(HashMap::new());
        self
    }

    /// Splits 2h-bit products of h-bit extensions into limb products (`limb_product`).
    pub fn splitting_products(mut self) -> Self {
        self.split = true;
        self
    }

    /// True if `lhs` or `rhs` has a product of two extended h >= 32-bit non-constant values and
    /// every product at 64 bits or more in both is one: then splitting both sides into limbs
    /// helps Z3; splitting only some products (`mul(x:i64, zext y)`, or a constant operand) makes
    /// the sides differ in shape and times out where the plain encoding proves.
    pub fn wants_split_products(&self, lhs: Id, rhs: Id) -> bool {
        let wide = |n: &ruletable::graph::Node| n.op == Op::Mul && n.ty.bits >= 64;
        let splittable = |n: &ruletable::graph::Node| {
            n.args.iter().all(|&a| {
                let e = self.graph.node(a);
                matches!(e.op, Op::SExt | Op::ZExt)
                    && self.graph.ty(e.args[0]).bits * 2 == n.ty.bits
                    && !matches!(self.graph.node(e.args[0]).op, Op::Const(_))
            })
        };
        let any = [lhs, rhs].iter().any(|&r| self.graph.any_reachable(r, |n| wide(n)));
        any && [lhs, rhs].iter().all(|&r| !self.graph.any_reachable(r, |n| wide(n) && !splittable(n)))
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
                    let split = self.limb_product(id).or_else(|| self.narrow_limb_product(id));
                    let args: Vec<&Lane> = node.args.iter().map(|a| &self.memo[a]).collect();
                    let arg_bits: Vec<u16> = node.args.iter().map(|&a| self.graph.ty(a).bits).collect();
                    let values: Vec<&BV> = args.iter().map(|l| &l.value).collect();
                    let (value, own_poison) = match split {
                        Some(v) => (v, None),
                        None => prim(op, node.ty.bits, &values, &arg_bits),
                    };
                    let poison = if op == Op::Select {
                        let chosen = args[0].value.eq(&constant(0, 1)).ite(&args[2].poison, &args[1].poison);
                        Bool::or(&[args[0].poison.clone(), chosen])
                    } else {
                        let mut flags: Vec<Bool> = args.iter().map(|l| l.poison.clone()).collect();
                        flags.extend(own_poison);
                        if self.graph.is_nsw(id) {
                            let c = values[1];
                            flags.push(value.bvashr(c).eq(values[0]).not());
                        }
                        if flags.is_empty() { Bool::from_bool(false) } else { Bool::or(&flags) }
                    };
                    Lane { value, poison }
                }
            };
            self.memo.insert(id, lane);
        }
        self.memo[&root].clone()
    }
}

impl Encoder<'_> {
    /// A product of two values extended from h >= 32 bits to 2h, as the sum of the products of
    /// their h/2-bit limbs (v = hi * 2^(h/2) + lo: the high limb keeps the extension's signedness,
    /// the low one is unsigned); an operand whose value is itself an h/2-bit extension (Z3 decides
    /// it) is a single limb. Exact. It lets Z3 see that two ways of forming a product share their
    /// partial products (HVX's Q31 multiply takes each half of a word separately), where the
    /// equivalence of two 64-bit multipliers times out.
    fn limb_product(&mut self, id: Id) -> Option<BV> {
        let node = self.graph.node(id);
        let (w, h) = (node.ty.bits as u32, node.ty.bits as u32 / 2);
        if !self.split || node.op != Op::Mul || h < 32 {
            return None;
        }
        let mut operands = Vec::new();
        for &a in &node.args {
            let ext = self.graph.node(a);
            if !matches!(ext.op, Op::SExt | Op::ZExt) || self.graph.ty(ext.args[0]).bits as u32 != h {
                return None;
            }
            let known = self.known_halves(h);
            operands.push(limbs(&self.memo[&ext.args[0]].value, h, ext.op == Op::SExt, &known));
        }
        let mut sum = constant(0, w as u16);
        for (x, xs, xk) in &operands[0] {
            for (y, ys, yk) in &operands[1] {
                let widen = |v: &BV, signed: bool| if signed { v.sign_ext(w - v.get_size()) } else { v.zero_ext(w - v.get_size()) };
                let product = match self.abstracted {
                    Some(_) => self.product_variable((x, *xs), (y, *ys), w),
                    None => widen(x, *xs).bvmul(&widen(y, *ys)).simplify(),
                };
                sum = sum.bvadd(&product.bvshl(&constant((xk + yk) as u128, w as u16)));
            }
        }
        Some(sum)
    }

    /// With abstracted products, a w-bit product of two values that are zero-extended 16-bit
    /// limbs (`and(x, 65535)`, `lshr(x, 16)`: how a 32x32 multiply-high is built without 64-bit
    /// lanes) is the same variable as that limb product in `limb_product`.
    fn narrow_limb_product(&mut self, id: Id) -> Option<BV> {
        let node = self.graph.node(id);
        let w = node.ty.bits as u32;
        if self.abstracted.is_none() || node.op != Op::Mul || w != 32 {
            return None;
        }
        let known = self.known_halves(w);
        let mut limbs = Vec::new();
        for &a in &node.args {
            let v = &self.memo[&a].value;
            let lo = v.extract(15, 0).simplify();
            if !always(&v.eq(&lo.zero_ext(16))) {
                return None;
            }
            limbs.push(known.iter().find(|k| always(&lo.eq(*k))).cloned().unwrap_or(lo));
        }
        Some(self.product_variable((&limbs[0], false), (&limbs[1], false), w))
    }

    /// The halves of the h-bit inputs: limbs written as these are shared between products.
    fn known_halves(&self, h: u32) -> Vec<BV> {
        self.inputs.iter().filter(|i| i.get_size() == h).flat_map(|i| [i.extract(h / 2 - 1, 0), i.extract(h - 1, h / 2)]).collect()
    }

    /// The variable standing for the product of two limbs (order-independent), at width `w`,
    /// constrained to the product's range when first made.
    fn product_variable(&mut self, x: (&BV, bool), y: (&BV, bool), w: u32) -> BV {
        let (x, y) = if (x.0.to_string(), x.1) <= (y.0.to_string(), y.1) { (x, y) } else { (y, x) };
        let key = format!("{}{} * {}{}", x.1, x.0, y.1, y.0);
        let vars = self.abstracted.as_mut().expect("abstracting products");
        let fresh = vars.len();
        // 128 bits hold every limb product exactly (limbs have at most 64 bits), so its range
        // facts are exact; each user sees its low w bits.
        let var = vars.entry(key).or_insert_with(|| BV::new_const(format!("product{fresh}"), 128)).clone();
        if vars.len() > fresh {
            let (lo, hi) = product_range(x.0.get_size(), x.1, y.0.get_size(), y.1);
            self.facts.push(var.bvsge(&constant(lo as u128, 128)));
            self.facts.push(var.bvsle(&constant(hi as u128, 128)));
        }
        if w == 128 { var } else { var.extract(w - 1, 0) }
    }
}

/// The range of a product of an `a`-bit and a `b`-bit value of the given signedness.
fn product_range(a: u32, a_signed: bool, b: u32, b_signed: bool) -> (i128, i128) {
    let range = |bits: u32, signed: bool| if signed { (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1) } else { (0, (1i128 << bits) - 1) };
    let ((al, ah), (bl, bh)) = (range(a, a_signed), range(b, b_signed));
    let corners = [al * bl, al * bh, ah * bl, ah * bh];
    (*corners.iter().min().unwrap(), *corners.iter().max().unwrap())
}

/// The h/2-bit limbs of an h-bit value: (bits, signed, position), high limb first. A limb equal
/// to half of an input (`known`) is written as that half, so that products of the same halves
/// reached in different ways (`ashr(y, 16)` is y's high half) are one term.
fn limbs(v: &BV, h: u32, signed: bool, known: &[BV]) -> Vec<(BV, bool, u32)> {
    let half = h / 2;
    let canonical = |limb: BV| known.iter().find(|k| always(&limb.eq(*k))).cloned().unwrap_or(limb);
    let lo = canonical(v.extract(half - 1, 0).simplify());
    // One signed limb only under a sign extension: zext(v) of a negative v is not sext(lo).
    if signed && always(&v.eq(&lo.sign_ext(half))) {
        return vec![(lo, true, 0)];
    }
    if always(&v.eq(&lo.zero_ext(half))) {
        return vec![(lo, false, 0)];
    }
    vec![(canonical(v.extract(h - 1, half).simplify()), signed, half), (lo, false, 0)]
}

/// True if Z3 proves `fact` for every input within a second (else treated as unknown).
fn always(fact: &Bool) -> bool {
    let solver = crate::verify::prove::solver_with_timeout(std::time::Duration::from_secs(1));
    solver.assert(&fact.not());
    solver.check() == z3::SatResult::Unsat
}

/// `x * y`, with a shift left out of the product: `x * (y << c)` is `(x * y) << c` (modular
/// arithmetic is a ring), so that rules moving shifts out of products (lift.rules mul_shl_c) are
/// decided syntactically instead of by bit-blasting two multiplications.
fn mul(x: &BV, y: &BV) -> BV {
    let shifted = |v: &BV| (v.decl().kind() == z3::DeclKind::BSHL).then(|| v.children()).and_then(|c| Some((c[0].as_bv()?, c[1].as_bv()?)));
    match (shifted(x), shifted(y)) {
        (_, Some((inner, c))) => mul(x, &inner).bvshl(&c),
        (Some((inner, c)), None) => mul(&inner, y).bvshl(&c),
        (None, None) => x.bvmul(y),
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
        Op::Mul => mul(&a(), &b()),
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
        Op::UDiv | Op::URem | Op::SDiv | Op::SRem => {
            let zero = b().eq(&constant(0, bits));
            let value = match op {
                Op::UDiv => a().bvudiv(&b()),
                Op::URem => a().bvurem(&b()),
                Op::SDiv => a().bvsdiv(&b()),
                _ => a().bvsrem(&b()),
            };
            let overflow = Bool::and(&[a().eq(&constant(1u128 << (w - 1), bits)), b().eq(&constant(u128::MAX, bits))]);
            let poison = if matches!(op, Op::SDiv | Op::SRem) { Bool::or(&[zero, overflow]) } else { zero };
            return (value, Some(poison));
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
            Op::SMax, Op::Abs, Op::UAddSat, Op::SAddSat, Op::USubSat, Op::SSubSat, Op::Select, Op::UDiv, Op::SDiv, Op::URem,
            Op::SRem,
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
