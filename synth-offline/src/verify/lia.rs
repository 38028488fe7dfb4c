//! Linear-integer encoding of primitive terms (Z3 `Int`), for instances bit-blasting cannot
//! decide: a 32-bit division by a constant against its magic-number multiply through a 64-bit
//! product times out as bitvectors, and takes milliseconds as integers.
//!
//! Each node is an integer congruent to its lane value modulo 2^W, with static bounds
//! `[lo, hi]`. A view (unsigned or signed) reduces it to the canonical representative only
//! where the bounds say it may lie outside, so a product that cannot wrap carries no `mod`
//! (with one, Z3 does not decide the same u32 / 9 in a minute). The fragment is what linear
//! arithmetic expresses exactly: +, -, products, shifts, divisions and masks by constants,
//! casts, min/max, compares, select, abs, saturating add/sub; and products of two variables,
//! which Z3 decides where the rest is linear in the product (a Q15 multiply doubled at 32 bits
//! against the plain one at 16). Anything else (a shift by a variable, or/xor of variables, an
//! unsigned view of a possibly negative 128-bit lane, lanes past 128 bits) makes the encoder
//! decline (`None`) and the instance keeps its bitvector proof. Semantics and poison are
//! encode.rs's (LLVM's): poison propagates through every operand but select's unchosen arm.

use super::preds::{Num, PredEncoder, Views};
use super::prove::{obligation, replay, with_timeout, Notes, Verdict};
use ruletable::check::Instance;
use ruletable::eval::eval_lane;
use ruletable::graph::{mask, Graph, Id};
use ruletable::interval::Range;
use ruletable::op::{Cmp, Op};
use ruletable::syntax::Pred;
use std::collections::HashMap;
use std::time::Duration;
use z3::ast::{Ast, Bool, Int};
use z3::{SatResult, Solver};

/// Widest lane encoded: bounds are i128, so a 128-bit lane has only its signed view (and its
/// unsigned one where it cannot be negative); 2^W is needed below 127 bits only.
const MAX_BITS: u16 = 128;

/// 2^bits where it fits an i128.
fn pow2(bits: u16) -> Option<i128> {
    (bits < 127).then(|| 1i128 << bits)
}

fn num(v: i128) -> Int {
    Int::lit(v)
}

/// A node: an integer congruent to its value modulo 2^W, within `[lo, hi]`.
#[derive(Clone, Debug)]
pub struct Val {
    pub v: Int,
    pub lo: i128,
    pub hi: i128,
    /// `None`: never poison.
    pub poison: Option<Bool>,
    /// Depends on a product of two variables.
    pub nonlinear: bool,
    /// Depends on such a product wrapped by a view (a `mod` or case split of it), which Z3
    /// does not decide in time: an obligation over it declines (an unchosen select arm may
    /// have one). A guard on time only (every encoding stays exact), set where the views of
    /// node values and of the obligation wrap; views taken inside an op are not tracked.
    pub wrapped_nonlinear: bool,
}

impl Val {
    fn konst(c: i128) -> Val {
        Val { v: num(c), lo: c, hi: c, poison: None, nonlinear: false, wrapped_nonlinear: false }
    }

    fn known(&self) -> Option<i128> {
        (self.lo == self.hi).then_some(self.lo)
    }

    fn range(v: Int, lo: i128, hi: i128) -> Val {
        Val { v, lo, hi, poison: None, nonlinear: false, wrapped_nonlinear: false }
    }
}

/// The signed range of `bits`-bit lanes, `[-2^(bits-1), 2^(bits-1))`.
fn signed_range(bits: u16) -> (i128, i128) {
    let min = i128::MIN >> (128 - bits);
    (min, !min)
}

/// Whether `x` lies in the window of `bits` (its own representative in that view).
fn within(x: &Val, bits: u16, signed: bool) -> bool {
    let (lo, hi) = if signed { signed_range(bits) } else { (0, pow2(bits).map_or(i128::MAX, |m| m - 1)) };
    x.lo >= lo && x.hi <= hi
}

