//! The definition table: every FPIR op and every target instruction, each defined by a term over
//! primitives and earlier definitions. This is the single semantic definition of each op: the
//! interpreter, interval analysis and the Z3 encoding expand definitions down to primitives.
//!
//! Text format (`ruletable/rules/fpir.def`, `ruletable/rules/*/instructions.def`):
//!
//! ```text
//! fpir  rounding_halving_add.u(x:T, y:T) = trunc<T>(lshr(add(add(zext<2T>(x), zext<2T>(y)), 1), 1))
//! instr hvx.vavgrnd_u(x:T, y:T) = rounding_halving_add.u(x, y)
//!   on hvxv60 v128i8 -> llvm.hexagon.V6.vavgubrnd.128B hvx
//!   on hvxv60 v64i16 -> llvm.hexagon.V6.vavguhrnd.128B hvx
//!   on hvxv65 v32i32 -> llvm.hexagon.V6.vavguwrnd.128B hvx
//! ```
//!
//! An instruction lists the LLVM 16 intrinsics that implement it, one line per feature (or per
//! element width, where the target names each width's instruction apart, as HVX does): the
//! vector types it takes natively and the intrinsic name (`{ty}` expands to the type's LLVM
//! mangling, e.g. `v16i8`). Words after the name say how operands are passed ([`Abi`]):
//! `hvx` (HVX register types), `dealt`, `hilo`, `packs`, `masked`, `interleave`, `pairs`, `pairs_out`, `dot`, `acc0`, `add_acc`, `imm:K`. The semantics stay lane-wise
//! in natural order; the convention is how the emitter maps them onto the real instruction.

use crate::graph::Ty;
use crate::op::{DefId, Op};
use crate::matching::Bindings;
use crate::template::Unfit;
use crate::syntax::{entries, DefLookup, Parser, SyntaxError, Term, Vars, Width};
use std::collections::HashMap;
use std::sync::LazyLock;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefKind {
    Fpir,
    Instr,
}

/// How a `dq_hi` doubling multiply-high ends: the high half as is, or rounded (2^31 added first).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DqHi {
    Truncate,
    Round,
}

