//! The coop's screens in Brazilian Portuguese: a whole game played through the UI by its
//! Portuguese labels, no English word left on any screen, and the language switched mid-game.

use super::*;

// ---- (b) a whole game through the UI, by its Portuguese labels ----

fn harness_pt() -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir("coop-pt")),
        ..Options::default()
    };
    let settings = Settings {
        lang: "pt-BR".into(),
        ..Settings::default()
    };
    HarnessBuilder::default()
        .with_size([1280.0, 800.0])
        .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), settings))
}

fn the_game<'h>(h: &'h Harness<'_, App>) -> &'h Game {
    h.state()
        .table()
        .game::<Coop>()
        .expect("a game is on the table")
}

/// Clicks the button whose label ends with `tail` ("…: Ataque jogado").
fn click_ending(h: &mut Harness<'_, App>, tail: &str) {
    h.get_by(|n| n.label().is_some_and(|l| l.ends_with(tail)) && clickable(n.role()))
        .click();
    h.run();
}

/// The big button's Portuguese label now, from the phase.
fn primary(h: &Harness<'_, App>) -> String {
    let g = the_game(h);
    match g.phase() {
        Phase::Turn { seat, extra: false } => format!("Fim do turno de {}", g.name(seat)),
        Phase::Turn { seat, extra: true } => format!("Fim do turno extra de {}", g.name(seat)),
        Phase::AutomaDue => match g.round() {
            1 => "O automa não faz nada: começar a rodada 2".into(),
            r if r % 2 == 0 => "Revelar Cobre ou Prata".into(),
            _ => "Revelar um Hex".into(),
        },
        Phase::Resolving(_) => format!("Feito: começar a rodada {}", g.round() + 1),
        Phase::FleetTurns => "Turnos de Fleet jogados".into(),
        Phase::Over => "Registrar os pontos finais".into(),
    }
}