/// `x`'s representative in `[0, 2^bits)` (or `[-2^(bits-1), 2^(bits-1))`); `None` for an
/// unsigned 128-bit view of what may be negative (its representative does not fit the bounds).
pub fn view(x: &Val, bits: u16, signed: bool) -> Option<Val> {
    if within(x, bits, signed) {
        return Some(x.clone());
    }
    // Past 126 bits only the windows that hold every i128 are encoded.
    let m = pow2(bits)?;
    let base = if signed { -(m >> 1) } else { 0 };
    let (k0, k1) = ((x.lo - base).div_euclid(m), (x.hi - base).div_euclid(m));
    if k0 == k1 {
        // One window: a shift of the bounds (a constant stays known).
        let v = if k0 == 0 { x.v.clone() } else { Int::sub(&[&x.v, &num(k0 * m)]) };
        let v = if x.lo == x.hi { num(x.lo - k0 * m) } else { v };
        return Some(Val { v, lo: x.lo - k0 * m, hi: x.hi - k0 * m, ..x.clone() });
    }
    let v = if k1 - k0 <= 3 {
        // A few windows: a case split, which the solver decides without the integer division a
        // `mod` introduces.
        let mut v = Int::sub(&[&x.v, &num(k1 * m)]);
        for k in (k0..k1).rev() {
            v = x.v.lt(&num(base + (k + 1) * m)).ite(&Int::sub(&[&x.v, &num(k * m)]), &v);
        }
        v
    } else {
        Int::add(&[&num(base), &Int::sub(&[&x.v, &num(base)]).modulo(&num(m))])
    };
    Some(Val { v, lo: base, hi: base + m - 1, wrapped_nonlinear: x.nonlinear || x.wrapped_nonlinear, ..x.clone() })
}

fn or(flags: impl IntoIterator<Item = Option<Bool>>) -> Option<Bool> {
    let flags: Vec<Bool> = flags.into_iter().flatten().collect();
    (!flags.is_empty()).then(|| Bool::or(&flags))
}

/// The value of `cond ? 1 : 0`, decided statically where the bounds decide it.
fn flag(cond: Bool, always: bool, never: bool) -> Val {
    match (always, never) {
        (true, _) => Val::konst(1),
        (_, true) => Val::konst(0),
        _ => Val::range(cond.ite(&num(1), &num(0)), 0, 1),
    }
}

fn min_max(x: Val, y: Val, min: bool) -> Val {
    if x.hi <= y.lo {
        return if min { x } else { y };
    }
    if y.hi <= x.lo {
        return if min { y } else { x };
    }
    let v = (if min { x.v.le(&y.v) } else { x.v.ge(&y.v) }).ite(&x.v, &y.v);
    if min { Val::range(v, x.lo.min(y.lo), x.hi.min(y.hi)) } else { Val::range(v, x.lo.max(y.lo), x.hi.max(y.hi)) }
}

fn clamp(x: Val, lo: i128, hi: i128) -> Val {
    min_max(min_max(x, Val::konst(hi), true), Val::konst(lo), false)
}

/// `x * c` (exact integers).
fn scale(x: &Val, c: i128) -> Option<Val> {
    let (a, b) = (x.lo.checked_mul(c)?, x.hi.checked_mul(c)?);
    Some(Val::range(Int::mul(&[&x.v, &num(c)]), a.min(b), a.max(b)))
}

/// The representative of `x` (as it is, or a view) of the smallest magnitude.
fn small(x: &Val, bits: u16) -> Option<Val> {
    let size = |v: &Val| v.lo.unsigned_abs().max(v.hi.unsigned_abs());
    [Some(x.clone()), view(x, bits, true), view(x, bits, false)].into_iter().flatten().min_by_key(size)
}

/// `x * y` (exact integers): nonlinear, so only where the bounds stay inside i128.
fn product(x: &Val, y: &Val) -> Option<Val> {
    let corners = [x.lo.checked_mul(y.lo)?, x.lo.checked_mul(y.hi)?, x.hi.checked_mul(y.lo)?, x.hi.checked_mul(y.hi)?];
    Some(Val::range(Int::mul(&[&x.v, &y.v]), *corners.iter().min()?, *corners.iter().max()?))
}

