//! Every sentence of the pyramid's screen, each from the state it describes (never kept
//! from an earlier frame), so the screen cannot say something the game no longer is.

use crate::app::kit::bar::Actor;
use crate::modes::pyramid::{
    Action, Adjustment, Card, Ending, Event, Phase, Place, PyramidGame, Row, Verdict, count,
};

/// What the table does now, in one line under the title.
pub fn step_line(game: &PyramidGame) -> String {
    let (owed, why) = game.owed();
    if owed > 0 {
        let row = game.lowest_row().map_or("the pyramid", Row::name);
        let why = why
            .map(|w| format!(" for {}", w.describe()))
            .unwrap_or_default();
        return format!(
            "The AI scores {}{why}: tap a lit card in {row}.",
            count(usize::from(owed), "card", "cards")
        );
    }
    match game.phase() {
        Phase::BeforeFirstTurn => {
            "Set up as dealt, or swap two cards or redraw one or two (once). Then draw your hand and start turn 1."
                .into()
        }
        Phase::BetweenTurns => format!(
            "Draw your next hand, then start turn {}. A reshuffle of your deck: enter it first.",
            game.turn() + 1
        ),
        Phase::Turn if game.top_bonus_available() => format!(
            "Turn {}: top bonus: you may move a VP card to an empty place or swap two (tap the tool).",
            game.turn()
        ),
        Phase::Turn => format!(
            "Turn {}: enter what the AI reacts to, most expensive buy first; then end the turn.",
            game.turn()
        ),
        Phase::Over => end_line(game),
    }
}

/// The end in one line: how it ended, and what is left to do.
pub fn end_line(game: &PyramidGame) -> String {
    match (game.ending(), game.verdict()) {
        (Some(Ending::NoBuyPossible), _) => {
            "Lost: no buy possible. The AI's score pile is face up.".into()
        }
        (Some(ending), Some(verdict)) => format!(
            "Game over, {}: {}.",
            how_it_ended(ending),
            verdict.describe_at(game.setup().level)
        ),
        (Some(ending), None) => format!(
            "Game over, {}: the AI's score pile is face up. Enter your counts to score.",
            how_it_ended(ending)
        ),
        (None, _) => "Game over.".into(),
    }
}

/// How the game ended, in the players' words (the rule numbers stay in the results record).
fn how_it_ended(ending: Ending) -> String {
    match ending {
        Ending::EndOfTurn {
            empty_piles,
            by_piles,
            by_pyramid,
        } => {
            let piles = count(
                usize::from(empty_piles),
                "supply pile empty",
                "supply piles empty",
            );
            match (by_piles, by_pyramid) {
                (true, true) => format!("{piles} and the pyramid and deck used up"),
                (true, false) => piles,
                _ => "the pyramid and deck used up".into(),
            }
        }
        Ending::NoBuyPossible => "no buy possible".into(),
    }
}

/// Before turn 1, once the one adjustment is made: what was done and how to change it.
pub fn adjustment_used(game: &PyramidGame) -> Option<&'static str> {
    if game.phase() != Phase::BeforeFirstTurn {
        return None;
    }
    match game.adjustment() {
        Adjustment::None => None,
        Adjustment::Swap => Some("Swap made. To choose another change, undo it."),
        Adjustment::Redraw => Some("Redraw made. To choose another change, undo it."),
    }
}

/// Who the big button's colour names: the player (the one seat) for their turns, the AI
/// while it is owed cards, nobody at the end.
pub(in crate::app) fn actor(game: &PyramidGame) -> Actor {
    if game.is_over() {
        Actor::Nobody
    } else if game.owed().0 > 0 {
        Actor::Automa
    } else {
        Actor::Seat(0)
    }
}

/// The big button's words now; `None` when it has nothing to do (picks are owed).
pub fn primary_label(game: &PyramidGame, outpost: bool, empty_piles: u8) -> Option<String> {
    if game.owed().0 > 0 {
        return None;
    }
    let outpost = if outpost { " (Outpost)" } else { "" };
    Some(match game.phase() {
        Phase::BeforeFirstTurn => format!("Start turn 1{outpost}"),
        Phase::BetweenTurns => format!("Start turn {}{outpost}", game.turn() + 1),
        Phase::Turn => format!(
            "End turn {} ({} empty)",
            game.turn(),
            count(usize::from(empty_piles), "pile", "piles")
        ),
        Phase::Over if game.verdict().is_none() => "Score the game".into(),
        Phase::Over => "New game".into(),
    })
}

