//! Fused lowering synthesis on small terms with known answers: each answer comes from a search
//! (the cost given is only the search's bound), and the hand lowering is the committed table's.

use super::fused::{hand, synthesize};
use super::lift_cmd::settings;
use super::problem::Problem;
use super::target::by_name;
use ruletable::defs::builtin;
use ruletable::table::compile_dir;
use std::path::PathBuf;

fn found(target: &str, term: &str, max_cost: u32) -> Option<(String, u32)> {
    let defs = builtin();
    let p = Problem::parse(defs, term, &[]).unwrap();
    synthesize(defs, &by_name(target).unwrap(), &p, max_cost, &settings()).map(|f| (f.rhs, f.cost))
}

#[test]
fn a_rounding_shift_and_saturating_narrow_fuse_into_the_targets_one_instruction() {
    // As if the hand rules lowered the two ops one by one (cost 3 and 4): the search finds the
    // fused instruction from its model alone.
    assert_eq!(found("hvx", "saturating_narrow.su(rounding_shr.s(x:16, 6))", 2), Some(("hvx.vasrhubrndsat(x, 6)".into(), 1)));
    assert_eq!(found("aarch64", "saturating_narrow.s(rounding_shr.s(x:16, 4))", 3), Some(("aarch64.sqrshrn(x, 4)".into(), 2)));
    // Nothing is cheaper than that instruction.
    assert_eq!(found("aarch64", "saturating_narrow.s(rounding_shr.s(x:16, 4))", 1), None);
}

#[test]
fn a_rounding_shift_by_a_constant_is_found_with_its_negated_shift_and_generalized() {
    // NEON has no rounding right shift by a vector: urshl by the negated amount (the hand rule).
    let defs = builtin();
    let p = Problem::parse(defs, "rounding_shr.u(x:16, 4)", &[]).unwrap();
    let f = synthesize(defs, &by_name("aarch64").unwrap(), &p, 1, &settings()).unwrap();
    assert_eq!((f.rhs.as_str(), f.cost), ("aarch64.urshl(x, 65532)", 1));
    let rule = super::generalize::generalize(defs, &p, &f.rhs, &settings());
    assert_eq!(rule, "rounding_shr.u(x:T, c0) -> aarch64.urshl(x, (0 - c0)) [c0 <= (2 * T.bits)]");
}

