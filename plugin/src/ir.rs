//! A thin layer over LLVM's C API (through `llvm_sys`): the handful of queries and builders the
//! importer and emitter need. inkwell's typed wrappers assert on IR they do not expect (e.g. a
//! callee that is not a function); here every query can answer "no".

use llvm_plugin::inkwell::llvm_sys::core::*;
use llvm_plugin::inkwell::llvm_sys::prelude::*;
use llvm_plugin::inkwell::llvm_sys::{LLVMAttributeFunctionIndex, LLVMOpcode, LLVMTypeKind};
use std::collections::HashSet;
use std::ffi::{CStr, CString};

pub type Value = LLVMValueRef;
pub type Type = LLVMTypeRef;

/// `(lanes, bits)` of a fixed-length integer vector type; `None` for anything else.
pub fn int_vector_shape(ty: Type) -> Option<(u32, u16)> {
    unsafe {
        if LLVMGetTypeKind(ty) != LLVMTypeKind::LLVMVectorTypeKind {
            return None;
        }
        let elem = LLVMGetElementType(ty);
        if LLVMGetTypeKind(elem) != LLVMTypeKind::LLVMIntegerTypeKind {
            return None;
        }
        Some((LLVMGetVectorSize(ty), LLVMGetIntTypeWidth(elem) as u16))
    }
}

/// The element width of an integer or integer-vector type.
pub fn int_bits(ty: Type) -> Option<u16> {
    unsafe {
        let elem = if LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMVectorTypeKind { LLVMGetElementType(ty) } else { ty };
        (LLVMGetTypeKind(elem) == LLVMTypeKind::LLVMIntegerTypeKind).then(|| LLVMGetIntTypeWidth(elem) as u16)
    }
}

/// The scalar `s` of a splat written `shufflevector(insertelement(_, s, 0), _, zeroinitializer)`.
pub fn splat_source(v: Value) -> Option<Value> {
    unsafe {
        if LLVMIsAShuffleVectorInst(v).is_null() {
            return None;
        }
        let n = LLVMGetNumMaskElements(v);
        if n == 0 || (0..n).any(|i| LLVMGetMaskValue(v, i) != 0) {
            return None;
        }
        let ins = LLVMGetOperand(v, 0);
        if LLVMIsAInsertElementInst(ins).is_null() {
            return None;
        }
        let index = LLVMGetOperand(ins, 2);
        if LLVMIsAConstantInt(index).is_null() || LLVMConstIntGetZExtValue(index) != 0 {
            return None;
        }
        Some(LLVMGetOperand(ins, 1))
    }
}

/// `(x, k)` if `v` is a shufflevector that broadcasts lane `k` of its first operand `x`. The
/// SLP vectorizer builds loop-invariant scalars of a vector loop this way: a short vector of
/// several multipliers, each broadcast from its own lane.
pub fn lane_splat(v: Value) -> Option<(Value, u32)> {
    unsafe {
        if LLVMIsAShuffleVectorInst(v).is_null() {
            return None;
        }
        let x = LLVMGetOperand(v, 0);
        let (src_lanes, _) = int_vector_shape(LLVMTypeOf(x))?;
        let n = LLVMGetNumMaskElements(v);
        let k = LLVMGetMaskValue(v, 0);
        if n == 0 || k < 0 || k as u32 >= src_lanes || (1..n).any(|i| LLVMGetMaskValue(v, i) != k) {
            return None;
        }
        Some((x, k as u32))
    }
}

/// The scalar that an insertelement chain puts in lane `k` (`None` past the chain's start).
pub fn inserted_lane(mut x: Value, k: u32) -> Option<Value> {
    unsafe {
        while !LLVMIsAInsertElementInst(x).is_null() {
            let index = LLVMGetOperand(x, 2);
            if LLVMIsAConstantInt(index).is_null() {
                return None;
            }
            if LLVMConstIntGetZExtValue(index) == k as u64 {
                return Some(LLVMGetOperand(x, 1));
            }
            x = LLVMGetOperand(x, 0);
        }
        None
    }
}

