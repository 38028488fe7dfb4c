//! Which synthesized rules the table takes (issue 12, item 4): those strictly cheaper than the
//! hand rule for their (op, width), or, where there is no hand rule, than the op's expanded
//! definition. Equal ones stay out: the hand rule is already as good. A family with several
//! targets (x86: SSE4.1, AVX2, AVX-512) takes a rule only if every one of its targets that
//! synthesized that (op, width) found the same rule cheaper there. The hand rules it beats are
//! deleted from the hand files (they would never fire again).
//!
//! Synthesized lifting rules (`synth/lift.rules`, `synth-offline synthesize-lift`) are all taken,
//! after the hand lifting rules and ranked below them: they fire only where no hand rule does.
//! Synthesized fused lowering rules (`synth/fused-<target>.rules`, `synth-offline
//! synthesize-fused`) are each cheaper than the hand lowering of their term: a family takes those
//! all its targets found, with a priority above all of its hand rules'.

use crate::defs::Defs;
use crate::rules::{check_unique_names, parse_rules, Origin};
use crate::syntax::{parse_pattern, Term, Width, ABOVE_SYNTHESIS};
use crate::table::Table;
use std::collections::{BTreeMap, BTreeSet};
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

/// The `.rules` files of `dir` whose names `keep` takes, sorted; none if there is no `dir`.
fn rule_files(dir: &Path, keep: impl Fn(&str) -> bool) -> Vec<std::path::PathBuf> {
    let Ok(entries) = std::fs::read_dir(dir) else { return Vec::new() };
    let mut paths: Vec<_> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "rules") && keep(&p.file_name().unwrap_or_default().to_string_lossy()))
        .collect();
    paths.sort();
    paths
}

/// The family's lowering rules in the table, an empty list added if it has none.
fn family_rules<'t>(table: &'t mut Table, family: &str) -> &'t mut Vec<crate::rules::Rule> {
    if !table.lower.iter().any(|(f, _)| f == family) {
        table.lower.push((family.to_string(), Vec::new()));
    }
    &mut table.lower.iter_mut().find(|(f, _)| f == family).unwrap().1
}

/// The synthesized fused lowering rules' files: `fused-<target>.rules`.
pub const FUSED_PREFIX: &str = "fused-";

/// A `# fused: <term> (<n> occurrences: ..) cost N (hand rules NAMES cost M); concrete: ..` line
/// (synth-offline's `fused_cmd::rules_file` writes it): (N, M).
pub fn read_fused_provenance(line: &str) -> Option<(u32, u32)> {
    let head = line.strip_prefix("# fused: ")?.split("; concrete: ").next()?;
    let (rest, hand) = head.strip_suffix(')')?.rsplit_once(" cost ")?;
    let (rest, _) = rest.rsplit_once(" (hand rules ")?;
    Some((rest.rsplit_once(" cost ")?.1.parse().ok()?, hand.parse().ok()?))
}

/// The fused finds the table leaves out although the search prices them cheaper: each was measured
/// slower on a bench kernel than the hand rules, through what the search's cost model does not see
/// (an HVX find's dealt lane order, a find that breaks up a larger hand rule's match, llc fusing
/// the expanded definition into one instruction). One rule name per line, then `#` and what was
/// measured.
pub const MEASURED_SLOWER_FILE: &str = "measured-slower.txt";

/// The names in `dir/measured-slower.txt`; none if there is no such file.
fn measured_slower(dir: &Path) -> BTreeSet<String> {
    let text = std::fs::read_to_string(dir.join(MEASURED_SLOWER_FILE)).unwrap_or_default();
    text.lines().filter_map(|l| l.split('#').next()).map(str::trim).filter(|n| !n.is_empty()).map(String::from).collect()
}

