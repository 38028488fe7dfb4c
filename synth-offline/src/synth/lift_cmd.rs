//! `synth-offline synthesize-lift`: lifting rules from the corpus's residues (`lift.rs`), each
//! generalized (`generalize.rs`), written to `ruletable/rules/synth/lift.rules` with provenance.
//!
//!   --residue TEXT       one residue (as `FIXSEL_DEBUG=residue` prints it): print its lifting
//!   --residues FILE      the corpus's residues (default synth-offline/corpus/residues.tsv)
//!   --exclude K[,K..]    leave out residues seen only in these corpus files (leave-one-out)
//!   --out FILE           where the rules go (default ruletable/rules/synth/lift.rules)
//!   --timeout SECS       Z3's time per proof instance (default 10)
//!   --no-cache           search again even where target/synth-cache has the answer

use super::cache::{lift_key, Cache};
use super::cegis::Settings;
use super::generalize::generalize;
use super::lift::synthesize;
use super::problem::{split_residue, Problem};
use ruletable::defs::Defs;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// One row of `residues.tsv`: how often the residue occurs, the corpus files it occurs in, and
/// the residue itself.
#[derive(Clone)]
pub struct Row {
    pub count: usize,
    pub sources: Vec<String>,
    pub text: String,
}

pub fn read_residues(path: &PathBuf) -> Result<Vec<Row>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .enumerate()
        .map(|(i, l)| {
            let f: Vec<&str> = l.splitn(3, '\t').collect();
            let [count, sources, residue] = f[..] else { return Err(format!("{}:{}: expected count<TAB>sources<TAB>residue", path.display(), i + 1)) };
            let count = count.parse().map_err(|_| format!("{}:{}: count '{count}' is not a number", path.display(), i + 1))?;
            Ok(Row { count, sources: sources.split(',').map(String::from).collect(), text: residue.to_string() })
        })
        .collect()
}

/// What became of one residue.
pub struct Outcome {
    pub row: Row,
    /// The generalized, proved rule (text without its name) and the concrete right-hand side.
    pub rule: Option<(String, String)>,
    pub note: String,
}

pub fn settings() -> Settings {
    Settings { timeout: Duration::from_secs(10), max_rounds: 6, ..Settings::default() }
}

/// [`lift_one`] through the cache (`target/synth-cache`).
fn lift_cached(defs: &Defs, cache: &Cache, text: &str, settings: &Settings) -> Result<Option<(String, String, String)>, String> {
    let key = lift_key(defs, text, settings);
    if let Some(hit) = cache.get_text(key) {
        let f: Vec<&str> = hit.trim_end_matches('\n').split('\t').collect();
        if let [rule, concrete, note] = f[..] {
            return Ok(Some((rule.into(), concrete.into(), note.into())));
        } else if hit == "-\n" {
            return Ok(None);
        }
    }
    let out = lift_one(defs, text, settings)?;
    cache.put_text(key, &out.as_ref().map_or("-\n".to_string(), |(r, c, n)| format!("{r}\t{c}\t{n}\n")));
    Ok(out)
}

/// Lifts one residue; `None` if nothing of lower lifting cost is found.
pub fn lift_one(defs: &Defs, text: &str, settings: &Settings) -> Result<Option<(String, String, String)>, String> {
    let (term, preds) = split_residue(text);
    let p = Problem::parse(defs, &term, &preds)?;
    let Some(l) = synthesize(defs, &p, settings) else { return Ok(None) };
    let general = generalize(defs, &p, &l.rhs, settings);
    let note = format!("lifting cost {:?} -> {:?}", p.cost, l.cost);
    Ok(Some((general, l.rhs, note)))
}

/// Whether the rule's right-hand side, expanded, multiplies more often than its left-hand side.
/// The lifting cost counts an FPIR op as one op whatever it lowers to: l2norm_output's
/// `ashr(and(rounding_mul_shr.s(x, y, 31), 0 - z), 31)` lifted to a `mul_shr.s` of it, cheaper
/// by that count, took 1.27x clang's cycles on AArch64 where the residue took 3.18x.
pub fn adds_multiplies(defs: &Defs, rule: &str) -> bool {
    let Ok(rule) = super::cegis::compile_rule(defs, &format!("lifted: {rule}")) else { return false };
    let Some(mut inst) = ruletable::check::instances(defs, &rule).into_iter().next() else { return false };
    let mut products = |root| {
        let root = ruletable::eval::expand(&mut inst.graph, defs, root);
        inst.graph.postorder(root).into_iter().filter(|&n| inst.graph.node(n).op == ruletable::op::Op::Mul).count()
    };
    let (lhs, rhs) = (inst.lhs, inst.rhs);
    products(rhs) > products(lhs)
}

pub fn run(defs: &Defs, args: &[String], default_residues: PathBuf, default_out: PathBuf) -> ExitCode {
    let value = |flag: &str| args.iter().position(|a| a == flag).and_then(|i| args.get(i + 1)).cloned();
    let mut settings = settings();
    if let Some(t) = value("--timeout").and_then(|t| t.parse().ok()) {
        settings.timeout = Duration::from_secs(t);
    }
    if let Some(text) = value("--residue") {
        return match lift_one(defs, &text, &settings) {
            Ok(Some((rule, rhs, note))) => {
                println!("{rule}\n# concrete: {rhs} ({note})");
                ExitCode::SUCCESS
            }
            Ok(None) => {
                println!("no lifting of lower cost found");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("synth-offline synthesize-lift: {e}");
                ExitCode::from(2)
            }
        };
    }
    let path = value("--residues").map(PathBuf::from).unwrap_or(default_residues);
    let out = value("--out").map(PathBuf::from).unwrap_or(default_out);
    let excluded: Vec<String> = value("--exclude").map(|v| v.split(',').map(String::from).collect()).unwrap_or_default();
    let rows = match read_residues(&path) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("synth-offline synthesize-lift: {e}");
            return ExitCode::from(2);
        }
    };
    let rows: Vec<Row> = rows.into_iter().filter(|r| r.sources.iter().any(|s| !excluded.contains(s))).collect();
    let cache = Cache::new(!args.iter().any(|a| a == "--no-cache"));
    let start = Instant::now();
    let n = rows.len();
    let mut outcomes = Vec::new();
    for (i, row) in rows.into_iter().enumerate() {
        let t = Instant::now();
        let (rule, note) = match lift_cached(defs, &cache, &row.text, &settings) {
            Ok(Some((rule, _, note))) if adds_multiplies(defs, &rule) => (None, format!("{note}, but it multiplies more: not written")),
            Ok(Some((rule, rhs, note))) => (Some((rule, rhs)), note),
            Ok(None) => (None, "no lifting of lower cost".into()),
            Err(e) => (None, format!("unreadable: {e}")),
        };
        eprintln!("[{}/{n}] {:.1}s {}: {}", i + 1, t.elapsed().as_secs_f64(), row.text, rule.as_ref().map_or(note.clone(), |(r, _)| r.clone()));
        outcomes.push(Outcome { row, rule, note });
    }
    let text = super::generalize::rules_file(&outcomes);
    if let Err(e) = std::fs::write(&out, text) {
        eprintln!("synth-offline synthesize-lift: cannot write {}: {e}", out.display());
        return ExitCode::FAILURE;
    }
    let found = outcomes.iter().filter(|o| o.rule.is_some()).count();
    println!("{found} of {n} residues lifted; wrote {} in {:.1}s", out.display(), start.elapsed().as_secs_f64());
    ExitCode::SUCCESS
}
