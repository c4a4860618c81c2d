//! The pyramid in Brazilian Portuguese (issue 32): each word function of the mode in both
//! languages, both sides of its plurals; and a whole game played through the UI by its
//! Portuguese labels, the status line, the big button, undo and redo and the end read in
//! Portuguese.

use crate::common;
use coop_automa::modes::pyramid::PyramidSession;
use coop_automa::store::ModeGame;

use common::ui::{clickable, see};

use coop_automa::app::App;
use coop_automa::app::i18n::{self, Lang};
use coop_automa::app::pyramid::words;
use coop_automa::modes::pyramid::{
    Action, Buy, Card, CurseChange, Event, Level, Mix, Phase, Place, PyramidError, PyramidGame,
    Reaction, Setup, Verdict,
};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};

fn en() {
    i18n::set(Lang::En, None);
}

fn pt() {
    i18n::set(Lang::PtBr, None);
}

fn game() -> PyramidGame {
    PyramidGame::new(Setup::new(Level::Normal, Mix::A, Some(3))).unwrap()
}

// ---- Each word function, in English and in Portuguese ----

#[test]
fn action_words_in_both_languages_and_both_plurals() {
    let s = Setup::new(Level::Normal, Mix::A, Some(1));
    let end = |n| Action::EndTurn { empty_piles: n };
    en();
    assert_eq!(
        words::action_words(&s, &end(1)),
        "End turn (1 other pile empty)"
    );
    assert_eq!(
        words::action_words(&s, &end(2)),
        "End turn (2 other piles empty)"
    );
    assert_eq!(
        words::action_words(&s, &Action::Buy(Buy::Gold { overpay: 2 })),
        "Buy Gold, overpaid $2"
    );
    assert_eq!(
        words::action_words(
            &s,
            &Action::CorrectCurses {
                change: CurseChange::Left
            }
        ),
        "A Curse left the supply"
    );
    pt();
    assert_eq!(
        words::action_words(&s, &end(1)),
        "Encerrar turno (1 outra pilha vazia)"
    );
    assert_eq!(
        words::action_words(&s, &end(2)),
        "Encerrar turno (2 outras pilhas vazias)"
    );
    assert_eq!(
        words::action_words(&s, &Action::Buy(Buy::Gold { overpay: 2 })),
        "Comprar Ouro, pagando $2 a mais"
    );
    assert_eq!(
        words::action_words(
            &s,
            &Action::CorrectCurses {
                change: CurseChange::Left
            }
        ),
        "1 Maldição saiu do suprimento"
    );
    en();
}

#[test]
fn step_words_name_undo_and_redo_in_both_languages() {
    let mut g = game();
    g.apply(Action::StartTurn { outpost: false }).unwrap();
    g.apply(Action::EndTurn { empty_piles: 1 }).unwrap();
    en();
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("End turn 1 (1 other pile empty)")
    );
    assert_eq!(words::step_words(&g, false), None);
    pt();
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("Encerrar turno 1 (1 outra pilha vazia)")
    );
    g.undo().unwrap();
    g.apply(Action::EndTurn { empty_piles: 2 }).unwrap();
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("Encerrar turno 1 (2 outras pilhas vazias)")
    );
    g.undo().unwrap();
    assert_eq!(
        words::step_words(&g, false).as_deref(),
        Some("Encerrar turno 1 (2 outras pilhas vazias)")
    );
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("Iniciar turno 1")
    );
    en();
    assert_eq!(
        words::step_words(&g, false).as_deref(),
        Some("End turn 1 (2 other piles empty)")
    );
    assert_eq!(words::step_words(&g, true).as_deref(), Some("Start turn 1"));
}

