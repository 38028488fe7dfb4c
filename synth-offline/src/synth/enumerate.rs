//! Bottom-up enumeration by cost with observational-equivalence pruning: every term is
//! represented by its values on the test vectors, and a term whose values (at its lane width)
//! an earlier, so no more expensive, term already has is dropped. Terms are built level by
//! level (cost 1, 2, ..); the first level holding a term equal to the goal on every test vector
//! gives the cheapest candidates. Past `store_levels` nothing more is banked: there, roots that
//! can be inverted (xor, add, sub) look their missing operand up in the bank instead of
//! enumerating pairs, which reaches one or two levels further.

use super::components::{Component, Kind};
use ruletable::defs::fnv1a;
use ruletable::graph::mask;
use ruletable::op::Op;
use std::collections::HashMap;

/// A term over the bank: operands are bank indices.
#[derive(Clone, Debug)]
enum Expr {
    Input(u8),
    Const(u128),
    App(usize, Vec<u32>),
}

/// A term as a tree (what a candidate is rendered and re-checked from).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tree {
    Input(u8),
    /// Value and lane width.
    Const(u128, u16),
    App(usize, Vec<Tree>),
}

pub struct Limits {
    pub max_cost: u32,
    /// Levels up to this cost are banked; above it, roots are inverted over the bank (and other
    /// roots enumerated within the budget).
    pub store_levels: u32,
    /// Terms evaluated per level before the level gives up.
    pub budget: u64,
    /// Terms stored in the bank at most.
    pub bank: usize,
    /// Goal matches collected at the cheapest level (tried in order by CEGIS).
    pub candidates: usize,
    /// Z3 queries for constant holes per unbanked level (0: none).
    pub hole_queries: usize,
}

pub struct Outcome {
    pub found: Vec<(Tree, u32)>,
    /// Why nothing cheaper (or nothing at all) may have been found: the limits the search hit.
    pub bound: String,
    pub evaluated: u64,
}

pub struct Search<'a> {
    pub comps: &'a [Component],
    /// `inputs[lane]`: the operands of one test vector, of `input_widths` bits.
    pub inputs: &'a [Vec<u128>],
    pub input_widths: &'a [u16],
    pub goal: &'a [u128],
    pub goal_width: u16,
    /// Constant holes: value and lane width.
    pub consts: &'a [(u128, u16)],
    /// Candidates already rejected (Z3 could not prove them): skipped.
    pub rejected: &'a [Tree],
    /// For solving constant holes with Z3 (`hole.rs`); `None`: only the listed constants.
    pub defs: Option<&'a ruletable::defs::Defs>,
    /// Which goal matches count as found (lifting: only those of lower lifting cost); `None`: all.
    pub accept: Option<&'a dyn Fn(&Tree) -> bool>,
}

struct Entry {
    expr: Expr,
    cost: u32,
    width: u16,
}

struct Bank {
    entries: Vec<Entry>,
    /// Values of every entry, `lanes` each (lanes are at most 64 bits wide).
    vals: Vec<u64>,
    lanes: usize,
    by_cost_width: HashMap<(u32, u16), Vec<u32>>,
    seen: HashMap<u64, u32>,
}

fn key(width: u16, v: &[u64]) -> u64 {
    v.iter().fold(fnv1a(&width.to_le_bytes(), 0xcbf29ce484222325), |h, x| fnv1a(&x.to_le_bytes(), h))
}

