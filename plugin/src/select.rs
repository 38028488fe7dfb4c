//! Instruction selection for one function: import each block, lift, lower, and replace the
//! instructions whose terms now use target instructions.
//!
//! Which rewrites are taken is decided by `ruletable::planner` on the block's terms; this module
//! imports them, turns the planner's events into remarks and debug output, and emits the plan.

use crate::emit::Emitter;
use crate::import::{import_block, Block};
use crate::interleave;
use crate::ir::{self, Builder, Value};
use crate::remark::{self, Kind};
use crate::target::{self, Target};
use crate::RuleTable;
use ruletable::defs::Defs;
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::fpir_names::call_name;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::op::Op;
pub use ruletable::planner::Mode;
use ruletable::planner::{idioms, instructions, BlockTerms, Event, Planner, Report};
use std::collections::HashSet;

/// What happened to one function.
#[derive(Default, Debug)]
pub struct Outcome {
    pub replaced: usize,
    /// Instructions erased (replaced ones, their dead operands, dead FPIR calls).
    pub erased: usize,
    /// The name of every rule that fired, in order (`FIXSEL_DEBUG=rules` prints them).
    pub rules: Vec<String>,
    pub warnings: Vec<String>,
}

/// What one function is selected with.
struct Selector<'a> {
    table: &'a RuleTable,
    target: &'a Target,
    mode: Mode,
    module: LLVMModuleRef,
    /// `FIXSEL_DEBUG=cost`: the function's name, to print each root's decision (the block's cost
    /// before -> with its rewrite) on stderr.
    debug: Option<String>,
    /// `FIXSEL_DEBUG=width|residue|fused`: what else to print.
    report: Report,
}

pub fn run_on_function(func: Value, table: &RuleTable, target: &Target, mode: Mode) -> Outcome {
    let mut out = Outcome::default();
    let asked = std::env::var("FIXSEL_DEBUG");
    let debug = (asked.as_deref() == Ok("cost")).then(|| ir::name_of(func));
    let report = match asked.as_deref() {
        Ok("width") => Report::Widths,
        Ok("residue") => Report::Residue,
        Ok("fused") => Report::Fused,
        _ => Report::Decisions,
    };
    let sel = Selector { table, target, mode, module: ir::module_of(func), debug, report };
    // Windows first: the taps they become are loads that lift like the others.
    if mode == Mode::Full && !target::is_expand_only(target) {
        // Before the windows: a column computed once and spliced leaves no window to reload.
        crate::recurrence::run_on_function(func, sel.module, target, &mut |splice| {
            out.rules.push("recurrence_sink".into());
            remark::emit(splice, Kind::Passed, "RecurrenceSink", || {
                "fixsel: a lane-wise op of recurrence splices computed once on the next values and spliced (no splice per operand)".into()
            });
        });
        let windows = target.reloaded_windows().map_or(Vec::new(), |w| crate::window::run_on_function(func, sel.module, w));
        for load in windows {
            out.rules.push("window_load".into());
            remark::emit(load, Kind::Passed, "WindowLoad", || {
                "fixsel: a sliding window rebuilt from the previous iteration's vector loaded again (no recurrence shuffles)".into()
            });
        }
    }
    // Reductions first: a regrouped product leaves the lane-wise selection below its own terms.
    if mode == Mode::Full && !target::is_expand_only(target) {
        crate::reduction::regroup(func, table, target, &mut out, sel.debug.is_some());
    }
    let sums = crate::reduction::analyze(func);
    for block in ir::blocks(func) {
        if let Some(instr) = target.byte_pair_sum().filter(|_| mode == Mode::Full) {
            for sums in crate::pairwise::run_on_block(block, table.defs, instr, &mut Builder::new(sel.module)) {
                out.rules.push("byte_pairs".into());
                remark::emit(sums, Kind::Passed, "BytePairs", || {
                    format!("fixsel: the sum of a vector's even and odd bytes as one {instr} (no de-interleaving shuffles)")
                });
            }
        }
        if let Some(instr) = target.tap_pair_product().filter(|_| mode == Mode::Full) {
            for call in crate::tap_pairs::run_on_block(block, table.defs, instr, &mut Builder::new(sel.module)) {
                out.rules.push("tap_pairs".into());
                remark::emit(call, Kind::Passed, "TapPairs", || format!("fixsel: two taps of a multiply-accumulate in one {instr}"));
            }
        }
        if mode == Mode::Full && !target::is_expand_only(target) {
            for wide in interleave::run_on_block(block, &mut Builder::new(sel.module)) {
                out.rules.push("lanewise_interleave".into());
                remark::emit(wide, Kind::Passed, "Deinterleaved", || {
                    "fixsel: channels computing the same lane-wise function computed on the interleaved vectors (no de-/re-interleaving shuffles)".into()
                });
            }
        }
        let b = import_block(block, table.defs);
        out.warnings.extend(b.warnings.iter().cloned());
        if b.imported.is_empty() {
            continue;
        }
        let plan = plan_block(&sel, &b, &mut out);
        let clean_up_calls = mode == Mode::Full && !b.fpir_calls.is_empty();
        if plan.graph_roots.is_empty() && !clean_up_calls {
            continue;
        }
        let (replaced, erased) = apply(func, &b, plan, table.defs, target, clean_up_calls, &sums);
        out.replaced += replaced;
        out.erased += erased;
    }
    // Last, on the selected code: whether a loop's vector load is still needed there for more
    // than extensions is only known now.
    if mode == Mode::Full && target.loaded_exit_lanes().is_some_and(|w| crate::window::exit_extracts(func, sel.module, w) > 0) {
        out.rules.push("exit_extract_load".into());
    }
    if mode == Mode::Full && target.converts_bytes_in_steps() {
        for step in crate::byte_steps::run_on_function(func, &mut Builder::new(sel.module)) {
            out.rules.push("byte_steps".into());
            remark::emit(step, Kind::Passed, "ByteSteps", || {
                "fixsel: a conversion between bytes and 32-bit lanes in two steps (no tbl)".into()
            });
        }
    }
    // Last: the shuffles left, including those the lowering made, are final.
    if mode == Mode::Full && target.packs_deinterleaves() {
        for packed in crate::deinterleave::run_on_function(func, &mut Builder::new(sel.module)) {
            out.rules.push("deinterleave_pack".into());
            remark::emit(packed, Kind::Passed, "DeinterleavePack", || {
                "fixsel: the even or odd lanes of a vector taken by vpacke/vpacko".into()
            });
        }
    }
    out
}

