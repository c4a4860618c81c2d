//! The Duel in Brazilian Portuguese (issue 32): each of the words the rules left to the app
//! (`app::duel::words`) in Portuguese and in English, both sides of a plural; then a whole
//! game played through the app by its Portuguese labels, with the status line, the big
//! button, undo and redo, a refusal and the end read in Portuguese.

use crate::common;
use coop_automa::modes::duel::DuelSession;

use common::ui::{click, see, type_into};

use coop_automa::app::App;
use coop_automa::app::duel::words;
use coop_automa::app::i18n::{self, Lang};
use coop_automa::modes::duel::{
    Action, Barred, Change, Changes, CurseCard, DuelError, DuelGame, Ending, Event, Kingdom,
    PileReport, Setup, deck_contents,
};
use eframe::egui;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

// ---- The words, one function at a time ----

fn setup() -> Setup {
    Setup::new(&["Ana", "Bia", "Caio"], Kingdom::DuelOnly, Some(3))
}

fn changes(list: &[Change]) -> Action {
    Action::Changes {
        player: 1,
        list: Changes::from_slice(list).unwrap(),
    }
}

#[test]
fn action_words_in_portuguese_and_english() {
    let s = setup();
    let one = changes(&[Change::GainCurseTokens(1)]);
    let two = changes(&[Change::GainCurseTokens(2), Change::LoseCurseTokens(1)]);
    let end = Action::EndTurn(PileReport {
        province_empty: true,
        other_empty: 2,
    });
    let change = Action::Change {
        player: 0,
        change: Change::GainCurseTokens(2),
    };
    i18n::set(Lang::PtBr, None);
    assert_eq!(words::action_words(&s, &one), "Bia: 1 mudança de uma vez");
    assert_eq!(words::action_words(&s, &two), "Bia: 2 mudanças de uma vez");
    assert_eq!(
        words::action_words(&s, &end),
        "Fim do turno (pilha de Províncias vazia, 2 outras vazias)"
    );
    assert_eq!(
        words::action_words(&s, &change),
        "Ana ganha 2 fichas de maldição"
    );
    i18n::set(Lang::En, None);
    assert_eq!(words::action_words(&s, &one), "Bia: 1 change at once");
    assert_eq!(words::action_words(&s, &two), "Bia: 2 changes at once");
    assert_eq!(
        words::action_words(&s, &end),
        "End turn (Province pile empty, 2 other empty piles)"
    );
    assert_eq!(words::action_words(&s, &change), "Ana gains 2 curse tokens");
}

/// A game whose Curse Deck starts with a Contagion.
fn contagion_first() -> DuelGame {
    let mut deck = deck_contents(3);
    let i = deck
        .iter()
        .position(|&c| c == CurseCard::Contagion)
        .unwrap();
    let c = deck.remove(i);
    deck.insert(0, c);
    DuelGame::from_order(setup(), deck).unwrap()
}

#[test]
fn step_words_in_portuguese_and_english() {
    let mut g = contagion_first();
    i18n::set(Lang::PtBr, None);
    assert_eq!(words::step_words(&g, true), None);
    g.apply(Action::Draw { player: 1 }).unwrap();
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("Bia tirou uma Contagion")
    );
    g.apply(Action::EndTurn(PileReport::default())).unwrap();
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("Fim do turno 1 de Ana")
    );
    g.undo().unwrap();
    assert_eq!(
        words::step_words(&g, false).as_deref(),
        Some("Fim do turno 1 de Ana")
    );
    i18n::set(Lang::En, None);
    assert_eq!(
        words::step_words(&g, false).as_deref(),
        Some("End Ana's turn 1")
    );
    assert_eq!(
        words::step_words(&g, true).as_deref(),
        Some("Bia drew a Contagion")
    );
    // Curse tokens instead of a card: one, and two under a Warrior Raid.
    let s = setup();
    let draw = Action::Draw { player: 2 };
    let tokens = |n: u8| {
        [Event::CurseTokens {
            player: 2,
            tokens: n,
            raid_token: n == 2,
        }]
    };
    i18n::set(Lang::PtBr, None);
    assert_eq!(
        words::step_label_words(&draw, &tokens(1), &s),
        "Caio pegou 1 ficha de maldição"
    );
    assert_eq!(
        words::step_label_words(&draw, &tokens(2), &s),
        "Caio pegou 2 fichas de maldição"
    );
    i18n::set(Lang::En, None);
    assert_eq!(
        words::step_label_words(&draw, &tokens(1), &s),
        "Caio took 1 curse token"
    );
    assert_eq!(
        words::step_label_words(&draw, &tokens(2), &s),
        "Caio took 2 curse tokens"
    );
}