#[test]
fn error_words_in_both_languages_and_both_plurals() {
    let owed = |n| PyramidError::StillOwed {
        owed: n,
        why: Some(Reaction::SevenCards),
    };
    en();
    assert_eq!(
        words::error_words(&owed(1)),
        "The AI still scores 1 card for 7 or more cards this turn: tap each in the lowest row first."
    );
    assert_eq!(
        words::error_words(&owed(2)),
        "The AI still scores 2 cards for 7 or more cards this turn: tap each in the lowest row first."
    );
    assert_eq!(
        words::error_words(&PyramidError::NothingToUndo),
        "There is nothing to undo: no action has been taken yet."
    );
    pt();
    assert_eq!(
        words::error_words(&owed(1)),
        "A IA ainda pontua 1 carta (7+ cartas neste turno): toque em cada uma na fileira mais baixa antes."
    );
    assert_eq!(
        words::error_words(&owed(2)),
        "A IA ainda pontua 2 cartas (7+ cartas neste turno): toque em cada uma na fileira mais baixa antes."
    );
    assert_eq!(
        words::error_words(&PyramidError::OverCap {
            card: Card::Duchy,
            cap: 12,
            asked: 13
        }),
        "No máximo 12 Ducados (não há mais para buscar), não 13."
    );
    assert_eq!(
        words::error_words(&PyramidError::NothingToUndo),
        "Não há nada para desfazer: nenhuma ação foi feita ainda."
    );
    en();
}

/// Until the merge the shared code shows a refusal by its `Display`: the same English as the
/// catalog's, for refusals of every kind a random game meets.
#[test]
fn every_refusal_of_random_games_has_words_in_both_languages() {
    en();
    let mut rng = coop_automa::engine::GameRng::from_seed(11);
    let mut seen = 0;
    for seed in 0..20 {
        let mut g = PyramidGame::new(Setup::new(Level::Expert, Mix::B, Some(seed))).unwrap();
        for _ in 0..300 {
            for place in Place::ALL {
                for probe in [
                    Action::Gain { place },
                    Action::ScoreFrom { place },
                    Action::Buy(Buy::CurseEstate { place }),
                    Action::TopBonusMove {
                        from: place,
                        to: Place::T,
                    },
                    Action::Swap { a: place, b: place },
                    Action::SevenCards,
                    Action::EndTurn { empty_piles: 30 },
                ] {
                    if let Err(e) = g.clone().apply(probe) {
                        assert!(!words::error_words(&e).is_empty(), "{e:?}");
                        seen += 1;
                    }
                }
            }
            let Some(action) = coop_automa::modes::pyramid::random_action(&g, &mut rng) else {
                break;
            };
            g.apply(action).unwrap();
        }
    }
    assert!(seen > 100, "{seen} refusals compared");
}

#[test]
fn event_words_in_both_languages_and_both_plurals() {
    let s = Setup::new(Level::Normal, Mix::A, Some(1));
    let ended = |n| Event::TurnEnded {
        turn: 4,
        empty_piles: n,
    };
    let scored = Event::AiScored {
        card: Card::Province,
        place: Place::B2,
        fate: coop_automa::modes::pyramid::Fate::ScorePile,
    };
    en();
    assert_eq!(
        words::event_words(&s, &ended(1)),
        "Turn 4 ended with 1 supply pile empty."
    );
    assert_eq!(
        words::event_words(&s, &ended(2)),
        "Turn 4 ended with 2 supply piles empty."
    );
    assert_eq!(
        words::event_words(&s, &scored),
        "The AI scored the Province from B2: face down on its score pile."
    );
    pt();
    assert_eq!(
        words::event_words(&s, &ended(1)),
        "Turno 4 encerrado com 1 pilha do suprimento vazia."
    );
    assert_eq!(
        words::event_words(&s, &ended(2)),
        "Turno 4 encerrado com 2 pilhas do suprimento vazias."
    );
    assert_eq!(
        words::event_words(&s, &scored),
        "A IA pontuou Província de B2: virada para baixo na pilha de pontos da IA."
    );
    // A Brazilian table with English cards: the sentence in Portuguese, the card in English.
    i18n::set(Lang::PtBr, Some(Lang::En));
    assert_eq!(
        words::event_words(&s, &scored),
        "A IA pontuou Province de B2: virada para baixo na pilha de pontos da IA."
    );
    en();
}

