//! The target of a function, read from its LLVM attributes; what fixsel knows about each target
//! is in the core crate (`ruletable::target`).

use crate::ir;
pub use ruletable::target::*;

/// The target of a function compiled for `triple`; `None` if fixsel has nothing for it.
pub fn of_function(triple: &str, func: ir::Value) -> Option<Target> {
    let features = ir::fn_string_attr(func, "target-features").unwrap_or_default();
    let cpu = ir::fn_string_attr(func, "target-cpu").unwrap_or_default();
    let width = |name: &str| ir::fn_string_attr(func, name).and_then(|w| w.parse::<u32>().ok());
    let mut t = from_attributes(triple, &cpu, &features)?;
    if t.has("avx512bw") && zmm_usable(&cpu, width("min-legal-vector-width"), width("prefer-vector-width")) {
        t.features.insert(ZMM.into());
    }
    Some(t)
}
