//! `synth-offline model-tests [--check]`: lit tests validating every target-instruction model
//! (`ruletable/rules/{hvx,aarch64,x86}/instructions.def`) against the real instruction, one file per suite
//! under `lit-tests/models/`.
//!
//! Each test function is one instruction at one native variant (feature, type, intrinsic) and,
//! for an `imm:K` operand, one legal immediate value, written as a call to
//! `@fixsel.<family>.<instr>.<types>` (`ruletable::fpir_names::instr_call_name`). The plugin
//! turns it into the real intrinsic on the suite's target, with its operand convention (bitcasts
//! to HVX registers, dealt / hilo pairs, x86 packs halves and lane order, AVX-512 masked forms,
//! immediates), and into the definition expanded to plain IR on `target=generic`. The RUN lines
//! execute both on the target (`scripts/difftest.py`) and compare them lane by lane: the device
//! under test is the real instruction, the reference is the model's definition compiled by llc.
//!
//! `--check` compares the committed files with what the definitions generate (a cargo test does
//! the same), so a model or variant without a validation function fails the test suite.

use ruletable::defs::{Def, DefKind, Defs, DqHi, Variant};
use ruletable::fpir_names::instr_call_name;
use ruletable::graph::{mask, Ty};
use std::collections::BTreeSet;
use std::fmt::Write;

/// Input vectors per function: at least 10,000 per variant.
pub const CASES: u32 = 10_000;

/// One lit file: the variants of `family` whose feature `takes` accepts, run on `target`.
pub struct Suite {
    pub name: &'static str,
    pub family: &'static str,
    pub target: &'static str,
    takes: fn(&str) -> bool,
    /// RUN lines after the FileCheck ones: execution and, for x86, the selected mnemonics.
    run: &'static str,
    /// `Some(n)`: functions with an immediate go to `<name>-imm.ll`, run on `n` input vectors
    /// each (a variant has at least 33 immediates there: 33,000 inputs or more).
    imm_cases: Option<u32>,
}

const AVX512: &str = "avx512bw";
const DOTPROD: &str = "dotprod";
const VNNI: &str = "avx512vnni";

pub const SUITES: &[Suite] = &[
    Suite {
        name: "hvx",
        family: "hvx",
        target: "hvx",
        takes: |_| true,
        // The reference side is compiled without hexagon-vector-combine (hvx/target.ini).
        run: "; RUN: %difftest-pair --target=hvx --cases=CASES --after %t %t.ref",
        // qemu-hexagon runs about 40,000 vectors a second: 640 functions at 10,000 would take minutes.
        imm_cases: Some(1_000),
    },
    Suite {
        name: "aarch64",
        family: "aarch64",
        target: "aarch64",
        takes: |f| f != DOTPROD,
        run: "; RUN: %difftest-pair --target=aarch64 --cases=CASES --after %t %t.ref",
        imm_cases: None,
    },
    Suite {
        name: "aarch64-dotprod",
        family: "aarch64",
        target: "aarch64-dotprod",
        takes: |f| f == DOTPROD,
        run: "; RUN: %difftest-pair --target=aarch64-dotprod --cases=CASES --after %t %t.ref",
        imm_cases: None,
    },
    Suite {
        name: "x86",
        family: "x86",
        target: "x86-avx2",
        takes: |f| f != AVX512 && f != VNNI,
        run: "; RUN: %difftest-pair --target=x86-avx2 --cases=CASES --after %t %t.ref\n\
              ; llc selects the instruction a generic intrinsic stands for (ASM lines).\n\
              ; RUN: llc -O2 -mtriple=x86_64-linux-gnu -mattr=+avx2 %t -o - | FileCheck %s --check-prefix=ASM",
        imm_cases: None,
    },
    Suite {
        name: "x86-avx512",
        family: "x86",
        target: "x86-avx512",
        takes: |f| f == AVX512 || f == VNNI,
        // This machine has no AVX-512: the execution reports UNSUPPORTED here (and runs on a
        // host that has it); the forms are FileChecked and compiled everywhere.
        run: "; RUN: llc -O2 -mtriple=x86_64-linux-gnu -mattr=+avx512f,+avx512bw,+avx512vl,+avx512vnni %t -o - | FileCheck %s --check-prefix=ASM\n\
              ; RUN: %difftest-pair --target=x86-avx512 --allow-unsupported --cases=CASES --after %t %t.ref",
        imm_cases: None,
    },
];

