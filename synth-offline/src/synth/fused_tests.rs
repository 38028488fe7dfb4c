//! Fused lowering synthesis on small terms with known answers: each answer comes from a search
//! (the hand cost given is only the search's bound), and the hand lowering is the committed table's.

use super::fused::{hand, synthesize};
use super::lift_cmd::settings;
use super::problem::Problem;
use super::target::by_name;
use ruletable::defs::builtin;
use ruletable::table::compile_dir;
use std::path::PathBuf;

fn found(target: &str, term: &str, hand_cost: u32) -> Option<(String, u32)> {
    let defs = builtin();
    let p = Problem::parse(defs, term, &[]).unwrap();
    synthesize(defs, &by_name(target).unwrap(), &p, hand_cost, &settings()).map(|f| (f.rhs, f.cost))
}

#[test]
fn a_rounding_shift_and_saturating_narrow_fuse_into_the_targets_one_instruction() {
    // As if the hand rules lowered the two ops one by one (cost 3 and 4): the search finds the
    // fused instruction from its model alone.
    assert_eq!(found("hvx", "saturating_narrow.su(rounding_shr.s(x:16, 6))", 3), Some(("hvx.vasrhubrndsat(x, 6)".into(), 1)));
    assert_eq!(found("aarch64", "saturating_narrow.s(rounding_shr.s(x:16, 4))", 4), Some(("aarch64.sqrshrn(x, 4)".into(), 2)));
}

#[test]
fn nothing_is_found_at_or_above_the_hand_cost() {
    // The hand rule is one instruction already: there is no cheaper lowering to search for.
    let defs = builtin();
    let table = compile_dir(&PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../ruletable/rules"), defs).unwrap();
    let t = by_name("hvx").unwrap();
    let p = Problem::parse(defs, "saturating_narrow.su(rounding_shr.s(x:16, 6))", &[]).unwrap();
    let h = hand(defs, &table, &t, &p);
    assert_eq!((h.rules.as_str(), h.cost), ("vasrhubrndsat", 1));
    assert_eq!(synthesize(defs, &t, &p, h.cost, &settings()), None);
}
