//! The Duel's words, apart from drawing, every one from the catalog (`assets/i18n/<lang>/
//! duel.ftl`): what the status says, what a player drew last, the end's title, and the
//! rules' data worded (`log`: actions, steps, events; `refusal`: errors). The functions the
//! shared code will call are `action_words`, `step_words`, `error_words`,
//! `title_words`, `progress_words` and `who_words`. Kept here so tests can read them without
//! a screen.

use coop_automa_duel::DuelSession;
use coop_automa_engine::ModeGame;
mod checklist;
mod log;
mod refusal;

pub use checklist::{checklist_words, kingdom_words};
pub use log::{
    action_words, attack_words, change_words, event_words, report_words, signed, step_label_words,
    step_words, victory_words, warrior_words,
};
pub use refusal::error_words;

use crate::card_names::CardName;
use crate::i18n::{self, t};
use crate::kit::verdict::Verdict;
use coop_automa_duel::{Change, Duel, DuelGame, Ending, Event, Kingdom, Outcome, PlayerScore};
use coop_automa_engine::Session;

/// What the game is, for a list: "Duel, Duel cards only".
pub fn title_words(game: &Session<Duel>) -> String {
    match game.setup().kingdom {
        Kingdom::DuelOnly => t!("duel-title-duel-only"),
        Kingdom::Mixed => t!("duel-title-mixed"),
    }
}

/// "Ben's turn 2" while it is played; once over, the turn it ended in, never a turn that
/// will not come: a pile end comes as a turn ends (D10.2), the last player left may win in
/// the middle of someone's turn (D7.4).
pub fn progress_words(game: &Session<Duel>) -> String {
    let current = game.current();
    let name = game.name(current);
    let ended = game.turns(current);
    match game.ending() {
        None => t!("duel-progress-turn", name = name, turn = ended + 1),
        Some(Ending::Piles { .. }) => t!("duel-progress-ended-after", name = name, turn = ended),
        Some(Ending::LastPlayer { .. }) => {
            t!("duel-progress-ended-in", name = name, turn = ended + 1)
        }
    }
}

/// Who plays: "Alex, Bea and Cam".
pub fn who_words(game: &Session<Duel>) -> String {
    let names: Vec<String> = (0..game.player_count() as u8)
        .map(|p| game.name(p))
        .collect();
    and_list(&names)
}

/// "Bea's turn 3".
pub fn turn_line(game: &DuelGame) -> String {
    match game.outcome() {
        Some(outcome) => end_title(game, &outcome),
        None if game.is_over() => t!("duel-turn-line-over"),
        None => {
            let p = game.current();
            t!(
                "duel-turn-line",
                name = game.name(p),
                turn = game.turns(p) + 1
            )
        }
    }
}

/// What the table does now, for the quiet line under the status: "Bea's turn: draw curses and
/// enter changes as they happen, then end the turn."
pub fn now_line(game: &DuelGame) -> String {
    match game.outcome() {
        Some(_) => t!("duel-now-decided"),
        None if game.is_over() => t!("duel-now-pile-end"),
        None => t!("duel-now-turn", name = game.name(game.current())),
    }
}

/// What is left to draw: "Curse Deck: 38 cards", "Curse pile: 9", or that curses are tokens
/// now. Never the order or the kinds left (D3.3).
pub fn deck_line(game: &DuelGame) -> String {
    match game.curse_pile() {
        Some(0) => t!("duel-deck-line-pile-empty"),
        Some(n) => t!("duel-deck-line-pile", n = n),
        None if game.deck_len() == 0 => t!("duel-deck-line-deck-empty"),
        None => t!("duel-deck-line-deck", n = game.deck_len()),
    }
}

/// What a player drew last, if anything: "Contagion", "1 curse token", "2 curse tokens".
pub fn last_drawn(game: &DuelGame, player: u8) -> Option<String> {
    game.log()
        .rev()
        .find_map(|(_, events)| drawn_in(events, player))
}

/// What a player drew in the last action, if anything: the card to take now.
pub fn just_drawn(game: &DuelGame, player: u8) -> Option<String> {
    game.log()
        .next_back()
        .and_then(|(_, events)| drawn_in(events, player))
}

