//! `synth-offline gen-tests [--check]`: lit tests from idiom lists, as Halide's `simd_op_check`
//! declares its cases. Each `lit-tests/<dir>/*.idioms` file lists one idiom per line: a term in
//! the rule language and what it must become, the instructions each target lowers it to
//! (`lower.rs`) or the FPIR term it lifts to (`lift.rs`); each section becomes one `.ll` file
//! beside it. `--check` writes nothing and fails naming the files that differ from what it would
//! write (`lit-tests/generated-current.test`).
//!
//! An `.idioms` file (`parse.rs`):
//!
//! ```text
//! targets SSE41=x86-sse4.1 AVX2=x86-avx2     # check prefix = target, in order
//! execute SSE41 AVX2                         # prefixes whose code runs on this host
//! widths 128 256 512 1024                    # bits of a term's narrowest vector
//! absent @llvm.x86                           # what `=>` alone (no instruction) must not call
//! define WIDE {{zext|sext}}                  # `$WIDE` in an idiom stands for the text
//! file fpir-avg: halving and rounding averages
//! rhadd_s8: rounding_halving_add.s(a:8, b:8) => x86.pavg ; dag xor
//! narrow_u16_u8: saturating_narrow.u(a:16) => x86.pminu:16 x86.packus ; AVX512 => x86.pmovus
//! hadd_{s}{T}: trunc<T>({s}shr(add({s}ext<2T>(a:T), {s}ext<2T>(b:T)), 1)) => aarch64.{s}hadd ; for T in 8 16
//! hadd_u8_v16_lshr => x86.pavg               # a function of lit-tests/lift/*.ll, as written
//! lifts widening: widening ops               # a section of lifting tests
//! wadd_{s}{T}: add({s}ext<2T>(a:T), {s}ext<2T>(b:T)) => widening_add.{s}(a, b) ; for T in 8 16
//! ```
//!
//! A term is a template of the rule language (constants may be computed: `(1 << (K - 1))`,
//! `T.smax`), written at each of the widths (`widths B..` overrides the file's; a width of fewer
//! than two lanes is skipped); its function is named `NAME_vLANES`, or `NAME` when written at one
//! width (`{n}` in NAME: the lanes go there instead). `for V in A B..` repeats the idiom for each
//! value of the width variable V (a number, or an earlier variable scaled: `T`, `2T`, `T/2`),
//! `{V}` (or `{2V}`..) in the line standing for the value; `{s}` makes it a family of an unsigned
//! and a signed idiom, as in the `.rules` files (`ruletable::family`). The `#` comment lines right
//! above an idiom are copied above its first function; `not TEXT` checks that TEXT is absent.
//!
//! In a `file` section (`lower.rs`), `=> INSTR[:BITS]..` names the instructions whose intrinsics
//! must appear (BITS: their element width, by default the result's; `A|B`: the first with a form
//! at BITS), as the emitter picks the variant for the target's features; `PREFIX => ..`
//! overrides it for one target; `dag TEXT` adds a check line; `not` checks before and after the
//! instructions; `fires RULE` checks that the rule fires in the idiom's first function
//! (`FIXSEL_DEBUG=rules`). A term's FPIR ops are `@fixsel.*` calls, so a file with any is
//! executed against its own expansion (`fixsel` without a target); a file of plain IR is executed
//! before and after the pass.
//!
//! In a `lifts` section (`lift.rs`), `=> TERM` is what `fixsel<lift-only>` must leave, over the
//! same wildcards; `negative` sections hold forms no rule may lift (`=> ; absent OP..`).

mod lift;
mod lower;
mod parse;

use crate::ir_text::{function, Param};
use ruletable::defs::Defs;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::matching::Bindings;
use ruletable::check::wildcard_width;
use ruletable::syntax::parse_template_term;
use ruletable::target::Target;
use std::collections::{BTreeSet, HashMap};
use std::path::{Path, PathBuf};

/// Instructions expected in one target's output: (definition name, element bits).
type Expected = Vec<(String, Option<u16>)>;

/// One idiom at one value of its width variables.
struct Idiom {
    name: String,
    /// The term, or `None` for the function of that name in `lit-tests/lift`.
    term: Option<String>,
    /// The values of its width variables (`for T in ..`).
    widths_of: Vec<(String, u16)>,
    /// Comment lines to write above its first function.
    note: Vec<String>,
    /// Lowering: the instructions expected, and per check prefix where they differ.
    expect: Expected,
    per_prefix: HashMap<String, Expected>,
    /// Lifting: the term `lift-only` leaves, and FPIR ops that must not appear.
    lifted: Option<String>,
    absent: Vec<String>,
    dags: Vec<String>,
    nots: Vec<String>,
    widths: Option<Vec<u32>>,
    fires: Option<String>,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Lower,
    Lift,
    Negative,
}

struct Section {
    kind: Kind,
    file: String,
    title: String,
    idioms: Vec<Idiom>,
}

#[derive(Default)]
struct Suite {
    prefixes: Vec<(String, String, Target)>,
    execute: Vec<String>,
    /// Lifting sections: the targets the full pass is executed on.
    difftest: Vec<String>,
    widths: Vec<u32>,
    /// What a lowering idiom expecting no instruction (`=>` alone) must not call.
    absent_calls: String,
    defines: Vec<(String, String)>,
    sections: Vec<Section>,
}

