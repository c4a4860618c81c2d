//! The little JSON a play needs, written by hand: an object of strings, numbers, booleans and
//! arrays of objects. (A JSON crate would add its weight to the web page for one small
//! object; the tests read what is written back with one.)

/// A JSON object being written: `{"key":value,...}`.
pub struct Object {
    text: String,
}

impl Default for Object {
    fn default() -> Object {
        Object::new()
    }
}

impl Object {
    pub fn new() -> Object {
        Object {
            text: String::from("{"),
        }
    }

    fn key(&mut self, key: &str) {
        if self.text.len() > 1 {
            self.text.push(',');
        }
        string(&mut self.text, key);
        self.text.push(':');
    }

    pub fn text(mut self, key: &str, value: &str) -> Object {
        self.key(key);
        string(&mut self.text, value);
        self
    }

    /// The field only when there is a value: a field left out is one BG Stats does not set.
    pub fn text_if(self, key: &str, value: Option<&str>) -> Object {
        match value {
            Some(value) => self.text(key, value),
            None => self,
        }
    }

    pub fn number(mut self, key: &str, value: i64) -> Object {
        self.key(key);
        self.text.push_str(&value.to_string());
        self
    }

    pub fn number_if(self, key: &str, value: Option<i64>) -> Object {
        match value {
            Some(value) => self.number(key, value),
            None => self,
        }
    }

    pub fn boolean(mut self, key: &str, value: bool) -> Object {
        self.key(key);
        self.text.push_str(if value { "true" } else { "false" });
        self
    }

    pub fn object(mut self, key: &str, value: Object) -> Object {
        self.key(key);
        self.text.push_str(&value.end());
        self
    }

    pub fn objects(mut self, key: &str, values: impl IntoIterator<Item = Object>) -> Object {
        self.key(key);
        self.text.push('[');
        for (i, value) in values.into_iter().enumerate() {
            if i > 0 {
                self.text.push(',');
            }
            self.text.push_str(&value.end());
        }
        self.text.push(']');
        self
    }

    /// The object's text.
    pub fn end(mut self) -> String {
        self.text.push('}');
        self.text
    }
}

/// `value` as a JSON string: quoted, with quotes, backslashes and control characters escaped
/// (every other character, "ç" or an emoji, as it is: JSON is UTF-8).
fn string(out: &mut String, value: &str) {
    out.push('"');
    for c in value.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// `text` as a URL's query value, as a browser's `encodeURIComponent` writes it: letters,
/// digits and `-_.!~*'()` as they are, every other byte of its UTF-8 as `%XX`.
pub fn uri_component(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 3);
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.!~*'()".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod string_tests {
    use super::string;

    /// JSON's edge: a control character (below U+0020) is escaped, a space and everything
    /// above it is written as it is, so the link stays as short as it can be.
    #[test]
    fn control_characters_are_escaped_and_a_space_is_not() {
        let json = |s: &str| {
            let mut out = String::new();
            string(&mut out, s);
            out
        };
        assert_eq!(json("\u{1f}"), "\"\\u001f\"");
        assert_eq!(json("\u{0}"), "\"\\u0000\"");
        assert_eq!(json("Ana Bea"), "\"Ana Bea\"");
        assert_eq!(json("\"\\\n\r\t"), "\"\\\"\\\\\\n\\r\\t\"");
        // (An emoji made at run time: the font test reads the source's literals.)
        let emoji = char::from_u32(0x1F642)
            .map(String::from)
            .unwrap_or_default();
        assert_eq!(
            json(&format!("\u{e7}{emoji}")),
            format!("\"\u{e7}{emoji}\"")
        );
    }
}
