//! `synth-offline synthesize-fused`: lowering rules for the corpus's fused FPIR terms
//! (`fused.rs`), each generalized (`generalize.rs`), written to
//! `ruletable/rules/synth/fused-<target>.rules` with provenance, and a report per term.
//!
//!   --target T[,T..|all]  the synthesis targets (as for `synthesize`)
//!   --term TEXT           one term (as `FIXSEL_DEBUG=fused` prints it): print its lowering
//!   --terms FILE          the corpus's terms (default synth-offline/corpus/fused.tsv)
//!   --out DIR             where the rules go (default ruletable/rules/synth)
//!   --timeout SECS        Z3's time per proof instance (default 10)
//!   --no-cache            search again even where target/synth-cache has the answer

use super::cache::{fused_key, Cache};
use super::fused::{hand, search_bound, synthesize, Fused, MAX_COST};
use super::generalize::{flip_ops, generalize, other_signedness};
use super::hand::HandLowering;
use super::lift_cmd::{read_residues, settings, Row};
use super::problem::{split_residue, Problem};
use super::target::Target;
use ruletable::adopt::FUSED_PREFIX;
use ruletable::defs::{fnv1a, Defs};
use ruletable::table::Table;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// What became of one term on one target.
pub struct Outcome {
    pub row: Row,
    pub hand: HandLowering,
    /// The generalized rule (without its name) and the concrete lowering.
    pub found: Option<(String, Fused)>,
    /// The rule for the term's other signedness, if the same lowering proves there.
    pub variant: Option<String>,
}

/// What `one` found for a term: the generalized rule, the concrete lowering, the other
/// signedness's rule.
type Find = (HandLowering, Option<(String, Fused)>, Option<String>);

/// One term on one target, through the cache: the hand lowering's cost, and the synthesized
/// rule if one is found within `search_bound` of it.
fn one(defs: &Defs, table: &Table, t: &Target, cache: &Cache, text: &str, s: &super::cegis::Settings) -> Result<Find, String> {
    let (term, preds) = split_residue(text);
    let p = Problem::parse(defs, &term, &preds)?;
    let hand = hand(defs, table, t, &p);
    // Its cost would be too high: a find may only look cheaper (AArch64's rounding shift of a
    // 32-bit product as smull + srshl measured 31 instructions against the hand rules' 22:
    // llc's smull, then rshrn fused with the narrowing trunc above the term).
    if hand.leaves_mul_to_llc {
        return Ok((hand, None, None));
    }
    let bound = search_bound(hand.cost, t);
    let key = fused_key(defs, t, text, bound, s);
    if let Some(hit) = cache.get_text(key) {
        let f: Vec<&str> = hit.trim_end_matches('\n').split('\t').collect();
        match f[..] {
            ["-"] => return Ok((hand, None, None)),
            [rule, rhs, cost, variant] => {
                let fused = Fused { rhs: rhs.into(), cost: cost.parse().map_err(|_| "bad cache entry")? };
                return Ok((hand, Some((rule.into(), fused)), (variant != "-").then(|| variant.into())));
            }
            _ => {}
        }
    }
    let found = synthesize(defs, t, &p, bound, s).map(|f| (generalize(defs, &p, &f.rhs, s), f));
    let variant = found.as_ref().and_then(|(r, _)| other_signedness(defs, r, s));
    let entry = match &found {
        Some((r, f)) => format!("{r}\t{}\t{}\t{}\n", f.rhs, f.cost, variant.as_deref().unwrap_or("-")),
        None => "-\n".into(),
    };
    cache.put_text(key, &entry);
    Ok((hand, found, variant))
}

/// `fused-<target>.rules`: each found rule with its provenance, in the terms' order.
fn rules_file(t: &Target, outcomes: &[Outcome]) -> String {
    let mut out = format!(
        "# Fused lowering rules for {} found by `synth-offline synthesize-fused --target {}` from the fused\n\
         # FPIR terms of the corpus (synth-offline/corpus/fused.tsv). Do not edit: rerun the command.\n\
         # Each costs at most what the hand rules lower its term to, proved by Z3, then generalized\n\
         # (and proved again). Costs as for `synthesize` (synth-offline/src/synth/target.rs). The table\n\
         # takes the strictly cheaper ones (ruletable/src/adopt.rs); the synthesis-only table all.\n",
        t.name, t.name
    );
    let mut variants = std::collections::HashSet::new();
    for o in outcomes {
        let Some((rule, f)) = &o.found else { continue };
        let name = format!("fused_{}_{:06x}", t.slug(), fnv1a(rule.as_bytes(), 0xcbf29ce484222325) & 0xff_ffff);
        out += &format!(
            "\n# fused: {} ({} occurrences: {}) cost {} (hand rules {} cost {}); concrete: {}\n{name}: {rule}\n",
            o.row.text,
            o.row.count,
            o.row.sources.join(", "),
            f.cost,
            if o.hand.is_rule() { o.hand.rules.as_str() } else { "none, expanded definition" },
            o.hand.cost,
            f.rhs
        );
        // Not for a term the corpus has: its own search says what it costs.
        // Nor twice, nor where a find of the corpus is the same rule.
        let Some(variant) = &o.variant else { continue };
        let term = flip_ops(&o.row.text);
        let found_there = |p: &Outcome| p.row.text == term || p.found.as_ref().is_some_and(|(r, _)| r == variant);
        if outcomes.iter().any(found_there) || !variants.insert(variant) {
            continue;
        }
        let name = format!("fused_{}_{:06x}", t.slug(), fnv1a(variant.as_bytes(), 0xcbf29ce484222325) & 0xff_ffff);
        out += &format!("# fused variant: the same lowering proved for {term} (not costed; the table does not take it)\n{name}: {variant}\n");
    }
    out
}

