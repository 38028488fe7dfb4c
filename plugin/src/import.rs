//! LLVM IR -> terms, one basic block at a time. Vector integer instructions in the vocabulary
//! (`vocab.rs`) become nodes; anything else they use (loads, phis, values from other blocks,
//! non-splat constants) becomes an opaque leaf. Staying inside one block keeps every leaf
//! dominating the place where a rewrite is emitted.
//!
//! A call to `@fixsel.<op>.<types>` (FPIR written in LLVM IR, see `ruletable::fpir_names`) becomes
//! that FPIR op's node, but only if its name is exactly what `call_name` spells for the call's
//! own operand and result types; any other `@fixsel.*` call stays an opaque leaf, with a warning.
//! A call to `@fixsel.<family>.<instr>.<types>` (`instr_call_name`) is that target instruction's
//! node in the same way: how the instruction models are validated against the real instructions.

use crate::ir::{self, Value};
use crate::vocab;
use llvm_plugin::inkwell::llvm_sys::prelude::LLVMBasicBlockRef;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::defs::{DefKind, Defs};
use ruletable::fpir_names::{call_name, instr_call_name, lookup_call, lookup_instr_call, PREFIX};
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::op::Op;
use ruletable::template::result_width;
use std::collections::{BTreeSet, HashMap};

/// Lanes wider than this are left alone (FPIR widens once, to at most 128 bits).
const MAX_IMPORTED_BITS: u16 = 64;

pub struct Block {
    pub graph: Graph,
    /// `Op::Input(i)` is `leaves[i]`.
    pub leaves: Vec<Value>,
    /// What is known of some leaves' values: `(i, range)` for `Op::Input(i)` (see `leaf_range`).
    pub leaf_ranges: Vec<(u32, Range)>,
    /// Imported instructions in block order, with their nodes.
    pub imported: Vec<(Value, Id)>,
    /// For a node computed by an imported instruction: that instruction and its position.
    pub computed_by: HashMap<Id, (Value, usize)>,
    pub position: HashMap<Value, usize>,
    /// Splats of loop-invariant scalar expressions, imported as terms over a splat of their
    /// innermost scalar (see `splat_term`): the node each splat became, and the splat itself.
    pub hoisted: HashMap<Id, Value>,
    /// Imported `@fixsel.*` calls (FPIR ops), in block order.
    pub fpir_calls: Vec<Value>,
    /// One message per `@fixsel.*` call that is not a well-typed FPIR op (left as a call).
    pub warnings: Vec<String>,
}

impl Block {
    /// A block of built terms, not imported ones: `graph` over leaves to fill in, to be emitted
    /// before `at` (no original instruction to reuse).
    pub fn over(graph: Graph, at: Value) -> Block {
        Block {
            graph,
            leaves: Vec::new(),
            leaf_ranges: Vec::new(),
            imported: Vec::new(),
            computed_by: HashMap::new(),
            position: HashMap::from([(at, 0)]),
            hoisted: HashMap::new(),
            fpir_calls: Vec::new(),
            warnings: Vec::new(),
        }
    }
}

pub fn import_block(block: LLVMBasicBlockRef, defs: &Defs) -> Block {
    let mut b = Block {
        graph: Graph::new(),
        leaves: Vec::new(),
        leaf_ranges: Vec::new(),
        imported: Vec::new(),
        computed_by: HashMap::new(),
        position: HashMap::new(),
        hoisted: HashMap::new(),
        fpir_calls: Vec::new(),
        warnings: Vec::new(),
    };
    let mut node_of: HashMap<Value, Id> = HashMap::new();
    let mut shifts: HashMap<Id, bool> = HashMap::new();
    for (pos, inst) in ir::instructions(block).into_iter().enumerate() {
        b.position.insert(inst, pos);
        if let Some(name) = ir::callee_name(inst).filter(|n| n.starts_with(PREFIX)) {
            match fpir_call(defs, inst, &name) {
                Ok((op, operands)) => {
                    let (lanes, bits) = ir::int_vector_shape(ir::type_of(inst)).expect("checked by fpir_call");
                    let args: Vec<Id> = operands.iter().map(|&v| operand_term(&mut b, &node_of, v)).collect();
                    let id = b.graph.add(op, Ty::new(lanes, bits), args);
                    node_of.insert(inst, id);
                    b.imported.push((inst, id));
                    b.computed_by.entry(id).or_insert((inst, pos));
                    b.fpir_calls.push(inst);
                }
                Err(message) => b.warnings.push(message),
            }
            continue;
        }
        let Some((lanes, bits)) = ir::int_vector_shape(ir::type_of(inst)) else { continue };
        if bits > MAX_IMPORTED_BITS {
            continue;
        }
        let Some((op, operands)) = classify(inst) else { continue };
        if operands.iter().any(|&v| ir::int_vector_shape(ir::type_of(v)).map_or(true, |(_, w)| w > MAX_IMPORTED_BITS)) {
            continue;
        }
        let args: Vec<Id> = operands.iter().map(|&v| operand_term(&mut b, &node_of, v)).collect();
        let existed = b.graph.len();
        let id = b.graph.add(op, Ty::new(lanes, bits), args);
        if op == Op::Shl {
            // A node built before by a splat chain is computed without the flag too.
            *shifts.entry(id).or_insert((id as usize) >= existed) &= ir::no_signed_wrap(inst);
        }
        node_of.insert(inst, id);
        b.imported.push((inst, id));
        b.computed_by.entry(id).or_insert((inst, pos));
    }
    // A shift is poison on overflow only if every instruction computing it says so.
    for (id, nsw) in shifts {
        if nsw {
            b.graph.mark_nsw(id);
        }
    }
    b
}

