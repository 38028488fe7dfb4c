//! Sliding windows rebuilt as loads.
//!
//! For a stencil such as `r[x] + r[x + 1] + r[x + 2]`, LLVM's load PRE and the loop vectorizer
//! load only `r[x + 2]` and rebuild the other taps from the previous iteration's vector
//! (a first-order recurrence): `shufflevector(phi, cur, <N-1, N, ..>)`. On x86 each such window
//! is a `vperm2i128` + `vpalignr` on the shuffle port that the widening taps also need (box3_u8:
//! 14 of its 26 instructions per 32 bytes), on NEON an `ext`, and every tap is then extended
//! from a register instead of from memory. Here each window is one unaligned load again.
//!
//! Exact when (checked): every lane of the window is memory at a known address, taken from the
//! loop's loads (base pointer, induction variable, constant offset), from the previous
//! iteration's through a phi whose first value is loaded from the same place on the way into the
//! loop ([`lead_in`]), or from two adjacent loads; and nothing can change that memory from those
//! loads to the loop's end: the base is a `noalias` argument (or derived from one) that no store
//! in the loop or the blocks leading into it is based on, and they call no code that could write
//! memory. (Stores elsewhere do not matter: gaussian7x7 writes its `tmp` row in a loop before.) Every byte the new load reads was read by the original
//! code, so it is dereferenceable.

use crate::ir::{self, Value};
use crate::target::Windows;
use llvm_plugin::inkwell::llvm_sys::core::*;
use llvm_plugin::inkwell::llvm_sys::prelude::*;
use llvm_plugin::inkwell::llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::ops::Range;

/// Lane j of a vector is the memory at `base + iv * scale + off + j * elem` (bytes).
#[derive(Clone, Copy, PartialEq, Debug)]
struct Win {
    base: Value,
    /// The loop's induction variable and the bytes per unit of it (`None`: loop-invariant address).
    iv: Option<(Value, i64)>,
    off: i64,
}

/// A loop induction variable: `phi [c0, outside], [iv + step, block]`.
fn induction(v: Value, block: LLVMBasicBlockRef) -> Option<(i64, i64)> {
    let incoming = ir::incoming(v).filter(|i| i.len() == 2 && ir::block_of(v) == block)?;
    let (mut init, mut step) = (None, None);
    for (x, from) in incoming {
        if from == block {
            let is_add = ir::is_instruction(x) && ir::opcode(x) == LLVMOpcode::LLVMAdd && ir::operand(x, 0) == v;
            step = if is_add { ir::const_int_value(ir::operand(x, 1)).map(|s| s as i64) } else { None };
        } else {
            init = ir::const_int_value(x).map(|c| c as i64);
        }
    }
    Some((init?, step?))
}

/// `iv`, `iv + c` or `iv | c` (an add when c is below the alignment of the induction variable's
/// values): the induction variable and c.
fn iv_plus(v: Value, block: LLVMBasicBlockRef) -> Option<(Value, i64)> {
    if induction(v, block).is_some() {
        return Some((v, 0));
    }
    if !ir::is_instruction(v) || !matches!(ir::opcode(v), LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMOr) {
        return None;
    }
    let (iv, c) = (ir::operand(v, 0), ir::const_int_value(ir::operand(v, 1))? as i64);
    let (init, step) = induction(iv, block)?;
    let aligned = ((init | step) & (init | step).wrapping_neg()) as u64;
    let ok = ir::opcode(v) == LLVMOpcode::LLVMAdd || (c >= 0 && ((c as u64) < aligned || aligned == 0));
    ok.then_some((iv, c))
}

fn type_bytes(ty: LLVMTypeRef) -> Option<i64> {
    unsafe { (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMIntegerTypeKind && LLVMGetIntTypeWidth(ty) % 8 == 0).then(|| LLVMGetIntTypeWidth(ty) as i64 / 8) }
}