/// The operand of `v` if `v` is a zext or sext instruction from `bits`-bit integers (or vectors).
pub fn extension_source(v: Value, bits: u16) -> Option<Value> {
    let is_ext = is_instruction(v) && matches!(opcode(v), LLVMOpcode::LLVMZExt | LLVMOpcode::LLVMSExt);
    let src = is_ext.then(|| operand(v, 0))?;
    (int_bits(type_of(src)) == Some(bits)).then_some(src)
}

/// The value of a scalar integer constant (zero-extended).
pub fn const_int_value(v: Value) -> Option<u128> {
    unsafe { (!LLVMIsAConstantInt(v).is_null() && int_bits(LLVMTypeOf(v))? <= 64).then(|| LLVMConstIntGetZExtValue(v) as u128) }
}

pub fn type_of(v: Value) -> Type {
    unsafe { LLVMTypeOf(v) }
}

pub fn is_instruction(v: Value) -> bool {
    unsafe { !LLVMIsAInstruction(v).is_null() }
}

pub fn opcode(inst: Value) -> LLVMOpcode {
    unsafe { LLVMGetInstructionOpcode(inst) }
}

extern "C" {
    fn fixsel_no_signed_wrap(v: Value) -> i32;
}

/// Whether `inst` is an add/sub/mul/shl marked `nsw` (shim/flags.cpp).
pub fn no_signed_wrap(inst: Value) -> bool {
    unsafe { fixsel_no_signed_wrap(inst) != 0 }
}

pub fn operand(inst: Value, i: u32) -> Value {
    unsafe { LLVMGetOperand(inst, i) }
}

pub fn num_operands(inst: Value) -> u32 {
    unsafe { LLVMGetNumOperands(inst) as u32 }
}

/// `%name` for debug output, `(unnamed)` for a value without a name.
pub fn display_name(v: Value) -> String {
    Some(name_of(v)).filter(|n| !n.is_empty()).map_or("(unnamed)".into(), |n| format!("%{n}"))
}

pub fn name_of(v: Value) -> String {
    unsafe {
        let mut len = 0;
        let p = LLVMGetValueName2(v, &mut len);
        if p.is_null() {
            return String::new();
        }
        String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len)).into_owned()
    }
}

/// The called function's name, if `inst` is a direct call.
pub fn callee_name(inst: Value) -> Option<String> {
    unsafe {
        if LLVMIsACallInst(inst).is_null() {
            return None;
        }
        let callee = LLVMGetCalledValue(inst);
        if callee.is_null() || LLVMIsAFunction(callee).is_null() {
            return None;
        }
        Some(name_of(callee))
    }
}

/// Call arguments (operands without the callee).
pub fn call_args(inst: Value) -> Vec<Value> {
    unsafe { (0..LLVMGetNumArgOperands(inst)).map(|i| LLVMGetOperand(inst, i)).collect() }
}

pub fn icmp_predicate(inst: Value) -> llvm_plugin::inkwell::llvm_sys::LLVMIntPredicate {
    unsafe { LLVMGetICmpPredicate(inst) }
}

/// The value of every lane of a constant integer vector with all lanes equal (a splat);
/// `None` for undef/poison lanes, non-splats, lanes wider than 64 bits, or non-constants.
pub fn splat_value(v: Value) -> Option<u128> {
    unsafe {
        if LLVMIsAConstant(v).is_null() {
            return None;
        }
        let (lanes, bits) = int_vector_shape(LLVMTypeOf(v))?;
        if bits > 64 {
            return None;
        }
        if !LLVMIsAConstantAggregateZero(v).is_null() {
            return Some(0);
        }
        if LLVMIsAConstantDataVector(v).is_null() && LLVMIsAConstantVector(v).is_null() {
            return None;
        }
        let mut value = None;
        for lane in 0..lanes {
            let e = LLVMGetAggregateElement(v, lane);
            if e.is_null() || LLVMIsAConstantInt(e).is_null() {
                return None;
            }
            let x = LLVMConstIntGetZExtValue(e) as u128;
            if *value.get_or_insert(x) != x {
                return None;
            }
        }
        value
    }
}

