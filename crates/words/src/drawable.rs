//! Text from outside the app (a player's name typed or read from a hand-edited file, a file's
//! name) as the app can draw it: a control character (a newline, a tab, a NUL) becomes a
//! space, so a name never breaks a line it stands in; a character the app's font does not
//! have (an emoji, a script it does not carry) becomes "?", seen, never a blank.

use std::borrow::Cow;

/// The characters the app's font has in all its families (what scripts/make-fonts.sh kept of
/// its ranges: the font lacks a few of them; the glyph test checks both sides of every range
/// against the font).
pub const DRAWN: &[(char, char)] = &[
    ('\u{20}', '\u{7E}'),
    ('\u{A0}', '\u{AC}'),
    ('\u{AE}', '\u{B4}'),
    ('\u{B6}', '\u{107}'),
    ('\u{10A}', '\u{113}'),
    ('\u{116}', '\u{11B}'),
    ('\u{11E}', '\u{123}'),
    ('\u{126}', '\u{127}'),
    ('\u{12A}', '\u{12B}'),
    ('\u{12E}', '\u{133}'),
    ('\u{136}', '\u{137}'),
    ('\u{139}', '\u{13E}'),
    ('\u{141}', '\u{148}'),
    ('\u{150}', '\u{155}'),
    ('\u{158}', '\u{15B}'),
    ('\u{15E}', '\u{165}'),
    ('\u{16A}', '\u{16B}'),
    ('\u{16E}', '\u{17E}'),
    ('\u{218}', '\u{21B}'),
    ('\u{2009}', '\u{2009}'),
    ('\u{200B}', '\u{200F}'),
    ('\u{2013}', '\u{2014}'),
    ('\u{2018}', '\u{201A}'),
    ('\u{201C}', '\u{201E}'),
    ('\u{2020}', '\u{2022}'),
    ('\u{2026}', '\u{2026}'),
    ('\u{202A}', '\u{2030}'),
    ('\u{2039}', '\u{203A}'),
    ('\u{2060}', '\u{2064}'),
    ('\u{2066}', '\u{206F}'),
    ('\u{20AC}', '\u{20AC}'),
    ('\u{2122}', '\u{2122}'),
    ('\u{2212}', '\u{2212}'),
    ('\u{2248}', '\u{2248}'),
    ('\u{2260}', '\u{2260}'),
    ('\u{2264}', '\u{2265}'),
];

/// The mark a character the font lacks is drawn as.
pub const MISSING: char = '?';

/// Whether the app's font has `c`.
pub fn has(c: char) -> bool {
    DRAWN.iter().any(|&(lo, hi)| lo <= c && c <= hi)
}

/// `text` as the app can draw it on one line (see the module's words); itself when it is.
pub fn drawable(text: &str) -> Cow<'_, str> {
    if text.chars().all(has) {
        return Cow::Borrowed(text);
    }
    Cow::Owned(
        text.chars()
            .map(|c| {
                if c.is_control() {
                    ' '
                } else if has(c) {
                    c
                } else {
                    MISSING
                }
            })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Issue 61: every kind of control character becomes a space, a character the font lacks
    /// a "?", and a name the font has stays as it is (borrowed).
    #[test]
    fn names_as_the_app_can_draw_them() {
        assert!(matches!(drawable("João Ñandú ș"), Cow::Borrowed(_)));
        for control in [
            '\n', '\r', '\t', '\0', '\u{7}', '\u{7F}', '\u{85}', '\u{9F}',
        ] {
            assert_eq!(
                drawable(&format!("Ann{control}Bea")),
                "Ann Bea",
                "{control:?}"
            );
        }
        // (Made of code points: the glyph test reads every literal of the source.)
        let chars = |points: &[u32]| -> String {
            points.iter().filter_map(|&p| char::from_u32(p)).collect()
        };
        let emoji = chars(&[0x1F600]);
        assert_eq!(drawable(&format!("Bea {emoji}")), "Bea ?");
        assert_eq!(drawable(&chars(&[0x391, 0x3BB, 0x3AD])), "???");
        // Both sides of a range's ends: the first and last drawn, the first not.
        let edges = chars(&[0x17E, 0x17F, 0x218, 0x21C]);
        let kept = |p| chars(&[p]);
        assert_eq!(
            drawable(&edges),
            format!("{}?{}?", kept(0x17E), kept(0x218))
        );
    }
}
