//! Instruction selection for one function: import each block, lift, lower, and replace the
//! instructions whose terms now use target instructions.
//!
//! Which rewrites are taken is decided on the block's DAG (`cost.rs`): roots are visited in block
//! order (greedily: a taken rewrite is part of the DAG the next roots are judged against), and a
//! root's rewrite is taken if the cost of every distinct node the block's roots need, with this
//! root rewritten, is lower than without. A subterm shared with a root that stays as it is keeps
//! being paid for, so a rewrite that duplicates its work must save more elsewhere.
//! Equal cost is enough when the root's term uses a target instruction and shares no computed
//! node with another root: nothing is duplicated then, and a target instruction the backend must
//! select beats a generic form it may not (llc 16 crashes on `llvm.sadd.sat.v256i8` for HVX, a tie: two registers either way).
//!
//! A root whose input term contains a `@fixsel.*` call is always rewritten, whatever the cost: no
//! FPIR call may survive the full pass (FPIR the target cannot lower is expanded to primitives).

use crate::emit::Emitter;
use crate::import::{import_block, Block};
use crate::interleave;
use crate::ir::{self, Builder, Value};
use crate::remark::{self, Kind};
use crate::target::{self, Target};
use crate::RuleTable;
use ruletable::defs::{DefKind, Defs};
use ruletable::cost_model::{dag_cost, shares_work, Model};
use ruletable::eval::expand_where;
use ruletable::lowering::{fold_constants, is_instruction, lowerable};
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMModuleRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::fpir_names::call_name;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::op::Op;
use ruletable::rewrite::Rewriter;
use std::collections::HashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Lift, lower for the target, expand leftover FPIR.
    Full,
    /// Lift only: FPIR ops are emitted as `@fixsel.*` calls.
    LiftOnly,
}

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
    /// `FIXSEL_DEBUG=width`: print the narrowing steps taken.
    debug_widths: bool,
    /// `FIXSEL_DEBUG=residue`: print what lifting leaves as plain ops (`ruletable::residue`);
    /// `FIXSEL_DEBUG=fused`: print the lifted FPIR terms of 1-4 ops (`ruletable::residue::fused`).
    debug_terms: Option<DebugTerms>,
}

#[derive(Clone, Copy)]
enum DebugTerms {
    Residue,
    Fused,
}