/// The mask of a `shufflevector` instruction (`None`: a poison lane); `None` for anything else.
pub fn shuffle_mask(v: Value) -> Option<Vec<Option<u32>>> {
    unsafe {
        if LLVMIsAShuffleVectorInst(v).is_null() {
            return None;
        }
        let undef = LLVMGetUndefMaskElem();
        Some((0..LLVMGetNumMaskElements(v)).map(|i| LLVMGetMaskValue(v, i)).map(|m| (m != undef).then_some(m as u32)).collect())
    }
}

/// A shuffle taking lanes `odd, odd + 2, ...` (undefined lanes allowed) of its operands'
/// concatenation, reading all lanes of operand 0 or of both: those operands and whether it takes
/// the odd lanes (a stride-2 de-interleave, as the loop vectorizer makes of stride-2 loads).
pub fn deinterleave_half(inst: Value) -> Option<(Vec<Value>, bool)> {
    let mask = shuffle_mask(inst)?;
    let (n, _) = int_vector_shape(type_of(inst))?;
    let (m, _) = int_vector_shape(type_of(operand(inst, 0)))?;
    let odd = mask.iter().enumerate().find_map(|(i, l)| l.map(|l| l.wrapping_sub(2 * i as u32)))?;
    if odd > 1 || !mask.iter().enumerate().all(|(i, l)| l.map_or(true, |l| l == 2 * i as u32 + odd)) {
        return None;
    }
    let sources = match 2 * n {
        l if l == m => vec![operand(inst, 0)],
        l if l == 2 * m => vec![operand(inst, 0), operand(inst, 1)],
        _ => return None,
    };
    Some((sources, odd == 1))
}

pub fn block_of(inst: Value) -> LLVMBasicBlockRef {
    unsafe { LLVMGetInstructionParent(inst) }
}

pub fn entry_block(inst: Value) -> LLVMBasicBlockRef {
    unsafe { LLVMGetEntryBasicBlock(LLVMGetBasicBlockParent(LLVMGetInstructionParent(inst))) }
}

pub fn terminator(block: LLVMBasicBlockRef) -> Value {
    unsafe { LLVMGetBasicBlockTerminator(block) }
}

/// The instructions of a block, in order.
pub fn instructions(block: LLVMBasicBlockRef) -> Vec<Value> {
    let mut out = Vec::new();
    unsafe {
        let mut i = LLVMGetFirstInstruction(block);
        while !i.is_null() {
            out.push(i);
            i = LLVMGetNextInstruction(i);
        }
    }
    out
}

pub fn blocks(func: Value) -> Vec<LLVMBasicBlockRef> {
    let mut out = Vec::new();
    unsafe {
        let mut b = LLVMGetFirstBasicBlock(func);
        while !b.is_null() {
            out.push(b);
            b = LLVMGetNextBasicBlock(b);
        }
    }
    out
}

pub fn functions(module: LLVMModuleRef) -> Vec<Value> {
    let mut out = Vec::new();
    unsafe {
        let mut f = LLVMGetFirstFunction(module);
        while !f.is_null() {
            out.push(f);
            f = LLVMGetNextFunction(f);
        }
    }
    out
}

pub fn is_declaration(func: Value) -> bool {
    unsafe { LLVMIsDeclaration(func) != 0 }
}

pub fn users(v: Value) -> Vec<Value> {
    let mut out = Vec::new();
    unsafe {
        let mut u = LLVMGetFirstUse(v);
        while !u.is_null() {
            out.push(LLVMGetUser(u));
            u = LLVMGetNextUse(u);
        }
    }
    out
}