/// Puts the synthesized fused lowering rules of `dir/fused-<target>.rules` that are strictly
/// cheaper than the hand lowering of their term first among their family's lowering rules, where the
/// rewriter tries the largest left-hand side first anyway, each at the widths of the term it was
/// found for ([`at_width_of`]); of two, the cheaper first, then the one pinning more. A family of
/// several targets takes a rule only if every one of its targets' files has it there; none that
/// `measured-slower.txt` names. Returns how many.
pub fn adopt_fused(table: &mut Table, defs: &Defs, dir: &Path) -> Result<usize, String> {
    let mut slower = measured_slower(dir);
    // family -> (rule body (`lhs -> rhs [preds]`), pinned) -> (targets that found it, its
    // highest cost there); family -> targets.
    let mut found: BTreeMap<&'static str, BTreeMap<(String, String), (usize, u32)>> = BTreeMap::new();
    let mut targets: BTreeMap<&'static str, usize> = BTreeMap::new();
    for path in rule_files(dir, |name| name.starts_with(FUSED_PREFIX)) {
        let stem = path.file_stem().unwrap_or_default().to_string_lossy().to_string();
        let family = family(&stem[FUSED_PREFIX.len()..]).ok_or_else(|| format!("{}: not a synthesis target's file", path.display()))?;
        *targets.entry(family).or_default() += 1;
        let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let lines: Vec<&str> = text.lines().collect();
        for w in lines.windows(2) {
            let Some((cost, hand)) = read_fused_provenance(w[0]) else { continue };
            if cost < hand {
                let body = w[1].split_once(": ").map_or(w[1], |(_, b)| b).trim();
                let term = w[0].strip_prefix("# fused: ").and_then(|t| t.split(" (").next()).unwrap_or("");
                let pinned = at_width_of(body, term, defs).map_err(|e| format!("{}: {e}", path.display()))?;
                let entry = found.entry(family).or_default().entry((body.to_string(), pinned)).or_default();
                *entry = (entry.0 + 1, entry.1.max(cost));
            }
        }
    }
    let mut adopted = 0;
    for (family, bodies) in found {
        let mut rules = Vec::new();
        let widths_of = |body: &str| bodies.iter().filter(|((b, _), &(n, _))| b == body && n >= targets[family]).count();
        let dearest = bodies.values().map(|&(_, cost)| cost).max().unwrap_or(0);
        for ((body, pinned), &(n, cost)) in &bodies {
            if n < targets[family] {
                continue;
            }
            // Named by the rule as synthesized, and where it was found at several widths, by
            // each width's pin too.
            let hash = |text: &str| crate::defs::fnv1a(text.as_bytes(), 0xcbf29ce484222325) & 0xff_ffff;
            let name = match widths_of(body) {
                1 => format!("fused_{family}_{:06x}", hash(body)),
                _ => format!("fused_{family}_{:06x}_{:04x}", hash(body), hash(pinned) & 0xffff),
            };
            if slower.remove(&name) {
                continue;
            }
            let body = pinned;
            let parsed = parse_rules(&format!("synth/{FUSED_PREFIX}{family}"), &format!("{name}: {body}"), defs, Origin::Synthesized)?;
            // Cost first; of equal ones the rule pinning more (`c0 == 4` before `c0 <= 15`;
            // its widths' pins count too).
            let pins = body.matches(" == ").count().min(9) as u32;
            rules.extend(parsed.into_iter().map(|r| (r, 10 * (dearest - cost) + pins)));
        }
        adopted += rules.len();
        // Cheaper than the hand lowering of their whole term: above every hand rule of the
        // family (`ruleset::Rank`) but those stated `(above synthesis)`; of two that match one
        // term (`x + y * y` is also `x + y * z`), the cheaper first.
        let family_rules = family_rules(table, family);
        let top = family_rules.iter().filter_map(|r| r.prio).filter(|&p| p < ABOVE_SYNTHESIS).max().unwrap_or(0) + 1;
        let rules: Vec<_> = rules
            .into_iter()
            .map(|(mut r, rank)| {
                r.prio = Some(top + rank as i32);
                r
            })
            .collect();
        if rules.iter().any(|r| r.prio >= Some(ABOVE_SYNTHESIS)) {
            return Err(format!("{family}: adopted fused rules reach priority {ABOVE_SYNTHESIS}, which `(above synthesis)` states"));
        }
        family_rules.splice(0..0, rules);
    }
    if let Some(name) = slower.first() {
        return Err(format!("synth/{MEASURED_SLOWER_FILE}: {name} is not a fused find the table would take"));
    }
    check_unique_names(table.all_rules())?;
    Ok(adopted)
}

/// `body` (`lhs -> rhs [preds]`, generalized from `term`) only at `term`'s widths: each width
/// variable of the left-hand side's operands (`x:T`, `x:2T`) at the width the operand in the same
/// place of `term` has (`x:16`). Synthesis compared the rule with the hand rules at that width
/// only; at another it may not be cheaper, and it would outrank them there. Its constants stay
/// as general as they were proved: the pmulhrsw rounding shift found at 4 is as cheap at 2 (a
/// hand rule measured cheaper at some constant says so, `(above synthesis)`).
fn at_width_of(body: &str, term: &str, defs: &Defs) -> Result<String, String> {
    let lhs = body.split(" -> ").next().unwrap_or(body);
    // The term may carry what was known of its operands (`.. [hi_u(x) <= 510]`).
    let term = term.split(" [").next().unwrap_or(term);
    let (lhs, vars) = parse_pattern(lhs, defs).map_err(|e| format!("`{lhs}`: {e}"))?;
    let (term_pattern, _) = parse_pattern(term, defs).map_err(|e| format!("`{term}`: {e}"))?;
    let mut pins: Vec<String> = Vec::new();
    pin_widths(&lhs, &term_pattern, &vars.widths, &mut pins);
    Ok(match (pins.is_empty(), body.strip_suffix(']')) {
        (true, _) => body.to_string(),
        (false, Some(open)) => format!("{open}, {}]", pins.join(", ")),
        (false, None) => format!("{body} [{}]", pins.join(", ")),
    })
}

