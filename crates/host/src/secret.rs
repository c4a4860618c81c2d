//! The join secret the QR code carries: without it the host serves no game and no page but
//! the one that says to scan the code.

/// 128 random bits, as 32 hex digits (a URL carries them as they are).
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// A new secret from the system's random numbers.
    pub fn new() -> Self {
        Secret(format!("{:032x}", rand::random::<u128>()))
    }

    /// The secret a host was given (one kept across its restarts, so the devices' pages stay
    /// joined); `None` unless it is 32 hex digits.
    pub fn from_text(text: &str) -> Option<Self> {
        let ok = text.len() == 32 && text.bytes().all(|b| b.is_ascii_hexdigit());
        ok.then(|| Secret(text.to_ascii_lowercase()))
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// Whether `given` is the secret, compared in a time that does not tell how much of it
    /// was right.
    pub fn matches(&self, given: &str) -> bool {
        let (a, b) = (self.0.as_bytes(), given.as_bytes());
        a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
    }
}

impl Default for Secret {
    fn default() -> Self {
        Secret::new()
    }
}

impl std::fmt::Debug for Secret {
    // Never in a log: the secret is the key to every game.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Secret(…)")
    }
}
