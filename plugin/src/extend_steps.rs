//! AArch64: a zero extension of bytes to 32-bit lanes that feeds only adds and subtracts, written
//! as two steps (bytes to 16 bits, 16 to 32) so llc folds the second step into `uaddw`/`usubw`.
//!
//! In loops, LLVM 16's CodeGenPrepare turns `zext <8|16 x i8> to <.. x i32>` into one `tbl` per
//! result register (AArch64TargetLowering::optimizeExtendOrTruncateConversion): four `tbl` and
//! four `add` per 16 bytes, where `ushll`/`ushll2` and four `uaddw`/`uaddw2` do the same in six
//! (and without the tables' registers). llvm-mca (cortex-a76): tflite_mul's loop 54.8 -> 42.5
//! cycles per 16 outputs. The transformation only sees a one-step extension, so two steps keep
//! it away; SelectionDAG then folds the pair back into one extension that it selects as
//! `ushll` + `uaddw`. Where the extension is used otherwise the `tbl` form is cheaper: left alone.
//!
//! Exact: `zext<32>(zext<16>(x)) == zext<32>(x)`.

use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;

/// Splits every such extension in `func`; returns the new 32-bit extensions.
pub fn run_on_function(func: Value, builder: &mut Builder) -> Vec<Value> {
    let mut done = Vec::new();
    for block in ir::blocks(func) {
        for inst in ir::instructions(block) {
            if let Some(lanes) = byte_to_word_for_adds(inst) {
                builder.position_before(inst);
                let half = builder.cast(LLVMOpcode::LLVMZExt, ir::operand(inst, 0), builder.vector_type(lanes, 16));
                let word = builder.cast(LLVMOpcode::LLVMZExt, half, ir::type_of(inst));
                ir::replace_all_uses(inst, word);
                ir::erase(inst);
                done.push(word);
            }
        }
    }
    done
}

/// The lane count of a `zext` from 8- to 32-bit lanes whose every user is an add or subtract.
fn byte_to_word_for_adds(inst: Value) -> Option<u32> {
    if ir::opcode(inst) != LLVMOpcode::LLVMZExt {
        return None;
    }
    let (lanes, to) = ir::int_vector_shape(ir::type_of(inst))?;
    let (_, from) = ir::int_vector_shape(ir::type_of(ir::operand(inst, 0)))?;
    let users = ir::users(inst);
    let adds_only = !users.is_empty()
        && users.iter().all(|&u| ir::is_instruction(u) && matches!(ir::opcode(u), LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub));
    (from == 8 && to == 32 && adds_only).then_some(lanes)
}
