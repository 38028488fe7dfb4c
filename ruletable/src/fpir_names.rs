//! FPIR in LLVM IR: each FPIR op applied to vectors is written as a call to a declared function
//! `@fixsel.<op>.<types>`, e.g. `@fixsel.rounding_halving_add.v16u8` or
//! `@fixsel.saturating_narrow.v8i16.v8u8`.
//!
//! `<types>` spells the op's signedness suffix (see `fpir.def`) on the actual vector types: one
//! `v<lanes><u|i><bits>` per typed slot (each operand, then the result for a two-letter cast such
//! as `saturating_narrow.su`), written once when every slot has the same type.

use crate::defs::{Def, DefKind, Defs};
use crate::graph::Ty;
use crate::op::DefId;

pub const PREFIX: &str = "fixsel.";

fn split_name(def: &Def) -> (&str, &str) {
    def.name.rsplit_once('.').unwrap_or((&def.name, ""))
}

/// The function name for FPIR op `def` applied to `operands`, producing `result`.
/// `None` for a target instruction.
pub fn call_name(def: &Def, operands: &[Ty], result: Ty) -> Option<String> {
    if def.kind != DefKind::Fpir {
        return None;
    }
    let (base, sig) = split_name(def);
    let letters: Vec<char> = sig.chars().collect();
    let mut slots: Vec<(Ty, char)> = operands
        .iter()
        .enumerate()
        .map(|(i, &t)| (t, if letters.len() > 1 { letters[i.min(letters.len() - 1)] } else { letters[0] }))
        .collect();
    if letters.len() == operands.len() + 1 {
        slots.push((result, letters[operands.len()]));
    }
    let spelled: Vec<String> =
        slots.iter().map(|&(t, l)| format!("v{}{}{}", t.lanes, if l == 'u' { 'u' } else { 'i' }, t.bits)).collect();
    let types = if spelled.windows(2).all(|w| w[0] == w[1]) { spelled[..1].to_vec() } else { spelled };
    Some(format!("{PREFIX}{base}.{}", types.join(".")))
}

/// The FPIR op a `@fixsel.*` function name refers to, if any. The caller still checks the call's
/// operand types by comparing `call_name` with the name it found.
pub fn lookup_call(defs: &Defs, name: &str) -> Option<DefId> {
    let rest = name.strip_prefix(PREFIX)?;
    let mut parts = rest.split('.');
    let base = parts.next()?;
    let mut letters = String::new();
    for t in parts {
        let t = t.strip_prefix('v')?;
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        let (_, kind_bits) = t.split_at(digits);
        let kind = kind_bits.chars().next()?;
        letters.push(match kind {
            'u' => 'u',
            'i' => 's',
            _ => return None,
        });
    }
    let first = letters.chars().next()?;
    let uniform = letters.chars().all(|c| c == first);
    let candidates = if uniform { vec![first.to_string(), letters.clone()] } else { vec![letters] };
    candidates.iter().find_map(|sig| defs.by_name(&format!("{base}.{sig}"))).filter(|&d| defs.get(d).kind == DefKind::Fpir)
}

/// The function name for target instruction `def` applied to `operands`, producing `result`:
/// `@fixsel.<family>.<instr>.<types>`, each operand's type then the result's (`v<lanes>i<bits>`),
/// written once when all are the same, e.g. `fixsel.hvx.vaddubh.v128i8.v128i8.v128i16`. Such a
/// call is the instruction itself (validation tests call instruction models directly).
/// `None` for an FPIR op.
pub fn instr_call_name(def: &Def, operands: &[Ty], result: Ty) -> Option<String> {
    if def.kind != DefKind::Instr {
        return None;
    }
    let spelled: Vec<String> = operands.iter().chain([&result]).map(|t| format!("v{}i{}", t.lanes, t.bits)).collect();
    let types = if spelled.windows(2).all(|w| w[0] == w[1]) { spelled[..1].to_vec() } else { spelled };
    Some(format!("{PREFIX}{}.{}", def.name, types.join(".")))
}

/// The target instruction a `@fixsel.<family>.<instr>.<types>` name refers to, if any (the
/// caller checks the types with `instr_call_name`).
pub fn lookup_instr_call(defs: &Defs, name: &str) -> Option<DefId> {
    let mut parts = name.strip_prefix(PREFIX)?.splitn(3, '.');
    let (family, instr) = (parts.next()?, parts.next()?);
    defs.by_name(&format!("{family}.{instr}")).filter(|&d| defs.get(d).kind == DefKind::Instr)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defs::builtin;

    fn name(op: &str, operands: &[Ty], result: Ty) -> String {
        let defs = builtin();
        call_name(defs.get(defs.by_name(op).unwrap()), operands, result).unwrap()
    }

    #[test]
    fn names_spell_the_signedness_on_the_types() {
        let v16i8 = Ty::new(16, 8);
        let v8i16 = Ty::new(8, 16);
        let v8i8 = Ty::new(8, 8);
        assert_eq!(name("rounding_halving_add.u", &[v16i8, v16i8], v16i8), "fixsel.rounding_halving_add.v16u8");
        assert_eq!(name("widening_mul.su", &[v8i8, v8i8], v8i16), "fixsel.widening_mul.v8i8.v8u8");
        assert_eq!(name("saturating_narrow.su", &[v8i16], v8i8), "fixsel.saturating_narrow.v8i16.v8u8");
        assert_eq!(name("saturating_narrow.s", &[v8i16], v8i8), "fixsel.saturating_narrow.v8i16");
        assert_eq!(name("extending_add.u", &[v8i16, v8i8], v8i16), "fixsel.extending_add.v8u16.v8u8");
        assert_eq!(name("rounding_mul_shr.s", &[v8i16, v8i16, v8i16], v8i16), "fixsel.rounding_mul_shr.v8i16");
    }

    #[test]
    fn instruction_names_spell_every_type() {
        let defs = builtin();
        let d = defs.by_name("hvx.vaddubh").unwrap();
        let (b, h) = (Ty::new(128, 8), Ty::new(128, 16));
        let n = instr_call_name(defs.get(d), &[b, b], h).unwrap();
        assert_eq!(n, "fixsel.hvx.vaddubh.v128i8.v128i8.v128i16");
        assert_eq!(lookup_instr_call(defs, &n), Some(d));
        let p = defs.by_name("x86.pavg").unwrap();
        assert_eq!(instr_call_name(defs.get(p), &[b, b], b).unwrap(), "fixsel.x86.pavg.v128i8");
        assert_eq!(lookup_instr_call(defs, "fixsel.rounding_halving_add.v16u8"), None);
        assert_eq!(lookup_instr_call(defs, "fixsel.hvx.nosuch.v128i8"), None);
        assert_eq!(instr_call_name(defs.get(defs.by_name("abs.s").unwrap()), &[b], b), None);
    }

    #[test]
    fn every_fpir_name_round_trips() {
        let defs = builtin();
        for (id, def) in defs.all().filter(|(_, d)| d.kind == DefKind::Fpir) {
            let t = Ty::new(8, 16);
            let operands = vec![t; def.params.len()];
            let n = call_name(def, &operands, t).unwrap();
            assert_eq!(lookup_call(defs, &n), Some(id), "{n}");
        }
        assert_eq!(lookup_call(defs, "fixsel.no_such_op.v16u8"), None);
        assert_eq!(lookup_call(defs, "fixsel.rounding_halving_add.v16x8"), None);
        assert_eq!(lookup_call(defs, "llvm.uadd.sat.v16i8"), None);
    }
}