/// The address of a load, through single-index GEPs by constants and by the induction variable.
fn address(load: Value, block: LLVMBasicBlockRef) -> Option<Win> {
    unsafe {
        if LLVMIsALoadInst(load).is_null() || LLVMGetVolatile(load) != 0 {
            return None;
        }
        let mut w = Win { base: LLVMGetOperand(load, 0), iv: None, off: 0 };
        while !LLVMIsAGetElementPtrInst(w.base).is_null() && LLVMGetNumOperands(w.base) == 2 {
            let (index, size) = (LLVMGetOperand(w.base, 1), type_bytes(LLVMGetGEPSourceElementType(w.base))?);
            if let Some(c) = ir::const_int_value(index) {
                w.off += (c as i64) * size;
            } else if let (None, Some((iv, c))) = (w.iv, iv_plus(index, block)) {
                w.iv = Some((iv, size));
                w.off += c * size;
            } else {
                break;
            }
            w.base = LLVMGetOperand(w.base, 0);
        }
        // The base must not change within the loop.
        (!ir::is_instruction(w.base) || ir::block_of(w.base) != block).then_some(w)
    }
}

/// The memory that lane `lane` of a loop-invariant vector holds, loaded in one of the blocks
/// `lead` that lead into the loop ([`lead_in`]): `Some(None)` for an undefined lane (any value
/// refines it).
fn lane_memory(v: Value, lane: u32, block: LLVMBasicBlockRef, lead: &[LLVMBasicBlockRef]) -> Option<Option<Win>> {
    unsafe {
        if LLVMIsUndef(v) != 0 {
            return Some(None);
        }
        if let Some(mask) = ir::shuffle_mask(v) {
            let Some(m) = mask[lane as usize] else { return Some(None) };
            let (n, _) = ir::int_vector_shape(ir::type_of(ir::operand(v, 0)))?;
            return if m < n { lane_memory(ir::operand(v, 0), m, block, lead) } else { lane_memory(ir::operand(v, 1), m - n, block, lead) };
        }
        if !LLVMIsAInsertElementInst(v).is_null() {
            let k = ir::const_int_value(ir::operand(v, 2))?;
            return if k == lane as u128 { lane_memory(ir::operand(v, 1), 0, block, lead) } else { lane_memory(ir::operand(v, 0), lane, block, lead) };
        }
        if !ir::is_instruction(v) || !lead.contains(&ir::block_of(v)) {
            return None;
        }
        let w = address(v, block)?;
        let ty = ir::type_of(v);
        let elem = if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVectorTypeKind { type_bytes(LLVMGetElementType(ty))? } else { type_bytes(ty)? };
        (w.iv.is_none()).then_some(Some(Win { off: w.off + lane as i64 * elem, ..w }))
    }
}

/// The window of `v` valid for `lanes`, in loop `block` entered through `lead`; `depth` bounds
/// the walk through phis.
fn window(v: Value, lanes: Range<u32>, block: LLVMBasicBlockRef, lead: &[LLVMBasicBlockRef], depth: u32) -> Option<Win> {
    if depth == 0 || !ir::is_instruction(v) || ir::block_of(v) != block {
        return None;
    }
    let (n, bits) = ir::int_vector_shape(ir::type_of(v))?;
    let elem = bits as i64 / 8;
    if let Some(mask) = ir::shuffle_mask(v) {
        // A contiguous slice of the two operands' concatenation, starting at k.
        let k = mask.first().copied().flatten()?;
        if mask.len() as u32 != n || ir::int_vector_shape(ir::type_of(ir::operand(v, 0)))?.0 != n || (0..n).any(|j| mask[j as usize] != Some(k + j)) {
            return None;
        }
        let from_a = (lanes.start + k).min(n)..(lanes.end + k).min(n);
        let from_b = (lanes.start + k).max(n) - n..(lanes.end + k).max(n) - n;
        let a = (!from_a.is_empty()).then(|| window(ir::operand(v, 0), from_a, block, lead, depth - 1));
        let b = (!from_b.is_empty()).then(|| window(ir::operand(v, 1), from_b, block, lead, depth - 1));
        return match (a, b) {
            (Some(a), Some(b)) => (a? == Win { off: b?.off - n as i64 * elem, ..b? }).then(|| Win { off: a.unwrap().off + k as i64 * elem, ..a.unwrap() }),
            (Some(a), None) => a.map(|a| Win { off: a.off + k as i64 * elem, ..a }),
            (None, Some(b)) => b.map(|b| Win { off: b.off + (k as i64 - n as i64) * elem, ..b }),
            (None, None) => None,
        };
    }
    let Some(incoming) = ir::incoming(v) else {
        return address(v, block).filter(|w| w.iv.is_some());
    };
    // The previous iteration's value of the latch operand, the first one's loaded from there.
    let [a, b] = incoming[..] else { return None };
    let ((next, _), (init, _)) = if a.1 == block { (a, b) } else if b.1 == block { (b, a) } else { return None };
    let w = window(next, lanes.clone(), block, lead, depth - 1)?;
    let (iv, scale) = w.iv?;
    let (iv0, step) = induction(iv, block)?;
    let prev = Win { off: w.off - step * scale, ..w };
    // Every lane used is loaded (not undefined): the new load reads only bytes read before.
    for l in lanes {
        if lane_memory(init, l, block, lead)?? != (Win { base: w.base, iv: None, off: prev.off + iv0 * scale + l as i64 * elem }) {
            return None;
        }
    }
    Some(prev)
}

