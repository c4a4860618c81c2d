//! What the player entered and what then happened, in the table's language: the actions'
//! labels, "Undo: …" and "Redo: …", and the log's lines. Never a face-down card (P7, P29).

use super::names::{
    a_card, bought_words, card_name, curse, estate, instability_words, printed, verdict_words,
    why_words,
};
use crate::i18n::t;
use coop_automa_engine::Session;
use coop_automa_pyramid::{
    Action, Bought, Buy, CurseChange, CurseTo, Ending, Event, Fall, Fate, Pyramid, ReshuffleChoice,
    Setup,
};

/// An action in a few words, for buttons, the log and a save that cannot be replayed.
/// Knows only the setup; `applied_words` names the card too.
pub fn action_words(setup: &Setup, action: &Action) -> String {
    match *action {
        Action::Swap { a, b } => t!("pyramid-act-swap", a = a.name(), b = b.name()),
        Action::Redraw {
            first,
            second: None,
        } => t!("pyramid-act-redraw-one", place = first.name()),
        Action::Redraw {
            first,
            second: Some(second),
        } => t!(
            "pyramid-act-redraw-two",
            a = first.name(),
            b = second.name()
        ),
        Action::Turned { card } => t!("pyramid-act-turned", card = card_name(setup, card)),
        Action::StartTurn { outpost: false } => t!("pyramid-act-start"),
        Action::StartTurn { outpost: true } => t!("pyramid-act-start-outpost"),
        Action::Reshuffle {
            choice: ReshuffleChoice::TakeCurse,
        } => t!("pyramid-act-reshuffle-curse", curse = curse()),
        Action::Reshuffle {
            choice: ReshuffleChoice::AiScores,
        } => t!("pyramid-act-reshuffle-ai"),
        Action::SevenCards => t!("pyramid-act-seven"),
        Action::FourthAction => t!("pyramid-act-fourth"),
        Action::Buy(buy) => match buy {
            Buy::Gold { overpay } => t!(
                "pyramid-act-buy-treasure",
                card = bought_words(Bought::Gold),
                overpay = overpay
            ),
            Buy::Platinum { overpay } => t!(
                "pyramid-act-buy-treasure",
                card = bought_words(Bought::Platinum),
                overpay = overpay
            ),
            Buy::VictoryKingdom { cost, overpay } => {
                t!("pyramid-act-buy-victory", cost = cost, overpay = overpay)
            }
            Buy::Pyramid { place } => t!("pyramid-act-buy-place", place = place.name()),
            Buy::CurseEstate { place } => t!(
                "pyramid-act-curse-estate",
                estate = estate(),
                place = place.name()
            ),
        },
        Action::TopBonusMove { from, to } => {
            t!("pyramid-act-bonus-move", from = from.name(), to = to.name())
        }
        Action::TopBonusSwap { a, b } => {
            t!("pyramid-act-bonus-swap", a = a.name(), b = b.name())
        }
        Action::Gain { place } => t!("pyramid-act-gain", place = place.name()),
        Action::GiveCurse {
            to: CurseTo::Place(place),
        } => t!(
            "pyramid-act-curse-to",
            curse = curse(),
            place = place.name()
        ),
        Action::GiveCurse { to: CurseTo::Trash } => t!("pyramid-act-curse-trash", curse = curse()),
        Action::ScoreFrom { place } => t!("pyramid-act-score", place = place.name()),
        Action::CorrectCurses {
            change: CurseChange::Left,
        } => t!("pyramid-act-curse-left", curse = curse()),
        Action::CorrectCurses {
            change: CurseChange::Returned,
        } => t!("pyramid-act-curse-back", curse = curse()),
        Action::NoBuyPossible => t!("pyramid-act-no-buy"),
        Action::EndTurn { empty_piles } => t!("pyramid-act-end", piles = empty_piles),
        Action::Final(_) => t!("pyramid-act-final"),
    }
}

