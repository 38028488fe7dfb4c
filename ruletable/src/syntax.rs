//! The rule language: one term syntax for patterns (rule left-hand sides), templates (right-hand
//! sides) and op definitions, written like the Pitchfork paper's Figure 4:
//!
//! ```text
//! # name: before -> after [predicates]
//! # name (prio N): before -> after [predicates]
//! # name (above synthesis): before -> after [predicates]
//! uqadd_clamp: trunc<T>(umin(add(zext<W>(x:T), zext<W>(y:T)), c0)) -> saturating_add.u(x, y) [c0 == T.umax]
//! ```
//!
//! - Every rule has a name, unique across the whole table: debug output, remarks and tests refer
//!   to rules by name, never by file position.
//! - Where two rules can rewrite the same term, the one of higher rank applies (lowering: the
//!   larger left-hand side, then the higher stated priority `name (prio N): ..`; lifting: the
//!   higher priority; unstated, 0; `(above synthesis)` above every adopted synthesized rule;
//!   then by origin: `ruleset::Rank`). `synth-offline build` fails
//!   on two rules of equal rank that both rewrite one of their test instances
//!   (`synth-offline/src/rule_checks.rs`).
//! - `op(args)` applies a primitive (`add`, `icmp.ugt`, `uadd_sat`, ...) or a definition
//!   (`rounding_halving_add.u`, `hvx.vavgrnd_u`). `op<W>(..)` states/binds the result element width;
//!   casts need it in templates.
//! - `x:T` is a typed wildcard (binds width variable `T`), `x:8` a wildcard of fixed width, `x` an
//!   untyped one. Widths are `8`, `T`, `2T` or `T/2`.
//! - `c0`, `c1`, .. are constant wildcards: they match splat constants. A number is a literal
//!   (compared modulo 2^width). In templates, constants may be computed: `T.umax`, `log2(c0)`, `1 << c0`.
//! - `p@pattern` matches `pattern` and also binds the whole matched subterm to `p`, so a
//!   predicate can ask about it (`trunc<T>(r@rounding_shr.u(..)) -> .. [fits_u(r, T)]`).
//! - Predicates in `[...]` compare integers: `c0 == T.umax`, `sval(c1) == T.smin`, `W >= 2*T`,
//!   `is_pow2(c0)`, `c0 in [1, T.bits]`. `cN` denotes the unsigned value of the constant, `sval(cN)`
//!   its signed value. Interval analysis answers questions about matched subterms:
//!   `lo_u(x)`/`hi_u(x)`/`lo_s(x)`/`hi_s(x)` are bounds on x's lanes (unsigned/signed view), and
//!   `fits_u(x, T)` (x's value is an unsigned T), `fits_s(x, T)`, `nonneg(x)`, `varies(x)` (x is
//!   not one known value, e.g. not a constant),
//!   `upper_bounded(x, e)`, `lower_bounded(x, e)` (signed view), `upper_bounded_u(x, e)` are
//!   shorthands for comparisons of those bounds. `nsw(s)`: the `shl` bound to `s` is poison on
//!   signed overflow (LLVM's `shl nsw`).

use crate::op::{DefId, Op};
use serde::{Deserialize, Serialize};

/// An element width in a pattern: fixed, or a multiple/fraction of a width variable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Width {
    Fixed(u16),
    /// `var * mul / div`
    Var { var: u8, mul: u16, div: u16 },
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ConstFn {
    /// Unsigned maximum of a width: 2^w - 1.
    UMax,
    /// Signed maximum: 2^(w-1) - 1.
    SMax,
    /// Signed minimum: -2^(w-1).
    SMin,
    /// Signed value of a constant wildcard.
    SVal,
    Log2,
    IsPow2,
    /// `udiv_magic(d, T.bits)`, `udiv_shift(d, T.bits)`, `udiv_limit(d, T.bits)`: dividing by d
    /// as a multiply-high (`magic.rs`).
    UDivMagic,
    UDivShift,
    UDivLimit,
    /// `udiv_magic_add(d, T.bits)`, `udiv_add_shift(d, T.bits)`: dividing by d over the whole
    /// range with a halving add; `sdiv_magic(d, T.bits)`, `sdiv_shift(d, T.bits)`: signed division.
    UDivMagicAdd,
    UDivAddShift,
    SDivMagic,
    SDivShift,
    /// `half(x)`: floor(x / 2) (a rounding bias; `2 * half(c0) < c0` for an odd constant).
    Half,
}

