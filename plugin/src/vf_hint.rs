//! A vectorization width for byte loops that fixsel will compute at 16 bits or less.
//!
//! C promotes byte arithmetic to `int`, so the loop vectorizer sizes its vectors by 32-bit lanes:
//! a 3x3 stencil over bytes gets 16 lanes on AVX2, half a register of bytes per iteration, and
//! the result is packed from half a register. fixsel then narrows the arithmetic to 16 bits
//! (interval analysis), where twice the lanes fit. Run before the vectorizer, this pass proves
//! that narrowing on the scalar loop and asks the vectorizer for a whole register of bytes per
//! iteration (`llvm.loop.vectorize.width`, as `#pragma clang loop vectorize_width` does), as
//! Halide schedules such pipelines. Hints never change what the loop computes: the vectorizer
//! checks legality as for any width.
//!
//! A loop qualifies when it is one block, stores only bytes, loads and carries only 8- or 16-bit
//! values (besides its induction variables), calls nothing but pure integer intrinsics, and every
//! integer value its stores depend on (within the block) has at most 16 bits or lies in a 16-bit
//! range by interval arithmetic from the values it loads and the constants it uses (or, within
//! 17 bits, is only shifted right: a rounding shift or halving add that fixsel computes at 16
//! bits). A loop that already has a width hint is left alone. `FIXSEL_DEBUG=vf-hint` says which
//! loops got a width, and why not.

use crate::ir::{self, Value};
use llvm_plugin::inkwell::llvm_sys::core::*;
use llvm_plugin::inkwell::llvm_sys::debuginfo::{LLVMMetadataReplaceAllUsesWith, LLVMTemporaryMDNode};
use llvm_plugin::inkwell::llvm_sys::prelude::{LLVMBasicBlockRef, LLVMMetadataRef};
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use std::collections::HashMap;

const WIDTH_HINT: &str = "llvm.loop.vectorize.width";

/// Adds the width hint to every qualifying loop of `func`: one register of bytes
/// (`register_bits / 8` lanes). With `debug` (`FIXSEL_DEBUG=vf-hint`), says on stderr why each
/// loop is or is not marked.
pub fn run_on_function(func: Value, register_bits: u32, debug: bool) {
    let width = register_bits / 8;
    for block in ir::blocks(func) {
        let Some(latch) = self_loop_branch(block) else { continue };
        let verdict = if has_width_hint(latch) { Err("it has a width already".to_string()) } else { qualifies(block) };
        if debug {
            let what = verdict.as_ref().map_or_else(|why| format!("left alone: {why}"), |_| format!("width {width}"));
            eprintln!("fixsel: vf-hint: @{} loop {}: {what}", ir::name_of(func), block_name(block));
        }
        if verdict.is_ok() {
            add_width_hint(latch, width);
        }
    }
}

fn block_name(block: LLVMBasicBlockRef) -> String {
    ir::display_name(unsafe { LLVMBasicBlockAsValue(block) })
}

/// An instruction as the IR prints it, for the debug output.
fn text(v: Value) -> String {
    unsafe {
        let p = LLVMPrintValueToString(v);
        let s = std::ffi::CStr::from_ptr(p).to_string_lossy().trim().to_string();
        LLVMDisposeMessage(p);
        s
    }
}

/// The block's terminator if it branches back to the block itself (a one-block loop).
fn self_loop_branch(block: LLVMBasicBlockRef) -> Option<Value> {
    let term = unsafe { LLVMGetBasicBlockTerminator(block) };
    if term.is_null() || ir::opcode(term) != LLVMOpcode::LLVMBr {
        return None;
    }
    let n = unsafe { LLVMGetNumSuccessors(term) };
    (0..n).any(|i| unsafe { LLVMGetSuccessor(term, i) } == block).then_some(term)
}