#[test]
fn a_whole_game_in_portuguese_from_setup_to_the_verdict() {
    let mut h = harness_pt();
    h.run();
    type_into(&mut h, "Nome do jogador 1", "Alex");
    type_into(&mut h, "Nome do jogador 2", "Bea");
    type_into(&mut h, "Semente do embaralhamento (opcional)", "7");
    click(&mut h, "Primeiro Jogo  (12/4)");
    see(&h, "Ponha 12 Províncias e 4 Ducados no suprimento.");
    click(&mut h, "Começar a partida");

    // The status line and the big button.
    h.get_by_label("Rodada 1");
    h.get_by_label("Turno de Alex");
    see(&h, "Fim da rodada 1: o automa não faz nada");
    click(&mut h, "Fim do turno de Alex");
    h.get_by_label("Turno de Bea");
    click(&mut h, "Fim do turno de Bea");
    h.get_by_label("Rodada 1: nada");
    click(&mut h, "O automa não faz nada: começar a rodada 2");
    h.get_by_label("Rodada 2");

    // Round 2: the treasure step in Portuguese.
    click(&mut h, "Fim do turno de Alex");
    click(&mut h, "Fim do turno de Bea");
    h.get_by_label("Próxima: Cobre ou Prata");
    click(&mut h, "Revelar Cobre ou Prata");
    match the_game(&h).last_reveal().unwrap().card {
        Card::Treasure(Treasure::Silver) => h.get_by_label("Prata: passe uma carta"),
        _ => h.get_by_label("Cobre: nada mais"),
    };
    see(&h, "O automa pegou 1 Ducado (3 na pilha).");
    see(&h, "Carta revelada: ");
    click(&mut h, "Feito: começar a rodada 3");

    // An Attack, undone and redone: the step is named in Portuguese.
    click(&mut h, "Ataque jogado (automa −1 ponto)");
    h.get_by_label("Ataque jogado! Fichas 1/10: −1 ponto");
    click_ending(&mut h, ": Ataque jogado");
    assert_eq!(the_game(&h).tokens(), 0);
    h.get_by_label("Fichas 0/10");
    // The notice names the step undone, and "Refazer: …" offers it again.
    let texts = common::texts(&h);
    assert!(
        texts.iter().any(|t| t == "Desfeito: Ataque jogado"),
        "the undo notice names the step: {texts:?}"
    );
    assert!(
        texts.iter().any(|t| t == "Refazer: Ataque jogado"),
        "{texts:?}"
    );
    click_ending(&mut h, ": Ataque jogado");
    assert_eq!(the_game(&h).tokens(), 1);
    h.get_by_label("Ataque jogado! Fichas 1/10: −1 ponto");

    // Round 3: a Hex; Bea blocks it.
    click(&mut h, "Fim do turno de Alex");
    click(&mut h, "Fim do turno de Bea");
    h.get_by_label("Próxima: um Hex");
    click(&mut h, "Revelar um Hex");
    h.get_by_label("Alguém o bloqueou?");
    click(&mut h, "Bea bloqueou (Moat, Lighthouse)");
    assert_eq!(the_game(&h).pending_hex().unwrap().blocked, [false, true]);
    click(&mut h, "Feito: começar a rodada 4");
    while the_game(&h).round() < 5 {
        let label = primary(&h);
        click(&mut h, &label);
    }
    h.get_by_label("Rodada 5");

    // Three piles run out: the game ends with the turn.
    for _ in 0..3 {
        click(&mut h, "Outra pilha do suprimento está vazia");
    }
    see(&h, "O jogo acaba quando este turno acabar");
    click(&mut h, "Fim do turno de Alex");
    see(&h, "Fim de jogo: 3 pilhas do suprimento estão vazias");

    // The points: a refusal in Portuguese, then the verdict.
    type_into(&mut h, "Pontos de Alex", "muitos");
    click(&mut h, "Registrar os pontos finais");
    see(&h, "\"muitos\" não é um número inteiro");
    assert!(the_game(&h).score().is_none());
    type_into(&mut h, "Pontos de Alex", "20");
    type_into(&mut h, "Pontos de Bea", "15");
    click(&mut h, "Registrar os pontos finais");
    let score = *the_game(&h).score().expect("scored");
    h.get_by_label(if score.humans_win {
        "VITÓRIA"
    } else {
        "DERROTA"
    });
    see(&h, &format!("Os {} pontos dos jogadores", score.humans));
    h.get_by_label("Total do automa (no mínimo 0)");
    common::ui::click_big(&mut h, "Nova partida");
    assert!(
        h.state().table().game::<Coop>().is_none(),
        "back on the setup screen"
    );
    h.get_by_label("Começar a partida");
}

/// English of the coop's own screens: none of it may stay on screen in Portuguese (the shell's
/// and the kit's words are the lead's, and English in this branch until the merge).
const ENGLISH: [&str; 34] = [
    "'s turn",
    "Round ",
    "round ",
    "automa's",
    "Automa's",
    "Tokens",
    " left",
    "Supply",
    "empty piles",
    "Discard pile",
    "Face down",
    "The game",
    "During the turn",
    "End of round",
    "Reveal",
    "Done:",
    "WIN",
    "LOSS",
    "Players",
    " points",
    "Start the game",
    "Kingdom",
    "Seed",
    "Options",
    "Put ",
    "Leave ",
    " starts",
    "extra turn",
    "blocked it",
    "receives a Hex",
    "Custom",
    "By kingdom",
    "games won",
    "Duchy",
];

fn no_english(h: &Harness<'_, App>, moment: &str) {
    // The modes' tabs are the registry's constants until the merge (`<mode>-tab`).
    let tabs = ["Coop: 2 players and the automa", "Duel:", "Solo"];
    for text in common::texts(h) {
        if tabs.iter().any(|t| text.starts_with(t)) {
            continue;
        }
        for english in ENGLISH {
            assert!(!text.contains(english), "{moment}: {english:?} in {text:?}");
        }
    }
}

