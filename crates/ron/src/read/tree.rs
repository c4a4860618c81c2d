//! RON text into a tree that keeps every name: an enum's variant and a struct's name stay
//! beside their bodies, so the types' serde code reads the tree as it would read the text.
//! Non-generic: this is the part of reading that is compiled once.

use super::fault::Fault;

/// How deep values may nest (RON's own limit): a file that nests deeper is refused, never a
/// stack overflow.
const DEPTH_LIMIT: usize = 128;

/// One value and where it starts (a byte offset into the text, for messages).
#[derive(Debug)]
pub(super) struct Node {
    pub at: usize,
    pub kind: Kind,
}

#[derive(Debug)]
pub(super) enum Kind {
    /// A number as written (sign, digits, point, exponent; underscores removed): each type
    /// parses it as itself, so an `f32` is read exactly as RON reads it.
    Number(String),
    Char(char),
    Str(String),
    /// `[a, b]`
    Seq(Vec<Node>),
    /// `{k: v}`
    Map(Vec<(Node, Node)>),
    /// `(a, b)`, `()` and a newtype's `(a)`.
    Tuple(Vec<Node>),
    /// `(a: 1, b: 2)`
    Fields(Vec<Field>),
    /// An identifier (`None`, `true`, a unit variant) with the parenthesised body after it, if
    /// any (`Some(1)`, a variant's or a struct's body): always a `Tuple` or `Fields` node.
    Named(String, Option<Box<Node>>),
}

#[derive(Debug)]
pub(super) struct Field {
    pub name: String,
    pub at: usize,
    pub value: Node,
}

/// The whole text as one value.
pub(super) fn parse(text: &str) -> Result<Node, Fault> {
    let mut p = Parser {
        text: text.as_bytes(),
        src: text,
        pos: 0,
        depth: 0,
    };
    p.skip_ws()?;
    if p.rest().starts_with(b"#!") {
        return Err(p.fault("RON extensions (`#![enable(..)]`) are not read here"));
    }
    let node = p.value()?;
    p.skip_ws()?;
    if p.pos < p.text.len() {
        return Err(p.fault("unexpected text after the value"));
    }
    Ok(node)
}

pub(super) struct Parser<'a> {
    pub text: &'a [u8],
    pub src: &'a str,
    pub pos: usize,
    depth: usize,
}

fn is_ident_first(b: u8) -> bool {
    b.is_ascii_alphabetic() || b == b'_'
}