/// How the intrinsic's operands are passed and its lanes laid out. The default: natural vector
/// types `<lanes x iN>`, lane i of each operand gives lane i of the result.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Abi {
    /// `hvx`: HVX register types, `<32 x i32>` per 128-byte register, `<64 x i32>` per pair.
    pub hvx: bool,
    /// `dealt`: a register-pair operand or result holds the even lanes in its low register and
    /// the odd lanes in its high one (HVX widening ops produce this; vsat/vasr consume it).
    pub dealt: bool,
    /// `hilo`: a register-pair operand is passed as two registers, high one first.
    pub hilo: bool,
    /// `packs`: x86 packs. The operand's low and high halves are passed as two registers, and the
    /// result holds them interleaved per 128-bit lane (the emitter restores lane order).
    pub packs: bool,
    /// `masked`: an AVX-512 masked intrinsic; a pass-through vector (poison) and an all-ones
    /// lane mask follow the operands.
    pub masked: bool,
    /// `interleave`: no call; the two operands' lanes interleaved by a shufflevector (x86
    /// punpckl/h, which LLVM has as shuffles only), the result bitcast to its type.
    pub interleave: bool,
    /// `pairs`: each operand's lanes are passed as twice as many lanes of half the width (x86
    /// pmaddwd reads a 32-bit lane as two 16-bit ones).
    pub pairs: bool,
    /// `dot`: a dot product of packed bytes (AArch64 sdot/udot): each operand's lanes are passed
    /// as four times as many bytes, after a zero accumulator of the result type. `{bytes}` in the
    /// intrinsic name spells the byte vector type (`v16i8` for `v4i32`).
    pub dot: bool,
    /// `acc0`: a zero accumulator of the result type is passed first, the operands as they are
    /// (x86 vpdpbusd; the add into an accumulator stays a vpaddd: llc 16 does not fold it).
    pub acc0: bool,
    /// `add_acc`: the first operand is an accumulator the call does not take: the intrinsic gets
    /// the other operands and the emitter adds the accumulator to its result (AArch64
    /// UMLAL/SMLAL, which LLVM 16 has only as an add of umull/smull; llc selects the pair as one).
    pub add_acc: bool,
    /// `bytes`: each operand's lanes are passed as bytes (x86 psadbw reads a 64-bit lane as
    /// eight).
    pub bytes: bool,
    /// `dq_hi` / `dq_hi_rnd`: a 32-bit signed doubling multiply-high from x86 pmuldq (which reads
    /// the even 32-bit lanes and returns their 64-bit products): called on the even lanes and on
    /// the odd ones (shifted down by psrlq 32); the high half of each doubled product (plus 2^31
    /// for `dq_hi_rnd`) blended back into natural lane order (the even one as (p + 2^30) >> 31).
    pub dq_hi: Option<DqHi>,
    /// `imm:K`: operand K (1-based in the text, 0-based here) is an `i32` immediate, the value of
    /// the constant the rule put there.
    pub imm: Vec<usize>,
    /// `odds`: no call; the operand's 2T lanes read as twice as many T lanes and the odd ones (the
    /// high halves) picked by a shufflevector (AArch64 UZP2, which LLVM has as a shuffle only).
    pub odds: bool,
    /// `halves`: the 16-bit immediate is passed in both halves of the `i32` (HVX vmpyhss reads
    /// the scalar's halfword `lane % 2`).
    pub halves: bool,
    /// `pairs_out`: the call returns twice as many lanes of half the width, read back as the
    /// result's lanes (AArch64 uaddlp of bytes returns 16-bit sums that a packed lane holds).
    /// `{halves}` in an intrinsic name spells that type (`v8i16` for `v4i32`).
    pub pairs_out: bool,
    /// `eo:ODD`: a `dealt` pair computed one register at a time, its operands' lanes split the
    /// same way (pairs read dealt, a single register as it is): the even register by the
    /// variant's intrinsic, which accumulates into the accumulator's even register, the odd one
    /// by intrinsic ODD, which does not (its result is added to the accumulator's odd register).
    /// HVX has Vx.w += vmpyie(Vu.w, Vv.h) but only Vd.w = vmpyio(Vu.w, Vv.h).
    pub eo: Option<String>,
    /// `pair_hi:ACC`: the variant's intrinsic makes a register pair from the operands, intrinsic
    /// ACC accumulates into it from the same operands, and the pair's high register is the
    /// result (HVX vmpye(Vu.w, Vv.uh) then Vxx += vmpyo(Vu.w, Vv.h): the 64-bit products, whose
    /// high words are the signed multiply-high).
    pub pair_hi: Option<String>,
    /// `neg_q:K`: operand K (1-based in the text, 0-based here) is passed as the HVX predicate
    /// of its negative lanes, computed by a compare against zero (vcmp.gt(0, x): HVX's
    /// conditional add `if (Qv) Vx.w += Vu.w` is the correction of an unsigned multiply-high).
    pub neg_q: Option<usize>,
}

impl Abi {
    /// No call: the instruction is a shufflevector llc selects it from (`interleave`, `odds`).
    pub fn is_shuffle(&self) -> bool {
        self.interleave || self.odds
    }

    /// Instructions one native call emits: three for `eo` (the even accumulate, the odd
    /// multiply and its add), two for `pair_hi` and `neg_q` (the compare), else one. (Both cost
    /// models count by it.)
    pub fn instructions(&self) -> u32 {
        if self.eo.is_some() {
            3
        } else if self.pair_hi.is_some() || self.neg_q.is_some() {
            2
        } else {
            1
        }
    }
}

/// One native form of an instruction: available with `feature`, on `ty`, as `intrinsic`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Variant {
    pub feature: String,
    pub ty: Ty,
    pub intrinsic: String,
    pub abi: Abi,
}

#[derive(Clone, Debug)]
pub struct Def {
    pub name: String,
    pub kind: DefKind,
    pub vars: Vars,
    /// The parameters: `Term::Var` with their widths.
    pub params: Vec<Term>,
    pub body: Term,
    pub variants: Vec<Variant>,
    /// `file:line` where it is defined.
    pub source: String,
}

impl Def {
    /// The target family an instruction belongs to (`hvx`, `aarch64`, `x86`): its name's prefix.
    pub fn family(&self) -> Option<&str> {
        (self.kind == DefKind::Instr).then(|| self.name.split('.').next().unwrap())
    }

