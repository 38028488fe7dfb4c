//! fixsel: an LLVM 16 pass plugin for fixed-point vector instruction selection.
//!
//! `opt -load-pass-plugin=libfixsel.so -passes='fixsel<target=hvx;table=FILE>'`, or
//! `clang -O2 -fpass-plugin=libfixsel.so`, which runs it at the optimizer-last extension point
//! (after the loop vectorizer). It is a module pass that visits every defined function.
//!
//! `fixsel<lift-only>` stops after lifting and writes FPIR as `@fixsel.<op>.<types>` calls; the
//! full pass accepts such calls as input and never leaves one behind.

mod add_tree;
mod deinterleave;
mod byte_steps;
mod emit;
mod host;
mod import;
mod interleave;
mod ir;
mod jam;
mod lanewise;
mod pairwise;
mod tap_pairs;
mod recurrence;
mod reduction;
mod remark;
mod select;
mod target;
mod vf_hint;
mod vocab;
mod window;

use llvm_plugin::inkwell::module::Module;
use llvm_plugin::inkwell::values::{AsValueRef, FunctionValue};
use llvm_plugin::{FunctionAnalysisManager, LlvmFunctionPass, LlvmModulePass, ModuleAnalysisManager, PassBuilder, PipelineParsing, PreservedAnalyses};
use ruletable::defs::builtin;
pub use ruletable::rule_table::RuleTable;
use ruletable::table::decode;
use std::collections::{HashMap, HashSet};
use std::path::PathBuf;
use std::sync::{Arc, LazyLock, Mutex};
use target::Target;

const EMBEDDED_TABLE: &[u8] = include_bytes!("../../ruletable/table/fixsel.table");

static DEFAULT_TABLE: LazyLock<Result<Arc<RuleTable>, String>> = LazyLock::new(|| {
    decode(EMBEDDED_TABLE, builtin())
        .map(|t| Arc::new(RuleTable::new(t)))
        .map_err(|e| format!("the rule table built into libfixsel.so: {e}"))
});

/// Tables loaded with `table=PATH`, so the twice-called parsing callback reads each file once.
static LOADED: LazyLock<Mutex<HashMap<PathBuf, Arc<RuleTable>>>> = LazyLock::new(Default::default);

fn load_table(path: &str) -> Result<Arc<RuleTable>, String> {
    let path = PathBuf::from(path);
    if let Some(t) = LOADED.lock().unwrap().get(&path) {
        return Ok(t.clone());
    }
    let bytes = std::fs::read(&path).map_err(|e| format!("cannot read rule table {}: {e}", path.display()))?;
    let table = decode(&bytes, builtin()).map_err(|e| format!("rule table {}: {e}", path.display()))?;
    let t = Arc::new(RuleTable::new(table));
    LOADED.lock().unwrap().insert(path, t.clone());
    Ok(t)
}

pub struct Fixsel {
    /// `None`: from the module triple and each function's attributes.
    target: Option<Target>,
    table: Arc<RuleTable>,
    /// Stop after lifting; FPIR ops become `@fixsel.*` calls.
    lift_only: bool,
}

const USAGE: &str =
    "accepted parameters: target=<hvx|aarch64|aarch64-dotprod|x86-sse4.1|x86-avx2|x86-avx512|generic>, table=<path>, lift-only";

/// Parses `fixsel` or `fixsel<param;param>`. `Ok(None)`: not ours.
fn parse_pipeline_element(name: &str) -> Result<Option<Fixsel>, String> {
    let params = match name.strip_prefix("fixsel") {
        Some("") => "",
        Some(rest) => match rest.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
            Some(p) => p,
            None => return Ok(None),
        },
        None => return Ok(None),
    };
    let mut target = None;
    let mut table_path = None;
    let mut lift_only = false;
    for p in params.split(';').filter(|p| !p.is_empty()) {
        if p == "lift-only" {
            lift_only = true;
            continue;
        }
        match p.split_once('=') {
            Some(("target", t)) => {
                target = Some(target::by_name(t).ok_or_else(|| {
                    format!("unknown target '{t}' in '{name}'; accepted targets: {}", target::NAMES.join(", "))
                })?)
            }
            Some(("table", path)) => table_path = Some(path.to_string()),
            _ => return Err(format!("unknown parameter '{p}' in '{name}'; {USAGE}")),
        }
    }
    let table = match table_path {
        Some(p) => load_table(&p)?,
        None => DEFAULT_TABLE.clone()?,
    };
    Ok(Some(Fixsel { target, table, lift_only }))
}

