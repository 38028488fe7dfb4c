//! HVX: the even or odd lanes of a vector (a stride-2 de-interleave) as `vpacke` / `vpacko`.
//!
//! The loop vectorizer reads stride-2 data (2x2 pooling, Bayer rows, pairs) with one wide load and
//! two shuffles that take its even and its odd lanes. llc 16 lowers each such shuffle on HVX
//! through `vshuff` + `valign` + `vrdelta` chains (average_pool2x2: 18 packets per 128 outputs,
//! 9 with `vpacke`/`vpacko`; Halide 20). On little-endian lanes the even T-bit
//! lanes of a register pair are the low halves of its 2T-bit lanes and the odd ones the high
//! halves: one `vpacke` / `vpacko` per result register (`hvx.def`: `trunc<8>(x:16)` and
//! `trunc<8>(lshr(x, 8))`, checked against the real instructions by `lit-tests/models`).
//!
//! Exact: a permutation of the same lanes, and an undefined mask lane may take any value.

use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;

const REGISTER_BITS: u32 = 1024;

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

/// A shuffle taking lanes `odd, odd + 2, ...` of its operands' concatenation: the operands it
/// reads, whether it takes the odd lanes, and the lane width.
fn match_deinterleave(inst: Value) -> Option<(Vec<Value>, bool, u16)> {
    let mask = ir::shuffle_mask(inst)?;
    let (n, bits) = ir::int_vector_shape(ir::type_of(inst))?;
    let (m, _) = ir::int_vector_shape(ir::type_of(ir::operand(inst, 0)))?;
    let odd = mask.iter().enumerate().find_map(|(i, l)| l.map(|l| l.wrapping_sub(2 * i as u32)))?;
    let strided = odd <= 1 && mask.iter().enumerate().all(|(i, l)| l.map_or(true, |l| l == 2 * i as u32 + odd));
    let registers = n * bits as u32 / REGISTER_BITS;
    let whole_registers = (bits == 8 || bits == 16) && (n * bits as u32) % REGISTER_BITS == 0 && registers.is_power_of_two();
    if !strided || !whole_registers {
        return None;
    }
    // The 2n lanes read are operand 0 alone or both operands.
    let sources = match 2 * n {
        l if l == m => vec![ir::operand(inst, 0)],
        l if l == 2 * m => vec![ir::operand(inst, 0), ir::operand(inst, 1)],
        _ => return None,
    };
    Some((sources, odd == 1, bits))
}

/// `vpacke`/`vpacko` of each pair of consecutive registers of the concatenated `sources`.
fn pack(b: &mut Builder, sources: &[Value], odd: bool, bits: u16, result: ir::Type) -> Value {
    let register = b.vector_type(REGISTER_BITS / 32, 32);
    let lanes_per_register = REGISTER_BITS / bits as u32;
    let mut registers = Vec::new();
    for &s in sources {
        let (lanes, _) = ir::int_vector_shape(ir::type_of(s)).expect("an integer vector");
        for start in (0..lanes).step_by(lanes_per_register as usize) {
            let piece = if lanes == lanes_per_register {
                s
            } else {
                let mask: Vec<Option<u32>> = (start..start + lanes_per_register).map(Some).collect();
                b.shuffle(s, s, &mask)
            };
            registers.push(b.cast(LLVMOpcode::LLVMBitCast, piece, register));
        }
    }
    let name = match (odd, bits) {
        (false, 8) => "llvm.hexagon.V6.vpackeb.128B",
        (true, 8) => "llvm.hexagon.V6.vpackob.128B",
        (false, _) => "llvm.hexagon.V6.vpackeh.128B",
        (true, _) => "llvm.hexagon.V6.vpackoh.128B",
    };
    // High register first (`hvx.def`, "passed high register first").
    let mut parts: Vec<Value> = registers.chunks(2).map(|p| b.call(name, register, &[p[1], p[0]])).collect();
    let mut width = REGISTER_BITS / 32;
    while parts.len() > 1 {
        let mask: Vec<Option<u32>> = (0..2 * width).map(Some).collect();
        parts = parts.chunks(2).map(|p| b.shuffle(p[0], p[1], &mask)).collect();
        width *= 2;
    }
    b.cast(LLVMOpcode::LLVMBitCast, parts[0], result)
}