/// The block's taken rewrites: the graph their terms are in, and (instruction to replace, term to
/// emit for it).
struct Plan {
    graph: Graph,
    graph_roots: Vec<(Value, Id)>,
}

/// True if an instruction's result is used by something that is not imported in this block:
/// the places where a rewritten term has to be materialized.
fn is_root(inst: Value, imported: &HashSet<Value>) -> bool {
    ir::users(inst).iter().any(|u| !imported.contains(u))
}

fn plan_block(sel: &Selector, b: &Block, out: &mut Outcome) -> Plan {
    let defs = sel.table.defs;
    let imported: HashSet<Value> = b.imported.iter().map(|(i, _)| *i).collect();
    let roots: Vec<(Value, Id)> = b.imported.iter().copied().filter(|&(inst, _)| is_root(inst, &imported)).collect();
    let terms = BlockTerms {
        graph: &b.graph,
        computed: b.imported.iter().map(|&(_, id)| id).collect(),
        roots: roots.iter().map(|&(_, id)| id).collect(),
        leaf_ranges: &b.leaf_ranges,
        splat_leaves: b.splat_leaves(),
    };
    let declared_otherwise = |g: &Graph, id: Id| declared_otherwise(g, id, defs, sel.module);
    let planner = Planner { table: sel.table, target: sel.target, mode: sel.mode, report: sel.report, declared_otherwise: &declared_otherwise };
    let plan = planner.plan(&terms, &mut |g, event| match event {
        Event::Decision { root, before, after, lifted, candidate, note, shared, has_call, taken } => {
            let inst = roots[root].0;
            if let Some(func) = &sel.debug {
                eprintln!(
                    "fixsel: cost: @{func} {}: {before} -> {after}{note}{}{}",
                    ir::display_name(inst),
                    if shared { ", shares work with another root" } else { "" },
                    if has_call { ", FPIR call: taken" } else if taken { ": taken" } else { ": kept" }
                );
            }
            if sel.mode == Mode::Full {
                let rewrite = || format!("{} -> {}", idioms(g, lifted, defs), instructions(g, candidate, defs));
                if taken {
                    remark::emit(inst, Kind::Passed, "Rewritten", || format!("fixsel: {} (cost {before} -> {after})", rewrite()));
                } else {
                    remark::emit(inst, Kind::Missed, "CostRejected", || {
                        let why = if shared { ", shares work with another root" } else { "" };
                        format!("fixsel: {} rejected by the cost model (cost {before} -> {after}{why})", rewrite())
                    });
                }
            }
        }
        Event::NotLowered { root, lifted, mishandled } => remark::emit(roots[root].0, Kind::Missed, "NotLowered", || {
            let why = if mishandled { "llc 16 mishandles its lowering on this target" } else { "no lowering rule applies on this target" };
            format!("fixsel: {} lifted but not lowered: {why}", idioms(g, lifted, defs))
        }),
        Event::Warning(w) => out.warnings.push(w),
        Event::Width { computed, op, text } => eprintln!("fixsel: width: {} {op}: {text}", ir::display_name(b.imported[computed].0)),
        Event::Term(t) => eprintln!("fixsel: {}: {t}", if sel.report == Report::Fused { "fused" } else { "residue" }),
    });
    out.rules.extend(plan.rules);
    Plan { graph: plan.graph, graph_roots: plan.taken.into_iter().map(|(k, id)| (roots[k].0, id)).collect() }
}

