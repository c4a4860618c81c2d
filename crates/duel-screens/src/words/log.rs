//! The rules' data in the table's words: actions, the steps "Undo: …" names, the log's
//! events, the changes, the attacks and the supply report.

use crate::card_names::CardName;
use crate::i18n::{self, t};
use coop_automa_duel::{
    Action, AttackKind, Change, CurseCard, Duel, Ending, Event, PileReport, Setup, Spared, Victory,
};
use coop_automa_engine::Session;

/// A player by seat, as the table typed the name.
fn name(setup: &Setup, p: u8) -> String {
    setup.name(usize::from(p))
}

/// A number with the true minus sign: "−3", "12".
pub fn signed(n: i32) -> String {
    if n < 0 {
        format!("\u{2212}{}", -i64::from(n))
    } else {
        n.to_string()
    }
}

/// A change of life with its sign always: "+3", "−2".
fn plus_minus(n: i32) -> String {
    if n >= 0 { format!("+{n}") } else { signed(n) }
}

/// "an Estate", "a Victory card worth 2 VP".
pub fn victory_words(v: Victory) -> String {
    match v {
        Victory::Estate => t!("duel-victory-estate", card = i18n::card("card-estate")),
        Victory::Duchy => t!("duel-victory-duchy", card = i18n::card("card-duchy")),
        Victory::Province => t!("duel-victory-province", card = i18n::card("card-province")),
        Victory::Other(vp) => t!("duel-victory-other", vp = vp),
    }
}

/// "gains a Duchy", "loses 2 curse tokens": a change after a player's name.
pub fn change_words(change: Change) -> String {
    match change {
        Change::GainVictory(v) => t!("duel-change-gain-victory", what = victory_words(v)),
        Change::LoseVictory(v) => t!("duel-change-lose-victory", what = victory_words(v)),
        Change::GainVpTokens(k) => t!("duel-change-gain-vp-tokens", n = k),
        Change::LoseVpTokens(k) => t!("duel-change-lose-vp-tokens", n = k),
        Change::GainCurseCard(c) => t!("duel-change-gain-curse-card", card = c.card_name()),
        Change::LoseCurseCard(c) => t!("duel-change-trash-curse-card", card = c.card_name()),
        Change::GainCurseTokens(k) => t!("duel-change-gain-curse-tokens", n = k),
        Change::LoseCurseTokens(k) => t!("duel-change-lose-curse-tokens", n = k),
    }
}

/// A Warrior by strength; three have names (D8.1): "Chuck Norris (10)", "a Warrior of
/// strength 4".
pub fn warrior_words(strength: u8) -> String {
    match strength {
        1 => t!("duel-warrior-sith-lord"),
        8 => t!("duel-warrior-angel"),
        10 => t!("duel-warrior-chuck-norris"),
        s => t!("duel-warrior-strength", strength = s),
    }
}

/// "Chuck Norris (10)", "a Warrior of strength 4 (Warrior Raid)", "War Trophy".
pub fn attack_words(kind: AttackKind) -> String {
    match kind {
        AttackKind::Warrior {
            strength,
            raid: false,
        } => warrior_words(strength),
        AttackKind::Warrior {
            strength,
            raid: true,
        } => t!("duel-attack-raid", warrior = warrior_words(strength)),
        // The Silver by name once cards.ftl's card-silver is whole (it holds Gold too).
        AttackKind::SilverLining => t!("duel-attack-silver-lining"),
        AttackKind::WarTrophy => t!("duel-attack-war-trophy"),
    }
}

/// The supply report: "Province pile empty, 2 other empty piles".
pub fn report_words(r: PileReport) -> String {
    if r.province_empty {
        t!("duel-report-province-others", n = r.other_empty)
    } else {
        t!("duel-report-others", n = r.other_empty)
    }
}