/// How the legal immediates of an `imm:K` operand are chosen, by intrinsic name prefix.
const IMMEDIATES: &[(&str, Imm)] = &[
    ("llvm.hexagon.V6.vmpyhss", Imm::Multiplier),
    ("llvm.hexagon.V6.vrmpyub", Imm::Bytes),
    ("llvm.hexagon.V6.vdmpybus", Imm::BytePair),
    ("llvm.hexagon.V6.vasr", Imm::Register),
    ("llvm.hexagon.V6.vlsr", Imm::Register),
    ("llvm.aarch64.neon.", Imm::NarrowingShift),
    ("llvm.x86.", Imm::BelowWidth),
];

#[derive(Clone, Copy)]
enum Imm {
    /// A scalar register: every value is legal and the hardware uses some low bits. Amounts
    /// 0..2*width of the shifted operand (several wraps of any modulus) and the all-ones value.
    Register,
    /// NEON shift-right-narrow immediates: 1..=T (the result width).
    NarrowingShift,
    /// x86 shifts by an immediate: 0..width-1, where the model (`lshr`/`ashr`) is defined.
    BelowWidth,
    /// A 16-bit multiplier: the extremes, small values and division magic numbers.
    Multiplier,
    /// Four byte weights in a 32-bit register: each byte at its edges, alone and mixed.
    Bytes,
    /// Two byte weights in 16 bits (the `halves` convention repeats them): each at its edges.
    BytePair,
}

/// x86 models reached through a generic LLVM intrinsic: the mnemonic llc must select for it
/// (suffixed by the element size), so the real instruction is what runs.
const X86_GENERIC_MNEMONICS: &[(&str, &str)] = &[
    ("x86.paddus", "paddus"),
    ("x86.padds", "padds"),
    ("x86.psubus", "psubus"),
    ("x86.psubs", "psubs"),
    ("x86.pminu", "pminu"),
    ("x86.pmaxu", "pmaxu"),
    ("x86.pmins", "pmins"),
    ("x86.pmaxs", "pmaxs"),
];

/// HVX instructions listing two forms for one type (vsat / vpack:sat, vshuffo / vpacko): the
/// emitter picks the dealt-reading one only for an operand built dealt, so the test builds it
/// with a widening accumulate of zero, `add(x, widening_*(0, 0)) == x`, itself validated on its own.
const DEALT_SOURCES: &[(u16, &str)] = &[(16, "hvx.vaddubh_acc"), (32, "hvx.vadduhw_acc")];

const WIDTHS: &[u16] = &[8, 16, 32, 64];

/// The operand widths that give `def` a result of `bits` (exactly one assignment must).
fn operand_widths(defs: &Defs, def: &Def, bits: u16) -> Result<Vec<u16>, String> {
    let n = def.params.len();
    let mut found = Vec::new();
    for k in 0..WIDTHS.len().pow(n as u32) {
        let ws: Vec<u16> = (0..n).map(|i| WIDTHS[k / WIDTHS.len().pow(i as u32) % WIDTHS.len()]).collect();
        let known: Vec<Option<u16>> = ws.iter().map(|&w| Some(w)).collect();
        if def.bind(&known).is_ok() && def.result_width(defs, &ws) == Ok(bits) {
            found.push(ws);
        }
    }
    match found.len() {
        1 => Ok(found.pop().unwrap()),
        k => Err(format!("{}: {k} operand width assignments give an i{bits} result", def.name)),
    }
}

fn immediates(v: &Variant, widths: &[u16], k: usize, result_bits: u16) -> Result<Vec<u128>, String> {
    let (_, how) = IMMEDIATES
        .iter()
        .find(|(prefix, _)| v.intrinsic.starts_with(prefix))
        .ok_or_else(|| format!("{}: no legal immediate range known (add it to IMMEDIATES)", v.intrinsic))?;
    let shifted = widths[0] as u128;
    Ok(match how {
        Imm::Register => (0..2 * shifted).chain([mask(widths[k])]).collect(),
        Imm::NarrowingShift => (1..=result_bits as u128).collect(),
        Imm::BelowWidth => (0..shifted).collect(),
        Imm::Multiplier => vec![0, 1, 2, 3, 0x4000, 0x5556, 0x6667, 0x7fff, 0x8000, 0x8001, 0xfffe, 0xffff],
        Imm::Bytes => vec![0, 1, 0x0101_0101, 0x0302_0100, 0x7f7f_7f7f, 0x8080_8080, 0xff00_ff01, 0x1234_5678, 0xffff_ffff],
        Imm::BytePair => vec![0, 1, 0x0100, 0x0101, 0x7f7f, 0x8080, 0x7f80, 0xff01, 0x1234, 0xffff],
    })
}

