//! synth-offline: builds fixsel's rule table from `ruletable/rules/*.rules` and the synthesized
//! rules of `ruletable/rules/synth/` that beat them.
//!
//! `synth-offline build [--rules DIR] [--out FILE]` compiles the rules (deterministically) and
//! writes the bincode table the plugin embeds. `synth-offline check [--family F]` re-checks every rule (or one family's) by
//! evaluation (exhaustive on 8-bit inputs); `synth-offline list` prints every rule of the table; `synth-offline coverage LIT_DIR` lists the hand lowering rules no lit test checks to fire. `synth-offline verify` proves every rule with Z3
//! (see `verify/mod.rs`). `synth-offline model-tests [--check]` writes (or checks)
//! `lit-tests/models/*.ll`, which validate every instruction model against the real instruction;
//! `synth-offline gen-tests [--check]` the lowering and lifting tests of `lit-tests/*/*.idioms` (`gen_tests/`).
//! `synth-offline synthesize --target T` searches lowering rules (see `synth/mod.rs`);
//! `synth-offline synthesize-lift` lifting rules from the corpus (`synth/lift_cmd.rs`);
//! `synth-offline synthesize-fused` lowering rules for its fused FPIR terms (`synth/fused_cmd.rs`).

mod coverage;
mod gen_tests;
mod generated;
mod ir_text;
mod model_tests;
mod rewrite_time;
mod rule_tests;
mod rule_checks;
mod synth;
mod verify;

use ruletable::check::check_rule;
use ruletable::defs::builtin;
use ruletable::rule_table::RuleTable;
use ruletable::table::{compile_hand_dir, decode, encode};
use std::path::PathBuf;
use std::process::ExitCode;

