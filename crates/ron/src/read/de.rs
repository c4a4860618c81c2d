//! serde's reading over the tree. Each method is instantiated once per type read, so each is a
//! call to a non-generic helper that takes the node apart (or says why it cannot) and one call
//! of the type's visitor.

use super::fault::Fault;
use super::parts::*;
use super::tree::{Field, Kind, Node};
use serde::de::value::StringDeserializer;
use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

type Result<T> = std::result::Result<T, Fault>;

/// Deserializer methods that read as `deserialize_i64` (every integer type).
macro_rules! integers_as_i64 {
    ($($method:ident),*) => {
        $(
            fn $method<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
                self.deserialize_i64(v)
            }
        )*
    };
}

impl<'de> de::Deserializer<'de> for Node {
    type Error = Fault;

    fn deserialize_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(
            at,
            match self.kind {
                Kind::Number(_) => match int(&self) {
                    Ok(Int::Positive(u)) => v.visit_u64(u),
                    Ok(Int::Negative(i)) => v.visit_i64(i),
                    Err(_) => v.visit_f64(float(&self)?),
                },
                Kind::Char(c) => v.visit_char(c),
                Kind::Str(s) => v.visit_string(s),
                Kind::Seq(items) | Kind::Tuple(items) => Items::visit(items, v),
                Kind::Map(entries) => v.visit_map(Entries::new(entries)),
                Kind::Fields(fields) => v.visit_map(Fields::new(fields)),
                Kind::Named(name, None) => match name.as_str() {
                    "true" | "false" => v.visit_bool(name == "true"),
                    "None" => v.visit_none(),
                    "inf" | "NaN" => v.visit_f64(name.parse().unwrap_or(f64::NAN)),
                    _ => v.visit_unit(),
                },
                Kind::Named(name, Some(body)) if name == "Some" => v.visit_some(one(*body)?),
                Kind::Named(_, Some(body)) => body.deserialize_any(v),
            },
        )
    }

    fn deserialize_bool<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        placed(self.at, v.visit_bool(boolean(&self)?))
    }

    // Every integer type reads as one: the visitor checks its range.
    integers_as_i64!(
        deserialize_i8,
        deserialize_i16,
        deserialize_i32,
        deserialize_u8,
        deserialize_u16,
        deserialize_u32,
        deserialize_u64
    );

    /// Every integer type: the visitor checks its range (serde's message: "invalid value:
    /// integer `300`, expected u8").
    fn deserialize_i64<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        placed(
            self.at,
            match int(&self)? {
                Int::Positive(u) => v.visit_u64(u),
                Int::Negative(i) => v.visit_i64(i),
            },
        )
    }

    fn deserialize_f32<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        placed(self.at, v.visit_f32(float(&self)?))
    }

    fn deserialize_f64<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        placed(self.at, v.visit_f64(float(&self)?))
    }

    fn deserialize_char<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        match self.kind {
            Kind::Char(c) => placed(self.at, v.visit_char(c)),
            _ => Err(wrong(&self, "a character")),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_string(v)
    }

    fn deserialize_string<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_string(text(self)?))
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        self.deserialize_byte_buf(v)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_byte_buf(text(self)?.into_bytes()))
    }

    fn deserialize_option<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(
            at,
            match option(self)? {
                None => v.visit_none(),
                Some(inner) => v.visit_some(inner),
            },
        )
    }

    fn deserialize_unit<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        unit(&self, "")?;
        placed(self.at, v.visit_unit())
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value> {
        unit(&self, name)?;
        placed(self.at, v.visit_unit())
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        v: V,
    ) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_newtype_struct(one(named_body(self, name)?)?))
    }

    fn deserialize_seq<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(at, Items::visit(seq(self)?, v))
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, _len: usize, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(at, Items::visit(tuple(self, "")?, v))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        _len: usize,
        v: V,
    ) -> Result<V::Value> {
        let at = self.at;
        placed(at, Items::visit(tuple(self, name)?, v))
    }

    fn deserialize_map<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_map(Entries::new(map(self)?)))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_map(Fields::new(fields(self, name)?)))
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_enum(variant(self)?))
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        let at = self.at;
        placed(at, v.visit_string(identifier(self)?))
    }

    /// Already read whole: nothing to skip.
    fn deserialize_ignored_any<V: Visitor<'de>>(self, v: V) -> Result<V::Value> {
        v.visit_unit()
    }
}

