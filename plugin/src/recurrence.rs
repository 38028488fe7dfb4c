//! Lane-wise code moved before the splices of first-order recurrences.
//!
//! In a stencil such as `max(r0[x + k], r1[x + k], r2[x + k])` for k = 0, 1, 2, load PRE and the
//! loop vectorizer load only the `x + 2` taps and rebuild the others from the previous
//! iteration's vector: `splice(phi, next) = shufflevector(phi, next, <N-1, N, ..>)`, with
//! `phi = [init, preheader], [next, loop]`. Each column is then computed three times, on three
//! splices of every row. But a lane-wise op commutes with a fixed shuffle:
//!
//! `op(shuffle(P1, V1, M), shuffle(P2, V2, M)) = shuffle(op(P1, P2), op(V1, V2), M)`
//!
//! and `op(P1, P2)` is itself a recurrence, `phi [op(init1, init2), preheader], [op(V1, V2), loop]`.
//! So the column is computed once (`op(V1, V2)` usually exists already: the `x + 2` column) and
//! spliced once, which is Halide's separable schedule (max_pool3x3: 8 umax and 6 splices per
//! vector become 4 and 2).
//!
//! Exact: every lane of the result is the op applied to the very operand lanes it was applied to
//! before (poison included); the new preheader op computes lanes the loop's first iteration used
//! (the others are never read). Divisions are not moved (a poison lane would be UB), and new
//! instructions carry no nsw/nuw/exact (a refinement). Kept only if the loop body gets cheaper
//! (splices, lane-wise ops and vector loads counted; a splice at the target's cost).

use crate::ir::{self, Builder, Value};
use crate::target::Target;
use crate::lanewise::{self, Kind};
use llvm_plugin::inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMModuleRef};
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};

/// Moves lane-wise code before recurrence splices in every single-block loop of `func`, calling
/// `done` with each splice that replaced an instruction (before anything can erase it).
pub fn run_on_function(func: Value, module: LLVMModuleRef, target: &Target, done: &mut dyn FnMut(Value)) {
    for body in ir::blocks(func) {
        if let Some(pre) = preheader(func, body) {
            run_on_loop(body, pre, module, target).into_iter().for_each(&mut *done);
        }
    }
}

/// The one block other than `body` that enters `body`, if `body` is a loop by itself.
fn preheader(func: Value, body: LLVMBasicBlockRef) -> Option<LLVMBasicBlockRef> {
    let preds = ir::predecessors(func, body);
    if !preds.contains(&body) {
        return None;
    }
    match preds.iter().filter(|&&b| b != body).collect::<Vec<_>>()[..] {
        [&pre] => Some(pre),
        _ => None,
    }
}

struct Loop<'a> {
    body: LLVMBasicBlockRef,
    pre: LLVMBasicBlockRef,
    b: &'a mut Builder,
    /// Replaced instruction -> the splice that replaces it.
    subst: HashMap<Value, Value>,
    order: Vec<Value>,
    /// The recurrences built: an op like this one's, on these recurrences, is this phi.
    phis: Vec<(Value, Vec<Value>, Value)>,
    /// Instructions moved up, and the instruction each was before.
    moved: Vec<(Value, Value)>,
}

fn run_on_loop(body: LLVMBasicBlockRef, pre: LLVMBasicBlockRef, module: LLVMModuleRef, target: &Target) -> Vec<Value> {
    let mut b = Builder::new(module);
    let mut lp = Loop { body, pre, b: &mut b, subst: HashMap::new(), order: Vec::new(), phis: Vec::new(), moved: Vec::new() };
    let before = lp.cost(target);
    for inst in ir::instructions(body) {
        lp.sink_or_keep(inst);
    }
    if lp.order.is_empty() || lp.cost(target) >= before {
        // Back as it was: the moved code in its place, the new code gone.
        for &(v, next) in lp.moved.iter().rev() {
            ir::move_before(v, next);
        }
        lp.b.undo();
        return Vec::new();
    }
    let Loop { subst, order, .. } = lp;
    for &old in &order {
        ir::replace_all_uses(old, subst[&old]);
    }
    let sunk: Vec<Value> = order.iter().filter(|&&o| lanewise::kind(o).is_some()).map(|o| subst[o]).collect();
    // What this try made or replaced, and the body's code that only fed it: nothing else.
    let created: HashSet<Value> = b.created.drain(..).collect();
    let erased = ir::erase_unused(order.iter().copied().chain(created.iter().copied()), |o| {
        is_pure(o) && (ir::block_of(o) == body || created.contains(&o))
    });
    sunk.into_iter().filter(|s| !erased.contains(s)).collect()
}

