//! Seeded mutants: real rules from the table, each broken the way a rule author could break it.
//! The verifier must prove every original and refute every mutant with a counterexample that
//! the interpreter confirms (a verifier that cannot fail proves nothing).

use super::prove::{prove_rule, RuleVerdict};
use ruletable::check::{instances, instances_for_proof};
use ruletable::defs::builtin;
use ruletable::rules::{parse_rules, rule_entries, Origin, Rule};
use std::time::Duration;

/// (rules file, rule name, text in the rule, its replacement, what the mutation is).
const MUTANTS: &[(&str, &str, &str, &str, &str)] = &[
    ("lift.rules", "sat_u", "c0 == T.umax", "c0 == T.umax - 1", "off-by-one clamp constant"),
    ("aarch64/lower.rules", "urshr", "(0 - c0)", "(1 - c0)", "off-by-one shift amount"),
    ("lift.rules", "rshr_u_add", ", hi_u(x) + c0 <= W.umax", "", "dropped no-wrap predicate"),
    // Wrong only where one input is above half the range: the evaluation checker's halved input
    // ranges miss it, symbolic bounds do not.
    ("lift.rules", "narrow_add_zz_same", "hi_u(x) + hi_u(y) <= N.umax", "hi_u(x) + hi_u(y) <= N.umax + 1", "weakened two-input predicate"),
    ("lift.rules", "narrow_sgt_z", "icmp.sgt(zext<W>(x:N), zext<W>(y:N))", "icmp.sgt(sext<W>(x:N), sext<W>(y:N))", "zext -> sext"),
    ("lift.rules", "narrow_ashr_s", "sext<W>(ashr(x, c0))", "sext<W>(lshr(x, c0))", "ashr -> lshr"),
    // Without the flag, v = 2^(T - 1 - c3) shifts to T.smin too: the wrapping product there is
    // T.smin, the saturating one T.smax.
    ("lift.rules", "q_sat_select_shl", ", nsw(s)]", "]", "dropped nsw"),
    ("aarch64/lower.rules", "urhadd", "aarch64.urhadd", "aarch64.uhadd", "rounding -> non-rounding"),
    // Proved with 32-bit limb products abstracted (encode.rs narrow_limb_product).
    // 32 bits only, where the proof is in integers (lia.rs): past the limit, u32 / 7 needs the
    // 33-bit multiplier.
    (
        "generic/lower.rules",
        "udiv_magic",
        "[T.bits <= 32, c0 >= 3, is_pow2(c0) == 0, hi_u(x) <= udiv_limit(c0, T.bits)]",
        "[T.bits == 32, c0 >= 3, is_pow2(c0) == 0, hi_u(x) <= 2 * udiv_limit(c0, T.bits)]",
        "32-bit predicate weakened to twice the limit",
    ),
    ("hvx/lower.rules", "mulhu_32_y32", "lo_u(y) >= 2147483648", "lo_u(y) >= 1073741824", "weakened top-bit predicate"),
];

const TIMEOUT: Duration = Duration::from_secs(120);

/// The source text of rule `name` in `file` (an entry may span several lines; a family is
/// expanded to its rules).
pub(super) fn rule_text(file: &str, name: &str) -> String {
    let path = format!("{}/../ruletable/rules/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    let (plain, stated) = (format!("{name}:"), format!("{name} (prio "));
    rule_entries(&text).unwrap_or_else(|e| panic!("{path}:{e}")).into_iter().map(|(_, e)| e).find(|e| e.trim_start().starts_with(&plain) || e.trim_start().starts_with(&stated)).unwrap_or_else(|| panic!("no rule {name} in {file}"))
}

pub(super) fn parse_one(text: &str) -> Rule {
    let mut rules = parse_rules("mutant.rules", text, builtin(), Origin::Hand).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(rules.len(), 1, "{text}");
    rules.remove(0)
}

#[test]
fn originals_are_proved_and_every_mutant_is_refuted() {
    let defs = builtin();
    std::thread::scope(|s| {
        let workers: Vec<_> = MUTANTS
            .iter()
            .map(|&(file, name, from, to, what)| {
                s.spawn(move || {
                    let original = rule_text(file, name);
                    assert!(original.contains(from), "{name}: '{from}' not in '{original}'");
                    let mutant = original.replacen(from, to, 1);
                    match prove_rule(defs, &parse_one(&original), TIMEOUT) {
                        RuleVerdict::Proved { instances, sampled } => assert!(instances > 0 && sampled == 0, "{name}: no instance"),
                        other => panic!("original {name} not proved: {other:?}"),
                    }
                    match prove_rule(defs, &parse_one(&mutant), TIMEOUT) {
                        RuleVerdict::Refuted(c) => {
                            assert!(c.rhs != Some(c.lhs), "{name}: not a counterexample: {c}");
                            eprintln!("mutant {name} ({what}) refuted {c}");
                        }
                        other => panic!("mutant {name} ({what}) not refuted: {other:?}\n{mutant}"),
                    }
                })
            })
            .collect();
        for w in workers {
            w.join().unwrap();
        }
    });
}

/// A shift amount limited to `[1, T]` is proved at each of its values at every width, not only
/// at the evaluation checker's interesting constants.
#[test]
fn proof_instances_cover_every_allowed_shift_amount() {
    let defs = builtin();
    let rule = parse_one(&rule_text("aarch64/lower.rules", "urshr"));
    let proof = instances_for_proof(defs, &rule);
    // Not 8: `aarch64.urshl`'s definition truncates its amount to 8 bits, which does not type
    // on 8-bit lanes (`urshr8` covers those).
    let widths = [9usize, 16, 32, 64];
    assert_eq!(proof.len(), widths.iter().sum::<usize>(), "one instance per (T, c0 in [1, T])");
    assert!(instances(defs, &rule).len() < proof.len());
    for t in widths {
        for c in 1..=t {
            let want = format!("inputs (i{t}) consts [{c:#x}]");
            assert!(proof.iter().any(|i| i.description.contains(&want)), "missing {want}");
        }
    }
}

/// Contradictory predicates leave nothing to prove: that is reported, never counted as a proof.
#[test]
fn a_rule_no_input_satisfies_is_vacuous_not_proved() {
    let original = rule_text("lift.rules", "narrow_add_zz_same");
    let contradictory = original.replacen("]", ", nonneg(x), upper_bounded(x, -1)]", 1);
    match prove_rule(builtin(), &parse_one(&contradictory), TIMEOUT) {
        RuleVerdict::Vacuous => {}
        other => panic!("{contradictory}: {other:?}"),
    }
}
