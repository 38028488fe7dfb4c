//! Reading an `.idioms` file (the format: `mod.rs`).

use super::{Expected, Idiom, Kind, Section, Suite};
use ruletable::defs::{DefKind, Defs};
use ruletable::family;
use ruletable::target::{by_name, Target};
use std::collections::{BTreeSet, HashMap};

pub(super) fn parse(text: &str, defs: &Defs) -> Result<Suite, String> {
    let mut suite = Suite::default();
    let mut note: Vec<String> = Vec::new();
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split(" #").next().unwrap_or("").trim();
        if let Some(comment) = line.strip_prefix('#') {
            note.push(comment.strip_prefix(' ').unwrap_or(comment).to_string());
            continue;
        }
        if line.is_empty() {
            note.clear();
            continue;
        }
        let err = |m: String| format!("{}: {m}", n + 1);
        let (word, rest) = line.split_once(' ').unwrap_or((line, ""));
        let mut section = |kind: Kind| -> Result<(), String> {
            let (file, title) = rest.split_once(':').ok_or_else(|| err(format!("expected `{word} NAME: title`")))?;
            suite.sections.push(Section { kind, file: file.trim().to_string(), title: title.trim().to_string(), idioms: Vec::new() });
            Ok(())
        };
        match word {
            "file" => section(Kind::Lower)?,
            "lifts" => section(Kind::Lift)?,
            "negative" => section(Kind::Negative)?,
            "targets" => {
                for p in rest.split_whitespace() {
                    let (prefix, name) = p.split_once('=').ok_or_else(|| err(format!("`{p}`: expected PREFIX=TARGET")))?;
                    let target = by_name(name).ok_or_else(|| err(format!("unknown target `{name}`")))?;
                    suite.prefixes.push((prefix.to_string(), name.to_string(), target));
                }
            }
            "execute" => suite.execute = rest.split_whitespace().map(str::to_string).collect(),
            "difftest" => {
                for t in rest.split_whitespace() {
                    by_name(t).ok_or_else(|| err(format!("unknown target `{t}`")))?;
                    suite.difftest.push(t.to_string());
                }
            }
            "widths" => suite.widths = numbers(rest).map_err(err)?,
            "absent" => suite.absent_calls = rest.to_string(),
            "define" => {
                let (name, text) = rest.split_once(' ').ok_or_else(|| err("expected `define NAME TEXT`".into()))?;
                suite.defines.push((format!("${name}"), text.trim().to_string()));
            }
            _ => {
                let line = suite.defines.iter().fold(line.to_string(), |l, (name, text)| l.replace(name, text));
                let section = suite.sections.last_mut().ok_or_else(|| err("an idiom before any section line".into()))?;
                let mut idioms = expand_idiom(&line, defs, &suite.prefixes, section.kind).map_err(err)?;
                if let Some(first) = idioms.first_mut() {
                    first.note = std::mem::take(&mut note);
                }
                section.idioms.extend(idioms);
            }
        }
        note.clear();
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

/// `text` with every `{V}`, `{2V}`, `{V/2}` of a bound width variable replaced by its value.
fn substitute(text: &str, bound: &[(String, u16)]) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let after = &rest[open + 1..];
        match after.find('}').and_then(|close| width_value(&after[..close], bound).ok().map(|v| (close, v))) {
            Some((close, v)) if !bound.is_empty() => {
                out.push_str(&v.to_string());
                rest = &after[close + 1..];
            }
            _ => {
                out.push('{');
                rest = after;
            }
        }
    }
    out + rest
}

/// Every idiom one line stands for: its `for` variables' values, then the signedness family.
fn expand_idiom(line: &str, defs: &Defs, prefixes: &[(String, String, Target)], kind: Kind) -> Result<Vec<Idiom>, String> {
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
        for one in family::expand(0, &substitute(&line, &b)).map_err(|e| e.message)? {
            out.push(parse_idiom(&one, defs, prefixes, &b, kind)?);
        }
    }
    Ok(out)
}

