//! `synth-offline gen-tests [--check]`: lowering lit tests from idiom lists, as Halide's
//! `simd_op_check` declares its cases: each `lit-tests/<dir>/*.idioms` file lists one idiom per
//! line, a term in the rule language and the instructions each target must lower it to, and
//! becomes one `.ll` file per `file` section beside it. `--check` writes nothing and fails naming
//! the files that differ from what it would write (`lit-tests/generated-current.test`).
//!
//! An `.idioms` file:
//!
//! ```text
//! targets SSE41=x86-sse4.1 AVX2=x86-avx2     # check prefix = target, in order
//! execute SSE41 AVX2                         # prefixes whose code runs on this host
//! widths 128 256 512 1024                    # result vector bits a term idiom is written at
//! absent @llvm.x86                           # what `=>` alone (no instruction) must not call
//! define WIDE {{zext|sext}}                  # `$WIDE` in an idiom stands for the text
//! file fpir-avg: halving and rounding averages
//! rhadd_s8: rounding_halving_add.s(a:8, b:8) => x86.pavg ; dag xor
//! narrow_u16_u8: saturating_narrow.u(a:16) => x86.pminu:16 x86.packus ; AVX512 => x86.pmovus
//! hadd_{s}{T}: trunc<T>({s}shr(add({s}ext<2T>(a:T), {s}ext<2T>(b:T)), 1)) => aarch64.{s}hadd ; for T in 8 16
//! hadd_u8_v16_lshr => x86.pavg               # a function of lit-tests/lift/*.ll, as written
//! ```
//!
//! A term is a template of the rule language (constants may be computed: `(1 << (K - 1))`,
//! `T.smax`). `=> INSTR[:BITS]..` names the instructions whose intrinsics must appear (BITS: their
//! element width, by default the result's), as the emitter picks the variant for the target's
//! features; `PREFIX => ..` overrides it for one target; `dag TEXT` adds a check line, `not TEXT`
//! one before and one after the instructions; `widths B..` overrides the file's widths (a width
//! of fewer than two lanes is skipped); `fires RULE` checks that the rule fires in the idiom's
//! first function (`FIXSEL_DEBUG=rules`). `for V in A B..` repeats the idiom for each value of
//! the width variable V (a number, or an earlier variable scaled: `T`, `2T`, `T/2`), `{V}` in the
//! line standing for the value; `{s}` makes it a family of an unsigned and a signed idiom, as in
//! the `.rules` files (`ruletable::family`). A term's FPIR ops are `@fixsel.*` calls, so a file
//! with any is executed against its own expansion (`fixsel` without a target); a file of plain IR
//! is executed before and after the pass.

use crate::ir_text::{function, vty, Param};
use ruletable::defs::{DefKind, Defs};
use ruletable::family;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::matching::Bindings;
use ruletable::syntax::{parse_template_term, Term};
use ruletable::target::{by_name, Target};
use ruletable::template::instantiate;
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;
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
    expect: Expected,
    per_prefix: HashMap<String, Expected>,
    dags: Vec<String>,
    nots: Vec<String>,
    widths: Option<Vec<u32>>,
    fires: Option<String>,
}

struct Section {
    file: String,
    title: String,
    idioms: Vec<Idiom>,
}

#[derive(Default)]
struct Suite {
    prefixes: Vec<(String, String, Target)>,
    execute: Vec<String>,
    widths: Vec<u32>,
    absent: String,
    defines: Vec<(String, String)>,
    sections: Vec<Section>,
}

/// Writes (or with `check`, compares) every suite's files; the problems found.
pub fn write_all(defs: &Defs, check: bool) -> Result<Vec<String>, String> {
    let root = crate::repo_path("lit-tests");
    let lifted = lift_functions(&root.join("lift"))?;
    let mut problems = Vec::new();
    for path in idiom_files(&root)? {
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let suite = parse(&text, defs).map_err(|e| format!("{}:{e}", path.display()))?;
        let source = relative(&path);
        for s in &suite.sections {
            let out = path.with_file_name(format!("{}.ll", s.file));
            let text = write_section(defs, &suite, s, &lifted, &source).map_err(|e| format!("{source}: {}: {e}", s.file))?;
            if check {
                if std::fs::read_to_string(&out).ok().as_deref() != Some(text.as_str()) {
                    problems.push(format!("{} is stale (run `cargo run --release -p synth-offline -- gen-tests`)", relative(&out)));
                }
            } else {
                std::fs::write(&out, text).map_err(|e| format!("{}: {e}", out.display()))?;
                println!("wrote {} ({} idioms)", relative(&out), s.idioms.len());
            }
        }
    }
    Ok(problems)
}

