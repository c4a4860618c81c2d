//! What the automa does at the end of each round (R12–R14, R21) and the shared Hex pile (R23).

use super::action::Event;
use super::cards::{Card, Hex, PileKind, Treasure};
use super::round::{end_or_fleet, game_over_after_fleet, next_round};
use super::seat::Seat;
use super::setup::Setup;
use super::states::PlayerStates;
use super::table_state::{PendingHex, Phase, Resolving, Reveal, State, StepKind};
use crate::engine::GameRng;
use crate::engine::{Filler, Pile};

/// The automa's step at the end of the round (R12): reveal and act. If the supply already
/// meets the end condition (a purchase counted late), the game ended with the last turn
/// (R16): the automa takes no step.
/// `told`: the card the table turned over from its own pile (checked already), if it did.
pub(crate) fn step(setup: &Setup, s: &mut State, told: Option<Card>, events: &mut Vec<Event>) {
    if !s.fleet_round
        && let Some(reason) = s.supply.end_condition(setup.colonies)
    {
        events.push(Event::EndedBeforeAutomaStep);
        end_or_fleet(setup, s, reason, events);
        return;
    }
    match StepKind::for_round(s.round) {
        StepKind::Nothing => {
            events.push(Event::AutomaDidNothing);
            finish(setup, s, events);
        }
        StepKind::Treasure => treasure_step(setup, s, told.and_then(Card::treasure), events),
        StepKind::Hex => hex_step(s, told.and_then(Card::hex), events),
    }
}

/// The pile the automa's step due now turns a card from; `None` when none is due or it
/// turns none (round 1, R12; the end met with the last turn, R16).
pub(crate) fn step_pile(setup: &Setup, s: &State) -> Option<PileKind> {
    if s.phase != Phase::AutomaDue
        || (!s.fleet_round && s.supply.end_condition(setup.colonies).is_some())
    {
        return None;
    }
    match StepKind::for_round(s.round) {
        StepKind::Nothing => None,
        StepKind::Treasure => Some(PileKind::Treasure),
        StepKind::Hex => Some(PileKind::Hex),
    }
}

/// How many of each card of `pile` can be turned over now, in the cards' order: those face
/// down, or, when the pile is empty, those of its kind in the discard pile, which are first
/// shuffled into a new pile (R13.1, R21).
pub(crate) fn face_down(s: &State, pile: PileKind) -> Vec<(Card, u8)> {
    let cards: Vec<Card> = match pile {
        PileKind::Treasure => Treasure::ALL.map(Card::Treasure).to_vec(),
        PileKind::Hex => Hex::ALL.map(Card::Hex).to_vec(),
    };
    let empty = match pile {
        PileKind::Treasure => s.treasure_pile.is_empty(),
        PileKind::Hex => s.hex_pile.is_empty(),
    };
    cards
        .into_iter()
        .map(|card| {
            let n = match (empty, card) {
                (true, _) => s.discard.count(card),
                (false, Card::Treasure(t)) => s.treasure_pile.count(t),
                (false, Card::Hex(h)) => s.hex_pile.count(h),
            };
            (card, n as u8)
        })
        .collect()
}

/// The automa's card turned over this round: onto its discard pile, and the card on show.
fn revealed(s: &mut State, card: Card) {
    s.discard.push(card);
    s.last_reveal = Some(Reveal {
        card,
        by: None,
        round: s.round,
    });
}

/// R13: reveal a Copper or Silver, take a Duchy (or Province, or Colony), check the end,
/// then the Silver makes the players pass a card.
fn treasure_step(setup: &Setup, s: &mut State, told: Option<Treasure>, events: &mut Vec<Event>) {
    let card = reveal_treasure(s, told, events);
    revealed(s, Card::Treasure(card));
    events.push(Event::TreasureRevealed { card });
    match s.supply.automa_take(setup.colonies) {
        Some(pile) => {
            *s.supply.count_mut(pile) -= 1;
            *s.automa.count_mut(pile) += 1;
            events.push(Event::AutomaTook {
                pile,
                left: s.supply.count(pile),
            });
        }
        None => events.push(Event::AutomaTookNothing),
    }
    // R13.3: if the game ends here (or this is Fleet's last step, R18), the Silver does
    // nothing. With Fleet on, meeting the end condition does not end the game yet: the Silver
    // is resolved and "done" leads into the Fleet round (see docs/decisions.md).
    let ends = s.supply.end_condition(setup.colonies);
    let game_ends = s.fleet_round || (ends.is_some() && !setup.fleet);
    if game_ends {
        if card == Treasure::Silver {
            events.push(Event::NoSilverEffect);
        }
        match ends {
            Some(reason) if !s.fleet_round => end_or_fleet(setup, s, reason, events),
            _ => game_over_after_fleet(s, events),
        }
        return;
    }
    if card == Treasure::Silver {
        events.push(Event::PassACard);
    }
    s.phase = Phase::Resolving(Resolving::Treasure(card));
}