/// Floor of `x / d`, `d > 0`; floor(floor(n / a) / b) is floor(n / (a * b)), one division
/// for the solver instead of two (a multiply-high then a shift).
fn floor_div(x: &Val, d: i128) -> Val {
    if d == 1 {
        return Val::range(x.v.clone(), x.lo, x.hi);
    }
    let (lo, hi) = (x.lo.div_euclid(d), x.hi.div_euclid(d));
    if x.v.decl().kind() == z3::DeclKind::IDIV {
        let (n, a) = (x.v.nth_child(0).and_then(|c| c.as_int()), x.v.nth_child(1).and_then(|c| c.as_int()).and_then(|a| a.as_i64()));
        if let (Some(n), Some(a)) = (n, a.filter(|&a| a > 0)) {
            if let Some(ad) = (a as i128).checked_mul(d).filter(|&ad| ad < 1 << 100) {
                return Val::range(n.div(&num(ad)), lo, hi);
            }
        }
    }
    Val::range(x.v.div(&num(d)), lo, hi)
}

/// Encodes nodes reachable from some roots; inputs are `in0`, `in1`, ... over given ranges.
pub struct LiaEncoder<'g> {
    graph: &'g Graph,
    inputs: Vec<Val>,
    memo: HashMap<Id, Val>,
}

impl<'g> LiaEncoder<'g> {
    /// The encoder and the constraints putting each input in its range; `None` past 64 bits.
    pub fn new(graph: &'g Graph, ranges: &[Range]) -> Option<(LiaEncoder<'g>, Vec<Bool>, Vec<Int>)> {
        let (mut inputs, mut constraints, mut vars) = (Vec::new(), Vec::new(), Vec::new());
        for (i, r) in ranges.iter().enumerate() {
            if r.bits > MAX_BITS {
                return None;
            }
            let x = Int::new_const(format!("in{i}"));
            let val = Val::range(x.clone(), r.ulo as i128, r.uhi as i128);
            let s = view(&val, r.bits, true)?;
            constraints.extend([x.ge(&num(r.ulo as i128)), x.le(&num(r.uhi as i128)), s.v.ge(&num(r.slo)), s.v.le(&num(r.shi))]);
            inputs.push(val);
            vars.push(x);
        }
        Some((LiaEncoder { graph, inputs, memo: HashMap::new() }, constraints, vars))
    }

    pub fn encode(&mut self, root: Id) -> Option<Val> {
        for id in self.graph.postorder(root) {
            if !self.memo.contains_key(&id) {
                let v = self.node(id)?;
                self.memo.insert(id, v);
            }
        }
        Some(self.memo[&root].clone())
    }

    fn node(&self, id: Id) -> Option<Val> {
        let n = self.graph.node(id);
        if let Op::Input(i) = n.op {
            return Some(self.inputs[i as usize].clone());
        }
        let bits = n.ty.bits;
        let arg_bits: Vec<u16> = n.args.iter().map(|&a| self.graph.ty(a).bits).collect();
        if bits > MAX_BITS || arg_bits.iter().any(|&b| b > MAX_BITS) {
            return None;
        }
        let args: Vec<&Val> = n.args.iter().map(|a| &self.memo[a]).collect();
        // Constant operands (never poison): the interpreter's value.
        if args.iter().all(|a| a.known().is_some() && a.poison.is_none()) {
            // The representative modulo 2^bits (two's complement does it for 128).
            let arg = |a: Id| Some(self.memo[&a].lo as u128 & mask(self.graph.ty(a).bits));
            return Some(match eval_lane(self.graph, id, arg) {
                Some(v) => Val::konst(v as i128),
                None => Val { poison: Some(Bool::from_bool(true)), ..Val::konst(0) },
            });
        }
        if n.op == Op::Select {
            let c = view(args[0], 1, false)?;
            let (then, other) = (args[1], args[2]);
            let (val, chosen) = match c.known() {
                Some(k) => {
                    let arm = if k != 0 { then } else { other };
                    (Val::range(arm.v.clone(), arm.lo, arm.hi), arm.poison.clone())
                }
                None => {
                    let c = c.v.eq(&num(1));
                    let v = Val::range(c.ite(&then.v, &other.v), then.lo.min(other.lo), then.hi.max(other.hi));
                    let p = (then.poison.is_some() || other.poison.is_some()).then(|| {
                        let f = Bool::from_bool(false);
                        c.ite(then.poison.as_ref().unwrap_or(&f), other.poison.as_ref().unwrap_or(&f))
                    });
                    (v, p)
                }
            };
            // The flags of what the value depends on: the chosen arm only, where it is known.
            let arms: Vec<&Val> = match c.known() {
                Some(k) => vec![args[0], if k != 0 { then } else { other }],
                None => args.clone(),
            };
            let (nonlinear, wrapped_nonlinear) = (arms.iter().any(|a| a.nonlinear), arms.iter().any(|a| a.wrapped_nonlinear));
            return Some(Val { poison: or([args[0].poison.clone(), chosen]), nonlinear, wrapped_nonlinear, ..val });
        }
        if self.graph.is_nsw(id) && n.op != Op::Shl {
            return None;
        }
        let (val, own) = prim(n.op, bits, &args, &arg_bits, self.graph.is_nsw(id))?;
        let poison = or(args.iter().map(|a| a.poison.clone()).chain([own]));
        let product = n.op == Op::Mul && args.iter().all(|a| a.known().is_none());
        let nonlinear = product || args.iter().any(|a| a.nonlinear);
        let wrapped_nonlinear = val.wrapped_nonlinear || args.iter().any(|a| a.wrapped_nonlinear);
        Some(Val { poison, nonlinear, wrapped_nonlinear, ..val })
    }
}

