//! The coop's words, from the catalog (`assets/i18n/<lang>/coop.ftl`): what the rules return
//! as data (actions, steps, events, end reasons, States, the setup's checklist)
//! worded in the table's language, card names in the language of the table's cards.

use crate::card_names::CardName;
use crate::i18n::{self, t};
use coop_automa_coop::CoopSession;
use coop_automa_coop::{
    Action, Change, Coop, EndReason, Event, Kingdom, PileKind, PlayerStates, Seat, Setup,
    StateCard, Step, SupplyPile, Treasure,
};
use coop_automa_engine::Session;

/// "3 Provinces", "1 Duchy": a count of a supply card, named as the table's cards are.
pub fn pile_count(pile: SupplyPile, n: usize) -> String {
    t!("coop-count-cards", n = n, card = pile.card_names(n))
}

/// The automa's cards (`held`: "2 Duchies, 0 Provinces") with what they are worth to it
/// (R19), as the play screen says them: "2 Duchies, 0 Provinces (6 points each)" (a Duchy is
/// 6 to it, not 3).
pub fn held_worth(setup: &Setup, held: &str) -> String {
    if setup.colonies {
        let colony = SupplyPile::Colony.card_names(1);
        t!("coop-held-worth-colonies", held = held, colony = colony)
    } else {
        t!("coop-held-worth", held = held)
    }
}

/// "6 Copper", "6 Cobres": treasures counted, named as the table's cards are.
pub(super) fn treasure_count(treasure: Treasure, n: usize) -> String {
    t!("coop-count-cards", n = n, card = treasure.card_names(n))
}

/// "12 Provinces, 4 Duchies": a Province/Duchy step (R8).
pub fn counts_words(step: Step) -> String {
    t!(
        "coop-counts",
        provinces = pile_count(SupplyPile::Province, usize::from(step.provinces)),
        duchies = pile_count(SupplyPile::Duchy, usize::from(step.duchies))
    )
}

/// An action's few words, for a button, the log and a save that cannot be replayed.
pub fn action_words(setup: &Setup, action: &Action) -> String {
    match *action {
        Action::EndTurn => t!("coop-action-end-turn"),
        Action::ExtraTurn => t!("coop-action-extra-turn"),
        Action::ExtraTurnFor { seat } => t!("coop-action-extra-turn-for", name = setup.name(seat)),
        Action::AutomaStep => t!("coop-action-automa-step"),
        Action::AutomaStepTurned { card } => t!("coop-action-turned", card = card.card_name()),
        Action::AutomaDone => t!("coop-action-automa-done"),
        Action::AttackPlayed => t!("coop-action-attack"),
        Action::Supply { pile, change } => match change {
            Change::Take => t!("coop-action-taken", card = pile.card_name()),
            Change::PutBack => t!("coop-action-put-back", card = pile.card_name()),
        },
        Action::OtherEmptyPile { change } => match change {
            Change::Take => t!("coop-action-other-emptied"),
            Change::PutBack => t!("coop-action-other-not-empty"),
        },
        Action::HexBlocked { seat, blocked } => {
            let name = setup.name(seat);
            if blocked {
                t!("coop-action-not-affected", name = name)
            } else {
                t!("coop-action-affected", name = name)
            }
        }
        Action::ReceiveHex { seat } => t!("coop-action-receives-hex", name = setup.name(seat)),
        Action::ReceiveTurnedHex { seat, hex } => t!(
            "coop-action-receives-turned-hex",
            name = setup.name(seat),
            hex = hex.card_name()
        ),
        Action::ReturnState { seat } => t!("coop-action-returns-state", name = setup.name(seat)),
        Action::FinalPoints { points } => t!(
            "coop-action-final-points",
            first = setup.name(Seat::First),
            a = points[0],
            second = setup.name(Seat::Second),
            b = points[1]
        ),
    }
}

/// An applied action made exact by what it did: "End Alex's turn", "Automa's step (Silver)".
pub fn applied_words(setup: &Setup, action: &Action, events: &[Event]) -> String {
    if let Action::ExtraTurnFor { .. } = action {
        return action_words(setup, action);
    }
    for event in events {
        match *event {
            Event::TurnEnded { seat, .. } if *action == Action::EndTurn => {
                return t!("coop-step-end-turn", name = setup.name(seat));
            }
            Event::TurnEnded { seat, .. } if *action == Action::ExtraTurn => {
                return t!("coop-step-extra-turn", name = setup.name(seat));
            }
            Event::FleetTurnsEnded => return t!("coop-step-fleet-done"),
            Event::TreasureRevealed { card } => {
                return t!("coop-step-automa-card", card = card.card_name());
            }
            Event::HexRevealed { hex } => {
                return t!("coop-step-automa-card", card = hex.card_name());
            }
            Event::AutomaDidNothing => return t!("coop-step-automa-round-1"),
            Event::EndedBeforeAutomaStep => return t!("coop-step-automa-over"),
            Event::HexReceived { seat, hex } => {
                return t!(
                    "coop-step-received",
                    name = setup.name(seat),
                    card = hex.card_name()
                );
            }
            Event::SupplyChanged {
                pile,
                change: Change::Take,
                by: Some(seat),
                ..
            } => {
                return t!(
                    "coop-step-took",
                    name = setup.name(seat),
                    card = pile.card_name()
                );
            }
            Event::OtherEmptyChanged {
                change: Change::Take,
                by: Some(seat),
                ..
            } => return t!("coop-step-other-emptied", name = setup.name(seat)),
            _ => {}
        }
    }
    action_words(setup, action)
}

