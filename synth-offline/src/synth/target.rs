//! The targets `synthesize --target` accepts and the cost model the search minimizes.
//!
//! The targets and their feature sets are the plugin's (`ruletable::target`). The search counts
//! instructions the way the plugin's cost model (`ruletable::cost_model`) counts registers, over one register of
//! W-bit lanes (the op's narrow width): a target instruction costs one per native variant call
//! it is split into (twice for an x86 pack wider than 128 bits: the vpermq), a generic LLVM op
//! one per register its widest value fills (so 2 on 2W-bit lanes), times the length of llc's
//! emulation where the target lacks it (x86 has no 8-bit shifts: psrlw/psllw + pand is 2, an
//! 8-bit ashr is psrlw + pand + pxor + psub, 4; an 8-bit mul 6; a truncation is pand + pack,
//! `trunc_cost`). Constants are free (hoisted).

use ruletable::defs::Def;
use ruletable::graph::Ty;
use ruletable::op::Op;

/// A plugin target (its family, features and registers, through `Deref`) under its name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub name: String,
    plugin: ruletable::target::Target,
}

impl std::ops::Deref for Target {
    type Target = ruletable::target::Target;
    fn deref(&self) -> &ruletable::target::Target {
        &self.plugin
    }
}

/// "Instructions" that stand for a sequence (x86/instructions.def: llc's expansion of the 32-bit saturating
/// add/sub intrinsics, the emitter's `dq_hi` multiply-highs), with its length: counted as one
/// they would make any rule using them look cheap (a rounding shift as a multiply-high by a
/// power of two did). uadd.sat: pxor + pminud + paddd; usub.sat: pmaxud + psubd; sadd/ssub.sat:
/// 5-7 instructions with blendv (6); pmuldq_dh: 2 pmuldq, 3 psrlq, paddq and a blend; the
/// rounding pmuldq_rdh two more paddq.
const LLC_EXPANSIONS: &[(&str, u32)] = &[
    ("x86.sat_addu32", 3),
    ("x86.sat_subu32", 2),
    ("x86.sat_adds32", 6),
    ("x86.sat_subs32", 6),
    ("x86.pmuldq_dh", 7),
    ("x86.pmuldq_rdh", 9),
];

/// The targets with instructions to search: the plugin's, but `generic`.
pub fn names() -> Vec<&'static str> {
    ruletable::target::NAMES.iter().copied().filter(|&n| by_name(n).is_some()).collect()
}

/// Every target of [`names`].
pub fn all() -> Vec<Target> {
    names().into_iter().filter_map(by_name).collect()
}

/// The target `synthesize --target` calls `name` (one of [`names`]), with the plugin's features
/// and register width for it.
pub fn by_name(name: &str) -> Option<Target> {
    let plugin = ruletable::target::by_name(name).filter(|t| t.family != "generic")?;
    Some(Target { name: name.to_string(), plugin })
}

impl Target {
    /// Candidates a fused search evaluates per unbanked level (`enumerate::Limits::budget`).
    /// HVX has the most instruction models (99 components for a 16-bit term, against 90-92 on
    /// AArch64 and 50-53 on x86), and with its V62 multiplies and byte-pair sums a million no
    /// longer reached `widening_shl.s(x:16, 8)` as vmpyhv + vmpyhv_acc (three million do), nor
    /// three million the Q31 `vmpyowh_rnd_sacc(vmpyewuh(x, y), x, y)` once the smallest operand
    /// pools went first (it is the 3.9 millionth).
    pub fn fused_budget(&self) -> u64 {
        match self.family {
            "hvx" => 5_000_000,
            _ => 1_000_000,
        }
    }

    /// Hand costs up to which a fused search also looks for a lowering as cheap as the hand one
    /// (for the synthesis-only table; `fused::search_bound`). Each level costs about ten times
    /// the one below: x86, with half the components of HVX and AArch64, searches its 4th and
    /// 5th levels in 10-40 s (its rounding narrows and `pmulhrsw` forms are there), AArch64 its
    /// 4th (`rshrn(smull(x, y), 15)`); HVX's 4th would take minutes a term.
    pub fn fused_equal_up_to(&self) -> u32 {
        match self.family {
            "x86" => 5,
            "aarch64" => 4,
            _ => 3,
        }
    }

