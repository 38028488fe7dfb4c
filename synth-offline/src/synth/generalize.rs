//! Generalization of a proved lifting (issue 12, item 3): the residue's constants become
//! wildcards `cN` with the weakest predicates, from a small family of relations that hold
//! between them, that keep the rule proved by Z3; then its widths become width variables (`T`,
//! `2T`) if the rule still holds at every width the verifier tries (8, 9, 16, 32, 64).
//!
//! Weakest is found greedily: start from the concrete rule (every constant pinned to its value),
//! unpin one constant at a time with the relations that hold of it, keep each step that still
//! proves, then drop each relation, and each bound of a leaf, the proof does not need.

use super::cegis::{compile_rule, Settings};
use super::problem::{rule_with_preds, split_residue, Problem};
use super::lift_cmd::Outcome;
use crate::verify::prove::{prove_rule, RuleVerdict};
use ruletable::defs::{fnv1a, Defs};

/// A number in rule text: its byte span and value. Widths (`<16>`, `:16`) are not constants.
fn constant_spans(text: &str) -> Vec<(usize, usize, i128)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        if b[i].is_ascii_digit() && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_' || b[i - 1] == b'.')) {
            let start = if i > 0 && b[i - 1] == b'-' { i - 1 } else { i };
            let mut j = i;
            while j < b.len() && b[j].is_ascii_digit() {
                j += 1;
            }
            let before = if start > 0 { b[start - 1] } else { b' ' };
            if before != b'<' && before != b':' {
                out.push((start, j, text[start..j].parse().unwrap()));
            }
            i = j;
        } else {
            i += 1;
        }
    }
    out
}

/// `text` with each constant whose value is in `names` replaced by its name.
fn substitute(text: &str, names: &dyn Fn(i128) -> Option<String>) -> String {
    let mut out = String::new();
    let mut last = 0;
    for (s, e, v) in constant_spans(text) {
        if let Some(n) = names(v) {
            out.push_str(&text[last..s]);
            out.push_str(&n);
            last = e;
        }
    }
    out.push_str(&text[last..]);
    out
}

/// Relations that may hold between two constants of a residue (`c0` is a rounding constant of
/// shift `c1`, ..): (predicate text over `a`, `b`, whether it holds of values).
const RELATIONS: &[(&str, fn(i128, i128) -> bool)] = &[
    ("A == 1 << (B - 1)", |a, b| b >= 1 && b < 127 && a == 1 << (b - 1)),
    ("A == 1 << B", |a, b| b >= 0 && b < 127 && a == 1 << b),
    ("A == (1 << B) - 1", |a, b| b >= 0 && b < 127 && a == (1 << b) - 1),
    ("A == B + 1", |a, b| a == b + 1),
];

pub fn proves(defs: &Defs, text: &str, settings: &Settings) -> bool {
    compile_rule(defs, text).is_ok_and(|r| matches!(prove_rule(defs, &r, settings.timeout), RuleVerdict::Proved { .. }))
}

/// At most this many spellings of a right-hand side are tried (`spellings`).
const MAX_SPELLINGS: usize = 16;