/// An applied action made exact by what it did: "AI scored Province from B2", "Bought
/// Duchy from M1", "Start turn 3". For "Undo: …" and "Redo: …".
pub fn applied_words(action: &Action, events: &[Event], setup: &Setup) -> String {
    for event in events {
        match (action, event) {
            (Action::ScoreFrom { .. }, Event::AiScored { card, place, .. }) => {
                return t!(
                    "pyramid-step-scored",
                    card = card_name(setup, *card),
                    place = place.name()
                );
            }
            (
                Action::Buy(Buy::Pyramid { .. }),
                Event::Bought {
                    what: Bought::Pyramid(card),
                    place: Some(place),
                    ..
                },
            ) => {
                return t!(
                    "pyramid-step-bought",
                    card = printed(*card),
                    place = place.name()
                );
            }
            (Action::Gain { .. }, Event::Gained { card, place, .. }) => {
                return t!(
                    "pyramid-step-gained",
                    card = printed(*card),
                    place = place.name()
                );
            }
            (Action::Turned { .. }, Event::Dealt { place, card }) => {
                return t!(
                    "pyramid-step-dealt",
                    card = card_name(setup, *card),
                    place = place.name()
                );
            }
            (Action::StartTurn { outpost: false }, Event::TurnStarted { turn, .. }) => {
                return t!("pyramid-step-start", turn = *turn);
            }
            (Action::StartTurn { outpost: true }, Event::TurnStarted { turn, .. }) => {
                return t!("pyramid-step-start-outpost", turn = *turn);
            }
            // "End turn 3"; the piles only when some were empty (short enough for Undo).
            (Action::EndTurn { empty_piles: 0 }, Event::TurnEnded { turn, .. }) => {
                return t!("pyramid-step-end", turn = *turn);
            }
            (Action::EndTurn { empty_piles }, Event::TurnEnded { turn, .. }) => {
                return t!("pyramid-step-end-piles", turn = *turn, piles = *empty_piles);
            }
            _ => {}
        }
    }
    action_words(setup, action)
}

/// What "Undo: …" (`undo`) or "Redo: …" names now; `None` with nothing to undo or redo.
pub fn step_words(game: &Session<Pyramid>, undo: bool) -> Option<String> {
    let setup = game.setup();
    if undo {
        game.history()
            .last_done()
            .map(|e| applied_words(&e.action, &e.events, setup))
    } else {
        game.history()
            .next_redo()
            .map(|u| applied_words(&u.action, &u.events, setup))
    }
}