fn repo_path(rel: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..").join(rel)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let flag = |name: &str, default: PathBuf| {
        args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).map(PathBuf::from).unwrap_or(default)
    };
    let rules = flag("--rules", repo_path("ruletable/rules"));
    let out = flag("--out", repo_path("ruletable").join(ruletable::COMMITTED_TABLE_PATH));
    let defs = builtin();
    // The table (hand rules and the synthesized ones that beat them); `synthesize` compares with
    // the hand rules alone, `synthesize-fused` with the table but its fused rules.
    let tables = compile_hand_dir(&rules, defs).and_then(|hand| {
        let mut unfused = hand.clone();
        ruletable::table::adopt_unfused(&mut unfused, defs, &rules)?;
        let mut table = unfused.clone();
        ruletable::adopt::adopt_fused(&mut table, defs, &rules.join("synth"))?;
        Ok((hand, unfused, table))
    });
    let (hand, unfused, mut table) = match tables {
        Ok(t) => t,
        Err(e) => {
            eprintln!("synth-offline: {e}");
            return ExitCode::FAILURE;
        }
    };
    let all_instances = rule_checks::Instances::new(defs);
    let shadowed_hand = rule_checks::drop_never_firing(defs, &mut table, &all_instances, args.iter().any(|a| a == "--drop-shadowed"));
    match args.first().map(String::as_str) {
        Some("build") => {
            // A table assembled by a script (`--allow-overlaps`) lets file order settle overlaps.
            let overlaps = rule_checks::overlapping(defs, &table, &all_instances);
            let loops = rule_checks::looping(defs, &table, &all_instances);
            overlaps.iter().for_each(|o| eprintln!("synth-offline: {o}"));
            shadowed_hand.iter().for_each(|s| eprintln!("synth-offline: {s}"));
            loops.iter().for_each(|l| eprintln!("synth-offline: {l}"));
            if !shadowed_hand.is_empty() || !loops.is_empty() || (!overlaps.is_empty() && !args.iter().any(|a| a == "--allow-overlaps")) {
                return ExitCode::FAILURE;
            }
            if let Err(e) = std::fs::write(&out, encode(&table)) {
                eprintln!("synth-offline: cannot write {}: {e}", out.display());
                return ExitCode::FAILURE;
            }
            println!("wrote {} ({} rules: {})", out.display(), table.rule_count(),
                table.rule_sets().iter().map(|(f, r)| format!("{} {f}", r.len())).collect::<Vec<_>>().join(", "));
            ExitCode::SUCCESS
        }
        Some("check") => {
            // `--family F` checks only that family's lowering rules (`lift`, `narrow` for the others).
            let family = args.iter().position(|a| a == "--family").and_then(|i| args.get(i + 1));
            let mut failed = 0;
            for rule in table.rule_sets().into_iter().filter(|(f, _)| family.is_none_or(|want| want == f)).flat_map(|(_, r)| r) {
                match check_rule(defs, rule, 100_000) {
                    Ok(n) => println!("ok   {:<24} {:>9} cases", rule.name, n),
                    Err(c) => {
                        failed += 1;
                        println!("FAIL {c}");
                    }
                }
            }
            if failed > 0 { ExitCode::FAILURE } else { ExitCode::SUCCESS }
        }
        // Every rule of the table as `family<TAB>file:line<TAB>rule`, families expanded (what
        // scripts read rather than parse the rule files).
        Some("list") => {
            for (family, rules) in table.rule_sets() {
                rules.iter().for_each(|r| println!("{family}\t{}\t{}", r.source, r.display(defs)));
            }
            ExitCode::SUCCESS
        }
        // Every hand lowering rule is checked to fire by a lit test under DIR (`coverage.rs`).
        Some("coverage") => match args.get(1).map(|d| coverage::unchecked(&table, std::path::Path::new(d))) {
            Some(Ok(missing)) => {
                missing.iter().for_each(|m| println!("never checked to fire: {m}"));
                if missing.is_empty() { ExitCode::SUCCESS } else { ExitCode::FAILURE }
            }
            Some(Err(e)) => {
                eprintln!("synth-offline: {e}");
                ExitCode::FAILURE
            }
            None => {
                eprintln!("usage: synth-offline coverage LIT_DIR");
                ExitCode::from(2)
            }
        },
        // Writes lit-tests/models/*.ll (model-tests) or the idiom lists' tests (gen-tests);
        // `--check` only compares them with what it would write.
        Some(cmd @ ("model-tests" | "gen-tests")) => {
            let check = args.iter().any(|a| a == "--check");
            let written = if cmd == "model-tests" { model_tests::write_all(defs, check) } else { gen_tests::write_all(defs, check) };
            match written {
                Ok(problems) if problems.is_empty() => ExitCode::SUCCESS,
                Ok(problems) => {
                    problems.iter().for_each(|p| eprintln!("synth-offline: {p}"));
                    ExitCode::FAILURE
                }
                Err(e) => {
                    eprintln!("synth-offline: {e}");
                    ExitCode::FAILURE
                }
            }
        }
        // The committed table (what the plugin embeds), or with `--rules DIR` the rules compiled.
        Some("verify") => match verify::Options::parse(&args) {
            Ok(opts) if args.iter().any(|a| a == "--rules") => verify::run(defs, &table, &opts),
            Ok(opts) => match std::fs::read(&out).map_err(|e| e.to_string()).and_then(|b| decode(&b, defs).map_err(|e| format!("{e:?}"))) {
                Ok(committed) => verify::run(defs, &committed, &opts),
                Err(e) => {
                    eprintln!("synth-offline verify: cannot load {}: {e}", out.display());
                    ExitCode::FAILURE
                }
            },
            Err(e) => {
                eprintln!("synth-offline verify: {e}");
                ExitCode::from(2)
            }
        },
        // Lowering synthesis (synth/mod.rs); the hand table (compiled above) is what it compares with.
        Some("synthesize-lift") => synth::lift_cmd::run(defs, &args, repo_path("synth-offline/corpus/residues.tsv"), repo_path("ruletable/rules/synth/lift.rules")),
        Some("synthesize") => synth::run(defs, &hand, &args, repo_path("ruletable/rules/synth")),
        Some("synthesize-fused") => synth::fused_cmd::run(defs, &unfused, &args, repo_path("synth-offline/corpus/fused.tsv"), repo_path("ruletable/rules/synth")),
        // Per-rule lit tests for a target's family, at its register width and features; with
        // `--beyond B` only rules that need more than target B has.
        Some("rule-tests") => {
            let target = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| ruletable::target::by_name(args.get(i + 1)?));
            let (Some(t), beyond) = (target("--target"), target("--beyond")) else {
                eprintln!("usage: synth-offline rule-tests --target T [--beyond T] (T: {})", ruletable::target::NAMES.join(", "));
                return ExitCode::from(2);
            };
            let beyond: Option<Vec<String>> = beyond.map(|b| b.features.iter().cloned().collect());
            let rules = table.lower_rules(t.family).to_vec();
            print!("{}", rule_tests::rule_tests(&RuleTable::new(table), &rules, &t, beyond.as_deref()));
            ExitCode::SUCCESS
        }
        Some("rewrite-time") => {
            let copies = args.iter().position(|a| a == "--copies").and_then(|i| args.get(i + 1)?.parse().ok()).unwrap_or(1);
            let distinct = args.iter().any(|a| a == "--distinct");
            let t = rewrite_time::rewrite_time(defs, &table, copies, distinct);
            println!("{copies}{} copies of every rule: {} nodes, {} rewrites, {:.3} s, {:.0} ns per node; rule sets built in {:.1} ms", if distinct { " distinct" } else { "" }, t.nodes, t.rewrites, t.seconds, t.seconds * 1e9 / t.nodes as f64, t.build_seconds * 1e3);
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!("usage: synth-offline build [--rules DIR] [--out FILE] [--drop-shadowed] [--allow-overlaps]|check [--family F]|list|coverage LIT_DIR|verify [--no-cache] [--family F] [--rule NAME] [--timeout SECS] [--threads N] [--no-intervals]|model-tests [--check]|gen-tests [--check]|rewrite-time [--copies N] [--distinct]|rule-tests --target T [--beyond T]|synthesize --target T[,T..|all] [--ops a,b] [--widths 8,16,32] [--max-cost N] [--no-cache] [--out DIR]|synthesize-fused --target T[,T..|all] [--term TEXT] [--terms FILE] [--timeout SECS] [--no-cache] [--out DIR]|synthesize-lift [--residue TEXT] [--residues FILE] [--exclude K,..] [--timeout SECS] [--no-cache] [--out FILE] [--rules DIR] [--out FILE]");
            ExitCode::from(2)
        }
    }
}