/// The last thing `player` drew in one action's events.
fn drawn_in(events: &[Event], player: u8) -> Option<String> {
    events.iter().rev().find_map(|event| match *event {
        Event::Drew {
            player: p,
            card,
            raid_token,
            ..
        } if p == player => Some(drawn_card(card.card_name(), raid_token)),
        Event::CurseTokens {
            player: p, tokens, ..
        } if p == player => Some(t!("duel-curse-tokens", n = tokens)),
        Event::PileCurse {
            player: p,
            raid_token,
            ..
        } if p == player => Some(drawn_card(
            coop_automa_duel::CurseCard::Curse.card_name(),
            raid_token,
        )),
        _ => None,
    })
}

/// "Contagion", "Contagion + curse token".
fn drawn_card(card: String, raid_token: bool) -> String {
    if raid_token {
        t!("duel-drawn-raid", card = card)
    } else {
        card
    }
}

/// The verdict at the top of the end: "Alex wins", "Alex and Bea win", "Nobody wins".
pub fn verdict_words(game: &DuelGame, outcome: &Outcome) -> (String, Verdict) {
    let winners: Vec<u8> = match outcome {
        Outcome::LastPlayer { winner } => vec![*winner],
        Outcome::Scored { winners, .. } => winners.clone(),
    };
    if winners.is_empty() {
        return (t!("duel-verdict-nobody"), Verdict::Neither);
    }
    let names: Vec<String> = winners.iter().map(|&p| game.name(p)).collect();
    (
        t!(
            "duel-verdict-wins",
            names = and_list(&names),
            n = names.len()
        ),
        Verdict::Win,
    )
}

/// "Cam wins: the last player left", "Alex wins with 14", "Alex and Bea share the win",
/// "Bea wins on fewer turns: 9 like Alex, 5 turns to 6".
pub fn end_title(game: &DuelGame, outcome: &Outcome) -> String {
    match outcome {
        Outcome::LastPlayer { winner } => t!("duel-end-last-player", name = game.name(*winner)),
        Outcome::Scored { scores, winners } => {
            let names: Vec<String> = winners.iter().map(|&p| game.name(p)).collect();
            let won = |p: &u8| winners.contains(p);
            let Some(first) = scores.iter().find(|s| won(&s.player)) else {
                return t!("duel-end-nobody");
            };
            let (best, turns) = (first.score, first.turns);
            // Players level on score who lost the tie-break by playing more turns (D11.2).
            let level: Vec<&PlayerScore> = scores
                .iter()
                .filter(|s| s.score == best && !won(&s.player))
                .collect();
            let more_turns = level.iter().map(|s| s.turns).min().unwrap_or(turns);
            let others: Vec<String> = level.iter().map(|s| game.name(s.player)).collect();
            let one = names.len() == 1;
            match (one, others.is_empty()) {
                (true, true) => t!(
                    "duel-end-wins-with",
                    name = and_list(&names),
                    score = signed(best)
                ),
                (true, false) => t!(
                    "duel-end-wins-on-turns",
                    name = and_list(&names),
                    score = signed(best),
                    others = and_list(&others),
                    turns = turns,
                    more = more_turns
                ),
                (false, true) => t!(
                    "duel-end-share-with",
                    names = and_list(&names),
                    score = signed(best)
                ),
                (false, false) => t!(
                    "duel-end-share-on-turns",
                    names = and_list(&names),
                    score = signed(best),
                    others = and_list(&others),
                    turns = turns,
                    more = more_turns
                ),
            }
        }
    }
}

/// Why the game ended, for the end screen: with what is left to do while the VP are still
/// to be typed, and only what happened once the verdict is in.
pub fn ending_line(game: &DuelGame) -> Option<String> {
    let decided = game.outcome().is_some();
    Some(match game.ending()? {
        Ending::LastPlayer { .. } => t!("duel-ending-last-player"),
        Ending::Piles {
            province_empty: true,
            ..
        } if decided => t!("duel-ended-province"),
        Ending::Piles {
            province_empty: true,
            ..
        } => t!("duel-ending-province"),
        Ending::Piles { empty_piles, .. } if decided => t!("duel-ended-piles", n = empty_piles),
        Ending::Piles { empty_piles, .. } => t!("duel-ending-piles", n = empty_piles),
    })
}

