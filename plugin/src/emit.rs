//! Terms -> LLVM IR. Primitives become instructions or generic intrinsics; instructions become
//! calls to their LLVM 16 intrinsic at the native width, splitting or padding the vector and
//! concatenating the pieces (legalization), with bitcasts for HVX's register types. FPIR ops
//! (only left in a term by `lift-only`) become calls to `@fixsel.<op>.<types>`, declared as needed.
//!
//! Lane order: terms are lane-wise in natural order, but an HVX widening instruction returns its
//! register pair dealt (even lanes, then odd lanes) and the saturating narrows `vsat`/`vasr` take
//! a dealt pair. Lane-wise code is correct in any lane order its operands share, so each node is
//! built in the [`Layout`] its operands come in, and reordered (one shufflevector, which the
//! backend selects as vshuff/vdeal) only where layouts meet: at roots, at operands that need
//! another order, or where operands disagree. A widen-compute-narrow chain needs no reordering.

use crate::import::Block;
use crate::ir::{Builder, Value};
use crate::target::Target;
use crate::vocab;
use llvm_plugin::inkwell::llvm_sys::LLVMOpcode;
use ruletable::defs::{Abi, DefKind, Defs, DqHi, Variant};
use ruletable::fpir_names::call_name;
use ruletable::graph::{Graph, Id, Node, Ty};
use ruletable::layout::Layout;
use ruletable::op::Op;
use std::collections::{HashMap, HashSet};

/// HVX registers are `<32 x i32>` in the intrinsics' signatures (pairs `<64 x i32>`).
pub(crate) const HVX_REGISTER_BITS: u32 = 1024;

pub struct Emitter<'a> {
    pub builder: Builder,
    pub graph: &'a Graph,
    pub block: &'a Block,
    pub defs: &'a Defs,
    pub target: &'a Target,
    memo: HashMap<(Id, Layout), Value>,
    /// [`Emitter::scalar`]'s and [`Emitter::invariant_splat`]'s results.
    scalars: HashMap<Id, Value>,
    splats: HashMap<(Id, bool), Value>,
    /// The instruction being replaced (code is emitted before it).
    anchor: Option<Value>,
    /// The layout each node is built in (see [`Emitter::layout_of`]).
    layouts: HashMap<Id, Layout>,
    /// Position of the instruction being replaced: original instructions before it can be reused.
    insert_pos: usize,
    /// Roots whose lanes are only ever summed (a reduction's accumulator, `reduction::analyze`),
    /// used by no other root: they may come out in any lane order, so neither they nor the
    /// accumulator operand of the instruction computing them are reordered (HVX: no vshuff of a
    /// dealt product, no vdeal of the accumulator).
    pub unordered: HashSet<Id>,
    /// How many operand slots of the emitted DAGs refer to each node ([`Emitter::count_uses`]);
    /// only a node used once may be built in whatever layout its user wants (`Layout::Free`),
    /// so that no node is built twice.
    uses: HashMap<Id, u32>,
    /// Nodes computed from a `@fixsel.*` call (the call's own node and every node above it): their
    /// original instructions are never reused, so that no call is left behind. (A lowered FPIR
    /// call's users change anyway; an instruction call's node, already lowered, keeps its users.)
    reads_a_call: HashSet<Id>,
}