    /// Instructions llc needs for a generic op at lane width `bits` on this target.
    pub fn generic_cost(&self, op: Op, bits: u16) -> u32 {
        match (self.family, op, bits) {
            ("x86", Op::Shl | Op::LShr, 8) => 2,
            ("x86", Op::AShr, 8) => 4,
            // No byte multiply: two pmullw of the unpacked halves, masked and packed.
            ("x86", Op::Mul, 8) => 6,
            // vmpyieoh + vmpyiewuh_acc; bytes through a widening vmpyb and a shuffle.
            ("hvx", Op::Mul, 32 | 8) => 2,
            _ => 1,
        }
    }

    /// Lanes in one register of the target's widest vectors at `width` bits.
    pub fn register_lanes(&self, width: u16) -> u32 {
        self.register_bits() / width as u32
    }

    /// Cost of an instruction giving `result`-bit lanes, over a register of `width`-bit lanes;
    /// `None` if it has no native variant there.
    pub fn instr_cost(&self, def: &Def, result: u16, width: u16) -> Option<u32> {
        let lanes = self.register_lanes(width);
        let v = def.pick_variant(Ty::new(lanes, result), &|v| self.has(&v.feature))?;
        let per_call = if v.abi.packs && v.ty.lanes * v.ty.bits as u32 > 128 { 2 } else { v.abi.instructions() };
        let expansion = LLC_EXPANSIONS.iter().find(|(n, _)| *n == def.name).map_or(1, |(_, c)| *c);
        Some(lanes.div_ceil(v.ty.lanes) * per_call * expansion)
    }

    /// Cost of a generic op whose widest operand or result has `widest`-bit lanes.
    pub fn prim_cost(&self, op: Op, bits: u16, widest: u16, width: u16) -> u32 {
        if op == Op::Trunc {
            return self.trunc_cost(widest, width, false);
        }
        self.generic_cost(op, bits) * (widest as u32).div_ceil(width as u32).max(1)
    }

    /// A truncation from `from`-bit lanes over a register of `width`-bit lanes: one per input
    /// register (AVX-512BW's vpmovwb/vpmovdw), except on x86 before AVX-512, which has no
    /// truncating narrow: llc masks each input register (pand) before a saturating pack per two,
    /// unless the value is known to fit (`fits`: a right shift by at least the bits dropped),
    /// when the packs alone do it. (Counted as one per register there, `trunc(pmulhrsw(x, 128))`
    /// looked cheaper than `trunc(lshr(add(x, 128), 8))`; llc gives both five instructions, and
    /// gaussian5x5 ran 25% slower on AVX2 with the first.)
    pub fn trunc_cost(&self, from: u16, width: u16, fits: bool) -> u32 {
        let regs = (from as u32).div_ceil(width as u32).max(1);
        match self.family {
            "x86" if self.has("avx512bw") => regs,
            "x86" if fits => regs.div_ceil(2),
            "x86" => regs + regs.div_ceil(2),
            _ => regs,
        }
    }

    /// Whether llc folds an extension to twice the width into the add or subtract that reads it
    /// (AArch64 uaddw/usubw/saddw/ssubw, and uaddl.. when both operands are extended): one
    /// instruction per register for `extending_add`, as for the plain add. Not known to the
    /// search's components, which price each op alone; the hand cost applies it (`hand::cost`),
    /// so an accumulating multiply by one (umlal(x, y, 1)) is no longer "cheaper" than uaddw.
    pub fn folds_extend_into_add(&self) -> bool {
        self.family == "aarch64"
    }

    /// Widening multiplies whose sum with another value llc selects as one multiply-accumulate
    /// (AArch64 UMLAL/SMLAL): the hand cost does not count that add (`hand::cost`), so an
    /// explicit umlal/smlal is not "cheaper" than the product and add it is made of (adopted as
    /// such, smlal took a product as its accumulator where llc had chosen the other: one more
    /// register move in the probe's widening_dot2).
    pub fn mla_products(&self) -> &'static [&'static str] {
        match self.family {
            "aarch64" => &["aarch64.umull", "aarch64.smull"],
            _ => &[],
        }
    }

    /// A file and rule-name friendly spelling (`x86_avx2`).
    pub fn slug(&self) -> String {
        self.name.replace(['-', '.'], "_")
    }
}
