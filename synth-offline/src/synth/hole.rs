//! Constant holes solved by Z3: for a root `op(a, c)` (or `op(c, a)`) whose operand `a` is a
//! banked term, the splat constant `c` that makes it equal the goal on every test vector, found
//! as a model of one query over all lanes. The fixed hole set and the inverted roots miss such
//! constants for roots that cannot be inverted (min/max, and/or, shifts, instructions): a clamp
//! to 100, a mask. The rule is then proved like any other candidate (CEGIS).

use super::components::Component;
use crate::verify::encode::{constant, numeral, Encoder};
use crate::verify::prove::solver_with_timeout;
use ruletable::defs::Defs;
use ruletable::eval::expand;
use ruletable::graph::{Graph, Id, Ty};
use std::collections::HashMap;
use std::time::Duration;
use z3::ast::BV;
use z3::SatResult;

/// Worth a query: the goal is a function of `a`'s lane values (equal `a` lanes have equal goal
/// lanes), as it must be if `op(a, c)` equals it for one `c`, and `a` repeats a value somewhere,
/// so that this says something (a term with a distinct value in every lane passes vacuously;
/// those are skipped, a heuristic that keeps the queries few).
pub fn informative(a: &[u64], goal: &[u128]) -> bool {
    let mut seen: HashMap<u64, u128> = HashMap::with_capacity(a.len());
    a.iter().zip(goal).all(|(&x, &g)| *seen.entry(x).or_insert(g) == g) && seen.len() < a.len()
}

/// The component applied to two inputs (operand 0 and 1), expanded to primitives.
fn graph_of(defs: &Defs, comp: &Component) -> (Graph, Id) {
    let mut g = Graph::new();
    let mut ins: Vec<Id> = comp.params.iter().enumerate().map(|(i, &w)| g.input(i as u32, Ty::new(1, w))).collect();
    ins.extend(comp.fixed.iter().map(|&(v, w)| g.constant(v, Ty::new(1, w))));
    let root = g.add(comp.op(), Ty::new(1, comp.result), ins);
    let root = expand(&mut g, defs, root);
    (g, root)
}

/// The constant for operand `hole` (0 or 1) of `comp`, the other operand taking the values `a`,
/// that gives `goal` on every lane without poison; `None` if there is none (or Z3 gave up).
pub fn solve(defs: &Defs, comp: &Component, hole: usize, a: &[u64], goal: &[u128], timeout: Duration) -> Option<u128> {
    let (g, root) = graph_of(defs, comp);
    let c = BV::new_const("hole", comp.params[hole] as u32);
    let solver = solver_with_timeout(timeout);
    for (&x, &want) in a.iter().zip(goal) {
        let known = constant(x as u128, comp.params[1 - hole]);
        let inputs = if hole == 1 { vec![known, c.clone()] } else { vec![c.clone(), known] };
        let mut enc = Encoder::new(&g, inputs);
        let lane = enc.encode(root);
        for f in &enc.facts {
            solver.assert(f);
        }
        solver.assert(&lane.poison.not());
        solver.assert(&lane.value.eq(&constant(want, comp.result)));
    }
    match solver.check() {
        SatResult::Sat => Some(numeral(&solver.get_model()?.eval(&c, true)?)),
        _ => None,
    }
}