/// A few words for an action, for buttons and "Undo: …" (the old action label).
pub fn action_words(setup: &Setup, action: &Action) -> String {
    match *action {
        Action::Draw { player } => t!("duel-action-draw", name = name(setup, player)),
        Action::CurseTurned { card } => t!("duel-action-turned", card = card.card_name()),
        Action::Change { player, change } => t!(
            "duel-action-change",
            name = name(setup, player),
            change = change_words(change)
        ),
        Action::Changes { player, list } => t!(
            "duel-action-changes",
            name = name(setup, player),
            n = list.len()
        ),
        Action::SetLife { player, life } => t!(
            "duel-action-set-life",
            name = name(setup, player),
            life = life.to_string()
        ),
        Action::Give { from, to, card } => t!(
            "duel-action-give",
            from = name(setup, from),
            to = name(setup, to),
            card = card.card_name()
        ),
        Action::GiveAndTake { other } => t!(
            "duel-action-give-and-take",
            give = CurseCard::GiveAndTake.card_name(),
            card = other.card_name()
        ),
        Action::Attack(a) => t!("duel-action-attack", attack = attack_words(a.kind)),
        Action::Mark {
            player,
            sith_lord: true,
        } => t!("duel-action-mark", name = name(setup, player)),
        Action::Mark {
            player,
            sith_lord: false,
        } => t!("duel-action-unmark", name = name(setup, player)),
        Action::CursedVillage { played: true } => t!("duel-action-village-played"),
        Action::CursedVillage { played: false } => t!("duel-action-village-unticked"),
        Action::Report(r) => t!("duel-action-report", report = report_words(r)),
        Action::CursePile { left } => t!("duel-action-curse-pile", left = left),
        Action::EndTurn(r) => t!("duel-action-end-turn", report = report_words(r)),
        Action::EnterVp { player, vp } => t!(
            "duel-action-enter-vp",
            name = name(setup, player),
            vp = vp.to_string()
        ),
    }
}

/// A label for an applied action made exact by what it did: "Ann drew a Contagion", "End
/// Bob's turn 3". Never a card still in the deck.
pub fn step_label_words(action: &Action, events: &[Event], setup: &Setup) -> String {
    for event in events {
        match (action, event) {
            (Action::Draw { .. }, Event::Drew { player, card, .. }) => {
                return t!(
                    "duel-step-drew",
                    name = name(setup, *player),
                    card = card.card_name()
                );
            }
            (Action::Draw { .. }, Event::CurseTokens { player, tokens, .. }) => {
                return t!("duel-step-tokens", name = name(setup, *player), n = *tokens);
            }
            (Action::Draw { .. }, Event::PileCurse { player, .. }) => {
                return t!(
                    "duel-step-pile-curse",
                    name = name(setup, *player),
                    card = CurseCard::Curse.card_name()
                );
            }
            (Action::EndTurn(_), Event::TurnEnded { player, turn, .. }) => {
                return t!(
                    "duel-step-end-turn",
                    name = name(setup, *player),
                    turn = *turn
                );
            }
            (Action::Attack(a), Event::AttackBy { attacker, .. }) => {
                return t!(
                    "duel-step-attack",
                    name = name(setup, *attacker),
                    attack = attack_words(a.kind)
                );
            }
            (Action::GiveAndTake { other }, Event::GiveAndTakeTrashed { player, .. }) => {
                return t!(
                    "duel-step-give-and-take",
                    name = name(setup, *player),
                    give = CurseCard::GiveAndTake.card_name(),
                    card = other.card_name()
                );
            }
            (Action::CursedVillage { .. }, Event::CursedVillageTicked { player, .. }) => {
                return t!(
                    "duel-step-village",
                    name = name(setup, *player),
                    action = action_words(setup, action)
                );
            }
            _ => {}
        }
    }
    action_words(setup, action)
}

