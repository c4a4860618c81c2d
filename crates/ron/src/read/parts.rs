//! A node taken apart for what a type asks of it, or why it cannot be: non-generic, so
//! compiled once however many types read nodes.

use super::fault::Fault;
use super::tree::{Field, Kind, Node};

type Result<T> = std::result::Result<T, Fault>;

pub(super) fn wrong(node: &Node, expected: &str) -> Fault {
    let found = match &node.kind {
        Kind::Number(_) => "a number",
        Kind::Char(_) => "a character",
        Kind::Str(_) => "a string",
        Kind::Seq(_) => "a list `[..]`",
        Kind::Map(_) => "a map `{..}`",
        Kind::Tuple(_) => "a tuple `(..)`",
        Kind::Fields(_) => "a struct `(name: ..)`",
        Kind::Named(..) => "a name",
    };
    Fault::new(&format!("expected {expected}, found {found}")).at(node.at)
}

/// An integer's value: RON's `0x`, `0b` and `0o` too.
pub(super) fn integer(node: &Node) -> Result<i128> {
    let Kind::Number(text) = &node.kind else {
        return Err(wrong(node, "an integer"));
    };
    let (negative, digits) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, &text[..]),
    };
    let (radix, digits) = match digits.get(..2) {
        Some("0x") => (16, &digits[2..]),
        Some("0b") => (2, &digits[2..]),
        Some("0o") => (8, &digits[2..]),
        _ => (10, digits),
    };
    // `from_str_radix` would take a second sign.
    let magnitude = (!digits.starts_with(['+', '-']))
        .then(|| i128::from_str_radix(digits, radix).ok())
        .flatten()
        .ok_or_else(|| Fault::new(&format!("expected an integer, found `{text}`")).at(node.at))?;
    Ok(if negative { -magnitude } else { magnitude })
}

pub(super) enum Int {
    Negative(i64),
    Positive(u64),
}

pub(super) fn int(node: &Node) -> Result<Int> {
    let value = integer(node)?;
    u64::try_from(value)
        .map(Int::Positive)
        .or_else(|_| i64::try_from(value).map(Int::Negative))
        .map_err(|_| Fault::new("an integer out of range").at(node.at))
}

pub(super) fn float<F: std::str::FromStr>(node: &Node) -> Result<F> {
    match &node.kind {
        Kind::Number(text) => text.parse().ok(),
        Kind::Named(name, None) if name == "inf" || name == "NaN" => name.parse().ok(),
        _ => None,
    }
    .ok_or_else(|| wrong(node, "a number"))
}

pub(super) fn boolean(node: &Node) -> Result<bool> {
    match &node.kind {
        Kind::Named(name, None) if name == "true" => Ok(true),
        Kind::Named(name, None) if name == "false" => Ok(false),
        _ => Err(wrong(node, "`true` or `false`")),
    }
}

pub(super) fn text(node: Node) -> Result<String> {
    match node.kind {
        Kind::Str(s) => Ok(s),
        _ => Err(wrong(&node, "a string")),
    }
}

/// `None` → `None`; `Some(x)` → `Some(x)`.
pub(super) fn option(node: Node) -> Result<Option<Node>> {
    match node.kind {
        Kind::Named(name, None) if name == "None" => Ok(None),
        Kind::Named(name, Some(body)) if name == "Some" => one(*body).map(Some),
        _ => Err(wrong(&node, "`None` or `Some(..)`")),
    }
}

/// The one item of `(x)`.
pub(super) fn one(node: Node) -> Result<Node> {
    match node.kind {
        Kind::Tuple(items) if items.len() == 1 => Ok(items.into_iter().next().expect("one")),
        _ => Err(wrong(&node, "one value in parentheses")),
    }
}

/// The body of a struct or tuple struct named `name`, which may be written before it.
pub(super) fn named_body(node: Node, name: &str) -> Result<Node> {
    match node.kind {
        Kind::Named(found, Some(body)) if found == name => Ok(*body),
        Kind::Named(found, _) => Err(Fault::new(&format!(
            "expected `{name}` or its body in parentheses, found `{found}`"
        ))
        .at(node.at)),
        _ => Ok(node),
    }
}

pub(super) fn fields(node: Node, name: &str) -> Result<Vec<Field>> {
    let node = named_body(node, name)?;
    match node.kind {
        Kind::Fields(fields) => Ok(fields),
        Kind::Tuple(items) if items.is_empty() => Ok(Vec::new()),
        _ => Err(wrong(&node, "a struct `(name: ..)`")),
    }
}

pub(super) fn tuple(node: Node, name: &str) -> Result<Vec<Node>> {
    let node = named_body(node, name)?;
    match node.kind {
        Kind::Tuple(items) => Ok(items),
        _ => Err(wrong(&node, "a tuple `(..)`")),
    }
}

pub(super) fn unit(node: &Node, name: &str) -> Result<()> {
    match &node.kind {
        Kind::Tuple(items) if items.is_empty() => Ok(()),
        Kind::Named(found, None) if found == name => Ok(()),
        _ => Err(wrong(node, "`()`")),
    }
}

pub(super) fn seq(node: Node) -> Result<Vec<Node>> {
    match node.kind {
        Kind::Seq(items) => Ok(items),
        _ => Err(wrong(&node, "a list `[..]`")),
    }
}

pub(super) fn map(node: Node) -> Result<Vec<(Node, Node)>> {
    match node.kind {
        Kind::Map(entries) => Ok(entries),
        _ => Err(wrong(&node, "a map `{..}`")),
    }
}

pub(super) fn identifier(node: Node) -> Result<String> {
    match node.kind {
        Kind::Named(name, None) | Kind::Str(name) => Ok(name),
        _ => Err(wrong(&node, "a name")),
    }
}

/// A visitor's result placed at the node it read, unless placed deeper already.
pub(super) fn placed<T>(at: usize, result: Result<T>) -> Result<T> {
    result.map_err(|f| f.at(at))
}
