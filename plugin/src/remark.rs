//! Optimization remarks under the pass name `fixsel` (`opt -pass-remarks=fixsel`,
//! `-pass-remarks-missed=fixsel`, `-pass-remarks-output=F.yaml`; clang `-Rpass=fixsel`,
//! `-fsave-optimization-record`), emitted as LLVM remarks through the C++ shim
//! (shim/remarks.cpp), at the rewritten root's location.

use crate::ir::Value;
use std::ffi::{c_char, CString};

extern "C" {
    fn fixsel_remark_enabled(inst: Value, missed: i32) -> i32;
    fn fixsel_remark(inst: Value, missed: i32, name: *const c_char, message: *const c_char);
}

#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Passed,
    Missed,
}

/// Emits a remark at `inst` if remarks of that kind are on; `message` is only built then.
pub fn emit(inst: Value, kind: Kind, name: &str, message: impl FnOnce() -> String) {
    let missed = (kind == Kind::Missed) as i32;
    if unsafe { fixsel_remark_enabled(inst, missed) } == 0 {
        return;
    }
    let name = CString::new(name).unwrap_or_default();
    let message = CString::new(message()).unwrap_or_default();
    unsafe { fixsel_remark(inst, missed, name.as_ptr(), message.as_ptr()) }
}