/// Writes (or with `check`, compares) every suite's files; the problems found.
pub fn write_all(defs: &Defs, check: bool) -> Result<Vec<String>, String> {
    let root = crate::repo_path("lit-tests");
    let mut problems = Vec::new();
    for path in idiom_files(&root)? {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let suite = parse::parse(&text, defs).map_err(|e| format!("{}:{e}", path.display()))?;
        let source = relative(&path);
        // The lifting tests are written before the files that copy their functions.
        let lifted = lift_functions(&root.join("lift"))?;
        for s in &suite.sections {
            let out = path.with_file_name(format!("{}.ll", s.file));
            let written = match s.kind {
                Kind::Lower => lower::write(defs, &suite, s, &lifted, &source),
                Kind::Lift | Kind::Negative => lift::write(defs, &suite, s, &source),
            };
            let text = written.map_err(|e| format!("{source}: {}: {e}", s.file))?;
            match crate::generated::put(&out, &text, check, "gen-tests")? {
                Some(stale) => problems.push(stale),
                None if !check => println!("wrote {} ({} idioms)", relative(&out), s.idioms.len()),
                None => {}
            }
        }
    }
    Ok(problems)
}

fn relative(path: &Path) -> String {
    path.strip_prefix(crate::repo_path("")).unwrap_or(path).display().to_string()
}

/// The `.idioms` files one directory below `root`, `lift/` first.
fn idiom_files(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root).map_err(|e| e.to_string())? {
        let dir = dir.map_err(|e| e.to_string())?.path();
        if let Ok(entries) = std::fs::read_dir(&dir) {
            out.extend(entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "idioms")));
        }
    }
    out.sort_by_key(|p| (!p.starts_with(root.join("lift")), p.clone()));
    Ok(out)
}

/// `name -> define .. }` of every function in `dir`'s `.ll` files, and their `declare`s.
struct Lifted {
    functions: HashMap<String, String>,
    declares: Vec<String>,
}

fn lift_functions(dir: &Path) -> Result<Lifted, String> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir).map_err(|e| e.to_string())?.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "ll")).collect();
    files.sort();
    let mut lifted = Lifted { functions: HashMap::new(), declares: Vec::new() };
    for f in files {
        let text = std::fs::read_to_string(&f).map_err(|e| e.to_string())?;
        let mut current: Option<(String, String)> = None;
        for line in text.lines() {
            if let Some((name, body)) = current.as_mut() {
                body.push('\n');
                body.push_str(line);
                if line == "}" {
                    lifted.functions.insert(std::mem::take(name), std::mem::take(body));
                    current = None;
                }
            } else if line.starts_with("define ") {
                current = crate::generated::define_name(line).map(|n| (n.to_string(), line.to_string()));
            } else if line.starts_with("declare ") {
                lifted.declares.push(line.to_string());
            }
        }
    }
    Ok(lifted)
}

/// One test function: its name and text, the result's lanes and element bits, its parameters.
struct Written {
    name: String,
    text: String,
    lanes: u32,
    bits: u16,
    params: Vec<Param>,
}

/// The functions of one idiom's term, at each of its widths of two lanes or more.
fn term_functions(defs: &Defs, suite: &Suite, idiom: &Idiom, term: &str, declares: &mut BTreeSet<String>) -> Result<Vec<Written>, String> {
    let (g, root, params) = build(defs, term, &idiom.widths_of, &[])?;
    let bits = g.ty(root).bits;
    let narrowest = g.postorder(root).iter().map(|&n| g.ty(n).bits).filter(|&b| b > 1).min().unwrap_or(bits);
    let widths = idiom.widths.as_ref().unwrap_or(&suite.widths);
    let mut out = Vec::new();
    for &w in widths {
        let lanes = w / narrowest as u32;
        if lanes >= 2 {
            let name = if idiom.name.contains("{n}") {
                idiom.name.replace("{n}", &lanes.to_string())
            } else if widths.len() == 1 {
                idiom.name.clone()
            } else {
                format!("{}_v{lanes}", idiom.name)
            };
            let text = function(defs, &name, &g, root, &params, lanes, declares);
            out.push(Written { name, text, lanes, bits, params: params.clone() });
        }
    }
    Ok(out)
}

/// The term's graph (one lane) at the given width variables, and its inputs in order of
/// appearance, named as written; a wildcard written without a width has the one in `known` of
/// its name.
fn build(defs: &Defs, term: &str, widths: &[(String, u16)], known: &[Param]) -> Result<(Graph, Id, Vec<Param>), String> {
    let names: Vec<&str> = widths.iter().map(|(v, _)| v.as_str()).collect();
    let (t, vars) = parse_template_term(term, defs, &names)?;
    let mut b = Bindings::for_vars(&vars);
    for (i, (_, w)) in widths.iter().enumerate() {
        b.widths[i] = Some(*w);
    }
    let mut g = Graph::new();
    let mut params = Vec::new();
    for (i, name) in vars.terms.iter().enumerate() {
        let bits = wildcard_width(&t, i as u8)
            .and_then(|w| b.width(&w))
            .or_else(|| known.iter().find(|p| &p.name == name).map(|p| p.ty.bits))
            .ok_or_else(|| format!("`{name}` needs a width (`{name}:16`)"))?;
        let ty = Ty::new(1, bits);
        b.terms[i] = Some(g.input(i as u32, ty));
        params.push(Param { name: name.clone(), ty, range: Range::full(bits) });
    }
    let root = ruletable::template::instantiate(&mut g, defs, &t, &b, 1, None).map_err(|e| e.0)?;
    Ok((g, root, params))
}

/// The note of an idiom as `;` comment lines.
fn note_lines(out: &mut String, idiom: &Idiom) {
    for line in &idiom.note {
        out.push_str(&format!(";{}{line}\n", if line.is_empty() { "" } else { " " }));
    }
}

/// Fails on a function name written twice.
fn unique_names<'a>(names: impl Iterator<Item = &'a str>) -> Result<(), String> {
    let mut seen = BTreeSet::new();
    for n in names {
        if !seen.insert(n) {
            return Err(format!("two functions named @{n}"));
        }
    }
    Ok(())
}
