//! Rule families (issue 18, item 3): one entry of a `.rules` file that stands for several rules.
//! A family is expanded to its rules before parsing, so every check and proof sees plain rules,
//! each with its own name.
//!
//! - `{s}`, the signedness: the entry is written once and expands to the unsigned rule, then the
//!   signed one. `{s}ext` is zext / sext, `{s}shr` is lshr / ashr, and any other `{s}` is u / s
//!   (`widening_add.{s}`, `{s}min`, `icmp.{s}gt`, `hi_{s}(x)`, `T.{s}max`). The name must
//!   contain it (`wadd_{s}` is `wadd_u` and `wadd_s`).
//! - `clamp.u(x, lo, hi)` / `clamp.s(x, lo, hi)`: a clamp in either nesting order, as C's
//!   conditional expressions leave it. The rule as named matches `max(min(x, hi), lo)`, the rule
//!   named `<name>_r` matches `min(max(x, lo), hi)`.

use crate::syntax::SyntaxError;

const SIGNEDNESS: &str = "{s}";

/// The rules one entry (`line`: where it starts) stands for, in order.
pub fn expand(line: usize, text: &str) -> Result<Vec<String>, SyntaxError> {
    let err = |message: String| SyntaxError { line, message };
    let mut out = Vec::new();
    for t in signedness(text).map_err(err)? {
        out.extend(clamps(&t).map_err(err)?);
    }
    Ok(out)
}

/// The rule's name: the text before its first `:` or ` (prio`.
fn name_end(text: &str) -> usize {
    text.find([':', ' ', '(']).unwrap_or(text.len())
}

fn signedness(text: &str) -> Result<Vec<String>, String> {
    if !text.contains(SIGNEDNESS) {
        return Ok(vec![text.to_string()]);
    }
    if !text[..name_end(text)].contains(SIGNEDNESS) {
        return Err(format!("a rule written for both signednesses needs {SIGNEDNESS} in its name (`name_{{s}}: ..`)"));
    }
    let one = |ext: &str, shr: &str, s: &str| {
        text.replace("{s}ext", ext).replace("{s}shr", shr).replace(SIGNEDNESS, s)
    };
    Ok(vec![one("zext", "lshr", "u"), one("sext", "ashr", "s")])
}

fn clamps(text: &str) -> Result<Vec<String>, String> {
    if !text.contains("clamp.") {
        return Ok(vec![text.to_string()]);
    }
    let (max_outside, min_outside) = (rewrite_clamps(text, false)?, rewrite_clamps(text, true)?);
    let end = name_end(&min_outside);
    Ok(vec![max_outside, format!("{}_r{}", &min_outside[..end], &min_outside[end..])])
}

/// `text` with every `clamp.S(x, lo, hi)` written out as `Smax(Smin(x, hi), lo)`, or with
/// `min_outside` as `Smin(Smax(x, lo), hi)`.
fn rewrite_clamps(text: &str, min_outside: bool) -> Result<String, String> {
    let mut out = String::new();
    let mut rest = text;
    while let Some(at) = rest.find("clamp.") {
        out.push_str(&rest[..at]);
        let after = &rest[at + "clamp.".len()..];
        let sign = match after.as_bytes().first() {
            Some(b'u') => "u",
            Some(b's') => "s",
            _ => return Err("clamp needs a signedness: clamp.u(x, lo, hi) or clamp.s(x, lo, hi)".into()),
        };
        let Some(args_text) = after[1..].strip_prefix('(') else { return Err("clamp: expected `(` after clamp.u / clamp.s".into()) };
        let (args, tail) = split_args(args_text)?;
        let [x, lo, hi] = &args[..] else { return Err(format!("clamp takes 3 operands (x, lo, hi), not {}", args.len())) };
        let written = if min_outside {
            format!("{sign}min({sign}max({x}, {lo}), {hi})")
        } else {
            format!("{sign}max({sign}min({x}, {hi}), {lo})")
        };
        // A clamp inside a clamp's operand is written out too.
        out.push_str(&rewrite_clamps(&written, min_outside)?);
        rest = tail;
    }
    out.push_str(rest);
    Ok(out)
}

/// The comma-separated operands of a call whose `(` was just read, and the text after its `)`.
fn split_args(text: &str) -> Result<(Vec<&str>, &str), String> {
    let (mut depth, mut start, mut args) = (0usize, 0usize, Vec::new());
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' if depth == 0 => {
                args.push(text[start..i].trim());
                return Ok((args, &text[i + 1..]));
            }
            ')' | ']' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                args.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    Err("clamp: unclosed `(`".into())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ok(text: &str) -> Vec<String> {
        expand(1, text).unwrap()
    }

    #[test]
    fn signedness_expands_to_the_unsigned_rule_then_the_signed_one() {
        assert_eq!(
            ok("wadd_{s} (prio 1): add({s}ext<2T>(x:T), {s}ext<2T>(y:T)) -> widening_add.{s}(x, y) [hi_{s}(x) <= T.{s}max]"),
            [
                "wadd_u (prio 1): add(zext<2T>(x:T), zext<2T>(y:T)) -> widening_add.u(x, y) [hi_u(x) <= T.umax]",
                "wadd_s (prio 1): add(sext<2T>(x:T), sext<2T>(y:T)) -> widening_add.s(x, y) [hi_s(x) <= T.smax]",
            ]
        );
        assert_eq!(ok("r_{s}: {s}shr(x, c0) -> {s}min(x, c0)"), ["r_u: lshr(x, c0) -> umin(x, c0)", "r_s: ashr(x, c0) -> smin(x, c0)"]);
        assert_eq!(ok("plain: add(x, y) -> add(y, x)"), ["plain: add(x, y) -> add(y, x)"]);
    }

    #[test]
    fn a_clamp_matches_both_nesting_orders() {
        assert_eq!(
            ok("sat_s (prio 1): trunc<T>(clamp.s(x:2T, c1, c0)) -> saturating_narrow.s(x)"),
            [
                "sat_s (prio 1): trunc<T>(smax(smin(x:2T, c0), c1)) -> saturating_narrow.s(x)",
                "sat_s_r (prio 1): trunc<T>(smin(smax(x:2T, c1), c0)) -> saturating_narrow.s(x)",
            ]
        );
        assert_eq!(ok("c: clamp.u(add(x, y), 0, c0) -> x"), ["c: umax(umin(add(x, y), c0), 0) -> x", "c_r: umin(umax(add(x, y), 0), c0) -> x"]);
    }

    #[test]
    fn malformed_families_are_errors_that_say_what_is_wrong() {
        let e = |t: &str| expand(7, t).unwrap_err();
        assert!(e("wadd: add({s}ext(x), y) -> x").message.contains("needs {s} in its name"));
        assert!(e("c: clamp.x(x, 0, 1) -> x").message.contains("clamp needs a signedness"));
        assert!(e("c: clamp.s(x, 0) -> x").message.contains("clamp takes 3 operands"));
        assert!(e("c: clamp.s(x, 0, 1 -> x").message.contains("unclosed"));
        assert_eq!(e("c: clamp.s(x) -> x").line, 7);
    }
}