impl Bank {
    fn vals(&self, i: u32) -> &[u64] {
        &self.vals[i as usize * self.lanes..(i as usize + 1) * self.lanes]
    }
    fn lookup(&self, width: u16, v: &[u64]) -> Option<u32> {
        self.seen.get(&key(width, v)).copied().filter(|&i| self.vals(i) == v && self.entries[i as usize].width == width)
    }
    fn insert(&mut self, expr: Expr, cost: u32, width: u16, v: &[u128]) -> bool {
        let v: Vec<u64> = v.iter().map(|&x| x as u64).collect();
        let k = key(width, &v);
        if self.seen.contains_key(&k) {
            return false;
        }
        let id = self.entries.len() as u32;
        self.seen.insert(k, id);
        self.entries.push(Entry { expr, cost, width });
        self.vals.extend_from_slice(&v);
        self.by_cost_width.entry((cost, width)).or_default().push(id);
        true
    }
    fn pool(&self, cost: u32, width: u16) -> Vec<u32> {
        self.by_cost_width.get(&(cost, width)).cloned().unwrap_or_default()
    }
    fn is_const(&self, i: u32) -> bool {
        matches!(self.entries[i as usize].expr, Expr::Const(_))
    }
    fn tree(&self, i: u32) -> Tree {
        let e = &self.entries[i as usize];
        match &e.expr {
            Expr::Input(k) => Tree::Input(*k),
            Expr::Const(c) => Tree::Const(*c, e.width),
            Expr::App(c, args) => Tree::App(*c, args.iter().map(|&a| self.tree(a)).collect()),
        }
    }
}