fn ir_ty(t: Ty) -> String {
    format!("<{} x i{}>", t.lanes, t.bits)
}

/// `hvx.vsathub__hexagon.V6.vpackhub.sat.128B[__imm3]`: unique per instruction, variant and immediate.
fn function_name(def: &Def, v: &Variant, imm: Option<u128>) -> String {
    let intrinsic = v.intrinsic.strip_prefix("llvm.").unwrap_or(&v.intrinsic);
    let imm = imm.map_or(String::new(), |c| format!("__imm{c}"));
    // A shuffle or `dq_hi` variant is not a call: name it by its type.
    let ty = if v.abi.is_shuffle() || v.abi.dq_hi.is_some() { format!(".v{}i{}", v.ty.lanes, v.ty.bits) } else { String::new() };
    format!("{}__{intrinsic}{ty}{imm}", def.name)
}

struct Writer<'a> {
    defs: &'a Defs,
    out: String,
    declares: BTreeSet<String>,
    functions: usize,
}

impl Writer<'_> {
    /// `%dst = call @fixsel.<instr>.<types>(args)`, declaring the callee.
    fn call(&mut self, body: &mut String, dst: &str, def: &Def, args: &[(Ty, String)], result: Ty) {
        let tys: Vec<Ty> = args.iter().map(|a| a.0).collect();
        let name = instr_call_name(def, &tys, result).expect("an instruction");
        let params: Vec<String> = tys.iter().map(|&t| ir_ty(t)).collect();
        self.declares.insert(format!("declare {} @{name}({})", ir_ty(result), params.join(", ")));
        let args: Vec<String> = args.iter().map(|(t, v)| format!("{} {v}", ir_ty(*t))).collect();
        writeln!(body, "  {dst} = call {} @{name}({})", ir_ty(result), args.join(", ")).unwrap();
    }

    fn function(&mut self, suite: &Suite, def: &Def, v: &Variant, widths: &[u16], imm: Option<u128>) {
        let lanes = v.ty.lanes;
        let tys: Vec<Ty> = widths.iter().map(|&w| Ty::new(lanes, w)).collect();
        let name = function_name(def, v, imm);
        let twin = def.variants.iter().any(|w| w != v && w.ty == v.ty && w.feature == v.feature && w.abi.dealt != v.abi.dealt);
        let mut params = Vec::new();
        let mut body = String::new();
        let mut args = Vec::new();
        for (i, &t) in tys.iter().enumerate() {
            if v.abi.imm.contains(&i) {
                args.push((t, crate::ir_text::splat(t.lanes, t.bits, imm.expect("an immediate"))));
                continue;
            }
            params.push(format!("{} %x{i}", ir_ty(t)));
            let mut arg = format!("%x{i}");
            if twin && v.abi.dealt {
                let (_, src) = DEALT_SOURCES.iter().find(|(w, _)| *w == t.bits).expect("a dealt source for this width");
                let src = self.defs.get(self.defs.by_name(src).expect("a defined instruction"));
                let zero = (Ty::new(lanes, t.bits / 2), "zeroinitializer".to_string());
                let dst = format!("%dealt{i}");
                self.call(&mut body, &dst, src, &[(t, arg), zero.clone(), zero], t);
                arg = dst;
            }
            args.push((t, arg));
        }
        self.call(&mut body, "%r", def, &args, v.ty);
        let out = &mut self.out;
        let conv: Vec<String> = [("hvx", v.abi.hvx), ("dealt", v.abi.dealt), ("hilo", v.abi.hilo), ("packs", v.abi.packs), ("masked", v.abi.masked), ("interleave", v.abi.interleave), ("pairs", v.abi.pairs), ("pairs_out", v.abi.pairs_out), ("dot", v.abi.dot), ("acc0", v.abi.acc0), ("add_acc", v.abi.add_acc), ("dq_hi", v.abi.dq_hi == Some(DqHi::Truncate)), ("dq_hi_rnd", v.abi.dq_hi == Some(DqHi::Round)), ("halves", v.abi.halves), ("odds", v.abi.odds)]
            .iter()
            .filter(|(_, on)| *on)
            .map(|(n, _)| n.to_string())
            .chain(v.abi.eo.iter().map(|odd| format!("eo:{odd}")))
            .chain(v.abi.pair_hi.iter().map(|acc| format!("pair_hi:{acc}")))
            .chain(v.abi.neg_q.iter().map(|k| format!("neg_q:{}", k + 1)))
            .chain(v.abi.imm.iter().map(|k| format!("imm:{}", k + 1)))
            .collect();
        writeln!(out, "; {} on {} {}: {} {} ({})", def.name, v.feature, ir_ty(v.ty), v.intrinsic, conv.join(" "), def.source).unwrap();
        if twin && v.abi.dealt {
            writeln!(out, "; The operand is built dealt (a widening accumulate of zero), so the dealt form is chosen.").unwrap();
        }
        writeln!(out, "; CHECK-LABEL: define {{{{.*}}}} @{name}(").unwrap();
        if v.abi.is_shuffle() {
            writeln!(out, "; CHECK: shufflevector").unwrap();
        } else if v.abi.dq_hi.is_some() {
            writeln!(out, "; CHECK: mul <{} x i64>", v.ty.lanes / 2).unwrap();
        } else {
            writeln!(out, "; CHECK: call {{{{.*}}}}@{}(", v.intrinsic).unwrap();
            if let Some(second) = v.abi.eo.as_ref().or(v.abi.pair_hi.as_ref()) {
                writeln!(out, "; CHECK: call {{{{.*}}}}@{second}(").unwrap();
            }
        }
        writeln!(out, "; CHECK: ret").unwrap();
        if suite.family == "x86" {
            let generic = X86_GENERIC_MNEMONICS.iter().find(|(n, _)| *n == def.name);
            writeln!(out, "; ASM-LABEL: {name}:").unwrap();
            if v.abi.dq_hi.is_some() {
                writeln!(out, "; ASM: {{{{[[:space:]]v?}}}}pmuldq{{{{[[:space:]]}}}}").unwrap();
                writeln!(out, "; ASM: {{{{[[:space:]]v?}}}}pmuldq{{{{[[:space:]]}}}}").unwrap();
                writeln!(out, "; ASM-NOT: pmovsx").unwrap();
            }
            if let Some((_, m)) = generic {
                let suffix = match v.ty.bits { 8 => "b", 16 => "w", 32 => "d", _ => "q" };
                writeln!(out, "; ASM: {{{{[[:space:]]v?}}}}{m}{suffix}{{{{[[:space:]]}}}}").unwrap();
            }
            writeln!(out, "; ASM: ret").unwrap();
        }
        writeln!(out, "define {} @{name}({}) {{\n{body}  ret {} %r\n}}\n", ir_ty(v.ty), params.join(", "), ir_ty(v.ty)).unwrap();
        self.functions += 1;
    }
}

