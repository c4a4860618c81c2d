//! The coop's words, from the catalog (`assets/i18n/<lang>/coop.ftl`): what the rules return
//! as data (actions, steps, refusals, events, end reasons, States, the setup's checklist)
//! worded in the table's language, card names in the language of the table's cards.

use super::super::card_names::CardName;
use super::super::i18n::{self, t};
use crate::engine::Session;
use crate::modes::coop::{
    Action, Attempt, Change, Coop, EndReason, Event, Hex, Kingdom, Moment, NotNow, PileKind,
    PlayerStates, Range, RuleError, Seat, Setup, SetupFault, StateCard, Step, SupplyPile,
};
use fluent_bundle::FluentArgs;

/// "3 Provinces", "1 Duchy": a count of a supply card, named as the table's cards are.
pub fn pile_count(pile: SupplyPile, n: usize) -> String {
    t!("coop-count-cards", n = n, card = pile.card_names(n))
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

/// "coop game", for the lists of saves and Resume.
pub fn kind_words() -> String {
    t!("coop-kind")
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

/// A refusal, saying which rule refused what and what to do.
pub fn error_words(error: &RuleError) -> String {
    match error {
        RuleError::NothingToUndo => t!("coop-error-nothing-to-undo"),
        RuleError::NothingToRedo => t!("coop-error-nothing-to-redo"),
        RuleError::NotNow(why) => not_now_words(why),
        RuleError::OutOfRange(why) => match why {
            Range::TokensFull => t!("coop-error-tokens-full"),
            Range::OtherEmptyFull { max } => t!("coop-error-other-empty-full", n = *max),
            Range::NoOtherEmpty => t!("coop-error-no-other-empty"),
            Range::NoPile { pile } => t!("coop-error-no-pile", cards = pile.card_names(2)),
            Range::NoneLeft { pile } => t!("coop-error-none-left", card = pile.card_name()),
            Range::AllOut { pile, at_start } => t!(
                "coop-error-all-out",
                n = *at_start,
                cards = pile.card_names(usize::from(*at_start))
            ),
            Range::Points { name, points, max } => t!(
                "coop-error-points",
                points = *points,
                name = name.as_str(),
                max = *max
            ),
        },
        RuleError::BadSetup(why) => match why {
            SetupFault::HexPile => t!("coop-error-hex-pile"),
            SetupFault::TreasurePile { copper, silver } => {
                t!(
                    "coop-error-treasure-pile",
                    copper = *copper,
                    silver = *silver
                )
            }
            SetupFault::NoName { seat: Seat::First } => t!("coop-error-no-name-first"),
            SetupFault::NoName { seat: Seat::Second } => t!("coop-error-no-name-second"),
            SetupFault::LongName {
                seat: Seat::First,
                max,
            } => t!("coop-error-long-name-first", max = *max),
            SetupFault::LongName {
                seat: Seat::Second,
                max,
            } => t!("coop-error-long-name-second", max = *max),
            SetupFault::SameName => t!("coop-error-same-name"),
            SetupFault::Provinces { provinces } => t!(
                "coop-error-provinces",
                count = pile_count(SupplyPile::Province, usize::from(*provinces))
            ),
            SetupFault::Duchies { duchies } => t!(
                "coop-error-duchies",
                count = pile_count(SupplyPile::Duchy, usize::from(*duchies))
            ),
            SetupFault::DuchiesNeedTwelve { provinces, duchies } => t!(
                "coop-error-duchies-need-twelve",
                provinces = pile_count(SupplyPile::Province, usize::from(*provinces)),
                duchies = pile_count(SupplyPile::Duchy, usize::from(*duchies))
            ),
        },
    }
}

fn not_now_words(why: &NotNow) -> String {
    match why {
        NotNow::Moment { what, now } => {
            let what = match what {
                Attempt::AutomaStep => t!("coop-attempt-automa-step"),
                Attempt::FinishStep => t!("coop-attempt-finish-step"),
                Attempt::ReceiveHex => t!("coop-attempt-receive-hex"),
                Attempt::ExtraTurn => t!("coop-attempt-extra-turn"),
                Attempt::EndTurn => t!("coop-attempt-end-turn"),
            };
            let now = match now {
                Moment::FirstTurn { first, second } => t!(
                    "coop-moment-first-turn",
                    first = first.as_str(),
                    second = second.as_str()
                ),
                Moment::SecondTurn { second } => {
                    t!("coop-moment-second-turn", second = second.as_str())
                }
                Moment::FleetTurns => t!("coop-moment-fleet-turns"),
                Moment::AutomaDue { round } => t!("coop-moment-automa-due", round = *round),
                Moment::Resolving => t!("coop-moment-resolving"),
            };
            t!("coop-error-not-now", what = what, now = now)
        }
        NotNow::Over { scored: true } => t!("coop-error-over-scored"),
        NotNow::Over { scored: false } => t!("coop-error-over"),
        NotNow::SharedHexesOff => t!("coop-error-shared-hexes-off"),
        NotNow::NotOwnTurn { name } => t!(
            "coop-error-not-own-turn",
            name = name.as_str(),
            deluded = StateCard::Deluded.card_name(),
            envious = StateCard::Envious.card_name()
        ),
        NotNow::NothingToReturn { name } => t!(
            "coop-error-nothing-to-return",
            name = name.as_str(),
            deluded = StateCard::Deluded.card_name(),
            envious = StateCard::Envious.card_name()
        ),
        NotNow::FleetRoundExtraTurn => t!("coop-error-fleet-extra-turn"),
        NotNow::NoColonies => t!("coop-error-no-colonies"),
        NotNow::NoHexResolving => t!("coop-error-no-hex"),
        NotNow::AlreadyMarked {
            name,
            blocked: true,
        } => t!("coop-error-marked-blocked", name = name.as_str()),
        NotNow::AlreadyMarked {
            name,
            blocked: false,
        } => t!("coop-error-marked-affected", name = name.as_str()),
        NotNow::NotOver => t!("coop-error-not-over"),
        NotNow::PointsEntered => t!("coop-error-points-entered"),
    }
}

/// Why the game ended, as part of a sentence: "the Province pile is empty".
pub fn end_reason_words(reason: EndReason) -> String {
    match reason {
        EndReason::ProvincesGone => t!(
            "coop-end-pile-empty",
            card = SupplyPile::Province.card_name()
        ),
        EndReason::ColoniesGone => {
            t!("coop-end-pile-empty", card = SupplyPile::Colony.card_name())
        }
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
        } => t!("coop-event-reshuffled-treasure", n = cards),
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
            card = crate::modes::coop::Treasure::Silver.card_name()
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
    use crate::modes::coop::Treasure;
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
        let n = crate::modes::coop::COLONIES_IN_SUPPLY;
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
            silver = silver.as_str()
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
            copper = copper.as_str(),
            estate = i18n::card("card-estate"),
            estates = i18n::cards("card-estate", 2)
        ),
    ]);
    lines
}