#[test]
fn error_words_in_portuguese_and_english() {
    let lose = |held| DuelError::LoseTokens {
        name: "Bia".into(),
        held,
        count: 3,
    };
    let out = DuelError::Eliminated {
        name: "Caio".into(),
        barred: Barred::Gift,
    };
    let mut g = DuelGame::new(setup()).unwrap();
    let refused = g.undo().unwrap_err();
    i18n::set(Lang::PtBr, None);
    assert_eq!(
        words::error_words(&lose(1)),
        "Bia tem 1 ficha de maldição: não pode perder 3."
    );
    assert_eq!(
        words::error_words(&lose(2)),
        "Bia tem 2 fichas de maldição: não pode perder 3."
    );
    assert_eq!(
        words::error_words(&out),
        "Caio está fora do jogo e não age mais: nada de dar ou receber cartas."
    );
    assert_eq!(
        words::error_words(&refused),
        "Não há nada para desfazer: nenhuma ação foi feita ainda."
    );
    i18n::set(Lang::En, None);
    assert_eq!(
        words::error_words(&lose(1)),
        "Bia holds 1 curse token: they cannot lose 3."
    );
    assert_eq!(
        words::error_words(&lose(2)),
        "Bia holds 2 curse tokens: they cannot lose 3."
    );
    assert_eq!(
        words::error_words(&out),
        "Caio is eliminated and never acts again: no gift for them."
    );
}

#[test]
fn listing_words_in_portuguese_and_english() {
    let mut g = DuelGame::new(setup()).unwrap();
    let mixed = DuelGame::new(Setup::new(&["Ana", "Bia"], Kingdom::Mixed, Some(1))).unwrap();
    g.apply(Action::EndTurn(PileReport::default())).unwrap();
    i18n::set(Lang::PtBr, None);
    assert_eq!(
        coop_automa::app::ModeId::Duel.kind(),
        "partida de Dominion: Duel"
    );
    assert_eq!(words::title_words(&g), "Duel, só cartas do Duel");
    assert_eq!(words::title_words(&mixed), "Duel, reino misto");
    assert_eq!(words::progress_words(&g), "turno 1 de Bia");
    assert_eq!(words::who_words(&g), "Ana, Bia e Caio");
    assert_eq!(words::who_words(&mixed), "Ana e Bia");
    i18n::set(Lang::En, None);
    assert_eq!(
        coop_automa::app::ModeId::Duel.kind(),
        "game of Dominion: Duel"
    );
    assert_eq!(words::title_words(&g), "Duel, Duel cards only");
    assert_eq!(words::title_words(&mixed), "Duel, mixed kingdom");
    assert_eq!(words::progress_words(&g), "Bia's turn 1");
    assert_eq!(words::who_words(&g), "Ana, Bia and Caio");
}

#[test]
fn event_words_in_portuguese_and_english() {
    let s = setup();
    let drew = |left| Event::Drew {
        player: 0,
        card: CurseCard::Curse,
        raid_token: false,
        left,
    };
    let void = |changes| Event::RestVoid { player: 1, changes };
    let over = Event::GameOver(Ending::LastPlayer { winner: 2 });
    i18n::set(Lang::PtBr, None);
    assert_eq!(
        words::event_words(&s, &drew(1)),
        "Ana tira uma Maldição: vai para a pilha de descarte (resta 1 carta no Baralho de Maldições)."
    );
    assert_eq!(
        words::event_words(&s, &drew(2)),
        "Ana tira uma Maldição: vai para a pilha de descarte (restam 2 cartas no Baralho de Maldições)."
    );
    assert_eq!(
        words::event_words(&s, &void(1)),
        "Bia está fora: a outra mudança da lista não vale."
    );
    assert_eq!(
        words::event_words(&s, &void(2)),
        "Bia está fora: as outras 2 mudanças da lista não valem."
    );
    assert_eq!(
        words::event_words(&s, &over),
        "Fim de jogo: só resta Caio, que vence."
    );
    // A Brazilian table with English cards: the sentence in Portuguese, the card as printed.
    i18n::set(Lang::PtBr, Some(Lang::En));
    assert!(words::event_words(&s, &drew(2)).starts_with("Ana tira uma Curse:"));
    i18n::set(Lang::En, None);
    assert_eq!(
        words::event_words(&s, &drew(1)),
        "Ana draws a Curse: onto their discard pile (1 card left in the Curse Deck)."
    );
    assert_eq!(
        words::event_words(&s, &drew(2)),
        "Ana draws a Curse: onto their discard pile (2 cards left in the Curse Deck)."
    );
    assert_eq!(
        words::event_words(&s, &void(1)),
        "Bia is out: the other 1 change of the list is void."
    );
    assert_eq!(
        words::event_words(&s, &void(2)),
        "Bia is out: the other 2 changes of the list are void."
    );
}

// ---- A whole game through the app, in Portuguese ----

fn game<'h>(h: &'h Harness<'_, App>) -> &'h DuelGame {
    h.state()
        .table()
        .game::<coop_automa::modes::duel::Duel>()
        .expect("a Duel game is on the table")
}

