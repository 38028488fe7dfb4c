//! The rule table: what `synth-offline build` writes and the plugin loads.
//!
//! File format: the 8-byte magic `FIXSELRT`, a little-endian u32 format version, then the
//! bincode encoding of [`Table`]. The table records the fingerprint of the definitions it was
//! compiled against, because rules refer to FPIR ops and instructions by index.

use crate::defs::Defs;
use crate::rules::{check_unique_names, parse_rules, Origin, Rule};
use bincode::Options;
use serde::{Deserialize, Serialize};

pub const MAGIC: &[u8; 8] = b"FIXSELRT";
pub const FORMAT_VERSION: u32 = 2;
/// The lowering family whose rules every target tries after its own.
pub const GENERIC: &str = "generic";

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Table {
    pub defs_fingerprint: u64,
    /// Width minimization (`narrow.rules`): each op at the narrowest width its intervals allow.
    /// Tried before the lifting rules in one rewriter, as an alternative lifting of each root.
    pub narrow: Vec<Rule>,
    /// Target-agnostic lifting rules (integer idioms -> FPIR), in priority order.
    pub lift: Vec<Rule>,
    /// Lowering rules per target family (`hvx`, `aarch64`, `x86`), in priority order.
    pub lower: Vec<(String, Vec<Rule>)>,
}

impl Table {
    pub fn lower_rules(&self, family: &str) -> &[Rule] {
        self.lower.iter().find(|(f, _)| f == family).map_or(&[], |(_, r)| r)
    }

    /// A target family's lowering rules, then (as a fallback tier) the `generic` ones.
    pub fn lowering_for(&self, family: &str) -> Vec<Vec<Rule>> {
        vec![self.lower_rules(family).to_vec(), self.lower_rules(GENERIC).to_vec()]
    }

    /// Every rule set by name: `narrow`, `lift`, then each lowering family.
    pub fn rule_sets(&self) -> Vec<(&str, &[Rule])> {
        let own = [("narrow", &self.narrow[..]), ("lift", &self.lift[..])];
        own.into_iter().chain(self.lower.iter().map(|(f, r)| (f.as_str(), &r[..]))).collect()
    }

    pub fn all_rules(&self) -> impl Iterator<Item = &Rule> {
        self.narrow.iter().chain(&self.lift).chain(self.lower.iter().flat_map(|(_, r)| r))
    }

    pub fn rule_count(&self) -> usize {
        self.all_rules().count()
    }
}

/// Compiles rule files (`narrow.rules`, `lift.rules`, `FAMILY/lower.rules`) into a table. Deterministic: files
/// are taken in name order.
pub fn compile(files: &[(String, String)], defs: &Defs) -> Result<Table, String> {
    let mut files: Vec<&(String, String)> = files.iter().collect();
    files.sort_by(|a, b| a.0.cmp(&b.0));
    let mut table = Table { defs_fingerprint: defs.fingerprint, narrow: Vec::new(), lift: Vec::new(), lower: Vec::new() };
    for (name, text) in files {
        let rules = parse_rules(name, text, defs, Origin::Hand)?;
        if name == "lift.rules" {
            table.lift = rules;
        } else if name == "narrow.rules" {
            table.narrow = rules;
        } else if let Some(family) = name.strip_suffix("/lower.rules").filter(|f| !f.contains('/')) {
            check_family(&rules, family, defs)?;
            table.lower.push((family.to_string(), rules));
        } else {
            return Err(format!("{name}: rule files are named narrow.rules, lift.rules or FAMILY/lower.rules"));
        }
    }
    check_unique_names(table.all_rules())?;
    Ok(table)
}

/// A lowering rule set may only emit instructions of its own family.
fn check_family(rules: &[Rule], family: &str, defs: &Defs) -> Result<(), String> {
    for r in rules {
        let mut bad = None;
        visit_ops(&r.rhs, &mut |op| {
            if let crate::op::Op::Def(d) = op {
                if let Some(f) = defs.get(d).family() {
                    if f != family {
                        bad = Some(defs.get(d).name.clone());
                    }
                }
            }
        });
        if let Some(name) = bad {
            return Err(format!("{}: rule '{}' of family {family} emits {name}", r.source, r.name));
        }
    }
    Ok(())
}

fn visit_ops(t: &crate::syntax::Term, f: &mut dyn FnMut(crate::op::Op)) {
    if let crate::syntax::Term::App { op, args, .. } = t {
        f(*op);
        args.iter().for_each(|a| visit_ops(a, f));
    }
}