#[test]
fn no_coop_word_stays_english_on_any_screen_in_portuguese() {
    use coop_automa::app::Msg;
    for size in [[1280.0, 800.0], [390.0, 844.0]] {
        let options = Options {
            data_dir: Some(common::temp_dir("coop-pt-walk")),
            ..Options::default()
        };
        let settings = Settings {
            lang: "pt-BR".into(),
            ..Settings::default()
        };
        let mut h = HarnessBuilder::default()
            .with_size(size)
            .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), settings));
        h.run();
        no_english(&h, "setup");
        let mut setup = Setup::custom(NAMES, 12, 1);
        setup.seed = Some(3);
        setup.colonies = true;
        setup.fleet = true;
        setup.shared_hexes = true;
        common::send(&mut h, Msg::start(setup));
        no_english(&h, "round 1");
        common::send(&mut h, Msg::apply(Action::AttackPlayed));
        common::send(&mut h, Msg::apply(Action::ReceiveHex { seat: Seat::First }));
        no_english(&h, "a Hex received");
        let mut steps = 0;
        while h
            .state()
            .table()
            .game::<Coop>()
            .is_some_and(|g| !g.is_over())
            && steps < 400
        {
            let g = the_game(&h);
            let round = g.round();
            let action = match g.phase() {
                Phase::Resolving(Resolving::Hex(p)) if !p.blocked[1] => Action::HexBlocked {
                    seat: Seat::Second,
                    blocked: true,
                },
                Phase::Turn { .. } if round >= 6 && g.supply().colonies > 0 => Action::Supply {
                    pile: SupplyPile::Colony,
                    change: Change::Take,
                },
                Phase::Turn { .. } if round >= 4 && g.supply().duchies > 0 => {
                    take(SupplyPile::Duchy)
                }
                _ => g.primary_action().unwrap(),
            };
            common::send(&mut h, Msg::apply(action));
            no_english(&h, &format!("round {round}, after {action:?}"));
            steps += 1;
        }
        assert!(the_game(&h).is_over(), "the game ended");
        common::send(&mut h, Msg::apply(Action::FinalPoints { points: [30, 25] }));
        no_english(&h, "the verdict");
        common::send(&mut h, Msg::ask(coop_automa::app::ResultsAsk::Show));
        no_english(&h, "the results");
    }
}

/// Issue 32: the language switches at once, mid-game, and changes no game: the same table in
/// other words; the cards follow their own setting (a Brazilian table with English cards).
#[test]
fn switching_the_language_mid_game_changes_the_words_and_not_the_game() {
    let mut h = common::ui::app_in("en", &common::temp_dir("coop-switch"));
    h.run();
    click(&mut h, "Start the game");
    click(&mut h, "End Alex's turn");
    let before = ron::to_string(the_game(&h)).unwrap();
    see(&h, "Bea's turn");
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        coop_automa::app::Msg::ask(coop_automa::app::Pref::Lang(Lang::PtBr)),
        &ctx,
    );
    h.run();
    see(&h, "Turno de Bea");
    see(&h, "Desfazer: Fim do turno de Alex");
    see(&h, "Ducados");
    assert_eq!(
        ron::to_string(the_game(&h)).unwrap(),
        before,
        "the game is the same"
    );
    // English cards on a Portuguese table.
    h.state_mut().handle(
        coop_automa::app::Msg::ask(coop_automa::app::Pref::CardLang(Some(Lang::En))),
        &ctx,
    );
    h.run();
    see(&h, "Turno de Bea");
    see(&h, "Duchies");
    assert!(common::texts(&h).iter().all(|t| !t.contains("Ducado")));
    // The settings keep both choices.
    let settings = h.state().settings();
    assert_eq!(settings.lang, "pt-BR");
    assert_eq!(settings.card_lang, "en");
    h.state_mut().handle(
        coop_automa::app::Msg::ask(coop_automa::app::Pref::Lang(Lang::En)),
        &ctx,
    );
    h.run();
    see(&h, "Bea's turn");
    assert_eq!(ron::to_string(the_game(&h)).unwrap(), before);
}

