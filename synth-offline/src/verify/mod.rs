//! `synth-offline verify`: proves every rule of the rule table with Z3, and interval analysis's
//! transfer functions sound.
//!
//! Each rule instance (`ruletable::check::instances_for_proof`: every commuted variant, width
//! 8/9/16/32/64 and every allowed value of a constant limited to a small range) is expanded to
//! primitives and encoded one lane wide (every op is lane-wise), see `prove.rs` for the proof
//! obligation and `encode.rs` for the encoding. Proofs are cached per rule in
//! `target/verify-cache`, keyed by the rule, the definitions' fingerprint and the encoder version.

pub mod cache;
pub mod encode;
pub mod intervals;
pub mod lia;
#[cfg(test)]
mod mutants;
pub mod pool;
pub mod preds;
pub mod prove;
pub mod regroup;

use prove::{prove_rule, RuleVerdict};
use ruletable::defs::Defs;
use ruletable::rules::Rule;
use ruletable::table::Table;
use std::process::ExitCode;
use std::time::{Duration, Instant};

pub struct Options {
    pub use_cache: bool,
    pub timeout: Duration,
    pub threads: usize,
    /// Only this family's rules (`lift`, `hvx`, ...).
    pub family: Option<String>,
    /// Only the rule of this name.
    pub rule: Option<String>,
    pub intervals: bool,
}

impl Options {
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
        let number = |flag: &str, default: u64| -> Result<u64, String> {
            value(flag).map_or(Ok(default), |v| v.parse().map_err(|_| format!("{flag} wants a number, not '{v}'")))
        };
        let cores = std::thread::available_parallelism().map_or(2, |n| n.get());
        Ok(Options {
            use_cache: !args.iter().any(|a| a == "--no-cache"),
            // Per instance. The slowest proof (narrow_sdiv_s: a 64-bit signed divider by 255
            // against a 32-bit one) takes 40 s here and timed out at 60 s on a slower CI machine;
            // only an instance Z3 cannot decide ever waits this long.
            timeout: Duration::from_secs(number("--timeout", 240)?),
            threads: number("--threads", cores as u64)? as usize,
            family: value("--family"),
            rule: value("--rule"),
            intervals: !args.iter().any(|a| a == "--no-intervals") && value("--rule").is_none() && value("--family").is_none(),
        })
    }
}