/// One primitive op on non-constant operands: its value and its own poison condition.
fn prim(op: Op, bits: u16, args: &[&Val], arg_bits: &[u16], nsw: bool) -> Option<(Val, Option<Bool>)> {
    let m = pow2(bits);
    let (smin, smax) = signed_range(bits);
    let always = || Some(Bool::from_bool(true));
    let u = |i: usize| view(args[i], arg_bits[i], false);
    let s = |i: usize| view(args[i], arg_bits[i], true);
    // An operand's constant value, unsigned (a negative 128-bit one counts as not constant).
    let constant = |i: usize| args[i].known().and_then(|c| if c >= 0 { Some(c) } else { pow2(arg_bits[i]).map(|m| c.rem_euclid(m)) });
    let (a, b) = (args[0], args.get(1).copied());
    let value = match op {
        Op::Add | Op::Sub => {
            let b = b?;
            let (lo, hi) = if op == Op::Add { (a.lo.checked_add(b.lo)?, a.hi.checked_add(b.hi)?) } else { (a.lo.checked_sub(b.hi)?, a.hi.checked_sub(b.lo)?) };
            let v = if op == Op::Add { Int::add(&[&a.v, &b.v]) } else { Int::sub(&[&a.v, &b.v]) };
            Val::range(v, lo, hi)
        }
        // x * c: c as the representative of smaller magnitude (a sign-extended magic number is
        // a small negative one, not 2^64 - that).
        Op::Mul => {
            let (x, c) = match (constant(0), constant(1)) {
                (_, Some(c)) => (0, c),
                (Some(c), None) => (1, c),
                (None, None) => return Some((product(&small(a, arg_bits[0])?, &small(b?, arg_bits[1])?)?, None)),
            };
            let c = match m {
                Some(m) if c > m / 2 => c - m,
                _ => c,
            };
            scale(args[x], c).or_else(|| scale(&u(x)?, c))?
        }
        Op::Shl | Op::LShr | Op::AShr => {
            let k = constant(1)?;
            if k >= bits as i128 {
                return Some((Val::konst(0), always()));
            }
            let p = pow2(k as u16)?;
            match op {
                Op::Shl => {
                    let x = scale(a, p).or_else(|| scale(&u(0)?, p))?;
                    // nsw: poison where the signed value does not survive the shift.
                    let wraps = nsw.then(|| scale(&s(0)?, p)).flatten();
                    let own = wraps.filter(|w| w.lo < smin || w.hi > smax).map(|w| Bool::or(&[w.v.lt(&num(smin)), w.v.gt(&num(smax))]));
                    return Some((x, own));
                }
                // The sign bit: a compare, not a division to reason about.
                Op::LShr if k == bits as i128 - 1 => {
                    let x = s(0)?;
                    flag(x.v.lt(&num(0)), x.hi < 0, x.lo >= 0)
                }
                Op::AShr if k == bits as i128 - 1 => {
                    let x = s(0)?;
                    let f = flag(x.v.lt(&num(0)), x.hi < 0, x.lo >= 0);
                    Val::range(f.v.unary_minus(), -f.hi, -f.lo)
                }
                Op::LShr => floor_div(&u(0)?, p),
                _ => floor_div(&s(0)?, p),
            }
        }
        // Masks of the low bits (x mod 2^j) or of the high ones (x - x mod 2^j).
        Op::And => {
            let (x, c) = match (constant(0), constant(1)) {
                (_, Some(c)) => (0, c),
                (Some(c), None) => (1, c),
                (None, None) => return None,
            };
            let (x, m) = (u(x)?, m?);
            let low = |j: u32| if x.hi < 1 << j { x.clone() } else { Val::range(x.v.modulo(&num(1 << j)), 0, (1 << j) - 1) };
            if (c + 1) & c == 0 {
                low((c + 1).trailing_zeros())
            } else if (m - c) & (m - c - 1) == 0 {
                let l = low((m - c).trailing_zeros());
                Val::range(Int::sub(&[&x.v, &l.v]), 0, x.hi)
            } else {
                return None;
            }
        }
        Op::ZExt => u(0)?,
        Op::SExt => s(0)?,
        Op::Trunc => Val::range(a.v.clone(), a.lo, a.hi),
        Op::UMin | Op::UMax => min_max(u(0)?, u(1)?, op == Op::UMin),
        Op::SMin | Op::SMax => min_max(s(0)?, s(1)?, op == Op::SMin),
        Op::Abs => {
            let x = s(0)?;
            if x.lo >= 0 {
                x
            } else if x.hi <= 0 {
                Val::range(x.v.unary_minus(), -x.hi, -x.lo)
            } else {
                Val::range(x.v.lt(&num(0)).ite(&x.v.unary_minus(), &x.v), 0, (-x.lo).max(x.hi))
            }
        }
        Op::ICmp(c) => {
            let signed = matches!(c, Cmp::Sgt | Cmp::Sge | Cmp::Slt | Cmp::Sle);
            let (x, y) = if signed { (s(0)?, s(1)?) } else { (u(0)?, u(1)?) };
            let (lt, le, gt, ge) = (x.hi < y.lo, x.hi <= y.lo, x.lo > y.hi, x.lo >= y.hi);
            match c {
                Cmp::Eq => flag(x.v.eq(&y.v), false, lt || gt),
                Cmp::Ne => flag(x.v.eq(&y.v).not(), lt || gt, false),
                Cmp::Ugt | Cmp::Sgt => flag(x.v.gt(&y.v), gt, le),
                Cmp::Uge | Cmp::Sge => flag(x.v.ge(&y.v), ge, lt),
                Cmp::Ult | Cmp::Slt => flag(x.v.lt(&y.v), lt, ge),
                Cmp::Ule | Cmp::Sle => flag(x.v.le(&y.v), le, gt),
            }
        }
        Op::UAddSat | Op::USubSat | Op::SAddSat | Op::SSubSat => {
            let signed = matches!(op, Op::SAddSat | Op::SSubSat);
            let (x, y) = if signed { (s(0)?, s(1)?) } else { (u(0)?, u(1)?) };
            let add = matches!(op, Op::UAddSat | Op::SAddSat);
            let v = if add { Int::add(&[&x.v, &y.v]) } else { Int::sub(&[&x.v, &y.v]) };
            let r = if add { Val::range(v, x.lo + y.lo, x.hi + y.hi) } else { Val::range(v, x.lo - y.hi, x.hi - y.lo) };
            if signed { clamp(r, smin, smax) } else { clamp(r, 0, m? - 1) }
        }
        Op::UDiv | Op::URem => {
            let d = constant(1)?;
            if d == 0 {
                return Some((Val::konst(0), always()));
            }
            let x = u(0)?;
            match op {
                Op::UDiv => floor_div(&x, d),
                _ if x.hi < d => x,
                _ => Val::range(x.v.modulo(&num(d)), 0, d - 1),
            }
        }
        Op::SDiv | Op::SRem => {
            let d = constant(1)?;
            let d = if d > smax { d - m? } else { d };
            if d == 0 {
                return Some((Val::konst(0), always()));
            }
            let x = s(0)?;
            // smin / -1 overflows: poison.
            let own = (d == -1 && x.lo == smin).then(|| x.v.eq(&num(smin)));
            // Truncating: the floor of |x| / |d|, the sign put back.
            let ad = d.abs();
            let neg = Val::range(x.v.unary_minus(), -x.hi, -x.lo);
            let q = if x.lo >= 0 {
                floor_div(&x, ad)
            } else if x.hi <= 0 {
                let f = floor_div(&neg, ad);
                Val::range(f.v.unary_minus(), -f.hi, -f.lo)
            } else {
                let v = x.v.ge(&num(0)).ite(&x.v.div(&num(ad)), &neg.v.div(&num(ad)).unary_minus());
                Val::range(v, x.lo / ad, x.hi / ad)
            };
            let q = if d < 0 { Val::range(q.v.unary_minus(), -q.hi, -q.lo) } else { q };
            let val = if op == Op::SDiv {
                q
            } else {
                let r = Int::sub(&[&x.v, &Int::mul(&[&q.v, &num(d)])]);
                Val::range(r, if x.lo < 0 { 1 - ad } else { 0 }, if x.hi > 0 { ad - 1 } else { 0 })
            };
            return Some((val, own));
        }
        Op::Or | Op::Xor | Op::Const(_) | Op::Select | Op::Input(_) | Op::Def(_) => return None,
    };
    Some((value, None))
}