/// The object a pointer is based on (through GEPs and casts).
fn underlying(mut p: Value) -> Value {
    unsafe {
        while !LLVMIsAGetElementPtrInst(p).is_null() || !LLVMIsABitCastInst(p).is_null() {
            p = LLVMGetOperand(p, 0);
        }
        p
    }
}

/// Whether memory reached through `base` stays the same while `blocks` run: `base` is a
/// `noalias` argument, and those blocks store only to other objects and call nothing that writes
/// memory.
fn unchanged_in(func: Value, base: Value, blocks: &[LLVMBasicBlockRef]) -> bool {
    let object = underlying(base);
    unsafe {
        if LLVMIsAArgument(object).is_null() {
            return false;
        }
        let index = (0..LLVMCountParams(func)).find(|&i| LLVMGetParam(func, i) == object);
        let kind = LLVMGetEnumAttributeKindForName(c"noalias".as_ptr(), 7);
        if index.is_none_or(|i| LLVMGetEnumAttributeAtIndex(func, i + 1, kind).is_null()) {
            return false;
        }
    }
    blocks.iter().flat_map(|&b| ir::instructions(b)).all(|i| match ir::opcode(i) {
        LLVMOpcode::LLVMStore => {
            // Another object: a noalias argument's memory is not written through it.
            let o = underlying(ir::operand(i, 1));
            o != object && unsafe { !LLVMIsAArgument(o).is_null() || !LLVMIsAAllocaInst(o).is_null() }
        }
        LLVMOpcode::LLVMCall => ir::callee_name(i).is_some_and(|n| n.starts_with("llvm.") && !["mem", "store", "scatter"].iter().any(|w| n.contains(w))),
        LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg | LLVMOpcode::LLVMInvoke | LLVMOpcode::LLVMCallBr => false,
        _ => true,
    })
}

/// The blocks that run between the last load of a window's first taps and loop `block`: its one
/// preheader, then while a block has a single predecessor, that one (the window's first taps
/// are loaded in the outer loop's header, two blocks up, in gaussian7x7). Every path into the loop
/// runs through these in order, so memory unchanged in them and in the loop is what those
/// loads read. Empty if the loop is entered from more than one block.
fn lead_in(func: Value, block: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    let outside: Vec<LLVMBasicBlockRef> = ir::predecessors(func, block).into_iter().filter(|&b| b != block).collect();
    let [mut cur] = outside[..] else { return Vec::new() };
    let mut lead = vec![cur];
    while lead.len() < 4 {
        match ir::predecessors(func, cur)[..] {
            [only] if !lead.contains(&only) && only != block => {
                lead.push(only);
                cur = only;
            }
            _ => break,
        }
    }
    lead
}

/// An extension, or a splice of the window (this iteration's next tap, or the phi carrying it
/// into the next iteration's).
fn is_extension(v: Value) -> bool {
    ir::is_instruction(v)
        && matches!(ir::opcode(v), LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMSExt | LLVMOpcode::LLVMPHI | LLVMOpcode::LLVMShuffleVector)
}