fn qualifies(block: LLVMBasicBlockRef) -> Result<(), String> {
    let mut stores = Vec::new();
    for i in ir::instructions(block) {
        match ir::opcode(i) {
            LLVMOpcode::LLVMLoad if !is_narrow(i) => return Err(format!("it loads `{}`", text(i))),
            LLVMOpcode::LLVMStore => {
                let v = ir::operand(i, 0);
                if ir::int_bits(ir::type_of(v)) != Some(8) {
                    return Err(format!("it stores `{}`, not a byte", text(i)));
                }
                stores.push(v);
            }
            // Induction variables and loaded values carried to the next iteration (a stencil's
            // sliding window); anything else is a reduction.
            LLVMOpcode::LLVMPHI if !is_induction(i, block) && !is_narrow(i) => {
                return Err(format!("it carries `{}`", text(i)))
            }
            LLVMOpcode::LLVMCall if !is_pure_int_intrinsic(i) => return Err(format!("it calls `{}`", text(i))),
            _ => {}
        }
    }
    if stores.is_empty() {
        return Err("it stores nothing".into());
    }
    let mut ranges = Ranges { block, memo: HashMap::new() };
    let mut widest = 8;
    for &v in &stores {
        widest = widest.max(ranges.sliced_fits_16(v)?);
    }
    // Then the vectorizer fills a register with bytes already, and a width hint would only cost
    // the vectorized remainder loop (it plans no other width then): absd_u8 ran 4% slower so.
    if widest <= 8 {
        return Err("it computes only bytes".into());
    }
    Ok(())
}

/// A value of 8 or 16 bits: what the loop may load (12-bit sensor data in u16, say) and carry.
fn is_narrow(v: Value) -> bool {
    matches!(ir::int_bits(ir::type_of(v)), Some(8 | 16))
}

/// A phi whose value from the block itself is the phi plus or minus a constant.
fn is_induction(phi: Value, block: LLVMBasicBlockRef) -> bool {
    ir::incoming(phi).unwrap_or_default().into_iter().all(|(next, from)| {
        if from != block {
            return true;
        }
        ir::is_instruction(next)
            && matches!(ir::opcode(next), LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub)
            && (0..2).any(|j| ir::operand(next, j) == phi)
            && (0..2).any(|j| ir::const_int_value(ir::operand(next, j)).is_some())
    })
}

fn is_pure_int_intrinsic(call: Value) -> bool {
    ir::callee_name(call).is_some_and(|n| ["llvm.umin.", "llvm.umax.", "llvm.smin.", "llvm.smax.", "llvm.abs."].iter().any(|p| n.starts_with(p)))
}

/// A value's range as an exact integer: `None` if unknown or not confined to its type.
type Range = Option<(i128, i128)>;

/// Interval arithmetic over one block's scalar integer code.
struct Ranges {
    block: LLVMBasicBlockRef,
    memo: HashMap<Value, Range>,
}

impl Ranges {
    /// Whether `v` and every integer value it is computed from in the block fit 16 bits, and if
    /// so the widest type among them; if not, the first value that may not. A 17-bit value only shifted right (`(x + 8) >> 4`,
    /// `(a + b + 1) >> 1` over 16-bit values) counts as fitting: fixsel lifts it to a rounding
    /// shift or a halving add, computed at 16 bits.
    fn sliced_fits_16(&mut self, v: Value) -> Result<u32, String> {
        let within = |r: Range, bits: u32| r.is_some_and(|r| holds(r, bits));
        let shifted_right = |x: Value| {
            ir::users(x).into_iter().all(|u| {
                matches!(ir::opcode(u), LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMAShr)
                    && ir::operand(u, 0) == x
                    && ir::const_int_value(ir::operand(u, 1)).is_some_and(|k| k >= 1)
            })
        };
        let mut stack = vec![v];
        let mut seen = std::collections::HashSet::new();
        let mut widest = 0;
        while let Some(x) = stack.pop() {
            if !seen.insert(x) || !self.computed_here(x) {
                continue;
            }
            widest = widest.max(ir::int_bits(ir::type_of(x)).unwrap_or(0) as u32);
            if matches!(ir::opcode(x), LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMPHI) {
                continue;
            }
            // A value of at most 16 bits fits whatever it is.
            let r = self.range(x);
            if ir::int_bits(ir::type_of(x)).is_some_and(|b| b > 16) && !within(r, 16) && !(within(r, 17) && shifted_right(x)) {
                let r = r.map_or("unknown".into(), |(lo, hi)| format!("[{lo}, {hi}]"));
                return Err(format!("`{}` may not fit 16 bits ({r})", text(x)));
            }
            stack.extend((0..ir::num_operands(x)).map(|i| ir::operand(x, i)).filter(|&o| ir::int_bits(ir::type_of(o)).is_some()));
        }
        Ok(widest)
    }