fn relative(path: &Path) -> String {
    path.strip_prefix(crate::repo_path("")).unwrap_or(path).display().to_string()
}

fn idiom_files(root: &Path) -> Result<Vec<PathBuf>, String> {
    let mut out = Vec::new();
    for dir in std::fs::read_dir(root).map_err(|e| e.to_string())? {
        let dir = dir.map_err(|e| e.to_string())?.path();
        if let Ok(entries) = std::fs::read_dir(&dir) {
            out.extend(entries.flatten().map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "idioms")));
        }
    }
    out.sort();
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
                current = define_name(line).map(|n| (n.to_string(), line.to_string()));
            } else if line.starts_with("declare ") {
                lifted.declares.push(line.to_string());
            }
        }
    }
    Ok(lifted)
}

fn define_name(line: &str) -> Option<&str> {
    let at = line.find('@')?;
    line[at + 1..].split('(').next()
}

fn parse(text: &str, defs: &Defs) -> Result<Suite, String> {
    let mut suite = Suite::default();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split(" #").next().unwrap_or("").trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let err = |m: String| format!("{}: {m}", n + 1);
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        match word {
            "targets" => {
                for p in rest.split_whitespace() {
                    let (prefix, name) = p.split_once('=').ok_or_else(|| err(format!("`{p}`: expected PREFIX=TARGET")))?;
                    let target = by_name(name).ok_or_else(|| err(format!("unknown target `{name}`")))?;
                    suite.prefixes.push((prefix.to_string(), name.to_string(), target));
                }
            }
            "execute" => suite.execute = rest.split_whitespace().map(str::to_string).collect(),
            "widths" => suite.widths = numbers(rest).map_err(err)?,
            "absent" => suite.absent = rest.to_string(),
            "define" => {
                let (name, text) = rest.split_once(' ').ok_or_else(|| err("expected `define NAME TEXT`".into()))?;
                suite.defines.push((format!("${name}"), text.trim().to_string()));
            }
            "file" => {
                let (file, title) = rest.split_once(':').ok_or_else(|| err("expected `file NAME: title`".into()))?;
                suite.sections.push(Section { file: file.trim().to_string(), title: title.trim().to_string(), idioms: Vec::new() });
            }
            _ => {
                let line = suite.defines.iter().fold(line.to_string(), |l, (name, text)| l.replace(name, text));
                let idioms = expand_idiom(&line, defs, &suite.prefixes).map_err(err)?;
                suite.sections.last_mut().ok_or_else(|| err("an idiom before any `file` line".into()))?.idioms.extend(idioms);
            }
        }
    }
    Ok(suite)
}

fn numbers(text: &str) -> Result<Vec<u32>, String> {
    text.split_whitespace().map(|w| w.parse().map_err(|_| format!("`{w}` is not a width"))).collect()
}

/// A width: a number, or a bound variable scaled (`T`, `2T`, `T/2`).
fn width_value(text: &str, bound: &[(String, u16)]) -> Result<u16, String> {
    if let Ok(n) = text.parse() {
        return Ok(n);
    }
    let (scaled, div) = text.split_once('/').map_or((text, Ok(1)), |(s, d)| (s, d.parse::<u16>()));
    let digits = scaled.bytes().take_while(u8::is_ascii_digit).count();
    let mul = if digits == 0 { 1 } else { scaled[..digits].parse().unwrap_or(0) };
    let value = bound.iter().find(|(v, _)| v == &scaled[digits..]).map(|(_, w)| *w);
    match (value, div) {
        (Some(w), Ok(d)) if d > 0 => Ok(w * mul / d),
        _ => Err(format!("`{text}` is neither a width nor a multiple of a `for` variable")),
    }
}