    /// The immediate operands of an instruction and the values they may take, where the target
    /// restricts them: AArch64's are all narrowing shift amounts, 1 to the result's bits (llc
    /// cannot select `sqshrn #0`, and a synthesized rule's generalized shift may reach 0 or more).
    pub fn immediate_range(&self, result_bits: u16) -> Option<(&[usize], u128, u128)> {
        let imm = &self.variants.first()?.abi.imm;
        (self.family() == Some("aarch64") && !imm.is_empty()).then_some((imm.as_slice(), 1, result_bits as u128))
    }

    /// The parameter an instruction adds its result to, if its semantics is `add(param, ..)`
    /// (HVX `vmpyubv_acc`): the accumulator operand.
    pub fn accumulator(&self) -> Option<usize> {
        let Term::App { op: crate::op::Op::Add, args, .. } = &self.body else { return None };
        let Term::Var { var, .. } = args.first()? else { return None };
        self.params.iter().position(|p| matches!(p, Term::Var { var: v, .. } if v == var))
    }

    fn param_width_pattern(&self, i: usize) -> Option<&Width> {
        match &self.params[i] {
            Term::Var { width, .. } => width.as_ref(),
            _ => None,
        }
    }

    /// Binds the parameters' width variables to the given operand widths (`None`: unknown yet).
    pub fn bind(&self, widths: &[Option<u16>]) -> Result<Bindings, Unfit> {
        let mut b = Bindings::for_vars(&self.vars);
        for (i, w) in widths.iter().enumerate() {
            if let (Some(w), Some(p)) = (w, self.param_width_pattern(i)) {
                if !b.unify_width(p, *w) {
                    return Err(Unfit(format!("{}: operand {} cannot be i{w}", self.name, i + 1)));
                }
            }
        }
        Ok(b)
    }

    /// The width parameter `i` must have, given the widths of the other operands.
    pub fn param_width(&self, i: usize, widths: &[Option<u16>]) -> Option<u16> {
        let b = self.bind(widths).ok()?;
        b.width(self.param_width_pattern(i)?)
    }

    pub fn result_width(&self, defs: &Defs, widths: &[u16]) -> Result<u16, Unfit> {
        let known: Vec<Option<u16>> = widths.iter().map(|&w| Some(w)).collect();
        let b = self.bind(&known)?;
        let var_widths: Vec<Option<u16>> = (0..self.vars.terms.len())
            .map(|v| self.params.iter().position(|p| matches!(p, Term::Var { var, .. } if *var as usize == v)).map(|i| widths[i]))
            .collect();
        term_width(defs, &self.body, &var_widths, &b)?.ok_or_else(|| Unfit(format!("{}: result is a bare constant", self.name)))
    }

    /// The native variant to use for `ty` under `has_feature`: the narrowest one that holds all
    /// lanes, else the widest (the caller splits). `None` if the element width has no variant.
    pub fn pick_variant(&self, ty: Ty, usable: &dyn Fn(&Variant) -> bool) -> Option<&Variant> {
        let mut usable: Vec<&Variant> = self.variants.iter().filter(|v| v.ty.bits == ty.bits && usable(v)).collect();
        usable.sort_by_key(|v| v.ty.lanes);
        usable.iter().find(|v| v.ty.lanes >= ty.lanes).or(usable.last()).copied()
    }
}

/// Width of a definition body without building it (`None` for a bare constant).
fn term_width(defs: &Defs, t: &Term, var_widths: &[Option<u16>], b: &Bindings) -> Result<Option<u16>, Unfit> {
    match t {
        Term::Var { var, .. } => Ok(var_widths[*var as usize]),
        Term::Bind { pat, .. } => term_width(defs, pat, var_widths, b),
        Term::Const(_) => Ok(None),
        Term::App { op, width, args } => {
            let explicit = width.as_ref().and_then(|w| b.width(w));
            let mut ws = Vec::new();
            for a in args {
                ws.push(term_width(defs, a, var_widths, b)?);
            }
            // A constant takes its siblings' width; a select's arms never take the condition's.
            let skip = usize::from(*op == Op::Select);
            let fill = ws.iter().skip(skip).flatten().copied().next();
            let ws: Vec<u16> = ws
                .iter()
                .enumerate()
                .map(|(i, w)| match (w, op) {
                    (Some(w), _) => *w,
                    (None, Op::Select) if i == 0 => 1,
                    (None, _) => explicit.filter(|_| !op.is_cast()).or(fill).unwrap_or(0),
                })
                .collect();
            crate::template::result_width(defs, *op, &ws, explicit).map(Some)
        }
    }
}