/// One generated lit file.
pub struct File {
    pub name: String,
    pub text: String,
    pub functions: usize,
    pub variants: usize,
}

/// The lit files of one suite: `<name>.ll`, and `<name>-imm.ll` if its immediates are split off.
pub fn suite_files(defs: &Defs, suite: &Suite) -> Result<Vec<File>, String> {
    let writer = || Writer { defs, out: String::new(), declares: BTreeSet::new(), functions: 0 };
    let (mut plain, mut imm) = (writer(), writer());
    let (mut plain_variants, mut imm_variants) = (0, 0);
    let instrs: Vec<&Def> = defs.all().map(|(_, d)| d).filter(|d| d.kind == DefKind::Instr && d.family() == Some(suite.family)).collect();
    for def in &instrs {
        for v in def.variants.iter().filter(|v| (suite.takes)(&v.feature)) {
            let widths = operand_widths(defs, def, v.ty.bits)?;
            match v.abi.imm.as_slice() {
                [] => {
                    plain_variants += 1;
                    plain.function(suite, def, v, &widths, None);
                }
                [k] => {
                    let w = if suite.imm_cases.is_some() { &mut imm } else { &mut plain };
                    *(if suite.imm_cases.is_some() { &mut imm_variants } else { &mut plain_variants }) += 1;
                    for c in immediates(v, &widths, *k, v.ty.bits)? {
                        w.function(suite, def, v, &widths, Some(c));
                    }
                }
                _ => return Err(format!("{}: more than one immediate operand", v.intrinsic)),
            }
        }
    }
    let mut files = vec![file(suite, suite.name.to_string(), plain, plain_variants, CASES, "")];
    if let Some(cases) = suite.imm_cases {
        let what = " with an immediate operand, one function per legal immediate";
        files.push(file(suite, format!("{}-imm", suite.name), imm, imm_variants, cases, what));
    }
    Ok(files)
}

