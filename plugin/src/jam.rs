//! Register blocking before the loop vectorizer: `c[j] += a[p] * b[p][j]` keeps the row of `c` in
//! registers over several `p`.
//!
//! A GEMM or convolution written in C as an i-k-j nest loads and stores its accumulator row on
//! every `p`: on x86 the store port, not the arithmetic, bounds the vectorized loop (one store per
//! vector of products). Halide schedules such an update with the accumulators in registers. This
//! pass asks LLVM's own unroll-and-jam to do that for nests whose single-block inner loop loads and
//! stores back an element at an address that steps with the inner loop only (`shim/jam.cpp`), then
//! lets indvars and early-cse forward each jammed store to the next load and dse drop the overwritten stores.
//! LLVM checks legality (dependence analysis) and adds the remainder loop for a trip count that is
//! not a multiple of the count; nothing here changes what the nest computes.
//! `FIXSEL_DEBUG=jam` says which loops were marked and why not; `FIXSEL_JAM=N` jams by N
//! instead (0 or 1: not at all). The counts are data: `jam_count` and `jam_wide_multiplies` in
//! each family's `target.ini`, with what was measured.

use crate::ir::Value;
use crate::target::Target;

extern "C" {
    fn fixsel_jam(func: Value, count: u32, wide_multiplies: i32, debug: i32) -> u32;
}

/// The target's jam count (its family's `jam_count`, overridden by `FIXSEL_JAM=N`) and whether
/// it jams nests multiplying at more than 16 bits (`jam_wide_multiplies`).
pub fn policy(target: &Target) -> (u32, bool) {
    let jam = target.jam();
    (std::env::var("FIXSEL_JAM").ok().and_then(|v| v.parse().ok()).unwrap_or(jam.count), jam.wide_multiplies)
}

/// Jams the qualifying nests of `func` by `count`; returns whether any qualified (then LLVM's
/// passes ran on `func`).
pub fn run_on_function(func: Value, count: u32, wide_multiplies: bool, debug: bool) -> bool {
    unsafe { fixsel_jam(func, count, wide_multiplies as i32, debug as i32) > 0 }
}