#[derive(Debug, Default)]
pub struct Defs {
    defs: Vec<Def>,
    by_name: HashMap<String, DefId>,
    /// FNV-1a of the definition texts: a rule table records it, so a table compiled against other
    /// definitions is rejected at load.
    pub fingerprint: u64,
}

impl DefLookup for Defs {
    fn lookup(&self, name: &str) -> Option<(DefId, usize)> {
        self.by_name.get(name).map(|&d| (d, self.defs[d as usize].params.len()))
    }
}

/// The definition files compiled into the crate, in dependency order.
pub const SOURCES: &[(&str, &str)] = &[
    ("fpir.def", include_str!("../rules/fpir.def")),
    ("hvx/instructions.def", include_str!("../rules/hvx/instructions.def")),
    ("aarch64/instructions.def", include_str!("../rules/aarch64/instructions.def")),
    ("x86/instructions.def", include_str!("../rules/x86/instructions.def")),
];

static BUILTIN: LazyLock<Defs> = LazyLock::new(|| match Defs::parse(SOURCES) {
    Ok(d) => d,
    Err(e) => panic!("built-in definitions do not parse: {e}"),
});

/// The definitions compiled into this build (parsed once).
pub fn builtin() -> &'static Defs {
    &BUILTIN
}

pub fn fnv1a(bytes: &[u8], seed: u64) -> u64 {
    bytes.iter().fold(seed, |h, &b| (h ^ b as u64).wrapping_mul(0x100000001b3))
}

impl Defs {
    pub fn get(&self, id: DefId) -> &Def {
        &self.defs[id as usize]
    }

    pub fn all(&self) -> impl Iterator<Item = (DefId, &Def)> {
        self.defs.iter().enumerate().map(|(i, d)| (i as DefId, d))
    }

    pub fn by_name(&self, name: &str) -> Option<DefId> {
        self.by_name.get(name).copied()
    }

    /// Whether `op` is an FPIR op (not a primitive, not a target instruction).
    pub fn is_fpir(&self, op: Op) -> bool {
        matches!(op, Op::Def(d) if self.get(d).kind == DefKind::Fpir)
    }

    /// The rule-language name of any op.
    pub fn op_name(&self, op: Op) -> String {
        match op {
            Op::Def(d) => self.get(d).name.clone(),
            Op::Input(i) => format!("in{i}"),
            Op::Const(v) => v.to_string(),
            op => op.primitive_name().unwrap(),
        }
    }

    pub fn parse(sources: &[(&str, &str)]) -> Result<Defs, String> {
        let mut defs = Defs { fingerprint: 0xcbf29ce484222325, ..Defs::default() };
        for (file, text) in sources {
            defs.fingerprint = fnv1a(text.as_bytes(), defs.fingerprint);
            for (line, entry) in entries(text) {
                let def = defs.parse_entry(file, line, &entry).map_err(|e| format!("{file}:{e}"))?;
                if defs.by_name.contains_key(&def.name) {
                    return Err(format!("{file}:{line}: '{}' is defined twice", def.name));
                }
                defs.by_name.insert(def.name.clone(), defs.defs.len() as DefId);
                defs.defs.push(def);
            }
        }
        Ok(defs)
    }

    fn parse_entry(&self, file: &str, line: usize, entry: &str) -> Result<Def, SyntaxError> {
        // Indented lines continue the body, except `on ...` lines, which list intrinsics.
        let (body_lines, variant_lines): (Vec<&str>, Vec<&str>) =
            entry.lines().partition(|l| !l.trim_start().starts_with("on "));
        let header = body_lines.join(" ");
        let mut p = Parser::new(&header, line, self)?;
        let kind = match p.ident()?.as_str() {
            "fpir" => DefKind::Fpir,
            "instr" => DefKind::Instr,
            other => return p.err(format!("expected 'fpir' or 'instr', found '{other}'")),
        };
        let name = p.ident()?;
        p.expect_sym("(")?;
        let mut params = Vec::new();
        loop {
            let t = p.term()?;
            if !matches!(t, Term::Var { width: Some(_), .. }) {
                return p.err("parameters are typed wildcards like x:T or x:8");
            }
            params.push(t);
            if p.eat_sym(")") {
                break;
            }
            p.expect_sym(",")?;
        }
        p.expect_sym("=")?;
        p.set_template(true);
        let body = p.term()?;
        if !p.at_end() {
            return p.err("trailing text after the definition");
        }
        let variants = variant_lines
            .iter()
            .enumerate()
            .map(|(i, l)| parse_variant(l, line + body_lines.len() + i))
            .collect::<Result<Vec<_>, _>>()?
            .into_iter()
            .flatten()
            .collect::<Vec<_>>();
        if let Some(v) = variants.iter().find(|v| v.abi.imm.iter().any(|&k| k >= params.len())) {
            return Err(SyntaxError { line, message: format!("{}: an imm:K operand is past the parameters", v.intrinsic) });
        }
        if kind == DefKind::Fpir && !variants.is_empty() {
            return Err(SyntaxError { line, message: "an fpir op has no intrinsics".into() });
        }
        if kind == DefKind::Instr && variants.is_empty() {
            return Err(SyntaxError { line, message: format!("instruction {name} lists no intrinsic ('on FEATURE vNiW -> NAME')") });
        }
        Ok(Def { name, kind, vars: p.vars, params, body, variants, source: format!("{file}:{line}") })
    }
}