/// LLVM calls the parsing callback twice per pipeline element: report each error once.
fn report_once(message: String) {
    static SEEN: LazyLock<Mutex<HashSet<String>>> = LazyLock::new(Default::default);
    if SEEN.lock().unwrap().insert(message.clone()) {
        eprintln!("fixsel: error: {message}");
    }
}

impl LlvmModulePass for Fixsel {
    fn run_pass(&self, module: &mut Module<'_>, _: &ModuleAnalysisManager) -> PreservedAnalyses {
        let raw = module.as_mut_ptr();
        let triple = ir::triple(raw);
        let mode = if self.lift_only { select::Mode::LiftOnly } else { select::Mode::Full };
        let mut changed = false;
        let mut warned = HashSet::new();
        for func in ir::functions(raw) {
            if ir::is_declaration(func) || ir::fn_has_enum_attr(func, "optnone") {
                continue;
            }
            // A target fixsel has no rules for still gets its FPIR calls expanded (and lift-only
            // needs no target at all).
            let target = self.target.clone().or_else(|| target::of_function(&triple, func)).unwrap_or_else(target::expand_only);
            let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                // Lets the tests reach the recovery below.
                if std::env::var_os("FIXSEL_DEBUG").is_some_and(|v| v == "internal-error") {
                    panic!("FIXSEL_DEBUG=internal-error");
                }
                select::run_on_function(func, &self.table, &target, mode)
            }));
            match result {
                Ok(outcome) => {
                    changed |= outcome.replaced > 0 || outcome.erased > 0;
                    if std::env::var_os("FIXSEL_DEBUG").is_some_and(|v| v == "rules") {
                        for r in &outcome.rules {
                            eprintln!("fixsel: rule: @{} {r}", ir::name_of(func));
                        }
                    }
                    for w in outcome.warnings {
                        if warned.insert(w.clone()) {
                            eprintln!("fixsel: warning: {w}");
                        }
                    }
                }
                // A Rust panic must not cross into LLVM. What was rewritten before it is complete
                // and exact, but FPIR calls may be left (from a regrouped reduction, or in the
                // input): expanding them is all that is still needed to leave valid IR.
                Err(_) => {
                    let expanded = (!self.lift_only)
                        .then(|| {
                            std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                                select::run_on_function(func, &self.table, &target::expand_only(), mode)
                            }))
                        })
                        .map_or(true, |r| r.is_ok());
                    changed = true;
                    let what = if expanded { "rewriting stopped there" } else { "its FPIR calls could not be expanded" };
                    eprintln!("fixsel: warning: internal error in function '{}'; {what}", ir::name_of(func));
                }
            }
        }
        if !self.lift_only {
            changed |= ir::delete_unused_declarations(raw, ruletable::fpir_names::PREFIX) > 0;
        }
        if changed {
            PreservedAnalyses::None
        } else {
            PreservedAnalyses::All
        }
    }
}

/// Before the loop vectorizer (`fixsel-vf-hint`): a whole register of bytes per iteration for
/// byte loops fixsel will narrow to 16 bits (`vf_hint.rs`).
struct VfHint;

impl LlvmFunctionPass for VfHint {
    fn run_pass(&self, function: &mut FunctionValue<'_>, _: &FunctionAnalysisManager) -> PreservedAnalyses {
        let func = function.as_value_ref();
        // Code built for size (-Os, -Oz) keeps the vectorizer's own choice: a width hint would
        // make it vectorize loops it declines there.
        let for_size = ir::fn_has_enum_attr(func, "optsize") || ir::fn_has_enum_attr(func, "minsize");
        if for_size || std::env::var_os("FIXSEL_VF_HINT").is_some_and(|v| v == "0") {
            return PreservedAnalyses::All;
        }
        let debug = std::env::var_os("FIXSEL_DEBUG").is_some_and(|v| v == "vf-hint");
        if let Some(target) = target::of_function(&ir::triple(ir::module_of(func)), func) {
            // A panic must not cross into LLVM; a loop left unmarked is only slower.
            let _ = std::panic::catch_unwind(|| vf_hint::run_on_function(func, target.register_bits(), debug));
        }
        // Loop metadata only: no analysis is invalidated.
        PreservedAnalyses::All
    }
}

