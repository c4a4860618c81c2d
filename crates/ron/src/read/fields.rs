//! A struct's fields read without knowing its type: what the store asks of a file of any mode
//! (which game a line names, whether two files hold the same game).

use super::tree::{self, Field, Kind, Node};

/// One field's value, compared as written (where it stands in the text aside).
#[derive(Debug)]
pub struct Value(Node);

impl Value {
    /// The string it holds, if it is one.
    pub fn as_str(&self) -> Option<&str> {
        match &self.0.kind {
            Kind::Str(s) => Some(s),
            _ => None,
        }
    }
}

impl PartialEq for Value {
    fn eq(&self, other: &Self) -> bool {
        same(&self.0, &other.0)
    }
}

fn same(a: &Node, b: &Node) -> bool {
    let all =
        |a: &[Node], b: &[Node]| a.len() == b.len() && a.iter().zip(b).all(|(a, b)| same(a, b));
    match (&a.kind, &b.kind) {
        (Kind::Number(a), Kind::Number(b)) | (Kind::Str(a), Kind::Str(b)) => a == b,
        (Kind::Char(a), Kind::Char(b)) => a == b,
        (Kind::Seq(a), Kind::Seq(b)) | (Kind::Tuple(a), Kind::Tuple(b)) => all(a, b),
        (Kind::Map(a), Kind::Map(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|((ak, av), (bk, bv))| same(ak, bk) && same(av, bv))
        }
        (Kind::Fields(a), Kind::Fields(b)) => {
            a.len() == b.len()
                && a.iter()
                    .zip(b)
                    .all(|(a, b)| a.name == b.name && same(&a.value, &b.value))
        }
        (Kind::Named(a, ab), Kind::Named(b, bb)) => {
            a == b
                && match (ab, bb) {
                    (None, None) => true,
                    (Some(a), Some(b)) => same(a, b),
                    _ => false,
                }
        }
        _ => false,
    }
}

/// The fields of the struct `text` holds, in their order; `None` when it holds no struct
/// with fields (or cannot be read).
pub fn struct_fields(text: &str) -> Option<Vec<(String, Value)>> {
    let node = tree::parse(text).ok()?;
    let fields = match node.kind {
        Kind::Fields(fields) => fields,
        Kind::Named(_, Some(body)) => match body.kind {
            Kind::Fields(fields) => fields,
            _ => return None,
        },
        _ => return None,
    };
    Some(
        fields
            .into_iter()
            .map(|Field { name, value, .. }| (name, Value(value)))
            .collect(),
    )
}