pub fn run_on_function(func: Value, table: &RuleTable, target: &Target, mode: Mode) -> Outcome {
    let mut out = Outcome::default();
    let debug = std::env::var_os("FIXSEL_DEBUG").is_some_and(|v| v == "cost").then(|| ir::name_of(func));
    let debug_widths = std::env::var_os("FIXSEL_DEBUG").is_some_and(|v| v == "width");
    let debug_terms = match std::env::var("FIXSEL_DEBUG").as_deref() {
        Ok("residue") => Some(DebugTerms::Residue),
        Ok("fused") => Some(DebugTerms::Fused),
        _ => None,
    };
    let sel = Selector { table, target, mode, module: ir::module_of(func), debug, debug_widths, debug_terms };
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
        // Without target instructions only FPIR calls have anything to gain.
        if mode == Mode::Full && target::is_expand_only(target) && b.fpir_calls.is_empty() {
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

fn plan_block(sel: &Selector, b: &Block, out: &mut Outcome) -> Plan {
    let Selector { table, target, mode, .. } = *sel;
    let defs = table.defs;
    let mut g = b.graph.clone();
    let all = |_: &Graph, _: Id| true;
    let mut lift = Rewriter::new(defs, &table.lift, &all).assume_inputs(&b.leaf_ranges);
    let mut narrowing = Rewriter::new(defs, &table.narrowing, &all).assume_inputs(&b.leaf_ranges);
    for id in 0..g.len() as Id {
        lift.normalize(&mut g, id);
        narrowing.normalize(&mut g, id);
    }
    let native = |g: &Graph, id: Id| lowerable(g, id, defs, target);
    let lower_rules = table.lowering(target.family);
    let mut lower = Rewriter::new(defs, lower_rules, &native).outermost_first().assume_inputs(&b.leaf_ranges);
    let model = match mode {
        Mode::Full => Model::for_target(defs, target).with_splat_leaves(b.splat_leaves()),
        Mode::LiftOnly => Model::Lift,
    };
    let imported: HashSet<Value> = b.imported.iter().map(|(i, _)| *i).collect();
    let roots: Vec<(Value, Id)> = b.imported.iter().copied().filter(|&(inst, _)| is_root(inst, &imported)).collect();
    // The term each root is computed by: its original one until its rewrite is taken.
    let mut current: Vec<Id> = roots.iter().map(|&(_, id)| id).collect();
    let mut cost = dag_cost(&g, &current, &model);
    let mut taken = Vec::new();
    // Rules of the narrowed liftings that were taken, at their roots' own nodes.
    let mut narrowed_rules = Vec::new();
    for (k, &(inst, id)) in roots.iter().enumerate() {
        // Before lifting, instruction nodes come only from `@fixsel.<instr>` calls.
        let has_call = mode == Mode::Full && g.any_reachable(id, |n| defs.is_fpir(n.op) || is_instruction(defs, n.op));
        let mut cost_with = |g: &Graph, c: Id| {
            let old = std::mem::replace(&mut current[k], c);
            let new_cost = dag_cost(g, &current, &model);
            current[k] = old;
            new_cost
        };
        let mut rw = Liftings { lift: &mut lift, narrowing: &mut narrowing, lower: &mut lower };
        let first = choose(sel, b, &mut g, &mut rw, id, has_call, inst, Some(&mut out.warnings), &mut cost_with);
        // A third lifting: the root with a lane-uniform summand (a zero point) factored out of its
        // sums of products (`ruletable::factor`), taken if cheaper still.
        let factored = (mode == Mode::Full && !has_call)
            .then(|| ruletable::factor::factor_uniform(&mut g, id, &|g, n| b.uniform(g, n)))
            .flatten()
            .and_then(|f| choose(sel, b, &mut g, &mut rw, f, false, inst, None, &mut cost_with));
        let choice = match (first, factored) {
            (Some(a), Some(f)) if f.cost < a.cost => Choice { note: format!(", zero point factored{} (not factored: {}{})", f.note, a.cost, a.note), ..f },
            (Some(a), Some(f)) => Choice { note: format!("{} (zero point factored: {}{})", a.note, f.cost, f.note), ..a },
            (Some(c), None) => c,
            (None, Some(f)) => Choice { note: format!(", zero point factored{}", f.note), ..f },
            (None, None) => continue,
        };
        let Choice { root, plain, lifted, candidate, cost: new_cost, note } = choice;
        let is_narrowed = lifted != plain;
        let old = std::mem::replace(&mut current[k], candidate);
        let others: Vec<Id> = current.iter().enumerate().filter(|&(j, _)| j != k).map(|(_, &t)| t).collect();
        let shared = shares_work(&g, old, &others);
        // A tie is only worth it for a target instruction: plain IR rewritten into other plain IR
        // of equal cost gains nothing.
        let native = mode == Mode::LiftOnly || g.any_reachable(candidate, |n| is_instruction(defs, n.op));
        let take = has_call || new_cost < cost || (new_cost == cost && !shared && native);
        if let Some(func) = &sel.debug {
            eprintln!(
                "fixsel: cost: @{func} {}: {cost} -> {new_cost}{note}{}{}",
                ir::display_name(inst),
                if shared { ", shares work with another root" } else { "" },
                if has_call { ", FPIR call: taken" } else if take { ": taken" } else { ": kept" }
            );
        }
        if mode == Mode::Full {
            let rewrite = || format!("{} -> {}", idioms(&g, lifted, defs), instructions(&g, candidate, defs));
            if take {
                remark::emit(inst, Kind::Passed, "Rewritten", || format!("fixsel: {} (cost {cost} -> {new_cost})", rewrite()));
            } else {
                remark::emit(inst, Kind::Missed, "CostRejected", || {
                    let why = if shared { ", shares work with another root" } else { "" };
                    format!("fixsel: {} rejected by the cost model (cost {cost} -> {new_cost}{why})", rewrite())
                });
            }
        }
        if !take {
            current[k] = old;
            continue;
        }
        cost = new_cost;
        taken.push((inst, candidate));
        if is_narrowed {
            if sel.debug_widths {
                report_widths(&g, defs, b, root, &narrowing);
            }
            // The steps at the nodes of the root's own term (its instructions).
            let term: HashSet<Id> = g.postorder(root).into_iter().collect();
            narrowed_rules.extend(narrowing.applied.iter().filter(|(_, n)| term.contains(n)).cloned());
        }
    }
    out.rules.extend(lift.applied.iter().chain(&narrowed_rules).chain(&lower.applied).map(|(r, _)| r.clone()));
    Plan { graph: g, graph_roots: taken }
}

/// The rewriters a root is lifted, narrowed and lowered with.
struct Liftings<'r, 'a> {
    lift: &'r mut Rewriter<'a>,
    narrowing: &'r mut Rewriter<'a>,
    lower: &'r mut Rewriter<'a>,
}

/// One way to rewrite a root: its term `root` (the block's, or one equal to it), lifted as
/// `plain` and taken as `lifted`, which becomes `candidate`, leaving the block at `cost`.
struct Choice {
    root: Id,
    plain: Id,
    lifted: Id,
    candidate: Id,
    cost: u64,
    /// For `FIXSEL_DEBUG=cost`: which lifting, and what the other one cost.
    note: String,
}

/// Two liftings of `root`: as written, and with every op at its narrowest exact width first
/// (narrow.rules), each finished (`finish`); the one that leaves the block cheaper
/// (`cost_with`), or `None` if neither changes anything worth emitting.
#[allow(clippy::too_many_arguments)]
fn choose(sel: &Selector, b: &Block, g: &mut Graph, rw: &mut Liftings, root: Id, has_call: bool, inst: Value, warnings: Option<&mut Vec<String>>, cost_with: &mut dyn FnMut(&Graph, Id) -> u64) -> Option<Choice> {
    let defs = sel.table.defs;
    let plain = rw.lift.normalize(g, root);
    let narrowed = rw.narrowing.normalize(g, root);
    match sel.debug_terms {
        Some(DebugTerms::Residue) => {
            for r in ruletable::residue::residues(g, defs, plain, &mut leaf_intervals(b)) {
                eprintln!("fixsel: residue: {r}");
            }
        }
        Some(DebugTerms::Fused) => {
            // Both liftings: the cheaper one is lowered.
            let mut terms = ruletable::residue::fused(g, defs, plain, &mut leaf_intervals(b));
            for t in ruletable::residue::fused(g, defs, narrowed, &mut leaf_intervals(b)) {
                if !terms.contains(&t) {
                    terms.push(t);
                }
            }
            for t in terms {
                eprintln!("fixsel: fused: {t}");
            }
        }
        None => {}
    }
    let plain_final = finish(sel, g, rw.lower, (root, plain), has_call, inst, warnings);
    let narrowed_final = if narrowed == plain { None } else { finish(sel, g, rw.lower, (root, narrowed), has_call, inst, None) };
    let (lifted, candidate, cost, note) = match (plain_final, narrowed_final) {
        (Some(p), Some(n)) => {
            let (pc, nc) = (cost_with(g, p), cost_with(g, n));
            // The model undercounts width changes between computed values (HVX deal/shuffle,
            // x86 in-lane packs, NEON's uaddw folding an extension the narrowed form needs
            // apart): narrowing is taken when it removes some, or, changing as often, when it
            // saves a clear 15% (TFLite's l2norm output stage saved 8-12% by the model and
            // measured 10-35% slower).
            let (tp, tn) = (g.width_changes(p), g.width_changes(n));
            let note = format!(" (narrowed {nc}, {tn} width changes; as written {pc}, {tp})");
            if nc < pc && (tn < tp || (tn == tp && nc * 100 <= pc * 85)) {
                (narrowed, n, nc, format!(", narrowed{note}"))
            } else {
                (plain, p, pc, note)
            }
        }
        (Some(p), None) => (plain, p, cost_with(g, p), String::new()),
        (None, Some(n)) => (narrowed, n, cost_with(g, n), ", narrowed".into()),
        (None, None) => return None,
    };
    Some(Choice { root, plain, lifted, candidate, cost, note })
}

/// The term a root `id`'s lifting `lifted` becomes for the mode: lowered for the target (FPIR it
/// cannot lower expanded), or the lifted term itself with `lift-only`. `None` if that changes
/// nothing worth emitting. With `warnings`, say (there and in remarks) why a lifted idiom is not
/// taken.
fn finish(sel: &Selector, g: &mut Graph, lower: &mut Rewriter, (id, lifted): (Id, Id), has_call: bool, inst: Value, warnings: Option<&mut Vec<String>>) -> Option<Id> {
    let Selector { table, target, mode, module, .. } = *sel;
    let defs = table.defs;
    match mode {
        Mode::LiftOnly => {
            if lifted == id || !g.any_reachable(lifted, |n| defs.is_fpir(n.op)) {
                return None;
            }
            if let Some(name) = declared_otherwise(g, lifted, defs, module) {
                if let Some(w) = warnings {
                    w.push(format!("@{name} is declared with other types; that idiom is not lifted"));
                }
                return None;
            }
            Some(lifted)
        }
        Mode::Full => {
            let lowered = lower.normalize(g, lifted);
            // FPIR the target could not lower goes back to primitives through its definition.
            // So do instruction calls without a native form here (target=generic expands them:
            // the reference of the instruction-model tests).
            let all_defs = !lowerable(g, lowered, defs, target);
            let fpir = |d: &ruletable::defs::Def| d.kind == DefKind::Fpir || all_defs;
            let expanded = expand_where(g, defs, lowered, &fpir);
            let mut final_id = fold_constants(g, expanded);
            let mut mishandled = final_id != id && mishandled_by_llc(g, final_id, target);
            if has_call && mishandled {
                // FPIR calls must go: a lowering with values llc mishandles (64-bit lanes on
                // HVX) gives way to the definitions' own expansion, which llc handles.
                let plain = expand_where(g, defs, lifted, &fpir);
                final_id = fold_constants(g, plain);
                mishandled = mishandled_by_llc(g, final_id, target);
            }
            if !has_call && (final_id == id || mishandled) {
                if warnings.is_some() && lifted != id && g.any_reachable(lifted, |n| defs.is_fpir(n.op)) {
                    remark::emit(inst, Kind::Missed, "NotLowered", || {
                        let why = if mishandled { "llc 16 mishandles its lowering on this target" } else { "no lowering rule applies on this target" };
                        format!("fixsel: {} lifted but not lowered: {why}", idioms(g, lifted, defs))
                    });
                }
                return None;
            }
            Some(final_id)
        }
    }
}

/// Interval analysis with what the block knows of its leaves.
fn leaf_intervals(b: &Block) -> ruletable::interval::Intervals {
    let mut intervals = ruletable::interval::Intervals::new();
    for &(i, r) in &b.leaf_ranges {
        intervals.assume_input(i, r);
    }
    intervals
}

/// `FIXSEL_DEBUG=width`, for a root whose narrowed lifting was taken: each of its instructions
/// now computed at a narrower width, with the interval that allowed it, and each truncation whose
/// operand is now computed at the truncated width only (demanded bits).
fn report_widths(g: &Graph, defs: &Defs, b: &Block, root: Id, narrowing: &Rewriter) {
    let mut intervals = leaf_intervals(b);
    let term: HashSet<Id> = g.postorder(root).into_iter().collect();
    for &(inst, n) in b.imported.iter().filter(|(_, n)| term.contains(n)) {
        let (op, bits) = (g.node(n).op, g.ty(n).bits);
        let Some(mut normal) = narrowing.normal_form(n).filter(|_| !matches!(op, Op::ZExt | Op::SExt)) else { continue };
        let mut ext = "";
        while let Op::ZExt | Op::SExt = g.node(normal).op {
            ext = if g.node(normal).op == Op::ZExt { "zero-extended" } else { "sign-extended" };
            normal = g.node(normal).args[0];
        }
        let what = if g.ty(normal).bits < bits {
            let r = intervals.range(g, defs, n);
            format!("i{bits} -> i{}, {ext}: unsigned [{}, {}], signed [{}, {}]", g.ty(normal).bits, r.ulo, r.uhi, r.slo, r.shi)
        } else if op == Op::Trunc && g.node(normal).op != Op::Trunc {
            format!("i{} -> i{bits}: only the bits kept are computed", g.ty(g.node(n).args[0]).bits)
        } else {
            continue;
        };
        eprintln!("fixsel: width: {} {}: {what}", ir::display_name(inst), defs.op_name(op));
    }
}

/// The distinct definitions of one kind in a term, in postorder, joined by `, ` (`-` if none).
fn def_names(g: &Graph, root: Id, defs: &Defs, kind: DefKind, typed: bool) -> String {
    let mut names: Vec<String> = Vec::new();
    for n in g.postorder(root) {
        let Op::Def(d) = g.node(n).op else { continue };
        if defs.get(d).kind != kind {
            continue;
        }
        let name = if typed { format!("{}{}", defs.get(d).name, g.ty(n).bits) } else { defs.get(d).name.clone() };
        if !names.contains(&name) {
            names.push(name);
        }
    }
    if names.is_empty() { "-".into() } else { names.join(", ") }
}

/// The FPIR idioms a lifted term holds, with their element width (`rounding_halving_add.u8`).
fn idioms(g: &Graph, root: Id, defs: &Defs) -> String {
    def_names(g, root, defs, DefKind::Fpir, true)
}

/// The target instructions a lowered term uses (`x86.pavgb`), `-` if none.
fn instructions(g: &Graph, root: Id, defs: &Defs) -> String {
    def_names(g, root, defs, DefKind::Instr, false)
}

/// A value in the term that llc mishandles on this target ([`Target::llc_mishandles`]).
fn mishandled_by_llc(g: &Graph, root: Id, target: &Target) -> bool {
    g.postorder(root).into_iter().any(|n| target.llc_mishandles(g.ty(n), !matches!(g.node(n).op, Op::Input(_) | Op::Const(_))))
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

/// Folds primitives whose operands are all constants (definitions expand into such terms, e.g.
/// `umin(15, 31)` for a constant shift amount), and selects on a constant condition. A node whose
/// value would be poison (an over-wide shift) is left as it is.
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
