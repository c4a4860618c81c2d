//! Every sentence of the pyramid's screen, each from the state it describes (never kept
//! from an earlier frame), so the screen cannot say something the game no longer is; and
//! the words of the rules' data (actions, steps, events, refusals, names), from the
//! catalog `assets/i18n/<lang>/pyramid.ftl`.

use coop_automa_engine::ModeGame;
use coop_automa_pyramid::PyramidSession;
mod errors;
mod names;
mod steps;

pub use errors::error_words;
pub(crate) use names::{a_card, curse, estate, named};
pub use names::{
    bought_words, card_name, card_names, cost_words, instability_words, level_words, row_words,
    verdict_title, verdict_words, why_words,
};
pub use steps::{action_words, applied_words, event_words, step_words};

use crate::bar::Actor;
use crate::i18n::t;
use coop_automa_engine::Session;
use coop_automa_pyramid::{
    Action, Adjustment, Card, CurseTo, Ending, Event, Phase, Place, Pyramid, PyramidGame,
};

/// What the game is, for a list: "Solo pyramid, Normal, mix A".
pub fn title_words(game: &Session<Pyramid>) -> String {
    let setup = game.setup();
    t!(
        "pyramid-title",
        level = level_words(setup.level),
        mix = mix_name(setup.mix)
    )
}

/// How far it got: "before turn 1", "turn 4".
pub fn progress_words(game: &Session<Pyramid>) -> String {
    match game.turn() {
        0 => t!("pyramid-progress-before"),
        n => t!("pyramid-progress-turn", turn = n),
    }
}

/// What the table does now, in one line under the title.
pub fn step_line(game: &PyramidGame) -> String {
    let (owed, why) = game.owed();
    if owed > 0 {
        let row = game
            .lowest_row()
            .map_or_else(|| t!("pyramid-row-none"), row_words);
        return match why {
            Some(why) => t!(
                "pyramid-line-owed-for",
                count = owed,
                why = why_words(why),
                row = row
            ),
            None => t!("pyramid-line-owed", count = owed, row = row),
        };
    }
    match game.phase() {
        // The table's own deck, being dealt: the dialog asks for each place's card.
        Phase::BeforeFirstTurn if game.to_deal().is_some() => t!("pyramid-line-dealing"),
        // The table's Attack cards go into its deck at Start turn 1 (and come out again if
        // that is undone).
        Phase::BeforeFirstTurn if game.setup().own_deck && game.setup().level.attacks() > 0 => {
            t!(
                "pyramid-line-before-own",
                n = game.setup().level.attacks(),
                attacks = card_names(
                    game.setup(),
                    coop_automa_pyramid::Card::Attack,
                    usize::from(game.setup().level.attacks())
                )
            )
        }
        Phase::BeforeFirstTurn => t!("pyramid-line-before"),
        Phase::BetweenTurns => t!("pyramid-line-between", turn = game.turn() + 1),
        Phase::Turn if game.top_bonus_available() => {
            t!("pyramid-line-bonus", turn = game.turn())
        }
        Phase::Turn => t!("pyramid-line-turn", turn = game.turn()),
        Phase::Over => end_line(game),
    }
}

/// The end in one line: how it ended, and what is left to do.
pub fn end_line(game: &PyramidGame) -> String {
    match (game.ending(), game.verdict()) {
        (Some(Ending::NoBuyPossible), _) => t!("pyramid-end-line-no-buy"),
        (Some(ending), Some(verdict)) => t!(
            "pyramid-end-line-scored",
            how = how_it_ended(ending),
            verdict = verdict_words(verdict, game.setup().level)
        ),
        (Some(ending), None) => t!("pyramid-end-line-unscored", how = how_it_ended(ending)),
        (None, _) => t!("pyramid-end-line-over"),
    }
}

/// How the game ended, in the players' words (the rule numbers stay in the results record).
fn how_it_ended(ending: Ending) -> String {
    match ending {
        Ending::EndOfTurn {
            empty_piles,
            by_piles: true,
            by_pyramid: true,
        } => t!("pyramid-how-both", piles = empty_piles),
        Ending::EndOfTurn {
            empty_piles,
            by_piles: true,
            ..
        } => t!("pyramid-how-piles", piles = empty_piles),
        Ending::EndOfTurn { .. } => t!("pyramid-how-pyramid"),
        Ending::NoBuyPossible => t!("pyramid-how-no-buy"),
    }
}