impl Search<'_> {
    fn wanted(&self, t: &Tree) -> bool {
        !self.rejected.contains(t) && self.accept.map_or(true, |f| f(t))
    }

    pub fn run(&self, limits: &Limits) -> Outcome {
        let lanes = self.inputs.len();
        let mut bank = Bank { entries: Vec::new(), vals: Vec::new(), lanes, by_cost_width: HashMap::new(), seen: HashMap::new() };
        for (k, &w) in self.input_widths.iter().enumerate() {
            let v: Vec<u128> = self.inputs.iter().map(|l| l[k] & mask(w)).collect();
            if v == self.goal && w == self.goal_width {
                return Outcome { found: vec![(Tree::Input(k as u8), 0)], bound: String::new(), evaluated: 0 };
            }
            bank.insert(Expr::Input(k as u8), 0, w, &v);
        }
        for &(c, w) in self.consts {
            bank.insert(Expr::Const(c), 0, w, &vec![c & mask(w); lanes]);
        }
        let mut evaluated = 0u64;
        let mut incomplete: Vec<String> = Vec::new();
        // Narrowing roots over unbanked terms, found while enumerating a cheaper level.
        let mut narrowed: Vec<(Tree, u32)> = Vec::new();
        for level in 1..=limits.max_cost {
            // The last level banks nothing: no later level would read it.
            let store = level <= limits.store_levels && level < limits.max_cost;
            let mut found: Vec<(Tree, u32)> = narrowed.iter().filter(|(_, c)| *c == level).cloned().collect();
            if !found.is_empty() {
                return Outcome { found, bound: incomplete.join(", "), evaluated };
            }
            // Levels past the bank: the cheap inverted roots first, the enumerated ones only if
            // they found nothing, and those within a budget.
            if !store {
                self.invert_roots(&bank, level, &mut found, &mut evaluated, limits);
                if !found.is_empty() {
                    return Outcome { found, bound: incomplete.join(", "), evaluated };
                }
                if let Some(why) = self.holes(&bank, level, limits, &mut found) {
                    incomplete.push(why);
                }
                if !found.is_empty() {
                    return Outcome { found, bound: incomplete.join(", "), evaluated };
                }
            }
            let budget = evaluated + limits.budget;
            if let Err(why) = self.enumerate(&mut bank, level, store, budget, limits, &mut found, &mut narrowed, &mut evaluated) {
                incomplete.push(why);
                // A limit cut this banked level, maybe before an invertible root whose operands
                // are banked (u16 halving_add on SSE4.1: add(x, sub(y, pavg(x, y))) at cost 3):
                // look those up as the unbanked levels do.
                if store && found.is_empty() {
                    self.invert_roots(&bank, level, &mut found, &mut evaluated, limits);
                }
            }
            if store && found.is_empty() {
                if let Some(why) = self.holes(&bank, level, limits, &mut found) {
                    incomplete.push(why);
                }
            }
            if std::env::var_os("SYNTH_DEBUG").is_some() {
                eprintln!("  level {level}: {} banked, {evaluated} evaluated, {} found", bank.entries.len(), found.len());
            }
            if !found.is_empty() {
                return Outcome { found, bound: incomplete.join(", "), evaluated };
            }
        }
        incomplete.push(format!("cost bound {} reached", limits.max_cost));
        Outcome { found: Vec::new(), bound: incomplete.join(", "), evaluated }
    }

    /// Every term of cost `level` (roots the unbanked levels invert excepted), each compared
    /// with the goal and, if `store`, banked unless an equivalent one is; if not, each wider one
    /// is also compared through the narrowing roots (`narrowed`, at their cost). `Err`: a limit
    /// cut it.
    #[allow(clippy::too_many_arguments)]
    fn enumerate(
        &self,
        bank: &mut Bank,
        level: u32,
        store: bool,
        budget: u64,
        limits: &Limits,
        found: &mut Vec<(Tree, u32)>,
        narrowed: &mut Vec<(Tree, u32)>,
        evaluated: &mut u64,
    ) -> Result<(), String> {
        let mut buf = Vec::new();
        let mut row = vec![0u128; bank.lanes];
        let mut narrow_row = vec![0u128; bank.lanes];
        let roots: Vec<usize> = if store { Vec::new() } else { self.narrowing_roots(level, limits.max_cost) };
        let mut result = Ok(());
        // Every root with every split of the operand costs (summing to the level's rest), with
        // the operand pools. Past the bank, the smallest products first: a budget that the big
        // ones run out of still sees every unary root and the pairs over few terms.
        let mut work: Vec<(usize, Vec<u32>, Vec<Vec<u32>>)> = Vec::new();
        for (ci, comp) in self.comps.iter().enumerate() {
            if comp.cost > level || (!store && self.inverse(comp).is_some()) {
                continue;
            }
            let rest = level - comp.cost;
            let splits: Vec<Vec<u32>> = match comp.arity {
                1 => vec![vec![rest]],
                2 => (0..=rest).map(|a| vec![a, rest - a]).filter(|s| !(comp.commutative && s[0] > s[1])).collect(),
                _ => (0..=rest).flat_map(|a| (0..=rest - a).map(move |b| vec![a, b, rest - a - b])).collect(),
            };
            for split in splits {
                // Copies: this level's insertions go to a higher cost than any operand's.
                let pools: Vec<Vec<u32>> = split.iter().zip(&comp.params).enumerate().map(|(k, (&c, &w))| self.operands(bank, comp, k, c, w)).collect();
                work.push((ci, split, pools));
            }
        }
        if !store {
            work.sort_by_key(|(_, _, pools)| pools.iter().map(|p| p.len() as u64).product::<u64>());
        }
        for (ci, split, pools) in work {
            let comp = &self.comps[ci];
            // One order of a commutative pair of equal cost.
            let symmetric = comp.arity == 2 && comp.commutative && split[0] == split[1];
            let mut idx = vec![0usize; comp.arity];
            let mut more = pools.iter().all(|p| !p.is_empty());
            while more {
                let args: Vec<u32> = idx.iter().zip(&pools).map(|(&i, p)| p[i]).collect();
                more = next_index(&mut idx, &pools);
                // Pools hold bank ids in insertion order: the commuted pair was tried.
                if symmetric && args[1] < args[0] {
                    continue;
                }
                if !self.allowed(bank, comp, &args) {
                    continue;
                }
                *evaluated += 1;
                if *evaluated > budget {
                    return Err(format!("evaluation budget {} spent at cost {level}", limits.budget));
                }
                // Only a goal match counts here: rule most candidates out on their first lanes.
                let compare_only = !store || bank.entries.len() >= limits.bank;
                if compare_only && !self.may_match(bank, comp, &args, &roots, &mut buf) {
                    continue;
                }
                if !self.apply(bank, comp, &args, &mut row, &mut buf) {
                    continue;
                }
                if comp.result == self.goal_width && row == self.goal {
                    let t = Tree::App(ci, args.iter().map(|&x| bank.tree(x)).collect());
                    if self.wanted(&t) && found.len() < limits.candidates {
                        found.push((t, level));
                    }
                } else if !store {
                    for &ri in &roots {
                        let root = &self.comps[ri];
                        if root.params[0] != comp.result || narrowed.len() >= limits.candidates || !self.apply_to_row(root, &row, &mut narrow_row, &mut buf) || narrow_row != self.goal {
                            continue;
                        }
                        let t = Tree::App(ri, vec![Tree::App(ci, args.iter().map(|&x| bank.tree(x)).collect())]);
                        if self.wanted(&t) {
                            narrowed.push((t, level + root.cost));
                        }
                    }
                } else if bank.entries.len() >= limits.bank {
                    result = Err(format!("bank limit {} reached at cost {level}", limits.bank));
                } else {
                    bank.insert(Expr::App(ci, args), level, comp.result, &row);
                }
            }
        }
        result
    }

    /// The bank's terms of cost `cost` and width `w` that `comp` may take as operand `k`: only
    /// constants where it takes an immediate, and for a generic shift only amounts in
    /// [1, w - 1] (the others are poison or the operand itself).
    fn operands(&self, bank: &Bank, comp: &Component, k: usize, cost: u32, w: u16) -> Vec<u32> {
        let mut pool = bank.pool(cost, w);
        if comp.imm.contains(&k) {
            let shift = matches!(comp.kind, Kind::Prim(Op::Shl | Op::LShr | Op::AShr));
            pool.retain(|&a| match bank.entries[a as usize].expr {
                Expr::Const(v) => !shift || (1..w as u128).contains(&v),
                _ => false,
            });
        }
        pool
    }

    /// Structural pruning: not all operands constant; immediates and shift amounts constant; a
    /// generic op never gets the same operand twice (`add(e, e)` is `shl(e, 1)`, the rest are
    /// trivial).
    fn allowed(&self, bank: &Bank, comp: &Component, args: &[u32]) -> bool {
        if args.iter().all(|&a| bank.is_const(a)) || comp.imm.iter().any(|&k| !bank.is_const(args[k])) {
            return false;
        }
        !(matches!(comp.kind, Kind::Prim(_)) && args.len() == 2 && args[0] == args[1])
    }

    fn apply(&self, bank: &Bank, comp: &Component, args: &[u32], row: &mut [u128], buf: &mut Vec<u128>) -> bool {
        let cols: Vec<&[u64]> = args.iter().map(|&a| bank.vals(a)).collect();
        let mut lane_args = [0u128; 3];
        for (l, out) in row.iter_mut().enumerate() {
            for (k, c) in cols.iter().enumerate() {
                lane_args[k] = c[l] as u128;
            }
            match comp.eval(&lane_args[..args.len()], buf) {
                Some(v) => *out = v,
                None => return false,
            }
        }
        true
    }

    /// Whether `comp` over `args` may equal the goal, directly or through one of the narrowing
    /// `roots`: lanes in order, stopping at the first that rules out every way (or is poison).
    /// The same verdict as comparing whole rows, at a lane or two for most candidates.
    fn may_match(&self, bank: &Bank, comp: &Component, args: &[u32], roots: &[usize], buf: &mut Vec<u128>) -> bool {
        let mut direct = comp.result == self.goal_width;
        let mut through: Vec<&Component> = roots.iter().map(|&r| &self.comps[r]).filter(|r| r.params[0] == comp.result).collect();
        let mut lane_args = [0u128; 3];
        for (l, &goal) in self.goal.iter().enumerate() {
            if !direct && through.is_empty() {
                return false;
            }
            for (k, &a) in args.iter().enumerate() {
                lane_args[k] = bank.vals(a)[l] as u128;
            }
            let Some(v) = comp.eval(&lane_args[..args.len()], buf) else { return false };
            direct &= v == goal;
            through.retain(|r| r.eval(&[v], buf) == Some(goal));
        }
        direct || !through.is_empty()
    }

    /// One-operand components from wider lanes to the goal's (packs, truncations) that fit on
    /// top of a term of cost `level`: an unbanked level's terms are compared through them, so
    /// that `packus(lshr(add(x, 2^15), 16))` is found although its operand is never banked.
    fn narrowing_roots(&self, level: u32, max_cost: u32) -> Vec<usize> {
        let fits = |c: &Component| c.arity == 1 && c.result == self.goal_width && c.params[0] > self.goal_width && level + c.cost <= max_cost;
        (0..self.comps.len()).filter(|&ci| fits(&self.comps[ci])).collect()
    }

    /// `comp` (one operand) applied to every lane of `arg`.
    fn apply_to_row(&self, comp: &Component, arg: &[u128], row: &mut [u128], buf: &mut Vec<u128>) -> bool {
        for (out, &a) in row.iter_mut().zip(arg) {
            match comp.eval(&[a], buf) {
                Some(v) => *out = v,
                None => return false,
            }
        }
        true
    }

    fn inverse(&self, comp: &Component) -> Option<Inverse> {
        if comp.result != self.goal_width || comp.params.iter().any(|&w| w != self.goal_width) {
            return None;
        }
        match comp.kind {
            Kind::Prim(Op::Xor) => Some(Inverse::Xor),
            Kind::Prim(Op::Add) => Some(Inverse::Add),
            Kind::Prim(Op::Sub) => Some(Inverse::Sub),
            _ => None,
        }
    }

    /// Every invertible root of cost `level` over the bank ([`Self::invert`]).
    fn invert_roots(&self, bank: &Bank, level: u32, found: &mut Vec<(Tree, u32)>, evaluated: &mut u64, limits: &Limits) {
        for (ci, comp) in self.comps.iter().enumerate() {
            if let (Some(inv), true) = (self.inverse(comp), comp.cost <= level) {
                self.invert(bank, ci, inv, level - comp.cost, found, evaluated, limits.candidates);
            }
        }
    }

    /// Unbanked level, invertible root: for each bank term `a`, the operand `b` with
    /// `op(a, b) == goal` (or `op(b, a)`) is computed and looked up. A `b` that is a splat is a
    /// constant hole solved exactly, whether or not it is one of the listed constants.
    #[allow(clippy::too_many_arguments)]
    fn invert(&self, bank: &Bank, ci: usize, inv: Inverse, rest: u32, found: &mut Vec<(Tree, u32)>, evaluated: &mut u64, max: usize) {
        let w = self.goal_width;
        let m = mask(w);
        let level = rest + self.comps[ci].cost;
        for ca in 0..=rest {
            for a in bank.pool(ca, w) {
                let va = bank.vals(a);
                for a_first in [true, false] {
                    if !a_first && inv != Inverse::Sub {
                        continue;
                    }
                    *evaluated += 1;
                    let need: Vec<u64> = va
                        .iter()
                        .zip(self.goal)
                        .map(|(&x, &g)| {
                            let x = x as u128;
                            (match (inv, a_first) {
                                (Inverse::Xor, _) => g ^ x,
                                (Inverse::Add, _) => g.wrapping_sub(x) & m,
                                (Inverse::Sub, true) => x.wrapping_sub(g) & m,
                                (Inverse::Sub, false) => g.wrapping_add(x) & m,
                            }) as u64
                        })
                        .collect();
                    let b_tree = match bank.lookup(w, &need) {
                        Some(b) if bank.entries[b as usize].cost + ca <= rest && !(bank.is_const(a) && bank.is_const(b)) => bank.tree(b),
                        None if !bank.is_const(a) && need.iter().all(|&v| v == need[0]) => Tree::Const(need[0] as u128, w),
                        _ => continue,
                    };
                    // A commutative root reads better with its constant last.
                    let a_tree = bank.tree(a);
                    let swap = !a_first || (bank.is_const(a) && self.comps[ci].commutative);
                    let t = Tree::App(ci, if swap { vec![b_tree, a_tree] } else { vec![a_tree, b_tree] });
                    if self.wanted(&t) && !found.iter().any(|(f, _)| *f == t) && found.len() < max {
                        found.push((t, level));
                    }
                }
            }
        }
    }
}

