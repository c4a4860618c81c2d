//! Issue 33: a phone held upright has one scroll area per screen in every mode (the Duel had
//! three, each with its own "More below"), and everything on it within reach by scrolling:
//! the Duel's Attack, its player cards whole.

use crate::common;

use common::ui::click;
use coop_automa::app::{App, Msg, Options, Settings};
use coop_automa::modes::duel;
use egui_kittest::kittest::{NodeT, Queryable};
use egui_kittest::{Harness, HarnessBuilder};

fn phone() -> Harness<'static, App> {
    phone_in("en")
}

fn phone_in(lang: &str) -> Harness<'static, App> {
    let options = Options {
        data_dir: Some(common::temp_dir("phone")),
        ..Options::default()
    };
    let settings = Settings {
        lang: lang.into(),
        ..Settings::default()
    };
    let mut h = HarnessBuilder::default()
        .with_size([390.0, 844.0])
        .build_eframe(move |_cc| App::with_settings(&options, std::time::Instant::now(), settings));
    h.run();
    h
}

fn scroll_areas(h: &Harness<'_, App>) -> usize {
    h.query_all_by_label("More below: scroll down").count()
}

#[test]
fn one_scroll_area_per_screen_in_every_mode() {
    let setups = common::one_of_each_mode(&["Ann", "Ben", "Cat", "Dee"]);
    for setup in setups {
        let mut h = phone();
        common::send(&mut h, Msg::Start(setup.clone()));
        assert!(
            scroll_areas(&h) <= 1,
            "{setup:?}: {} scroll areas with more below",
            scroll_areas(&h)
        );
    }
}

#[test]
fn the_duels_attack_and_every_card_line_are_within_reach_on_a_phone() {
    // In Portuguese, whose "pontos de vida" takes two lines beside the number: the card's
    // lines were cut at its edge there.
    let mut h = phone_in("pt-BR");
    let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(3));
    common::send(&mut h, Msg::start(setup));
    click(&mut h, "Ann tira uma maldição");
    // Whole in Ann's card, above Ben's.
    let playing = h.get_by_label("jogando agora").rect();
    let ben = h.get_by_label("Ben").rect();
    assert!(
        playing.bottom() <= ben.top() - 10.0,
        "Ann's line {playing:?} runs into Ben's card {ben:?}"
    );
    let texts = common::texts(&h);
    assert!(
        texts.iter().any(|t| t.starts_with("Pegue: ")),
        "Ann's card says what to take: {texts:?}"
    );
    // The Attack button is on the page, reached by scrolling; its dialog opens.
    click(&mut h, "Atacar");
    click(&mut h, "Cancelar");
}

/// Issue 44: the Duel's "which card was turned over" question on a phone, in Portuguese (its
/// longest words): the four kinds and Cancel all stand in the window, none under a "More
/// below" to find first.
#[test]
fn the_duels_turned_over_question_stands_whole_on_a_phone_in_portuguese() {
    let mut h = phone_in("pt-BR");
    let setup = duel::Setup::new(&["Ann", "Ben", "Cat"], duel::Kingdom::DuelOnly, Some(3))
        .with_own_deck(true);
    common::send(&mut h, Msg::start(setup));
    click(&mut h, "Ben tira uma maldição");
    question_whole(&h, 4);
}

/// The turned-over question's `kinds` answers and Cancel, all in the window and none under
/// the dialog's own "More below".
fn question_whole(h: &Harness<'_, App>, kinds: usize) {
    let answers: Vec<_> = h
        .query_all_by(|n| {
            n.role() == eframe::egui::accesskit::Role::Button
                && n.label().is_some_and(|l| {
                    [
                        "Maldição: ",
                        "Give and Take: ",
                        "Contagion: ",
                        "Cursed Gold: ",
                    ]
                    .iter()
                    .any(|kind| l.starts_with(kind))
                        || l == "Cancelar"
                })
        })
        .map(|n| (n.accesskit_node().label().unwrap_or_default(), n.rect()))
        .collect();
    assert_eq!(
        answers.len(),
        kinds + 1,
        "the kinds and Cancel: {answers:?}"
    );
    for (label, rect) in &answers {
        assert!(
            rect.min.y >= 0.0 && rect.max.y <= 844.0,
            "{label:?} is out of the window: {rect:?}"
        );
    }
    // The dialog's own "More below" would stand between its answers and Cancel (the table's
    // stays under the dialog, below Cancel).
    let top = answers
        .iter()
        .map(|(_, r)| r.min.y)
        .fold(f32::MAX, f32::min);
    let cancel = answers.iter().find(|(l, _)| l == "Cancelar").unwrap().1;
    for tab in h.query_all_by_label("Mais abaixo: rolar para baixo") {
        let r = tab.rect();
        assert!(
            !(r.min.y > top && r.max.y < cancel.min.y),
            "the question needs scrolling: {r:?} among {answers:?}"
        );
    }
}

/// Issue 60: the coop's setup on a phone says that more lies below its first screen (its
/// options, kingdoms and checklist), as every mode's screens do: it scrolled with no sign.
#[test]
fn the_coop_setup_on_a_phone_says_more_lies_below() {
    for (lang, more) in [
        ("en", "More below: scroll down"),
        ("pt-BR", "Mais abaixo: rolar para baixo"),
    ] {
        let h = phone_in(lang);
        assert!(
            h.query_by_label(more).is_some(),
            "{lang}: no {more:?} on the coop's setup: {:?}",
            common::texts(&h)
        );
    }
}