/// The generalized rule, without its name (`lhs -> rhs [preds]`); the concrete rule if no
/// generalization proves.
pub fn generalize(defs: &Defs, p: &Problem, rhs: &str, settings: &Settings) -> String {
    // Distinct non-negative constants of the residue, each a wildcard; -1 (all ones) stays.
    let mut values: Vec<i128> = constant_spans(&p.term).into_iter().map(|(_, _, v)| v).filter(|&v| v >= 0).collect();
    values.dedup();
    let mut seen = Vec::new();
    values.retain(|v| if seen.contains(v) { false } else { seen.push(*v); true });
    let name = |v: i128| values.iter().position(|&x| x == v).map(|i| format!("c{i}"));
    let lhs = substitute(&p.term, &name);
    let mut relations: Vec<String> = Vec::new();
    for (a, &va) in values.iter().enumerate() {
        for (b, &vb) in values.iter().enumerate() {
            for (t, holds) in RELATIONS {
                if a != b && holds(va, vb) {
                    relations.push(t.replace('A', &format!("c{a}")).replace('B', &format!("c{b}")));
                }
            }
        }
    }
    let text = |rhs: &str, bounds: &[Bound], rels: &[String], preds: &[String]| {
        let mut all = preds.to_vec();
        all.extend(bounds.iter().enumerate().filter_map(|(i, b)| b.pred(i, values[i])));
        all.extend(rels.iter().cloned());
        rule_with_preds("generalized", &lhs, rhs, &all)
    };
    // The spellings of the right-hand side whose constants the proof leaves freest.
    let bits = p.widths().into_iter().min().unwrap_or(8);
    let free = |bounds: &[Bound]| bounds.iter().filter(|b| b.allows_several()).count();
    let mut best: Vec<(String, Vec<Bound>)> = Vec::new();
    if !values.is_empty() {
        for r in spellings(rhs, &values, &name) {
            let Some(bounds) = loosest(&values, bits, &|b| proves(defs, &text(&r, b, &relations, &p.preds), settings)) else { continue };
            match best.first().map(|(_, b)| free(b)) {
                Some(f) if free(&bounds) < f => continue,
                Some(f) if free(&bounds) == f => best.push((r, bounds)),
                _ => best = vec![(r, bounds)],
            }
            if free(&best[0].1) == values.len() {
                break;
            }
        }
    }
    if best.is_empty() {
        let preds = drop_unneeded(&p.preds, &|preds| proves(defs, &rule_with_preds("concrete", &p.term, rhs, preds), settings));
        return generalize_widths(defs, &rule_with_preds("concrete", &p.term, rhs, &preds), settings);
    }
    // Of equally free spellings, the first that also holds at every width (`1 << (c0 - 1)`
    // beside a shift by 8 does, the pmulhrsw multiplier `1 << (15 - c0)` only at 16 bits).
    let finish = |(rhs_general, bounds): &(String, Vec<Bound>)| {
        // Only the relations the proof needs; the leaves' bounds too: interval analysis knew
        // them, the rule may not need them.
        let rels = drop_unneeded(&relations, &|rels| proves(defs, &text(rhs_general, bounds, rels, &p.preds), settings));
        let preds = drop_unneeded(&p.preds, &|preds| proves(defs, &text(rhs_general, bounds, &rels, preds), settings));
        generalize_widths(defs, &text(rhs_general, bounds, &rels, &preds), settings)
    };
    let mut first = None;
    for spelling in &best {
        let rule = finish(spelling);
        if width_spans(&rule).is_empty() {
            return rule;
        }
        first.get_or_insert(rule);
    }
    first.unwrap()
}

/// `rhs` with the residue's constants named by their wildcards, and each other constant as each
/// expression of them it may be (`derived`: `7` beside a shift by 8 is `(c0 - 1)`) or as it is:
/// every combination, at most [`MAX_SPELLINGS`].
fn spellings(rhs: &str, values: &[i128], name: &dyn Fn(i128) -> Option<String>) -> Vec<String> {
    let mut others: Vec<i128> = constant_spans(rhs).into_iter().map(|(_, _, v)| v).filter(|&v| name(v).is_none()).collect();
    others.sort();
    others.dedup();
    let options: Vec<Vec<Option<String>>> = others.iter().map(|&v| derived(values, v).into_iter().map(Some).chain([None]).collect()).collect();
    let combinations = options.iter().map(|o| o.len()).product::<usize>().min(MAX_SPELLINGS);
    (0..combinations)
        .map(|k| {
            let pick = |i: usize| {
                let below: usize = options[..i].iter().map(|o| o.len()).product();
                options[i][k / below % options[i].len()].clone()
            };
            substitute(rhs, &|v| name(v).or_else(|| others.iter().position(|&o| o == v).and_then(pick)))
        })
        .collect()
}