/// `NAME[: TERM] => WHAT [; clause]..`
fn parse_idiom(line: &str, defs: &Defs, prefixes: &[(String, String, Target)], bound: &[(String, u16)], kind: Kind) -> Result<Idiom, String> {
    let mut parts = line.split(" ; ");
    let head = parts.next().unwrap_or_default();
    let (lhs, rhs) = head.split_once("=>").ok_or("expected `NAME[: TERM] => ..`")?;
    let (name, term) = match lhs.split_once(':') {
        Some((name, term)) => (name.trim(), Some(term.trim().to_string())),
        None => (lhs.trim(), None),
    };
    if name.is_empty() || !name.replace("{n}", "").bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_') {
        return Err(format!("`{name}` is not a function name"));
    }
    let rhs = rhs.trim();
    let (expect, lifted) = match kind {
        Kind::Lower => (instructions(rhs, defs, bound)?, None),
        _ if term.is_none() => return Err("a lifting idiom needs a term".into()),
        Kind::Lift if rhs.is_empty() => return Err("expected `=> TERM`: what lifting leaves".into()),
        _ => (Vec::new(), Some(rhs.to_string()).filter(|r| !r.is_empty())),
    };
    let mut idiom = Idiom {
        name: name.to_string(),
        term,
        widths_of: bound.to_vec(),
        note: Vec::new(),
        expect,
        per_prefix: HashMap::new(),
        lifted,
        absent: Vec::new(),
        dags: Vec::new(),
        nots: Vec::new(),
        widths: None,
        fires: None,
    };
    for part in parts {
        let part = part.trim();
        let (word, rest) = part.split_once(' ').unwrap_or((part, ""));
        match word {
            "not" => idiom.nots.push(rest.to_string()),
            "widths" => idiom.widths = Some(numbers(rest)?),
            "dag" if kind == Kind::Lower => idiom.dags.push(rest.to_string()),
            "fires" if kind == Kind::Lower => idiom.fires = Some(rest.to_string()),
            "absent" if kind != Kind::Lower => idiom.absent = rest.split_whitespace().map(str::to_string).collect(),
            p if kind == Kind::Lower && prefixes.iter().any(|(q, ..)| q == p) => {
                let list = rest.strip_prefix("=>").ok_or_else(|| format!("expected `{p} => INSTRUCTIONS`"))?;
                idiom.per_prefix.insert(p.to_string(), instructions(list, defs, bound)?);
            }
            _ => return Err(format!("`{part}`: expected `not`, `widths`, `for`, `absent` (lifting) or `dag`, `fires`, a target prefix (lowering)")),
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

#[cfg(test)]
mod tests {
    use super::*;
    use ruletable::defs::builtin;

    fn suite(text: &str) -> Result<Suite, String> {
        parse(text, builtin())
    }

    fn error(text: &str) -> String {
        suite(text).err().expect("a parse error")
    }

    #[test]
    fn width_variables_and_signedness_expand_in_order() {
        let s = suite("targets CHECK=aarch64\nfile f: t\nhadd_{s}{T}_{2T}: trunc<T>(lshr(add({s}ext<2T>(a:T), {s}ext<2T>(b:T)), 1)) => aarch64.{s}hadd ; for T in 8 16").ok().unwrap();
        let names: Vec<&str> = s.sections[0].idioms.iter().map(|i| i.name.as_str()).collect();
        assert_eq!(names, ["hadd_u8_16", "hadd_s8_16", "hadd_u16_32", "hadd_s16_32"]);
        assert_eq!(s.sections[0].idioms[1].expect, vec![("aarch64.shadd".to_string(), None)]);
        assert_eq!(s.sections[0].idioms[2].widths_of, vec![("T".to_string(), 16)]);
    }

    #[test]
    fn comments_above_an_idiom_become_its_note() {
        let s = suite("targets CHECK=aarch64\nfile f: t\n# why\nx: add(a:8, b:8) => ; for T in 8 16\n\n# dropped\n\ny: add(a:8, b:8) =>").ok().unwrap();
        let notes: Vec<&[String]> = s.sections[0].idioms.iter().map(|i| i.note.as_slice()).collect();
        assert_eq!(notes, [&["why".to_string()][..], &[], &[]]);
    }

    #[test]
    fn errors_name_the_line_and_the_problem() {
        let e = error("targets CHECK=aarch64\nfile f: t\nx: add(a:8, b:8) => aarch64.nosuch");
        assert_eq!(e, "3: `aarch64.nosuch` is no instruction");
        let e = error("lifts f: t\nx: add(a:8, b:8) =>");
        assert_eq!(e, "2: expected `=> TERM`: what lifting leaves");
        let e = error("targets CHECK=aarch64\nfile f: t\nx: add(a:8, b:8) => ; for T in 2U");
        assert!(e.contains("`2U` is neither a width nor a multiple of a `for` variable"), "{e}");
        assert!(error("x: add(a:8, b:8) =>").contains("before any section"));
    }
}