/// A recommended kingdom's name in the table's language (its English name is its key in the
/// saves and the results).
pub fn set_name(key: &str) -> String {
    match key {
        "Dominion (first edition)" => t!("coop-set-dominion-1"),
        "Dominion (second edition)" => t!("coop-set-dominion-2"),
        "Intrigue (first edition)" => t!("coop-set-intrigue-1"),
        "Guilds (first edition)" => t!("coop-set-guilds-1"),
        other => other.to_owned(),
    }
}

/// A playtested kingdom's name, by its key in `assets/kingdoms.ron`.
pub fn kingdom_name(key: &str) -> String {
    match key {
        "First Game" => t!("coop-kingdom-first-game"),
        "Size Distortion" => t!("coop-kingdom-size-distortion"),
        "Deck Top" => t!("coop-kingdom-deck-top"),
        "Sleight of Hand" => t!("coop-kingdom-sleight-of-hand"),
        "Improvements" => t!("coop-kingdom-improvements"),
        "Silver & Gold" => t!("coop-kingdom-silver-and-gold"),
        "Victory Dance" => t!("coop-kingdom-victory-dance"),
        "The Plot Thickens" => t!("coop-kingdom-the-plot-thickens"),
        "Best Wishes" => t!("coop-kingdom-best-wishes"),
        "Arts and Crafts" => t!("coop-kingdom-arts-and-crafts"),
        "Clean Living" => t!("coop-kingdom-clean-living"),
        "Gilding the Lily" => t!("coop-kingdom-gilding-the-lily"),
        "Name That Card" => t!("coop-kingdom-name-that-card"),
        "Tricks of the Trade" => t!("coop-kingdom-tricks-of-the-trade"),
        "Decisions, Decisions" => t!("coop-kingdom-decisions-decisions"),
        other => other.to_owned(),
    }
}

/// "8 Gardens": a kingdom card counted, named as printed.
fn eight(name: &str) -> String {
    let id = kingdom_card_id(name).unwrap_or_default();
    t!("coop-count-cards", n = 8, card = i18n::cards(id, 8))
}

