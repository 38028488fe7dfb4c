//! `synth-offline synthesize`: lowering synthesis (issue 12, item 1). For each FPIR op, signedness
//! variant and lane width, the cheapest sequence of a target's instructions and generic LLVM ops
//! equal to the op's definition, found by bottom-up enumeration (`enumerate.rs`) over the
//! target's instruction models (`components.rs`), proved by Z3 with CEGIS (`cegis.rs`), compared
//! with the hand rules (`hand.rs`, `report.rs`) and written to `ruletable/rules/synth/`.
//!
//! Constants: a fixed set of holes, any constant an inverted root needs, and constants Z3 solves
//! for at the root (`hole.rs`). Not yet: holes below the root, ternary ops.
//! The table takes the rules that beat the hand ones (`ruletable/src/adopt.rs`).
//!
//! `synth-offline synthesize-lift` (`lift_cmd.rs`): lifting synthesis from the corpus's residues
//! (`lift.rs`) with generalization (`generalize.rs`), written to `ruletable/rules/synth/lift.rules`.
//!
//! `synth-offline synthesize-fused` (`fused_cmd.rs`): lowering rules for the corpus's fused FPIR
//! terms (`fused.rs`), written to `ruletable/rules/synth/fused-<target>.rules`. Lifting and
//! fused synthesis share the parsed term and its CEGIS loop (`problem.rs`).

pub mod cache;
pub mod cegis;
pub mod components;
pub mod enumerate;
pub mod fused;
pub mod fused_cmd;
pub mod hand;
pub mod hole;
pub mod generalize;
pub mod lift;
pub mod problem;
pub mod lift_cmd;
pub mod report;
pub mod target;
#[cfg(test)]
mod fused_tests;
#[cfg(test)]
mod lift_tests;
#[cfg(test)]
mod tests;

use cegis::{synthesize, Settings};
use report::Row;
use ruletable::defs::Defs;
use ruletable::table::Table;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

/// The ops synthesized by default: the lane-wise ones at one width and the saturating narrows
/// (2W -> W). FPIR has no min/max (those are the primitives umin/smin/.., which need no
/// lowering). Widening ops (`--ops widening_add.u`, ..) are searched too, but their cheapest
/// forms on these targets cost 6 and more, past the default bound.
pub const DEFAULT_OPS: &[&str] = &[
    "rounding_halving_add.u",
    "rounding_halving_add.s",
    "halving_add.u",
    "halving_add.s",
    "halving_sub.u",
    "halving_sub.s",
    "saturating_add.u",
    "saturating_add.s",
    "saturating_sub.u",
    "saturating_sub.s",
    "absd.u",
    "absd.s",
    "saturating_cast.su",
    "saturating_cast.us",
    "saturating_narrow.u",
    "saturating_narrow.s",
    "saturating_narrow.su",
    "saturating_narrow.us",
];

/// `--target`'s value: `all` or a comma list of synthesis targets.
pub fn parse_targets(value: Option<&str>) -> Result<Vec<target::Target>, String> {
    let names = || target::names().join(", ");
    match value {
        None => Err(format!("--target T is required (one of: all, {})", names())),
        Some("all") => Ok(target::all()),
        Some(list) => list.split(',').map(|n| target::by_name(n).ok_or_else(|| format!("unknown target '{n}' ({})", names()))).collect(),
    }
}

pub struct Options {
    pub targets: Vec<target::Target>,
    pub ops: Vec<String>,
    pub widths: Vec<u16>,
    pub out: PathBuf,
    pub use_cache: bool,
    pub settings: Settings,
}

