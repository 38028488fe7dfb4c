//! Two taps of a multiply-accumulate in one `pmaddwd` (x86, `Target::tap_pair_product`).
//!
//! A convolution with runtime weights sums, in 32-bit lanes, products of extended bytes and values
//! that fit 16 bits (`m0 * p0 + m1 * p1 + ...`: u8 pixels zero-extended, i16 weights sign-extended
//! and broadcast).
//! llc multiplies each tap on its own (one `vpmaddwd` against a zero half, or `vpmulld`, per
//! register of products) and adds them one by one. `pmaddwd(x, y)` computes `x.lo * y.lo +
//! x.hi * y.hi` per 32-bit lane from signed 16-bit halves: two taps interleaved into the halves
//! of each lane are multiplied and summed in one instruction, and the tree has half the adds.
//! Pixel bytes are interleaved before they are extended (`punpcklbw`/`punpckhbw`, then
//! `pmovzxbw`), broadcast weights become one loop-invariant broadcast of the pair.
//!
//! Exact: each operand fits a signed 16-bit half, so the halves' products are the taps' products,
//! and pmaddwd's sum wraps modulo 2^32 as the add tree's does (integer addition modulo 2^W is
//! associative and commutative; the regrouped adds carry no poison flags).

use crate::add_tree;
use crate::ir::{self, Builder, Value};
use llvm_plugin::inkwell::llvm_sys::core::{LLVMIsAConstant, LLVMIsAUndefValue};
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::defs::Defs;
use ruletable::fpir_names::instr_call_name;
use ruletable::graph::Ty;

/// Pairs the taps of every 32-bit add tree of `block` into calls of `instr` (`x86.pmaddwd`);
/// returns the calls made.
pub fn run_on_block(block: LLVMBasicBlockRef, defs: &Defs, instr: &str, builder: &mut Builder) -> Vec<Value> {
    let mut made = Vec::new();
    for root in add_tree::roots(block) {
        let Some((lanes, 32)) = ir::int_vector_shape(ir::type_of(root)) else { continue };
        // At least one 128-bit register of products.
        if lanes % 4 != 0 {
            continue;
        }
        let mut leaves = Vec::new();
        add_tree::collect_leaves(root, root, block, &mut leaves);
        let taps: Vec<(usize, [Value; 2], LLVMOpcode)> = leaves.iter().enumerate().filter_map(|(i, l)| tap((*l)?).map(|(t, ext)| (i, t, ext))).collect();
        // Taps whose bytes are extended alike pair up (a zero- and a sign-extended byte would be
        // interleaved as 16-bit lanes, across the AVX2 halves).
        let mut pairs = Vec::new();
        for ext in [LLVMOpcode::LLVMZExt, LLVMOpcode::LLVMSExt] {
            let group: Vec<_> = taps.iter().filter(|t| t.2 == ext).collect();
            pairs.extend(group.chunks_exact(2).map(|p| [(p[0].0, p[0].1), (p[1].0, p[1].1)]));
        }
        if pairs.is_empty() {
            continue;
        }
        builder.position_before(root);
        let mut terms = Vec::new();
        for [(i, [a, x]), (j, [b, y])] in pairs {
            let pixels = interleave(builder, a, b);
            // Broadcast weights are interleaved once, where they are defined (llc does not hoist
            // the unpacks out of the loop).
            let weights = match invariant_point(block, x, y) {
                Some(after) => {
                    builder.position_before(ir::next_instruction(after));
                    let w = interleave(builder, x, y);
                    builder.position_before(root);
                    w
                }
                None => interleave(builder, x, y),
            };
            let halves = [pixels, weights];
            let call = pair_product(builder, defs, instr, lanes, halves);
            made.push(call);
            terms.push(call);
            leaves[i] = None;
            leaves[j] = None;
        }
        terms.extend(leaves.iter().flatten());
        add_tree::replace_sum(builder, root, &terms);
    }
    made
}

/// The later definition of `x` and `y` when both are instructions of one block other than
/// `block` (so they dominate it) and neither is a phi; `None` where that is not known.
fn invariant_point(block: LLVMBasicBlockRef, x: Value, y: Value) -> Option<Value> {
    let defined = |v: Value| ir::is_instruction(v) && ir::opcode(v) != LLVMOpcode::LLVMPHI;
    if !defined(x) || !defined(y) || ir::block_of(x) != ir::block_of(y) || ir::block_of(x) == block {
        return None;
    }
    Some(if ir::comes_before(x, y) { y } else { x })
}

