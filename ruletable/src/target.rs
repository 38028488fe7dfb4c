//! Which instruction set a function may use (from the module's triple and the function's
//! `target-cpu` / `target-features` attributes, which the plugin reads, or a `target=` override),
//! and the lowering choices that differ between families. Features, register widths and llc
//! limits are data: `rules/<family>/target.ini` (`target_data.rs`).

use crate::defs::Variant;
use crate::graph::Ty;
use crate::target_data::{family_of, Family, FAMILIES};
use std::collections::BTreeSet;
use std::sync::LazyLock;

/// Which loaded vectors a target reads again (`Target::reloaded_windows`,
/// `Target::loaded_exit_lanes`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Windows {
    All,
    /// Only vectors whose uses are all extensions (or splices and phis of them).
    Widened,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    /// The lowering rule family: `hvx`, `aarch64` or `x86`.
    pub family: &'static str,
    /// Feature names as the instruction definitions use them (`avx2`, `hvxv65`, `dotprod`).
    pub features: BTreeSet<String>,
}

impl Target {
    pub fn has(&self, feature: &str) -> bool {
        self.features.contains(feature)
    }

    /// Whether a native form of an instruction may be emitted: its feature, and for a 512-bit
    /// form, 512-bit registers (`zmm`, see [`zmm_usable`]).
    pub fn usable(&self, v: &Variant) -> bool {
        self.has(&v.feature) && (v.ty.lanes * v.ty.bits as u32 <= 256 || self.family != "x86" || self.has(ZMM))
    }

    /// Whether llc 16 mishandles a vector value of type `ty` on this target (`computed`: an
    /// instruction's result, not an input or a constant); a rewrite must not introduce one.
    pub fn llc_mishandles(&self, ty: Ty, computed: bool) -> bool {
        let l = &self.data().llc;
        ty.bits > 1 && ty.lanes > 1 && (ty.lanes * (ty.bits as u32) < l.shortest_vector_bits || (computed && ty.bits == 64 && l.no_lanes64))
    }

    /// Instructions for a splice of two `bits`-bit vectors (a slide across their concatenation):
    /// one `ext` (NEON), `valign` (HVX) or `palignr` (x86), which on x86 works within 128-bit lanes,
    /// so a wider splice also needs a `vperm2i128` (`vpermi2b`-class on AVX-512).
    pub fn splice_cost(&self, bits: u32) -> u32 {
        if self.family == "x86" && bits > 128 {
            2
        } else {
            1
        }
    }

    /// Whether a vector shift by a loop-invariant amount is better given the amount as a splat
    /// built next to the shift: on HVX llc then shifts by a scalar register (`vasr(v, r)`, which
    /// also fuses into an accumulate) instead of by a vector built outside the loop.
    pub fn shifts_by_scalar(&self) -> bool {
        self.family == "hvx"
    }

    /// Which lanes of a loop's last vector load read after the loop are better loaded again there
    /// (`window::exit_extracts`). All on HVX, where llc extracts through a stack slot stored every
    /// iteration. On x86 only where the load's other uses are extensions (or splices of them): the
    /// extract kept a load that would otherwise fold into `vpmovzx`; elsewhere the vector stays
    /// loaded and the rewrite only moved a register copy (halfpel_avg_u8, dilate3x3, max_pool3x3).
    /// None on AArch64, where the vector is loaded anyway and a lane is one umov (llvm-mca within
    /// 0.4%).
    pub fn loaded_exit_lanes(&self) -> Option<Windows> {
        match self.family {
            "hvx" => Some(Windows::All),
            "x86" => Some(Windows::Widened),
            _ => None,
        }
    }

    /// Which sliding windows (`window.rs`) are better loaded again than spliced from the previous
    /// iteration's vectors. None on HVX: there a window is one vlalign, and reloading the taps is
    /// as often slower as faster (bench, 16 stencils: median3x3 0.93x of clang alone with
    /// windows, 1.00x without; sobel3x3 6.42x against 7.00x; dilate3x3 1.17x against 1.00x). On
    /// x86 only windows whose taps are widened (or spliced again): there the splices compete with
    /// the extensions for the shuffle units, and taps used as they are (u8 max/min) are natively
    /// faster spliced (dilate3x3 0.71x, max_pool3x3 0.88x reloaded). All on NEON, where an `ext`
    /// per tap costs more than the load (llvm-mca: max_pool3x3 0.69 -> 0.57 cycles/elem,
    /// median3x3 1.13 -> 1.01).
    pub fn reloaded_windows(&self) -> Option<Windows> {
        match self.family {
            "hvx" => None,
            "x86" => Some(Windows::Widened),
            _ => Some(Windows::All),
        }
    }

    /// Whether an unsigned division's add-form magic multiply (T + 1 bits) costs llc more than
    /// the plain form: a subtract, a halving shift and an add, which NEON and HVX do in one
    /// halving add (x86's takes three: no gain there).
    pub fn udiv_add_form_costs_more(&self) -> bool {
        self.family != "x86"
    }