/// `on FEATURE TYPE.. -> INTRINSIC [CONVENTION..]`
fn parse_variant(text: &str, line: usize) -> Result<Vec<Variant>, SyntaxError> {
    let err = |m: String| SyntaxError { line, message: m };
    let words: Vec<&str> = text.split_whitespace().collect();
    let arrow = words.iter().position(|w| *w == "->").ok_or_else(|| err("expected '->' in an intrinsic line".into()))?;
    if words.first() != Some(&"on") || arrow < 3 || arrow + 2 > words.len() {
        return Err(err("expected 'on FEATURE vNiW.. -> INTRINSIC [CONVENTION..]'".into()));
    }
    let mut abi = Abi::default();
    for w in &words[(arrow + 2).min(words.len())..] {
        match *w {
            "hvx" => abi.hvx = true,
            "dealt" => abi.dealt = true,
            "hilo" => abi.hilo = true,
            "packs" => abi.packs = true,
            "masked" => abi.masked = true,
            "interleave" => abi.interleave = true,
            "pairs" => abi.pairs = true,
            "dot" => abi.dot = true,
            "acc0" => abi.acc0 = true,
            "add_acc" => abi.add_acc = true,
            "bytes" => abi.bytes = true,
            "dq_hi" => abi.dq_hi = Some(DqHi::Truncate),
            "dq_hi_rnd" => abi.dq_hi = Some(DqHi::Round),
            "halves" => abi.halves = true,
            "pairs_out" => abi.pairs_out = true,
            "odds" => abi.odds = true,
            _ if w.starts_with("eo:") && w.len() > 3 => abi.eo = Some(w[3..].to_string()),
            _ if w.starts_with("pair_hi:") && w.len() > 8 => abi.pair_hi = Some(w[8..].to_string()),
            _ if w.starts_with("neg_q:") => match w[6..].parse::<usize>().ok().filter(|&k| k >= 1) {
                Some(k) => abi.neg_q = Some(k - 1),
                None => return Err(err(format!("bad operand number in '{w}' (neg_q:K, K from 1)"))),
            },
            _ => match w.strip_prefix("imm:").and_then(|k| k.parse::<usize>().ok()).filter(|&k| k >= 1) {
                Some(k) => abi.imm.push(k - 1),
                None => return Err(err(format!("unknown operand convention '{w}' (hvx, dealt, hilo, packs, masked, interleave, pairs, pairs_out, dot, acc0, add_acc, bytes, dq_hi, dq_hi_rnd, halves, odds, eo:INTRINSIC, pair_hi:INTRINSIC, neg_q:K, imm:K)"))),
            },
        }
    }
    words[2..arrow]
        .iter()
        .map(|t| {
            let ty = parse_vec_ty(t).ok_or_else(|| err(format!("bad vector type '{t}' (e.g. v16i8)")))?;
            Ok(Variant { feature: words[1].to_string(), ty, intrinsic: words[arrow + 1].replace("{ty}", t).replace("{bytes}", &format!("v{}i8", ty.lanes * ty.bits as u32 / 8)).replace("{halves}", &format!("v{}i{}", ty.lanes * 2, ty.bits / 2)), abi: abi.clone() })
        })
        .collect()
}

fn parse_vec_ty(s: &str) -> Option<Ty> {
    let (lanes, bits) = s.strip_prefix('v')?.split_once('i')?;
    Some(Ty::new(lanes.parse().ok()?, bits.parse().ok()?))
}
