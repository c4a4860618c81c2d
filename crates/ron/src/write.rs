//! RON text written through one path: a type's serde code runs against erased-serde's dynamic
//! serializer, so RON's writer is compiled once for all the saved types instead of once per
//! field type of each (saves of three modes, backups, results lines, settings): that copy was
//! about 140 KB of the web page's module. The text is RON's own, byte for byte.
//!
//! (The reader is not erased this way: erasing RON's reader wraps every type's visitor in
//! erased-serde's, which cost more than it saved, measured: the module 5% larger. `read` is a
//! reader of our own instead.)

use serde::Serialize;

/// How a laid-out text is laid out (RON's own).
pub use ron::ser::PrettyConfig;

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

#[cfg(test)]
mod tests {
    use crate::samples::every;

    /// The text written through the one erased writer is RON's own, byte for byte, for every
    /// kind of value the saves hold, on one line and laid out.
    #[test]
    fn the_text_is_rons_own_on_one_line_and_laid_out() {
        let value = every();
        assert_eq!(
            super::to_string(&value).unwrap(),
            ron::to_string(&value).unwrap()
        );
        let config = || ron::ser::PrettyConfig::new().depth_limit(2).indentor("  ");
        assert_eq!(
            super::to_string_pretty(&value, config()).unwrap(),
            ron::ser::to_string_pretty(&value, config()).unwrap()
        );
        assert!(
            super::to_string(&value)
                .unwrap()
                .contains("Named(card:'P',left:Some(4))")
        );
    }
}
