//! Proof cache: one file per proved rule in `target/verify-cache`, named by a hash of the rule,
//! the definitions' fingerprint, the encoder version and the source of everything a proof
//! depends on (instance enumeration, expansion, interval analysis, the encoder), so an edit to
//! any of them re-proves everything. Only complete proofs are cached; CI starts clean.

use super::encode::ENCODER_VERSION;
use ruletable::defs::{fnv1a, Defs};
use ruletable::rules::Rule;
use std::path::PathBuf;

/// The code a proof's validity depends on besides the rule and the definitions.
const VERIFIER_SOURCES: &[&str] = &[
    include_str!("../../../ruletable/src/check.rs"),
    include_str!("../../../ruletable/src/eval.rs"),
    include_str!("../../../ruletable/src/matching.rs"),
    include_str!("../../../ruletable/src/predicates.rs"),
    include_str!("../../../ruletable/src/template.rs"),
    include_str!("../../../ruletable/src/interval.rs"),
    include_str!("encode.rs"),
    include_str!("prove.rs"),
    include_str!("preds.rs"),
    include_str!("intervals.rs"),
];

const FNV_SEED: u64 = 0xcbf29ce484222325;

fn hash(parts: &[&str]) -> u64 {
    let mut h = fnv1a(format!("encoder {ENCODER_VERSION}").as_bytes(), FNV_SEED);
    for p in VERIFIER_SOURCES.iter().chain(parts) {
        h = fnv1a(p.as_bytes(), h);
        h = fnv1a(&[0xff], h);
    }
    h
}

/// Key of a rule's proof: its parsed form (not its file position) and the definitions.
pub fn rule_key(defs: &Defs, rule: &Rule) -> u64 {
    let text = format!("{:?}|{:?}|{:?}|{:?}", rule.vars, rule.lhs, rule.rhs, rule.preds);
    hash(&[&text, &defs.fingerprint.to_string()])
}

/// Key of the interval-analysis soundness check.
pub fn intervals_key() -> u64 {
    hash(&["interval transfer functions"])
}

pub struct Cache {
    dir: Option<PathBuf>,
}

impl Cache {
    /// `enabled == false` (`--no-cache`): nothing is read or written.
    pub fn new(enabled: bool) -> Cache {
        let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../target/verify-cache");
        Cache { dir: enabled.then_some(dir) }
    }

    /// The instance count of a cached proof.
    pub fn get(&self, key: u64) -> Option<usize> {
        let text = std::fs::read_to_string(self.dir.as_ref()?.join(format!("{key:016x}"))).ok()?;
        text.trim().parse().ok()
    }

    pub fn put(&self, key: u64, instances: usize) {
        if let Some(dir) = &self.dir {
            // A cache that cannot be written only costs time later.
            let _ = std::fs::create_dir_all(dir).and_then(|_| std::fs::write(dir.join(format!("{key:016x}")), format!("{instances}\n")));
        }
    }
}
