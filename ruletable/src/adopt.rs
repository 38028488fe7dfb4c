//! Which synthesized rules the table takes (issue 12, item 4): those strictly cheaper than the
//! hand rule for their (op, width), or, where there is no hand rule, than the op's expanded
//! definition. Equal ones stay out: the hand rule is already as good. A family with several
//! targets (x86: SSE4.1, AVX2, AVX-512) takes a rule only if every one of its targets that
//! synthesized that (op, width) found the same rule cheaper there. The hand rules it beats are
//! deleted from the hand files (they would never fire again).
//!
//! Synthesized lifting rules (`synth/lift.rules`, `synth-offline synthesize-lift`) are all taken,
//! after the hand lifting rules: they fire only where no hand rule does.

use crate::defs::Defs;
use crate::rules::{check_unique_names, parse_rules, Origin};
use crate::table::Table;
use std::collections::BTreeMap;
use std::path::Path;

/// A `# synthesized: <op> <width> cost N (hand rule NAMES cost M | no hand rule; definition cost M)`
/// line (synth-offline's `report::Row::provenance` writes it): ("op width", N, M).
pub fn read_provenance(line: &str) -> Option<(String, u32, u32)> {
    let rest = line.strip_prefix("# synthesized: ")?;
    let (head, other) = rest.split_once(" (")?;
    let (key, cost) = head.rsplit_once(" cost ")?;
    let other = other.strip_suffix(')')?.rsplit_once(" cost ")?.1;
    Some((key.to_string(), cost.parse().ok()?, other.parse().ok()?))
}

/// The target family a synthesis target's file (`x86-avx2.rules`, `aarch64-dotprod.rules`) is for.
fn family(target: &str) -> Option<&'static str> {
    ["hvx", "aarch64", "x86"].into_iter().find(|f| target == *f || target.starts_with(&format!("{f}-")))
}

/// The synthesized lifting rules' file in the synthesis directory.
pub const LIFT_FILE: &str = "lift.rules";

/// Appends the synthesized lifting rules of `dir/lift.rules` to the table's lifting rules.
/// Returns how many; a missing file adds none.
pub fn adopt_lifting(table: &mut Table, defs: &Defs, dir: &Path) -> Result<usize, String> {
    let path = dir.join(LIFT_FILE);
    let Ok(text) = std::fs::read_to_string(&path) else { return Ok(0) };
    let rules = parse_rules(&format!("synth/{LIFT_FILE}"), &text, defs, Origin::Synthesized)?;
    let n = rules.len();
    table.lift.extend(rules);
    check_unique_names(table.all_rules())?;
    Ok(n)
}

/// One synthesized rule of a target's file.
struct Found {
    body: String,
    cheaper: bool,
}

/// Reads `dir/<target>.rules` and puts the adopted rules among their family's hand rules.
/// Returns how many it adopted; a missing directory adopts nothing.
pub fn adopt(table: &mut Table, defs: &Defs, dir: &Path) -> Result<usize, String> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Ok(0) };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rules") && !p.ends_with(LIFT_FILE))
        .collect();
    paths.sort();
    // family -> "op width" -> the targets' findings.
    let mut by_family: BTreeMap<&'static str, BTreeMap<String, Vec<Found>>> = BTreeMap::new();
    for path in &paths {
        let stem = path.file_stem().unwrap_or_default().to_string_lossy();
        let family = family(&stem).ok_or_else(|| format!("{}: not a synthesis target's file", path.display()))?;
        let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
        let lines: Vec<&str> = text.lines().collect();
        for w in lines.windows(2) {
            let Some((key, cost, other)) = read_provenance(w[0]) else { continue };
            let body = w[1].split_once(':').map_or(w[1], |(_, b)| b).trim().to_string();
            by_family.entry(family).or_default().entry(key).or_default().push(Found { body, cheaper: cost < other });
        }
    }
    let mut adopted = 0;
    for (family, keys) in by_family {
        for (key, finds) in &keys {
            let first = &finds[0];
            if !finds.iter().all(|f| f.cheaper && f.body == first.body) {
                continue;
            }
            // Named by family, not by the target whose file was read first.
            let name: String = format!("{family} {key}").chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }).collect();
            let rule = parse_rules(&format!("synth/{family}"), &format!("{name}: {}", first.body), defs, Origin::Synthesized)?;
            let rules = match table.lower.iter_mut().find(|(f, _)| f == family) {
                Some((_, rules)) => rules,
                None => {
                    table.lower.push((family.to_string(), Vec::new()));
                    &mut table.lower.last_mut().unwrap().1
                }
            };
            // Before the family's first unconditional rule for the same op: hand rules with
            // interval predicates (which the synthesizer does not search) still come first.
            let op = rule[0].root_op();
            let at = rules.iter().position(|r| r.root_op() == op && r.preds.is_empty()).unwrap_or(rules.len());
            rules.splice(at..at, rule);
            adopted += 1;
        }
    }
    check_unique_names(table.all_rules())?;
    Ok(adopted)
}
