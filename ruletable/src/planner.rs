//! Which rewrites of a block's terms are taken: each root is lifted (as written, and with every op
//! at its narrowest exact width), lowered for the target, and taken if the block's DAG costs less
//! with it (`cost_model`).
//!
//! Roots are visited in block order (greedily: a taken rewrite is part of the DAG the next roots
//! are judged against), and a root's rewrite is taken if the cost of every distinct node the
//! block's roots need, with this root rewritten, is lower than without. A subterm shared with a
//! root that stays as it is keeps being paid for, so a rewrite that duplicates its work must save
//! more elsewhere. Equal cost is enough when the root's term uses a target instruction and shares
//! no computed node with another root: nothing is duplicated then, and a target instruction the
//! backend must select beats a generic form it may not (llc 16 crashes on `llvm.sadd.sat.v256i8`
//! for HVX, a tie: two registers either way).
//!
//! A root whose input term contains a `@fixsel.*` call is always rewritten, whatever the cost: no
//! FPIR call may survive the full pass (FPIR the target cannot lower is expanded to primitives).
//!
//! The planner knows nothing of LLVM: the plugin gives it a block's terms and turns its
//! [`Event`]s into remarks and debug output.

use crate::cost_model::{dag_cost, shares_work, Model};
use crate::defs::{DefKind, Defs};
use crate::eval::expand_where;
use crate::graph::{Graph, Id};
use crate::interval::{Intervals, Range};
use crate::lowering::{fold_constants, is_instruction, lowerable};
use crate::op::Op;
use crate::rewrite::Rewriter;
use crate::rule_table::RuleTable;
use crate::target::{is_expand_only, Target};
use std::collections::HashSet;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Lift, lower for the target, expand leftover FPIR.
    Full,
    /// Lift only: FPIR ops are emitted as `@fixsel.*` calls.
    LiftOnly,
}

/// A block's terms, as imported (the planner works on a copy of the graph).
pub struct BlockTerms<'a> {
    pub graph: &'a Graph,
    /// The node of each imported instruction, in block order.
    pub computed: Vec<Id>,
    /// The nodes whose values are used outside the block's terms, in block order.
    pub roots: Vec<Id>,
    /// What is known of some leaves' values: `(i, range)` for `Op::Input(i)`.
    pub leaf_ranges: &'a [(u32, Range)],
    /// The leaves that are splats of scalars.
    pub splat_leaves: Vec<u32>,
}

impl BlockTerms<'_> {
    /// Whether term `id` is the same in every lane: all its leaves are splats (or it has none).
    fn uniform(&self, g: &Graph, id: Id) -> bool {
        g.postorder(id).iter().all(|&n| match g.node(n).op {
            Op::Input(i) => self.splat_leaves.contains(&i),
            _ => true,
        })
    }

    /// Interval analysis with what the block knows of its leaves.
    fn intervals(&self) -> Intervals {
        let mut intervals = Intervals::new();
        for &(i, r) in self.leaf_ranges {
            intervals.assume_input(i, r);
        }
        intervals
    }
}

/// What to report besides the decisions (`FIXSEL_DEBUG`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Report {
    #[default]
    Decisions,
    /// The narrowing steps taken ([`Event::Width`]).
    Widths,
    /// What lifting leaves as plain ops (`residue::residues`).
    Residue,
    /// The lifted FPIR terms of 1-4 ops (`residue::fused`).
    Fused,
}

/// What the planner decided or found, for remarks and debug output.
pub enum Event {
    /// Root `root` rewritten to `candidate` (lifted as `lifted`) would leave the block at `after`
    /// (from `before`); `taken` says whether it is. `note`: which lifting, what the other cost.
    Decision { root: usize, before: u64, after: u64, lifted: Id, candidate: Id, note: String, shared: bool, has_call: bool, taken: bool },
    /// Root `root` lifts to FPIR (`lifted`) that is not lowered on this target.
    NotLowered { root: usize, lifted: Id, mishandled: bool },
    Warning(String),
    /// Imported instruction `computed` (an index into [`BlockTerms::computed`]) of a taken
    /// narrowed lifting is now computed at a narrower width: `op` and how.
    Width { computed: usize, op: String, text: String },
    /// A residue or fused term ([`Report::Residue`], [`Report::Fused`]).
    Term(String),
}