/// Every idiom one line stands for: its `for` variables' values, then the signedness family.
fn expand_idiom(line: &str, defs: &Defs, prefixes: &[(String, String, Target)]) -> Result<Vec<Idiom>, String> {
    let mut loops = Vec::new();
    let mut rest = Vec::new();
    for part in line.split(" ; ") {
        match part.trim().strip_prefix("for ").and_then(|f| f.split_once(" in ")) {
            Some((var, values)) => loops.push((var.trim().to_string(), values.split_whitespace().map(str::to_string).collect::<Vec<_>>())),
            None => rest.push(part),
        }
    }
    let line = rest.join(" ; ");
    let mut bindings: Vec<Vec<(String, u16)>> = vec![Vec::new()];
    for (var, values) in &loops {
        let mut next = Vec::new();
        for b in &bindings {
            let mut seen = BTreeSet::new();
            for v in values {
                let w = width_value(v, b)?;
                if seen.insert(w) {
                    let mut b = b.clone();
                    b.push((var.clone(), w));
                    next.push(b);
                }
            }
        }
        bindings = next;
    }
    let mut out = Vec::new();
    for b in bindings {
        let text = b.iter().fold(line.clone(), |l, (v, w)| l.replace(&format!("{{{v}}}"), &w.to_string()));
        for one in family::expand(0, &text).map_err(|e| e.message)? {
            out.push(parse_idiom(&one, defs, prefixes, &b)?);
        }
    }
    Ok(out)
}

/// `NAME[: TERM] => INSTR.. [; PREFIX => INSTR..] [; dag TEXT] [; not TEXT] [; widths B..] [; fires RULE]`
fn parse_idiom(line: &str, defs: &Defs, prefixes: &[(String, String, Target)], bound: &[(String, u16)]) -> Result<Idiom, String> {
    let mut parts = line.split(" ; ");
    let head = parts.next().unwrap_or_default();
    let (lhs, expect) = head.split_once("=>").ok_or("expected `NAME[: TERM] => INSTRUCTIONS`")?;
    let (name, term) = match lhs.split_once(':') {
        Some((name, term)) => (name.trim(), Some(term.trim().to_string())),
        None => (lhs.trim(), None),
    };
    if name.is_empty() || !name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(format!("`{name}` is not a function name"));
    }
    let expect = instructions(expect, defs, bound)?;
    let mut idiom = Idiom { name: name.to_string(), term, widths_of: bound.to_vec(), expect, per_prefix: HashMap::new(), dags: Vec::new(), nots: Vec::new(), widths: None, fires: None };
    for part in parts {
        let part = part.trim();
        let (word, rest) = part.split_once(' ').unwrap_or((part, ""));
        match word {
            "dag" => idiom.dags.push(rest.to_string()),
            "not" => idiom.nots.push(rest.to_string()),
            "widths" => idiom.widths = Some(numbers(rest)?),
            "fires" => idiom.fires = Some(rest.to_string()),
            p if prefixes.iter().any(|(q, ..)| q == p) => {
                let list = rest.strip_prefix("=>").ok_or_else(|| format!("expected `{p} => INSTRUCTIONS`"))?;
                idiom.per_prefix.insert(p.to_string(), instructions(list, defs, bound)?);
            }
            _ => return Err(format!("`{part}`: expected `dag`, `not`, `widths`, `fires`, `for` or a target prefix")),
        }
    }
    Ok(idiom)
}

fn instructions(text: &str, defs: &Defs, bound: &[(String, u16)]) -> Result<Expected, String> {
    text.split_whitespace()
        .map(|w| {
            let (name, bits) = match w.split_once(':') {
                Some((n, b)) => (n, Some(width_value(b, bound)?)),
                None => (w, None),
            };
            for name in name.split('|') {
                defs.by_name(name).filter(|&d| defs.get(d).kind == DefKind::Instr).ok_or_else(|| format!("`{name}` is no instruction"))?;
            }
            Ok((name.to_string(), bits))
        })
        .collect()
}

/// One test function: its text, the result's lanes and element bits.
struct Written {
    text: String,
    lanes: u32,
    bits: u16,
}