#[test]
fn a_lowering_as_cheap_as_the_hand_rule_is_searched_where_that_is_cheap() {
    // The hand rule is one instruction already: the search finds it again (an equal find, for
    // the synthesis-only table; the table itself keeps the hand rule).
    let defs = builtin();
    let table = compile_dir(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ruletable/rules"), defs).unwrap();
    let t = by_name("hvx").unwrap();
    let p = Problem::parse(defs, "saturating_narrow.su(rounding_shr.s(x:16, 6))", &[]).unwrap();
    let h = hand(defs, &table, &t, &p);
    assert_eq!((h.rules.as_str(), h.cost), ("vasrhubrndsat", 1));
    assert_eq!(super::fused::search_bound(h.cost, &t), 1);
    assert_eq!(synthesize(defs, &t, &p, 1, &settings()).map(|f| f.rhs), Some("hvx.vasrhubrndsat(x, 6)".into()));
}

#[test]
fn an_accumulating_instruction_never_accumulates_into_a_constant() {
    // vmpyowh_rnd_sacc(0, x, 2^27) is a rounding shift by 4 in one instruction by the model, but
    // the zero accumulator is rewritten at every use: the search finds the two-instruction form.
    assert_eq!(found("hvx", "rounding_shr.s(x:32, 4)", 1), None);
    assert_eq!(found("hvx", "rounding_shr.s(x:32, 4)", 2).map(|f| f.1), Some(2));
}

#[test]
fn a_multiply_high_of_the_emitter_costs_its_whole_sequence() {
    // x86's pmuldq_rdh is two pmuldq, shifts, adds and a blend: as one instruction it made a
    // rounding shift by 8 look one instruction (a multiply-high by 2^23).
    let t = by_name("x86-sse4.1").unwrap();
    let defs = builtin();
    let def = defs.get(defs.by_name("x86.pmuldq_rdh").unwrap());
    assert_eq!(t.instr_cost(def, 32, 32), Some(9));
    assert_eq!(found("x86-sse4.1", "rounding_shr.s(x:32, 8)", 2), None);
}

#[test]
fn an_extension_into_an_add_costs_nothing_on_aarch64() {
    // llc folds zext + add into uaddw/uaddw2: an extending add costs what the add does, so the
    // search bound stays at 2 and umlal(x, y, 1), also 2, is not a cheaper find (it has one
    // multiply pipe on cortex-a76 where uaddw has two).
    let defs = builtin();
    let table = compile_dir(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ruletable/rules"), defs).unwrap();
    let p = Problem::parse(defs, "extending_add.u(x:16, y:8)", &[]).unwrap();
    assert_eq!(hand(defs, &table, &by_name("aarch64").unwrap(), &p).cost, 2);
    // x86 has no such fold: pmovzx + paddw per register.
    assert_eq!(hand(defs, &table, &by_name("x86-sse4.1").unwrap(), &p).cost, 4);
}

#[test]
fn the_add_of_a_widening_product_costs_nothing_on_aarch64() {
    // llc selects add(z, smull(x, y)) as SMLAL: the hand lowering (smull + add) costs what
    // smlal does, so smlal(z, x, y) is no cheaper find (adopted, it picked the other product
    // as the accumulator of a dot product and cost a register move).
    let defs = builtin();
    // The table the fused search compares with: without the fused rules (one of which is smlal).
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ruletable/rules");
    let mut table = ruletable::table::compile_hand_dir(&dir, defs).unwrap();
    ruletable::table::adopt_unfused(&mut table, defs, &dir).unwrap();
    let p = Problem::parse(defs, "add<32>(widening_mul.s(x:16, y:16), z:32)", &[]).unwrap();
    assert_eq!(hand(defs, &table, &by_name("aarch64").unwrap(), &p).cost, 2);
}

#[test]
fn a_pack_over_an_unbanked_term_is_found_through_its_narrowing_root() {
    // lshr(add(x, 2^15), 16) on i32 costs 4 (two registers), past the banked levels: no level
    // ever enumerated packus over it until unbanked terms were compared through the narrowing
    // roots. The pack is exact there (the value is below 2^16); the signed rounding shift only
    // differs from it above bit 16, which the truncation drops.
    assert_eq!(found("x86-sse4.1", "trunc<16>(rounding_shr.s(x:32, 16))", 4), None);
    assert_eq!(found("x86-sse4.1", "trunc<16>(rounding_shr.s(x:32, 16))", 5), Some(("x86.packus(lshr(add(x, 32768), 16))".into(), 5)));
}

#[test]
fn a_one_width_term_also_searches_the_widths_of_its_definition() {
    // mul_shr.s(x:16, y:16, 16) has 16-bit nodes only, but its definition multiplies in 32
    // bits: HVX's high half of vmpyhv (vshufoh) needs the 32-bit components.
    assert_eq!(found("hvx", "mul_shr.s(x:16, y:16, 16)", 2), Some(("hvx.vshufoh(hvx.vmpyhv(x, y))".into(), 2)));
}

#[test]
fn an_input_used_twice_costs_a_copy_on_sse() {
    // SSE's two-operand shifts overwrite their operand: sub(ashr(x, 3), ashr(x, 4)) needs a
    // movdqa of x there, and the search finds the three instructions that read x once. AVX2
    // has three-operand forms and takes the first find, the subtraction.
    assert_eq!(found("x86-sse4.1", "rounding_shr.s(x:32, 4)", 3), Some(("ashr(add(ashr(x, 3), 1), 1)".into(), 3)));
    assert_eq!(found("x86-avx2", "rounding_shr.s(x:32, 4)", 3), Some(("sub(ashr(x, 3), ashr(x, 4))".into(), 3)));
}

#[test]
fn an_input_read_by_one_instruction_costs_no_copy() {
    // paddus(x, x) reads x once, in place; computed once, it feeds both operands of the next
    // (enumerated at level 3, its operands counted apart; it costs 2).
    assert_eq!(found("x86-sse4.1", "saturating_narrow.u(widening_shl.u(x:8, 2))", 3), Some(("x86.paddus(x86.paddus(x, x), x86.paddus(x, x))".into(), 2)));
}

#[test]
fn a_rounding_constant_is_spelled_from_its_shift_so_the_rule_holds_at_every_width() {
    // 128 beside a shift by 8 is `1 << (c0 - 1)`, not the pmulhrsw multiplier `1 << (15 - c0)`
    // that holds at 16 bits only: the rule found at u16 -> u8 then also lowers u32 -> u16.
    let defs = builtin();
    let p = Problem::parse(defs, "trunc<8>(rounding_shr.u(x:16, 8))", &[]).unwrap();
    let rule = super::generalize::generalize(defs, &p, "x86.packus(lshr(add(x, 128), 8))", &settings());
    assert_eq!(rule, "trunc<T>(rounding_shr.u(x:2T, c0)) -> x86.packus(lshr(add(x, (1 << (c0 - 1))), c0)) [c0 == (T.bits)]");
}

#[test]
fn a_lowering_is_carried_to_the_other_signedness_only_where_it_proves() {
    use super::generalize::other_signedness;
    let defs = builtin();
    // The high half of a rounded value does not depend on how the shift fills the top bits.
    let unsigned = "trunc<T>(rounding_shr.u(x:2T, c0)) -> x86.packus(lshr(add(x, (1 << (c0 - 1))), c0)) [c0 == (T.bits)]";
    assert_eq!(
        other_signedness(defs, unsigned, &settings()).as_deref(),
        Some("trunc<T>(rounding_shr.s(x:2T, c0)) -> x86.packus(lshr(add(x, (1 << (c0 - 1))), c0)) [c0 == (T.bits)]")
    );
    // A shift by less than the half: the generic shift's signedness flips with the op's.
    assert_eq!(
        other_signedness(defs, "rounding_shr.u(x:T, c0) -> lshr(add(lshr(x, (c0 - 1)), 1), 1) [c0 in [2, (T.bits)]]", &settings()).as_deref(),
        Some("rounding_shr.s(x:T, c0) -> ashr(add(ashr(x, (c0 - 1)), 1), 1) [c0 in [2, (T.bits)]]")
    );
    // pavg rounds unsigned lanes: no signed twin proves.
    assert_eq!(other_signedness(defs, "rounding_shr.u(x:T, c0) -> x86.pavg(lshr(x, (c0 - 1)), 0) [c0 in [1, (T.bits)]]", &settings()), None);
}

#[test]
fn an_instruction_is_swapped_for_its_signed_twin_where_the_proof_needs_it() {
    use super::generalize::other_signedness;
    let defs = builtin();
    assert_eq!(
        other_signedness(defs, "mul_shr.u(x:T, y:T, c0) -> aarch64.uzp2(aarch64.umull(x, y)) [c0 == (T.bits)]", &settings()).as_deref(),
        Some("mul_shr.s(x:T, y:T, c0) -> aarch64.uzp2(aarch64.smull(x, y)) [c0 == (T.bits)]")
    );
    assert_eq!(
        other_signedness(defs, "mul_shr.u(x:T, y:T, c0) -> x86.pmulhuw(x, y) [c0 == (T.bits)]", &settings()).as_deref(),
        Some("mul_shr.s(x:T, y:T, c0) -> x86.pmulhw(x, y) [c0 == (T.bits)]")
    );
}
