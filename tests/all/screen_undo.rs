//! Every undo and redo says on screen which action it took back or played again, in every mode
//! and for every kind of action (R24, P29, D12.1). Long seeded random games are played through
//! the app; after each action the undo button must name it, the undo's notice must name it,
//! the redo button then, and the redo's notice after. What names an action is the rules' own
//! label for it (`step_label`), so a notice that named the action before it, or the one undone
//! earlier, fails. Each mode's list of kinds, written here, must all have been seen. The
//! games are played in English and in Portuguese (issue 32): the lines are the catalog's
//! ("Desfazer: L", "Desfeito: L"), L the mode's words in the table's language.

use crate::common;
use coop_automa::modes::coop::CoopSession;
use coop_automa::modes::duel::DuelSession;
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::store::ModeGame;

use coop_automa::app::i18n::{args, tr, tr_args};
use coop_automa::app::{App, Carried, Msg};
use coop_automa::engine::GameRng;
use coop_automa::modes::{coop, duel, pyramid};
use egui_kittest::Harness;
use std::collections::BTreeSet;

fn says(h: &Harness<'_, App>, line: &str, when: &str) {
    let all = common::texts(h);
    assert!(
        all.iter().any(|t| t == line),
        "{when}: nothing says exactly {line:?}; the screen: {all:?}"
    );
}

/// The kind of an action: its variant's name ("Supply", "EndTurn").
fn kind(action: &impl std::fmt::Debug) -> String {
    let debug = format!("{action:?}");
    // The mode's wrapper first ("Coop(EndTurn)"), then the variant.
    let inner = debug
        .split_once('(')
        .map_or(debug.as_str(), |(_, rest)| rest);
    inner
        .split(|c: char| !c.is_alphanumeric())
        .next()
        .unwrap_or_default()
        .to_owned()
}

/// What a mode gives the test: the actions applied so far, and the rules' label of the last.
struct Probe {
    applied: fn(&App) -> usize,
    last_label: fn(&App) -> Option<String>,
}

/// Plays `steps` actions from `next` through the app. After each one applied: "Undo: L" on
/// its button, where L is the rules' label of that action; Undo, then "Undone: L" and
/// "Redo: L"; Redo, then "Redone: L" and "Undo: L" again. Returns the kinds applied.
fn play(
    h: &mut Harness<'_, App>,
    mode: &str,
    seed: u64,
    steps: usize,
    probe: &Probe,
    mut next: impl FnMut(&App, &mut GameRng) -> Option<Carried>,
) -> BTreeSet<String> {
    let mut rng = GameRng::from_seed(seed);
    let mut kinds = BTreeSet::new();
    for step in 0..steps {
        let Some(action) = next(h.state(), &mut rng) else {
            break;
        };
        let before = (probe.applied)(h.state());
        common::send(h, Msg::Apply(action.clone()));
        common::send(h, Msg::Answer(true));
        if (probe.applied)(h.state()) != before + 1 {
            continue; // refused: nothing to undo
        }
        // In the table's language: the app set it for this thread at its last frame.
        let label = (probe.last_label)(h.state()).expect("a label for the action applied");
        let button = |command: &str| {
            tr_args(
                "history-label",
                &args([
                    ("command", tr(command).into()),
                    ("step", label.as_str().into()),
                ]),
            )
        };
        let notice = |id: &str| tr_args(id, &args([("step", label.as_str().into())]));
        let when = format!("{mode}, seed {seed}, action {step} ({action:?})");
        says(h, &button("command-undo"), &when);
        common::send(h, Msg::Undo);
        says(h, &notice("undone"), &format!("{when}, undone"));
        says(h, &button("command-redo"), &format!("{when}, undone"));
        common::send(h, Msg::Redo);
        says(h, &notice("redone"), &format!("{when}, redone"));
        says(h, &button("command-undo"), &format!("{when}, redone"));
        kinds.insert(kind(&action));
    }
    kinds
}

/// The app's frames set the test thread's language: the lines below are in `lang`.
fn speaks(lang: &str) {
    let undo = tr("command-undo");
    assert_eq!(
        undo,
        if lang == "en" { "Undo" } else { "Desfazer" },
        "{lang}"
    );
}