/// The decisions for one block: the graph the taken terms are in, `(root index, term)` per taken
/// root, and the names of the rules that fired in them.
pub struct Plan {
    pub graph: Graph,
    pub taken: Vec<(usize, Id)>,
    pub rules: Vec<String>,
}

pub struct Planner<'a> {
    pub table: &'a RuleTable,
    pub target: &'a Target,
    pub mode: Mode,
    pub report: Report,
    /// `lift-only`: the name of an FPIR call in a term the module already declares with other
    /// types (that idiom is not lifted).
    pub declared_otherwise: &'a dyn Fn(&Graph, Id) -> Option<String>,
}

/// The rewriters a block's roots are lifted, narrowed and lowered with.
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
    note: String,
}

impl Planner<'_> {
    pub fn plan(&self, b: &BlockTerms, events: &mut dyn FnMut(&Graph, Event)) -> Plan {
        let (table, target, mode) = (self.table, self.target, self.mode);
        let defs = table.defs;
        let mut g = b.graph.clone();
        // Without target instructions only `@fixsel.*` calls (FPIR ops and instructions, which
        // are expanded by their definitions) have anything to gain.
        if mode == Mode::Full && is_expand_only(target) && !(0..g.len() as Id).any(|id| defs.is_fpir(g.node(id).op) || is_instruction(defs, g.node(id).op)) {
            return Plan { graph: g, taken: Vec::new(), rules: Vec::new() };
        }
        let all = |_: &Graph, _: Id| true;
        let mut lift = Rewriter::new(defs, &table.lift, &all).assume_inputs(b.leaf_ranges);
        let mut narrowing = Rewriter::new(defs, &table.narrowing, &all).assume_inputs(b.leaf_ranges);
        for id in 0..g.len() as Id {
            lift.normalize(&mut g, id);
            narrowing.normalize(&mut g, id);
        }
        let native = |g: &Graph, id: Id| lowerable(g, id, defs, target);
        let mut lower = Rewriter::new(defs, table.lowering(target.family), &native).outermost_first().assume_inputs(b.leaf_ranges);
        let model = match mode {
            Mode::Full => Model::for_target(defs, target).with_splat_leaves(b.splat_leaves.clone()),
            Mode::LiftOnly => Model::Lift,
        };
        // The term each root is computed by: its original one until its rewrite is taken.
        let mut current = b.roots.clone();
        let mut cost = dag_cost(&g, &current, &model);
        let mut taken = Vec::new();
        // Rules of the narrowed liftings that were taken, at their roots' own nodes.
        let mut narrowed_rules = Vec::new();
        for (k, &id) in b.roots.iter().enumerate() {
            // Before lifting, instruction nodes come only from `@fixsel.<instr>` calls.
            let has_call = mode == Mode::Full && g.any_reachable(id, |n| defs.is_fpir(n.op) || is_instruction(defs, n.op));
            let mut cost_with = |g: &Graph, c: Id| {
                let old = std::mem::replace(&mut current[k], c);
                let new_cost = dag_cost(g, &current, &model);
                current[k] = old;
                new_cost
            };
            let mut rw = Liftings { lift: &mut lift, narrowing: &mut narrowing, lower: &mut lower };
            let first = self.choose(b, &mut g, &mut rw, (k, id), has_call, true, &mut cost_with, events);
            // A third lifting: the root with a lane-uniform summand (a zero point) factored out
            // of its sums of products (`factor`), taken if cheaper still.
            let factored = (mode == Mode::Full && !has_call)
                .then(|| crate::factor::factor_uniform(&mut g, id, &|g, n| b.uniform(g, n)))
                .flatten()
                .and_then(|f| self.choose(b, &mut g, &mut rw, (k, f), false, false, &mut cost_with, events));
            let choice = match (first, factored) {
                (Some(a), Some(f)) if f.cost < a.cost => Choice { note: format!(", zero point factored{} (not factored: {}{})", f.note, a.cost, a.note), ..f },
                (Some(a), Some(f)) => Choice { note: format!("{} (zero point factored: {}{})", a.note, f.cost, f.note), ..a },
                (Some(c), None) => c,
                (None, Some(f)) => Choice { note: format!(", zero point factored{}", f.note), ..f },
                (None, None) => continue,
            };
            let Choice { root, plain, lifted, candidate, cost: new_cost, note } = choice;
            let old = std::mem::replace(&mut current[k], candidate);
            let others: Vec<Id> = current.iter().enumerate().filter(|&(j, _)| j != k).map(|(_, &t)| t).collect();
            let shared = shares_work(&g, old, &others);
            // A tie is only worth it for a target instruction: plain IR rewritten into other
            // plain IR of equal cost gains nothing.
            let native = mode == Mode::LiftOnly || g.any_reachable(candidate, |n| is_instruction(defs, n.op));
            let take = has_call || new_cost < cost || (new_cost == cost && !shared && native);
            events(&g, Event::Decision { root: k, before: cost, after: new_cost, lifted, candidate, note, shared, has_call, taken: take });
            if !take {
                current[k] = old;
                continue;
            }
            cost = new_cost;
            taken.push((k, candidate));
            if lifted != plain {
                if self.report == Report::Widths {
                    self.report_widths(&g, b, root, &narrowing, events);
                }
                // The steps at the nodes of the root's own term (its instructions).
                let term: HashSet<Id> = g.postorder(root).into_iter().collect();
                narrowed_rules.extend(narrowing.applied.iter().filter(|(_, n)| term.contains(n)).cloned());
            }
        }
        let rules = lift.applied.iter().chain(&narrowed_rules).chain(&lower.applied).map(|(r, _)| r.clone()).collect();
        Plan { graph: g, taken, rules }
    }

    /// Two liftings of `root`: as written, and with every op at its narrowest exact width first
    /// (narrow.rules), each finished (`finish`); the one that leaves the block cheaper
    /// (`cost_with`), or `None` if neither changes anything worth emitting.
    #[allow(clippy::too_many_arguments)]
    fn choose(&self, b: &BlockTerms, g: &mut Graph, rw: &mut Liftings, (k, root): (usize, Id), has_call: bool, report: bool, cost_with: &mut dyn FnMut(&Graph, Id) -> u64, events: &mut dyn FnMut(&Graph, Event)) -> Option<Choice> {
        let defs = self.table.defs;
        let plain = rw.lift.normalize(g, root);
        let narrowed = rw.narrowing.normalize(g, root);
        match self.report {
            Report::Residue => {
                for r in crate::residue::residues(g, defs, plain, &mut b.intervals()) {
                    events(g, Event::Term(r.to_string()));
                }
            }
            Report::Fused => {
                // Both liftings: the cheaper one is lowered.
                let mut terms = crate::residue::fused(g, defs, plain, &mut b.intervals());
                for t in crate::residue::fused(g, defs, narrowed, &mut b.intervals()) {
                    if !terms.contains(&t) {
                        terms.push(t);
                    }
                }
                for t in terms {
                    events(g, Event::Term(t.to_string()));
                }
            }
            Report::Decisions | Report::Widths => {}
        }
        let plain_final = self.finish(g, rw.lower, (k, root, plain), has_call, report, events);
        let narrowed_final = if narrowed == plain { None } else { self.finish(g, rw.lower, (k, root, narrowed), has_call, false, events) };
        let (lifted, candidate, cost, note) = match (plain_final, narrowed_final) {
            (Some(p), Some(n)) => {
                let (pc, nc) = (cost_with(g, p), cost_with(g, n));
                // The model undercounts width changes between computed values (HVX deal/shuffle,
                // x86 in-lane packs, NEON's uaddw folding an extension the narrowed form needs
                // apart): narrowing is taken when it removes some, or, changing as often, when
                // it saves a clear 15% (TFLite's l2norm output stage saved 8-12% by the model
                // and measured 10-35% slower).
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

    /// The term root `k` (`id`)'s lifting `lifted` becomes for the mode: lowered for the target
    /// (FPIR it cannot lower expanded), or the lifted term itself with `lift-only`. `None` if that
    /// changes nothing worth emitting. With `report`, say why a lifted idiom is not taken.
    fn finish(&self, g: &mut Graph, lower: &mut Rewriter, (k, id, lifted): (usize, Id, Id), has_call: bool, report: bool, events: &mut dyn FnMut(&Graph, Event)) -> Option<Id> {
        let (defs, target) = (self.table.defs, self.target);
        match self.mode {
            Mode::LiftOnly => {
                if lifted == id || !g.any_reachable(lifted, |n| defs.is_fpir(n.op)) {
                    return None;
                }
                if let Some(name) = (self.declared_otherwise)(g, lifted) {
                    if report {
                        events(g, Event::Warning(format!("@{name} is declared with other types; that idiom is not lifted")));
                    }
                    return None;
                }
                Some(lifted)
            }
            Mode::Full => {
                let lowered = lower.normalize(g, lifted);
                // FPIR the target could not lower goes back to primitives through its
                // definition. So do instruction calls without a native form here (target=generic
                // expands them: the reference of the instruction-model tests).
                let all_defs = !lowerable(g, lowered, defs, target);
                let fpir = |d: &crate::defs::Def| d.kind == DefKind::Fpir || all_defs;
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
                    if report && lifted != id && g.any_reachable(lifted, |n| defs.is_fpir(n.op)) {
                        events(g, Event::NotLowered { root: k, lifted, mishandled });
                    }
                    return None;
                }
                Some(final_id)
            }
        }
    }

    /// For a root whose narrowed lifting was taken: each of its instructions now computed at a
    /// narrower width, with the interval that allowed it, and each truncation whose operand is
    /// now computed at the truncated width only (demanded bits).
    fn report_widths(&self, g: &Graph, b: &BlockTerms, root: Id, narrowing: &Rewriter, events: &mut dyn FnMut(&Graph, Event)) {
        let defs = self.table.defs;
        let mut intervals = b.intervals();
        let term: HashSet<Id> = g.postorder(root).into_iter().collect();
        for (k, &n) in b.computed.iter().enumerate().filter(|(_, n)| term.contains(n)) {
            let (op, bits) = (g.node(n).op, g.ty(n).bits);
            let Some(mut normal) = narrowing.normal_form(n).filter(|_| !matches!(op, Op::ZExt | Op::SExt)) else { continue };
            let mut ext = "";
            while let Op::ZExt | Op::SExt = g.node(normal).op {
                ext = if g.node(normal).op == Op::ZExt { "zero-extended" } else { "sign-extended" };
                normal = g.node(normal).args[0];
            }
            let text = if g.ty(normal).bits < bits {
                let r = intervals.range(g, defs, n);
                format!("i{bits} -> i{}, {ext}: unsigned [{}, {}], signed [{}, {}]", g.ty(normal).bits, r.ulo, r.uhi, r.slo, r.shi)
            } else if op == Op::Trunc && g.node(normal).op != Op::Trunc {
                format!("i{} -> i{bits}: only the bits kept are computed", g.ty(g.node(n).args[0]).bits)
            } else {
                continue;
            };
            events(g, Event::Width { computed: k, op: defs.op_name(op).to_string(), text });
        }
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
pub fn idioms(g: &Graph, root: Id, defs: &Defs) -> String {
    def_names(g, root, defs, DefKind::Fpir, true)
}

/// The target instructions a lowered term uses (`x86.pavgb`), `-` if none.
pub fn instructions(g: &Graph, root: Id, defs: &Defs) -> String {
    def_names(g, root, defs, DefKind::Instr, false)
}

/// A value in the term that llc mishandles on this target ([`Target::llc_mishandles`]).
fn mishandled_by_llc(g: &Graph, root: Id, target: &Target) -> bool {
    g.postorder(root).into_iter().any(|n| target.llc_mishandles(g.ty(n), !matches!(g.node(n).op, Op::Input(_) | Op::Const(_))))
}