/// What "Undo: …" (`undo`) or "Redo: …" names now: the step undo would take back, or redo
/// would play again.
pub fn step_words(game: &Session<Coop>, undo: bool) -> Option<String> {
    let setup = game.setup();
    if undo {
        let e = game.history().last_done()?;
        Some(applied_words(setup, &e.action, &e.events))
    } else {
        let u = game.history().next_redo()?;
        Some(applied_words(setup, &u.action, &u.events))
    }
}

/// The kingdom played, or "Custom (12/4)".
pub fn title_words(game: &Session<Coop>) -> String {
    let setup = game.setup();
    match &setup.kingdom {
        Some(name) => kingdom_name(name),
        None => t!(
            "coop-title-custom",
            provinces = setup.provinces,
            duchies = setup.duchies
        ),
    }
}

/// "round 7".
pub fn progress_words(game: &Session<Coop>) -> String {
    t!("coop-progress", round = game.round())
}

/// "Alex and Bea".
pub fn who_words(game: &Session<Coop>) -> String {
    i18n::and_list(&game.setup().players)
}

/// Why the game ended, as part of a sentence: "the Province pile is empty".
pub fn end_reason_words(reason: EndReason) -> String {
    match reason {
        // The pile is named as a term of play, in the sentence's language.
        EndReason::ProvincesGone => t!("coop-end-provinces-empty"),
        EndReason::ColoniesGone => t!("coop-end-colonies-empty"),
        EndReason::ThreePiles(n) => t!("coop-end-piles-empty", n = n),
    }
}

/// What changed in a player's States, in words ("takes Deluded").
pub fn states_change_words(before: &PlayerStates, after: &PlayerStates) -> String {
    let mut parts = Vec::new();
    match (before.deluded_or_envious, after.deluded_or_envious) {
        (None, Some(s)) => parts.push(t!("coop-states-takes", state = s.card_name())),
        (Some(s), None) => parts.push(t!("coop-states-gives-back", state = s.card_name())),
        _ => {}
    }
    match (before.misery_state(), after.misery_state()) {
        (None, Some(s)) => parts.push(t!("coop-states-takes", state = s.card_name())),
        (Some(a), Some(b)) if a != b => parts.push(t!(
            "coop-states-becomes",
            before = a.card_name(),
            after = b.card_name()
        )),
        (Some(a), None) => parts.push(t!("coop-states-gives-back", state = a.card_name())),
        _ => {}
    }
    if parts.is_empty() {
        t!("coop-states-no-change")
    } else {
        parts.join(", ")
    }
}

