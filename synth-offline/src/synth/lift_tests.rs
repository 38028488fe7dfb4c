//! Lifting synthesis on small residues with known answers, residues with no sound lifting, and
//! the generalizer against a seeded mutant. Every answer comes from a search and a Z3 proof.

use super::generalize::proves;
use super::lift_cmd::{lift_one, settings};
use ruletable::defs::builtin;

fn lift(residue: &str) -> Option<(String, String)> {
    lift_one(builtin(), residue, &settings()).unwrap().map(|(rule, concrete, _)| (rule, concrete))
}

#[test]
fn table_1_idioms_over_widened_operands_are_found_and_made_width_generic() {
    let (rule, concrete) = lift("trunc<8>(lshr<16>(add<16>(widening_add.u(x:8, y:8), 1), 1))").unwrap();
    assert_eq!(concrete, "rounding_halving_add.u(x, y)");
    assert_eq!(rule, "trunc<T>(lshr<2T>(add<2T>(widening_add.u(x:T, y:T), c0), c0)) -> rounding_halving_add.u(x, y) [c0 == 1]");
    let (rule, concrete) = lift("trunc<16>(umin<32>(widening_add.u(x:16, y:16), 65535))").unwrap();
    assert_eq!(concrete, "saturating_add.u(x, y)");
    // The clamp constant generalizes to the width property, not to a number.
    assert!(rule.ends_with("-> saturating_add.u(x, y) [c0 == (T.umax)]"), "{rule}");
}

#[test]
fn a_rounding_shift_is_found_with_its_constant_relation_and_the_weakest_shift_bound() {
    let (rule, concrete) = lift("trunc<8>(lshr<16>(add<16>(x:16, 128), 8))").unwrap();
    assert_eq!(concrete, "trunc<8>(rounding_shr.u(x, 8))");
    // The 16-bit sum wraps; its carry is truncated away only while the shift keeps bit 16 out
    // of the low byte: c1 <= 8 (T.bits), and the constant must be the rounding half.
    assert_eq!(rule, "trunc<T>(lshr<2T>(add<2T>(x:2T, c0), c1)) -> trunc<T>(rounding_shr.u(x, c1)) [c1 <= (T.bits), c0 == 1 << (c1 - 1)]");
}

#[test]
fn residues_without_a_sound_lifting_give_none() {
    // The wrapping Q15 product: rounding_mul_shr saturates at -32768 * -32768.
    assert_eq!(lift("trunc<16>(rounding_shr.s(widening_mul.s(x:16, y:16), 15))"), None);
    // A 32-bit rounding shift of an unbounded sum wraps where rounding_shr does not.
    assert_eq!(lift("ashr<32>(add<32>(x:32, 512), 10)"), None);
}

#[test]
fn a_multiply_by_a_power_of_two_does_not_stand_in_for_a_shift() {
    // `mul_shr.u(x, 32, 3)` is one op where this is two, and sound, but it is a saturating shift
    // in disguise that no target lowers as well as the shift (x86: two paddusb).
    assert_eq!(lift("saturating_narrow.u(widening_shl.u(x:8, 2))"), None);
}

#[test]
fn the_generalizer_rejects_a_seeded_mutant_with_a_weaker_predicate() {
    let defs = builtin();
    let s = settings();
    let good = "g: trunc<T>(lshr<2T>(add<2T>(x:2T, c0), c1)) -> trunc<T>(rounding_shr.u(x, c1)) [c1 <= (T.bits), c0 == 1 << (c1 - 1)]";
    assert!(proves(defs, good, &s));
    // Mutants: the shift bound dropped or loosened by one, the rounding relation dropped.
    for mutant in [
        "g: trunc<T>(lshr<2T>(add<2T>(x:2T, c0), c1)) -> trunc<T>(rounding_shr.u(x, c1)) [c0 == 1 << (c1 - 1)]",
        "g: trunc<T>(lshr<2T>(add<2T>(x:2T, c0), c1)) -> trunc<T>(rounding_shr.u(x, c1)) [c1 <= (T.bits) + 1, c0 == 1 << (c1 - 1)]",
        "g: trunc<T>(lshr<2T>(add<2T>(x:2T, c0), c1)) -> trunc<T>(rounding_shr.u(x, c1)) [c1 <= (T.bits)]",
    ] {
        assert!(!proves(defs, mutant, &s), "{mutant}");
    }
}

#[test]
fn predicates_with_brackets_of_their_own_are_split_whole() {
    use super::problem::split_residue;
    let (term, preds) = split_residue("rounding_shr.u(x:T, c0) -> x86.pmulhrsw(x, 8) [hi_u(x) <= 4080, c0 in [1, (2 * T.bits)]]");
    assert_eq!(term, "rounding_shr.u(x:T, c0) -> x86.pmulhrsw(x, 8)");
    assert_eq!(preds, ["hi_u(x) <= 4080", "c0 in [1, (2 * T.bits)]"]);
    assert_eq!(split_residue("add(x:8, y:8)"), ("add(x:8, y:8)".to_string(), Vec::<String>::new()));
    assert_eq!(split_residue("add(x:8, y:8) [hi_u(x) <= 3]").1, ["hi_u(x) <= 3"]);
}

#[test]
fn no_committed_lifting_rule_multiplies_more_than_its_residue() {
    // What `synthesize-lift` writes (lift_cmd::adds_multiplies): the lifting cost prices an
    // FPIR op as one op, whatever products it lowers to.
    let text = std::fs::read_to_string(std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ruletable/rules/synth/lift.rules")).unwrap();
    let rules: Vec<&str> = text.lines().filter(|l| !l.starts_with('#') && l.contains(": ")).map(|l| l.split_once(": ").unwrap().1).collect();
    assert!(!rules.is_empty());
    for rule in rules {
        assert!(!super::lift_cmd::adds_multiplies(builtin(), rule), "{rule}");
    }
    let l2norm = "ashr<32>(and<32>(rounding_mul_shr.s(x:32, y:32, c0), sub<32>(c1, z:32)), c0) -> mul_shr.s(z, rounding_mul_shr.s(x, y, c0), (c0 - 1)) [lo_s(y) >= -16384, hi_s(y) <= 16256, hi_u(z) <= 31, c0 in [31, 64], c1 == 0]";
    assert!(super::lift_cmd::adds_multiplies(builtin(), l2norm));
}
