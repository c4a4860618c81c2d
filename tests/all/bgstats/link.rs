//! The link BG Stats opens: its JSON decoded back whole, and names with any character
//! surviving the round trip.

use super::Logged;
use super::{decoded, json_of, link_json};
use coop_automa::app::bgstats::json::uri_component;
use coop_automa::app::bgstats::{CREATE_PLAY, Play};
use coop_automa::modes::duel::DuelResult;

/// Names a table may type: quotes, an ampersand, "ç", and everything a URL or JSON gives a
/// meaning to.
const NAMES: [&str; 8] = [
    r#"Zé "the cat" Gonçalves"#,
    "Ann & Ben",
    "100% + 1/2 ? #1 = ok",
    r"back\slash",
    "tab\there, line\nbreak",
    "bell\u{7}",
    "🎲 Dado",
    "ÇÃÕ ñ ü ß",
];

fn duel_of(names: &[&str]) -> DuelResult {
    let players: Vec<String> = names
        .iter()
        .enumerate()
        .map(|(i, n)| {
            format!(
                "(name:{n:?},score:Some({i}),out:None,turns:3,won:{})",
                i == 0
            )
        })
        .collect();
    ron::from_str(&format!(
        r#"(game_id:"20261128T100000-00000000000000bb-0000002a",date:1795862730,kingdom:DuelOnly,last_player:false,players:[{}])"#,
        players.join(",")
    ))
    .unwrap()
}

#[test]
fn the_link_is_the_create_play_page_with_the_plays_json_and_nothing_else() {
    let play: Play = duel_of(&["Ann", "Ben"]).play("Ann's kitchen");
    let link = play.link();
    assert!(link.starts_with("https://app.bgstatsapp.com/createPlay.html?data="));
    assert_eq!(CREATE_PLAY, "https://app.bgstatsapp.com/createPlay.html");
    // Decoded back, the very text of the play's JSON.
    assert_eq!(decoded(&link), play.json());
    assert_eq!(link_json(&link), json_of(&play));
    // Only what a URL's query value may hold as it is: no space, quote, "&", "#" or "+".
    let data = &link[CREATE_PLAY.len() + "?data=".len()..];
    assert!(
        data.bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"-_.!~*'()%".contains(&b)),
        "{data}"
    );
}

#[test]
fn a_name_with_any_character_survives_the_round_trip() {
    let play = duel_of(&NAMES).play(r#"Zé's "kitchen" & café"#);
    let back = link_json(&play.link());
    let names: Vec<&str> = back["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, NAMES);
    let ids: Vec<&str> = back["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["sourcePlayerId"].as_str().unwrap())
        .collect();
    assert_eq!(ids, NAMES, "a player is known again by their name");
    assert_eq!(back["location"], r#"Zé's "kitchen" & café"#);
    assert_eq!(back["players"][0]["winner"], true);
}

#[test]
fn uri_component_encodes_as_a_browser_does() {
    // What encodeURIComponent leaves as it is, and what it writes as %XX (UTF-8 bytes).
    assert_eq!(uri_component("AZaz09-_.!~*'()"), "AZaz09-_.!~*'()");
    assert_eq!(
        uri_component(" \"#$%&+,/:;<=>?@[\\]^`{|}"),
        "%20%22%23%24%25%26%2B%2C%2F%3A%3B%3C%3D%3E%3F%40%5B%5C%5D%5E%60%7B%7C%7D"
    );
    assert_eq!(uri_component("ç"), "%C3%A7");
    assert_eq!(uri_component("🎲"), "%F0%9F%8E%B2");
    assert_eq!(uri_component("\n\u{7f}"), "%0A%7F");
    assert_eq!(uri_component(""), "");
}