    /// Whether the target's packs interleave per 128-bit lane within a wider register (AVX2,
    /// AVX-512), so that their operands are worth building in the emitter's `Layout::PackIn`.
    pub fn packs_in_lanes(&self) -> bool {
        self.family == "x86" && self.has("avx2")
    }

    /// Whether the even or odd lanes of a vector are better taken by one `vpacke`/`vpacko` per
    /// register (`deinterleave.rs`) than by llc's shuffle lowering: on HVX.
    pub fn packs_deinterleaves(&self) -> bool {
        self.family == "hvx"
    }

    /// The instruction that sums a vector's even and odd bytes better than llc's de-interleave
    /// and widening adds (`pairwise.rs`): `pmaddubsw` by ones on x86 from SSSE3, `uaddlp` on
    /// AArch64, `vdmpybus` by ones on HVX.
    pub fn byte_pair_sum(&self) -> Option<&'static str> {
        match self.family {
            "x86" if self.has("ssse3") => Some("x86.pmaddubsw"),
            "aarch64" => Some("aarch64.uaddlp_bh"),
            "hvx" => Some("hvx.vdmpybus"),
            _ => None,
        }
    }

    /// The instruction that multiplies two pairs of signed 16-bit halves and sums each pair into
    /// a 32-bit lane, for two taps of a multiply-accumulate (`plugin/src/tap_pairs.rs`).
    pub fn tap_pair_product(&self) -> Option<&'static str> {
        (self.family == "x86").then_some("x86.pmaddwd")
    }

    /// Whether a regrouped product that reads one loaded vector may accumulate into a loop's
    /// accumulator (`reduction.rs`): on HVX, where `vrmpy` accumulating saves the ALU slot of the
    /// separate add and llc still software-pipelines the loop.
    pub fn accumulates_one_stream(&self) -> bool {
        self.family == "hvx"
    }

    /// Whether a vector of i1 (a compare's result) is as cheap to reorder as data. Not on HVX,
    /// where llc expands a shuffle of predicates lane by lane (depthwise_conv3x3 with a dealt
    /// product before a compare: 167 -> 849 instructions per loop); the emitter computes the
    /// compare again in the order wanted there, from reordered data.
    pub fn reorders_predicates(&self) -> bool {
        self.family != "hvx"
    }

    /// Whether a loop-invariant term computed from a compare may be computed on scalars and
    /// splat (the family's llc limits); where not, such terms stay on vectors.
    pub fn splats_scalars_from_i1(&self) -> bool {
        !self.data().llc.no_splats_from_i1
    }

    /// The widest vector register, in bits: the family's widest whose features the target has.
    pub fn register_bits(&self) -> u32 {
        self.data().register_bits.iter().filter(|(f, _)| f.iter().all(|f| self.has(f))).map(|&(_, b)| b).max().unwrap_or(128)
    }

    /// How the family unroll-and-jams i-k-j loop nests (`jam_count`, `jam_wide_multiplies` in its
    /// `target.ini`).
    pub fn jam(&self) -> &'static crate::target_data::Jam {
        &self.data().jam
    }

    /// The family's data file (`rules/<family>/target.ini`).
    fn data(&self) -> &'static Family {
        family_of(self.family).expect("a target's family has a data file")
    }

    /// Whether conversions between bytes and 32-bit lanes are better written in two steps
    /// (`byte_steps.rs`) than left to llc's `tbl` forms: on AArch64.
    pub fn converts_bytes_in_steps(&self) -> bool {
        self.family == "aarch64"
    }

    fn new(family: &'static str, features: &[&str]) -> Target {
        Target { family, features: features.iter().map(|s| s.to_string()).collect() }
    }
}

/// Not an ISA feature: 512-bit registers may be used (see [`zmm_usable`]).
pub const ZMM: &str = "zmm";

/// The values `target=` accepts (the sections of the `target.ini` files). `generic`: no target
/// instructions, FPIR calls expanded to plain IR (a reference for tests).
pub static NAMES: LazyLock<Vec<&'static str>> = LazyLock::new(|| FAMILIES.iter().flat_map(|f| f.targets.iter().map(|t| t.0)).collect());

pub fn by_name(name: &str) -> Option<Target> {
    FAMILIES.iter().find_map(|f| f.targets.iter().find(|t| t.0 == name).map(|t| Target::new(f.name, &t.1)))
}

/// No target instructions: only the generic lowering rules, and FPIR expanded to plain IR. What
/// the full pass uses for a function whose target fixsel has no rules for.
pub fn expand_only() -> Target {
    Target::new(crate::table::GENERIC, &[])
}

pub fn is_expand_only(t: &Target) -> bool {
    t.family == crate::table::GENERIC
}

/// HVX of a version: its features and every older version's.
fn hvx(version: u32) -> Target {
    let older = |f: &&&str| f.strip_prefix("hvxv").and_then(|v| v.parse::<u32>().ok()).is_some_and(|v| v <= version);
    Target::new("hvx", &family_of("hvx").expect("hvx/target.ini").versions.iter().filter(older).copied().collect::<Vec<_>>())
}

