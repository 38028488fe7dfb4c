//! AArch64: conversions between bytes and 32-bit lanes written in two steps (through 16 bits),
//! which keeps LLVM 16 from selecting them as `tbl` where a two-step sequence is cheaper.
//!
//! In loops, LLVM 16's CodeGenPrepare turns a one-step `zext <8|16 x i8> to <.. x i32>` into one
//! `tbl` per result register, and `trunc <16 x i32> to <16 x i8>` into one four-register `tbl`
//! (AArch64TargetLowering::optimizeExtendOrTruncateConversion); it only sees one-step
//! conversions, and SelectionDAG folds two steps back into one conversion that it selects the
//! usual way:
//! - an extension whose users are all adds or subtracts becomes `ushll`/`ushll2` and, folded into
//!   them, `uaddw`/`uaddw2`: 6 instructions per 16 bytes instead of 4 `tbl` and 4 `add` (an
//!   extension used otherwise keeps its `tbl` form: 4 against 6);
//! - a truncation of a `select` (C's clamp before a store of bytes) becomes three `uzp1` instead
//!   of the four-register `tbl`: its table must be four consecutive registers, and the
//!   `bsl` that selects overwrites its mask register, so llc adds a `mov` per register to get
//!   there. Other truncations keep the `tbl` (gaussian7x7's rounded sums: 58 instructions and
//!   25.2 cycles per iteration with it, 60 and 26.2 with `uzp1`).
//! llvm-mca (cortex-a76) on tflite_mul's loop: 54.8 -> 42.5 cycles per 16 outputs for the
//! extensions, 42.5 -> 39.5 for the truncation.
//!
//! Exact: `zext<32>(zext<16>(x)) == zext<32>(x)` and `trunc<8>(trunc<16>(x)) == trunc<8>(x)`.

use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;

/// Rewrites every such conversion in `func`; returns the new final steps.
pub fn run_on_function(func: Value, builder: &mut Builder) -> Vec<Value> {
    let mut done = Vec::new();
    for block in ir::blocks(func) {
        for inst in ir::instructions(block) {
            if let Some((op, lanes)) = two_step_conversion(inst) {
                builder.position_before(inst);
                let half = builder.cast(op, ir::operand(inst, 0), builder.vector_type(lanes, 16));
                let whole = builder.cast(op, half, ir::type_of(inst));
                ir::replace_all_uses(inst, whole);
                ir::erase(inst);
                done.push(whole);
            }
        }
    }
    done
}

/// The opcode and lane count of a conversion better done in two steps: a `zext` from 8- to 32-bit
/// lanes whose every user is an add or subtract, or a `trunc` of a `select` from 32- to 8-bit
/// lanes.
fn two_step_conversion(inst: Value) -> Option<(LLVMOpcode, u32)> {
    let op = ir::opcode(inst);
    if !matches!(op, LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMTrunc) {
        return None;
    }
    let (lanes, to) = ir::int_vector_shape(ir::type_of(inst))?;
    let source = ir::operand(inst, 0);
    let (_, from) = ir::int_vector_shape(ir::type_of(source))?;
    let is = |v: Value, ops: &[LLVMOpcode]| ir::is_instruction(v) && ops.contains(&ir::opcode(v));
    let wanted = match op {
        LLVMOpcode::LLVMZExt => {
            let users = ir::users(inst);
            from == 8 && to == 32 && !users.is_empty() && users.iter().all(|&u| is(u, &[LLVMOpcode::LLVMAdd, LLVMOpcode::LLVMSub]))
        }
        _ => from == 32 && to == 8 && is(source, &[LLVMOpcode::LLVMSelect]),
    };
    wanted.then_some((op, lanes))
}