/// The pins (`T == 8`, `2 * T == 16`) of the operand widths of pattern `p` that `term`, walked
/// alongside, gives, in the pattern's order.
fn pin_widths(p: &Term, term: &Term, names: &[String], pins: &mut Vec<String>) {
    match (p, term) {
        (Term::Bind { pat, .. }, _) => pin_widths(pat, term, names, pins),
        (_, Term::Bind { pat, .. }) => pin_widths(p, pat, names, pins),
        (Term::Var { width: Some(Width::Var { var, mul, div }), .. }, Term::Var { width: Some(Width::Fixed(bits)), .. }) => {
            let w = &names[*var as usize];
            let pin = match (mul, div) {
                (1, 1) => format!("{w} == {bits}"),
                (m, 1) => format!("{m} * {w} == {bits}"),
                (m, d) => format!("{w} == {}", *bits as u32 * *d as u32 / *m as u32),
            };
            if !pins.contains(&pin) {
                pins.push(pin);
            }
        }
        (Term::App { args, .. }, Term::App { args: targs, .. }) if args.len() == targs.len() => {
            args.iter().zip(targs).for_each(|(a, t)| pin_widths(a, t, names, pins));
        }
        _ => {}
    }
}

/// One synthesized rule of a target's file.
struct Found {
    body: String,
    cheaper: bool,
}