impl Search<'_> {
    /// Roots `op(a, c)` of cost `level` with `a` banked and `c` a constant Z3 solves for
    /// (`hole.rs`), tried for the terms the goal is a function of. `Some`: the query limit cut it.
    fn holes(&self, bank: &Bank, level: u32, limits: &Limits, found: &mut Vec<(Tree, u32)>) -> Option<String> {
        let defs = self.defs?;
        let timeout = std::time::Duration::from_secs(5);
        let mut follows: HashMap<(u32, u16), Vec<u32>> = HashMap::new();
        let mut queries = 0;
        for (ci, comp) in self.comps.iter().enumerate() {
            if comp.arity != 2 || comp.result != self.goal_width || comp.cost > level || self.inverse(comp).is_some() {
                continue;
            }
            let rest = level - comp.cost;
            for hole in [1, 0] {
                let other = 1 - hole;
                if (hole == 0 && (comp.commutative || !comp.imm.is_empty())) || comp.imm.contains(&other) {
                    continue;
                }
                let w = comp.params[other];
                let terms = follows.entry((rest, w)).or_insert_with(|| {
                    bank.pool(rest, w).into_iter().filter(|&a| !bank.is_const(a) && super::hole::informative(bank.vals(a), self.goal)).collect()
                });
                for &a in terms.iter() {
                    if queries >= limits.hole_queries {
                        return Some(format!("{} hole queries spent at cost {level}", limits.hole_queries));
                    }
                    queries += 1;
                    let Some(c) = super::hole::solve(defs, comp, hole, bank.vals(a), self.goal, timeout) else { continue };
                    let c = Tree::Const(c, comp.params[hole]);
                    let t = Tree::App(ci, if hole == 1 { vec![bank.tree(a), c] } else { vec![c, bank.tree(a)] });
                    if self.wanted(&t) && found.len() < limits.candidates {
                        found.push((t, level));
                    }
                }
            }
        }
        None
    }
}