/// Before the loop vectorizer (`fixsel-jam`): accumulator rows of i-k-j nests kept in registers
/// over several outer iterations (`jam.rs`).
struct Jam;

impl LlvmFunctionPass for Jam {
    fn run_pass(&self, function: &mut FunctionValue<'_>, _: &FunctionAnalysisManager) -> PreservedAnalyses {
        let func = function.as_value_ref();
        // Unroll-and-jam grows the code: not when built for size.
        let for_size = ir::fn_has_enum_attr(func, "optsize") || ir::fn_has_enum_attr(func, "minsize");
        let Some(target) = target::of_function(&ir::triple(ir::module_of(func)), func) else {
            return PreservedAnalyses::All;
        };
        let (count, wide_multiplies) = jam::policy(&target);
        if for_size || count < 2 {
            return PreservedAnalyses::All;
        }
        let debug = std::env::var_os("FIXSEL_DEBUG").is_some_and(|v| v == "jam");
        if jam::run_on_function(func, count, wide_multiplies, debug) {
            PreservedAnalyses::None
        } else {
            PreservedAnalyses::All
        }
    }
}

#[llvm_plugin::plugin(name = "fixsel", version = "0.1")]
fn plugin_registrar(builder: &mut PassBuilder) {
    if let Some(message) = host::mismatch() {
        return report_once(message);
    }
    builder.add_module_pipeline_parsing_callback(|name, manager| match parse_pipeline_element(name) {
        Ok(Some(pass)) => {
            manager.add_pass(pass);
            PipelineParsing::Parsed
        }
        Ok(None) => PipelineParsing::NotParsed,
        Err(message) => {
            report_once(message);
            PipelineParsing::NotParsed
        }
    });
    builder.add_function_pipeline_parsing_callback(|name, manager| {
        match name {
            "fixsel-vf-hint" => manager.add_pass(VfHint),
            "fixsel-jam" => manager.add_pass(Jam),
            _ => return PipelineParsing::NotParsed,
        }
        PipelineParsing::Parsed
    });
    builder.add_vectorizer_start_ep_callback(|manager, _level| {
        manager.add_pass(Jam);
        manager.add_pass(VfHint);
    });
    builder.add_optimizer_last_ep_callback(|manager, _level| match DEFAULT_TABLE.clone() {
        Ok(table) => manager.add_pass(Fixsel { target: None, table, lift_only: false }),
        Err(message) => report_once(message),
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pipeline_parameters() {
        assert!(parse_pipeline_element("instcombine").unwrap().is_none());
        assert!(parse_pipeline_element("fixsel").unwrap().unwrap().target.is_none());
        let p = parse_pipeline_element("fixsel<target=hvx>").unwrap().unwrap();
        assert_eq!(p.target.unwrap().family, "hvx");
        assert!(!p.lift_only);
        assert!(parse_pipeline_element("fixsel<lift-only>").unwrap().unwrap().lift_only);
        let p = parse_pipeline_element("fixsel<lift-only;target=x86-avx2>").unwrap().unwrap();
        assert!(p.lift_only && p.target.unwrap().family == "x86");
        let e = parse_pipeline_element("fixsel<lift-only=yes>").err().unwrap();
        assert!(e.contains("unknown parameter 'lift-only=yes'"), "{e}");
        let e = parse_pipeline_element("fixsel<target=mips>").err().unwrap();
        assert!(e.contains("unknown target 'mips'") && e.contains("x86-avx2"), "{e}");
        let e = parse_pipeline_element("fixsel<bogus>").err().unwrap();
        assert!(e.contains("unknown parameter 'bogus'") && e.contains("table=<path>, lift-only"), "{e}");
        let e = parse_pipeline_element("fixsel<table=/nonexistent.table>").err().unwrap();
        assert!(e.contains("/nonexistent.table"), "{e}");
    }
}