/// Replaces every window in `func` that is memory by a load of it (`Target::reloaded_windows`
/// says `which`); returns the new loads.
pub fn run_on_function(func: Value, module: LLVMModuleRef, which: Windows) -> Vec<Value> {
    let mut plan = Vec::new();
    for block in ir::blocks(func) {
        let lead = lead_in(func, block);
        let region: Vec<LLVMBasicBlockRef> = std::iter::once(block).chain(lead.iter().copied()).collect();
        let mut in_block = Vec::new();
        for inst in ir::instructions(block) {
            let Some((n, bits)) = ir::shuffle_mask(inst).and(ir::int_vector_shape(ir::type_of(inst))) else { continue };
            if bits % 8 != 0 || (which == Windows::Widened && !ir::users(inst).into_iter().all(is_extension)) {
                continue;
            }
            if lead.is_empty() {
                continue;
            }
            if let Some(w) = window(inst, 0..n, block, &lead, 8).filter(|w| unchanged_in(func, w.base, &region)) {
                in_block.push((inst, w));
            }
        }
        // One splice alone is cheap, and its extra unaligned load is not (halfpel_avg_u8 0.86x
        // natively on x86 reloaded).
        if in_block.len() >= 2 {
            plan.extend(in_block);
        }
    }
    let mut b = ir::Builder::new(module);
    let mut loads = Vec::new();
    for &(inst, w) in &plan {
        b.position_before(inst);
        let (iv, scale) = w.iv.expect("a window in a loop");
        let i64t = b.int_type(64);
        let mut index = if ir::type_of(iv) == i64t { iv } else { b.cast(LLVMOpcode::LLVMSExt, iv, i64t) };
        if scale != 1 {
            index = b.binary(LLVMOpcode::LLVMMul, index, b.const_int(64, scale));
        }
        index = b.binary(LLVMOpcode::LLVMAdd, index, b.const_int(64, w.off));
        let load = b.load_at(ir::type_of(inst), w.base, index);
        ir::replace_all_uses(inst, load);
        loads.push(load);
    }
    // The shuffles, and the phis that only fed them, are dead now.
    ir::erase_unused(plan.iter().map(|p| p.0), |o| ir::shuffle_mask(o).is_some() || ir::incoming(o).is_some());
    loads
}

/// A lane of a loop's vector load read after the loop (`extractelement(load p, k)` in the exit
/// block: the scalar epilogue's first-order recurrence), as a scalar load of `p + k` there. LLVM 16's
/// Hexagon backend extracts an HVX lane through a stack slot and stores the vector to it in
/// every iteration of the loop (box3_u8: one packet of 11; mean3x3_u8: three of 19). On x86 the
/// extract keeps the whole vector loaded in every iteration where its other uses are extensions
/// that fold the load into `vpmovzx` (sobel3x3: two loads of 18, llvm-mca 3.43x -> 4.28x). Exact under
/// the same conditions as the windows, over the whole function ([`unchanged_in`]): the memory
/// cannot change, and the byte was read by the original load. `which`: all such extracts, or
/// only those of loads whose other uses are extensions. Returns how many were replaced.
pub fn exit_extracts(func: Value, module: LLVMModuleRef, which: Windows) -> usize {
    let mut plan = Vec::new();
    for block in ir::blocks(func) {
        for inst in ir::instructions(block) {
            if ir::opcode(inst) != LLVMOpcode::LLVMExtractElement {
                continue;
            }
            let (vec, index) = (ir::operand(inst, 0), ir::operand(inst, 1));
            let Some(k) = ir::const_int_value(index) else { continue };
            if !ir::is_instruction(vec) || ir::opcode(vec) != LLVMOpcode::LLVMLoad || ir::block_of(vec) == block {
                continue;
            }
            let Some((lanes, bits)) = ir::int_vector_shape(ir::type_of(vec)) else { continue };
            if bits % 8 != 0 || k >= lanes as u128 || unsafe { LLVMGetVolatile(vec) != 0 } {
                continue;
            }
            let extract = |u: Value| ir::opcode(u) == LLVMOpcode::LLVMExtractElement;
            if which == Windows::Widened && !ir::users(vec).into_iter().all(|u| extract(u) || is_extension(u)) {
                continue;
            }
            // The address the load last read: `ptr` computed in the load's own block (or outside
            // any block), so it cannot have been recomputed after the load on the way out.
            let ptr = ir::operand(vec, 0);
            if ir::is_instruction(ptr) && ir::block_of(ptr) != ir::block_of(vec) {
                continue;
            }
            if unchanged_in(func, ptr, &ir::blocks(func)) {
                plan.push((inst, ptr, k as i64 * (bits / 8) as i64));
            }
        }
    }
    let mut b = ir::Builder::new(module);
    for &(inst, ptr, offset) in &plan {
        b.position_before(inst);
        let load = b.load_at(ir::type_of(inst), ptr, b.const_int(64, offset));
        ir::replace_all_uses(inst, load);
        ir::erase(inst);
    }
    plan.len()
}
