//! `synth-offline coverage DIR`: every hand-written lowering rule (`rules/FAMILY/lower.rules`) is checked to fire by some lit
//! test under DIR, i.e. named on a `fixsel: rule: @FUNCTION NAME` check line (what
//! `FIXSEL_DEBUG=rules` prints; lit fails the test if the rule does not fire). The generated rule
//! tests name each rule the planner fires at one of its instances; a rule shadowed at all of them
//! needs a hand-written test that shows where it fires.

use ruletable::table::Table;
use std::collections::HashSet;
use std::path::Path;

/// The hand rules of `<family>/lower.rules` that no check line under `dir` names, as
/// `file:line name`.
pub fn unchecked(table: &Table, dir: &Path) -> std::io::Result<Vec<String>> {
    let mut named = HashSet::new();
    for file in lit_files(dir)? {
        named.extend(std::fs::read_to_string(file)?.lines().filter_map(checked_rule).map(str::to_string));
    }
    Ok(table
        .lower
        .iter()
        .flat_map(|(family, rules)| rules.iter().filter(move |r| r.source.starts_with(&format!("{family}/lower.rules:"))))
        .filter(|r| !named.contains(&r.name))
        .map(|r| format!("{} {}", r.source, r.name))
        .collect())
}

/// The rule a check line says fires (not a `-NOT` line).
fn checked_rule(line: &str) -> Option<&str> {
    let (check, rest) = line.split_once("fixsel: rule: @")?;
    if !check.starts_with(';') || check.contains("-NOT:") {
        return None;
    }
    let name = rest.split_once(' ')?.1;
    Some(name.split(|c: char| c == '{' || c.is_whitespace()).next().unwrap_or(name)).filter(|n| !n.is_empty())
}

/// The `.ll` files under `dir`, but lit's `Output` directories.
fn lit_files(dir: &Path) -> std::io::Result<Vec<std::path::PathBuf>> {
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() && !path.ends_with("Output") {
            files.extend(lit_files(&path)?);
        } else if path.extension().is_some_and(|e| e == "ll") {
            files.push(path);
        }
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::checked_rule;

    #[test]
    fn check_lines_name_the_rule_that_fires() {
        assert_eq!(checked_rule("; FIRED-DAG: fixsel: rule: @f urhadd{{$}}"), Some("urhadd"));
        assert_eq!(checked_rule("; A64R: fixsel: rule: @f.2 sqdmulh"), Some("sqdmulh"));
        assert_eq!(checked_rule("; FIRED-NOT: fixsel: rule: @f urhadd"), None);
        assert_eq!(checked_rule("  call void @fixsel.rule(...)"), None);
    }
}