/// Whether llc 16 gives a function 512-bit registers: it splits 512-bit values (and aborts on a
/// 512-bit intrinsic: "Do not know how to split the result") when the CPU prefers 256-bit vectors
/// and clang's `min-legal-vector-width` (0 for plain C) does not ask for more, unless
/// `prefer-vector-width` (-mprefer-vector-width=512) does. Measured with llc 16 on
/// `llvm.x86.avx512.pmaddw.d.512`: skylake-avx512, icelake-server and x86-64-v4 split, znver4 and
/// a generic x86-64 with +avx512bw do not; any other CPU is taken to split.
pub fn zmm_usable(cpu: &str, min_legal: Option<u32>, prefer: Option<u32>) -> bool {
    const WHOLE_512: &[&str] = &["", "generic", "x86-64", "x86-64-v2", "x86-64-v3", "znver4"];
    min_legal.map_or(true, |w| w > 256) || prefer.is_some_and(|w| w >= 512) || (prefer.is_none() && WHOLE_512.contains(&cpu))
}

pub fn from_attributes(triple: &str, cpu: &str, features: &str) -> Option<Target> {
    let on: BTreeSet<&str> = features.split(',').filter_map(|f| f.strip_prefix('+')).collect();
    let off: BTreeSet<&str> = features.split(',').filter_map(|f| f.strip_prefix('-')).collect();
    let arch = triple.split('-').next().unwrap_or("");
    match arch {
        "hexagon" => {
            // Only 128-byte HVX is supported.
            if !on.contains("hvx-length128b") {
                return None;
            }
            let version = on.iter().filter_map(|f| f.strip_prefix("hvxv")?.parse::<u32>().ok()).max()?;
            Some(hvx(version))
        }
        "aarch64" | "aarch64_be" | "arm64" => {
            if off.contains("neon") {
                return None;
            }
            let mut t = Target::new("aarch64", &["neon"]);
            if on.contains("dotprod") {
                t.features.insert("dotprod".into());
            }
            Some(t)
        }
        "x86_64" | "i386" | "i686" => {
            let mut t = Target::new("x86", &["sse2"]);
            t.features.extend(cpu_features(cpu).iter().map(|s| s.to_string()));
            for f in ["ssse3", "sse4.1", "avx2", "avx512bw", "avx512vnni", "avxvnni"] {
                if on.contains(f) {
                    t.features.insert(f.into());
                }
                if off.contains(f) {
                    t.features.remove(f);
                }
            }
            Some(t)
        }
        _ => None,
    }
}

/// Features implied by an x86 `target-cpu` when `target-features` does not list them.
fn cpu_features(cpu: &str) -> &'static [&'static str] {
    let cpus = &family_of("x86").expect("x86/target.ini").cpus;
    cpus.iter().find(|(names, _)| names.contains(&cpu)).map_or(&[], |(_, features)| features)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_what_clang_writes() {
        let t = from_attributes("hexagon-unknown-linux-musl", "hexagonv66", "+hvx-length128b,+hvxv66,+v66,-long-calls").unwrap();
        assert_eq!(t, by_name("hvx").unwrap());
        assert!(from_attributes("hexagon-unknown-linux-musl", "hexagonv66", "+v66").is_none());
        let x = from_attributes("x86_64-unknown-linux-gnu", "x86-64", "+avx,+avx2,+sse4.1,+sse2").unwrap();
        assert!(x.has("avx2") && !x.has("avx512bw"));
        assert!(from_attributes("x86_64-pc-linux", "skylake-avx512", "").unwrap().has("avx512bw"));
        assert!(!from_attributes("x86_64-pc-linux", "skylake-avx512", "").unwrap().has("avx512vnni"));
        assert!(from_attributes("x86_64-pc-linux", "icelake-server", "").unwrap().has("avx512vnni"));
        assert!(from_attributes("x86_64-pc-linux", "x86-64", "").unwrap().has("sse2"));
        assert!(from_attributes("aarch64-linux-gnu", "generic", "+neon,+dotprod").unwrap().has("dotprod"));
        assert!(from_attributes("riscv64-linux", "", "").is_none());
        // clang's C functions carry min-legal-vector-width=0: a 256-bit-preferring CPU splits zmm.
        assert!(!zmm_usable("skylake-avx512", Some(0), None));
        assert!(!zmm_usable("icelake-server", Some(0), None));
        assert!(zmm_usable("skylake-avx512", Some(0), Some(512)));
        assert!(zmm_usable("skylake-avx512", None, None));
        assert!(zmm_usable("skylake-avx512", Some(512), None));
        assert!(zmm_usable("znver4", Some(0), None));
        assert!(!zmm_usable("znver4", Some(0), Some(256)));
        assert!(from_attributes("", "", "").is_none());
    }
}