/// Verifies the table's rules (and interval analysis); prints one line per rule and a summary.
pub fn run(defs: &Defs, table: &Table, opts: &Options) -> ExitCode {
    let start = Instant::now();
    let rules: Vec<(&str, &Rule)> = table
        .rule_sets()
        .into_iter()
        .filter(|(f, _)| opts.family.as_deref().is_none_or(|want| want == *f))
        .flat_map(|(f, rs)| rs.iter().map(move |r| (f, r)))
        .filter(|(_, r)| opts.rule.as_deref().is_none_or(|want| want == r.name))
        .collect();
    let cache = cache::Cache::new(opts.use_cache);
    let mut proved_by_family: Vec<(&str, usize)> = Vec::new();
    let (mut proved, mut failed, mut unknown, mut sampled_rules) = (0, Vec::new(), Vec::new(), Vec::new());
    let mut proved_instances = 0;
    pool::run(
        &rules,
        opts.threads,
        |(_, rule)| {
            let t = Instant::now();
            let key = cache::rule_key(defs, rule);
            if let Some(n) = cache.get(key) {
                return (RuleVerdict::Proved { instances: n, sampled: 0 }, t.elapsed(), true);
            }
            let v = prove_rule(defs, rule, opts.timeout);
            if let RuleVerdict::Proved { instances, sampled: 0 } = v {
                cache.put(key, instances);
            }
            (v, t.elapsed(), false)
        },
        |i, (verdict, took, cached)| {
            let (family, rule) = rules[i];
            let name = format!("{family}/{}", rule.name);
            match verdict {
                RuleVerdict::Proved { instances, sampled } => {
                    proved += 1;
                    proved_instances += instances;
                    match proved_by_family.iter_mut().find(|(f, _)| *f == family) {
                        Some((_, n)) => *n += 1,
                        None => proved_by_family.push((family, 1)),
                    }
                    let how = if cached { " (cached)".to_string() } else { String::new() };
                    let how = if sampled > 0 {
                        sampled_rules.push(name.clone());
                        format!("{how} ({sampled} instances over sampled input ranges only)")
                    } else {
                        how
                    };
                    println!("proved {name} instances {instances} time {:.2}s{how}", took.as_secs_f64());
                }
                RuleVerdict::Refuted(c) => {
                    println!("FAILED {name} ({}): counterexample: {c}", rule.source);
                    failed.push(name);
                }
                RuleVerdict::Vacuous => {
                    println!("FAILED {name} ({}): vacuous: no input meets its assumptions with a defined left-hand side", rule.source);
                    failed.push(name);
                }
                RuleVerdict::EncoderBug(why) => {
                    println!("FAILED {name} ({}): verifier bug: {why}", rule.source);
                    failed.push(name);
                }
                RuleVerdict::Unknown { instances, unknown: which } => {
                    println!("unknown {name} ({}): {} of {instances} instances not decided: {}", rule.source, which.len(), which.join("; "));
                    unknown.push(name);
                }
            }
        },
    );
    proved_by_family.sort_by_key(|(f, _)| rules.iter().position(|(g, _)| g == f));
    let per_family: Vec<String> = proved_by_family.iter().map(|(f, n)| format!("{f} {n}")).collect();
    println!(
        "verified {proved}/{} rules ({}) in {:.1} s ({proved_instances} instances)",
        rules.len(),
        per_family.join(", "),
        start.elapsed().as_secs_f64()
    );
    if !sampled_rules.is_empty() {
        println!("proved over sampled input ranges only (a predicate the symbolic bounds lack): {}", sampled_rules.join(", "));
    }
    if !unknown.is_empty() {
        println!("unknown (timeout, NOT proved): {} rules: {}", unknown.len(), unknown.join(", "));
    }
    if !failed.is_empty() {
        println!("FAILED: {} rules: {}", failed.len(), failed.join(", "));
    }
    let intervals_ok = !opts.intervals || verify_intervals(opts, &cache);
    let regroup_ok = opts.rule.is_some() || opts.family.is_some() || verify_regroups(defs, opts);
    if regroup_ok && failed.is_empty() && unknown.is_empty() && intervals_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Proves every regrouping lemma (`ruletable::regroup`); true if all are proved.
fn verify_regroups(defs: &Defs, opts: &Options) -> bool {
    use ruletable::regroup::{DISTRIBUTE, LEMMAS, REBIASES, SCALED_SUMS, SQUARES, UNITS, WIDENS};
    let t = opts.timeout;
    let proofs = LEMMAS
        .iter()
        .map(|l| (l.name, format!("{} lanes", l.k), Box::new(move || regroup::prove_lemma(defs, l, t)) as Box<dyn Fn() -> regroup::Verdict>))
        .chain(REBIASES.iter().map(|r| (r.name, "rebias, one lane".into(), Box::new(move || regroup::prove_rebias(defs, r, t)) as Box<dyn Fn() -> _>)))
        .chain(UNITS.iter().map(|u| (u.name, "by one, one lane".into(), Box::new(move || regroup::prove_unit(defs, u, t)) as Box<dyn Fn() -> _>)))
        .chain(WIDENS.iter().map(|w| (w.name, "widen, one lane".into(), Box::new(move || regroup::prove_widen(defs, w, t)) as Box<dyn Fn() -> _>)))
        .chain(SCALED_SUMS.iter().map(|ss| (ss.name, "scaled sum, one packed lane".into(), Box::new(move || regroup::prove_scaled_sum(defs, ss, t)) as Box<dyn Fn() -> _>)))
        .chain(SQUARES.iter().map(|sq| (sq.name, "square, one lane".into(), Box::new(move || regroup::prove_square(defs, sq, t)) as Box<dyn Fn() -> _>)))
        .chain(std::iter::once((DISTRIBUTE, "32 bits".into(), Box::new(move || regroup::prove_distribute(defs, t)) as Box<dyn Fn() -> _>)))
        .chain(std::iter::once((ruletable::factor::FACTOR, "8, 16, 32 bits".into(), Box::new(move || regroup::prove_factor(defs, t)) as Box<dyn Fn() -> _>)));
    let mut ok = true;
    for (name, what, prove) in proofs {
        let start = Instant::now();
        match prove() {
            regroup::Verdict::Proved => println!("proved regroup/{name} ({what}) time {:.2}s", start.elapsed().as_secs_f64()),
            regroup::Verdict::Refuted(inputs, a, b) => {
                println!("FAILED regroup/{name}: counterexample: inputs {inputs:x?}: lane-wise {a:x?}, regrouped {b:x?}");
                ok = false;
            }
            regroup::Verdict::Unknown(why) => {
                println!("unknown regroup/{name} (NOT proved): {why}");
                ok = false;
            }
        }
    }
    ok
}

/// Proves every interval transfer function sound on the systematic cases; true if all are.
fn verify_intervals(opts: &Options, cache: &cache::Cache) -> bool {
    let start = Instant::now();
    let key = cache::intervals_key();
    if let Some(n) = cache.get(key) {
        println!("interval analysis: {n}/{n} (op, width, operand intervals) cases sound (cached)");
        return true;
    }
    let t = intervals::check_all(opts.threads, opts.timeout);
    println!(
        "interval analysis: {}/{} (op, width, operand intervals) cases sound, {} unknown, {} unsound, in {:.1} s",
        t.sound,
        t.cases,
        t.unknown.len(),
        t.unsound.len(),
        start.elapsed().as_secs_f64()
    );
    for w in t.unsound.iter().take(20) {
        println!("UNSOUND {w}");
    }
    for u in t.unknown.iter().take(20) {
        println!("unknown {u}");
    }
    let ok = t.sound == t.cases;
    if ok {
        cache.put(key, t.cases);
    }
    ok
}