/// Each constant's bound as free as the proof allows, one constant at a time; `None` if the rule
/// does not prove even with every constant pinned. A constant up to twice the term's narrowest
/// width `bits` (a shift amount) gets a range: from 0, else 1, else itself, up to the largest
/// bound (at most `2 * bits`) that proves; a larger one (a multiplier) a side of its value.
fn loosest(values: &[i128], bits: u16, proves: &dyn Fn(&[Bound]) -> bool) -> Option<Vec<Bound>> {
    let mut bounds = vec![Bound::Pinned; values.len()];
    if !proves(&bounds) {
        return None;
    }
    let top = 2 * bits as i128;
    for (i, &v) in values.iter().enumerate() {
        let mut with = |b: Bound| {
            bounds[i] = b;
            proves(&bounds)
        };
        if with(Bound::Free) {
            continue;
        }
        if v > top {
            if !with(Bound::AtLeast) && !with(Bound::AtMost) {
                with(Bound::Pinned);
            }
            continue;
        }
        let lo = [0, 1, v].into_iter().find(|&lo| lo <= v && with(Bound::Within(lo, v))).unwrap_or(v);
        // The largest `hi` that proves: a smaller range proves whenever a larger one does.
        let (mut ok, mut bad) = (v, top + 1);
        while bad - ok > 1 {
            let mid = (ok + bad) / 2;
            if with(Bound::Within(lo, mid)) { ok = mid } else { bad = mid }
        }
        with(Bound::Within(lo, ok));
    }
    Some(bounds)
}

/// `preds` without each one the rule still proves without, one at a time in order.
fn drop_unneeded(preds: &[String], proves: &dyn Fn(&[String]) -> bool) -> Vec<String> {
    let mut kept = preds.to_vec();
    let mut k = 0;
    while k < kept.len() {
        let mut fewer = kept.clone();
        fewer.remove(k);
        if proves(&fewer) {
            kept = fewer;
        } else {
            k += 1;
        }
    }
    kept
}

/// How a constant wildcard is constrained: by its value, on one side of it, within a range
/// (`c0 <= 16`, `c0 in [1, 15]`), or not at all.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Bound {
    Pinned,
    AtLeast,
    AtMost,
    Within(i128, i128),
    Free,
}

impl Bound {
    /// More than one value of the constant keeps the rule.
    fn allows_several(self) -> bool {
        match self {
            Bound::Pinned => false,
            Bound::Within(lo, hi) => hi > lo,
            _ => true,
        }
    }

    fn pred(self, i: usize, v: i128) -> Option<String> {
        match self {
            Bound::Pinned => Some(format!("c{i} == {v}")),
            Bound::AtLeast => Some(format!("c{i} >= {v}")),
            Bound::AtMost => Some(format!("c{i} <= {v}")),
            Bound::Within(lo, hi) if lo == hi => Some(format!("c{i} == {v}")),
            Bound::Within(0, hi) => Some(format!("c{i} <= {hi}")),
            Bound::Within(lo, hi) => Some(format!("c{i} in [{lo}, {hi}]")),
            Bound::Free => None,
        }
    }
}

/// The rule with its widths as multiples of the narrowest (`T`, `2T`, `4T`) and the numbers of
/// its predicates that are width properties written as such (`c1 >= T.bits`, `hi_u(x) <=
/// T.umax`), if that proves at every width the verifier tries; else the rule as it is.
fn generalize_widths(defs: &Defs, rule: &str, settings: &Settings) -> String {
    let rule = strip_name(rule);
    let (body, preds) = split_residue(&rule);
    let widths = width_spans(&body);
    let Some(&base) = widths.iter().map(|(_, _, w)| w).min() else { return rule };
    let scale = |w: u16| [1u16, 2, 4, 8].into_iter().find(|&k| base * k == w);
    if widths.iter().any(|&(_, _, w)| scale(w).is_none()) {
        return rule;
    }
    let mut general = String::new();
    let mut last = 0;
    for &(s, e, w) in &widths {
        general.push_str(&body[last..s]);
        general.push_str(&match scale(w).unwrap() {
            1 => "T".to_string(),
            k => format!("{k}T"),
        });
        last = e;
    }
    general.push_str(&body[last..]);
    let preds: Vec<String> = preds.iter().map(|p| substitute(p, &|v| width_property(base, v))).collect();
    let candidate = if preds.is_empty() { general } else { format!("{general} [{}]", preds.join(", ")) };
    if proves(defs, &format!("generalized: {candidate}"), settings) {
        candidate
    } else {
        rule
    }
}

