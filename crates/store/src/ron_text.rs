//! RON text written through one path: a type's serde code runs against erased-serde's dynamic
//! serializer, so RON's writer is compiled once for all the saved types instead of once per
//! field type of each (saves of three modes, backups, results lines, settings): that copy was
//! about 140 KB of the web page's module. The text is RON's own, byte for byte.
//!
//! Reading stays RON's generic code: erasing the reader wraps every type's visitor in
//! erased-serde's, which cost more than it saved (measured: the module 5% larger).

use serde::Serialize;

/// A value as RON text on one line, as `ron::to_string` writes it.
pub fn to_string<T: Serialize>(value: &T) -> Result<String, ron::Error> {
    ron::to_string(value as &dyn erased_serde::Serialize)
}

/// A value as RON text laid out by `config`, as `ron::ser::to_string_pretty` writes it.
pub fn to_string_pretty<T: Serialize>(
    value: &T,
    config: ron::ser::PrettyConfig,
) -> Result<String, ron::Error> {
    ron::ser::to_string_pretty(value as &dyn erased_serde::Serialize, config)
}