/// For a simple load: its address as a base pointer and a constant byte offset, seeing through
/// `getelementptr iN, ptr, C` (the form the loop vectorizer gives the parts of an unrolled
/// iteration); `None` for anything else.
pub fn load_address(v: Value) -> Option<(Value, i64)> {
    unsafe {
        if LLVMIsALoadInst(v).is_null() || LLVMGetVolatile(v) != 0 {
            return None;
        }
        let (mut ptr, mut offset) = (LLVMGetOperand(v, 0), 0i64);
        while !LLVMIsAGetElementPtrInst(ptr).is_null() && LLVMGetNumOperands(ptr) == 2 {
            let (index, elem) = (LLVMGetOperand(ptr, 1), LLVMGetGEPSourceElementType(ptr));
            if LLVMIsAConstantInt(index).is_null() || LLVMGetTypeKind(elem) != LLVMTypeKind::LLVMIntegerTypeKind || LLVMGetIntTypeWidth(elem) % 8 != 0 {
                break;
            }
            offset += LLVMConstIntGetSExtValue(index) * (LLVMGetIntTypeWidth(elem) as i64 / 8);
            ptr = LLVMGetOperand(ptr, 0);
        }
        Some((ptr, offset))
    }
}

/// Whether `v` is a null constant (zero, zeroinitializer).
pub fn const_is_null(v: Value) -> bool {
    unsafe { LLVMIsConstant(v) != 0 && LLVMIsNull(v) != 0 }
}

/// A phi's incoming values and the blocks they come from (`None` if `v` is not a phi).
pub fn incoming(v: Value) -> Option<Vec<(Value, LLVMBasicBlockRef)>> {
    unsafe {
        if LLVMIsAPHINode(v).is_null() {
            return None;
        }
        Some((0..LLVMCountIncoming(v)).map(|i| (LLVMGetIncomingValue(v, i), LLVMGetIncomingBlock(v, i))).collect())
    }
}

/// The blocks that branch to `block`.
pub fn predecessors(func: Value, block: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    blocks(func)
        .into_iter()
        .filter(|&b| unsafe {
            let term = LLVMGetBasicBlockTerminator(b);
            !term.is_null() && (0..LLVMGetNumSuccessors(term)).any(|k| LLVMGetSuccessor(term, k) == block)
        })
        .collect()
}

/// The instruction after `inst` (a terminator has none: null).
pub fn next_instruction(inst: Value) -> Value {
    unsafe { LLVMGetNextInstruction(inst) }
}

/// Whether instruction `a` comes before `b` in their (common) block.
pub fn comes_before(a: Value, b: Value) -> bool {
    unsafe {
        let mut i = LLVMGetNextInstruction(a);
        while !i.is_null() {
            if i == b {
                return true;
            }
            i = LLVMGetNextInstruction(i);
        }
        false
    }
}

/// Moves instruction `inst` to just before `before`.
pub fn move_before(inst: Value, before: Value) {
    unsafe {
        let b = LLVMCreateBuilderInContext(LLVMGetTypeContext(LLVMTypeOf(inst)));
        LLVMPositionBuilderBefore(b, before);
        // The name goes back as it was (bytes and length: a name may hold any byte).
        let mut len = 0;
        let p = LLVMGetValueName2(inst, &mut len);
        let name = if p.is_null() || len == 0 { Vec::new() } else { std::slice::from_raw_parts(p as *const u8, len).to_vec() };
        LLVMInstructionRemoveFromParent(inst);
        LLVMInsertIntoBuilder(b, inst);
        if !name.is_empty() {
            LLVMSetValueName2(inst, name.as_ptr() as *const _, name.len());
        }
        LLVMDisposeBuilder(b);
    }
}

/// Erases those of `candidates` that are (or become) unused, users before what they use, and
/// with them the operands `follow` accepts once they are unused too; returns what was erased.
pub fn erase_unused(candidates: impl IntoIterator<Item = Value>, follow: impl Fn(Value) -> bool) -> HashSet<Value> {
    let mut left: HashSet<Value> = candidates.into_iter().collect();
    let mut erased = HashSet::new();
    while let Some(&v) = left.iter().find(|&&v| !has_uses(v)) {
        left.remove(&v);
        let operands: Vec<Value> = (0..num_operands(v)).map(|k| operand(v, k)).collect();
        erase(v);
        erased.insert(v);
        left.extend(operands.into_iter().filter(|&o| is_instruction(o) && !erased.contains(&o) && follow(o)));
    }
    erased
}