    fn computed_here(&self, v: Value) -> bool {
        ir::is_instruction(v) && ir::block_of(v) == self.block
    }

    fn range(&mut self, v: Value) -> Range {
        if let Some(&r) = self.memo.get(&v) {
            return r;
        }
        let r = self.compute(v);
        self.memo.insert(v, r);
        r
    }

    fn compute(&mut self, v: Value) -> Range {
        let bits = ir::int_bits(ir::type_of(v))? as u32;
        if let Some(c) = ir::const_int_value(v) {
            let c = c as i128;
            return Some(if bits < 128 && c >= 1 << (bits - 1) { (c - (1 << bits), c - (1 << bits)) } else { (c, c) });
        }
        if !self.computed_here(v) {
            return None;
        }
        let arg = |this: &mut Self, i: u32| this.range(ir::operand(v, i));
        let op = ir::opcode(v);
        let r = match op {
            LLVMOpcode::LLVMZExt => {
                let from = ir::int_bits(ir::type_of(ir::operand(v, 0)))? as u32;
                match arg(self, 0) {
                    Some((lo, hi)) if lo >= 0 => (lo, hi),
                    _ => (0, (1 << from) - 1),
                }
            }
            LLVMOpcode::LLVMSExt => {
                let from = ir::int_bits(ir::type_of(ir::operand(v, 0)))? as u32;
                match arg(self, 0) {
                    Some((lo, hi)) if hi < 1 << (from - 1) => (lo, hi),
                    _ => (-(1 << (from - 1)), (1 << (from - 1)) - 1),
                }
            }
            LLVMOpcode::LLVMTrunc => arg(self, 0)?,
            LLVMOpcode::LLVMAdd | LLVMOpcode::LLVMSub | LLVMOpcode::LLVMMul => {
                let ((a, b), (c, d)) = (arg(self, 0)?, arg(self, 1)?);
                match op {
                    LLVMOpcode::LLVMAdd => (a + c, b + d),
                    LLVMOpcode::LLVMSub => (a - d, b - c),
                    _ => {
                        let ps = [a * c, a * d, b * c, b * d];
                        (*ps.iter().min()?, *ps.iter().max()?)
                    }
                }
            }
            LLVMOpcode::LLVMShl | LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMAShr | LLVMOpcode::LLVMUDiv | LLVMOpcode::LLVMSDiv => {
                let (lo, hi) = arg(self, 0)?;
                let k = ir::const_int_value(ir::operand(v, 1))? as i128;
                match op {
                    LLVMOpcode::LLVMShl if k < 64 => (lo << k, hi << k),
                    LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMUDiv if lo < 0 => return None,
                    LLVMOpcode::LLVMLShr | LLVMOpcode::LLVMAShr if k < 64 => (lo >> k, hi >> k),
                    LLVMOpcode::LLVMUDiv | LLVMOpcode::LLVMSDiv if k > 0 => (lo / k, hi / k),
                    _ => return None,
                }
            }
            // With a non-negative mask m, the result is in [0, m] whatever the other operand is.
            LLVMOpcode::LLVMAnd => {
                let masks: Vec<i128> = [arg(self, 0), arg(self, 1)].into_iter().flatten().filter(|&(lo, _)| lo >= 0).map(|(_, hi)| hi).collect();
                (0, *masks.iter().min()?)
            }
            LLVMOpcode::LLVMSelect => {
                let ((a, b), (c, d)) = (arg(self, 1)?, arg(self, 2)?);
                (a.min(c), b.max(d))
            }
            LLVMOpcode::LLVMICmp => (0, 1),
            LLVMOpcode::LLVMCall => {
                let name = ir::callee_name(v)?;
                if name.starts_with("llvm.abs.") {
                    let (lo, hi) = arg(self, 0)?;
                    (if lo <= 0 && hi >= 0 { 0 } else { lo.abs().min(hi.abs()) }, lo.abs().max(hi.abs()))
                } else {
                    let ((a, b), (c, d)) = (arg(self, 0)?, arg(self, 1)?);
                    if name.contains("min.") { (a.min(c), b.min(d)) } else { (a.max(c), b.max(d)) }
                }
            }
            _ => return None,
        };
        // Exact only if the type holds it.
        holds(r, bits).then_some(r)
    }
}