/// "Alex, Bea and Cam", joined by the catalog's words.
pub fn and_list(names: &[String]) -> String {
    i18n::and_list(names)
}

/// A life effect as shown on a button: "+6", "−2"; empty when there is none.
pub fn effect(n: i32) -> String {
    match n {
        0 => String::new(),
        n if n > 0 => format!("+{n}"),
        n => signed(n),
    }
}

/// A change's words on its button, short: "Province", "gains 3 VP tokens", "Contagion".
pub fn change_short(change: Change) -> String {
    use coop_automa_duel::Victory;
    let victory = |v: Victory| match v {
        Victory::Estate => i18n::card("card-estate"),
        Victory::Duchy => i18n::card("card-duchy"),
        Victory::Province => i18n::card("card-province"),
        Victory::Other(vp) => t!("duel-short-other-victory", vp = vp),
    };
    match change {
        Change::GainVictory(v) | Change::LoseVictory(v) => victory(v),
        // Tokens sit in one row: the verb says which way ("gains 2 VP tokens").
        Change::GainVpTokens(_)
        | Change::LoseVpTokens(_)
        | Change::GainCurseTokens(_)
        | Change::LoseCurseTokens(_) => change_words(change),
        Change::GainCurseCard(c) | Change::LoseCurseCard(c) => c.card_name(),
    }
}

/// "1 curse token", "2 curse tokens".
pub fn curse_tokens(n: u32) -> String {
    t!("duel-curse-tokens", n = n)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mixed game shows no life effect on the buttons: the words alone must tell gaining
    /// tokens from losing them (D5.1).
    #[test]
    fn d5_1_token_buttons_say_which_way_without_a_life_effect() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        for k in [1u8, 3] {
            let gain = change_short(Change::GainVpTokens(k));
            let lose = change_short(Change::LoseVpTokens(k));
            assert!(
                gain.starts_with("gains ") && lose.starts_with("loses "),
                "{gain} {lose}"
            );
            assert_ne!(gain, lose);
            let gain = change_short(Change::GainCurseTokens(k));
            let lose = change_short(Change::LoseCurseTokens(k));
            assert!(
                gain.starts_with("gains ") && lose.starts_with("loses "),
                "{gain} {lose}"
            );
        }
        assert_eq!(change_short(Change::GainVpTokens(1)), "gains 1 VP token");
    }

    fn score(player: u8, score: i32, turns: u32) -> PlayerScore {
        PlayerScore {
            player,
            vp: score,
            curse_tokens: 0,
            score,
            turns,
            life_check: None,
        }
    }

    fn title(scores: Vec<PlayerScore>) -> String {
        let setup = coop_automa_duel::Setup::new(
            &["Alex", "Bea", "Cam"],
            coop_automa_duel::Kingdom::DuelOnly,
            Some(1),
        );
        let game = DuelGame::new(setup).unwrap();
        let winners = coop_automa_duel::winners(&scores);
        end_title(&game, &Outcome::Scored { scores, winners })
    }

    /// D11.2: the title says when the win came from the tie-break, not only the score.
    #[test]
    fn d11_2_a_tie_broken_by_turns_says_so() {
        crate::i18n::set(crate::i18n::Lang::En, None);
        assert_eq!(
            title(vec![score(0, 9, 6), score(1, 9, 5), score(2, 4, 5)]),
            "Bea wins on fewer turns: 9 like Alex, 5 turns to 6"
        );
        assert_eq!(
            title(vec![score(0, 9, 6), score(1, 10, 6), score(2, 4, 5)]),
            "Bea wins with 10"
        );
        assert_eq!(
            title(vec![score(0, 9, 5), score(1, 9, 5), score(2, 4, 5)]),
            "Alex and Bea share the win with 9"
        );
        assert_eq!(
            title(vec![score(0, 9, 5), score(1, 9, 5), score(2, 9, 6)]),
            "Alex and Bea share the win on fewer turns: 9 like Cam, 5 turns to 6"
        );
    }
}