pub fn has_uses(v: Value) -> bool {
    unsafe { !LLVMGetFirstUse(v).is_null() }
}

pub fn erase(inst: Value) {
    unsafe { LLVMInstructionEraseFromParent(inst) }
}

pub fn replace_all_uses(old: Value, new: Value) {
    unsafe { LLVMReplaceAllUsesWith(old, new) }
}

/// A string attribute of a function (`target-cpu`, `target-features`, `optnone` is an enum one).
pub fn fn_string_attr(func: Value, key: &str) -> Option<String> {
    unsafe {
        let a = LLVMGetStringAttributeAtIndex(func, LLVMAttributeFunctionIndex, key.as_ptr() as *const _, key.len() as u32);
        if a.is_null() {
            return None;
        }
        let mut len = 0;
        let p = LLVMGetStringAttributeValue(a, &mut len);
        Some(String::from_utf8_lossy(std::slice::from_raw_parts(p as *const u8, len as usize)).into_owned())
    }
}

pub fn fn_has_enum_attr(func: Value, name: &str) -> bool {
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(name.as_ptr() as *const _, name.len());
        kind != 0 && !LLVMGetEnumAttributeAtIndex(func, LLVMAttributeFunctionIndex, kind).is_null()
    }
}

/// `(lanes, bits)` of an integer vector type, `None` for another type.
pub type Shape = Option<(u32, u16)>;

/// The shapes of the return and parameter types of function `name` in `module`, if it exists.
pub fn function_shapes(module: LLVMModuleRef, name: &str) -> Option<(Shape, Vec<Shape>)> {
    unsafe {
        let cn = CString::new(name).ok()?;
        let f = LLVMGetNamedFunction(module, cn.as_ptr());
        if f.is_null() {
            return None;
        }
        let fty = LLVMGlobalGetValueType(f);
        let mut params = vec![std::ptr::null_mut(); LLVMCountParamTypes(fty) as usize];
        LLVMGetParamTypes(fty, params.as_mut_ptr());
        Some((int_vector_shape(LLVMGetReturnType(fty)), params.into_iter().map(int_vector_shape).collect()))
    }
}

/// Deletes every declaration named `prefix*` that nothing uses any more; returns how many.
pub fn delete_unused_declarations(module: LLVMModuleRef, prefix: &str) -> usize {
    let dead: Vec<Value> = functions(module)
        .into_iter()
        .filter(|&f| is_declaration(f) && !has_uses(f) && name_of(f).starts_with(prefix))
        .collect();
    for &f in &dead {
        unsafe { LLVMDeleteFunction(f) }
    }
    dead.len()
}

pub fn module_of(func: Value) -> LLVMModuleRef {
    unsafe { LLVMGetGlobalParent(func) }
}

pub fn triple(module: LLVMModuleRef) -> String {
    unsafe { CStr::from_ptr(LLVMGetTarget(module)).to_string_lossy().into_owned() }
}

/// Builds instructions before a given instruction and remembers every instruction it made, so a
/// failed rewrite can be undone.
pub struct Builder {
    raw: LLVMBuilderRef,
    ctx: LLVMContextRef,
    module: LLVMModuleRef,
    pub created: Vec<Value>,
}

impl Drop for Builder {
    fn drop(&mut self) {
        unsafe { LLVMDisposeBuilder(self.raw) }
    }
}

fn cname() -> *const std::os::raw::c_char {
    c"".as_ptr()
}

impl Builder {
    pub fn new(module: LLVMModuleRef) -> Builder {
        unsafe {
            let ctx = LLVMGetModuleContext(module);
            Builder { raw: LLVMCreateBuilderInContext(ctx), ctx, module, created: Vec::new() }
        }
    }

    /// Also gives what is built from now on `inst`'s `!dbg` location: LLVM's
    /// `IRBuilder::SetInsertPoint` does, so every emitted instruction maps to the replaced root's
    /// source line (`lit-tests/debuginfo`).
    pub fn position_before(&mut self, inst: Value) {
        unsafe { LLVMPositionBuilderBefore(self.raw, inst) }
    }

