//! The literals of RON's text: numbers, strings (escaped and raw) and characters, as RON
//! writes and reads them.

use super::fault::Fault;
use super::tree::{Parser, is_ident_other};

impl Parser<'_> {
    /// A number's text: a sign, then `inf`/`NaN`, a `0x`/`0b`/`0o` integer, or digits with a
    /// point and an exponent. Underscores are dropped; the type reading it checks the rest.
    pub(super) fn number(&mut self) -> Result<String, Fault> {
        let start = self.pos;
        if matches!(self.peek(), Some(b'+' | b'-')) {
            self.pos += 1;
        }
        let rest = self.rest();
        // As RON: digits never begin with an underscore ("-_1" is refused).
        if rest.first() == Some(&b'_') {
            self.pos = start;
            return Err(self.fault("expected a number"));
        }
        let len = if rest.starts_with(b"inf") || rest.starts_with(b"NaN") {
            3
        } else if rest.len() > 1 && rest[0] == b'0' && matches!(rest[1], b'x' | b'b' | b'o') {
            2 + rest[2..]
                .iter()
                .take_while(|&&b| b.is_ascii_alphanumeric() || b == b'_')
                .count()
        } else {
            let mut i = 0;
            while let Some(&b) = rest.get(i) {
                let exponent_sign =
                    matches!(b, b'+' | b'-') && i > 0 && matches!(rest[i - 1], b'e' | b'E');
                // As RON: no underscore right after the point ("1._5" is refused).
                if b == b'_' && i > 0 && rest[i - 1] == b'.' {
                    self.pos = start;
                    return Err(self.fault("expected a number"));
                }
                if b.is_ascii_digit() || matches!(b, b'.' | b'_' | b'e' | b'E') || exponent_sign {
                    i += 1;
                } else {
                    break;
                }
            }
            i
        };
        self.pos += len;
        if len == 0 || self.peek().is_some_and(is_ident_other) {
            self.pos = start;
            return Err(self.fault("expected a number"));
        }
        Ok(self.src[start..self.pos].replace('_', ""))
    }

    pub(super) fn string(&mut self) -> Result<String, Fault> {
        let start = self.pos;
        self.pos += 1;
        let mut out = String::new();
        loop {
            let run = self
                .rest()
                .iter()
                .take_while(|&&b| b != b'"' && b != b'\\')
                .count();
            out.push_str(&self.src[self.pos..self.pos + run]);
            self.pos += run;
            match self.peek() {
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(out);
                }
                Some(_) if self.continuation() => {}
                Some(_) => self.escape(&mut out, false)?,
                None => {
                    self.pos = start;
                    return Err(self.fault("a string that is never closed"));
                }
            }
        }
    }

    /// `r"…"`, `r#"…"#`: no escapes, ended by a quote and as many `#` as opened it.
    pub(super) fn raw_string(&mut self) -> Result<String, Fault> {
        let start = self.pos;
        self.pos += 1;
        let hashes = self.rest().iter().take_while(|&&b| b == b'#').count();
        self.pos += hashes;
        self.expect(b'"', "expected `\"` to open a raw string")?;
        let mut close = vec![b'"'];
        close.extend(std::iter::repeat_n(b'#', hashes));
        match self.rest().windows(close.len()).position(|w| w == close) {
            Some(len) => {
                let text = self.src[self.pos..self.pos + len].to_owned();
                self.pos += len + close.len();
                Ok(text)
            }
            None => {
                self.pos = start;
                Err(self.fault("a raw string that is never closed"))
            }
        }
    }

    pub(super) fn char(&mut self) -> Result<char, Fault> {
        self.pos += 1;
        let c = match self.peek() {
            Some(b'\\') => {
                let mut one = String::new();
                self.escape(&mut one, true)?;
                one.chars().next().unwrap_or('\0')
            }
            Some(_) => {
                let c = self.src[self.pos..].chars().next().unwrap_or('\0');
                self.pos += c.len_utf8();
                c
            }
            None => return Err(self.fault("the text ends inside a character")),
        };
        self.expect(b'\'', "expected `'` to close a character")?;
        Ok(c)
    }

    /// A string going on at the next line (at its backslash: `\` then a line's end): the
    /// line's end and the white space after it are no part of it, as in RON's reader.
    fn continuation(&mut self) -> bool {
        let after = &self.rest()[1..];
        let end = if after.starts_with(b"\r\n") {
            2
        } else if after.starts_with(b"\n") {
            1
        } else {
            return false;
        };
        self.pos += 1 + end;
        let white = self
            .rest()
            .iter()
            .take_while(|b| matches!(b, b' ' | b'\t' | b'\n' | b'\r'))
            .count();
        self.pos += white;
        true
    }

    /// One escape (at its backslash) onto `out`: RON's `\' \" \\ \n \r \t \0 \xHH \u{…}`.
    fn escape(&mut self, out: &mut String, one_char: bool) -> Result<(), Fault> {
        let start = self.pos;
        self.pos += 1;
        let plain = match self.peek() {
            Some(b'\'') => Some('\''),
            Some(b'"') => Some('"'),
            Some(b'\\') => Some('\\'),
            Some(b'n') => Some('\n'),
            Some(b'r') => Some('\r'),
            Some(b't') => Some('\t'),
            Some(b'0') => Some('\0'),
            _ => None,
        };
        if let Some(c) = plain {
            self.pos += 1;
            out.push(c);
            return Ok(());
        }
        let fault = |p: &mut Self, message: &str| {
            p.pos = start;
            Err(p.fault(message))
        };
        match self.peek() {
            Some(b'x') => {
                // Bytes of one UTF-8 character, each as `\xHH` (several only in a string).
                let mut bytes = Vec::new();
                loop {
                    self.pos += 1;
                    let hex = self
                        .rest()
                        .get(..2)
                        .and_then(|h| std::str::from_utf8(h).ok());
                    let Some(byte) = hex.and_then(|h| u8::from_str_radix(h, 16).ok()) else {
                        return fault(self, "expected two hex digits after `\\x`");
                    };
                    self.pos += 2;
                    bytes.push(byte);
                    if let Ok(s) = std::str::from_utf8(&bytes) {
                        out.push_str(s);
                        return Ok(());
                    }
                    if one_char || bytes.len() == 4 || !self.rest().starts_with(b"\\x") {
                        return fault(self, "not a valid byte-escaped character");
                    }
                    self.pos += 1;
                }
            }
            Some(b'u') => {
                self.pos += 1;
                if self.peek() != Some(b'{') {
                    return fault(self, "expected `{` in a Unicode escape");
                }
                self.pos += 1;
                let digits = self
                    .rest()
                    .iter()
                    .take_while(|b| b.is_ascii_hexdigit())
                    .count();
                let code = std::str::from_utf8(&self.rest()[..digits])
                    .ok()
                    .filter(|_| (1..=6).contains(&digits))
                    .and_then(|h| u32::from_str_radix(h, 16).ok())
                    .and_then(char::from_u32);
                self.pos += digits;
                match code {
                    Some(c) if self.peek() == Some(b'}') => {
                        self.pos += 1;
                        out.push(c);
                        Ok(())
                    }
                    _ => fault(self, "not a valid Unicode escape"),
                }
            }
            _ => fault(self, "an unknown escape"),
        }
    }
}