/// R14: reveal a Hex; both players receive it unless the table marks a block.
fn hex_step(s: &mut State, told: Option<Hex>, events: &mut Vec<Event>) {
    let hex = reveal_hex(s, told, events);
    revealed(s, Card::Hex(hex));
    events.push(Event::HexRevealed { hex });
    let states_before = s.states;
    for seat in Seat::BOTH {
        give_hex(s, seat, hex, events);
    }
    s.phase = Phase::Resolving(Resolving::Hex(PendingHex {
        hex,
        blocked: [false; 2],
        states_before,
    }));
}

/// R14a: the table has resolved the step. The end is checked again (e.g. Plague emptied the
/// Curses), then the next round begins.
pub(crate) fn finish(setup: &Setup, s: &mut State, events: &mut Vec<Event>) {
    if s.fleet_round {
        game_over_after_fleet(s, events);
    } else if let Some(reason) = s.supply.end_condition(setup.colonies) {
        end_or_fleet(setup, s, reason, events);
    } else {
        next_round(s, events);
    }
}

/// R23: a player's own card makes them receive a Hex from the shared pile. It goes under a
/// Copper or Silver on top of the discard pile, so the pile keeps alternating.
/// `told`: the Hex the table turned over from its own pile (checked already), if it did.
pub(crate) fn receive_hex(s: &mut State, seat: Seat, told: Option<Hex>, events: &mut Vec<Event>) {
    let hex = reveal_hex(s, told, events);
    let card = Card::Hex(hex);
    // The discard pile holds at most all 24 cards, so there is always room.
    match s.discard.top() {
        Some(Card::Treasure(_)) => s.discard.insert(s.discard.len() - 1, card),
        _ => s.discard.push(card),
    };
    s.last_reveal = Some(Reveal {
        card,
        by: Some(seat),
        round: s.round,
    });
    events.push(Event::HexReceived { seat, hex });
    give_hex(s, seat, hex, events);
}

/// Applies a Hex's States to one player (R22) and says what changed.
pub(crate) fn give_hex(s: &mut State, seat: Seat, hex: Hex, events: &mut Vec<Event>) {
    let before = s.states[seat.index()];
    let after = before.after_hex(hex);
    set_states(s, seat, before, after, events);
}

/// Sets a player's States, with an event when they change.
pub(crate) fn set_states(
    s: &mut State,
    seat: Seat,
    before: PlayerStates,
    after: PlayerStates,
    events: &mut Vec<Event>,
) {
    if before != after {
        s.states[seat.index()] = after;
        events.push(Event::StatesChanged {
            seat,
            before,
            after,
        });
    }
}

/// The top treasure (or the one told); an empty pile is first rebuilt from the discard pile's
/// treasures (R13.1).
fn reveal_treasure(s: &mut State, told: Option<Treasure>, events: &mut Vec<Event>) -> Treasure {
    let pick = |c| match c {
        Card::Treasure(t) => Some(t),
        Card::Hex(_) => None,
    };
    draw_or_reshuffle(
        &mut s.treasure_pile,
        &mut s.discard,
        &mut s.rng,
        PileKind::Treasure,
        pick,
        told,
        events,
    )
    // All 12 treasures are always in the pile or the discard pile, so this never fails.
    .unwrap_or(Treasure::Copper)
}

/// The top Hex (or the one told); an empty pile is first rebuilt from the discard pile's Hexes
/// (R21).
fn reveal_hex(s: &mut State, told: Option<Hex>, events: &mut Vec<Event>) -> Hex {
    let pick = |c| match c {
        Card::Hex(h) => Some(h),
        Card::Treasure(_) => None,
    };
    draw_or_reshuffle(
        &mut s.hex_pile,
        &mut s.discard,
        &mut s.rng,
        PileKind::Hex,
        pick,
        told,
        events,
    )
    // All 12 Hexes are always in the pile or the discard pile, so this never fails.
    .unwrap_or(Hex::BadOmens)
}

/// Draws the top card of `pile`, or takes out the one the table turned over (`told`: its own
/// pile, whose order the app does not know); when it is empty, first shuffles the discard
/// pile's cards of its kind into a new pile (R13.1, R21), which the log records.
fn draw_or_reshuffle<T: Filler + PartialEq>(
    pile: &mut Pile<T>,
    discard: &mut Pile<Card, 24>,
    rng: &mut GameRng,
    kind: PileKind,
    pick: impl Fn(Card) -> Option<T>,
    told: Option<T>,
    events: &mut Vec<Event>,
) -> Option<T> {
    if pile.is_empty() {
        let cards: Pile<T> = discard.take_where(pick);
        events.push(Event::Reshuffled {
            pile: kind,
            cards: cards.len() as u8,
        });
        *pile = Pile::shuffled(cards.as_slice(), rng).unwrap_or_default();
    }
    match told {
        Some(card) => pile.take_one(card).then_some(card),
        None => pile.draw(),
    }
}