/// Before turn 1, once the one adjustment is made: what was done and how to change it.
pub fn adjustment_used(game: &PyramidGame) -> Option<String> {
    if game.phase() != Phase::BeforeFirstTurn {
        return None;
    }
    match game.adjustment() {
        Adjustment::None => None,
        Adjustment::Swap => Some(t!("pyramid-swap-made")),
        Adjustment::Redraw => Some(t!("pyramid-redraw-made")),
    }
}

/// Who the big button's colour names: the player (the one seat) for their turns, the AI
/// while it is owed cards, nobody at the end.
pub fn actor(game: &PyramidGame) -> Actor {
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
    let start = |turn: u32| {
        if outpost {
            t!("pyramid-step-start-outpost", turn = turn)
        } else {
            t!("pyramid-step-start", turn = turn)
        }
    };
    Some(match game.phase() {
        Phase::BeforeFirstTurn => start(1),
        Phase::BetweenTurns => start(game.turn() + 1),
        Phase::Turn => t!("pyramid-big-end", turn = game.turn(), piles = empty_piles),
        Phase::Over if game.verdict().is_none() => t!("pyramid-big-score"),
        Phase::Over => t!("big-new-game"),
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
    let name = card_name(game.setup(), card);
    Some((name, game.cost_at(place).map(cost_words)))
}

/// What the last action did to a place, for the tile's caption: "fell from M1", "new from
/// the deck", "moved from B2".
pub fn moved_to(game: &PyramidGame, place: Place) -> Option<String> {
    let (_, events) = game.log().next_back()?;
    events.iter().rev().find_map(|e| match *e {
        Event::Fell(f) if f.to == place => Some(t!("pyramid-moved-fell", place = f.from.name())),
        Event::Refilled { place: p, .. } | Event::Redrawn { place: p, .. } if p == place => {
            Some(t!("pyramid-moved-new"))
        }
        Event::BonusMoved { to, from, .. } if to == place => {
            Some(t!("pyramid-moved-moved", place = from.name()))
        }
        Event::BonusSwapped { a, b, .. } | Event::Swapped { a, b, .. } if a == place => {
            Some(t!("pyramid-moved-swapped", place = b.name()))
        }
        Event::BonusSwapped { a, b, .. } | Event::Swapped { a, b, .. } if b == place => {
            Some(t!("pyramid-moved-swapped", place = a.name()))
        }
        Event::CurseGiven {
            to: CurseTo::Place(p),
            ..
        } if p == place => Some(t!("pyramid-moved-curse", curse = names::curse())),
        _ => None,
    })
}

/// The lines of what the last action did (the newest step of the log), for the panel
/// beside the pyramid; empty before the first action.
pub fn last_step(game: &PyramidGame) -> Vec<String> {
    let setup = game.setup();
    game.log()
        .next_back()
        .map(|(_, events)| events.iter().map(|e| event_words(setup, e)).collect())
        .unwrap_or_default()
}

/// The score pile once face up (P7): "3 Provinces, 2 Duchies".
pub fn score_pile_line(cards: &[Card]) -> String {
    if cards.is_empty() {
        return t!("pyramid-pile-empty");
    }
    let parts: Vec<String> = Card::VP
        .iter()
        .rev()
        .filter_map(|&card| {
            let n = cards.iter().filter(|c| **c == card).count();
            (n > 0).then(|| {
                t!(
                    "pyramid-pile-count",
                    count = n,
                    cards = names::named(card, None, n)
                )
            })
        })
        .collect();
    parts.join(", ")
}

/// "A", "B" or "12/9/6/3".
pub fn mix_name(mix: coop_automa_pyramid::Mix) -> String {
    match mix.preset() {
        Some(p) => p.to_owned(),
        None => format!(
            "{}/{}/{}/{}",
            mix.estates, mix.duchies, mix.provinces, mix.colonies
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use coop_automa_pyramid::{Buy, Level, Mix, Setup};

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
