//! What lowering for a target may emit: whether every instruction of a term has a native form
//! there (`lowerable`, the veto the plugin's rewriter applies), and constant folding of a term.

use crate::defs::{DefKind, Defs};
use crate::graph::{Graph, Id};
use crate::op::Op;
use crate::target::Target;

/// `root` with every operation on constants folded (and selects on a constant condition).
pub fn fold_constants(g: &mut Graph, root: Id) -> Id {
    let mut memo = std::collections::HashMap::new();
    for id in g.postorder(root) {
        let n = g.node(id).clone();
        let args: Vec<Id> = n.args.iter().map(|a| memo[a]).collect();
        let consts: Option<Vec<(u128, u16)>> = args
            .iter()
            .map(|&a| match g.node(a).op {
                Op::Const(c) => Some((c, g.ty(a).bits)),
                _ => None,
            })
            .collect();
        let folded = match (n.op, &consts) {
            (Op::Input(_) | Op::Const(_) | Op::Def(_), _) => None,
            (_, Some(c)) => crate::eval::eval_prim(n.op, n.ty.bits, c).map(|v| g.constant(v, n.ty)),
            (Op::Select, None) => match g.node(args[0]).op {
                Op::Const(c) => Some(if c != 0 { args[1] } else { args[2] }),
                _ => None,
            },
            _ => None,
        };
        memo.insert(id, folded.unwrap_or_else(|| g.add(n.op, n.ty, args)));
    }
    memo[&root]
}

/// Whether `op` is a target instruction.
pub fn is_instruction(defs: &Defs, op: Op) -> bool {
    matches!(op, Op::Def(d) if defs.get(d).kind == DefKind::Instr)
}

/// Every instruction in the term has a native form for its width on this target, with a
/// constant wherever that form takes an immediate. HVX register-pair instructions need whole
/// registers: llc 16 cannot select pairs padded from short vectors (it crashes). Nor does any
/// HVX instruction take a vector whose lane count is not a power of two: llc 16 crashes in
/// "Hexagon Loop Rescheduling" on the shuffles that pad, e.g., 5 or 7 lanes (found by fuzzing,
/// lit-tests/fuzz/regressions/hvx-odd-lanes-llc-crash.ll). Nor is a variant narrower than the
/// native register used to split whole registers (`cost_model::splits_registers`).
pub fn lowerable(g: &Graph, id: Id, defs: &Defs, target: &Target) -> bool {
    g.postorder(id).into_iter().all(|n| match g.node(n).op {
        Op::Def(d) if defs.get(d).kind == DefKind::Instr => {
            defs.get(d).pick_variant(g.ty(n), &|v| target.usable(v)).is_some_and(|v| {
                v.abi.imm.iter().all(|&k| matches!(g.node(g.node(n).args[k]).op, Op::Const(_)))
                    && (!(v.abi.dealt || v.abi.hilo) || g.ty(n).lanes % v.ty.lanes == 0)
                    && (!v.abi.hvx || g.ty(n).lanes.is_power_of_two())
                    && !crate::cost_model::splits_registers(g, n, v, target)
            })
        }
        _ => true,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::defs::builtin;
    use crate::graph::Ty;
    use crate::target::by_name;

    fn instr(g: &mut Graph, name: &str, ty: Ty, args: Vec<Id>) -> Id {
        g.add(Op::Def(builtin().by_name(name).unwrap()), ty, args)
    }

    #[test]
    fn a_polymorphic_instruction_lowers_only_at_the_widths_it_has() {
        let (defs, hvx) = (builtin(), by_name("hvx").unwrap());
        let mut g = Graph::new();
        for (bits, native) in [(8, true), (16, true), (32, false)] {
            let ty = Ty::new(1024 / bits as u32, bits);
            let (x, y) = (g.input(0, ty), g.input(1, ty));
            let d = instr(&mut g, "hvx.vabsdiff_u", ty, vec![x, y]);
            assert_eq!(lowerable(&g, d, defs, &hvx), native, "vabsdiff_u at {bits} bits");
        }
        // vavgrnd_u at 32 bits is HVX v65's: not on v62.
        let ty = Ty::new(32, 32);
        let (x, y) = (g.input(0, ty), g.input(1, ty));
        let avg = instr(&mut g, "hvx.vavgrnd_u", ty, vec![x, y]);
        assert!(lowerable(&g, avg, defs, &hvx));
        let v62 = crate::target::from_attributes("hexagon", "hexagonv62", "+hvx-length128b,+hvxv62").unwrap();
        assert!(!lowerable(&g, avg, defs, &v62));
    }

    #[test]
    fn an_immediate_operand_must_be_a_constant_and_hvx_lanes_a_power_of_two() {
        let (defs, hvx) = (builtin(), by_name("hvx").unwrap());
        let mut g = Graph::new();
        let ty = Ty::new(64, 16);
        let x = g.input(0, ty);
        let (n, three) = (g.input(1, ty), g.constant(3, ty));
        let by_const = instr(&mut g, "hvx.vlsrh", ty, vec![x, three]);
        let by_var = instr(&mut g, "hvx.vlsrh", ty, vec![x, n]);
        assert!(lowerable(&g, by_const, defs, &hvx));
        assert!(!lowerable(&g, by_var, defs, &hvx));
        let odd = Ty::new(48, 16);
        let (a, b) = (g.input(2, odd), g.input(3, odd));
        let sum = instr(&mut g, "hvx.vaddsat_u", odd, vec![a, b]);
        assert!(!lowerable(&g, sum, defs, &hvx), "48 lanes: llc crashes on the padding shuffles");
        // Primitives are always lowerable: llc selects them.
        let add = g.add(Op::Add, odd, vec![a, b]);
        assert!(lowerable(&g, add, defs, &hvx));
    }

    #[test]
    fn operations_on_constants_and_selects_on_a_constant_condition_fold() {
        let mut g = Graph::new();
        let ty = Ty::new(8, 16);
        let x = g.input(0, ty);
        let (c200, c100) = (g.constant(200, ty), g.constant(100, ty));
        let sum = g.add(Op::Add, ty, vec![c200, c100]);
        let shifted = g.add(Op::LShr, ty, vec![x, sum]);
        let folded = fold_constants(&mut g, shifted);
        assert_eq!(g.node(g.node(folded).args[1]).op, Op::Const(300));
        let cond_ty = Ty::new(8, 1);
        let t = g.constant(1, cond_ty);
        let sel = g.add(Op::Select, ty, vec![t, x, c100]);
        assert_eq!(fold_constants(&mut g, sel), x);
    }
}
