//! The targets' data files, `rules/<family>/target.ini`, compiled in: each family's register
//! width, llc limits and CPUs, and the features of each target name. The same files give the
//! scripts their toolchain flags (`scripts/targets.py`).
//!
//! Format: `[section]` lines, `key = value` lines (a value is a list of words), `#` comments.
//! `[family]` holds what the family's targets share, `[cpus]` (x86) the features a `target-cpu`
//! implies (`cpu cpu .. = feature feature ..`), and every other section is a target name.

use std::sync::LazyLock;

/// The families, in the order their target names are listed.
const FILES: &[(&str, &str)] = &[
    ("hvx", include_str!("../rules/hvx/target.ini")),
    ("aarch64", include_str!("../rules/aarch64/target.ini")),
    ("x86", include_str!("../rules/x86/target.ini")),
    ("generic", include_str!("../rules/generic/target.ini")),
];

#[derive(Debug)]
pub struct Family {
    pub name: &'static str,
    /// `(features, bits)`: the register is `bits` wide where the target has all `features`; the
    /// widest that applies counts.
    pub register_bits: Vec<(Vec<&'static str>, u32)>,
    /// HVX feature names by version, oldest first.
    pub versions: Vec<&'static str>,
    pub llc: LlcLimits,
    /// `(cpus, features they imply)`.
    pub cpus: Vec<(Vec<&'static str>, Vec<&'static str>)>,
    /// `(target name, its features)`.
    pub targets: Vec<(&'static str, Vec<&'static str>)>,
    /// How the family unroll-and-jams i-k-j loop nests before the vectorizer
    /// (`plugin/src/jam.rs`).
    pub jam: Jam,
}

/// `jam_count` (outer iterations per jammed inner iteration; 0: none) and
/// `jam_wide_multiplies` (whether nests multiplying at more than 16 bits are jammed too).
#[derive(Debug, Default)]
pub struct Jam {
    pub count: u32,
    pub wide_multiplies: bool,
}

/// Values llc 16 gets wrong on a family's targets (see each `target.ini`).
#[derive(Debug, Default)]
pub struct LlcLimits {
    /// Vectors shorter than this many bits cannot be selected.
    pub shortest_vector_bits: u32,
    /// Arithmetic on 64-bit lanes is miscompiled.
    pub no_lanes64: bool,
    /// A splat of a scalar extended from an i1 cannot be selected once truncated.
    pub no_splats_from_i1: bool,
}

pub static FAMILIES: LazyLock<Vec<Family>> = LazyLock::new(|| {
    FILES.iter().map(|&(name, text)| family(name, text).unwrap_or_else(|e| panic!("rules/{name}/target.ini:{e}"))).collect()
});

/// One `[section]`: its name and `(key, value words)` lines.
type Section = (&'static str, Vec<(&'static str, Vec<&'static str>)>);

fn sections(text: &'static str) -> Result<Vec<Section>, String> {
    let mut out: Vec<Section> = Vec::new();
    for (i, line) in text.lines().enumerate() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        if let Some(name) = line.strip_prefix('[').and_then(|l| l.strip_suffix(']')) {
            out.push((name.trim(), Vec::new()));
        } else if let (Some((key, value)), Some(section)) = (line.split_once('='), out.last_mut()) {
            section.1.push((key.trim(), value.split_whitespace().collect()));
        } else {
            return Err(format!("{}: expected `[section]` or `key = value` in a section, found `{line}`", i + 1));
        }
    }
    Ok(out)
}

fn family(name: &'static str, text: &'static str) -> Result<Family, String> {
    let mut f = Family { name, register_bits: Vec::new(), versions: Vec::new(), llc: LlcLimits::default(), cpus: Vec::new(), targets: Vec::new(), jam: Jam::default() };
    for (section, lines) in sections(text)? {
        match section {
            "family" => {
                for (key, words) in lines {
                    let yes_no = || match words[..] {
                        ["yes"] => Ok(true),
                        ["no"] => Ok(false),
                        _ => Err(format!(" {key}: yes or no, not {words:?}")),
                    };
                    let number = || words.first().and_then(|w| w.parse::<u32>().ok()).ok_or(format!(" {key}: a number, not {words:?}"));
                    match key {
                        "register_bits" => f.register_bits = words.iter().map(|w| register_bits(w)).collect::<Result<_, _>>()?,
                        "versions" => f.versions = words,
                        "llc_shortest_vector_bits" => f.llc.shortest_vector_bits = number()?,
                        "llc_lanes64" => f.llc.no_lanes64 = !yes_no()?,
                        "llc_splats_from_i1" => f.llc.no_splats_from_i1 = !yes_no()?,
                        "jam_count" => f.jam.count = number()?,
                        "jam_wide_multiplies" => f.jam.wide_multiplies = yes_no()?,
                        _ => return Err(format!(" unknown key {key} in [family]")),
                    }
                }
            }
            "cpus" => f.cpus = lines.into_iter().map(|(cpus, features)| (cpus.split_whitespace().collect(), features)).collect(),
            target => {
                let features = lines.into_iter().find(|(k, _)| *k == "features").ok_or(format!(" [{target}] has no features line"))?.1;
                f.targets.push((target, features));
            }
        }
    }
    if f.register_bits.is_empty() {
        return Err(" [family] has no register_bits".into());
    }
    Ok(f)
}

/// `128` or `avx512bw+zmm:512`.
fn register_bits(word: &'static str) -> Result<(Vec<&'static str>, u32), String> {
    let (features, bits) = word.rsplit_once(':').map_or((Vec::new(), word), |(f, b)| (f.split('+').collect(), b));
    Ok((features, bits.parse().map_err(|_| format!(" register_bits: `{word}` is not BITS or FEATURE+..:BITS"))?))
}

pub fn family_of(name: &str) -> Option<&'static Family> {
    FAMILIES.iter().find(|f| f.name == name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_data_file_reads() {
        let names: Vec<&str> = FAMILIES.iter().flat_map(|f| f.targets.iter().map(|t| t.0)).collect();
        assert_eq!(names, ["hvx", "aarch64", "aarch64-dotprod", "x86-sse4.1", "x86-avx2", "x86-avx512", "generic"]);
        let x86 = family_of("x86").unwrap();
        assert_eq!(x86.register_bits, [(vec![], 128), (vec!["avx2"], 256), (vec!["avx512bw", "zmm"], 512)]);
        assert!(x86.cpus.iter().any(|(cpus, features)| cpus.contains(&"znver4") && features.contains(&"avx512vnni")));
        let hvx = family_of("hvx").unwrap();
        assert!(hvx.llc.no_lanes64 && hvx.llc.no_splats_from_i1 && hvx.llc.shortest_vector_bits == 64);
        assert!(!family_of("aarch64").unwrap().llc.no_lanes64);
        let jam = |f: &str| family_of(f).map(|f| (f.jam.count, f.jam.wide_multiplies)).unwrap();
        assert_eq!([jam("x86"), jam("aarch64"), jam("hvx"), jam("generic")], [(4, false), (8, true), (8, false), (0, false)]);
    }

    #[test]
    fn malformed_data_is_named() {
        assert!(family("t", "[family]\nregister_bits = wide\n").unwrap_err().contains("register_bits"));
        assert!(family("t", "key = value\n").unwrap_err().starts_with("1: expected"));
        assert!(family("t", "[family]\nregister_bits = 128\nllc_lanes64 = maybe\n").unwrap_err().contains("yes or no"));
        assert!(family("t", "[family]\nregister_bits = 128\n[t1]\nllc = x\n").unwrap_err().contains("no features"));
    }
}
