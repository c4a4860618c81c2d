//! Issue 33: a phone held upright has one scroll area per screen in every mode (the Duel had
//! three, each with its own "More below"), and everything on it within reach by scrolling:
//! the Duel's Attack, its player cards whole.

use crate::common;

use common::ui::click;
use coop_automa::app::{App, ModeSetup, Msg, Options, Settings};
use coop_automa::modes::duel;
use egui_kittest::kittest::Queryable;
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
    common::send(&mut h, Msg::Start(ModeSetup::from(setup)));
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