pub fn encode(table: &Table) -> Vec<u8> {
    let mut out = MAGIC.to_vec();
    out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
    out.extend(bincode_options(u64::MAX).serialize(table).expect("a table always serializes"));
    out
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TableError {
    NotATable,
    Version(u32),
    Corrupt(String),
    OtherDefinitions,
}

impl std::fmt::Display for TableError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        match self {
            TableError::NotATable => write!(f, "not a fixsel rule table (bad magic)"),
            TableError::Version(v) => write!(f, "table format version {v}, this build reads version {FORMAT_VERSION}"),
            TableError::Corrupt(e) => write!(f, "truncated or corrupt table: {e}"),
            TableError::OtherDefinitions => {
                write!(f, "table was compiled against other op/instruction definitions; rebuild it with `synth-offline build`")
            }
        }
    }
}

pub fn decode(bytes: &[u8], defs: &Defs) -> Result<Table, TableError> {
    if bytes.len() < 12 || &bytes[..8] != MAGIC {
        return Err(TableError::NotATable);
    }
    let version = u32::from_le_bytes(bytes[8..12].try_into().unwrap());
    if version != FORMAT_VERSION {
        return Err(TableError::Version(version));
    }
    // The size limit stops a corrupt length prefix from asking for an absurd allocation.
    let table: Table = bincode_options(bytes.len() as u64)
        .deserialize(&bytes[12..])
        .map_err(|e| TableError::Corrupt(e.to_string()))?;
    if table.defs_fingerprint != defs.fingerprint {
        return Err(TableError::OtherDefinitions);
    }
    Ok(table)
}

fn bincode_options(limit: u64) -> impl Options {
    bincode::DefaultOptions::new().with_fixint_encoding().reject_trailing_bytes().with_limit(limit)
}

/// The table: the hand rules of a directory ([`compile_hand_dir`]), the synthesized lowering rules
/// of its `synth/` that beat them, and the synthesized lifting rules (`adopt.rs`).
pub fn compile_dir(dir: &std::path::Path, defs: &Defs) -> Result<Table, String> {
    let mut table = compile_hand_dir(dir, defs)?;
    adopt_synthesized(&mut table, defs, dir)?;
    Ok(table)
}

/// Adds to a table of hand rules the synthesized rules of `dir/synth` it takes (`adopt.rs`).
pub fn adopt_synthesized(table: &mut Table, defs: &Defs, dir: &std::path::Path) -> Result<(), String> {
    adopt_unfused(table, defs, dir)?;
    crate::adopt::adopt_fused(table, defs, &dir.join("synth"))?;
    Ok(())
}

/// The same without the fused lowering rules: what `synthesize-fused` compares with.
pub fn adopt_unfused(table: &mut Table, defs: &Defs, dir: &std::path::Path) -> Result<(), String> {
    crate::adopt::adopt(table, defs, &dir.join("synth"))?;
    crate::adopt::adopt_lifting(table, defs, &dir.join("synth"))?;
    Ok(())
}

/// Compiles every `*.rules` file of a directory and each target directory's `lower.rules`
/// (see [`compile`]).
pub fn compile_hand_dir(dir: &std::path::Path, defs: &Defs) -> Result<Table, String> {
    compile(&read_hand_dir(dir)?, defs)
}

/// The hand rule files of a directory, as `(name relative to it, text)`.
pub fn read_hand_dir(dir: &std::path::Path) -> Result<Vec<(String, String)>, String> {
    let mut files = Vec::new();
    for path in rule_files(dir)? {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let name = path.strip_prefix(dir).unwrap_or(&path).to_string_lossy().replace('\\', "/");
        files.push((name, text));
    }
    Ok(files)
}

/// The `*.rules` files of `dir` and of its subdirectories but `synth` (the synthesizers' output,
/// adopted apart).
fn rule_files(dir: &std::path::Path) -> Result<Vec<std::path::PathBuf>, String> {
    let read = |d: &std::path::Path| std::fs::read_dir(d).map_err(|e| format!("{}: {e}", d.display()));
    let mut files = Vec::new();
    for entry in read(dir)? {
        let path = entry.map_err(|e| format!("{}: {e}", dir.display()))?.path();
        if path.is_dir() && !path.ends_with("synth") {
            for inner in read(&path)? {
                files.push(inner.map_err(|e| format!("{}: {e}", path.display()))?.path());
            }
        } else {
            files.push(path);
        }
    }
    Ok(files.into_iter().filter(|p| p.extension().is_some_and(|e| e == "rules")).collect())
}
