//! The sum of a vector's even and odd bytes as one instruction: x86 `pmaddubsw` by ones, AArch64
//! `uaddlp` (`Target::byte_pair_sum`).
//!
//! For 2:1 horizontal pooling or downscaling (average_pool2x2) the loop vectorizer loads 2n bytes,
//! takes the even and the odd ones with two shuffles, extends both and adds them into a sum. On
//! x86 the shuffles cost two vpshufb, a blend and a cross-lane permute per register (AVX2
//! average_pool2x2: 21 port-5 uops per 32 outputs); on AArch64 they are an `ld2` and the sum
//! `uaddl` + `uaddw`. `pmaddubsw(v, 1)` / `uaddlp(v)` sum each byte pair into a 16-bit lane, in
//! order, in one instruction; u8 + u8 <= 510 never saturates. The sum's add tree is regrouped so
//! that each such pair of its leaves becomes one call of that instruction: an instruction node to
//! the rest of the selection, whose interval analysis then knows the pair sums are below 511 (and
//! narrows the rest as usual; llc folds an add of a `uaddlp` into `uadalp`).
//!
//! Exact: integer addition modulo 2^W is associative and commutative, and lane i of the even and
//! odd shuffles are bytes 2i and 2i + 1 of v, the low and high byte of its 16-bit lane i. The
//! regrouped adds carry no poison flags.

use crate::add_tree;
use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::defs::Defs;
use ruletable::fpir_names::instr_call_name;
use ruletable::graph::Ty;

/// Regroups every add tree in `block` that sums the even and odd bytes of a vector into calls of
/// instruction `instr` (a byte-pair sum of 16-bit lanes, by ones if it takes two operands);
/// returns the calls made.
pub fn run_on_block(block: LLVMBasicBlockRef, defs: &Defs, instr: &str, builder: &mut Builder) -> Vec<Value> {
    let mut made = Vec::new();
    for root in add_tree::roots(block) {
        let mut leaves = Vec::new();
        add_tree::collect_leaves(root, root, block, &mut leaves);
        let pairs = pair_up(&leaves);
        if pairs.is_empty() {
            continue;
        }
        builder.position_before(root);
        let ty = ir::type_of(root);
        let mut terms = Vec::new();
        for &(v, i, j) in &pairs {
            let sums = pair_sums(builder, defs, instr, v);
            made.push(sums);
            terms.push(if ir::int_bits(ty) == Some(16) { sums } else { builder.cast(LLVMOpcode::LLVMZExt, sums, ty) });
            leaves[i] = None;
            leaves[j] = None;
        }
        terms.extend(leaves.iter().flatten());
        add_tree::replace_sum(builder, root, &terms);
    }
    made
}

/// Leaves `i` and `j` that extend the even and the odd bytes of the same vector `v` (to the same
/// type: both are operands of the tree's adds).
fn pair_up(leaves: &[Option<Value>]) -> Vec<(Value, usize, usize)> {
    let mut pairs = Vec::new();
    let mut taken = vec![false; leaves.len()];
    for i in 0..leaves.len() {
        let Some((v, false)) = leaves[i].and_then(strided_byte) else { continue };
        if let Some(j) = (0..leaves.len()).find(|&j| !taken[j] && leaves[j].and_then(strided_byte) == Some((v, true))) {
            taken[j] = true;
            pairs.push((v, i, j));
        }
    }
    pairs
}

/// `zext(shuffle(v, _, <odd, odd + 2, ...>))` of the bytes of one vector `v` into lanes of 16
/// bits or more: `(v, odd)`.
fn strided_byte(leaf: Value) -> Option<(Value, bool)> {
    if !ir::is_instruction(leaf) || ir::opcode(leaf) != LLVMOpcode::LLVMZExt || ir::int_bits(ir::type_of(leaf))? < 16 {
        return None;
    }
    let shuffle = ir::operand(leaf, 0);
    let (sources, odd) = ir::deinterleave_half(shuffle)?;
    let (n, bits) = ir::int_vector_shape(ir::type_of(shuffle))?;
    (bits == 8 && n % 8 == 0 && sources.len() == 1).then_some((sources[0], odd))
}

/// `instr(v as 16-bit lanes)` (`aarch64.uaddlp_bh`) or `instr(v as 16-bit lanes, 0x0101)`
/// (`x86.pmaddubsw`): each lane the sum of its two bytes.
fn pair_sums(b: &mut Builder, defs: &Defs, instr: &str, v: Value) -> Value {
    let (bytes, _) = ir::int_vector_shape(ir::type_of(v)).expect("a byte vector");
    let lanes = bytes / 2;
    let words = b.cast(LLVMOpcode::LLVMBitCast, v, b.vector_type(lanes, 16));
    let def = defs.get(defs.by_name(instr).unwrap_or_else(|| panic!("no instruction {instr}")));
    let ty = Ty::new(lanes, 16);
    let args = if def.params.len() == 2 { vec![words, b.splat(lanes, 16, 0x0101)] } else { vec![words] };
    let name = instr_call_name(def, &vec![ty; args.len()], ty).expect("an instruction");
    b.call(&name, b.vector_type(lanes, 16), &args)
}