/// A recommended kingdom's setup notes, in the table's language. The notes in
/// `assets/kingdoms.ron` name which note applies; the words are the catalog's.
pub fn kingdom_notes(kingdom: &Kingdom) -> Vec<String> {
    kingdom
        .notes
        .iter()
        .map(|note| {
            let only = |names: &[&str], seed_silent: bool| {
                let cards: Vec<String> = names.iter().map(|n| eight(n)).collect();
                let cards = i18n::and_list(&cards);
                if seed_silent {
                    t!("coop-note-only-8-base-rules", cards = cards)
                } else {
                    t!("coop-note-only-8", cards = cards)
                }
            };
            match note.as_str() {
                "Use only 8 Gardens (two-player game)." => only(&["Gardens"], false),
                "Use only 8 Gardens (two-player game; the seed leaves this out, the base rules ask for it)." => {
                    only(&["Gardens"], true)
                }
                "Use only 8 Great Halls, 8 Dukes, 8 Harems and 8 Nobles (two-player game)." => {
                    only(&["Great Hall", "Duke", "Harem", "Nobles"], false)
                }
                "Use only 8 Harems (two-player game)." => only(&["Harem"], false),
                "Use only 8 Harems and 8 Nobles (two-player game; the seed leaves this out, the base rules ask for it)." => {
                    only(&["Harem", "Nobles"], true)
                }
                "Use only 8 Great Halls and 8 Nobles (two-player game)." => {
                    only(&["Great Hall", "Nobles"], false)
                }
                "Use only 8 Dukes (two-player game)." => only(&["Duke"], false),
                "The Duchy pile starts empty and counts as an empty supply pile from the first turn." => {
                    t!("coop-note-no-duchies", duchy = SupplyPile::Duchy.card_name())
                }
                other => other.to_owned(),
            }
        })
        .collect()
}

/// The card names the Hex and State texts may name, as printed on the table's cards.
fn card_args() -> FluentArgs<'static> {
    use crate::modes::coop::Treasure;
    let mut args = FluentArgs::new();
    args.set("copper", Treasure::Copper.card_name());
    args.set("coppers", Treasure::Copper.card_names(2));
    args.set("silver", Treasure::Silver.card_name());
    args.set("silvers", Treasure::Silver.card_names(2));
    args.set("gold", i18n::card("card-gold"));
    args.set("golds", i18n::cards("card-gold", 2));
    args.set("platinum", i18n::card("card-platinum"));
    args.set("estate", i18n::card("card-estate"));
    args.set("curse", i18n::card("card-curse"));
    args.set("curses", i18n::cards("card-curse", 2));
    args.set("deluded", StateCard::Deluded.card_name());
    args.set("envious", StateCard::Envious.card_name());
    args.set("miserable", StateCard::Miserable.card_name());
    args.set("twice", StateCard::TwiceMiserable.card_name());
    args
}

/// A Hex's effect in a short line, in our own words.
pub fn hex_summary(hex: Hex) -> String {
    let id = match hex {
        Hex::BadOmens => "coop-hex-bad-omens",
        Hex::Delusion => "coop-hex-delusion",
        Hex::Envy => "coop-hex-envy",
        Hex::Famine => "coop-hex-famine",
        Hex::Fear => "coop-hex-fear",
        Hex::Greed => "coop-hex-greed",
        Hex::Haunting => "coop-hex-haunting",
        Hex::Locusts => "coop-hex-locusts",
        Hex::Misery => "coop-hex-misery",
        Hex::Plague => "coop-hex-plague",
        Hex::Poverty => "coop-hex-poverty",
        Hex::War => "coop-hex-war",
    };
    i18n::tr_args(id, &card_args())
}

/// A Hex's effect in full, in our own words.
pub fn hex_details(hex: Hex) -> String {
    let id = match hex {
        Hex::BadOmens => "coop-hex-bad-omens-details",
        Hex::Delusion => "coop-hex-delusion-details",
        Hex::Envy => "coop-hex-envy-details",
        Hex::Famine => "coop-hex-famine-details",
        Hex::Fear => "coop-hex-fear-details",
        Hex::Greed => "coop-hex-greed-details",
        Hex::Haunting => "coop-hex-haunting-details",
        Hex::Locusts => "coop-hex-locusts-details",
        Hex::Misery => "coop-hex-misery-details",
        Hex::Plague => "coop-hex-plague-details",
        Hex::Poverty => "coop-hex-poverty-details",
        Hex::War => "coop-hex-war-details",
    };
    i18n::tr_args(id, &card_args())
}

/// A State's effect in a short line, in our own words.
pub fn state_summary(state: StateCard) -> String {
    let id = match state {
        StateCard::Deluded => "coop-state-deluded",
        StateCard::Envious => "coop-state-envious",
        StateCard::Miserable => "coop-state-miserable",
        StateCard::TwiceMiserable => "coop-state-twice-miserable",
    };
    i18n::tr_args(id, &card_args())
}