#[test]
fn the_listing_words_in_both_languages() {
    let mut g = game();
    en();
    assert_eq!(
        coop_automa::app::ModeId::Pyramid.kind(),
        "solo pyramid game"
    );
    assert_eq!(words::title_words(&g), "Solo pyramid, Normal, mix A");
    assert_eq!(words::progress_words(&g), "before turn 1");
    pt();
    assert_eq!(
        coop_automa::app::ModeId::Pyramid.kind(),
        "partida solo da pirâmide"
    );
    assert_eq!(words::title_words(&g), "Pirâmide solo, Normal, mistura A");
    assert_eq!(words::progress_words(&g), "antes do turno 1");
    g.apply(Action::StartTurn { outpost: false }).unwrap();
    assert_eq!(words::progress_words(&g), "turno 1");
    en();
    assert_eq!(words::progress_words(&g), "turn 1");
}

#[test]
fn verdicts_and_levels_in_both_languages() {
    en();
    assert_eq!(
        words::verdict_words(Verdict::Victory(4), Level::Expert),
        "level 4 victory (a perfect game)"
    );
    assert_eq!(
        words::verdict_words(Verdict::Victory(2), Level::Normal),
        "level 2 victory"
    );
    assert_eq!(words::verdict_title(Verdict::Loss), "LOSS");
    pt();
    assert_eq!(
        words::verdict_words(Verdict::Victory(4), Level::Normal),
        "vitória de nível 4 (hora de subir de nível)"
    );
    assert_eq!(
        words::verdict_words(Verdict::LossNoBuy, Level::Normal),
        "derrota: nenhuma compra possível"
    );
    assert_eq!(
        words::verdict_title(Verdict::Victory(1)),
        "VITÓRIA (nível 1)"
    );
    assert_eq!(words::level_words(Level::Advanced), "Avançado");
    en();
}

// ---- A whole game through the UI, in Portuguese ----

/// Clicks the one button whose label passes `which`, scrolled into view first.
fn click_by(h: &mut Harness<'_, App>, what: &str, which: impl Fn(&str) -> bool) {
    let find = |h: &Harness<'_, App>| {
        h.query_all_by(|n| n.label().is_some_and(|l| which(&l)) && clickable(n.role()))
            .next()
            .map(|n| n.accesskit_node().id())
    };
    assert!(find(h).is_some(), "no button {what}");
    h.query_all_by(|n| n.label().is_some_and(|l| which(&l)) && clickable(n.role()))
        .next()
        .unwrap()
        .scroll_to_me();
    h.run();
    h.query_all_by(|n| n.label().is_some_and(|l| which(&l)) && clickable(n.role()))
        .next()
        .unwrap()
        .click();
    h.run();
}

fn click(h: &mut Harness<'_, App>, label: &str) {
    click_by(h, label, |l| l == label);
}

fn the_game<'h>(h: &'h Harness<'_, App>) -> &'h PyramidGame {
    h.state()
        .table()
        .game::<coop_automa::modes::pyramid::Pyramid>()
        .expect("a pyramid game is on the table")
}

/// The cards as printed in Brazil (Colony kept in English: no certain Brazilian printing).
fn card_pt(card: Card) -> &'static str {
    match card {
        Card::Estate => "Propriedade",
        Card::Duchy => "Ducado",
        Card::Province => "Província",
        Card::Colony => "Colony",
        Card::Curse => "Maldição",
        Card::Attack => "carta de Ataque",
    }
}

/// "B2: Ducado $5", "M1: vazio".
fn tile_pt(g: &PyramidGame, place: Place) -> String {
    match (g.card_at(place), g.cost_at(place)) {
        (Some(card), Some(cost)) => format!("{}: {} ${cost}", place.name(), card_pt(card)),
        (Some(card), None) => format!("{}: {}", place.name(), card_pt(card)),
        (None, _) => format!("{}: vazio", place.name()),
    }
}

fn type_into(h: &mut Harness<'_, App>, label: &str, text: &str) {
    h.get_by_label(label).click();
    h.run();
    h.get_by_label(label).type_text(text);
    h.run();
}