impl ConstFn {
    /// The division constants, functions of (divisor, width).
    pub fn is_division(self) -> bool {
        use ConstFn::*;
        matches!(self, UDivMagic | UDivShift | UDivLimit | UDivMagicAdd | UDivAddShift | SDivMagic | SDivShift)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BinOp {
    Add,
    Sub,
    Mul,
    Shl,
    /// Exact division (undefined when there is a remainder): for widths like `T/2`.
    Div,
}

/// Interval bounds of a matched subterm, from interval analysis.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Bound {
    LoU,
    HiU,
    LoS,
    HiS,
}

impl Bound {
    const NAMES: [(&'static str, Bound); 4] = [("lo_u", Bound::LoU), ("hi_u", Bound::HiU), ("lo_s", Bound::LoS), ("hi_s", Bound::HiS)];

    pub fn name(self) -> &'static str {
        Self::NAMES.iter().find(|(_, b)| *b == self).unwrap().0
    }
}

/// Integer expressions over constants and widths (in predicates and template constants).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ConstExpr {
    Int(i128),
    /// The unsigned value of constant wildcard `cN`.
    Var(u8),
    /// The value of a width variable.
    Width(u8),
    Call(ConstFn, Vec<ConstExpr>),
    Bin(BinOp, Box<ConstExpr>, Box<ConstExpr>),
    /// A bound of the subterm bound to a term wildcard (`hi_u(x)`).
    Bound(Bound, u8),
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Term {
    Var { var: u8, width: Option<Width> },
    /// `var@pat`: matches `pat` and binds the matched subterm to `var` (patterns only).
    Bind { var: u8, pat: Box<Term> },
    Const(ConstExpr),
    App { op: Op, width: Option<Width>, args: Vec<Term> },
}

impl Term {
    /// The op at the root, under a binding (`r@op(..)`); `None` for a wildcard or constant.
    pub fn root_op(&self) -> Option<Op> {
        match self {
            Term::App { op, .. } => Some(*op),
            Term::Bind { pat, .. } => pat.root_op(),
            _ => None,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RelOp {
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
}

/// The priority `(above synthesis)` states: a hand rule with it stays above the adopted fused
/// rules (`crate::adopt`), which are ranked just above the stated priorities below it. It marks a
/// hand lowering measured faster than a synthesized one that the search's cost model prices lower
/// (HVX lane-order changes, which the model does not count); its comment says what was measured.
pub const ABOVE_SYNTHESIS: i32 = 100;

/// Each comparison's symbol; two-character symbols first, as the parser tries them in order.
const RELOPS: [(&str, RelOp); 6] = [("==", RelOp::Eq), ("!=", RelOp::Ne), ("<=", RelOp::Le), (">=", RelOp::Ge), ("<", RelOp::Lt), (">", RelOp::Gt)];

impl RelOp {
    pub fn symbol(self) -> &'static str {
        RELOPS.iter().find(|(_, r)| *r == self).expect("every comparison has a symbol").0
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Pred {
    Rel(RelOp, ConstExpr, ConstExpr),
    /// A boolean-valued function such as `is_pow2(c0)`.
    Test(ConstExpr),
    /// `nsw(s)`: the `shl` bound to `s` comes from instructions marked `nsw` (`Graph::is_nsw`), so
    /// it is poison where it overflows. Proofs give the node that poison, not an assumption: a
    /// rule may use it only where the overflow would make its left-hand side poison.
    NoSignedWrap(u8),
}

/// Names of the variables a rule or definition uses, by kind; indices are the `u8`s in the AST.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Vars {
    pub terms: Vec<String>,
    pub widths: Vec<String>,
    pub consts: Vec<String>,
}

/// Resolves op names to definitions while parsing (the definitions table implements it).
pub trait DefLookup {
    fn lookup(&self, name: &str) -> Option<(DefId, usize)>;
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for SyntaxError {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{}: {}", self.line, self.message)
    }
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Ident(String),
    Num(i128),
    Sym(&'static str),
}

const SYMBOLS: &[&str] = &[
    "->", "==", "!=", "<=", ">=", "<<", "(", ")", "<", ">", ",", ":", "[", "]", "=", "*", "/", "+", "-", "@",
];

fn lex(text: &str, line: usize) -> Result<Vec<Tok>, SyntaxError> {
    let err = |m: String| SyntaxError { line, message: m };
    let mut toks = Vec::new();
    let b = text.as_bytes();
    let mut i = 0;
    while i < b.len() {
        let c = b[i] as char;
        if c.is_whitespace() {
            i += 1;
        } else if c == '#' {
            break;
        } else if c.is_ascii_digit() {
            let start = i;
            while i < b.len() && (b[i] as char).is_ascii_alphanumeric() {
                i += 1;
            }
            let s = &text[start..i];
            // `2T` is a scaled width: split the digits from the identifier.
            let digits = s.bytes().take_while(|c| c.is_ascii_digit()).count();
            let v = if let Some(h) = s.strip_prefix("0x") {
                i128::from_str_radix(h, 16).map_err(|e| err(format!("bad number {s}: {e}")))?
            } else if digits < s.len() {
                toks.push(Tok::Num(s[..digits].parse().unwrap()));
                toks.push(Tok::Ident(s[digits..].to_string()));
                continue;
            } else {
                s.parse().map_err(|e| err(format!("bad number {s}: {e}")))?
            };
            toks.push(Tok::Num(v));
        } else if c.is_ascii_alphabetic() || c == '_' {
            let start = i;
            while i < b.len() && ((b[i] as char).is_ascii_alphanumeric() || b[i] == b'_' || b[i] == b'.') {
                i += 1;
            }
            toks.push(Tok::Ident(text[start..i].to_string()));
        } else if let Some(s) = SYMBOLS.iter().find(|s| text[i..].starts_with(**s)) {
            toks.push(Tok::Sym(s));
            i += s.len();
        } else {
            return Err(err(format!("unexpected character '{c}'")));
        }
    }
    Ok(toks)
}

/// One left-hand-side term alone (`trunc<8>(lshr<16>(x:16, 1))`), with its variables: what
/// lifting synthesis reads residues with.
pub fn parse_pattern(text: &str, defs: &dyn DefLookup) -> Result<(Term, Vars), String> {
    let mut p = Parser::new(text, 1, defs).map_err(|e| e.to_string())?;
    let t = p.term().map_err(|e| e.to_string())?;
    if !p.at_end() {
        return Err(format!("unexpected {} after the term", p.describe_next()));
    }
    Ok((t, p.vars))
}

/// One term in template syntax, so constants may be computed (`(1 << (K - 1))`, `T.smax`), with
/// the width variables `widths` declared up front: what the lit test idioms of `synth-offline
/// gen-tests` are written in.
pub fn parse_template_term(text: &str, defs: &dyn DefLookup, widths: &[&str]) -> Result<(Term, Vars), String> {
    let mut p = Parser::new(text, 1, defs).map_err(|e| e.to_string())?;
    p.set_template(true);
    p.vars.widths = widths.iter().map(|w| w.to_string()).collect();
    let t = p.term().map_err(|e| e.to_string())?;
    if !p.at_end() {
        return Err(format!("unexpected {} after the term", p.describe_next()));
    }
    Ok((t, p.vars))
}

/// Parser over one logical entry (a rule or a definition header).
pub(crate) struct Parser<'a> {
    toks: Vec<Tok>,
    pos: usize,
    line: usize,
    defs: &'a dyn DefLookup,
    pub vars: Vars,
    /// Templates may compute constants (`T.umax`); patterns may only match them.
    template: bool,
}

fn is_const_var(name: &str) -> bool {
    name.len() > 1 && name.starts_with('c') && name[1..].bytes().all(|b| b.is_ascii_digit())
}

impl<'a> Parser<'a> {
    pub fn new(text: &str, line: usize, defs: &'a dyn DefLookup) -> Result<Parser<'a>, SyntaxError> {
        Ok(Parser { toks: lex(text, line)?, pos: 0, line, defs, vars: Vars::default(), template: false })
    }

    pub fn err<T>(&self, message: impl Into<String>) -> Result<T, SyntaxError> {
        Err(SyntaxError { line: self.line, message: message.into() })
    }

    fn peek(&self) -> Option<&Tok> {
        self.toks.get(self.pos)
    }

    fn peek_sym(&self, s: &str) -> bool {
        matches!(self.peek(), Some(Tok::Sym(t)) if *t == s)
    }

    pub fn eat_sym(&mut self, s: &str) -> bool {
        if self.peek_sym(s) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    pub fn expect_sym(&mut self, s: &str) -> Result<(), SyntaxError> {
        if self.eat_sym(s) {
            Ok(())
        } else {
            self.err(format!("expected '{s}', found {}", self.describe_next()))
        }
    }

    fn describe_next(&self) -> String {
        match self.peek() {
            None => "end of line".into(),
            Some(Tok::Ident(s)) => format!("'{s}'"),
            Some(Tok::Num(n)) => format!("'{n}'"),
            Some(Tok::Sym(s)) => format!("'{s}'"),
        }
    }

    pub fn ident(&mut self) -> Result<String, SyntaxError> {
        match self.peek().cloned() {
            Some(Tok::Ident(s)) => {
                self.pos += 1;
                Ok(s)
            }
            _ => self.err(format!("expected a name, found {}", self.describe_next())),
        }
    }

    pub fn number(&mut self) -> Result<i128, SyntaxError> {
        let neg = self.eat_sym("-");
        match self.peek().cloned() {
            Some(Tok::Num(n)) => {
                self.pos += 1;
                Ok(if neg { -n } else { n })
            }
            _ => self.err(format!("expected a number, found {}", self.describe_next())),
        }
    }

    pub fn at_end(&self) -> bool {
        self.pos >= self.toks.len()
    }

    /// `name:`, `name (prio N):` or `name (above synthesis):` at the start of an entry (a rule
    /// label). A rule's left-hand side is an op application, never a typed wildcard `x:T`, so
    /// `ident :` is unambiguous.
    pub fn label(&mut self) -> Result<Option<(String, Option<i32>)>, SyntaxError> {
        let name = match (self.toks.first(), self.toks.get(1), self.toks.get(2)) {
            (Some(Tok::Ident(name)), Some(Tok::Sym(":")), _) => name.clone(),
            (Some(Tok::Ident(name)), Some(Tok::Sym("(")), Some(Tok::Ident(p))) if p == "prio" || p == "above" => name.clone(),
            _ => return Ok(None),
        };
        self.pos = 1;
        let mut prio = None;
        if self.eat_sym("(") {
            if self.ident()? == "above" {
                if self.ident()? != "synthesis" {
                    return self.err("expected `(above synthesis)`".to_string());
                }
                prio = Some(ABOVE_SYNTHESIS);
            } else {
                let n = self.number()?;
                prio = match i32::try_from(n) {
                    Ok(p) if p < ABOVE_SYNTHESIS => Some(p),
                    Ok(_) => return self.err(format!("priority {n}: from {ABOVE_SYNTHESIS} on, write `(above synthesis)`")),
                    Err(_) => return self.err(format!("priority {n} is out of range")),
                };
            }
            self.expect_sym(")")?;
        }
        self.expect_sym(":")?;
        Ok(Some((name, prio)))
    }

    pub fn set_template(&mut self, template: bool) {
        self.template = template;
    }

    fn intern(list: &mut Vec<String>, name: &str) -> u8 {
        match list.iter().position(|n| n == name) {
            Some(i) => i as u8,
            None => {
                list.push(name.to_string());
                (list.len() - 1) as u8
            }
        }
    }

    pub fn width(&mut self) -> Result<Width, SyntaxError> {
        let mul = match self.peek() {
            Some(Tok::Num(_)) => {
                let n = self.number()?;
                if !matches!(self.peek(), Some(Tok::Ident(_))) {
                    return u16::try_from(n).ok().filter(|&n| n >= 1 && n <= 128).map(Width::Fixed).map_or_else(
                        || self.err(format!("width {n} out of range 1..128")),
                        Ok,
                    );
                }
                n as u16
            }
            _ => 1,
        };
        let name = self.ident()?;
        if is_const_var(&name) {
            return self.err(format!("'{name}' is a constant wildcard, not a width"));
        }
        let var = Self::intern(&mut self.vars.widths, &name);
        let div = if self.eat_sym("/") { self.number()? as u16 } else { 1 };
        Ok(Width::Var { var, mul, div })
    }

    pub fn term(&mut self) -> Result<Term, SyntaxError> {
        // A computed constant in a template: `(2 * T.bits - 1)`.
        if self.template && self.eat_sym("(") {
            let e = self.const_expr()?;
            self.expect_sym(")")?;
            return Ok(Term::Const(e));
        }
        if matches!(self.peek(), Some(Tok::Num(_))) || self.peek_sym("-") {
            return Ok(Term::Const(ConstExpr::Int(self.number()?)));
        }
        let name = self.ident()?;
        if self.peek_sym("<") || self.peek_sym("(") {
            if let Some(f) = const_fn(&name) {
                if self.template {
                    return Ok(Term::Const(self.const_call(f)?));
                }
                return self.err(format!("'{name}' computes a constant: only allowed on the right-hand side"));
            }
            return self.app(&name);
        }
        if self.template && name.contains('.') {
            return Ok(Term::Const(self.width_property(&name)?));
        }
        if is_const_var(&name) {
            let v = Self::intern(&mut self.vars.consts, &name);
            return Ok(Term::Const(ConstExpr::Var(v)));
        }
        if Op::primitive(&name).is_some() || self.defs.lookup(&name).is_some() {
            return self.err(format!("op '{name}' needs arguments"));
        }
        let var = Self::intern(&mut self.vars.terms, &name);
        if self.eat_sym("@") {
            if self.template {
                return self.err(format!("'{name}@..' binds a subterm: only allowed on the left-hand side"));
            }
            return Ok(Term::Bind { var, pat: Box::new(self.term()?) });
        }
        let width = if self.eat_sym(":") { Some(self.width()?) } else { None };
        Ok(Term::Var { var, width })
    }

    fn app(&mut self, name: &str) -> Result<Term, SyntaxError> {
        let (op, arity) = match Op::primitive(name).or_else(|| self.defs.lookup(name).map(|(d, n)| (Op::Def(d), n))) {
            Some(x) => x,
            None => return self.err(format!("unknown op '{name}'")),
        };
        let width = if self.eat_sym("<") {
            let w = self.width()?;
            self.expect_sym(">")?;
            Some(w)
        } else {
            None
        };
        self.expect_sym("(")?;
        let mut args = Vec::new();
        if !self.eat_sym(")") {
            loop {
                args.push(self.term()?);
                if self.eat_sym(")") {
                    break;
                }
                if self.at_end() {
                    return self.err(format!("unclosed '(' of '{name}'"));
                }
                if !self.eat_sym(",") {
                    return self.err(format!("expected ',' or ')' after an operand of '{name}', found {}", self.describe_next()));
                }
            }
        }
        if args.len() != arity {
            return self.err(format!("'{name}' takes {arity} operands, found {}", args.len()));
        }
        if op.is_cast() && width.is_none() && self.template {
            return self.err(format!("cast '{name}' needs a result width on the right-hand side: {name}<W>(..)"));
        }
        Ok(Term::App { op, width, args })
    }

    fn width_property(&mut self, name: &str) -> Result<ConstExpr, SyntaxError> {
        let (w, prop) = name.split_once('.').unwrap();
        let f = match prop {
            "umax" => ConstFn::UMax,
            "smax" => ConstFn::SMax,
            "smin" => ConstFn::SMin,
            "bits" => {
                let v = Self::intern(&mut self.vars.widths, w);
                return Ok(ConstExpr::Width(v));
            }
            _ => return self.err(format!("unknown width property '{prop}' (umax, smax, smin, bits)")),
        };
        let v = Self::intern(&mut self.vars.widths, w);
        Ok(ConstExpr::Call(f, vec![ConstExpr::Width(v)]))
    }

    fn const_call(&mut self, f: ConstFn) -> Result<ConstExpr, SyntaxError> {
        self.expect_sym("(")?;
        let mut args = vec![self.const_expr()?];
        while self.eat_sym(",") {
            args.push(self.const_expr()?);
        }
        self.expect_sym(")")?;
        let arity = if f.is_division() { 2 } else { 1 };
        if args.len() != arity {
            return self.err(format!("{f:?} takes {arity} argument(s), not {}", args.len()));
        }
        Ok(ConstExpr::Call(f, args))
    }

    fn const_atom(&mut self) -> Result<ConstExpr, SyntaxError> {
        if self.eat_sym("(") {
            let e = self.const_expr()?;
            self.expect_sym(")")?;
            return Ok(e);
        }
        if matches!(self.peek(), Some(Tok::Num(_))) || self.peek_sym("-") {
            return Ok(ConstExpr::Int(self.number()?));
        }
        let name = self.ident()?;
        if let Some(f) = const_fn(&name) {
            return self.const_call(f);
        }
        if let Some(&(_, bound)) = Bound::NAMES.iter().find(|(n, _)| *n == name) {
            self.expect_sym("(")?;
            let var = self.bound_wildcard()?;
            self.expect_sym(")")?;
            return Ok(ConstExpr::Bound(bound, var));
        }
        if name.contains('.') {
            return self.width_property(&name);
        }
        if is_const_var(&name) {
            return Ok(ConstExpr::Var(Self::intern(&mut self.vars.consts, &name)));
        }
        if let Some(i) = self.vars.widths.iter().position(|w| *w == name) {
            return Ok(ConstExpr::Width(i as u8));
        }
        self.err(format!("'{name}' is neither a constant wildcard (cN) nor a width variable of this rule"))
    }

    pub fn const_expr(&mut self) -> Result<ConstExpr, SyntaxError> {
        let mut lhs = self.const_term()?;
        loop {
            let op = if self.eat_sym("+") {
                BinOp::Add
            } else if self.eat_sym("-") {
                BinOp::Sub
            } else if self.eat_sym("<<") {
                BinOp::Shl
            } else {
                return Ok(lhs);
            };
            let rhs = self.const_term()?;
            lhs = ConstExpr::Bin(op, Box::new(lhs), Box::new(rhs));
        }
    }

    fn const_term(&mut self) -> Result<ConstExpr, SyntaxError> {
        let mut lhs = self.const_atom()?;
        while self.eat_sym("*") {
            let rhs = self.const_atom()?;
            lhs = ConstExpr::Bin(BinOp::Mul, Box::new(lhs), Box::new(rhs));
        }
        Ok(lhs)
    }

    /// A term wildcard the left-hand side bound, as the subject of an interval question.
    fn bound_wildcard(&mut self) -> Result<u8, SyntaxError> {
        let name = self.ident()?;
        match self.vars.terms.iter().position(|t| *t == name) {
            Some(i) => Ok(i as u8),
            None => self.err(format!("'{name}' is not a wildcard of the left-hand side")),
        }
    }

    /// The integer value of a width pattern (`T`, `2T`, `T/2`, `8`).
    fn width_value(w: Width) -> ConstExpr {
        match w {
            Width::Fixed(n) => ConstExpr::Int(n as i128),
            Width::Var { var, mul, div } => {
                let scaled = ConstExpr::Bin(BinOp::Mul, Box::new(ConstExpr::Width(var)), Box::new(ConstExpr::Int(mul as i128)));
                ConstExpr::Bin(BinOp::Div, Box::new(scaled), Box::new(ConstExpr::Int(div as i128)))
            }
        }
    }

    /// One predicate; shorthands (`fits_u(x, T)`, `c0 in [a, b]`) expand to several comparisons.
    pub fn pred(&mut self) -> Result<Vec<Pred>, SyntaxError> {
        use ConstExpr::Bound as B;
        let rel = |r, a: ConstExpr, b: ConstExpr| Pred::Rel(r, a, b);
        if let Some(Tok::Ident(name)) = self.peek().cloned() {
            if name == "nsw" && self.toks.get(self.pos + 1) == Some(&Tok::Sym("(")) {
                self.pos += 2;
                let s = self.bound_wildcard()?;
                self.expect_sym(")")?;
                return Ok(vec![Pred::NoSignedWrap(s)]);
            }
            let shorthand = ["fits_u", "fits_s", "nonneg", "varies", "upper_bounded", "lower_bounded", "upper_bounded_u"];
            if shorthand.contains(&name.as_str()) && self.toks.get(self.pos + 1) == Some(&Tok::Sym("(")) {
                self.pos += 2;
                let x = self.bound_wildcard()?;
                let preds = match name.as_str() {
                    "nonneg" => vec![rel(RelOp::Ge, B(Bound::LoS, x), ConstExpr::Int(0))],
                    "varies" => vec![rel(RelOp::Lt, B(Bound::LoU, x), B(Bound::HiU, x))],
                    "fits_u" | "fits_s" => {
                        self.expect_sym(",")?;
                        let w = Self::width_value(self.width()?);
                        let call = |f| ConstExpr::Call(f, vec![w.clone()]);
                        if name == "fits_u" {
                            vec![rel(RelOp::Le, B(Bound::HiU, x), call(ConstFn::UMax))]
                        } else {
                            vec![rel(RelOp::Ge, B(Bound::LoS, x), call(ConstFn::SMin)), rel(RelOp::Le, B(Bound::HiS, x), call(ConstFn::SMax))]
                        }
                    }
                    _ => {
                        self.expect_sym(",")?;
                        let e = self.const_expr()?;
                        match name.as_str() {
                            "upper_bounded" => vec![rel(RelOp::Le, B(Bound::HiS, x), e)],
                            "lower_bounded" => vec![rel(RelOp::Ge, B(Bound::LoS, x), e)],
                            _ => vec![rel(RelOp::Le, B(Bound::HiU, x), e)],
                        }
                    }
                };
                self.expect_sym(")")?;
                return Ok(preds);
            }
        }
        let lhs = self.const_expr()?;
        if matches!(self.peek(), Some(Tok::Ident(w)) if w == "in") {
            self.pos += 1;
            self.expect_sym("[")?;
            let lo = self.const_expr()?;
            self.expect_sym(",")?;
            let hi = self.const_expr()?;
            self.expect_sym("]")?;
            return Ok(vec![rel(RelOp::Ge, lhs.clone(), lo), rel(RelOp::Le, lhs, hi)]);
        }
        match RELOPS.iter().find(|(s, _)| self.eat_sym(s)) {
            Some(&(_, r)) => Ok(vec![Pred::Rel(r, lhs, self.const_expr()?)]),
            None if matches!(lhs, ConstExpr::Call(ConstFn::IsPow2, _)) => Ok(vec![Pred::Test(lhs)]),
            None => self.err("expected a comparison (==, !=, <, <=, >, >=, in [a, b]), is_pow2(..) or an interval shorthand"),
        }
    }
}

/// The integer functions called by name (the width properties `T.umax` .. are written apart).
const CONST_FNS: &[(&str, ConstFn)] = &[
    ("sval", ConstFn::SVal),
    ("log2", ConstFn::Log2),
    ("is_pow2", ConstFn::IsPow2),
    ("udiv_magic", ConstFn::UDivMagic),
    ("udiv_shift", ConstFn::UDivShift),
    ("udiv_limit", ConstFn::UDivLimit),
    ("udiv_magic_add", ConstFn::UDivMagicAdd),
    ("udiv_add_shift", ConstFn::UDivAddShift),
    ("sdiv_magic", ConstFn::SDivMagic),
    ("sdiv_shift", ConstFn::SDivShift),
    ("half", ConstFn::Half),
];

fn const_fn(name: &str) -> Option<ConstFn> {
    CONST_FNS.iter().find(|(n, _)| *n == name).map(|&(_, f)| f)
}

/// Prints a term back in rule syntax (for messages and provenance).
pub fn show(t: &Term, vars: &Vars, name_of: &dyn Fn(Op) -> String) -> String {
    let w = |w: &Width| match *w {
        Width::Fixed(n) => n.to_string(),
        Width::Var { var, mul, div } => {
            let v = &vars.widths[var as usize];
            match (mul, div) {
                (1, 1) => v.clone(),
                (m, 1) => format!("{m}{v}"),
                (1, d) => format!("{v}/{d}"),
                (m, d) => format!("{m}{v}/{d}"),
            }
        }
    };
    match t {
        Term::Var { var, width } => {
            let n = &vars.terms[*var as usize];
            width.as_ref().map_or(n.clone(), |x| format!("{n}:{}", w(x)))
        }
        Term::Bind { var, pat } => format!("{}@{}", vars.terms[*var as usize], show(pat, vars, name_of)),
        Term::Const(c) => show_const(c, vars),
        Term::App { op, width, args } => {
            let args: Vec<String> = args.iter().map(|a| show(a, vars, name_of)).collect();
            let wid = width.as_ref().map_or(String::new(), |x| format!("<{}>", w(x)));
            format!("{}{wid}({})", name_of(*op), args.join(", "))
        }
    }
}

pub fn show_const(c: &ConstExpr, vars: &Vars) -> String {
    match c {
        ConstExpr::Int(n) => n.to_string(),
        ConstExpr::Var(v) => vars.consts[*v as usize].clone(),
        ConstExpr::Width(v) => vars.widths[*v as usize].clone(),
        ConstExpr::Bound(b, v) => format!("{}({})", b.name(), vars.terms[*v as usize]),
        ConstExpr::Call(f, args) => {
            let a: Vec<String> = args.iter().map(|a| show_const(a, vars)).collect();
            match (f, &args[..]) {
                (ConstFn::UMax | ConstFn::SMax | ConstFn::SMin, [x]) => {
                    let p = match f {
                        ConstFn::UMax => "umax",
                        ConstFn::SMax => "smax",
                        _ => "smin",
                    };
                    format!("{}.{p}", show_const(x, vars))
                }
                _ => {
                    let name = CONST_FNS.iter().find(|(_, g)| g == f).map_or("?", |(n, _)| n);
                    format!("{name}({})", a.join(", "))
                }
            }
        }
        ConstExpr::Bin(op, a, b) => {
            let s = match op {
                BinOp::Add => "+",
                BinOp::Sub => "-",
                BinOp::Mul => "*",
                BinOp::Shl => "<<",
                BinOp::Div => "/",
            };
            format!("({} {s} {})", show_const(a, vars), show_const(b, vars))
        }
    }
}

/// Splits a rules/definitions file into logical entries: a line that starts with whitespace
/// continues the previous entry. Returns (first line number, text).
pub fn entries(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    for (i, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("");
        if line.trim().is_empty() {
            continue;
        }
        if raw.starts_with(char::is_whitespace) && !out.is_empty() {
            let last = out.last_mut().unwrap();
            last.1.push('\n');
            last.1.push_str(line);
        } else {
            out.push((i + 1, line.to_string()));
        }
    }
    out
}
