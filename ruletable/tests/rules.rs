//! Every rule and definition in the repository, checked by evaluation; the committed table is current.

use ruletable::check::check_rule;
use ruletable::defs::builtin;
use ruletable::rules::{parse_rules, Origin};
use ruletable::table::{compile_dir, decode, encode, TableError};
use std::path::PathBuf;

fn rules_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("rules")
}

#[test]
fn every_rule_is_sound_on_exhaustive_8_bit_and_random_wide_inputs() {
    let defs = builtin();
    let table = compile_dir(&rules_dir(), defs).unwrap();
    let all: Vec<_> = table.all_rules().collect();
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let total: usize = std::thread::scope(|s| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let rules: Vec<_> = all.iter().skip(t).step_by(threads).collect();
                s.spawn(move || {
                    rules
                        .iter()
                        .map(|rule| match check_rule(defs, rule, 20_000) {
                            Ok(0) => panic!("rule {} ({}) has no checkable instance: the check could not fail", rule.name, rule.source),
                            Ok(n) => n,
                            Err(cex) => panic!("{cex}"),
                        })
                        .sum::<usize>()
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).sum()
    });
    assert!(total > 1_000_000, "only {total} cases checked");
}

#[test]
fn the_checker_rejects_wrong_rules() {
    let defs = builtin();
    let wrong = [
        // rounds with +2: off by one on odd sums
        "bad: trunc<T>(lshr(add(add(zext<W>(x:T), 2), zext<W>(y:T)), 1)) -> rounding_halving_add.u(x, y)",
        // clamp at 254 is not a saturating add
        "bad: trunc<T>(umin(add(zext<W>(x:T), zext<W>(y:T)), c0)) -> saturating_add.u(x, y) [c0 == T.umax - 1]",
        // wrong signedness
        "bad: select(icmp.sgt(x, y), sub(x, y), sub(y, x)) -> absd.u(x, y)",
        // dropped predicate
        "bad: trunc<T>(umin(add(zext<W>(x:T), zext<W>(y:T)), c0)) -> saturating_add.u(x, y)",
        // non-rounding instruction for a rounding op
        "bad: rounding_halving_add.u(x, y) -> halving_add.u(x, y)",
    ];
    for text in wrong {
        let rule = parse_rules("t.rules", text, defs, Origin::Hand).unwrap().remove(0);
        assert!(check_rule(defs, &rule, 2_000).is_err(), "accepted a wrong rule: {text}");
    }
}

#[test]
fn table_round_trips_and_bad_tables_are_named() {
    let defs = builtin();
    let table = compile_dir(&rules_dir(), defs).unwrap();
    let bytes = encode(&table);
    assert_eq!(decode(&bytes, defs).unwrap(), table);
    assert_eq!(decode(b"hello", defs), Err(TableError::NotATable));
    let mut v2 = bytes.clone();
    v2[8] = 99;
    assert_eq!(decode(&v2, defs), Err(TableError::Version(99)));
    assert!(matches!(decode(&bytes[..bytes.len() / 2], defs), Err(TableError::Corrupt(_))));
    let mut other = table.clone();
    other.defs_fingerprint ^= 1;
    assert_eq!(decode(&encode(&other), defs), Err(TableError::OtherDefinitions));
}

#[test]
fn every_instruction_names_an_intrinsic_for_each_native_type() {
    for (_, d) in builtin().all() {
        for v in &d.variants {
            assert!(v.intrinsic.starts_with("llvm."), "{}: {}", d.name, v.intrinsic);
            assert!(!v.intrinsic.contains('{'), "{}: unexpanded placeholder", d.name);
        }
    }
}