/// What "Undo: …" (`undo`) or "Redo: …" names now.
pub fn step_words(game: &Session<Duel>, undo: bool) -> Option<String> {
    if undo {
        game.history()
            .last_done()
            .map(|e| step_label_words(&e.action, &e.events, game.setup()))
    } else {
        game.history()
            .next_redo()
            .map(|u| step_label_words(&u.action, &u.events, game.setup()))
    }
}

/// One line of the log, players by name.
pub fn event_words(setup: &Setup, event: &Event) -> String {
    let name = |p: u8| name(setup, p);
    match *event {
        Event::Drew {
            player,
            card,
            raid_token,
            left,
        } => {
            if raid_token {
                t!(
                    "duel-event-drew-raid",
                    name = name(player),
                    card = card.card_name(),
                    left = left
                )
            } else {
                t!(
                    "duel-event-drew",
                    name = name(player),
                    card = card.card_name(),
                    left = left
                )
            }
        }
        Event::CurseTokens {
            player,
            tokens,
            raid_token,
        } => {
            if raid_token {
                t!("duel-event-tokens-raid", name = name(player), n = tokens)
            } else {
                t!("duel-event-tokens", name = name(player), n = tokens)
            }
        }
        Event::PileCurse {
            player,
            left,
            raid_token,
        } => {
            let card = CurseCard::Curse.card_name();
            if raid_token {
                t!(
                    "duel-event-pile-curse-raid",
                    name = name(player),
                    card = card,
                    left = left
                )
            } else {
                t!(
                    "duel-event-pile-curse",
                    name = name(player),
                    card = card,
                    left = left
                )
            }
        }
        Event::DeckEmptied => t!("duel-event-deck-emptied"),
        Event::CurseTurned { card, face_down } => {
            t!("duel-event-turned", card = card.card_name(), n = face_down)
        }
        Event::CursePileEmptied => t!("duel-event-pile-emptied"),
        Event::ContagionDrawn {
            player,
            own_turn: true,
        } => t!(
            "duel-event-contagion-own-turn",
            name = name(player),
            card = CurseCard::Contagion.card_name()
        ),
        Event::ContagionDrawn {
            player,
            own_turn: false,
        } => t!(
            "duel-event-contagion-other-turn",
            name = name(player),
            card = CurseCard::Contagion.card_name()
        ),
        Event::GiveAndTakeDrawn { player } => t!(
            "duel-event-give-and-take-drawn",
            name = name(player),
            card = CurseCard::GiveAndTake.card_name()
        ),
        Event::Changed { player, change } => t!(
            "duel-event-changed",
            name = name(player),
            change = change_words(change)
        ),
        Event::ChangesEntered { player, changes } => {
            t!("duel-event-changes", name = name(player), n = changes)
        }
        Event::RestVoid { player, changes } => {
            t!("duel-event-rest-void", name = name(player), n = changes)
        }
        Event::LifeSet { player, from, to } => t!(
            "duel-event-life-set",
            name = name(player),
            from = from.to_string(),
            to = to.to_string()
        ),
        Event::LifeChanged { player, by, now } => t!(
            "duel-event-life-changed",
            name = name(player),
            by = plus_minus(by),
            now = signed(now)
        ),
        Event::Given { from, to, card } => t!(
            "duel-event-given",
            from = name(from),
            to = name(to),
            card = card.card_name()
        ),
        Event::GiveAndTakeTrashed { player, other } => t!(
            "duel-event-give-and-take-trashed",
            name = name(player),
            give = CurseCard::GiveAndTake.card_name(),
            card = other.card_name()
        ),
        Event::Eliminated {
            player,
            place,
            curse_tokens,
        } => {
            if curse_tokens > 0 {
                t!(
                    "duel-event-eliminated-tokens",
                    name = name(player),
                    place = place,
                    n = curse_tokens
                )
            } else {
                t!("duel-event-eliminated", name = name(player), place = place)
            }
        }
        Event::AttackBy {
            attacker,
            kind,
            curses,
        } => {
            if curses > 1 {
                t!(
                    "duel-event-attack-each",
                    name = name(attacker),
                    attack = attack_words(kind),
                    n = curses
                )
            } else {
                t!(
                    "duel-event-attack",
                    name = name(attacker),
                    attack = attack_words(kind)
                )
            }
        }
        Event::Battle {
            reactor,
            strength,
            won: true,
        } => t!(
            "duel-event-battle-won",
            name = name(reactor),
            warrior = warrior_words(strength)
        ),
        Event::Battle {
            reactor,
            strength,
            won: false,
        } => t!(
            "duel-event-battle-lost",
            name = name(reactor),
            warrior = warrior_words(strength)
        ),
        Event::Unaffected { player, why } => match why {
            Spared::WonBattle => t!("duel-event-spared-battle", name = name(player)),
            Spared::Vaccination => t!("duel-event-spared-vaccination", name = name(player)),
            Spared::SithLord => t!("duel-event-spared-sith-lord", name = name(player)),
        },
        Event::HandTrashed { player, vp, curses } => t!(
            "duel-event-hand-trashed",
            name = name(player),
            vp = vp,
            curses = curses
        ),
        Event::TrashSithLord { player } => {
            t!("duel-event-trash-sith-lord", name = name(player))
        }
        Event::WarriorsToDiscard => t!("duel-event-warriors-discarded"),
        Event::VaccinationCoversThisAttack => t!("duel-event-vaccination-covers"),
        Event::Marked {
            player,
            sith_lord: true,
        } => t!("duel-event-marked", name = name(player)),
        Event::Marked {
            player,
            sith_lord: false,
        } => t!("duel-event-unmarked", name = name(player)),
        Event::DiscardSithLord { player } => {
            t!("duel-event-discard-sith-lord", name = name(player))
        }
        Event::GiveContagion { player } => t!(
            "duel-event-give-contagion",
            name = name(player),
            card = CurseCard::Contagion.card_name()
        ),
        Event::MayTrashGiveAndTake { player } => t!(
            "duel-event-may-trash-give-and-take",
            name = name(player),
            card = CurseCard::GiveAndTake.card_name()
        ),
        Event::WarTrophyAttacks {
            player,
            tokens,
            curses,
        } => t!(
            "duel-event-war-trophy",
            name = name(player),
            tokens = tokens,
            curses = curses
        ),
        Event::CursedVillageTicked { player, count } => {
            t!("duel-event-village-ticked", name = name(player), n = count)
        }
        Event::CursedVillageDue { player, count } => t!(
            "duel-event-village-due",
            name = name(player),
            n = count,
            estate = i18n::card("card-estate"),
            duchy = i18n::card("card-duchy")
        ),
        Event::Reported(r) => t!("duel-event-reported", report = report_words(r)),
        Event::CursePileCorrected { from, to } => {
            t!("duel-event-curse-pile-corrected", from = from, to = to)
        }
        Event::TurnEnded {
            player,
            turn,
            forced: true,
        } => t!("duel-event-turn-fell", name = name(player), turn = turn),
        Event::TurnEnded {
            player,
            turn,
            forced: false,
        } => t!("duel-event-turn-ended", name = name(player), turn = turn),
        Event::TurnStarted { player, turn } => {
            t!("duel-event-turn-started", name = name(player), turn = turn)
        }
        Event::GameOver(Ending::LastPlayer { winner }) => {
            t!("duel-event-over-last-player", name = name(winner))
        }
        Event::GameOver(Ending::Piles {
            province_empty: true,
            ..
        }) => t!(
            // The pile is a term of play, in the sentence's language.
            "duel-event-over-province"
        ),
        Event::GameOver(Ending::Piles { empty_piles, .. }) => {
            t!("duel-event-over-piles", n = empty_piles)
        }
        Event::Dropped => t!("duel-event-dropped"),
        Event::VpEntered { player, vp, score } => t!(
            "duel-event-vp-entered",
            name = name(player),
            vp = vp.to_string(),
            score = score.to_string()
        ),
    }
}