fn write_section(defs: &Defs, suite: &Suite, s: &Section, lifted: &Lifted, source: &str) -> Result<String, String> {
    let mut declares = BTreeSet::new();
    let mut functions = Vec::new();
    for idiom in &s.idioms {
        let written = idiom_functions(defs, suite, idiom, lifted, &mut declares).map_err(|e| format!("{}: {e}", idiom.name))?;
        functions.extend(written.into_iter().enumerate().map(|(k, w)| (idiom, k == 0, w)));
    }
    let fpir = functions.iter().any(|(_, _, w)| w.text.contains("@fixsel."));
    let fires = functions.iter().any(|(i, ..)| i.fires.is_some());
    let mut out = String::new();
    let form = if fpir { "from FPIR calls" } else { "plain IR as clang 16 writes it" };
    writeln!(out, "; Generated by `synth-offline gen-tests` from {source}: {}, {form}.", s.title).unwrap();
    writeln!(out, "; Each function is one idiom; the checks spell the intrinsics the emitter picks per target.").unwrap();
    writeln!(out, ";").unwrap();
    if fpir {
        // llc knows no @fixsel.*: the reference is the file expanded through the FPIR definitions.
        writeln!(out, "; RUN: %opt -passes='fixsel,verify' -S %s -o %t.ref").unwrap();
        writeln!(out, "; RUN: not grep '@fixsel\\.' %t.ref").unwrap();
        for (p, name, _) in &suite.prefixes {
            writeln!(out, "; RUN: %opt -passes='fixsel<target={name}>,verify' -S %s -o %t.{p}").unwrap();
            writeln!(out, "; RUN: FileCheck %s --check-prefix={p} < %t.{p}").unwrap();
            writeln!(out, "; RUN: not grep '@fixsel\\.' %t.{p}").unwrap();
            if suite.execute.contains(p) {
                writeln!(out, "; RUN: %difftest-pair --target={name} --after %t.{p} %t.ref").unwrap();
            }
        }
    } else {
        for (p, name, _) in &suite.prefixes {
            writeln!(out, "; RUN: %opt -passes='fixsel<target={name}>,verify' -S %s | FileCheck %s --check-prefix={p}").unwrap();
        }
        for (p, name, _) in &suite.prefixes {
            if suite.execute.contains(p) {
                writeln!(out, "; RUN: %difftest --target={name} %s").unwrap();
            }
        }
    }
    if fires {
        for (p, name, _) in &suite.prefixes {
            writeln!(out, "; RUN: env FIXSEL_DEBUG=rules %opt -passes='fixsel<target={name}>' -disable-output %s 2>&1 | FileCheck %s --check-prefix={p}-RULES").unwrap();
        }
    }
    for (idiom, first, w) in &functions {
        writeln!(out).unwrap();
        let fname = define_name(w.text.lines().next().unwrap_or_default()).unwrap_or_default();
        let ret = vty(w.lanes, w.bits);
        for (p, _, target) in &suite.prefixes {
            if let Some(rule) = idiom.fires.as_ref().filter(|_| *first) {
                writeln!(out, "; {p}-RULES-DAG: fixsel: rule: @{fname} {rule}{{{{$}}}}").unwrap();
            }
            writeln!(out, "; {p}-LABEL: define {ret} @{fname}(").unwrap();
            let expected = idiom.per_prefix.get(p).unwrap_or(&idiom.expect);
            let nots: Vec<&str> = idiom.nots.iter().map(String::as_str).chain(expected.is_empty().then_some(suite.absent.as_str())).collect();
            nots.iter().for_each(|n| writeln!(out, "; {p}-NOT: {n}").unwrap());
            for (instr, bits) in expected {
                let name = intrinsic(defs, target, instr, w.lanes, bits.unwrap_or(w.bits)).map_err(|e| format!("@{fname}: {e}"))?;
                writeln!(out, "; {p}-DAG: @{name}(").unwrap();
            }
            idiom.dags.iter().for_each(|d| writeln!(out, "; {p}-DAG: {d}").unwrap());
            nots.iter().for_each(|n| writeln!(out, "; {p}-NOT: {n}").unwrap());
            writeln!(out, "; {p}: ret {ret}").unwrap();
        }
        writeln!(out, "{}", w.text.trim_end()).unwrap();
    }
    if !declares.is_empty() {
        writeln!(out).unwrap();
        declares.iter().for_each(|d| writeln!(out, "{d}").unwrap());
    }
    Ok(out)
}