/// The items of a list or tuple; more items than the type reads is a fault, as in RON.
struct Items(std::vec::IntoIter<Node>);

impl Items {
    fn visit<'de, V: Visitor<'de>>(items: Vec<Node>, v: V) -> Result<V::Value> {
        let mut items = Items(items.into_iter());
        let value = v.visit_seq(&mut items)?;
        items.finish()?;
        Ok(value)
    }

    fn finish(self) -> Result<()> {
        match self.0.as_slice().first() {
            None => Ok(()),
            Some(extra) => Err(Fault::new("more items than expected").at(extra.at)),
        }
    }
}

impl<'de> de::SeqAccess<'de> for &mut Items {
    type Error = Fault;

    fn next_element_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>> {
        self.0.next().map(|node| seed.deserialize(node)).transpose()
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

struct Entries {
    entries: std::vec::IntoIter<(Node, Node)>,
    value: Option<Node>,
}

impl Entries {
    fn new(entries: Vec<(Node, Node)>) -> Self {
        Entries {
            entries: entries.into_iter(),
            value: None,
        }
    }

    fn value(&mut self) -> Result<Node> {
        self.value
            .take()
            .ok_or_else(|| Fault::new("a map's value asked for before its key"))
    }
}

impl<'de> de::MapAccess<'de> for Entries {
    type Error = Fault;

    fn next_key_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>> {
        match self.entries.next() {
            Some((key, value)) => {
                self.value = Some(value);
                seed.deserialize(key).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value> {
        seed.deserialize(self.value()?)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.entries.len())
    }
}

/// A struct's fields: names as keys.
struct Fields {
    fields: std::vec::IntoIter<Field>,
    value: Option<Node>,
}

impl Fields {
    fn new(fields: Vec<Field>) -> Self {
        Fields {
            fields: fields.into_iter(),
            value: None,
        }
    }

    fn next(&mut self) -> Option<(String, usize)> {
        let field = self.fields.next()?;
        self.value = Some(field.value);
        Some((field.name, field.at))
    }

    fn value(&mut self) -> Result<Node> {
        self.value
            .take()
            .ok_or_else(|| Fault::new("a field's value asked for before its name"))
    }
}

impl<'de> de::MapAccess<'de> for Fields {
    type Error = Fault;

    fn next_key_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<Option<S::Value>> {
        match self.next() {
            Some((name, at)) => placed(at, seed.deserialize(name_of(name)).map(Some)),
            None => Ok(None),
        }
    }

    fn next_value_seed<S: DeserializeSeed<'de>>(&mut self, seed: S) -> Result<S::Value> {
        seed.deserialize(self.value()?)
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.fields.len())
    }
}

fn name_of(name: String) -> StringDeserializer<Fault> {
    name.into_deserializer()
}

fn variant(node: Node) -> Result<Variant> {
    match node.kind {
        Kind::Named(name, body) => Ok(Variant {
            name,
            at: node.at,
            body: body.map(|b| *b),
        }),
        _ => Err(wrong(&node, "an enum's variant")),
    }
}

/// An enum's variant: its name and its body, if any.
struct Variant {
    name: String,
    at: usize,
    body: Option<Node>,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Fault;
    type Variant = Body;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Body)> {
        let value = placed(self.at, seed.deserialize(name_of(self.name)))?;
        Ok((
            value,
            Body {
                at: self.at,
                body: self.body,
            },
        ))
    }
}

struct Body {
    at: usize,
    body: Option<Node>,
}

impl Body {
    fn node(self, expected: &str) -> Result<Node> {
        self.body.ok_or_else(|| {
            Fault::new(&format!("expected {expected} after the variant's name")).at(self.at)
        })
    }
}

impl<'de> de::VariantAccess<'de> for Body {
    type Error = Fault;

    fn unit_variant(self) -> Result<()> {
        match self.body {
            None => Ok(()),
            Some(body) => Err(wrong(&body, "nothing after a unit variant's name")),
        }
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value> {
        seed.deserialize(one(self.node("`(..)`")?)?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _len: usize, v: V) -> Result<V::Value> {
        let node = self.node("`(..)`")?;
        let at = node.at;
        placed(at, Items::visit(tuple(node, "")?, v))
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        _fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value> {
        let node = self.node("`(name: ..)`")?;
        let at = node.at;
        placed(at, v.visit_map(Fields::new(fields(node, "")?)))
    }
}