fn assert_all_kinds(seen: &BTreeSet<String>, all: &[&str], mode: &str) {
    let missing: Vec<&&str> = all.iter().filter(|k| !seen.contains(**k)).collect();
    assert!(
        missing.is_empty(),
        "{mode}: never undone and redone: {missing:?}"
    );
}

#[test]
fn r24_every_kind_of_coop_action_is_named_when_undone_and_redone() {
    let probe = Probe {
        applied: |app| {
            app.table()
                .game::<coop::Coop>()
                .map_or(0, |g| g.actions_applied())
        },
        last_label: |app| {
            let g = app.table().game::<coop::Coop>()?;
            coop_automa::app::coop::words::step_words(g, true)
        },
    };
    let mut seen = BTreeSet::new();
    for (seed, lang) in [(2, "en"), (13, "pt-BR")] {
        let mut h = common::fresh_in("undo-coop", [1024.0, 600.0], lang);
        speaks(lang);
        let mut setup = common::setup(12, 4);
        setup.seed = Some(seed);
        setup.fleet = true;
        setup.shared_hexes = true;
        common::send(&mut h, Msg::start(setup));
        seen.extend(play(&mut h, "coop", seed, 200, &probe, |app, rng| {
            use coop::{Action, Change, Seat, SupplyPile};
            let g = app.table().game::<coop::Coop>()?;
            if g.score().is_some() {
                return None;
            }
            let seat = if rng.below(2) == 0 {
                Seat::First
            } else {
                Seat::Second
            };
            // The entries random play leaves out, now and then (refused ones are skipped).
            let action = match rng.below(24) {
                0 => Action::ExtraTurn,
                1 => Action::ExtraTurnFor { seat },
                2 | 3 => Action::HexBlocked {
                    seat,
                    blocked: rng.below(2) == 0,
                },
                4 => Action::ReceiveHex { seat },
                5 | 6 => Action::ReturnState { seat },
                7 => Action::Supply {
                    pile: SupplyPile::Duchy,
                    change: Change::PutBack,
                },
                8 => Action::OtherEmptyPile {
                    change: Change::Take,
                },
                9 => Action::OtherEmptyPile {
                    change: Change::PutBack,
                },
                _ => coop::random_action(g, rng),
            };
            Some(Carried::new(action))
        }));
    }
    assert_all_kinds(
        &seen,
        &[
            "EndTurn",
            "ExtraTurn",
            "ExtraTurnFor",
            "AutomaStep",
            "AutomaDone",
            "AttackPlayed",
            "Supply",
            "OtherEmptyPile",
            "HexBlocked",
            "ReceiveHex",
            "ReturnState",
            "FinalPoints",
        ],
        "coop",
    );
}

#[test]
fn p29_every_kind_of_pyramid_action_is_named_when_undone_and_redone() {
    let probe = Probe {
        applied: |app| {
            app.table()
                .game::<pyramid::Pyramid>()
                .map_or(0, |g| g.actions_applied())
        },
        last_label: |app| {
            let g = app.table().game::<pyramid::Pyramid>()?;
            let (action, events) = g.log().next_back()?;
            Some(coop_automa::app::pyramid::words::applied_words(
                action,
                events,
                g.setup(),
            ))
        },
    };
    let mut seen = BTreeSet::new();
    for (seed, lang) in [(5, "en"), (17, "pt-BR"), (29, "en")] {
        let mut h = common::fresh_in("undo-pyramid", [1024.0, 600.0], lang);
        speaks(lang);
        let setup = pyramid::Setup::new(pyramid::Level::Expert, pyramid::Mix::B, Some(seed));
        common::send(&mut h, Msg::start(setup));
        seen.extend(play(&mut h, "pyramid", seed, 200, &probe, |app, rng| {
            use pyramid::{Action, Buy, Phase, Place};
            let g = app.table().game::<pyramid::Pyramid>()?;
            // The entries random play leaves out: a redraw before turn 1, a top buy and its
            // bonus, the lost game's "No buy possible" (late, so the game is long enough).
            let action = match g.phase() {
                Phase::BeforeFirstTurn
                    if seed == 17 && g.adjustment() == pyramid::Adjustment::None =>
                {
                    Action::Redraw {
                        first: Place::B1,
                        second: Some(Place::B3),
                    }
                }
                Phase::Turn if g.top_bonus_available() => {
                    // Two VP cards to swap, or one moved to a hole.
                    let vp: Vec<Place> = Place::ALL
                        .into_iter()
                        .filter(|&p| g.card_at(p).is_some_and(|c| c.is_vp()))
                        .collect();
                    let hole = Place::ALL.into_iter().find(|&p| g.card_at(p).is_none());
                    match (vp.as_slice(), hole) {
                        ([a, ..], Some(to)) if seed == 5 => Action::TopBonusMove { from: *a, to },
                        ([a, b, ..], _) => Action::TopBonusSwap { a: *a, b: *b },
                        _ => return pyramid::random_action(g, rng).map(Carried::new),
                    }
                }
                Phase::Turn if rng.below(15) == 0 => match Place::ALL.into_iter().find(|&p| {
                    p.row() == pyramid::Row::Bottom && g.card_at(p).is_some_and(|c| c.is_vp())
                }) {
                    Some(place) => Action::Gain { place },
                    None => return pyramid::random_action(g, rng).map(Carried::new),
                },
                Phase::Turn if rng.below(12) == 0 => Action::Buy(Buy::Pyramid { place: Place::T }),
                Phase::Turn if seed == 17 && g.turn() > 5 && rng.below(4) == 0 => {
                    Action::NoBuyPossible
                }
                _ => return pyramid::random_action(g, rng).map(Carried::new),
            };
            Some(Carried::new(action))
        }));
    }
    assert_all_kinds(
        &seen,
        &[
            "Swap",
            "Redraw",
            "StartTurn",
            "Reshuffle",
            "SevenCards",
            "FourthAction",
            "Buy",
            "TopBonusMove",
            "TopBonusSwap",
            "Gain",
            "GiveCurse",
            "ScoreFrom",
            "CorrectCurses",
            "NoBuyPossible",
            "EndTurn",
            "Final",
        ],
        "pyramid",
    );
}