/// One line for the log, with the players' names.
pub fn event_words(setup: &Setup, event: &Event) -> String {
    let name = |seat: Seat| setup.name(seat).to_owned();
    match *event {
        Event::TurnEnded { seat, .. } => t!("coop-event-turn-ended", name = name(seat)),
        Event::TurnStarted { seat, extra: true } => {
            t!("coop-event-extra-turn", name = name(seat))
        }
        Event::TurnStarted { seat, extra: false } => t!("coop-event-turn", name = name(seat)),
        Event::FleetTurnsEnded => t!("coop-event-fleet-turns-ended"),
        Event::AutomaStepDue { round } => t!("coop-event-automa-due", round = round),
        Event::AutomaDidNothing => t!("coop-event-automa-nothing"),
        Event::EndedBeforeAutomaStep => t!("coop-event-ended-before-step"),
        Event::Reshuffled {
            pile: PileKind::Treasure,
            cards,
        } => t!(
            "coop-event-reshuffled-treasure",
            n = cards,
            copper = Treasure::Copper.card_names(2),
            silver = Treasure::Silver.card_names(2)
        ),
        Event::Reshuffled {
            pile: PileKind::Hex,
            cards,
        } => t!("coop-event-reshuffled-hex", n = cards),
        Event::TreasureRevealed { card } => {
            t!("coop-event-revealed", card = card.card_name())
        }
        Event::AutomaTook { pile, left } => t!(
            "coop-event-automa-took",
            card = pile.card_name(),
            left = left
        ),
        Event::AutomaTookNothing => t!("coop-event-automa-took-nothing"),
        Event::PassACard => t!(
            "coop-event-pass-a-card",
            first = name(Seat::First),
            second = name(Seat::Second)
        ),
        Event::NoSilverEffect => t!(
            "coop-event-no-silver-effect",
            card = coop_automa_coop::Treasure::Silver.card_name()
        ),
        Event::HexRevealed { hex } => t!("coop-event-hex-revealed", card = hex.card_name()),
        Event::HexReceived { seat, hex } => t!(
            "coop-event-hex-received",
            name = name(seat),
            card = hex.card_name()
        ),
        Event::HexBlocked {
            seat,
            blocked: true,
        } => t!("coop-event-not-affected", name = name(seat)),
        Event::HexBlocked {
            seat,
            blocked: false,
        } => t!("coop-event-affected", name = name(seat)),
        Event::StatesChanged {
            seat,
            before,
            after,
        } => t!(
            "coop-event-states",
            name = name(seat),
            change = states_change_words(&before, &after)
        ),
        Event::StateReturned { seat, state } => t!(
            "coop-event-state-returned",
            name = name(seat),
            state = state.card_name()
        ),
        Event::TokenGiven { tokens } => t!("coop-event-token", tokens = tokens),
        Event::SupplyChanged {
            pile,
            change,
            left,
            by,
        } => match (change, by) {
            (Change::Take, Some(seat)) => t!(
                "coop-event-took",
                name = name(seat),
                card = pile.card_name(),
                left = left
            ),
            (Change::Take, None) => {
                t!("coop-event-taken", card = pile.card_name(), left = left)
            }
            (Change::PutBack, _) => {
                t!("coop-event-put-back", card = pile.card_name(), left = left)
            }
        },
        Event::OtherEmptyChanged { change, empty, by } => {
            let now = t!("coop-event-other-empty-now", n = empty);
            match (change, by) {
                (Change::Take, Some(seat)) => {
                    t!("coop-event-ran-out-in", name = name(seat), now = now)
                }
                (Change::Take, None) => t!("coop-event-ran-out", now = now),
                (Change::PutBack, _) => t!("coop-event-not-empty", now = now),
            }
        }
        Event::RoundStarted { round } => t!("coop-event-round", round = round),
        Event::FleetRoundStarted { round, reason } => t!(
            "coop-event-fleet-round",
            reason = end_reason_words(reason),
            round = round
        ),
        Event::GameOver {
            reason,
            after_fleet: true,
        } => t!(
            "coop-event-over-after-fleet",
            reason = end_reason_words(reason)
        ),
        Event::GameOver {
            reason,
            after_fleet: false,
        } => t!("coop-event-over", reason = end_reason_words(reason)),
        Event::Scored {
            humans,
            automa,
            humans_win,
        } => {
            if humans_win {
                t!("coop-event-scored-win", humans = humans, automa = automa)
            } else {
                t!("coop-event-scored-loss", humans = humans, automa = automa)
            }
        }
    }
}

/// What the table puts out before the first turn, one line each (R1, R2, R4–R6, R9, R17).
pub fn checklist_words(setup: &Setup) -> Vec<String> {
    use coop_automa_coop::Treasure;
    let first = setup.players[0].as_str();
    let provinces = SupplyPile::Province.card_names(usize::from(setup.provinces));
    let mut lines = vec![if setup.duchies == 0 {
        t!(
            "coop-check-no-duchies",
            n = setup.provinces,
            provinces = provinces,
            duchies = SupplyPile::Duchy.card_names(2),
            duchy = SupplyPile::Duchy.card_name()
        )
    } else {
        t!(
            "coop-check-counts",
            n = setup.provinces,
            provinces = provinces,
            duchies = pile_count(SupplyPile::Duchy, usize::from(setup.duchies))
        )
    }];
    if setup.colonies {
        let n = coop_automa_coop::COLONIES_IN_SUPPLY;
        lines.push(t!(
            "coop-check-colonies",
            n = n,
            colonies = SupplyPile::Colony.card_names(usize::from(n)),
            province = SupplyPile::Province.card_name(),
            provinces = SupplyPile::Province.card_names(2),
            platinum = i18n::card("card-platinum")
        ));
    }
    if setup.fleet {
        lines.push(t!("coop-check-fleet"));
    }
    if setup.shared_hexes {
        lines.push(t!("coop-check-shared-hexes"));
    }
    if let Some(kingdom) = setup.kingdom.as_deref().and_then(Kingdom::find) {
        lines.extend(kingdom_notes(kingdom));
    }
    let copper = Treasure::Copper.card_name();
    let silver = Treasure::Silver.card_name();
    lines.extend([
        t!(
            "coop-check-box",
            copper = copper.as_str(),
            silver = silver.as_str(),
            own = match (setup.own.treasures, setup.own.hexes) {
                (false, false) => "none",
                (true, false) => "treasures",
                (false, true) => "hexes",
                (true, true) => "both",
            }
        ),
        t!(
            "coop-check-states",
            deluded = StateCard::Deluded.card_name(),
            envious = StateCard::Envious.card_name(),
            miserable = StateCard::Miserable.card_name(),
            twice = StateCard::TwiceMiserable.card_name()
        ),
        t!("coop-check-tokens"),
        t!("coop-check-starts", first = first),
        t!(
            "coop-check-hand",
            coppers = Treasure::Copper.card_names(4),
            estate = i18n::card("card-estate"),
            estates = i18n::cards("card-estate", 2)
        ),
    ]);
    lines
}

pub use crate::texts::{
    hex_details, hex_face, hex_summary, kingdom_card_name, kingdom_label, kingdom_name,
    kingdom_notes, set_name, state_details, state_summary,
};