/// The functions of one idiom: its term at each width of two lanes or more, or its function
/// from `lit-tests/lift`.
fn idiom_functions(defs: &Defs, suite: &Suite, idiom: &Idiom, lifted: &Lifted, declares: &mut BTreeSet<String>) -> Result<Vec<Written>, String> {
    let Some(term) = &idiom.term else {
        let text = lifted.functions.get(&idiom.name).ok_or("no such function in lit-tests/lift")?;
        let (lanes, bits) = vector_type(text).ok_or("not a vector function")?;
        for d in &lifted.declares {
            if define_name(d).is_some_and(|callee| !callee.starts_with("fixsel.") && text.contains(&format!("@{callee}("))) {
                declares.insert(d.clone());
            }
        }
        return Ok(vec![Written { text: text.clone(), lanes, bits }]);
    };
    let (g, root, params) = build(defs, term, &idiom.widths_of)?;
    let bits = g.ty(root).bits;
    let mut out = Vec::new();
    for &w in idiom.widths.as_ref().unwrap_or(&suite.widths) {
        let lanes = w / bits as u32;
        if lanes >= 2 {
            let text = function(defs, &format!("{}_v{lanes}", idiom.name), &g, root, &params, lanes, declares);
            out.push(Written { text, lanes, bits });
        }
    }
    Ok(out)
}

/// The term's graph (one lane) at the given width variables, and its inputs in order of
/// appearance, named as written.
fn build(defs: &Defs, term: &str, widths: &[(String, u16)]) -> Result<(Graph, Id, Vec<Param>), String> {
    let names: Vec<&str> = widths.iter().map(|(v, _)| v.as_str()).collect();
    let (t, vars) = parse_template_term(term, defs, &names)?;
    let mut b = Bindings::for_vars(&vars);
    for (i, (_, w)) in widths.iter().enumerate() {
        b.widths[i] = Some(*w);
    }
    let mut g = Graph::new();
    let mut params = Vec::new();
    for (i, name) in vars.terms.iter().enumerate() {
        let bits = wildcard_width(&t, i as u8, &b).ok_or_else(|| format!("`{name}` needs a width (`{name}:16`)"))?;
        let ty = Ty::new(1, bits);
        b.terms[i] = Some(g.input(i as u32, ty));
        params.push(Param { name: name.clone(), ty, range: Range::full(bits) });
    }
    let root = instantiate(&mut g, defs, &t, &b, 1, None).map_err(|e| e.0)?;
    Ok((g, root, params))
}

fn wildcard_width(t: &Term, var: u8, b: &Bindings) -> Option<u16> {
    match t {
        Term::Var { var: v, width: Some(w) } if *v == var => b.width(w),
        Term::Bind { pat, .. } => wildcard_width(pat, var, b),
        Term::App { args, .. } => args.iter().find_map(|a| wildcard_width(a, var, b)),
        _ => None,
    }
}

/// `define <N x iB> ..`: N and B.
fn vector_type(define: &str) -> Option<(u32, u16)> {
    let rest = define.strip_prefix("define ")?.strip_prefix('<')?;
    let (lanes, rest) = rest.split_once(" x i")?;
    let bits = rest.split('>').next()?;
    Some((lanes.parse().ok()?, bits.parse().ok()?))
}

/// The intrinsic the emitter calls for `instr` (or the first of `a|b` that has a form) on
/// `lanes` lanes of `bits` bits for `target`.
fn intrinsic(defs: &Defs, target: &Target, instr: &str, lanes: u32, bits: u16) -> Result<String, String> {
    let variant = |name: &str| defs.by_name(name).and_then(|d| defs.get(d).pick_variant(Ty::new(lanes, bits), &|v| target.usable(v)).cloned());
    instr.split('|').find_map(variant).map(|v| v.intrinsic).ok_or_else(|| format!("{instr} has no {bits}-bit form with features {:?}", target.features))
}