impl Views for LiaEncoder<'_> {
    type N = Int;
    fn views(&mut self, node: Id) -> Option<(Int, Int)> {
        let x = self.encode(node)?;
        let bits = self.graph.ty(node).bits;
        let (u, s) = (view(&x, bits, false)?, view(&x, bits, true)?);
        (!u.wrapped_nonlinear && !s.wrapped_nonlinear).then_some((u.v, s.v))
    }
}

/// True if bit-blasting is hopeless where integers are easy: a division of 32 bits or more,
/// or a product of 64 bits or more, in either side.
pub fn prefer(g: &Graph, lhs: Id, rhs: Id) -> bool {
    [lhs, rhs].iter().any(|&r| {
        g.any_reachable(r, |n| match n.op {
            Op::UDiv | Op::SDiv | Op::URem | Op::SRem => n.ty.bits >= 32,
            Op::Mul => n.ty.bits >= 64,
            _ => false,
        })
    })
}

/// The instance's obligation (as prove.rs's) in integers; `None` if a term or predicate lies
/// outside the fragment. A model is replayed through the interpreter like the bitvector one's.
#[allow(clippy::too_many_arguments)]
pub fn prove(
    inst: &Instance,
    preds: &[Pred],
    nodes: &HashMap<u8, Id>,
    (lhs, rhs): (Id, Id),
    ranges: &[Range],
    symbolic: bool,
    timeout: Duration,
    notes: &mut Notes,
) -> Option<Result<Verdict, String>> {
    let (mut enc, mut assumptions, inputs) = LiaEncoder::new(&inst.graph, ranges)?;
    let (l, r) = (enc.encode(lhs)?, enc.encode(rhs)?);
    if symbolic {
        assumptions.extend(PredEncoder::new(&inst.bindings, nodes.clone(), &inst.graph).encode(&mut enc, preds)?);
    }
    let bits = inst.graph.ty(lhs).bits;
    // Equal lanes are equal in either view: the one that wraps neither side, if one does
    // (a signed result in its unsigned view is a case split, which a product makes hard).
    let signed = !(within(&l, bits, false) && within(&r, bits, false)) && within(&l, bits, true) && within(&r, bits, true);
    let (l, r) = (view(&l, bits, signed)?, view(&r, bits, signed)?);
    if l.wrapped_nonlinear || r.wrapped_nonlinear {
        return None;
    }
    let differ = l.v.eq(&r.v).not();
    let never = Bool::from_bool(false);
    let solver = with_timeout(Solver::new(), timeout);
    obligation(&solver, l.poison.as_ref().unwrap_or(&never), r.poison.as_ref().unwrap_or(&never), differ, &assumptions, notes);
    Some(match solver.check() {
        SatResult::Unsat => Ok(Verdict::Proved),
        SatResult::Unknown => Ok(Verdict::Unknown(format!("integers: {}", solver.get_reason_unknown().unwrap_or_else(|| "unknown".into())))),
        SatResult::Sat => (|| {
            let model = solver.get_model().ok_or("sat without a model")?;
            let values = inputs.iter().map(|x| model.eval(x, true).and_then(|v| v.as_u64()).map(u128::from).ok_or("input value")).collect::<Result<Vec<_>, _>>()?;
            replay(inst, lhs, rhs, values)
        })(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruletable::graph::Ty;

    /// Every op the fragment takes agrees with the interpreter on edge and random operands
    /// (constant and variable operands alike, the variable pinned to a value by the solver).
    #[test]
    fn encoding_matches_eval_prim() {
        let binary = [
            Op::Add, Op::Sub, Op::Mul, Op::Shl, Op::LShr, Op::AShr, Op::And, Op::UMin, Op::UMax, Op::SMin, Op::SMax, Op::UAddSat,
            Op::SAddSat, Op::USubSat, Op::SSubSat, Op::UDiv, Op::SDiv, Op::URem, Op::SRem,
        ];
        let ops: Vec<Op> = binary.into_iter().chain(Cmp::ALL.iter().map(|&c| Op::ICmp(c))).chain([Op::Abs]).collect();
        let mut checked = 0;
        for bits in [8u16, 32] {
            let m = mask(bits);
            let top = 1u128 << (bits - 1);
            let values = [0, 1, 2, 3, 7, m, m - 1, top, top - 1, top + 1, 0x5a5a_5a5a & m, 0x1234_5678 & m];
            for &op in &ops {
                let res_bits = if matches!(op, Op::ICmp(_)) { 1 } else { bits };
                for &x in &values {
                    // The second operand constant (the fragment's shifts, masks, divisors and
                    // multipliers), the first a variable.
                    for &y in &values {
                        let mut g = Graph::new();
                        let ty = Ty::new(1, bits);
                        let a = g.input(0, ty);
                        let c = g.constant(y, ty);
                        let args = if op == Op::Abs { vec![a] } else { vec![a, c] };
                        let root = g.add(op, ty.with_bits(res_bits), args);
                        let full = Range { bits, ulo: 0, uhi: m, slo: sign(top, bits), shi: (top - 1) as i128 };
                        let (mut enc, mut pins, vars) = LiaEncoder::new(&g, &[full]).unwrap();
                        pins.push(vars[0].eq(&num(x as i128)));
                        let Some(val) = enc.encode(root) else {
                            assert!(op == Op::And, "{op:?} declined");
                            continue;
                        };
                        let want = ruletable::eval::eval(&g, root, &|_| vec![x]).map(|v| v[0]);
                        let solver = Solver::new();
                        for p in &pins {
                            solver.assert(p);
                        }
                        assert_eq!(solver.check(), SatResult::Sat);
                        let model = solver.get_model().unwrap();
                        let poison = val.poison.as_ref().map_or(false, |p| model.eval(p, true).unwrap().as_bool().unwrap());
                        let got = view(&val, res_bits, false).unwrap();
                        let got = (!poison).then(|| model.eval(&got.v, true).unwrap().as_u64().unwrap() as u128);
                        assert_eq!(got, want, "{op:?} at i{bits} on {x:#x}, {y:#x}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 5000, "{checked}");
    }

    /// The instances of `rule` (text) whose root has `bits`, through the integer encoding alone.
    fn integer_verdicts(rule: &str, bits: u16) -> Vec<Verdict> {
        let defs = ruletable::defs::builtin();
        let rule = crate::verify::mutants::parse_one(rule);
        let insts: Vec<Instance> = ruletable::check::instances_for_proof(defs, &rule).into_iter().filter(|i| i.graph.ty(i.lhs).bits == bits).collect();
        assert!(!insts.is_empty(), "{}: no instance at {bits} bits", rule.name);
        insts
            .into_iter()
            .map(|mut inst| {
                let (lhs, rhs) = (ruletable::eval::expand(&mut inst.graph, defs, inst.lhs), ruletable::eval::expand(&mut inst.graph, defs, inst.rhs));
                let nodes = inst.bindings.terms.clone().iter().enumerate().filter_map(|(v, id)| Some((v as u8, ruletable::eval::expand(&mut inst.graph, defs, (*id)?)))).collect();
                let ranges = inst.assumed.clone();
                let mut notes = Notes::default();
                let v = prove(&inst, &rule.preds, &nodes, (lhs, rhs), &ranges, true, Duration::from_secs(60), &mut notes);
                v.unwrap_or_else(|| panic!("{}: outside the fragment", inst.description)).unwrap_or_else(|bug| panic!("{bug}"))
            })
            .collect()
    }

    /// Every 32-bit instance of the division rules is proved in integers (the bitvector
    /// encoding times out on them).
    #[test]
    fn proves_32_bit_division_rules() {
        for name in ["udiv_magic", "udiv_magic_add", "sdiv_magic", "sdiv_magic_add"] {
            let verdicts = integer_verdicts(&crate::verify::mutants::rule_text("generic/lower.rules", name), 32);
            assert!(verdicts.len() >= 3, "{name}: {} instances at 32 bits", verdicts.len());
            for v in verdicts {
                assert!(matches!(v, Verdict::Proved), "{name}: {v:?}");
            }
        }
    }

    /// A magic number one too small is refuted at 32 bits, with a counterexample the interpreter
    /// confirms (`replay`).
    #[test]
    fn refutes_a_wrong_32_bit_magic_number() {
        let rule = crate::verify::mutants::rule_text("generic/lower.rules", "udiv_magic_add").replacen("udiv_magic_add(c0, T.bits)", "(udiv_magic_add(c0, T.bits) - 1)", 1);
        let refuted = integer_verdicts(&rule, 32).into_iter().filter(|v| matches!(v, Verdict::Refuted(c) if c.rhs != Some(c.lhs))).count();
        assert!(refuted > 0, "{rule}");
    }

    fn sign(x: u128, bits: u16) -> i128 {
        ruletable::graph::sign_extend(x, bits)
    }

    /// The Q15 doubling multiply against the plain one: both products of two variables, the
    /// doubled one rounded in 128-bit lanes (the bitvector encoding times out on it). A divisor
    /// one too large is refuted with a counterexample the interpreter confirms.
    #[test]
    fn proves_the_16_bit_doubling_multiply_in_integers() {
        let rule = crate::verify::mutants::rule_text("lift.rules", "rmul_shr_dbl");
        assert!(integer_verdicts(&rule, 16).iter().all(|v| matches!(v, Verdict::Proved)), "{rule}");
        let wrong = rule.replacen("(c1 - 1)", "(c1 - 2)", 1);
        assert!(integer_verdicts(&wrong, 16).iter().any(|v| matches!(v, Verdict::Refuted(_))), "{wrong}");
    }

    /// A product of two variables, and 128-bit lanes (signed views, or unsigned ones where
    /// they cannot be negative), agree with the interpreter on edge operands.
    #[test]
    fn encodes_products_of_variables_and_128_bit_lanes() {
        for (bits, wide) in [(32u16, 32u16), (64, 128)] {
            let (m, top) = (mask(bits), 1u128 << (bits - 1));
            let (ty, wty) = (Ty::new(1, bits), Ty::new(1, wide));
            let mut g = Graph::new();
            let (x, y) = (g.input(0, ty), g.input(1, ty));
            // (x * y + 2^(bits-1)) >> k, the product sign-extended to `wide` where it is wider.
            let ext = |g: &mut Graph, v| if wide > bits { g.add(Op::SExt, wty, vec![v]) } else { v };
            let (wx, wy) = (ext(&mut g, x), ext(&mut g, y));
            let p = g.add(Op::Mul, wty, vec![wx, wy]);
            let half = g.constant(top, wty);
            let r = g.add(Op::Add, wty, vec![p, half]);
            let k = g.constant(if wide > bits { bits as u128 } else { 3 }, wty);
            let sh = g.add(Op::AShr, wty, vec![r, k]);
            let root = if wide > bits { g.add(Op::Trunc, ty, vec![sh]) } else { sh };
            let full = Range { bits, ulo: 0, uhi: m, slo: sign(top, bits), shi: (top - 1) as i128 };
            for a in [0, 1, m, top, top - 1, 0x5a5a_5a5a_1234_5678 & m] {
                for b in [0, 1, m, top, top - 1, 0x1234_5678_9abc_def0 & m] {
                    let (mut enc, mut pins, vars) = LiaEncoder::new(&g, &[full, full]).unwrap();
                    pins.extend([vars[0].eq(&num(a as i128)), vars[1].eq(&num(b as i128))]);
                    let val = enc.encode(root).expect("in the fragment");
                    let solver = Solver::new();
                    pins.iter().for_each(|p| solver.assert(p));
                    assert_eq!(solver.check(), SatResult::Sat);
                    let got = view(&val, bits, false).unwrap().v;
                    let got: u128 = solver.get_model().unwrap().eval(&got, true).unwrap().to_string().parse().unwrap();
                    let want = ruletable::eval::eval(&g, root, &|i| vec![[a, b][i as usize]]).map(|v| v[0]);
                    assert_eq!(Some(got), want, "i{bits} via i{wide}: {a:#x} * {b:#x}");
                }
            }
        }
    }
}