#[test]
fn a_whole_duel_played_in_portuguese() {
    let dir = common::temp_dir("duel-pt");
    let mut h = common::ui::app_in("pt-BR", &dir);
    h.run();
    click(&mut h, "Duel: 2 a 4 jogadores, pontos de vida");
    see(&h, "Jogadores na ordem dos turnos, quem começa primeiro");
    see(&h, "War Trophy: 10 cartas.");
    click(&mut h, "Tirar o último jogador");
    see(&h, "Alex começa. 2 jogadores.");
    see(&h, "War Trophy: 8 cartas.");
    click(&mut h, "Começar a partida");
    assert_eq!(game(&h).player_count(), 2);
    // The status line and the big button.
    see(&h, "Turno 1 de Alex");
    see(&h, "Baralho de Maldições: 29 cartas");
    see(&h, "Turno de Alex: tire maldições e registre as mudanças");
    click(&mut h, "Fim do turno 1 de Alex");
    see(&h, "Turno 1 de Bea");
    // Undo and redo name the step in Portuguese.
    see(&h, ": Fim do turno 1 de Alex");
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::Z);
    h.run();
    see(&h, "Turno 1 de Alex");
    assert_eq!(game(&h).actions_applied(), 0);
    see(&h, ": Fim do turno 1 de Alex");
    see(&h, "Desfeito: Fim do turno 1 de Alex");
    h.key_press_modifiers(
        egui::Modifiers::COMMAND | egui::Modifiers::SHIFT,
        egui::Key::Z,
    );
    h.run();
    see(&h, "Turno 1 de Bea");
    see(&h, "Refeito: Fim do turno 1 de Alex");
    // A curse drawn: the card to take, by its Portuguese name where it is printed so.
    let top = game(&h).deck_hidden()[0];
    click(&mut h, "Alex tira uma maldição");
    let name = match top {
        CurseCard::Curse => "Maldição",
        CurseCard::GiveAndTake => "Give and Take",
        CurseCard::Contagion => "Contagion",
        CurseCard::CursedGold => "Cursed Gold",
    };
    see(&h, &format!("Pegue: {name}"));
    see(
        &h,
        &format!("Alex tira uma {name}: vai para a pilha de descarte"),
    );
    see(&h, &format!(": Alex tirou uma {name}"));
    // A refusal of a typed life total, under its field.
    type_into(&mut h, "Vida a definir", "abc");
    click(&mut h, "Definir a vida de Bea");
    see(&h, "A vida é um número inteiro: \"abc\" não é; nada mudou.");
    // Bea draws until she falls: the draw that puts her out asks first.
    let mut asked = false;
    while !game(&h).is_eliminated(1) {
        click(&mut h, "Bea tira uma maldição");
        if h.query_by_label("Sim: Bea está fora").is_some() {
            see(
                &h,
                "Bea chega a 0 pontos de vida e está fora do jogo. O jogo acaba: Alex vence.",
            );
            click(&mut h, "Sim: Bea está fora");
            asked = true;
        }
    }
    assert!(asked, "the last draw asked first");
    assert_eq!(game(&h).ending(), Some(Ending::LastPlayer { winner: 0 }));
    see(&h, "Alex vence: os outros estão fora do jogo");
    see(
        &h,
        "Os outros estão fora do jogo: a vida decide, os PV não contam.",
    );
    see(&h, "Nova partida");
    see(&h, "fora (saiu primeiro)");
    // The results, then a new game.
    common::ui::click_tool(&mut h, "Resultados");
    see(&h, "Duel: seus resultados");
    see(
        &h,
        "Alex venceu (os outros saíram; Alex e Bea, só cartas do Duel)",
    );
    click(&mut h, "Voltar");
    common::ui::click_big(&mut h, "Nova partida");
    see(&h, "Começar a partida");
}

/// D4 (issue 42): on a TV or a laptop at the largest text, in Portuguese, "Tirar uma maldição" stays on its
/// button's one line and the button inside its place: wrapped, it grew over the player's name
/// and life points under it.
#[test]
fn d4_the_draw_button_covers_no_name_on_a_tv_at_the_largest_text() {
    for size in [[1920.0, 1080.0], [1280.0, 720.0], [1024.0, 600.0]] {
        draw_covers_no_name(size);
    }
}

fn draw_covers_no_name(size: [f32; 2]) {
    let options = coop_automa::app::Options {
        data_dir: Some(common::temp_dir("duel-pt-tv")),
        ..coop_automa::app::Options::default()
    };
    let settings = coop_automa::app::Settings {
        lang: "pt-BR".into(),
        zoom: 2.0,
        ..coop_automa::app::Settings::default()
    };
    let mut h = egui_kittest::HarnessBuilder::default()
        .with_size(size)
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    let [_, _, duel] = common::one_of_each_mode(&["Ann", "Ben", "Cat"]);
    common::send(&mut h, coop_automa::app::Msg::Start(duel));
    for name in ["Ann", "Ben", "Cat"] {
        let draw = h.get_by_label(&format!("{name} tira uma maldição")).rect();
        let names: Vec<egui::Rect> = h
            .query_all_by(|n| n.label().as_deref() == Some(name))
            .map(|n| n.rect())
            .collect();
        assert!(!names.is_empty(), "{name}.s name is on the table");
        for r in names {
            assert!(
                !draw.intersects(r),
                "{size:?} {name}: Draw {draw:?} covers the name {r:?}"
            );
        }
    }
}