#[test]
fn d12_1_every_kind_of_duel_action_is_named_when_undone_and_redone() {
    let probe = Probe {
        applied: |app| {
            app.table()
                .game::<duel::Duel>()
                .map_or(0, |g| g.actions_applied())
        },
        last_label: |app| {
            let g = app.table().game::<duel::Duel>()?;
            let (action, events) = g.log().next_back()?;
            Some(coop_automa::app::duel::words::step_label_words(
                action,
                events,
                g.setup(),
            ))
        },
    };
    let mut seen = BTreeSet::new();
    for (seed, names, lang) in [
        (7, vec!["Ann", "Ben", "Cat"], "en"),
        (19, vec!["Ann", "Ben"], "pt-BR"),
        (31, vec!["Ann", "Ben", "Cat", "Dee"], "pt-BR"),
    ] {
        let mut h = common::fresh_in("undo-duel", [1024.0, 600.0], lang);
        speaks(lang);
        let setup = duel::Setup::new(&names, duel::Kingdom::DuelOnly, Some(seed));
        common::send(&mut h, Msg::start(setup));
        seen.extend(play(&mut h, "Duel", seed, 150, &probe, |app, rng| {
            let g = app.table().game::<duel::Duel>()?;
            // The entries random play leaves out: a typed life total, a supply report.
            let player = g.current();
            let other = duel::CurseCard::ALL.into_iter().find(|&c| {
                let need = if c == duel::CurseCard::GiveAndTake {
                    2
                } else {
                    1
                };
                g.curse_cards(player, duel::CurseCard::GiveAndTake) >= need
                    && g.curse_cards(player, c) > 0
            });
            let action = match rng.below(20) {
                _ if other.is_some() && rng.below(2) == 0 => duel::Action::GiveAndTake {
                    other: other.unwrap_or(duel::CurseCard::Curse),
                },
                0 if !g.is_over() => duel::Action::SetLife {
                    player,
                    life: g.life(player).unwrap_or(10) + 2,
                },
                1 if !g.is_over() => duel::Action::Report(duel::PileReport {
                    province_empty: false,
                    other_empty: rng.below(3) as u8,
                }),
                _ => return duel::random_action(g, rng).map(Carried::new),
            };
            Some(Carried::new(action))
        }));
    }
    assert_all_kinds(
        &seen,
        &[
            "Draw",
            "Change",
            "Changes",
            "SetLife",
            "Give",
            "GiveAndTake",
            "Attack",
            "Mark",
            "CursedVillage",
            "Report",
            "EndTurn",
            "EnterVp",
        ],
        "Duel",
    );
}