/// Whether `bits` bits hold every value of `[lo, hi]`, read as unsigned or as signed.
fn holds((lo, hi): (i128, i128), bits: u32) -> bool {
    (lo >= 0 && hi < 1 << bits) || (lo >= -(1 << (bits - 1)) && hi < 1 << (bits - 1))
}

fn loop_kind() -> u32 {
    let name = "llvm.loop";
    unsafe { LLVMGetMDKindID(name.as_ptr() as *const _, name.len() as u32) }
}

fn md_string(ctx: llvm_plugin::inkwell::llvm_sys::prelude::LLVMContextRef, s: &str) -> LLVMMetadataRef {
    unsafe { LLVMMDStringInContext2(ctx, s.as_ptr() as *const _, s.len()) }
}

/// The operands of the branch's `!llvm.loop` node (the first is the node itself).
fn loop_operands(branch: Value) -> Vec<Value> {
    let md = unsafe { LLVMGetMetadata(branch, loop_kind()) };
    if md.is_null() {
        return Vec::new();
    }
    let n = unsafe { LLVMGetMDNodeNumOperands(md) } as usize;
    let mut ops = vec![std::ptr::null_mut(); n];
    unsafe { LLVMGetMDNodeOperands(md, ops.as_mut_ptr()) };
    ops
}

fn has_width_hint(branch: Value) -> bool {
    loop_operands(branch).into_iter().skip(1).filter(|o| !o.is_null()).any(|o| {
        let mut ops = vec![std::ptr::null_mut(); unsafe { LLVMGetMDNodeNumOperands(o) } as usize];
        if ops.is_empty() {
            return false;
        }
        unsafe { LLVMGetMDNodeOperands(o, ops.as_mut_ptr()) };
        let mut len = 0;
        let s = unsafe { LLVMGetMDString(ops[0], &mut len) };
        !s.is_null() && unsafe { std::slice::from_raw_parts(s as *const u8, len as usize) } == WIDTH_HINT.as_bytes()
    })
}

/// Sets the branch's loop metadata to its old properties plus the width hint: a new distinct
/// node whose first operand is itself, as LLVM's loop metadata must be.
fn add_width_hint(branch: Value, width: u32) {
    unsafe {
        let ctx = LLVMGetTypeContext(ir::type_of(branch));
        let i32t = LLVMInt32TypeInContext(ctx);
        let hint_ops = [md_string(ctx, WIDTH_HINT), LLVMValueAsMetadata(LLVMConstInt(i32t, width as u64, 0))];
        let hint = LLVMMDNodeInContext2(ctx, hint_ops.as_ptr() as *mut _, hint_ops.len());
        let mut ops: Vec<LLVMMetadataRef> = vec![LLVMTemporaryMDNode(ctx, std::ptr::null_mut(), 0)];
        ops.extend(loop_operands(branch).into_iter().skip(1).map(|o| LLVMValueAsMetadata(o)));
        ops.push(hint);
        let node = LLVMMDNodeInContext2(ctx, ops.as_mut_ptr(), ops.len());
        // Make the node self-referential (a loop ID's first operand is itself): replace the
        // placeholder with it (which deletes the placeholder).
        LLVMMetadataReplaceAllUsesWith(ops[0], node);
        LLVMSetMetadata(branch, loop_kind(), LLVMMetadataAsValue(ctx, node));
    }
}