fn file(suite: &Suite, name: String, w: Writer, variants: usize, cases: u32, what: &str) -> File {
    let mut out = String::new();
    writeln!(out, "; Generated by `synth-offline model-tests` (synth-offline/src/model_tests.rs); do not edit.").unwrap();
    writeln!(out, "; Every {} instruction model{what}: {variants} native variants, {} functions.", suite.family, w.functions).unwrap();
    writeln!(out, "; The real intrinsic, called with the plugin's operand convention (target={}), is run", suite.target).unwrap();
    writeln!(out, "; against the model's definition expanded to plain IR (target=generic) on {cases} input vectors").unwrap();
    writeln!(out, "; per function (all edge-value combinations among them), compared lane by lane.").unwrap();
    writeln!(out, "; RUN: %opt -passes='fixsel<target={}>,verify' -S %s -o %t", suite.target).unwrap();
    writeln!(out, "; RUN: FileCheck %s < %t").unwrap();
    writeln!(out, "; RUN: not grep '@fixsel\\.' %t").unwrap();
    writeln!(out, "; RUN: %opt -passes='fixsel<target=generic>,verify' -S %s -o %t.ref").unwrap();
    writeln!(out, "; RUN: not grep '@fixsel\\.\\|@llvm\\.hexagon\\|@llvm\\.aarch64\\|@llvm\\.x86' %t.ref").unwrap();
    writeln!(out, "{}\n", suite.run.replace("CASES", &cases.to_string())).unwrap();
    out += &w.out;
    for d in &w.declares {
        writeln!(out, "{d}").unwrap();
    }
    File { name, text: out, functions: w.functions, variants }
}

/// Instruction models with a variant no suite takes (must be none).
pub fn uncovered(defs: &Defs) -> Vec<String> {
    defs.all()
        .map(|(_, d)| d)
        .filter(|d| d.kind == DefKind::Instr)
        .flat_map(|d| d.variants.iter().map(move |v| (d, v)))
        .filter(|(d, v)| !SUITES.iter().any(|s| d.family() == Some(s.family) && (s.takes)(&v.feature)))
        .map(|(d, v)| format!("{} {} {}", d.name, v.feature, v.intrinsic))
        .collect()
}

/// Writes (or, with `check`, compares) every suite's files; returns the problems found.
pub fn write_all(defs: &Defs, check: bool) -> Result<Vec<String>, String> {
    let mut problems: Vec<String> = uncovered(defs).into_iter().map(|u| format!("no suite covers {u}")).collect();
    let dir = crate::repo_path("lit-tests/models");
    for s in SUITES {
        for f in suite_files(defs, s)? {
            let p = dir.join(format!("{}.ll", f.name));
            match crate::generated::put(&p, &f.text, check, "model-tests")? {
                Some(stale) => problems.push(stale),
                None if !check => println!("wrote {} ({} variants, {} functions)", p.display(), f.variants, f.functions),
                None => {}
            }
        }
    }
    Ok(problems)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ruletable::defs::builtin;

    /// Every instruction model has a validation function per variant and immediate, and the
    /// committed lit files are what the definitions generate.
    #[test]
    fn committed_model_tests_cover_every_model() {
        let problems = write_all(builtin(), true).unwrap();
        assert!(problems.is_empty(), "{}", problems.join("\n"));
    }

    #[test]
    fn every_instruction_variant_gets_a_function() {
        let defs = builtin();
        let mut expected = 0;
        for (_, d) in defs.all().filter(|(_, d)| d.kind == DefKind::Instr) {
            assert!(!d.variants.is_empty());
            expected += d.variants.len();
        }
        let total: usize = SUITES.iter().flat_map(|s| suite_files(defs, s).unwrap()).map(|f| f.variants).sum();
        assert_eq!(total, expected);
    }

    #[test]
    fn operand_widths_follow_the_result() {
        let defs = builtin();
        let d = |n: &str| defs.get(defs.by_name(n).unwrap());
        assert_eq!(operand_widths(defs, d("aarch64.rshrn"), 8).unwrap(), vec![16, 16]);
        assert_eq!(operand_widths(defs, d("hvx.vaddubh_acc"), 16).unwrap(), vec![16, 8, 8]);
        assert_eq!(operand_widths(defs, d("x86.packus"), 16).unwrap(), vec![32]);
    }
}
