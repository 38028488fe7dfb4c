//! Rules are known by name, never by position: moving a rule's lines changes nothing the table
//! records about it, and no lit test refers to a `.rules` file line.

use ruletable::defs::builtin;
use ruletable::rules::Rule;
use ruletable::table::{compile, read_hand_dir, Table};
use std::path::{Path, PathBuf};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// Every rule of a table in order, without its source position.
fn rules_by_name(table: &Table) -> Vec<(String, Rule)> {
    table.rule_sets().into_iter().flat_map(|(set, rules)| rules.iter().map(move |r| (set.to_string(), Rule { source: String::new(), ..r.clone() }))).collect()
}

#[test]
fn a_blank_line_at_the_top_of_every_rules_file_changes_no_rule() {
    let defs = builtin();
    let files = read_hand_dir(&repo().join("ruletable/rules")).unwrap();
    assert!(files.iter().any(|(name, _)| name == "hvx/lower.rules"), "{:?}", files.iter().map(|f| &f.0).collect::<Vec<_>>());
    let shifted: Vec<(String, String)> = files.iter().map(|(name, text)| (name.clone(), format!("\n{text}"))).collect();
    let (before, after) = (compile(&files, defs).unwrap(), compile(&shifted, defs).unwrap());
    assert_ne!(before.lift[0].source, after.lift[0].source, "the copy's rules should sit one line lower");
    assert!(rules_by_name(&before) == rules_by_name(&after), "a blank line changed a rule's name, sides, predicates or order");
}

fn has_rules_line(text: &str) -> bool {
    text.match_indices(".rules:").any(|(i, m)| text[i + m.len()..].starts_with(|c: char| c.is_ascii_digit()))
}

fn scan(dir: &Path, found: &mut Vec<String>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() {
            // lit's scratch output, and error-message tests (which may quote a source position).
            if name != "Output" && name != "errors" {
                scan(&path, found);
            }
        } else if let Ok(text) = std::fs::read_to_string(&path) {
            found.extend(text.lines().enumerate().filter(|(_, l)| has_rules_line(l)).map(|(i, l)| format!("{}:{}: {l}", path.display(), i + 1)));
        }
    }
}

#[test]
fn no_lit_test_refers_to_a_rules_file_line() {
    assert!(has_rules_line("hvx/lower.rules:12 x") && !has_rules_line("hvx/lower.rules: x"));
    let mut found = Vec::new();
    scan(&repo().join("lit-tests"), &mut found);
    assert!(found.is_empty(), "lit tests must name rules, not `.rules` lines:\n{}", found.join("\n"));
}
