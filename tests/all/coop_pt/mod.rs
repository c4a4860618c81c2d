//! The coop in Brazilian Portuguese (issue 32): every word function the rules' data goes
//! through, in Portuguese and in English, both sides of each plural; and a whole game played
//! through the UI by its Portuguese labels.

use crate::common;
use coop_automa::store::ModeGame;

use common::ui::{click, clickable, see, type_into};
use common::{NAMES, ok, stacked};
use coop_automa::app::coop::labels;
use coop_automa::app::coop::refusal_words::error_words;
use coop_automa::app::coop::words::*;
use coop_automa::app::i18n::{self, Lang};
use coop_automa::app::{App, Options, Settings};
use coop_automa::modes::coop::*;
use egui_kittest::kittest::Queryable;
use egui_kittest::{Harness, HarnessBuilder};
use std::time::Instant;

mod screens;

fn pt() {
    i18n::set(Lang::PtBr, None);
}

fn en() {
    i18n::set(Lang::En, None);
}

fn game(provinces: u8, duchies: u8) -> Game {
    let mut s = Setup::custom(NAMES, provinces, duchies);
    s.seed = Some(42);
    Game::new(s).unwrap()
}

fn take(pile: SupplyPile) -> Action {
    Action::Supply {
        pile,
        change: Change::Take,
    }
}

// ---- (a) each word function, in Portuguese and in English ----

/// R19 (issue 42): what the automa's Duchies and Provinces (and Colonies) are worth to it is
/// said where its points are shown, in the table's words and its cards' names.
#[test]
fn r19_the_automas_cards_are_worth_six_and_the_screen_says_so() {
    let mut s = Setup::custom(NAMES, 12, 4);
    pt();
    assert_eq!(
        held_worth(&s, "2 Ducados, 0 Províncias"),
        "2 Ducados, 0 Províncias (6 pontos cada)"
    );
    en();
    assert_eq!(
        held_worth(&s, "2 Duchies, 0 Provinces"),
        "2 Duchies, 0 Provinces (6 points each)"
    );
    s.colonies = true;
    assert_eq!(
        held_worth(&s, "2 Duchies, 0 Provinces, 1 Colony"),
        "2 Duchies, 0 Provinces, 1 Colony (6 points each, a Colony 10)"
    );
    i18n::set(Lang::PtBr, Some(Lang::En));
    assert_eq!(
        held_worth(&s, "2 Duchies, 0 Provinces, 1 Colony"),
        "2 Duchies, 0 Provinces, 1 Colony (6 pontos cada, Colony 10)"
    );
}

#[test]
fn action_words_in_both_languages() {
    let s = Setup::custom(NAMES, 12, 4);
    let duchy = take(SupplyPile::Duchy);
    pt();
    assert_eq!(action_words(&s, &Action::EndTurn), "Fim do turno");
    assert_eq!(action_words(&s, &duchy), "Saiu 1 Ducado");
    assert_eq!(
        action_words(&s, &Action::ExtraTurnFor { seat: Seat::Second }),
        "Turno extra de Bea"
    );
    assert_eq!(
        action_words(&s, &Action::FinalPoints { points: [20, -3] }),
        "Pontos finais: Alex 20, Bea -3"
    );
    // The cards' language apart from the sentences': a Brazilian table with English cards.
    i18n::set(Lang::PtBr, Some(Lang::En));
    assert_eq!(action_words(&s, &duchy), "Saiu 1 Duchy");
    en();
    assert_eq!(action_words(&s, &Action::EndTurn), "End turn");
    assert_eq!(action_words(&s, &duchy), "A Duchy was taken");
}

#[test]
fn step_words_for_undo_and_redo_in_both_languages() {
    let mut g = stacked(common::setup(12, 4), &[Treasure::Silver], &[]);
    assert_eq!(step_words(&g, true), None);
    ok(&mut g, Action::EndTurn);
    pt();
    assert_eq!(
        step_words(&g, true).as_deref(),
        Some("Fim do turno de Alex")
    );
    en();
    assert_eq!(step_words(&g, true).as_deref(), Some("End Alex's turn"));
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::AutomaStep);
    g.undo().unwrap();
    pt();
    assert_eq!(
        step_words(&g, false).as_deref(),
        Some("Passo do automa (Prata)")
    );
    assert_eq!(step_words(&g, true).as_deref(), Some("Fim do turno de Bea"));
    en();
    assert_eq!(
        step_words(&g, false).as_deref(),
        Some("Automa's step (Silver)")
    );
}