impl<'a> Emitter<'a> {
    pub fn new(builder: Builder, graph: &'a Graph, block: &'a Block, defs: &'a Defs, target: &'a Target) -> Emitter<'a> {
        let calls: HashSet<Id> = block.computed_by.iter().filter(|(_, (inst, _))| block.fpir_calls.contains(inst)).map(|(&id, _)| id).collect();
        let mut reads_a_call = HashSet::new();
        if !calls.is_empty() {
            // Operands have smaller ids than their users.
            for id in 0..graph.len() as Id {
                if calls.contains(&id) || graph.node(id).args.iter().any(|a| reads_a_call.contains(a)) {
                    reads_a_call.insert(id);
                }
            }
        }
        Emitter { builder, graph, block, defs, target, memo: HashMap::new(), scalars: HashMap::new(), splats: HashMap::new(), anchor: None, layouts: HashMap::new(), insert_pos: 0, unordered: HashSet::new(), uses: HashMap::new(), reads_a_call }
    }

    /// Counts the uses of every node of the DAGs under `roots` (the roots themselves once more:
    /// they are used by the code they replace).
    pub fn count_uses(&mut self, roots: &[Id]) {
        let mut seen = HashSet::new();
        for &r in roots {
            *self.uses.entry(r).or_default() += 1;
            for id in self.graph.postorder(r) {
                if seen.insert(id) {
                    for &a in &self.graph.node(id).args {
                        *self.uses.entry(a).or_default() += 1;
                    }
                }
            }
        }
    }

    /// Emits `id` right before `at`, returning its value.
    pub fn emit_before(&mut self, at: Value, id: Id) -> Value {
        self.builder.position_before(at);
        self.anchor = Some(at);
        self.insert_pos = self.block.position[&at];
        let want = if self.unordered.contains(&id) { self.built_layout(id) } else { Layout::Natural };
        self.value_in(id, want)
    }

    /// The original instruction computing `id`, if it comes before the insertion point. Never a
    /// `@fixsel.*` call or an instruction that reads one: those go away (an instruction call's
    /// node is emitted as the intrinsic).
    fn original(&self, id: Id) -> Option<Value> {
        self.block
            .computed_by
            .get(&id)
            .filter(|&&(_, pos)| pos < self.insert_pos && !self.reads_a_call.contains(&id))
            .map(|&(inst, _)| inst)
            .or_else(|| self.block.hoisted.get(&id).copied())
    }

    fn value_in(&mut self, id: Id, want: Layout) -> Value {
        if let Some(&v) = self.memo.get(&(id, want)) {
            return v;
        }
        let node = self.graph.node(id).clone();
        let v = match (node.op, self.original(id)) {
            // A splat is the same in every layout.
            (Op::Const(c), _) => self.builder.splat(node.ty.lanes, node.ty.bits, c),
            (_, Some(inst)) if want == Layout::Natural => inst,
            (_, original) => {
                let hoisted = (original.is_none() && !matches!(node.op, Op::Input(_))).then(|| self.invariant_splat(id, false)).flatten();
                let have = self.layout_of(id);
                if let Some(v) = hoisted {
                    v
                } else if have == want || have == Layout::Free || (node.ty.bits == 1 && !matches!(node.op, Op::Input(_)) && !self.target.reorders_predicates()) {
                    self.build(id, &node, want)
                } else {
                    let v = self.value_in(id, have);
                    self.relayout(v, node.ty.lanes, have, want)
                }
            }
        };
        self.memo.insert((id, want), v);
        v
    }

    /// Where loop-invariant `id` is computed on scalars: at the end of the block defining its one
    /// leaf that is an instruction (not the block of the code being replaced), or of the
    /// function's entry when its leaves are arguments. `None` unless `id` is a term over scalar
    /// leaves (values standing for their splats) and constants by primitive ops that cannot trap
    /// ([`Emitter::scalar`]) and not a compare, or if it has several leaves defined by
    /// instructions (no dominator tree here to order them).
    fn invariant_point(&self, id: Id) -> Option<Value> {
        let anchor = self.anchor?;
        // A vector of i1 from another block is a predicate llc rebuilds from a vector at every
        // use (HVX vand per iteration): compares stay with their users.
        if self.graph.ty(id).bits == 1 {
            return None;
        }
        let mut defined: Vec<Value> = Vec::new();
        for n in self.graph.postorder(id) {
            if self.graph.ty(n).bits == 1 && !self.target.splats_scalars_from_i1() {
                return None;
            }
            match self.graph.node(n).op {
                Op::Input(i) => {
                    let v = self.block.leaves[i as usize];
                    if crate::ir::int_vector_shape(crate::ir::type_of(v)).is_some() {
                        return None;
                    }
                    if crate::ir::is_instruction(v) && !defined.contains(&v) {
                        defined.push(v);
                    }
                }
                Op::Def(_) | Op::Select | Op::Abs | Op::UDiv | Op::SDiv | Op::URem | Op::SRem => return None,
                _ => {}
            }
        }
        // The end of a block that dominates the loop: later terms' code goes after earlier ones'.
        let block = match defined[..] {
            [] => crate::ir::entry_block(anchor),
            [v] => crate::ir::block_of(v),
            _ => return None,
        };
        (block != crate::ir::block_of(anchor)).then(|| crate::ir::terminator(block))
    }

    /// The splat of loop-invariant `id` with its scalar computed at its
    /// [`Emitter::invariant_point`], and the splat built there too (outside the loop, where the
    /// vectorizer puts its splats: llc keeps one built in the loop there, vmovd + vpbroadcast per
    /// iteration on x86) or, with `here`, before the code being replaced.
    fn invariant_splat(&mut self, id: Id, here: bool) -> Option<Value> {
        if let Some(&v) = self.splats.get(&(id, here)) {
            return Some(v);
        }
        let at = self.invariant_point(id)?;
        let anchor = self.anchor.expect("checked by invariant_point");
        self.builder.position_before(at);
        let s = self.scalar(id);
        if here {
            self.builder.position_before(anchor);
        }
        let v = self.builder.splat_of(s, self.graph.ty(id).lanes);
        self.builder.position_before(anchor);
        self.splats.insert((id, here), v);
        Some(v)
    }

    /// Whether the amount of shift `n` is better splat here, from its invariant scalar
    /// ([`Target::shifts_by_scalar`]).
    fn amount_in_register(&self, n: &Node) -> bool {
        self.target.shifts_by_scalar()
            && matches!(n.op, Op::Shl | Op::LShr | Op::AShr)
            && !matches!(self.graph.node(n.args[1]).op, Op::Const(_) | Op::Input(_))
    }

    /// `id`, a term [`Emitter::invariant_point`] accepts, computed on scalars.
    fn scalar(&mut self, id: Id) -> Value {
        if let Some(&v) = self.scalars.get(&id) {
            return v;
        }
        let n = self.graph.node(id).clone();
        let args: Vec<Value> = n.args.iter().map(|&a| self.scalar(a)).collect();
        let ty = self.builder.int_type(n.ty.bits);
        let b = &mut self.builder;
        let v = match n.op {
            Op::Input(i) => self.block.leaves[i as usize],
            Op::Const(c) => b.constant(n.ty.bits, c),
            Op::ICmp(c) => b.icmp(vocab::predicate_of(c), args[0], args[1]),
            Op::ZExt | Op::SExt | Op::Trunc => b.cast(vocab::opcode_of(n.op).unwrap(), args[0], ty),
            op => match vocab::opcode_of(op) {
                Some(opc) => b.binary(opc, args[0], args[1]),
                None => b.call(&format!("{}.i{}", vocab::intrinsic_of(op).expect("every primitive is emittable"), n.ty.bits), ty, &args),
            },
        };
        self.scalars.insert(id, v);
        v
    }

    /// The layout `id` is cheapest to build in: dealt for an HVX widening instruction, the
    /// operands' common layout for lane-wise code, natural otherwise.
    fn layout_of(&mut self, id: Id) -> Layout {
        if let Some(&l) = self.layouts.get(&id) {
            return l;
        }
        let n = self.graph.node(id).clone();
        let used_once = self.uses.get(&id) == Some(&1);
        // The operands' common layout, free ones agreeing with any; free if all are (and this
        // node is used once).
        let common = |em: &mut Self| {
            let ls: Vec<Layout> = n
                .args
                .iter()
                .filter(|&&a| !matches!(em.graph.node(a).op, Op::Const(_)))
                .map(|&a| em.layout_of(a))
                .collect();
            let fixed: Vec<Layout> = ls.iter().copied().filter(|&l| l != Layout::Free).collect();
            match fixed.first() {
                Some(&l) if fixed.iter().all(|&x| x == l) => l,
                None if !ls.is_empty() && used_once => Layout::Free,
                _ => Layout::Natural,
            }
        };
        // x86 only (for the packs): a primitive op may be built anew in another order where its
        // original instruction (if any) has no users outside these DAGs, so that it goes away.
        // An extension to twice the width is free to build in any order (an unpack costs what
        // the extension does), however often it is used: each layout its users want is built
        // once, never costing more than one extension and a permute. Lane-wise code over free
        // operands is free only if used once (`common`), or it would be built twice.
        let uses = self.uses.get(&id).copied().unwrap_or(0);
        let rebuildable = self.target.packs_in_lanes()
            && !matches!(n.op, Op::Def(_))
            && self.original(id).is_none_or(|inst| crate::ir::users(inst).len() as u32 <= uses);
        let l = match n.op {
            Op::Input(_) | Op::Const(_) => Layout::Natural,
            Op::ZExt if rebuildable && n.ty.bits == 2 * self.graph.ty(n.args[0]).bits => Layout::Free,
            _ if self.original(id).is_some() && !(rebuildable && used_once) => Layout::Natural,
            Op::Def(d) if self.defs.get(d).kind == DefKind::Fpir => Layout::Natural,
            Op::Def(d) => {
                let v = self.variant(d, n.ty);
                if returns_dealt_pair(&v) && n.ty.lanes % v.ty.lanes == 0 {
                    Layout::Dealt(v.ty.lanes)
                } else if v.abi.interleave && self.target.packs_in_lanes() && n.ty.lanes % (2 * v.ty.lanes) == 0 {
                    // An AVX2/AVX-512 unpack interleaves per 128-bit lane: the order a pack of
                    // its result would undo. Lane-wise users (pmaddwd) keep it; one permute at the
                    // root restores natural order, instead of one per unpack's operand.
                    Layout::PackIn { n: 2 * v.ty.lanes, run: 128 / n.ty.bits as u32 }
                } else if is_lane_wise(&v.abi) {
                    common(self)
                } else {
                    Layout::Natural
                }
            }
            _ => common(self),
        };
        self.layouts.insert(id, l);
        l
    }

    /// The layout `id` is built in when no user asks for one: [`Emitter::layout_of`], natural
    /// where that is free.
    fn built_layout(&mut self, id: Id) -> Layout {
        match self.layout_of(id) {
            Layout::Free => Layout::Natural,
            l => l,
        }
    }

    /// `v` (of `lanes` lanes) reordered from layout `from` to layout `to`.
    fn relayout(&mut self, v: Value, lanes: u32, from: Layout, to: Layout) -> Value {
        let mask: Vec<Option<u32>> = (0..lanes).map(|p| Some(from.position(to.lane_at(p)))).collect();
        let p = self.builder.poison(crate::ir::type_of(v));
        self.builder.shuffle(v, p, &mask)
    }

    fn build(&mut self, id: Id, n: &Node, layout: Layout) -> Value {
        if n.op == Op::Trunc {
            if let Some(v) = self.unextended_leaf(n.args[0], n.ty, layout) {
                return v;
            }
        }
        if let Op::Def(d) = n.op {
            return match self.defs.get(d).kind {
                DefKind::Fpir => self.fpir_call(d, n),
                DefKind::Instr => self.instruction(d, id, n, layout),
            };
        }
        // (An extension by more than twice is lane-wise code like the rest.)
        if let (Op::ZExt, Layout::PackIn { .. }) = (n.op, layout) {
            if n.ty.bits == 2 * self.graph.ty(n.args[0]).bits {
                return self.zext_in(n, layout);
            }
        }
        let amount = if self.amount_in_register(n) { self.invariant_splat(n.args[1], true) } else { None };
        let args: Vec<Value> = n.args.iter().enumerate().map(|(i, &a)| match amount {
            Some(v) if i == 1 => v,
            _ => self.value_in(a, layout),
        }).collect();
        let ty = self.builder.vector_type(n.ty.lanes, n.ty.bits);
        let b = &mut self.builder;
        match n.op {
            // A scalar leaf stands for its splat (`import::splat_term`).
            Op::Input(i) => match self.block.leaves[i as usize] {
                v if crate::ir::int_vector_shape(crate::ir::type_of(v)).is_none() => b.splat_of(v, n.ty.lanes),
                v => v,
            },
            Op::ICmp(c) => b.icmp(vocab::predicate_of(c), args[0], args[1]),
            Op::Select => b.select(args[0], args[1], args[2]),
            Op::ZExt | Op::SExt | Op::Trunc => b.cast(vocab::opcode_of(n.op).unwrap(), args[0], ty),
            Op::Abs => {
                let f = b.const_bool(false);
                b.call(&overloaded(vocab::intrinsic_of(Op::Abs).unwrap(), n.ty), ty, &[args[0], f])
            }
            op => match vocab::opcode_of(op) {
                Some(opc) => b.binary(opc, args[0], args[1]),
                None => b.call(&overloaded(vocab::intrinsic_of(op).expect("every primitive is emittable"), n.ty), ty, &args),
            },
        }
    }

    /// A zero extension to twice the width, built in `layout`: the narrow lanes, in their
    /// order in `layout`, interleaved with zero lanes (the high halves), read as the wide type.
    /// In [`Layout::PackIn`] that is an in-lane unpack with zero per register (punpckl/h).
    fn zext_in(&mut self, n: &Node, layout: Layout) -> Value {
        let x = self.value_in(n.args[0], Layout::Natural);
        let (lanes, narrow) = (n.ty.lanes, self.graph.ty(n.args[0]).bits);
        let zero = self.builder.splat(lanes, narrow, 0);
        let mask: Vec<Option<u32>> = (0..2 * lanes).map(|i| Some(if i % 2 == 0 { layout.lane_at(i / 2) } else { lanes })).collect();
        let pairs = self.builder.shuffle(x, zero, &mask);
        let ty = self.builder.vector_type(lanes, n.ty.bits);
        self.builder.cast(LLVMOpcode::LLVMBitCast, pairs, ty)
    }

    /// `trunc<ty>` of a leaf that is an extension of a `ty` vector in another block: that vector
    /// itself. Lifting narrows such leaves (wmul_fit_s), and llc sees through `sext(x) * sext(y)`
    /// (smull), never through `sext(trunc(sext(x)))` with the inner extension out of its sight.
    fn unextended_leaf(&mut self, id: Id, ty: Ty, layout: Layout) -> Option<Value> {
        let Op::Input(i) = self.graph.node(id).op else { return None };
        let narrow = crate::ir::extension_source(self.block.leaves[i as usize], ty.bits)?;
        crate::ir::int_vector_shape(crate::ir::type_of(narrow))?;
        Some(if layout == Layout::Natural { narrow } else { self.relayout(narrow, ty.lanes, Layout::Natural, layout) })
    }

    /// `call @fixsel.<op>.<types>(args)`; constant operands are passed as vector constants.
    fn fpir_call(&mut self, d: u16, n: &Node) -> Value {
        let args: Vec<Value> = n.args.iter().map(|&a| self.value_in(a, Layout::Natural)).collect();
        let operands: Vec<Ty> = n.args.iter().map(|&a| self.graph.ty(a)).collect();
        let name = call_name(self.defs.get(d), &operands, n.ty).expect("an FPIR op");
        let ty = self.builder.vector_type(n.ty.lanes, n.ty.bits);
        self.builder.call(&name, ty, &args)
    }

    fn variant(&self, d: u16, ty: Ty) -> Variant {
        let def = self.defs.get(d);
        let target = self.target;
        def.pick_variant(ty, &|v| target.usable(v))
            .unwrap_or_else(|| panic!("{} has no native form for {ty} (the lowering should not have chosen it)", def.name))
            .clone()
    }

    /// The variant to emit `n` with. Where the instruction has the same native form for both
    /// layouts (HVX vsat reads a dealt pair, vpack:sat a natural one), the one reading its pair
    /// operand in the layout that operand is built in.
    fn variant_for(&mut self, d: u16, n: &Node) -> Variant {
        let v = self.variant(d, n.ty);
        let target = self.target;
        let same: Vec<Variant> =
            self.defs.get(d).variants.iter().filter(|w| w.ty == v.ty && target.has(&w.feature)).cloned().collect();
        let pair = n.args.iter().copied().find(|&a| v.ty.lanes * self.graph.ty(a).bits as u32 == 2 * HVX_REGISTER_BITS);
        match pair {
            Some(a) if same.len() > 1 => {
                let dealt = matches!(self.layout_of(a), Layout::Dealt(_));
                same.into_iter().find(|w| w.abi.dealt == dealt).unwrap_or(v)
            }
            _ => v,
        }
    }

    /// One call per native piece of the result, operands passed as the variant's [`Abi`] says.
    fn instruction(&mut self, d: u16, id: Id, n: &Node, layout: Layout) -> Value {
        let v = self.variant_for(d, n);
        let accumulator = if self.unordered.contains(&id) { self.defs.get(d).accumulator() } else { None };
        // Lane-wise with an accumulator and an unordered result: the other operands only need
        // one common lane order, the one they are built in if they agree.
        let common = accumulator.and_then(|acc| {
            let ls: Vec<Layout> = n.args.iter().enumerate().filter(|&(i, _)| i != acc && !v.abi.imm.contains(&i)).map(|(_, &a)| self.built_layout(a)).collect();
            ls.first().copied().filter(|l| ls.iter().all(|x| x == l))
        });
        let abi = &v.abi;
        let native = v.ty.lanes;
        let pair = |bits: u16| native * bits as u32 == 2 * HVX_REGISTER_BITS;
        // (value, bits) of each vector operand, in the layout the instruction reads it in.
        let mut operands = Vec::new();
        let mut packed_in = false;
        for (i, &a) in n.args.iter().enumerate() {
            let bits = self.graph.ty(a).bits;
            if abi.imm.contains(&i) {
                let Op::Const(c) = self.graph.node(a).op else { panic!("{}: operand {} is not a constant", v.intrinsic, i + 1) };
                let c = if abi.halves { (c as u32 & 0xffff) * 0x1_0001 } else { c as u32 };
                operands.push(Err(self.builder.const_i32(c as i32)));
                continue;
            }
            let pack_in = Layout::PackIn { n: native, run: 128 / bits as u32 };
            // A pair the instruction reads dealt is dealt even beside a free accumulator: its
            // halves pair with the other operands' lanes (`eo`).
            let want = if accumulator == Some(i) {
                self.built_layout(a)
            } else if abi.dealt && pair(bits) {
                Layout::Dealt(native)
            } else if let Some(l) = common {
                l
            } else if abi.interleave {
                Layout::Natural
            } else if is_lane_wise(abi) {
                layout
            } else if abi.packs && n.ty.lanes % native == 0 && matches!(self.layout_of(a), l if l == Layout::Free || l == pack_in) {
                pack_in
            } else {
                Layout::Natural
            };
            packed_in |= matches!(want, Layout::PackIn { .. });
            operands.push(Ok((self.value_in(a, want), bits)));
        }
        if abi.interleave {
            // One shuffle over all lanes, building the result in `layout`: llc picks unpacks
            // (and, for natural order across 128-bit lanes, the cross-lane moves).
            let (Ok((lo, _)), Ok((hi, _))) = (operands[0], operands[1]) else { panic!("interleave of an immediate") };
            let lanes = n.ty.lanes;
            let mask: Vec<Option<u32>> = (0..2 * lanes).map(|i| Some(layout.lane_at(i / 2) + (i % 2) * lanes)).collect();
            let pair = self.builder.shuffle(lo, hi, &mask);
            let ty = self.builder.vector_type(lanes, n.ty.bits);
            return self.builder.cast(LLVMOpcode::LLVMBitCast, pair, ty);
        }
        if abi.odds {
            // One shuffle over all lanes: the high half of each 2T lane is its odd T lane.
            let Ok((x, bits)) = operands[0] else { panic!("odds of an immediate") };
            let lanes = n.ty.lanes;
            let halves = self.builder.cast(LLVMOpcode::LLVMBitCast, x, self.builder.vector_type(2 * lanes, bits / 2));
            let mask: Vec<Option<u32>> = (0..lanes).map(|i| Some(2 * i + 1)).collect();
            return self.builder.shuffle(halves, halves, &mask);
        }
        let chunks = n.ty.lanes.div_ceil(native);
        if let Some(kind) = abi.dq_hi {
            return self.per_register(&operands, n, native, |e, x, y| e.dq_hi(x, y, native, kind == DqHi::Round));
        }
        if let Some(acc) = &abi.pair_hi {
            return self.per_register(&operands, n, native, |e, x, y| e.pair_hi(&v.intrinsic, acc, x, y, native, n.ty.bits));
        }
        if let Some(odd) = &abi.eo {
            let parts: Vec<Value> = (0..chunks).map(|k| self.even_odd(&v.intrinsic, odd, &operands, n, k, layout)).collect();
            return self.concat(parts, native, n.ty);
        }
        let mut parts = Vec::new();
        for k in 0..chunks {
            let mut call_args = Vec::new();
            let mut added = None;
            for (i, op) in operands.iter().enumerate() {
                let &(value, bits) = match op {
                    Ok(o) => o,
                    Err(imm) => {
                        call_args.push(*imm);
                        continue;
                    }
                };
                let piece = self.lanes(value, n.ty.lanes, k * native, native);
                if abi.add_acc && i == 0 {
                    added = Some(piece);
                } else if abi.neg_q == Some(i) {
                    call_args.push(self.negative_lanes(piece, native, bits));
                } else if abi.packs || (abi.hilo && pair(bits)) {
                    let lo = self.lanes(piece, native, 0, native / 2);
                    let hi = self.lanes(piece, native, native / 2, native / 2);
                    let halves = if abi.packs { [lo, hi] } else { [hi, lo] };
                    call_args.extend(halves.map(|h| self.as_registers(h, abi, native / 2 * bits as u32)));
                } else if abi.dot || abi.bytes {
                    let bytes = self.builder.vector_type(native * bits as u32 / 8, 8);
                    call_args.push(self.builder.cast(LLVMOpcode::LLVMBitCast, piece, bytes));
                } else if abi.pairs {
                    let halves = self.builder.vector_type(native * 2, bits / 2);
                    call_args.push(self.builder.cast(LLVMOpcode::LLVMBitCast, piece, halves));
                } else {
                    call_args.push(self.as_registers(piece, abi, native * bits as u32));
                }
            }
            let out_ty = self.builder.vector_type(native, n.ty.bits);
            if abi.dot || abi.acc0 {
                call_args.insert(0, self.builder.splat(native, n.ty.bits, 0));
            }
            if abi.masked {
                let mask_bits = native.max(8) as u16;
                call_args.extend([self.builder.poison(out_ty), self.builder.const_int(mask_bits, -1)]);
            }
            let mut part = if abi.hvx {
                let reg = self.builder.vector_type(native * n.ty.bits as u32 / 32, 32);
                let r = self.builder.call(&v.intrinsic, reg, &call_args);
                self.builder.cast(LLVMOpcode::LLVMBitCast, r, out_ty)
            } else if abi.pairs_out {
                let halves = self.builder.vector_type(2 * native, n.ty.bits / 2);
                let r = self.builder.call(&v.intrinsic, halves, &call_args);
                self.builder.cast(LLVMOpcode::LLVMBitCast, r, out_ty)
            } else {
                self.builder.call(&v.intrinsic, out_ty, &call_args)
            };
            if abi.packs && !packed_in {
                part = self.unpack_lanes(part, native, n.ty.bits);
            }
            if let Some(acc) = added {
                // The accumulator first: llc accumulates into the first operand when both are
                // products, and a rule's accumulator is the one it means to keep (the probe's
                // widening_dot2 on AArch64: 6 -> 5 instructions, no bench kernel changes).
                part = self.builder.binary(LLVMOpcode::LLVMAdd, acc, part);
            }
            if returns_dealt_pair(&v) && layout == Layout::Natural {
                part = self.relayout(part, native, Layout::Dealt(native), Layout::Natural);
            }
            parts.push(part);
        }
        self.concat(parts, native, n.ty)
    }

    /// The `eo` convention ([`ruletable::defs::Abi::eo`]) on native piece `k` of `n`: the even
    /// register of the dealt result from `even` (accumulating), the odd one from `odd` plus the
    /// accumulator's odd register; operands (accumulator first) already built for the call.
    fn even_odd(&mut self, even: &str, odd: &str, operands: &[Result<(Value, u16), Value>], n: &Node, k: u32, layout: Layout) -> Value {
        let native = 2 * HVX_REGISTER_BITS / n.ty.bits as u32;
        let reg = self.builder.vector_type(HVX_REGISTER_BITS / 32, 32);
        let (mut evens, mut odds) = (Vec::new(), Vec::new());
        for op in operands {
            let &Ok((value, bits)) = op else { panic!("{even}: an immediate operand") };
            let piece = self.lanes(value, n.ty.lanes, k * native, native);
            if native * bits as u32 == 2 * HVX_REGISTER_BITS {
                for (half, out) in [(0, &mut evens), (1, &mut odds)] {
                    let h = self.lanes(piece, native, half * native / 2, native / 2);
                    out.push(self.builder.cast(LLVMOpcode::LLVMBitCast, h, reg));
                }
            } else {
                let r = self.builder.cast(LLVMOpcode::LLVMBitCast, piece, reg);
                evens.push(r);
                odds.push(r);
            }
        }
        let e = self.builder.call(even, reg, &evens);
        let o = self.builder.call(odd, reg, &odds[1..]);
        let o = self.builder.binary(LLVMOpcode::LLVMAdd, odds[0], o);
        let half = self.builder.vector_type(native / 2, n.ty.bits);
        let (e, o) = (self.builder.cast(LLVMOpcode::LLVMBitCast, e, half), self.builder.cast(LLVMOpcode::LLVMBitCast, o, half));
        let pair = self.concat(vec![e, o], native / 2, Ty::new(native, n.ty.bits));
        if layout == Layout::Natural {
            self.relayout(pair, native, Layout::Dealt(native), Layout::Natural)
        } else {
            pair
        }
    }

    /// A two-operand sequence (`dq_hi`, `pair_hi`) on each native register of `n`'s operands.
    fn per_register(&mut self, operands: &[Result<(Value, u16), Value>], n: &Node, native: u32, sequence: impl Fn(&mut Self, Value, Value) -> Value) -> Value {
        let (Ok((x, _)), Ok((y, _))) = (operands[0], operands[1]) else { panic!("a two-register sequence with an immediate operand") };
        let parts: Vec<Value> = (0..n.ty.lanes.div_ceil(native))
            .map(|k| {
                let xk = self.lanes(x, n.ty.lanes, k * native, native);
                let yk = self.lanes(y, n.ty.lanes, k * native, native);
                sequence(self, xk, yk)
            })
            .collect();
        self.concat(parts, native, n.ty)
    }

    /// The `neg_q` convention: the HVX predicate of the negative lanes of one register `x` of
    /// `lanes` `bits`-bit lanes, `vcmp.gt(0, x)` (llc makes one zero register of the `vd0` calls).
    fn negative_lanes(&mut self, x: Value, lanes: u32, bits: u16) -> Value {
        let reg = self.builder.vector_type(HVX_REGISTER_BITS / 32, 32);
        let zero = self.builder.call("llvm.hexagon.V6.vd0.128B", reg, &[]);
        let x = self.builder.cast(LLVMOpcode::LLVMBitCast, x, reg);
        let compare = match bits {
            8 => "llvm.hexagon.V6.vgtb.128B",
            16 => "llvm.hexagon.V6.vgth.128B",
            _ => "llvm.hexagon.V6.vgtw.128B",
        };
        let q = self.builder.vector_type(lanes * bits as u32 / 8, 1);
        self.builder.call(compare, q, &[zero, x])
    }

    /// The `pair_hi` convention ([`ruletable::defs::Abi::pair_hi`]) on one native register: the
    /// pair from `first(x, y)`, accumulated by `acc(pair, x, y)`, and its high register.
    fn pair_hi(&mut self, first: &str, acc: &str, x: Value, y: Value, lanes: u32, bits: u16) -> Value {
        let reg = self.builder.vector_type(HVX_REGISTER_BITS / 32, 32);
        let pair = self.builder.vector_type(2 * HVX_REGISTER_BITS / 32, 32);
        let (x, y) = (self.builder.cast(LLVMOpcode::LLVMBitCast, x, reg), self.builder.cast(LLVMOpcode::LLVMBitCast, y, reg));
        let p = self.builder.call(first, pair, &[x, y]);
        let p = self.builder.call(acc, pair, &[p, x, y]);
        let hi = self.lanes(p, 2 * HVX_REGISTER_BITS / 32, HVX_REGISTER_BITS / 32, HVX_REGISTER_BITS / 32);
        let out = self.builder.vector_type(lanes, bits);
        self.builder.cast(LLVMOpcode::LLVMBitCast, hi, out)
    }

    /// The `dq_hi` convention on one native register of `lanes` 32-bit lanes: the 64-bit products
    /// of the even lanes and of the odd ones, each doubled (plus 2^31 when rounding), then the high
    /// halves: the even results' moved down and blended with the odd results' (llc: vpshufd +
    /// vpblendd). LLVM 16 has pmuldq as plain IR only (the intrinsics are auto-upgraded): a `mul`
    /// of 64-bit lanes sign-extended from their low halves (`ashr(shl(v, 32), 32)`, the even
    /// lanes) or from their high halves (`ashr(v, 32)`, the odd lanes), which llc selects as
    /// pmuldq (the odd operands moved down by psrlq).
    fn dq_hi(&mut self, x: Value, y: Value, lanes: u32, round: bool) -> Value {
        let wide = self.builder.vector_type(lanes / 2, 64);
        let narrow = self.builder.vector_type(lanes, 32);
        let thirty_two = self.builder.splat(lanes / 2, 64, 32);
        let b = &mut self.builder;
        let (xw, yw) = (b.cast(LLVMOpcode::LLVMBitCast, x, wide), b.cast(LLVMOpcode::LLVMBitCast, y, wide));
        let mut product = |even: bool| {
            let mut ext = |v: Value| {
                let v = if even { b.binary(LLVMOpcode::LLVMShl, v, thirty_two) } else { v };
                b.binary(LLVMOpcode::LLVMAShr, v, thirty_two)
            };
            let (xe, ye) = (ext(xw), ext(yw));
            b.binary(LLVMOpcode::LLVMMul, xe, ye)
        };
        // Both products first (llc then keeps x and y in their registers for the odd one).
        let products = [(true, product(true)), (false, product(false))];
        let mut halves = Vec::new();
        for (even, p) in products {
            // The high half of 2p (+ 2^31): the odd lanes' is already in place; the even lanes'
            // is (p (+ 2^30)) >> 31, one psrlq instead of a doubling paddq and a pshufd.
            let d = if even {
                let p = if round { b.binary(LLVMOpcode::LLVMAdd, p, b.splat(lanes / 2, 64, 1 << 30)) } else { p };
                b.binary(LLVMOpcode::LLVMLShr, p, b.splat(lanes / 2, 64, 31))
            } else {
                let d = b.binary(LLVMOpcode::LLVMAdd, p, p);
                if round { b.binary(LLVMOpcode::LLVMAdd, d, b.splat(lanes / 2, 64, 1 << 31)) } else { d }
            };
            halves.push(b.cast(LLVMOpcode::LLVMBitCast, d, narrow));
        }
        // Even lanes: the low half of the shifted even product; odd lanes: the high half of 2p.
        let mask: Vec<Option<u32>> = (0..lanes).map(|i| Some(if i % 2 == 0 { i } else { lanes + i })).collect();
        self.builder.shuffle(halves[0], halves[1], &mask)
    }

    /// HVX operands are bitcast to `<bits/32 x i32>`; others pass as they are.
    fn as_registers(&mut self, v: Value, abi: &Abi, bits: u32) -> Value {
        if !abi.hvx {
            return v;
        }
        let reg = self.builder.vector_type(bits / 32, 32);
        self.builder.cast(LLVMOpcode::LLVMBitCast, v, reg)
    }

    /// An x86 pack's result in natural order: each 128-bit lane of it holds a run of the low
    /// operand's lanes, then the same run of the high operand's.
    fn unpack_lanes(&mut self, v: Value, lanes: u32, bits: u16) -> Value {
        let per_lane = 128 / bits as u32;
        if lanes <= per_lane {
            return v;
        }
        let run = per_lane / 2;
        let mask: Vec<Option<u32>> = (0..lanes)
            .map(|i| {
                let (from_hi, j) = (i >= lanes / 2, i % (lanes / 2));
                Some(j / run * per_lane + if from_hi { run } else { 0 } + j % run)
            })
            .collect();
        let p = self.builder.poison(crate::ir::type_of(v));
        self.builder.shuffle(v, p, &mask)
    }

    fn lanes(&mut self, v: Value, total: u32, start: u32, count: u32) -> Value {
        self.builder.lanes(v, total, start, count)
    }

    fn concat(&mut self, parts: Vec<Value>, width: u32, ty: Ty) -> Value {
        self.builder.concat(parts, width, ty.lanes)
    }
}

/// Lane i of each operand gives lane i of the result, whatever order the lanes are in.
fn is_lane_wise(abi: &Abi) -> bool {
    !(abi.dealt || abi.hilo || abi.packs)
}

/// An HVX widening instruction: its result is a register pair, dealt.
fn returns_dealt_pair(v: &Variant) -> bool {
    v.abi.dealt && v.ty.lanes * v.ty.bits as u32 == 2 * HVX_REGISTER_BITS
}

/// `llvm.umin` at `<16 x i8>` -> `llvm.umin.v16i8`.
fn overloaded(base: &str, ty: Ty) -> String {
    format!("{base}.v{}i{}", ty.lanes, ty.bits)
}