/// The action of the big button, outside the end (where it scores or starts anew).
pub fn primary_action(game: &PyramidGame, outpost: bool, empty_piles: u8) -> Option<Action> {
    if game.owed().0 > 0 {
        return None;
    }
    match game.phase() {
        Phase::BeforeFirstTurn | Phase::BetweenTurns => Some(Action::StartTurn { outpost }),
        Phase::Turn => Some(Action::EndTurn { empty_piles }),
        Phase::Over => None,
    }
}

/// "Duchy $7": a card's name and its cost where it lies (P18); Curses and Attack cards by
/// name alone.
pub fn card_line(game: &PyramidGame, place: Place) -> Option<(String, Option<String>)> {
    let card = game.card_at(place)?;
    let name = game.setup().card_name(card).to_owned();
    Some((name, game.cost_at(place).map(|c| format!("${c}"))))
}

/// What the last action did to a place, for the tile's caption: "fell from M1", "new from
/// the deck", "moved from B2".
pub fn moved_to(game: &PyramidGame, place: Place) -> Option<String> {
    let (_, events) = game.log().next_back()?;
    events.iter().rev().find_map(|e| match *e {
        Event::Fell(f) if f.to == place => Some(format!("fell from {}", f.from.name())),
        Event::Refilled { place: p, .. } | Event::Redrawn { place: p, .. } if p == place => {
            Some("new from the deck".into())
        }
        Event::BonusMoved { to, from, .. } if to == place => {
            Some(format!("moved from {}", from.name()))
        }
        Event::BonusSwapped { a, b, .. } | Event::Swapped { a, b, .. } if a == place => {
            Some(format!("swapped with {}", b.name()))
        }
        Event::BonusSwapped { a, b, .. } | Event::Swapped { a, b, .. } if b == place => {
            Some(format!("swapped with {}", a.name()))
        }
        Event::CurseGiven {
            to: crate::modes::pyramid::CurseTo::Place(p),
            ..
        } if p == place => Some("Curse put here".into()),
        _ => None,
    })
}

/// The lines of what the last action did (the newest step of the log), for the panel
/// beside the pyramid; empty before the first action.
pub fn last_step(game: &PyramidGame) -> Vec<String> {
    let setup = game.setup();
    game.log()
        .next_back()
        .map(|(_, events)| events.iter().map(|e| e.describe(setup)).collect())
        .unwrap_or_default()
}

/// The score pile once face up (P7): "3 Provinces, 2 Duchies".
pub fn score_pile_line(cards: &[Card]) -> String {
    if cards.is_empty() {
        return "empty".into();
    }
    let parts: Vec<String> = Card::VP
        .iter()
        .rev()
        .filter_map(|&card| {
            let n = cards.iter().filter(|c| **c == card).count();
            (n > 0).then(|| count(n, card.name(), card.plural()))
        })
        .collect();
    parts.join(", ")
}

/// The verdict in large type: "WIN (level 2)", "LOSS".
pub fn verdict_title(verdict: Verdict) -> String {
    match verdict {
        Verdict::Victory(n) => format!("WIN (level {n})"),
        Verdict::Loss | Verdict::LossNoBuy => "LOSS".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::modes::pyramid::{Buy, Level, Mix, Setup};

    /// The big button's colour names who acts: the player, the AI while it is owed cards,
    /// nobody at the end.
    #[test]
    fn the_big_button_is_the_players_then_the_ais_then_nobodys() {
        let mut game = PyramidGame::new(Setup::new(Level::Normal, Mix::A, Some(3))).unwrap();
        assert_eq!(actor(&game), Actor::Seat(0), "before turn 1");
        game.apply(Action::StartTurn { outpost: false }).unwrap();
        assert_eq!(actor(&game), Actor::Seat(0), "the player's turn");
        game.apply(Action::Buy(Buy::Gold { overpay: 0 })).unwrap();
        assert!(game.owed().0 > 0);
        assert_eq!(actor(&game), Actor::Automa, "the AI is owed a card");
        game.undo().unwrap();
        game.apply(Action::NoBuyPossible).unwrap();
        assert_eq!(actor(&game), Actor::Nobody, "the game is over");
    }
}