/// What a term's search came to.
fn verdict(o: &Outcome) -> &'static str {
    match &o.found {
        Some((_, f)) if f.cost < o.hand.cost => "cheaper",
        Some(_) => "equal",
        None if o.hand.leaves_mul_to_llc => "llc-mul",
        None => "not-found",
    }
}

/// The verdicts in the order the report counts them.
const VERDICTS: [&str; 4] = ["cheaper", "equal", "not-found", "llc-mul"];

/// The table printed after a run: per term, the hand lowering and what the search found.
fn report(t: &Target, outcomes: &[Outcome]) -> String {
    let mut s = format!("{}: {:>5} {:>5}  {:<9} term; hand rules\n", t.name, "hand", "synth", "verdict");
    let mut counts = [0usize; VERDICTS.len()];
    for o in outcomes {
        let verdict = verdict(o);
        counts[VERDICTS.iter().position(|v| *v == verdict).unwrap()] += 1;
        let synth = o.found.as_ref().map_or("-".into(), |(_, f)| f.cost.to_string());
        let rules = if o.hand.is_rule() { o.hand.rules.as_str() } else { "(expanded definition)" };
        s += &format!("{}: {:>5} {:>5}  {verdict:<9} {}; {rules}\n", t.name, o.hand.cost, synth, o.row.text);
    }
    s + &format!(
        "{}: {} cheaper than the hand rules, {} as cheap (searched where the hand lowering costs at most {}), {} with nothing found up to {MAX_COST} instructions, {} not searched (llc-mul: the hand lowering leaves a multiply to llc)\n",
        t.name,
        counts[0],
        counts[1],
        t.fused_equal_up_to(),
        counts[2],
        counts[3]
    )
}

pub fn run(defs: &Defs, hand_table: &Table, args: &[String], default_terms: PathBuf, default_out: PathBuf) -> ExitCode {
    let fail = |e: String| {
        eprintln!("synth-offline synthesize-fused: {e}");
        ExitCode::from(2)
    };
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let targets = match super::parse_targets(value("--target").as_deref()) {
        Ok(t) => t,
        Err(e) => return fail(e),
    };
    let mut s = settings();
    if let Some(t) = value("--timeout").and_then(|t| t.parse().ok()) {
        s.timeout = Duration::from_secs(t);
    }
    let cache = Cache::new(!args.iter().any(|a| a == "--no-cache"));
    let rows = match value("--term") {
        Some(text) => vec![Row { count: 1, sources: vec!["command line".into()], text }],
        None => match read_residues(&value("--terms").map(PathBuf::from).unwrap_or(default_terms)) {
            Ok(r) => r,
            Err(e) => return fail(e),
        },
    };
    let out_dir = value("--out").map(PathBuf::from).unwrap_or(default_out);
    for t in &targets {
        let start = Instant::now();
        let mut outcomes = Vec::new();
        let n = rows.len();
        for (i, row) in rows.iter().enumerate() {
            let step = Instant::now();
            let (hand, found, variant) = match one(defs, hand_table, t, &cache, &row.text, &s) {
                Ok(r) => r,
                Err(e) => return fail(e),
            };
            let what = found.as_ref().map_or("-".to_string(), |(r, f)| format!("cost {} {r}", f.cost));
            eprintln!("[{}] [{}/{n}] {:.1}s {} (hand {}): {what}", t.name, i + 1, step.elapsed().as_secs_f64(), row.text, hand.cost);
            outcomes.push(Outcome { row: row.clone(), hand, found, variant });
        }
        let cheaper = outcomes.iter().filter(|o| verdict(o) == "cheaper").count();
        print!("{}", report(t, &outcomes));
        if value("--term").is_some() {
            for o in &outcomes {
                let Some((r, f)) = &o.found else { continue };
                println!("{r}\n# concrete: {} (cost {})", f.rhs, f.cost);
                if let Some(v) = &o.variant {
                    println!("# other signedness: {v}");
                }
            }
            continue;
        }
        let path = out_dir.join(format!("{FUSED_PREFIX}{}.rules", t.name));
        if let Err(e) = std::fs::write(&path, rules_file(t, &outcomes)) {
            return fail(format!("cannot write {}: {e}", path.display()));
        }
        println!("{}: {cheaper} of {n} fused terms lower cheaper than the hand rules; wrote {} in {:.1}s", t.name, path.display(), start.elapsed().as_secs_f64());
    }
    ExitCode::SUCCESS
}