#[test]
fn a_whole_game_in_portuguese() {
    let mut h = common::ui::app_in("pt-BR", &common::temp_dir("pyr-pt"));
    h.run();
    // The mode's tab (the shell's words until the merge, the catalog's after it).
    click_by(&mut h, "the pyramid's tab", |l| {
        l == "Solo: the VP pyramid AI" || l == "Solo: a IA da pirâmide de PV"
    });
    see(&h, "O baralho de PV da IA (30 cartas)");
    see(
        &h,
        "12 Propriedades, 10 Ducados, 8 Províncias, 0 Colonies: 30 cartas.",
    );
    click(&mut h, "Distribuir a pirâmide");
    assert_eq!(the_game(&h).phase(), Phase::BeforeFirstTurn);
    // The status line and what to do now.
    see(&h, "Antes do turno 1");
    see(&h, "Pirâmide solo, Normal, mistura A");
    see(&h, "Deixe a pirâmide como foi distribuída");
    let g = the_game(&h).clone();
    for place in Place::ALL {
        let label = tile_pt(&g, place);
        assert!(h.query_by_label(&label).is_some(), "no tile {label:?}");
    }
    see(&h, "no baralho da IA");
    // The big button starts turn 1.
    click(&mut h, "Iniciar turno 1");
    assert_eq!(the_game(&h).turn(), 1);
    see(&h, "Turno 1");
    see(&h, "Turno 1: registre o que faz a IA reagir");
    // A Gold: the AI scores a card the player taps.
    click(&mut h, "Comprar Ouro ($6)");
    assert_eq!(the_game(&h).owed().0, 1);
    see(&h, "A IA pontua 1 carta: toque numa carta acesa.");
    see(&h, "Toque antes nas cartas da IA");
    let pick = the_game(&h).choosable()[0];
    let card = the_game(&h).card_at(pick).unwrap();
    let label = tile_pt(the_game(&h), pick);
    click(&mut h, &label);
    assert_eq!(the_game(&h).score_pile_len(), 1);
    let step = format!("IA pontuou {} de {}", card_pt(card), pick.name());
    see(&h, &step);
    // Undo and redo name the step in Portuguese.
    click_by(&mut h, "undo", |l| {
        l.ends_with(&format!(": {step}")) && l != step
    });
    assert_eq!(the_game(&h).owed().0, 1, "undone: the pick is owed again");
    see(&h, &format!("Desfeito: {step}"));
    click_by(&mut h, "redo", |l| l.ends_with(&format!(": {step}")));
    assert_eq!(the_game(&h).owed().0, 0, "redone");
    see(&h, &format!("Refeito: {step}"));
    // Three empty piles end the game at the end of the turn (P23).
    for _ in 0..3 {
        click_by(&mut h, "one empty pile more", |l| {
            l == "Uma pilha vazia a mais"
        });
    }
    click(&mut h, "Encerrar turno 1 (3 pilhas vazias)");
    assert!(the_game(&h).is_over());
    see(&h, "Fim de jogo");
    see(&h, "A pilha de pontos da IA, virada para cima");
    see(&h, "Pontos a bater");
    see(
        &h,
        "Fim de jogo, 3 pilhas do suprimento vazias: a pilha de pontos da IA está virada para cima.",
    );
    // The counts, read and scored in Portuguese.
    let vp = "Seus PV: cartas de Vitória e fichas, sem contar Maldições (0–999)";
    type_into(&mut h, vp, "muitos");
    click(&mut h, "Pontuar a partida");
    see(
        &h,
        "seus PV: \"muitos\" não é um número inteiro de 0 ou mais.",
    );
    assert_eq!(the_game(&h).verdict(), None);
    h.get_by_label(vp).click();
    h.run();
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    h.run();
    h.get_by_label(vp).type_text("60");
    h.run();
    click(&mut h, "Pontuar a partida");
    let verdict = the_game(&h).verdict().expect("scored");
    match verdict {
        Verdict::Victory(n) => see(&h, &format!("VITÓRIA (nível {n})")),
        _ => see(&h, "DERROTA"),
    }
    see(&h, "Seus pontos");
    see(&h, "Pontuar de novo com estas contagens");
    // The big button offers a new game (the tools' "Nova partida" too, in the top row or in
    // its Menu where the row folds).
    let big = h
        .query_all_by_label("Nova partida")
        .map(|n| n.rect())
        .max_by(|a, b| a.area().total_cmp(&b.area()))
        .expect("a new game is offered");
    assert!(big.height() >= 60.0, "the big button offers it: {big:?}");
}
