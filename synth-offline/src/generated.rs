//! Writing a generated lit test, or with `--check` only comparing it with the committed file
//! (`model-tests`, `gen-tests`; `lit-tests/generated-current.test` runs the checks).

use std::collections::BTreeSet;
use std::path::Path;

/// Writes `text` to `path`; with `check` writes nothing and returns how the committed file is
/// stale, if it is (naming the functions it lacks and the `synth-offline` command to rerun).
pub fn put(path: &Path, text: &str, check: bool, command: &str) -> Result<Option<String>, String> {
    if !check {
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        }
        std::fs::write(path, text).map_err(|e| format!("{}: {e}", path.display()))?;
        return Ok(None);
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    if committed == text {
        return Ok(None);
    }
    let have: BTreeSet<&str> = committed.lines().filter_map(define_name).collect();
    let missing: Vec<&str> = text.lines().filter_map(define_name).filter(|n| !have.contains(n)).collect();
    Ok(Some(format!(
        "{} is stale (run `cargo run --release -p synth-offline -- {command}`); functions missing: {}",
        path.display(),
        if missing.is_empty() { "none".into() } else { missing.join(", ") }
    )))
}

/// The function a `define` line defines.
pub fn define_name(line: &str) -> Option<&str> {
    function_name(line.strip_prefix("define ")?)
}

/// The function a `declare` line declares.
pub fn declare_name(line: &str) -> Option<&str> {
    function_name(line.strip_prefix("declare ")?)
}

fn function_name(rest: &str) -> Option<&str> {
    let at = rest.find('@')?;
    rest[at + 1..].split('(').next()
}