impl Block {
    /// The leaves that are scalars, standing for their splats.
    pub fn splat_leaves(&self) -> Vec<u32> {
        (0..self.leaves.len() as u32).filter(|&i| ir::int_vector_shape(ir::type_of(self.leaves[i as usize])).is_none()).collect()
    }

    /// Whether term `id` of `g` (over this block's leaves) is the same in every lane: all its
    /// leaves are splats (or it has none).
    pub fn uniform(&self, g: &Graph, id: Id) -> bool {
        g.postorder(id).iter().all(|&n| match g.node(n).op {
            Op::Input(i) => ir::int_vector_shape(ir::type_of(self.leaves[i as usize])).is_none(),
            _ => true,
        })
    }
}

fn spell(ty: Option<(u32, u16)>) -> String {
    ty.map_or_else(|| "?".into(), |(l, b)| format!("<{l} x i{b}>"))
}

/// The FPIR op a `@fixsel.*` call is, or why it is not one: the name must be exactly what
/// `call_name` spells for these operand and result types, and the op must accept their widths.
fn fpir_call(defs: &Defs, inst: Value, name: &str) -> Result<(Op, Vec<Value>), String> {
    let Some(d) = lookup_call(defs, name).or_else(|| lookup_instr_call(defs, name)) else {
        let known: BTreeSet<&str> = defs
            .all()
            .filter(|(_, d)| d.kind == DefKind::Fpir)
            .map(|(_, d)| d.name.rsplit_once('.').map_or(d.name.as_str(), |(base, _)| base))
            .collect();
        return Err(format!("@{name} is not an FPIR op (known: {})", known.into_iter().collect::<Vec<_>>().join(", ")));
    };
    let def = defs.get(d);
    let args = ir::call_args(inst);
    let result = ir::int_vector_shape(ir::type_of(inst));
    let shapes: Vec<Option<(u32, u16)>> = args.iter().map(|&a| ir::int_vector_shape(ir::type_of(a))).collect();
    let signature = || {
        let ops: Vec<String> = shapes.iter().map(|&s| spell(s)).collect();
        format!("({}) -> {}", ops.join(", "), spell(result))
    };
    let mismatch = |why: &str| Err(format!("@{name} is not an FPIR op for {}: {why}; left as a call", signature()));
    let Some((lanes, bits)) = result else { return mismatch("not an integer vector") };
    let Some(shapes) = shapes.iter().copied().collect::<Option<Vec<_>>>() else {
        return mismatch("operands must be integer vectors");
    };
    if shapes.len() != def.params.len() {
        return mismatch(&format!("{} takes {} operands", def.name, def.params.len()));
    }
    if shapes.iter().any(|&(l, w)| l != lanes || w > MAX_IMPORTED_BITS) || bits > MAX_IMPORTED_BITS {
        return mismatch("lane counts differ or lanes are wider than 64 bits");
    }
    let tys: Vec<Ty> = shapes.iter().map(|&(l, w)| Ty::new(l, w)).collect();
    let widths: Vec<u16> = tys.iter().map(|t| t.bits).collect();
    if let Err(e) = result_width(defs, Op::Def(d), &widths, Some(bits)) {
        return mismatch(&e.0);
    }
    let result_ty = Ty::new(lanes, bits);
    let expected = call_name(def, &tys, result_ty).or_else(|| instr_call_name(def, &tys, result_ty)).expect("an FPIR op or instruction");
    if expected != name {
        return mismatch(&format!("these types spell @{expected}"));
    }
    Ok((Op::Def(d), args))
}