pub(super) fn is_ident_other(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

/// What a raw identifier (`r#name`) may hold beyond an identifier's characters (RON's rule).
fn is_raw_ident_other(b: u8) -> bool {
    is_ident_other(b) || matches!(b, b'.' | b'+' | b'-')
}

impl Parser<'_> {
    pub(super) fn rest(&self) -> &[u8] {
        &self.text[self.pos..]
    }

    pub(super) fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    pub(super) fn fault(&self, message: &str) -> Fault {
        Fault::new(message).at(self.pos)
    }

    pub(super) fn expect(&mut self, b: u8, message: &str) -> Result<(), Fault> {
        if self.peek() == Some(b) {
            self.pos += 1;
            Ok(())
        } else {
            Err(self.fault(message))
        }
    }

    /// Whitespace and comments (`// …` to the line's end, `/* … */` nested).
    fn skip_ws(&mut self) -> Result<(), Fault> {
        loop {
            let rest = self.rest();
            if rest.starts_with(b"//") {
                let end = rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
                self.pos += end;
            } else if rest.starts_with(b"/*") {
                let start = self.pos;
                self.pos += 2;
                let mut open = 1;
                while open > 0 {
                    let rest = self.rest();
                    if rest.is_empty() {
                        self.pos = start;
                        return Err(self.fault("a comment that is never closed"));
                    } else if rest.starts_with(b"/*") {
                        open += 1;
                        self.pos += 2;
                    } else if rest.starts_with(b"*/") {
                        open -= 1;
                        self.pos += 2;
                    } else {
                        self.pos += 1;
                    }
                }
            } else {
                match self.src[self.pos..].chars().next() {
                    Some(c) if c.is_whitespace() => self.pos += c.len_utf8(),
                    _ => return Ok(()),
                }
            }
        }
    }

    fn value(&mut self) -> Result<Node, Fault> {
        if self.depth >= DEPTH_LIMIT {
            return Err(self.fault("values nest too deep"));
        }
        self.depth += 1;
        let node = self.value_here();
        self.depth -= 1;
        node
    }

    fn value_here(&mut self) -> Result<Node, Fault> {
        let at = self.pos;
        let kind = match self.peek() {
            None => return Err(self.fault("the text ends where a value should be")),
            Some(b'[') => {
                self.pos += 1;
                Kind::Seq(self.items(b']')?)
            }
            Some(b'{') => {
                self.pos += 1;
                Kind::Map(self.entries()?)
            }
            Some(b'(') => self.body()?,
            Some(b'"') => Kind::Str(self.string()?),
            Some(b'r') if matches!(self.rest().get(1), Some(b'"')) => Kind::Str(self.raw_string()?),
            Some(b'r') if self.rest().starts_with(b"r#\"") || self.rest().starts_with(b"r##") => {
                Kind::Str(self.raw_string()?)
            }
            Some(b'\'') => Kind::Char(self.char()?),
            Some(b) if b.is_ascii_digit() || matches!(b, b'+' | b'-' | b'.') => {
                Kind::Number(self.number()?)
            }
            Some(b) if is_ident_first(b) => {
                let name = self.ident()?;
                self.skip_ws()?;
                let body = if self.peek() == Some(b'(') {
                    let at = self.pos;
                    Some(Box::new(Node {
                        at,
                        kind: self.body()?,
                    }))
                } else {
                    None
                };
                Kind::Named(name, body)
            }
            Some(_) => return Err(self.fault("expected a value")),
        };
        Ok(Node { at, kind })
    }

    /// An identifier, plain or raw (`r#type`).
    fn ident(&mut self) -> Result<String, Fault> {
        if self.rest().starts_with(b"r#") {
            self.pos += 2;
            let len = self
                .rest()
                .iter()
                .take_while(|&&b| is_raw_ident_other(b))
                .count();
            if len == 0 {
                return Err(self.fault("expected an identifier after `r#`"));
            }
            self.pos += len;
            return Ok(self.src[self.pos - len..self.pos].to_owned());
        }
        match self.peek() {
            Some(b) if is_ident_first(b) => {}
            _ => return Err(self.fault("expected an identifier")),
        }
        let len = self
            .rest()
            .iter()
            .take_while(|&&b| is_ident_other(b))
            .count();
        self.pos += len;
        Ok(self.src[self.pos - len..self.pos].to_owned())
    }

    /// Whether an identifier and a colon (not `::`) come next: a struct's fields.
    fn fields_next(&self) -> bool {
        let rest = self.rest();
        let start = if rest.starts_with(b"r#") { 2 } else { 0 };
        let other = if start == 2 {
            is_raw_ident_other
        } else {
            is_ident_other
        };
        if start == 0 && !rest.first().is_some_and(|&b| is_ident_first(b)) {
            return false;
        }
        let mut i = start + rest[start..].iter().take_while(|&&b| other(b)).count();
        if i == start {
            return false;
        }
        // Whitespace between a field's name and its colon (no comments there: RON's files
        // have none, and a comment only makes this a tuple, which the type then refuses).
        while rest.get(i).is_some_and(|b| b.is_ascii_whitespace()) {
            i += 1;
        }
        rest.get(i) == Some(&b':') && rest.get(i + 1) != Some(&b':')
    }

    /// `( … )`: a struct's fields or a tuple's items.
    fn body(&mut self) -> Result<Kind, Fault> {
        self.expect(b'(', "expected `(`")?;
        self.skip_ws()?;
        if !self.fields_next() {
            return Ok(Kind::Tuple(self.items(b')')?));
        }
        let mut fields = Vec::new();
        loop {
            self.skip_ws()?;
            if self.peek() == Some(b')') {
                self.pos += 1;
                return Ok(Kind::Fields(fields));
            }
            let at = self.pos;
            let name = self.ident()?;
            self.skip_ws()?;
            self.expect(b':', "expected `:` after a field's name")?;
            self.skip_ws()?;
            let value = self.value()?;
            fields.push(Field { name, at, value });
            if !self.separator(b')')? {
                return Ok(Kind::Fields(fields));
            }
        }
    }

    /// After an item: `true` when a comma came (more may follow), `false` when `close` did.
    fn separator(&mut self, close: u8) -> Result<bool, Fault> {
        self.skip_ws()?;
        match self.peek() {
            Some(b',') => {
                self.pos += 1;
                Ok(true)
            }
            Some(b) if b == close => {
                self.pos += 1;
                Ok(false)
            }
            _ => Err(self.fault(if close == b')' {
                "expected `,` or `)`"
            } else if close == b']' {
                "expected `,` or `]`"
            } else {
                "expected `,` or `}`"
            })),
        }
    }

    /// Items up to `close` (already past the opening bracket), a trailing comma allowed.
    fn items(&mut self, close: u8) -> Result<Vec<Node>, Fault> {
        let mut items = Vec::new();
        loop {
            self.skip_ws()?;
            if self.peek() == Some(close) {
                self.pos += 1;
                return Ok(items);
            }
            items.push(self.value()?);
            if !self.separator(close)? {
                return Ok(items);
            }
        }
    }

    fn entries(&mut self) -> Result<Vec<(Node, Node)>, Fault> {
        let mut entries = Vec::new();
        loop {
            self.skip_ws()?;
            if self.peek() == Some(b'}') {
                self.pos += 1;
                return Ok(entries);
            }
            let key = self.value()?;
            self.skip_ws()?;
            self.expect(b':', "expected `:` after a map's key")?;
            self.skip_ws()?;
            let value = self.value()?;
            entries.push((key, value));
            if !self.separator(b'}')? {
                return Ok(entries);
            }
        }
    }
}