/// Spans of the widths in rule text: `<16>` and `:16`, the number's span and value.
fn width_spans(text: &str) -> Vec<(usize, usize, u16)> {
    let b = text.as_bytes();
    let mut out = Vec::new();
    for (i, &c) in b.iter().enumerate() {
        if (c == b'<' || c == b':') && b.get(i + 1).is_some_and(|d| d.is_ascii_digit()) {
            let end = (i + 1..b.len()).find(|&j| !b[j].is_ascii_digit()).unwrap_or(b.len());
            if let Ok(w) = text[i + 1..end].parse() {
                out.push((i + 1, end, w));
            }
        }
    }
    out
}

/// A number as a property of width `T` = `base` bits, if it is one.
fn width_property(base: u16, v: i128) -> Option<String> {
    let t = base as i128;
    [
        (t, "T.bits"),
        (2 * t, "2 * T.bits"),
        (t - 1, "T.bits - 1"),
        ((1 << t) - 1, "T.umax"),
        ((1 << (t - 1)) - 1, "T.smax"),
    ]
    .into_iter()
    .find(|&(x, _)| x == v && v > 1)
    .map(|(_, s)| format!("({s})"))
}

/// The expressions of the residue's constants a right-hand-side constant `v` may be: a negated
/// shift (NEON shifts right by a negative amount; `65532` is `-4` in 16-bit lanes), one less or
/// one more than a shift, the shift of a rounding constant (`log2(c0)`) or one past it, or a
/// multiplier that shifts (`1 << (15 - c0)`).
fn derived(values: &[i128], v: i128) -> Vec<String> {
    let mut out = Vec::new();
    for (i, &c) in values.iter().enumerate() {
        let pow2 = c > 0 && c & (c - 1) == 0;
        let log2 = c.trailing_zeros() as i128;
        let forms = [
            (c > 0 && (v == -c || [8, 16, 32, 64].iter().any(|&w| v == (1i128 << w) - c)), format!("(0 - c{i})")),
            (c > 1 && c < 64 && v == c - 1, format!("(c{i} - 1)")),
            (c < 64 && v == c + 1, format!("(c{i} + 1)")),
            (pow2 && v == log2, format!("log2(c{i})")),
            (pow2 && v == log2 + 1, format!("(log2(c{i}) + 1)")),
            // The rounding constant of a shift: width-free, unlike the multiplier below.
            (c >= 1 && c < 64 && v == 1i128 << (c - 1), format!("(1 << (c{i} - 1))")),
        ];
        out.extend(forms.into_iter().filter(|(holds, _)| *holds).map(|(_, f)| f));
        // A multiplier that shifts: 2^(W - 1 - c) for a lane width W (pmulhrsw).
        out.extend([8, 16, 32].into_iter().filter(|&w| c + 1 < w && v == 1i128 << (w - 1 - c)).map(|w| format!("(1 << ({} - c{i}))", w - 1)));
    }
    out
}

/// Generic ops and their other signedness.
const SIGNED_TWINS: &[(&str, &str)] = &[("lshr(", "ashr("), ("zext<", "sext<"), ("umin(", "smin("), ("umax(", "smax(")];

/// `text` with each FPIR op's signedness suffix `.u(` and `.s(` swapped.
pub fn flip_ops(text: &str) -> String {
    text.replace(".u(", ".\u{0}(").replace(".s(", ".u(").replace(".\u{0}(", ".s(")
}

/// `text` with each generic op of [`SIGNED_TWINS`] swapped with its twin.
fn flip_generic(text: &str) -> String {
    SIGNED_TWINS.iter().fold(text.to_string(), |t, (u, s)| t.replace(u, "\u{0}").replace(s, u).replace("\u{0}", s))
}