impl Options {
    pub fn parse(args: &[String], default_out: PathBuf) -> Result<Options, String> {
        let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
        let list = |flag: &str| value(flag).map(|v| v.split(',').map(String::from).collect::<Vec<_>>());
        let targets = parse_targets(value("--target").as_deref())?;
        let widths = list("--widths").unwrap_or(vec!["8".into(), "16".into(), "32".into()]);
        let widths = widths.iter().map(|w| w.parse::<u16>().ok().filter(|w| [8, 16, 32].contains(w)).ok_or(format!("width '{w}': 8, 16 or 32"))).collect::<Result<_, _>>()?;
        let mut settings = Settings::default();
        if let Some(c) = value("--max-cost") {
            settings.limits.max_cost = c.parse().map_err(|_| format!("--max-cost wants a number, not '{c}'"))?;
        }
        Ok(Options {
            targets,
            ops: list("--ops").unwrap_or(DEFAULT_OPS.iter().map(|s| s.to_string()).collect()),
            widths,
            out: value("--out").map(PathBuf::from).unwrap_or(default_out),
            use_cache: !args.iter().any(|a| a == "--no-cache"),
            settings,
        })
    }
}

/// Synthesizes every (op, width) for one target (progress on stderr).
pub fn rows_for(defs: &Defs, hand_table: &Table, t: &target::Target, opts: &Options) -> Result<Vec<Row>, String> {
    let cache = cache::Cache::new(opts.use_cache);
    let mut rows = Vec::new();
    for op in &opts.ops {
        let id = defs.by_name(op).ok_or_else(|| format!("unknown FPIR op '{op}'"))?;
        if defs.get(id).params.len() > 2 || defs.get(id).kind != ruletable::defs::DefKind::Fpir {
            return Err(format!("{op}: only FPIR ops of one or two operands are synthesized"));
        }
        for &w in &opts.widths {
            let Some((params, _)) = cegis::op_widths(defs, id, w) else { continue };
            let start = Instant::now();
            let key = cache::key(defs, t, op, w, &opts.settings);
            let (result, cached) = match cache.get(key, op, w) {
                Some(r) => (r, true),
                None => {
                    let r = synthesize(defs, t, id, w, &opts.settings);
                    cache.put(key, &r);
                    (r, false)
                }
            };
            eprintln!(
                "[{}] {op} {w}: {} ({:.1}s{}, {} terms, {} counterexamples)",
                t.name,
                result.found.as_ref().map_or(format!("none: {}", result.bound), |f| format!("cost {} {}", f.cost, f.rhs)),
                start.elapsed().as_secs_f64(),
                if cached { ", cached" } else { "" },
                result.evaluated,
                result.refuted
            );
            rows.push(Row { result, hand: hand::lowering(defs, hand_table, t, id, w, &params), params });
        }
    }
    report::sort(&mut rows);
    Ok(rows)
}

pub fn run(defs: &Defs, hand_table: &Table, args: &[String], default_out: PathBuf) -> ExitCode {
    let opts = match Options::parse(args, default_out) {
        Ok(o) => o,
        Err(e) => {
            eprintln!("synth-offline synthesize: {e}");
            return ExitCode::from(2);
        }
    };
    for t in &opts.targets {
        let start = Instant::now();
        let rows = match rows_for(defs, hand_table, t, &opts) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("synth-offline synthesize: {e}");
                return ExitCode::from(2);
            }
        };
        let _ = std::fs::create_dir_all(&opts.out);
        let path = std::fs::canonicalize(&opts.out).unwrap_or(opts.out.clone()).join(format!("{}.rules", t.name));
        if let Err(e) = std::fs::create_dir_all(&opts.out).and_then(|_| std::fs::write(&path, report::rules_file(t, &rows))) {
            eprintln!("synth-offline synthesize: cannot write {}: {e}", path.display());
            return ExitCode::FAILURE;
        }
        print!("{}", report::table(t, &rows));
        println!("{}: wrote {} ({} rules) in {:.1}s\n", t.name, path.display(), rows.iter().filter(|r| r.result.found.is_some()).count(), start.elapsed().as_secs_f64());
    }
    ExitCode::SUCCESS
}