/// The op an instruction is, and the operands that become the node's arguments.
fn classify(inst: Value) -> Option<(Op, Vec<Value>)> {
    let opc = ir::opcode(inst);
    if let Some((_, op)) = vocab::BINARY.iter().chain(vocab::CASTS).find(|(c, _)| *c == opc) {
        let n = ir::num_operands(inst);
        return Some((*op, (0..n).map(|i| ir::operand(inst, i)).collect()));
    }
    match opc {
        LLVMOpcode::LLVMICmp => {
            let pred = ir::icmp_predicate(inst);
            let (_, c) = vocab::PREDICATES.iter().find(|(p, _)| *p == pred)?;
            Some((Op::ICmp(*c), vec![ir::operand(inst, 0), ir::operand(inst, 1)]))
        }
        // A select on a scalar condition is a different op: leave it.
        LLVMOpcode::LLVMSelect => {
            ir::int_vector_shape(ir::type_of(ir::operand(inst, 0)))?;
            Some((Op::Select, (0..3).map(|i| ir::operand(inst, i)).collect()))
        }
        LLVMOpcode::LLVMCall => {
            let op = vocab::op_of_intrinsic(&ir::callee_name(inst)?)?;
            let mut args = ir::call_args(inst);
            if op == Op::Abs {
                args.truncate(1);
            }
            Some((op, args))
        }
        _ => None,
    }
}

fn operand_term(b: &mut Block, node_of: &HashMap<Value, Id>, v: Value) -> Id {
    if let Some(&id) = node_of.get(&v) {
        return id;
    }
    let (lanes, bits) = ir::int_vector_shape(ir::type_of(v)).expect("checked by the caller");
    if let Some(c) = ir::splat_value(v) {
        return b.graph.constant(c, Ty::new(lanes, bits));
    }
    if let Some(id) = ir::splat_source(v).and_then(|s| splat_term(b, s, lanes)) {
        b.hoisted.insert(id, v);
        return id;
    }
    if let Some(id) = ir::lane_splat(v).and_then(|(x, k)| lane_term(b, x, k, lanes)) {
        b.hoisted.insert(id, v);
        return id;
    }
    leaf(b, v, Ty::new(lanes, bits))
}

/// The leaf for value `v` (a vector, or a scalar standing for its splat) of type `ty`.
fn leaf(b: &mut Block, v: Value, ty: Ty) -> Id {
    let bits = ty.bits;
    let index = match b.leaves.iter().position(|&l| l == v) {
        Some(i) => i,
        None => {
            b.leaves.push(v);
            if let Some(r) = leaf_range(v, bits) {
                b.leaf_ranges.push((b.leaves.len() as u32 - 1, r));
            }
            b.leaves.len() - 1
        }
    };
    b.graph.input(index as u32, ty)
}

/// A splat of scalar `s` as a term: the casts, compares and bitwise, shift, add, sub and mul
/// ops (at most `SPLAT_DEPTH` deep) that compute `s` from constants and other scalars become
/// lane-wise nodes over splats of those scalars (leaves). C's promotions put such chains in
/// loop-invariant multipliers, e.g. `(int16_t)(mask * k) >> 5` becomes
/// `mul(mask, splat(zext(k) << 16)) >> 21`, and lifting needs to see the shift to do the multiply
/// at 16 bits; gemmlowp's overflow test `a == b && a == INT32_MIN` with `b` invariant becomes
/// `and(icmp.eq(splat(b), MIN), icmp.eq(a, MIN))`, and RoundingDivideByPOT's mask `~(-1 << e)`
/// is seen to depend on the shift `e`. `None` if `s` is not such a chain (it stays one leaf).
fn splat_term(b: &mut Block, s: Value, lanes: u32) -> Option<Id> {
    splat_chain(b, s, lanes, SPLAT_DEPTH)
}

const SPLAT_DEPTH: u32 = 4;

