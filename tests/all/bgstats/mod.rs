//! "Log this play in BG Stats" (issue 44): the play of one finished game of each mode as BG
//! Stats reads it, compared whole to values written by hand; the link decoded back to it;
//! names with any character; the press on every end screen and every game in Results.

mod json;
mod link;
mod press;
mod properties;

use coop_automa::app::bgstats::{CREATE_PLAY, Play};
use coop_automa::app::{coop, duel, pyramid};
use coop_automa::modes::{coop::CoopResult, duel::DuelResult, pyramid::PyramidResult};

/// A mode's record as its screens log it in BG Stats (`<mode>::bgstats::play`).
pub trait Logged {
    fn play(&self, table_name: &str) -> Play;
}

impl Logged for CoopResult {
    fn play(&self, table_name: &str) -> Play {
        coop::logged::play(self, table_name)
    }
}

impl Logged for PyramidResult {
    fn play(&self, table_name: &str) -> Play {
        pyramid::logged::play(self, table_name)
    }
}

impl Logged for DuelResult {
    fn play(&self, table_name: &str) -> Play {
        duel::logged::play(self, table_name)
    }
}

/// The link's JSON: its `data` value, percent-decoded (written here, apart from the app's
/// encoder: `%XX` bytes, then UTF-8).
pub fn decoded(link: &str) -> String {
    let query = link
        .strip_prefix(&format!("{CREATE_PLAY}?data="))
        .unwrap_or_else(|| panic!("not a createPlay link: {link}"));
    let bytes = query.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap();
            out.push(u8::from_str_radix(hex, 16).unwrap());
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).expect("UTF-8")
}

/// The link's JSON, parsed.
pub fn link_json(link: &str) -> serde_json::Value {
    serde_json::from_str(&decoded(link)).expect("the link holds JSON")
}

/// A play's JSON, parsed.
pub fn json_of(play: &Play) -> serde_json::Value {
    serde_json::from_str(&play.json()).expect("a play is JSON")
}