/// Reads `dir/<target>.rules` and puts the adopted rules among their family's hand rules.
/// Returns how many it adopted; a missing directory adopts nothing.
pub fn adopt(table: &mut Table, defs: &Defs, dir: &Path) -> Result<usize, String> {
    let paths = rule_files(dir, |name| name != LIFT_FILE && !name.starts_with(FUSED_PREFIX));
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
            let rules = family_rules(table, family);
            // Ranked above the hand rules of equal stated priority (`ruleset::Rank::origin`):
            // hand rules with interval predicates (which the synthesizer does not search) state
            // a higher one where they overlap it. Placed before the family's first unconditional
            // rule for the same op, where a reader looks for it.
            let op = rule[0].root_op();
            let at = rules.iter().position(|r| r.root_op() == op && r.preds.is_empty()).unwrap_or(rules.len());
            rules.splice(at..at, rule);
            adopted += 1;
        }
    }
    check_unique_names(table.all_rules())?;
    Ok(adopted)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::table::compile_hand_dir;

    /// A scratch synthesis directory holding `files` (name, text).
    fn scratch(tag: &str, files: &[(&str, &str)]) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!("fixsel-adopt-{tag}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (name, text) in files {
            std::fs::write(dir.join(name), text).unwrap();
        }
        dir
    }

    #[test]
    fn a_fused_rule_is_pinned_to_the_widths_it_was_found_at() {
        let defs = crate::defs::builtin();
        let at_width_of = |body: &str, term: &str| at_width_of(body, term, defs).unwrap();
        assert_eq!(
            at_width_of("widening_add.s(x:T, y:T) -> hvx.vmpybv_acc(hvx.vmpybv(x, 1), y, 1)", "widening_add.s(x:8, y:8)"),
            "widening_add.s(x:T, y:T) -> hvx.vmpybv_acc(hvx.vmpybv(x, 1), y, 1) [T == 8]"
        );
        assert_eq!(
            at_width_of("saturating_narrow.su(rounding_shr.s(x:2T, c0)) -> f(x, c0) [c0 <= 7]", "saturating_narrow.su(rounding_shr.s(x:16, 6))"),
            "saturating_narrow.su(rounding_shr.s(x:2T, c0)) -> f(x, c0) [c0 <= 7, 2 * T == 16]"
        );
        assert_eq!(at_width_of("dot4.u(x, y) -> g(x, y)", "dot4.u(x:32, y:32)"), "dot4.u(x, y) -> g(x, y)");
        assert_eq!(at_width_of("add(a:16, b:16) -> g(a, b)", "add(a:16, b:16)"), "add(a:16, b:16) -> g(a, b)");
        // By place, not by name: the term's operands may be named otherwise.
        assert_eq!(at_width_of("halving_add.u(x:T, y:T) -> g(x, y)", "halving_add.u(a:16, b:16)"), "halving_add.u(x:T, y:T) -> g(x, y) [T == 16]");
        assert_eq!(at_width_of("trunc<T>(x:2T) -> g(x)", "trunc<8>(y:16) [hi_u(y) <= 510]"), "trunc<T>(x:2T) -> g(x) [2 * T == 16]");
        assert!(super::at_width_of("g(x:T) -> x", "g(x:8)", defs).unwrap_err().contains("`g(x:T)`"));
    }

    #[test]
    fn a_fused_rule_is_adopted_first_in_its_family_only_where_every_target_found_it() {
        let defs = crate::defs::builtin();
        let rules = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules");
        let shl = "saturating_narrow.u(widening_shl.u(x:T, c0)) -> x86.paddus(x86.paddus(x, x), x86.paddus(x, x)) [c0 == 2]";
        let avg = "rounding_halving_add.u(rounding_halving_add.u(x:8, y:8), z:8) -> x86.pavg(x86.pavg(x, y), z)";
        let rshr = "rounding_shr.u(x:T, c0) -> x86.psrl(x, c0) [c0 == 1]";
        let cheaper = |term: &str| format!("# fused: {term} (2 occurrences: k) cost 2 (hand rules a+b cost 5); concrete: ..");
        let both = format!("{}\nfused_a_1: {shl}\n{}\nfused_a_2: {avg}\n", cheaper("saturating_narrow.u(widening_shl.u(x:8, 2))"), cheaper("rounding_halving_add.u(rounding_halving_add.u(x:8, y:8), z:8)"));
        let avx2 = format!("{}\nfused_b_1: {shl}\n", cheaper("saturating_narrow.u(widening_shl.u(x:8, 2))"));
        // As costly as the hand rule on every target: only the synthesis-only table takes it.
        let equal = "# fused: rounding_shr.u(x:16, 1) (1 occurrences: k) cost 3 (hand rules r cost 3); concrete: ..";
        let (sse, avx2) = (format!("{both}{equal}\nfused_a_3: {rshr}\n"), format!("{avx2}{equal}\nfused_b_3: {rshr}\n"));
        let dir = scratch("fused", &[("fused-x86-sse4.1.rules", &sse), ("fused-x86-avx2.rules", &avx2)]);
        let mut table = compile_hand_dir(&rules, defs).unwrap();
        assert_eq!(adopt_fused(&mut table, defs, &dir), Ok(1));
        let first = &table.lowering_for("x86")[0][0];
        assert!(first.name.starts_with("fused_x86_"), "{}", first.name);
        let hand_top = table.lower_rules("x86").iter().filter(|r| r.origin == Origin::Hand).filter_map(|r| r.prio).max().unwrap_or(0);
        assert!(first.prio > Some(hand_top), "{:?} against {hand_top}", first.prio);
        assert_eq!(first.root_op(), crate::op::Op::Def(defs.by_name("saturating_narrow.u").unwrap()));
        // A file for no known target is an error that names it.
        let bad = scratch("fused-bad", &[("fused-sparc.rules", "")]);
        assert!(adopt_fused(&mut table, defs, &bad).unwrap_err().contains("fused-sparc.rules"));
        let _ = std::fs::remove_dir_all(dir);
        let _ = std::fs::remove_dir_all(bad);
    }

    #[test]
    fn a_fused_find_measured_slower_is_left_out_and_a_stale_name_is_an_error() {
        let defs = crate::defs::builtin();
        let rules = std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules");
        let avg = "rounding_halving_add.u(rounding_halving_add.u(x:8, y:8), z:8) -> hvx.vavgrnd_u(hvx.vavgrnd_u(x, y), z)";
        let file = format!("# fused: rounding_halving_add.u(rounding_halving_add.u(x:8, y:8), z:8) (2 occurrences: k) cost 2 (hand rules a cost 3); concrete: ..\nfused_a_1: {avg}\n");
        let name = format!("fused_hvx_{:06x}", crate::defs::fnv1a(avg.as_bytes(), 0xcbf29ce484222325) & 0xff_ffff);
        let adopted = |slower: &str| {
            let dir = scratch("slower", &[("fused-hvx.rules", &file), (MEASURED_SLOWER_FILE, slower)]);
            let result = adopt_fused(&mut compile_hand_dir(&rules, defs).unwrap(), defs, &dir);
            let _ = std::fs::remove_dir_all(dir);
            result
        };
        assert_eq!(adopted(""), Ok(1));
        assert_eq!(adopted(&format!("# measured\n{name}  # k: 10 -> 11 packets\n")), Ok(0));
        assert!(adopted("fused_hvx_000000\n").unwrap_err().contains("fused_hvx_000000 is not a fused find"));
    }
}
