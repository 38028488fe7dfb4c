//! Terms written as LLVM IR text: FPIR ops as `@fixsel.*` calls, primitives as instructions or
//! `llvm.*` intrinsics, `lanes` wide. What the generated lit tests (`rule_tests`, `gen_tests`)
//! are made of.

use ruletable::defs::Defs;
use ruletable::fpir_names::call_name;
use ruletable::graph::{Graph, Id, Ty};
use ruletable::interval::Range;
use ruletable::op::Op;
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write;

pub fn vty(lanes: u32, bits: u16) -> String {
    format!("<{lanes} x i{bits}>")
}

/// A splat constant, its lanes written as signed decimals.
pub fn splat(lanes: u32, bits: u16, v: u128) -> String {
    let m = if bits >= 128 { u128::MAX } else { (1u128 << bits) - 1 };
    let v = v & m;
    if v == 0 {
        // As LLVM prints it (and clang leaves it).
        return "zeroinitializer".into();
    }
    let signed = if v >> (bits - 1) & 1 == 1 { v as i128 - (m as i128) - 1 } else { v as i128 };
    let lane = format!("i{bits} {signed}");
    format!("<{}>", vec![lane; lanes as usize].join(", "))
}

/// A parameter of a written function: input `i` of the term, clamped into `range` first.
#[derive(Clone)]
pub struct Param {
    pub name: String,
    pub ty: Ty,
    pub range: Range,
}

/// `define` of the term at `root`, `lanes` wide, over `params` (the term's inputs in order);
/// the `declare`s it needs go to `declares`.
pub fn function(defs: &Defs, name: &str, g: &Graph, root: Id, params: &[Param], lanes: u32, declares: &mut BTreeSet<String>) -> String {
    let param_list: Vec<String> = params.iter().map(|p| format!("{} %{}", vty(lanes, p.ty.bits), p.name)).collect();
    let mut body = String::new();
    let mut names: HashMap<Id, String> = HashMap::new();
    let mut tmp = 0;
    let mut fresh = || {
        tmp += 1;
        format!("%t{tmp}")
    };
    let call = |body: &mut String, declares: &mut BTreeSet<String>, callee: &str, ret: String, args: &[(String, String)], v: &str| {
        let tys: Vec<&str> = args.iter().map(|(t, _)| t.as_str()).collect();
        declares.insert(format!("declare {ret} @{callee}({})", tys.join(", ")));
        let a: Vec<String> = args.iter().map(|(t, x)| format!("{t} {x}")).collect();
        writeln!(body, "  {v} = call {ret} @{callee}({})", a.join(", ")).unwrap();
    };
    // Clamped inputs.
    for (i, Param { name, ty: t, range: r }) in params.iter().enumerate() {
        let mut cur = format!("%{name}");
        let full = Range::full(t.bits);
        let ty = vty(lanes, t.bits);
        let bounds = [
            ("umax", r.ulo != full.ulo, r.ulo),
            ("umin", r.uhi != full.uhi, r.uhi),
            ("smax", r.slo != full.slo, r.slo as u128),
            ("smin", r.shi != full.shi, r.shi as u128),
        ];
        for (f, needed, v) in bounds {
            if needed {
                let next = fresh();
                let c = splat(lanes, t.bits, v);
                call(&mut body, declares, &format!("llvm.{f}.v{lanes}i{}", t.bits), ty.clone(), &[(ty.clone(), cur), (ty.clone(), c)], &next);
                cur = next;
            }
        }
        names.insert(u32::MAX - i as u32, cur);
    }
    for id in g.postorder(root) {
        let n = g.node(id);
        let ty = vty(lanes, n.ty.bits);
        let arg = |k: usize| -> (String, String) {
            let a = n.args[k];
            let t = g.ty(a);
            let v = match g.node(a).op {
                Op::Const(c) => splat(lanes, t.bits, c),
                _ => names[&a].clone(),
            };
            (vty(lanes, t.bits), v)
        };
        let v = match n.op {
            Op::Input(i) => {
                names.insert(id, names[&(u32::MAX - i)].clone());
                continue;
            }
            Op::Const(_) => continue,
            _ => fresh(),
        };
        let args: Vec<(String, String)> = (0..n.args.len()).map(arg).collect();
        let prim = n.op.primitive_name();
        match (n.op, prim.as_deref()) {
            (Op::Def(d), _) => {
                let def = defs.get(d);
                let operands: Vec<Ty> = n.args.iter().map(|&a| Ty::new(lanes, g.ty(a).bits)).collect();
                let callee = call_name(def, &operands, Ty::new(lanes, n.ty.bits)).expect("an FPIR op on a left-hand side");
                call(&mut body, declares, &callee, ty, &args, &v);
            }
            (Op::ICmp(c), _) => writeln!(body, "  {v} = icmp {} {} {}, {}", c.name(), args[0].0, args[0].1, args[1].1).unwrap(),
            (Op::Select, _) => writeln!(body, "  {v} = select {} {}, {} {}, {} {}", args[0].0, args[0].1, args[1].0, args[1].1, args[2].0, args[2].1).unwrap(),
            (Op::ZExt | Op::SExt | Op::Trunc, Some(p)) => writeln!(body, "  {v} = {p} {} {} to {ty}", args[0].0, args[0].1).unwrap(),
            (Op::Abs, _) => {
                let callee = format!("llvm.abs.v{lanes}i{}", n.ty.bits);
                call(&mut body, declares, &callee, ty, &[args[0].clone(), ("i1".into(), "false".into())], &v);
            }
            (Op::UMin | Op::UMax | Op::SMin | Op::SMax | Op::UAddSat | Op::SAddSat | Op::USubSat | Op::SSubSat, Some(p)) => {
                let callee = format!("llvm.{}.v{lanes}i{}", p.replace('_', "."), n.ty.bits);
                call(&mut body, declares, &callee, ty, &args, &v);
            }
            (_, Some(p)) => writeln!(body, "  {v} = {p} {} {}, {}", args[0].0, args[0].1, args[1].1).unwrap(),
            _ => unreachable!("every op is a primitive or a definition"),
        }
        names.insert(id, v);
    }
    format!("define {} @{name}({}) {{\n{body}  ret {} {}\n}}\n", vty(lanes, g.ty(root).bits), param_list.join(", "), vty(lanes, g.ty(root).bits), names[&root])
}