/// A State's effect in full, in our own words.
pub fn state_details(state: StateCard) -> String {
    let id = match state {
        StateCard::Deluded => "coop-state-deluded-details",
        StateCard::Envious => "coop-state-envious-details",
        StateCard::Miserable => "coop-state-miserable-details",
        StateCard::TwiceMiserable => "coop-state-twice-miserable-details",
    };
    i18n::tr_args(id, &card_args())
}

/// A kingdom card's name as the table's cards print it.
pub fn kingdom_card_name(name: &str) -> String {
    kingdom_card_id(name).map_or_else(|| name.to_owned(), i18n::card)
}

/// A kingdom card's id in cards.ftl, by its name in `assets/kingdoms.ron`.
fn kingdom_card_id(name: &str) -> Option<&'static str> {
    match name {
        "Adventurer" => Some("card-adventurer"),
        "Advisor" => Some("card-advisor"),
        "Artisan" => Some("card-artisan"),
        "Baker" => Some("card-baker"),
        "Bandit" => Some("card-bandit"),
        "Bridge" => Some("card-bridge"),
        "Bureaucrat" => Some("card-bureaucrat"),
        "Butcher" => Some("card-butcher"),
        "Candlestick Maker" => Some("card-candlestick-maker"),
        "Cellar" => Some("card-cellar"),
        "Chancellor" => Some("card-chancellor"),
        "Chapel" => Some("card-chapel"),
        "Conspirator" => Some("card-conspirator"),
        "Coppersmith" => Some("card-coppersmith"),
        "Council Room" => Some("card-council-room"),
        "Courtyard" => Some("card-courtyard"),
        "Doctor" => Some("card-doctor"),
        "Duke" => Some("card-duke"),
        "Festival" => Some("card-festival"),
        "Gardens" => Some("card-gardens"),
        "Great Hall" => Some("card-great-hall"),
        "Harbinger" => Some("card-harbinger"),
        "Harem" => Some("card-harem"),
        "Herald" => Some("card-herald"),
        "Ironworks" => Some("card-ironworks"),
        "Journeyman" => Some("card-journeyman"),
        "Laboratory" => Some("card-laboratory"),
        "Library" => Some("card-library"),
        "Market" => Some("card-market"),
        "Masquerade" => Some("card-masquerade"),
        "Masterpiece" => Some("card-masterpiece"),
        "Merchant" => Some("card-merchant"),
        "Merchant Guild" => Some("card-merchant-guild"),
        "Militia" => Some("card-militia"),
        "Mine" => Some("card-mine"),
        "Mining Village" => Some("card-mining-village"),
        "Moat" => Some("card-moat"),
        "Moneylender" => Some("card-moneylender"),
        "Nobles" => Some("card-nobles"),
        "Pawn" => Some("card-pawn"),
        "Plaza" => Some("card-plaza"),
        "Poacher" => Some("card-poacher"),
        "Remodel" => Some("card-remodel"),
        "Saboteur" => Some("card-saboteur"),
        "Scout" => Some("card-scout"),
        "Sentry" => Some("card-sentry"),
        "Shanty Town" => Some("card-shanty-town"),
        "Smithy" => Some("card-smithy"),
        "Soothsayer" => Some("card-soothsayer"),
        "Steward" => Some("card-steward"),
        "Stonemason" => Some("card-stonemason"),
        "Swindler" => Some("card-swindler"),
        "Taxman" => Some("card-taxman"),
        "Thief" => Some("card-thief"),
        "Throne Room" => Some("card-throne-room"),
        "Torturer" => Some("card-torturer"),
        "Trading Post" => Some("card-trading-post"),
        "Tribute" => Some("card-tribute"),
        "Upgrade" => Some("card-upgrade"),
        "Vassal" => Some("card-vassal"),
        "Village" => Some("card-village"),
        "Wishing Well" => Some("card-wishing-well"),
        "Witch" => Some("card-witch"),
        "Workshop" => Some("card-workshop"),
        _ => None,
    }
}

/// A results record's kingdom for the screen: the recommended kingdom's name, or "Custom"
/// (the record's key for a custom kingdom) in the table's language.
pub fn kingdom_label(key: &str) -> String {
    match key {
        "Custom" => t!("coop-custom"),
        name => kingdom_name(name),
    }
}

/// The mode's tab on the start screen (the registry's `TableMode::TAB` until the merge).
pub fn tab_words() -> String {
    t!("coop-tab")
}

/// The big button's tooltip (the registry's `TableMode::PRIMARY_HELP` until the merge).
pub fn primary_help_words() -> String {
    t!("coop-primary-help")
}
