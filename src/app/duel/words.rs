//! The Duel screen's words, apart from drawing: what the status says, what a player drew
//! last, the end's title. Kept here so tests can read them without a screen.

use crate::modes::duel::{Change, DuelGame, Ending, Event, Outcome, PlayerScore, count};

/// "Bea's turn 3".
pub fn turn_line(game: &DuelGame) -> String {
    match game.outcome() {
        Some(outcome) => end_title(game, &outcome),
        None if game.is_over() => "Game over: type each player's VP".into(),
        None => {
            let p = game.current();
            format!("{}'s turn {}", game.name(p), game.turns(p) + 1)
        }
    }
}

/// What the table does now, for the quiet line under the status: "Bea's turn: draw curses and
/// enter changes as they happen, then end the turn."
pub fn now_line(game: &DuelGame) -> String {
    match game.outcome() {
        Some(_) => "The game is decided: start a new Duel when you are ready.".into(),
        None if game.is_over() => "A pile end: type each living player's VP, then Enter.".into(),
        None => format!(
            "{}'s turn: draw curses and enter changes as they happen, then end the turn.",
            game.name(game.current())
        ),
    }
}

/// What is left to draw: "Curse Deck: 38 cards", "Curse pile: 9", or that curses are tokens
/// now. Never the order or the kinds left (D3.3).
pub fn deck_line(game: &DuelGame) -> String {
    match game.curse_pile() {
        Some(0) => "Curse pile empty: a curse is a curse token".into(),
        Some(n) => format!("Curse pile: {n}"),
        None if game.deck_len() == 0 => "Curse Deck empty: a curse is a curse token".into(),
        None => format!("Curse Deck: {}", count(game.deck_len(), "card", "cards")),
    }
}

/// What a player drew last, if anything: "Contagion", "a curse token", "2 curse tokens".
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
        } if p == player => {
            let raid = if raid_token { " + curse token" } else { "" };
            Some(format!("{}{raid}", card.name()))
        }
        Event::CurseTokens {
            player: p, tokens, ..
        } if p == player => Some(count(usize::from(tokens), "curse token", "curse tokens")),
        Event::PileCurse {
            player: p,
            raid_token,
            ..
        } if p == player => {
            let raid = if raid_token { " + curse token" } else { "" };
            Some(format!("Curse{raid}"))
        }
        _ => None,
    })
}

/// "Cam wins: the last player left", "Alex wins with 14", "Alex and Bea share the win",
/// "Bea wins on fewer turns: 9 like Alex, 5 turns to 6".
pub fn end_title(game: &DuelGame, outcome: &Outcome) -> String {
    match outcome {
        Outcome::LastPlayer { winner } => {
            format!("{} wins: the last player left", game.name(*winner))
        }
        Outcome::Scored { scores, winners } => {
            let names: Vec<String> = winners.iter().map(|&p| game.name(p)).collect();
            let won = |p: &u8| winners.contains(p);
            let Some(first) = scores.iter().find(|s| won(&s.player)) else {
                return "Nobody wins".into();
            };
            let (best, turns) = (first.score, first.turns);
            // Players level on score who lost the tie-break by playing more turns (D11.2).
            let level: Vec<&PlayerScore> = scores
                .iter()
                .filter(|s| s.score == best && !won(&s.player))
                .collect();
            let more_turns = level.iter().map(|s| s.turns).min().unwrap_or(turns);
            let others: Vec<String> = level.iter().map(|s| game.name(s.player)).collect();
            match (names.as_slice(), others.is_empty()) {
                ([one], true) => format!("{one} wins with {}", signed(best)),
                ([one], false) => format!(
                    "{one} wins on fewer turns: {} like {}, {} to {more_turns}",
                    signed(best),
                    and_list(&others),
                    count(turns as usize, "turn", "turns")
                ),
                (_, true) => format!("{} share the win with {}", and_list(&names), signed(best)),
                (_, false) => format!(
                    "{} share the win on fewer turns: {} like {}, {} to {more_turns}",
                    and_list(&names),
                    signed(best),
                    and_list(&others),
                    count(turns as usize, "turn", "turns")
                ),
            }
        }
    }
}

/// Why the game ended, for the end screen.
pub fn ending_line(game: &DuelGame) -> Option<String> {
    Some(match game.ending()? {
        Ending::LastPlayer { .. } => {
            "Everyone else is eliminated: life points decide, VP play no part.".into()
        }
        Ending::Piles {
            province_empty: true,
            ..
        } => "The Province pile is empty. Type each living player's VP.".into(),
        Ending::Piles { empty_piles, .. } => format!(
            "{} are empty. Type each living player's VP.",
            count(usize::from(empty_piles), "supply pile", "supply piles")
        ),
    })
}

/// "Alex, Bea and Cam".
pub fn and_list(names: &[String]) -> String {
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    }
}

/// A number with the true minus sign: "−3", "12".
pub fn signed(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", -i64::from(n))
    } else {
        n.to_string()
    }
}

/// A life effect as shown on a button: "+6", "−2"; empty when there is none.
pub fn effect(n: i32) -> String {
    match n {
        0 => String::new(),
        n if n > 0 => format!("+{n}"),
        n => signed(n),
    }
}

/// A change's words on its button, short: "Province", "3 VP tokens", "Contagion".
pub fn change_short(change: Change) -> String {
    use crate::modes::duel::Victory;
    let victory = |v: Victory| match v {
        Victory::Estate => "Estate".to_owned(),
        Victory::Duchy => "Duchy".to_owned(),
        Victory::Province => "Province".to_owned(),
        Victory::Other(vp) => format!("{vp}-VP card"),
    };
    match change {
        Change::GainVictory(v) | Change::LoseVictory(v) => victory(v),
        // Tokens sit in one row: the verb says which way ("gains 2 VP tokens").
        Change::GainVpTokens(k) => {
            format!("gains {}", count(usize::from(k), "VP token", "VP tokens"))
        }
        Change::LoseVpTokens(k) => {
            format!("loses {}", count(usize::from(k), "VP token", "VP tokens"))
        }
        Change::GainCurseCard(c) | Change::LoseCurseCard(c) => c.name().to_owned(),
        Change::GainCurseTokens(k) => {
            format!(
                "gains {}",
                count(usize::from(k), "curse token", "curse tokens")
            )
        }
        Change::LoseCurseTokens(k) => {
            format!(
                "loses {}",
                count(usize::from(k), "curse token", "curse tokens")
            )
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A mixed game shows no life effect on the buttons: the words alone must tell gaining
    /// tokens from losing them (D5.1).
    #[test]
    fn d5_1_token_buttons_say_which_way_without_a_life_effect() {
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
        let setup = crate::modes::duel::Setup::new(
            &["Alex", "Bea", "Cam"],
            crate::modes::duel::Kingdom::DuelOnly,
            Some(1),
        );
        let game = DuelGame::new(setup).unwrap();
        let winners = crate::modes::duel::winners(&scores);
        end_title(&game, &Outcome::Scored { scores, winners })
    }

    /// D11.2: the title says when the win came from the tie-break, not only the score.
    #[test]
    fn d11_2_a_tie_broken_by_turns_says_so() {
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