/// `([u, v], ext)` if `leaf` is `mul(u, v)` of a byte vector extended by `ext` (`u`) and a value
/// that fits a signed 16-bit half (`v`). Products of wider vectors are left to the lowering rules
/// (`dot2_s16`), which keep the unpacks' lane order up to the narrowing packs.
fn tap(leaf: Value) -> Option<([Value; 2], LLVMOpcode)> {
    if !ir::is_instruction(leaf) || ir::opcode(leaf) != LLVMOpcode::LLVMMul {
        return None;
    }
    let [u, v] = [ir::operand(leaf, 0), ir::operand(leaf, 1)];
    let [u, v] = if vector_extension(u).is_none() { [v, u] } else { [u, v] };
    let (_, ext) = vector_extension(u)?;
    fits_i16(v, 4).then_some(([u, v], ext))
}

/// Whether every lane of `v` is a signed 16-bit value (looking `depth` instructions deep):
/// extensions of narrower values, their broadcasts and shuffles, and small constants.
fn fits_i16(v: Value, depth: u32) -> bool {
    if unsafe { !LLVMIsAUndefValue(v).is_null() } {
        return true;
    }
    if unsafe { !LLVMIsAConstant(v).is_null() } {
        let bits = ir::int_bits(ir::type_of(v)).unwrap_or(0);
        let value = ir::splat_value(v).or_else(|| ir::const_int_value(v));
        return value.is_some_and(|c| bits <= 64 && fits_signed(c, bits));
    }
    if !ir::is_instruction(v) || depth == 0 {
        return false;
    }
    let source_bits = || ir::int_bits(ir::type_of(ir::operand(v, 0))).unwrap_or(u16::MAX);
    match ir::opcode(v) {
        LLVMOpcode::LLVMZExt => source_bits() <= 15,
        LLVMOpcode::LLVMSExt => source_bits() <= 16,
        LLVMOpcode::LLVMShuffleVector => fits_i16(ir::operand(v, 0), depth - 1) && fits_i16(ir::operand(v, 1), depth - 1),
        LLVMOpcode::LLVMInsertElement => fits_i16(ir::operand(v, 0), depth - 1) && fits_i16(ir::operand(v, 1), depth - 1),
        _ => false,
    }
}

/// Whether the `bits`-bit value `c` (zero-extended) is in [-2^15, 2^15) read as signed.
fn fits_signed(c: u128, bits: u16) -> bool {
    if bits <= 16 {
        return true;
    }
    let sign = 1u128 << (bits - 1);
    let signed = (c ^ sign).wrapping_sub(sign) as i128;
    (-32768..32768).contains(&signed)
}

/// `(source, opcode)` of a zext or sext of an 8-bit vector.
fn vector_extension(v: Value) -> Option<(Value, LLVMOpcode)> {
    let source = ir::extension_source(v, 8)?;
    ir::int_vector_shape(ir::type_of(source)).map(|_| (source, ir::opcode(v)))
}

/// `x` and `y` (N lanes of 32 bits that fit 16) as the low and high halves of N 32-bit lanes.
/// Two byte vectors extended alike are interleaved as bytes and then extended.
fn interleave(b: &mut Builder, x: Value, y: Value) -> Value {
    let (lanes, _) = ir::int_vector_shape(ir::type_of(x)).expect("a vector");
    let mask: Vec<Option<u32>> = (0..2 * lanes).map(|i| Some(i / 2 + if i % 2 == 1 { lanes } else { 0 })).collect();
    let words = b.vector_type(2 * lanes, 16);
    let halves = match (vector_extension(x), vector_extension(y)) {
        (Some((sx, ox)), Some((sy, oy))) if ox == oy => {
            let bytes = b.shuffle(sx, sy, &mask);
            b.cast(ox, bytes, words)
        }
        _ => {
            let narrow = b.vector_type(lanes, 16);
            let (x16, y16) = (b.cast(LLVMOpcode::LLVMTrunc, x, narrow), b.cast(LLVMOpcode::LLVMTrunc, y, narrow));
            b.shuffle(x16, y16, &mask)
        }
    };
    b.cast(LLVMOpcode::LLVMBitCast, halves, b.vector_type(lanes, 32))
}

/// The call of `instr` (pmaddwd) on two vectors of N 32-bit lanes of 16-bit pairs.
fn pair_product(b: &mut Builder, defs: &Defs, instr: &str, lanes: u32, halves: [Value; 2]) -> Value {
    let def = defs.get(defs.by_name(instr).unwrap_or_else(|| panic!("no instruction {instr}")));
    let ty = Ty::new(lanes, 32);
    let name = instr_call_name(def, &[ty, ty], ty).expect("an instruction");
    b.call(&name, b.vector_type(lanes, 32), &halves)
}