    fn made(&mut self, v: Value) -> Value {
        if is_instruction(v) {
            self.created.push(v);
        }
        v
    }

    /// Erases everything this builder made (newest first).
    pub fn undo(&mut self) {
        for v in self.created.drain(..).rev() {
            if !has_uses(v) {
                erase(v);
            }
        }
    }

    pub fn int_type(&self, bits: u16) -> Type {
        unsafe { LLVMIntTypeInContext(self.ctx, bits as u32) }
    }

    pub fn vector_type(&self, lanes: u32, bits: u16) -> Type {
        unsafe { LLVMVectorType(self.int_type(bits), lanes) }
    }

    /// The `bits`-wide integer constant `value`.
    pub fn constant(&self, bits: u16, value: u128) -> Value {
        let words = [value as u64, (value >> 64) as u64];
        unsafe { LLVMConstIntOfArbitraryPrecision(self.int_type(bits), 2, words.as_ptr()) }
    }

    pub fn splat(&self, lanes: u32, bits: u16, value: u128) -> Value {
        let mut lanes_v = vec![self.constant(bits, value); lanes as usize];
        unsafe { LLVMConstVector(lanes_v.as_mut_ptr(), lanes) }
    }

    /// A vector of `lanes` copies of the scalar `s` (insertelement + shufflevector).
    pub fn splat_of(&mut self, s: Value, lanes: u32) -> Value {
        let ty = unsafe { LLVMVectorType(LLVMTypeOf(s), lanes) };
        let p = self.poison(ty);
        let index = self.const_i32(0);
        let v = unsafe { LLVMBuildInsertElement(self.raw, p, s, index, cname()) };
        let one = self.made(v);
        self.shuffle(one, p, &vec![Some(0); lanes as usize])
    }

    pub fn poison(&self, ty: Type) -> Value {
        unsafe { LLVMGetPoison(ty) }
    }

    pub fn binary(&mut self, op: LLVMOpcode, a: Value, b: Value) -> Value {
        let v = unsafe { LLVMBuildBinOp(self.raw, op, a, b, cname()) };
        self.made(v)
    }

    pub fn freeze(&mut self, a: Value) -> Value {
        let v = unsafe { LLVMBuildFreeze(self.raw, a, cname()) };
        self.made(v)
    }

    pub fn cast(&mut self, op: LLVMOpcode, a: Value, to: Type) -> Value {
        let v = unsafe { LLVMBuildCast(self.raw, op, a, to, cname()) };
        self.made(v)
    }