#[test]
fn error_words_in_both_languages() {
    let mut g = game(12, 4);
    let refused = g.apply(Action::AutomaStep).unwrap_err();
    pt();
    assert_eq!(
        error_words(&refused),
        "O passo do automa não é possível agora. Ainda é o turno de Alex, depois o de Bea: o passo do automa vem depois dos dois."
    );
    en();
    assert_eq!(
        error_words(&refused),
        "The automa's step is not possible now. It is still Alex's turn, then Bea's: the automa's step comes after both."
    );
    let one = check_counts(1, 0).unwrap_err();
    let two = check_counts(2, 0).unwrap_err();
    pt();
    assert_eq!(
        error_words(&one),
        "1 Província não dá: use de 3 a 12 Províncias."
    );
    assert_eq!(
        error_words(&two),
        "2 Províncias não dá: use de 3 a 12 Províncias."
    );
    assert_eq!(
        error_words(&RuleError::NothingToUndo),
        "Não há nada para desfazer: nenhuma ação foi feita ainda."
    );
    en();
    assert_eq!(
        error_words(&one),
        "1 Province cannot be used: use from 3 to 12 Provinces."
    );
    assert_eq!(
        error_words(&two),
        "2 Provinces cannot be used: use from 3 to 12 Provinces."
    );
    // Card names follow the table's cards, the sentence the table's language.
    let pile = RuleError::BadSetup(SetupFault::TreasurePile {
        copper: 5,
        silver: 1,
    });
    assert_eq!(
        error_words(&pile),
        "The treasure pile must hold 6 Coppers and 6 Silvers, not 5 Coppers and 1 Silver."
    );
    pt();
    assert_eq!(
        error_words(&pile),
        "A pilha de tesouros deve ter 6 Cobres e 6 Pratas, não 5 Cobres e 1 Prata."
    );
    i18n::set(Lang::PtBr, Some(Lang::En));
    assert_eq!(
        error_words(&pile),
        "A pilha de tesouros deve ter 6 Coppers e 6 Silvers, não 5 Coppers e 1 Silver."
    );
    assert_eq!(
        error_words(&two),
        "2 Provinces não dá: use de 3 a 12 Provinces."
    );
    en();
}

#[test]
fn listing_words_in_both_languages() {
    let custom = game(12, 4);
    let first = Game::new(Setup::recommended(
        NAMES,
        Kingdom::find("First Game").unwrap(),
    ))
    .unwrap();
    pt();
    assert_eq!(coop_automa::app::ModeId::Coop.kind(), "partida cooperativa");
    assert_eq!(title_words(&custom), "Personalizado (12/4)");
    assert_eq!(title_words(&first), "Primeiro Jogo");
    assert_eq!(progress_words(&custom), "rodada 1");
    assert_eq!(who_words(&custom), "Alex e Bea");
    en();
    assert_eq!(coop_automa::app::ModeId::Coop.kind(), "coop game");
    assert_eq!(title_words(&custom), "Custom (12/4)");
    assert_eq!(title_words(&first), "First Game");
    assert_eq!(progress_words(&custom), "round 1");
    assert_eq!(who_words(&custom), "Alex and Bea");
}

#[test]
fn event_words_with_both_sides_of_their_plurals() {
    let s = Setup::custom(NAMES, 12, 4);
    let hexes = |cards| Event::Reshuffled {
        pile: PileKind::Hex,
        cards,
    };
    let empty = |empty| Event::OtherEmptyChanged {
        change: Change::Take,
        empty,
        by: Some(Seat::First),
    };
    pt();
    assert_eq!(
        event_words(&s, &hexes(1)),
        "A pilha de Hexes estava vazia: 1 Hex do descarte foi embaralhado numa nova."
    );
    assert_eq!(
        event_words(&s, &hexes(2)),
        "A pilha de Hexes estava vazia: 2 Hexes do descarte foram embaralhados numa nova."
    );
    assert_eq!(
        event_words(&s, &empty(1)),
        "Outra pilha acabou no turno de Alex: 1 outra pilha do suprimento está vazia."
    );
    assert_eq!(
        event_words(&s, &empty(2)),
        "Outra pilha acabou no turno de Alex: 2 outras pilhas do suprimento estão vazias."
    );
    assert_eq!(
        event_words(
            &s,
            &Event::AutomaTook {
                pile: SupplyPile::Province,
                left: 7
            }
        ),
        "O automa pegou 1 Província (7 na pilha)."
    );
    en();
    assert_eq!(
        event_words(&s, &hexes(1)),
        "The Hex pile was empty: 1 Hex from the discard pile was shuffled into a new one."
    );
    assert_eq!(
        event_words(&s, &hexes(2)),
        "The Hex pile was empty: 2 Hexes from the discard pile were shuffled into a new one."
    );
    assert_eq!(
        event_words(&s, &empty(1)),
        "Another pile ran out in Alex's turn: 1 other supply pile is empty."
    );
    assert_eq!(
        event_words(&s, &empty(2)),
        "Another pile ran out in Alex's turn: 2 other supply piles are empty."
    );
}