/// One line of the log.
pub fn event_words(setup: &Setup, event: &Event) -> String {
    let name = |card| card_name(setup, card);
    match *event {
        Event::Swapped {
            a,
            b,
            card_a,
            card_b,
        } => t!(
            "pyramid-ev-swapped",
            card_a = name(card_a),
            a = a.name(),
            card_b = name(card_b),
            b = b.name()
        ),
        Event::SetAside { place, card } => {
            t!(
                "pyramid-ev-set-aside",
                card = name(card),
                place = place.name()
            )
        }
        Event::Redrawn { place, card } | Event::Refilled { place, card } => t!(
            "pyramid-ev-from-deck",
            place = place.name(),
            a_card = a_card(&name(card))
        ),
        Event::DeckShuffled { cards } if setup.own_deck => {
            t!("pyramid-ev-shuffle-yours", cards = cards)
        }
        Event::DeckShuffled { cards } => t!("pyramid-ev-shuffled", cards = cards),
        Event::Dealt { place, card } => t!(
            "pyramid-ev-dealt",
            place = place.name(),
            a_card = a_card(&name(card))
        ),
        Event::Turned { card, face_down } => {
            t!("pyramid-ev-turned", card = name(card), n = face_down)
        }
        Event::AttacksShuffledIn { cards } => t!(
            "pyramid-ev-attacks-in",
            n = cards,
            attacks = super::names::card_names(
                setup,
                coop_automa_pyramid::Card::Attack,
                usize::from(cards)
            )
        ),
        Event::TurnStarted {
            turn,
            outpost: false,
        } => t!("pyramid-ev-turn", turn = turn),
        Event::TurnStarted {
            turn,
            outpost: true,
        } => t!("pyramid-ev-turn-outpost", turn = turn),
        Event::Stable => t!("pyramid-ev-stable"),
        Event::Unstable { why } => t!("pyramid-ev-unstable", why = instability_words(why)),
        Event::Fell(Fall { card, from, to }) => t!(
            "pyramid-ev-fell",
            card = name(card),
            from = from.name(),
            to = to.name()
        ),
        Event::DeckRanOut { empty_places } => t!("pyramid-ev-ran-out", places = empty_places),
        Event::CurseTaken { left } => t!("pyramid-ev-curse-taken", curse = curse(), left = left),
        Event::AiOwes { count, asked, why } if asked > count => t!(
            "pyramid-ev-owes-cut",
            count = count,
            why = why_words(why),
            asked = asked
        ),
        Event::AiOwes { count, why, .. } => {
            t!("pyramid-ev-owes", count = count, why = why_words(why))
        }
        Event::AiScoresNothing { why: Some(why) } => {
            t!("pyramid-ev-nothing-for", why = why_words(why))
        }
        Event::AiScoresNothing { why: None } => t!("pyramid-ev-nothing-empty"),
        Event::AiScored { card, place, fate } => match fate {
            Fate::ScorePile => t!(
                "pyramid-ev-scored-pile",
                card = name(card),
                place = place.name()
            ),
            Fate::CurseTrashed { with: Some(top) } => t!(
                "pyramid-ev-scored-curse-with",
                curse = curse(),
                place = place.name(),
                a_card = a_card(&printed(top))
            ),
            Fate::CurseTrashed { with: None } => t!(
                "pyramid-ev-scored-curse-alone",
                curse = curse(),
                place = place.name()
            ),
            Fate::AttackTrashed => t!(
                "pyramid-ev-scored-attack",
                card = name(card),
                place = place.name()
            ),
        },
        Event::Bought { what, cost, place } => match (what, place) {
            (Bought::CurseEstate, Some(place)) => t!(
                "pyramid-ev-cursed-estate",
                estate = estate(),
                place = place.name(),
                curse = curse()
            ),
            (_, Some(place)) => t!(
                "pyramid-ev-bought-at",
                card = bought_words(what),
                place = place.name(),
                cost = cost
            ),
            (_, None) => t!(
                "pyramid-ev-bought",
                a_card = a_card(&bought_words(what)),
                cost = cost
            ),
        },
        Event::BonusMoved { card, from, to } => t!(
            "pyramid-ev-bonus-moved",
            card = name(card),
            from = from.name(),
            to = to.name()
        ),
        Event::BonusSwapped {
            a,
            b,
            card_a,
            card_b,
        } => t!(
            "pyramid-ev-bonus-swapped",
            card_a = name(card_a),
            a = a.name(),
            card_b = name(card_b),
            b = b.name()
        ),
        Event::Gained { card, place, cost } => t!(
            "pyramid-ev-gained",
            card = name(card),
            place = place.name(),
            cost = cost
        ),
        Event::CurseGiven { to, with, left } => match (to, with) {
            (CurseTo::Place(place), _) => t!(
                "pyramid-ev-curse-given-place",
                curse = curse(),
                place = place.name(),
                left = left
            ),
            (CurseTo::Trash, Some(top)) => t!(
                "pyramid-ev-curse-given-with",
                curse = curse(),
                a_card = a_card(&printed(top)),
                left = left
            ),
            (CurseTo::Trash, None) => {
                t!("pyramid-ev-curse-given-alone", curse = curse(), left = left)
            }
        },
        Event::EstateCursed { place } => t!(
            "pyramid-ev-estate-trashed",
            estate = estate(),
            place = place.name()
        ),
        Event::CursesCorrected { change, left } => match change {
            CurseChange::Left => t!("pyramid-ev-curse-left", curse = curse(), left = left),
            CurseChange::Returned => t!("pyramid-ev-curse-back", curse = curse(), left = left),
        },
        Event::TurnEnded { turn, empty_piles } => {
            t!("pyramid-ev-turn-ended", turn = turn, piles = empty_piles)
        }
        Event::GameOver { ending } => match ending {
            Ending::EndOfTurn {
                empty_piles,
                by_piles: true,
                by_pyramid: true,
            } => t!("pyramid-ev-over-both", piles = empty_piles),
            Ending::EndOfTurn {
                empty_piles,
                by_piles: true,
                ..
            } => t!("pyramid-ev-over-piles", piles = empty_piles),
            Ending::EndOfTurn { .. } => t!("pyramid-ev-over-pyramid"),
            Ending::NoBuyPossible => t!("pyramid-ev-over-no-buy"),
        },
        Event::Scored {
            to_beat,
            player,
            verdict,
        } => t!(
            "pyramid-ev-scored",
            to_beat = to_beat,
            player = player,
            verdict = verdict_words(verdict, setup.level)
        ),
    }
}