/// The instruction of the other signedness, if `defs` has one by the name's usual spelling: a
/// `u` and an `s` swapped (`aarch64.umull`, `aarch64.smull`; `x86.packus`, `x86.packss`), or
/// a `u` dropped (`x86.pmulhuw`, `x86.pmulhw`; `hvx.vmpyuhv`, `hvx.vmpyhv`).
fn instruction_twin(defs: &Defs, name: &str) -> Option<String> {
    let (arch, base) = name.split_once('.')?;
    let swapped = base.char_indices().filter_map(|(i, c)| {
        let other = match c {
            'u' => 's',
            's' => 'u',
            _ => return None,
        };
        Some(format!("{}{other}{}", &base[..i], &base[i + 1..]))
    });
    let dropped = base.char_indices().filter(|&(_, c)| c == 'u').map(|(i, _)| format!("{}{}", &base[..i], &base[i + 1..]));
    swapped.chain(dropped).map(|b| format!("{arch}.{b}")).find(|n| defs.by_name(n).is_some())
}

/// `text` with each target instruction (`arch.name(`) that has a twin swapped for it.
fn flip_instructions(defs: &Defs, text: &str) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(open) = rest.find('(') {
        let start = rest[..open].rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.')).map_or(0, |i| i + 1);
        let name = &rest[start..open];
        out.push_str(&rest[..start]);
        out.push_str(&(if name.contains('.') { instruction_twin(defs, name) } else { None }).unwrap_or_else(|| name.to_string()));
        out.push('(');
        rest = &rest[open + 1..];
    }
    out + rest
}

/// A proved rule (`lhs -> rhs [preds]`) for the other signedness of its left-hand side
/// (`trunc<T>(rounding_shr.u(x:2T, c0))` -> `.s`): the same right-hand side, else the same with its
/// generic ops' signedness swapped, else its instructions' too, whichever Z3 proves first. `None` if neither does, or if the
/// left-hand side mixes signednesses (`.su`) or the predicates bound an operand's interval.
pub fn other_signedness(defs: &Defs, rule: &str, settings: &Settings) -> Option<String> {
    let (body, preds) = split_residue(rule);
    let (lhs, rhs) = body.split_once(" -> ")?;
    let (u, s) = (lhs.contains(".u("), lhs.contains(".s("));
    if u == s || lhs.contains(".su(") || lhs.contains(".us(") || preds.iter().any(|p| p.contains("hi_") || p.contains("lo_")) {
        return None;
    }
    let lhs = flip_ops(lhs);
    [rhs.to_string(), flip_generic(rhs), flip_instructions(defs, &flip_generic(rhs))]
        .into_iter()
        .map(|rhs| rule_with_preds("variant", &lhs, &rhs, &preds))
        .find(|r| proves(defs, r, settings))
        .map(|r| strip_name(&r))
}

fn strip_name(rule: &str) -> String {
    rule.split_once(": ").map_or(rule.to_string(), |(_, r)| r.to_string())
}

/// The rules file: each lifted residue's rule with its provenance, sorted for stable output.
pub fn rules_file(outcomes: &[Outcome]) -> String {
    let mut out = String::from(
        "# Synthesized lifting rules: written by `synth-offline synthesize-lift` from the residues of\n\
         # the corpus (synth-offline/corpus/residues.tsv). Do not edit: rerun the command.\n\
         # Each rule was found by enumeration, proved by Z3, then generalized (and proved again).\n",
    );
    let mut rules: Vec<(&str, &Outcome)> = outcomes.iter().filter_map(|o| o.rule.as_ref().map(|(r, _)| (r.as_str(), o))).collect();
    rules.sort_by(|a, b| a.0.cmp(b.0));
    rules.dedup_by(|a, b| a.0 == b.0);
    for (rule, o) in rules {
        let name = format!("synth_lift_{:06x}", fnv1a(rule.as_bytes(), 0xcbf29ce484222325) & 0xff_ffff);
        let (_, rhs) = o.rule.as_ref().unwrap();
        out.push_str(&format!("\n# from {} ({} occurrences: {}); concrete: {rhs}; {}\n{name}: {rule}\n", o.row.text, o.row.count, o.row.sources.join(", "), o.note));
    }
    out
}
