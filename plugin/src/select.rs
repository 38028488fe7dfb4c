//! Instruction selection for one function: import each block, lift, lower, and replace the
//! instructions whose terms now use target instructions.

use crate::emit::Emitter;
use crate::import::{import_block, Block};
use crate::ir::{self, Builder, Value};
use crate::target::Target;
use crate::RuleTable;
use ruletable::defs::{DefKind, Defs};
use ruletable::eval::expand_where;
use ruletable::graph::{Graph, Id};
use ruletable::op::Op;
use ruletable::rewrite::Rewriter;
use std::collections::HashSet;

/// What happened to one function.
#[derive(Default, Debug)]
pub struct Outcome {
    pub replaced: usize,
    pub rules: Vec<String>,
}

pub fn run_on_function(func: Value, table: &RuleTable, target: &Target) -> Outcome {
    let mut out = Outcome::default();
    for block in ir::blocks(func) {
        let b = import_block(block);
        if b.imported.is_empty() {
            continue;
        }
        let plan = plan_block(&b, table, target, &mut out.rules);
        if plan.graph_roots.is_empty() {
            continue;
        }
        out.replaced += apply(func, &b, plan, table.defs, target);
    }
    out
}

struct Plan {
    graph: Graph,
    /// (instruction to replace, term to emit for it)
    graph_roots: Vec<(Value, Id)>,
}

/// True if an instruction's result is used by something that is not imported in this block:
/// the places where a rewritten term has to be materialized.
fn is_root(inst: Value, imported: &HashSet<Value>) -> bool {
    ir::users(inst).iter().any(|u| !imported.contains(u))
}

fn plan_block(b: &Block, table: &RuleTable, target: &Target, applied: &mut Vec<String>) -> Plan {
    let defs = table.defs;
    let mut g = b.graph.clone();
    let all = |_: &Graph, _: Id| true;
    let mut lift = Rewriter::new(defs, &table.lift, &all);
    for id in 0..g.len() as Id {
        lift.normalize(&mut g, id);
    }
    let native = |g: &Graph, id: Id| lowerable(g, id, defs, target);
    let lower_rules = table.lowering(target.family);
    let mut lower = Rewriter::new(defs, lower_rules, &native);
    let imported: HashSet<Value> = b.imported.iter().map(|(i, _)| *i).collect();
    let mut roots = Vec::new();
    for &(inst, id) in &b.imported {
        if !is_root(inst, &imported) {
            continue;
        }
        let lifted = lift.normalize(&mut g, id);
        let lowered = lower.normalize(&mut g, lifted);
        if lowered == id || !g.any_reachable(lowered, |n| is_instruction(defs, n.op)) {
            continue;
        }
        // FPIR the target could not lower goes back to primitives through its definition.
        let fpir = |d: &ruletable::defs::Def| d.kind == DefKind::Fpir;
        let final_id = expand_where(&mut g, defs, lowered, &fpir);
        roots.push((inst, final_id));
    }
    applied.extend(lift.applied.iter().chain(&lower.applied).map(|(r, _)| r.clone()));
    Plan { graph: g, graph_roots: roots }
}

fn is_instruction(defs: &Defs, op: Op) -> bool {
    matches!(op, Op::Def(d) if defs.get(d).kind == DefKind::Instr)
}

/// Every instruction in the term has a native form for its width on this target.
fn lowerable(g: &Graph, id: Id, defs: &Defs, target: &Target) -> bool {
    g.postorder(id).into_iter().all(|n| match g.node(n).op {
        Op::Def(d) if defs.get(d).kind == DefKind::Instr => {
            defs.get(d).pick_variant(g.ty(n), &|f| target.has(f)).is_some()
        }
        _ => true,
    })
}

/// Emits every planned root, then swaps them in and deletes what became dead. If emission
/// fails part-way, everything emitted is removed and the block is left as it was.
fn apply(func: Value, b: &Block, plan: Plan, defs: &Defs, target: &Target) -> usize {
    let builder = Builder::new(ir::module_of(func));
    let mut em = Emitter::new(builder, &plan.graph, b, defs, target);
    let emitted = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        plan.graph_roots.iter().map(|&(inst, id)| (inst, em.emit_before(inst, id))).collect::<Vec<_>>()
    }));
    let replacements = match emitted {
        Ok(r) => r,
        Err(e) => {
            em.builder.undo();
            std::panic::resume_unwind(e);
        }
    };
    for &(old, new) in &replacements {
        ir::replace_all_uses(old, new);
    }
    delete_dead(replacements.iter().map(|(old, _)| *old).collect(), b);
    replacements.len()
}

/// Erases the replaced instructions and, transitively, the imported operands left unused.
fn delete_dead(mut work: Vec<Value>, b: &Block) {
    let imported: HashSet<Value> = b.imported.iter().map(|(i, _)| *i).collect();
    let mut erased = HashSet::new();
    while let Some(inst) = work.pop() {
        if erased.contains(&inst) || ir::has_uses(inst) {
            continue;
        }
        let operands: Vec<Value> = (0..ir::num_operands(inst)).map(|i| ir::operand(inst, i)).collect();
        ir::erase(inst);
        erased.insert(inst);
        work.extend(operands.into_iter().filter(|o| imported.contains(o)));
    }
}