/// Code with no effect but its value (what dies with its last use).
fn is_pure(v: Value) -> bool {
    ir::is_instruction(v) && (lanewise::kind(v).is_some() || ir::shuffle_mask(v).is_some() || ir::incoming(v).is_some())
}

/// Whether `v` does more than compute its value (a store, a call, the branch): what the loop runs
/// for.
fn has_effect(v: Value) -> bool {
    use llvm_plugin::inkwell::llvm_sys::core::*;
    let reads = unsafe { !LLVMIsALoadInst(v).is_null() && LLVMGetVolatile(v) == 0 };
    let address = matches!(ir::opcode(v), LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMExtractElement | LLVMOpcode::LLVMInsertElement);
    !(is_pure(v) || reads || address)
}

impl Loop<'_> {
    fn resolve(&self, mut v: Value) -> Value {
        while let Some(&s) = self.subst.get(&v) {
            v = s;
        }
        v
    }

    fn in_body(&self, v: Value) -> bool {
        ir::is_instruction(v) && ir::block_of(v) == self.body
    }

    /// `v` as a recurrence of this loop: its value on entry and its next value.
    fn recurrence(&self, v: Value) -> Option<(Value, Value)> {
        if !self.in_body(v) {
            return None;
        }
        match ir::incoming(v)?[..] {
            [(a, ba), (b, bb)] if ba == self.pre && bb == self.body => Some((a, b)),
            [(a, ba), (b, bb)] if ba == self.body && bb == self.pre => Some((b, a)),
            _ => None,
        }
    }

    /// `inst`, or the splice that replaces it.
    fn sink_or_keep(&mut self, inst: Value) -> Value {
        let Some(s) = self.sink(inst) else { return inst };
        self.subst.insert(inst, s);
        self.order.push(inst);
        s
    }

    /// `inst` computed on the operands of its operand shuffles, then shuffled; `None` if its
    /// operands are not shuffles alike or the parts cannot be built.
    fn sink(&mut self, inst: Value) -> Option<Value> {
        let kind = lanewise::kind(inst).filter(|&k| k != Kind::Cast)?;
        let ops: Vec<Value> = (0..kind.vector_operands()).map(|k| self.resolve(ir::operand(inst, k))).collect();
        let shuffle = *ops.iter().find(|&&o| self.in_body(o) && ir::shuffle_mask(o).is_some())?;
        let mask = ir::shuffle_mask(shuffle)?;
        let ty = ir::type_of(ir::operand(shuffle, 0));
        // A splat constant is the same before and after any shuffle.
        let alike = |&o: &Value| {
            let spliced = self.in_body(o) && ir::shuffle_mask(o).as_ref() == Some(&mask) && ir::type_of(ir::operand(o, 0)) == ty;
            spliced || ir::splat_value(o).is_some()
        };
        if mask.contains(&None) || !ops.iter().all(alike) || ir::int_vector_shape(ty)?.0 != mask.len() as u32 {
            return None;
        }
        let [a, b] = [0, 1].map(|k| ops.iter().map(|&o| if ir::splat_value(o).is_some() { o } else { self.resolve(ir::operand(o, k)) }).collect());
        let first = self.combine(inst, kind, a)?;
        let second = self.combine(inst, kind, b)?;
        let same = ir::instructions(self.body).into_iter().find(|&x| {
            ir::shuffle_mask(x).as_ref() == Some(&mask) && self.resolve(ir::operand(x, 0)) == first && self.resolve(ir::operand(x, 1)) == second
        });
        if let Some(x) = same.filter(|&x| self.hoist(x, inst)) {
            return Some(x);
        }
        if !(self.hoist(first, inst) && self.hoist(second, inst)) {
            return None;
        }
        self.b.position_before(inst);
        Some(self.b.shuffle(first, second, &mask))
    }

    /// `inst`'s op on `args`: a new recurrence if they all are recurrences, else the op on
    /// them (an existing instruction if there is one).
    fn combine(&mut self, inst: Value, kind: Kind, args: Vec<Value>) -> Option<Value> {
        let recs: Option<Vec<(Value, Value)>> =
            args.iter().map(|&a| if ir::splat_value(a).is_some() { Some((a, a)) } else { self.recurrence(a) }).collect();
        let Some(recs) = recs.filter(|r| r.iter().any(|&(init, next)| init != next)) else {
            return self.op_on(inst, kind, args);
        };
        if let Some(&(_, _, r)) = self.phis.iter().find(|(like, phis, _)| lanewise::same_op(*like, inst) && *phis == args) {
            return Some(r);
        }
        let next = self.op_on(inst, kind, recs.iter().map(|r| self.resolve(r.1)).collect())?;
        let lanes = ir::int_vector_shape(ir::type_of(next))?.0;
        self.b.position_before(ir::terminator(self.pre));
        let init = lanewise::build(self.b, inst, kind, recs.iter().map(|r| r.0).collect(), lanes)?;
        self.b.position_before(ir::instructions(self.body)[0]);
        let r = self.b.phi(ir::type_of(next), &[(init, self.pre), (next, self.body)]);
        self.phis.push((inst, args, r));
        Some(r)
    }

    /// Makes `v` available before `inst`, moving it and what it needs of the body there if it is
    /// pure code after `inst`.
    fn hoist(&mut self, v: Value, inst: Value) -> bool {
        if !self.in_body(v) || ir::incoming(v).is_some() || ir::comes_before(v, inst) {
            return true;
        }
        if v == inst || !is_pure(v) || !(0..ir::num_operands(v)).all(|k| self.hoist(ir::operand(v, k), inst)) {
            return false;
        }
        self.moved.push((v, ir::next_instruction(v)));
        ir::move_before(v, inst);
        true
    }

    /// `inst`'s op on `args`, placed before `inst`.
    fn op_on(&mut self, inst: Value, kind: Kind, args: Vec<Value>) -> Option<Value> {
        if !args.iter().all(|&a| self.hoist(a, inst)) {
            return None;
        }
        if let Some(x) = self.existing(inst, kind, &args).map(|x| self.resolve(x)) {
            return self.hoist(x, inst).then_some(x);
        }
        self.b.position_before(inst);
        let lanes = ir::int_vector_shape(ir::type_of(args[0]))?.0;
        let op = lanewise::build(self.b, inst, kind, args, lanes)?;
        // On splices itself (a later column of a longer chain).
        Some(self.sink_or_keep(op))
    }

    /// An instruction of the body that already computes `inst`'s op on `args`. Only ops that
    /// cannot carry poison flags, or ones built here (without), since the flags are unknown.
    fn existing(&self, inst: Value, kind: Kind, args: &[Value]) -> Option<Value> {
        let flagless = |x: Value| {
            self.b.created.contains(&x)
                || matches!(ir::opcode(x), LLVMOpcode::LLVMAnd | LLVMOpcode::LLVMOr | LLVMOpcode::LLVMXor | LLVMOpcode::LLVMICmp | LLVMOpcode::LLVMSelect | LLVMOpcode::LLVMCall)
        };
        ir::instructions(self.body).into_iter().find(|&x| {
            x != inst
                && lanewise::kind(x) == Some(kind)
                && lanewise::same_op(x, inst)
                && flagless(x)
                && (0..kind.vector_operands()).all(|k| self.resolve(ir::operand(x, k)) == args[k as usize])
        })
    }

    /// The body's cost with the replacements so far: its splices and lane-wise ops that anything
    /// with an effect (a store, the branch, a use after the loop) still needs.
    fn cost(&self, target: &Target) -> u32 {
        let mut seen = HashSet::new();
        let mut work: Vec<Value> = ir::instructions(self.body)
            .into_iter()
            .filter(|&i| has_effect(i) || ir::users(i).iter().any(|&u| !self.in_body(u)))
            .map(|i| self.resolve(i))
            .collect();
        let mut total = 0;
        while let Some(v) = work.pop() {
            if !self.in_body(v) || !seen.insert(v) {
                continue;
            }
            if let Some(inc) = ir::incoming(v) {
                work.extend(inc.into_iter().filter(|&(_, from)| from == self.body).map(|(x, _)| self.resolve(x)));
                continue;
            }
            // What this pass trades: splices, lane-wise vector ops and vector loads.
            total += match ir::int_vector_shape(ir::type_of(v)) {
                Some((n, bits)) if ir::shuffle_mask(v).is_some() => target.splice_cost(n * bits as u32),
                Some(_) if lanewise::kind(v).is_some() || !has_effect(v) => 1,
                _ => 0,
            };
            work.extend((0..ir::num_operands(v)).map(|k| self.resolve(ir::operand(v, k))));
        }
        total
    }
}
