//! Synthesis results cached in `target/synth-cache`, one file per (target, op, width), keyed by
//! the definitions' fingerprint, the search settings and the source of the synthesizer and the
//! prover: a rerun with nothing changed reads every result back instead of searching.

use super::cegis::{Result, Settings, Synthesized};
use super::target::Target;
use ruletable::defs::{fnv1a, Defs};
use std::path::PathBuf;

const SOURCES: &[&str] = &[
    include_str!("cegis.rs"),
    include_str!("components.rs"),
    include_str!("enumerate.rs"),
    include_str!("target.rs"),
    include_str!("cache.rs"),
    include_str!("hole.rs"),
    include_str!("../verify/prove.rs"),
    include_str!("../verify/encode.rs"),
    include_str!("../verify/lia.rs"),
    include_str!("../verify/preds.rs"),
    include_str!("../../../ruletable/src/eval.rs"),
    include_str!("../../../ruletable/src/check.rs"),
];

pub fn key(defs: &Defs, target: &Target, op: &str, width: u16, s: &Settings) -> u64 {
    let l = &s.limits;
    let text = format!(
        "{}|{target:?}|{op}|{width}|{} {} {} {} {} {}|{} {} {:?}",
        defs.fingerprint, l.max_cost, l.store_levels, l.budget, l.bank, l.candidates, l.hole_queries, s.random_lanes, s.max_rounds, s.timeout
    );
    SOURCES.iter().chain([&text.as_str()]).fold(0xcbf29ce484222325, |h, p| fnv1a(&[0xff], fnv1a(p.as_bytes(), h)))
}

/// The key of one residue's lifting: the definitions, the residue, the proof timeout, and the
/// source of the lifting synthesizer and generalizer as well.
pub fn lift_key(defs: &Defs, residue: &str, s: &Settings) -> u64 {
    let text = format!("{}|lift|{residue}|{:?}|{}", defs.fingerprint, s.timeout, s.max_rounds);
    let lift = [include_str!("lift.rs"), include_str!("problem.rs"), include_str!("generalize.rs"), include_str!("../../../ruletable/src/lift_cost.rs")];
    SOURCES.iter().chain(&lift).chain([&text.as_str()]).fold(0xcbf29ce484222325, |h, p| fnv1a(&[0xff], fnv1a(p.as_bytes(), h)))
}

/// The key of one fused term's lowering on a target: the definitions, the term, the search's
/// bound, the settings, and the source of the fused synthesizer.
pub fn fused_key(defs: &Defs, target: &Target, term: &str, bound: u32, s: &Settings) -> u64 {
    let text = format!("{}|fused|{target:?}|{term}|{bound}|{:?}|{}", defs.fingerprint, s.timeout, s.max_rounds);
    let fused = [include_str!("fused.rs"), include_str!("problem.rs"), include_str!("generalize.rs")];
    SOURCES.iter().chain(&fused).chain([&text.as_str()]).fold(0xcbf29ce484222325, |h, p| fnv1a(&[0xff], fnv1a(p.as_bytes(), h)))
}

pub struct Cache {
    dir: Option<PathBuf>,
}

impl Cache {
    pub fn new(enabled: bool) -> Cache {
        Cache { dir: enabled.then(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/synth-cache")) }
    }

    pub fn get_text(&self, key: u64) -> Option<String> {
        std::fs::read_to_string(self.dir.as_ref()?.join(format!("{key:016x}"))).ok()
    }

    pub fn put_text(&self, key: u64, text: &str) {
        let Some(dir) = &self.dir else { return };
        // A cache that cannot be written only costs time later.
        let _ = std::fs::create_dir_all(dir).and_then(|_| std::fs::write(dir.join(format!("{key:016x}")), text));
    }

    pub fn get(&self, key: u64, op: &str, width: u16) -> Option<Result> {
        let text = self.get_text(key)?;
        let f: Vec<&str> = text.trim_end_matches('\n').split('\t').collect();
        let [cost, rhs, bound, refuted, evaluated] = f[..] else { return None };
        let found = match cost {
            "-" => None,
            c => Some(Synthesized { rhs: rhs.to_string(), cost: c.parse().ok()? }),
        };
        Some(Result { op: op.to_string(), width, found, bound: bound.to_string(), refuted: refuted.parse().ok()?, evaluated: evaluated.parse().ok()? })
    }

    pub fn put(&self, key: u64, r: &Result) {
        let (cost, rhs) = r.found.as_ref().map_or(("-".to_string(), "-".to_string()), |s| (s.cost.to_string(), s.rhs.clone()));
        self.put_text(key, &format!("{cost}\t{rhs}\t{}\t{}\t{}\n", r.bound, r.refuted, r.evaluated));
    }
}