#[test]
fn end_reasons_states_and_counts_in_both_languages() {
    let none = PlayerStates::default();
    let miserable = none.after_hex(Hex::Misery);
    let twice = miserable.after_hex(Hex::Misery);
    pt();
    assert_eq!(
        end_reason_words(EndReason::ProvincesGone),
        "a pilha de Províncias está vazia"
    );
    assert_eq!(
        end_reason_words(EndReason::ThreePiles(3)),
        "3 pilhas do suprimento estão vazias"
    );
    assert_eq!(states_change_words(&none, &miserable), "pega Miserable");
    assert_eq!(
        states_change_words(&miserable, &twice),
        "Miserable vira Twice Miserable"
    );
    let one = Step {
        provinces: 12,
        duchies: 1,
    };
    let two = Step {
        provinces: 12,
        duchies: 2,
    };
    assert_eq!(counts_words(one), "12 Províncias, 1 Ducado");
    assert_eq!(counts_words(two), "12 Províncias, 2 Ducados");
    en();
    assert_eq!(
        end_reason_words(EndReason::ProvincesGone),
        "the Province pile is empty"
    );
    assert_eq!(states_change_words(&none, &miserable), "takes Miserable");
    assert_eq!(counts_words(one), "12 Provinces, 1 Duchy");
    assert_eq!(counts_words(two), "12 Provinces, 2 Duchies");
}

#[test]
fn the_checklist_and_the_kingdoms_in_both_languages() {
    let one = Setup::custom(NAMES, 12, 1);
    let first = Setup::recommended(NAMES, Kingdom::find("Size Distortion").unwrap());
    pt();
    let list = checklist_words(&one);
    assert_eq!(list[0], "Ponha 12 Províncias e 1 Ducado no suprimento.");
    assert!(
        list.iter().any(|l| l.starts_with("Alex começa;")),
        "{list:?}"
    );
    let notes = checklist_words(&first).join("\n");
    assert!(notes.contains("Use só 8 Gardens"), "{notes}");
    assert_eq!(kingdom_label("Custom"), "Personalizado");
    en();
    assert_eq!(
        checklist_words(&Setup::custom(NAMES, 12, 2))[0],
        "Put 12 Provinces and 2 Duchies in the supply."
    );
    assert!(
        checklist_words(&first)
            .join("\n")
            .contains("Use only 8 Gardens")
    );
    assert_eq!(kingdom_label("Custom"), "Custom");
}

#[test]
fn the_play_screens_labels_in_both_languages() {
    let mut g = game(12, 4);
    pt();
    assert_eq!(labels::primary_label(&g), "Fim do turno de Alex");
    assert_eq!(labels::now_label(&g), "Turno de Alex");
    assert_eq!(
        labels::step_label(&g),
        "Fim da rodada 1: o automa não faz nada"
    );
    assert_eq!(
        labels::empty_piles_line(1),
        "1 pilha do suprimento vazia (3 acabam o jogo)"
    );
    assert_eq!(
        labels::empty_piles_line(2),
        "2 pilhas do suprimento vazias (3 acabam o jogo)"
    );
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::EndTurn);
    assert_eq!(
        labels::primary_label(&g),
        "O automa não faz nada: começar a rodada 2"
    );
    ok(&mut g, Action::AutomaStep);
    ok(&mut g, Action::EndTurn);
    ok(&mut g, Action::EndTurn);
    assert_eq!(labels::primary_label(&g), "Revelar Cobre ou Prata");
    en();
    assert_eq!(labels::primary_label(&g), "Reveal Copper or Silver");
    assert_eq!(
        labels::empty_piles_line(1),
        "1 supply pile empty (3 end the game)"
    );
    assert_eq!(
        labels::empty_piles_line(2),
        "2 supply piles empty (3 end the game)"
    );
}

#[test]
fn the_hex_and_state_texts_in_both_languages() {
    en();
    // Each Hex and State has its own words, different in each language (the catalog is the
    // only place they are written).
    let words = || {
        let mut w: Vec<String> = Hex::ALL
            .iter()
            .flat_map(|&h| [hex_summary(h), hex_details(h)])
            .collect();
        w.extend(
            StateCard::ALL
                .iter()
                .flat_map(|&s| [state_summary(s), state_details(s)]),
        );
        w
    };
    let english = words();
    let mut distinct = english.clone();
    distinct.sort();
    distinct.dedup();
    assert_eq!(distinct.len(), english.len(), "two texts are the same");
    assert_eq!(
        hex_summary(Hex::Greed),
        "Gain a Copper and put it on top of your deck."
    );
    pt();
    let portuguese = words();
    for (e, p) in english.iter().zip(&portuguese) {
        assert_ne!(e, p, "not translated");
    }
    pt();
    assert_eq!(
        hex_summary(Hex::Greed),
        "Ganhe um Cobre e ponha no topo do baralho."
    );
    assert_eq!(state_summary(StateCard::Miserable), "-2 PV no fim do jogo.");
    assert_eq!(kingdom_card_name("Great Hall"), "Great Hall");
    assert_eq!(kingdom_name("Silver & Gold"), "Prata e Ouro");
}