fn splat_chain(b: &mut Block, s: Value, lanes: u32, depth: u32) -> Option<Id> {
    let bits = ir::int_bits(ir::type_of(s)).filter(|&w| w <= MAX_IMPORTED_BITS)?;
    if depth == 0 || !ir::is_instruction(s) {
        return None;
    }
    let op = invariant_op(s)?;
    let n = if op.is_cast() { 1 } else { 2 };
    let args = (0..n)
        .map(|i| {
            let a = ir::operand(s, i);
            let ty = Ty::new(lanes, ir::int_bits(ir::type_of(a)).filter(|&w| w <= MAX_IMPORTED_BITS)?);
            Some(match ir::const_int_value(a) {
                Some(c) => b.graph.constant(c, ty),
                None => splat_chain(b, a, lanes, depth - 1).unwrap_or_else(|| leaf(b, a, ty)),
            })
        })
        .collect::<Option<Vec<Id>>>()?;
    Some(b.graph.add(op, Ty::new(lanes, bits), args))
}

/// The lane-wise op of instruction `inst` in a loop-invariant chain (`splat_chain`, `lane_term`):
/// a compare, cast or binary op. Not division: a lane-wise division the rewriter might emit could
/// trap where the scalar one did not.
fn invariant_op(inst: Value) -> Option<Op> {
    let opc = ir::opcode(inst);
    Some(match opc {
        LLVMOpcode::LLVMICmp => Op::ICmp(vocab::PREDICATES.iter().find(|(p, _)| *p == ir::icmp_predicate(inst))?.1),
        LLVMOpcode::LLVMUDiv | LLVMOpcode::LLVMSDiv | LLVMOpcode::LLVMURem | LLVMOpcode::LLVMSRem => return None,
        _ => vocab::BINARY.iter().chain(vocab::CASTS).find(|(c, _)| *c == opc)?.1,
    })
}

/// Lane `k` of vector `x`, broadcast, as a term: the scalar an insertelement chain put there (a
/// splat leaf, or its `splat_term`), under the casts, compares and binary ops (with splat
/// constants or other such lanes) applied to the whole short vector: the SLP vectorizer packs
/// loop-invariant scalars that way (gemmlowp's `b == INT32_MIN` for two multipliers at once).
/// `None` for anything else (the broadcast stays one leaf).
fn lane_term(b: &mut Block, x: Value, k: u32, lanes: u32) -> Option<Id> {
    if let Some(s) = ir::inserted_lane(x, k) {
        let bits = ir::int_bits(ir::type_of(s)).filter(|&w| w <= MAX_IMPORTED_BITS)?;
        return Some(splat_term(b, s, lanes).unwrap_or_else(|| leaf(b, s, Ty::new(lanes, bits))));
    }
    if !ir::is_instruction(x) {
        return None;
    }
    let op = invariant_op(x)?;
    let (_, bits) = ir::int_vector_shape(ir::type_of(x)).filter(|&(_, w)| w <= MAX_IMPORTED_BITS)?;
    let args = (0..if op.is_cast() { 1 } else { 2 })
        .map(|i| {
            let a = ir::operand(x, i);
            match ir::splat_value(a) {
                Some(c) => Some(b.graph.constant(c, Ty::new(lanes, ir::int_vector_shape(ir::type_of(a))?.1))),
                None => lane_term(b, a, k, lanes),
            }
        })
        .collect::<Option<Vec<Id>>>()?;
    Some(b.graph.add(op, Ty::new(lanes, bits), args))
}

/// The range of a leaf that is an extension, or a splat of an extended scalar (a loop-invariant
/// multiplier or zero point hoisted out of the loop by the vectorizer): interval analysis then
/// knows it fits the narrow type, so the arithmetic it feeds can be narrowed.
fn leaf_range(v: Value, bits: u16) -> Option<Range> {
    let ext = ir::splat_source(v).unwrap_or(v);
    if !ir::is_instruction(ext) {
        return None;
    }
    let signed = match ir::opcode(ext) {
        LLVMOpcode::LLVMZExt => false,
        LLVMOpcode::LLVMSExt => true,
        _ => return None,
    };
    let from = ir::int_bits(ir::type_of(ir::operand(ext, 0)))?;
    (from < bits).then(|| {
        if signed {
            Range::signed(bits, Some((-(1i128 << (from - 1)), (1i128 << (from - 1)) - 1)))
        } else {
            Range::unsigned(bits, Some((0, (1u128 << from) - 1)))
        }
    })
}
