//! The parser's test corpus, `tests/parse/`: each `ok-*` case must compile and each `err-*`
//! case must fail with the error its first line states (`# ERROR: text`, a substring of the
//! error, usually with its `file:line`). A case is one `.rules` file (parsed alone) or a directory
//! of rule files laid out as `ruletable/rules` is (compiled as a table, for errors across files:
//! its first file with an `# ERROR:` line states the error).

use ruletable::defs::builtin;
use ruletable::rules::{parse_rules, Origin};
use ruletable::table::{compile_dir, read_hand_dir};
use std::path::{Path, PathBuf};

fn sorted_entries(dir: &Path) -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
    paths.sort();
    paths
}

fn expected_error(text: &str) -> Option<String> {
    Some(text.lines().next()?.strip_prefix("# ERROR: ")?.trim().to_string())
}

#[test]
fn parse_corpus_cases_pass_or_fail_with_their_stated_error() {
    let defs = builtin();
    let (mut problems, mut ok, mut err) = (Vec::new(), 0, 0);
    for case in sorted_entries(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/parse")) {
        let name = case.file_name().unwrap().to_string_lossy().into_owned();
        let (result, want) = if case.is_dir() {
            let mut files = read_hand_dir(&case).unwrap();
            files.sort();
            (compile_dir(&case, defs).map(|_| ()), files.iter().find_map(|(_, text)| expected_error(text)))
        } else {
            let text = std::fs::read_to_string(&case).unwrap();
            (parse_rules(&name, &text, defs, Origin::Hand).map(|_| ()), expected_error(&text))
        };
        if name.starts_with("err-") != want.is_some() || !(name.starts_with("ok-") || name.starts_with("err-")) {
            problems.push(format!("{name}: name ok-* cases without and err-* cases with an `# ERROR:` first line"));
            continue;
        }
        match (result, want) {
            (Ok(()), None) => ok += 1,
            (Err(e), Some(w)) if e.contains(&w) => err += 1,
            (Ok(()), Some(w)) => problems.push(format!("{name}: compiled, but should fail with '{w}'")),
            (Err(e), None) => problems.push(format!("{name}: {e}")),
            (Err(e), Some(w)) => problems.push(format!("{name}: failed with '{e}', not '{w}'")),
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    assert!(ok >= 3 && err >= 20, "corpus too small: {ok} passing, {err} failing cases");
}
