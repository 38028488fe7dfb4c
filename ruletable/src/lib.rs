//! fixsel's pure core: the term language, one semantic definition per op, the rule language,
//! the matcher/rewriter and the rule-table format. No LLVM and no Z3, so all of it is testable with
//! `cargo test` and shared by the plugin and by `synth-offline`.
//!
//! Pipeline: the plugin imports LLVM IR into a [`graph::Graph`]; [`rewrite::Rewriter`] runs the
//! table's lift rules (integer idioms -> FPIR), then one target's lowering rules (FPIR ->
//! instructions); [`eval::expand`] turns whatever FPIR is left back into primitives.

pub mod adopt;
pub mod check;
pub mod cost_model;
pub mod defs;
pub mod eval;
pub mod factor;
pub mod family;
pub mod fpir_names;
pub mod graph;
pub mod interval;
pub mod layout;
pub mod lift_cost;
pub mod lowering;
pub mod magic;
pub mod matching;
pub mod op;
pub mod planner;
pub mod predicates;
pub mod regroup;
pub mod residue;
pub mod rewrite;
pub mod rule_table;
pub mod rules;
pub mod ruleset;
pub mod syntax;
pub mod table;
pub mod target;
pub mod target_data;
pub mod template;

/// The rule table committed in the repository (built by `synth-offline build`).
pub const COMMITTED_TABLE_PATH: &str = "table/fixsel.table";