/// The name of an FPIR call in term `root` that the module already declares with other types.
fn declared_otherwise(g: &Graph, root: Id, defs: &Defs, module: LLVMModuleRef) -> Option<String> {
    g.postorder(root).into_iter().find_map(|id| {
        let n = g.node(id);
        let Op::Def(d) = n.op else { return None };
        let operands: Vec<Ty> = n.args.iter().map(|&a| g.ty(a)).collect();
        let name = call_name(defs.get(d), &operands, n.ty)?;
        let (ret, params) = ir::function_shapes(module, &name)?;
        let want: Vec<Option<(u32, u16)>> = operands.iter().map(|t| Some((t.lanes, t.bits))).collect();
        (ret != Some((n.ty.lanes, n.ty.bits)) || params != want).then_some(name)
    })
}

/// Emits every planned root, then swaps them in and deletes what became dead. If emission
/// fails part-way, everything emitted is removed and the block is left as it was.
/// With `clean_up_calls`, FPIR calls and other imported (pure) instructions left without uses
/// are erased too, so no `@fixsel.*` call survives even where no root needed it.
fn apply(func: Value, b: &Block, plan: Plan, defs: &Defs, target: &Target, clean_up_calls: bool, sums: &HashSet<Value>) -> (usize, usize) {
    let builder = Builder::new(ir::module_of(func));
    let mut em = Emitter::new(builder, &plan.graph, b, defs, target);
    em.count_uses(&plan.graph_roots.iter().map(|&(_, id)| id).collect::<Vec<_>>());
    em.unordered = plan
        .graph_roots
        .iter()
        .filter(|&&(inst, id)| sums.contains(&inst) && !plan.graph_roots.iter().any(|&(i, r)| i != inst && plan.graph.postorder(r).contains(&id)))
        .map(|&(_, id)| id)
        .collect();
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
    let mut work: Vec<Value> = replacements.iter().map(|(old, _)| *old).collect();
    if clean_up_calls {
        work.extend(b.imported.iter().map(|&(i, _)| i).filter(|&i| !ir::has_uses(i)));
        work.extend(b.fpir_calls.iter().copied());
    }
    (replacements.len(), delete_dead(work, b))
}

/// Erases the replaced instructions and, transitively, the imported operands left unused, and the
/// splats the block imported as terms (`Block::hoisted`) with the casts and inserts that built
/// them; returns how many instructions it erased.
pub(crate) fn delete_dead(mut work: Vec<Value>, b: &Block) -> usize {
    let imported: HashSet<Value> = b.imported.iter().map(|(i, _)| *i).collect();
    let mut splat_chain: HashSet<Value> = b.hoisted.values().copied().collect();
    let pure = |v: Value| {
        ir::is_instruction(v)
            && matches!(
                ir::opcode(v),
                LLVMOpcode::LLVMInsertElement | LLVMOpcode::LLVMShuffleVector | LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMTrunc | LLVMOpcode::LLVMShl | LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMAShr
            )
    };
    let mut erased = HashSet::new();
    while let Some(inst) = work.pop() {
        if erased.contains(&inst) || ir::has_uses(inst) {
            continue;
        }
        let operands: Vec<Value> = (0..ir::num_operands(inst)).map(|i| ir::operand(inst, i)).collect();
        let in_chain = splat_chain.contains(&inst);
        ir::erase(inst);
        erased.insert(inst);
        for o in operands {
            if in_chain && pure(o) {
                splat_chain.insert(o);
            }
            if imported.contains(&o) || splat_chain.contains(&o) {
                work.push(o);
            }
        }
    }
    erased.len()
}
