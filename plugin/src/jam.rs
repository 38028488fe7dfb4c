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
//! instead (0 or 1: not at all).

use crate::ir::Value;

extern "C" {
    fn fixsel_jam(func: Value, count: u32, wide_multiplies: i32, debug: i32) -> u32;
}

/// How a target family jams: outer iterations per jammed inner iteration, and whether nests
/// that multiply at more than 16 bits are jammed too. Measured on the bench's matmul_u8 and
/// matmul_requant (static cost per element against clang alone, counts 2/4/8):
/// - x86: 4. matmul_u8 1.32x (llvm-mca; 8: 0.89x, the vectorizer then picks a narrower body).
///   Not matmul_requant: its `pmulld`s bound the loop (llvm-mca 0.91x by 4, 0.94x by 8).
/// - AArch64: 8, both kernels (3.56x and 1.98x; by 4: 2.56x and 1.76x), 32 vector registers.
/// - HVX: 8, matmul_u8 2.33x (by 4: 2.00x, by 2: 1.48x). Not matmul_requant: its 32-bit products
///   (`vmpyieo`+`vmpyie` per vector) keep it at 1.00x by 2, and by 4 or 8 it spills (3 and 22
///   spill instructions) for 1.09x.
const POLICY: &[(&str, u32, bool)] = &[("x86", 4, false), ("aarch64", 8, true), ("hvx", 8, false)];

/// The family's jam count (overridden by `FIXSEL_JAM=N`) and whether it jams wide multiplies.
pub fn policy(family: &str) -> (u32, bool) {
    let (count, wide) = POLICY.iter().find(|p| p.0 == family).map_or((0, false), |p| (p.1, p.2));
    (std::env::var("FIXSEL_JAM").ok().and_then(|v| v.parse().ok()).unwrap_or(count), wide)
}

/// Jams the qualifying nests of `func` by `count`; returns whether any qualified (then LLVM's
/// passes ran on `func`).
pub fn run_on_function(func: Value, count: u32, wide_multiplies: bool, debug: bool) -> bool {
    unsafe { fixsel_jam(func, count, wide_multiplies as i32, debug as i32) > 0 }
}
