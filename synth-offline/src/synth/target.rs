//! The targets `synthesize --target` accepts and the cost model the search minimizes.
//!
//! The feature sets mirror `plugin/src/target.rs` (`by_name`), which this crate cannot depend on
//! (it links LLVM). The plugin's register-count cost model lives there too, so the search uses an
//! instruction count at one native register: a target instruction costs 1, a generic LLVM op 1,
//! except where llc emulates it with several instructions (x86 has no 8-bit shifts: psrlw/psllw
//! + pand is 2, an 8-bit ashr is psrlw + pand + pxor + psub, 4). Constants are free (hoisted).

use ruletable::op::Op;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Target {
    pub name: String,
    /// The lowering rule family (`x86`, `aarch64`, `hvx`): instruction name prefix.
    pub family: &'static str,
    pub features: Vec<&'static str>,
}

pub const NAMES: &[&str] = &["x86-sse4.1", "x86-avx2", "x86-avx512", "aarch64", "aarch64-dotprod", "hvx"];

pub fn by_name(name: &str) -> Option<Target> {
    let (family, features): (&'static str, &[&'static str]) = match name {
        "x86-sse4.1" => ("x86", &["sse2", "ssse3", "sse4.1"]),
        "x86-avx2" => ("x86", &["sse2", "ssse3", "sse4.1", "avx2"]),
        "x86-avx512" => ("x86", &["sse2", "ssse3", "sse4.1", "avx2", "avx512bw", "avx512vnni"]),
        "aarch64" => ("aarch64", &["neon"]),
        "aarch64-dotprod" => ("aarch64", &["neon", "dotprod"]),
        // plugin: hvx(66), every HVX version up to v66.
        "hvx" => ("hvx", &["hvxv60", "hvxv62", "hvxv65", "hvxv66"]),
        _ => return None,
    };
    Some(Target { name: name.to_string(), family, features: features.to_vec() })
}

impl Target {
    pub fn has(&self, feature: &str) -> bool {
        self.features.contains(&feature)
    }

    /// Instructions llc needs for a generic op at lane width `bits` on this target.
    pub fn generic_cost(&self, op: Op, bits: u16) -> u32 {
        match (self.family, op, bits) {
            ("x86", Op::Shl | Op::LShr, 8) => 2,
            ("x86", Op::AShr, 8) => 4,
            _ => 1,
        }
    }

    /// A file and rule-name friendly spelling (`x86_avx2`).
    pub fn slug(&self) -> String {
        self.name.replace(['-', '.'], "_")
    }
}
