//! HVX: the even or odd lanes of a vector (a stride-2 de-interleave) as `vpacke` / `vpacko`.
//!
//! The loop vectorizer reads stride-2 data (2x2 pooling, Bayer rows, pairs) with one wide load and
//! two shuffles that take its even and its odd lanes. llc 16 lowers each such shuffle on HVX
//! through `vshuff` + `valign` + `vrdelta` chains (average_pool2x2: 18 packets per 128 outputs,
//! 9 with `vpacke`/`vpacko`; Halide 20). On little-endian lanes the even T-bit
//! lanes of a register pair are the low halves of its 2T-bit lanes and the odd ones the high
//! halves: one `vpacke` / `vpacko` per result register (`hvx/instructions.def`: `trunc<8>(x:16)` and
//! `trunc<8>(lshr(x, 8))`, checked against the real instructions by `lit-tests/models`).
//!
//! Exact: a permutation of the same lanes, and an undefined mask lane may take any value.

use crate::emit::HVX_REGISTER_BITS as REGISTER_BITS;
use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;

/// Replaces every stride-2 de-interleave in `func` that fills whole HVX registers; returns them.
pub fn run_on_function(func: Value, builder: &mut Builder) -> Vec<Value> {
    let mut done = Vec::new();
    for block in ir::blocks(func) {
        for inst in ir::instructions(block) {
            if let Some((sources, odd, bits)) = match_deinterleave(inst) {
                builder.position_before(inst);
                let packed = pack(builder, &sources, odd, bits, ir::type_of(inst));
                ir::replace_all_uses(inst, packed);
                ir::erase(inst);
                done.push(packed);
            }
        }
    }
    done
}

/// A stride-2 de-interleave (`ir::deinterleave_half`) of 8- or 16-bit lanes filling whole
/// registers: the operands it reads, whether it takes the odd lanes, and the lane width.
fn match_deinterleave(inst: Value) -> Option<(Vec<Value>, bool, u16)> {
    let (sources, odd) = ir::deinterleave_half(inst)?;
    let (n, bits) = ir::int_vector_shape(ir::type_of(inst))?;
    let registers = n * bits as u32 / REGISTER_BITS;
    let whole_registers = (n * bits as u32) % REGISTER_BITS == 0 && registers.is_power_of_two();
    ((bits == 8 || bits == 16) && whole_registers).then_some((sources, odd, bits))
}

/// `vpacke`/`vpacko` of each pair of consecutive registers of the concatenated `sources`.
fn pack(b: &mut Builder, sources: &[Value], odd: bool, bits: u16, result: ir::Type) -> Value {
    let register = b.vector_type(REGISTER_BITS / 32, 32);
    let lanes_per_register = REGISTER_BITS / bits as u32;
    let mut registers = Vec::new();
    for &s in sources {
        let (lanes, _) = ir::int_vector_shape(ir::type_of(s)).expect("an integer vector");
        for start in (0..lanes).step_by(lanes_per_register as usize) {
            let piece = b.lanes(s, lanes, start, lanes_per_register);
            registers.push(b.cast(LLVMOpcode::LLVMBitCast, piece, register));
        }
    }
    let name = match (odd, bits) {
        (false, 8) => "llvm.hexagon.V6.vpackeb.128B",
        (true, 8) => "llvm.hexagon.V6.vpackob.128B",
        (false, _) => "llvm.hexagon.V6.vpackeh.128B",
        (true, _) => "llvm.hexagon.V6.vpackoh.128B",
    };
    // High register first (`hvx/instructions.def`, "passed high register first").
    let parts: Vec<Value> = registers.chunks(2).map(|p| b.call(name, register, &[p[1], p[0]])).collect();
    let lanes = parts.len() as u32 * (REGISTER_BITS / 32);
    let packed = b.concat(parts, REGISTER_BITS / 32, lanes);
    b.cast(LLVMOpcode::LLVMBitCast, packed, result)
}