/// Issue 32: a notice on screen keeps what it says as data, so switching the language
/// rewords it too (a refusal, and what undo did).
#[test]
fn a_notice_on_screen_changes_language_with_the_table() {
    let mut h = common::ui::app_in("en", &common::temp_dir("coop-switch-notice"));
    h.run();
    click(&mut h, "Start the game");
    common::send(&mut h, coop_automa::app::Msg::apply(Action::AutomaStep));
    see(&h, "The automa's step is not possible now.");
    let ctx = h.ctx.clone();
    h.state_mut().handle(
        coop_automa::app::Msg::ask(coop_automa::app::Pref::Lang(Lang::PtBr)),
        &ctx,
    );
    h.run();
    see(&h, "O passo do automa não é possível agora.");
    assert!(
        common::texts(&h)
            .iter()
            .all(|t| !t.contains("The automa's step")),
        "the English refusal is gone"
    );
    click(&mut h, "Fim do turno de Alex");
    click(&mut h, "Desfazer: Fim do turno de Alex");
    see(&h, "Desfeito: Fim do turno de Alex");
    h.state_mut().handle(
        coop_automa::app::Msg::ask(coop_automa::app::Pref::Lang(Lang::En)),
        &ctx,
    );
    h.run();
    see(&h, "Undone: End Alex's turn");
    assert!(common::texts(&h).iter().all(|t| !t.contains("Desfeito")));
}

/// R19, issue 42: the verdict's terms at a phone's largest text in Portuguese keep their
/// figures in the window: "Total do automa (no mínimo 0)" pushed the automa's numbers past
/// the edge (a grid of two columns gives the first what its words want).
#[test]
fn r19_the_verdict_s_figures_stay_in_a_phone_s_window_at_its_largest_text() {
    let dir = common::temp_dir("verdict-phone");
    let mut g = game(12, 2);
    g.apply(Action::AttackPlayed).unwrap();
    for _ in 0..3 {
        g.apply(Action::OtherEmptyPile {
            change: Change::Take,
        })
        .unwrap();
    }
    g.apply(Action::EndTurn).unwrap();
    g.apply(Action::FinalPoints { points: [12, 9] }).unwrap();
    let file = dir.join("over.ron");
    std::fs::write(
        &file,
        coop_automa::store::to_ron(&g, "over", None, 0).unwrap(),
    )
    .unwrap();
    let options = Options {
        data_dir: Some(dir.join("data")),
        open: Some(file),
        ..Options::default()
    };
    let steps = coop_automa::app::ZOOM_STEPS;
    let settings = Settings {
        lang: Lang::PtBr.tag().into(),
        zoom: steps[steps.len() - 1],
        ..Settings::default()
    };
    let mut h: Harness<'_, App> = HarnessBuilder::default()
        .with_size([390.0, 844.0])
        .build_eframe(move |_cc| App::with_settings(&options, Instant::now(), settings));
    h.run();
    let window = h.ctx.content_rect();
    let total = h.get_by_label("Total do automa (no mínimo 0)").rect();
    assert!(total.right() <= window.right(), "{total:?} in {window:?}");
    let figures: Vec<_> = {
        use egui_kittest::kittest::NodeT;
        h.query_all_by(|n| n.role() == eframe::egui::accesskit::Role::Label)
            .filter(|n| {
                let a = n.accesskit_node();
                let label = a.label().or(a.value()).unwrap_or_default();
                !label.is_empty() && label.chars().all(|c| c.is_ascii_digit() || c == '−')
            })
            .map(|n| n.rect())
            .collect()
    };
    assert!(
        figures.len() >= 6,
        "the terms' figures are drawn: {figures:?}"
    );
    for f in figures {
        assert!(
            f.left() >= window.left() && f.right() <= window.right() + 0.5,
            "a figure at {f:?} leaves the window {window:?}"
        );
    }
}
