//! Terms -> LLVM IR. Primitives become instructions or generic intrinsics; instructions become
//! calls to their LLVM 16 intrinsic at the native width, splitting or padding the vector and
//! concatenating the pieces (legalization), with bitcasts for HVX's register types. FPIR ops
//! (only left in a term by `lift-only`) become calls to `@fixsel.<op>.<types>`, declared as needed.

use crate::import::Block;
use crate::ir::{Builder, Value};
use crate::target::Target;
use crate::vocab;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::defs::{Abi, DefKind, Defs};
use ruletable::fpir_names::call_name;
use ruletable::graph::{Graph, Id, Node, Ty};
use ruletable::op::Op;
use std::collections::HashMap;

/// HVX 128-byte registers are `<32 x i32>` in the intrinsics' signatures.
const HVX_REGISTER_WORDS: u32 = 32;

pub struct Emitter<'a> {
    pub builder: Builder,
    pub graph: &'a Graph,
    pub block: &'a Block,
    pub defs: &'a Defs,
    pub target: &'a Target,
    memo: HashMap<Id, Value>,
    /// Position of the instruction being replaced: original instructions before it can be reused.
    insert_pos: usize,
}

impl<'a> Emitter<'a> {
    pub fn new(builder: Builder, graph: &'a Graph, block: &'a Block, defs: &'a Defs, target: &'a Target) -> Emitter<'a> {
        Emitter { builder, graph, block, defs, target, memo: HashMap::new(), insert_pos: 0 }
    }

    /// Emits `id` right before `at`, returning its value.
    pub fn emit_before(&mut self, at: Value, id: Id) -> Value {
        self.builder.position_before(at);
        self.insert_pos = self.block.position[&at];
        self.value(id)
    }

    fn value(&mut self, id: Id) -> Value {
        if let Some(&v) = self.memo.get(&id) {
            return v;
        }
        if let Some(&(inst, pos)) = self.block.computed_by.get(&id) {
            if pos < self.insert_pos {
                return inst;
            }
        }
        let node = self.graph.node(id).clone();
        let args: Vec<Value> = node.args.iter().map(|&a| self.value(a)).collect();
        let v = self.build(&node, &args);
        self.memo.insert(id, v);
        v
    }

    fn build(&mut self, n: &Node, args: &[Value]) -> Value {
        let ty = self.builder.vector_type(n.ty.lanes, n.ty.bits);
        let b = &mut self.builder;
        match n.op {
            Op::Input(i) => self.block.leaves[i as usize],
            Op::Const(c) => b.splat(n.ty.lanes, n.ty.bits, c),
            Op::ICmp(c) => b.icmp(vocab::predicate_of(c), args[0], args[1]),
            Op::Select => b.select(args[0], args[1], args[2]),
            Op::ZExt | Op::SExt | Op::Trunc => b.cast(vocab::opcode_of(n.op).unwrap(), args[0], ty),
            Op::Abs => {
                let f = b.const_bool(false);
                b.call(&overloaded(vocab::intrinsic_of(Op::Abs).unwrap(), n.ty), ty, &[args[0], f])
            }
            Op::Def(d) if self.defs.get(d).kind == DefKind::Fpir => self.fpir_call(d, n, args),
            Op::Def(d) => self.instruction(d, n, args),
            op => match vocab::opcode_of(op) {
                Some(opc) => b.binary(opc, args[0], args[1]),
                None => b.call(&overloaded(vocab::intrinsic_of(op).expect("every primitive is emittable"), n.ty), ty, args),
            },
        }
    }

    /// `call @fixsel.<op>.<types>(args)`; constant operands are passed as vector constants.
    fn fpir_call(&mut self, d: u16, n: &Node, args: &[Value]) -> Value {
        let operands: Vec<Ty> = n.args.iter().map(|&a| self.graph.ty(a)).collect();
        let name = call_name(self.defs.get(d), &operands, n.ty).expect("an FPIR op");
        let ty = self.builder.vector_type(n.ty.lanes, n.ty.bits);
        self.builder.call(&name, ty, args)
    }

    fn instruction(&mut self, d: u16, n: &Node, args: &[Value]) -> Value {
        let def = self.defs.get(d);
        let target = self.target;
        let v = def
            .pick_variant(n.ty, &|f| target.has(f))
            .unwrap_or_else(|| panic!("{} has no native form for {} (the lowering should not have chosen it)", def.name, n.ty))
            .clone();
        let native = v.ty.lanes;
        let chunks = n.ty.lanes.div_ceil(native);
        let arg_bits: Vec<u16> = n.args.iter().map(|&a| self.graph.ty(a).bits).collect();
        let mut parts = Vec::new();
        for k in 0..chunks {
            let pieces: Vec<Value> =
                args.iter().map(|&a| self.lanes(a, n.ty.lanes, k * native, native)).collect();
            let out_ty = self.builder.vector_type(native, n.ty.bits);
            parts.push(match v.abi {
                Abi::Vector => self.builder.call(&v.intrinsic, out_ty, &pieces),
                Abi::Hvx => {
                    let reg = self.builder.vector_type(HVX_REGISTER_WORDS, 32);
                    let regs: Vec<Value> = pieces
                        .iter()
                        .zip(&arg_bits)
                        .map(|(&p, &bits)| {
                            debug_assert_eq!(native * bits as u32, HVX_REGISTER_WORDS * 32);
                            self.builder.cast(LLVMOpcode::LLVMBitCast, p, reg)
                        })
                        .collect();
                    let r = self.builder.call(&v.intrinsic, reg, &regs);
                    self.builder.cast(LLVMOpcode::LLVMBitCast, r, out_ty)
                }
            });
        }
        self.concat(parts, native, n.ty)
    }

    /// Lanes `start..start+count` of a `total`-lane vector; lanes past the end are poison.
    fn lanes(&mut self, v: Value, total: u32, start: u32, count: u32) -> Value {
        if start == 0 && count == total {
            return v;
        }
        let mask: Vec<Option<u32>> = (start..start + count).map(|i| (i < total).then_some(i)).collect();
        let p = self.builder.poison(crate::ir::type_of(v));
        self.builder.shuffle(v, p, &mask)
    }

    /// Concatenates `parts` (each `width` lanes) and keeps the first `ty.lanes` lanes.
    fn concat(&mut self, mut parts: Vec<Value>, mut width: u32, ty: Ty) -> Value {
        while parts.len() > 1 {
            if parts.len() % 2 == 1 {
                let pad = self.builder.poison(crate::ir::type_of(parts[0]));
                parts.push(pad);
            }
            let mask: Vec<Option<u32>> = (0..2 * width).map(Some).collect();
            parts = parts.chunks(2).map(|p| self.builder.shuffle(p[0], p[1], &mask)).collect();
            width *= 2;
        }
        self.lanes(parts[0], width, 0, ty.lanes)
    }
}

/// `llvm.umin` at `<16 x i8>` -> `llvm.umin.v16i8`.
fn overloaded(base: &str, ty: Ty) -> String {
    format!("{base}.v{}i{}", ty.lanes, ty.bits)
}