    pub fn icmp(&mut self, pred: llvm_plugin::inkwell::llvm_sys::LLVMIntPredicate, a: Value, b: Value) -> Value {
        let v = unsafe { LLVMBuildICmp(self.raw, pred, a, b, cname()) };
        self.made(v)
    }

    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let v = unsafe { LLVMBuildSelect(self.raw, c, a, b, cname()) };
        self.made(v)
    }

    /// A phi of `ty` at the builder's position.
    pub fn phi(&mut self, ty: Type, incoming: &[(Value, LLVMBasicBlockRef)]) -> Value {
        unsafe {
            let v = LLVMBuildPhi(self.raw, ty, cname());
            let (mut vals, mut blocks): (Vec<Value>, Vec<LLVMBasicBlockRef>) = incoming.iter().copied().unzip();
            LLVMAddIncoming(v, vals.as_mut_ptr(), blocks.as_mut_ptr(), vals.len() as u32);
            self.made(v)
        }
    }

    /// `shufflevector a, b, mask` (mask lane `None` is poison).
    pub fn shuffle(&mut self, a: Value, b: Value, mask: &[Option<u32>]) -> Value {
        unsafe {
            let i32t = LLVMInt32TypeInContext(self.ctx);
            let mut m: Vec<Value> =
                mask.iter().map(|x| x.map_or_else(|| LLVMGetUndef(i32t), |i| LLVMConstInt(i32t, i as u64, 0))).collect();
            let mv = LLVMConstVector(m.as_mut_ptr(), m.len() as u32);
            let v = LLVMBuildShuffleVector(self.raw, a, b, mv, cname());
            self.made(v)
        }
    }

    /// Lanes `start..start+count` of a `total`-lane vector; lanes past the end are poison.
    pub fn lanes(&mut self, v: Value, total: u32, start: u32, count: u32) -> Value {
        if start == 0 && count == total {
            return v;
        }
        let mask: Vec<Option<u32>> = (start..start + count).map(|i| (i < total).then_some(i)).collect();
        let p = self.poison(type_of(v));
        self.shuffle(v, p, &mask)
    }

    /// Concatenates `parts` (each `width` lanes; an odd count padded with poison) and keeps the
    /// first `lanes` lanes.
    pub fn concat(&mut self, mut parts: Vec<Value>, mut width: u32, lanes: u32) -> Value {
        while parts.len() > 1 {
            if parts.len() % 2 == 1 {
                let pad = self.poison(type_of(parts[0]));
                parts.push(pad);
            }
            let mask: Vec<Option<u32>> = (0..2 * width).map(Some).collect();
            parts = parts.chunks(2).map(|p| self.shuffle(p[0], p[1], &mask)).collect();
            width *= 2;
        }
        self.lanes(parts[0], width, 0, lanes)
    }

    /// Calls `name` (declaring it if needed) with `args`, returning `ret`.
    pub fn call(&mut self, name: &str, ret: Type, args: &[Value]) -> Value {
        unsafe {
            let mut params: Vec<Type> = args.iter().map(|&a| LLVMTypeOf(a)).collect();
            let fty = LLVMFunctionType(ret, params.as_mut_ptr(), params.len() as u32, 0);
            let cn = CString::new(name).unwrap();
            let mut f = LLVMGetNamedFunction(self.module, cn.as_ptr());
            if f.is_null() {
                f = LLVMAddFunction(self.module, cn.as_ptr(), fty);
                if name.starts_with(ruletable::fpir_names::PREFIX) {
                    self.mark_pure(f);
                }
            } else if LLVMGlobalGetValueType(f) != fty {
                panic!("{name} is already declared with another type");
            }
            let mut a = args.to_vec();
            let v = LLVMBuildCall2(self.raw, fty, f, a.as_mut_ptr(), a.len() as u32, cname());
            self.made(v)
        }
    }

    /// `nounwind willreturn memory(none)`: an FPIR op is a pure function of its operands.
    fn mark_pure(&self, f: Value) {
        unsafe {
            for (attr, value) in [("nounwind", 0), ("willreturn", 0), ("memory", 0)] {
                let kind = LLVMGetEnumAttributeKindForName(attr.as_ptr() as *const _, attr.len());
                if kind != 0 {
                    let a = LLVMCreateEnumAttribute(self.ctx, kind, value);
                    LLVMAddAttributeAtIndex(f, LLVMAttributeFunctionIndex, a);
                }
            }
        }
    }

    /// A load of `ty` from `offset` bytes (an i64) past `base`, assuming no alignment.
    pub fn load_at(&mut self, ty: Type, base: Value, offset: Value) -> Value {
        unsafe {
            let mut idx = [offset];
            let p = LLVMBuildInBoundsGEP2(self.raw, LLVMInt8TypeInContext(self.ctx), base, idx.as_mut_ptr(), 1, cname());
            self.made(p);
            let load = LLVMBuildLoad2(self.raw, ty, p, cname());
            LLVMSetAlignment(load, 1);
            self.made(load)
        }
    }

    pub fn const_i32(&self, v: i32) -> Value {
        self.const_int(32, v as i64)
    }

    pub fn const_int(&self, bits: u16, v: i64) -> Value {
        unsafe { LLVMConstInt(self.int_type(bits), v as u64, 1) }
    }

    pub fn const_bool(&self, b: bool) -> Value {
        unsafe { LLVMConstInt(LLVMInt1TypeInContext(self.ctx), b as u64, 0) }
    }
}