/// Advances `idx` over the cartesian product of `pools`, last operand fastest; false when done.
fn next_index(idx: &mut [usize], pools: &[Vec<u32>]) -> bool {
    for k in (0..idx.len()).rev() {
        idx[k] += 1;
        if idx[k] < pools[k].len() {
            return true;
        }
        idx[k] = 0;
    }
    false
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Inverse {
    Xor,
    Add,
    Sub,
}

/// Evaluates a tree on one test vector (CEGIS re-checks counterexamples with it).
pub fn eval_tree(comps: &[Component], t: &Tree, inputs: &[u128], input_widths: &[u16]) -> Option<u128> {
    let mut buf = Vec::new();
    match t {
        Tree::Input(k) => Some(inputs[*k as usize] & mask(input_widths[*k as usize])),
        Tree::Const(c, w) => Some(c & mask(*w)),
        Tree::App(ci, args) => {
            let vals = args.iter().map(|a| eval_tree(comps, a, inputs, input_widths)).collect::<Option<Vec<_>>>()?;
            comps[*ci].eval(&vals, &mut buf)
        }
    }
}

/// The cost of a tree, each distinct subtree once (a shared subterm is computed once).
pub fn tree_cost(comps: &[Component], t: &Tree) -> u32 {
    fn walk<'t>(comps: &[Component], t: &'t Tree, seen: &mut Vec<&'t Tree>) -> u32 {
        let Tree::App(ci, args) = t else { return 0 };
        if seen.contains(&t) {
            return 0;
        }
        seen.push(t);
        comps[*ci].cost + args.iter().map(|a| walk(comps, a, seen)).sum::<u32>()
    }
    walk(comps, t, &mut Vec::new())
}
